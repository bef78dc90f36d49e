// Rating SE's way: the implication engine, the chain families, and the grade's
// ER/EP/ED against Sudoku Explainer's own ratings.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "api/pencilmark.hpp"
#include "grade/aligned_exclusion.hpp"
#include "grade/explainer_rating.hpp"
#include "grade/grader.hpp"
#include "logic/chain_families.hpp"
#include "logic/implications.hpp"
#include "logic_support.hpp"
#include "test_support.hpp"

using namespace test_support;

namespace {

// r1c1 {1,2}, r1c5 {1,3}, r5c5 {3,4}, r9c5 {3,4,5}; every other cell open.
Grid four_cells() {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({1, 3}));
  g.set_candidates(rc(5, 5), digits({3, 4}));
  g.set_candidates(rc(9, 5), digits({3, 4, 5}));
  return g;
}

int on(Cell c, Digit d) { return Node{c, d, true}.index(); }
int off(Cell c, Digit d) { return Node{c, d, false}.index(); }

struct Rated {
  std::string puzzle;
  double er, ep, ed;
  std::string by;
};

std::vector<Rated> explainer_ratings() {
  std::vector<Rated> out;
  for (const std::string& line : read_lines(fixture("explainer_ratings.txt"))) {
    if (line[0] == '#') continue;
    std::istringstream in(line);
    Rated r;
    char slash;
    in >> r.puzzle >> r.er >> slash >> r.ep >> slash >> r.ed;
    std::getline(in >> std::ws, r.by);
    out.push_back(r);
  }
  return out;
}

// A family's easiest hint at a position, checked against SE's (se-ts): what it
// concludes, its nodes and its rating.
ChainHint check_easiest(const Grid& grid, ChainFamily family, Node conclusion, int nodes, double rating) {
  const std::optional<ChainHint> hint = easiest_chain(grid, family, step_solver());
  REQUIRE(hint.has_value());
  CHECK(hint->conclusion.index() == conclusion.index());
  CHECK(hint->complexity == nodes);
  CHECK(hint->rating == Approx(rating).margin(0.01));
  return *hint;
}

}  // namespace

TEST_CASE("a static branch follows bivalue cells and houses, and counts the nodes behind a conclusion", "[rating]") {
  const Grid g = four_cells();
  const ChainGrid links(g);
  Branch b;
  b.follow(links, {rc(1, 1), 2, false}, {});
  // r1c1 not 2 -> r1c1 is 1 -> r1c5 not 1 -> r1c5 is 3 -> r5c5 not 3 -> r5c5 is 4.
  CHECK(b.reached(on(rc(1, 1), 1)));
  CHECK(b.reached(off(rc(1, 5), 1)));
  CHECK(b.reached(on(rc(1, 5), 3)));
  CHECK(b.reached(on(rc(5, 5), 4)));
  CHECK(b.ancestors({on(rc(5, 5), 4)}) == 6);
  CHECK(b.cause_house(off(rc(1, 5), 1)) == row_house(0));
  // r9c5 loses 3 and 4 but keeps 5 and two others: static, it stays open.
  CHECK(b.reached(off(rc(9, 5), 3)));
  CHECK(b.reached(off(rc(9, 5), 4)));
  CHECK_FALSE(b.reached(on(rc(9, 5), 5)));
  CHECK_FALSE(b.contradiction());
  Step step{technique("xy-chain")};
  b.add_links({on(rc(5, 5), 4)}, step);
  REQUIRE(step.links.size() == 5);
  CHECK(step.links.front().from == Candidate{rc(1, 1), 2});
  CHECK(step.links.back().to == Candidate{rc(5, 5), 4});
}

TEST_CASE("a dynamic branch sees its own removals, and its nodes stand on all of them", "[rating]") {
  Grid g = four_cells();
  g.set_candidates(rc(9, 5), digits({3, 4, 5}));
  const ChainGrid links(g);
  Branch b;
  b.follow(links, {rc(1, 1), 2, false}, {.cell_links = true, .dynamic = true});
  REQUIRE(b.reached(on(rc(9, 5), 5)));
  // r9c5 is 5 because 3 and 4 are off: both chains are behind it.
  CHECK(b.ancestors({on(rc(9, 5), 5)}) == 9);
  std::vector<int> parents;
  b.parents(on(rc(9, 5), 5), parents);
  CHECK(parents.size() == 2);
}

