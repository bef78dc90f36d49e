#include "explain/words.hpp"

#include <algorithm>

#include "explain/catalogs.hpp"

namespace pencilmark {

namespace {

// The eliminations by digit, each digit's cells ascending; digits without any left out.
std::vector<std::pair<Digit, std::vector<Cell>>> removals_by_digit(const std::vector<Candidate>& eliminations) {
  std::vector<std::pair<Digit, std::vector<Cell>>> out;
  for (Digit d = 1; d <= kDigits; ++d) {
    std::vector<Cell> cells;
    for (const Candidate& e : eliminations)
      if (e.digit == d) cells.push_back(e.cell);
    std::sort(cells.begin(), cells.end());
    if (!cells.empty()) out.emplace_back(d, std::move(cells));
  }
  return out;
}

}  // namespace

std::vector<House> houses_with(const Step& step, Role role) {
  std::vector<House> out;
  for (const HouseMark& m : step.houses)
    if (m.role == role) out.push_back(m.house);
  return out;
}

std::vector<Cell> cells_with(const Step& step, Role role) {
  std::vector<Cell> out;
  for (const CellMark& m : step.cells)
    if (m.role == role) out.push_back(m.cell);
  return out;
}

std::vector<Candidate> candidates_with(const Step& step, Role role) {
  std::vector<Candidate> out;
  for (const CandidateMark& m : step.candidates)
    if (m.role == role) out.push_back(m.candidate);
  return out;
}

CellSet cells_of(const std::vector<Candidate>& candidates) {
  CellSet out;
  for (const Candidate& c : candidates) out.add(c.cell);
  return out;
}

CellSet candidate_cells(const Step& step, Role role) { return cells_of(candidates_with(step, role)); }

CatalogValue house_said(House h) {
  static constexpr const char* kKinds[] = {"house-row", "house-column", "house-box"};
  return CatalogValue::message(kKinds[h / 9], {{"n", h % 9 + 1}});
}

CatalogValue cells_said(const std::vector<Cell>& cells, std::string joined) {
  std::vector<CatalogValue> names;
  for (Cell c : cells) names.emplace_back(cell_name(c));
  return CatalogValue::list(std::move(names), std::move(joined));
}

CatalogValue cells_said(CellSet cells, std::string joined) {
  return cells_said(std::vector<Cell>(cells.begin(), cells.end()), std::move(joined));
}

CatalogValue houses_said(const std::vector<House>& houses) {
  std::vector<CatalogValue> names;
  for (House h : houses) names.push_back(house_said(h));
  return CatalogValue::list(std::move(names));
}

CatalogValue digits_said(DigitSet digits, std::string joined) {
  std::vector<CatalogValue> items;
  for (Digit d : digits) items.emplace_back(d);
  return CatalogValue::list(std::move(items), std::move(joined));
}

CatalogValue removals_said(const std::vector<Candidate>& eliminations) {
  std::vector<CatalogValue> parts;
  for (const auto& [d, cells] : removals_by_digit(eliminations))
    parts.push_back(CatalogValue::message("removal", {{"digit", d}, {"cells", cells_said(cells)}}));
  return CatalogValue::list(std::move(parts), "semicolon");
}

CatalogValue node_said(CellSet cells, Digit digit, bool on) {
  return CatalogValue::message(
      on ? "node-on" : "node-off",
      {{"cells", cells_said(cells, on ? "or" : "and")}, {"count", static_cast<int>(cells.size())}, {"digit", digit}});
}

CatalogValue node_said(const Candidate& candidate, bool on) {
  return node_said(CellSet::single(candidate.cell), candidate.digit, on);
}

void add_removed(CatalogArgs& args, const Step& step) {
  const CellSet removed = cells_of(step.eliminations);
  args.emplace_back("removed", cells_said(removed));
  args.emplace_back("count", removed.size());
}

namespace {

// Each link of a chain (Step::chain: chains, forcing chains, trials) in words,
// in the order the board draws them: "r6c1 is not 4, so r8c1 is 4 (strong
// link)", a branch's first link after its supposition.
std::vector<CatalogValue> links_said(const Step& step) {
  std::vector<CatalogValue> out;
  if (!step.chain) return out;
  const bool trial = step.info().family == Family::Trial;
  for (const Link& link : step.links) {
    static constexpr const char* kKinds[] = {"strong", "weak", "forces"};
    const char* kind = trial && link.kind == LinkKind::Weak ? "inner-trial" : kKinds[static_cast<int>(link.kind)];
    CatalogValue from = node_said(link.from_cells, link.from.digit, link.from_on());
    CatalogValue hop = CatalogValue::message(
        "hop", {{"from", from}, {"to", node_said(link.to_cells, link.to.digit, link.to_on())}, {"kind", kind}});
    out.push_back(link.premise
                      ? CatalogValue::message("hop-supposed", {{"premise", std::move(from)}, {"hop", std::move(hop)}})
                      : std::move(hop));
  }
  return out;
}

}  // namespace

void set_said(Step& step, CatalogValue text, CatalogValue nudge_where, CatalogValue where) {
  const CatalogValue technique = CatalogValue::message(technique_message(step.info().key));
  StepSaid said{std::move(text),
                CatalogValue::message("clue-look", {{"where", std::move(nudge_where)}}),
                CatalogValue::message("clue-technique", {{"technique", technique}, {"where", std::move(where)}}),
                links_said(step),
                {},
                {}};
  // The English catalog is compiled in and read by the tests: it cannot fail but by a bug.
  const auto english = step_catalog("en");
  if (!english || !say_step(step, std::move(said), **english))
    step.text = "(the words of " + std::string(step.info().key) + " could not be said)";
}

}  // namespace pencilmark
