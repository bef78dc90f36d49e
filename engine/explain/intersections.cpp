// Words for the intersections: pointing line and box-line reduction.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_intersection(Step& step, const Grid&) {
  const House from = houses_with(step, Role::Region).front(), to = houses_with(step, Role::Cover).front();
  const CatalogValue both = houses_said({from, to});
  const Digit digit = step.digits.first();
  set_said(step,
           CatalogValue::message("intersection", {{"from", house_said(from)},
                                                  {"to", house_said(to)},
                                                  {"digit", digit},
                                                  {"cells", cells_said(candidate_cells(step, Role::Pattern))},
                                                  {"removed", cells_said(cells_of(step.eliminations))}}),
           both, CatalogValue::message("where-in-digit", {{"place", both}, {"digit", digit}}));
}

}  // namespace pencilmark
