#include "grade/grader.hpp"

#include <algorithm>
#include <string>

#include "exact/exact_solver.hpp"
#include "grade/explainer_rating.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

namespace {

// The options for a puzzle's passes: its one solution (the trials read it),
// and one memo for both passes: what one digit's finders found nothing in
// holds for any grid.
Result<StepOptions> with_solution(const Grid& grid, const StepOptions& options) {
  const auto found = unique_solution(grid);
  if (!found) return found.error();
  StepOptions out = options;
  out.solution = found->first;
  if (!out.memo) out.memo = std::make_shared<FinderMemo>();
  return out;
}

}  // namespace

Result<GradedPath> grade_puzzle(const Grid& grid, const StepOptions& options) {
  const auto with_solution = pencilmark::with_solution(grid, options);
  if (!with_solution) return with_solution.error();
  SolvePath path = solve_path(grid, *with_solution);
  if (!path.solved) return stuck_error(path.end, path.steps.size());
  Grade grade = grade_of(path.steps);
  rate_grade(grade, grid, *with_solution);
  return GradedPath{grade, std::move(path.steps)};
}

Result<ExplainerRating> rate_puzzle(const Grid& grid, const StepOptions& options) {
  const auto with_solution = pencilmark::with_solution(grid, options);
  if (!with_solution) return with_solution.error();
  ExplainerRating rating = rate_like_explainer(grid, *with_solution);
  // Only a technique set without the trials can stall it (the CLI's rate uses them all).
  if (!rating.finished)
    return Error{ErrorKind::Stuck, "the rating pass found no step after " + std::to_string(rating.steps) + " steps"};
  return rating;
}

Grade grade_of(const std::vector<Step>& steps) {
  Grade g;
  g.steps = steps.size();
  bool placed = false;
  for (size_t i = 0; i < steps.size(); ++i) {
    const TechniqueInfo& t = steps[i].info();
    const int row = index_of(steps[i].technique);
    ++g.counts[row];
    const double rating = steps[i].rating();
    if (i == 0 || rating > g.score) {
      g.score = rating;
      g.score_step = i;
    }
    if (i == 0) g.ed = rating;
    if (!placed && (i == 0 || rating > g.ep)) {
      g.ep = rating;
      g.ep_step = i;
    }
    placed = placed || !steps[i].placements.empty();
    // The hardest: the highest level, then the furthest in the solver's order.
    if (i == 0 || t.level > g.level || (t.level == g.level && row > index_of(g.hardest))) {
      g.level = t.level;
      g.hardest = steps[i].technique;
      g.hardest_step = i;
    }
  }
  return g;
}

void rate_grade(Grade& g, const Grid& puzzle, const StepOptions& options) {
  const ExplainerRating se = rate_like_explainer(puzzle, options);
  g.score = se.er;
  g.ep = se.ep;
  g.ed = se.ed;
  g.score_by = se.er_by;
  g.ep_by = se.ep_by;
  g.score_nesting = se.er_nesting;
}

}  // namespace pencilmark
