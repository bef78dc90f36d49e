#include <catch2/catch.hpp>

#include "logic_support.hpp"

using namespace test_support;

namespace {

// Zambon's pattern (figures 2-13 to 2-16) built so that nothing simpler applies:
// digit 5 in boxes 1, 2, 7 and 8 only at the cells below, every box with two
// places or more, no two of a box's places on one line.
//   box 1: r2c1 (the corner), r1c2, r3c3    box 2: r2c5, r3c6
//   box 7: r7c1, r8c2 (+ extra)             box 8: r7c6, r8c5
// If r2c1 is 5, box 2's 5 is forced into r3c6 and box 7's into r8c2; then box 8
// has no place left (r7c6 shares column 6 with r3c6, r8c5 row 8 with r8c2).
Grid rectangle_position(std::vector<Cell> extra = {}) {
  Grid g;
  std::vector<Cell> keep{rc(2, 1), rc(1, 2), rc(3, 3), rc(2, 5), rc(3, 6), rc(7, 1), rc(8, 2), rc(7, 6), rc(8, 5)};
  keep.insert(keep.end(), extra.begin(), extra.end());
  for (int b : {0, 1, 6, 7})
    for (Cell c : kHouseCells[box_house(b)])
      if (std::find(keep.begin(), keep.end(), c) == keep.end()) g.remove_candidate(c, 5);
  return g;
}

const Step* step_removing(const std::vector<Step>& steps, Candidate c) {
  for (const Step& s : steps)
    if (std::find(s.eliminations.begin(), s.eliminations.end(), c) != s.eliminations.end()) return &s;
  return nullptr;
}

}  // namespace

TEST_CASE("rectangle: supposing the corner forces a box empty") {
  const Grid g = rectangle_position();
  // Nothing simpler takes r2c1's 5.
  CHECK(find_all(technique("hidden-single"), g).empty());
  for (Technique simpler :
       {technique("pointing-line"), technique("box-line"), technique("x-wing"), technique("swordfish")})
    CHECK(step_removing(find_all(simpler, g), {rc(2, 1), 5}) == nullptr);
  const auto steps = find_all(technique("rectangle"), g);
  const Step* s = step_removing(steps, {rc(2, 1), 5});
  REQUIRE(s != nullptr);
  CHECK(s->technique == technique("rectangle"));
  CHECK(s->eliminations == std::vector<Candidate>{{rc(2, 1), 5}});
  REQUIRE(s->links.size() == 2);
  CHECK(s->links[0].to == Candidate{rc(3, 6), 5});
  CHECK(s->links[1].to == Candidate{rc(8, 2), 5});
  CHECK(s->text ==
        "Suppose r2c1 is 5. Then 5 is forced into r3c6 and r8c2, and box 8 has no place left for 5. "
        "So r2c1 is not 5.");
}

TEST_CASE("rectangle near miss: a third place in box 7 breaks the forcing") {
  const auto steps = find_all(technique("rectangle"), rectangle_position({rc(9, 3)}));
  CHECK(step_removing(steps, {rc(2, 1), 5}) == nullptr);
}

TEST_CASE("rectangle: a box emptied by the corner alone is left to the intersections") {
  // Box 7's 5s all in column 1: pointing removes r2c1's 5, not a rectangle.
  Grid g = rectangle_position();
  g.remove_candidate(rc(8, 2), 5);
  g.set_candidates(rc(9, 1), DigitSet::all());
  CHECK(step_removing(find_all(technique("rectangle"), g), {rc(2, 1), 5}) == nullptr);
  CHECK(step_removing(find_all(technique("pointing-line"), g), {rc(2, 1), 5}) != nullptr);
}

TEST_CASE("rectangle near miss: nothing is forced in an open grid") {
  CHECK(find_all(technique("rectangle"), Grid()).empty());
}
