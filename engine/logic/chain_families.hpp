// Sudoku Explainer's chain families (docs/rating.md), over the implication engine,
// each searched as SE searches it, for rating a puzzle SE's way:
//
// (SE's first family, its static forcing chains and cycles, rated 6.5 to 7.0
// and up, is logic/unary_chains.hpp.)
//
//   Nishio     (7.5) a candidate, on or off, followed with its digit alone to
//              a contradiction, the branch seeing its own removals.
//   Multiple   (8.0, static) what every candidate of a cell, or every place of
//              a digit in a house, implies alike (cell and region forcing).
//   Dynamic    (8.5) the same, plus contradictions and what a candidate implies
//              both on and off, with branches that see their own removals.
//   Nested     (9.0, SE's nested level 1) dynamic, with intersections, pairs
//              and X-wings inside a branch when it stalls.
//   NestedStatic (9.5, SE's nested level 2) and, when those find nothing, the
//              static forcing chains of the branch's grid; their nodes count.
//   NestedForcing (10.0, SE's nested level 3) and, when those find nothing
//              too, the static cell and region forcing chains of the branch's
//              grid; all their branches' nodes count.
//   NestedDynamic (10.5, SE's nested level 4) dynamic, with the patterns and
//              then, in place of levels 2 and 3, the dynamic forcing chains of
//              the branch's grid; all their branches' nodes count.
//   NestedDeep (11.0, SE's nested level 5) and, when those find nothing, the
//              same dynamic forcing chains with branches of NestedStatic's
//              kind: chains inside chains inside chains.
//
// Each hint rates its family's base plus SE's length increment for the nodes
// behind its conclusion, summed over its branches (a contradiction's two
// chains apart, as SE sums them).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "logic/implications.hpp"
#include "logic/step.hpp"

