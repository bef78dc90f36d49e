// Wings beyond the Y-wing (which is a three-cell XY-chain, in chains.cpp):
//
// XYZ-wing: a pivot {x,y,z} sees two wings {x,z} and {y,z}. Whatever the pivot
// is, one of the three cells is z (the pivot itself, or the wing it leaves with
// z only), so z goes from the cells that see all three.
//
// WXYZ-wing: four cells holding only four digits between them, where every digit
// but one (z) is "restricted": all its cells in the pattern see each other, so it
// fills at most one of them. The three restricted digits then fill at most three
// of the four cells, so some pattern cell is z: z goes from the cells that see
// every z of the pattern.
//
// W-wing: two cells {x,y} that do not see each other, and a house where y has
// only two places, one seeing each cell. If neither cell were x both would be y,
// and neither place of the house could hold its y. So one cell is x: x goes from
// the cells that see both.
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

CellSet bivalue_cells(const Grid& grid) {
  CellSet out;
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).size() == 2) out.add(c);
  return out;
}

void mark_pattern_cell(Step& step, const Grid& grid, Cell c, Role role) {
  step.mark_cell(c, role);
  for (Digit d : grid.candidates(c)) step.mark_candidate(c, d, Role::Pattern);
}

void add_removals(Step& step, CellSet cells, Digit d) {
  for (Cell c : cells) step.eliminations.push_back({c, d});
}

// The 126 sets of four digits, as bit masks, and for each set of two to four
// digits the indices of the four-digit sets that hold it.
constexpr auto kFourDigitSets = [] {
  std::array<uint16_t, 126> sets{};
  int n = 0;
  for (unsigned bits = 0; bits <= DigitSet::kAllBits; ++bits)
    if (std::popcount(bits) == 4) sets[n++] = static_cast<uint16_t>(bits);
  return sets;
}();
struct FourDigitSupersets {
  std::array<uint8_t, 21> index{};  // at most C(7,2): two digits and two more
  uint8_t count = 0;
};
constexpr auto kFourDigitSupersets = [] {
  std::array<FourDigitSupersets, DigitSet::kAllBits + 1> table{};
  for (unsigned bits = 0; bits <= DigitSet::kAllBits; ++bits) {
    if (std::popcount(bits) < 2 || std::popcount(bits) > 4) continue;
    for (size_t q = 0; q < kFourDigitSets.size(); ++q)
      if ((bits & ~unsigned(kFourDigitSets[q])) == 0) table[bits].index[table[bits].count++] = static_cast<uint8_t>(q);
  }
  return table;
}();

bool more_than_one(DigitSet digits) { return (digits.bits() & (digits.bits() - 1)) != 0; }

}  // namespace

void find_xyz_wings(const Grid& grid, StepList& out) {
  const CellSet bivalue = bivalue_cells(grid);
  for (Cell pivot : grid.empty_cells()) {
    const DigitSet all = grid.candidates(pivot);
    if (all.size() != 3) continue;
    // Wings: bivalue peers whose two digits are two of the pivot's three.
    std::array<Cell, 20> wings{};
    int n = 0;
    for (Cell w : kPeerSets[pivot] & bivalue)
      if ((grid.candidates(w) - all).empty()) wings[n++] = w;
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        if (out.full()) return;
        const Cell a = wings[i], b = wings[j];
        // Two different pairs of three digits share exactly one: z.
        if (grid.candidates(a) == grid.candidates(b)) continue;
        const Digit z = (grid.candidates(a) & grid.candidates(b)).first();
        const CellSet removed = kPeerSets[pivot] & kPeerSets[a] & kPeerSets[b] & grid.cells_with_candidate(z);
        if (removed.empty()) continue;
        Step step{technique("xyz-wing")};
        mark_pattern_cell(step, grid, pivot, Role::Pivot);
        mark_pattern_cell(step, grid, a, Role::Pattern);
        mark_pattern_cell(step, grid, b, Role::Pattern);
        add_removals(step, removed, z);
        step.digits = all;
        mark_effect(step);
        out.add(std::move(step));
      }
    }
  }
}

