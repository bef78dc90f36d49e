// Grid: the values of a board plus the candidates of its empty cells.
//
// Candidates are kept twice, by cell (DigitSet) and by digit (CellSet), because
// the techniques ask both "what can go here?" and "where can d go?". Every
// mutation goes through the methods below, which keep the two views equal.
// Values are kept both ways too, for "which peer holds d?".
#pragma once

#include <array>
#include <cstdint>

#include "core/geometry.hpp"
#include "core/sets.hpp"

namespace pencilmark {

class Grid {
 public:
  // An empty board: no values, every candidate open.
  Grid() {
    candidates_.fill(DigitSet::all());
    digit_cells_.fill(CellSet::all());
  }

  // A board whose nonzero values are givens (0 = empty). Peers are not checked:
  // check_no_duplicates names any clash.
  static Grid with_givens(const std::array<uint8_t, kCells>& values) {
    Grid g;
    for (Cell c = 0; c < kCells; ++c)
      if (values[c]) g.place(c, values[c], /*given=*/true);
    return g;
  }

  Digit value(Cell c) const { return value_[c]; }
  bool is_empty(Cell c) const { return value_[c] == 0; }
  bool is_given(Cell c) const { return givens_.has(c); }
  CellSet givens() const { return givens_; }
  // Empty cells whose candidates the puzzle itself narrows beyond what its
  // givens rule out: a pencil-mark puzzle's marks are part of the puzzle, so a
  // digit missing there is not just a deduction. The uniqueness techniques
  // exchange digits only where the puzzle allows both (uniqueness.cpp).
  CellSet marked_by_puzzle() const { return marked_by_puzzle_; }
  void set_marked_by_puzzle(CellSet cells) { marked_by_puzzle_ = cells; }
  // Candidates of an empty cell; a filled cell has none.
  DigitSet candidates(Cell c) const { return candidates_[c]; }
  bool has_candidate(Cell c, Digit d) const { return candidates_[c].has(d); }
  // Cells that still have d as a candidate.
  const CellSet& cells_with_candidate(Digit d) const { return digit_cells_[d - 1]; }
  // Cells holding d: a digit's givens and placements.
  const CellSet& cells_with_value(Digit d) const { return value_cells_[d - 1]; }
  CellSet empty_cells() const { return ~filled_; }
  CellSet filled_cells() const { return filled_; }

  // Puts d in c and removes d from the candidates of c's peers (the cleanup).
  // A given is part of the puzzle; a placement is a solver's or a player's digit.
  void place(Cell c, Digit d, bool given = false) {
    set_candidates(c, DigitSet());
    if (value_[c]) value_cells_[value_[c] - 1].remove(c);
    value_[c] = static_cast<uint8_t>(d);
    value_cells_[d - 1].add(c);
    filled_.add(c);
    if (given) givens_.add(c);
    // One set operation for the digit's view: parsing places every given this way.
    digit_cells_[d - 1] = digit_cells_[d - 1] - kPeerSets[c];
    for (Cell p : kPeers[c]) candidates_[p].remove(d);
  }
  void set_candidates(Cell c, DigitSet digits) {
    for (Digit d : candidates_[c] - digits) digit_cells_[d - 1].remove(c);
    for (Digit d : digits - candidates_[c]) digit_cells_[d - 1].add(c);
    candidates_[c] = digits;
  }
  void remove_candidate(Cell c, Digit d) {
    candidates_[c].remove(d);
    digit_cells_[d - 1].remove(c);
  }

  int filled_count() const { return filled_.size(); }
  bool is_complete() const { return filled_ == CellSet::all(); }

  bool operator==(const Grid&) const = default;

 private:
  std::array<uint8_t, kCells> value_{};
  std::array<DigitSet, kCells> candidates_{};
  std::array<CellSet, kDigits> digit_cells_{};
  std::array<CellSet, kDigits> value_cells_{};
  CellSet filled_;
  CellSet givens_;
  CellSet marked_by_puzzle_;
};

}  // namespace pencilmark
