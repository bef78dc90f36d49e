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

// Runs a technique's finder on grid, up to limit steps (handing it this solver,
// StepOptions::solver), and with options.explain has each step's words written.
std::vector<Step> find_steps(Technique technique, const Grid& grid, size_t limit = SIZE_MAX,
                             const StepOptions& options = {});

// This solver, as the finders and raters below it are handed it (StepOptions::solver, ChainRules::solver).
const SubSolver* step_solver();

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

}  // namespace pencilmark
