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

TEST_CASE("a grid with exactly two solutions counts two, whatever the limit") {
  // A solved grid without the four cells of a rectangle whose digits swap (2 and 5
  // in rows 1 and 3, columns 2 and 4): both ways round are solutions, nothing else is.
  const auto grid = parse_puzzle("4.9.781367186935243.6.41789532764891867159243194382675971425368645837912283916457");
  REQUIRE(grid.ok());
  for (int limit : {2, 3, 100}) {
    const SolutionCount found = count_solutions(*grid, limit);
    CHECK(found.count == 2);
    CHECK_FALSE(found.budget_exhausted);
  }
  const SolutionCount first = count_solutions(*grid, 1);
  CHECK(first.count == 1);
  CHECK(is_valid_solution(to_line81(*grid), first_solution_line(first)));
}

TEST_CASE("pencil marks alone can leave no solution") {
  // Digit 1 allowed in boxes 1 and 2 only on row 1: the row would need two 1s.
  // No cell or house is left without candidates; the band's rows and boxes
  // just cannot share out the digit.
  Grid g;
  for (Cell c = 9; c < 27; ++c)
    if (c % 9 < 6) g.remove_candidate(c, 1);
  CHECK(count_solutions(g, 2).count == 0);
  CHECK(solve_unique(g).error().kind == ErrorKind::NoSolution);

  // Digit 5 removed from every cell of column 7: no place for it there.
  Grid h;
  for (int r = 0; r < 9; ++r) h.remove_candidate(cell_at(r, 6), 5);
  CHECK(count_solutions(h, 2).count == 0);
}

TEST_CASE("solutions of pencil-mark grids keep to the marks") {
  // Each hard puzzle's empty cells keep their solution digit and lose a few
  // others; every solution found must use only marked digits.
  int checked = 0;
  for (const auto& puzzle : test_support::read_lines(test_support::fixture("hardest.txt"))) {
    const auto grid = parse_puzzle(puzzle);
    REQUIRE(grid.ok());
    const SolutionCount unique = count_solutions(*grid, 2);
    REQUIRE(unique.count == 1);
    Grid marked = *grid;
    for (Cell c : grid->empty_cells())
      for (Digit d = 1; d <= kDigits; ++d)
        if (d != unique.first[c] && (c + d) % 3 == 0 && marked.candidates(c).size() > 2) marked.remove_candidate(c, d);
    const SolutionCount found = count_solutions(marked, 2);
    CHECK(found.count == 1);
    CHECK(first_solution_line(found) == first_solution_line(unique));
    for (Cell c : grid->empty_cells()) CHECK(marked.candidates(c).has(found.first[c]));
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("a small node budget stops a hard search early") {
  const auto puzzle = parse_puzzle(test_support::read_lines(test_support::fixture("hardest.txt"))[0]);
  const SolutionCount full = count_solutions(*puzzle, 2);
  REQUIRE(full.nodes > 2);
  const SolutionCount cut = count_solutions(*puzzle, 2, 1);
  CHECK(cut.budget_exhausted);
  CHECK(cut.count < 2);
  CHECK(cut.nodes <= 2);
  CHECK_FALSE(count_solutions(*puzzle, 2, full.nodes).budget_exhausted);
}

TEST_CASE("an 81-character line counts the same read directly as through the parser") {
  const std::string dir = test_support::shared_data_dir() + "/puzzles";
  test_support::skip_unless_exists(dir + "/magictour_top1465.txt");
  std::vector<std::string> lines = test_support::read_lines(dir + "/magictour_top1465.txt");
  for (const auto& more : {dir + "/serg_benchmark.txt", dir + "/kaggle3m_sample.txt"}) {
    const auto extra = test_support::read_lines(more);
    lines.insert(lines.end(), extra.begin(), extra.begin() + std::min<size_t>(extra.size(), 500));
  }
  lines.push_back(std::string(81, '.'));
  lines.push_back("0-3" + std::string(78, '.'));
  for (const auto& fixture : {"hardest.txt", "multiple_solutions.txt"})
    for (const auto& line : test_support::read_lines(test_support::fixture(fixture))) lines.push_back(line);
  for (const auto& line : lines) {
    const std::string puzzle = line.substr(0, kCells);
    const auto grid = parse_puzzle(puzzle);
    REQUIRE(grid);
    for (int limit : {1, 2, 5}) {
      const auto direct = count_solutions_line81(puzzle, limit);
      REQUIRE(direct);
      const SolutionCount parsed = count_solutions(*grid, limit);
      REQUIRE(direct->count == parsed.count);
      REQUIRE(direct->nodes == parsed.nodes);
      REQUIRE(direct->first == parsed.first);
    }
  }
}

TEST_CASE("an 81-character line that is not a plain puzzle is left to the parser") {
  CHECK_FALSE(count_solutions_line81("11" + std::string(79, '.'), 2));  // clashing givens
  CHECK_FALSE(count_solutions_line81("x" + std::string(80, '.'), 2));
  CHECK_FALSE(count_solutions_line81(std::string(80, '.'), 2));
  CHECK_FALSE(count_solutions_line81(std::string(81, '.') + "\n", 2));
  CHECK(count_solutions_line81("1" + std::string(80, '.'), 2)->count == 2);
}
