// Words for the singles: full house, hidden single, naked single.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

bool is_last_empty_cell(const Grid& grid, House h) { return (grid.empty_cells() & kHouseSets[h]).size() == 1; }

}  // namespace

void explain_single(Step& step, const Grid& grid) {
  const Candidate placed = step.placements.front();
  // The house a person sees it in: the finder's region, or for a naked single a
  // house the cell completes (else its box).
  House h = step.houses.empty() ? -1 : step.houses.front().house;
  if (h < 0)
    for (House o : houses_of(placed.cell))
      if (h < 0 && is_last_empty_cell(grid, o)) h = o;
  const bool last = h >= 0 && is_last_empty_cell(grid, h);
  if (h < 0) h = box_house(box_of(placed.cell));
  const CatalogValue cell = cell_name(placed.cell), house = house_said(h);
  const CatalogArgs args{{"cell", cell}, {"digit", placed.digit}, {"house", house}};
  const auto in = [](const CatalogValue& place) { return CatalogValue::message("where-in", {{"place", place}}); };

  if (last) {
    set_said(step, CatalogValue::message("single-last", args), house,
             in(step.technique == technique("naked-single") ? cell : house));
  } else if (step.technique == technique("hidden-single")) {
    set_said(step, CatalogValue::message("single-hidden", args), house,
             CatalogValue::message("where-in-digit", {{"place", house}, {"digit", placed.digit}}));
  } else {
    set_said(step, CatalogValue::message("single-naked", args), house, in(cell));
  }
}

}  // namespace pencilmark
