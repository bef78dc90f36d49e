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

// A house holding both cells: their row, else their column, else their box;
// -1 when they share none.
constexpr House common_house(Cell a, Cell b) {
  if (row_of(a) == row_of(b)) return row_house(row_of(a));
  if (col_of(a) == col_of(b)) return col_house(col_of(a));
  if (box_of(a) == box_of(b)) return box_house(box_of(a));
  return -1;
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
