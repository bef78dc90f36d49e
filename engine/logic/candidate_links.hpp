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
//   then         ALS nodes, when asked for: an almost locked set of two to
//                kMaxChainAlsCells cells (almost_locked_sets.hpp) and one of its
//                digits, true when the digit is in the set (in one of its
//                places there). Only digits that a candidate outside the set
//                sees in all their places get one, and only sets with two such
//                digits. By set, then digit.
//
// Links (a node is true or false):
//   strong   at least one of the two is true: if one is false the other is true.
//            The digit's places in a house are exactly the two nodes (a
//            conjugate pair; with groups, a house whose places fall in two
//            box-line parts, a part being a candidate or a group, or, when
//            asked for, a box's places in a row's group and a column's), or the two
//            are a cell's only two candidates (a bivalue cell), or two digits
//            of one ALS (N cells with N+1 digits lack one digit at most).
//   weak     at most one of the two is true: if one is true the other is false.
//            The same digit in two nodes whose every cell sees every cell of the
//            other (and no cell shared; two ALS nodes also share no cell of
//            their sets), or two digits of one cell. Every strong link but one
//            of a bivalue cell or an ALS is also weak.
//
// So a chain goes through an ALS as HoDoKu's do: a node true turns the set's
// digit x off (every x of the set sees it), the set is then locked without x,
// and any other digit z of it is true in it, off everywhere that sees all its
// z places.
//
// Forced exits (strong links too): the set locked without x may take from a
// cell outside every candidate but one, y (each of the others a digit z of
// the set, not x, that the cell sees in all its places in the set): the ALS
// node x and the candidate (cell, y) are then strongly linked (if the set
// lacks x the cell is y; if the cell is not y, it holds some such z, which the
// set then lacks, so it holds x). Only for cells of three candidates or more
// (a bivalue cell is the exit z's weak link and the cell's strong one).
//
// Layout: strong partners are a short list per candidate or group node (at
// most 5 for a candidate: row, column, the box split by rows and by columns,
// and its cell; 2 for a group), filled when the graph is built; an ALS node's
// are its set's other nodes. Weak partners are not stored: for_each_weak walks
// them from bit sets (the digit's places that see the node, the digit's groups
// inside that set, the cell's other digits) and, for ALS nodes, from a list by
// digit and cell of the ALS nodes whose places that cell sees.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "logic/almost_locked_sets.hpp"
#include "logic/node.hpp"

namespace pencilmark {

class CandidateLinks {
 public:
  static constexpr int kCandidateNodes = pencilmark::kCandidateNodes;
  static constexpr int kMaxGroups = kDigits * 18 * 3;  // 18 lines of 3 boxes each
  static constexpr int kMaxNodes = kCandidateNodes + kMaxGroups;
  static constexpr int kMaxStrong = 6;
  // The largest ALS a node is made of (HoDoKu takes any; larger sets cost time).
  static constexpr int kMaxChainAlsCells = 5;
  // At most this many ALS nodes (the first sets found keep theirs).
  static constexpr int kMaxAlsNodes = 4096;

  // The graph of the grid's candidates; with grouped, also of its grouped
  // nodes; with als_cells, also of the ALS nodes of sets of at most that many
  // cells (kMaxChainAlsCells at most); with crossing_groups (and grouped), also
  // the strong links of a row's group and a column's group in a box that hold
  // all its places of their digit between them.
  CandidateLinks(const Grid& grid, bool grouped, int als_cells = 0, bool crossing_groups = false);

  const Grid& grid() const { return grid_; }
  bool grouped() const { return grouped_; }
  // Node ids are below size(); a candidate id is a node only if the grid has it.
  int size() const { return als_begin() + static_cast<int>(als_nodes_.size()); }
  static constexpr LinkNode candidate_node(Cell c, Digit d) { return c * kDigits + d - 1; }
  // Whether n is a group or an ALS node (not a single candidate).
  static constexpr bool is_group(LinkNode n) { return n >= kCandidateNodes; }
  bool is_als(LinkNode n) const { return n >= als_begin(); }
  int als_count() const { return static_cast<int>(als_nodes_.size()); }

