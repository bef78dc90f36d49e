// What follows from a supposition: Sudoku Explainer's chaining, as an engine.
//
// A node (logic/node.hpp) is a candidate supposed true ("on") or false
// ("off"). From a premise, a branch follows every inference of these kinds
// until nothing new follows:
//
//   on  -> off   the other candidates of its cell (a cell link; SE's Y-link),
//                the digit's other places in its houses (a house link; X-link)
//   off -> on    a cell left with one candidate (static: a bivalue cell),
//                a house left with one place for the digit (static: a
//                conjugate pair)
//
// Static branches see the grid as it is; dynamic ones see the removals the
// branch has made so far, so an off can leave a cell or a house with one
// option that the grid still shows with several (SE's dynamic chains).
//
// Each node keeps the inference that reached it first, in breadth-first order
// (ons before offs, as SE does): an off node its one on parent; an on node its
// cause, a cell or a house, whose other candidates or places are all off by
// then and are its parents. The nodes behind a conclusion are SE's complexity.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/grid.hpp"
#include "logic/links.hpp"
#include "logic/node.hpp"
#include "logic/step.hpp"

namespace pencilmark {

struct SubSolver;  // logic/finders.hpp
class StaticClosure;
class NestedMemo;  // logic/unary_chains.hpp
struct UnaryChainHint;

// A cell's peers in the order SE takes an on node's offs: its box in reading
// order, then the rest of its row, then the rest of its column.
std::array<CellSet, 3> peers_box_row_col(Cell c);

struct ChainRules {
  bool cell_links = true;  // off: the digit alone (SE's X-chains, Nishio)
  bool dynamic = false;
  bool stop_at_clash = true;  // off: follow on past nodes both on and off (a static single chain's search)
  // SE's nested level (dynamic branches only): what a branch does when it
  // stalls, each kind tried when the ones before it find nothing. What an
  // inner chain concludes stands on the branch's removals it read, and its
  // nodes count in the complexity of whatever stands on it.
  //   1  the intersections, pairs and X-wings of its grid (each removal
  //      standing on the branch's removals in the houses of its pattern);
  //   2  and the static forcing chains of its grid;
  //   3  and its static cell and region forcing chains;
  //   4  the patterns and, in place of levels 2 and 3, its dynamic forcing
  //      chains (contradictions, double implications, cell and region forcing);
  //   5  and the same forcing chains again with inner branches of level 2:
  //      chains three deep.
  uint8_t nesting = 0;
  // Nested levels 2 and 3 follow every inner branch, none skipped because the
  // static closure shows it can conclude nothing (the plain reference search).
  bool every_branch = false;
  // Nesting 1 and up: the step solver that finds a stalled branch's patterns in
  // its grid (handed down by the finder or rater, StepOptions::solver). A
  // branch without one finds no patterns.
  const SubSolver* solver = nullptr;
  // Nesting 1 and up: what stalled branches found in the grids met so far, if
  // the caller keeps it (a rating, for one puzzle); a stalled branch's grid is
  // often met again.
  NestedMemo* memo = nullptr;
  // Nesting 2 and up: the static closure of the grid followed in, if the caller
  // has it: with it a stalled branch's level 2 skips more searches that cannot
  // find anything (Branch::new_links_may_conclude).
  const StaticClosure* closure = nullptr;
  // A static branch's target (a node index), if it has one: it stops there,
  // and with the closure follows only the nodes that reach it (SE's forcing
  // chains, to a premise's negation: a node that cannot reach it is on no
  // chain to it, and a branch of a hard position's grid reaches it from about
  // one premise in a thousand).
  int target = -1;
};

// Everything a static branch can reach, for each supposition: the transitive
// closure of a ChainGrid's links, cell links included. A walk stops early (at
// its target, a clash) or takes fewer links (one digit's) but never reaches a
// node outside the closure, so a search skips, exactly, the suppositions whose
// closure holds nothing it looks for (SE's forcing chains: of a million static
// branches once followed in a grade, about one in a thousand reached its target).
//
// Layout: the grid's candidates numbered in cell order, k; node 2k is candidate
// k off, 2k + 1 on. The strongly connected components of the link
// graph (Tarjan's, which closes a component after every one it reaches) share
// one closure each, built in that order: its nodes and its successors' closures.
// An off in no strong link leads nowhere and closes over itself alone: no
// component (-1), no closure stored.
class StaticClosure {
 public:
  explicit StaticClosure(const ChainGrid& links);

