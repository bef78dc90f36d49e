// Sue de Coq, as HoDoKu defines it (extended forms included).
//
// C: two or three empty cells where a line meets a box, holding the digits V,
// at least two more digits than cells (n = |V| - |C| >= 2). L: other empty cells
// of the line (a meeting cell left out of C may be one), B: other empty cells of
// the box, none in L, such that no digit of V is in both L and B. Digits outside V ("extras") may be in L and B,
// each extra costing a cell: (|L| - extras of L) + (|B| - extras of B) = n, each
// side using at least one digit of V.
//
// Why it works: a digit of V fills at most one cell of C + L + B (the line holds
// C and L, the box holds C and B, and no digit of V is in both L and B); an extra
// fills at most one cell of L and one of B. That is exactly as many digits as
// the pattern has cells, so every one is used, each in its place: a digit of
// V + L that is not in B lies in C or L, in the line, so the rest of the line
// loses it; the same for the box; and an extra of both L and B lies once in each.
#include <algorithm>
#include <vector>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

// The empty cells of a house, and the union of the candidates of each subset of
// them, by bit mask (bit i: the house's i-th empty cell).
struct HouseSubsets {
  std::array<Cell, 9> cells{};
  int count = 0;
  std::array<uint16_t, 1 << 9> union_bits;  // only the first 2^count are set

  void build(const Grid& grid, House h) {
    count = 0;
    union_bits[0] = 0;
    for (Cell c : kHouseSets[h] & grid.empty_cells()) {
      const uint16_t digits = grid.candidates(c).bits();
      const int half = 1 << count;
      for (int mask = 0; mask < half; ++mask) union_bits[half + mask] = union_bits[mask] | digits;
      cells[count++] = c;
    }
  }
  DigitSet unions(int mask) const { return DigitSet::from_bits(union_bits[mask]); }
  int full() const { return (1 << count) - 1; }
  int mask_of(CellSet set) const {
    int mask = 0;
    for (int i = 0; i < count; ++i)
      if (set.has(cells[i])) mask |= 1 << i;
    return mask;
  }
  CellSet cells_of(int mask) const {
    CellSet out;
    for (int i = 0; i < count; ++i)
      if (mask >> i & 1) out.add(cells[i]);
    return out;
  }
};

struct Pattern {
  House line, box;
  CellSet core, line_cells, box_cells;
};

void add_removals(Step& step, const Grid& grid, CellSet cells, DigitSet digits) {
  for (Cell c : cells)
    for (Digit d : grid.candidates(c) & digits) step.eliminations.push_back({c, d});
}

Step sue_de_coq_step(const Grid& grid, const Pattern& p, DigitSet core_digits, DigitSet line_digits,
                     DigitSet box_digits) {
  Step step{technique("sue-de-coq")};
  step.mark(p.line, Role::Region);
  step.mark(p.box, Role::Region);
  // The line's helper cells as Cover, the box's as Extra: the words tell them apart.
  const auto mark_cells = [&](CellSet cells, Role role) {
    for (Cell c : cells) {
      step.mark_cell(c, role);
      for (Digit d : grid.candidates(c)) step.mark_candidate(c, d, Role::Pattern);
    }
  };
  mark_cells(p.core, Role::Pattern);
  mark_cells(p.line_cells, Role::Cover);
  mark_cells(p.box_cells, Role::Extra);
  const DigitSet both = line_digits & box_digits;  // extras only
  const CellSet empty = grid.empty_cells();
  add_removals(step, grid, (kHouseSets[p.line] & empty) - p.core - p.line_cells,
               ((core_digits | line_digits) - box_digits) | both);
  add_removals(step, grid, (kHouseSets[p.box] & empty) - p.core - p.box_cells,
               ((core_digits | box_digits) - line_digits) | both);
  // A cell in both rests (the meeting cells left out) may be listed twice.
  sort_candidates(step.eliminations);
  step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()), step.eliminations.end());
  step.digits = core_digits;
  return step;
}

