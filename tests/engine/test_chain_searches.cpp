// The searches' shortcuts give what the plain searches give, on real positions:
// the static closure, the chain families sharing one position's work, the
// solver's placements-first order, and the finder memo's parts.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string_view>
#include <tuple>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "logic/chain_families.hpp"
#include "logic/implications.hpp"
#include "logic/step_solver.hpp"
#include "logic/unary_chains.hpp"
#include "logic_support.hpp"
#include "test_support.hpp"

using namespace test_support;

namespace {

// The example puzzles (data/technique_examples.txt) of these techniques.
std::vector<std::string> examples(std::initializer_list<std::string_view> keys) {
  std::vector<std::string> out;
  for (const std::string& line : read_lines(project_data("technique_examples.txt")))
    for (std::string_view key : keys)
      if (line.rfind(std::string(key) + "\t", 0) == 0) out.push_back(line.substr(key.size() + 1, 81));
  return out;
}

// Positions that need forcing chains: puzzles that do, taken as far as levels
// 0-3 go (a top1465 puzzle's, and the hardest's, which needs nested chains).
std::vector<Grid> stuck_positions() {
  std::vector<Grid> out = stuck_examples({"dynamic-forcing-chains", "nishio", "nested-forcing-chains"}, 3);
  REQUIRE(out.size() == 3);
  return out;
}

// The stuck positions, and every position along the path to the stuck one of
// a technique's example.
std::vector<Grid> stuck_positions_and_path(std::string_view key) {
  std::vector<Grid> positions = stuck_positions();
  Grid along = *parse_puzzle(examples({key}).front());
  for (const Step& step : solve_path(along, {.max_level = 3}).steps) {
    apply(along, step);
    if (!along.is_complete()) positions.push_back(along);
  }
  return positions;
}

std::vector<Node> every_node(const Grid& g) {
  std::vector<Node> nodes;
  for (Cell c : g.empty_cells())
    for (Digit d : g.candidates(c))
      for (const bool on : {true, false}) nodes.push_back({c, d, on});
  return nodes;
}

bool same_hint(const std::optional<ChainHint>& a, const std::optional<ChainHint>& b) {
  if (!a || !b) return !a && !b;
  return a->rating == b->rating && a->complexity == b->complexity && a->proof == b->proof &&
         a->premise.index() == b->premise.index() && a->house == b->house &&
         a->conclusion.index() == b->conclusion.index();
}

// Conclusions as nodes, less the removals that a placement among them makes
// anyway (its digit in the cells it sees, its cell's other digits).
std::set<int> without_implied(const std::set<int>& nodes) {
  std::set<int> out;
  for (const int n : nodes) {
    const Node x = Node::at(n);
    if (!x.on && std::any_of(nodes.begin(), nodes.end(), [&](int m) {
          const Node p = Node::at(m);
          return p.on && (p.cell == x.cell || (p.digit == x.digit && kPeerSets[p.cell].has(x.cell)));
        }))
      continue;
    out.insert(n);
  }
  return out;
}

// What a step concludes: its placements, and its removals that none of them makes.
std::set<int> conclusions_of(const Step& step) {
  std::set<int> nodes;
  for (const Candidate& p : step.placements) nodes.insert(Node{p.cell, p.digit, true}.index());
  for (const Candidate& e : step.eliminations) nodes.insert(Node{e.cell, e.digit, false}.index());
  return without_implied(nodes);
}

}  // namespace

