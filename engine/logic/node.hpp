// A node of a chain: a candidate supposed true ("on") or false ("off"). The one
// numbering of these states that the chain searches share (the alternating
// search, the branches of forcing chains, SE's unary walks).
//
// Layout: index = ((digit - 1) * 2 + on) * 128 + cell: a slot of 128 per digit
// and state (81 used), so that taking an index apart is a shift and a mask; a
// digit's on nodes and off nodes are each one CellSet's worth of bits, so sets
// of nodes intersect a digit at a time.
#pragma once

#include <algorithm>
#include <cstddef>

#include "core/grid.hpp"

namespace pencilmark {

inline constexpr int kNodeSlot = 128;
inline constexpr int kNodes = kNodeSlot * kDigits * 2;  // indexes, not all of them nodes

struct Node {
  Cell cell;
  Digit digit;
  bool on;
  constexpr int index() const { return ((digit - 1) * 2 + on) * kNodeSlot + cell; }
  static constexpr Node at(int index) {
    return {index % kNodeSlot, index / (2 * kNodeSlot) + 1, (index / kNodeSlot) % 2 == 1};
  }
  constexpr Node conjugate() const { return {cell, digit, !on}; }
};

// A chain's node, in the graphs the alternating search walks
// (alternating_chains.hpp): the candidate (c, d) is c * 9 + d - 1, a graph's
// other nodes (groups, ALS nodes) come after the candidates. Their states
// (on or off) extend the numbering above: a candidate's is its Node::index(),
// the others' come after kNodes, laid out alike (slots of 128 nodes, off then
// on), so that bit 7 of any state is its on bit.
using LinkNode = int;
inline constexpr int kCandidateNodes = kCells * kDigits;

// A node's state, on or off; and back.
constexpr int chain_state(LinkNode n, bool on) {
  if (n < kCandidateNodes) return Node{n / kDigits, n % kDigits + 1, on}.index();
  const int k = n - kCandidateNodes;
  return kNodes + (k >> 7) * 2 * kNodeSlot + on * kNodeSlot + (k & (kNodeSlot - 1));
}
constexpr LinkNode state_node(int state) {
  const int low = state & (kNodeSlot - 1), slot_pair = state / (2 * kNodeSlot);
  return state < kNodes ? low * kDigits + slot_pair : kCandidateNodes + (slot_pair - kDigits) * kNodeSlot + low;
}
constexpr bool state_on(int state) { return (state / kNodeSlot) & 1; }
// How many states a graph of `nodes` nodes has, the unused indexes included.
constexpr size_t chain_state_count(int nodes) {
  return static_cast<size_t>(chain_state(std::max(nodes - 1, kCandidateNodes), true) + 1);
}
static_assert(state_node(chain_state(kCandidateNodes + 200, true)) == kCandidateNodes + 200 &&
              state_on(chain_state(kCandidateNodes + 200, true)) && state_node(chain_state(80, false)) == 80 &&
              !state_on(chain_state(80, false)) && state_on(chain_state(728, true)) &&
              state_node(chain_state(728, true)) == 728);

}  // namespace pencilmark
