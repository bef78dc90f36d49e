// Locked pair and locked triple: two or three cells of a box-line intersection
// that can only hold as many digits. Those digits fill those cells, so they go
// from the rest of both the box and the line. (A naked pair or triple that
// happens to lie in two houses: shown as one step, not two.)
#include <array>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

void find_locked_sets(const Grid& grid, int k, Technique id, StepList& out) {
  for (int b = 0; b < 9; ++b) {
    const House box = box_house(b);
    for (int i = 0; i < 6 && !out.full(); ++i) {
      // The box's three rows, then its three columns.
      const House line = i < 3 ? row_house(3 * (b / 3) + i) : col_house(3 * (b % 3) + i - 3);
      const CellSet segment = kHouseSets[box] & kHouseSets[line] & grid.empty_cells();
      std::array<Cell, 3> cells{};
      int n = 0;
      for (Cell c : segment) cells[n++] = c;
      // Every k of the segment's empty cells (at most three: one triple, or three pairs).
      for (int mask = 0; mask < (1 << n) && !out.full(); ++mask) {
        if (bit_count9(unsigned(mask)) != k) continue;
        CellSet chosen;
        DigitSet digits;
        for (int j = 0; j < n; ++j)
          if (mask >> j & 1) {
            chosen.add(cells[j]);
            digits = digits | grid.candidates(cells[j]);
          }
        if (digits.size() != k) continue;
        // Each house must lose something: else it is a naked subset of one house.
        const CellSet rest_line = kHouseSets[line] - chosen, rest_box = kHouseSets[box] - chosen;
        bool line_loses = false, box_loses = false;
        for (Digit d : digits) {
          line_loses = line_loses || !(rest_line & grid.cells_with_candidate(d)).empty();
          box_loses = box_loses || !(rest_box & grid.cells_with_candidate(d)).empty();
        }
        if (!line_loses || !box_loses) continue;
        Step step{id};
        step.mark(line, Role::Region);
        step.mark(box, Role::Region);
        for (Cell c : chosen) {
          step.mark_cell(c, Role::Pattern);
          for (Digit d : grid.candidates(c)) step.mark_candidate(c, d, Role::Pattern);
        }
        for (Digit d : digits)
          for (Cell c : (rest_line | rest_box) & grid.cells_with_candidate(d)) step.eliminations.push_back({c, d});
        step.digits = digits;
        mark_effect(step);
        out.add(std::move(step));
      }
    }
  }
}

}  // namespace

void find_locked_pairs(const Grid& grid, StepList& out) { find_locked_sets(grid, 2, technique("locked-pair"), out); }
void find_locked_triples(const Grid& grid, StepList& out) {
  find_locked_sets(grid, 3, technique("locked-triple"), out);
}

}  // namespace pencilmark
