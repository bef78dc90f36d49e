// Embind bindings: marshalling only. Each call takes puzzle text and returns a
// plain value object; errors travel as a message string, never as an exception
// (the wasm build has none), and web/engine.js turns them into JS Errors.
#include <emscripten/bind.h>

#include <charconv>
#include <cmath>
#include <string>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "generate/generator.hpp"
#include "grade/grader.hpp"
#include "logic/finders.hpp"
#include "logic/hint.hpp"

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

// Text, or JSON in the engine's one Step format (the JS side parses it).
struct TextOutcome {
  std::string error;
  std::string text;
};

SolveOutcome solve(const std::string& text) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, "", ""};
  const SolutionCount found = count_solutions(*grid, 2);
  if (found.count < 2 && found.budget_exhausted) return {budget_error(found).message, "", ""};
  if (found.count == 0) return {"", "none", ""};
  if (found.count > 1) return {"", "multiple", ""};
  return {"", "unique", first_solution_line(found)};
}

// The first solution found, without proving it unique ("" when there is none).
TextOutcome first_solution(const std::string& text) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  const SolutionCount found = count_solutions(*grid, 1);
  if (found.count == 0 && found.budget_exhausted) return {budget_error(found).message, ""};
  return {"", first_solution_line(found)};
}

CountOutcome count(const std::string& text, int limit) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, 0};
  const SolutionCount found = count_solutions(*grid, limit);
  if (found.budget_exhausted) return {budget_error(found).message, found.count};
  return {"", found.count};
}

TextOutcome format(const std::string& text, const std::string& form) {
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  if (form == "pencilmarks") return {"", to_line729(*grid)};
  if (form == "grid") return {"", to_grid_text(*grid)};
  return {"", to_line81(*grid)};
}

std::string json_array(const std::vector<Step>& steps) {
  std::string out = "[";
  for (const Step& step : steps) out += (out.size() > 1 ? "," : "") + to_json(step);
  return out + "]";
}

// The solver options every logic call takes: a technique set ("all", "zambon" or
// keys) and whether uniqueness techniques may run.
Result<StepOptions> solver_options(const std::string& techniques, bool uniqueness, bool explain) {
  const auto set = parse_technique_set(techniques);
  if (!set) return set.error();
  StepOptions options;
  options.techniques = *set;
  options.uniqueness = uniqueness;
  options.explain = explain;
  return options;
}

TextOutcome grade(const std::string& text, const std::string& techniques, bool uniqueness) {
  const auto options = solver_options(techniques, uniqueness, false);
  if (!options) return {options.error().message, ""};
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  const auto graded = grade_puzzle(*grid, *options);
  if (!graded) return {graded.error().message, ""};
  return {"", to_json(graded->grade)};
}

TextOutcome steps(const std::string& text, const std::string& techniques, bool uniqueness) {
  const auto options = solver_options(techniques, uniqueness, true);
  if (!options) return {options.error().message, ""};
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  const auto graded = grade_puzzle(*grid, *options);
  if (!graded) return {graded.error().message, ""};
  return {"", json_array(graded->steps)};
}

TextOutcome hint_step(const std::string& puzzle, const std::string& values, const std::string& candidates,
                      const std::string& techniques, bool uniqueness) {
  const auto options = solver_options(techniques, uniqueness, true);
  if (!options) return {options.error().message, ""};
  const auto hint = next_hint({puzzle, values, candidates}, *options);
  if (!hint) return {hint.error().message, ""};
  return {"", hint->has_value() ? to_json(**hint) : "null"};
}

TextOutcome find(const std::string& technique_name, const std::string& text) {
  const auto technique = find_technique(technique_name);
  if (!technique) return {"unknown technique '" + technique_name + "'", ""};
  const auto grid = parse_puzzle(text);
  if (!grid) return {grid.error().message, ""};
  return {"", json_array(find_steps(*technique, *grid))};
}

