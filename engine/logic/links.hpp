// One digit's link graph: the ground the single-digit patterns stand on
// (skyscraper, kites, empty rectangles, X-chains, colouring). X-chains walk it
// with the alternating search (alternating_chains.hpp) that XY-chains walk
// bivalue cells with, and AICs and nice loops the candidate graph with its
// groups and almost locked sets (candidate_links.hpp).
//
//   strong link   the digit's only two places in a house (a conjugate pair):
//                 if one is not the digit, the other is
//   weak link     two places of the digit in one house: if one is the digit,
//                 the other is not (every strong link is also weak)
//
// A cluster is the candidates joined by strong links, split in two colours by
// parity along the links: one colour holds the digit everywhere, the other
// nowhere.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"

namespace pencilmark {

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

// Every cluster of at least two cells, ordered by lowest cell.
std::vector<ColourCluster> colour_clusters(const DigitLinks& links);

// The same without the heap: at most 40 clusters (two cells each at least).
struct ColourClusters {
  std::array<ColourCluster, kCells / 2> items;
  int count = 0;
  const ColourCluster* begin() const { return items.data(); }
  const ColourCluster* end() const { return items.data() + count; }
  size_t size() const { return static_cast<size_t>(count); }
  const ColourCluster& operator[](size_t i) const { return items[i]; }
  StrongPartners partners;  // scratch, kept from digit to digit
};
void colour_clusters(const DigitLinks& links, ColourClusters& clusters);

// The number of cells in a set, or limit if it has more: cheaper than size()
// where popcount is not an instruction.
int count_up_to(CellSet cells, int limit);

}  // namespace pencilmark
