// A node of a chain: a candidate supposed true ("on") or false ("off"). The one
// numbering of these states that the chain searches share (the alternating
// search, the branches of forcing chains, SE's unary walks).
//
// Layout: index = ((digit - 1) * 2 + on) * 128 + cell: a slot of 128 per digit
// and state (81 used), so that taking an index apart is a shift and a mask; a
// digit's on nodes and off nodes are each one CellSet's worth of bits, so sets
// of nodes intersect a digit at a time.
#pragma once

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

}  // namespace pencilmark
