#include <catch2/catch.hpp>
#include <set>

#include "core/geometry.hpp"
#include "core/grid.hpp"

using namespace pencilmark;

TEST_CASE("DigitSet holds digits 1..9 and iterates them in order") {
  DigitSet s;
  s.add(9);
  s.add(1);
  s.add(5);
  CHECK(s.size() == 3);
  CHECK(s.has(5));
  CHECK_FALSE(s.has(4));
  CHECK(s.first() == 1);
  std::vector<Digit> seen(s.begin(), s.end());
  CHECK(seen == std::vector<Digit>{1, 5, 9});
  CHECK((~s).size() == 6);
  s.remove(1);
  CHECK(s.first() == 5);
  CHECK(DigitSet::all().size() == 9);
}

TEST_CASE("CellSet holds cells 0..80 across its three bands") {
  CellSet s;
  for (Cell c : {0, 26, 27, 53, 54, 80}) s.add(c);
  CHECK(s.size() == 6);
  std::vector<Cell> seen(s.begin(), s.end());
  CHECK(seen == std::vector<Cell>{0, 26, 27, 53, 54, 80});
  CHECK(s.first() == 0);
  s.remove(0);
  CHECK(s.first() == 26);
  CHECK(CellSet::all().size() == 81);
  CHECK((~s).size() == 76);
  CHECK(CellSet().empty());
}

TEST_CASE("every house has nine distinct cells and every cell is in one row, column and box") {
  std::vector<int> membership(81, 0);
  for (House h = 0; h < kHouses; ++h) {
    std::set<Cell> cells(kHouseCells[h].begin(), kHouseCells[h].end());
    CHECK(cells.size() == 9);
    CHECK(kHouseSets[h].size() == 9);
    for (Cell c : cells) ++membership[c];
  }
  for (Cell c = 0; c < kCells; ++c) CHECK(membership[c] == 3);
  CHECK(box_of(cell_at(4, 4)) == 4);
  CHECK(box_of(cell_at(8, 0)) == 6);
  CHECK(kHouseCells[box_house(8)][0] == cell_at(6, 6));
}

TEST_CASE("each cell has 20 peers: its houses less itself") {
  for (Cell c = 0; c < kCells; ++c) {
    CellSet houses;
    for (House h : houses_of(c)) houses |= kHouseSets[h];
    houses.remove(c);
    CHECK(houses == kPeerSets[c]);
    CHECK(kPeerSets[c].size() == 20);
  }
}

TEST_CASE("names use r1c1 notation") {
  CHECK(cell_name(0) == "r1c1");
  CHECK(cell_name(80) == "r9c9");
  CHECK(cell_name(cell_at(2, 4)) == "r3c5");
  CHECK(house_name(row_house(0)) == "row 1");
  CHECK(house_name(col_house(8)) == "column 9");
  CHECK(house_name(box_house(4)) == "box 5");
}

TEST_CASE("placing a digit removes it from the peers' candidates") {
  Grid g;
  g.place(cell_at(0, 0), 5, true);
  CHECK(g.value(0) == 5);
  CHECK(g.is_given(0));
  CHECK(g.candidates(0).empty());
  for (Cell p : kPeers[0]) CHECK_FALSE(g.candidates(p).has(5));
  CHECK(g.candidates(cell_at(4, 4)).has(5));
  CHECK(g.cells_with_candidate(5).size() == 81 - 21);
}

TEST_CASE("the by-cell and by-digit candidate views stay equal") {
  Grid g;
  g.place(cell_at(4, 4), 3, true);
  g.remove_candidate(cell_at(0, 0), 9);
  g.set_candidates(cell_at(8, 8), DigitSet::from_bits(0b101));
  g.set_candidates(cell_at(8, 7), DigitSet::all());  // also adds candidates back
  g.place(cell_at(8, 8), 1);
  for (Digit d = 1; d <= kDigits; ++d) {
    CellSet by_cell;
    for (Cell c = 0; c < kCells; ++c)
      if (g.candidates(c).has(d)) by_cell.add(c);
    CHECK(by_cell == g.cells_with_candidate(d));
  }
  CHECK(g.filled_count() == 2);
  CHECK(g.empty_cells().size() == 79);
  CHECK(g.candidates(cell_at(8, 7)) == DigitSet::all() - DigitSet::single(1));
}

TEST_CASE(
    "the house tally names the houses holding one or two cells of a set, houses_with those with any, and single() and "
    "several() agree with a count") {
  // Sparse and dense random sets, so every count from 0 to 9 turns up in rows,
  // columns and boxes; each checked against a count house by house.
  uint64_t state = 0x9E3779B97F4A7C15ull;
  auto next = [&] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  for (int trial = 0; trial < 2000; ++trial) {
    const uint64_t density = 1 + trial % 8;  // about density/16 of the cells
    CellSet cells;
    for (Cell c = 0; c < kCells; ++c)
      if (next() % 16 < density) cells.add(c);
    const HouseTally tally = tally_houses(cells);
    for (House h = 0; h < kHouses; ++h) {
      const CellSet in_house = cells & kHouseSets[h];
      const int n = in_house.size();
      CHECK(in_house.several() == (n >= 2));
      CHECK(in_house.single() == (n == 1));
      CHECK(bool(houses_with(cells) >> h & 1) == (n >= 1));
      INFO("house " << house_name(h) << " holds " << n);
      CHECK(bool(tally.one >> h & 1) == (n == 1));
      CHECK(bool(tally.two >> h & 1) == (n == 2));
    }
  }
}

TEST_CASE("house_positions says which of a house's cells a set holds, in the house's cell order") {
  uint64_t state = 0x2545F4914F6CDD1Dull;
  for (int trial = 0; trial < 500; ++trial) {
    CellSet cells;
    for (Cell c = 0; c < kCells; ++c) {
      state ^= state << 13;
      state ^= state >> 7;
      state ^= state << 17;
      if (state % 3 == 0) cells.add(c);
    }
    for (House h = 0; h < kHouses; ++h) {
      uint32_t expected = 0;
      for (int i = 0; i < 9; ++i)
        if (cells.has(kHouseCells[h][i])) expected |= 1u << i;
      INFO(house_name(h));
      CHECK(house_positions(cells, h) == expected);
    }
  }
}
