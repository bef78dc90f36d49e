// Intersections (level 1): where a box meets a row or column.
//  - Pointing line: a digit's places in a box all lie on one line, so the line's
//    copy of the digit is in the box: remove it from the rest of the line.
//  - Box-line reduction (claiming): a digit's places in a line all lie in one box,
//    so the box's copy is on the line: remove it from the rest of the box.
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

// The row or column that holds all of spots, or -1.
House common_line(CellSet spots) {
  const Cell first = spots.first();
  if ((spots & kHouseSets[row_house(row_of(first))]) == spots) return row_house(row_of(first));
  if ((spots & kHouseSets[col_house(col_of(first))]) == spots) return col_house(col_of(first));
  return -1;
}

// from: the house whose places for d all lie in `to`; removes d from the rest of `to`.
void add_intersection_step(const Grid& grid, Technique technique, House from, House to, Digit d, CellSet spots,
                           StepList& out) {
  const CellSet removed = grid.cells_with_candidate(d) & (kHouseSets[to] - kHouseSets[from]);
  if (removed.empty()) return;
  Step step{technique};
  step.mark(from, Role::Region);
  step.mark(to, Role::Cover);
  for (Cell c : spots) step.mark_candidate(c, d, Role::Pattern);
  for (Cell c : removed) step.eliminations.push_back({c, d});
  step.digits = DigitSet::single(d);
  mark_effect(step);
  out.add(std::move(step));
}

}  // namespace

void find_pointing_lines(const Grid& grid, StepList& out) {
  within_digits(grid, out, technique("pointing-line"), [&](DigitSet digits) {
    for (int b = 0; b < 9; ++b) {
      const House box = box_house(b);
      for (Digit d : digits) {
        if (out.full()) return;
        const CellSet spots = grid.cells_with_candidate(d) & kHouseSets[box];
        if (!spots.several()) continue;  // one place is a hidden single
        if (const House line = common_line(spots); line >= 0)
          add_intersection_step(grid, technique("pointing-line"), box, line, d, spots, out);
      }
    }
  });
}

void find_box_lines(const Grid& grid, StepList& out) {
  within_digits(grid, out, technique("box-line"), [&](DigitSet digits) {
    for (House line = 0; line < 18; ++line) {
      for (Digit d : digits) {
        if (out.full()) return;
        const CellSet spots = grid.cells_with_candidate(d) & kHouseSets[line];
        if (!spots.several()) continue;
        const House box = box_house(box_of(spots.first()));
        if ((spots & kHouseSets[box]) == spots)
          add_intersection_step(grid, technique("box-line"), line, box, d, spots, out);
      }
    }
  });
}

}  // namespace pencilmark
