// Finding a Sudoku grid's outline in a photo or a screenshot.
//
// The picture is searched at most kSearchSide pixels on its longer side
// (smaller ones as they are): ink is marked where a pixel is darker than the
// mean around it (lighter, for a dark theme's lines), the ink's connected
// pieces are tried as grids, and the one whose fitted outline has ink along
// the ten lines each way, and little ink beside them, wins. A picture where
// none does is searched again with fainter ink marked (a blurred, gray grid).
#pragma once

#include "core/result.hpp"
#include "reader/image.hpp"

namespace pencilmark::reader {

inline constexpr int kSearchSide = 1024;

// The outline of the grid's outer frame, through the middle of the frame's
// lines, in the picture's own pixel coordinates (image.hpp). An error (kind
// NoGrid) when no piece of the picture looks like a grid.
Result<Quad> find_grid(const GrayImage& photo);

}  // namespace pencilmark::reader
