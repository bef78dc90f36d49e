// The grader: a puzzle's level is the highest level its solution path needs
// (Zambon's grade); its hardest technique the one of the highest level furthest
// in the solver's order; its score, on Sudoku Explainer's scale, SE's ER, EP
// and ED from a second pass that takes steps SE's way (grade/explainer_rating).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/result.hpp"
#include "grade/explainer_rating.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

struct Grade {
  int level = 0;  // 0..4
  // On Sudoku Explainer's scale (docs/rating.md), from SE's own path: score (ER) its
  // hardest step's rating, ep the hardest up to and including the first
  // placement, ed the first step's; score_by and ep_by name what set them.
  double score = 0;
  double ep = 0;
  double ed = 0;
  std::string score_by, ep_by;
  // SE's nested level of the step that set the score (0-5; 6: past level 5,
  // the levels the rating pass searches, where the score is estimated).
  int score_nesting = 0;
  bool score_estimated() const { return estimated_nesting(score_nesting); }
  size_t score_step = 0;                           // index in the path of its first highest-rated step
  size_t ep_step = 0;                              // and of the highest up to its first placement
  Technique hardest = technique("hidden-single");  // the technique of the hardest step
  size_t hardest_step = 0;                         // index in the path of the first step of that technique
  size_t steps = 0;                                // steps on the path
  std::array<int, kTechniqueCount> counts{};       // steps per technique
};

struct GradedPath {
  Grade grade;
  std::vector<Step> steps;
};

// The grade of a solution path, with its own steps' ratings as the score.
Grade grade_of(const std::vector<Step>& steps);
// A path's grade given the score SE's way: score, ep, ed, what set them and
// the nesting, rated on the puzzle.
void rate_grade(Grade& grade, const Grid& puzzle, const StepOptions& options);

// Grades a puzzle with exactly one solution; NoSolution / MultipleSolutions otherwise.
// With options.explain, the steps carry their text (for the CLI's steps and the page).
Result<GradedPath> grade_puzzle(const Grid& grid, const StepOptions& options = {});

// Sudoku Explainer's rating alone (ER, EP, ED), as grade_puzzle gives it,
// without Pencilmark's own solution path: what a rater of many puzzles asks
// (SE's and skfr's output). The path is about half of grade_puzzle's time on
// magictour_top1465, little of it on the hardest puzzles.
Result<ExplainerRating> rate_puzzle(const Grid& grid, const StepOptions& options = {});

}  // namespace pencilmark
