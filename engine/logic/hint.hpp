// Hints from where the player is: their digits and, optionally, their own
// pencil marks. Before any logic, a hint points out a wrong digit or a true
// candidate the player removed from a cell they marked.
#pragma once

#include <optional>
#include <string_view>

#include "core/result.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {

struct PlayerState {
  std::string_view puzzle;      // the givens, in any format parse_puzzle reads
  std::string_view values;      // 81 characters: the board now (givens and the player's digits); empty = givens only
  std::string_view candidates;  // 729 characters: the player's pencil marks (a cell without any: not
                                // marked yet, its candidates computed); empty = all computed
};

// The next step from the player's state: a wrong-digit or missing-candidate
// report first, else the next deduction. nullopt when the board is complete.
Result<std::optional<Step>> next_hint(const PlayerState& state, const StepOptions& options = {});

}  // namespace pencilmark
