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

std::string holds(const std::vector<Cell>& cells) { return cells.size() > 1 ? " hold only " : " holds only "; }

}  // namespace

void explain_sue_de_coq(Step& step, const Grid& grid) {
  const std::vector<House> houses = houses_with(step, Role::Region);
  const House line = houses[0], box = houses[1];
  const std::vector<Cell> core = cells_with(step, Role::Pattern), line_cells = cells_with(step, Role::Cover),
                          box_cells = cells_with(step, Role::Extra);
  const DigitSet core_digits = step.digits, line_digits = digits_of(grid, line_cells),
                 box_digits = digits_of(grid, box_cells);
  const DigitSet both = line_digits & box_digits;  // outside the meeting cells' digits: once in each part
  const DigitSet only_core = core_digits - line_digits - box_digits;
  const DigitSet in_line = (core_digits | line_digits) - box_digits - only_core,
                 in_box = (core_digits | box_digits) - line_digits - only_core;
  const size_t total = core.size() + line_cells.size() + box_cells.size();
  const std::string line_name = house_name(line), box_name = house_name(box);
  const DigitSet all = core_digits | line_digits | box_digits;
  std::string text = cell_list(core) + " (where " + line_name + " meets " + box_name + ") hold " +
                     digit_list(core_digits) + ". In " + line_name + ", " + cell_list(line_cells) + holds(line_cells) +
                     digit_list(line_digits) + "; in " + box_name + ", " + cell_list(box_cells) + holds(box_cells) +
                     digit_list(box_digits) + ". These " + std::to_string(total) + " cells need " +
                     std::to_string(total);
  if (both.empty())
    text += " different digits (the two groups share none), and they hold exactly " + digit_list(all) + ": ";
  else
    text += " digits, all different but " + digit_list(both, " or ") + " (once in each group), which is exactly " +
            "what they hold: ";
  std::vector<std::string> places;
  if (!in_line.empty()) places.push_back(digit_list(in_line) + " within " + line_name);
  if (!in_box.empty()) places.push_back(digit_list(in_box) + " within " + box_name);
  if (!only_core.empty()) places.push_back(digit_list(only_core) + " in the meeting cells");
  if (!both.empty()) places.push_back(digit_list(both) + " once within each");
  text += "so the pattern holds " + join_words(places) + ". Remove " + removal_list(step.eliminations) + ".";
  set_words(step, text, "where " + line_name + " meets " + box_name,
            "in " + line_name + " and " + box_name + " (" + cell_list(core) + ")");
}

}  // namespace pencilmark
