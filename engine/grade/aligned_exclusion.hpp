// Sudoku Explainer's aligned exclusions, which its rating pass takes and
// Pencilmark's path does not (chains say the same more plainly): two or three
// cells (the base) that the same cells (at least two, the excluders, each with
// two candidates, or two or three for a triple) see. A combination of digits for
// the base (one a cell) is impossible when two cells that see each other would
// hold one digit, or when it takes all of an excluder's candidates. A base digit
// in no possible combination is removed. SE rates a pair 6.2, a triple 7.5.
#pragma once

#include <vector>

#include "core/grid.hpp"
#include "logic/step.hpp"

namespace pencilmark {

inline constexpr double kAlignedPairRating = 6.2;
inline constexpr double kAlignedTripleRating = 7.5;

// What the first aligned pair exclusion in SE's order removes; empty when there
// is none. SE's order: the cells that can be in a base, in cell order, paired
// by the second, then the first.
std::vector<Candidate> aligned_pair_exclusion(const Grid& grid);

// The same for three cells: SE's order takes its bases by their first two cells
// as above, the third among the base cells that either of them sees (the
// first's, then the second's others, each in cell order).
std::vector<Candidate> aligned_triple_exclusion(const Grid& grid);

}  // namespace pencilmark
