#include "logic/implications.hpp"

#include <algorithm>
#include <bit>
#include <optional>

#include "core/hash.hpp"
#include "logic/finders.hpp"
#include "logic/unary_chains.hpp"

// A loop the compiler must not unroll (clang's pragma; other compilers have none).
#ifdef __clang__
#define PENCILMARK_NO_UNROLL _Pragma("clang loop unroll(disable)")
#else
#define PENCILMARK_NO_UNROLL
#endif

namespace pencilmark {

// The nodes behind some nodes, as a set of indexes.
struct NodeSet {
  std::array<uint64_t, (kNodes + 63) / 64> words{};
  bool insert(int i) {
    const uint64_t bit = uint64_t{1} << (i % 64);
    if (words[i / 64] & bit) return false;
    words[i / 64] |= bit;
    return true;
  }
};

// The order decides which clash a branch meets first and which off leads on,
// and so the nodes counted behind a conclusion.
std::array<CellSet, 3> peers_box_row_col(Cell c) {
  const CellSet box = kHouseSets[box_house(box_of(c))] - CellSet::single(c);
  return {box, (kHouseSets[row_house(row_of(c))] - box) - CellSet::single(c),
          (kHouseSets[col_house(col_of(c))] - box) - CellSet::single(c)};
}

namespace {

// A pattern's removals in the order SE adds them to a branch, which decides
// whose parents a node reached two ways gets: SE keeps a hint's removals in a
// Java HashMap keyed by cell index, whose iteration goes bucket by bucket (the
// index modulo the table's size: 16, doubled while the cells are more than
// three quarters of it), in the order the cells were put in within a bucket,
// each cell's digits in increasing order.
std::vector<Candidate> in_hash_map_order(std::vector<Candidate> removals) {
  std::array<int8_t, kCells> first{};  // each cell's place among the cells put in, from 1
  int cells = 0;
  for (const Candidate& r : removals)
    if (!first[r.cell]) first[r.cell] = static_cast<int8_t>(++cells);
  int capacity = 16;
  while (cells > capacity * 3 / 4) capacity *= 2;
  auto key = [&](const Candidate& r) { return ((r.cell & (capacity - 1)) * 128 + first[r.cell]) * 16 + r.digit; };
  // An insertion sort: a hint removes a few candidates (std::sort cost more wasm than the whole function).
  for (size_t i = 1; i < removals.size(); ++i)
    for (size_t j = i; j > 0 && key(removals[j]) < key(removals[j - 1]); --j) std::swap(removals[j], removals[j - 1]);
  return removals;
}

// Where SE's pair and fish rules find a step, as a number that grows in the
// order they find them, or -1 where they do not look. Its HiddenSet(2) and
// NakedSet(2) go through the boxes, then the columns, then the rows (a hidden
// pair in a house of more than four empty cells, a naked pair in one of four
// or more), each house's pairs in its Permutations order (the pair's bits as a
// number, growing); its Fisherman(2) takes column bases before row bases, each
// pair of lines in that order, then digit by digit, a digit placed at most five
// times. (Which comes first decides whose parents a removal both find gets.)
int se_rule_order(const Grid& g, bool fish, bool hidden, const Step& step) {
  if (fish) {
    const Digit d = step.digits.first();
    if (g.cells_with_value(d).size() > 5) return -1;
    int lines = 0;
    bool by_columns = false;
    for (const HouseMark& h : step.houses)
      if (h.role == Role::Base)
        lines |= 1 << h.house % 9, by_columns = h.house >= col_house(0) && h.house < box_house(0);
    return ((by_columns ? 0 : 1) * 512 + lines) * 10 + d;
  }
  const House h = step.houses.front().house;
  const int empty = (g.empty_cells() & kHouseSets[h]).size();
  if (hidden ? empty <= 4 : empty < 4) return -1;
  CellSet pattern;
  for (const CandidateMark& m : step.candidates)
    if (m.role != Role::Eliminated) pattern.add(m.candidate.cell);
  const int pair = hidden ? static_cast<int>(step.digits.bits()) : static_cast<int>(house_positions(pattern, h));
  const int kind = h >= box_house(0) ? 0 : h >= col_house(0) ? 1 : 2;
  return (kind * 9 + h % 9) * 1024 + pair;
}

// Whether a nested hint's conclusion n, reached in g (the grid a branch
// stalled in: its removals applied), adds to the branch (Branch::add_conclusion):
// an off (g has the candidate, so the branch lacks it), or an on whose cell
// has another candidate.
bool adds_to(const Grid& g, Node n) { return !n.on || g.candidates(n.cell).size() > 1; }

}  // namespace

StaticClosure::StaticClosure(const ChainGrid& links) : grid_(links.grid()) {
  const Grid& grid = links.grid();
  candidate_.fill(-1);
  int count = 0;
  for (Cell c : grid.empty_cells())
    for (Digit d : grid.candidates(c)) candidate_[c * kDigits + d - 1] = static_cast<int16_t>(count++);
  const int nodes = 2 * count;
  words_ = (nodes + 63) / 64;
  // An off in no strong link leads nowhere (most of an on's successors are
  // such): it closes over itself alone, so it has no component (-1) and no
  // closure stored, and the walk leaves it out. Every other node's successors:
  // those that lead somewhere in live[live_start[v] ..], the others' bits in
  // dead[dead_start[v] ..].
  std::vector<uint8_t> nowhere(nodes, 0);
  for (Cell c : grid.empty_cells())
    for (Digit d : grid.candidates(c))
      nowhere[2 * candidate_[c * kDigits + d - 1]] = links.begin(c, d) == links.end(c, d);
  std::vector<int> live_start(nodes + 1), dead_start(nodes + 1);
  // At most 4 strong links from an off, 8 other candidates and 20 peers from an on.
  // (Left unset, as make_unique_for_overwrite would, which Debian's emscripten lacks.)
  const std::unique_ptr<uint16_t[]> live(new uint16_t[static_cast<size_t>(count) * 32]);
  const std::unique_ptr<uint16_t[]> dead(new uint16_t[static_cast<size_t>(count) * 32]);
  int lives = 0, deads = 0;  // written so far, in registers (a vector's push_back reads its end from memory)
  auto successor = [&](int w) {
    if (nowhere[w])
      dead[deads++] = static_cast<uint16_t>(w);
    else
      live[lives++] = static_cast<uint16_t>(w);
  };
  for (Cell c : grid.empty_cells())
    for (Digit d : grid.candidates(c)) {
      const int k = candidate_[c * kDigits + d - 1];
      live_start[2 * k] = lives;
      dead_start[2 * k] = deads;
      for (const ChainGrid::Target* t = links.begin(c, d); t != links.end(c, d); ++t) successor(id(Node::at(t->node)));
      live_start[2 * k + 1] = lives;
      dead_start[2 * k + 1] = deads;
      for (Digit e : grid.candidates(c) - DigitSet::single(d)) successor(id(Node{c, e, false}));
      for (Cell p : kPeerSets[c] & grid.cells_with_candidate(d)) successor(id(Node{p, d, false}));
    }
  live_start[nodes] = lives;
  dead_start[nodes] = deads;
  // Tarjan's components over the nodes that lead somewhere, without recursion.
  // Every node is on each stack once at most.
  component_.assign(nodes, -1);
  std::vector<int> order(nodes, -1), low(nodes, 0), stack(nodes), calls(nodes);
  int visited = 0, components = 0, stacked = 0, called = 0;
  // Every component's closure, zeroed at once (one per node at most).
  closure_.assign(static_cast<size_t>(nodes) * words_, 0);
  std::vector<int> merged(nodes, -1);  // by component: the last one its closure went into
  std::vector<int> next_edge(live_start.begin(), live_start.end() - 1);
  for (int root = 0; root < nodes; ++root) {
    if (order[root] >= 0 || nowhere[root]) continue;
    calls[called++] = root;
    order[root] = low[root] = visited++;
    stack[stacked++] = root;
    while (called > 0) {
      const int v = calls[called - 1];
      if (next_edge[v] < live_start[v + 1]) {
        const int w = live[next_edge[v]++];
        if (order[w] < 0) {
          order[w] = low[w] = visited++;
          stack[stacked++] = w;
          calls[called++] = w;
        } else if (component_[w] < 0) {
          low[v] = std::min(low[v], order[w]);
        }
        continue;
      }
      --called;
      if (called > 0) low[calls[called - 1]] = std::min(low[calls[called - 1]], low[v]);
      if (low[v] != order[v]) continue;
      // v roots a component: its nodes are on the stack down to v, and every
      // component they reach is closed already.
      uint64_t* set = closure_.data() + static_cast<size_t>(components) * words_;
      const int top = stacked;
      int bottom = top;
      do {
        const int w = stack[--bottom];
        component_[w] = components;
        set[w >> 6] |= uint64_t{1} << (w & 63);
      } while (stack[bottom] != v);
      for (int i = bottom; i < top; ++i) {
        const int u = stack[i];
        for (int e = dead_start[u]; e < dead_start[u + 1]; ++e) set[dead[e] >> 6] |= uint64_t{1} << (dead[e] & 63);
        for (int e = live_start[u]; e < live_start[u + 1]; ++e)
          if (const int other = component_[live[e]]; other != components && merged[other] != components) {
            merged[other] = components;
            const uint64_t* from = closure_.data() + static_cast<size_t>(other) * words_;
            for (int w = 0; w < words_; ++w) set[w] |= from[w];
          }
      }
      stacked = bottom;
      ++components;
    }
  }
  closure_.resize(static_cast<size_t>(components) * words_);
  worth_.assign(words_, 0);
  for (Cell c : grid.empty_cells())
    for (Digit d : grid.candidates(c)) {
      const int off = id(Node{c, d, false});
      worth_[off >> 6] |= uint64_t{1} << (off & 63);
      if (grid.candidates(c).size() > 1) worth_[(off + 1) >> 6] |= uint64_t{1} << ((off + 1) & 63);
    }
}

void StaticClosure::add_reach(Node from, uint64_t* set) const {
  const int f = id(from);
  if (component_[f] < 0) {
    set[f >> 6] |= uint64_t{1} << (f & 63);
    return;
  }
  const uint64_t* reached = closure_.data() + component_[f] * words_;
  for (int i = 0; i < words_; ++i) set[i] |= reached[i];
}

template <class Each>
bool StaticClosure::share_worth(Each&& each_node) const {
  std::array<uint64_t, kMaxWords> common;
  std::copy(worth_.begin(), worth_.end(), common.begin());
  each_node([&](Node n) {
    const uint64_t* set = closure(n);
    for (int i = 0; i < words_; ++i) common[i] &= set[i];
  });
  for (int i = 0; i < words_; ++i)
    if (common[i]) return true;
  return false;
}

bool StaticClosure::may_force(Digit digit, CellSet cells) const {
  return share_worth([&](auto keep) {
    for (Cell c : cells& grid_.cells_with_candidate(digit)) keep(Node{c, digit, true});
  });
}

bool StaticClosure::may_force(Cell cell) const {
  return share_worth([&](auto keep) {
    for (Digit d : grid_.candidates(cell)) keep(Node{cell, d, true});
  });
}

void Branch::follow(const ChainGrid& links, Node premise, ChainRules rules) {
  links_ = &links;
  grid_ = &links.grid();
  premise_ = premise;
  clash_ = -1;
  stopped_ = false;
  rules_ = rules;
  forget();
  if (rules.dynamic) left_ = links.places();
  pattern_parents_.clear();
  pattern_spans_.clear();
  span_chain_.clear();
  on_head_ = on_tail_ = off_head_ = off_tail_ = count_ = 0;
  if (rules.dynamic)
    propagate<true>();
  else
    propagate<false>();
}

// The one propagation, static or dynamic (a dynamic branch reads the removals
// it has made: a cell or a house left with one option puts it on), with the
// counters held in locals (the members are reloaded after every store of a
// cause, a byte, which may alias anything): branches are followed by the
// hundred thousand. A branch with patterns (nesting, dynamic only) hands over
// to patterns() when it stalls, which adds through add(). Once the branch
// stops nothing more is added, and what only the inferences read (the
// removals, the places left) is not kept up to date: nothing reads it again.
template <bool kDynamic>
void Branch::propagate() {
  const Grid& grid = *grid_;
  const ChainGrid& links = *links_;
  const bool cell_links = rules_.cell_links;
  uint64_t* const reached = reached_.data();
  int count = 0, on_head = 0, on_tail = 0, off_head = 0, off_tail = 0, clash = -1;
  auto has = [reached](int index) { return (reached[index >> 6] >> (index & 63)) & 1; };
  // A static branch's target, and whether its nodes are checked against it.
  const int target = rules_.target;
  const bool to_target = !kDynamic && target >= 0;
  const StaticClosure* const closure = to_target ? rules_.closure : nullptr;
  const bool stop_at_clash = kDynamic || rules_.stop_at_clash;
  // Adds a node not reached yet (nor, with a target, one that cannot reach
  // it); false when the branch stops there: it clashes (its conjugate is
  // reached), or it is the target.
  auto add = [&](int index, int parent, uint8_t cause, bool on) {
    if (has(index)) return true;
    if (closure && index != target && !closure->reaches(Node::at(index), Node::at(target))) return true;
    reached[index >> 6] |= uint64_t{1} << (index & 63);
    parent_[index] = static_cast<uint16_t>(parent);
    cause_[index] = cause;
    rank_[index] = static_cast<uint16_t>(count++);
    if (on)
      on_queue_[on_tail++] = static_cast<uint16_t>(index);
    else
      off_queue_[off_tail++] = static_cast<uint16_t>(index);
    const bool at_target = to_target && index == target;
    if (!stop_at_clash || !has(index ^ kNodeSlot)) return !at_target;  // the conjugate: the same slot's other state
    clash = on ? index : index ^ kNodeSlot;
    return false;
  };
  // Inlined into the loop below: they run for every node (as calls, 5% more
  // time in the ratings of forum_hardest_1106's first 100).
  auto on = [&](Node n) __attribute__((always_inline)) {
    const int from = n.index();
    if (cell_links)
      for (Digit e : grid.candidates(n.cell) - DigitSet::single(n.digit))
        if (!add(Node{n.cell, e, false}.index(), from, 1, false)) return false;
    // Only the places not yet off: most of a busy branch's peers are. Taken
    // in the digit's off slot's two words. None is reached yet, and no on node
    // is reached while they are added.
    const int slot = (n.digit - 1) * 2;  // the digit's off slot; its on slot is the next
    uint64_t* const offs = reached + slot * (kNodeSlot / 64);
    const uint64_t* const ons = offs + kNodeSlot / 64;
    const ChainGrid::SlotWords& places = links.digit_words(n.digit);
    const ChainGrid::SlotWords peers = ChainGrid::slot_words(kPeerSets[n.cell]);
    const uint64_t lo = peers[0] & places[0] & ~offs[0];
    const uint64_t hi = peers[1] & places[1] & ~offs[1];
    const int base = slot * kNodeSlot;
    // The peers to add, in SE's order: the box's, the row's, the column's,
    // each in cell order. In a dynamic branch, unless one of them has its on
    // reached (a clash, that add() finds), they are added at once, without
    // add()'s checks (a static one's may have a target, and are fewer).
    const bool may_clash = !kDynamic || ((lo & ons[0]) | (hi & ons[1])) != 0;
    if (!may_clash) offs[0] |= lo, offs[1] |= hi;
    // Not unrolled: six copies of the loop cost 1.1 KB of wasm, and no time.
    PENCILMARK_NO_UNROLL
    for (const CellSet& part : peers_box_row_col(n.cell)) {
      const ChainGrid::SlotWords words = ChainGrid::slot_words(part);
      PENCILMARK_NO_UNROLL
      for (int w = 0; w < 2; ++w)
        for (uint64_t bits = words[w] & (w ? hi : lo); bits; bits &= bits - 1) {
          const int index = base + 64 * w + std::countr_zero(bits);
          if (may_clash) {
            if (!add(index, from, kSharedHouse, false)) return false;
            continue;
          }
          parent_[index] = static_cast<uint16_t>(from);
          cause_[index] = kSharedHouse;
          rank_[index] = static_cast<uint16_t>(count++);
          off_queue_[off_tail++] = static_cast<uint16_t>(index);
        }
    }
    return true;
  };
  auto off = [&](Node n) __attribute__((always_inline)) {
    const int from = n.index();
    if constexpr (!kDynamic) {
      // The grid's strong links.
      for (const ChainGrid::Target* t = links.begin(n.cell, n.digit); t != links.end(n.cell, n.digit); ++t)
        if ((cell_links || t->cause != 1) && !add(t->node, from, t->cause, true)) return false;
      return true;
    } else {
      if (cell_links) {
        const DigitSet left = grid.candidates(n.cell) - gone_[n.cell];
        if (left.size() == 2 &&
            !add(Node{n.cell, (left - DigitSet::single(n.digit)).first(), true}.index(), from, 1, true))
          return false;
      }
      // Boxes first, then rows and columns, as SE looks. A house with two places
      // left, this one of them, has one now.
      // The cell's band and bit taken by index (CellSet::add picks the band by
      // value, which compiles to branches here, mispredicted at most offs).
      const int band = CellSet::band_of(n.cell);
      const uint32_t bit = CellSet::bit_of(n.cell);
      for (House h : kBoxRowCol[n.cell]) {
        if (left_[n.digit - 1][h]-- != 2) continue;
        CellSet places = (kHouseSets[h] & grid.cells_with_candidate(n.digit)) - removed_[n.digit - 1];
        places.band(band) &= ~bit;
        // The one place left (left_ counts the places not followed off), found
        // without CellSet::first()'s branch on its band, a coin toss here.
        const uint32_t b1 = places.band(1), b2 = places.band(2);
        const Cell place = std::countr_zero(places.band(0) | b1 | b2) + 27 * (b1 != 0) + 54 * (b2 != 0);
        if (!add(Node{place, n.digit, true}.index(), from, static_cast<uint8_t>(2 + h), true)) return false;
      }
      removed_[n.digit - 1].band(band) |= bit;
      gone_[n.cell].add(n.digit);
      return true;
    }
  };
  // Ons first, as SE does: each off then stands on the fewest hops.
  bool going = add(premise_.index(), -1, 0, premise_.on);
  while (going) {
    if (on_head < on_tail) {
      going = on(Node::at(on_queue_[on_head++]));
    } else if (off_head < off_tail) {
      going = off(Node::at(off_queue_[off_head++]));
    } else {
      if (!kDynamic || rules_.nesting == 0) break;
      on_head_ = on_head;
      on_tail_ = on_tail;
      off_head_ = off_head;
      off_tail_ = off_tail;
      count_ = count;
      if (!patterns()) break;
      on_tail = on_tail_;
      off_tail = off_tail_;
      count = count_;
      clash = clash_;
      going = !stopped_;
    }
  }
  on_head_ = on_head;
  on_tail_ = on_tail;
  off_head_ = off_head;
  off_tail_ = off_tail;
  count_ = count;
  clash_ = clash;
  stopped_ = !going;
}

// Clears what the last branch set and this one reads: by this branch's rules,
// whatever the last one's (a dynamic branch reads the removals).
void Branch::forget() {
  reached_.fill(0);
  if (rules_.dynamic) {
    removed_.fill(CellSet());
    gone_.fill(DigitSet());
  }
}

// What a nested branch's patterns and inner chains add (propagate() adds the
// rest itself). Nested branches are dynamic: no target, and a clash stops them.
[[gnu::always_inline]] inline void Branch::add(int index, int parent, uint8_t cause) {
  if (stopped_ || reached(index)) return;
  reached_[index >> 6] |= uint64_t{1} << (index & 63);
  parent_[index] = static_cast<uint16_t>(parent);
  cause_[index] = cause;
  rank_[index] = static_cast<uint16_t>(count_++);
  const Node n = Node::at(index);
  if (n.on)
    on_queue_[on_tail_++] = static_cast<uint16_t>(index);
  else
    off_queue_[off_tail_++] = static_cast<uint16_t>(index);
  if (reached(n.conjugate().index())) {
    clash_ = n.on ? index : n.conjugate().index();
    stopped_ = true;
  }
}

template <class F>
void Branch::for_each_parent(int index, F&& f) const {
  const Node n = Node::at(index);
  if (cause_[index] == 0) return;
  if (cause_[index] == kPattern) {
    const auto [begin, end] = pattern_spans_[parent_[index]];
    for (uint32_t i = begin; i < end; ++i) f(pattern_parents_[i]);
  } else if (!n.on) {
    f(parent_[index]);
  } else if (cause_[index] == 1) {
    for (Digit e : grid_->candidates(n.cell) - DigitSet::single(n.digit)) f(Node{n.cell, e, false}.index());
  } else {
    for (Cell c : kHouseSets[cause_[index] - 2] & grid_->cells_with_candidate(n.digit))
      if (c != n.cell) f(Node{c, n.digit, false}.index());
  }
}

PENCILMARK_SMALL House Branch::cause_house(int index) const {
  if (cause_[index] == kSharedHouse) return common_house(Node::at(parent_[index]).cell, Node::at(index).cell);
  return cause_[index] >= 2 && cause_[index] < kSharedHouse ? cause_[index] - 2 : -1;
}

// SE's nested level 1: the first of its rules that removes something in the
// branch's grid (its removals so far applied) removes it in the branch too,
// every hint of that rule in SE's order: the intersections (one rule in SE,
// pointing then claiming, column lines before row lines, digit by digit), the
// hidden pairs, the naked pairs, the X-wings. (The intersections taken as two
// rules left SE's claiming out where a pointing removed something: on a
// hardest_eleven puzzle the branch then reached a node another way, four nodes
// fewer than SE's, ED 10.0 where SE's is 10.1.)
// This and the nested searches below spend their time in the finders and in
// follow(): in wasm they are compiled for size (PENCILMARK_SMALL).
// Not inlined into propagate(), its one caller, which it would make larger: it runs once a stall.
[[gnu::noinline]] PENCILMARK_SMALL bool Branch::patterns() {
  Grid g = *grid_;
  for (int i = 0; i < off_head_; ++i) {
    const Node n = Node::at(off_queue_[i]);
    g.remove_candidate(n.cell, n.digit);
  }
  if (!rules_.solver) return false;
  std::optional<NestedMemo::Key> key;  // g as the memo files it
  if (rules_.memo) key.emplace(g);
  for (int rule = 0; rule < kPatternRules; ++rule) {
    const std::vector<PatternHint>* kept = key ? rules_.memo->patterns(*key, rule) : nullptr;
    std::vector<PatternHint> found;
    if (!kept) {
      found = find_patterns(g, rule);
      kept = key ? &rules_.memo->keep(*key, rule, std::move(found)) : &found;
    }
    if (take_patterns(g, *kept)) return true;
  }
  if (rules_.nesting < 2) return false;
  // The grid's links, and for levels 2 and 3 their closure: built once, and
  // not at all for hints the memo has.
  std::unique_ptr<ChainGrid> links;
  std::unique_ptr<StaticClosure> closure;
  auto build = [&](bool with_closure) {
    if (!links) links = std::make_unique<ChainGrid>(g);
    if (with_closure && !closure && !rules_.every_branch) closure = std::make_unique<StaticClosure>(*links);
  };
  auto forcing = [&](int nesting) {
    if (const NestedForcingHints* kept = key ? rules_.memo->forcing(*key, nesting) : nullptr)
      return take_nested_forcing(g, *kept);
    const bool dynamic = nesting >= 4;
    build(!dynamic);
    NestedForcingHints found = find_nested_forcing(*links, dynamic, nesting == 5, closure.get());
    return take_nested_forcing(g, key ? rules_.memo->keep(*key, nesting, std::move(found)) : found);
  };
  // Level 4 takes dynamic forcing chains in place of levels 2 and 3, as SE does.
  if (rules_.nesting >= 4) return forcing(4) || (rules_.nesting == 5 && forcing(5));
  const std::vector<UnaryChainHint>* hints = key ? rules_.memo->chains(*key) : nullptr;
  std::vector<UnaryChainHint> found;
  if (!hints && key && !rules_.every_branch && !new_links_may_conclude(g) && static_chain_free()) {
    hints = &found;  // none (static_chain_free says why)
  } else if (!hints) {
    build(true);
    found = unary_chain_hints(*links, closure.get());
    hints = key ? &rules_.memo->keep(*key, std::move(found)) : &found;
  }
  if (nested_chains(g, *hints)) return true;
  return rules_.nesting >= 3 && forcing(3);
}

// Level 2's search in g, a grid this branch stalled in, finds nothing when the
// branch's own grid has no static hint (SE's static chains and cycles,
// unary_chain_hints, kept in the memo by grid; and no cell of one candidate)
// and no strong link that g has and it lacks may conclude anything. A link of
// g is one of the branch's grid unless its removals made it (a cell left two
// candidates, a house two places for a digit), and the branch's grid has all
// of g's candidates, so a hint of g on its old links alone is one there too:
//   a forcing chain from p to not-p walks links there, and the search there,
//   breadth first from every candidate of a cell of two or more, finds one;
//   a cycle removes z, seen by a node of the cycle that is on and by one that
//   is off, because z on puts the first off, which puts on (the cycle walked
//   back, each link's contrapositive) the second, which puts z off: a forcing
//   chain from z on to z off, there as well.
// So a hint of g has a forcing chain from some q to not-q in g that takes a
// new strong link, "a or b": the walk to its first one, q to a off, is (each
// link's contrapositive) one from a on to not-q, and b on leads on to not-q;
// a on and b on reach a same node of g (new_links_may_conclude).
PENCILMARK_SMALL bool Branch::static_chain_free() const {
  const Grid& grid = *grid_;
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).size() < 2) return false;
  const NestedMemo::Key key(grid);
  const std::vector<UnaryChainHint>* hints = rules_.memo->chains(key);
  if (!hints) {
    const StaticClosure closure(*links_);
    hints = &rules_.memo->keep(key, unary_chain_hints(*links_, &closure));
  }
  return hints->empty();
}

