// Level 4, the last resort.
//  - Nishio: suppose a candidate and follow its digit alone (each house left
//    with one place for it takes it) to a contradiction: the rating's Nishio
//    branches (chain_families.hpp), from the candidates no template of the
//    digit holds (only those can break that way). The step shows the
//    placements the contradiction needs, and counts its nodes as SE does.
//  - Trial and error: suppose a candidate and follow the seeds' strategies of
//    levels 0-3 until the grid contradicts itself; then the candidate is false.
//    First with singles alone over every candidate: the Nishio's branch with
//    every digit's singles (chain_families.hpp), tried where the exact
//    solver's propagation finds singles break the grid; the step shows the
//    placements the contradiction needs (every placement followed, where the
//    grid held singles before the supposition, which the branch does not
//    take). Then with all of levels 0-3 over the candidates of two-candidate
//    cells, within a bound.
//  - Nested trial and error: the same with singles, and when they stall inside
//    the supposition, candidates removed by a trial of their own (supposing one
//    there, singles break the grid). Two levels of trial with singles finish
//    every puzzle of the classic hardest lists (Berthier), where the bounded
//    trials above give up.
//  - Guess: when no trial within the bound succeeds, place the solution's digit
//    in a cell with fewest candidates. The exact solver knows it, so the path
//    holds no dead end: every step in it is true.
#include <algorithm>
#include <array>
#include <memory>

#include "exact/exact_solver.hpp"
#include "logic/chain_families.hpp"
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

constexpr int kMaxDeepTrials = 40;      // suppositions followed with all of levels 0-3
constexpr int kMaxStepsPerTrial = 200;  // steps followed per supposition

using Solution = std::array<uint8_t, kCells>;

// The grid's one solution: the caller's when it knows it, else a search.
std::optional<Solution> solution_of(const Grid& grid, const StepOptions& options) {
  if (options.knows_solution()) return options.solution;
  const SolutionCount found = count_solutions(grid, 2);
  if (found.count != 1 || found.budget_exhausted) return std::nullopt;
  return found.first;
}

// Empty cells, fewest candidates first: a trial there pays off soonest. Within a
// count in cell order: a counting sort, as a count is 0..9 (and it runs per trial).
std::vector<Cell> cells_by_candidate_count(const Grid& grid) {
  const CellSet empty = grid.empty_cells();
  std::array<int, kDigits + 2> start{};  // then the first index of each count
  for (Cell c : empty) ++start[grid.candidates(c).size() + 1];
  for (int n = 1; n <= kDigits + 1; ++n) start[n] += start[n - 1];
  std::vector<Cell> cells(empty.size());
  for (Cell c : empty) cells[start[grid.candidates(c).size()]++] = c;
  return cells;
}

constexpr int kMaxHopsPerNestedTrial = 400;  // placements and removals followed per supposition

// What followed a supposition: candidates placed (by the steps followed) and,
// in nested trials, removed (each by a trial of its own).
struct Hop {
  Candidate candidate;
  bool placed;
};

struct Trial {
  std::vector<Hop> hops;
  std::optional<Contradiction> contradiction;
};

// The steps a trial follows: the seeds' strategies up to max_level, among those
// the search itself may use.
StepOptions followed(const StepOptions& within, int max_level) {
  StepOptions options = within;
  options.max_level = max_level;
  options.explain = nullptr;
  for (int row = 0; row < kTechniqueCount; ++row)
    options.techniques[row] = options.techniques[row] && kTechniques[row].zambon;
  return options;
}

void record_placements(const Step& step, Trial& trial) {
  for (const Candidate& p : step.placements) trial.hops.push_back({p, true});
}

// Supposes d in c and follows steps up to max_level until a contradiction: with
// the seeds' strategies only (Zambon's trial and error, and a bounded cost: the
// catalogue's finders would run hundreds of times a trial), and among them only
// those the search itself may use.
Trial follow(const Grid& grid, Cell c, Digit d, int max_level, const StepOptions& within) {
  Grid g = grid;
  g.place(c, d);
  Trial trial;
  const StepOptions options = followed(within, max_level);
  for (int n = 0; n < kMaxStepsPerTrial && !g.is_complete(); ++n) {
    if ((trial.contradiction = find_contradiction(g))) break;
    std::optional<Step> step = options.solver->next_step(g, options);
    if (!step) break;
    record_placements(*step, trial);
    apply(g, *step);
  }
  if (!trial.contradiction) trial.contradiction = find_contradiction(g);
  return trial;
}

// Supposes d in c and follows singles; when they stall, removes the first
// candidate (fewest candidates first) whose own supposition singles refute.
Trial follow_nested(const Grid& grid, Cell c, Digit d, const StepOptions& within) {
  Grid g = grid;
  g.place(c, d);
  Trial trial;
  const StepOptions singles = followed(within, 0);
  while (static_cast<int>(trial.hops.size()) < kMaxHopsPerNestedTrial && !g.is_complete()) {
    if ((trial.contradiction = find_contradiction(g))) return trial;
    if (std::optional<Step> step = singles.solver->next_step(g, singles)) {
      apply(g, *step);
      record_placements(*step, trial);
      continue;
    }
    std::optional<Candidate> refuted;
    for (Cell x : cells_by_candidate_count(g)) {
      for (Digit y : g.candidates(x))
        if (!singles_survive(g, x, y)) {
          refuted = Candidate{x, y};
          break;
        }
      if (refuted) break;
    }
    if (!refuted) break;
    g.remove_candidate(refuted->cell, refuted->digit);
    trial.hops.push_back({*refuted, false});
  }
  trial.contradiction = find_contradiction(g);
  return trial;
}

