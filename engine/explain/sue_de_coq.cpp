// Words for Sue de Coq: the meeting cells (Pattern), the line's helper cells
// (Cover) and the box's (Extra); the line and the box are the step's two
// Region houses, line first.
#include "explain/words.hpp"

namespace pencilmark {
namespace {

DigitSet digits_of(const Grid& grid, const std::vector<Cell>& cells) {
  DigitSet out;
  for (Cell c : cells) out = out | grid.candidates(c);
  return out;
}

}  // namespace

void explain_sue_de_coq(Step& step, const Grid& grid) {
  const std::vector<House> houses = houses_with(step, Role::Region);
  const House line = houses[0], box = houses[1];
  const std::vector<Cell> core = cells_with(step, Role::Pattern), line_cells = cells_with(step, Role::Cover),
                          box_cells = cells_with(step, Role::Extra);
  const size_t total = core.size() + line_cells.size() + box_cells.size();
  const DigitSet all = step.digits | digits_of(grid, line_cells) | digits_of(grid, box_cells);
  set_words(step,
            cell_list(core) + ", where " + house_name(line) + " meets " + house_name(box) + ", hold " +
                digit_list(step.digits) + "; " + cell_list(line_cells) + " in " + house_name(line) + " hold" +
                (line_cells.size() > 1 ? " " : "s ") + digit_list(digits_of(grid, line_cells)) + ", and " +
                cell_list(box_cells) + " in " + house_name(box) + " hold" + (box_cells.size() > 1 ? " " : "s ") +
                digit_list(digits_of(grid, box_cells)) + ". No digit can fill two of these " + std::to_string(total) +
                " cells except one the line's cells and the box's cells share outside " + house_name(line) + "'s meeting " +
                "cells, and that leaves exactly enough digits for them: each is used, in its part of the pattern. " +
                "Remove " + removal_list(step.eliminations) + ".",
            "where " + house_name(line) + " meets " + house_name(box),
            "in " + house_name(line) + " and " + house_name(box) + " (" + cell_list(core) + ")");
  (void)all;
}

}  // namespace pencilmark
