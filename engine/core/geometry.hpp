// Board geometry, computed at compile time.
//
//   cell = 9*row + col        houses: 0..8 rows, 9..17 columns, 18..26 boxes
//   box  = 3*(row/3) + col/3  (boxes numbered left to right, top to bottom)
#pragma once

#include <array>
#include <string>

#include "core/sets.hpp"

namespace pencilmark {

using House = int;  // 0..26
inline constexpr int kHouses = 27;

constexpr int row_of(Cell c) { return c / 9; }
constexpr int col_of(Cell c) { return c % 9; }
constexpr int box_of(Cell c) { return (c / 27) * 3 + (c % 9) / 3; }
constexpr Cell cell_at(int row, int col) { return row * 9 + col; }

constexpr House row_house(int row) { return row; }
constexpr House col_house(int col) { return 9 + col; }
constexpr House box_house(int box) { return 18 + box; }

namespace detail {

constexpr std::array<std::array<Cell, 9>, kHouses> make_house_cells() {
  std::array<std::array<Cell, 9>, kHouses> h{};
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      h[row_house(i)][j] = cell_at(i, j);
      h[col_house(i)][j] = cell_at(j, i);
      h[box_house(i)][j] = cell_at(3 * (i / 3) + j / 3, 3 * (i % 3) + j % 3);
    }
  }
  return h;
}

constexpr std::array<std::array<Cell, 20>, kCells> make_peers() {
  std::array<std::array<Cell, 20>, kCells> p{};
  for (Cell c = 0; c < kCells; ++c) {
    int n = 0;
    for (Cell o = 0; o < kCells; ++o) {
      if (o != c && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c))) {
        p[c][n++] = o;
      }
    }
  }
  return p;
}

}  // namespace detail

// The nine cells of each house, in reading order.
inline constexpr auto kHouseCells = detail::make_house_cells();
// The twenty peers of each cell (cells sharing a row, column or box), ascending.
inline constexpr auto kPeers = detail::make_peers();

inline constexpr auto kHouseSets = [] {
  std::array<CellSet, kHouses> s{};
  for (House h = 0; h < kHouses; ++h)
    for (Cell c : kHouseCells[h]) s[h].add(c);
  return s;
}();

inline constexpr auto kPeerSets = [] {
  std::array<CellSet, kCells> s{};
  for (Cell c = 0; c < kCells; ++c)
    for (Cell p : kPeers[c]) s[c].add(p);
  return s;
}();

// The three houses of a cell: its row, column and box.
constexpr std::array<House, 3> houses_of(Cell c) {
  return {row_house(row_of(c)), col_house(col_of(c)), box_house(box_of(c))};
}

// A cell's box, row and column, in the order Sudoku Explainer looks at them
// (and a person scans: kScanOrder).
inline constexpr auto kBoxRowCol = [] {
  std::array<std::array<House, 3>, kCells> houses{};
  for (Cell c = 0; c < kCells; ++c) houses[c] = {box_house(box_of(c)), row_house(row_of(c)), col_house(col_of(c))};
  return houses;
}();

// A house holding both cells: their row, else their column, else their box;
// -1 when they share none.
constexpr House common_house(Cell a, Cell b) {
  if (row_of(a) == row_of(b)) return row_house(row_of(a));
  if (col_of(a) == col_of(b)) return col_house(col_of(a));
  if (box_of(a) == box_of(b)) return box_house(box_of(a));
  return -1;
}

// Houses in the order a person scans them: boxes first, then rows, then columns.
inline constexpr std::array<House, kHouses> kScanOrder = [] {
  std::array<House, kHouses> order{};
  for (int i = 0; i < 9; ++i) {
    order[i] = box_house(i);
    order[9 + i] = row_house(i);
    order[18 + i] = col_house(i);
  }
  return order;
}();

// The houses where a set of cells has exactly one cell (bit h of one) or exactly
// two (bit h of two), for all 27 houses in a few dozen word operations: hidden
// singles, full houses and conjugate pairs ask this at every step, and a bit count
// per house and digit cost more than the rest of their search.
struct HouseTally {
  uint32_t one = 0;
  uint32_t two = 0;
};

