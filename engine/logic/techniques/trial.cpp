// Level 4, the last resort.
//  - Trial and error: suppose a candidate and follow the seeds' strategies of
//    levels 0-3 until the grid contradicts itself; then the candidate is false.
//    First with singles alone over every candidate (fast: the exact solver's
//    propagation finds them), then with all of levels 0-3 over the candidates of
//    two-candidate cells, within a bound.
//  - Guess: when no trial within the bound succeeds, place the solution's digit
//    in a cell with fewest candidates. The exact solver knows it, so the path
//    holds no dead end: every step in it is true.
#include <array>

#include "exact/exact_solver.hpp"
#include "logic/finders.hpp"
#include "logic/step_solver.hpp"

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

struct Trial {
  std::vector<Step> steps;  // what followed the supposition
  std::optional<Contradiction> contradiction;
};

// Supposes d in c and follows steps up to max_level until a contradiction: with
// the seeds' strategies only (Zambon's trial and error, and a bounded cost: the
// catalogue's finders would run hundreds of times a trial), and among them only
// those the search itself may use.
Trial follow(const Grid& grid, Cell c, Digit d, int max_level, const StepOptions& within) {
  Grid g = grid;
  g.place(c, d);
  Trial trial;
  StepOptions options = within;
  options.max_level = max_level;
  options.explain = false;
  for (int row = 0; row < kTechniqueCount; ++row)
    options.techniques[row] = options.techniques[row] && kTechniques[row].zambon;
  for (int n = 0; n < kMaxStepsPerTrial && !g.is_complete(); ++n) {
    if ((trial.contradiction = find_contradiction(g))) return trial;
    std::optional<Step> step = next_step(g, options);
    if (!step) break;
    apply(g, *step);
    trial.steps.push_back(std::move(*step));
  }
  trial.contradiction = find_contradiction(g);
  return trial;
}

Step trial_step(Cell c, Digit d, const Trial& trial) {
  Step step{technique("trial-and-error")};
  step.mark_cell(c, Role::Pivot);
  step.mark_candidate(c, d, Role::Pivot);
  Candidate from{c, d};
  for (const Step& s : trial.steps) {
    for (const Candidate& p : s.placements) {
      step.add_link(from, p, LinkKind::Forces);
      step.mark_candidate(p.cell, p.digit, Role::ChainOn, step.links.back().stage);
      from = p;
    }
  }
  step.eliminations.push_back({c, d});
  step.digits = DigitSet::single(d);
  step.contradiction = trial.contradiction;
  mark_effect(step);
  return step;
}

}  // namespace

void find_trial_and_error(const Grid& grid, StepList& out) {
  const std::optional<Solution> solution = solution_of(grid, out.options());
  // The solution's own digits never lead to a contradiction: skip them.
  auto worth_trying = [&](Cell c, Digit d) { return !solution || (*solution)[c] != d; };
  const std::vector<Cell> cells = cells_by_candidate_count(grid);

  for (Cell c : cells) {
    for (Digit d : grid.candidates(c)) {
      if (out.full()) return;
      if (!worth_trying(c, d) || singles_survive(grid, c, d)) continue;
      // Singles alone contradict: show them with the step finders' words.
      Trial trial = follow(grid, c, d, 0, out.options());
      if (trial.contradiction) out.add(trial_step(c, d, trial));
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
      if (trial.contradiction) out.add(trial_step(c, d, trial));
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
