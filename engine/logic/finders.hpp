// What finders write to. A finder (a column of the technique table) is a
// function from a grid to the steps it finds: no globals, no I/O, no words (the
// explain layer writes those, through StepOptions::explain). It appends to a StepList and stops once the
// list is full, so the same code serves "the next step" (limit 1) and "every
// instance" (find).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "logic/step.hpp"

namespace pencilmark {

// Work that several finders do alike at one grid (its almost locked sets, the
// chain search behind nice loops and AICs), kept for the next finder asked
// about the same grid: a graded path asks finder after finder about each
// position. Whoever runs a path owns one; without it each finder does its own.
class FinderMemo {
 public:
  // The T built from grid (T(grid)), once while the grid stays the same.
  template <class T>
  std::shared_ptr<const T> get(const Grid& grid) {
    if (!(grid == grid_)) {
      grid_ = grid;
      entries_.clear();
    }
    for (const auto& [tag, value] : entries_)
      if (tag == &kTag<T>) return std::static_pointer_cast<const T>(value);
    auto value = std::make_shared<const T>(grid);
    entries_.emplace_back(&kTag<T>, value);
    return value;
  }

  // Finders whose steps in one part of the grid depend on that part alone: a
  // digit (fish, single-digit patterns, colouring, intersections: the digit's
  // candidates and placed cells) or a house (subsets: its cells' candidates);
  // or whose search does (unique loops: whether a pair of digits has a loop).
  // Once such a finder finds nothing in a part, it finds nothing there while
  // the part stays as it is, and along a path most steps change a digit or a
  // few houses. Kept for any grid (a house's part: its cells' candidates and
  // which are filled).
  using Part = std::array<uint32_t, 6>;  // what the part holds, packed
  static Part digit_part(const Grid& grid, Digit d) {
    const CellSet places = grid.cells_with_candidate(d), values = grid.cells_with_value(d);
    return {places.band(0), places.band(1), places.band(2), values.band(0), values.band(1), values.band(2)};
  }
  static Part house_part(const Grid& grid, House h) {
    Part part{};
    for (int i = 0; i < 9; ++i) part[i / 2] |= uint32_t{grid.candidates(kHouseCells[h][i]).bits()} << (16 * (i % 2));
    part[5] = house_positions(grid.filled_cells(), h);
    return part;
  }
  // A pair of digits' part (unique loops): the cells that hold both and could
  // be in a loop, and whether each holds nothing else, one digit more or
  // several; two bits a cell.
  static Part pair_part(const Grid& grid, CellSet cells) {
    Part part{};
    for (Cell c : cells)
      part[c / 16] |= static_cast<uint32_t>(std::min(grid.candidates(c).size(), 4) - 1) << (2 * (c % 16));
    return part;
  }
  // slot: d - 1 for a digit, h for a house, pair_slot(a, b) for a pair of digits.
  static constexpr int pair_slot(Digit a, Digit b) { return (a - 1) * (18 - a) / 2 + (b - a - 1); }
  bool found_nothing(Technique finder, int slot, const Part& part) const {
    const Nothing& n = nothing_[static_cast<size_t>(finder)][slot];
    return n.known && n.part == part;
  }
  void note_nothing(Technique finder, int slot, const Part& part) {
    nothing_[static_cast<size_t>(finder)][slot] = {part, true};
  }

 private:
  template <class T>
  static constexpr char kTag = 0;  // its address names T
  Grid grid_;
  std::vector<std::pair<const void*, std::shared_ptr<const void>>> entries_;
  struct Nothing {
    Part part;
    bool known = false;
  };
  static constexpr int kSlots = kDigits * (kDigits - 1) / 2;  // the most parts: pairs of digits (36)
  std::array<std::array<Nothing, kSlots>, kTechniqueCount> nothing_{};
};

// The T built from grid: kept in the memo when there is one.
template <class T>
std::shared_ptr<const T> shared_work(const Grid& grid, const std::shared_ptr<FinderMemo>& memo) {
  return memo ? memo->get<T>(grid) : std::make_shared<const T>(grid);
}

// Runs find(d) for each digit in turn until out is full, for a finder of one
// digit's patterns (see FinderMemo::found_nothing), skipping the digits the
// options' memo knows it finds nothing in; for_each_house the same by house.
template <class Find>
void for_each_digit(const Grid& grid, StepList& out, Technique finder, Find&& find);
template <class Find>
void for_each_house(const Grid& grid, StepList& out, Technique finder, Find&& find);
// The same for a finder of one digit's patterns whose search is not digit by
// digit: find(digits) searches those digits (each step names its digit).
template <class Find>
void within_digits(const Grid& grid, StepList& out, Technique finder, Find&& find);

struct StepOptions;

// Writes a step's text and words from its facts; grid is where it was found.
// The explain layer's explain_step, handed down by whoever wants words.
using Explainer = void (*)(Step&, const Grid&);

// What the finders that build on other techniques ask of the step solver above
// them: trials follow its next steps; a nested forcing chain's branches look for
// a few named patterns. The step solver hands itself down (StepOptions::solver)
// so that no finder calls up into it.
struct SubSolver {
  std::optional<Step> (*next_step)(const Grid&, const StepOptions&);
  std::vector<Step> (*find_steps)(Technique, const Grid&, size_t limit, const StepOptions&);
};

struct StepOptions {
  int max_level = kMaxLevel;    // techniques above it are not tried
  Explainer explain = nullptr;  // writes each step's text and words; none without it
  TechniqueSet techniques = all_techniques();
  // Unique rectangles, BUG and the like: sound only when the puzzle has exactly
  // one solution, which the caller must know (the grader and hints check it).
  bool uniqueness = true;
  int last = kTechniqueCount - 1;  // no row after this one (the generator's "and nothing harder")
  // The puzzle's one solution, when the caller has proved it (all 0 when not):
  // trial and error skips its digits and a guess places one without a search at
  // every step. Every step is sound, so it stays the solution along a path.
  std::array<uint8_t, kCells> solution{};
  std::shared_ptr<FinderMemo> memo = nullptr;  // shared by the copies of these options
  // The rating pass by plain searches, none of their exact shortcuts
  // (ChainSearches): the same rating, slowly; the reference they are checked
  // against.
  bool reference_rating = false;
  // The finders follow Sudoku Explainer's rules where they part from the path's
  // (the rating pass): a unique rectangle's every corner holds both its digits
  // (the path also takes corners that lost one, as HoDoKu does).
  bool explainer_rules = false;
  // Set by the step solver for the finders it runs (logic/step_solver.cpp's
  // find_steps); a finder run without it finds no trial or nested chain.
  const SubSolver* solver = nullptr;

