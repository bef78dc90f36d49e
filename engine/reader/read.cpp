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

std::array<uint16_t, 81> read_marks(const GrayImage& picture, const Quad& grid, bool light_ink,
                                    const std::array<int, 81>& digits) {
  std::array<uint16_t, 81> marks{};
  for (int c = 0; c < 81; ++c) {
    if (digits[static_cast<size_t>(c)]) continue;
    const auto parts = mark_images(picture, grid, c / 9, c % 9, light_ink);
    for (int k = 0; k < 9; ++k) {
      if (std::all_of(parts[k].begin(), parts[k].end(), [](uint8_t v) { return v == 0; })) continue;  // no mark
      float sure = 0;
      if (classify(parts[k], &sure) == k + 1 && sure >= kSureConfidence) marks[c] |= static_cast<uint16_t>(1u << k);
    }
  }
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
