#include "logic/step_solver.hpp"

#include <algorithm>

#include "logic/finders.hpp"

namespace pencilmark {

std::vector<uint32_t> stable_order(const std::vector<uint32_t>& keys) {
  // Key above, index below: sorting the pairs sorts by key and keeps ties in order.
  std::vector<uint64_t> packed(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) packed[i] = uint64_t{keys[i]} << 32 | i;
  std::sort(packed.begin(), packed.end());
  std::vector<uint32_t> order(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) order[i] = static_cast<uint32_t>(packed[i]);
  return order;
}

std::vector<Step> find_steps(Technique technique, const Grid& grid, size_t limit, const StepOptions& options) {
  const TechniqueInfo& t = info(technique);
  StepList found(limit, options);
  if (t.find) t.find(grid, found);
  if (options.explain)
    for (Step& step : found.steps()) t.explain(step, grid);
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

SolvePath solve_path(const Grid& grid, const StepOptions& options) {
  SolvePath path{{}, grid, false};
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

std::optional<Contradiction> find_contradiction(const Grid& grid) {
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).empty()) return Contradiction{c, -1, 0};
  for (House h = 0; h < kHouses; ++h) {
    DigitSet present;
    for (Cell c : kHouseCells[h])
      present = present | grid.candidates(c) | (grid.value(c) ? DigitSet::single(grid.value(c)) : DigitSet());
    if (const DigitSet missing = ~present; !missing.empty()) return Contradiction{-1, h, missing.first()};
  }
  return std::nullopt;
}

}  // namespace pencilmark
