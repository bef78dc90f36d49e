#include <catch2/catch.hpp>
#include <map>
#include <optional>
#include <string>

#include "explain/words.hpp"
#include "format/format.hpp"
#include "logic_support.hpp"
#include "test_support.hpp"

using namespace test_support;

namespace {

// A unique rectangle's corners in rows 1-2 and columns 1 and 4: boxes 1 and 2.
const Cell kA = rc(1, 1), kB = rc(1, 4), kC = rc(2, 1), kD = rc(2, 4);

std::set<Cell> deadly_cells(const Step& s) {
  const std::vector<Cell> cells = cells_with(s, Role::Deadly);
  return {cells.begin(), cells.end()};
}

}  // namespace

TEST_CASE("unique rectangle type 1: three corners hold only the two digits", "[uniqueness]") {
  Grid g;
  for (Cell c : {kA, kB, kC}) g.set_candidates(c, digits({1, 2}));
  const auto steps = find_all(technique("unique-rectangle-1"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{kD, 1}, {kD, 2}});
  CHECK(steps[0].digits == digits({1, 2}));
  CHECK(deadly_cells(steps[0]) == std::set<Cell>{kA, kB, kC, kD});
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1, r1c4 and r2c1 can only be 1 or 2, so "
        "r2c4 cannot be 1 or 2 as well: remove 1 and 2 from r2c4.");
  CHECK(steps[0].clues[1] == "Unique Rectangle Type 1 in r1c1, r1c4, r2c1 and r2c4 (1 and 2).");
}

TEST_CASE("unique rectangle type 1 near miss: four cells in four boxes are no deadly pattern", "[uniqueness]") {
  Grid g;
  for (Cell c : {rc(1, 1), rc(1, 4), rc(4, 1)}) g.set_candidates(c, digits({1, 2}));
  CHECK(find_all(technique("unique-rectangle-1"), g).empty());
}

TEST_CASE("unique rectangle type 1 on a real position, also with a corner missing a digit", "[uniqueness]") {
  check_library(
      technique("unique-rectangle-1"),
      ":0600-1:89:+5.+2..896+71..7..+4+5+2.675..3+8+121+3+6+578+4+9+6+5489+1+2+737....4+6+15+8219...+34+3.+6...."
      "+9+8..+5.+8+3.26::822 922::",
      {"822", "922"});
  check_library(
      technique("unique-rectangle-1"),
      ":0600-2:79:2+5+9.6+1+3.+4+13.+2.+5.9+6.+6..+9+3+51+2.1+65+3..+2.+9+8+5+67+24+3+1+3.+2+9+1.6.+56+9+1..+725+3"
      "+5..3+29+1+6+88+2+31+5+6.+4.:747:947::",
      {"947"});
}

TEST_CASE("unique rectangle type 2: the two other corners share one extra digit", "[uniqueness]") {
  Grid g;
  for (Cell c : {kA, kB}) g.set_candidates(c, digits({1, 2}));
  for (Cell c : {kC, kD}) g.set_candidates(c, digits({1, 2, 3}));
  const auto steps = find_all(technique("unique-rectangle-2"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == removals(3, row_cells(2, {2, 3, 5, 6, 7, 8, 9})));
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1 and r1c4 can only be 1 or 2, and the "
        "only other candidate of r2c1 and r2c4 is 3, so one of them is 3: remove 3 from r2c2, r2c3, r2c5, r2c6, r2c7, "
        "r2c8 and r2c9, which see both.");
  // Near miss: the extra digits differ.
  g.set_candidates(kD, digits({1, 2, 4}));
  CHECK(find_all(technique("unique-rectangle-2"), g).empty());
}

TEST_CASE("unique rectangle type 2 on a real position", "[uniqueness]") {
  check_library(
      technique("unique-rectangle-2"),
      ":0601-1:35:4+98+21+6+7..6..+3+542..+35+2.+9.6+1+4..9435...+52+36+8+1..784.+97+2.......6+3....351........"
      "+5..371::648 649 663::",
      {"648", "649", "663"});
}

