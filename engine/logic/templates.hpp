// Templates of a digit: the ways to put it once in every row, column and box,
// on its places and the cells where it is placed. A candidate no template holds
// is false; every single-digit deduction (fish of any shape, finned or Franken,
// and a Nishio's chain) only ever removes such candidates.
#pragma once

#include "core/grid.hpp"

namespace pencilmark {

// The places of d that no template holds; all of them when there is no
// template at all (the grid is broken, and nothing can be pruned).
CellSet untemplated(const Grid& grid, Digit d);

}  // namespace pencilmark
