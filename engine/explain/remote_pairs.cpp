// Words for the remote pair: the chain's cells come from its strong links (one
// per cell, in chain order); the two digits are the step's.
#include "explain/words.hpp"

namespace pencilmark {

void explain_remote_pair(Step& step, const Grid&) {
  std::vector<Cell> cells;
  for (const Link& l : step.links)
    if (l.kind == LinkKind::Strong) cells.push_back(l.from.cell);
  const std::string pair = digit_list(step.digits);
  set_words(step,
            cell_list(cells) + " each hold only " + pair + ", and each sees the next, so along the chain they " +
                "alternate: cells an odd number of steps apart hold one " + digit_list(step.digits, " and one ") +
                ". Remove " + digit_list(step.digits, " or ") + " from " + cell_list(cells_of(step.eliminations)) +
                ", which see two such cells (" + removal_list(step.eliminations) + ").",
            "the cells that hold only " + pair,
            "from " + cell_name(cells.front()) + " to " + cell_name(cells.back()) + " (" +
                std::to_string(cells.size()) + " cells, digits " + pair + ")");
}

}  // namespace pencilmark
