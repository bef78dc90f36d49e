#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <tuple>

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

TEST_CASE("on 3,000 random pencil-mark grids the intersections are exactly those a house-by-house count finds") {
  // The finders skip the digits their bands show have no intersection (a bit
  // trick over mini-rows and mini-columns); a digit skipped wrongly would lose
  // steps, which the soundness sweeps cannot see. The reference: every box and
  // line that cross, counted place by place.
  std::mt19937 random(55);
  int pointing_steps = 0, claiming_steps = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Grid g;
    // Sparse, so that a digit's places often crowd into one mini-row or column.
    const int keep_percent = 15 + static_cast<int>(random() % 50);
    for (Cell c = 0; c < kCells; ++c)
      for (Digit d = 1; d <= kDigits; ++d)
        if (static_cast<int>(random() % 100) >= keep_percent) g.remove_candidate(c, d);
    using Key = std::tuple<House, House, Digit>;  // the house whose places all lie in the other, the other, the digit
    std::set<Key> pointing, claiming;
    for (int b = 0; b < 9; ++b)
      for (House line = 0; line < 18; ++line) {
        const House box = box_house(b);
        const CellSet cross = kHouseSets[box] & kHouseSets[line];
        if (cross.empty()) continue;
        for (Digit d = 1; d <= kDigits; ++d) {
          const CellSet places = g.cells_with_candidate(d);
          const CellSet in_box = places & kHouseSets[box], in_line = places & kHouseSets[line];
          if (in_box.size() >= 2 && (in_box - cross).empty() && !(in_line - cross).empty())
            pointing.insert({box, line, d});
          if (in_line.size() >= 2 && (in_line - cross).empty() && !(in_box - cross).empty())
            claiming.insert({line, box, d});
        }
      }
    auto found = [&](Technique t) {
      std::set<Key> keys;
      for (const Step& s : find_steps(t, g, SIZE_MAX, {})) {
        House from = -1, to = -1;
        for (const HouseMark& h : s.houses) (h.role == Role::Cover ? to : from) = h.house;
        keys.insert({from, to, s.digits.first()});
      }
      return keys;
    };
    CHECK(found(technique("pointing-line")) == pointing);
    CHECK(found(technique("box-line")) == claiming);
    pointing_steps += static_cast<int>(pointing.size());
    claiming_steps += static_cast<int>(claiming.size());
  }
  // The grids hold many of both (so the comparison above compares something).
  CHECK(pointing_steps > 3000);
  CHECK(claiming_steps > 3000);
}
