// Hints from where the player is: their digits and, optionally, their own
// pencil marks. Before any logic, a hint points out a wrong digit or a true
// candidate the player removed from a cell they marked.
#pragma once

#include <array>
#include <optional>

#include "core/grid.hpp"
#include "core/result.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

// The player's state as typed values: the facade (api/pencilmark.hpp's
// player_state) reads it from text and checks it, once.
struct PlayerState {
  Grid givens;  // the puzzle: its givens (a pencil-mark puzzle's marks too)
  // The board now, digits 0 (empty) to 9 by cell: the givens and the player's
  // digits; nullopt = the givens only. A given cell keeps its given whatever it
  // holds here (the facade refuses a digit that differs from the given).
  std::optional<std::array<Digit, kCells>> values;
  // The player's pencil marks by cell (a cell without any: not marked yet, its
  // candidates computed); nullopt = all computed.
  std::optional<std::array<DigitSet, kCells>> marks;
};

// The next step from the player's state: a wrong-digit or missing-candidate
// report first, else the next deduction. nullopt when the board is complete.
// Errors: the givens' (no solution, several, too hard to count), and Stuck.
Result<std::optional<Step>> next_hint(const PlayerState& state, const StepOptions& options = {});

}  // namespace pencilmark
