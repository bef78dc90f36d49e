#include "grade/grader.hpp"

#include <algorithm>

#include "exact/exact_solver.hpp"
#include "grade/explainer_rating.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

Result<GradedPath> grade_puzzle(const Grid& grid, const StepOptions& options) {
  const SolutionCount found = count_solutions(grid, 2);
  if (found.count == 0 && !found.budget_exhausted) return Error{ErrorKind::NoSolution, "no solution"};
  if (found.count > 1) return Error{ErrorKind::MultipleSolutions, "more than one solution"};
  if (found.budget_exhausted) return Error{ErrorKind::TooHard, "gave up: the search budget ran out"};

  StepOptions with_solution = options;
  with_solution.solution = found.first;
  SolvePath path = solve_path(grid, with_solution);
  if (!path.solved) return Error{ErrorKind::TooHard, "the step solver could not finish this puzzle"};
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
  return g;
}

std::string to_json(const Grade& grade) {
  std::string out = "{\"level\":" + std::to_string(grade.level) + ",\"levelName\":\"" +
                    std::string(level_name(grade.level)) + "\",\"score\":" + score_text(grade.score) +
                    ",\"ep\":" + score_text(grade.ep) + ",\"ed\":" + score_text(grade.ed) + ",\"scoreBy\":\"" +
                    grade.score_by + "\",\"epBy\":\"" + grade.ep_by + "\"" +
                    ",\"scoreStep\":" + std::to_string(grade.score_step) +
                    ",\"epStep\":" + std::to_string(grade.ep_step) + ",\"hardest\":\"" +
                    std::string(info(grade.hardest).key) + "\",\"hardestStep\":" + std::to_string(grade.hardest_step) +
                    ",\"steps\":" + std::to_string(grade.steps) + ",\"counts\":{";
  bool first = true;
  for (int row = 0; row < kTechniqueCount; ++row) {
    if (const int n = grade.counts[row]; n > 0) {
      out += (first ? "\"" : ",\"") + std::string(kTechniques[row].key) + "\":" + std::to_string(n);
      first = false;
    }
  }
  return out + "}}";
}

}  // namespace pencilmark
