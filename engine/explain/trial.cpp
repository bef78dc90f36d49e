// Words for the last resorts: trial and error, and the guess.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_trial(Step& step, const Grid&) {
  const Candidate supposed = step.suppositions.front().candidate;
  constexpr size_t kShown = 6;
  // Each hop: a placement the supposition forces, or (nested) a candidate that
  // goes because supposing it there, singles break the grid.
  std::vector<CatalogValue> hops;
  bool nested = false;
  for (const Link& l : step.links) {
    const bool removed = l.kind == LinkKind::Weak;
    nested = nested || removed;
    if (hops.size() < kShown) hops.push_back(node_said(l.to, !removed));
  }
  if (step.links.size() > kShown)
    hops.push_back(CatalogValue::message("trial-more", {{"n", static_cast<int>(step.links.size() - kShown)}}));
  const Contradiction& x = *step.contradiction;
  const CatalogValue end =
      x.cell >= 0 ? CatalogValue::message("trial-end-cell", {{"cell", cell_name(x.cell)}})
                  : CatalogValue::message("trial-end-house", {{"house", house_said(x.house)}, {"digit", x.digit}});
  const std::string cell = cell_name(supposed.cell);
  CatalogArgs args{{"cell", cell},
                   {"digit", supposed.digit},
                   {"end", end},
                   {"inner", nested ? CatalogValue::message("trial-nested") : CatalogValue("")}};
  if (!hops.empty()) args.emplace_back("hops", CatalogValue::list(std::move(hops)));
  set_said(step, CatalogValue::message(step.links.empty() ? "trial-at-once" : "trial", std::move(args)), cell,
           CatalogValue::message("where-supposing", {{"cell", cell}, {"digit", supposed.digit}}));
}

void explain_guess(Step& step, const Grid&) {
  const Candidate placed = step.placements.front();
  const std::string cell = cell_name(placed.cell);
  set_said(
      step,
      CatalogValue::message("guess", {{"cell", cell}, {"digits", digits_said(step.digits)}, {"digit", placed.digit}}),
      cell, CatalogValue::message("where-in", {{"place", cell}}));
}

}  // namespace pencilmark
