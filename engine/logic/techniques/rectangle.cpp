// Rectangle (level 3), after Zambon's chapter 2: one digit, four boxes at the
// corners of a rectangle (two bands by two stacks). Suppose a corner cell holds
// the digit. That takes the digit from its row and column, so in the boxes
// beside it fewer places are left; where one is left, the digit is forced there,
// which takes more places away. If a box of the four ends with no place at all,
// the supposition was wrong: the corner cannot hold the digit.
#include <array>
#include <bit>
#include <cstdint>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

// A box's places for one digit as 9 bits: bit 3 * (row in box) + column in box,
// so the lowest bit is the box's first cell.
using BoxPlaces = std::array<uint16_t, 9>;
constexpr uint16_t kBoxRow[3] = {0x007, 0x038, 0x1C0};
constexpr uint16_t kBoxCol[3] = {0x049, 0x092, 0x124};

BoxPlaces box_places(const CellSet& cells) {
  BoxPlaces out{};
  for (int band = 0; band < 3; ++band) {
    const uint32_t bits = cells.band(band);
    for (int stack = 0; stack < 3; ++stack)
      out[3 * band + stack] = uint16_t((bits >> (3 * stack) & 7) | (bits >> (9 + 3 * stack) & 7) << 3 |
                                       (bits >> (18 + 3 * stack) & 7) << 6);
  }
  return out;
}

struct Forcing {
  std::array<Cell, 3> forced{};  // in the order they were forced
  int forced_count = 0;
  int empty_box = -1;  // the box (0-8) left with no place
};

// Supposes d in the corner (row and column within its box) of box (band,
// stack); follows forced placements in the three other boxes: same band (a),
// same stack (b) and diagonal (c). The corner takes its row from a and its
// column from b; a place forced in a takes its column from c, one in b its row
// from c, one in c its row from b and its column from a.
Forcing suppose(const BoxPlaces& places, int corner_row, int corner_col, const std::array<int, 3>& boxes) {
  std::array<uint16_t, 3> spots = {uint16_t(places[boxes[0]] & ~kBoxRow[corner_row]),
                                   uint16_t(places[boxes[1]] & ~kBoxCol[corner_col]), places[boxes[2]]};
  Forcing result;
  // A box emptied by the corner's row and column alone is an intersection (level
  // 1), not a rectangle: the contradiction must come through a forced placement.
  if (!spots[0] || !spots[1] || !spots[2]) return result;
  std::array<bool, 3> settled{};
  for (bool progress = true; progress && result.empty_box < 0;) {
    progress = false;
    for (int i = 0; i < 3; ++i) {
      if (settled[i]) continue;
      if (!spots[i]) {
        result.empty_box = boxes[i];
        break;
      }
      if ((spots[i] & (spots[i] - 1)) == 0) {
        const int p = std::countr_zero(unsigned(spots[i]));
        const int r = p / 3, c = p % 3;
        settled[i] = true;
        progress = true;
        result.forced[result.forced_count++] = cell_at(3 * (boxes[i] / 3) + r, 3 * (boxes[i] % 3) + c);
        if (i == 0) {
          spots[2] &= uint16_t(~kBoxCol[c]);
        } else if (i == 1) {
          spots[2] &= uint16_t(~kBoxRow[r]);
        } else {
          spots[1] &= uint16_t(~kBoxRow[r]);
          spots[0] &= uint16_t(~kBoxCol[c]);
        }
      }
    }
  }
  return result;
}

}  // namespace

void find_rectangles(const Grid& grid, StepList& out) {
  // held[d - 1]: the boxes (bits 0-8) where d is placed.
  std::array<uint16_t, kDigits> held{};
  for (Cell c : grid.filled_cells()) held[grid.value(c) - 1] |= uint16_t(1u << box_of(c));
  for (Digit d = 1; d <= kDigits; ++d) {
    const BoxPlaces places = box_places(grid.cells_with_candidate(d));
    // Per box, the corner rows (then columns) that leave it some place, and one place.
    std::array<uint16_t, 9> row_some{}, row_one{}, col_some{}, col_one{};
    for (int x = 0; x < 9; ++x)
      for (int i = 0; i < 3; ++i) {
        const unsigned without_row = places[x] & ~kBoxRow[i], without_col = places[x] & ~kBoxCol[i];
        row_some[x] |= uint16_t(without_row ? kBoxRow[i] : 0);
        row_one[x] |= uint16_t(std::has_single_bit(without_row) ? kBoxRow[i] : 0);
        col_some[x] |= uint16_t(without_col ? kBoxCol[i] : 0);
        col_one[x] |= uint16_t(std::has_single_bit(without_col) ? kBoxCol[i] : 0);
      }
    // tried[box][3 * other band + other stack]: the corners of the box (9 bits)
    // worth supposing with that rectangle. A box that already holds d has no
    // place for it and needs none; every box needs a place, and something must
    // be forced first: a box with one place left once the corner has taken its
    // row and column (suppose finds nothing otherwise).
    std::array<std::array<uint16_t, 9>, 9> tried{};
    std::array<uint16_t, 9> any{};
    for (int box = 0; box < 9; ++box) {
      const int band = box / 3, stack = box % 3;
      for (int other_band = 0; other_band < 3; ++other_band)
        for (int other_stack = 0; other_stack < 3; ++other_stack) {
          if (other_band == band || other_stack == stack) continue;
          const int a = 3 * band + other_stack, b = 3 * other_band + stack, c = 3 * other_band + other_stack;
          if (held[d - 1] & (1u << a | 1u << b | 1u << c) || !places[c]) continue;
          const unsigned forced = std::has_single_bit(unsigned(places[c])) ? 0x1FFu : row_one[a] | col_one[b];
          tried[box][3 * other_band + other_stack] = uint16_t(row_some[a] & col_some[b] & forced & places[box]);
          any[box] |= tried[box][3 * other_band + other_stack];
        }
    }
    for (Cell corner : grid.cells_with_candidate(d)) {
      if (out.full()) return;
      const int band = row_of(corner) / 3, stack = col_of(corner) / 3, box = 3 * band + stack;
      const unsigned bit = 1u << (3 * (row_of(corner) % 3) + col_of(corner) % 3);
      if (!(any[box] & bit)) continue;
      Forcing found;
      std::array<int, 3> boxes{};
      // The other three corners' boxes: same band, same stack, and diagonal.
      for (int other_band = 0; other_band < 3 && found.empty_box < 0; ++other_band) {
        for (int other_stack = 0; other_stack < 3 && found.empty_box < 0; ++other_stack) {
          if (other_band == band || other_stack == stack) continue;
          boxes = {3 * band + other_stack, 3 * other_band + stack, 3 * other_band + other_stack};
          if (!(tried[box][3 * other_band + other_stack] & bit)) continue;
          found = suppose(places, row_of(corner) % 3, col_of(corner) % 3, boxes);
        }
      }
      if (found.empty_box < 0) continue;

      Step step{technique("rectangle")};
      step.chain = true;
      step.mark(box_house(box_of(corner)), Role::Region);
      for (int b : boxes) step.mark(box_house(b), b == found.empty_box ? Role::Cover : Role::Region);
      step.mark_cell(corner, Role::Pivot);
      for (Cell c : grid.cells_with_candidate(d) & (kHouseSets[box_house(boxes[0])] | kHouseSets[box_house(boxes[1])] |
                                                    kHouseSets[box_house(boxes[2])]))
        step.mark_candidate(c, d, Role::Pattern);
      Candidate from{corner, d};
      for (int i = 0; i < found.forced_count; ++i) {
        const Cell c = found.forced[i];
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
