// A picture read: the grid's outline, each cell's digit and how sure the
// classifier is of it, and the cells a person should check.
#pragma once

#include <array>
#include <string>

#include "core/result.hpp"
#include "reader/cells.hpp"
#include "reader/digit_classifier.hpp"
#include "reader/image.hpp"

namespace pencilmark::reader {

struct PictureReading {
  Quad grid;          // in the picture's own pixels
  GridReading cells;  // each cell's digit (0 empty), confidence, and whether to check it
  bool unsure(int cell) const { return cells.unsure[static_cast<size_t>(cell)]; }
  std::string puzzle() const;        // 81 characters, '.' for an empty cell
  std::string unsure_cells() const;  // "r3c4,r7c7", or "-" when none
};

// The Sudoku in a photo or a screenshot, or why none was read: its grid found,
// its cells cut and read (read_grid).
Result<PictureReading> read_picture(const GrayImage& picture);
// The last step alone, for a caller that has the cells (the CLI writes them).
PictureReading classify_cells(const Quad& grid, const std::array<CellImage, 81>& cells);

}  // namespace pencilmark::reader
