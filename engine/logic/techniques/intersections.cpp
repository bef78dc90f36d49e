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

// The digits that have a pointing line, and those that have a box-line
// reduction, found from each digit's three bands at once (sets.hpp: bit
// 9 * row + col of a band) before any house is visited: in a nested forcing
// chain's branches, where most searches find nothing, the visits then cost
// nothing (rating 12 of forum_hardest_1106: 9% faster). Exact: a digit is in a
// set if and only if the finder below makes a step of it (test_intersections.cpp
// compares them on random grids).
//
// In a band, a row's three cells in a box (a mini-row) are a group of three
// bits, group 3 * row + stack at bit 9 * row + 3 * stack; a column's three
// cells (a mini-column) are bits col, col + 9, col + 18. For each group: some
// (the digit is there), two (two places or more), and whether the digit is in
// the box's other groups and in the line's: a pointing line is two places
// with the box's others empty and the line's not (something to remove); a
// box-line the same with box and line swapped.
struct IntersectionDigits {
  DigitSet pointing, claiming;
};

PENCILMARK_SMALL IntersectionDigits intersection_digits(const Grid& grid) {
  constexpr uint32_t kGroupLow = 0x1249249;  // bit 3g of each mini-row g
  constexpr uint32_t kStack0 = 0x40201;      // the mini-rows of stack 0 (bits 0, 9, 18)
  constexpr uint32_t kStack1 = kStack0 << 3, kStack2 = kStack0 << 6;
  constexpr uint32_t kCol0 = 0x49;  // of a band's nine columns, a bit each: each stack's first (0, 3, 6)
  constexpr uint32_t kCol1 = kCol0 << 1, kCol2 = kCol0 << 2;
  IntersectionDigits found;
  for (Digit d = 1; d <= kDigits; ++d) {
    const CellSet places = grid.cells_with_candidate(d);
    uint32_t col_some[3], col_two[3];
    bool pointing = false, claiming = false;
    for (int b = 0; b < 3; ++b) {
      const uint32_t m = places.band(b);
      // Mini-rows: the box's other rows are 9 and 18 bits away; the row's other boxes 3 and 6.
      const uint32_t some = (m | m >> 1 | m >> 2) & kGroupLow;
      const uint32_t two = ((m & m >> 1) | (m & m >> 2) | (m >> 1 & m >> 2)) & kGroupLow;
      const uint32_t box_others = (some << 9 | some >> 9 | some << 18 | some >> 18) & kGroupLow;
      const uint32_t line_others = (some << 3 & (kStack1 | kStack2)) | (some << 6 & kStack2) |
                                   (some >> 3 & (kStack0 | kStack1)) | (some >> 6 & kStack0);
      pointing |= (two & ~box_others & line_others) != 0;
      claiming |= (two & ~line_others & box_others) != 0;
      col_some[b] = (m | m >> 9 | m >> 18) & 0x1FF;
      col_two[b] = ((m & m >> 9) | (m & m >> 18) | (m >> 9 & m >> 18)) & 0x1FF;
    }
    // Mini-columns: the column's other boxes are in the other bands; the box's other columns 1 and 2 bits away.
    for (int b = 0; b < 3; ++b) {
      const uint32_t some = col_some[b];
      const uint32_t line_others = col_some[(b + 1) % 3] | col_some[(b + 2) % 3];
      const uint32_t box_others =
          (some << 1 & (kCol1 | kCol2)) | (some << 2 & kCol2) | (some >> 1 & (kCol0 | kCol1)) | (some >> 2 & kCol0);
      pointing |= (col_two[b] & ~box_others & line_others) != 0;
      claiming |= (col_two[b] & ~line_others & box_others) != 0;
    }
    if (pointing) found.pointing.add(d);
    if (claiming) found.claiming.add(d);
  }
  return found;
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
  if (digits.empty()) return;  // (what intersection_digits leaves most often)
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
    digits = digits & intersection_digits(grid).pointing;
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
    digits = digits & intersection_digits(grid).claiming;
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
