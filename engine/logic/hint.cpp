#include "logic/hint.hpp"

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "logic/step_solver.hpp"
#include "logic/text.hpp"

namespace pencilmark {
namespace {

Error bad_state(std::string message) { return {ErrorKind::BadArgument, std::move(message)}; }

Step wrong_digit_step(const Grid& board, Cell c, Digit d) {
  Step step{Technique::WrongDigit};
  step.mark_cell(c, Role::Wrong);
  step.mark_candidate(c, d, Role::Wrong, step.effect_stage());
  // Say why when a peer shows it; else only that the solution differs.
  for (House h : houses_of(c)) {
    for (Cell o : kHouseCells[h]) {
      if (o == c || board.value(o) != d) continue;
      step.mark(h, Role::Region);
      step.mark_cell(o, Role::Pattern);
      set_words(step,
                cell_name(c) + " and " + cell_name(o) + " are both " + digit_word(d) + " (" + house_name(h) +
                    "): the " + digit_word(d) + " in " + cell_name(c) + " is wrong. Remove it.",
                "your digits in " + house_name(h), "in " + cell_name(c));
      return step;
    }
  }
  set_words(step,
            "The " + digit_word(d) + " in " + cell_name(c) + " is wrong: it is not this puzzle's solution. Remove it.",
            "your digits in " + house_name(box_house(box_of(c))), "in " + cell_name(c));
  return step;
}

Step missing_candidate_step(Cell c, Digit d) {
  Step step{Technique::MissingCandidate};
  step.mark_cell(c, Role::Wrong);
  step.mark_candidate(c, d, Role::Wrong, step.effect_stage());
  set_words(step,
            "The pencil marks of " + cell_name(c) + " lack " + digit_word(d) + ", but " + digit_word(d) +
                " has not been ruled out there. Put it back.",
            "the pencil marks in " + house_name(box_house(box_of(c))), "in " + cell_name(c));
  return step;
}

}  // namespace

Result<std::optional<Step>> next_hint(const PlayerState& state, bool explain) {
  const auto givens = parse_puzzle(state.puzzle);
  if (!givens) return givens.error();
  const SolutionCount solution = count_solutions(*givens, 2);
  if (solution.count == 0) return Error{ErrorKind::NoSolution, "no solution"};
  if (solution.count > 1) return Error{ErrorKind::MultipleSolutions, "more than one solution"};

  Grid board = *givens;
  if (!state.values.empty()) {
    if (state.values.size() != kCells)
      return bad_state("values: expected 81 characters, found " + std::to_string(state.values.size()));
    // First the board as the player has it, to name clashes; then the wrong digits.
    Grid shown = *givens;
    for (Cell c = 0; c < kCells; ++c) {
      const char ch = state.values[c];
      const Digit d = ch >= '1' && ch <= '9' ? ch - '0' : 0;
      if (ch != '.' && ch != '0' && ch != '-' && d == 0)
        return bad_state("values: bad character '" + std::string(1, ch) + "' at " + cell_name(c));
      if (givens->is_given(c)) {
        if (d != givens->value(c))
          return bad_state("values: " + cell_name(c) + " is the given " + std::to_string(givens->value(c)));
        continue;
      }
      if (d) shown.place(c, d);
    }
    for (Cell c = 0; c < kCells; ++c) {
      const Digit d = shown.value(c);
      if (d && !givens->is_given(c) && d != solution.first[c])
        return std::optional<Step>(wrong_digit_step(shown, c, d));
    }
    board = shown;
  }
  if (board.is_complete()) return std::optional<Step>();

  if (!state.candidates.empty()) {
    if (state.candidates.size() != kCells * kDigits)
      return bad_state("candidates: expected 729 characters, found " + std::to_string(state.candidates.size()));
    for (size_t i = 0; i < state.candidates.size(); ++i) {
      const char ch = state.candidates[i];
      const Digit slot = Digit(i % 9) + 1;
      if (ch != '0' + slot && ch != '.' && ch != '0' && ch != '-')
        return bad_state("candidates: bad character '" + std::string(1, ch) + "' at position " + std::to_string(i + 1) +
                         " (" + cell_name(Cell(i / 9)) + ", slot " + std::to_string(slot) + ")");
    }
    for (Cell c : board.empty_cells()) {
      DigitSet player;
      for (Digit d = 1; d <= kDigits; ++d) {
        const char ch = state.candidates[9 * c + d - 1];
        if (ch == '0' + d) player.add(d);
      }
      if (!player.has(solution.first[c])) return std::optional<Step>(missing_candidate_step(c, solution.first[c]));
      // Marks the digits already rule out are cleaned up, not held against the player.
      board.set_candidates(c, board.candidates(c) & player);
    }
  }
  return std::optional<Step>(next_step(board, {kMaxLevel, explain}));
}

}  // namespace pencilmark
