// Words for the remote pair: the chain's cells come from its strong links (one
// per cell, in chain order); the two digits are the step's. Each cell that
// loses its digits is shown with two chain cells it sees an odd number of steps
// apart.
#include "explain/words.hpp"

namespace pencilmark {

void explain_remote_pair(Step& step, const Grid&) {
  std::vector<Cell> chain;
  for (const Link& l : step.links)
    if (l.kind == LinkKind::Strong) chain.push_back(l.from.cell);
  const std::string pair = digit_list(step.digits);
  std::vector<std::string> reasons;
  for (Cell c : cells_of(step.eliminations)) {
    // The first such pair (there is one: the finder removes nothing else).
    for (size_t i = 0; i < chain.size() && reasons.size() < 100; ++i) {
      size_t j = i + 3;
      while (j < chain.size() && !(kPeerSets[c].has(chain[i]) && kPeerSets[c].has(chain[j]))) j += 2;
      if (j < chain.size() && kPeerSets[c].has(chain[i])) {
        reasons.push_back(cell_name(c) + " sees " + cell_name(chain[i]) + " and " + cell_name(chain[j]));
        break;
      }
    }
  }
  const std::string digits = digit_list(step.digits, " nor ");
  // "4 and 6 from r1c2" when every such cell loses both digits.
  const CellSet cells = cells_of(step.eliminations);
  const std::string removed = step.eliminations.size() == 2 * static_cast<size_t>(cells.size())
                                  ? pair + " from " + cell_list(cells)
                                  : removal_list(step.eliminations);
  set_words(step,
            cell_list(chain) + " each hold only " + pair + ", and each sees the next, so along this chain they " +
                "alternate: two of them an odd number of steps apart are one " + digit_list(step.digits, " and one ") +
                ". " + join_words(reasons, "; and ") + ": " + (reasons.size() > 1 ? "these cells" : "it") +
                " can be neither " + digits + ". Remove " + removed + ".",
            "the cells that hold only " + pair,
            "from " + cell_name(chain.front()) + " to " + cell_name(chain.back()) + " (" +
                std::to_string(chain.size()) + " cells, digits " + pair + ")");
}

}  // namespace pencilmark
