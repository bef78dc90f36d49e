// Words for Sue de Coq: the meeting cells (Pattern), the line's helper cells
// (Cover) and the box's (Extra); the line and the box are the step's two
// Region houses, line first.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

DigitSet digits_of(const Grid& grid, const std::vector<Cell>& cells) {
  DigitSet out;
  for (Cell c : cells) out = out | grid.candidates(c);
  return out;
}

}  // namespace

void explain_sue_de_coq(Step& step, const Grid& grid) {
  const std::vector<House> houses = houses_with(step, Role::Region);
  const House line = houses[0], box = houses[1];
  const std::vector<Cell> core = cells_with(step, Role::Pattern), line_cells = cells_with(step, Role::Cover),
                          box_cells = cells_with(step, Role::Extra);
  const DigitSet core_digits = step.digits, line_digits = digits_of(grid, line_cells),
                 box_digits = digits_of(grid, box_cells);
  const DigitSet both = line_digits & box_digits;  // outside the meeting cells' digits: once in each part
  const DigitSet only_core = core_digits - line_digits - box_digits;
  const DigitSet in_line = (core_digits | line_digits) - box_digits - only_core,
                 in_box = (core_digits | box_digits) - line_digits - only_core;
  const int total = static_cast<int>(core.size() + line_cells.size() + box_cells.size());
  const CatalogValue line_name = house_said(line), box_name = house_said(box);
  const CatalogValue need =
      both.empty()
          ? CatalogValue::message("sue-de-coq-distinct",
                                  {{"total", total}, {"digits", digits_said(core_digits | line_digits | box_digits)}})
          : CatalogValue::message("sue-de-coq-shared", {{"total", total}, {"digits", digits_said(both, "or")}});
  std::vector<CatalogValue> places;
  if (!in_line.empty())
    places.push_back(
        CatalogValue::message("sue-de-coq-in-house", {{"digits", digits_said(in_line)}, {"house", line_name}}));
  if (!in_box.empty())
    places.push_back(
        CatalogValue::message("sue-de-coq-in-house", {{"digits", digits_said(in_box)}, {"house", box_name}}));
  if (!only_core.empty())
    places.push_back(CatalogValue::message("sue-de-coq-in-core", {{"digits", digits_said(only_core)}}));
  if (!both.empty()) places.push_back(CatalogValue::message("sue-de-coq-in-both", {{"digits", digits_said(both)}}));
  set_said(
      step,
      CatalogValue::message("sue-de-coq", {{"core", cells_said(core)},
                                           {"line", line_name},
                                           {"box", box_name},
                                           {"core-digits", digits_said(core_digits)},
                                           {"line-cells", cells_said(line_cells)},
                                           {"line-count", static_cast<int>(line_cells.size())},
                                           {"line-digits", digits_said(line_digits)},
                                           {"box-cells", cells_said(box_cells)},
                                           {"box-count", static_cast<int>(box_cells.size())},
                                           {"box-digits", digits_said(box_digits)},
                                           {"total", total},
                                           {"need", need},
                                           {"places", CatalogValue::list(std::move(places))},
                                           {"removed", removals_said(step.eliminations)}}),
      CatalogValue::message("sue-de-coq-look", {{"line", line_name}, {"box", box_name}}),
      CatalogValue::message("where-sue-de-coq", {{"line", line_name}, {"box", box_name}, {"core", cells_said(core)}}));
}

}  // namespace pencilmark
