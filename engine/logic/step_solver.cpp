#include "logic/step_solver.hpp"

#include <algorithm>
#include <bit>

#include "exact/exact_solver.hpp"
#include "logic/finders.hpp"

namespace pencilmark {

void StepList::add(Step step) {
  if (!full()) steps_.push_back(std::move(step));
}

std::vector<uint32_t> stable_order(const std::vector<uint32_t>& keys) {
  // Key above, index below: sorting the pairs sorts by key and keeps ties in order.
  std::vector<uint64_t> packed(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) packed[i] = uint64_t{keys[i]} << 32 | i;
  std::sort(packed.begin(), packed.end());
  std::vector<uint32_t> order(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) order[i] = static_cast<uint32_t>(packed[i]);
  return order;
}

constexpr SubSolver kStepSolver{next_step, find_steps};

const SubSolver* step_solver() { return &kStepSolver; }

// Not inlined into next_step: the engine's wasm is smaller by its copy there.
[[gnu::noinline]] std::vector<Step> find_steps(Technique technique, const Grid& grid, size_t limit,
                                               const StepOptions& options) {
  const TechniqueInfo& t = info(technique);
  StepList found(limit, options, &kStepSolver);
  if (t.find) t.find(grid, found);
  if (options.explain)
    for (Step& step : found.steps()) options.explain(step, grid);
  return std::move(found.steps());
}

std::optional<Step> next_step(const Grid& grid, const StepOptions& options) {
  for (int row = 0; row < kTechniqueCount; ++row) {
    if (!options.allows(row)) continue;
    std::vector<Step> found = find_steps(static_cast<Technique>(row), grid, 1, options);
    if (!found.empty()) return std::move(found.front());
  }
  return std::nullopt;
}

SolvePath solve_path(const Grid& grid, const StepOptions& given) {
  SolvePath path{{}, grid, false};
  // Level 4 asks the exact solver for the solution: once for the path, not at each of its steps.
  StepOptions options = given;
  // The finders asked about one position share their common work (the ALS
  // graph, the chain search behind nice loops and AICs) through the memo.
  if (!options.memo) options.memo = std::make_shared<FinderMemo>();
  if (!options.knows_solution() && options.max_level >= kMaxLevel)
    if (const SolutionCount found = count_solutions(grid, 2); found.count == 1 && !found.budget_exhausted)
      options.solution = found.first;
  // Every step changes the grid, and there are at most 729 candidates to remove.
  for (int guard = 0; guard < kCells * kDigits && !path.end.is_complete(); ++guard) {
    std::optional<Step> step = next_step(path.end, options);
    if (!step) break;
    apply(path.end, *step);
    path.steps.push_back(std::move(*step));
  }
  path.solved = path.end.is_complete();
  return path;
}

Error stuck_error(const Grid& end, size_t steps) {
  const int empty = kCells - end.filled_count();
  const std::string after = steps ? " after " + std::to_string(steps) + " step" + (steps > 1 ? "s" : "") : "";
  return {ErrorKind::Stuck, "no step found" + after + ", with " + std::to_string(empty) + " cell" +
                                (empty > 1 ? "s" : "") + " still empty"};
}

}  // namespace pencilmark
