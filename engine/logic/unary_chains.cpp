#include "logic/unary_chains.hpp"

#include <algorithm>
#include <array>
#include <bitset>
#include <memory>

#include "core/hash.hpp"
#include "logic/chain_families.hpp"
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

constexpr House kCellLink = -1;

// SE's difficulty of a chain of `nodes` nodes: the base plus its length
// increment added a tenth at a time in double arithmetic, as SE adds them (an X
// forcing chain's 6.6 plus four tenths ties a chain's 7.0 so).
double se_difficulty(double base, int nodes) {
  double added = 0.0;
  for (int tenths = length_increment(nodes); tenths > 0; --tenths) added += 0.1;
  return base + added;
}

class UnarySearch {
 public:
  UnarySearch(const ChainGrid& links, const StaticClosure* closure, bool first_only)
      : links_(links), grid_(links.grid()), closure_(closure), first_only_(first_only) {}

  PENCILMARK_SMALL std::vector<UnaryChainHint> run() {
    for (const auto& [cell_links, house_links] : {std::pair{false, true}, {true, false}, {true, true}}) {
      cell_links_ = cell_links, house_links_ = house_links;
      for (Cell c : grid_.empty_cells()) {
        const int count = grid_.candidates(c).size();
        if (count < 2 || (!house_links && count > 2)) continue;  // as SE: Y-cycles start in cells of two
        for (Digit d : grid_.candidates(c)) {
          cycles({c, d, true});
          if (!house_links) continue;
          forcing_chain({c, d, true});
          forcing_chain({c, d, false});
        }
      }
    }
    // Sorted by difficulty, nodes and kind. SE compares the difficulties as
    // doubles, whose last bits part hints of the same difficulty in tenths (an
    // X-chain's 6.6 and 0.1 is below a cycle's 6.5 and 0.2): each is ranked
    // among the list's own, for a key.
    std::vector<uint32_t> keys;
    for (const UnaryChainHint& h : hints_) {
      uint32_t below = 0;
      for (const UnaryChainHint& other : hints_) below += other.difficulty < h.difficulty;
      keys.push_back(below << 16 | static_cast<uint32_t>(h.complexity) << 3 | static_cast<uint32_t>(h.kind));
    }
    // Of hints with the same removals, the first.
    auto same_removals = [](const UnaryChainHint& a, const UnaryChainHint& b) {
      if (a.removals.size() != b.removals.size()) return false;
      for (const Candidate& r : a.removals)
        if (std::find(b.removals.begin(), b.removals.end(), r) == b.removals.end()) return false;
      return true;
    };
    std::vector<UnaryChainHint> kept;
    for (const uint32_t i : stable_order(keys)) {
      UnaryChainHint& hint = hints_[i];
      if (std::none_of(kept.begin(), kept.end(), [&](const UnaryChainHint& k) { return same_removals(k, hint); }))
        kept.push_back(std::move(hint));
    }
    return kept;
  }

 private:
  struct Reached {
    Node node;
    int parent;  // in tree_; -1 for the premise
    House cause;
    // A cycle's walk: a bit for each off node from the start to here, by a
    // hash of its index. The ancestors are walked only when the bit of the off
    // looked for is set (most are not: the walk was the cycle search's hot loop).
    uint64_t offs_behind = 0;
  };

  // What a node puts on or off, with the cell or house of each inference.
  struct Links {
    struct Link {
      Node node;
      House cause;
    };
    std::array<Link, 28> at;
    int size = 0;
    void add(Node n, House cause) { at[static_cast<size_t>(size++)] = {n, cause}; }
  };

  // An on's offs, in SE's order: the cell's other candidates (cell links),
  // then the digit's other places in the box, the row, the column.
  Links on_to_off(Node n) const {
    Links out;
    if (cell_links_)
      for (Digit d : grid_.candidates(n.cell) - DigitSet::single(n.digit)) out.add({n.cell, d, false}, kCellLink);
    const auto parts = peers_box_row_col(n.cell);
    for (int k = 0; k < 3; ++k)
      for (Cell c : parts[static_cast<size_t>(k)] & grid_.cells_with_candidate(n.digit))
        out.add({c, n.digit, false}, kBoxRowCol[n.cell][static_cast<size_t>(k)]);
    return out;
  }

  // An off's ons: the cell's other candidate if it has two (cell links), the
  // digit's other place in each of the box, row and column that has two (the
  // grid's static links, in that order).
  Links off_to_on(Node n) const {
    Links out;
    for (const ChainGrid::Target* t = links_.begin(n.cell, n.digit); t != links_.end(n.cell, n.digit); ++t)
      if (t->cause == 1 ? cell_links_ : house_links_)
        out.add(Node::at(t->node), t->cause == 1 ? kCellLink : t->cause - 2);
    return out;
  }