// Whether a strong link of g that the branch's grid lacks, "a or b", may have
// a on and b on reach a same node of g: from each, what the branch's grid's
// closure (rules_.closure) reaches, and through each new link the first
// reaches, and so on: more than a walk in g reaches (g lacks some of those
// links), never less. Without the closure, whether g has a new link at all.
// On twelve of forum_hardest_1106's puzzles, 56% of the stalled grids with a
// new link have none that may (26,139 of 46,704), and with those that have no
// new link (11,288), two thirds of level 2's searches are not made.
PENCILMARK_SMALL bool Branch::new_links_may_conclude(const Grid& g) const {
  const Grid& grid = *grid_;
  // Each new link both ways, a off to b on and b off to a on (an edge each);
  // past 32 links, taken to conclude.
  struct Edge {
    Node from, to;
  };
  constexpr int kMaxEdges = 64;
  std::array<Edge, kMaxEdges> edges;
  int count = 0;
  auto link = [&](Node a, Node b) {
    if (count <= kMaxEdges - 2) edges[count] = {a.conjugate(), b}, edges[count + 1] = {b.conjugate(), a};
    count += 2;
  };
  for (Cell c : g.empty_cells())
    if (const DigitSet digits = g.candidates(c); digits.size() == 2 && grid.candidates(c).size() > 2)
      link({c, digits.first(), true}, {c, (digits - DigitSet::single(digits.first())).first(), true});
  for (Digit d = 1; d <= kDigits; ++d)
    for (House h = 0; h < kHouses; ++h)
      if (const CellSet places = kHouseSets[h] & g.cells_with_candidate(d);
          places.size() == 2 && links_->places()[d - 1][h] > 2) {
        CellSet other = places;
        other.remove(places.first());
        link({places.first(), d, true}, {other.first(), d, true});
      }
  if (count == 0 || count > kMaxEdges || !rules_.closure) return count > 0;
  const StaticClosure& closure = *rules_.closure;
  const auto words = static_cast<size_t>(closure.words());
  // The nodes of g: its candidates, on and off (bits 2k and 2k + 1).
  std::array<uint64_t, StaticClosure::kMaxWords> nodes{};
  for (Cell c : g.empty_cells())
    for (Digit d : g.candidates(c)) {
      const int off = closure.node_id({c, d, false});
      nodes[static_cast<size_t>(off >> 6)] |= uint64_t{3} << (off & 63);
    }
  // What each edge's on reaches in the closure; a link whose a on and b on
  // share a node of g already may conclude (most that may, so).
  std::array<std::array<uint64_t, StaticClosure::kMaxWords>, kMaxEdges> reached;
  auto share = [&](const uint64_t* a, const uint64_t* b) {
    for (size_t w = 0; w < words; ++w)
      if (a[w] & b[w] & nodes[w]) return true;
    return false;
  };
  for (int e = 0; e < count; ++e) {
    std::fill_n(reached[e].begin(), words, 0);
    closure.add_reach(edges[e].to, reached[e].data());
    if (e % 2 && share(reached[e - 1].data(), reached[e].data())) return true;
  }
  // The edges each edge's on leads to: those whose off it reaches, and on.
  std::array<uint64_t, kMaxEdges> next{};
  for (int e = 0; e < count; ++e)
    for (int f = 0; f < count; ++f) {
      const int from = closure.node_id(edges[f].from);
      if (f != e && (reached[e][static_cast<size_t>(from >> 6)] >> (from & 63)) & 1) next[e] |= uint64_t{1} << f;
    }
  for (int k = 0; k < count; ++k)
    for (int e = 0; e < count; ++e)
      if ((next[e] >> k) & 1) next[e] |= next[k];
  // What an edge's on reaches through the edges it leads to as well.
  auto reach = [&](int e, uint64_t* set) {
    std::copy_n(reached[e].begin(), words, set);
    for (uint64_t each = next[e]; each; each &= each - 1)
      for (size_t w = 0; w < words; ++w) set[w] |= reached[std::countr_zero(each)][w];
  };
  for (int e = 0; e < count; e += 2) {
    if (!next[e] && !next[e + 1]) continue;  // shares nothing, as seen above
    std::array<uint64_t, StaticClosure::kMaxWords> a_on, b_on;
    reach(e + 1, a_on.data());
    reach(e, b_on.data());
    if (share(a_on.data(), b_on.data())) return true;
  }
  return false;
}