  bool knows_solution() const { return solution[0] != 0; }

  bool allows(int row) const {
    const TechniqueInfo& t = kTechniques[row];
    return techniques[row] && t.deduction() && row <= last && t.level <= max_level && (uniqueness || !t.uniqueness);
  }
};

class StepList {
 public:
  explicit StepList(size_t limit = SIZE_MAX, const StepOptions& options = {}) : limit_(limit), options_(options) {}
  // The step solver's list: its finders may ask it for steps (StepOptions::solver).
  StepList(size_t limit, const StepOptions& options, const SubSolver* solver) : StepList(limit, options) {
    options_.solver = solver;
  }
  bool full() const { return steps_.size() >= limit_; }
  size_t limit() const { return limit_; }
  // What the search runs with: the finders that build on other techniques
  // (trial and error) stay within it.
  const StepOptions& options() const { return options_; }
  void add(Step step);  // out of line, as Step's moves (logic/step.hpp)
  const std::vector<Step>& steps() const { return steps_; }
  std::vector<Step>& steps() { return steps_; }
  size_t size() const { return steps_.size(); }

 private:
  size_t limit_;
  StepOptions options_;
  std::vector<Step> steps_;
};

// Runs find(part) for each part (first .. last), skipping those the memo knows
// the finder finds nothing in, and noting those it finds nothing in.
template <class Key, class Find>
void for_each_part(StepList& out, Technique finder, int first, int last, Key&& key, Find&& find) {
  FinderMemo* const memo = out.options().memo.get();
  for (int part = first; part <= last && !out.full(); ++part) {
    const int slot = part - first;
    FinderMemo::Part held{};
    if (memo) {
      held = key(part);
      if (memo->found_nothing(finder, slot, held)) continue;
    }
    const size_t before = out.size();
    find(part);
    if (memo && out.size() == before) memo->note_nothing(finder, slot, held);
  }
}

template <class Find>
void for_each_digit(const Grid& grid, StepList& out, Technique finder, Find&& find) {
  for_each_part(
      out, finder, 1, kDigits, [&](Digit d) { return FinderMemo::digit_part(grid, d); }, find);
}

template <class Find>
void within_digits(const Grid& grid, StepList& out, Technique finder, Find&& find) {
  FinderMemo* const memo = out.options().memo.get();
  if (!memo) return find(DigitSet::all());
  DigitSet open;
  for (Digit d = 1; d <= kDigits; ++d)
    if (!memo->found_nothing(finder, d - 1, FinderMemo::digit_part(grid, d))) open.add(d);
  const size_t before = out.size();
  find(open);
  if (out.full()) return;
  for (size_t i = before; i < out.size(); ++i) open = open - out.steps()[i].digits;
  for (Digit d : open) memo->note_nothing(finder, d - 1, FinderMemo::digit_part(grid, d));
}

template <class Find>
void for_each_house(const Grid& grid, StepList& out, Technique finder, Find&& find) {
  for_each_part(
      out, finder, 0, kHouses - 1, [&](House h) { return FinderMemo::house_part(grid, h); }, find);
}

// Marks a finder, or a part of one, that takes a very small share of grading time
// (profiled on magictour_top1465): the wasm build compiles it for size, as its bytes
// are what the page loads first. Natively it changes nothing.
#ifdef __EMSCRIPTEN__
#define PENCILMARK_SMALL [[clang::minsize]]
#else
#define PENCILMARK_SMALL
#endif

// The indices of keys in ascending order of key, equal keys in their order: a
// stable sort. It sorts numbers, once for every finder, so that finders need not
// stable-sort their records (steps, chains), which would instantiate the sort for
// each record type (about 30 KB of wasm for five of them).
std::vector<uint32_t> stable_order(const std::vector<uint32_t>& keys);

// Stable-sorts items by key(item), a uint32_t, through stable_order.
template <class T, class Key>
void stable_sort_by(std::vector<T>& items, Key key) {
  std::vector<uint32_t> keys;
  keys.reserve(items.size());
  for (const T& item : items) keys.push_back(key(item));
  std::vector<T> sorted;
  sorted.reserve(items.size());
  for (uint32_t i : stable_order(keys)) sorted.push_back(std::move(items[i]));
  items = std::move(sorted);
}

// The empty cells with exactly two candidates: wings, XY-chains and remote pairs start there.
inline CellSet bivalue_cells(const Grid& grid) {
  CellSet out;
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).size() == 2) out.add(c);
  return out;
}

}  // namespace pencilmark