  static uint64_t off_bit(Node n) { return uint64_t{1} << ((static_cast<uint32_t>(n.index()) * 0x9E3779B1u) >> 26); }

  bool behind(int i, Node n) const {
    if (!(tree_[static_cast<size_t>(i)].offs_behind & off_bit(n))) return false;
    for (; i >= 0; i = tree_[static_cast<size_t>(i)].parent)
      if (tree_[static_cast<size_t>(i)].node.index() == n.index()) return true;
    return false;
  }

  // A walk's last node and those back from tree_[i] to the premise's successor.
  std::vector<Reached> walk_back(Reached last, int i) const {
    std::vector<Reached> out{last};
    for (; i > 0; i = tree_[static_cast<size_t>(i)].parent) out.push_back(tree_[static_cast<size_t>(i)]);
    return out;
  }

  // A hint's identity: its kind, its premise and its walk's nodes with their causes.
  struct ChainId {
    ChainId(int kind, Node premise) { hash.add(static_cast<uint64_t>(kind) << 16 | premise.index()); }
    void add(Node n, House cause) { hash.add(static_cast<uint64_t>(cause + 1) << 16 | n.index()); }
    Fnv1a hash;
  };
  uint64_t chain_id(int kind, const std::vector<Reached>& walk) const {
    ChainId id(kind, tree_.front().node);
    for (const Reached& r : walk) id.add(r.node, r.cause);
    return id.hash.value;
  }

  // SE's cycles through `start`. An off that would put nothing on that is
  // not on already, nor close a cycle, is not kept: SE keeps it, to no effect.
  PENCILMARK_SMALL void cycles(Node start) {
    if (!closes_somewhere(start)) return;
    tree_.assign(1, {start, -1, kCellLink});
    std::bitset<kNodes> on_reached;
    on_reached.set(static_cast<size_t>(start.index()));
    std::vector<int>&on = on_, &off = off_;
    on.clear();
    on.push_back(0);
    off.clear();
    const double base = cell_links_ && house_links_ ? kChainBase : kCycleBase;
    for (int level = 2; !on.empty() && se_difficulty(base, level) <= bound_; level += 2) {
      for (const int i : on) {
        const Links offs = on_to_off(tree_[static_cast<size_t>(i)].node);
        for (int k = 0; k < offs.size; ++k) {
          const Links::Link& r = offs.at[static_cast<size_t>(k)];
          if (!cycle_may_pass(start, r.node) || behind(i, r.node)) continue;
          const Links ons = off_to_on(r.node);
          bool leads = false;
          for (int j = 0; j < ons.size; ++j) {
            const int m = ons.at[static_cast<size_t>(j)].node.index();
            leads |= (!on_reached.test(static_cast<size_t>(m)) &&
                      cycle_may_pass(start, ons.at[static_cast<size_t>(j)].node)) ||
                     (level >= 4 && m == start.index());
          }
          if (!leads) continue;
          off.push_back(static_cast<int>(tree_.size()));
          tree_.push_back({r.node, i, r.cause, tree_[static_cast<size_t>(i)].offs_behind | off_bit(r.node)});
        }
      }
      on.clear();
      for (const int i : off) {
        const Links ons = off_to_on(tree_[static_cast<size_t>(i)].node);
        for (int k = 0; k < ons.size; ++k) {
          const Links::Link& r = ons.at[static_cast<size_t>(k)];
          if (level >= 4 && r.node.index() == start.index()) add_cycle(walk_back({r.node, i, r.cause}, i), level);
          if (on_reached.test(static_cast<size_t>(r.node.index())) || !cycle_may_pass(start, r.node)) continue;
          on_reached.set(static_cast<size_t>(r.node.index()));
          on.push_back(static_cast<int>(tree_.size()));
          tree_.push_back({r.node, i, r.cause, tree_[static_cast<size_t>(i)].offs_behind});
        }
      }
      off.clear();
    }
  }

  // Whether a cycle through start may pass through n: only if each reaches the
  // other, in the static closure's links (those of both kinds; one kind's
  // cycles are among them). Every node on a walk from start to a node of its
  // component is in it, so a walk kept to the component finds the same cycles
  // in the same order; on a hard puzzle's positions it holds 2% of the nodes
  // on average (magictour_top1465's ratings: 10.8 s, 9.2 s so).
  bool cycle_may_pass(Node start, Node n) const { return !closure_ || closure_->same_component(start, n); }

