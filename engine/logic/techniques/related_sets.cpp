// Related Sets (after Jamie Pike): naked and hidden subsets of 2-4 and the
// X-wing, swordfish and jellyfish are one algorithm on a 9x9 slice of the
// candidate cube. A slice has nine lines, each a set of positions; when k lines
// together occupy exactly k positions, those positions belong to those lines,
// and every other line loses its entries there.
//
//   slice of a house, line = cell, position = digit    -> naked subset
//   slice of a house, line = digit, position = cell    -> hidden subset (the transpose)
//   slice of a digit, line = row, position = column    -> fish on rows
//   slice of a digit, line = column, position = row    -> fish on columns (the transpose)
#include <bit>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

using Slice = std::array<uint16_t, 9>;  // line -> 9-bit set of positions

// Calls found(lines, positions) for every set of k lines occupying k positions
// that leaves entries to remove in the other lines, in the lexicographic order of
// the lines. found returns false to stop.
template <typename Found>
void find_related_sets(const Slice& slice, int k, Found&& found) {
  // A line can take part only if it has 1..k entries (none means the line is done).
  uint16_t alive = 0;
  for (int i = 0; i < 9; ++i)
    if (slice[i] && bit_count9(slice[i]) <= k) alive |= uint16_t(1u << i);
  if (bit_count9(alive) < k) return;
  // Two lines of a set together stay within k positions: each line's partners,
  // as a mask, so that the search below tests sets, not pairs, at every level.
  std::array<uint16_t, 9> partners{};
  for (unsigned rest = alive; rest; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    for (unsigned later = rest & (rest - 1); later; later &= later - 1) {
      const int j = std::countr_zero(later);
      if (bit_count9(uint32_t(slice[i] | slice[j])) <= k) {
        partners[i] |= uint16_t(1u << j);
        partners[j] |= uint16_t(1u << i);
      }
    }
  }
  // Pike's pruning: a line needs k-1 partners; dropping lines can leave others
  // short of partners, so repeat until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned rest = alive; rest; rest &= rest - 1) {
      const int i = std::countr_zero(rest);
      if (bit_count9(uint32_t(partners[i] & alive)) < k - 1) {
        alive &= uint16_t(~(1u << i));
        changed = true;
      }
    }
  }
  if (bit_count9(alive) < k) return;
  // Every combination of k lines that are partners of each other, cut short when
  // the union passes k.
  bool stop = false;
  auto extend = [&](auto& self, unsigned open, int chosen, uint16_t lines, uint16_t positions) -> void {
    if (chosen == k) {
      if (bit_count9(positions) != k) return;
      for (int j = 0; j < 9; ++j) {
        if (!(lines >> j & 1) && (slice[j] & positions)) {
          stop = !found(lines, positions);
          return;
        }
      }
      return;
    }
    for (; open && !stop; open &= open - 1) {
      const int i = std::countr_zero(open);
      const uint16_t united = positions | slice[i];
      if (bit_count9(united) <= k)
        self(self, open & (open - 1) & partners[i], chosen + 1, uint16_t(lines | 1u << i), united);
    }
  };
  extend(extend, alive, 0, 0, 0);
}

constexpr Technique kNaked[] = {technique("naked-pair"), technique("naked-triple"), technique("naked-quad")};
constexpr Technique kHidden[] = {technique("hidden-pair"), technique("hidden-triple"), technique("hidden-quad")};
constexpr Technique kFish[] = {technique("x-wing"), technique("swordfish"), technique("jellyfish")};

std::vector<Cell> cells_at(House h, uint16_t positions) {
  std::vector<Cell> cells;
  for (int i = 0; i < 9; ++i)
    if (positions >> i & 1) cells.push_back(kHouseCells[h][i]);
  return cells;
}

