#include "reader/read.hpp"

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
  for (int c = 0; c < 81; ++c)
    if (unsure(c)) names += (names.empty() ? "r" : ",r") + std::to_string(c / 9 + 1) + "c" + std::to_string(c % 9 + 1);
  return names.empty() ? "-" : names;
}

PictureReading classify_cells(const Quad& grid, const std::array<CellImage, 81>& cells) {
  return {grid, read_grid(cells)};
}

Result<PictureReading> read_picture(const GrayImage& picture) {
  const auto grid = find_grid(picture);
  if (!grid) return grid.error();
  return classify_cells(*grid, cut_cells(picture, *grid));
}

}  // namespace pencilmark::reader