std::string generated_json(const Generated& g, uint64_t seed) {
  return "{\"puzzle\":\"" + to_line81(g.puzzle) + "\",\"grade\":" + to_json(g.grade) + ",\"seed\":\"" +
         std::to_string(seed) + "\",\"attempts\":" + std::to_string(g.attempts) + ",\"techniques\":\"" +
         technique_set_text(g.techniques) + "\"}";
}

// Options arrive checked by engine.js: level -1, NaN scores and "" technique mean unset;
// the seed is a decimal string, so all 64 bits survive.
TextOutcome generate_puzzle(int level, double min_score, double max_score, const std::string& technique,
                            const std::string& symmetry, bool minimal, const std::string& seed, int max_attempts,
                            const std::string& techniques, bool uniqueness) {
  GenerateOptions options;
  const auto solver = solver_options(techniques, uniqueness, false);
  if (!solver) return {solver.error().message, ""};
  options.solver = *solver;
  if (level >= 0) options.level = level;
  if (!std::isnan(min_score)) options.min_score = min_score;
  if (!std::isnan(max_score)) options.max_score = max_score;
  if (!technique.empty()) {
    options.technique = find_technique(technique);
    if (!options.technique) return {"unknown technique '" + technique + "'", ""};
  }
  const auto sym = symmetry_from_name(symmetry);
  if (!sym) return {"symmetry must be none, rot180, rot90, mirror or diagonal, not '" + symmetry + "'", ""};
  options.symmetry = *sym;
  options.minimal = minimal;
  auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), options.seed);
  if (ec != std::errc() || end != seed.data() + seed.size())
    return {"seed must be a whole number, not '" + seed + "'", ""};
  options.max_attempts = max_attempts;
  const auto generated = generate(options);
  if (!generated) return {generated.error().message, ""};
  return {"", generated_json(*generated, options.seed)};
}

TextOutcome daily(const std::string& date, int level) {
  const GenerateOptions options = daily_options(date, level);
  const auto generated = generate(options);
  if (!generated) return {generated.error().message, ""};
  return {"", generated_json(*generated, options.seed)};
}

// The technique table, for the page and the embed to read.
std::string techniques() {
  std::string out = "[";
  for (const TechniqueInfo& t : kTechniques) {
    if (!t.deduction()) continue;
    std::string codes;
    for (auto code : t.codes)
      if (!code.empty()) codes += (codes.empty() ? "\"" : ",\"") + std::string(code) + "\"";
    out += (out.size() > 1 ? "," : "") + std::string("{\"key\":\"") + std::string(t.key) + "\",\"name\":\"" +
           std::string(t.name) + "\",\"family\":\"" + std::string(family_name(t.family)) +
           "\",\"level\":" + std::to_string(t.level) + ",\"score\":" + score_text(t.score) + ",\"codes\":[" + codes +
           "],\"uniqueness\":" + (t.uniqueness ? "true" : "false") + ",\"zambon\":" + (t.zambon ? "true" : "false") +
           "}";
  }
  return out + "]";
}

}  // namespace

EMSCRIPTEN_BINDINGS(pencilmark) {
  using namespace emscripten;
  value_object<SolveOutcome>("SolveOutcome")
      .field("error", &SolveOutcome::error)
      .field("status", &SolveOutcome::status)
      .field("solution", &SolveOutcome::solution);
  value_object<CountOutcome>("CountOutcome").field("error", &CountOutcome::error).field("count", &CountOutcome::count);
  value_object<TextOutcome>("TextOutcome").field("error", &TextOutcome::error).field("text", &TextOutcome::text);
  function("solve", &solve);
  function("findSolution", &first_solution);
  function("countSolutions", &count);
  function("format", &format);
  function("grade", &grade);
  function("steps", &steps);
  function("nextStep", &hint_step);
  function("find", &find);
  function("techniques", &techniques);
  function("generate", &generate_puzzle);
  function("daily", &daily);
}