  bool reaches(Node from, Node to) const {
    const int f = id(from);
    return component_[f] < 0 ? f == id(to) : has(closure_.data() + component_[f] * words_, id(to));
  }
  // Whether each reaches the other: a cycle through one has its nodes in its
  // component (on a hard puzzle's positions, 2% of the nodes on average).
  bool same_component(Node a, Node b) const {
    const int x = id(a);
    return component_[x] < 0 ? x == id(b) : component_[x] == component_[id(b)];
  }
  // Whether the branches from every one of these on nodes can all reach a same
  // node that would remove something: a candidate off, or on in a cell with others.
  bool may_force(Digit digit, CellSet cells) const;  // every place of the digit in these cells
  bool may_force(Cell cell) const;                   // every candidate of the cell

  // What `from` reaches, its nodes added to `set` (words() words; a node n is
  // bit node_id(n), this closure's numbering: a node of its grid's candidates).
  static constexpr int kMaxWords = (2 * kCells * kDigits + 63) / 64;
  int words() const { return words_; }
  int node_id(Node n) const { return id(n); }
  void add_reach(Node from, uint64_t* set) const;

 private:
  int id(Node n) const { return 2 * candidate_[n.cell * kDigits + n.digit - 1] + n.on; }
  // An on's closure (an on always has a component: only offs lead nowhere).
  const uint64_t* closure(Node n) const { return closure_.data() + component_[id(n)] * words_; }
  static bool has(const uint64_t* set, int i) { return (set[i >> 6] >> (i & 63)) & 1; }
  // Whether the closures of the nodes each_node(keep) keeps share a node worth concluding.
  template <class Each>
  bool share_worth(Each&& each_node) const;

  const Grid& grid_;
  std::array<int16_t, kCells * kDigits> candidate_;  // by cell and digit: k, or -1
  int words_ = 0;                                    // per set of nodes
  std::vector<int> component_;                       // by node
  std::vector<uint64_t> closure_;                    // by component: words_ words
  std::vector<uint64_t> worth_;                      // the nodes a conclusion is worth having at
};

struct NodeSet;  // a set of node indexes (implications.cpp)

// What a chain's node read of its grid, where the inference that reached it
// found one option left: its cell (one candidate) or its digit's house (one
// place). A nested hint stands on the removals of the branch it is found in
// that its nodes read: the cell's removed candidates, or the digit's removed
// places in the house. Numbered by what it cites: cells 0-80, then
// 81 + 27 * (digit - 1) + house (324 in all).
using OptionRead = uint16_t;
constexpr OptionRead option_read(Cell cell, Digit digit, House house) {
  return static_cast<OptionRead>(house < 0 ? cell : kCells + kHouses * (digit - 1) + house);
}
constexpr int kOptionReads = kCells + kHouses * kDigits;

// A pattern of SE's nested level 1 (an intersection, a pair, an X-wing) in a
// stalled branch's grid: it stands on the branch's removals of these digits
// in these cells, and removes what it removes there (in SE's order).
struct PatternHint {
  CellSet cells;
  DigitSet digits;
  std::vector<Candidate> removals;
};
// Level 1's rules, each tried when those before it remove nothing: the
// intersections, the hidden pairs, the naked pairs, the X-wings.
constexpr int kPatternRules = 4;

// The hints of SE's nested forcing levels (3 to 5) in a stalled branch's
// grid, as found there: they depend on that grid alone (what they stand on is
// kept as reads, cited in the branch that takes them), so a memo keeps them by
// grid.
struct NestedForcingHints {
  struct Hint {
    uint32_t key;         // SE's order: its nodes << 3 | its kind
    int conclusion;       // a node index
    uint64_t id;          // NestedChain::id
    uint32_t begin, end;  // its reads, each once, in the order its nodes were met
  };
  std::vector<Hint> hints;  // in SE's order, each the first with its removals
  std::vector<OptionRead> reads;
};

// The chain of a hint a stalled nested branch took (none: a pattern's). SE
// counts a nested chain once in a hint, however many of the hint's branches
// stand on it, and two alike (the same targets and nodes, its FullChain) as
// one: its identity is a hash of those, and its nodes are what it counts.
struct NestedChain {
  uint64_t id = 0;
  uint16_t nodes = 0;
};

class Branch {
 public:
  // Follows a premise in grid. Stops at the first contradiction (a node that is
  // both on and off; a static branch with rules.stop_at_clash off goes on).
  void follow(const ChainGrid& grid, Node premise, ChainRules rules);

