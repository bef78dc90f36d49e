// Words for the chains of two-candidate cells: Y-wing and XY-chain. The facts
// are the links: in each cell a strong link from the digit it would not be to
// the digit it would then be.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_xy_chain(Step& step, const Grid& grid) {
  std::vector<Cell> cells;
  std::vector<Digit> on;
  for (const Link& l : step.links)
    if (l.kind == LinkKind::Strong) {
      cells.push_back(l.from.cell);
      on.push_back(l.to.digit);
    }
  const Cell s = cells.front(), e = cells.back();
  const Digit x = step.digits.first();
  CatalogArgs args{{"first", cell_name(s)}, {"last", cell_name(e)}, {"x", x}};
  add_removed(args, step);
  if (step.technique == technique("y-wing")) {
    const Cell pivot = cells[1];
    args.insert(
        args.end(),
        {{"pivot", cell_name(pivot)}, {"pivot-digits", digits_said(grid.candidates(pivot), "or")}, {"y", on[1]}});
    set_said(step, CatalogValue::message("y-wing", args),
             CatalogValue::message("y-wing-look", {{"pivot", cell_name(pivot)}}),
             CatalogValue::message("where-pivot", {{"pivot", cell_name(pivot)}}));
    return;
  }
  std::vector<CatalogValue> implications;
  for (size_t i = 0; i < cells.size(); ++i) implications.push_back(node_said(Candidate{cells[i], on[i]}, true));
  args.emplace_back("reasoning", CatalogValue::list(std::move(implications), "so"));
  set_said(step, CatalogValue::message("xy-chain", args),
           CatalogValue::message("xy-chain-look", {{"first", cell_name(s)}}),
           CatalogValue::message(
               "where-xy-chain",
               {{"first", cell_name(s)}, {"last", cell_name(e)}, {"n", static_cast<int>(cells.size())}, {"x", x}}));
}

}  // namespace pencilmark
