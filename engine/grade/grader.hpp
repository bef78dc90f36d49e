// The grader: a puzzle's level is the highest level its solution path needs
// (Zambon's grade); its score, on Sudoku Explainer's scale, the highest
// technique score used (SE's ER); its hardest technique the one of the highest
// level furthest in the solver's order.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/result.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

struct Grade {
  int level = 0;  // 0..4
  // On Sudoku Explainer's scale (RATING.md), from the steps' ratings: score
  // (SE's ER) the highest on the path, ep the highest up to and including the
  // first placement, ed the first step's.
  double score = 0;
  double ep = 0;
  double ed = 0;
  size_t score_step = 0;                           // index in the path of the first step rated score
  size_t ep_step = 0;                              // and of the first step rated ep (ed's is the first)
  Technique hardest = technique("hidden-single");  // the technique of the hardest step
  size_t hardest_step = 0;                         // index in the path of the first step of that technique
  size_t steps = 0;                                // steps on the path
  std::array<int, kTechniqueCount> counts{};       // steps per technique
};

struct GradedPath {
  Grade grade;
  std::vector<Step> steps;
};

// The grade of a solution path.
Grade grade_of(const std::vector<Step>& steps);

// Grades a puzzle with exactly one solution; NoSolution / MultipleSolutions otherwise.
// With options.explain, the steps carry their text (for the CLI's steps and the page).
Result<GradedPath> grade_puzzle(const Grid& grid, const StepOptions& options = {.explain = false});

// {"level":2,"levelName":"Hard","score":4.2,"ep":1.2,"ed":1.2,"scoreStep":17,"epStep":0,"hardest":"y-wing",
//  "hardestStep":17,"steps":45,"counts":{...}}
std::string to_json(const Grade& grade);

}  // namespace pencilmark
