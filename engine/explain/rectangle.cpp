// Words for Zambon's rectangle: the supposed corner, the placements it forces,
// the box left with no place.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_rectangle(Step& step, const Grid&) {
  const Cell corner = cells_with(step, Role::Pivot).front();
  const Digit digit = step.digits.first();
  std::vector<Cell> forced;
  for (const Link& l : step.links) forced.push_back(l.to.cell);
  std::vector<House> boxes;  // the corner's box first
  for (const HouseMark& m : step.houses) boxes.push_back(m.house);
  const House empty_box = houses_with(step, Role::Cover).front();
  set_said(step,
           CatalogValue::message("rectangle", {{"corner", cell_name(corner)},
                                               {"digit", digit},
                                               {"forced", cells_said(forced)},
                                               {"box", house_said(empty_box)}}),
           CatalogValue::message("rectangle-look", {{"digit", digit}, {"boxes", houses_said(boxes)}}),
           CatalogValue::message("where-in-digit", {{"place", houses_said(boxes)}, {"digit", digit}}));
}

}  // namespace pencilmark