void find_subsets(const Grid& grid, int k, bool hidden, StepList& out) {
  for_each_house(grid, out, hidden ? kHidden[k - 2] : kNaked[k - 2], [&](House h) {
    // With k empty cells or fewer, the house's subsets are its whole rest: nothing to remove.
    if (bit_count9(house_positions(grid.empty_cells(), h)) <= k) return;
    Slice slice{};  // by cell (naked), or its transpose by digit (hidden)
    for (int i = 0; i < 9; ++i)
      slice[i] = hidden ? uint16_t(house_positions(grid.cells_with_candidate(i + 1), h))
                        : grid.candidates(kHouseCells[h][i]).bits();
    find_related_sets(slice, k, [&](uint16_t lines, uint16_t positions) {
      const uint16_t cell_bits = hidden ? positions : lines;
      const DigitSet digits = DigitSet::from_bits(hidden ? lines : positions);
      const std::vector<Cell> cells = cells_at(h, cell_bits);
      Step step{hidden ? kHidden[k - 2] : kNaked[k - 2]};
      step.mark(h, Role::Region);
      for (Cell c : cells) {
        step.mark_cell(c, Role::Pattern);
        for (Digit d : grid.candidates(c) & digits) step.mark_candidate(c, d, Role::Pattern);
      }
      if (hidden) {
        for (Cell c : cells)
          for (Digit d : grid.candidates(c) - digits) step.eliminations.push_back({c, d});
      } else {
        for (int i = 0; i < 9; ++i) {
          if (cell_bits >> i & 1) continue;
          const Cell c = kHouseCells[h][i];
          for (Digit d : grid.candidates(c) & digits) step.eliminations.push_back({c, d});
        }
      }
      step.digits = digits;
      mark_effect(step);
      out.add(std::move(step));
      return !out.full();
    });
  });
}

void find_fish(const Grid& grid, int k, StepList& out) {
  for_each_digit(grid, out, kFish[k - 2], [&](Digit d) {
    Slice by_row{}, by_col{};
    for (int i = 0; i < 9; ++i) {
      by_row[i] = uint16_t(house_positions(grid.cells_with_candidate(d), row_house(i)));
      by_col[i] = uint16_t(house_positions(grid.cells_with_candidate(d), col_house(i)));
    }
    for (bool base_rows : {true, false}) {
      find_related_sets(base_rows ? by_row : by_col, k, [&](uint16_t lines, uint16_t positions) {
        auto house_of_line = [&](int i, bool row) { return row ? row_house(i) : col_house(i); };
        Step step{kFish[k - 2]};
        CellSet pattern, covers;
        for (int i = 0; i < 9; ++i)
          if (lines >> i & 1) step.mark(house_of_line(i, base_rows), Role::Base);
        for (int j = 0; j < 9; ++j) {
          if (!(positions >> j & 1)) continue;
          const House cover = house_of_line(j, !base_rows);
          step.mark(cover, Role::Cover);
          covers |= kHouseSets[cover];
        }
        for (int i = 0; i < 9; ++i)
          if (lines >> i & 1) pattern |= kHouseSets[house_of_line(i, base_rows)];
        pattern &= covers & grid.cells_with_candidate(d);
        for (Cell c : pattern) step.mark_candidate(c, d, Role::Pattern);
        const CellSet removed = (grid.cells_with_candidate(d) & covers) - pattern;
        for (Cell c : removed) step.eliminations.push_back({c, d});
        step.digits = DigitSet::single(d);
        mark_effect(step);
        out.add(std::move(step));
        return !out.full();
      });
    }
  });
}

}  // namespace

void find_naked_pairs(const Grid& grid, StepList& out) { find_subsets(grid, 2, false, out); }
void find_naked_triples(const Grid& grid, StepList& out) { find_subsets(grid, 3, false, out); }
void find_naked_quads(const Grid& grid, StepList& out) { find_subsets(grid, 4, false, out); }
void find_hidden_pairs(const Grid& grid, StepList& out) { find_subsets(grid, 2, true, out); }
void find_hidden_triples(const Grid& grid, StepList& out) { find_subsets(grid, 3, true, out); }
void find_hidden_quads(const Grid& grid, StepList& out) { find_subsets(grid, 4, true, out); }
void find_x_wings(const Grid& grid, StepList& out) { find_fish(grid, 2, out); }
void find_swordfish(const Grid& grid, StepList& out) { find_fish(grid, 3, out); }
void find_jellyfish(const Grid& grid, StepList& out) { find_fish(grid, 4, out); }

}  // namespace pencilmark
