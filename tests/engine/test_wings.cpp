// XYZ-wing, WXYZ-wing, W-wing, remote pair and Sue de Coq: a hand-built position
// each (exact removals, and the words once), a near miss, and a real position
// (a HoDoKu library line, or for the WXYZ-wing a solver position of a real puzzle);
// and remote pairs against HoDoKu's walk of every path, on random sets of cells.
#include <array>
#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "explain/words.hpp"
#include "format/format.hpp"
#include "generate/random.hpp"
#include "logic_support.hpp"

using namespace test_support;

TEST_CASE("XYZ-wing: pivot 1/2/3 with wings 1/3 and 2/3", "[wings]") {
  Grid g;
  g.set_candidates(rc(5, 5), digits({1, 2, 3}));  // pivot
  g.set_candidates(rc(5, 1), digits({1, 3}));     // row 5
  g.set_candidates(rc(4, 4), digits({2, 3}));     // box 5
  const auto steps = find_all(technique("xyz-wing"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  // The cells of row 5 in box 5 see all three.
  CHECK(effect(s) == removals(3, {rc(5, 4), rc(5, 6)}));
  CHECK(cells_with(s, Role::Pivot) == std::vector<Cell>{rc(5, 5)});
  CHECK(cells_with(s, Role::Pattern) == std::vector<Cell>{rc(4, 4), rc(5, 1)});
  CHECK(s.text ==
        "r5c5 is 1, 2 or 3, and it sees r4c4 (2 or 3) and r5c1 (1 or 3). If r5c5 is 2, r4c4 is 3; if it is 1, "
        "r5c1 is 3; else it is 3 itself. So one of the three is 3: remove 3 from r5c4 and r5c6, which see all "
        "three.");
  CHECK(s.clues[1] == "XYZ-Wing with pivot r5c5.");
}

TEST_CASE("XYZ-wing near miss: a wing outside the pivot's digits", "[wings]") {
  Grid g;
  g.set_candidates(rc(5, 5), digits({1, 2, 3}));
  g.set_candidates(rc(5, 1), digits({1, 3}));
  g.set_candidates(rc(4, 4), digits({2, 4}));
  CHECK(find_all(technique("xyz-wing"), g).empty());
}

TEST_CASE("XYZ-wing in a library position", "[wings]") {
  const Grid g = *parse_puzzle(
      ":0801:467:+673.+8.+2.9514.92..+3+9+82.....+5+167+359..28.+9.1.53+6..+5+8..+7+9+1..+614.9+2+8..+1..835+4..+8...1+"
      "67::635 "
      "636::");
  CHECK(with_effect(find_all(technique("xyz-wing"), g), listed({"635", "636"})) != nullptr);
}

TEST_CASE("WXYZ-wing: pivot 1/2/3/4 with wings 1/4, 2/4 and 3/4", "[wings]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2, 3, 4}));
  g.set_candidates(rc(1, 2), digits({1, 4}));
  g.set_candidates(rc(2, 3), digits({2, 4}));
  g.set_candidates(rc(1, 7), digits({3, 4}));
  const auto steps = find_all(technique("wxyz-wing"), g);
  REQUIRE(steps.size() == 1);
  // 1, 2 and 3 each see themselves (with the pivot); 4 does not (r2c3, r1c7): r1c3 sees every 4.
  CHECK(effect(steps[0]) == removals(4, {rc(1, 3)}));
  CHECK(steps[0].digits == digits({1, 2, 3, 4}));
  CHECK(steps[0].text ==
        "r1c1 (1, 2, 3 or 4), r1c2 (1 or 4), r1c7 (3 or 4) and r2c3 (2 or 4) hold only 1, 2, 3 and 4 between "
        "them. Each of 1, 2 and 3 can fill only one of them (its cells there all see each other), so together "
        "they fill at most three of the four cells, and one of r1c1, r1c2, r1c7 and r2c3 is 4. Remove 4 from "
        "r1c3, which sees all of them.");
}

TEST_CASE("WXYZ-wing near miss: two digits are not restricted", "[wings]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2, 3, 4}));
  g.set_candidates(rc(1, 2), digits({1, 4}));
  g.set_candidates(rc(2, 3), digits({2, 4}));
  g.set_candidates(rc(5, 7), digits({3, 4}));  // does not see r1c1: 3 is loose as well as 4
  CHECK(find_all(technique("wxyz-wing"), g).empty());
}

TEST_CASE("WXYZ-wing in a real puzzle's solver position", "[wings]") {
  // The position before the first WXYZ-wing on the path of the technique_examples puzzle
  // (.3.7.6......38.4....9.....76...), written as a library line; only singles come before.
  const Grid g = *parse_puzzle(
      ":0802:1:+43.7.6..+8+5+7.38.4.+6+8+69..+5..76+5+8..+31+7+9+394..+78.+22+17..+8.+4+3+7+83+65+492+1+9+2+5871..4+1+"
      "4+6.3."
      "+785::134::");
  const auto steps = find_all(technique("wxyz-wing"), g);
  const Step* found = nullptr;
  for (const Step& s : steps)
    if (effect(s) == listed({"134"})) found = &s;
  REQUIRE(found != nullptr);
  CHECK(cells_with(*found, Role::Pattern) == std::vector<Cell>{rc(3, 8), rc(5, 4), rc(5, 8), rc(8, 8)});
}

TEST_CASE("W-wing: two 1/2 cells joined by a strong link on 2", "[wings]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(9, 5), digits({1, 2}));
  confine(g, 2, row_house(4), {rc(5, 1), rc(5, 5)});  // r5c1 sees r1c1, r5c5 sees r9c5
  const auto steps = find_all(technique("w-wing"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(1, {rc(1, 5), rc(9, 1)}));
  REQUIRE(s.links.size() == 3);
  CHECK(s.links[0].kind == LinkKind::Weak);
  CHECK(s.links[1].kind == LinkKind::Strong);
  CHECK(s.links[1].from == Candidate{rc(5, 1), 2});
  CHECK(s.links[1].to == Candidate{rc(5, 5), 2});
  CHECK(s.links[2].kind == LinkKind::Weak);
  CHECK(s.effect_stage() == kStageFirstLink + 3);
  CHECK(s.text ==
        "r1c1 and r9c5 both hold only 1 and 2. In row 5, 2 can only go in r5c1 (which sees r1c1) or r5c5 "
        "(which sees r9c5), so r1c1 and r9c5 cannot both be 2: one of them is 1. Remove 1 from r1c5 and r9c1, "
        "which see both.");
}

TEST_CASE("W-wing near miss: the strong link's ends do not see the two cells", "[wings]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(9, 5), digits({1, 2}));
  confine(g, 2, row_house(4), {rc(5, 2), rc(5, 5)});  // r5c2 sees neither cell
  CHECK(find_all(technique("w-wing"), g).empty());
}

TEST_CASE("W-wing in a library position", "[wings]") {
  const Grid g = *parse_puzzle(
      ":0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93."
      "..::417 "
      "427 437 489 499::");
  CHECK(with_effect(find_all(technique("w-wing"), g), listed({"417", "427", "437", "489", "499"})) != nullptr);
}

TEST_CASE("remote pair: four 1/2 cells in a chain", "[wings]") {
  Grid g;
  for (Cell c : {rc(1, 1), rc(1, 5), rc(5, 5), rc(5, 9)}) g.set_candidates(c, digits({1, 2}));
  const auto steps = find_all(technique("remote-pair"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  std::set<Candidate> expected = removals(1, {rc(1, 9), rc(5, 1)});
  expected.merge(removals(2, {rc(1, 9), rc(5, 1)}));
  CHECK(effect(s) == expected);
  // A strong link in each cell and a weak one between: seven hops.
  REQUIRE(s.links.size() == 7);
  CHECK(s.links[0].kind == LinkKind::Strong);
  CHECK(s.links[1].kind == LinkKind::Weak);
  CHECK(s.text ==
        "r1c1, r1c5, r5c5 and r5c9 each hold only 1 and 2, and each sees the next, so along this chain they "
        "alternate: two of them an odd number of steps apart are one 1 and one 2. r1c9 sees r1c1 and r5c9; "
        "and r5c1 sees r1c1 and r5c9: these cells can be neither 1 nor 2. Remove 1 and 2 from r1c9 and r5c1.");
}

TEST_CASE("remote pair near miss: three cells are only a chain of odd length", "[wings]") {
  Grid g;
  for (Cell c : {rc(1, 1), rc(1, 5), rc(5, 5)}) g.set_candidates(c, digits({1, 2}));
  CHECK(find_all(technique("remote-pair"), g).empty());
}

TEST_CASE("remote pair in a library position", "[wings]") {
  const Grid g = *parse_puzzle(
      ":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9.+4..9+7631..+9+6.+2.+"
      "4.7::577 "
      "579 594 596 877 879 894 896::7");
  CHECK(with_effect(find_all(technique("remote-pair"), g),
                    listed({"577", "579", "594", "596", "877", "879", "894", "896"})) != nullptr);
}

// HoDoKu's definition, walked as it walks it: every simple path of same-pair
// cells with an even number of cells, at least four, whose ends see a cell
// with a or b; each pair of its cells an odd distance of three or more apart
// removes a and b from the cells that see both. The candidates so removed.
std::set<Candidate> remote_pair_removals_by_every_path(const Grid& g, CellSet group) {
  std::set<Candidate> removed;
  const CellSet holding = g.cells_with_candidate(1) | g.cells_with_candidate(2);
  std::vector<Cell> path;
  CellSet on_path;
  auto extend = [&](auto&& self, Cell at) -> void {
    path.push_back(at);
    on_path.add(at);
    const CellSet rest = holding - on_path;
    const size_t n = path.size();
    if (n >= 4 && n % 2 == 0 && path.front() < at && !(kPeerSets[path.front()] & kPeerSets[at] & rest).empty())
      for (size_t i = 0; i < n; ++i)
        for (size_t j = i + 3; j < n; j += 2)
          for (Cell x : kPeerSets[path[i]] & kPeerSets[path[j]] & rest)
            for (Digit d : {1, 2})
              if (g.has_candidate(x, d)) removed.insert({x, d});
    for (Cell next : (kPeerSets[at] & group) - on_path) self(self, next);
    path.pop_back();
    on_path.remove(at);
  };
  for (Cell start : group) extend(extend, start);
  return removed;
}

TEST_CASE("remote pairs: the shortest chains remove what every path does, but a naked pair's removals", "[wings]") {
  // Random sets of 1/2 cells, the others holding every digit; only those whose
  // cells split in two sides (a consistent grid: no odd cycle of cells that see
  // each other). A longer path between two ends adds only pairs of cells that
  // see each other, or that are the ends of a shortest chain of their own.
  Random rng(55);
  int compared = 0, with_naked_pairs = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Grid g;
    CellSet group;
    const int size = 4 + static_cast<int>(rng.next() % 9);
    while (static_cast<int>(group.size()) < size) group.add(static_cast<Cell>(rng.next() % kCells));
    for (Cell c : group) g.set_candidates(c, digits({1, 2}));
    // Two-colour the cells that see each other; skip an odd cycle.
    std::array<int, kCells> side;
    side.fill(-1);
    bool two_sides = true;
    for (Cell start : group) {
      if (side[start] >= 0) continue;
      side[start] = 0;
      std::vector<Cell> todo{start};
      while (!todo.empty() && two_sides) {
        const Cell c = todo.back();
        todo.pop_back();
        for (Cell p : kPeerSets[c] & group) {
          if (side[p] < 0) side[p] = 1 - side[c], todo.push_back(p);
          two_sides = two_sides && side[p] != side[c];
        }
      }
    }
    if (!two_sides) continue;
    ++compared;
    std::set<Candidate> found;
    for (const Step& step : find_all(technique("remote-pair"), g)) {
      // Each chain: an even number of cells, at least four, each seeing the next.
      const std::vector<Cell> cells = cells_with(step, Role::Pattern);
      CHECK((cells.size() >= 4 && cells.size() % 2 == 0));
      for (const Link& l : step.links)
        CHECK((l.kind == LinkKind::Strong ? l.from.cell == l.to.cell : kPeerSets[l.from.cell].has(l.to.cell)));
      for (const Candidate& e : step.eliminations) found.insert(e);
    }
    std::set<Candidate> naked;  // what two cells of the pair that see each other remove
    for (Cell a : group)
      for (Cell b : kPeerSets[a] & group)
        for (Cell x : (kPeerSets[a] & kPeerSets[b]) - group) naked.insert({{x, 1}, {x, 2}});
    const std::set<Candidate> every_path = remote_pair_removals_by_every_path(g, group);
    for (const Candidate& e : found) CHECK(every_path.count(e) == 1);
    for (const Candidate& e : every_path)
      if (found.count(e) == 0) {
        CHECK(naked.count(e) == 1);
        ++with_naked_pairs;
      }
  }
  CHECK(compared > 1000);
  CHECK(with_naked_pairs > 0);  // the cases where the two walks part
}

TEST_CASE("Sue de Coq: two meeting cells with 1/2/3/4, a 1/2 cell in the row and a 3/4 cell in the box", "[wings]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2, 3, 4}));
  g.set_candidates(rc(1, 2), digits({1, 2, 3, 4}));
  g.set_candidates(rc(1, 5), digits({1, 2}));
  g.set_candidates(rc(2, 3), digits({3, 4}));
  const auto steps = find_all(technique("sue-de-coq"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  // 1 and 2 stay in row 1's part, 3 and 4 in box 1's; r1c3 is in both rests.
  std::set<Candidate> expected;
  for (int c : {3, 4, 6, 7, 8, 9})
    for (Digit d : {1, 2}) expected.insert({rc(1, c), d});
  for (Cell c : {rc(1, 3), rc(2, 1), rc(2, 2), rc(3, 1), rc(3, 2), rc(3, 3)})
    for (Digit d : {3, 4}) expected.insert({c, d});
  CHECK(effect(s) == expected);
  CHECK(cells_with(s, Role::Pattern) == std::vector<Cell>{rc(1, 1), rc(1, 2)});
  CHECK(cells_with(s, Role::Cover) == std::vector<Cell>{rc(1, 5)});
  CHECK(cells_with(s, Role::Extra) == std::vector<Cell>{rc(2, 3)});
  CHECK(s.text ==
        "r1c1 and r1c2 (where row 1 meets box 1) hold 1, 2, 3 and 4. In row 1, r1c5 holds only 1 and 2; in "
        "box 1, r2c3 holds only 3 and 4. These 4 cells need 4 different digits (the two groups share none), and "
        "they hold exactly 1, 2, 3 and 4: so the pattern holds 1 and 2 within row 1 and 3 and 4 within box 1. "
        "Remove 1 from r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9; 2 from r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9; 3 "
        "from r1c3, r2c1, r2c2, r3c1, r3c2 and r3c3; 4 from r1c3, r2c1, r2c2, r3c1, r3c2 and r3c3.");
}

TEST_CASE("Sue de Coq near miss: the row's and the box's cells share a digit of the meeting cells", "[wings]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2, 3, 4}));
  g.set_candidates(rc(1, 2), digits({1, 2, 3, 4}));
  g.set_candidates(rc(1, 5), digits({1, 2}));
  g.set_candidates(rc(2, 3), digits({2, 4}));
  CHECK(find_all(technique("sue-de-coq"), g).empty());
}

TEST_CASE("Sue de Coq in library positions, the plain form and an extended one", "[wings]") {
  const Grid plain = *parse_puzzle(
      ":1101:1379:+51.....49..9315.68...+9.+45......96......4.+3.2..3........6...78......4...67.5+63...4::178 179 188 "
      "347 747 757 767 978 988::");
  CHECK(with_effect(find_all(technique("sue-de-coq"), plain),
                    listed({"178", "179", "188", "347", "747", "757", "767", "978", "988"})) != nullptr);
  // Three meeting cells, the box's part with two cells.
  const Grid extended = *parse_puzzle(
      ":1101:234589:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8..1746..7..+39."
      ".1.::"
      "277 378 477 478 578 849 869 949 969::");
  CHECK(with_effect(find_all(technique("sue-de-coq"), extended),
                    listed({"277", "378", "477", "478", "578", "849", "869", "949", "969"})) != nullptr);
}
