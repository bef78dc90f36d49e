// The alternating search: the one search behind the chains that alternate
// strong and weak links, over whichever graph a family walks. X-chains walk
// one digit's conjugate pairs (links.hpp), XY-chains bivalue cells (chains.cpp),
// remote pairs the cells of one pair (remote_pairs.cpp), AICs and nice loops
// the candidate graph with its groups and ALS nodes (candidate_links.hpp).
//
// A state is a node supposed off or on. From a premise "p is off", a strong
// link makes its partner on, and from an on a weak link makes its partner off:
// the links alternate. A chain holds each candidate once; it may come back to
// its premise, which ends it. States are settled in order of length (breadth
// first, by buckets of length), so each is settled once, by a shortest chain,
// the first of its length found; a link's length is one, or more through an
// ALS node (HoDoKu's penalty, graph.length).
//
// States are numbered as logic/node.hpp says (chain_state).
//
// A graph gives, by node (LinkNode: the candidate (c, d) is c * 9 + d - 1,
// the graph's own nodes come after them):
//   size()                        node ids are below it
//   digit(n), cells(n)            the node's digit and its places
//   for_each_strong(n, f)         f(m) for each m that is on when n is off
//   for_each_linked_weak(n, skip, f)
//                                 f(m) for each m that is off when n is on and
//                                 leads on (has a strong link); it may pass the
//                                 candidates in skip (by digit: their off
//                                 state is reached already)
//   length(n, m)                  a strong link's length
//   leaves_set(n, m)              whether the strong link n -> m leaves an ALS:
//                                 m's places may then hold candidates the
//                                 chain took before (the set is one node, its
//                                 entry, as in HoDoKu's chains)
//   signature(n)                  a bit per candidate of n, in 64: which
//                                 candidates a chain holds, with false
//                                 positives that a walk back rules out
// Links are followed in the order the graph gives them, the order their
// states are settled in among equals.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "core/grid.hpp"
#include "logic/links.hpp"
#include "logic/node.hpp"

namespace pencilmark {

// The static links of single candidates (ChainGrid, links.hpp) as far as a
// chain family takes them: X-chains one digit's conjugate pairs, XY-chains and
// remote pairs bivalue cells' links, colour clusters one digit's conjugate
// pairs alone. One graph type for them all, so that the search is built once.
//   strong  from (c, d): the other candidate of c if it has two (with
//           cell_links), d's other place in each house of c where it has two
//           (if d is house_digit), in cell order
//   weak    from (c, d) to the places of d in weak_to[d] that c sees; or, with
//           weak_along_strong, along the strong links alone (a conjugate pair
//           is a weak link too: a cluster's colours alternate along its pairs)
struct CandidateGraph {
  const ChainGrid& links;
  bool cell_links = false;
  Digit house_digit = 0;
  std::array<CellSet, kDigits> weak_to{};
  bool weak_along_strong = false;

  static int size() { return kCandidateNodes; }
  static Digit digit(LinkNode n) { return n % kDigits + 1; }
  static Cell cell(LinkNode n) { return n / kDigits; }
  static CellSet cells(LinkNode n) { return CellSet::single(n / kDigits); }
  static int length(LinkNode, LinkNode) { return 1; }
  static bool leaves_set(LinkNode, LinkNode) { return false; }
  static uint64_t signature(LinkNode n) { return uint64_t{1} << (n & 63); }
  static constexpr LinkNode node(Cell c, Digit d) { return c * kDigits + d - 1; }

  // d's other place in each house of c where it has two (one place may be
  // the other in two houses).
  CellSet house_partners(Cell c, Digit d) const {
    CellSet partners;
    for (const ChainGrid::Target* t = links.begin(c, d); t != links.end(c, d); ++t)
      if (t->cause != 1) partners.add(Node::at(t->node).cell);
    return partners;
  }

