// Alternating inference chains and nice loops (logic/techniques/aic.cpp over
// logic/candidate_links.hpp): cases of HoDoKu's regression library, one per
// shape and grouping, hand-built chains, and near misses.
#include <catch2/catch.hpp>
#include <set>

#include "logic/alternating_chains.hpp"
#include "logic/candidate_links.hpp"
#include "logic_support.hpp"

using namespace test_support;

namespace {

// The library case's step of its technique, with its words.
Step library_step(Technique t, const std::string& line, const std::vector<std::string>& eliminations) {
  INFO(line);
  const auto grid = parse_puzzle(line);
  REQUIRE(grid.ok());
  const auto steps = find_all(t, *grid);
  const Step* found = with_effect(steps, listed(eliminations));
  REQUIRE(found != nullptr);
  for (const Step& s : steps) CHECK(changes(*grid, s));
  return *found;
}

// The XY-chain test's four cells: r1c1 1/2, r1c5 2/3, r5c5 3/4, r5c9 with last.
Grid four_cells(DigitSet last) {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({2, 3}));
  g.set_candidates(rc(5, 5), digits({3, 4}));
  g.set_candidates(rc(5, 9), last);
  return g;
}

// Runs the alternating search from p off and checks every chain it settles:
// it starts at p off, alternates off and on, takes only the graph's links, is
// as long as its links (by the graph's lengths), is no shorter than the chain
// settled before it, ends in a state settled once, and holds no candidate
// twice (but p, on at its end). How many states it settled.
template <class Graph>
int check_chains(const Graph& graph, LinkNode p, int max_links, int max_cost) {
  AlternatingSearch search(graph, max_cost);
  const std::array<CellSet, kDigits> none{};
  std::set<int> settled;
  int last_cost = 0;
  bool ok = true;
  search.run(p, max_links, max_cost, [&](int state) {
    const std::vector<int> chain = search.chain_to(state);
    ok = ok && settled.insert(state).second && chain.front() == chain_state(p, false) && chain.back() == state &&
         static_cast<int>(chain.size()) == search.depth(state) + 1 && search.cost(state) >= last_cost;
    last_cost = search.cost(state);
    int cost = 0;
    for (size_t i = 1; i < chain.size(); ++i) {
      const LinkNode from = state_node(chain[i - 1]), to = state_node(chain[i]);
      const bool on = state_on(chain[i]);
      bool linked = false;
      if (on)
        graph.for_each_strong(from, [&](LinkNode m) { linked = linked || m == to; });
      else
        graph.for_each_linked_weak(from, none, [&](LinkNode m) { linked = linked || m == to; });
      ok = ok && on == (i % 2 == 1) && linked;
      cost += on ? graph.length(from, to) : 1;
      // A candidate once: no node shares one with a node before it (a set's
      // exit may: the set is one node), but p coming back on.
      const bool back = i + 1 == chain.size() && to == p;
      for (size_t j = 0; j < i && !back; ++j) {
        const LinkNode k = state_node(chain[j]);
        const bool exit = on && graph.leaves_set(from, to);
        ok = ok &&
             (exit || (k != to && (graph.digit(k) != graph.digit(to) || (graph.cells(k) & graph.cells(to)).empty())));
      }
    }
    ok = ok && cost == search.cost(state);
    return Next::Extend;
  });
  REQUIRE(ok);
  return static_cast<int>(settled.size());
}

}  // namespace

TEST_CASE("Continuous nice loop: HoDoKu library case 0706") {
  const Step s =
      library_step(technique("continuous-nice-loop"),
                   ":0706:279:1...8.54.4...+6+5...5.8.3+42.....+35+1...+8+134+76+92+56+75+8+29134..+1...8.....5....13.."
                   "61.4..:272 972 974 282 982 283 783 983 292 992 793:276 296 776 778 779 981::5",
                   {"276", "296", "776", "778", "779", "981"});
  CHECK(s.text ==
        "If r7c1 is not 7, r8c1 is 7, so r8c1 is not 2, so r8c6 is 2, so r7c4 is not 2, so r7c4 is 7; a "
        "weak link back to r7c1 closes a loop of 6 links, strong and weak by turns. Whether r7c1 is 7 or"
        " not, the links hold one way round or the other, so each weak link has exactly one true end: re"
        "move 2 from r7c6 and r9c6; 7 from r7c6, r7c8 and r7c9; 9 from r8c1.");
}

