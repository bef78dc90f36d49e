// Pencil-mark inputs (729 characters, and HoDoKu library lines with deletions):
// what a one-mark cell means, and every technique's soundness on positions
// given so, as on 81-character puzzles.
#include <catch2/catch.hpp>
#include <chrono>
#include <random>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "grade/grader.hpp"
#include "logic/finders.hpp"
#include "logic/step_solver.hpp"
#include "logic_support.hpp"
#include "test_support.hpp"

using namespace pencilmark;
using test_support::rc;

namespace {

const std::string kSample = "...5...........9.1.5...4...6..4......73...8.4..2..6..3...7..6..9.....7.2..48.2.3.";

// The position with false candidates taken away as a player might (from about
// a third of the empty cells, one at a time, never the solution's digit): many
// cells are left with one mark.
Grid with_player_eliminations(Grid g, const std::array<uint8_t, kCells>& solution, std::mt19937& random) {
  for (Cell c : g.empty_cells()) {
    if (random() % 3 != 0) continue;
    for (Digit d : g.candidates(c))
      if (d != solution[c] && random() % 2 == 0) g.remove_candidate(c, d);
  }
  return g;
}

// The marks of a 729 line with the digits its placed peers hold put back (stale
// marks, as a player who never cleans up leaves them).
std::string with_stale_marks(const Grid& g) {
  std::string line = to_line729(g);
  for (Cell c : g.empty_cells())
    for (Cell p : kPeers[c])
      if (g.value(p)) line[9 * c + g.value(p) - 1] = static_cast<char>('0' + g.value(p));
  return line;
}

struct Sweep {
  size_t positions = 0, steps = 0, unsound = 0, unsolved = 0, slow = 0;
  double slowest = 0;
  std::string worst;

  // Every technique's every step on the position, then the path from it to the end.
  void check(const std::string& text, const std::array<uint8_t, kCells>& solution) {
    const auto parsed = parse_puzzle(text);
    REQUIRE(parsed.ok());
    ++positions;
    for (int row = 0; row < kTechniqueCount; ++row) {
      if (!kTechniques[row].deduction()) continue;
      const auto began = std::chrono::steady_clock::now();
      const std::vector<Step> found = find_steps(static_cast<Technique>(row), *parsed, SIZE_MAX, {});
      const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
      if (took > slowest) slowest = took, worst = std::string(kTechniques[row].key) + " on " + text;
      slow += took > 10;
      for (const Step& s : found) count(s, solution);
    }
    Grid g = *parsed;
    for (int guard = 0; guard < 729 && !g.is_complete(); ++guard) {
      const std::optional<Step> step = next_step(g, {});
      if (!step) break;
      count(*step, solution);
      apply(g, *step);
    }
    for (Cell c = 0; c < kCells; ++c) unsolved += g.value(c) != solution[c];
  }

  void count(const Step& s, const std::array<uint8_t, kCells>& solution) {
    ++steps;
    for (const Candidate& e : s.eliminations) unsound += solution[e.cell] == e.digit;
    for (const Candidate& p : s.placements) unsound += solution[p.cell] != p.digit;
  }
};

}  // namespace

TEST_CASE("a pencil-mark line's one-mark cells are its givens: format and grade agree with the 81-character form") {
  const Grid puzzle = *parse_puzzle(kSample);
  const std::string marks = to_line729(puzzle);
  const auto back = parse_puzzle(marks);
  REQUIRE(back.ok());
  CHECK(*back == puzzle);
  CHECK(to_givens81(*back) == kSample);
  CHECK(back->marked_by_puzzle().empty());
  const auto graded81 = grade_puzzle(puzzle, {});
  const auto graded729 = grade_puzzle(*back, {});
  REQUIRE(graded81.ok());
  REQUIRE(graded729.ok());
  CHECK(graded729->grade.level == graded81->grade.level);
  CHECK(graded729->steps.size() == graded81->steps.size());
}

TEST_CASE("a pencil-mark line: stale marks are cleaned, narrowed cells are known, clashing one-mark cells named") {
  Grid mid = *parse_puzzle(kSample);
  for (int i = 0; i < 30; ++i) apply(mid, *next_step(mid, {}));
  const auto stale = parse_puzzle(with_stale_marks(mid));
  REQUIRE(stale.ok());
  // Every placed digit is a given now, and the marks the position lacks are the puzzle's.
  CHECK(stale->givens() == mid.filled_cells());
  for (Cell c : mid.empty_cells()) CHECK(stale->candidates(c) == mid.candidates(c));
  CHECK(!stale->marked_by_puzzle().empty());

  std::string clash = to_line729(*parse_puzzle(kSample));
  clash.replace(0, 9, "....5....");  // r1c1 {5}, beside r1c4's 5
  const auto error = parse_puzzle(clash);
  REQUIRE(!error.ok());
  CHECK(error.error().message == "r1c1 and r1c4 are both 5 (row 1)");

  std::string none = to_line729(*parse_puzzle(kSample));
  none.replace(9 * 4, 9, ".....67..");   // r1c5 {6, 7}: its 6 is r1c9's,
  none.replace(9 * 8, 9, ".....6...");   // r1c9 {6}
  none.replace(9 * 22, 9, "......7..");  // and its 7 r3c5's
  const auto empty = parse_puzzle(none);
  REQUIRE(!empty.ok());
  CHECK(empty.error().message == "r1c5 has no candidates: each of its marks is a peer's given");
}

