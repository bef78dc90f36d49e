#include <algorithm>

#include "explain/explainers.hpp"
#include "explain/words.hpp"
#include "format/format.hpp"
#include "logic/technique.hpp"

namespace pencilmark {
namespace {

// A branch in words: the first hops of its spine (from its last link back, each
// node to the link that reached it, then forward), and how many links the
// board shows in all. A weak link ends in a candidate that is off, a strong one
// in one that is on.
CatalogValue hops(const std::vector<Link>& links, size_t begin, size_t end) {
  constexpr size_t kShown = 3;
  if (begin == end) return CatalogValue::message("branch-at-once");
  std::vector<size_t> spine{end - 1};
  for (size_t at = end - 1;;) {
    const Link& l = links[at];
    const bool from_on = l.kind == LinkKind::Weak;
    size_t up = begin;
    while (up < at && !(links[up].to == l.from && (links[up].kind == LinkKind::Strong) == from_on)) ++up;
    if (up == at) break;
    spine.push_back(at = up);
  }
  std::vector<CatalogValue> words;
  for (auto i = spine.rbegin(); i != spine.rend() && words.size() < kShown; ++i)
    words.push_back(node_said(links[*i].to, links[*i].kind == LinkKind::Strong));
  const size_t said = words.size();
  CatalogValue out = CatalogValue::list(std::move(words), "comma");
  if (end - begin == said) return out;
  return CatalogValue::message("branch-cut", {{"hops", std::move(out)}, {"links", static_cast<int>(end - begin)}});
}

}  // namespace

// The step's branches are its suppositions, each to the next one's first link.
void explain_forcing_chain(Step& step, const Grid&) {
  const std::vector<Supposition>& premises = step.suppositions;
  std::vector<size_t> starts;
  for (const Supposition& s : premises) starts.push_back(static_cast<size_t>(s.first_link));
  starts.push_back(step.links.size());
  const bool placed = !step.placements.empty();
  // Every conclusion: the placements, then the removals a placement does not make anyway.
  std::vector<CatalogValue> concluded, placements;
  for (const Candidate& p : step.placements) {
    concluded.push_back(node_said(p, true));
    placements.push_back(CatalogValue::message("placement", {{"digit", p.digit}, {"cell", cell_name(p.cell)}}));
  }
  for (const Candidate& e : step.eliminations)
    if (std::none_of(step.placements.begin(), step.placements.end(),
                     [&](const Candidate& p) { return placement_removes(p, e); }))
      concluded.push_back(node_said(e, false));
  CatalogArgs args{
      {"conclusion", CatalogValue::list(std::move(concluded))},
      {"dynamic", step.technique == technique("dynamic-forcing-chains")  ? CatalogValue::message("forcing-dynamic")
                  : step.technique == technique("nested-forcing-chains") ? CatalogValue::message("forcing-nested")
                                                                         : CatalogValue("")},
      {"place",
       placed ? CatalogValue::message("forcing-place", {{"placements", CatalogValue::list(std::move(placements))}})
              : CatalogValue("")}};
  auto branch = [&](size_t i) { return hops(step.links, starts[i], starts[i + 1]); };
  const std::vector<House> regions = houses_with(step, Role::Region);
  const std::vector<Cell> cells = cells_with(step, Role::Pivot);
  const char* text = nullptr;
  CatalogValue where("");
  if (!regions.empty() || !cells.empty()) {
    // Cell or region forcing: every option leads to the conclusion.
    std::vector<CatalogValue> ifs;
    for (size_t i = 0; i < premises.size(); ++i)
      ifs.push_back(CatalogValue::message(
          "forcing-if", {{"premise", node_said(premises[i].candidate, premises[i].on)}, {"branch", branch(i)}}));
    args.emplace_back("branches", CatalogValue::list(std::move(ifs), "semicolon"));
    if (!cells.empty()) {
      where = cell_name(cells.front());
      text = "forcing-cell";
      args.insert(args.end(), {{"cell", where}, {"digits", digits_said(step.digits, "or")}});
    } else {
      CellSet supposed_cells;
      for (const Supposition& s : premises) supposed_cells.add(s.candidate.cell);
      where = house_said(regions.front());
      text = "forcing-region";
      args.insert(
          args.end(),
          {{"digit", premises.front().candidate.digit}, {"cells", cells_said(supposed_cells)}, {"house", where}});
    }
  } else if (premises.size() == 2) {
    // Double implication: the premise true and false lead to the same place.
    const Candidate p = premises.front().candidate;
    where = cell_name(p.cell);
    text = "forcing-double";
    args.insert(args.end(),
                {{"premise", node_said(p, premises.front().on)}, {"if-true", branch(0)}, {"if-false", branch(1)}});
  } else {
    // Contradiction: the premise leads to a candidate both true and false (a
    // premise supposed false ends in its placement).
    const Candidate p = premises.front().candidate;
    where = cell_name(p.cell);
    const Link& last = step.links.back();
    text = "forcing-contradiction";
    args.insert(args.end(), {{"premise", node_said(p, premises.front().on)},
                             {"branch", branch(0)},
                             {"cell", cell_name(last.to.cell)},
                             {"digit", last.to.digit}});
  }
  set_said(step, CatalogValue::message(text, std::move(args)), where,
           CatalogValue::message("where-from", {{"place", where}}));
}

}  // namespace pencilmark