TEST_CASE("a forcing step on the solver's path concludes all that its branches reach alike", "[rating]") {
  const std::map<Technique, ChainFamily> families{{technique("forcing-chains"), ChainFamily::Multiple},
                                                  {technique("dynamic-forcing-chains"), ChainFamily::Dynamic},
                                                  {technique("nested-forcing-chains"), ChainFamily::Nested}};
  std::vector<std::string> puzzles = read_lines(fixture("hardest.txt"));
  for (const std::string& line : read_lines(project_data("technique_examples.txt")))
    if (line.find('\t') != std::string::npos && line.find('\t', line.find('\t') + 1) == std::string::npos)
      puzzles.push_back(line.substr(line.find('\t') + 1, 81));
  int forcing = 0, several = 0;
  for (const std::string& puzzle : puzzles) {
    Grid g = *parse_puzzle(puzzle);
    const auto solved = unique_solution(g);
    REQUIRE(solved.ok());
    const std::array<uint8_t, kCells> solution = solved->first;
    for (int guard = 0; guard < kCells * kDigits && !g.is_complete(); ++guard) {
      const std::optional<Step> step = next_step(g, {.explain = explain_step});
      REQUIRE(step);
      if (const auto family = families.find(step->technique); family != families.end()) {
        INFO(puzzle << ": " << step->text);
        ++forcing;
        // Sound: every placement is the solution's digit, no removal is.
        for (const Candidate& p : step->placements) CHECK(solution[p.cell] == p.digit);
        for (const Candidate& e : step->eliminations) CHECK(solution[e.cell] != e.digit);
        // Exactly what one proof of the family's listing (one hint for each
        // conclusion) concludes: the same branches, every conclusion of theirs.
        std::map<std::tuple<int, int, int>, std::set<int>> by_proof;
        for (const ChainHint& h : chain_hints(g, family->second, step_solver()))
          by_proof[{static_cast<int>(h.proof), h.premise.index(), h.house}].insert(h.conclusion.index());
        const std::set<int> concluded = conclusions_of(*step);
        CHECK(std::any_of(by_proof.begin(), by_proof.end(),
                          [&](const auto& p) { return without_implied(p.second) == concluded; }));
        // Drawn and said: each conclusion ends a link (but a contradiction's,
        // its premise), and the words name its cell.
        for (const int n : concluded) {
          const Node node = Node::at(n);
          auto at_node = [&](const Candidate& c) { return c.cell == node.cell && c.digit == node.digit; };
          const bool premise =
              std::any_of(step->candidates.begin(), step->candidates.end(),
                          [&](const CandidateMark& m) { return m.role == Role::Pivot && at_node(m.candidate); });
          CHECK((premise || std::any_of(step->links.begin(), step->links.end(), [&](const Link& l) {
                   return at_node({l.to.cell, l.to.digit});
                 })));
          CHECK(step->text.find(cell_name(node.cell)) != std::string::npos);
        }
        several += concluded.size() > 1;
      }
      apply(g, *step);
    }
  }
  CHECK(forcing > 0);
  CHECK(several > 0);
}

TEST_CASE("a static closure holds exactly what static branches reach on real positions", "[rating]") {
  for (const Grid& g : stuck_positions()) {
    const ChainGrid links(g);
    const StaticClosure closure(links);
    const std::vector<Node> nodes = every_node(g);
    Branch b;
    for (const Node& p : nodes) {
      b.follow(links, p, {.cell_links = true, .dynamic = false, .stop_at_clash = false});
      // (One check per premise: a quarter of a million a position otherwise.)
      bool same = true;
      for (const Node& q : nodes) same = same && closure.reaches(p, q) == b.reached(q.index());
      REQUIRE(same);
      // One digit's links reach a part of it.
      b.follow(links, p, {.cell_links = false, .dynamic = false, .stop_at_clash = false});
      bool within = true;
      for (const Node& q : nodes) within = within && (!b.reached(q.index()) || closure.reaches(p, q));
      REQUIRE(within);
    }
  }
}

TEST_CASE("SE's static chains and cycles: every hint sound, none skipped by the closure", "[rating]") {
  // Where puzzles that need chains stall at levels 1, 2 and 3: hundreds of
  // chains and a few cycles.
  int hints = 0, cycles = 0, x_chains = 0, chains = 0;
  for (const std::string& puzzle : examples({"x-chain", "xy-chain", "continuous-nice-loop", "simple-colours-wrap",
                                             "forcing-chains", "dynamic-forcing-chains", "nested-forcing-chains"}))
    for (const int level : {1, 2, 3}) {
      const auto grid = parse_puzzle(puzzle);
      REQUIRE(grid.ok());
      const Grid g = solve_path(*grid, {.max_level = level}).end;
      const SolutionCount solution = count_solutions(*grid);
      REQUIRE(solution.count == 1);
      const ChainGrid links(g);
      const StaticClosure closure(links);
      const std::vector<UnaryChainHint> found = unary_chain_hints(links, &closure);
      const std::vector<UnaryChainHint> plain = unary_chain_hints(links, nullptr);
      REQUIRE(found.size() == plain.size());
      for (size_t i = 0; i < found.size(); ++i) {
        const UnaryChainHint& h = found[i];
        INFO(puzzle << " level " << level << " hint " << i);
        CHECK(h.difficulty == plain[i].difficulty);
        CHECK(h.complexity == plain[i].complexity);
        CHECK(h.removals == plain[i].removals);
        // No removal is the solution's digit; each is a candidate of the grid.
        for (const Candidate& r : h.removals) {
          CHECK(solution.first[r.cell] != r.digit);
          CHECK(g.candidates(r.cell).has(r.digit));
        }
        if (i > 0) CHECK(found[i - 1].difficulty <= h.difficulty);
      }
      hints += static_cast<int>(found.size());
      for (const UnaryChainHint& h : found) {
        cycles += std::string_view(h.name).find("Cycle") != std::string_view::npos ||
                  std::string_view(h.name) == "Generalized X-Wing";
        // An X-chain rated below the chains with cell links is listed with them
        // (no search is cut short by an easier hint found before).
        x_chains += std::string_view(h.name) == "Forcing X-Chain" && h.difficulty < kChainBase;
        chains += std::string_view(h.name) == "Forcing Chain";
      }
    }
  // Every kind is there to check.
  CHECK(hints > 20);
  CHECK(cycles > 0);
  CHECK(x_chains > 0);
  CHECK(chains > 0);
}

