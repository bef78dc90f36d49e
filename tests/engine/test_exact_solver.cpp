#include <catch2/catch.hpp>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "test_support.hpp"

using namespace pencilmark;
using test_support::is_valid_solution;

namespace {

std::pair<std::string, std::string> split_csv(const std::string& line) {
  const auto comma = line.find(',');
  return {line.substr(0, comma), line.substr(comma + 1)};
}

}  // namespace

TEST_CASE("unique puzzles solve to the dataset's own solutions") {
  const auto lines = test_support::read_lines(test_support::fixture("kaggle_solved.csv"));
  REQUIRE(lines.size() == 5);
  for (const auto& line : lines) {
    const auto [puzzle, expected] = split_csv(line);
    const auto grid = parse_puzzle(puzzle);
    REQUIRE(grid.ok());
    const SolutionCount found = count_solutions(*grid, 2);
    CHECK(found.count == 1);
    CHECK_FALSE(found.budget_exhausted);
    CHECK(first_solution_line(found) == expected);
    const auto solved = solve_unique(*grid);
    REQUIRE(solved.ok());
    CHECK(to_line81(*solved) == expected);
    CHECK(solved->givens() == grid->givens());
  }
}

TEST_CASE("the hardest known puzzles solve to valid grids") {
  for (const auto& puzzle : test_support::read_lines(test_support::fixture("hardest.txt"))) {
    const SolutionCount found = count_solutions(*parse_puzzle(puzzle), 2);
    CHECK(found.count == 1);
    CHECK(found.nodes > 1);  // these need guesses: the search itself is tested
    CHECK(is_valid_solution(puzzle, first_solution_line(found)));
  }
}

TEST_CASE("puzzles with several solutions are reported as such") {
  for (const auto& puzzle : test_support::read_lines(test_support::fixture("multiple_solutions.txt"))) {
    const auto grid = parse_puzzle(puzzle);
    REQUIRE(grid.ok());
    const SolutionCount found = count_solutions(*grid, 2);
    CHECK(found.count == 2);
    CHECK(is_valid_solution(puzzle, first_solution_line(found)));
    const auto solved = solve_unique(*grid);
    REQUIRE_FALSE(solved.ok());
    CHECK(solved.error().kind == ErrorKind::MultipleSolutions);
    CHECK(solved.error().message == "more than one solution");
  }
}

TEST_CASE("the count stops at the limit") {
  const Grid empty;
  CHECK(count_solutions(empty, 1).count == 1);
  CHECK(count_solutions(empty, 2).count == 2);
  CHECK(count_solutions(empty, 50).count == 50);
  CHECK(is_valid_solution(std::string(81, '.'), first_solution_line(count_solutions(empty, 1))));
}

TEST_CASE("a puzzle with no solution says so") {
  // Row 1 leaves r1c9 only 9, column 9 already has a 9: no duplicate, no solution.
  const std::string puzzle =
      "12345678."
      "........9"
      "........."
      "........."
      "........."
      "........."
      "........."
      "........."
      ".........";
  const auto grid = parse_puzzle(puzzle);
  REQUIRE(grid.ok());
  CHECK(count_solutions(*grid, 2).count == 0);
  const auto solved = solve_unique(*grid);
  REQUIRE_FALSE(solved.ok());
  CHECK(solved.error().kind == ErrorKind::NoSolution);
  CHECK(solved.error().message == "no solution");
}

TEST_CASE("clashing givens built in code have no solution") {
  Grid g;
  g.place(0, 3, true);
  g.place(1, 3, true);  // the parser would refuse this; the solver must not trust it
  CHECK(count_solutions(g, 2).count == 0);
}

TEST_CASE("pencil marks restrict the solutions") {
  Grid g;  // empty grid: every candidate open
  g.set_candidates(cell_at(0, 0), DigitSet::single(7));
  g.set_candidates(cell_at(8, 8), DigitSet::from_bits(0b110));  // 2 or 3
  const SolutionCount found = count_solutions(g, 1);
  REQUIRE(found.count == 1);
  CHECK(found.first[cell_at(0, 0)] == 7);
  CHECK((found.first[cell_at(8, 8)] == 2 || found.first[cell_at(8, 8)] == 3));

  // Removing the solution's digit from one cell's marks must change the answer there.
  const auto puzzle = parse_puzzle(test_support::read_lines(test_support::fixture("hardest.txt"))[0]);
  const SolutionCount unique = count_solutions(*puzzle, 2);
  REQUIRE(unique.count == 1);
  Grid marked = *puzzle;
  const Cell c = 0;
  REQUIRE(marked.is_empty(c));
  marked.remove_candidate(c, unique.first[c]);
  CHECK(count_solutions(marked, 2).count == 0);
}

TEST_CASE("the node budget bounds the search and is reported") {
  const SolutionCount found = count_solutions(Grid(), 1'000'000, 500);
  CHECK(found.budget_exhausted);
  CHECK(found.count > 0);
  CHECK(found.count < 1'000'000);
  const auto solved = solve_unique(*parse_puzzle(std::string(81, '.')));
  CHECK(solved.error().kind == ErrorKind::MultipleSolutions);
}