// The step: the supposition, then hop by hop what followed (a placement forced,
// a removal by a trial of its own), and the contradiction that ends it.
Step trial_step(Technique id, Cell c, Digit d, const Trial& trial) {
  Step step{id};
  step.chain = true;
  step.mark_cell(c, Role::Pivot);
  step.suppose({c, d}, true, kStagePattern);
  Candidate from{c, d};
  for (const Hop& hop : trial.hops) {
    if (hop.placed) {
      step.add_link(from, hop.candidate, LinkKind::Forces);
      step.mark_candidate(hop.candidate.cell, hop.candidate.digit, Role::ChainOn, step.links.back().stage);
      from = hop.candidate;
    } else {
      // A removal follows from the supposition as a whole (its own trial runs on
      // everything placed so far), so its link starts there.
      step.add_link({c, d}, hop.candidate, LinkKind::Weak);
      step.mark_candidate(hop.candidate.cell, hop.candidate.digit, Role::ChainOff, step.links.back().stage);
    }
  }
  step.eliminations.push_back({c, d});
  step.digits = DigitSet::single(d);
  step.contradiction = trial.contradiction;
  // Where the grid breaks, shown with the conclusion: the cell left empty, or
  // the house with no place left for the digit.
  if (const Contradiction& x = *trial.contradiction; x.cell >= 0)
    step.cells.push_back({x.cell, Role::Wrong, step.effect_stage()});
  else
    step.houses.push_back({x.house, Role::Region, step.effect_stage()});
  mark_effect(step);
  return step;
}

// The placements a supposition's contradiction stands on, as a trial's hops.
Trial supposed_trial(const SupposedContradiction& x) {
  Trial trial;
  for (const Candidate& p : x.placements) trial.hops.push_back({p, true});
  trial.contradiction = x.broken;
  return trial;
}

}  // namespace

void find_nishios(const Grid& grid, StepList& out) {
  for (const NishioContradiction& x : nishio_contradictions(grid, out.limit() - out.size())) {
    const Node premise = x.hint.premise;
    Step step = trial_step(technique("nishio"), premise.cell, premise.digit, supposed_trial(x.supposed));
    step.nodes = x.hint.complexity;
    out.add(std::move(step));
  }
}

void find_trial_and_error(const Grid& grid, StepList& out) {
  if (!out.options().solver) return;  // a trial follows the step solver's steps
  const std::optional<Solution> solution = solution_of(grid, out.options());
  // The solution's own digits never lead to a contradiction: skip them.
  auto worth_trying = [&](Cell c, Digit d) { return !solution || (*solution)[c] != d; };
  const std::vector<Cell> cells = cells_by_candidate_count(grid);

  const ChainGrid links(grid);
  const std::unique_ptr<Branch> branch(new Branch);  // a few KB, not zeroed: follow() sets what it reads
  for (Cell c : cells) {
    for (Digit d : grid.candidates(c)) {
      if (out.full()) return;
      // The exact solver's propagation first: it tells the candidates that
      // singles break far sooner than a branch would.
      if (!worth_trying(c, d) || singles_survive(grid, c, d)) continue;
      // The branch does not take the singles the grid held before the
      // supposition (none on a solver's path): where they break it, the
      // steps that follow them show every placement.
      const auto x = singles_contradiction(links, *branch, {c, d, true});
      const Trial trial = x ? supposed_trial(*x) : follow(grid, c, d, 0, out.options());
      if (trial.contradiction) out.add(trial_step(technique("trial-and-error"), c, d, trial));
    }
  }
  if (out.size() > 0) return;
  int tried = 0;
  for (Cell c : cells) {
    if (grid.candidates(c).size() < 2) continue;
    if (grid.candidates(c).size() > 2) break;  // sorted: no two-candidate cell follows
    for (Digit d : grid.candidates(c)) {
      if (out.full() || tried >= kMaxDeepTrials) return;
      if (!worth_trying(c, d)) continue;
      ++tried;
      Trial trial = follow(grid, c, d, 3, out.options());
      if (trial.contradiction) out.add(trial_step(technique("trial-and-error"), c, d, trial));
    }
  }
}

void find_nested_trials(const Grid& grid, StepList& out) {
  if (!out.options().solver) return;  // a trial follows the step solver's steps
  const std::optional<Solution> solution = solution_of(grid, out.options());
  for (Cell c : cells_by_candidate_count(grid)) {
    for (Digit d : grid.candidates(c)) {
      if (out.full()) return;
      // The solution's digits never break the grid; the exact solver's
      // propagation finds the candidates that do, then the steps show how.
      if ((solution && (*solution)[c] == d) || nested_singles_survive(grid, c, d)) continue;
      Trial trial = follow_nested(grid, c, d, out.options());
      if (trial.contradiction) out.add(trial_step(technique("nested-trial"), c, d, trial));
    }
  }
}

void find_guesses(const Grid& grid, StepList& out) {
  const std::optional<Solution> solution = solution_of(grid, out.options());
  if (!solution || grid.is_complete()) return;
  const Cell c = cells_by_candidate_count(grid).front();
  const Digit d = (*solution)[c];
  Step step{technique("guess")};
  step.mark_cell(c, Role::Pivot);
  for (Digit other : grid.candidates(c)) step.mark_candidate(c, other, Role::Pattern);
  step.digits = grid.candidates(c);
  step.add_placement(grid, c, d);
  mark_effect(step);
  out.add(std::move(step));
}

}  // namespace pencilmark
