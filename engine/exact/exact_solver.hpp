// The exact solver: counts solutions up to a limit and returns the first one.
// It proves uniqueness (limit 2) for the parser, the grader and the generator.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid.hpp"
#include "core/result.hpp"

namespace pencilmark {

// Each search node places at least one digit, so a node budget bounds the time
// on any input. Real puzzles need a few thousand nodes at most; only counting a
// huge number of solutions of a near-empty grid reaches the default.
inline constexpr uint64_t kDefaultNodeBudget = 20'000'000;

struct SolutionCount {
  int count = 0;                        // solutions found, at most the limit
  bool budget_exhausted = false;        // the search stopped early: count is a lower bound
  uint64_t nodes = 0;                   // search nodes visited (1 = no guess was needed)
  std::array<uint8_t, kCells> first{};  // the first solution found, when count > 0
};

// The first solution's 81 digits written to out (nothing when none was found),
// and the same as a string ("" when none was found).
void write_first_solution(const SolutionCount& found, char* out);
std::string first_solution_line(const SolutionCount& found);

// The error for a search that ran out of budget: how far it got.
Error budget_error(const SolutionCount& found);

// Counts the solutions of grid (values, and candidates of the empty cells), stopping
// at limit (>= 1). Candidates are respected, so pencil-mark puzzles count correctly.
SolutionCount count_solutions(const Grid& grid, int limit = 2, uint64_t node_budget = kDefaultNodeBudget);

// count_solutions for a puzzle given as exactly 81 characters of digits and
// blanks ('.', '0', '-'), read straight into the solver without building a Grid:
// the JS API's per-call cost on easy puzzles. Same counts and first solution as
// count_solutions(*parse_puzzle(line)). nullopt for any other text or for
// givens that clash: parse_puzzle then says what is wrong.
std::optional<SolutionCount> count_solutions_line81(std::string_view line, int limit,
                                                    uint64_t node_budget = kDefaultNodeBudget);

// Supposes d in the empty cell c and applies naked and hidden singles until they
// stall. False when that reaches a contradiction. Trial and error uses it to find
// its candidates fast, then shows the reasoning with a forcing branch
// (logic/chain_families.hpp).
bool singles_survive(const Grid& grid, Cell c, Digit d);

// Trial and error one level down: supposes d in c and applies singles; when
// they stall, removes each candidate whose own supposition singles refute, and
// goes on until nothing changes. False when that reaches a contradiction.
bool nested_singles_survive(const Grid& grid, Cell c, Digit d);

// The one verdict on uniqueness, for every caller: the count (with the solution)
// when there is exactly one; MultipleSolutions as soon as two are found; TooHard
// when the budget ran out before the answer; NoSolution.
Result<SolutionCount> unique_solution(const Grid& grid);
// The same verdict on a count to 2 already made (count_solutions_line81's, say).
Result<SolutionCount> unique_verdict(const SolutionCount& found);

// The unique solution, or NoSolution / MultipleSolutions / TooHard.
// The result keeps the grid's givens and places the other digits.
Result<Grid> solve_unique(const Grid& grid);

}  // namespace pencilmark
