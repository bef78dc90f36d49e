// Words for the remote pair: the chain's cells come from its strong links (one
// per cell, in chain order); the two digits are the step's. Each cell that
// loses its digits is shown with two chain cells it sees an odd number of steps
// apart.
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {

void explain_remote_pair(Step& step, const Grid&) {
  std::vector<Cell> chain;
  for (const Link& l : step.links)
    if (l.kind == LinkKind::Strong) chain.push_back(l.from.cell);
  std::vector<CatalogValue> reasons;
  for (Cell c : cells_of(step.eliminations)) {
    // The first such pair (there is one: the finder removes nothing else).
    for (size_t i = 0; i < chain.size() && reasons.size() < 100; ++i) {
      size_t j = i + 3;
      while (j < chain.size() && !(kPeerSets[c].has(chain[i]) && kPeerSets[c].has(chain[j]))) j += 2;
      if (j < chain.size() && kPeerSets[c].has(chain[i])) {
        reasons.push_back(CatalogValue::message(
            "remote-pair-reason", {{"cell", cell_name(c)}, {"a", cell_name(chain[i])}, {"b", cell_name(chain[j])}}));
        break;
      }
    }
  }
  const Digit d1 = step.digits.first(), d2 = (step.digits - DigitSet::single(d1)).first();
  const CatalogValue pair = digits_said(step.digits);
  // "4 and 6 from r1c2" when every such cell loses both digits.
  const CellSet cells = cells_of(step.eliminations);
  const CatalogValue removed = step.eliminations.size() == 2 * static_cast<size_t>(cells.size())
                                   ? CatalogValue::message("removal", {{"digit", pair}, {"cells", cells_said(cells)}})
                                   : removals_said(step.eliminations);
  const int count = static_cast<int>(reasons.size());
  set_said(step,
           CatalogValue::message("remote-pair", {{"chain", cells_said(chain)},
                                                 {"pair", pair},
                                                 {"d1", d1},
                                                 {"d2", d2},
                                                 {"reasons", CatalogValue::list(std::move(reasons), "clauses")},
                                                 {"count", count},
                                                 {"removed", removed}}),
           CatalogValue::message("remote-pair-look", {{"pair", pair}}),
           CatalogValue::message("where-remote-pair", {{"first", cell_name(chain.front())},
                                                       {"last", cell_name(chain.back())},
                                                       {"n", static_cast<int>(chain.size())},
                                                       {"pair", pair}}));
}

}  // namespace pencilmark
