// The Step: one deduction with everything a hint, the grader, the CLI and the
// tests need. Its effect is placements then eliminations, and applying it is
// generic. Its evidence is what to show, each item with a role and a stage:
//
//   stage 1      houses (region, base, cover)
//   stage 2      the pattern: cells and candidates (with fins, groups, colours,
//                deadly-pattern and extra cells)
//   stage 3..    chain links, one hop per stage, with the candidates they reach
//   last stage   the effect: eliminated and placed candidates
//
// The words are not the finder's: explain/ writes them from these facts.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "logic/technique.hpp"

namespace pencilmark {

struct Candidate {
  Cell cell;
  Digit digit;
  auto operator<=>(const Candidate&) const = default;
};

enum class Role : uint8_t {
  Region,      // the house a pattern lives in
  Base,        // a fish's base lines
  Cover,       // a fish's cover lines; an intersection's other house
  Pattern,     // the cells or candidates that make the pattern
  Pivot,       // a wing's middle cell; a rectangle's assumed corner
  ChainOn,     // a chain candidate that is true if the chain's premise is false
  ChainOff,    // a chain candidate that is then false
  Eliminated,  // removed by the step
  Placed,      // placed by the step
  Wrong,       // a player's mistake the step points out
  Fin,         // a fish's fin: the candidates outside its cover sets
  Group,       // a grouped node: a digit in several cells taken as one (a box-line
               // intersection, an empty rectangle's box)
  ColorA,      // colouring: the candidates of one colour class
  ColorB,      //   and of the other
  Deadly,      // the cells of a deadly pattern (a unique rectangle's corners)
  Extra,       // the cells or candidates that keep a deadly pattern from forming
};
std::string_view role_name(Role role);

inline constexpr int kStageHouses = 1;
inline constexpr int kStagePattern = 2;
inline constexpr int kStageFirstLink = 3;

struct HouseMark {
  House house;
  Role role;
  int stage;
};
struct CellMark {
  Cell cell;
  Role role;
  int stage;
};
struct CandidateMark {
  Candidate candidate;
  Role role;
  int stage;
};
enum class LinkKind : uint8_t {
  Strong,  // if from is false, to is true
  Weak,    // if from is true, to is false
  Forces,  // if from is true, to is true (a forced placement)
};
std::string_view link_kind_name(LinkKind kind);

// A link between two candidates, drawn at its stage. In a chain (Step::chain) it
// is an implication from one node to the next, each a candidate or a group (the
// digit in several cells of one house, true when any of them is): from and to
// are the candidates drawn (a group's first cell), from_cells and to_cells the
// nodes' cells. The kind says how each end reads: a strong link goes from a
// false node to a true one, a weak one from true to false, a forced one from
// true to true.
struct Link {
  Candidate from, to;
  LinkKind kind;
  int stage;
  CellSet from_cells, to_cells;
  bool premise = false;  // a forcing chain's branch starts here, from its supposition

  bool from_on() const { return kind != LinkKind::Strong; }
  bool to_on() const { return kind != LinkKind::Weak; }
};

// One almost locked set of a step (ALS-XZ, -XY-wing, -XY-chain in chain order; a
// death blossom's petals): its cells, its digits, and its restricted commons
// with the next set (a petal's: the stem's digits it takes).
struct AlsMark {
  CellSet cells;
  DigitSet digits;
  DigitSet rcs;
};

// A supposition a forcing chain's branch or a trial follows: the candidate
// supposed true (on) or false, and the first of the step's links it leads to
// (its branch runs to the next supposition's first link, the last to the end; a
// branch that concludes at once has none).
struct Supposition {
  Candidate candidate;
  bool on;
  int first_link;
};

// Where an assumption ends (trial and error): an empty cell with no candidate
// left, or a house with no place left for a digit.
struct Contradiction {
  Cell cell = -1;
  House house = -1;
  Digit digit = 0;
};

// What makes a grid impossible, or nullopt: an empty cell with no candidate, or
// a digit with no place left in a house.
std::optional<Contradiction> find_contradiction(const Grid& grid);

struct StepSaid;  // explain/catalogs.hpp

struct Step {
  // Out of line: a step is a dozen vectors, and their making, copies, moves and
  // frees inlined in every finder were kilobytes of wasm.
  explicit Step(Technique t);
  Step(const Step&);
  Step(Step&&) noexcept;
  Step& operator=(const Step&);
  Step& operator=(Step&&) noexcept;
  ~Step();

