// Words for the reports of a player's own mistakes: a wrong digit, a true
// candidate removed from their pencil marks.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_wrong_digit(Step& step, const Grid&) {
  const Candidate wrong = step.cleared.front();
  const std::string cell = cell_name(wrong.cell);
  const CatalogValue where = CatalogValue::message("where-in", {{"place", cell}});
  const std::vector<House> region = houses_with(step, Role::Region);
  if (!region.empty()) {
    const CatalogValue house = house_said(region.front());
    set_said(step,
             CatalogValue::message("wrong-digit-twice", {{"cell", cell},
                                                         {"other", cell_name(cells_with(step, Role::Pattern).front())},
                                                         {"digit", wrong.digit},
                                                         {"house", house}}),
             CatalogValue::message("wrong-digit-look", {{"house", house}}), where);
    return;
  }
  set_said(step, CatalogValue::message("wrong-digit", {{"cell", cell}, {"digit", wrong.digit}}),
           CatalogValue::message("wrong-digit-look", {{"house", house_said(box_house(box_of(wrong.cell)))}}), where);
}

void explain_missing_candidate(Step& step, const Grid&) {
  const Candidate missing = step.restored.front();
  const std::string cell = cell_name(missing.cell);
  set_said(step, CatalogValue::message("missing-candidate", {{"cell", cell}, {"digit", missing.digit}}),
           CatalogValue::message("missing-candidate-look", {{"house", house_said(box_house(box_of(missing.cell)))}}),
           CatalogValue::message("where-in", {{"place", cell}}));
}

}  // namespace pencilmark
