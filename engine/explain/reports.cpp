// Words for the reports of a player's own mistakes: a wrong digit, a true
// candidate removed from their pencil marks.
#include "explain/words.hpp"

namespace pencilmark {

void explain_wrong_digit(Step& step, const Grid&) {
  const Candidate wrong = step.cleared.front();
  const std::string c = cell_name(wrong.cell), d = digit_word(wrong.digit);
  const std::vector<House> region = houses_with(step, Role::Region);
  if (!region.empty()) {
    const Cell other = cells_with(step, Role::Pattern).front();
    set_words(step,
              c + " and " + cell_name(other) + " are both " + d + " (" + house_name(region.front()) + "): the " + d +
                  " in " + c + " is wrong. Remove it.",
              "your digits in " + house_name(region.front()), "in " + c);
    return;
  }
  set_words(step, "The " + d + " in " + c + " is wrong: it is not this puzzle's solution. Remove it.",
            "your digits in " + house_name(box_house(box_of(wrong.cell))), "in " + c);
}

void explain_missing_candidate(Step& step, const Grid&) {
  const Candidate missing = step.restored.front();
  const std::string c = cell_name(missing.cell), d = digit_word(missing.digit);
  set_words(step,
            "The pencil marks of " + c + " lack " + d + ", but " + d + " has not been ruled out there. Put it back.",
            "the pencil marks in " + house_name(box_house(box_of(missing.cell))), "in " + c);
}

}  // namespace pencilmark
