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
#include <algorithm>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

void mark_pattern_cell(Step& step, const Grid& grid, Cell c, Role role) {
  step.mark_cell(c, role);
  for (Digit d : grid.candidates(c)) step.mark_candidate(c, d, Role::Pattern);
}

void add_removals(Step& step, CellSet cells, Digit d) {
  for (Cell c : cells) step.eliminations.push_back({c, d});
}

// A set of indices 0..127: the WXYZ-wing's candidate cells (at most 81), by position.
struct Indices {
  std::array<uint64_t, 2> words{};
  void add(int i) { words[i >> 6] |= uint64_t{1} << (i & 63); }
  bool has(int i) const { return words[i >> 6] >> (i & 63) & 1; }
  Indices operator&(const Indices& o) const { return {{words[0] & o.words[0], words[1] & o.words[1]}}; }
  Indices operator|(const Indices& o) const { return {{words[0] | o.words[0], words[1] | o.words[1]}}; }
  Indices operator~() const { return {{~words[0], ~words[1]}}; }
  // Calls visit(i) for each index, ascending.
  template <typename Visit>
  void for_each(Visit visit) const {
    for (int w = 0; w < 2; ++w)
      for (uint64_t rest = words[w]; rest; rest &= rest - 1) visit(64 * w + std::countr_zero(rest));
  }
};

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

