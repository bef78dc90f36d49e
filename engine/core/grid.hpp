// Grid: the values of a board plus the candidates of its empty cells.
#pragma once

#include <array>
#include <cstdint>

#include "core/geometry.hpp"
#include "core/sets.hpp"

namespace pencilmark {

class Grid {
 public:
  // An empty board: no values, every candidate open.
  Grid() { candidates_.fill(DigitSet::all()); }

  Digit value(Cell c) const { return value_[c]; }
  bool is_empty(Cell c) const { return value_[c] == 0; }
  bool is_given(Cell c) const { return givens_.has(c); }
  CellSet givens() const { return givens_; }
  // Candidates of an empty cell; a filled cell has none.
  DigitSet candidates(Cell c) const { return candidates_[c]; }

  // Puts d in c and removes d from the candidates of c's peers.
  // A given is part of the puzzle; a placement is a solver's or a player's digit.
  void place(Cell c, Digit d, bool given = false) {
    value_[c] = static_cast<uint8_t>(d);
    candidates_[c] = DigitSet();
    if (given) givens_.add(c);
    for (Cell p : kPeers[c]) candidates_[p].remove(d);
  }
  void set_candidates(Cell c, DigitSet digits) { candidates_[c] = digits; }
  void remove_candidate(Cell c, Digit d) { candidates_[c].remove(d); }

  // Cells that still have d as a candidate.
  CellSet cells_with_candidate(Digit d) const {
    CellSet s;
    for (Cell c = 0; c < kCells; ++c)
      if (candidates_[c].has(d)) s.add(c);
    return s;
  }
  int filled_count() const {
    int n = 0;
    for (uint8_t v : value_) n += v != 0;
    return n;
  }
  bool is_complete() const { return filled_count() == kCells; }

  bool operator==(const Grid&) const = default;

 private:
  std::array<uint8_t, kCells> value_{};
  std::array<DigitSet, kCells> candidates_{};
  CellSet givens_;
};

}  // namespace pencilmark