TEST_CASE("unique rectangle type 3: the extra digits make a naked subset with other cells", "[uniqueness]") {
  Grid g;
  for (Cell c : {kA, kB}) g.set_candidates(c, digits({1, 2}));
  g.set_candidates(kC, digits({1, 2, 3}));
  g.set_candidates(kD, digits({1, 2, 4}));
  g.set_candidates(rc(2, 7), digits({3, 4}));
  const auto steps = find_all(technique("unique-rectangle-3"), g);
  REQUIRE(steps.size() == 1);
  std::set<Candidate> expected = removals(3, row_cells(2, {2, 3, 5, 6, 8, 9}));
  for (const Candidate& c : removals(4, row_cells(2, {2, 3, 5, 6, 8, 9}))) expected.insert(c);
  CHECK(effect(steps[0]) == expected);
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1 and r1c4 can only be 1 or 2, so r2c1 "
        "and r2c4 cannot both be 1 or 2: one of them is 3 or 4. Together they act as one cell holding 3 and 4, which "
        "with r2c7 makes a naked pair on 3 and 4 in row 2: remove 3 from r2c2, r2c3, r2c5, r2c6, r2c8 and r2c9; 4 "
        "from r2c2, r2c3, r2c5, r2c6, r2c8 and r2c9.");
  // Near miss: the third cell holds a digit outside the subset.
  g.set_candidates(rc(2, 7), digits({3, 5}));
  CHECK(find_all(technique("unique-rectangle-3"), g).empty());
}

TEST_CASE("unique rectangle type 3 on a real position", "[uniqueness]") {
  check_library(
      technique("unique-rectangle-3"),
      ":0602-1:15:.8+2+73+51...+7+5.+623.+8.+364..+2753.9+82....+62+45.1.8+3+8.7.4...27+9.6...+2.+2+6....8..54.+2"
      "....7::488 698 988 998::",
      {"488", "698", "988", "998"});
}

TEST_CASE("unique rectangle type 4: one digit is locked in the two other corners", "[uniqueness]") {
  Grid g;
  for (Cell c : {kA, kB}) g.set_candidates(c, digits({1, 2}));
  g.set_candidates(kC, digits({1, 2, 3}));
  g.set_candidates(kD, digits({1, 2, 4, 5}));
  confine(g, 1, row_house(1), {kC, kD});
  const auto steps = find_all(technique("unique-rectangle-4"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{kC, 2}, {kD, 2}});
  REQUIRE(steps[0].links.size() == 1);
  CHECK(steps[0].links[0].kind == LinkKind::Strong);
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1 and r1c4 can only be 1 or 2. In row 2, "
        "1 can only go in r2c1 and r2c4, so one of them is 1; if the other were 2, the four cells would hold only 1 "
        "and 2. So remove 2 from r2c1 and r2c4.");
  // Near miss: 1 has a third place in row 2.
  g.set_candidates(rc(2, 9), digits({1, 7}));
  CHECK(find_all(technique("unique-rectangle-4"), g).empty());
}

TEST_CASE("unique rectangle type 4 on a real position", "[uniqueness]") {
  check_library(
      technique("unique-rectangle-4"),
      ":0603-1:18:.68.+9+7+21...2.+86..795+731+2+6+4+8+8+9+4+1+7+53+625+2+684+3...+73+1+62+9+8+54+6.973..+2...+5+2+6"
      "....+2.+3954.8+6::172 182::",
      {"172", "182"});
}

TEST_CASE("unique rectangle type 5: diagonal corners share one extra digit", "[uniqueness]") {
  Grid g;
  for (Cell c : {kA, kD}) g.set_candidates(c, digits({1, 2}));
  for (Cell c : {kB, kC}) g.set_candidates(c, digits({1, 2, 3}));
  const auto steps = find_all(technique("unique-rectangle-5"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == removals(3, {rc(1, 2), rc(1, 3), rc(2, 5), rc(2, 6)}));
  CHECK(find_all(technique("unique-rectangle-2"), g).empty());  // not in one line: type 5
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1 and r2c4 can only be 1 or 2, and the "
        "only other candidate of r1c4 and r2c1 is 3, so one of them is 3: remove 3 from r1c2, r1c3, r2c5 and r2c6, "
        "which see both.");
  g.set_candidates(kC, digits({1, 2, 4}));
  CHECK(find_all(technique("unique-rectangle-5"), g).empty());
}

