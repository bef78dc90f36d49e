#include "logic/chain_families.hpp"

#include <algorithm>
#include <array>
#include <memory>

#include "logic/finders.hpp"
#include "logic/technique.hpp"
#include "logic/templates.hpp"

namespace pencilmark {
namespace {

using Proof = ChainHint::Proof;

bool easier(double rating, int complexity, const ChainHint& than) {
  return rating < than.rating || (rating == than.rating && complexity < than.complexity);
}
// Whether hint a comes before b in this order.
bool before(const ChainHint& a, const ChainHint& b, ChainOrder order) {
  if (order == ChainOrder::PlacementsFirst && a.conclusion.on != b.conclusion.on) return a.conclusion.on;
  return easier(a.rating, a.complexity, b);
}

// The hints a search offers: the easiest, and all of them when asked.
class Easiest {
 public:
  // bounded: a search may skip what cannot come before the best (limit(),
  // open_above()); a plain search (ChainSearches' plain) does not.
  explicit Easiest(double enough, ChainOrder order, bool keep_all = false, bool bounded = true)
      : enough_(enough), order_(order), keep_all_(keep_all), bounded_(bounded) {}
  void offer(ChainHint hint) {
    hint.rules.closure = nullptr;  // the search's own: a step follows the hint again after it is gone
    if (!best_ || before(hint, *best_, order_)) {
      best_ = hint;
      ++bests_;
    }
    if (keep_all_) all_.push_back(hint);
  }
  const std::optional<ChainHint>& best() const { return best_; }
  bool done() const {
    return !keep_all_ && best_ && best_->rating <= enough_ && (order_ == ChainOrder::Easiest || best_->conclusion.on);
  }
  // Nodes a hint of this base, placing a digit or not, can have and still come
  // before the best.
  int limit(double base, bool places) {
    if (keep_all_ || !bounded_ || !best_) return kNodes;
    if (order_ == ChainOrder::PlacementsFirst && places != best_->conclusion.on) return places ? kNodes : 0;
    // Worked out once for each best and base: searches ask at every conclusion.
    if (limit_base_ != base || limit_of_ != bests_) {
      int nodes = 1;
      while (nodes < kNodes && easier(rate_chain(base, nodes + 1), nodes + 1, *best_)) ++nodes;
      limit_base_ = base;
      limit_of_ = bests_;
      limit_ = nodes;
    }
    return limit_;
  }
  // Whether a hint rated `rating` or more can still come before the best (or
  // be listed: every hint is, when all are kept).
  bool open_above(double rating) const {
    return keep_all_ || !bounded_ || !best_ || (order_ == ChainOrder::PlacementsFirst && !best_->conclusion.on) ||
           best_->rating >= rating;
  }
  std::vector<ChainHint>& all() { return all_; }

