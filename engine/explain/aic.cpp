// Words for alternating inference chains and nice loops. The facts are the
// links: each joins two nodes (a candidate, a group or an ALS's places of a
// digit), a strong link reaching a true node and a weak link a false one.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// Long chains name this many hops, then count the rest.
constexpr size_t kNamedHops = 4;

struct Node {
  CellSet cells;
  Digit digit;
  bool on;
};

CatalogValue state(const Node& n, bool on) { return node_said(n.cells, n.digit, on); }
CatalogValue state(const Node& n) { return state(n, n.on); }

// "If r1c1 is not 5, r1c2 is 5, so r3c2 is not 5, ... so r5c5 is 7", long
// chains shortened to their first hops and the count of the others.
CatalogValue implications(const std::vector<Node>& nodes, size_t last) {
  const size_t named = last > kNamedHops + 1 ? kNamedHops : last;
  std::vector<CatalogValue> then;
  for (size_t i = 1; i <= named; ++i) then.push_back(state(nodes[i]));
  CatalogArgs args{{"premise", state(nodes[0])}, {"then", CatalogValue::list(std::move(then), "so")}};
  if (named == last) return CatalogValue::message("chain-reasoning", std::move(args));
  args.insert(args.end(), {{"skipped", static_cast<int>(last - named)}, {"last", state(nodes[last])}});
  return CatalogValue::message("chain-reasoning-long", std::move(args));
}

// The digits removed from the step's one cell.
DigitSet candidates_of(const Step& step) {
  DigitSet digits;
  for (const Candidate& e : step.eliminations) digits.add(e.digit);
  return digits;
}

}  // namespace

void explain_aic(Step& step, const Grid&) {
  std::vector<Node> nodes;
  const Link& premise = step.links.front();
  nodes.push_back({premise.from_cells, premise.from.digit, premise.from_on()});
  for (const Link& l : step.links) nodes.push_back({l.to_cells, l.to.digit, l.to_on()});
  const Node& first = nodes.front();
  const CatalogValue start = cells_said(first.cells);
  const int links = static_cast<int>(step.links.size());
  const CatalogValue look = CatalogValue::message("chain-look", {{"start", start}});
  if (step.technique == technique("continuous-nice-loop")) {
    // The last link closes the loop on the premise.
    set_said(step,
             CatalogValue::message("nice-loop-continuous", {{"reasoning", implications(nodes, nodes.size() - 2)},
                                                            {"start", start},
                                                            {"links", links},
                                                            {"premise", state(first, !first.on)},
                                                            {"removed", removals_said(step.eliminations)}}),
             look, CatalogValue::message("where-through", {{"start", start}, {"links", links}}));
    return;
  }
  const Node& last = nodes.back();
  const CatalogValue reasoning = implications(nodes, nodes.size() - 1);
  if (step.technique == technique("discontinuous-nice-loop")) {
    CatalogValue text =
        first.on && last.cells == first.cells && last.digit == first.digit
            ? CatalogValue::message("nice-loop-false", {{"reasoning", reasoning}, {"premise", state(first, false)}})
        : first.on
            ? CatalogValue::message("nice-loop-both", {{"reasoning", reasoning}, {"premise", state(first, false)}})
            : CatalogValue::message("nice-loop-true", {{"reasoning", reasoning},
                                                       {"premise", state(first, true)},
                                                       {"digits", digits_said(candidates_of(step))}});
    set_said(step, std::move(text), look, CatalogValue::message("where-at", {{"start", start}, {"links", links}}));
    return;
  }
  set_said(
      step,
      CatalogValue::message("aic", {{"reasoning", reasoning},
                                    {"premise", state(first, true)},
                                    {"last", state(last)},
                                    {"removed", removals_said(step.eliminations)}}),
      look,
      CatalogValue::message("where-from-to", {{"start", start}, {"end", cells_said(last.cells)}, {"links", links}}));
}

}  // namespace pencilmark
