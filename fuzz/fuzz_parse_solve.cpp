// libFuzzer target: any bytes through the parser, and every puzzle that parses
// through the exact solver. Checks, beyond "no crash, no sanitizer report":
//  - a parse error always carries a message;
//  - a found solution is a complete grid that obeys the rules and keeps the givens
//    and candidates of the input;
//  - printing and re-reading a grid gives the same grid.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"

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
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size >= kCells) solve_offered_digits(data);
  const std::string_view text(reinterpret_cast<const char*>(data), size);
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
  return 0;
}
