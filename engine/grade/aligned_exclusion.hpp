// Sudoku Explainer's aligned pair exclusion, which its rating pass takes (6.2)
// and Pencilmark's path does not (chains say the same more plainly): two cells
// (the base) that the same cells (at least two, the excluders, each with two
// candidates) see. A pair of digits for the base is impossible when the two
// cells see each other and it repeats a digit, or when it is an excluder's two
// candidates. A base digit in no possible pair is removed.
#pragma once

#include <vector>

#include "core/grid.hpp"
#include "logic/step.hpp"

namespace pencilmark {

inline constexpr double kAlignedPairRating = 6.2;

// What the first aligned pair exclusion in SE's order removes; empty when there
// is none. SE's order: the cells that can be in a base, in cell order, paired
// by the second, then the first.
std::vector<Candidate> aligned_pair_exclusion(const Grid& grid);

}  // namespace pencilmark