void find_wxyz_wings(const Grid& grid, StepList& out) {
  // The cells that can take part (two to four candidates), and how many of them
  // each set of four digits covers.
  std::array<Cell, kCells> cells;
  std::array<uint16_t, kCells> masks;
  int cell_count = 0;
  std::array<uint8_t, kFourDigitSets.size()> covered{};
  for (Cell c : grid.empty_cells()) {
    const uint16_t bits = grid.candidates(c).bits();
    const FourDigitSupersets& supersets = kFourDigitSupersets[bits];
    if (supersets.count == 0) continue;
    cells[cell_count] = c;
    masks[cell_count++] = bits;
    for (int k = 0; k < supersets.count; ++k) ++covered[supersets.index[k]];
  }
  for (size_t q = 0; q < kFourDigitSets.size(); ++q) {
    if (covered[q] < 4) continue;
    const uint16_t bits = kFourDigitSets[q];
    const DigitSet four = DigitSet::from_bits(bits);
    std::array<Cell, kCells> pool;
    int n = 0;
    for (int k = 0; k < cell_count; ++k)
      if ((masks[k] & ~bits) == 0) pool[n++] = cells[k];
    // Four pool cells, in increasing order. A digit is loose when two pattern
    // cells that do not see each other both hold it: at most one may be (z),
    // and z needs a cell outside that holds it and sees all its pattern cells.
    auto loose_with = [&](const Cell* chosen, int count, Cell c) {
      DigitSet loose;
      for (int k = 0; k < count; ++k)
        if (!kPeerSets[chosen[k]].has(c)) loose = loose | (grid.candidates(chosen[k]) & grid.candidates(c));
      return loose;
    };
    auto targets_of = [&](const Cell* chosen, int count, Digit z) {
      CellSet targets = grid.cells_with_candidate(z);
      for (int k = 0; k < count; ++k)
        if (grid.has_candidate(chosen[k], z)) targets &= kPeerSets[chosen[k]];
      return targets;
    };
    // Whether the cells so far can still be a pattern: at most one loose digit,
    // which can still remove something.
    auto viable = [&](const Cell* chosen, int count, DigitSet loose) {
      return !more_than_one(loose) && (loose.empty() || !targets_of(chosen, count, loose.first()).empty());
    };
    std::array<Cell, 4> chosen{};
    for (int i0 = 0; i0 < n - 3; ++i0) {
      chosen[0] = pool[i0];
      for (int i1 = i0 + 1; i1 < n - 2; ++i1) {
        chosen[1] = pool[i1];
        const DigitSet loose1 = loose_with(chosen.data(), 1, chosen[1]);
        if (!viable(chosen.data(), 2, loose1)) continue;
        for (int i2 = i1 + 1; i2 < n - 1; ++i2) {
          chosen[2] = pool[i2];
          const DigitSet loose2 = loose1 | loose_with(chosen.data(), 2, chosen[2]);
          if (!viable(chosen.data(), 3, loose2)) continue;
          const DigitSet used = grid.candidates(chosen[0]) | grid.candidates(chosen[1]) | grid.candidates(chosen[2]);
          for (int i3 = i2 + 1; i3 < n; ++i3) {
            chosen[3] = pool[i3];
            // The last cell must bring the digits still missing.
            if (!((four - used) - grid.candidates(chosen[3])).empty()) continue;
            const DigitSet loose = loose2 | loose_with(chosen.data(), 3, chosen[3]);
            if (loose.empty() || more_than_one(loose)) continue;
            const Digit z = loose.first();
            const CellSet targets = targets_of(chosen.data(), 4, z);
            if (targets.empty()) continue;
            Step step{technique("wxyz-wing")};
            for (Cell c : chosen) mark_pattern_cell(step, grid, c, Role::Pattern);
            add_removals(step, targets, z);
            step.digits = four;
            mark_effect(step);
            out.add(std::move(step));
            if (out.full()) return;
          }
        }
      }
    }
  }
}

void find_w_wings(const Grid& grid, StepList& out) {
  const CellSet bivalue = bivalue_cells(grid);
  for (Cell a : bivalue) {
    const DigitSet pair = grid.candidates(a);
    for (Cell b : bivalue - kPeerSets[a]) {
      if (b <= a || grid.candidates(b) != pair) continue;
      for (Digit x : pair) {
        const Digit y = (pair - DigitSet::single(x)).first();
        const CellSet removed = kPeerSets[a] & kPeerSets[b] & grid.cells_with_candidate(x);
        if (removed.empty()) continue;
        // The first house where y has two places, one seeing a and the other b.
        for (House h = 0; h < kHouses; ++h) {
          const CellSet places = kHouseSets[h] & grid.cells_with_candidate(y);
          if (places.size() != 2 || places.has(a) || places.has(b)) continue;
          Cell end_a = places.first(), end_b = (places - CellSet::single(end_a)).first();
          if (!(kPeerSets[end_a].has(a) && kPeerSets[end_b].has(b))) std::swap(end_a, end_b);
          if (!(kPeerSets[end_a].has(a) && kPeerSets[end_b].has(b))) continue;
          if (out.full()) return;
          Step step{technique("w-wing")};
          step.mark(h, Role::Region);
          mark_pattern_cell(step, grid, a, Role::Pattern);
          mark_pattern_cell(step, grid, b, Role::Pattern);
          // If a is y, end_a is not, so end_b is y and b is not: b is x.
          step.add_link({a, y}, {end_a, y}, LinkKind::Weak);
          step.add_link({end_a, y}, {end_b, y}, LinkKind::Strong);
          step.add_link({end_b, y}, {b, y}, LinkKind::Weak);
          add_removals(step, removed, x);
          step.digits = pair;
          mark_effect(step);
          out.add(std::move(step));
          break;
        }
      }
    }
  }
}

}  // namespace pencilmark