  template <class F>
  void for_each_strong(LinkNode n, F&& f) const {
    const Cell c = cell(n);
    const Digit d = digit(n);
    if (cell_links)
      for (const ChainGrid::Target* t = links.begin(c, d); t != links.end(c, d); ++t)
        if (t->cause == 1) f(node(c, Node::at(t->node).digit));
    if (d == house_digit)
      for (Cell p : house_partners(c, d)) f(node(p, d));
  }
  template <class F>
  void for_each_linked_weak(LinkNode n, const std::array<CellSet, kDigits>& skip, F&& f) const {
    const Cell c = cell(n);
    const Digit d = digit(n);
    const CellSet to = weak_along_strong ? house_partners(c, d) : kPeerSets[c] & weak_to[d - 1];
    for (Cell p : to - skip[d - 1]) f(node(p, d));
  }
};

// A list of ints that grows as a vector does, pushed to inline: GCC leaves
// std::vector::push_back a call in the search's loops, which push millions.
class IntList {
 public:
  [[gnu::always_inline]] void push(int x) {
    if (size_ == items_.size()) grow();
    items_[size_++] = x;
  }
  int operator[](size_t i) const { return items_[i]; }
  size_t size() const { return size_; }
  void clear() { size_ = 0; }
  const int* begin() const { return items_.data(); }
  const int* end() const { return items_.data() + size_; }

 private:
  [[gnu::noinline]] void grow() { items_.resize(2 * items_.size() + 64); }
  std::vector<int> items_;
  size_t size_ = 0;
};

// What a search does after settling a state: follow its links, not (the chain
// ends there), or stop.
enum class Next : uint8_t { Extend, End, Stop };

// What a search calls as it settles each state, by reference: not a template
// parameter, so that a search is built once per graph, whoever asks (the
// call costs nothing next to a state's links).
class SettleFn {
 public:
  template <class F>
  SettleFn(F&& f)  // implicit: the lambda passed to run() converts
      : object_(&f), call_([](void* o, int state) { return (*static_cast<std::remove_reference_t<F>*>(o))(state); }) {}
  Next operator()(int state) const { return call_(object_, state); }

 private:
  void* object_;
  Next (*call_)(void*, int);
};

template <class Graph>
class AlternatingSearch {
 public:
  // max_cost: the longest chain (with the graph's lengths) any run may want.
  // Not inlined: each finder that builds a search would hold a copy of the
  // vectors' setup (0.7 KB of wasm for remote pairs').
  [[gnu::noinline]] AlternatingSearch(const Graph& graph, int max_cost)
      : graph_(graph),
        depth_(chain_state_count(graph.size()), -1),
        cost_(chain_state_count(graph.size())),
        settled_(chain_state_count(graph.size())),
        parent_(chain_state_count(graph.size())),
        path_bits_(chain_state_count(graph.size())),
        buckets_(static_cast<size_t>(max_cost) + 1) {}

  // Every chain from premise p off, shortest first, of at most max_links links
  // and at most `bound` long (which may shrink as the search goes, but not
  // grow past max_cost). settle(state) is told of each state but the premise
  // as it is settled, and says what next.
  [[gnu::noinline]] void run(LinkNode p, int max_links, const int& bound, SettleFn settle) {
    for (int s : touched_) {
      depth_[s] = -1;
      settled_[s] = 0;
    }
    touched_.clear();
    reached_off_.fill(CellSet{});
    premise_ = p;
    const int start = chain_state(p, false);
    touched_.push(start);
    depth_[start] = 0;
    cost_[start] = 0;
    parent_[start] = -1;
    path_bits_[start] = graph_.signature(p);
    buckets_[0].push(start);
    top_ = 0;
    // Up to the highest bucket filled (reach raises it): most premises end in a few.
    for (int cost = 0; cost <= top_; ++cost) {
      IntList& bucket = buckets_[static_cast<size_t>(cost)];
      if (cost > bound) {
        bucket.clear();
        continue;
      }
      for (size_t i = 0; i < bucket.size(); ++i) {
        const int at = bucket[i];
        if (settled_[at] || cost_[at] != cost) continue;
        settled_[at] = 1;
        const LinkNode n = state_node(at);
        if (at != start) {
          const Next next = settle(at);
          if (next == Next::Stop) {
            for (int rest = cost; rest <= top_; ++rest) buckets_[static_cast<size_t>(rest)].clear();
            return;
          }
          if (next == Next::End) continue;
        }
        // The premise on ends a chain; so does the length limit.
        if (n == p ? at != start : depth_[at] >= max_links) continue;
        // An off leads on only through a strong link: the others are dead ends.
        if (state_on(at))
          graph_.for_each_linked_weak(n, reached_off_, [&](LinkNode m) { reach(at, m, false, 1, bound); });
        else
          graph_.for_each_strong(n, [&](LinkNode m) { reach(at, m, true, graph_.length(n, m), bound); });
      }
      bucket.clear();
    }
  }

