#include "logic/links.hpp"

#include <bit>

namespace pencilmark {

House DigitLinks::conjugate_house(Cell a, Cell b) const {
  for (House h : houses_of(a))
    if (is_conjugate(h) && kHouseSets[h].has(b)) return h;
  return -1;
}

namespace {

bool exactly_two(uint32_t bits) {
  const uint32_t rest = bits & (bits - 1);
  return rest != 0 && (rest & (rest - 1)) == 0;
}

// Bit h set for each house h holding exactly two cells of the set, by word
// arithmetic (popcount is a library call on targets without the instruction,
// and this runs for every digit in every finder of the family).
uint32_t houses_with_two(CellSet cells) {
  constexpr uint32_t kRow = 0x1FF, kBoxRows = 0x7 | 0x7 << 9 | 0x7 << 18;
  uint32_t houses = 0;
  // Columns: saturating per-column counts (one, two, more) over the nine rows.
  uint32_t ones = 0, twos = 0, more = 0;
  for (int b = 0; b < 3; ++b) {
    const uint32_t w = cells.band(b);
    for (int r = 0; r < 3; ++r) {
      const uint32_t row = (w >> (9 * r)) & kRow;
      if (exactly_two(row)) houses |= 1u << row_house(3 * b + r);
      more |= twos & row;
      twos = (twos & ~row) | (ones & row);
      ones = (ones & ~row) | (row & ~ones & ~twos & ~more);
    }
    for (int k = 0; k < 3; ++k)
      if (exactly_two(w & kBoxRows << (3 * k))) houses |= 1u << box_house(3 * b + k);
  }
  return houses | (twos & ~more & kRow) << col_house(0);
}

}  // namespace

DigitLinks digit_links(const Grid& grid, Digit d) {
  DigitLinks links;
  links.digit = d;
  links.cells = grid.cells_with_candidate(d);
  links.conjugate_houses = houses_with_two(links.cells);
  CellSet paired_houses;
  for (uint32_t rest = links.conjugate_houses; rest; rest &= rest - 1) {
    const House h = std::countr_zero(rest);
    paired_houses |= kHouseSets[h];
    // A row or a box lies in one band, a column in all three.
    const bool column = h >= col_house(0) && h < box_house(0);
    const int first_band = column ? 0 : (h % 9) / 3, last_band = column ? 2 : first_band;
    Cell found[2];
    int n = 0;
    for (int b = first_band; b <= last_band; ++b)
      for (uint32_t bits = links.cells.band(b) & kHouseSets[h].band(b); bits; bits &= bits - 1)
        found[n++] = 27 * b + std::countr_zero(bits);
    links.pairs[links.pair_count++] = {h, found[0], found[1]};
  }
  links.linked = links.cells & paired_houses;
  return links;
}

int count_up_to(CellSet cells, int limit) {
  int n = 0;
  for (int b = 0; b < 3; ++b)
    for (uint32_t bits = cells.band(b); bits && n < limit; bits &= bits - 1) ++n;
  return n;
}

std::vector<ColourCluster> colour_clusters(const DigitLinks& links) {
  std::vector<ColourCluster> clusters;
  CellSet coloured;
  for (Cell start : links.linked) {
    if (coloured.has(start)) continue;
    ColourCluster cluster;
    // Flood by colour: each wave is the other colour of the one before.
    CellSet wave = CellSet::single(start);
    for (int colour = 0; !wave.empty(); colour ^= 1) {
      cluster.colours[colour] |= wave;
      coloured |= wave;
      CellSet next;
      for (Cell c : wave) {
        next |= links.strong(c);
        cluster.seen[colour] |= kPeerSets[c];
      }
      wave = next - coloured;
    }
    clusters.push_back(cluster);
  }
  return clusters;
}

}  // namespace pencilmark
