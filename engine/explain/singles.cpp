// Words for the singles: full house, hidden single, naked single.
#include "explain/words.hpp"

namespace pencilmark {
namespace {

bool is_last_empty_cell(const Grid& grid, House h) { return (grid.empty_cells() & kHouseSets[h]).size() == 1; }

}  // namespace

void explain_single(Step& step, const Grid& grid) {
  const Candidate placed = step.placements.front();
  const std::string c = cell_name(placed.cell), d = digit_word(placed.digit);
  const std::string place = " Place " + d + " in " + c + ".";
  // The house a person sees it in: the finder's region, or for a naked single a
  // house the cell completes (else its box).
  House h = step.houses.empty() ? -1 : step.houses.front().house;
  if (h < 0)
    for (House o : houses_of(placed.cell))
      if (h < 0 && is_last_empty_cell(grid, o)) h = o;
  const bool last = h >= 0 && is_last_empty_cell(grid, h);
  if (h < 0) h = box_house(box_of(placed.cell));
  const std::string house = house_name(h);

  if (last) {
    set_words(step, c + " is the last empty cell of " + house + ", so it is " + d + "." + place, house,
              step.technique == technique("naked-single") ? "in " + c : "in " + house);
  } else if (step.technique == technique("hidden-single")) {
    set_words(step,
              "In " + house + ", " + d + " can only go in " + c + ": every other empty cell there sees " + a_digit(d) +
                  "." + place,
              house, "in " + house + " (digit " + d + ")");
  } else {
    set_words(step, c + " can only be " + d + ": its row, column and box already rule out every other digit." + place,
              house, "in " + c);
  }
}

}  // namespace pencilmark