TEST_CASE("Discontinuous nice loop, a placement: HoDoKu library case 0707-1") {
  const Step s = library_step(technique("discontinuous-nice-loop"),
                              ":0707-1:1589:1..+4.58..4..2.+7.....2...47......6..3....7.91.29.........4...2...+2..48.5."
                              "...1...8+4::145 545 845 945::7",
                              {"145", "545", "845", "945"});
  CHECK(s.text ==
        "If r4c5 is not 2, r4c8 is 2, so r4c8 is not 4, so r4c2 is 4, so r5c2 is not 4, and 3 links on, "
        "r4c5 is 2. So r4c5 is 2: remove its other candidates (1, 5, 8 and 9).");
}

TEST_CASE("Discontinuous nice loop, a removal: HoDoKu library case 0707-2") {
  const Step s = library_step(technique("discontinuous-nice-loop"),
                              ":0707-2:1:..4..2+7...2+7..4.3.5...7...468.+7.+54...7.+42+6.5+8.+45....767..+24.+5.3+43."
                              "5.+7.6..+5.9+6+38+4+7:111 315 121 133 833 364 172 173 183 283:134::6",
                              {"134"});
  CHECK(s.text ==
        "If r3c4 is 1, r3c2 is not 1, so r1c2 is 1, so r1c2 is not 6, so r1c4 is 6, and 3 links on, r3c4"
        " is not 1. So r3c4 is not 1: remove it.");
}

TEST_CASE("AIC type 1: HoDoKu library case 0708-1") {
  const Step s = library_step(technique("aic"),
                              ":0708-1:9:+51+3...+82+9+678+2+195+4+34+2+9..8+1+6739.1.+5.+86.+5.....3...6...9+5..+6..."
                              "3.+1+8.3..8+1+69...16.2+3+75::971 995::5",
                              {"971", "995"});
  CHECK(s.text ==
        "If r7c4 is not 9, r5c4 is 9, so r5c4 is not 8, so r5c1 is 8, so r9c1 is not 8, so r9c1 is 9. So"
        " r7c4 is 9 or r9c1 is 9: remove 9 from r7c1 and r9c5.");
}

TEST_CASE("AIC type 2: HoDoKu library case 0708-2") {
  const Step s = library_step(technique("aic"),
                              ":0708-2:68:9.6.82+7+3+4.....+4.5.+4....31...4...+7+9.1.+9+1+4.6.+7.....9+1.4.3+6+271+84+"
                              "9+5+17+9+245+386..4..+92+1+7::627 867::7",
                              {"627", "867"});
  CHECK(s.text ==
        "If r2c7 is not 8, r2c7 is 6, so r2c5 is not 6, so r2c5 is 7, so r2c1 is not 7, and 3 links on, "
        "r6c7 is 6. So r2c7 is 8 or r6c7 is 6: remove 6 from r2c7; 8 from r6c7.");
}

TEST_CASE("Grouped continuous nice loop: HoDoKu library case 0709-1") {
  const Step s = library_step(technique("continuous-nice-loop"),
                              ":0709-1:1289:....3.94+66.....+57....6..1+2...95..+4+12+4+82+173+69515+6+942+3+8+7.+6..5."
                              "+7+3..43...8+5....+3..26.:211:122 222 831 833 836 936::7",
                              {"122", "222", "831", "833", "836", "936"});
  CHECK(s.text ==
        "If r2c2 is not 3, r2c9 is 3, so r3c9 is not 3, so r3c9 is 8, so r3c5 is not 8, and 3 links on, "
        "r2c2 is 9; a weak link back to r2c2 closes a loop of 8 links, strong and weak by turns. Whether"
        " r2c2 is 3 or not, the links hold one way round or the other, so each weak link has exactly one"
        " true end: remove 1 from r2c2; 2 from r2c2; 8 from r3c1, r3c3 and r3c6; 9 from r3c6.");
}