TEST_CASE("a supposition that breaks the grid stops at the node both on and off", "[rating]") {
  Grid g = four_cells();
  g.set_candidates(rc(5, 1), digits({1, 4}));  // r1c1 is 1 -> r5c1 is 4, and r5c5 is 4 too
  const ChainGrid links(g);
  Branch b;
  b.follow(links, {rc(1, 1), 1, true}, {});
  REQUIRE(b.contradiction());
  const Node clash = Node::at(b.clash());
  CHECK(clash.on);
  CHECK(clash.digit == 4);
}

TEST_CASE("grades rate ER, EP and ED as Sudoku Explainer does (tests/data/explainer_ratings.txt)", "[rating]") {
  const auto rated = explainer_ratings();
  REQUIRE(rated.size() >= 20);
  for (const Rated& r : rated) {
    INFO(r.puzzle << " " << r.by);
    const auto graded = grade_puzzle(*parse_puzzle(r.puzzle), {});
    REQUIRE(graded.ok());
    CHECK(graded->grade.score == Approx(r.er).margin(0.01));
    CHECK(graded->grade.ep == Approx(r.ep).margin(0.01));
    CHECK(graded->grade.ed == Approx(r.ed).margin(0.01));
    CHECK(graded->grade.score_by == r.by);
  }
}

TEST_CASE("a direct hint places the hidden single it leaves and keeps its own eliminations, as SE's does", "[rating]") {
  // 17-clue puzzles (../shared/data/puzzles/17_clue_10k.txt) that SE 1.2.1 rates
  // (se-ts, ../shared/tools) by a Pointing Line or Box-Line Reduction it needs
  // late, because its direct hints earlier placed their single and removed
  // nothing; applying the direct steps' eliminations made them 1.7 and 2.0.
  struct Case {
    const char* puzzle;
    double er;
    const char* by;
  };
  for (const Case& c :
       {Case{".................1..2..3.4...............425.67..1.......4.2.3..6.......81......7", 2.6, "Pointing Line"},
        Case{"........1.......23..4.56........4....5....6..7..3.......68......1........9.2....7", 2.6, "Pointing Line"},
        Case{"........1.......2...3..4........13.4.2.....5.6............5.......62..7..74...8..", 2.8,
             "Box-Line Reduction"}}) {
    INFO(c.puzzle);
    const auto graded = grade_puzzle(*parse_puzzle(c.puzzle), {});
    REQUIRE(graded.ok());
    CHECK(graded->grade.score == Approx(c.er).margin(0.01));
    CHECK(graded->grade.ep == Approx(1.2).margin(0.01));
    CHECK(graded->grade.score_by == c.by);
  }
}

TEST_CASE("the rating pass takes unique rectangles as SE finds them: every corner holding both digits", "[rating]") {
  // A 17-clue puzzle (17_clue_10k.txt) whose rating pass, 43 steps in, has a
  // rectangle r3c7, r3c8, r9c7, r9c8 on 7 and 9 where r3c8 lost its 7 to a
  // Unique Rectangle Type 1: the path takes it as a Type 4 (HoDoKu's missing
  // candidates), SE does not look at it and needs a Forcing X-Chain (6.6, its
  // Turbot Fish), as se-ts rates the puzzle.
  const char* puzzle = "................12..3.45.........4........536.78.........27...1...9.....5.4......";
  const auto graded = grade_puzzle(*parse_puzzle(puzzle), {});
  REQUIRE(graded.ok());
  CHECK(graded->grade.score == Approx(6.6).margin(0.01));
  CHECK(graded->grade.score_by == "Forcing X-Chain");
  // The path itself still takes the rectangle (its hardest step is no chain).
  CHECK(graded->grade.level == 2);
}

