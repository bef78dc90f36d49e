// A picture read: the grid's outline, each cell's digit and how sure the
// classifier is of it, and the cells a person should check.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/result.hpp"
#include "reader/cells.hpp"
#include "reader/image.hpp"

namespace pencilmark::reader {

// A cell read with less confidence than this is one to check (calibrated on the
// shared photos' training part: see engine/reader/README.md).
inline constexpr float kSureConfidence = 0.9f;

struct PictureReading {
  Quad grid;                         // in the picture's own pixels
  std::array<uint8_t, 81> digits{};  // 0 empty, 1-9, row by row
  std::array<float, 81> confidence{};
  bool unsure(int cell) const { return confidence[static_cast<size_t>(cell)] < kSureConfidence; }
  std::string puzzle() const;        // 81 characters, '.' for an empty cell
  std::string unsure_cells() const;  // "r3c4,r7c7", or "-" when none
};

// The Sudoku in a photo or a screenshot, or why none was read: its grid found,
// its cells cut and each classified.
Result<PictureReading> read_picture(const GrayImage& picture);
// The last step alone, for a caller that has the cells (the CLI writes them).
PictureReading classify_cells(const Quad& grid, const std::array<CellImage, 81>& cells);

}  // namespace pencilmark::reader
