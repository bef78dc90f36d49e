#include "logic/almost_locked_sets.hpp"

namespace pencilmark {
namespace {

// The ALSes of one house: a depth-first search over its empty cells, in order,
// that drops a group once it holds more digits than the largest set may.
struct HouseScan {
  const Grid& grid;
  House house;
  int max_cells;
  int min_cells;
  std::array<Cell, 9> cells{};
  int count = 0;
  std::vector<Als>& out;

  void visit(int from, CellSet set, uint16_t digits, int size) {
    for (int i = from; i < count; ++i) {
      const uint16_t with = digits | grid.candidates(cells[i]).bits();
      const int n = bit_count9(with);
      if (n > max_cells + 1) continue;
      CellSet next = set;
      next.add(cells[i]);
      if (n == size + 2 && size + 1 >= min_cells) add(next, DigitSet::from_bits(with), size + 1);
      if (size + 1 < max_cells) visit(i + 1, next, with, size + 1);
    }
  }

  void add(CellSet set, DigitSet digits, int size) {
    // Each set once: a single cell from its row, a box's cells in one row or
    // column from that line.
    if (size == 1 && house >= col_house(0)) return;
    if (house >= box_house(0) && size <= 3) {
      int rows = 0, cols = 0;
      for (Cell c : set) {
        rows |= 1 << row_of(c);
        cols |= 1 << col_of(c);
      }
      if (bit_count9(rows) == 1 || bit_count9(cols) == 1) return;
    }
    Als& als = out.emplace_back();
    als.cells = set;
    als.digits = digits;
    als.house = house;
    als.size = size;
    const CellSet outside = grid.empty_cells() - set;
    for (Digit d : digits) {
      const CellSet places = set & grid.cells_with_candidate(d);
      als.places[d - 1] = places;
      als.sees[d - 1] = common_peers(places) & outside;
      if (!(als.sees[d - 1] & grid.cells_with_candidate(d)).empty()) als.useful.add(d);
    }
  }

  // The cells that see every cell of places (some cells of this house): one
  // cell's peers, or the houses that hold them all (this one, and the box or line
  // they share with it).
  CellSet common_peers(CellSet places) const {
    const Cell p = places.first();
    if (places.single()) return kPeerSets[p];
    CellSet all = kHouseSets[house];
    for (House h : kBoxRowCol[p])
      if (h != house && (places - kHouseSets[h]).empty()) all |= kHouseSets[h];
    return all;
  }
};

}  // namespace

std::vector<Als> collect_alses(const Grid& grid, int max_cells, int min_cells) {
  std::vector<Als> out;
  out.reserve(256);
  for (House h = 0; h < kHouses; ++h) {
    HouseScan scan{grid, h, max_cells, min_cells, {}, 0, out};
    // A cell with one candidate is a digit waiting to be placed: beside an ALS it
    // makes one more of the same set, and a grid of many such cells (a player's
    // marks, a library line's deletions) would multiply the sets past any bound.
    for (Cell c : kHouseSets[h] & grid.empty_cells())
      if (grid.candidates(c).size() >= 2) scan.cells[scan.count++] = c;
    scan.visit(0, CellSet(), 0, 0);
  }
  return out;
}

}  // namespace pencilmark
