// Words for the intersections: pointing line and box-line reduction.
#include "explain/words.hpp"

namespace pencilmark {

void explain_intersection(Step& step, const Grid&) {
  const House from = houses_with(step, Role::Region).front(), to = houses_with(step, Role::Cover).front();
  const std::string digit = digit_word(step.digits.first()), f = house_name(from), t = house_name(to);
  set_words(step,
            "In " + f + ", " + digit + " can only go in " + cell_list(candidate_cells(step, Role::Pattern)) +
                ", all in " + t + ". So the " + digit + " of " + t + " is in " + f + ": remove " + digit + " from " +
                cell_list(cells_of(step.eliminations)) + ".",
            f + " and " + t, "in " + f + " and " + t + " (digit " + digit + ")");
}

}  // namespace pencilmark
