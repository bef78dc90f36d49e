#include "reader/read.hpp"

#include <algorithm>

#include "core/geometry.hpp"
#include "reader/grid_finder.hpp"

namespace pencilmark::reader {

std::string PictureReading::puzzle() const {
  std::string line(81, '.');
  for (size_t c = 0; c < 81; ++c)
    if (cells.digits[c]) line[c] = static_cast<char>('0' + cells.digits[c]);
  return line;
}

std::string PictureReading::unsure_cells() const {
  std::string names;
  for (Cell c = 0; c < kCells; ++c)
    if (unsure(c)) names += (names.empty() ? "" : ",") + cell_name(c);
  return names.empty() ? "-" : names;
}

bool PictureReading::has_marks() const {
  for (uint16_t m : marks)
    if (m) return true;
  return false;
}

std::string PictureReading::pencil_marks() const {
  std::string line(729, '.');
  for (size_t c = 0; c < 81; ++c) {
    const int digit = cells.digits[c];
    const unsigned shown = digit ? 1u << (digit - 1) : marks[c] ? marks[c] : 0x1ffu;
    for (size_t d = 0; d < 9; ++d)
      if (shown >> d & 1) line[c * 9 + d] = static_cast<char>('1' + d);
  }
  return line;
}

namespace {

// Where apps put a mark: the digit drawn in each of a cell's 3x3 parts (row by
// row). Most draw 1 2 3 on top, as a phone's keypad; GNOME Sudoku draws 7 8 9
// on top, as a computer's numeric keypad.
constexpr std::array<std::array<int, 9>, 2> kMarkLayouts{{
    {1, 2, 3, 4, 5, 6, 7, 8, 9},
    {7, 8, 9, 4, 5, 6, 1, 2, 3},
}};

// How many sure digits in their places make a picture's marks (with at least
// three in four of its sure digits in them).
constexpr int kMinMarksInPlace = 3;

}  // namespace

std::array<uint16_t, 81> read_marks(const GrayImage& picture, const Quad& grid, bool light_ink,
                                    const std::array<int, 81>& digits) {
  // Each part's digit (0 for none); the layout is the one most of the sure
  // digits fit (one app draws every mark in one layout).
  std::array<std::array<int, 9>, 81> read{};
  std::array<int, kMarkLayouts.size()> fits{};
  int sure_readings = 0;
  for (int c = 0; c < 81; ++c) {
    if (digits[static_cast<size_t>(c)]) continue;
    const auto parts = mark_images(picture, grid, c / 9, c % 9, light_ink);
    for (size_t k = 0; k < 9; ++k) {
      if (std::all_of(parts[k].begin(), parts[k].end(), [](uint8_t v) { return v == 0; })) continue;  // no mark
      float sure = 0;
      const int digit = read[static_cast<size_t>(c)][k] = classify(parts[k], &sure);
      if (!digit || sure < kSureConfidence) continue;
      ++sure_readings;
      for (size_t layout = 0; layout < kMarkLayouts.size(); ++layout) fits[layout] += kMarkLayouts[layout][k] == digit;
    }
  }
  // The marks are read only where most sure digits fit one layout: the app
  // draws them in their places. There a digit-like piece in a part is that
  // part's digit, however the classifier reads it: a mark is small, and at a
  // few pixels a 1 may look like a 2 or a 9 like a 5. Elsewhere (a layout in
  // order of the digits, handwriting, specks) no marks are read.
  const size_t best = fits[1] > fits[0] ? 1 : 0;
  std::array<uint16_t, 81> marks{};
  if (fits[best] < kMinMarksInPlace || 4 * fits[best] < 3 * sure_readings) return marks;
  const auto& layout = kMarkLayouts[best];
  for (size_t c = 0; c < 81; ++c)
    for (size_t k = 0; k < 9; ++k)
      if (read[c][k]) marks[c] |= static_cast<uint16_t>(1u << (layout[k] - 1));
  return marks;
}

PictureReading classify_cells(const Quad& grid, const std::array<CellImage, 81>& cells, const FaintCells* faint) {
  return {grid, read_grid(cells, faint)};
}

Result<PictureReading> read_picture(const GrayImage& picture) {
  const auto grid = find_grid(picture);
  if (!grid) return grid.error();
  const GrayImage warped = warp_grid(picture, *grid);
  FaintCells faint;
  const auto cells = cells_of(warped, &faint);
  PictureReading reading = classify_cells(*grid, cells, &faint);
  reading.marks = read_marks(picture, *grid, light_ink(warped), reading.cells.digits);
  return reading;
}

}  // namespace pencilmark::reader
