// libFuzzer target: any bytes through the parser, and every puzzle that parses
// through the exact solver; grids with one solution through the step solver; any
// bytes as a player's state for a hint. Checks, beyond "no crash, no sanitizer report":
//  - a parse error always carries a message;
//  - a found solution is a complete grid that obeys the rules and keeps the givens
//    and candidates of the input;
//  - printing and re-reading a grid gives the same grid;
//  - an 81-character line read by the solver directly counts as the parsed grid;
//  - every step of a solution path is sound and the path ends at the solution.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "logic/hint.hpp"
#include "logic/step_solver.hpp"

using namespace pencilmark;

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

void check_solution(const Grid& grid, const SolutionCount& found) {
  for (Cell c = 0; c < kCells; ++c) {
    const Digit d = found.first[c];
    require(d >= 1 && d <= 9);
    require(grid.value(c) ? grid.value(c) == d : grid.candidates(c).has(d));
    for (Cell p : kPeers[c]) require(found.first[p] != d);
  }
}

// Random bytes rarely parse as a puzzle, so 81 or more bytes are also read as
// one: byte k offers a digit for cell k, kept only where it clashes with no
// earlier given. The search then sees a wide range of real grids.
void solve_offered_digits(const uint8_t* data) {
  Grid grid;
  for (Cell c = 0; c < kCells; ++c) {
    const Digit d = data[c] % 32;
    if (d >= 1 && d <= 9 && grid.candidates(c).has(d)) grid.place(c, d, /*given=*/true);
  }
  const SolutionCount found = count_solutions(grid, 2, 20'000);
  if (found.count > 0) check_solution(grid, found);
  // The same grid as a line, read by the solver without the parser: the same search.
  const auto direct = count_solutions_line81(to_line81(grid), 2, 20'000);
  require(direct && direct->count == found.count && direct->nodes == found.nodes && direct->first == found.first);
  if (found.count != 1 || found.budget_exhausted) return;
  const SolvePath path = solve_path(grid, {kMaxLevel, false});
  require(path.solved);
  for (const Step& step : path.steps) {
    for (const Candidate& e : step.eliminations) require(found.first[e.cell] != e.digit);
    for (const Candidate& p : step.placements) require(found.first[p.cell] == p.digit);
  }
}

// The bytes as a player's board and pencil marks on a fixed puzzle: any answer or
// a named error, never a crash.
void hint_from_any_state(std::string_view bytes) {
  static const std::string kPuzzle =
      "4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8";
  const std::string_view values = bytes.substr(0, std::min<size_t>(bytes.size(), kCells));
  const std::string_view marks = bytes.size() > kCells ? bytes.substr(kCells) : std::string_view();
  const auto hint = next_hint({kPuzzle, values, marks});
  if (!hint) require(!hint.error().message.empty());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (size >= kCells) solve_offered_digits(data);
  hint_from_any_state(text);
  const auto grid = parse_puzzle(text);
  if (!grid) {
    require(!grid.error().message.empty());
    return 0;
  }
  // Pencil marks keep every cell's digits: a value becomes its one candidate.
  const auto marks = parse_puzzle(to_line729(*grid));
  if (marks) {
    for (Cell c = 0; c < kCells; ++c) {
      const Digit v = grid->value(c);
      require(marks->candidates(c) == (v ? DigitSet::single(v) : grid->candidates(c)));
    }
  } else {
    require(marks.error().kind == ErrorKind::NoCandidates);  // an 81-char puzzle with a dead cell
  }
  require(to_line81(*parse_puzzle(to_line81(*grid))) == to_line81(*grid));
  // A small budget keeps each input fast; the bound itself is under test too.
  const SolutionCount found = count_solutions(*grid, 3, 20'000);
  require(found.count <= 3);
  if (found.count > 0) check_solution(*grid, found);
  // Text the solver reads directly (81 digits and blanks) gives the parser's answer.
  if (const auto direct = count_solutions_line81(text, 3, 20'000))
    require(direct->count == found.count && direct->nodes == found.nodes && direct->first == found.first);
  return 0;
}