  // The premise of the last run.
  LinkNode premise() const { return premise_; }
  // A settled state's chain: its links, its length, the state before it (-1: the premise).
  int depth(int state) const { return depth_[static_cast<size_t>(state)]; }
  int cost(int state) const { return cost_[static_cast<size_t>(state)]; }
  int parent(int state) const { return parent_[static_cast<size_t>(state)]; }
  // The states of the chain to a settled state, premise first.
  std::vector<int> chain_to(int state) const {
    std::vector<int> states;
    for (int s = state; s >= 0; s = parent(s)) states.push_back(s);
    std::reverse(states.begin(), states.end());
    return states;
  }
  // Whether the chain to state at holds a candidate of node n.
  bool holds(int at, LinkNode n) const {
    const Digit d = graph_.digit(n);
    const CellSet cells = graph_.cells(n);
    for (int s = at; s >= 0; s = parent(s)) {
      const LinkNode k = state_node(s);
      if (k == n || (graph_.digit(k) == d && !(graph_.cells(k) & cells).empty())) return true;
    }
    return false;
  }

 private:
  // Inlined into the two loops of run(): it runs for every link followed,
  // from state from to node m, on or off.
  [[gnu::always_inline]] void reach(int from, LinkNode m, bool on, int length, int bound) {
    const int cost = cost_[from] + length;
    const int to = chain_state(m, on);
    if (cost > bound || settled_[to] || (depth_[to] >= 0 && cost_[to] <= cost)) return;
    // A chain holds each candidate once, but may come back to its premise (and
    // stop there) and leave a set by candidates it took before.
    const uint64_t bits = graph_.signature(m);
    if (m != premise_ && (path_bits_[from] & bits) && !(on && graph_.leaves_set(state_node(from), m)) && holds(from, m))
      return;
    if (depth_[to] < 0) {
      touched_.push(to);
      if (!on && m < kCandidateNodes) reached_off_[m % kDigits].add(m / kDigits);
    }
    path_bits_[to] = path_bits_[from] | bits;
    depth_[to] = static_cast<int16_t>(depth_[from] + 1);
    cost_[to] = static_cast<int16_t>(cost);
    parent_[to] = from;
    buckets_[static_cast<size_t>(cost)].push(to);
    top_ = std::max(top_, cost);
  }

  const Graph& graph_;
  LinkNode premise_ = 0;
  // Not bytes: a store of a byte may alias any member, which the compiler then
  // reloads in the search's loops.
  std::vector<int16_t> depth_;  // by state: the chain's links, -1 when not reached
  std::vector<int16_t> cost_;   // its length
  std::vector<uint16_t> settled_;
  std::vector<int32_t> parent_;
  std::vector<uint64_t> path_bits_;
  IntList touched_;  // the states reached
  // The candidates whose off state is reached: off states come by weak links
  // alone, of length one, from states settled in order of length, so their
  // first way is their shortest and the search need not try them again.
  std::array<CellSet, kDigits> reached_off_{};
  std::vector<IntList> buckets_;  // by length: the states to settle
  int top_ = 0;                   // the highest bucket a state went into
};

// Credits each candidate removed to the shortest chain that removes it, the
// first of equal length winning: which chains, shortest first, are credited
// with one. removed(chain) lists a chain's removals as candidate ids
// (cell * 9 + digit - 1).
template <class Chain, class Removed>
std::vector<bool> credit_shortest(const std::vector<Chain>& chains, Removed&& removed) {
  std::vector<int> credited_to(kCells * kDigits, -1);
  for (size_t i = 0; i < chains.size(); ++i)
    removed(chains[i], [&](int candidate) {
      if (credited_to[candidate] < 0) credited_to[candidate] = static_cast<int>(i);
    });
  std::vector<bool> credited(chains.size(), false);
  for (int i : credited_to)
    if (i >= 0) credited[static_cast<size_t>(i)] = true;
  return credited;
}

}  // namespace pencilmark
