// Singles (level 0): a digit with one place left in a house (hidden single), a
// cell with one candidate left (naked single). Placing also removes the digit
// from the peers: that cleanup is part of the placement step.
#include "logic/finders.hpp"
#include "logic/text.hpp"

namespace pencilmark {
namespace {

// Houses in the order a person scans them: boxes first, then rows, then columns.
constexpr std::array<House, kHouses> kScanOrder = [] {
  std::array<House, kHouses> order{};
  for (int i = 0; i < 9; ++i) {
    order[i] = box_house(i);
    order[9 + i] = row_house(i);
    order[18 + i] = col_house(i);
  }
  return order;
}();

// The first peer of c that holds d: what keeps d out of c.
Cell blocker(const Grid& grid, Cell c, Digit d) {
  for (Cell p : kPeers[c])
    if (grid.value(p) == d) return p;
  return -1;
}

bool is_last_empty_cell(const Grid& grid, House h) { return (grid.empty_cells() & kHouseSets[h]).size() == 1; }

}  // namespace

void find_hidden_singles(const Grid& grid, StepList& out) {
  CellSet done[kDigits];  // one step per candidate, however many houses show it
  for (House h : kScanOrder) {
    for (Digit d = 1; d <= kDigits && !out.full(); ++d) {
      const CellSet spots = grid.cells_with_candidate(d) & kHouseSets[h];
      if (spots.size() != 1) continue;
      const Cell c = spots.first();
      if (done[d - 1].has(c)) continue;
      done[d - 1].add(c);
      Step step{Technique::HiddenSingle};
      step.mark(h, Role::Region);
      step.mark_candidate(c, d, Role::Pattern);
      // The digits that keep d out of the house's other empty cells.
      CellSet blockers;
      for (Cell o : grid.empty_cells() & kHouseSets[h])
        if (o != c)
          if (const Cell b = blocker(grid, o, d); b >= 0) blockers.add(b);
      for (Cell b : blockers) step.mark_cell(b, Role::Cover);
      step.add_placement(grid, c, d);
      mark_effect(step);
      if (out.explain()) {
        const std::string house = house_name(h);
        std::string why =
            is_last_empty_cell(grid, h)
                ? cell_name(c) + " is the last empty cell of " + house + ", so it is " + digit_word(d) + "."
                : "In " + house + ", " + digit_word(d) + " can only go in " + cell_name(c) +
                      ": every other empty cell there sees a " + digit_word(d) + ".";
        set_words(step, why + " Place " + digit_word(d) + " in " + cell_name(c) + ".", house,
                  "in " + house + " (digit " + digit_word(d) + ")");
      }
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
    Step step{Technique::NakedSingle};
    step.mark_cell(c, Role::Pattern);
    step.mark_candidate(c, d, Role::Pattern);
    // Peers that hold the other digits, one per digit.
    for (Digit other = 1; other <= kDigits; ++other)
      if (other != d)
        if (const Cell b = blocker(grid, c, other); b >= 0) step.mark_cell(b, Role::Cover);
    step.add_placement(grid, c, d);
    mark_effect(step);
    if (out.explain()) {
      House full = -1;
      for (House h : houses_of(c))
        if (is_last_empty_cell(grid, h)) full = h;
      std::string why = full >= 0 ? cell_name(c) + " is the last empty cell of " + house_name(full) + ", so it is " +
                                        digit_word(d) + "."
                                  : cell_name(c) + " can only be " + digit_word(d) +
                                        ": its row, column and box already rule out every other digit.";
      set_words(step, why + " Place " + digit_word(d) + " in " + cell_name(c) + ".",
                house_name(full >= 0 ? full : box_house(box_of(c))), "in " + cell_name(c));
    }
    out.add(std::move(step));
  }
}

}  // namespace pencilmark
