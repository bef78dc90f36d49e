// The link graph of the whole candidate grid: the ground that alternating
// inference chains (AICs) and nice loops walk, and that any chain mixing digits
// can build on (one digit's links alone are in links.hpp).
//
// Nodes, by id:
//   0 .. 728     the candidate (c, d), id c * 9 + d - 1 (only the grid's
//                candidates are nodes; the other ids are unused)
//   729 ..       grouped nodes, when asked for: a digit's places in one
//                box-line intersection when they are two or three, taken as
//                one node that is true when the digit is in one of them. A
//                group is always all the digit's places in its intersection.
//                By digit, then line (rows, then columns), then box.
//
// Links (a node is true or false):
//   strong   at least one of the two is true: if one is false the other is true.
//            The digit's places in a house are exactly the two nodes (a
//            conjugate pair; with groups, a house whose places fall in two
//            box-line parts, a part being a candidate or a group), or the two
//            are a cell's only two candidates (a bivalue cell).
//   weak     at most one of the two is true: if one is true the other is false.
//            The same digit in two nodes whose every cell sees every cell of the
//            other (and no cell shared), or two digits of one cell. Every strong
//            link but one of a bivalue cell is also weak.
//
// Layout: strong partners are a short list per node (at most 5 for a
// candidate: row, column, the box split by rows and by columns, and its cell;
// 2 for a group), filled when the graph is built. Weak partners are not
// stored: for_each_weak walks them from bit sets (the digit's places that see
// the node, the digit's groups inside that set, the cell's other digits).
#pragma once

#include <array>
#include <cstdint>

#include "core/grid.hpp"

namespace pencilmark {

using LinkNode = int;

class CandidateLinks {
 public:
  static constexpr int kCandidateNodes = kCells * kDigits;
  static constexpr int kMaxGroups = kDigits * 18 * 3;  // 18 lines of 3 boxes each
  static constexpr int kMaxNodes = kCandidateNodes + kMaxGroups;
  static constexpr int kMaxStrong = 6;

  // The graph of the grid's candidates; with grouped, also of its grouped nodes.
  CandidateLinks(const Grid& grid, bool grouped);

  const Grid& grid() const { return grid_; }
  bool grouped() const { return grouped_; }
  // Node ids are below size(); a candidate id is a node only if the grid has it.
  int size() const { return kCandidateNodes + group_count_; }
  static constexpr LinkNode candidate_node(Cell c, Digit d) { return c * kDigits + d - 1; }
  static constexpr bool is_group(LinkNode n) { return n >= kCandidateNodes; }
  bool exists(LinkNode n) const { return is_group(n) ? n < size() : grid_.has_candidate(n / kDigits, n % kDigits + 1); }

  Digit digit(LinkNode n) const { return is_group(n) ? groups_[n - kCandidateNodes].digit : n % kDigits + 1; }
  // The node's cell: its first cell for a group.
  Cell cell(LinkNode n) const { return is_group(n) ? groups_[n - kCandidateNodes].cells.first() : n / kDigits; }
  CellSet cells(LinkNode n) const {
    return is_group(n) ? groups_[n - kCandidateNodes].cells : CellSet::single(n / kDigits);
  }
  // The cells that see every cell of the node.
  CellSet seen(LinkNode n) const { return is_group(n) ? groups_[n - kCandidateNodes].seen : kPeerSets[n / kDigits]; }

  // The strong partners of n.
  int strong_count(LinkNode n) const { return strong_count_[n]; }
  LinkNode strong(LinkNode n, int i) const { return strong_[n][i]; }
  bool has_strong(LinkNode n) const { return strong_count_[n] != 0; }

  // Calls f(m) for every weak partner m of n, the digit's candidates first, then
  // its groups, then the other digits of n's cell.
  template <class F>
  void for_each_weak(LinkNode n, F f) const {
    const Digit d = digit(n);
    const CellSet seen_places = seen(n) & grid_.cells_with_candidate(d);
    for (Cell c : seen_places) f(candidate_node(c, d));
    for (int g = group_begin_[d - 1]; g < group_begin_[d]; ++g)
      if ((groups_[g].cells - seen_places).empty()) f(kCandidateNodes + g);
    if (!is_group(n)) {
      const Cell c = n / kDigits;
      for (Digit e : grid_.candidates(c) - DigitSet::single(d)) f(candidate_node(c, e));
    }
  }
  // The same for the weak partners that have a strong link (the others end a
  // chain that goes on from them).
  template <class F>
  void for_each_linked_weak(LinkNode n, F f) const {
    const Digit d = digit(n);
    const CellSet seen_places = seen(n) & grid_.cells_with_candidate(d);
    for (Cell c : seen_places& linked_places_[d - 1]) f(candidate_node(c, d));
    for (int i = linked_group_begin_[d - 1]; i < linked_group_begin_[d]; ++i)
      if ((groups_[linked_groups_[i]].cells - seen_places).empty()) f(kCandidateNodes + linked_groups_[i]);
    if (!is_group(n)) {
      const Cell c = n / kDigits;
      for (Digit e : linked_digits_[c] - DigitSet::single(d)) f(candidate_node(c, e));
    }
  }
  // Whether a and b (different nodes) are weakly linked.
  bool weakly_linked(LinkNode a, LinkNode b) const {
    if (digit(a) == digit(b)) return (cells(b) - seen(a)).empty();
    return !is_group(a) && !is_group(b) && a / kDigits == b / kDigits;
  }

 private:
  struct Group {
    Digit digit;
    CellSet cells;
    CellSet seen;
  };
  void add_strong(LinkNode a, LinkNode b);
  // The node of d's places in part, which lies in the k-th box of line: a
  // candidate or a group.
  LinkNode part_node(Digit d, House line, int k, CellSet part) const;

  const Grid& grid_;
  bool grouped_;
  int group_count_ = 0;
  std::array<int, kDigits + 1> group_begin_{};  // digit d's groups: [group_begin_[d-1], group_begin_[d])
  std::array<Group, kMaxGroups> groups_;
  std::array<std::array<std::array<int16_t, 3>, 18>, kDigits> group_index_;  // by digit, line, box of the line
  std::array<CellSet, kDigits> linked_places_{};     // by digit, the candidates with a strong link
  std::array<DigitSet, kCells> linked_digits_{};     // by cell, the same
  std::array<int16_t, kMaxGroups> linked_groups_{};  // the groups with a strong link, by digit
  std::array<int, kDigits + 1> linked_group_begin_{};
  std::array<uint8_t, kMaxNodes> strong_count_;
  std::array<std::array<uint16_t, kMaxStrong>, kMaxNodes> strong_;
};

}  // namespace pencilmark
