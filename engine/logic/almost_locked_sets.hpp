// Almost locked sets (ALS): N empty cells of one house, each with two candidates
// or more (a cell with one is a single waiting), that hold N+1 digits
// between them (a cell with two candidates is one). Take any one digit away and
// the rest fill the cells exactly: they become a locked set. Shared by the ALS
// techniques (techniques/als.cpp) and the ALS nodes of the candidate link graph
// (candidate_links.hpp).
#pragma once

#include <array>
#include <vector>

#include "core/grid.hpp"

namespace pencilmark {

struct Als {
  CellSet cells;
  DigitSet digits;
  House house;
  int size;
  std::array<CellSet, 9> places;  // by digit - 1: the set's cells that hold it
  std::array<CellSet, 9> sees;    // by digit - 1: empty cells outside the set seeing every place of it
  DigitSet useful;                // digits with a candidate in sees: what the set may help remove
};

// HoDoKu has no cap but the house's (8 cells); the library's cases need 6, and
// larger sets cost time and seldom help.
inline constexpr int kMaxAlsCells = 6;

// Every ALS of the grid of at most max_cells cells (min_cells at least), each
// set of cells once: a single cell from its row, a box's cells in one row or
// column from that line.
std::vector<Als> collect_alses(const Grid& grid, int max_cells = kMaxAlsCells, int min_cells = 1);

}  // namespace pencilmark