namespace detail {

// Per-bit saturating counters (0, 1, 2, 3 or more) over the 9-bit fields added.
struct FieldCounts {
  uint32_t one = 0, two = 0, more = 0;
  constexpr void add(uint32_t f) {
    more |= two & f;
    two = (two & ~f) | (one & f);
    one = (one & ~f) | (f & ~(one | two | more));
  }
};

constexpr bool single_bit(uint32_t x) { return x && !(x & (x - 1)); }
constexpr bool two_bits(uint32_t x) { return x && single_bit(x & (x - 1)); }

}  // namespace detail

constexpr HouseTally tally_houses(const CellSet& cells) {
  HouseTally t;
  detail::FieldCounts columns;
  for (int band = 0; band < 3; ++band) {
    detail::FieldCounts stack;  // the band's three rows, column by column
    for (int r = 0; r < 3; ++r) {
      const uint32_t row = cells.band(band) >> (9 * r) & 0x1FF;
      const int h = row_house(3 * band + r);
      if (detail::single_bit(row)) t.one |= 1u << h;
      if (detail::two_bits(row)) t.two |= 1u << h;
      columns.add(row);
      stack.add(row);
    }
    for (int b = 0; b < 3; ++b) {
      // A box is three columns of the stack: at most one of them counted two
      // or more, and the counts add up to one or two.
      const uint32_t mask = 7u << (3 * b);
      if (stack.more & mask) continue;
      const uint32_t one = stack.one & mask, two = stack.two & mask;
      const int h = box_house(3 * band + b);
      if (!two && detail::single_bit(one)) t.one |= 1u << h;
      if ((!two && detail::two_bits(one)) || (!one && detail::single_bit(two))) t.two |= 1u << h;
    }
  }
  t.one |= columns.one << col_house(0);
  t.two |= columns.two << col_house(0);
  return t;
}

// A hot function inlined natively wherever it is called; the wasm build keeps
// one copy, as its bytes are downloaded.
#ifdef __EMSCRIPTEN__
#define PENCILMARK_NATIVE_INLINE
#else
#define PENCILMARK_NATIVE_INLINE [[gnu::always_inline]]
#endif

// Which of a house's cells (bit i for kHouseCells[h][i]) a set holds: shifts
// and masks on the set's bands, no loop over cells. (Inlined natively: a
// nested branch's pairs and X-wings ask it of every house at each stall, and
// the hardest puzzles rate 4% faster so; in wasm 0.3 KB.)
PENCILMARK_NATIVE_INLINE constexpr uint32_t house_positions(const CellSet& cells, House h) {
  const int i = h % 9;
  if (h < col_house(0)) return cells.band(i / 3) >> (9 * (i % 3)) & 0x1FF;  // a row: its nine bits
  if (h < box_house(0)) {
    uint32_t positions = 0;  // a column: one bit of each row
    for (int band = 0; band < 3; ++band) {
      const uint32_t w = cells.band(band) >> i;
      positions |= ((w & 1) | (w >> 8 & 2) | (w >> 16 & 4)) << (3 * band);
    }
    return positions;
  }
  const uint32_t w = cells.band(i / 3) >> (3 * (i % 3));  // a box: three bits of each of three rows
  return (w & 7) | (w >> 6 & 0x38) | (w >> 12 & 0x1C0);
}

// The houses holding at least one cell of a set (bit h for house h).
constexpr uint32_t houses_with(const CellSet& cells) {
  uint32_t houses = 0, columns = 0;
  for (int band = 0; band < 3; ++band) {
    const uint32_t w = cells.band(band);
    const uint32_t stack = (w | w >> 9 | w >> 18) & 0x1FF;  // the band's columns in use
    columns |= stack;
    for (int i = 0; i < 3; ++i) {
      if (w >> (9 * i) & 0x1FF) houses |= 1u << row_house(3 * band + i);
      if (stack >> (3 * i) & 7) houses |= 1u << box_house(3 * band + i);
    }
  }
  return houses | columns << col_house(0);
}

// "r3c5": 1-based row and column, the notation used in every message.
inline std::string cell_name(Cell c) {
  return "r" + std::to_string(row_of(c) + 1) + "c" + std::to_string(col_of(c) + 1);
}

// "row 3", "column 5", "box 9" (1-based).
inline std::string house_name(House h) {
  static constexpr const char* kKinds[] = {"row ", "column ", "box "};
  return kKinds[h / 9] + std::to_string(h % 9 + 1);
}

}  // namespace pencilmark
