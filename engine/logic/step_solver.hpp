// The step solver: applies the simplest technique that makes progress, lowest
// level first, and records each deduction as a Step. A technique runs only when
// every technique before it in the table is stuck, so the highest level a path
// needs is the puzzle's grade.
#pragma once

#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "logic/finders.hpp"

namespace pencilmark {

// The first step of the lowest technique that changes the grid, or nullopt.
std::optional<Step> next_step(const Grid& grid, const StepOptions& options = {});

struct SolvePath {
  std::vector<Step> steps;
  Grid end;  // the grid after the last step
  bool solved = false;
};

// Applies next_step until the grid is complete or nothing applies.
SolvePath solve_path(const Grid& grid, const StepOptions& options = {});

// Stuck: the technique set found no step in `end`, an incomplete grid, after
// `steps` steps. Not TooHard: no budget ran out, the set is too small.
Error stuck_error(const Grid& end, size_t steps);

// What makes a grid impossible, or nullopt: an empty cell with no candidate, or
// a digit with no place left in a house.
std::optional<Contradiction> find_contradiction(const Grid& grid);

}  // namespace pencilmark