TEST_CASE("Grouped discontinuous nice loop, a placement: HoDoKu library case 0710-1") {
  const Step s = library_step(technique("discontinuous-nice-loop"),
                              ":0710-1:89:.+7.+9+4.15..5.7.1.+4.+4..+3+5.+79.3+2+5+89+7+61+4..76+24+5...4651+3.+2778.."
                              "3+92+6+5+5.............54..:811 821 183 383 983 184 286 393:851 951::7",
                              {"851", "951"});
  CHECK(s.text ==
        "If r5c1 is not 1, r5c2 is 1, so r3c2 is not 1, so r3c2 is 6, so r1c1 and r2c1 are not 6, and 3 "
        "links on, r5c1 is 1. So r5c1 is 1: remove its other candidates (8 and 9).");
}

TEST_CASE("Grouped discontinuous nice loop, a removal: HoDoKu library case 0710-2") {
  const Step s = library_step(technique("discontinuous-nice-loop"),
                              ":0710-2:3:+4+57.2+9.8+139+1..+8..762+81.+7......8.6..9..9.7.1..2..9.3........4.151......"
                              "46.4..8+17.+2:624 525 258 867 585:394::5",
                              {"394"});
  CHECK(s.text ==
        "If r9c4 is 3, r1c4 is not 3, so r1c7 is 3, so r7c7 and r8c7 are not 3, so r9c8 is 3, so r9c4 is"
        " not 3. So r9c4 is not 3: remove it.");
}

TEST_CASE("Grouped AIC type 1: HoDoKu library case 0711-1") {
  const Step s = library_step(
      technique("aic"),
      ":0711-1:6:.6....+948942.......7.9.+4.5...619........3......+1.485...5+9..3.7.+6+1+7..+983432.....9+5:214 514 "
      "115 515 516 724 725 726 127 235 835 841 247 249 851 853 257 259 659 269 669 769 274 275 694 794 895:637 695::5",
      {"637", "695"});
  CHECK(s.text ==
        "If r3c5 is not 6, r3c5 is 1, so r7c5 is not 1, so r7c7 or r7c9 is 1, so r9c7 is not 1, so r9c7 "
        "is 6. So r3c5 is 6 or r9c7 is 6: remove 6 from r3c7 and r9c5.");
}

TEST_CASE("Grouped AIC type 2: HoDoKu library case 0711-2") {
  const Step s = library_step(technique("aic"),
                              ":0711-2:56:4+8..+12.391+953..28......+9+4...+1.4..9.886+4.+9+1....79...1+4..+5123.+8.4.."
                              "+89........1.8...:248 269 369:564 669::5",
                              {"564", "669"});
  CHECK(s.text ==
        "If r6c4 is not 6, r1c4 or r3c4 is 6, so r2c5 and r2c6 are not 6, so r2c9 is 6, so r6c9 is not 6"
        ", so r6c9 is 5. So r6c4 is 6 or r6c9 is 5: remove 5 from r6c4; 6 from r6c9.");
}

TEST_CASE("AIC: the XY-chain's four cells, ends both 1") {
  // r1c1 not 1: r1c1 is 2, r1c5 3, r5c5 4, r5c9 1. So r1c1 or r5c9 is 1.
  const auto steps = find_all(technique("aic"), four_cells(digits({1, 4})));
  const Step* s = with_effect(steps, {{rc(1, 9), 1}, {rc(5, 1), 1}});
  REQUIRE(s != nullptr);
  CHECK(s->links.size() == 7);
  CHECK(s->links.front().kind == LinkKind::Strong);
  CHECK(s->links[1].kind == LinkKind::Weak);
  CHECK(s->rating() == 6.7);  // one link type (an XY-chain): 6.6, and 8 nodes add 0.1
  // The same ends make each of the two removals a discontinuous loop.
  const auto loops = find_all(technique("discontinuous-nice-loop"), four_cells(digits({1, 4})));
  CHECK(with_effect(loops, {{rc(1, 9), 1}}) != nullptr);
  CHECK(with_effect(loops, {{rc(5, 1), 1}}) != nullptr);
}

