#include "logic/templates.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace pencilmark {

// By bands: a band's part of a template puts d in its three rows in three
// different stacks, so it uses one column of each stack: 27 possible column
// sets, numbered by each column's place in its stack, in base 3. A template is
// three parts whose sets are disjoint: a part is in one when some part of a
// second band avoids all its columns (8 sets do) and a part of the third band
// takes exactly the columns left. Sets of column sets are 27-bit masks, so a
// band's parts come from its rows' options in a few bit operations.
namespace {

constexpr int kPow3[3] = {1, 3, 9};

// kWith[s][m]: the column sets whose column in stack s has its place in m (3 bits).
constexpr auto kWith = [] {
  std::array<std::array<uint32_t, 8>, 3> out{};
  for (int s = 0; s < 3; ++s)
    for (int m = 0; m < 8; ++m)
      for (int p = 0; p < 27; ++p)
        if (m >> (p / kPow3[s] % 3) & 1) out[s][m] |= 1u << p;
  return out;
}();

// The six ways a band's three rows can take the three stacks: row -> stack.
constexpr int kStackOfRow[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
// kWaysWith[i][s]: the two ways that give row i stack s.
constexpr auto kWaysWith = [] {
  std::array<std::array<std::array<int, 2>, 3>, 3> out{};
  std::array<std::array<int, 3>, 3> n{};
  for (int k = 0; k < 6; ++k)
    for (int i = 0; i < 3; ++i) out[i][kStackOfRow[k][i]][n[i][kStackOfRow[k][i]]++] = k;
  return out;
}();

// kDisjoint[p]: the 8 column sets q with no column of p. kRest[p][q]: the
// column set r that then takes the columns left.
struct Completions {
  std::array<uint32_t, 27> disjoint{};
  std::array<std::array<uint8_t, 27>, 27> rest{};
};
constexpr Completions kCompletions = [] {
  Completions out;
  for (int p = 0; p < 27; ++p)
    for (int q = 0; q < 27; ++q) {
      int r = 0;
      bool disjoint = true;
      for (int s = 0; s < 3; ++s) {
        const int ps = p / kPow3[s] % 3, qs = q / kPow3[s] % 3;
        disjoint = disjoint && ps != qs;
        r += (3 - ps - qs) * kPow3[s];
      }
      if (!disjoint) continue;
      out.disjoint[p] |= 1u << q;
      out.rest[p][q] = uint8_t(r);
    }
  return out;
}();

using RowColumns = std::array<uint16_t, 9>;  // row -> a 9-bit set of columns

}  // namespace

CellSet untemplated(const Grid& grid, Digit d) {
  const CellSet& places = grid.cells_with_candidate(d);
  RowColumns options;
  for (int r = 0; r < 9; ++r) {
    options[r] = uint16_t(places.band(r / 3) >> (9 * (r % 3)) & 0x1FF);
    // A row without places has d placed: there, a template takes that cell.
    if (!options[r]) options[r] = uint16_t(house_positions(grid.cells_with_value(d), row_house(r)));
  }
  // parts[b][k]: the column sets of band b's parts whose rows take the stacks the k-th way.
  std::array<std::array<uint32_t, 6>, 3> parts{};
  std::array<uint32_t, 3> used{};
  for (int b = 0; b < 3; ++b) {
    uint32_t with[3][3];  // [row of the band][stack]: the column sets that row allows there
    for (int i = 0; i < 3; ++i)
      for (int s = 0; s < 3; ++s) with[i][s] = kWith[s][options[3 * b + i] >> (3 * s) & 7];
    for (int k = 0; k < 6; ++k) {
      parts[b][k] = with[0][kStackOfRow[k][0]] & with[1][kStackOfRow[k][1]] & with[2][kStackOfRow[k][2]];
      used[b] |= parts[b][k];
    }
  }

  std::array<uint32_t, 3> held{};  // band -> 27 bits, as CellSet stores a band
  for (int b = 0; b < 3; ++b) {
    const uint32_t second = used[(b + 1) % 3], third = used[(b + 2) % 3];
    uint32_t fits = 0;
    for (uint32_t rest = used[b]; rest; rest &= rest - 1) {
      const int p = std::countr_zero(rest);
      for (uint32_t qs = second & kCompletions.disjoint[p]; qs; qs &= qs - 1)
        if (third >> kCompletions.rest[p][std::countr_zero(qs)] & 1) {
          fits |= 1u << p;
          break;
        }
    }
    if (!fits) continue;
    // Row i's cells in stack s that a fitting part uses: the parts giving row i stack s.
    for (int i = 0; i < 3; ++i)
      for (int s = 0; s < 3; ++s) {
        const uint32_t good = (parts[b][kWaysWith[i][s][0]] | parts[b][kWaysWith[i][s][1]]) & fits;
        for (int place = 0; place < 3; ++place)
          held[b] |= uint32_t((good & kWith[s][1 << place]) != 0) << (9 * i + 3 * s + place);
      }
  }
  const CellSet held_cells(held[0], held[1], held[2]);
  // No template at all: the grid is broken, and nothing is pruned.
  return held_cells.empty() ? places : places - held_cells;
}

}  // namespace pencilmark