int count_of(int mask) { return bit_count9(static_cast<uint32_t>(mask)); }
int count_of(DigitSet digits) { return digits.size(); }

// A pattern found, with its size: the simplest (fewest cells) is reported first.
struct Found {
  int cells;
  Step step;
};

// Every pattern on the cells where line meets box, added to found.
void find_at(const Grid& grid, const HouseSubsets& line_sets, House line, const HouseSubsets& box_sets, House box,
             std::vector<Found>& found) {
  const CellSet meet = kHouseSets[line] & kHouseSets[box] & grid.empty_cells();
  const int meet_in_line = line_sets.mask_of(meet);
  // For each meeting cell (a line bit), its bit among the box's cells.
  std::array<int, 9> box_bit{};
  for (int i = 0; i < line_sets.count; ++i)
    if (meet_in_line >> i & 1) box_bit[i] = box_sets.mask_of(CellSet::single(line_sets.cells[i]));
  auto box_bits_of = [&](int line_mask) {
    int bits = 0;
    for (int rest = line_mask & meet_in_line; rest; rest &= rest - 1) bits |= box_bit[std::countr_zero(unsigned(rest))];
    return bits;
  };
  // For each digit (bit), the box's cells holding it.
  std::array<int, 9> box_holders{};
  for (int j = 0; j < box_sets.count; ++j)
    for (unsigned rest = box_sets.union_bits[1 << j]; rest; rest &= rest - 1)
      box_holders[std::countr_zero(rest)] |= 1 << j;
  // The core: two or three meeting cells, as a subset of the line's mask.
  for (int core_mask = meet_in_line; core_mask; core_mask = (core_mask - 1) & meet_in_line) {
    const int core_size = count_of(core_mask);
    const DigitSet core_digits = line_sets.unions(core_mask);
    const int n = count_of(core_digits) - core_size;
    if (core_size < 2 || n < 2) continue;
    const int box_free = box_sets.full() & ~box_bits_of(core_mask);
    const int line_free = line_sets.full() & ~core_mask;
    // What a line cell rules out in the box when it joins the line's part: the
    // box's cells with a digit of V it has, and itself if it is a meeting cell
    // (already one of those when it has a digit of V).
    std::array<int, 9> kill{};
    const uint16_t v = core_digits.bits();
    for (int i = 0; i < line_sets.count; ++i) {
      kill[i] = box_bit[i];
      for (unsigned rest = line_sets.union_bits[1 << i] & v; rest; rest &= rest - 1)
        kill[i] |= box_holders[std::countr_zero(rest)];
    }
    int box_v = 0;  // the box's free cells with a digit of V: a box part needs one
    for (unsigned rest = v; rest; rest &= rest - 1) box_v |= box_holders[std::countr_zero(rest)];
    box_v &= box_free;
    // For a set of the box's free cells, the shares (1 to n - 1, as bits) its
    // subsets with a digit of V leave for digits of V: a line's part whose box
    // cells left allow none it needs goes without looking at them one by one.
    // Worked out when first asked (0xFF: not yet), and the table cleared only
    // then: most cores never get that far.
    std::array<uint8_t, 1 << 9> box_shares;
    bool cleared = false;
    auto shares_of = [&](auto&& self, int sub) -> int {
      if (!cleared) {
        std::fill_n(box_shares.begin(), box_sets.full() + 1, uint8_t{0xFF});
        box_shares[0] = 0;
        cleared = true;
      }
      if (box_shares[sub] != 0xFF) return box_shares[sub];
      const uint16_t digits = box_sets.union_bits[sub];
      const int share = count_of(sub) - bit_count9(static_cast<uint32_t>(digits & ~v));
      int shares = (digits & v) && share >= 1 && share < n ? 1 << share : 0;
      for (int rest = sub; rest; rest &= rest - 1) shares |= self(self, sub & ~(rest & -rest));
      box_shares[sub] = static_cast<uint8_t>(shares);
      return shares;
    };
    // The line's parts, grown cell by cell: once no box cell is left to go with
    // one, none is left for any larger one either.
    auto grow = [&](auto&& self, int line_mask, int size, int allowed, int from) -> void {
      for (int rest = line_free & ~((1 << from) - 1); rest; rest &= rest - 1) {
        const int i = std::countr_zero(unsigned(rest));
        const int mask = line_mask | 1 << i, left = allowed & ~kill[i];
        if (!(left & box_v)) continue;
        self(self, mask, size + 1, left, i + 1);
        const DigitSet line_digits = line_sets.unions(mask);
        const int line_share = size + 1 - count_of(line_digits - core_digits);  // cells left for digits of V
        if (line_share < 1 || line_share >= n || (line_digits & core_digits).empty()) continue;
        if (!(shares_of(shares_of, left) >> (n - line_share) & 1)) continue;
        const uint16_t line_rest = line_sets.union_bits[line_sets.full() & ~core_mask & ~mask];
        // The box's part: cells left (none with a digit of V the line's part has).
        for (int box_mask = left; box_mask; box_mask = (box_mask - 1) & left) {
          const DigitSet box_digits = box_sets.unions(box_mask);
          const int box_share = count_of(box_mask) - count_of(box_digits - core_digits);
          if (box_share != n - line_share || (box_digits & core_digits).empty()) continue;
          // Nothing to remove: no step (sue_de_coq_step removes just these).
          const DigitSet both = line_digits & box_digits;
          if (!(line_rest & (((core_digits | line_digits) - box_digits) | both).bits()) &&
              !(box_sets.union_bits[box_free & ~box_mask] & (((core_digits | box_digits) - line_digits) | both).bits()))
            continue;
          const Pattern pattern{line, box, line_sets.cells_of(core_mask), line_sets.cells_of(mask),
                                box_sets.cells_of(box_mask)};
          Step step = sue_de_coq_step(grid, pattern, core_digits, line_digits, box_digits);
          if (step.eliminations.empty()) continue;
          found.push_back({core_size + count_of(mask) + count_of(box_mask), std::move(step)});
        }
      }
    };
    grow(grow, 0, 0, box_free, 0);
  }
}