TEST_CASE("Chains near miss: the fourth cell does not link back") {
  // r5c9 is 1/7: r5c5's 4 reaches nothing.
  for (Technique t : {technique("continuous-nice-loop"), technique("discontinuous-nice-loop"), technique("aic")})
    CHECK(find_all(t, four_cells(digits({1, 7}))).empty());
}

TEST_CASE("Continuous nice loop: four bivalue cells close a loop") {
  // r1c1 1/2, r1c5 2/3, r5c5 3/4, r5c1 4/1: each weak link between cells holds
  // one true end, so the rest of row 1, column 5, row 5 and column 1 lose its digit.
  Grid g = four_cells(digits({3, 4}));
  g.set_candidates(rc(5, 9), DigitSet::all());
  g.set_candidates(rc(5, 1), digits({1, 4}));
  const auto steps = find_all(technique("continuous-nice-loop"), g);
  REQUIRE(!steps.empty());
  const Step& s = steps.front();
  CHECK(s.links.size() == 8);
  CHECK(s.eliminations.size() == 4 * 7);  // 7 more cells in each of the four lines
  CHECK(s.rating() == 6.6);               // a Y-cycle: 6.5, and 8 nodes add 0.1
  CHECK(effect(s).count({rc(1, 9), 2}) == 1);
  CHECK(effect(s).count({rc(9, 1), 1}) == 1);
}

TEST_CASE("Candidate links: conjugate pairs, bivalue cells and grouped nodes") {
  // Digit 1 in row 1 only in r1c1 and box 2's r1c4 and r1c5: a candidate and a group.
  Grid g;
  confine(g, 1, row_house(0), {rc(1, 1), rc(1, 4), rc(1, 5)});
  g.set_candidates(rc(9, 9), digits({5, 6}));
  const CandidateLinks plain(g, false), grouped(g, true);
  const LinkNode a = CandidateLinks::candidate_node(rc(1, 1), 1);
  CHECK(plain.strong_count(a) == 0);
  REQUIRE(grouped.strong_count(a) == 1);
  const LinkNode group = grouped.strong(a, 0);
  CHECK(CandidateLinks::is_group(group));
  CHECK(grouped.cells(group) == cell_set({rc(1, 4), rc(1, 5)}));
  CHECK(grouped.weakly_linked(group, a));
  const LinkNode five = CandidateLinks::candidate_node(rc(9, 9), 5), six = CandidateLinks::candidate_node(rc(9, 9), 6);
  REQUIRE(plain.strong_count(five) == 1);
  CHECK(plain.strong(five, 0) == six);
  CHECK(plain.weakly_linked(five, six));
}

TEST_CASE("Continuous nice loop through an almost locked set: HoDoKu library case 0709-2") {
  // r2c1, r3c1, r5c1 and r7c1 hold 1, 3, 4, 6 and 9: without 9 they take 1
  // and 3 from r8c1, which is then 8 (a forced exit), so if r8c1 is not 8,
  // r7c1 is 9.
  const Step s = library_step(technique("continuous-nice-loop"),
                              ":0709-2:1346:..+71+2..+68..2...95..869+5.2..7..........18725+9.........4..4..583..75"
                              "...6.+92....6..+5:311 411 312 412 724 442 945 965 972 179:195 361 395 495 661::6",
                              {"195", "361", "395", "495", "661"});
  bool als_marked = false;
  for (const CandidateMark& m : s.candidates)
    als_marked = als_marked || (m.role == Role::Group && m.candidate.cell == rc(5, 1));
  CHECK(als_marked);
}