  Technique technique;
  // The effect, applied in this order: the player's wrong digits cleared and the
  // true candidates they removed restored (the reports only), then placements,
  // then eliminations.
  std::vector<Candidate> cleared;
  std::vector<Candidate> restored;
  std::vector<Candidate> placements;
  std::vector<Candidate> eliminations;
  DigitSet digits;  // the pattern's digits, for the words
  std::optional<Contradiction> contradiction;
  std::vector<HouseMark> houses;
  std::vector<CellMark> cells;
  std::vector<CandidateMark> candidates;
  std::vector<Link> links;
  // Whether the links are a chain's implications, each said as a hop ("r6c1 is
  // not 4, so r8c1 is 4"), not lines of a pattern (colours', sets', a wing's).
  bool chain = false;
  std::vector<AlsMark> sets;
  std::vector<Supposition> suppositions;  // forcing chains' premises, a trial's supposition
  // Forcing chains: the nodes (candidates supposed on or off) behind the
  // conclusion, summed over the branches: SE's complexity, which the links
  // alone do not give where a node stands on several.
  int nodes = 0;
  std::string text;                  // one or two sentences, r1c1 notation (explain/)
  std::array<std::string, 2> clues;  // a nudge (where to look), then technique + where
  // The same three as messages of the step catalogs, for any language (the
  // explain layer's StepSaid, explain/catalogs.hpp); null for a step found
  // without its words (grading). Shared: a step is copied often in the search,
  // its words never change.
  std::shared_ptr<const StepSaid> said;

  const TechniqueInfo& info() const { return pencilmark::info(technique); }
  // On Sudoku Explainer's scale: the row's score, or what its rater makes of this step.
  double rating() const { return info().rate ? info().rate(*this, info().score) : info().score; }
  int effect_stage() const { return kStageFirstLink + static_cast<int>(links.size()); }

  void mark(House h, Role role) { houses.push_back({h, role, kStageHouses}); }
  void mark_cell(Cell c, Role role, int stage = kStagePattern) { cells.push_back({c, role, stage}); }
  // Out of line: called from every finder, its vector's growth inlined in each.
  void mark_candidate(Cell c, Digit d, Role role, int stage = kStagePattern);
  void add_link(Candidate from, Candidate to, LinkKind kind) {
    add_link(from, to, kind, CellSet::single(from.cell), CellSet::single(to.cell));
  }
  // A link between nodes of several cells: drawn from and to the first.
  void add_link(Candidate from, Candidate to, LinkKind kind, CellSet from_cells, CellSet to_cells);
  // Supposes a candidate on or off (suppositions), its branch's links to follow;
  // drawn as a Pivot candidate at `stage`, by default with its first link.
  void suppose(Candidate c, bool on, int stage = -1);
  // Places d in c, and removes d from the peers that have it (the cleanup).
  void add_placement(const Grid& grid, Cell c, Digit d);
};

// Whether placing `placed` takes `removed` away anyway: a candidate of its cell,
// or its digit in a cell it sees (add_placement's cleanup).
inline bool placement_removes(const Candidate& placed, const Candidate& removed) {
  return placed.cell == removed.cell || (placed.digit == removed.digit && kPeerSets[placed.cell].has(removed.cell));
}

// Sorts candidates by cell, then digit (as operator<), through the engine's one
// uint64_t sort rather than a std::sort instantiation for Candidate (2.6 KB of wasm).
void sort_candidates(std::vector<Candidate>& candidates);

// Adds the effect marks (eliminated, placed) at the last stage. Finders call it
// once the rest of the evidence is in.
void mark_effect(Step& step);

// Restore, place, then remove. Works on any grid, also one the step was not found
// in. (A grid of the engine's never holds a wrong digit, so `cleared` is the
// player's board's business: see web/game.js.)
void apply(Grid& grid, const Step& step);

// True when applying the step would change the grid.
bool changes(const Grid& grid, const Step& step);

}  // namespace pencilmark
