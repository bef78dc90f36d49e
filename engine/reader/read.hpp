// A picture read: the grid's outline, each cell's digit and how sure the
// classifier is of it, and the cells a person should check.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/result.hpp"
#include "reader/cells.hpp"
#include "reader/digit_classifier.hpp"
#include "reader/image.hpp"

namespace pencilmark::reader {

struct PictureReading {
  Quad grid;          // in the picture's own pixels
  GridReading cells;  // each cell's digit (0 empty), confidence, and whether to check it
  // Each cell's pencil marks read (read_marks): bit d - 1 for digit d, 0 for a
  // cell with a digit or an empty cell in which none were read.
  std::array<uint16_t, 81> marks{};
  bool unsure(int cell) const { return cells.unsure[static_cast<size_t>(cell)]; }
  bool has_marks() const;
  std::string puzzle() const;        // 81 characters, '.' for an empty cell
  std::string unsure_cells() const;  // "r3c4,r7c7", or "-" when none
  // 729 characters, nine a cell, the k-th '1' + k or '.': a cell's digit alone,
  // an empty cell's marks, or all nine for an empty cell without marks read.
  std::string pencil_marks() const;
};

// The pencil marks in the cells read empty (digits: 0 for those), grid as
// find_grid returns it and light_ink as the warped grid has it: each cell's 3x3
// parts (mark_images) classified, and a digit counted as a mark only where the
// classifier is sure of it (kSureConfidence) and the part is the digit's place
// in the layout most of the grid's sure digits fit (1 2 3 on top, or a
// numeric keypad's 7 8 9).
std::array<uint16_t, 81> read_marks(const GrayImage& picture, const Quad& grid, bool light_ink,
                                    const std::array<int, 81>& digits);

// The Sudoku in a photo or a screenshot, or why none was read: its grid found,
// its cells cut and read (read_grid).
Result<PictureReading> read_picture(const GrayImage& picture);
// The last step alone, for a caller that has the cells (the CLI writes them).
PictureReading classify_cells(const Quad& grid, const std::array<CellImage, 81>& cells,
                              const FaintCells* faint = nullptr);

}  // namespace pencilmark::reader