  // Whether some off could put `start` on: without one no walk comes back.
  bool closes_somewhere(Node start) const {
    if (cell_links_ && grid_.candidates(start.cell).size() == 2) return true;
    if (!house_links_) return false;
    for (House h : kBoxRowCol[start.cell])
      if ((kHouseSets[h] & grid_.cells_with_candidate(start.digit)).size() == 2) return true;
    return false;
  }

  // The cycle `walk` (from the on that closes it back to the start's
  // successor): its removals, each a digit off the cycle in a cell that sees a
  // node of the cycle on it and one off it (SE's order: the nodes in the walk's
  // order, each one's peers in cell order, on a node that is on).
  PENCILMARK_SMALL void add_cycle(const std::vector<Reached>& walk, int nodes) {
    CellSet cells;
    for (const Reached& r : walk) cells.add(r.node.cell);
    std::array<CellSet, kDigits> seen_on{}, seen_off{};
    std::vector<Candidate> order;
    for (const Reached& r : walk) {
      const Digit d = r.node.digit;
      for (Cell c : (kPeerSets[r.node.cell] & grid_.cells_with_candidate(d)) - cells) {
        CellSet& seen = (r.node.on ? seen_on : seen_off)[static_cast<size_t>(d - 1)];
        if (r.node.on && !seen.has(c)) order.push_back({c, d});
        seen.add(c);
      }
    }
    UnaryChainHint hint;
    for (const Candidate& c : order)
      if (seen_off[static_cast<size_t>(c.digit - 1)].has(c.cell)) hint.removals.push_back(c);
    if (hint.removals.empty()) return;
    hint.complexity = nodes;
    hint.kind = cell_links_ && house_links_ ? 4 : cell_links_ ? 3 : 2;
    hint.difficulty = se_difficulty(cell_links_ && house_links_ ? kChainBase : kCycleBase, nodes);
    if (first_only_) bound_ = std::min(bound_, hint.difficulty);
    // SE cites the cycle both ways round: each node on, and each off as the
    // reversed cycle's on, read where its own inference read.
    for (const Reached& r : walk) hint.read.push_back(option_read(r.node.cell, r.node.digit, r.cause));
    hint.id = chain_id(hint.kind, walk);
    hint.name = cell_links_ && house_links_ ? "Bidirectional Cycle"
                : cell_links_               ? "Bidirectional Y-Cycle"
                : cells.size() == 4         ? "Generalized X-Wing"
                                            : "Bidirectional X-Cycle";
    hints_.push_back(std::move(hint));
  }

  // SE's forcing chain from a premise to its negation, breadth first, level
  // by level, each node reached once: the premise on is then off (it is
  // removed), or off is then on (it is placed). A static branch (ons first,
  // as SE's levels: an on's offs are queued after the level's) to the
  // negation, through the nodes that reach it.
  PENCILMARK_SMALL void forcing_chain(Node premise) {
    const Node negation = premise.conjugate();
    if (closure_ && !closure_->reaches(premise, negation)) return;
    if (!branch_) branch_.reset(new Branch);  // a few KB, not zeroed: follow() sets what it reads
    branch_->follow(
        links_, premise,
        {.cell_links = cell_links_, .stop_at_clash = false, .closure = closure_, .target = negation.index()});
    if (!branch_->reached(negation.index())) return;
    // The chain from the negation back to the premise (each node has one parent).
    const std::array<int, 1> target{negation.index()};
    branch_->ancestor_nodes(target, walk_);
    const double base = cell_links_ ? kChainBase : kXChainBase;
    UnaryChainHint hint;
    hint.complexity = static_cast<int>(walk_.size());
    hint.difficulty = se_difficulty(base, hint.complexity);
    if (hint.difficulty > bound_) return;
    if (negation.on) {
      for (Digit d : grid_.candidates(negation.cell) - DigitSet::single(negation.digit))
        hint.removals.push_back({negation.cell, d});
    } else {
      hint.removals.push_back({negation.cell, negation.digit});
    }
    hint.kind = cell_links_ ? 4 : 2;
    ChainId id(hint.kind, premise);
    for (const int i : walk_) {
      const Node n = Node::at(i);
      if (i == premise.index()) continue;
      const House cause = branch_->cause_house(i);
      id.add(n, cause);
      if (n.on) hint.read.push_back(option_read(n.cell, n.digit, cause));
    }
    hint.id = id.hash.value;
    hint.name = cell_links_ ? "Forcing Chain" : "Forcing X-Chain";
    if (first_only_) bound_ = std::min(bound_, hint.difficulty);
    hints_.push_back(std::move(hint));
  }

