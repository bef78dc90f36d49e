// Words for the subsets: naked and hidden pairs, triples and quads, and the
// locked pair and triple (a naked subset in a box-line intersection).
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_subset(Step& step, const Grid&) {
  const std::vector<House> regions = houses_with(step, Role::Region);
  const std::vector<Cell> cells = cells_with(step, Role::Pattern);
  const CatalogValue where = houses_said(regions);
  const bool hidden = step.technique == technique("hidden-pair") || step.technique == technique("hidden-triple") ||
                      step.technique == technique("hidden-quad");
  const CatalogArgs args{{"n", static_cast<int>(cells.size())},
                         {"cells", cells_said(cells)},
                         {"houses", where},
                         {"digits", digits_said(step.digits, hidden ? "and" : "or")},
                         {"removed", removals_said(step.eliminations)}};
  const char* said = hidden ? "subset-hidden" : regions.size() > 1 ? "subset-locked" : "subset-naked";
  set_said(step, CatalogValue::message(said, args), where, CatalogValue::message("where-in", {{"place", where}}));
}

}  // namespace pencilmark
