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

// The cells of a chain's node: the chain-marked candidates of its digit at its
// stage (a group, when there are several), or its one cell.
CellSet node_cells(const Step& step, int stage, const Candidate& node) {
  CellSet cells;
  for (const CandidateMark& m : step.candidates)
    if (m.stage == stage && m.candidate.digit == node.digit && (m.role == Role::ChainOn || m.role == Role::ChainOff))
      cells.add(m.candidate.cell);
  return cells.has(node.cell) ? cells : CellSet::single(node.cell);
}

// Each link of a step whose links are implications (chains, forcing chains,
// trials: their candidates are marked on, off, or supposed) in words, in the
// order the board draws them: "r6c1 is not 4, so r8c1 is 4 (strong link)", a
// branch's first link after its supposition. A node is on or off as the board
// marks it at its stage; unmarked, a strong link reaches a node that is on, a
// weak one a node that is off, and a forced one (a supposition's consequence) one
// that is on.
std::vector<CatalogValue> links_said(const Step& step) {
  std::vector<CatalogValue> out;
  if (std::none_of(step.candidates.begin(), step.candidates.end(), [](const CandidateMark& m) {
        return m.role == Role::ChainOn || m.role == Role::ChainOff || m.role == Role::Pivot;
      }))
    return out;
  struct Node {
    CellSet cells;
    Digit digit;
    bool on;
  };
  std::vector<std::pair<Candidate, Node>> reached;  // the node a link reached at each candidate
  const bool trial = step.info().family == Family::Trial;
  for (const Link& link : step.links) {
    bool on = link.kind != LinkKind::Weak;
    for (const CandidateMark& m : step.candidates)
      if (m.stage == link.stage && m.candidate == link.to && (m.role == Role::ChainOn || m.role == Role::ChainOff))
        on = m.role == Role::ChainOn;
    const Node to{node_cells(step, link.stage, link.to), link.to.digit, on};
    auto found = std::find_if(reached.rbegin(), reached.rend(), [&](const auto& r) { return r.first == link.from; });
    const Node from = found != reached.rend() ? found->second
                                              : Node{node_cells(step, kStagePattern, link.from), link.from.digit,
                                                     link.kind != LinkKind::Strong};
    reached.emplace_back(link.to, to);
    static constexpr const char* kKinds[] = {"strong", "weak", "forces"};
    const char* kind = trial && link.kind == LinkKind::Weak ? "inner-trial" : kKinds[static_cast<int>(link.kind)];
    CatalogValue hop = CatalogValue::message("hop", {{"from", node_said(from.cells, from.digit, from.on)},
                                                     {"to", node_said(to.cells, to.digit, to.on)},
                                                     {"kind", kind}});
    // A branch's supposition is its first link's start.
    const bool premise = std::any_of(step.candidates.begin(), step.candidates.end(), [&](const CandidateMark& m) {
      return m.role == Role::Pivot && m.stage == link.stage;
    });
    out.push_back(premise
                      ? CatalogValue::message("hop-supposed", {{"premise", node_said(from.cells, from.digit, from.on)},
                                                               {"hop", std::move(hop)}})
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
