#include "logic/hint.hpp"

#include "exact/exact_solver.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {
namespace {

Step explained(Step step, const Grid& board, Explainer explain) {
  if (explain) explain(step, board);
  return step;
}

// The digit d in c is wrong: clear it. A peer with the same digit is shown as the reason.
Step wrong_digit_step(const Grid& board, Cell c, Digit d) {
  Step step{technique("wrong-digit")};
  step.mark_cell(c, Role::Wrong);
  step.digits = DigitSet::single(d);
  for (House h : houses_of(c)) {
    for (Cell o : kHouseCells[h]) {
      if (o == c || board.value(o) != d) continue;
      step.mark(h, Role::Region);
      step.mark_cell(o, Role::Pattern);
      step.cleared.push_back({c, d});
      step.mark_candidate(c, d, Role::Wrong, step.effect_stage());
      return step;
    }
  }
  step.cleared.push_back({c, d});
  step.mark_candidate(c, d, Role::Wrong, step.effect_stage());
  return step;
}

// The player's marks of c lack d, which is true there: restore it.
Step missing_candidate_step(Cell c, Digit d) {
  Step step{technique("missing-candidate")};
  step.mark_cell(c, Role::Wrong);
  step.digits = DigitSet::single(d);
  step.restored.push_back({c, d});
  step.mark_candidate(c, d, Role::Wrong, step.effect_stage());
  return step;
}

}  // namespace

Result<std::optional<Step>> next_hint(const PlayerState& state, const StepOptions& options) {
  const Explainer explain = options.explain;
  const Grid& givens = state.givens;
  const auto unique = unique_solution(givens);
  if (!unique) return unique.error();
  const SolutionCount& solution = *unique;

  Grid board = givens;
  if (state.values) {
    // First the board as the player has it, to name clashes; then the wrong digits.
    Grid shown = givens;
    for (Cell c = 0; c < kCells; ++c)
      if (const Digit d = (*state.values)[c]; d && !givens.is_given(c)) shown.place(c, d);
    for (Cell c = 0; c < kCells; ++c) {
      const Digit d = shown.value(c);
      if (d && !givens.is_given(c) && d != solution.first[c])
        return std::optional<Step>(explained(wrong_digit_step(shown, c, d), shown, explain));
    }
    board = shown;
  }
  if (board.is_complete()) return std::optional<Step>();

  if (state.marks) {
    for (Cell c : board.empty_cells()) {
      const DigitSet player = (*state.marks)[c];
      // A cell without marks is one the player has not marked yet: all its
      // candidates stand, as most players pencil in only some cells.
      if (player.empty()) continue;
      if (!player.has(solution.first[c]))
        return std::optional<Step>(explained(missing_candidate_step(c, solution.first[c]), board, explain));
      // Marks the digits already rule out are cleaned up, not held against the player.
      board.set_candidates(c, board.candidates(c) & player);
    }
  }
  // The board now holds no wrong digit and every true candidate, so the givens'
  // solution is its solution: the trials need not search for it again.
  StepOptions with_solution = options;
  with_solution.solution = solution.first;
  // The rows asked about this one position share their common work, as on a path.
  if (!with_solution.memo) with_solution.memo = std::make_shared<FinderMemo>();
  std::optional<Step> step = next_step(board, with_solution);
  if (!step) return stuck_error(board, 0);
  return step;
}

}  // namespace pencilmark
