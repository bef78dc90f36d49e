// Words for the chains of two-candidate cells: Y-wing and XY-chain. The facts
// are the links: in each cell a strong link from the digit it would not be to
// the digit it would then be.
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
  const std::string x = digit_word(step.digits.first());
  const std::string removed = cell_list(cells_of(step.eliminations));
  if (step.technique == technique("y-wing")) {
    const Cell pivot = cells[1];
    set_words(step,
              cell_name(pivot) + " is " + digit_list(grid.candidates(pivot), " or ") + ". Either way, one of " +
                  cell_name(s) + " and " + cell_name(e) + " is " + x + " (if " + cell_name(pivot) + " is " +
                  digit_word(on[1]) + ", " + cell_name(e) + " is " + x + "; if not, " + cell_name(s) + " is " + x +
                  "), so remove " + x + " from " + removed + ".",
              "the cells with two candidates that see " + cell_name(pivot), "with pivot " + cell_name(pivot));
    return;
  }
  std::string implications;
  for (size_t i = 0; i < cells.size(); ++i)
    implications += (i ? ", so " : "") + cell_name(cells[i]) + " is " + digit_word(on[i]);
  set_words(step,
            "If " + cell_name(s) + " is not " + x + ": " + implications + ". So " + cell_name(s) + " or " +
                cell_name(e) + " is " + x + ": remove " + x + " from " + removed + ".",
            "the cells with two candidates, starting from " + cell_name(s),
            "from " + cell_name(s) + " to " + cell_name(e) + " (" + std::to_string(cells.size()) + " cells, digit " +
                x + ")");
}

}  // namespace pencilmark