TEST_CASE("the chain families at one position give together the hints each gives alone", "[rating]") {
  const ChainFamily order[] = {ChainFamily::Dynamic, ChainFamily::Nishio, ChainFamily::Multiple, ChainFamily::Nested,
                               ChainFamily::Dynamic};
  for (const Grid& g : stuck_positions()) {
    ChainSearches together(g, step_solver());
    for (const ChainFamily family : order) {
      INFO("family " << static_cast<int>(family));
      CHECK(same_hint(together.easiest(family), easiest_chain(g, family, step_solver())));
    }
  }
}

TEST_CASE("the searches' shortcuts find what plain searches find, hint for hint", "[rating]") {
  // Plain: no branch skipped by the static closure, no count bounded, no
  // branch taken back from the archive.
  // At the stuck positions and at every position along one path to them.
  const std::vector<Grid> positions = stuck_positions_and_path("dynamic-forcing-chains");
  size_t dynamic_hints = 0, off_nishio = 0;
  for (const Grid& g : positions) {
    ChainSearches fast(g, step_solver()), plain(g, step_solver(), true);
    for (const ChainFamily family :
         {ChainFamily::Nishio, ChainFamily::Multiple, ChainFamily::Dynamic, ChainFamily::Nested}) {
      INFO("family " << static_cast<int>(family));
      CHECK(same_hint(fast.easiest(family), plain.easiest(family)));
      const std::vector<ChainHint> a = fast.all(family), b = plain.all(family);
      REQUIRE(a.size() == b.size());
      for (size_t i = 0; i < a.size(); ++i) CHECK(same_hint(a[i], b[i]));
      if (family == ChainFamily::Dynamic) dynamic_hints += a.size();
      if (family == ChainFamily::Nishio)
        off_nishio += std::count_if(a.begin(), a.end(), [](const ChainHint& h) { return !h.premise.on; });
    }
  }
  // Both kinds of branch are compared: hints from on and from off premises.
  CHECK(dynamic_hints > 0);
  CHECK(off_nishio > 0);
}

TEST_CASE("one Nishio: the technique's contradictions are the rating's Nishio hints from candidates on", "[rating]") {
  // At the stuck positions and along a path to one: every hint the rating's
  // family finds from a candidate supposed on (a plain search: every premise
  // followed) is one the technique lists, with the same nodes, and the other
  // way round; the technique's in digit order, then cell order.
  const std::vector<Grid> positions = stuck_positions_and_path("nishio");
  size_t listed = 0;
  for (const Grid& g : positions) {
    std::map<int, int> family_nodes;  // by premise: the hint's nodes
    for (const ChainHint& h : ChainSearches(g, nullptr, true).all(ChainFamily::Nishio))
      if (h.premise.on) family_nodes[h.premise.index()] = h.complexity;
    const std::vector<NishioContradiction> found = nishio_contradictions(g);
    REQUIRE(found.size() == family_nodes.size());
    for (size_t i = 0; i < found.size(); ++i) {
      const Node p = found[i].hint.premise;
      CHECK(family_nodes[p.index()] == found[i].hint.complexity);
      if (i > 0) {
        const Node q = found[i - 1].hint.premise;
        CHECK(std::pair(q.digit, q.cell) < std::pair(p.digit, p.cell));
      }
      // Placed with the premise, in their order, each still a place for the
      // digit, the placements leave the house without the digit and with no
      // place for it.
      CellSet places = g.cells_with_candidate(p.digit), placed;
      auto place = [&](Cell c) {
        CHECK(places.has(c));
        placed.add(c);
        places = places - kPeerSets[c] - placed;
      };
      place(p.cell);
      for (const Candidate& hop : found[i].supposed.placements) {
        CHECK(hop.digit == p.digit);
        place(hop.cell);
      }
      const Contradiction& broken = found[i].supposed.broken;
      REQUIRE(broken.house >= 0);
      CHECK((broken.cell == -1 && broken.digit == p.digit));
      CHECK(((places | placed) & kHouseSets[broken.house]).empty());
    }
    listed += found.size();
    // At most so many: the first ones.
    if (found.size() > 1)
      CHECK(nishio_contradictions(g, 1).front().hint.premise.index() == found[0].hint.premise.index());
  }
  CHECK(listed > 0);
}