// SE's rule `rule` of nested level 1 in g: each pattern with what it stands
// on and what it removes, in SE's order.
PENCILMARK_SMALL std::vector<PatternHint> Branch::find_patterns(const Grid& g, int rule) const {
  StepOptions se_order;
  se_order.explainer_rules = true;
  using Rule = std::initializer_list<Technique>;
  const std::array<Rule, kPatternRules> rules = {Rule{technique("pointing-line"), technique("box-line")},
                                                 Rule{technique("hidden-pair")}, Rule{technique("naked-pair")},
                                                 Rule{technique("x-wing")}};
  std::vector<PatternHint> found;
  for (const Technique t : rules[static_cast<size_t>(rule)]) {
    const bool naked = t == technique("naked-pair");
    const std::vector<Step> steps = rules_.solver->find_steps(t, g, SIZE_MAX, se_order);
    // The steps in SE's order, by an insertion sort (a few steps; std::sort
    // and a sorted copy of the steps cost 1.3 KB of wasm): the intersections
    // come in it already (explainer_rules), the pairs and X-wings by se_rule_order.
    const bool fish = t == technique("x-wing"), hidden = t == technique("hidden-pair");
    std::vector<std::pair<int, int>> order;  // (key, the step's index)
    for (int i = 0; i < static_cast<int>(steps.size()); ++i) {
      const int key = rule == 0 ? i : se_rule_order(g, fish, hidden, steps[static_cast<size_t>(i)]);
      if (key < 0) continue;
      order.push_back({key, i});
      for (size_t j = order.size() - 1; j > 0 && order[j] < order[j - 1]; --j) std::swap(order[j], order[j - 1]);
    }
    for (const auto& [key, at] : order) {
      const Step& step = steps[static_cast<size_t>(at)];
      // What the pattern stands on, as SE cites it: the branch's removals in
      // a naked pair's cells; of a hidden pair's digits in its house; of an
      // intersection's or a fish's digit in its base houses, outside its cover.
      CellSet base, cover, pattern;
      for (const HouseMark& h : step.houses) (h.role == Role::Cover ? cover : base) |= kHouseSets[h.house];
      for (const CandidateMark& m : step.candidates)
        if (m.role != Role::Eliminated) pattern.add(m.candidate.cell);
      found.push_back({naked ? pattern : base - cover, naked ? DigitSet::all() : step.digits,
                       in_hash_map_order(step.eliminations)});
    }
  }
  return found;
}

