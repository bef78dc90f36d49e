// Solves an even sample of every public puzzle set in ../shared/data/puzzles.
// Without that folder (a user's clone) these tests say so and ctest reports them skipped.
#include <catch2/catch.hpp>
#include <filesystem>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "test_support.hpp"

using namespace pencilmark;
namespace fs = std::filesystem;

namespace {

constexpr size_t kSamplePerSet = 400;

std::vector<std::string> sample(const std::vector<std::string>& all) {
  std::vector<std::string> out;
  const size_t step = std::max<size_t>(1, all.size() / kSamplePerSet);
  for (size_t i = 0; i < all.size(); i += step) out.push_back(all[i]);
  return out;
}

std::string puzzle_dir() { return test_support::shared_data_dir() + "/puzzles"; }

}  // namespace

TEST_CASE("a sample of every shared puzzle set solves to valid grids with the right count") {
  test_support::skip_unless_exists(puzzle_dir());
  size_t sets = 0;
  for (const auto& entry : fs::directory_iterator(puzzle_dir())) {
    if (entry.path().extension() != ".txt") continue;
    ++sets;
    const std::string name = entry.path().filename().string();
    // serg_benchmark.txt is the one set of improper puzzles: all have several solutions.
    const int expected = name == "serg_benchmark.txt" ? 2 : 1;
    const auto puzzles = sample(test_support::read_lines(entry.path().string()));
    INFO(name);
    REQUIRE(puzzles.size() >= std::min<size_t>(kSamplePerSet, 300));
    size_t good = 0;
    for (const auto& p : puzzles) {
      const auto grid = parse_puzzle(p);
      REQUIRE(grid.ok());
      const SolutionCount found = count_solutions(*grid, 2);
      const std::string solution = first_solution_line(found);
      if (found.count == expected && !found.budget_exhausted && test_support::is_valid_solution(p, solution)) {
        ++good;
      } else {
        FAIL_CHECK(p << " gave " << found.count << " solutions, first " << solution);
      }
    }
    CHECK(good == puzzles.size());
  }
  CHECK(sets >= 7);
}

TEST_CASE("kaggle3m_sample.csv puzzles solve to the dataset's solutions") {
  const std::string path = puzzle_dir() + "/kaggle3m_sample.csv";
  test_support::skip_unless_exists(path);
  auto lines = test_support::read_lines(path);
  lines.erase(lines.begin());  // header
  for (const auto& line : sample(lines)) {
    const std::string puzzle = line.substr(0, 81), expected = line.substr(82, 81);
    const auto solved = solve_unique(*parse_puzzle(puzzle));
    REQUIRE(solved.ok());
    CHECK(to_line81(*solved) == expected);
  }
}
