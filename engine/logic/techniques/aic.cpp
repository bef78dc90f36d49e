// Alternating inference chains (AICs) and nice loops, with grouped nodes, over
// the candidate link graph (candidate_links.hpp).
//
// A chain follows implications from a premise: from a false node a strong link
// makes its partner true, from a true node a weak link makes its partner false,
// and the links alternate. The alternating search (alternating_chains.hpp)
// from every candidate premise finds the shortest chain to every state;
// what the chain proves depends on where it ends (HoDoKu's definitions):
//
//   premise p false, a chain reaching q true (p or q is then true):
//     q is p                     discontinuous nice loop: p is true (the other
//                                candidates of its cell go)
//     q weakly linked to p       continuous nice loop: closed by the weak link
//                                q-p, every weak link of the loop holds exactly
//                                one true end; the candidates that see both
//                                ends of one go, and the other candidates of a
//                                cell whose two candidates are linked
//     otherwise                  AIC: what sees both p and q goes (type 1: same
//                                digit; type 2: different digits in cells that
//                                see each other)
//   premise p true, a chain reaching p false, or another candidate of p's cell
//   true: discontinuous nice loop, p goes.
//
// One step per distinct effect, from the shortest chain that makes it. Chains
// have at most kMaxLinks links.
#include <algorithm>
#include <map>

#include "logic/alternating_chains.hpp"
#include "logic/candidate_links.hpp"
#include "logic/finders.hpp"
#include "logic/node.hpp"

namespace pencilmark {
namespace {

constexpr int kMaxLinks = 20;
// The longest chain with ALS penalties.
constexpr int kMaxCost = 40;

enum class Shape : uint8_t { Continuous, Discontinuous, Aic };
constexpr std::array kShapes{Shape::Continuous, Shape::Discontinuous, Shape::Aic};

using State = uint16_t;  // a state (logic/node.hpp: chain_state)

// Candidates by digit: bit c of by_digit[d - 1] for (c, d).
struct CandidateSet {
  std::array<CellSet, kDigits> by_digit{};
  bool empty() const {
    for (const CellSet& s : by_digit)
      if (!s.empty()) return false;
    return true;
  }
  std::array<uint32_t, 3 * kDigits> key() const {
    std::array<uint32_t, 3 * kDigits> k{};
    for (int d = 0; d < kDigits; ++d)
      for (int b = 0; b < 3; ++b) k[3 * d + b] = by_digit[d].band(b);
    return k;
  }
};

struct FoundChain {
  std::vector<State> states;  // premise first
  CandidateSet removed;
  bool closed;  // a continuous loop: a weak link from the last node back to the premise
  int length;   // its links, with the ALS penalties
};

class ChainSearch {
 public:
  // One search finds the chains of every shape: they differ only in how they
  // end. shortest_only: only each shape's shortest chains are wanted (the
  // graded path asks for one step), so once a shape has one, no longer chain
  // is kept for it, nor followed once no shape wants it.
  ChainSearch(const CandidateLinks& links, bool shortest_only)
      : links_(links), grid_(links.grid()), shortest_only_(shortest_only), search_(links, kMaxCost) {
    shortest_.fill(kMaxCost + 1);
  }

  void run() {
    for (Cell c : grid_.empty_cells())
      for (Digit d : grid_.candidates(c)) premise(CandidateLinks::candidate_node(c, d));
    // A discontinuous loop's candidate x may link to two nodes that are not
    // candidates (HoDoKu's loops start in a candidate, then take any link):
    // when the search has ALS nodes (every step asked for), groups are premises
    // too, when they see a candidate no loop removes yet (ALS nodes are not:
    // there are thousands, each a whole search).
    // Those premises end discontinuous loops only (see ends).
    if (links_.als_count() == 0) return;
    for (LinkNode n = CandidateLinks::kCandidateNodes; n < links_.size() && !links_.is_als(n); ++n) {
      const Digit d = links_.digit(n);
      bool open = false;
      for (Cell c : links_.seen(n) & grid_.cells_with_candidate(d))
        open = open || shortest_[CandidateLinks::candidate_node(c, d)] > kMaxCost;
      if (open) premise(n);
    }
  }

  // The chains kept of a shape, shortest first.
  std::vector<FoundChain> chains(Shape shape) {
    std::vector<FoundChain>& found = found_[static_cast<size_t>(shape)];
    stable_sort_by(found, [](const FoundChain& f) { return static_cast<uint32_t>(f.length); });
    return std::move(found);
  }