  bool reached(int index) const { return (reached_[index >> 6] >> (index & 63)) & 1; }
  // The cells whose digit d is on (on) or off in this branch.
  CellSet nodes(Digit d, bool on) const {
    // A slot's 81 bits, two words, into CellSet's three bands of 27.
    constexpr uint64_t kBand = (uint64_t{1} << 27) - 1;
    const uint64_t lo = reached_[((d - 1) * 2 + on) * 2], hi = reached_[((d - 1) * 2 + on) * 2 + 1];
    return CellSet(static_cast<uint32_t>(lo & kBand), static_cast<uint32_t>((lo >> 27) & kBand),
                   static_cast<uint32_t>(((lo >> 54) | (hi << 10)) & kBand));
  }
  Node premise() const { return premise_; }
  bool contradiction() const { return clash_ >= 0; }
  // The node both on and off (its on form); -1 if none.
  int clash() const { return clash_; }
  // SE's complexity of the contradiction: the nodes behind its on form plus
  // those behind its off form, each counted apart (the premise and the nodes
  // both stand on count twice, as SE sums the two chains), and each nested
  // chain behind either once. Counted up to `limit`: past it, a count more
  // than the limit but not the whole.
  int clash_nodes(int limit = kNodes) const;

  // The nodes behind these, themselves and the premise included, and the
  // nodes of the nested chains behind them: SE's complexity; counted up to
  // `limit` at most.
  // A nested chain already in `counted` counts nothing, and those counted are
  // added: a hint's branches count a nested chain once between them.
  int ancestors(std::span<const int> nodes, int limit = kNodes, std::vector<uint64_t>* counted = nullptr) const;
  int ancestors(std::initializer_list<int> nodes, int limit = kNodes, std::vector<uint64_t>* counted = nullptr) const {
    return ancestors(std::span(nodes.begin(), nodes.size()), limit, counted);
  }
  // The nodes behind these, themselves and the premise included.
  void ancestor_nodes(std::span<const int> nodes, std::vector<int>& out) const;
  void ancestor_nodes(std::initializer_list<int> nodes, std::vector<int>& out) const {
    ancestor_nodes(std::span(nodes.begin(), nodes.size()), out);
  }
  // The same in the order they were reached.
  void ancestors_in_order(std::span<const int> nodes, std::vector<int>& out) const;
  // Each parent of a reached node (none for the premise).
  void parents(int index, std::vector<int>& out) const;
  // The house whose inference reached a node, or -1 for a cell (or the
  // premise, or a pattern's or an inner chain's conclusion).
  House cause_house(int index) const;

  // The reached nodes behind these as chain links in the order they were
  // reached, each from a parent to its child.
  void add_links(std::span<const int> nodes, Step& step) const;
  void add_links(std::initializer_list<int> nodes, Step& step) const {
    add_links(std::span(nodes.begin(), nodes.size()), step);
  }

  // Followed branches' inferences, kept to count the nodes behind their
  // conclusions later without following them again: each reached node, its
  // parent and its cause; and a nested branch's pattern spans, with their
  // parents and costs.
  class Archive {
   public:
    int size() const { return static_cast<int>(starts_.size()); }

   private:
    friend class Branch;
    struct Kept {
      uint16_t index, parent, rank;
      uint8_t cause;
    };
    struct Start {
      uint32_t nodes, parents, spans;
      int clash;
    };
    std::vector<Kept> nodes_;
    std::vector<uint16_t> parents_;  // pattern parents, by branch
    std::vector<std::pair<uint32_t, uint32_t>> spans_;
    std::vector<NestedChain> chains_;
    std::vector<Start> starts_;  // by branch, where its parts begin
  };
  // Appends this branch to the archive: it is branch archive.size() - 1 there.
  void keep(Archive& archive) const;
  // Takes back an archived branch in grid, for ancestors(), ancestor_nodes(),
  // clash() and the order its nodes were reached in alone: the rest of what
  // the branch answers stays the last followed branch's.
  void restore(const ChainGrid& grid, const Archive& archive, int k);

