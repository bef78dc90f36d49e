// Singles (level 0): the last empty cell of a house (full house), a digit with
// one place left in a house (hidden single), a cell with one candidate left
// (naked single). Placing also removes the digit from the peers: that cleanup is
// part of the placement step.
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

// The first peer of c that holds d: what keeps d out of c.
Cell blocker(const Grid& grid, Cell c, Digit d) {
  const CellSet holding = kPeerSets[c] & grid.cells_with_value(d);
  return holding.empty() ? -1 : holding.first();
}

}  // namespace

void find_full_houses(const Grid& grid, StepList& out) {
  CellSet done;  // a cell can be the last of its row, column and box at once
  const uint32_t last_empty = tally_houses(grid.empty_cells()).one;
  for (House h : kScanOrder) {
    if (out.full()) return;
    if (!(last_empty >> h & 1)) continue;
    const Cell c = (grid.empty_cells() & kHouseSets[h]).first();
    if (done.has(c)) continue;
    DigitSet missing = DigitSet::all();
    for (Cell o : kHouseCells[h])
      if (grid.value(o)) missing.remove(grid.value(o));
    // A clash among the digits leaves no single missing digit: not this step's business.
    if (missing.size() != 1 || !grid.has_candidate(c, missing.first())) continue;
    done.add(c);
    Step step{technique("full-house")};
    step.mark(h, Role::Region);
    step.mark_cell(c, Role::Pattern);
    step.digits = missing;
    step.add_placement(grid, c, missing.first());
    mark_effect(step);
    out.add(std::move(step));
  }
}

void find_hidden_singles(const Grid& grid, StepList& out) {
  CellSet done[kDigits];  // one step per candidate, however many houses show it
  for (House h : kScanOrder) {
    for (Digit d = 1; d <= kDigits && !out.full(); ++d) {
      const CellSet spots = grid.cells_with_candidate(d) & kHouseSets[h];
      if (!spots.single()) continue;
      const Cell c = spots.first();
      if (done[d - 1].has(c)) continue;
      done[d - 1].add(c);
      Step step{technique("hidden-single")};
      step.mark(h, Role::Region);
      step.mark_candidate(c, d, Role::Pattern);
      step.digits = DigitSet::single(d);
      // The digits that keep d out of the house's other empty cells.
      CellSet blockers;
      for (Cell o : grid.empty_cells() & kHouseSets[h])
        if (o != c)
          if (const Cell b = blocker(grid, o, d); b >= 0) blockers.add(b);
      for (Cell b : blockers) step.mark_cell(b, Role::Cover);
      step.add_placement(grid, c, d);
      mark_effect(step);
      out.add(std::move(step));
    }
  }
}

void find_naked_singles(const Grid& grid, StepList& out) {
  for (Cell c : grid.empty_cells()) {
    if (out.full()) return;
    const DigitSet digits = grid.candidates(c);
    if (digits.size() != 1) continue;
    const Digit d = digits.first();
    Step step{technique("naked-single")};
    step.mark_cell(c, Role::Pattern);
    step.mark_candidate(c, d, Role::Pattern);
    step.digits = digits;
    // Peers that hold the other digits, one per digit.
    for (Digit other = 1; other <= kDigits; ++other)
      if (other != d)
        if (const Cell b = blocker(grid, c, other); b >= 0) step.mark_cell(b, Role::Cover);
    step.add_placement(grid, c, d);
    mark_effect(step);
    out.add(std::move(step));
  }
}

}  // namespace pencilmark