// Whether some two or three empty cells where line meets box hold at least two
// more digits than cells: the only places a pattern can start from.
bool may_hold_core(const Grid& grid, House line, House box) {
  const CellSet meet = kHouseSets[line] & kHouseSets[box] & grid.empty_cells();
  if (meet.size() < 2) return false;
  DigitSet all;
  for (Cell c : meet) all = all | grid.candidates(c);
  return count_of(all) >= 4;
}

}  // namespace

void find_sue_de_coqs(const Grid& grid, StepList& out) {
  // The subsets' unions of a house, made when first needed (and only then
  // written: the tables are 1 KB each).
  std::array<HouseSubsets, kHouses> subsets;
  uint32_t built = 0;
  auto subsets_of = [&](House h) -> const HouseSubsets& {
    if (!(built >> h & 1)) subsets[h].build(grid, h);
    built |= 1u << h;
    return subsets[h];
  };
  std::vector<Found> found;
  // Rows, then columns; each with the three boxes it crosses.
  for (House line = 0; line < 18; ++line)
    for (int i = 0; i < 3; ++i) {
      const int band = line < 9 ? line / 3 : (line - 9) / 3;
      const House box = line < 9 ? box_house(3 * band + i) : box_house(3 * i + band);
      if (may_hold_core(grid, line, box)) find_at(grid, subsets_of(line), line, subsets_of(box), box, found);
    }
  // Fewest cells first; each set of removals once, by its simplest pattern.
  stable_sort_by(found, [](const Found& f) { return static_cast<uint32_t>(f.cells); });
  std::vector<std::vector<Candidate>> reported;
  for (Found& f : found) {
    if (out.full()) return;
    if (std::find(reported.begin(), reported.end(), f.step.eliminations) != reported.end()) continue;
    reported.push_back(f.step.eliminations);
    mark_effect(f.step);
    out.add(std::move(f.step));
  }
}

}  // namespace pencilmark