 private:
  // The shortest chains from p false to every state, by length with the ALS
  // penalties: each state, once final, ends chains.
  void premise(LinkNode p) {
    if (!links_.has_strong(p)) return;
    premise_kills_ = kills(p);
    search_.run(p, kMaxLinks, longest_, [&](int at) {
      ends(at);
      return Next::Extend;
    });
  }

  // What the chain ending in state to proves, for each shape in turn.
  void ends(int to) {
    if (!state_on(to)) return;
    const LinkNode m = state_node(to);
    const LinkNode p = search_.premise();
    const int links = search_.depth(to);
    const int length = search_.cost(to);
    const bool group_premise = CandidateLinks::is_group(p);
    constexpr auto kContinuous = static_cast<size_t>(Shape::Continuous);
    constexpr auto kAic = static_cast<size_t>(Shape::Aic);
    // Continuous: a loop has four links at least (the closing one included): a
    // strong link alone is also weak. (A chain longer than the shape wants is
    // not kept: its removals need not be worked out.)
    if (!group_premise && m != p && links >= 3 && length <= bound_[kContinuous] && links_.weakly_linked(m, p))
      record(Shape::Continuous, to, -1, loop_removals(to), true);
    // Discontinuous.
    if (m == p) {
      if (group_premise) return;
      // p false makes p true: p is true, the other candidates of its cell go.
      CandidateSet removed;
      const Cell c = links_.cell(p);
      for (Digit d : grid_.candidates(c) - DigitSet::single(links_.digit(p))) removed.by_digit[d - 1].add(c);
      record(Shape::Discontinuous, to, -1, removed, false);
      return;
    }
    // p or m is true: a candidate x that would make both false is false, by
    // the loop x true, p false, ..., m true, x false. What sees both, digit by
    // digit (p's and m's, in order): a CandidateSet only when it holds two
    // candidates, which most ends' do not.
    const Kills& pk = premise_kills_;
    const Kills mk = kills(m);
    const Digit dp = pk.digit, dm = mk.digit;
    const CellSet first = seeing_both(pk, mk, dp);
    const CellSet second = dm == dp ? CellSet{} : seeing_both(pk, mk, dm);
    for (const auto& [d, cells] :
         {std::pair{std::min(dp, dm), dm < dp ? second : first}, std::pair{std::max(dp, dm), dm < dp ? first : second}})
      for (Cell c : cells) {
        const LinkNode x = CandidateLinks::candidate_node(c, d);
        if (shortest_[x] <= length || search_.holds(to, x)) continue;
        shortest_[x] = static_cast<int16_t>(length);
        CandidateSet removed;
        removed.by_digit[d - 1].add(c);
        record(Shape::Discontinuous, to, x, removed, false);
      }
    // AIC: as HoDoKu's, it ends in a candidate or a group, not in an ALS. Ends
    // that are weakly linked close a loop, which removes more; HoDoKu reports
    // the chain too. One removal is a discontinuous loop's, so an AIC removes
    // two at least, as HoDoKu's do.
    if (length <= bound_[kAic] && links >= 3 && m > p && !group_premise && !links_.is_als(m)) {
      if (first.several() || second.several() || (!first.empty() && !second.empty())) {
        CandidateSet removed;
        removed.by_digit[dp - 1] = first;
        if (dm != dp) removed.by_digit[dm - 1] = second;
        record(Shape::Aic, to, -1, removed, false);
      }
    }
  }

  // The chain's states from the premise to end; with a candidate x, the
  // discontinuous loop from x true through them back to x false.
  std::vector<State> path_to(int end, LinkNode x) const {
    std::vector<State> states;
    if (x >= 0) states.push_back(static_cast<State>(chain_state(x, false)));
    for (int s = end; s >= 0; s = search_.parent(s)) states.push_back(static_cast<State>(s));
    if (x >= 0) states.push_back(static_cast<State>(chain_state(x, true)));
    std::reverse(states.begin(), states.end());
    return states;
  }

  // What a node true makes false, as ends() reads it at every state: its
  // digit where it sees, and a candidate's own cell (for its other digits).
  struct Kills {
    Digit digit;
    CellSet seen;
    CellSet cell;  // a group's: none
    CellSet of(Digit x) const { return x == digit ? seen : cell; }
  };
  Kills kills(LinkNode n) const {
    return {links_.digit(n), links_.seen(n), CandidateLinks::is_group(n) ? CellSet{} : links_.cells(n)};
  }