TEST_CASE("unique rectangle type 5 on a real position", "[uniqueness]") {
  check_library(
      technique("unique-rectangle-5"),
      ":0604-1:27:..+8..47+25+5+62+837+9+4+1....2+5+368+65+9+2+8+14+7381+4+3+79+6+5+2...+5461+8+9....1+85.49....+2"
      "+8.+7.8...+3+2.6:361:382::",
      {"382"});
}

TEST_CASE("unique rectangle type 6: an X-wing on one digit in the rectangle", "[uniqueness]") {
  Grid g;
  for (Cell c : {kA, kD}) g.set_candidates(c, digits({1, 2}));
  g.set_candidates(kB, digits({1, 2, 3}));
  g.set_candidates(kC, digits({1, 2, 4}));
  for (House h : {row_house(0), row_house(1)}) confine(g, 1, h, {kA, kB, kC, kD});
  for (House h : {col_house(0), col_house(3)}) confine(g, 1, h, {kA, kB, kC, kD});
  const auto steps = find_all(technique("unique-rectangle-6"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{kB, 1}, {kC, 1}});
  CHECK(steps[0].links.size() == 4);
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1 and r2c4 can only be 1 or 2. In row 1, "
        "column 4, row 2 and column 1, 1 can only go in these four cells, so it fills one diagonal; if it filled r1c4 "
        "and r2c1, r1c1 and r2c4 would be 2 and the four cells would hold only 1 and 2. So remove 1 from r1c4 and "
        "r2c1.");
  g.set_candidates(rc(5, 4), digits({1, 9}));  // a 1 in column 4 outside the rectangle
  CHECK(find_all(technique("unique-rectangle-6"), g).empty());
}

TEST_CASE("unique rectangle type 6 on a real position", "[uniqueness]") {
  check_library(
      technique("unique-rectangle-6"),
      ":0605-1:24:.+36..5..+7+52+41+87+369..+1..3..+5+2.8+3.+16946+9.+84+2..+31+4+3..+9..8...9+1+643+2+4+625+38+9"
      "+7131+9..+4+58+6::418 434::",
      {"418", "434"});
}

TEST_CASE("hidden rectangle: strong links on one digit around the far corner", "[uniqueness]") {
  Grid g;
  g.set_candidates(kA, digits({1, 2}));
  g.set_candidates(kB, digits({1, 2, 3}));
  g.set_candidates(kC, digits({1, 2, 4}));
  g.set_candidates(kD, digits({1, 2, 5}));
  confine(g, 1, row_house(1), {kC, kD});
  confine(g, 1, col_house(3), {kB, kD});
  const auto steps = find_all(technique("hidden-rectangle"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{kD, 2}});
  CHECK(steps[0].links.size() == 2);
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c1 and r2c4 lie in two rows, two columns and two boxes: if they held only 1 and 2, the two "
        "digits could be swapped and the puzzle would have two solutions. r1c1 can only be 1 or 2. In row 2 and "
        "column 4, 1 can only go in these four cells, so if r2c4 were 2, r1c4 and r2c1 would be 1 and r1c1 2: the "
        "four cells would hold only 1 and 2. So remove 2 from r2c4.");
  g.set_candidates(rc(9, 4), digits({1, 9}));  // a third 1 in column 4
  CHECK(find_all(technique("hidden-rectangle"), g).empty());
}

TEST_CASE("hidden rectangle on a real position", "[uniqueness]") {
  check_library(
      technique("hidden-rectangle"),
      ":0606-1:49:+2+984+1....536.+281..+7+4+13+5..+82+8.4+1+3..569+5+3642+8+1716...+54..4...+63..+1+3+152+9+4768+6"
      "....13..:977:998::",
      {"998"});
}

