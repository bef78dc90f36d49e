// The 81 cells of a found grid, as the digit classifier sees them.
//
// The contract with the classifier (and with scripts/train-reader.py, which
// reads the same images as PGM files):
//   1. the grid is warped square (warp_grid): kWarpCell x kWarpCell pixels a
//      cell, 9 * kWarpCell a side, by the homography of its four corners, each
//      pixel a bilinear sample of the photo (several averaged where the photo
//      has more than one pixel per warped one);
//   2. a cell's inner area is its square with kCellMargin of its side removed
//      on each side (the grid's lines fall there, not in the image), resampled
//      to kCellSide x kCellSide by area averaging from the warped grid;
//   3. inverted, so ink is bright;
//   4. contrast-stretched: the value below which the cell's darkest 5% of
//      pixels lie maps to 0, the brightest to 255, values clamped; a cell whose
//      brightest and darkest pixels differ by less than kMinCellContrast levels
//      is flat (empty paper) and all 0.
// Row-major, 0..255: cell[y * kCellSide + x].
#pragma once

#include <array>
#include <cstdint>

#include "reader/image.hpp"

namespace pencilmark::reader {

inline constexpr int kCellSide = 28;
using CellImage = std::array<uint8_t, kCellSide * kCellSide>;

inline constexpr int kWarpCell = 40;  // the inner area is then 40 * 0.72 = 28.8 px, close to the 28 it becomes
inline constexpr double kCellMargin = 0.14;
inline constexpr int kMinCellContrast = 40;

// The grid warped square: 9 * kWarpCell pixels a side, row r and column c's cell
// at [c * kWarpCell, (c + 1) * kWarpCell) x [r * kWarpCell, (r + 1) * kWarpCell).
GrayImage warp_grid(const GrayImage& photo, const Quad& grid);

// One cell (row and col 0..8) of a warped grid, by the contract above.
CellImage cell_image(const GrayImage& warped, int row, int col);

// The 81 cells in reading order (row by row), by the contract above; grid as
// find_grid returns it, in the photo's pixels.
std::array<CellImage, 81> cut_cells(const GrayImage& photo, const Quad& grid);

// The ink of a cell: its pixels above kInkLevel in the central kInkWindow x
// kInkWindow square. A cell with fewer than kMaxEmptyInk is empty (calibrated
// on the shared photos: see tests/engine/test_reader.cpp).
inline constexpr int kInkLevel = 128;
inline constexpr int kInkWindow = 20;
inline constexpr int kMaxEmptyInk = 12;
int ink_pixels(const CellImage& cell);
inline bool looks_empty(const CellImage& cell) { return ink_pixels(cell) < kMaxEmptyInk; }

}  // namespace pencilmark::reader