// A rule's patterns in g remove what they remove here, each standing on this
// branch's removals it reads. False when they removed nothing.
PENCILMARK_SMALL bool Branch::take_patterns(const Grid& g, const std::vector<PatternHint>& patterns) {
  bool any = false;
  for (const PatternHint& p : patterns) {
    const auto begin = static_cast<uint32_t>(pattern_parents_.size());
    for (int i = 0; i < off_head_; ++i) {
      const Node n = Node::at(off_queue_[i]);
      if (p.cells.has(n.cell) && p.digits.has(n.digit)) pattern_parents_.push_back(off_queue_[i]);
    }
    pattern_spans_.push_back({begin, static_cast<uint32_t>(pattern_parents_.size())});
    span_chain_.push_back({});  // a pattern: no inner chain
    for (const Candidate& e : p.removals) any |= add_conclusion(g, Node{e.cell, e.digit, false}.index());
  }
  return any;
}

// What a nested hint concludes joins the branch as SE takes it: as removals
// alone, each standing on the span just pushed (its hint's parents and inner
// chain). A candidate's off is itself; its on removes its cell's other
// candidates in the branch's grid g, one hint behind them all, whose chain
// counts once however many of them a conclusion stands on. False when the
// branch had every one already.
PENCILMARK_SMALL bool Branch::add_conclusion(const Grid& g, int index) {
  const Node n = Node::at(index);
  const auto span = static_cast<uint16_t>(pattern_spans_.size() - 1);
  bool added = false;
  auto remove = [&](Digit d) {
    const int off = Node{n.cell, d, false}.index();
    if (reached(off)) return;
    add(off, -1, kPattern);
    parent_[off] = span;
    added = true;
  };
  if (!n.on)
    remove(n.digit);
  else
    for (Digit d : g.candidates(n.cell) - DigitSet::single(n.digit)) remove(d);
  return added;
}