namespace {

// Whether the candidate is a single of g: its cell's last candidate, or its
// digit's last place in one of its houses.
bool is_single(const Grid& g, Candidate x) {
  if (!g.has_candidate(x.cell, x.digit)) return false;
  if (g.candidates(x.cell) == DigitSet::single(x.digit)) return true;
  for (House h : houses_of(x.cell))
    if ((kHouseSets[h] & g.cells_with_candidate(x.digit)).single()) return true;
  return false;
}

}  // namespace

TEST_CASE("trial and error's supposition: singles break the grid where the exact solver says, as the step shows",
          "[rating]") {
  // Positions with no single left (a solver's, at level 4): the branch follows
  // what the exact solver's propagation follows. Each placement, made in its
  // order, is a single of the grid so far; once all are made, the cell or
  // house the contradiction names has nothing left.
  std::vector<Grid> positions = stuck_positions_and_path("nishio");
  for (const Grid& g : stuck_examples({"trial-and-error"}, 3)) positions.push_back(g);
  const auto no_single = [](const Grid& g) { return !next_step(g, {.max_level = 0}); };
  int broken = 0, held = 0;
  for (const Grid& g : positions) {
    if (!no_single(g)) continue;
    const ChainGrid links(g);
    Branch branch;
    for (Cell c : g.empty_cells())
      for (Digit d : g.candidates(c)) {
        const std::optional<SupposedContradiction> x = singles_contradiction(links, branch, {c, d, true});
        REQUIRE(x.has_value() == !singles_survive(g, c, d));
        if (!x) {
          ++held;
          continue;
        }
        ++broken;
        Grid after = g;
        after.place(c, d);
        for (const Candidate& hop : x->placements) {
          CHECK(is_single(after, hop));
          after.place(hop.cell, hop.digit);
        }
        const Contradiction& at = x->broken;
        if (at.cell >= 0)
          CHECK((after.value(at.cell) == 0 && after.candidates(at.cell).empty()));
        else
          CHECK((kHouseSets[at.house] & (after.cells_with_candidate(at.digit) | after.cells_with_value(at.digit)))
                    .empty());
      }
  }
  CHECK(broken > 100);
  CHECK(held > 100);
}

TEST_CASE("trial and error with singles: every candidate they break, and the placements shown lead there", "[rating]") {
  // A puzzle as given holds singles before any supposition: the branch does
  // not take those, the steps that follow them show such trials. Either way
  // the finder lists every candidate singles break (but the solution's), and
  // replaying the placements it shows, each a single, breaks the grid.
  const std::string puzzle = examples({"trial-and-error"}).front();
  const Grid g = *parse_puzzle(puzzle);
  const SolutionCount solution = count_solutions(g, 2);
  REQUIRE(solution.count == 1);
  std::set<std::pair<Cell, Digit>> broken;
  for (Cell c : g.empty_cells())
    for (Digit d : g.candidates(c))
      if (solution.first[c] != d && !singles_survive(g, c, d)) broken.insert({c, d});
  std::set<std::pair<Cell, Digit>> listed;
  for (const Step& step : find_all(technique("trial-and-error"), g)) {
    REQUIRE(step.eliminations.size() == 1);
    const Candidate removed = step.eliminations[0];
    listed.insert({removed.cell, removed.digit});
    Grid after = g;
    after.place(removed.cell, removed.digit);
    for (const Link& l : step.links) {
      REQUIRE(l.kind == LinkKind::Forces);
      const Candidate hop{l.to.cell, l.to.digit};
      CHECK(is_single(after, hop));
      after.place(hop.cell, hop.digit);
    }
    CHECK(find_contradiction(after).has_value());
  }
  CHECK(listed == broken);
  CHECK(broken.size() > 10);
}