 private:
  double enough_;
  ChainOrder order_;
  bool keep_all_, bounded_;
  std::optional<ChainHint> best_;
  std::vector<ChainHint> all_;
  int bests_ = 0;  // how many times the best changed
  double limit_base_ = -1;
  int limit_of_ = -1, limit_ = 0;  // limit(limit_base_) for the limit_of_-th best
};

// A conclusion worth having: it removes something from the grid.
bool worth(const Grid& grid, Node conclusion) {
  return conclusion.on ? grid.candidates(conclusion.cell).size() > 1
                       : grid.has_candidate(conclusion.cell, conclusion.digit);
}

// The empty cells from `from` on, then those before it: a rater that took a
// hint at `from` finds the next one sooner there (the cells before it had none).
std::array<CellSet, 2> empty_cells_from(const Grid& grid, Cell from) {
  CellSet later;
  for (Cell c = from; c < kCells; ++c) later.add(c);
  return {grid.empty_cells() & later, grid.empty_cells() - later};
}

}  // namespace

// What a grid's searches build alike, each once: the static links, their
// closure, the branches. The closure is the links' with cell links: a branch
// of one digit's links reaches a part of it, so it also serves those (one
// closure costs more than the few branches the narrower one would save).
struct ChainSearches::Shared {
  Shared(const Grid& grid, const SubSolver* sub_solver, bool plain_search, NestedMemo* nested_memo)
      : links(grid), plain(plain_search), solver(sub_solver), memo(plain_search ? nullptr : nested_memo) {}
  const StaticClosure& closure() {
    if (!closed) closed = std::make_unique<const StaticClosure>(links);
    return *closed;
  }
  // Not zeroed: a branch sets what it reads. The last one is a search's scratch.
  std::array<Branch, kDigits + 1>& branches() {
    if (!followed) followed.reset(new std::array<Branch, kDigits + 1>);
    return *followed;
  }
  ChainGrid links;
  bool plain;  // every branch followed and counted in full (ChainSearches)
  std::unique_ptr<const StaticClosure> closed;
  std::unique_ptr<std::array<Branch, kDigits + 1>> followed;
  const SubSolver* solver;  // for the nested families' patterns (ChainRules::solver)
  NestedMemo* memo;         // and what they found by grid (ChainRules::memo; none in a plain search)
};

namespace {

using Shared = ChainSearches::Shared;

// A supposition that breaks the grid, its nodes counted: its negation holds.
ChainHint contradiction_hint(Node premise, ChainRules rules, double base, int nodes) {
  return {rate_chain(base, nodes), nodes, Proof::Contradiction, rules, premise, -1, premise.conjugate()};
}

// The same offered, if the branch from it clashes.
void contradiction(Node premise, ChainRules rules, double base, Easiest& easiest, Branch& branch) {
  if (!branch.contradiction()) return;
  const int limit = easiest.limit(base, !premise.on);
  const int nodes = branch.clash_nodes(limit);
  if (nodes > limit) return;  // cannot come before the best
  easiest.offer(contradiction_hint(premise, rules, base, nodes));
}

// The Nishio, the rating's family and the technique alike: a dynamic branch
// of one digit's links (a candidate on puts its digit off in its houses; a
// house left one place puts it on) that breaks the grid.
constexpr ChainRules kNishioRules{.cell_links = false, .dynamic = true};

// Every inference of such a branch holds in each template of its digit that
// holds its premise (templates.hpp): a premise some template holds cannot end
// in a contradiction, and is not followed (a plain search follows it). So a
// candidate on is followed only where no template holds it, and off only
// where every template does, which needs its digit's other places in its
// houses to be in none. By digit, the places some template holds.
std::array<CellSet, kDigits> templated_places(const Grid& grid) {
  std::array<CellSet, kDigits> held;
  for (Digit d = 1; d <= kDigits; ++d) held[d - 1] = grid.cells_with_candidate(d) - untemplated(grid, d);
  return held;
}

// As SE's Nishio: from each candidate on and off, in cells of two candidates or more.
PENCILMARK_SMALL void nishio(Shared& shared, Easiest& easiest, Cell from) {
  const ChainGrid& links = shared.links;
  const Grid& grid = links.grid();
  Branch& branch = shared.branches()[kDigits];
  const std::array<CellSet, kDigits> held = shared.plain ? std::array<CellSet, kDigits>{} : templated_places(grid);
  for (const CellSet part : empty_cells_from(grid, from))
    for (Cell c : part) {
      if (grid.candidates(c).size() < 2) continue;
      if (easiest.done()) return;
      for (Digit d : grid.candidates(c))
        for (const bool on : {true, false}) {
          if (on ? held[d - 1].has(c) : !(held[d - 1] & kPeerSets[c]).empty()) continue;
          branch.follow(links, {c, d, on}, kNishioRules);
          contradiction({c, d, on}, kNishioRules, kNishioBase, easiest, branch);
        }
    }
}

// Conclusions every branch reaches: one hint each, its nodes summed over the
// branches, a nested chain behind several of them counted once (as SE does).
void forcing(const Grid& grid, const Reach& common, const std::vector<const Branch*>& branches, Proof proof,
             Node premise, House house, ChainRules rules, double base, Easiest& easiest) {
  std::vector<uint64_t> counted;  // the nested chains counted for a conclusion
  for (Digit d = 1; d <= kDigits; ++d)
    for (const bool on : {false, true})
      for (Cell c : common.nodes[(d - 1) * 2 + on]) {
        const Node conclusion{c, d, on};
        if (!worth(grid, conclusion)) continue;
        const int limit = easiest.limit(base, on);
        int nodes = 0;
        counted.clear();
        for (const Branch* b : branches)
          if ((nodes += b->ancestors({conclusion.index()}, limit - nodes + 1, &counted)) > limit) break;
        if (nodes > limit) continue;
        easiest.offer({rate_chain(base, nodes), nodes, proof, rules, premise, house, conclusion});
      }
}

// level: 0 dynamic (8.5) or static (8.0) alone; 1-5: SE's nested level (9.0-11.0).
// Cells are taken from `from` on, round to it (empty_cells_from).
void multiple(Shared& shared, bool dynamic, Easiest& easiest, int level = 0, Cell from = 0) {
  const ChainGrid& links = shared.links;
  const Grid& grid = links.grid();
  const ChainRules rules{.cell_links = true,
                         .dynamic = dynamic,
                         .nesting = static_cast<uint8_t>(level),
                         .every_branch = shared.plain,
                         .solver = shared.solver,
                         .memo = shared.memo,
                         .closure = level >= 2 && !shared.plain ? &shared.closure() : nullptr};
  const double base = level >= 5   ? kNestedDeepBase
                      : level >= 4 ? kNestedDynamicBase
                      : level >= 3 ? kNestedForcingBase
                      : level >= 2 ? kNestedStaticBase
                      : level >= 1 ? kNestedBase
                      : dynamic    ? kDynamicBase
                                   : kMultipleBase;
  // Each candidate's on branch, followed once; the branches themselves (a few
  // KB each) are followed again only for the forcing they prove, to count nodes.
  // Slots in the order followed: most calls follow a few dozen candidates.
  std::vector<Reach> reach;
  reach.reserve(64);
  std::array<int16_t, kCells * kDigits> slot;
  slot.fill(-1);
  std::array<Branch, kDigits + 1>* const branches = &shared.branches();
  Branch& scratch = (*branches)[kDigits];
  // Each on branch's inferences are kept (slot k's in archive branch k), so
  // that counting nodes takes them back instead of following the branch again
  // (a nested branch's again searches its patterns and inner chains).
  Branch::Archive archive;
  auto on_reach = [&](Cell c, Digit d) -> const Reach& {
    const int k = c * kDigits + d - 1;
    if (slot[k] < 0) {
      scratch.follow(links, {c, d, true}, rules);
      slot[k] = static_cast<int16_t>(reach.size());
      reach.push_back(Reach::of(scratch));
      if (!shared.plain) scratch.keep(archive);
      if (dynamic) contradiction({c, d, true}, rules, base, easiest, scratch);
    }
    return reach[slot[k]];
  };
  // The on branch of (c, d), whose reach is known, in branch (a plain search follows it again).
  auto on_branch = [&](Branch& branch, Cell c, Digit d) {
    if (shared.plain)
      branch.follow(links, {c, d, true}, rules);
    else
      branch.restore(links, archive, slot[c * kDigits + d - 1]);
  };
  // Takes the suppositions' branches back and offers what they all reach.
  std::vector<const Branch*> followed;
  auto prove = [&](const Reach& common, const std::vector<Cell>& cells, const std::vector<Digit>& digits, Proof proof,
                   House house) {
    followed.clear();
    for (size_t i = 0; i < cells.size(); ++i) {
      on_branch((*branches)[i], cells[i], digits[i]);
      followed.push_back(&(*branches)[i]);
    }
    forcing(grid, common, followed, proof, {cells[0], digits[0], true}, house, rules, base, easiest);
  };
  // Static branches reach nothing outside their closure: a cell or a house
  // whose closures share nothing worth concluding is not followed.
  const StaticClosure* const closure = dynamic || shared.plain ? nullptr : &shared.closure();
  std::vector<Cell> cells;
  std::vector<Digit> digits_of;
  for (const CellSet part : empty_cells_from(grid, from))
    for (Cell c : part) {
      const DigitSet digits = grid.candidates(c);
      if (digits.size() < (dynamic ? 2 : 3)) continue;  // as SE: static multiple chains start in cells of three
      if (easiest.done()) return;
      for (Digit d : digits) {
        if (easiest.done()) return;
        if (dynamic) {
          const Reach on = on_reach(c, d);
          scratch.follow(links, {c, d, false}, rules);
          contradiction({c, d, false}, rules, base, easiest, scratch);
          if (digits.size() >= 3) {  // as SE: a bivalue cell's both ways is its cell forcing
            Reach both = Reach::of(scratch);
            both.keep(on);
            if (!both.empty()) {
              on_branch((*branches)[0], c, d);
              forcing(grid, both, {&(*branches)[0], &scratch}, Proof::BothWays, {c, d, true}, -1, rules, base, easiest);
            }
          }
        }
        // Region forcing, from the house's first place of the digit.
        for (House h : kBoxRowCol[c]) {
          const CellSet places = kHouseSets[h] & grid.cells_with_candidate(d);
          if (places.size() < 2 || places.first() != c) continue;
          if (closure && !closure->may_force(d, places)) continue;
          Reach region = on_reach(c, d);
          cells.clear();
          for (Cell p : places) {
            if (p != c) region.keep(on_reach(p, d));
            cells.push_back(p);
          }
          if (region.empty()) continue;
          digits_of.assign(cells.size(), d);
          prove(region, cells, digits_of, Proof::RegionForcing, h);
        }
      }
      if (closure && !closure->may_force(c)) continue;
      Reach common = on_reach(c, digits.first());
      for (Digit d : digits) common.keep(on_reach(c, d));
      if (common.empty()) continue;
      cells.assign(static_cast<size_t>(digits.size()), c);
      digits_of.assign(digits.begin(), digits.end());
      prove(common, cells, digits_of, Proof::CellForcing, -1);
    }
}

}  // namespace

ChainSearches::ChainSearches(const Grid& grid, const SubSolver* solver, bool plain, NestedMemo* memo)
    : shared_(std::make_unique<Shared>(grid, solver, plain, memo)) {}
ChainSearches::~ChainSearches() = default;
const ChainGrid& ChainSearches::links() const { return shared_->links; }
const StaticClosure* ChainSearches::closure() { return shared_->plain ? nullptr : &shared_->closure(); }

namespace {

void search(Shared& shared, ChainFamily family, Easiest& easiest, Cell from) {
  switch (family) {
    case ChainFamily::Nishio:
      nishio(shared, easiest, from);
      break;
    case ChainFamily::Multiple:
      multiple(shared, false, easiest, 0, from);
      break;
    case ChainFamily::Dynamic:
      multiple(shared, true, easiest, 0, from);
      break;
    case ChainFamily::Nested:
      multiple(shared, true, easiest, 1, from);
      break;
    case ChainFamily::NestedStatic:
      multiple(shared, true, easiest, 2, from);
      break;
    case ChainFamily::NestedForcing:
      multiple(shared, true, easiest, 3, from);
      break;
    case ChainFamily::NestedDynamic:
      multiple(shared, true, easiest, 4, from);
      break;
    case ChainFamily::NestedDeep:
      multiple(shared, true, easiest, 5, from);
      break;
  }
}

}  // namespace

std::optional<ChainHint> ChainSearches::easiest(ChainFamily family, double enough, Cell from, ChainOrder order) {
  Easiest easiest(enough, order, false, !shared_->plain);
  search(*shared_, family, easiest, from);
  return easiest.best();
}

std::vector<ChainHint> ChainSearches::all(ChainFamily family, ChainOrder order) {
  Easiest all(0, order, true);
  search(*shared_, family, all, 0);
  std::stable_sort(all.all().begin(), all.all().end(),
                   [order](const ChainHint& a, const ChainHint& b) { return before(a, b, order); });
  return std::move(all.all());
}

std::optional<ChainHint> easiest_chain(const Grid& grid, ChainFamily family, const SubSolver* solver, double enough,
                                       Cell from, ChainOrder order) {
  return ChainSearches(grid, solver).easiest(family, enough, from, order);
}

std::vector<ChainHint> chain_hints(const Grid& grid, ChainFamily family, const SubSolver* solver, ChainOrder order) {
  return ChainSearches(grid, solver).all(family, order);
}

namespace {

// Where a followed branch broke the grid, and the placements that stand
// behind it: the node both on and off was put on by its cell's last
// candidate or its house's last place, which the off takes away.
SupposedContradiction supposed_contradiction(const Branch& branch, std::vector<int>& behind) {
  const int clash = branch.clash();
  const Node x = Node::at(clash);
  const House house = branch.cause_house(clash);
  SupposedContradiction found{{}, house >= 0 ? Contradiction{-1, house, x.digit} : Contradiction{x.cell, -1, 0}};
  const std::array<int, 2> both{clash, x.conjugate().index()};
  branch.ancestors_in_order(both, behind);
  for (int n : behind)
    if (const Node hop = Node::at(n); hop.on && n != clash && n != branch.premise().index())
      found.placements.push_back({hop.cell, hop.digit});
  return found;
}

}  // namespace

std::optional<SupposedContradiction> singles_contradiction(const ChainGrid& links, Branch& branch, Node premise) {
  // The Nishio's branch with every digit's links: the singles of every digit.
  branch.follow(links, premise, {.cell_links = true, .dynamic = true});
  if (!branch.contradiction()) return std::nullopt;
  std::vector<int> behind;
  return supposed_contradiction(branch, behind);
}

PENCILMARK_SMALL std::vector<NishioContradiction> nishio_contradictions(const Grid& grid, size_t max_found) {
  const ChainGrid links(grid);
  const std::unique_ptr<Branch> branch(new Branch);  // a few KB, not zeroed: follow() sets what it reads
  std::vector<NishioContradiction> found;
  std::vector<int> behind;
  for (Digit d = 1; d <= kDigits; ++d)
    for (Cell c : untemplated(grid, d)) {
      if (found.size() >= max_found) return found;
      const Node premise{c, d, true};
      branch->follow(links, premise, kNishioRules);
      if (!branch->contradiction()) continue;
      found.push_back({contradiction_hint(premise, kNishioRules, kNishioBase, branch->clash_nodes()),
                       supposed_contradiction(*branch, behind)});
    }
  return found;
}

namespace {

// The suppositions a forcing hint's branches start from: each candidate of the
// cell, each place of the digit in the house, or the candidate both ways; none
// for a contradiction (one supposition, one conclusion).
std::vector<Node> forcing_premises(const Grid& grid, const ChainHint& hint) {
  const Cell c = hint.premise.cell;
  const Digit d = hint.premise.digit;
  std::vector<Node> premises;
  switch (hint.proof) {
    case Proof::Contradiction:
      break;
    case Proof::BothWays:
      premises = {{c, d, true}, {c, d, false}};
      break;
    case Proof::CellForcing:
      for (Digit e : grid.candidates(c)) premises.push_back({c, e, true});
      break;
    case Proof::RegionForcing:
      for (Cell p : kHouseSets[hint.house] & grid.cells_with_candidate(d)) premises.push_back({p, d, true});
      break;
  }
  return premises;
}

// Everything the premises' branches all reach that removes something: the
// hint's own conclusion first, then the other placements, then the other
// removals, less those a placement among them makes anyway (its digit in the
// cells it sees, its cell's other digits).
PENCILMARK_SMALL std::vector<Node> common_conclusions(const ChainGrid& links, const ChainHint& hint,
                                                      const std::vector<Node>& premises, Branch& branch) {
  const Grid& grid = links.grid();
  Reach common;
  for (size_t i = 0; i < premises.size(); ++i) {
    branch.follow(links, premises[i], hint.rules);
    if (i == 0)
      common = Reach::of(branch);
    else
      common.keep(Reach::of(branch));
  }
  std::vector<Node> found{hint.conclusion};
  for (const bool on : {true, false})
    for (Digit d = 1; d <= kDigits; ++d)
      for (Cell c : common.nodes[(d - 1) * 2 + on]) {
        const Node n{c, d, on};
        if (n.index() == hint.conclusion.index() || !worth(grid, n)) continue;
        const bool placed_anyway = !on && std::any_of(found.begin(), found.end(), [&](const Node& p) {
          return p.on && placement_removes({p.cell, p.digit}, {c, d});
        });
        if (!placed_anyway) found.push_back(n);
      }
  return found;
}

}  // namespace

PENCILMARK_SMALL Step chain_step(const Grid& grid, const ChainHint& hint, Technique technique, bool every_conclusion) {
  Step step{technique};
  step.chain = true;
  const ChainGrid links(grid);
  auto branch = std::unique_ptr<Branch>(new Branch);
  const std::vector<Node> premises = forcing_premises(grid, hint);
  const std::vector<Node> concluded = every_conclusion && !premises.empty()
                                          ? common_conclusions(links, hint, premises, *branch)
                                          : std::vector<Node>{hint.conclusion};
  std::vector<int> ends;
  for (const Node& n : concluded) ends.push_back(n.index());
  // Follows one supposition and draws what the conclusions stand on.
  auto draw = [&](Node premise, std::span<const int> to) {
    step.suppose({premise.cell, premise.digit}, premise.on);
    step.digits.add(premise.digit);
    branch->follow(links, premise, hint.rules);
    step.nodes += hint.proof == Proof::Contradiction ? branch->clash_nodes() : branch->ancestors(to);
    const size_t first = step.links.size();
    branch->add_links(to, step);
    if (first < step.links.size()) step.links[first].premise = true;
  };
  if (hint.proof == Proof::Contradiction) {
    branch->follow(links, hint.premise, hint.rules);
    const int clash = branch->clash();
    const std::array<int, 2> both{clash, Node::at(clash).conjugate().index()};
    draw(hint.premise, both);
  } else if (premises.empty()) {
    draw(hint.premise, ends);
  } else {
    if (hint.proof == Proof::CellForcing) step.mark_cell(hint.premise.cell, Role::Pivot);
    if (hint.proof == Proof::RegionForcing) step.mark(hint.house, Role::Region);
    for (const Node& premise : premises) draw(premise, ends);
  }
  for (const Node& n : concluded)
    if (n.on) step.add_placement(grid, n.cell, n.digit);
  for (const Node& n : concluded)
    if (!n.on) step.eliminations.push_back({n.cell, n.digit});
  if (concluded.size() > 1) {
    // Placements may share a removal, or remove a digit from a cell another
    // fills: each removal once, none in a filled cell.
    CellSet filled;
    for (const Candidate& p : step.placements) filled.add(p.cell);
    std::array<CellSet, kDigits> kept{};
    std::erase_if(step.eliminations, [&](const Candidate& e) {
      if (filled.has(e.cell) || kept[e.digit - 1].has(e.cell)) return true;
      kept[e.digit - 1].add(e.cell);
      return false;
    });
  }
  mark_effect(step);
  return step;
}

PENCILMARK_SMALL std::string chain_name(const ChainHint& hint) {
  if (!hint.rules.cell_links) return "Nishio";
  const std::string kind = hint.proof == Proof::Contradiction ? "Contradiction"
                           : hint.proof == Proof::BothWays    ? "Double Implication"
                           : hint.proof == Proof::CellForcing ? "Cell Forcing Chains"
                                                              : "Region Forcing Chains";
  const char* const nested[] = {"Dynamic ",
                                "Nested Dynamic ",
                                "Nested Dynamic (+ Chains) ",
                                "Nested Dynamic (+ Multiple Chains) ",
                                "Nested Dynamic (+ Dynamic Chains) ",
                                "Nested Dynamic (+ Dynamic Chains (+ Chains)) "};
  const char* prefix = hint.rules.dynamic ? nested[hint.rules.nesting] : "";
  return prefix + kind;
}

std::vector<Candidate> chain_eliminations(const Grid& grid, const ChainHint& hint) {
  std::vector<Candidate> out;
  const Node n = hint.conclusion;
  if (!n.on)
    out.push_back({n.cell, n.digit});
  else
    for (Digit e : grid.candidates(n.cell) - DigitSet::single(n.digit)) out.push_back({n.cell, e});
  return out;
}

}  // namespace pencilmark
