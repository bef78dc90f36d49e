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
//   3. inverted when the grid's ink is darker than its paper (print, a light
//      theme), kept as it is when lighter (a dark theme: light_ink), so ink is
//      bright either way;
//   4. contrast-stretched: the value below which the cell's darkest 5% of
//      pixels lie maps to 0, the brightest to 255, values clamped; a cell whose
//      brightest and darkest pixels differ by less than kMinCellContrast levels
//      is flat (empty paper) and all 0 (cells_of keeps such a cell's stretch
//      apart when it has kFaintCellContrast levels or more: FaintCells in
//      digit_classifier.hpp).
// Row-major, 0..255: cell[y * kCellSide + x].
#pragma once

#include <array>
#include <cstdint>

#include "reader/digit_classifier.hpp"
#include "reader/image.hpp"

namespace pencilmark::reader {

inline constexpr int kCellSide = 28;
using CellImage = std::array<uint8_t, kCellSide * kCellSide>;

inline constexpr int kWarpCell = 40;  // the inner area is then 40 * 0.72 = 28.8 px, close to the 28 it becomes
inline constexpr double kCellMargin = 0.14;
inline constexpr int kMinCellContrast = 40;
// Under this a flat cell is blank paper: not even a faint digit (the train
// photos' faintest, a 7 printed light red and blurred, has 17 levels).
inline constexpr int kFaintCellContrast = 15;

// The grid warped square: 9 * kWarpCell pixels a side, row r and column c's cell
// at [c * kWarpCell, (c + 1) * kWarpCell) x [r * kWarpCell, (r + 1) * kWarpCell).
GrayImage warp_grid(const GrayImage& photo, const Quad& grid);

// Whether a warped grid's ink is lighter than its paper (a dark theme's board):
// across its inner lines, whether the line stands out brighter or darker than
// the paper beside it, the most samples deciding.
bool light_ink(const GrayImage& warped);

// One cell (row and col 0..8) of a warped grid, by the contract above.
CellImage cell_image(const GrayImage& warped, int row, int col, bool light_ink = false);

// The 81 cells in reading order (row by row), by the contract above, the ink's
// polarity decided once for the grid (light_ink); with faint, the flat cells of
// kFaintCellContrast levels or more stretched there (the rest of it all 0).
std::array<CellImage, 81> cells_of(const GrayImage& warped, FaintCells* faint = nullptr);
// The same from the photo; grid as find_grid returns it, in the photo's pixels.
std::array<CellImage, 81> cut_cells(const GrayImage& photo, const Quad& grid, FaintCells* faint = nullptr);

// A cell's pencil marks as an app draws them, a small digit in each ninth of the
// cell (a 3x3 layout; which digit belongs in which ninth is read_marks' call). The cell is
// warped kMarkCell pixels a side (finer than the grid: a mark is small); its
// ink (light_ink as the grid has it) is cut at a third of the way from the
// paper (the median) to the brightest ink into pieces (8-neighbours); a piece
// within kMarkEdge of the cell's side from its edge (a grid line, a misfit
// outline), larger than a ninth, or on a column or row of the cell with ink
// along more than kMarkLine of its side (a line, if broken) is dropped, the
// others grouped by the ninth
// their centre is in. A ninth's mark is the box around its pieces, kept when
// at least kMarkHeight of the cell's side tall (not a speck) and its middle
// within kMarkOffCentre of a ninth's side of the ninth's middle; a square
// kMarkFrame times the box's height or width (the larger), centred on it, with
// only that ink in it, is made a CellImage by the contract's steps 2 and 4, so
// a small digit looks to the classifier as a digit alone in a cell does. A
// ninth without a mark is all 0. Indexed by the ninth, row by row.
inline constexpr int kMarkCell = 84;
inline constexpr double kMarkEdge = 0.03;
inline constexpr double kMarkHeight = 0.1;
inline constexpr double kMarkOffCentre = 0.3;
inline constexpr double kMarkLine = 0.7;
inline constexpr double kMarkFrame = 1.8;
std::array<CellImage, 9> mark_images(const GrayImage& photo, const Quad& grid, int row, int col, bool light_ink);

// The ink of a cell: its pixels above kInkLevel in the central kInkWindow x
// kInkWindow square. A cell with fewer than kMaxEmptyInk is empty (calibrated
// on the shared photos: see tests/engine/test_reader.cpp).
inline constexpr int kInkLevel = 128;
inline constexpr int kInkWindow = 20;
inline constexpr int kMaxEmptyInk = 12;
int ink_pixels(const CellImage& cell);
inline bool looks_empty(const CellImage& cell) { return ink_pixels(cell) < kMaxEmptyInk; }

}  // namespace pencilmark::reader
