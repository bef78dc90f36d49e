// Words for the wings: XYZ-wing, WXYZ-wing and W-wing. The facts are the pivot
// and wing cells (XYZ), the four pattern cells (WXYZ), or the two cells and the
// links through the strong link's house (W); the removed digit is the effect's.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// "r2c7 (1 or 3)"
CatalogValue cell_holding(const Grid& grid, Cell c) {
  return CatalogValue::message("cell-holding",
                               {{"cell", cell_name(c)}, {"digits", digits_said(grid.candidates(c), "or")}});
}

}  // namespace

void explain_xyz_wing(Step& step, const Grid& grid) {
  const Cell pivot = cells_with(step, Role::Pivot).front();
  const std::vector<Cell> wings = cells_with(step, Role::Pattern);
  const Digit z = step.eliminations.front().digit;
  // The pivot's other two digits, each sending z to the wing without it.
  const Digit x = (grid.candidates(wings[0]) - DigitSet::single(z)).first();
  const Digit y = (grid.candidates(wings[1]) - DigitSet::single(z)).first();
  CatalogArgs args{{"pivot", cell_name(pivot)},
                   {"pivot-digits", digits_said(grid.candidates(pivot), "or")},
                   {"first", cell_name(wings[0])},
                   {"first-holding", cell_holding(grid, wings[0])},
                   {"second", cell_name(wings[1])},
                   {"second-holding", cell_holding(grid, wings[1])},
                   {"x", x},
                   {"y", y},
                   {"z", z}};
  add_removed(args, step);
  set_said(step, CatalogValue::message("xyz-wing", args),
           CatalogValue::message("xyz-wing-look", {{"pivot", cell_name(pivot)}}),
           CatalogValue::message("where-pivot", {{"pivot", cell_name(pivot)}}));
}

void explain_wxyz_wing(Step& step, const Grid& grid) {
  const std::vector<Cell> cells = cells_with(step, Role::Pattern);
  const Digit z = step.eliminations.front().digit;
  std::vector<CatalogValue> held;
  CellSet z_cells;
  for (Cell c : cells) {
    held.push_back(cell_holding(grid, c));
    if (grid.has_candidate(c, z)) z_cells.add(c);
  }
  CatalogArgs args{{"held", CatalogValue::list(std::move(held))},
                   {"digits", digits_said(step.digits)},
                   {"others", digits_said(step.digits - DigitSet::single(z))},
                   {"z-cells", cells_said(z_cells)},
                   {"z-count", z_cells.size()},
                   {"z", z}};
  add_removed(args, step);
  set_said(step, CatalogValue::message("wxyz-wing", args),
           CatalogValue::message("wxyz-wing-look", {{"digits", digits_said(step.digits, "or")}}),
           CatalogValue::message("where-in-digit", {{"place", cells_said(cells)}, {"digit", z}}));
}

void explain_w_wing(Step& step, const Grid& grid) {
  const House house = houses_with(step, Role::Region).front();
  // Links: a -> end_a (weak), end_a -> end_b (strong), end_b -> b (weak).
  const Cell a = step.links[0].from.cell, b = step.links[2].to.cell;
  const Cell end_a = step.links[1].from.cell, end_b = step.links[1].to.cell;
  const Digit y = step.links[1].from.digit;
  CatalogArgs args{{"a", cell_name(a)},
                   {"b", cell_name(b)},
                   {"digits", digits_said(grid.candidates(a))},
                   {"house", house_said(house)},
                   {"end-a", cell_name(end_a)},
                   {"end-b", cell_name(end_b)},
                   {"x", step.eliminations.front().digit},
                   {"y", y}};
  const CatalogArgs where = args;
  add_removed(args, step);
  set_said(step, CatalogValue::message("w-wing", args), cells_said({a, b}),
           CatalogValue::message("where-w-wing", where));
}

}  // namespace pencilmark