// A mid-path position of forum_hardest as 729 marks, where unique rectangles
// once took a one-mark corner (r2c7 {8}, r8c7 {4}) for an unsolved one and
// removed the true 4 from r2c8.
const std::string kMidPathMarks =
    "..3......1..............7......5...........8....4.............9.2............6.......5.....2..........4.6...1."
    "............6..9..3..6..9.......8...34...........7..........9.......8....4.6.........7...2...6....23..6...1.34"
    ".....1.345......345.........6.........7...2..........4.......3..........5....1..4.............9.......8.1....."
    ".......5......3.....9.......8..2.4....9.2....7.9.23...7.......6.....34............8....4.......3.....9.....6.."
    ".12......9.2..5.7.9123...7..1.3.5......3.5.......4..7....3.....9.......8..234....9.2.4.6..9.23..6..9....5....."
    ".34..7..1.........2............6.......5......3............7..1...........4........4...8.........9...4..7....3"
    ".....91..........34....9....5......3....89.....6.....34..78..2.......";

TEST_CASE("the uniqueness techniques are sound on a pencil-mark position") {
  REQUIRE(kMidPathMarks.size() == 729);
  const auto grid = parse_puzzle(kMidPathMarks);
  REQUIRE(grid.ok());
  CHECK(grid->value(rc(2, 7)) == 8);
  CHECK(grid->is_given(rc(8, 7)));
  const auto solution = unique_solution(*grid);
  REQUIRE(solution.ok());
  size_t eliminations = 0;
  for (int row = 0; row < kTechniqueCount; ++row) {
    if (!kTechniques[row].uniqueness) continue;
    for (const Step& s : find_steps(static_cast<Technique>(row), *grid)) {
      for (const Candidate& e : s.eliminations) {
        INFO(kTechniques[row].key << " removes " << int(e.digit) << " from " << cell_name(e.cell));
        CHECK(solution->first[e.cell] != e.digit);
        ++eliminations;
      }
    }
  }
  CHECK(eliminations > 0);  // the techniques still find what they soundly can here
}

// The sweep: mid-path positions of real puzzles as 729 marks (givens disguised,
// deductions in the marks), with a player's eliminations, with stale marks, and
// as library lines (one-mark cells left empty): every technique's every step is
// sound, each find ends within seconds, and the path from there solves.
TEST_CASE("on pencil-mark positions of real puzzles every technique is sound and every find is bounded", "[slow]") {
  const std::string dir = test_support::shared_data_dir() + "/puzzles";
  test_support::skip_unless_exists(dir);
  const size_t every = test_support::sample_every();
  std::mt19937 random(49);
  Sweep sweep;
  size_t puzzles = 0;
  for (const auto& [name, wanted] : std::vector<std::pair<std::string, size_t>>{
           {"magictour_top1465.txt", 20}, {"forum_hardest_1106.txt", 8}, {"kaggle3m_sample.txt", 12}}) {
    const auto all = test_support::read_lines(dir + "/" + name);
    const size_t count = std::max<size_t>(1, wanted / every), stride = all.size() / count;
    for (size_t i = 0; i < count; ++i) {
      const Grid start = *parse_puzzle(all[i * stride]);
      const auto solved = unique_solution(start);
      REQUIRE(solved.ok());
      const std::array<uint8_t, kCells>& solution = solved->first;
      std::vector<Grid> path{start};
      for (Grid g = start; !g.is_complete();) {
        apply(g, *next_step(g, {}));
        path.push_back(g);
      }
      const Grid& mid = path[path.size() / 2];
      sweep.check(to_line729(mid), solution);
      sweep.check(with_stale_marks(mid), solution);
      const Grid marked = with_player_eliminations(mid, solution, random);
      sweep.check(to_line729(marked), solution);
      sweep.check(to_library_line(marked), solution);
      ++puzzles;
    }
  }
  INFO(puzzles << " puzzles, " << sweep.positions << " positions, " << sweep.steps << " steps; slowest find "
               << sweep.slowest << " s: " << sweep.worst);
  CHECK(puzzles > 0);
  CHECK(sweep.unsound == 0);
  CHECK(sweep.unsolved == 0);
  CHECK(sweep.slow == 0);
}
