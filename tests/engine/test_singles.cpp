#include <catch2/catch.hpp>

#include "format/format.hpp"
#include "logic_support.hpp"

using namespace test_support;

TEST_CASE("hidden single: a digit with one place left in a house") {
  Grid g;
  confine(g, 5, row_house(0), {rc(1, 7)});
  const auto steps = find_all(technique("hidden-single"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(s.technique == technique("hidden-single"));
  CHECK(s.placements == std::vector<Candidate>{{rc(1, 7), 5}});
  // The cleanup: 5 leaves the peers that still have it (column 7 and box 3; row 1 has none).
  CHECK(s.eliminations.size() == 8 + 4);
  CHECK(s.text == "In row 1, 5 can only go in r1c7: every other empty cell there sees a 5. Place 5 in r1c7.");
  CHECK(s.clues[0] == "Look at row 1.");
  CHECK(s.clues[1] == "Hidden Single in row 1 (digit 5).");
}

TEST_CASE("hidden single: the words read 'an 8'") {
  Grid g;
  confine(g, 8, box_house(6), {rc(7, 1)});
  const auto steps = find_all(technique("hidden-single"), g);
  REQUIRE(steps.size() == 1);
  CHECK(steps[0].text == "In box 7, 8 can only go in r7c1: every other empty cell there sees an 8. Place 8 in r7c1.");
}

TEST_CASE("hidden single near miss: two places left") {
  Grid g;
  confine(g, 5, row_house(0), {rc(1, 7), rc(1, 8)});
  CHECK(find_all(technique("hidden-single"), g).empty());
}

TEST_CASE("naked single: a cell with one candidate left") {
  Grid g;
  g.set_candidates(rc(4, 4), digits({4}));
  const auto steps = find_all(technique("naked-single"), g);
  REQUIRE(steps.size() == 1);
  CHECK(steps[0].placements == std::vector<Candidate>{{rc(4, 4), 4}});
  CHECK(steps[0].eliminations.size() == 20);
  g.set_candidates(rc(4, 4), digits({4, 6}));
  CHECK(find_all(technique("naked-single"), g).empty());
}

TEST_CASE("full house: the last empty cell of a house is both singles") {
  const auto g = parse_puzzle("12345678." + std::string(72, '.'));
  REQUIRE(g.ok());
  const auto naked = find_all(technique("naked-single"), *g);
  REQUIRE(naked.size() == 1);
  CHECK(naked[0].placements == std::vector<Candidate>{{rc(1, 9), 9}});
  CHECK(naked[0].text == "r1c9 is the last empty cell of row 1, so it is 9. Place 9 in r1c9.");
  const auto hidden = find_all(technique("hidden-single"), *g);
  REQUIRE_FALSE(hidden.empty());
  CHECK(hidden[0].placements == naked[0].placements);
}

TEST_CASE("a placement step applies generically: place, then clean up") {
  Grid g;
  confine(g, 5, row_house(0), {rc(1, 7)});
  const Step s = find_all(technique("hidden-single"), g)[0];
  CHECK(changes(g, s));
  apply(g, s);
  CHECK(g.value(rc(1, 7)) == 5);
  for (Cell p : kPeers[rc(1, 7)]) CHECK_FALSE(g.has_candidate(p, 5));
  CHECK_FALSE(changes(g, s));
}