TEST_CASE("the rating pass takes SE's cycles beside its forcing chains, as se-ts rates them", "[rating]") {
  // Puzzles whose ER SE sets with a bidirectional cycle, where without cycles
  // the pass took a forcing chain a tenth or more above: 17-clue puzzles
  // (17_clue_10k.txt) with an X-cycle of six cells (6.5), Y-cycles of five,
  // seven and ten bivalue cells (6.7, 6.8, 7.0: the last removes a digit from
  // a cell that sees two cells of the cycle holding it one way round and the
  // other, not the ends of one link; 7.1 before) and a cycle of both kinds of
  // link (7.0, 7.1 before); and two of magictour_top1465 whose ER comes out
  // SE's once a mixed cycle is taken earlier in the path (7.1, 7.2 before).
  struct Case {
    const char* puzzle;
    double er;
    const char* by;  // SE's name of the step that set ER, where it is a cycle
  };
  for (const Case& c :
       {Case{"................12..3.45........6......1....5.78...4......7.5.....4......12....6.", 6.5,
             "Bidirectional X-Cycle"},
        Case{"........1.......2...3..4.56.....7....5....8..21..........26......7...9....9.1....", 6.7,
             "Bidirectional Y-Cycle"},
        Case{"................12..3.45.........4.3....2.5...6.1..........7.....5..6...2..8...7.", 6.8,
             "Bidirectional Y-Cycle"},
        Case{"..............1..2.34.....5.......6.....3..4.7....2......4...891........25..7....", 7.0,
             "Bidirectional Y-Cycle"},
        Case{"...5.....1...4....3....2..8..3...6.7..84..1...5.96..4.....94...8.7....195...1....", 7.0,
             "Bidirectional Cycle"},
        Case{"..3.2..7.8..5..9.......7.8.7......93....4.7....6.1.8....7..5.3...12..5..5..1.....", 7.1, nullptr},
        Case{"...52.....9...3..4......7...1.....4..8..453..6...1...87.2........8....32.4..8..1.", 7.1, nullptr}}) {
    INFO(c.puzzle);
    const auto graded = grade_puzzle(*parse_puzzle(c.puzzle), {});
    REQUIRE(graded.ok());
    CHECK(graded->grade.score == Approx(c.er).margin(0.01));
    CHECK(graded->grade.ep == Approx(1.2).margin(0.01));
    if (c.by) CHECK(graded->grade.score_by == c.by);
  }
}