  Digit digit(LinkNode n) const {
    if (!is_group(n)) return n % kDigits + 1;
    return is_als(n) ? als_nodes_[n - als_begin()].digit : groups_[n - kCandidateNodes].digit;
  }
  // The node's cell: its first cell for a group or an ALS node.
  Cell cell(LinkNode n) const { return is_group(n) ? cells(n).first() : n / kDigits; }
  // The node's candidates' cells: an ALS node's places of its digit.
  CellSet cells(LinkNode n) const {
    if (!is_group(n)) return CellSet::single(n / kDigits);
    return is_als(n) ? als_nodes_[n - als_begin()].places : groups_[n - kCandidateNodes].cells;
  }
  // The cells that see every cell of the node (for an ALS node, outside its set).
  CellSet seen(LinkNode n) const {
    if (!is_group(n)) return kPeerSets[n / kDigits];
    return is_als(n) ? als_of(n).sees[digit(n) - 1] : groups_[n - kCandidateNodes].seen;
  }
  // The almost locked set of an ALS node.
  const Als& als_of(LinkNode n) const { return als_sets_[als_nodes_[n - als_begin()].set]; }

  // The strong partners of a candidate or group node n.
  int strong_count(LinkNode n) const { return strong_count_[n]; }
  LinkNode strong(LinkNode n, int i) const { return strong_[n][i]; }
  bool has_strong(LinkNode n) const { return is_als(n) || strong_count_[n] != 0 || forced_by_count(n) != 0; }
  // Calls f(m) for every strong partner m of n.
  template <class F>
  void for_each_strong(LinkNode n, F f) const {
    if (is_als(n)) {
      const int k = n - als_begin();
      const AlsNode& a = als_nodes_[k];
      const int first = als_begin() + als_first_[a.set];
      for (int m = first; m < als_begin() + als_first_[a.set + 1]; ++m)
        if (m != n) f(m);
      for (int i = forced_start_[k]; i < forced_start_[k + 1]; ++i) f(LinkNode{forced_[i]});
      return;
    }
    for (int i = 0; i < strong_count_[n]; ++i) f(LinkNode{strong_[n][i]});
    if (!forced_by_start_.empty() && n < kCandidateNodes)
      for (int i = forced_by_start_[n]; i < forced_by_start_[n + 1]; ++i) f(als_begin() + forced_by_[i]);
  }
  // Whether the strong link between a and b is a forced exit (an ALS node and
  // a candidate).
  bool is_forced_exit(LinkNode a, LinkNode b) const { return is_als(a) != is_als(b); }

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
    for_each_weak_als(n, f);
  }
  // The same for the weak partners that have a strong link (the others end a
  // chain that goes on from them), but the candidates in skip (by digit): a
  // search passes those it has reached already.
  template <class F>
  void for_each_linked_weak(LinkNode n, const std::array<CellSet, kDigits>& skip, F f) const {
    const Digit d = digit(n);
    const CellSet seen_places = seen(n) & grid_.cells_with_candidate(d);
    for (Cell c : (seen_places & linked_places_[d - 1]) - skip[d - 1]) f(candidate_node(c, d));
    for (uint64_t inside = groups_seen(n, seen_places); inside; inside &= inside - 1)
      f(kCandidateNodes + linked_groups_[linked_group_begin_[d - 1] + std::countr_zero(inside)]);
    if (!is_group(n)) {
      const Cell c = n / kDigits;
      for (Digit e : linked_digits_[c] - DigitSet::single(d))
        if (!skip[e - 1].has(c)) f(candidate_node(c, e));
    }
    for_each_weak_als(n, f);
  }
  // What the alternating search (alternating_chains.hpp) asks of its graph
  // besides its links. A strong link's length: one, or through an ALS, as
  // HoDoKu counts the set (its penalty, twice its digits less one, to the link
  // that leaves it; a forced exit, two more: the weak link to the forced cell
  // and its strong one).
  int length(LinkNode from, LinkNode to) const;
  // Whether a strong link leaves a set: from its digit x false to its digit z
  // true (the only strong links of two ALS nodes).
  bool leaves_set(LinkNode from, LinkNode to) const { return is_als(from) && is_als(to); }
  // A bit for each candidate of n, in 64.
  uint64_t signature(LinkNode n) const {
    return is_group(n) ? signatures_[n - kCandidateNodes] : uint64_t{1} << (n & 63);
  }

