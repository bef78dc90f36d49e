#include <catch2/catch.hpp>

#include "logic_support.hpp"

using namespace test_support;

namespace {

std::vector<Cell> chain_cells(const Step& s) {
  std::vector<Cell> cells;
  for (const CellMark& m : s.cells) cells.push_back(m.cell);
  return cells;
}

}  // namespace

TEST_CASE("Y-wing: pivot 1/2 with pincers 1/3 and 2/3") {
  Grid g;
  g.set_candidates(rc(5, 5), digits({1, 2}));  // pivot
  g.set_candidates(rc(5, 1), digits({1, 3}));
  g.set_candidates(rc(1, 5), digits({2, 3}));
  const auto steps = find_all(technique("y-wing"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(s.technique == technique("y-wing"));
  CHECK(effect(s) == std::set<Candidate>{{rc(1, 1), 3}});  // the one cell that sees both pincers
  CHECK(s.cells[1].cell == rc(5, 5));
  CHECK(s.cells[1].role == Role::Pivot);
  // Three cells, a strong link in each and a weak link between: five hops.
  CHECK(s.links.size() == 5);
  CHECK(s.links[0].kind == LinkKind::Strong);
  CHECK(s.links[1].kind == LinkKind::Weak);
  CHECK(s.effect_stage() == kStageFirstLink + 5);
}

TEST_CASE("Y-wing near miss: the pincers do not share a digit") {
  Grid g;
  g.set_candidates(rc(5, 5), digits({1, 2}));
  g.set_candidates(rc(5, 1), digits({1, 3}));
  g.set_candidates(rc(1, 5), digits({2, 4}));
  CHECK(find_all(technique("y-wing"), g).empty());
}

TEST_CASE("XY-chain: four cells, and the shortest chain wins") {
  // r1c1 1/2 -> r1c5 2/3 -> r5c5 3/4 -> r5c9 4/1: r1c1 or r5c9 is 1, so r1c9 and r5c1 are not.
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({2, 3}));
  g.set_candidates(rc(5, 5), digits({3, 4}));
  g.set_candidates(rc(5, 9), digits({1, 4}));
  // A longer way between the same ends: r1c1 -> r9c1 2/5 -> r9c4 5/6 -> r9c9 6/4 -> r5c9.
  g.set_candidates(rc(9, 1), digits({2, 5}));
  g.set_candidates(rc(9, 4), digits({5, 6}));
  g.set_candidates(rc(9, 9), digits({4, 6}));
  const auto steps = find_all(technique("xy-chain"), g);
  const std::set<Candidate> target{{rc(1, 9), 1}, {rc(5, 1), 1}};
  const Step* found = nullptr;
  for (const Step& s : steps)
    if (effect(s) == target) found = &s;
  REQUIRE(found != nullptr);
  CHECK(chain_cells(*found) == std::vector<Cell>{rc(1, 1), rc(1, 5), rc(5, 5), rc(5, 9)});
  CHECK(found->text ==
        "If r1c1 is not 1: r1c1 is 2, so r1c5 is 3, so r5c5 is 4, so r5c9 is 1. So r1c1 or r5c9 is 1: "
        "remove 1 from r1c9 and r5c1.");
  // No chain of the technique is a Y-wing: every one has four cells or more.
  for (const Step& s : steps) CHECK(s.cells.size() >= 4);
}

TEST_CASE("XY-chain near miss: a broken link") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({2, 3}));
  g.set_candidates(rc(5, 5), digits({3, 4}));
  g.set_candidates(rc(5, 9), digits({1, 7}));  // 7, not 4: r5c5 does not reach it
  CHECK(find_all(technique("xy-chain"), g).empty());
}