 private:
  void forget();
  template <bool kDynamic>
  void propagate();
  void add(int index, int parent, uint8_t cause);
  // ancestors(), apart: the nodes themselves, and their nested chains' nodes.
  std::pair<int, int> count_ancestors(std::span<const int> nodes, int limit = kNodes,
                                      std::vector<uint64_t>* counted = nullptr) const;
  std::pair<int, int> count_ancestors(std::initializer_list<int> nodes) const {
    return count_ancestors(std::span(nodes.begin(), nodes.size()));
  }
  template <class F>
  void for_each_parent(int index, F&& f) const;
  bool patterns();
  // Level 1: the patterns of SE's rule `rule` in g, the grid this branch
  // stalled in, and those taken.
  std::vector<PatternHint> find_patterns(const Grid& g, int rule) const;
  bool take_patterns(const Grid& g, const std::vector<PatternHint>& patterns);
  bool add_conclusion(const Grid& g, int index);
  // Level 2: SE's static hints of g, the grid this branch stalled in.
  bool nested_chains(const Grid& g, const std::vector<UnaryChainHint>& hints);
  // Whether the branch's own grid has no static hint (and no cell of one
  // candidate): then a hint of g, a grid it stalls in, needs a strong link g
  // has and it lacks, and new_links_may_conclude says whether there may be one.
  bool static_chain_free() const;
  bool new_links_may_conclude(const Grid& g) const;
  // Levels 3 (static), 4 (dynamic) and 5 (deep: dynamic branches of level 2):
  // the hints in links' grid, then those taken. Static branches in links' grid
  // reach nothing outside closure: searches skip what no branch of theirs can
  // conclude (nothing skipped without it).
  NestedForcingHints find_nested_forcing(const ChainGrid& links, bool dynamic, bool deep, const StaticClosure* closure);
  bool take_nested_forcing(const Grid& g, const NestedForcingHints& found);
  // Cites, into out (the parents of a pattern span to come), this branch's
  // removals that a node read, each once.
  void cite_read(OptionRead read, NodeSet& cited, std::vector<uint16_t>& out) const;

  const Grid* grid_ = nullptr;
  const ChainGrid* links_ = nullptr;
  ChainRules rules_;
  Node premise_{};
  int clash_ = -1;
  bool stopped_ = false;
  std::array<uint64_t, kNodes / 64> reached_{};         // bit i: node index i
  std::array<CellSet, kDigits> removed_{};              // dynamic: the offs followed so far, by digit
  std::array<DigitSet, kCells> gone_{};                 // and by cell
  ChainGrid::Places left_;                              // dynamic: by digit, each house's places not yet followed off
  std::array<uint16_t, kNodes> parent_;                 // an off node's on parent
  std::array<uint8_t, kNodes> cause_;                   // 0 premise, 1 cell, 2 + h house h, kSharedHouse
  static constexpr uint8_t kSharedHouse = 2 + kHouses;  // an off: the house it shares with its parent
  static constexpr uint8_t kPattern = 3 + kHouses;      // an off a pattern removed (nested): parent_ is its span
  std::vector<uint16_t> pattern_parents_;               // nested: each pattern removal's parents, by span
  std::vector<std::pair<uint32_t, uint32_t>> pattern_spans_;
  std::vector<NestedChain> span_chain_;  // nested: each span's inner chain (none: a pattern)
  std::unique_ptr<Branch> inner_;        // nested levels 3 to 5: the inner forcing chains' branch
  std::array<uint16_t, kNodes> rank_;    // the order nodes were reached in
  std::array<uint16_t, kCells * kDigits> on_queue_, off_queue_;
  int on_head_ = 0, on_tail_ = 0, off_head_ = 0, off_tail_ = 0;
  int count_ = 0;
};

// The nodes a branch reaches, digit by digit and on/off: what forcing
// intersects, kept for each supposition so that each is followed once.
struct Reach {
  std::array<CellSet, kDigits * 2> nodes;
  static Reach of(const Branch& b) {
    Reach r;
    for (Digit d = 1; d <= kDigits; ++d)
      for (const bool on : {false, true}) r.nodes[(d - 1) * 2 + on] = b.nodes(d, on);
    return r;
  }
  void keep(const Reach& o) {
    for (size_t i = 0; i < nodes.size(); ++i) nodes[i] &= o.nodes[i];
  }
  bool empty() const {
    return std::all_of(nodes.begin(), nodes.end(), [](const CellSet& s) { return s.empty(); });
  }
};

}  // namespace pencilmark