  // The candidates of digit x (one of theirs) that, if true, would make both
  // a and b false.
  CellSet seeing_both(const Kills& a, const Kills& b, Digit x) const {
    return a.of(x) & b.of(x) & grid_.cells_with_candidate(x);
  }

  // What a weak link between a and b removes once it is also strong: as HoDoKu
  // does, nothing in the loop's cells but the other candidates of a linked cell.
  void weak_link_removals(LinkNode a, LinkNode b, CellSet loop, CandidateSet& out) const {
    const Digit da = links_.digit(a), db = links_.digit(b);
    if (da == db) {
      out.by_digit[da - 1] |= links_.seen(a) & links_.seen(b) & (grid_.cells_with_candidate(da) - loop);
      return;
    }
    const Cell c = links_.cell(a);
    for (Digit x : grid_.candidates(c) - DigitSet::single(da) - DigitSet::single(db)) out.by_digit[x - 1].add(c);
  }

  // A loop goes through an ALS by a strong link from its digit x (false) to its
  // digit z (true); closed, exactly one of x and z is in the set, which is then
  // locked in its other digits: they go from the cells outside that see all
  // their places in the set (in the loop's cells too, as HoDoKu's).
  void als_removals(LinkNode x, LinkNode z, CandidateSet& out) const {
    const Als& als = links_.als_of(z);
    for (Digit d : als.digits - DigitSet::single(links_.digit(x)) - DigitSet::single(links_.digit(z)))
      out.by_digit[d - 1] |= als.sees[d - 1] & grid_.cells_with_candidate(d);
  }

  // A loop through a forced exit: the ALS node x and the candidate (c, y),
  // exactly one true. The set lacks x (and holds every other digit) or c holds
  // a digit z of the others, E, that c sees in all its places in the set (and
  // the set lacks z, holding the rest). So the digits of the set but x and E
  // are in it, and each z of E is in it or in c: they go from the cells that
  // see all their places (for z, with c).
  void forced_exit_removals(LinkNode x, LinkNode forced, CandidateSet& out) const {
    const Als& als = links_.als_of(x);
    const Cell c = links_.cell(forced);
    const DigitSet exits = grid_.candidates(c) - DigitSet::single(links_.digit(forced));
    for (Digit d : als.digits - DigitSet::single(links_.digit(x))) {
      CellSet seeing = als.sees[d - 1] & grid_.cells_with_candidate(d);
      if (exits.has(d)) seeing &= kPeerSets[c];
      out.by_digit[d - 1] |= seeing;
    }
  }

  // A continuous loop ending in state end: the removals of its weak links,
  // the closing one (end back to the premise) included.
  CandidateSet loop_removals(int end) const {
    CandidateSet out;
    CellSet loop;
    for (int s = end; s >= 0; s = search_.parent(s)) loop |= links_.cells(state_node(s));
    weak_link_removals(state_node(end), search_.premise(), loop, out);
    for (int s = end; search_.parent(s) >= 0; s = search_.parent(s)) {
      const LinkNode n = state_node(s), from = state_node(search_.parent(s));
      if (!state_on(s))
        weak_link_removals(from, n, loop, out);
      else if (links_.is_als(n) && links_.is_als(from))
        als_removals(from, n, out);
      else if (links_.is_forced_exit(from, n))
        links_.is_als(from) ? forced_exit_removals(from, n, out) : forced_exit_removals(n, from, out);
    }
    return out;
  }

  // Keeps the chain ending in state end (through x, as path_to) when it
  // removes something and is the shortest yet for its effect.
  void record(Shape shape, int end, LinkNode x, const CandidateSet& removed, bool closed) {
    if (removed.empty()) return;
    const auto k = static_cast<size_t>(shape);
    const int length = search_.cost(end) + (x >= 0 ? 2 : 0);
    if (length > bound_[k]) return;
    if (shortest_only_) {
      bound_[k] = length;
      longest_ = std::max({bound_[0], bound_[1], bound_[2]});
    }
    std::vector<FoundChain>& found = found_[k];
    const auto [it, fresh] = best_[k].try_emplace(removed.key(), found.size());
    if (fresh)
      found.push_back({path_to(end, x), removed, closed, length});
    else if (found[it->second].length > length)
      found[it->second] = {path_to(end, x), removed, closed, length};
  }