TEST_CASE("Candidate links: ALS nodes only when asked for") {
  const auto grid = parse_puzzle(
      ":0709-2:1346:..+71+2..+68..2...95..869+5.2..7..........18725+9.........4..4..583..75...6.+92....6..+5:311 411 "
      "312 "
      "412 724 442 945 965 972 179:195 361 395 495 661::6");
  REQUIRE(grid.ok());
  const CandidateLinks plain(*grid, true), als(*grid, true, CandidateLinks::kMaxChainAlsCells);
  CHECK(plain.als_count() == 0);
  REQUIRE(als.als_count() > 0);
  const LinkNode n = als.size() - 1;
  CHECK(als.is_als(n));
  // An ALS node's strong partners are its set's other digits (and the
  // candidates of its forced exits).
  int partners = 0;
  als.for_each_strong(n, [&](LinkNode m) {
    if (!als.is_als(m)) return;
    CHECK(als.digit(m) != als.digit(n));
    ++partners;
  });
  CHECK(partners >= 1);
}

TEST_CASE("Grouped discontinuous nice loop, a placement by an ALS's forced exit: HoDoKu library case 0710-3") {
  // Without 7, r1c9, r3c9 and r9c9 are locked on 1, 4 and 5: r3c7 sees their
  // 1 and 4, so it is 9.
  const Step s =
      library_step(technique("discontinuous-nice-loop"),
                   ":0710-3:14:81+6+3..7..+9+2415+7+83+6+57+38.....489.1.2.+3........9.....3...+2.5..+1...+197"
                   "538+64+2..+82...1.::137 437::9",
                   {"137", "437"});
  CHECK(s.text ==
        "If r3c7 is not 9, r7c7 or r9c7 is 9, so r7c8 is not 9, so r7c8 or r7c9 is 7, so r9c9 is not 7, so r3c7 "
        "is 9. So r3c7 is 9: remove its other candidates (1 and 4).");
}

TEST_CASE("Grouped AIC through an ALS's forced exit: HoDoKu library case 0711-3") {
  // r1c7 and r7c7 hold 4, 5 and 8: if r4c7 (1, 4, 5) is not 1, the set lacks
  // 4 or 5, so it holds 8.
  library_step(technique("aic"),
               ":0711-3:1:12+3.86.+7.+9+7...+53..45..+3+7...+7.+2.6+3...+3.57+9....6+1+9+524783231.+7+9..6"
               "+8+6+4+35+2917+5+9+7+6...+3.::144 157 159::6",
               {"144", "157", "159"});
}

TEST_CASE("Grouped discontinuous nice loop, a box's row group and column group: HoDoKu library case 0710-4") {
  // Box 7's 7s are r7c3 and r9c3 (a column's group) and r8c1 and r8c2 (a
  // row's): one group is true.
  library_step(technique("discontinuous-nice-loop"),
               ":0710-4:2:1...5..69.62..9+5..+9.+58....435...28+9...1.9.4....97...155+9...3......9..65.21."
               ".8.+9.3:713 314 821 424 729 237 738 643 752 174 175 278 779 783 189:259::9",
               {"259"});
}

TEST_CASE("Grouped AIC leaving a set by a candidate the chain took before: HoDoKu library case 0711-4") {
  library_step(technique("aic"),
               ":0711-4:46:.594....33.75+961.+8...+7..9.+5.....43...1..7..9+4..46.......2....+3...13.25.96"
               "....741+2:811 217 218 831 232 432 835 836 638 541 245 248 561 262 962 265 565 166 366 866 "
               "268 471 974 175 575 875 885:485 675::16",
               {"485", "675"});
}