// Cites into out, once each, this branch's removals that a node of an inner
// chain read: its cell's removed candidates (it was its cell's last option),
// or its digit's removed places in the house (the house's last place).
void Branch::cite_read(OptionRead read, NodeSet& cited, std::vector<uint16_t>& out) const {
  auto cite = [&](Cell x, Digit y) {
    const int off = Node{x, y, false}.index();
    if (reached(off) && cited.insert(off)) out.push_back(static_cast<uint16_t>(off));
  };
  if (read < kCells) {
    for (Digit y : gone_[read]) cite(read, y);
    return;
  }
  const Digit digit = (read - kCells) / kHouses + 1;
  for (Cell x : kHouseSets[(read - kCells) % kHouses] & removed_[digit - 1]) cite(x, digit);
}

// SE's nested level 2, on the branch's grid (its removals so far applied):
// every hint of SE's static forcing chains and cycles there, in SE's order
// (logic/unary_chains.hpp), removes what it removes here. Each stands on this
// branch's removals where its chain read a cell or a house left with one
// option, and its chain's nodes count in the complexity of what stands on it,
// as SE adds a nested chain's complexity. A hint that stands on none of them
// holds in the grid itself: SE takes nothing from it.
PENCILMARK_SMALL bool Branch::nested_chains(const Grid& g, const std::vector<UnaryChainHint>& hints) {
  NodeSet cited;
  bool any = false;
  for (const UnaryChainHint& hint : hints) {
    const auto begin = static_cast<uint32_t>(pattern_parents_.size());
    cited = NodeSet{};
    for (const OptionRead r : hint.read) cite_read(r, cited, pattern_parents_);
    if (pattern_parents_.size() == begin) continue;
    pattern_spans_.push_back({begin, static_cast<uint32_t>(pattern_parents_.size())});
    span_chain_.push_back({hint.id, static_cast<uint16_t>(hint.complexity)});
    for (const Candidate& e : in_hash_map_order(hint.removals))
      any |= add_conclusion(g, Node{e.cell, e.digit, false}.index());
    if (stopped_) return true;
  }
  return any;
}

