// Words for Zambon's rectangle: the supposed corner, the placements it forces,
// the box left with no place.
#include "explain/words.hpp"

namespace pencilmark {

void explain_rectangle(Step& step, const Grid&) {
  const Cell corner = cells_with(step, Role::Pivot).front();
  const std::string digit = digit_word(step.digits.first());
  std::vector<Cell> forced;
  for (const Link& l : step.links) forced.push_back(l.to.cell);
  std::vector<House> boxes;  // the corner's box first
  for (const HouseMark& m : step.houses) boxes.push_back(m.house);
  const House empty_box = houses_with(step, Role::Cover).front();
  set_words(step,
            "Suppose " + cell_name(corner) + " is " + digit + ". Then " + digit + " is forced into " +
                cell_list(forced) + ", and " + house_name(empty_box) + " has no place left for " + digit + ". So " +
                cell_name(corner) + " is not " + digit + ".",
            "digit " + digit + " in " + house_list(boxes), "in " + house_list(boxes) + " (digit " + digit + ")");
}

}  // namespace pencilmark