  const CandidateLinks& links_;
  const Grid& grid_;
  bool shortest_only_;
  std::array<int, kShapes.size()> bound_{kMaxCost, kMaxCost, kMaxCost};  // by shape: the longest chain still wanted
  int longest_ = kMaxCost;                                               // the longest of them: the search's bound
  Kills premise_kills_{};                                                // what the search's premise, true, makes false
  std::array<int16_t, CandidateLinks::kCandidateNodes> shortest_;  // by candidate: its shortest discontinuous loop yet
  AlternatingSearch<CandidateLinks> search_;
  std::array<std::map<std::array<uint32_t, 3 * kDigits>, size_t>, kShapes.size()> best_;  // by shape and effect
  std::array<std::vector<FoundChain>, kShapes.size()> found_;
};

// The node's candidates, marked with a role at a stage.
void mark_node(Step& step, const CandidateLinks& links, LinkNode n, Role role, int stage) {
  for (Cell c : links.cells(n)) step.mark_candidate(c, links.digit(n), role, stage);
}

Step chain_step(const CandidateLinks& links, const FoundChain& chain, Technique id) {
  Step step{id};
  step.chain = true;
  for (State s : chain.states) {
    const LinkNode n = state_node(s);
    step.digits.add(links.digit(n));
    if (links.is_als(n)) {
      // An ALS node: the whole set's candidates.
      for (Cell c : links.als_of(n).cells)
        for (Digit d : links.grid().candidates(c)) step.mark_candidate(c, d, Role::Group, kStagePattern);
    } else if (CandidateLinks::is_group(n)) {
      mark_node(step, links, n, Role::Group, kStagePattern);
    }
  }
  const LinkNode premise = state_node(chain.states.front());
  mark_node(step, links, premise, state_on(chain.states.front()) ? Role::ChainOn : Role::ChainOff, kStagePattern);
  auto hop = [&](LinkNode from, int to) {
    const LinkNode n = state_node(to);
    step.add_link({links.cell(from), links.digit(from)}, {links.cell(n), links.digit(n)},
                  state_on(to) ? LinkKind::Strong : LinkKind::Weak, links.cells(from), links.cells(n));
    mark_node(step, links, n, state_on(to) ? Role::ChainOn : Role::ChainOff, step.links.back().stage);
  };
  for (size_t i = 1; i < chain.states.size(); ++i) hop(state_node(chain.states[i - 1]), chain.states[i]);
  if (chain.closed) hop(state_node(chain.states.back()), chain_state(premise, false));
  for (Digit d = 1; d <= kDigits; ++d)
    for (Cell c : chain.removed.by_digit[d - 1]) step.eliminations.push_back({c, d});
  sort_candidates(step.eliminations);
  mark_effect(step);
  return step;
}

// The chains of every shape at a grid. Asked for every chain (find), one
// search over candidates, groups and ALS nodes (and the box links of crossing
// groups, and discontinuous loops from group premises). Asked for one (the graded
// path), the shortest of each shape over candidates and groups only, kept in
// the memo for the next shape's finder: ALS nodes cost the search much of its
// time, and the ALS rows that follow find what goes through one set or a few.
struct ChainsFound {
  Grid grid;  // a copy: the links read it
  CandidateLinks links;
  std::array<std::vector<FoundChain>, kShapes.size()> by_shape;

  ChainsFound(const Grid& g, bool every)
      : grid(g), links(grid, true, every ? CandidateLinks::kMaxChainAlsCells : 0, every) {
    ChainSearch search(links, !every);
    search.run();
    for (Shape shape : kShapes) by_shape[static_cast<size_t>(shape)] = search.chains(shape);
  }
  explicit ChainsFound(const Grid& g) : ChainsFound(g, false) {}  // the memo's: the shortest only
  ChainsFound(const ChainsFound&) = delete;
};

void find_chains(const Grid& grid, StepList& out, Shape shape, Technique id) {
  const bool every = out.limit() > 1;
  const auto found =
      every ? std::make_shared<const ChainsFound>(grid, true) : shared_work<ChainsFound>(grid, out.options().memo);
  for (const FoundChain& chain : found->by_shape[static_cast<size_t>(shape)]) {
    if (out.full()) return;
    out.add(chain_step(found->links, chain, id));
  }
}

}  // namespace

void find_continuous_nice_loops(const Grid& grid, StepList& out) {
  find_chains(grid, out, Shape::Continuous, technique("continuous-nice-loop"));
}

void find_discontinuous_nice_loops(const Grid& grid, StepList& out) {
  find_chains(grid, out, Shape::Discontinuous, technique("discontinuous-nice-loop"));
}

void find_aics(const Grid& grid, StepList& out) { find_chains(grid, out, Shape::Aic, technique("aic")); }

}  // namespace pencilmark