// SE's nested levels 3 to 5, on the branch's grid (its removals so far
// applied), searched in SE's order (cell by cell; at each candidate, its
// contradictions and double implications, then region forcing from the houses
// where it is the digit's first place; then the cell's forcing):
//   level 3, static: what every candidate of a cell of three or more, or
//     every place of a digit in a house (first in such a cell), reaches alike;
//   level 4, dynamic (inner branches see their own removals): the same from
//     cells of two or more, and a candidate whose branch, on or off, breaks
//     the grid (its negation holds), or whose branches on and off both reach
//     a node (double implication; cells of three or more);
//   level 5, deep: level 4's search with inner branches of SE's nested level 2
//     (stalled, they take their own grid's patterns and static chains).
// What the inner branches conclude that this branch has not reached holds
// here, every hint found taken in SE's order (SE sorts them; found in order,
// hardest_eleven_2000 had SE's ratings on 1,883 of 2,000, sorted on 1,925). Each stands
// on this branch's removals its branches read, and counts all their nodes, as
// SE adds a nested hint's complexity. The search reads g alone, not this
// branch: what it finds is kept by grid (NestedMemo).
PENCILMARK_SMALL NestedForcingHints Branch::find_nested_forcing(const ChainGrid& links, bool dynamic, bool deep,
                                                                const StaticClosure* closure) {
  const Grid& g = links.grid();
  if (!inner_) inner_ = std::make_unique<Branch>();
  const ChainRules rules{.cell_links = true,
                         .dynamic = dynamic,
                         .nesting = static_cast<uint8_t>(deep ? 2 : 0),
                         .every_branch = rules_.every_branch,
                         .solver = rules_.solver,
                         .memo = rules_.memo};
  // What each supposition's branch reaches, followed once.
  std::vector<Reach> reach;
  std::vector<bool> clashes;
  std::array<int16_t, kCells * kDigits * 2> slot;
  slot.fill(-1);
  // Each branch's inferences are kept (slot k's in archive branch k), so that
  // counting the nodes behind a conclusion takes them back instead of
  // following the branch again.
  Archive archive;
  auto reach_of = [&](Node premise) -> int {
    int16_t& k = slot[(premise.cell * kDigits + premise.digit - 1) * 2 + premise.on];
    if (k < 0) {
      inner_->follow(links, premise, rules);
      inner_->keep(archive);
      k = static_cast<int16_t>(reach.size());
      reach.push_back(Reach::of(*inner_));
      clashes.push_back(inner_->contradiction());
    }
    return k;
  };
  NestedForcingHints found;
  std::vector<int> behind;
  // SE's order among hints of equal nodes: double implications, cell forcing,
  // region forcing, contradictions.
  enum Kind : uint32_t { kBothWays = 1, kCell = 5, kRegion = 6, kClash = 7 };
  // Conclusions the premises' branches prove, each premise's branch taken back
  // to count the nodes behind each conclusion (or behind its clash), each
  // standing on what they read of this branch. Taken in the order the first
  // premise's branch reached them, its ons first (SE's sets keep that order).
  std::vector<int> costs;
  std::vector<Fnv1a> ids;                            // by conclusion, its hint's NestedChain::id
  std::vector<std::pair<size_t, uint64_t>> counted;  // deep: the nested chains each conclusion counted
  // What each conclusion's branches read, each once: its place in indexes <<
  // 16 | the read, in the order met; and by conclusion, the reads met.
  std::vector<uint32_t> reads;
  constexpr int kMetWords = (kOptionReads + 63) / 64;
  std::vector<uint64_t> met;
  std::vector<uint32_t> starts;  // by conclusion, where its reads go in found.reads
  auto conclude = [&](std::vector<int>& indexes, const std::vector<Node>& premises, Kind kind, House region) {
    const size_t n = indexes.size();
    costs.assign(n, 0);
    ids.assign(n, {});
    counted.clear();
    reads.clear();
    met.assign(n * kMetWords, 0);
    auto read = [&](size_t k, OptionRead r) {
      uint64_t& word = met[k * kMetWords + r / 64];
      const uint64_t bit = uint64_t{1} << (r % 64);
      if (!(word & bit)) word |= bit, reads.push_back(static_cast<uint32_t>(k) << 16 | r);
    };
    // As SE: a cell's or a region's forcing reads the cell, or the house, its
    // premises fill (the candidates or places of it this branch removed).
    if (kind == kCell || kind == kRegion)
      for (size_t k = 0; k < n; ++k) read(k, option_read(premises.front().cell, premises.front().digit, region));
    for (const Node& p : premises) {
      inner_->restore(links, archive, slot[(p.cell * kDigits + p.digit - 1) * 2 + p.on]);
      if (p.index() == premises.front().index()) {
        auto before = [&](int a, int b) {
          const bool a_on = Node::at(a).on, b_on = Node::at(b).on;
          return a_on != b_on ? a_on : inner_->rank_[a] < inner_->rank_[b];
        };
        for (size_t i = 1; i < n; ++i)
          for (size_t j = i; j > 0 && before(indexes[j], indexes[j - 1]); --j) std::swap(indexes[j], indexes[j - 1]);
      }
      for (size_t k = 0; k < n; ++k) {
        const int index = indexes[k];
        if (kind == kClash) {
          inner_->ancestor_nodes({inner_->clash(), Node::at(inner_->clash()).conjugate().index()}, behind);
          costs[k] += inner_->clash_nodes();
        } else {
          inner_->ancestor_nodes({index}, behind);
          costs[k] += static_cast<int>(behind.size());
        }
        // The hint's identity: its kind, and each premise with the nodes
        // behind its target. Deep, the inner chains behind them count too,
        // each once between the premises.
        uint64_t nodes = 0;
        for (const int i : behind) {
          nodes += mixed(static_cast<uint64_t>(i));
          if (!deep || kind == kClash || inner_->cause_[i] != kPattern) continue;
          const NestedChain& chain = inner_->span_chain_[inner_->parent_[i]];
          const std::pair<size_t, uint64_t> seen{k, chain.id};
          if (chain.nodes && std::find(counted.begin(), counted.end(), seen) == counted.end()) {
            counted.push_back(seen);
            costs[k] += chain.nodes;
          }
        }
        for (const uint64_t part : {static_cast<uint64_t>(kind), static_cast<uint64_t>(p.index()), nodes})
          ids[k].add(part);
        // What its on nodes read (not the premise, nor what the inner
        // branch's own patterns or chains concluded: level 5's inner branches
        // have them, and they read this branch through their parents, which
        // are behind too).
        for (const int i : behind) {
          const Node b = Node::at(i);
          if (b.on && i != p.index() && inner_->cause_[i] != kPattern)
            read(k, option_read(b.cell, b.digit, inner_->cause_house(i)));
        }
      }
    }
    // Each conclusion's reads together, in the order met.
    starts.assign(n + 1, 0);
    for (const uint32_t r : reads) ++starts[(r >> 16) + 1];
    starts[0] = static_cast<uint32_t>(found.reads.size());
    for (size_t k = 0; k < n; ++k) starts[k + 1] += starts[k];
    for (size_t k = 0; k < n; ++k)
      found.hints.push_back({static_cast<uint32_t>(std::min(costs[k], 0xFFFF)) << 3 | kind, indexes[k], ids[k].value,
                             starts[k], starts[k + 1]});
    found.reads.resize(starts[n]);
    for (const uint32_t r : reads) found.reads[starts[r >> 16]++] = static_cast<OptionRead>(r);
  };
  // What the premises' branches all reach that this branch lacks; a static
  // branch that clashes proves its premise false, which level 2 says.
  std::vector<int> common_nodes;
  auto force = [&](const std::vector<Node>& premises, Kind kind, House region) {
    Reach common;
    common.nodes.fill(~CellSet{});
    for (const Node& p : premises) {
      const int k = reach_of(p);
      if (!dynamic && clashes[static_cast<size_t>(k)]) return;
      common.keep(reach[static_cast<size_t>(k)]);
    }
    common_nodes.clear();
    for (Digit d = 1; d <= kDigits; ++d)
      for (const bool on : {false, true})
        for (Cell c : common.nodes[(d - 1) * 2 + on])
          if (adds_to(g, {c, d, on})) common_nodes.push_back(Node{c, d, on}.index());
    if (!common_nodes.empty()) conclude(common_nodes, premises, kind, region);
  };
  std::vector<Node> premises;
  for (Cell c : g.empty_cells()) {
    const DigitSet digits = g.candidates(c);
    if (digits.size() < (dynamic ? 2 : 3)) continue;  // as SE: static forcing starts in cells of three
    for (Digit d : digits) {
      if (dynamic)
        for (const bool on : {true, false}) {
          const Node premise{c, d, on};
          if (!clashes[static_cast<size_t>(reach_of(premise))] || !adds_to(g, premise.conjugate())) continue;
          common_nodes.assign(1, premise.conjugate().index());
          conclude(common_nodes, {premise}, kClash, -1);
        }
      if (dynamic && digits.size() >= 3) force({{c, d, true}, {c, d, false}}, kBothWays, -1);
      for (House h : kBoxRowCol[c]) {
        const CellSet places = kHouseSets[h] & g.cells_with_candidate(d);
        if (places.size() < 2 || places.first() != c) continue;
        if (closure && !closure->may_force(d, places)) continue;
        premises.clear();
        for (Cell p : places) premises.push_back({p, d, true});
        force(premises, kRegion, h);
      }
    }
    if (closure && !closure->may_force(c)) continue;
    premises.clear();
    for (Digit d : digits) premises.push_back({c, d, true});
    force(premises, kCell, -1);
  }
  // As SE takes them: sorted by nodes (its difficulty grows with them), then
  // kind; of hints with the same removals (a conclusion on removes its cell's
  // other candidates) the first alone, whichever branch takes them.
  std::vector<uint32_t> keys;
  for (const NestedForcingHints::Hint& f : found.hints) keys.push_back(f.key);
  NodeSet taken;  // each hint's removals by one node: its conclusion, or the off an on in a cell of two is
  NestedForcingHints first;
  for (const uint32_t i : stable_order(keys)) {
    const NestedForcingHints::Hint& f = found.hints[i];
    const Node n = Node::at(f.conclusion);
    const DigitSet others = g.candidates(n.cell) - DigitSet::single(n.digit);
    if (!taken.insert(n.on && others.size() == 1 ? Node{n.cell, others.first(), false}.index() : f.conclusion))
      continue;
    const auto begin = static_cast<uint32_t>(first.reads.size());
    for (uint32_t k = f.begin; k < f.end; ++k) first.reads.push_back(found.reads[k]);
    first.hints.push_back({f.key, f.conclusion, f.id, begin, static_cast<uint32_t>(first.reads.size())});
  }
  return first;
}