TEST_CASE("a wrong hidden rectangle of HoDoKu's (corners missing a digit) is not found", "[uniqueness]") {
  const auto grid = parse_puzzle(
      ":0606-x:34:.51.+8..4+2....2.3...........3..8.+29.....5.4......1.+9+4.....7+5+6+214.6.+29....2........:432 732 "
      "832 932 "
      "433 633 733 833 933 334 335 635 735 336 881 383 883 392 492 892 992 393 493 893 993 395:435::");
  REQUIRE(grid.ok());
  for (const Step& s : find_all(technique("hidden-rectangle"), *grid))
    for (const Candidate& e : s.eliminations) CHECK((e.digit != 3 && e.digit != 4));
}

namespace {

// Six cells that make a unique loop, in loop order: r1c1 and r1c4 share row 1,
// r1c4 and r2c4 column 4 and box 2, r2c4 and r2c7 row 2, r2c7 and r3c7 column 7
// and box 3, r3c7 and r3c1 row 3, and r3c1 and r1c1 column 1 and box 1. Each
// of rows 1-3, columns 1, 4 and 7 and boxes 1-3 holds two of them.
const std::vector<Cell> kLoop{rc(1, 1), rc(1, 4), rc(2, 4), rc(2, 7), rc(3, 7), rc(3, 1)};

// A grid where only these cells hold 1 and 2, each with the candidates given.
Grid with_pair_cells(const std::vector<std::pair<Cell, DigitSet>>& cells) {
  Grid g;
  for (Cell c = 0; c < kCells; ++c) g.set_candidates(c, digits({3, 4, 5, 6, 7, 8, 9}));
  for (const auto& [c, ds] : cells) g.set_candidates(c, ds);
  return g;
}

// The unique loops of tests/data/unique_loops.txt, by kind ("type 1"): the step
// that removes the line's candidates in its pencil marks, if any.
std::map<std::string, std::optional<Step>> library_loops() {
  std::map<std::string, std::optional<Step>> out;
  for (const std::string& line : test_support::read_lines(test_support::fixture("unique_loops.txt"))) {
    if (line[0] == '#') continue;
    const size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
    std::vector<std::string> triples;
    for (size_t at = tab1 + 1; at < tab2; at += 4) triples.push_back(line.substr(at, 3));
    const auto grid = parse_puzzle(line.substr(tab2 + 1));
    REQUIRE(grid.ok());
    const auto steps = find_all(technique("unique-loop"), *grid);
    const Step* found = with_effect(steps, listed(triples));
    out[line.substr(0, tab1)] = found ? std::optional<Step>(*found) : std::nullopt;
  }
  return out;
}

}  // namespace

TEST_CASE("unique loop type 1: six cells, each house holding two, one cell with more", "[uniqueness]") {
  std::vector<std::pair<Cell, DigitSet>> cells;
  for (Cell c : kLoop) cells.push_back({c, c == kLoop[5] ? digits({1, 2, 3}) : digits({1, 2})});
  const Grid g = with_pair_cells(cells);
  const auto steps = find_all(technique("unique-loop"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{kLoop[5], 1}, {kLoop[5], 2}});
  CHECK(cells_with(steps[0], Role::Deadly) == kLoop);
  CHECK(steps[0].rating() == Approx(4.6));
  CHECK(steps[0].text ==
        "r1c1, r1c4, r2c4, r2c7, r3c7 and r3c1 make a loop: each shares a house with the next (and the last with the "
        "first), and every row, column and box that holds one of them holds two. If they held only 1 and 2, the two "
        "digits could be swapped round the loop and the puzzle would have two solutions. r1c1, r1c4, r2c4, r2c7 and "
        "r3c7 can only be 1 or 2, so r3c1 cannot be 1 or 2 as well: remove 1 and 2 from r3c1.");
  CHECK(steps[0].clues[1] == "Unique Loop in r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 (1 and 2).");
  // No rectangle among them: the rectangle rows find nothing.
  CHECK(find_all(technique("unique-rectangle-1"), g).empty());
}

