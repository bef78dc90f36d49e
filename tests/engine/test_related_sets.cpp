#include <catch2/catch.hpp>

#include "logic_support.hpp"

using namespace test_support;

TEST_CASE("naked pair: two cells holding only the same two digits") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({3, 8}));
  g.set_candidates(rc(1, 5), digits({3, 8}));
  const auto steps = find_all(technique("naked-pair"), g);
  REQUIRE(steps.size() == 1);  // the two cells share only row 1
  CHECK(steps[0].technique == technique("naked-pair"));
  std::set<Candidate> expected;
  for (int c : {2, 3, 4, 6, 7, 8, 9})
    for (Digit d : {3, 8}) expected.insert({rc(1, c), d});
  CHECK(effect(steps[0]) == expected);
  CHECK(steps[0].text ==
        "r1c1 and r1c5 can only hold 3 or 8, so those two digits fill those two cells: remove them from the "
        "rest of row 1 (3 from r1c2, r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9; 8 from r1c2, r1c3, r1c4, r1c6, "
        "r1c7, r1c8 and r1c9).");
}

TEST_CASE("naked pair near miss: the two cells differ") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({3, 8}));
  g.set_candidates(rc(1, 5), digits({3, 9}));
  CHECK(find_all(technique("naked-pair"), g).empty());
}

TEST_CASE("a naked pair in a row and a box is reported in each house") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({3, 8}));
  g.set_candidates(rc(1, 2), digits({3, 8}));
  const auto steps = find_all(technique("naked-pair"), g);
  REQUIRE(steps.size() == 2);
  CHECK(steps[0].houses[0].house == row_house(0));
  CHECK(steps[1].houses[0].house == box_house(0));
  CHECK(effect(steps[1]).size() == 2 * 7);
}

TEST_CASE("naked triple and quad: n cells holding n digits between them") {
  Grid g;
  g.set_candidates(rc(5, 1), digits({1, 2}));
  g.set_candidates(rc(5, 4), digits({2, 3}));
  g.set_candidates(rc(5, 9), digits({1, 3}));
  const auto triples = find_all(technique("naked-triple"), g);
  REQUIRE(triples.size() == 1);
  CHECK(effect(triples[0]).size() == 6 * 3);
  CHECK(find_all(technique("naked-pair"), g).empty());

  g.set_candidates(rc(5, 9), digits({1, 4}));  // now 1,2 / 2,3 / 1,4: no triple
  CHECK(find_all(technique("naked-triple"), g).empty());
  g.set_candidates(rc(5, 7), digits({3, 4}));  // 1,2 / 2,3 / 3,4 / 1,4: a quad
  const auto quads = find_all(technique("naked-quad"), g);
  REQUIRE(quads.size() == 1);
  CHECK(effect(quads[0]).size() == 5 * 4);
}

TEST_CASE("hidden pair: two digits with the same two places in a house") {
  // Zambon ch. 6's idea: the pair's cells lose every other candidate.
  Grid g;
  confine(g, 2, row_house(0), {rc(1, 1), rc(1, 5)});
  confine(g, 9, row_house(0), {rc(1, 1), rc(1, 5)});
  const auto steps = find_all(technique("hidden-pair"), g);
  REQUIRE(steps.size() == 1);
  std::set<Candidate> expected;
  for (Cell c : {rc(1, 1), rc(1, 5)})
    for (Digit d : {1, 3, 4, 5, 6, 7, 8}) expected.insert({c, d});
  CHECK(effect(steps[0]) == expected);
  // Near miss: 9 has a third place.
  g.set_candidates(rc(1, 7), DigitSet::all());
  CHECK(find_all(technique("hidden-pair"), g).empty());
}

TEST_CASE("hidden triple and quad") {
  Grid g;
  for (Digit d : {4, 5, 6}) confine(g, d, col_house(2), {rc(2, 3), rc(5, 3), rc(8, 3)});
  g.remove_candidate(rc(2, 3), 6);  // still a triple: 4,5 / 4,5 / 4,5,6
  const auto triples = find_all(technique("hidden-triple"), g);
  REQUIRE(triples.size() == 1);
  CHECK(effect(triples[0]).size() == 6 + 6 + 6);
  Grid q;
  for (Digit d : {1, 2, 3, 4}) confine(q, d, box_house(4), {rc(4, 4), rc(4, 6), rc(6, 4), rc(6, 6)});
  const auto quads = find_all(technique("hidden-quad"), q);
  REQUIRE(quads.size() == 1);
  CHECK(effect(quads[0]).size() == 4 * 5);
}

TEST_CASE("X-wing: Zambon's figure 2-6") {
  // In columns 1 and 9 every 4 is in rows 3 and 6; rows 3 and 6 also have 4 in
  // r3c8, r6c3 and r6c7, which the X-wing removes.
  Grid g;
  confine(g, 4, col_house(0), {rc(3, 1), rc(6, 1)});
  confine(g, 4, col_house(8), {rc(3, 9), rc(6, 9)});
  confine(g, 4, row_house(2), {rc(3, 1), rc(3, 8), rc(3, 9)});
  confine(g, 4, row_house(5), {rc(6, 1), rc(6, 3), rc(6, 7), rc(6, 9)});
  const auto steps = find_all(technique("x-wing"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == std::set<Candidate>{{rc(3, 8), 4}, {rc(6, 3), 4}, {rc(6, 7), 4}});
  CHECK(steps[0].text ==
        "In column 1 and column 9, 4 can only go in row 3 and row 6. Each of those two columns needs a 4, so "
        "these two rows get theirs there: remove 4 from r3c8, r6c3 and r6c7.");
  // Near miss: a third 4 in column 1.
  g.set_candidates(rc(5, 1), DigitSet::all());
  CHECK(find_all(technique("x-wing"), g).empty());
}

TEST_CASE("swordfish: Zambon's figure 2-17") {
  // Rows 2, 6 and 8 keep their 5s in columns 5, 7 and 9 (row 2 in only two of
  // them); the rest of those columns loses its 5s: r3c5, r3c9, r5c7 and r9c7.
  Grid g;
  confine(g, 5, row_house(1), {rc(2, 5), rc(2, 9)});
  confine(g, 5, row_house(5), {rc(6, 5), rc(6, 7), rc(6, 9)});
  confine(g, 5, row_house(7), {rc(8, 7), rc(8, 9)});
  for (House col : {col_house(4), col_house(6), col_house(8)})
    for (Cell c : kHouseCells[col])
      if (row_of(c) != 1 && row_of(c) != 5 && row_of(c) != 7) g.remove_candidate(c, 5);
  for (Cell c : {rc(3, 5), rc(3, 9), rc(5, 7), rc(9, 7)}) g.set_candidates(c, DigitSet::all());
  const auto steps = find_all(technique("swordfish"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == removals(5, {rc(3, 5), rc(3, 9), rc(5, 7), rc(9, 7)}));
  CHECK(find_all(technique("x-wing"), g).empty());
}

TEST_CASE("jellyfish: four rows confined to four columns") {
  Grid g;
  const std::vector<int> cols{2, 4, 6, 8};
  for (int r : {1, 3, 5, 7}) {
    std::vector<Cell> keep;
    for (int c : cols) keep.push_back(rc(r, c));
    confine(g, 6, row_house(r - 1), keep);
  }
  const auto steps = find_all(technique("jellyfish"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]).size() == 5 * 4);      // rows 2, 4, 6, 8, 9 of the four columns
  g.set_candidates(rc(7, 9), DigitSet::all());  // near miss: a fifth column in row 7
  CHECK(find_all(technique("jellyfish"), g).empty());
}