TEST_CASE("the solver's forcing chains place a digit first and then take the easiest", "[rating]") {
  int with_hints = 0;
  for (const Grid& g : stuck_positions()) {
    const std::vector<ChainHint> hints = chain_hints(g, ChainFamily::Dynamic, nullptr, ChainOrder::PlacementsFirst);
    const std::vector<Step> steps = find_steps(technique("dynamic-forcing-chains"), g, 1, {});
    if (hints.empty()) {  // a position for nested chains
      CHECK(steps.empty());
      continue;
    }
    ++with_hints;
    for (size_t i = 1; i < hints.size(); ++i) {
      const ChainHint &a = hints[i - 1], &b = hints[i];
      REQUIRE((a.conclusion.on || !b.conclusion.on));
      if (a.conclusion.on == b.conclusion.on)
        REQUIRE((a.rating < b.rating || (a.rating == b.rating && a.complexity <= b.complexity)));
    }
    CHECK(same_hint(easiest_chain(g, ChainFamily::Dynamic, nullptr, 0, 0, ChainOrder::PlacementsFirst), hints.front()));
    // The row's step places a digit whenever some dynamic forcing chain does.
    REQUIRE(steps.size() == 1);
    CHECK(steps.front().placements.empty() == !hints.front().conclusion.on);
  }
  CHECK(with_hints == 2);
}

TEST_CASE("the finder memo's parts never change what a finder finds along a path", "[rating]") {
  // The finders that skip the digits or houses they found nothing in before.
  std::vector<Technique> rows;
  for (int row = 0; row < kTechniqueCount; ++row) {
    const Family f = kTechniques[row].family;
    if (kTechniques[row].find &&
        (f == Family::Fish || f == Family::SingleDigit || f == Family::Subsets || f == Family::Intersections))
      rows.push_back(static_cast<Technique>(row));
  }
  for (const std::string& puzzle : examples({"dynamic-forcing-chains", "als-xy-chain", "continuous-nice-loop"})) {
    Grid g = *parse_puzzle(puzzle);
    StepOptions remembered;
    remembered.memo = std::make_shared<FinderMemo>();
    const StepOptions plain;
    for (int guard = 0; guard < kCells * kDigits && !g.is_complete(); ++guard) {
      for (const Technique t : rows)
        for (const size_t limit : {size_t{1}, SIZE_MAX}) {
          const std::vector<Step> with = find_steps(t, g, limit, remembered), without = find_steps(t, g, limit, plain);
          INFO(info(t).key << " limit " << limit);
          REQUIRE(with.size() == without.size());
          for (size_t k = 0; k < with.size(); ++k) REQUIRE(effect(with[k]) == effect(without[k]));
        }
      const std::optional<Step> step = next_step(g, plain);
      REQUIRE(step);
      apply(g, *step);
    }
  }
}

TEST_CASE("SE's nested level 5 adds to level 4's branches, and only what holds", "[rating]") {
  // forum_hardest_1106's line that needs level 4 (test_rating.cpp): from its
  // start, each candidate of the solution supposed on and followed with
  // level 4's rules and with level 5's. Level 5 is level 4 plus, where the
  // inner dynamic forcing chains find nothing, inner branches that take their
  // own patterns and static chains: it reaches all that level 4 does, more in
  // some branches, and nothing false (a true premise reaches only truths).
  const auto grid = parse_puzzle("......7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4..1...2..5");
  REQUIRE(grid.ok());
  const auto solution = solve_unique(*grid);
  REQUIRE(solution.ok());
  const ChainGrid links(*grid);
  const ChainRules level4{.cell_links = true, .dynamic = true, .nesting = 4, .solver = step_solver()};
  ChainRules level5 = level4;
  level5.nesting = 5;
  Branch four, five;
  int more = 0, premises = 0;
  for (Cell c : grid->empty_cells()) {
    const Digit truth = solution->value(c);
    four.follow(links, {c, truth, true}, level4);
    five.follow(links, {c, truth, true}, level5);
    INFO("r" << row_of(c) + 1 << "c" << col_of(c) + 1 << "=" << truth);
    REQUIRE_FALSE(four.contradiction());
    REQUIRE_FALSE(five.contradiction());
    int extra = 0;
    for (Digit d = 1; d <= kDigits; ++d)
      for (const bool on : {false, true}) {
        CHECK((four.nodes(d, on) - five.nodes(d, on)).empty());
        extra += (five.nodes(d, on) - four.nodes(d, on)).size();
        for (Cell x : five.nodes(d, on)) CHECK((solution->value(x) == d) == on);
      }
    more += extra > 0;
    ++premises;
  }
  INFO(more << " of " << premises << " branches reach more at level 5");
  CHECK(more > 0);
}