TEST_CASE("the rating pass takes what SE takes first where the rating depends on it, as se-ts rates them", "[rating]") {
  // Each rated by se-ts (SE 1.2.1's techniques); each rated otherwise before
  // the change named.
  const struct {
    const char* puzzle;
    double er;
    const char* why;
  } cases[] = {
      // An on node's offs in SE's order (box, row, column): which clash a
      // branch meets first, and the nodes behind it (9.2, 9.1, 7.7 before).
      {"5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9", 9.3, "peer order"},
      {".5.4....8..6....9..4...3..........39..5...8.6..985.....2...4.1.6..1.......8.....2", 9.0, "peer order"},
      {"........1.....2.....3....45......6......3...7.1.4.........8..9..2...1...4.7...2..", 7.6, "peer order"},
      // Pointing in SE's order (column lines first, then by digit and box),
      // then BUG type 1 with two extra digits in its cell (7.1 before).
      {"..14.7...5.....6.....8.....4.86...7.....2.3...........63..5...........41.2.......", 6.8, "BUG type 1"},
      // An aligned pair exclusion (6.2) before the forcing chains (7.2 before).
      {".1...57.4...7...9...8.....58.4...1...2.14.....9...8.........273..3.8.......5.6...", 7.1, "aligned pair"},
      // An aligned triplet exclusion (7.5) where SE's first chain family finds
      // nothing, before Nishio and the forcing chains (8.2 and 8.5 before).
      {"7.......4...29....6...8..5....7..8...8...1.9...4.3.2...2.3....6176....2.4........", 7.5, "aligned triple"},
      {"57..8.4.........3...32..1.5...4.8........5...2.7.....19.1.....4.8.7.9.....2....6.", 8.8, "aligned triple"},
      // SE's BUG types past the first: 2 (5.7, 6.6 before; and 6.8, a cycle
      // in place of a forcing chain later, 7.1 before), 4 (5.7, 7.1 before) and
      // 3 (a naked pair, 5.8, 7.1 before).
      {"2.3...7....4.958..8......2....91.6.8.35..72.........7..8...65..7..........987.4..", 5.7, "BUG type 2"},
      {"62...9.....3..21..4....7.....21...3..1.7...8.79.5.......9.3.2.........57.6......3", 6.8, "BUG type 2"},
      {".57..1..9.8.......2.6...........3.56..4..6.87....4......8.7..41.7.8..3.....1.4..8", 5.7, "BUG type 4"},
      {"....85...6.1..........91...2......7.7.8.1.5.....36...91.6...98..2783..1.3........", 5.8, "BUG type 3"},
      // SE's unique rectangle type 2 with its one extra digit in three
      // corners, which the path calls type 5 (6.6 and 7.6 before).
      {"........1.......23..4.56........7....3.......8....49.....3....9..7...6...1..2....", 4.5, "UR type 2"},
      {"................12..3.45.........3.6...2.7.....5..1....1....5...7.......2...6...8", 7.1, "UR type 2"},
  };
  for (const auto& c : cases) {
    INFO(c.why << ": " << c.puzzle);
    const auto rated = rate_puzzle(*parse_puzzle(c.puzzle), {});
    REQUIRE(rated.ok());
    CHECK(rated->er == Approx(c.er).margin(0.01));
    CHECK(rated->ep == Approx(1.2).margin(0.01));
    CHECK(rated->ed == Approx(1.2).margin(0.01));
  }
  // The aligned exclusions and the BUG types are steps of the pass, named as SE names them.
  const struct {
    int at;
    const char* name;
    double rating;
  } aligned[] = {{4, "Aligned Pair Exclusion", 6.2},
                 {5, "Aligned Triplet Exclusion", 7.5},
                 {7, "BUG type 2", 5.7},
                 {9, "BUG type 4", 5.7},
                 {10, "BUG type 3", 5.8}};
  for (const auto& a : aligned) {
    const auto rated = rate_puzzle(*parse_puzzle(cases[a.at].puzzle), {});
    REQUIRE(rated.ok());
    CHECK(std::any_of(rated->path.begin(), rated->path.end(), [&](const RatedStep& s) {
      return s.by == a.name && s.rating == Approx(a.rating).margin(0.01) && !s.removed.empty();
    }));
  }
}

