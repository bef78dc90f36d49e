// SE's static forcing chains and cycles: every hint its "Forcing Chains &
// Cycles" rule gives in a grid, in the order it gives them. SE's nested level
// 2 runs that rule in a stalled branch's grid and takes every hint's removals,
// so which hint comes first decides whose chain a removal stands on, and so
// the complexity of what stands on it.
//
// SE's rule, from each candidate supposed on (cells in order, then digits):
//   X-loops  one digit: an on puts the digit off in its houses, a house left
//            one place for it puts that on; cycles, and forcing chains from
//            the candidate on and from it off;
//   Y-loops  an on puts its cell's other candidates off too, and a cell left
//            one candidate puts that on (no house puts anything on); cycles
//            only, from cells of two candidates;
//   XY-loops both kinds of link; cycles and forcing chains.
// A forcing chain walks breadth first, level by level, each node reached
// once, to the candidate's negation: a static branch (implications.hpp) with
// that target. A cycle walks level by level too, each on
// reached once and each off from every on that reaches it but one of its own
// ancestors; a walk back to the candidate on, four levels or more from it, is
// a cycle, which removes a digit from each cell off the cycle that sees a cell
// of the cycle on that digit and one off. The hints are sorted by difficulty
// (6.5 a cycle of one kind, 6.6 an X forcing chain, 7.0 one of both kinds,
// plus the length increment), then nodes, then kind (X, Y, both), and of hints
// with the same removals the first is kept.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "logic/implications.hpp"

namespace pencilmark {

struct UnaryChainHint {
  double difficulty = 0;
  int complexity = 0;               // the chain's nodes
  int kind = 0;                     // SE's order among equals: 2 one digit, 3 cell links alone, 4 both
  std::vector<Candidate> removals;  // in the order SE puts them in its hint's map
  // What each node of the chain read (cycles' off nodes included): a hint in
  // a branch stands on the branch's removals there (SE's rule parents).
  std::vector<OptionRead> read;
  const char* name = "";  // SE's, but a forcing chain of six nodes on one digit is not called a Turbot Fish
  // The chain's identity (its kind, premise and nodes): a nested chain counts
  // once however many branches of a hint stand on it, as SE compares them.
  uint64_t id = 0;
};

// Every hint of links' grid in SE's order; with first_only, the first alone (SE's step: the
// walks stop where they could only find harder ones). A forcing chain is
// searched only from a premise whose static closure holds its negation (a null
// closure: from every one).
std::vector<UnaryChainHint> unary_chain_hints(const ChainGrid& links, const StaticClosure* closure,
                                              bool first_only = false);

// What the nested levels' stalled branches found in the grids met before:
// three fifths of the stalls are in a grid met before (rating the 43rd of
// forum_hardest_1106, 60,793 stalls in 19,130 grids), a fourth of level 2's
// searches (19,483 of 76,479 rating 12 of forum_hardest_1106: level 3's
// branches run level 2's search again first, and branches of strongly linked
// premises reach the same grid), and a seventh to a third of the forcing
// levels' (rating the four slowest of its first 100: 15% of level 3's, 28% of
// level 4's). Kept for one puzzle's rating; forgotten whole when it holds
// kMaxGrids (a hard puzzle's rating meets 10,000 to 25,000; the memo then
// holds about 25 MB, and one of 4,096 grids made forum_hardest_1106's first
// 100 5% slower).
class NestedMemo {
 public:
  // A grid as the memo files it, with its hash: worked out once for the
  // several lookups of one stall.
  struct Key {
    explicit Key(const Grid& grid);
    std::array<uint16_t, kCells> cells;  // by cell: its candidates' bits, bit 15 if filled
    uint64_t hash;
  };
  // Level 1: the patterns of one of SE's rules in the grid (Branch::find_patterns).
  const std::vector<PatternHint>* patterns(const Key& grid, int rule) const;
  const std::vector<PatternHint>& keep(const Key& grid, int rule, std::vector<PatternHint> patterns);
  // Level 2: SE's static hints of the grid (unary_chain_hints).
  const std::vector<UnaryChainHint>* chains(const Key& grid) const;
  const std::vector<UnaryChainHint>& keep(const Key& grid, std::vector<UnaryChainHint> hints);
  // Levels 3 to 5 (by nesting): the forcing hints of the grid.
  const NestedForcingHints* forcing(const Key& grid, int nesting) const;
  const NestedForcingHints& keep(const Key& grid, int nesting, NestedForcingHints hints);

 private:
  // An open-addressed table: slots_ holds indexes into kept_, -1 where empty,
  // probed on from the key's hash.
  static constexpr size_t kMaxGrids = 16384, kSlots = 2 * kMaxGrids;
  struct Kept {
    std::array<uint16_t, kCells> grid;  // Key::cells
    uint8_t found = 0;                  // bit 0: chains; bits 1-3: forcing of levels 3 to 5; bits 4-7: patterns by rule
    std::vector<UnaryChainHint> chains;
    std::array<NestedForcingHints, 3> forcing;
    std::array<std::vector<PatternHint>, kPatternRules> patterns;
  };
  size_t slot(const Key& k) const;  // k's slot, or the empty one where it would go
  const Kept* find(const Key& k) const;
  Kept& add(const Key& k);  // the grid's, new if it was not kept
  std::vector<int32_t> slots_ = std::vector<int32_t>(kSlots, -1);
  std::vector<Kept> kept_;
};

}  // namespace pencilmark
