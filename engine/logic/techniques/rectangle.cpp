// Rectangle (level 3), after Zambon's chapter 2: one digit, four boxes at the
// corners of a rectangle (two bands by two stacks). Suppose a corner cell holds
// the digit. That takes the digit from its row and column, so in the boxes
// beside it fewer places are left; where one is left, the digit is forced there,
// which takes more places away. If a box of the four ends with no place at all,
// the supposition was wrong: the corner cannot hold the digit.
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

struct Forcing {
  std::vector<Cell> forced;  // in the order they were forced
  House empty_box = -1;      // the box left with no place
};

// Supposes d in corner; follows forced placements in the three other boxes.
Forcing suppose(const Grid& grid, Digit d, Cell corner, const std::array<House, 3>& boxes) {
  CellSet places = grid.cells_with_candidate(d) - kPeerSets[corner];
  Forcing result;
  // A box emptied by the corner's row and column alone is an intersection (level
  // 1), not a rectangle: the contradiction must come through a forced placement.
  for (House b : boxes)
    if ((places & kHouseSets[b]).empty()) return result;
  std::array<bool, 3> settled{};
  for (bool progress = true; progress && result.empty_box < 0;) {
    progress = false;
    for (int i = 0; i < 3; ++i) {
      if (settled[i]) continue;
      const CellSet spots = places & kHouseSets[boxes[i]];
      if (spots.empty()) {
        result.empty_box = boxes[i];
        break;
      }
      if (spots.size() == 1) {
        const Cell c = spots.first();
        settled[i] = true;
        progress = true;
        result.forced.push_back(c);
        places = places - kPeerSets[c];
      }
    }
  }
  return result;
}

bool holds(const Grid& grid, House h, Digit d) {
  for (Cell c : kHouseCells[h])
    if (grid.value(c) == d) return true;
  return false;
}

}  // namespace

void find_rectangles(const Grid& grid, StepList& out) {
  for (Digit d = 1; d <= kDigits; ++d) {
    for (Cell corner : grid.cells_with_candidate(d)) {
      if (out.full()) return;
      const int band = row_of(corner) / 3, stack = col_of(corner) / 3;
      Forcing found;
      std::array<House, 3> boxes{};
      // The other three corners' boxes: same band, same stack, and diagonal.
      for (int other_band = 0; other_band < 3 && found.empty_box < 0; ++other_band) {
        for (int other_stack = 0; other_stack < 3 && found.empty_box < 0; ++other_stack) {
          if (other_band == band || other_stack == stack) continue;
          boxes = {box_house(3 * band + other_stack), box_house(3 * other_band + stack),
                   box_house(3 * other_band + other_stack)};
          // A box that already holds d has no place for it, and needs none.
          if (holds(grid, boxes[0], d) || holds(grid, boxes[1], d) || holds(grid, boxes[2], d)) continue;
          found = suppose(grid, d, corner, boxes);
        }
      }
      if (found.empty_box < 0) continue;

      Step step{technique("rectangle")};
      step.mark(box_house(box_of(corner)), Role::Region);
      for (House b : boxes) step.mark(b, b == found.empty_box ? Role::Cover : Role::Region);
      step.mark_cell(corner, Role::Pivot);
      for (Cell c : grid.cells_with_candidate(d) & (kHouseSets[boxes[0]] | kHouseSets[boxes[1]] | kHouseSets[boxes[2]]))
        step.mark_candidate(c, d, Role::Pattern);
      Candidate from{corner, d};
      for (Cell c : found.forced) {
        step.add_link(from, {c, d}, LinkKind::Forces);
        step.mark_candidate(c, d, Role::ChainOn, step.links.back().stage);
        from = {c, d};
      }
      step.eliminations.push_back({corner, d});
      step.digits = DigitSet::single(d);
      mark_effect(step);
      out.add(std::move(step));
    }
  }
}

}  // namespace pencilmark