  const ChainGrid& links_;
  const Grid& grid_;
  const StaticClosure* closure_;
  const bool first_only_;
  double bound_ = 1e9;  // first_only_: the easiest difficulty found; a cycle's walk past it stops
  bool cell_links_ = false, house_links_ = true;
  std::vector<Reached> tree_;       // a cycle's walk's nodes, each with the one it came from
  std::vector<int> on_, off_;       // a cycle's walk's last level: its nodes' places in tree_
  std::unique_ptr<Branch> branch_;  // a forcing chain's
  std::vector<int> walk_;           // and its nodes, from the negation back
  std::vector<UnaryChainHint> hints_;
};

}  // namespace

std::vector<UnaryChainHint> unary_chain_hints(const ChainGrid& links, const StaticClosure* closure, bool first_only) {
  std::vector<UnaryChainHint> hints = UnarySearch(links, closure, first_only).run();
  if (first_only && hints.size() > 1) hints.resize(1);
  return hints;
}

PENCILMARK_SMALL NestedMemo::Key::Key(const Grid& grid) {
  Fnv1a fnv;
  for (Cell c = 0; c < kCells; ++c) {
    cells[static_cast<size_t>(c)] = static_cast<uint16_t>(grid.candidates(c).bits() | (grid.value(c) ? 0x8000 : 0));
    fnv.add(cells[static_cast<size_t>(c)]);
  }
  hash = fnv.value;
}

PENCILMARK_SMALL size_t NestedMemo::slot(const Key& k) const {
  for (size_t at = k.hash % kSlots;; at = (at + 1) % kSlots)
    if (slots_[at] < 0 || kept_[static_cast<size_t>(slots_[at])].grid == k.cells) return at;
}

PENCILMARK_SMALL const NestedMemo::Kept* NestedMemo::find(const Key& k) const {
  const int32_t i = slots_[slot(k)];
  return i < 0 ? nullptr : &kept_[static_cast<size_t>(i)];
}

PENCILMARK_SMALL NestedMemo::Kept& NestedMemo::add(const Key& k) {
  if (kept_.size() >= kMaxGrids) {
    std::fill(slots_.begin(), slots_.end(), -1);
    kept_.clear();
  }
  int32_t& i = slots_[slot(k)];
  if (i < 0) {
    i = static_cast<int32_t>(kept_.size());
    kept_.emplace_back().grid = k.cells;
  }
  return kept_[static_cast<size_t>(i)];
}

PENCILMARK_SMALL const std::vector<PatternHint>* NestedMemo::patterns(const Key& grid, int rule) const {
  const Kept* kept = find(grid);
  return kept && kept->found >> (4 + rule) & 1 ? &kept->patterns[static_cast<size_t>(rule)] : nullptr;
}

PENCILMARK_SMALL const std::vector<PatternHint>& NestedMemo::keep(const Key& grid, int rule,
                                                                  std::vector<PatternHint> patterns) {
  Kept& kept = add(grid);
  std::vector<PatternHint>& rule_patterns = kept.patterns[static_cast<size_t>(rule)];
  if (!(kept.found >> (4 + rule) & 1)) rule_patterns = std::move(patterns), kept.found |= 1 << (4 + rule);
  return rule_patterns;
}

PENCILMARK_SMALL const std::vector<UnaryChainHint>* NestedMemo::chains(const Key& grid) const {
  const Kept* kept = find(grid);
  return kept && kept->found & 1 ? &kept->chains : nullptr;
}

PENCILMARK_SMALL const std::vector<UnaryChainHint>& NestedMemo::keep(const Key& grid,
                                                                     std::vector<UnaryChainHint> hints) {
  Kept& kept = add(grid);
  if (!(kept.found & 1)) kept.chains = std::move(hints), kept.found |= 1;
  return kept.chains;
}

PENCILMARK_SMALL const NestedForcingHints* NestedMemo::forcing(const Key& grid, int nesting) const {
  const Kept* kept = find(grid);
  return kept && kept->found >> (nesting - 2) & 1 ? &kept->forcing[static_cast<size_t>(nesting - 3)] : nullptr;
}

PENCILMARK_SMALL const NestedForcingHints& NestedMemo::keep(const Key& grid, int nesting, NestedForcingHints hints) {
  Kept& kept = add(grid);
  NestedForcingHints& forcing = kept.forcing[static_cast<size_t>(nesting - 3)];
  if (!(kept.found >> (nesting - 2) & 1)) forcing = std::move(hints), kept.found |= 1 << (nesting - 2);
  return forcing;
}

}  // namespace pencilmark