// In a WXYZ-wing, some two cells that do not see each other share z (else no
// digit would be loose) and nothing else (else two would be). The search starts
// from such a z-pair (a, b), which already narrows where z can go (the cells
// seeing both), and adds two cells that keep every other digit restricted. A
// pattern with several z-pairs is reported from its first one only.
void find_wxyz_wings(const Grid& grid, StepList& out) {
  // The cells that can take part: two to four candidates.
  std::array<Cell, kCells> cells;
  std::array<uint16_t, kCells> bits;
  int n = 0;
  for (Cell c : grid.empty_cells()) {
    const uint16_t b = grid.candidates(c).bits();
    if (bit_count9(b) < 2 || bit_count9(b) > 4) continue;
    cells[n] = c;
    bits[n++] = b;
  }
  if (n < 4) return;
  // Who sees whom, and who holds each digit, as index sets.
  std::array<Indices, kCells> sees;
  std::array<Indices, kDigits> holders{};
  std::array<Indices, kHouses> in_house{};
  for (int i = 0; i < n; ++i) {
    for (House h : houses_of(cells[i])) in_house[h].add(i);
    for (unsigned rest = bits[i]; rest; rest &= rest - 1) holders[std::countr_zero(rest)].add(i);
  }
  for (int i = 0; i < n; ++i) {
    const auto [row, col, box] = houses_of(cells[i]);
    sees[i] = in_house[row] | in_house[col] | in_house[box];
    sees[i].words[i >> 6] &= ~(uint64_t{1} << (i & 63));  // not itself
  }
  // Indices after i, among the n.
  auto after = [&](int i) {
    Indices out_set;
    for (int w = 0; w < 2; ++w) {
      const int lo = std::max(i + 1 - 64 * w, 0), hi = std::min(n - 64 * w, 64);
      if (lo >= hi) continue;
      const uint64_t upto = hi == 64 ? ~uint64_t{0} : (uint64_t{1} << hi) - 1;
      out_set.words[w] = upto & ~((uint64_t{1} << lo) - 1);
    }
    return out_set;
  };
  auto holding_any = [&](unsigned digit_bits) {
    Indices out_set;
    for (; digit_bits; digit_bits &= digit_bits - 1) out_set = out_set | holders[std::countr_zero(digit_bits)];
    return out_set;
  };
  const Indices everyone = after(-1);
  // Cells that agree with x: they see x or share no digit but z with it.
  auto agreeing = [&](int x, uint16_t z_bit) { return sees[x] | ~holding_any(bits[x] & ~z_bit); };
  // By candidate count: a z-pair has at most four digits, so it is two cells of
  // two, or one of two and one of three.
  Indices two, two_or_three;
  for (int i = 0; i < n; ++i) {
    if (bit_count9(bits[i]) == 2) two.add(i);
    if (bit_count9(bits[i]) <= 3) two_or_three.add(i);
  }
  for (int a = 0; a < n; ++a) {
    if (bit_count9(bits[a]) > 3) continue;
    // b: after a, not seeing it, sharing exactly one digit with it.
    Indices sharing, sharing_two;
    for (unsigned rest = bits[a]; rest; rest &= rest - 1) {
      const Indices& h = holders[std::countr_zero(rest)];
      sharing_two = sharing_two | (sharing & h);
      sharing = sharing | h;
    }
    const Indices partners =
        after(a) & ~sees[a] & sharing & ~sharing_two & (bit_count9(bits[a]) == 3 ? two : two_or_three);
    partners.for_each([&](int b) {
      if (out.full()) return;
      const uint16_t z_bit = bits[a] & bits[b], pair_digits = bits[a] | bits[b];
      if (bit_count9(z_bit) != 1 || bit_count9(pair_digits) > 4) return;
      const Digit z = std::countr_zero(unsigned(z_bit)) + 1;
      const CellSet z_targets = grid.cells_with_candidate(z) & kPeerSets[cells[a]] & kPeerSets[cells[b]];
      if (z_targets.empty()) return;
      // The other two: agreeing with a and b, within four digits with them, and
      // leaving z somewhere to go.
      Indices others = everyone & agreeing(a, z_bit) & agreeing(b, z_bit);
      if (bit_count9(pair_digits) == 4) others = others & ~holding_any(DigitSet::kAllBits & ~pair_digits);
      // The pair has three digits or four; a cell of the pool adds at most the
      // one more (its extra), so two make four digits if the pair has four, or
      // if they add one extra between them.
      const bool pair_of_four = bit_count9(pair_digits) == 4;
      std::array<int, kCells> pool;
      std::array<uint16_t, kCells> extra;
      int m = 0;
      others.for_each([&](int c) {
        const uint16_t more = bits[c] & ~pair_digits;
        if (c == a || c == b || (pair_of_four ? more != 0 : (more & (more - 1)) != 0)) return;
        if ((bits[c] & z_bit) && (z_targets & kPeerSets[cells[c]]).empty()) return;
        extra[m] = more;
        pool[m++] = c;
      });
      for (int i = 0; i < m && !out.full(); ++i) {
        for (int j = i + 1; j < m && !out.full(); ++j) {
          const uint16_t more = extra[i] | extra[j];
          if (!pair_of_four && (more == 0 || (more & (more - 1)) != 0)) continue;
          const int c = pool[i], d = pool[j];
          const uint16_t four = pair_digits | more;
          if (!(sees[c].has(d) || (bits[c] & bits[d] & ~z_bit) == 0)) continue;
          CellSet removed = z_targets;
          if (bits[c] & z_bit) removed &= kPeerSets[cells[c]];
          if (bits[d] & z_bit) removed &= kPeerSets[cells[d]];
          if (removed.empty()) continue;
          // Report each pattern from its first z-pair (by index).
          const std::array<int, 4> chosen{a, b, c, d};
          bool first = true;
          for (int x = 0; x < 4 && first; ++x)
            for (int y = x + 1; y < 4 && first; ++y) {
              const int lo = std::min(chosen[x], chosen[y]), hi = std::max(chosen[x], chosen[y]);
              if ((lo < a || (lo == a && hi < b)) && !sees[lo].has(hi) && (bits[lo] & bits[hi] & z_bit)) first = false;
            }
          if (!first) continue;
          std::array<Cell, 4> pattern{cells[a], cells[b], cells[c], cells[d]};
          std::sort(pattern.begin(), pattern.end());
          Step step{technique("wxyz-wing")};
          for (Cell cell : pattern) mark_pattern_cell(step, grid, cell, Role::Pattern);
          add_removals(step, removed, z);
          step.digits = DigitSet::from_bits(four);
          mark_effect(step);
          out.add(std::move(step));
        }
      }
    });
    if (out.full()) return;
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
