// XYZ-wing, WXYZ-wing, W-wing, remote pair and Sue de Coq: a hand-built position
// each (exact removals, and the words once), a near miss, and a real position
// (a HoDoKu library line, or for the WXYZ-wing a solver position of a real puzzle).
#include <catch2/catch.hpp>

#include "explain/words.hpp"
#include "format/format.hpp"
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