TEST_CASE("a nested branch takes what its patterns and inner chains remove, in SE's order", "[rating]") {
  // The first step of each, a contradiction, rated as se-ts (SE 1.2.1) rates it.
  // A hardest_eleven_2000 puzzle (SE 10.9/10.9/10.1): at nested level 1 SE's
  // intersections are one rule, pointing and claiming taken together; taken as
  // two, the branch reached a node another way, 127 nodes where SE's has 131
  // (10.0).
  const auto eleven = rate_puzzle(
      *parse_puzzle(".....6.....678...3.8.13....2..6...5..1...8..6..45..9...3...7..1......2..9......4."), {});
  REQUIRE(eleven.ok());
  CHECK(eleven->ed == Approx(10.1).margin(0.01));
  CHECK(eleven->er == Approx(10.9).margin(0.01));
  // SE looks for a pair in the boxes, then the columns, then the rows: a hidden
  // pair of a box and a row is the box's, standing on the box's removals (SE
  // 10.6/10.6/10.0; found in the row first, a contradiction of 86 nodes, 9.9).
  const auto pair = rate_puzzle(
      *parse_puzzle("1...5..8...7..9....6.3..4.......83.6.3.6...4.........2.8.2....4..1.7....9....5..."), {});
  REQUIRE(pair.ok());
  CHECK(pair->ed == Approx(10.0).margin(0.01));
  // Another's position after 8 steps of its path: at nested level 2 an inner
  // chain that puts a candidate on removes its cell's other candidates, one
  // hint behind both whose nodes SE counts once; counted for each, and the on
  // taken as a node of its own, the contradiction rated 10.5.
  const auto position = rate_puzzle(
      *parse_puzzle(
          "1.........23.56.....345...9.2.456....2..56.89...4.6..9......7...23....8...3.5...9.2345...9.23.5....."
          ".....7..12.45.....2..5..891..4....9123....89123....8......6....2..56..........8..2..5...9..3......."
          "2..567.91....67.912......9...4.....1...5...9.2.4.67..........912.4.....12...67....3.............8."
          "....5....12...67..1..4..7...234567..123.567..1.345............9.2...67..1....67..1234.6...123..67.."
          ".......8........8.123..67..123......12...67.....4.........5.....23..6...........91.3...7....3.5.7.91"
          ".3.5.7.........8....4567......567.9.2.......1.34.6..91.3..67....34..7.9.23...7.9...4.....123.....9."
          "......8......67.9..3..67.91.3..6..9....5....1.3...7.9..3.5.7.9..3.5.7.......6......45.7..1........."
          ".34..7.9..34...89..3...78..2......."),
      {});
  REQUIRE(position.ok());
  CHECK(position->ed == Approx(10.4).margin(0.01));
  // A third's position after 8 steps: at nested level 3 a branch takes its
  // inner cell and region forcing chains sorted by their nodes, as SE does.
  // SE's hint there is r3c5<>6, a contradiction of 182 nodes (11.1); taken in
  // the order found, the inner chains made it 211 nodes, and r9c4<>2 came first.
  const Grid stalled = *parse_puzzle(
      "1...5..8.12..5...9..3.......2.45........56..9.2.456..9......7..1..4...8....4.6.89...4.....1...5.7.9."
      "....67.9..3.5.7.........8...3.56..91....6..9.2.........3..6..9.2....78..2....7.9.2...6.89.234..7...."
      "3..67.91...........4.6.89..34...8.....5....123.......234....9....5....1.34.....1.3..6.........7...2."
      "4.6.891.34...8..234.6.89123...7.........8..2.4..7..........91.3.56.....3456....2.456...1.345.7...234"
      ".67.......6...1.34..7.9...4..7.9.......8..2.........345....1..45...91.345.7....34..7.9.23.5.78..23.5"
      ".7...2....78......6......4......23.5..8..2..5..8.........91.........2..5..8......6...1.........2..5."
      "7......5.7.9.2..5..89..3.........45.78..2.4..78.........9.2345.....2.4...8.123.5.7..1.3.5.7...23.5.."
      "8..2..5..8......6....2....78.");
  check_easiest(stalled, ChainFamily::NestedForcing, {rc(3, 5), 6, false}, 182, 11.1);
  // An inner cell or region forcing chain also stands on the branch's removals
  // in the cell or the house its premises fill, as SE cites them: there the
  // contradiction from r9c4=2 counts 185 nodes as SE's (184 without).
  const ChainGrid links(stalled);
  Branch from_r9c4;
  from_r9c4.follow(links, {rc(9, 4), 2, true},
                   {.cell_links = true, .dynamic = true, .nesting = 3, .solver = step_solver()});
  REQUIRE(from_r9c4.contradiction());
  CHECK(from_r9c4.clash_nodes() == 185);
}

TEST_CASE("a hint's branches count a nested chain behind several of them once, as SE does", "[rating]") {
  // A hardest_eleven_2000 puzzle (SE 10.6/1.2/1.2) after 8 steps of its path.
  // SE's first hint at nested level 2 is the region forcing of 4 in row 8 to
  // r7c1<>4, 194 nodes (10.6): the inner chain r9c8<>4 (a turbot fish, 6
  // nodes) stands behind two of its four branches and counts once. Counted for
  // each branch it made 200, and the block's forcing (199, 10.7) came first.
  const Grid stalled = *parse_puzzle(
      "1.........2.4...8..23....8..2345..89..345.789.....6....23.5.7.9.23...78...34..789.234...8.....5....."
      ".....7..1..........3....89.2.4....9.23.....9.234...8......6....234...8.........9.....6....2345..8..."
      "345.78..2.45.7...23.5.7..1..........34..78..23.....91.....7..1.......9.23.....9.....6..........8...."
      "4......23...7......5.....23..6.89.2...678....4......23.5...91.3.5...912..5...9123..67...23..678.1.3."
      "..78.....5.....2...6.8..23....8.......7..1.34.....12.4.....123..6...........91.3....8....4.6..9..3.."
      "....1...5...9...45...9.2.......1..45.7.9.......8....4.67..1..4..7.9......7..12.4...8..2.....89.....6"
      "...1..4...891..4....91.3.....9....5....1.34....9...4.6.891..4.6.8.1...5..89...45..891..45.789..3...."
      "..1....67.9...4.67...2.......");
  const ChainHint level2 = check_easiest(stalled, ChainFamily::NestedStatic, {rc(7, 1), 4, false}, 194, 10.6);
  CHECK(level2.proof == ChainHint::Proof::RegionForcing);
  CHECK(level2.house == row_house(7));
}