// Each of the hints in turn, but those that stand on none of this branch's
// removals (they hold in the grid itself, as SE takes them).
PENCILMARK_SMALL bool Branch::take_nested_forcing(const Grid& g, const NestedForcingHints& found) {
  NodeSet cited;
  bool any = false;
  for (const NestedForcingHints::Hint& f : found.hints) {
    const auto begin = static_cast<uint32_t>(pattern_parents_.size());
    cited = NodeSet{};
    for (uint32_t k = f.begin; k < f.end; ++k) cite_read(found.reads[k], cited, pattern_parents_);
    if (pattern_parents_.size() == begin) continue;
    pattern_spans_.push_back({begin, static_cast<uint32_t>(pattern_parents_.size())});
    span_chain_.push_back({f.id, static_cast<uint16_t>(f.key >> 3)});
    any |= add_conclusion(g, f.conclusion);
    if (stopped_) return true;
  }
  return any;
}

PENCILMARK_SMALL void Branch::ancestor_nodes(std::span<const int> nodes, std::vector<int>& out) const {
  out.clear();
  NodeSet seen;
  for (int n : nodes)
    if (seen.insert(n)) out.push_back(n);
  for (size_t k = 0; k < out.size(); ++k)
    for_each_parent(out[k], [&](int p) {
      if (seen.insert(p)) out.push_back(p);
    });
}

