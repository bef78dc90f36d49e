#include <catch2/catch.hpp>

#include "logic_support.hpp"

using namespace test_support;

TEST_CASE("pointing line: a box's places for a digit all on one row") {
  // Zambon's figure 2-5, shape kept: all 5s of box 7 (rows 7-9, columns 1-3) lie in row 8.
  Grid g;
  confine(g, 5, box_house(6), {rc(8, 1), rc(8, 3)});
  const auto steps = find_all(technique("pointing-line"), g);
  REQUIRE(steps.size() == 1);
  CHECK(steps[0].technique == technique("pointing-line"));
  CHECK(effect(steps[0]) == removals(5, row_cells(8, {4, 5, 6, 7, 8, 9})));
  CHECK(steps[0].text ==
        "In box 7, 5 can only go in r8c1 and r8c3, all in row 8. So the 5 of row 8 is in box 7: "
        "remove 5 from r8c4, r8c5, r8c6, r8c7, r8c8 and r8c9.");
}

TEST_CASE("pointing line near miss: the box's places span two rows") {
  Grid g;
  confine(g, 5, box_house(6), {rc(8, 1), rc(9, 3)});
  CHECK(find_all(technique("pointing-line"), g).empty());
}

TEST_CASE("box-line reduction: a row's places for a digit all in one box") {
  Grid g;
  confine(g, 7, row_house(0), {rc(1, 1), rc(1, 2)});
  const auto steps = find_all(technique("box-line"), g);
  REQUIRE(steps.size() == 1);
  CHECK(steps[0].technique == technique("box-line"));
  std::set<Candidate> expected = removals(7, row_cells(2, {1, 2, 3}));
  for (const auto& c : removals(7, row_cells(3, {1, 2, 3}))) expected.insert(c);
  CHECK(effect(steps[0]) == expected);
  // Near miss: one more place in row 1 outside box 1.
  g.set_candidates(rc(1, 9), DigitSet::all());
  CHECK(find_all(technique("box-line"), g).empty());
}
