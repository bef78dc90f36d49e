// Words for the subsets: naked and hidden pairs, triples and quads, and the
// locked pair and triple (a naked subset in a box-line intersection).
#include "explain/words.hpp"

namespace pencilmark {

void explain_subset(Step& step, const Grid&) {
  static constexpr const char* kCountWords[] = {"", "one", "two", "three", "four"};
  const std::vector<House> regions = houses_with(step, Role::Region);
  const std::vector<Cell> cells = cells_with(step, Role::Pattern);
  const std::string n = kCountWords[cells.size()], removed = removal_list(step.eliminations);
  const std::string digits = digit_list(step.digits, " or "), where = house_list(regions);
  const bool hidden = step.technique == technique("hidden-pair") || step.technique == technique("hidden-triple") ||
                      step.technique == technique("hidden-quad");
  std::string text;
  if (hidden) {
    text = "In " + where + ", " + digit_list(step.digits) + " can only go in " + cell_list(cells) + ", so those " + n +
           " cells hold exactly those " + n + " digits: remove their other candidates (" + removed + ").";
  } else if (regions.size() > 1) {
    text = cell_list(cells) + " can only hold " + digits + ", and they lie in both " + where + ". So those " + n +
           " digits fill those " + n + " cells: remove them from the rest of both houses (" + removed + ").";
  } else {
    text = cell_list(cells) + " can only hold " + digits + ", so those " + n + " digits fill those " + n +
           " cells: remove them from the rest of " + where + " (" + removed + ").";
  }
  set_words(step, text, where, "in " + where);
}

}  // namespace pencilmark
