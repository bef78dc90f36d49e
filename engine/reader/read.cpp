#include "reader/read.hpp"

#include "reader/digit_classifier.hpp"
#include "reader/grid_finder.hpp"

namespace pencilmark::reader {

std::string PictureReading::puzzle() const {
  std::string line(81, '.');
  for (size_t c = 0; c < 81; ++c)
    if (digits[c]) line[c] = static_cast<char>('0' + digits[c]);
  return line;
}

std::string PictureReading::unsure_cells() const {
  std::string cells;
  for (int c = 0; c < 81; ++c)
    if (unsure(c)) cells += (cells.empty() ? "r" : ",r") + std::to_string(c / 9 + 1) + "c" + std::to_string(c % 9 + 1);
  return cells.empty() ? "-" : cells;
}

PictureReading classify_cells(const Quad& grid, const std::array<CellImage, 81>& cells) {
  PictureReading reading;
  reading.grid = grid;
  for (size_t c = 0; c < 81; ++c) reading.digits[c] = static_cast<uint8_t>(classify(cells[c], &reading.confidence[c]));
  return reading;
}

Result<PictureReading> read_picture(const GrayImage& picture) {
  const auto grid = find_grid(picture);
  if (!grid) return grid.error();
  return classify_cells(*grid, cut_cells(picture, *grid));
}

}  // namespace pencilmark::reader
