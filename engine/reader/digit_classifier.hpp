// Reads one Sudoku cell: empty, or which printed digit 1-9 it holds.
//
// The input is the reader's normalized picture of a cell's inner area, so the
// classifier sees the same thing whether the grid came from a newspaper photo
// or an app's screenshot; the model (two small convolutional nets, int8 weights
// in digit_weights.inc and digit_weights_2.inc) was trained on synthetic cells
// made the same way by scripts/train-reader.py, from two seeds.
#pragma once

#include <array>
#include <cstdint>

namespace pencilmark::reader {

// A cell as the classifier reads it: 28x28 bytes, row-major (pixels[28 * y + x]).
// Made by the reader (cells.hpp) from the cell's inner area, 14% of the cell's
// side cut off each edge so the grid lines are mostly gone (a thin remnant may
// show at an edge), resampled by area averaging, INVERTED (ink bright, paper 0)
// and contrast-stretched (the darkest 5% of pixels to 0, the brightest to 255;
// a flat cell, max - min < 40 before the stretch, all 0). Declared here too so
// the classifier stands alone; the two declarations name the same type.
using CellImage = std::array<uint8_t, 28 * 28>;

// 0 for an empty cell (blank, noise, specks, small pencil marks), else the
// digit 1-9: the class the two nets' mean softmax probability favours. When
// confidence is not null it gets the lesser of the two nets' probabilities of
// the answer, in [0, 1]: low values are worth a second look by the caller,
// since the nets never say "unknown", and a cell only one net is sure of is
// not sure. Pure: no state, no allocation.
int classify(const CellImage& cell, float* confidence = nullptr);

// How sure the classifier must be of a cell for read_grid not to call it unsure
// (calibrated on the train photos of tests/data/reader/photo_split.txt: see
// scripts/train-reader.py's table).
inline constexpr float kSureConfidence = 0.95f;

// A grid's 81 cells (row by row) read: each one's digit (0 empty) and whether
// the reader is unsure of it, which is when the classifier's confidence is under
// kSureConfidence, or when its digit is also in its row, column or box (the
// confidence does not say which of two clashing cells is misread: both are
// unsure). Then the rules: when the digits read have no solution or more than
// one, and putting the nets' second reading in one, two or three of the unsure
// cells (of at most ten) gives one solution in exactly one way, with the
// fewest changes, those cells take it (and stay unsure), as a printed puzzle
// has one solution.
struct GridReading {
  std::array<int, 81> digits{};
  std::array<float, 81> confidence{};  // the classifier's, of each cell's digit
  std::array<bool, 81> unsure{};
};

// The cells the reader cut flat (all 0: their brightest and darkest under 40
// levels apart) that have some contrast all the same, kept apart because a
// faint digit (a gray or coloured print in a blurred photo, a digit in a
// shadow) is as low in contrast as the paper's grain or the print showing
// through from the page's back, which stretched looks like ink to the
// classifier: each such cell's image stretched as if it were not flat, and its
// contrast in levels (cells.hpp, kFaintCellContrast); all 0 for the others.
struct FaintCells {
  std::array<CellImage, 81> images{};
  std::array<float, 81> contrast{};
};
// With faint cells, read_grid reads each as well, and heeds a digit only when
// the classifier is at least kFaintSureConfidence sure of it: in a cell of at
// least kFaintDigitContrast levels the digit is taken; in a fainter one the
// cell stays empty but unsure (a faint digit, or paper: a person looks).
// Calibrated on the train photos of tests/data/reader/photo_split.txt: their
// faint digits were read at 0.996 or more, the paper of empty cells at up to
// 0.949 in cells of 30-40 levels and at up to 1.0 under 30.
inline constexpr float kFaintSureConfidence = 0.99f;
inline constexpr float kFaintDigitContrast = 30;
GridReading read_grid(const std::array<CellImage, 81>& cells, const FaintCells* faint = nullptr);

}  // namespace pencilmark::reader