TEST_CASE("the grade says SE's nested level of the step that set ER, computed up to level 5", "[rating]") {
  // Lines of forum_hardest_1106 (shared/data/puzzles) whose ER SE's path sets at
  // nested levels 1, 2 and 4, and of hardest_eleven_2000 (shared/data/ratings)
  // at level 3, with SE's own ER (11.4). No puzzle of the data sets needs level
  // 5: its branches are checked in test_chain_searches.cpp.
  struct Case {
    const char* puzzle;
    int nesting;
    const char* by;  // how the name of the step that set ER begins
    double er;       // SE's, where known (0: not known)
  };
  for (const Case& c : {Case{".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8", 1,
                             "Nested Dynamic ", 0},
                        Case{"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", 2,
                             "Nested Dynamic (+ Chains) ", 0},
                        Case{"1.......9..71......8...24.......83...4..6..2.7.......55..9....3..1..3....3..2.6..", 3,
                             "Nested Dynamic (+ Multiple Chains) ", 11.4},
                        Case{"......7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4..1...2..5", 4,
                             "Nested Dynamic (+ Dynamic Chains) ", 0}}) {
    INFO(c.puzzle);
    const auto graded = grade_puzzle(*parse_puzzle(c.puzzle), {});
    REQUIRE(graded.ok());
    const Grade& g = graded->grade;
    CHECK(g.score_nesting == c.nesting);
    CHECK_FALSE(g.score_estimated());
    CHECK(g.score_by.starts_with(c.by));
    // A nested level's base is the least its steps rate.
    const double bases[] = {kNestedBase, kNestedStaticBase, kNestedForcingBase, kNestedDynamicBase};
    CHECK(g.score >= bases[c.nesting - 1]);
    // Computed: within a tenth of SE's.
    if (c.er > 0) CHECK(g.score == Approx(c.er).margin(0.101));
  }
  // Nothing nested sets ER on the SE-rated fixtures (up to 9.1, a dynamic chain).
  for (const Rated& r : explainer_ratings()) {
    INFO(r.puzzle << " " << r.by);
    const auto graded = grade_puzzle(*parse_puzzle(r.puzzle), {});
    REQUIRE(graded.ok());
    CHECK(graded->grade.score_nesting == 0);
    CHECK_FALSE(graded->grade.score_estimated());
  }
}

TEST_CASE("ER follows Sudoku Explainer's on magictour_top1465 (../shared/data/ratings)", "[rating]") {
  const std::string path = shared_data_dir() + "/ratings/top1465_skfr.txt";
  skip_unless_exists(path);
  std::vector<double> theirs, ours;
  for (const std::string& line : read_lines(path)) {
    if (theirs.size() == 60) break;
    std::istringstream in(line);
    std::string puzzle;
    double er;
    in >> puzzle >> er;
    const auto graded = grade_puzzle(*parse_puzzle(puzzle), {});
    REQUIRE(graded.ok());
    theirs.push_back(er);
    ours.push_back(graded->grade.score);
  }
  double error = 0;
  int exact = 0;
  for (size_t i = 0; i < ours.size(); ++i) {
    error += std::abs(ours[i] - theirs[i]);
    exact += std::abs(ours[i] - theirs[i]) < 0.05;
  }
  // The targets are on the whole file (the bench): here a sample, as a floor.
  CHECK(error / static_cast<double>(ours.size()) <= 0.3);
  CHECK(exact >= 40);
}

