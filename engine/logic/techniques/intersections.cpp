// Intersections (level 1): where a box meets a row or column.
//  - Pointing line: a digit's places in a box all lie on one line, so the line's
//    copy of the digit is in the box: remove it from the rest of the line.
//  - Box-line reduction (claiming): a digit's places in a line all lie in one box,
//    so the box's copy is on the line: remove it from the rest of the box.
#include <initializer_list>

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

// The order a finder takes its houses and digits: the solver's path house by
// house, every digit in each; the rating pass (StepOptions::explainer_rules)
// Sudoku Explainer's, as its rating depends on which comes first: column lines
// before row lines, then digit by digit, then house by house. visit(i, d, kind)
// is called for the i-th house (0-8) of a kind: 0 row lines, 1 column lines;
// kinds lists them in order, -1 for "either" (pointing on the path).
template <class Visit>
void in_order(const StepList& out, DigitSet digits, std::initializer_list<int> kinds, Visit&& visit) {
  const bool se_order = out.options().explainer_rules;
  for (const int kind : kinds)
    for (int x = 0; x < 81; ++x) {
      const int i = se_order ? x % 9 : x / 9;
      const Digit d = static_cast<Digit>((se_order ? x / 9 : x % 9) + 1);
      if (!digits.has(d)) continue;
      if (out.full()) return;
      visit(i, d, kind);
    }
}

void find_pointing_lines(const Grid& grid, StepList& out) {
  const bool se_order = out.options().explainer_rules;
  within_digits(grid, out, technique("pointing-line"), [&](DigitSet digits) {
    auto point = [&](int b, Digit d, int kind) {
      const House box = box_house(b);
      const CellSet spots = grid.cells_with_candidate(d) & kHouseSets[box];
      if (!spots.several()) return;  // one place is a hidden single
      if (const House line = common_line(spots); line >= 0 && (kind < 0 || line / 9 == kind))
        add_intersection_step(grid, technique("pointing-line"), box, line, d, spots, out);
    };
    if (se_order)
      in_order(out, digits, {1, 0}, point);
    else
      in_order(out, digits, {-1}, point);
  });
}

void find_box_lines(const Grid& grid, StepList& out) {
  const bool se_order = out.options().explainer_rules;
  within_digits(grid, out, technique("box-line"), [&](DigitSet digits) {
    auto claim = [&](int i, Digit d, int kind) {
      const House line = kind * 9 + i;
      const CellSet spots = grid.cells_with_candidate(d) & kHouseSets[line];
      if (!spots.several()) return;
      const House box = box_house(box_of(spots.first()));
      if ((spots & kHouseSets[box]) == spots)
        add_intersection_step(grid, technique("box-line"), line, box, d, spots, out);
    };
    if (se_order)
      in_order(out, digits, {1, 0}, claim);
    else
      in_order(out, digits, {0, 1}, claim);
  });
}

}  // namespace pencilmark