namespace pencilmark {

enum class ChainFamily : uint8_t {
  Nishio,
  Multiple,
  Dynamic,
  Nested,
  NestedStatic,
  NestedForcing,
  NestedDynamic,
  NestedDeep
};

// The families' bases (docs/rating.md): what a hint rates before its length
// increment. SE's first family has three: cycles of one kind of link, forcing
// chains of X links alone, and chains or cycles with cell and house links.
inline constexpr double kCycleBase = 6.5;
inline constexpr double kXChainBase = 6.6;
inline constexpr double kChainBase = 7.0;
inline constexpr double kNishioBase = 7.5;
inline constexpr double kMultipleBase = 8.0;
inline constexpr double kDynamicBase = 8.5;
inline constexpr double kNestedBase = 9.0;
inline constexpr double kNestedStaticBase = 9.5;
inline constexpr double kNestedForcingBase = 10.0;
inline constexpr double kNestedDynamicBase = 10.5;
inline constexpr double kNestedDeepBase = 11.0;
inline constexpr double kChainBases[] = {kCycleBase,         kXChainBase,        kChainBase,     kNishioBase,
                                         kMultipleBase,      kDynamicBase,       kNestedBase,    kNestedStaticBase,
                                         kNestedForcingBase, kNestedDynamicBase, kNestedDeepBase};

struct ChainHint {
  enum class Proof : uint8_t { Contradiction, BothWays, CellForcing, RegionForcing };
  double rating = 0;
  int complexity = 0;
  Proof proof = Proof::Contradiction;
  ChainRules rules;
  Node premise{};     // the supposition (cell forcing: its cell; region forcing: the first place)
  House house = -1;   // region forcing: the house
  Node conclusion{};  // on: the candidate is true; off: it is false
};

// The order of a family's hints. Easiest: lowest rating, then fewest nodes, as
// SE takes them (the rating pass). PlacementsFirst: a hint that places a digit
// before one that removes a candidate, then the easiest (the solver's path: a
// placement opens the grid to the lower levels, so the path needs fewer
// forcing chains, and a player learns a digit).
enum class ChainOrder : uint8_t { Easiest, PlacementsFirst };

// The family's first hint in that order; nullopt when the family finds
// nothing. The nested families find their branches' patterns with solver
// (ChainRules::solver); the others need none. The search stops at the first hint rated `enough` or less (in
// PlacementsFirst, that places a digit): a rater that has met a harder step
// already needs no easier one.
// The search starts at cell `from` and goes round: a rater that took a hint
// there finds the next one sooner (the cells before it had none).
std::optional<ChainHint> easiest_chain(const Grid& grid, ChainFamily family, const SubSolver* solver = nullptr,
                                       double enough = 0, Cell from = 0, ChainOrder order = ChainOrder::Easiest);

// Every hint of the family, in that order.
std::vector<ChainHint> chain_hints(const Grid& grid, ChainFamily family, const SubSolver* solver = nullptr,
                                   ChainOrder order = ChainOrder::Easiest);

// A candidate supposed true and followed by singles (a dynamic branch) until
// the grid breaks: the placements the contradiction stands on, in the order
// they follow, and where the grid breaks (a cell left with no candidate, or a
// house with no place for a digit).
struct SupposedContradiction {
  std::vector<Candidate> placements;
  Contradiction broken;
};

// Trial and error's supposition (level 4): premise on, followed by the
// singles of every digit; nullopt if the grid holds. As in SE's dynamic
// chains, a single the grid held before the supposition is not followed (on a
// solver's path, none is left by then).
std::optional<SupposedContradiction> singles_contradiction(const ChainGrid& links, Branch& branch, Node premise);

// The Nishio as a technique (level 4): the rating's Nishio branches (the
// digit alone, dynamic) from each candidate supposed on that no template of
// its digit holds, digit by digit and then by cell, that break the grid; at
// most max_found, in that order (the rating's family also supposes candidates
// off, and takes the easiest). Each breaks a house: it leaves no place for the
// digit.
struct NishioContradiction {
  ChainHint hint;
  SupposedContradiction supposed;
};
std::vector<NishioContradiction> nishio_contradictions(const Grid& grid, size_t max_found = SIZE_MAX);

// The same searches at one grid, sharing what the families build alike (the
// static links and their closures, the branches): a rater that tries several
// families at a position makes one. The grid must outlive it, unchanged.
//
// A plain search takes none of the searches' shortcuts, each exact: no branch
// skipped because the static closure shows it can conclude nothing, no count
// of nodes stopped because the hint could not come before the best, no branch
// taken back from the archive instead of followed again. It finds the same
// hints, slowly: the reference that shows the shortcuts change nothing.
class ChainSearches {
 public:
  // memo: what the nested levels found by grid, kept by the caller (none in a plain search).
  explicit ChainSearches(const Grid& grid, const SubSolver* solver = nullptr, bool plain = false,
                         NestedMemo* memo = nullptr);
  ~ChainSearches();
  std::optional<ChainHint> easiest(ChainFamily family, double enough = 0, Cell from = 0,
                                   ChainOrder order = ChainOrder::Easiest);
  std::vector<ChainHint> all(ChainFamily family, ChainOrder order = ChainOrder::Easiest);
  // The position's links and (but in a plain search) their static closure,
  // built once for the families and for SE's first (logic/unary_chains.hpp).
  const ChainGrid& links() const;
  const StaticClosure* closure();

  struct Shared;  // (defined with the searches)

 private:
  std::unique_ptr<Shared> shared_;
};

// The hint as a step of the given technique: each branch followed again and
// drawn link by link (a branch's premise marked Pivot at its first link's
// stage), the conclusion as a placement or a removal, its nodes counted. With
// every_conclusion, a forcing hint (cell, region, both ways) concludes all that
// its branches reach alike, the hint's own conclusion first: one proof, its
// whole effect, drawn to each conclusion and counted once.
Step chain_step(const Grid& grid, const ChainHint& hint, Technique technique, bool every_conclusion = false);

// The hint's kind in SE's words: "Forcing X-Chain", "Dynamic Cell Forcing Chains", ...
std::string chain_name(const ChainHint& hint);

// What the hint removes: the conclusion, or its cell's other candidates.
std::vector<Candidate> chain_eliminations(const Grid& grid, const ChainHint& hint);

}  // namespace pencilmark
