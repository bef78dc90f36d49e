// The link graphs of single candidates: every candidate's static strong links
// (ChainGrid), which forcing chains, SE's chains, X-chains, XY-chains, remote
// pairs and colour clusters walk (implications.hpp, alternating_chains.hpp),
// and one digit's links (DigitLinks), the ground the single-digit patterns
// stand on (skyscraper, kites, empty rectangles, colouring). AICs and nice
// loops walk the candidate graph, which adds groups and almost locked sets
// (candidate_links.hpp).
//
//   strong link   a digit's only two places in a house (a conjugate pair), or
//                 a cell's only two candidates: if one is not true, the other is
//   weak link     two places of a digit in one house, or two candidates of a
//                 cell: if one is true, the other is not (every strong link is
//                 also weak)
//
// A cluster is one digit's candidates joined by strong links, split in two
// colours by parity along the links: one colour holds the digit everywhere,
// the other nowhere.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/grid.hpp"
#include "logic/node.hpp"

namespace pencilmark {

// The static strong links of the grid's candidates, by candidate: where an off
// leads (the other candidate of a bivalue cell, the other place of a conjugate
// pair), each with its cause. The graph the chains of single candidates walk:
// the forcing branches (implications.hpp) and SE's chains, and, each taking
// the links it wants, X- and XY-chains, remote pairs and colour clusters
// (alternating_chains.hpp). Built once per grid for the many chains followed
// in it.
class ChainGrid {
 public:
  explicit ChainGrid(const Grid& grid);
  const Grid& grid() const { return grid_; }

  struct Target {
    uint16_t node;
    uint8_t cause;  // 1 cell, 2 + h house h
  };
  const Target* begin(Cell c, Digit d) const { return targets_[c * kDigits + d - 1].data(); }
  const Target* end(Cell c, Digit d) const { return begin(c, d) + counts_[c * kDigits + d - 1]; }
  // By digit, each house's number of places for it.
  using Places = std::array<std::array<uint8_t, kHouses>, kDigits>;
  const Places& places() const { return places_; }
  // By digit, its cells as a node slot's two words (cells 0-63, then 64-80).
  using SlotWords = std::array<uint64_t, 2>;
  static constexpr SlotWords slot_words(CellSet s) {
    return {uint64_t{s.band(0)} | uint64_t{s.band(1)} << 27 | uint64_t{s.band(2)} << 54, uint64_t{s.band(2)} >> 10};
  }
  const SlotWords& digit_words(Digit d) const { return digit_words_[d - 1]; }

 private:
  const Grid& grid_;
  Places places_{};
  std::array<SlotWords, kDigits> digit_words_{};
  std::array<std::array<Target, 4>, kCells * kDigits> targets_;
  std::array<uint8_t, kCells * kDigits> counts_{};
};

struct ConjugatePair {
  House house;
  Cell a, b;  // a < b
};

struct DigitLinks {
  Digit digit = 0;
  CellSet cells;                             // where the digit can still go
  CellSet linked;                            // the places in at least one conjugate pair
  uint32_t conjugate_houses = 0;             // bit h: house h holds exactly two places
  std::array<ConjugatePair, kHouses> pairs;  // the strong links, by house: pairs[0 .. pair_count)
  int pair_count = 0;

  bool is_conjugate(House h) const { return (conjugate_houses >> h) & 1u; }
  // The digit's places in a house.
  CellSet places_in(House h) const { return kHouseSets[h] & cells; }
  // The cells a strong link reaches from c: its partners in conjugate pairs.
  CellSet strong(Cell c) const {
    CellSet partners;
    for (House h : houses_of(c))
      if (is_conjugate(h)) partners |= places_in(h);
    partners.remove(c);
    return partners;
  }
  // The places a weak link reaches from c (c must be one of cells).
  CellSet weak(Cell c) const { return kPeerSets[c] & cells; }
  // A house where a and b are the only two places, or -1: rows first, then
  // columns, then boxes.
  House conjugate_house(Cell a, Cell b) const;
};

DigitLinks digit_links(const Grid& grid, Digit d);

// Each linked place's strong-link partners (DigitLinks::strong), filled once
// per digit for the searches that ask for them over and over; only the entries
// of links.linked are meaningful.
using StrongPartners = std::array<CellSet, kCells>;
void strong_partners(const DigitLinks& links, StrongPartners& partners);

struct ColourCluster {
  std::array<CellSet, 2> colours;  // the two parity classes; the first holds the cluster's lowest cell
  std::array<CellSet, 2> seen;     // the cells that see a cell of each colour
  CellSet cells() const { return colours[0] | colours[1]; }
};

// Every cluster of d's places of at least two cells, ordered by lowest cell.
std::vector<ColourCluster> colour_clusters(const Grid& grid, Digit d);

// The same without the heap: at most 40 clusters (two cells each at least).
struct ColourClusters {
  std::array<ColourCluster, kCells / 2> items;
  int count = 0;
  const ColourCluster* begin() const { return items.data(); }
  const ColourCluster* end() const { return items.data() + count; }
  size_t size() const { return static_cast<size_t>(count); }
  const ColourCluster& operator[](size_t i) const { return items[i]; }
};

// A grid's colour clusters, digit by digit, found by the alternating search
// (alternating_chains.hpp) along one digit's conjugate pairs alone: from each
// cluster's lowest cell off, its partners on, theirs off, and so on; the offs
// are the start's colour, the ons the other.
class ColourSearch {
 public:
  explicit ColourSearch(const Grid& grid);
  ~ColourSearch();
  // The clusters of links' digit (links of the grid's).
  void clusters(const DigitLinks& links, ColourClusters& out);

 private:
  struct Search;  // the grid's links and a search over them, built at the first digit with a pair
  const Grid& grid_;
  std::unique_ptr<Search> search_;
};

// The number of cells in a set, or limit if it has more: cheaper than size()
// where popcount is not an instruction.
int count_up_to(CellSet cells, int limit);

}  // namespace pencilmark