PENCILMARK_SMALL void Branch::parents(int index, std::vector<int>& out) const {
  out.clear();
  for_each_parent(index, [&](int p) { out.push_back(p); });
}

int Branch::ancestors(std::span<const int> nodes, int limit, std::vector<uint64_t>* counted) const {
  const auto [flat, nested] = count_ancestors(nodes, limit, counted);
  return flat + nested;
}

int Branch::clash_nodes(int limit) const {
  const int on = clash_, off = Node::at(clash_).conjugate().index();
  // Each form's own nodes, then the nested chains behind either, once. The
  // forms' counts stop past the limit: what they have then is more than the
  // limit too (the nested chains behind both hold those behind either).
  const auto [on_flat, on_nested] = count_ancestors({&on, 1}, limit + 1);
  if (on_flat + on_nested > limit) return on_flat + on_nested;
  const auto [off_flat, off_nested] = count_ancestors({&off, 1}, limit + 1 - on_flat);
  const int flat = on_flat + off_flat;
  if (flat + off_nested > limit || pattern_spans_.empty()) return flat + off_nested;
  return flat + count_ancestors({on, off}).second;
}

std::pair<int, int> Branch::count_ancestors(std::span<const int> nodes, int limit,
                                            std::vector<uint64_t>* counted) const {
  // Each node is pushed once: the stack never holds more than the nodes reached.
  NodeSet seen;
  std::array<uint16_t, kCells * kDigits * 2> stack;
  int top = 0, flat = 0, nested = 0;
  for (int n : nodes)
    if (seen.insert(n)) stack[top++] = static_cast<uint16_t>(n);
  // A hint's chain counts once, however many of its removals stand behind, and
  // two alike as one (SE's FullChain).
  std::vector<uint64_t> own;
  if (!counted) counted = &own;
  while (top > 0 && flat + nested < limit) {
    const int at = stack[--top];
    ++flat;
    if (cause_[at] == kPattern) {
      const NestedChain& chain = span_chain_[parent_[at]];
      if (chain.nodes && std::find(counted->begin(), counted->end(), chain.id) == counted->end()) {
        counted->push_back(chain.id);
        nested += chain.nodes;
      }
    }
    for_each_parent(at, [&](int p) {
      if (seen.insert(p)) stack[top++] = static_cast<uint16_t>(p);
    });
  }
  return {flat, nested};
}

void Branch::keep(Archive& archive) const {
  archive.starts_.push_back({static_cast<uint32_t>(archive.nodes_.size()),
                             static_cast<uint32_t>(archive.parents_.size()),
                             static_cast<uint32_t>(archive.spans_.size()), clash_});
  // Room for every node at once, then written in place: push_back checks
  // the capacity at each of the millions of nodes kept in a grade.
  const size_t at = archive.nodes_.size();
  archive.nodes_.resize(at + static_cast<size_t>(on_tail_ + off_tail_));
  Archive::Kept* out = archive.nodes_.data() + at;
  for (const auto& [queue, tail] : {std::pair{&on_queue_, on_tail_}, std::pair{&off_queue_, off_tail_}})
    for (int i = 0; i < tail; ++i) {
      const uint16_t index = (*queue)[i];
      *out++ = {index, parent_[index], rank_[index], cause_[index]};
    }
  archive.parents_.insert(archive.parents_.end(), pattern_parents_.begin(), pattern_parents_.end());
  archive.spans_.insert(archive.spans_.end(), pattern_spans_.begin(), pattern_spans_.end());
  archive.chains_.insert(archive.chains_.end(), span_chain_.begin(), span_chain_.end());
}

void Branch::restore(const ChainGrid& links, const Archive& archive, int k) {
  links_ = &links;
  grid_ = &links.grid();
  const Archive::Start from = archive.starts_[k];
  const bool last = k + 1 == archive.size();
  const Archive::Start to = last ? Archive::Start{static_cast<uint32_t>(archive.nodes_.size()),
                                                  static_cast<uint32_t>(archive.parents_.size()),
                                                  static_cast<uint32_t>(archive.spans_.size()), -1}
                                 : archive.starts_[k + 1];
  clash_ = from.clash;
  for (uint32_t i = from.nodes; i < to.nodes; ++i) {
    const Archive::Kept& kept = archive.nodes_[i];
    parent_[kept.index] = kept.parent;
    rank_[kept.index] = kept.rank;
    cause_[kept.index] = kept.cause;
  }
  pattern_parents_.assign(archive.parents_.begin() + from.parents, archive.parents_.begin() + to.parents);
  pattern_spans_.assign(archive.spans_.begin() + from.spans, archive.spans_.begin() + to.spans);
  span_chain_.assign(archive.chains_.begin() + from.spans, archive.chains_.begin() + to.spans);
}

PENCILMARK_SMALL void Branch::ancestors_in_order(std::span<const int> nodes, std::vector<int>& out) const {
  ancestor_nodes(nodes, out);
  // Ranks are unique, so sorting (rank, node) pairs with the uint64_t sort the
  // engine already has gives the same order, without another std::sort
  // instantiation (4 KB of wasm) for this comparator.
  std::vector<uint64_t> ranked(out.size());
  for (size_t i = 0; i < out.size(); ++i) ranked[i] = uint64_t{rank_[out[i]]} << 32 | uint32_t(out[i]);
  std::sort(ranked.begin(), ranked.end());
  for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int>(ranked[i] & 0xFFFFFFFF);
}

PENCILMARK_SMALL void Branch::add_links(std::span<const int> nodes, Step& step) const {
  std::vector<int> behind;
  ancestors_in_order(nodes, behind);
  for (int child : behind) {
    if (cause_[child] == kPattern) continue;  // a pattern's removal: no link to draw, its parents are drawn
    const Node to = Node::at(child);
    for_each_parent(child, [&](int p) {
      const Node from = Node::at(p);
      // on -> off is a weak link; off -> on a strong one.
      step.add_link({from.cell, from.digit}, {to.cell, to.digit}, to.on ? LinkKind::Strong : LinkKind::Weak);
    });
  }
}

}  // namespace pencilmark
