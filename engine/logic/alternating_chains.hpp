// The search behind the chains of single candidates that alternate strong and
// weak links, one candidate to a cell: X-chains (one digit's conjugate pairs,
// links.hpp), Y-wings and XY-chains (bivalue cells). Nice loops and AICs, whose
// nodes may be groups or almost locked sets, walk the candidate graph
// (candidate_links.hpp) in a search of their own.
//
// A state is a node (logic/node.hpp): a candidate supposed off or on. From a
// premise "(c, d) is off", a strong link makes its partner on, and from an on
// a weak link makes its partner off; the links alternate. The search is
// breadth first, so each state is reached once, the first time, by a shortest
// chain; and a chain visits each cell once (a link inside one cell, a bivalue
// cell's strong link, stays in it).
//
// A view says where links go, as a set of cells holding one digit:
//   view.strong(c, d)  from (c, d) off: the candidates that are then on
//   view.weak(c, d)    from (c, d) on: the candidates that are then off
// Links leave in cell order, the order the states are queued in.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "logic/node.hpp"

namespace pencilmark {

struct LinkReach {
  CellSet cells;
  Digit digit;
};

class AlternatingSearch {
 public:
  static constexpr int kStates = kCells * kDigits * 2;  // the most a search reaches

  AlternatingSearch() { queue_.reserve(kStates); }

  // From premise (c, d) off, every state the view's links reach, shortest
  // chains first, up to max_links links. reached(state, links) is told of each
  // state (its Node::index()) as it is queued and returns true to end the search.
  template <class View, class Reached>
  void run(const View& view, Cell c, Digit d, int max_links, Reached&& reached) {
    seen_.fill(CellSet{});
    seen_[seen_index(d, false)].add(c);
    queue_.clear();
    queue_.push_back({CellSet::single(c), static_cast<int16_t>(Node{c, d, false}.index()), -1, 0});
    for (size_t head = 0; head < queue_.size(); ++head) {
      // A copy: the queue grows below (within its reserve, but the copy is as cheap).
      const Entry from = queue_[head];
      if (from.depth >= max_links) continue;
      const Node at = Node::at(from.state);
      const LinkReach next = at.on ? view.weak(at.cell, at.digit) : view.strong(at.cell, at.digit);
      CellSet& seen = seen_[seen_index(next.digit, !at.on)];
      CellSet off_path = from.path;
      off_path.remove(at.cell);
      const CellSet fresh = next.cells - seen - off_path;
      seen |= fresh;
      for (Cell n : fresh) {
        const Node to_node{n, next.digit, !at.on};
        Entry to{from.path, static_cast<int16_t>(to_node.index()), static_cast<int16_t>(head),
                 static_cast<int16_t>(from.depth + 1)};
        to.path.add(n);
        queue_.push_back(to);
        if (reached(int{to.state}, int{to.depth})) return;
      }
    }
  }

  // The states of the chain to the state last reached, premise first (Node::index()).
  std::vector<int> chain() const {
    std::vector<int> states;
    for (int i = static_cast<int>(queue_.size()) - 1; i >= 0; i = queue_[static_cast<size_t>(i)].parent)
      states.push_back(queue_[static_cast<size_t>(i)].state);
    std::reverse(states.begin(), states.end());
    return states;
  }

 private:
  static int seen_index(Digit d, bool on) { return (d - 1) * 2 + on; }
  // The states reached, in the order reached (each once).
  struct Entry {
    CellSet path;    // the cells of the chain to it
    int16_t state;   // its Node::index()
    int16_t parent;  // its place in the queue
    int16_t depth;
  };
  std::vector<Entry> queue_;
  std::array<CellSet, kDigits * 2> seen_;  // the states reached, by digit and off/on
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
