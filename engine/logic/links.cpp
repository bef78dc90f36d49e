#include "logic/links.hpp"

#include <bit>

#include "logic/alternating_chains.hpp"

namespace pencilmark {

// Not inlined: the finders that build one would each hold a copy.
[[gnu::noinline]] ChainGrid::ChainGrid(const Grid& grid) : grid_(grid) {
  for (Digit d = 1; d <= kDigits; ++d) {
    digit_words_[d - 1] = slot_words(grid.cells_with_candidate(d));
    for (House h = 0; h < kHouses; ++h)
      places_[d - 1][h] = static_cast<uint8_t>((kHouseSets[h] & grid.cells_with_candidate(d)).size());
  }
  for (Cell c : grid.empty_cells()) {
    const DigitSet digits = grid.candidates(c);
    for (Digit d : digits) {
      const int k = c * kDigits + d - 1;
      if (digits.size() == 2)
        targets_[k][counts_[k]++] = {
            static_cast<uint16_t>(Node{c, (digits - DigitSet::single(d)).first(), true}.index()), 1};
      for (House h : kBoxRowCol[c]) {
        if (places_[d - 1][h] != 2) continue;
        CellSet places = kHouseSets[h] & grid.cells_with_candidate(d);
        places.remove(c);
        targets_[k][counts_[k]++] = {static_cast<uint16_t>(Node{places.first(), d, true}.index()),
                                     static_cast<uint8_t>(2 + h)};
      }
    }
  }
}

House DigitLinks::conjugate_house(Cell a, Cell b) const {
  for (House h : houses_of(a))
    if (is_conjugate(h) && kHouseSets[h].has(b)) return h;
  return -1;
}

DigitLinks digit_links(const Grid& grid, Digit d) {
  DigitLinks links;
  links.digit = d;
  links.cells = grid.cells_with_candidate(d);
  links.conjugate_houses = tally_houses(links.cells).two;
  // The houses' masks within a band: a row's nine bits, a column's three, a
  // box's three times three.
  constexpr uint32_t kRowBits = 0x1FF, kColumnBits = 1u | 1u << 9 | 1u << 18, kBoxBits = 0x7 | 0x7 << 9 | 0x7 << 18;
  std::array<uint32_t, 3> paired{};  // the houses with a pair, band by band
  for (uint32_t rest = links.conjugate_houses; rest; rest &= rest - 1) {
    const House h = std::countr_zero(rest);
    Cell found[2];
    if (h >= col_house(0) && h < box_house(0)) {
      // A column crosses all three bands.
      const uint32_t mask = kColumnBits << (h - col_house(0));
      int n = 0;
      for (int b = 0; b < 3; ++b) {
        paired[b] |= mask;
        for (uint32_t bits = links.cells.band(b) & mask; bits; bits &= bits - 1)
          found[n++] = 27 * b + std::countr_zero(bits);
      }
    } else {
      // A row or a box lies in one band.
      const int i = h % 9, b = i / 3;
      const uint32_t mask = h < col_house(0) ? kRowBits << (9 * (i % 3)) : kBoxBits << (3 * (i % 3));
      paired[b] |= mask;
      const uint32_t bits = links.cells.band(b) & mask;
      found[0] = 27 * b + std::countr_zero(bits);
      found[1] = 27 * b + std::countr_zero(bits & (bits - 1));
    }
    links.pairs[links.pair_count++] = {h, found[0], found[1]};
  }
  links.linked = links.cells & CellSet(paired[0], paired[1], paired[2]);
  return links;
}

int count_up_to(CellSet cells, int limit) {
  int n = 0;
  for (int b = 0; b < 3; ++b)
    for (uint32_t bits = cells.band(b); bits && n < limit; bits &= bits - 1) ++n;
  return n;
}

void strong_partners(const DigitLinks& links, StrongPartners& partners) {
  for (int i = 0; i < links.pair_count; ++i) partners[links.pairs[i].a] = partners[links.pairs[i].b] = CellSet{};
  for (int i = 0; i < links.pair_count; ++i) {
    const ConjugatePair& p = links.pairs[i];
    partners[p.a].add(p.b);
    partners[p.b].add(p.a);
  }
}

struct ColourSearch::Search {
  static constexpr int kMaxLinks = 2 * kCells;
  explicit Search(const Grid& grid) : links(grid), graph{links}, search(graph, kMaxLinks) {
    graph.weak_along_strong = true;
  }
  ChainGrid links;
  CandidateGraph graph;
  AlternatingSearch<CandidateGraph> search;
};

ColourSearch::ColourSearch(const Grid& grid) : grid_(grid) {}
ColourSearch::~ColourSearch() = default;

void ColourSearch::clusters(const DigitLinks& links, ColourClusters& out) {
  out.count = 0;
  if (links.pair_count == 0) return;
  if (!search_) search_ = std::make_unique<Search>(grid_);
  search_->graph.house_digit = links.digit;
  CellSet coloured;
  for (Cell start : links.linked) {
    if (coloured.has(start)) continue;
    ColourCluster& cluster = out.items[static_cast<size_t>(out.count++)];
    cluster = ColourCluster{};
    cluster.colours[0].add(start);
    search_->search.run(CandidateGraph::node(start, links.digit), Search::kMaxLinks, Search::kMaxLinks, [&](int state) {
      // A cell's first state is its colour (another, further on, would mean
      // an odd loop of pairs: a grid with no solution).
      if (const Cell c = CandidateGraph::cell(state_node(state)); !cluster.cells().has(c))
        cluster.colours[state_on(state)].add(c);
      return Next::Extend;
    });
    for (int colour = 0; colour < 2; ++colour)
      for (Cell c : cluster.colours[colour]) cluster.seen[colour] |= kPeerSets[c];
    coloured |= cluster.cells();
  }
}

std::vector<ColourCluster> colour_clusters(const Grid& grid, Digit d) {
  ColourClusters found;
  ColourSearch(grid).clusters(digit_links(grid, d), found);
  return {found.begin(), found.end()};
}

}  // namespace pencilmark
