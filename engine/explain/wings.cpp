// Words for the wings: XYZ-wing, WXYZ-wing and W-wing. The facts are the pivot
// and wing cells (XYZ), the four pattern cells (WXYZ), or the two cells and the
// links through the strong link's house (W); the removed digit is the effect's.
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// "r2c7 (1 or 3)"
std::string cell_holding(const Grid& grid, Cell c) {
  return cell_name(c) + " (" + digit_list(grid.candidates(c), " or ") + ")";
}

// ", which sees" or ", which see", after the cells that lose a candidate.
std::string which_see(const Step& step) {
  return cells_of(step.eliminations).size() > 1 ? ", which see " : ", which sees ";
}

}  // namespace

void explain_xyz_wing(Step& step, const Grid& grid) {
  const Cell pivot = cells_with(step, Role::Pivot).front();
  const std::vector<Cell> wings = cells_with(step, Role::Pattern);
  const Digit z = step.eliminations.front().digit;
  const std::string zw = digit_word(z);
  // The pivot's other two digits, each sending z to the wing without it.
  const Digit x = (grid.candidates(wings[0]) - DigitSet::single(z)).first();
  const Digit y = (grid.candidates(wings[1]) - DigitSet::single(z)).first();
  set_words(step,
            cell_name(pivot) + " is " + digit_list(grid.candidates(pivot), " or ") + ", and it sees " +
                cell_holding(grid, wings[0]) + " and " + cell_holding(grid, wings[1]) + ". If " + cell_name(pivot) +
                " is " + digit_word(x) + ", " + cell_name(wings[0]) + " is " + zw + "; if it is " + digit_word(y) +
                ", " + cell_name(wings[1]) + " is " + zw + "; else it is " + zw + " itself. So one of the three is " +
                zw + ": remove " + zw + " from " + cell_list(cells_of(step.eliminations)) + which_see(step) +
                "all three.",
            cell_name(pivot) + " and the cells with two candidates it sees", "with pivot " + cell_name(pivot));
}

void explain_wxyz_wing(Step& step, const Grid& grid) {
  const std::vector<Cell> cells = cells_with(step, Role::Pattern);
  const Digit z = step.eliminations.front().digit;
  const std::string zw = digit_word(z);
  std::vector<std::string> held;
  CellSet z_cells;
  for (Cell c : cells) {
    held.push_back(cell_holding(grid, c));
    if (grid.has_candidate(c, z)) z_cells.add(c);
  }
  const DigitSet others = step.digits - DigitSet::single(z);
  set_words(step,
            join_words(held) + " hold only " + digit_list(step.digits) + " between them. Each of " +
                digit_list(others) + " can fill only one of them (its cells there all see each other), so " +
                "together they fill at most three of the four cells, and one of " + cell_list(z_cells) + " is " + zw +
                ". Remove " + zw + " from " + cell_list(cells_of(step.eliminations)) + which_see(step) +
                (z_cells.size() > 2 ? "all of them." : "both."),
            "the cells that hold only " + digit_list(step.digits, " or "),
            "in " + cell_list(cells) + " (digit " + zw + ")");
}

void explain_w_wing(Step& step, const Grid& grid) {
  const House house = houses_with(step, Role::Region).front();
  // Links: a -> end_a (weak), end_a -> end_b (strong), end_b -> b (weak).
  const Cell a = step.links[0].from.cell, b = step.links[2].to.cell;
  const Cell end_a = step.links[1].from.cell, end_b = step.links[1].to.cell;
  const std::string yw = digit_word(step.links[1].from.digit), xw = digit_word(step.eliminations.front().digit);
  set_words(
      step,
      cell_name(a) + " and " + cell_name(b) + " both hold only " + digit_list(grid.candidates(a)) + ". In " +
          house_name(house) + ", " + yw + " can only go in " + cell_name(end_a) + " (which sees " + cell_name(a) +
          ") or " + cell_name(end_b) + " (which sees " + cell_name(b) + "), so " + cell_name(a) + " and " +
          cell_name(b) + " cannot both be " + yw + ": one of them is " + xw + ". Remove " + xw + " from " +
          cell_list(cells_of(step.eliminations)) + which_see(step) + "both.",
      cell_name(a) + " and " + cell_name(b),
      "on " + cell_name(a) + " and " + cell_name(b) + " (strong link on " + yw + " in " + house_name(house) + ")");
}

}  // namespace pencilmark
