// Embind bindings: marshalling only. Each call takes puzzle text and returns a
// plain value object; errors travel as a message string, never as an exception
// (the wasm build has none), and web/engine.js turns them into JS Errors.
#include <emscripten/bind.h>

#include <string>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"

using namespace pencilmark;

namespace {

struct SolveOutcome {
  std::string error;     // empty when the puzzle parsed and the search finished
  std::string status;    // "unique", "multiple" or "none"
  std::string solution;  // 81 digits, for "unique" only
};

struct CountOutcome {
  std::string error;
  int count = 0;
};

struct FormatOutcome {
  std::string error;
  std::string text;
};

std::string budget_message(const SolutionCount& found) {
  return "gave up after " + std::to_string(found.nodes - 1) + " search nodes with " +
         std::to_string(found.count) + " solutions found";
}

std::string first_solution_text(const SolutionCount& found) {
  std::string s(kCells, '0');
  for (Cell c = 0; c < kCells; ++c) s[c] = static_cast<char>('0' + found.first[c]);
  return s;
}

SolveOutcome solve(const std::string& text) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, "", ""};
  const SolutionCount found = count_solutions(*grid, 2);
  if (found.count < 2 && found.budget_exhausted) return {budget_message(found), "", ""};
  if (found.count == 0) return {"", "none", ""};
  if (found.count > 1) return {"", "multiple", ""};
  return {"", "unique", first_solution_text(found)};
}

// The first solution found, without proving it unique ("" when there is none).
FormatOutcome first_solution(const std::string& text) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  const SolutionCount found = count_solutions(*grid, 1);
  if (found.count == 0 && found.budget_exhausted) return {budget_message(found), ""};
  if (found.count == 0) return {"", ""};
  return {"", first_solution_text(found)};
}

CountOutcome count(const std::string& text, int limit) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, 0};
  const SolutionCount found = count_solutions(*grid, limit);
  if (found.budget_exhausted) return {budget_message(found), found.count};
  return {"", found.count};
}

FormatOutcome format(const std::string& text, const std::string& form) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  if (form == "pencilmarks") return {"", to_line729(*grid)};
  if (form == "grid") return {"", to_grid_text(*grid)};
  return {"", to_line81(*grid)};
}

}  // namespace

EMSCRIPTEN_BINDINGS(pencilmark) {
  using namespace emscripten;
  value_object<SolveOutcome>("SolveOutcome")
      .field("error", &SolveOutcome::error)
      .field("status", &SolveOutcome::status)
      .field("solution", &SolveOutcome::solution);
  value_object<CountOutcome>("CountOutcome")
      .field("error", &CountOutcome::error)
      .field("count", &CountOutcome::count);
  value_object<FormatOutcome>("FormatOutcome")
      .field("error", &FormatOutcome::error)
      .field("text", &FormatOutcome::text);
  function("solve", &solve);
  function("findSolution", &first_solution);
  function("countSolutions", &count);
  function("format", &format);
}
