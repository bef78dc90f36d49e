#include "grade/grader.hpp"

#include <algorithm>

#include "exact/exact_solver.hpp"
#include "grade/explainer_rating.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

Result<GradedPath> grade_puzzle(const Grid& grid, const StepOptions& options) {
  const auto found = unique_solution(grid);
  if (!found) return found.error();

  StepOptions with_solution = options;
  with_solution.solution = found->first;
  // One memo for both passes: what one digit's finders found nothing in holds for any grid.
  if (!with_solution.memo) with_solution.memo = std::make_shared<FinderMemo>();
  SolvePath path = solve_path(grid, with_solution);
  if (!path.solved) return stuck_error(path.end, path.steps.size());
  Grade grade = grade_of(grid, path.steps, with_solution);
  return GradedPath{grade, std::move(path.steps)};
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

Grade grade_of(const Grid& puzzle, const std::vector<Step>& steps, const StepOptions& options) {
  Grade g = grade_of(steps);
  const ExplainerRating se = rate_like_explainer(puzzle, options);
  g.score = se.er;
  g.ep = se.ep;
  g.ed = se.ed;
  g.score_by = se.er_by;
  g.ep_by = se.ep_by;
  g.score_nesting = se.er_nesting;
  return g;
}

}  // namespace pencilmark