  // Whether a and b (different nodes) are weakly linked.
  bool weakly_linked(LinkNode a, LinkNode b) const {
    // Two candidates (a chain search asks at every end): one digit in cells that
    // see each other, or one cell.
    if (!is_group(a) && !is_group(b))
      return a % kDigits == b % kDigits ? kPeerSets[a / kDigits].has(b / kDigits) : a / kDigits == b / kDigits;
    if (digit(a) == digit(b)) {
      if (is_als(a) && is_als(b) && !(als_of(a).cells & als_of(b).cells).empty()) return false;
      return (cells(b) - seen(a)).empty() && (cells(a) - seen(b)).empty();
    }
    return !is_group(a) && !is_group(b) && a / kDigits == b / kDigits;
  }

 private:
  struct Group {
    Digit digit;
    CellSet cells;
    CellSet seen;
  };
  struct AlsNode {
    Digit digit;
    int set;         // in als_sets_
    CellSet places;  // the set's cells holding the digit
  };
  int als_begin() const { return kCandidateNodes + group_count_; }
  // The ALS nodes of n's digit whose places every cell of n sees (weak
  // partners of n): listed by the first cell of n.
  template <class F>
  void for_each_weak_als(LinkNode n, F f) const {
    if (als_nodes_.empty()) return;
    const Digit d = digit(n);
    const CellSet own = cells(n);
    const int key = (d - 1) * kCells + own.first();
    for (int i = als_index_start_[key]; i < als_index_start_[key + 1]; ++i) {
      const int k = als_index_[i];
      const AlsNode& a = als_nodes_[k];
      if (!(own - als_sets_[a.set].sees[d - 1]).empty()) continue;
      if (is_als(n) && !(als_of(n).cells & als_sets_[a.set].cells).empty()) continue;
      f(als_begin() + k);
    }
  }
  // The linked groups of a node's digit that lie in its seen places, as bits
  // of their order in linked_groups_ (a digit has 54 groups at most). For a
  // candidate or group node, worked out the first time a search asks, which
  // then asks again for each premise that reaches the node.
  uint64_t groups_seen(LinkNode n, CellSet seen_places) const {
    if (is_als(n)) return groups_inside(digit(n), seen_places);
    uint64_t& known = groups_known_[n >> 6];
    if (!(known >> (n & 63) & 1)) {
      groups_seen_[n] = groups_inside(digit(n), seen_places);
      known |= uint64_t{1} << (n & 63);
    }
    return groups_seen_[n];
  }
  uint64_t groups_inside(Digit d, CellSet seen_places) const {
    uint64_t inside = 0;
    for (int i = linked_group_begin_[d - 1]; i < linked_group_begin_[d]; ++i)
      if ((groups_[linked_groups_[i]].cells - seen_places).empty())
        inside |= uint64_t{1} << (i - linked_group_begin_[d - 1]);
    return inside;
  }
  void add_als_nodes(int max_cells);
  void add_forced_exits();
  int forced_by_count(LinkNode n) const {
    return forced_by_start_.empty() || n >= kCandidateNodes ? 0 : forced_by_start_[n + 1] - forced_by_start_[n];
  }
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
  mutable std::array<uint64_t, kMaxNodes> groups_seen_;                 // by node, once known (groups_seen)
  mutable std::array<uint64_t, (kMaxNodes + 63) / 64> groups_known_{};  // which are
  std::array<uint8_t, kMaxNodes> strong_count_;
  std::array<std::array<uint16_t, kMaxStrong>, kMaxNodes> strong_;
  std::vector<Als> als_sets_;
  std::vector<int> als_first_;  // set i's nodes: [als_first_[i], als_first_[i + 1]) from als_begin()
  std::vector<AlsNode> als_nodes_;
  std::vector<int> als_index_start_;  // by (digit - 1) * 81 + cell: [start, next start) in als_index_
  std::vector<uint16_t> als_index_;   // the ALS nodes whose places the cell (holding the digit) sees
  std::vector<int> forced_start_;     // by ALS node: [start, next start) in forced_
  std::vector<uint16_t> forced_;      // the candidates an ALS node's set forces (its forced exits)
  std::vector<int> forced_by_start_;  // by candidate: [start, next start) in forced_by_ (empty: none)
  std::vector<uint16_t> forced_by_;   // the ALS nodes (from als_begin()) forcing the candidate
  std::vector<uint64_t> signatures_;  // by group or ALS node (from kCandidateNodes): signature()
};

}  // namespace pencilmark