TEST_CASE("Candidate links: forced exits and crossing groups") {
  const auto forced = parse_puzzle(
      ":0711-3:1:12+3.86.+7.+9+7...+53..45..+3+7...+7.+2.6+3...+3.57+9....6+1+9+524783231.+7+9..6"
      "+8+6+4+35+2917+5+9+7+6...+3.::144 157 159::6");
  REQUIRE(forced.ok());
  const CandidateLinks links(*forced, true, CandidateLinks::kMaxChainAlsCells);
  // The set r1c7 + r7c7 (4, 5, 8) without 8 takes 4 and 5 from r4c7: its node
  // 8 and r4c7's 1 are strongly linked, both ways.
  const LinkNode one = CandidateLinks::candidate_node(rc(4, 7), 1);
  int exits = 0;
  links.for_each_strong(one, [&](LinkNode m) {
    if (!links.is_als(m)) return;
    ++exits;
    CHECK(links.is_forced_exit(one, m));
    bool back = false;
    links.for_each_strong(m, [&](LinkNode k) { back = back || k == one; });
    CHECK(back);
  });
  CHECK(exits >= 1);
  CHECK(links.has_strong(one));

  const auto crossing = parse_puzzle(
      ":0710-4:2:1...5..69.62..9+5..+9.+58....435...28+9...1.9.4....97...155+9...3......9..65.21."
      ".8.+9.3:713 314 821 424 729 237 738 643 752 174 175 278 779 783 189:259::9");
  REQUIRE(crossing.ok());
  // Box 7's 7s: r7c3 and r9c3, r8c1 and r8c2.
  auto linked = [&](const CandidateLinks& l) {
    LinkNode column = -1, row = -1;
    for (LinkNode n = CandidateLinks::kCandidateNodes; n < l.size(); ++n) {
      if (l.is_als(n) || l.digit(n) != 7) continue;
      if (l.cells(n) == (CellSet::single(rc(7, 3)) | CellSet::single(rc(9, 3)))) column = n;
      if (l.cells(n) == (CellSet::single(rc(8, 1)) | CellSet::single(rc(8, 2)))) row = n;
    }
    REQUIRE(column >= 0);
    REQUIRE(row >= 0);
    bool found = false;
    l.for_each_strong(column, [&](LinkNode m) { found = found || m == row; });
    return found;
  };
  CHECK_FALSE(linked(CandidateLinks(*crossing, true)));
  CHECK(linked(CandidateLinks(*crossing, true, 0, true)));
}

TEST_CASE("the alternating search: each chain alternates along its graph's links, shortest first, a candidate once") {
  int chains = 0;
  // Positions that need chains.
  const std::vector<Grid> positions =
      stuck_examples({"x-chain", "xy-chain", "aic", "continuous-nice-loop", "discontinuous-nice-loop"}, 2);
  REQUIRE(positions.size() == 5);
  for (const Grid& g : positions) {
    const ChainGrid links(g);
    // XY-chains' graph: bivalue cells.
    CandidateGraph bivalue{links, true};
    for (Digit d = 1; d <= kDigits; ++d) bivalue.weak_to[d - 1] = bivalue_cells(g) & g.cells_with_candidate(d);
    for (Cell c : bivalue_cells(g))
      for (Digit d : g.candidates(c))
        chains += check_chains(bivalue, CandidateGraph::node(c, d), 2 * kCells, 2 * kCells);
    // X-chains': each digit's conjugate pairs, and weak links to all its places.
    for (Digit d = 1; d <= kDigits; ++d) {
      CandidateGraph one_digit{links, false, d};
      one_digit.weak_to[d - 1] = g.cells_with_candidate(d);
      for (Cell c : g.cells_with_candidate(d))
        chains += check_chains(one_digit, CandidateGraph::node(c, d), 2 * kCells, 2 * kCells);
    }
    // AICs': groups and ALS nodes (of the sets of up to three cells), from
    // every candidate in a strong link, with HoDoKu's lengths through a set.
    const CandidateLinks every(g, true, 3, true);
    for (Cell c : g.empty_cells())
      for (Digit d : g.candidates(c))
        if (const LinkNode n = CandidateLinks::candidate_node(c, d); every.has_strong(n))
          chains += check_chains(every, n, 20, 40);
  }
  CHECK(chains > 10000);
}