TEST_CASE("unique loop near miss: a row and a column holding one cell of the six", "[uniqueness]") {
  // r3c2 in place of r3c1: still a ring (row 3, then box 1 back to r1c1), but
  // column 1 and column 2 hold one cell each, so a and b could not be swapped.
  std::vector<std::pair<Cell, DigitSet>> cells;
  for (Cell c : kLoop)
    cells.push_back({c == kLoop[5] ? rc(3, 2) : c, c == kLoop[5] ? digits({1, 2, 3}) : digits({1, 2})});
  CHECK(find_all(technique("unique-loop"), with_pair_cells(cells)).empty());
  // Every cell plain: the grid already has the pattern, and nothing keeps it from forming.
  std::vector<std::pair<Cell, DigitSet>> plain;
  for (Cell c : kLoop) plain.push_back({c, digits({1, 2})});
  CHECK(find_all(technique("unique-loop"), with_pair_cells(plain)).empty());
}

TEST_CASE("unique loops on real positions: types 1 to 4, and a loop of eight (tests/data/unique_loops.txt)",
          "[uniqueness]") {
  auto loops = library_loops();
  REQUIRE(loops.size() == 5);
  for (const auto& [kind, step] : loops) {
    INFO(kind);
    REQUIRE(step);
  }
  CHECK(loops["type 1"]->rating() == Approx(4.6));
  CHECK(loops["type 2"]->text.find("the only other candidate of r7c1 and r9c5 is 3, so one of them is 3") !=
        std::string::npos);
  CHECK(loops["type 3"]->text.find("makes a naked triple") != std::string::npos);
  // A six-cell loop, and a naked triple: two cells beside the two extra ones.
  CHECK(loops["type 3"]->rating() == Approx(4.8));
  CHECK(loops["type 4"]->text.find("9 can only go in r1c2 and r2c2") != std::string::npos);
  CHECK(cells_with(*loops["eight cells"], Role::Deadly).size() == 8);
  CHECK(loops["eight cells"]->rating() == Approx(4.7));
}

TEST_CASE("avoidable rectangle type 1: three corners solved, not given", "[uniqueness]") {
  Grid g;
  g.place(rc(1, 1), 1);
  g.place(rc(1, 2), 2);
  g.place(rc(4, 1), 2);
  const auto steps = find_all(technique("avoidable-rectangle-1"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{rc(4, 2), 1}});
  CHECK(steps[0].text ==
        "r1c1 (1), r1c2 (2) and r4c1 (2) were solved, not given. If r4c2 were 1, the four cells would hold 1 and 2 "
        "with no given among them, so they could be swapped and the puzzle would have two solutions. So remove 1 from "
        "r4c2.");
  // Near miss: a given corner cannot be swapped.
  Grid given;
  given.place(rc(1, 1), 1);
  given.place(rc(1, 2), 2);
  given.place(rc(4, 1), 2, /*given=*/true);
  CHECK(find_all(technique("avoidable-rectangle-1"), given).empty());
}

TEST_CASE("avoidable rectangle type 1 on a real position", "[uniqueness]") {
  check_library(
      technique("avoidable-rectangle-1"),
      ":0607-1:14:+1.+59+6..+7.6.41.7.5.+9+3+7+42518+6+41+6.+7..+2.+7+93.+1+2.+6.8+526+4973+1+2+79..+1+64+5+3+6+125+4+8"
      "+9754+8+7+9+6+213::459::",
      {"459"});
}

TEST_CASE("avoidable rectangle type 2: two corners solved, the others share an extra digit", "[uniqueness]") {
  Grid g;
  g.place(rc(1, 1), 1);
  g.place(rc(1, 2), 2);
  g.set_candidates(rc(4, 1), digits({2, 3}));
  g.set_candidates(rc(4, 2), digits({1, 3}));
  const auto steps = find_all(technique("avoidable-rectangle-2"), g);
  REQUIRE(steps.size() == 1);
  std::set<Candidate> expected = removals(3, row_cells(4, {3, 4, 5, 6, 7, 8, 9}));
  for (const Candidate& c : removals(3, {rc(5, 1), rc(5, 2), rc(5, 3), rc(6, 1), rc(6, 2), rc(6, 3)}))
    expected.insert(c);
  CHECK(effect(steps[0]) == expected);
  CHECK(steps[0].text ==
        "r1c1 (1) and r1c2 (2) were solved, not given. If r4c1 were 2 and r4c2 1, the four cells would hold 1 and 2 "
        "with no given among them, so they could be swapped and the puzzle would have two solutions. So one of them "
        "is 3 (their other candidate): remove 3 from r4c3, r4c4, r4c5, r4c6, r4c7, r4c8, r4c9, r5c1, r5c2, r5c3, "
        "r6c1, r6c2 and r6c3, which see both.");
  g.set_candidates(rc(4, 2), digits({1, 4}));
  CHECK(find_all(technique("avoidable-rectangle-2"), g).empty());
}