TEST_CASE("the rating's search shortcuts give the plain search's grade exactly (../shared/data)", "[rating][slow]") {
  // The plain search (StepOptions::reference_rating) follows every branch and
  // counts every node; the shortcuts skip only what cannot be SE's easiest
  // hint. So the whole grade is the same, to the step that set ER and its
  // name: on magictour_top1465 (every 10th line) and on the hardest, at nested
  // levels 2 to 4 (forum_hardest_1106, every 100th line).
  const std::string top = shared_data_dir() + "/ratings/top1465_skfr.txt";
  const std::string hardest = shared_data_dir() + "/puzzles/forum_hardest_1106.txt";
  skip_unless_exists(top);
  skip_unless_exists(hardest);
  int compared = 0, nested = 0;
  for (const auto& [path, every] : {std::pair{top, size_t{10}}, {hardest, size_t{100}}}) {
    const std::vector<std::string> lines = read_lines(path);
    for (size_t i = 0; i < lines.size(); i += every * sample_every()) {
      const auto puzzle = parse_puzzle(lines[i].substr(0, lines[i].find(' ')));
      REQUIRE(puzzle.ok());
      const auto fast = grade_puzzle(*puzzle, {});
      const auto plain = grade_puzzle(*puzzle, {.reference_rating = true});
      REQUIRE(fast.ok());
      REQUIRE(plain.ok());
      INFO(lines[i]);
      const Grade &a = fast->grade, &b = plain->grade;
      CHECK(a.score == b.score);
      CHECK(a.ep == b.ep);
      CHECK(a.ed == b.ed);
      CHECK(a.score_by == b.score_by);
      CHECK(a.ep_by == b.ep_by);
      CHECK(a.score_nesting == b.score_nesting);
      nested += a.score_nesting >= 2;
      ++compared;
    }
  }
  CHECK(compared * static_cast<int>(sample_every()) > 120);
  if (sample_every() == 1) CHECK(nested >= 3);
}

TEST_CASE("the scale lists every rating a grade gives, from the table and the chain rules", "[rating]") {
  const std::vector<double> scale = explainer_scale({});
  auto on_scale = [&](double rating) { return std::find(scale.begin(), scale.end(), rating) != scale.end(); };
  CHECK(std::is_sorted(scale.begin(), scale.end()));
  CHECK(std::adjacent_find(scale.begin(), scale.end()) == scale.end());
  for (const TechniqueInfo& t : kTechniques)
    if (t.explainer) CHECK(on_scale(t.score));
  for (const double base : kChainBases) CHECK(on_scale(base));
  CHECK(scale.back() == info(technique("guess")).score);
  // Between the basic rows and the chains there are only SE's other BUG types
  // and its aligned pair exclusion: BUG type 1 (5.6) is the last basic row, then
  // types 2 and 4 (5.7) and type 3 (5.8 to 6.2: a naked set of two to six
  // digits), the pair's 6.2, a cycle's base (6.5) and an X-chain's, the first
  // of the chains.
  const auto bug = std::find(scale.begin(), scale.end(), info(technique("bug-plus-1")).score);
  REQUIRE(scale.end() - bug > 8);
  for (int tenths = 1; tenths <= 6; ++tenths) CHECK(bug[tenths] == Approx(5.6 + tenths / 10.0));
  CHECK(bug[6] == kAlignedPairRating);
  CHECK(bug[7] == Approx(6.5));
  CHECK(bug[8] == kXChainBase);
  for (const Rated& r : explainer_ratings()) {
    INFO(r.puzzle << " " << r.by);
    const auto graded = grade_puzzle(*parse_puzzle(r.puzzle), {});
    REQUIRE(graded.ok());
    CHECK(on_scale(graded->grade.score));
    CHECK(on_scale(graded->grade.ep));
    CHECK(on_scale(graded->grade.ed));
  }
}

TEST_CASE("the scale follows the techniques allowed", "[rating]") {
  StepOptions zambon;
  zambon.techniques = *api::parse_technique_set("zambon");
  const std::vector<double> all = explainer_scale({}), seeds = explainer_scale(zambon);
  const double xyz = info(technique("xyz-wing")).score;
  CHECK(std::find(all.begin(), all.end(), xyz) != all.end());
  CHECK(std::find(seeds.begin(), seeds.end(), xyz) == seeds.end());
  StepOptions no_uniqueness{.uniqueness = false};
  const std::vector<double> sound = explainer_scale(no_uniqueness);
  CHECK(std::find(sound.begin(), sound.end(), info(technique("bug-plus-1")).score) == sound.end());
}