TEST_CASE("avoidable rectangle type 2 on a real position", "[uniqueness]") {
  check_library(
      technique("avoidable-rectangle-2"),
      ":0608-1:14:+4+7+2185+9+3+6+683+72+95+4+1.+9..+6...726..5.7+93..9..+7.6.73.+6+9........+76.59+94+6+5...+72..79"
      "..+6..:151 457:877 887 891 896::",
      {"877", "887", "891", "896"});
}

namespace {

// HoDoKu's BUG+1 example: r6c5 holds 1, 5 and 9, every other open cell two digits.
const char* kBugSolution = "849325617732861945561794328493278561157436892286519473978652134314987256625143789";
Grid bug_position() {
  Grid g;
  const std::vector<std::pair<Cell, DigitSet>> open{
      {rc(2, 5), digits({1, 6})}, {rc(2, 6), digits({1, 6})}, {rc(3, 5), digits({4, 9})}, {rc(3, 6), digits({4, 9})},
      {rc(5, 4), digits({4, 6})}, {rc(5, 6), digits({4, 6})}, {rc(6, 4), digits({1, 5})}, {rc(6, 5), digits({1, 5, 9})},
      {rc(6, 6), digits({1, 9})}, {rc(7, 4), digits({5, 6})}, {rc(7, 5), digits({5, 6})}, {rc(9, 4), digits({1, 4})},
      {rc(9, 5), digits({1, 4})}};
  for (Cell c = 0; c < kCells; ++c) {
    const bool is_open = std::any_of(open.begin(), open.end(), [c](const auto& o) { return o.first == c; });
    if (!is_open) g.place(c, kBugSolution[c] - '0', /*given=*/true);
  }
  for (const auto& [c, ds] : open) g.set_candidates(c, ds);
  return g;
}

}  // namespace

TEST_CASE("BUG+1: without the one digit the grid would be a deadly pattern", "[uniqueness]") {
  const Grid g = bug_position();
  const auto steps = find_all(technique("bug-plus-1"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{rc(6, 5), 5}, {rc(6, 5), 9}});
  CHECK(steps[0].digits == digits({1}));
  CHECK(steps[0].text ==
        "Every unsolved cell has two candidates except r6c5 (1, 5 and 9), and each candidate appears twice in every "
        "row, column and box where it appears, except 1, three times in row 6, column 5 and box 5. If r6c5 were not "
        "1, the grid would be a deadly pattern (BUG), which never has exactly one solution: the puzzle would have two "
        "solutions or none. So r6c5 is 1: remove 5 and 9 from it.");
  // Near miss: a second cell with three candidates.
  Grid two = g;
  two.set_candidates(rc(2, 5), digits({1, 6, 9}));
  CHECK(find_all(technique("bug-plus-1"), two).empty());
}

TEST_CASE("BUG+1 on a real position, and HoDoKu's cases that are no BUG+1", "[uniqueness]") {
  check_library(technique("bug-plus-1"),
                ":0610::+4+3+75+82+9+61..+9+41+7+28+38+1+2+6+9+34+7+5..+6+9+7+8+13+49413+2+68+5778+3+15+46+2+9..+4+2.+"
                "5+7.+8.75+8."
                "9+3.2..87.+1+5.+6::171 371::",
                {"171", "371"});
  const auto grid = parse_puzzle(
      ":0610-x::+9+5+2..+17+3+6..8+5+76+249476+9+2+3+18+5+78..92+5+61+69+17.5+42.2.+516.+97..2.+6.+981786+92+1+73+5+4.."
      "7...+6+9+2:"
      "391 392 494 395 495::");
  REQUIRE(grid.ok());
  CHECK(find_all(technique("bug-plus-1"), *grid).empty());
}
