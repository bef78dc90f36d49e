// Embind bindings: marshalling only. Each call takes puzzle text and returns a
// plain value object (the solver calls, below, use a buffer instead); errors travel as a message string, never as an
// exception (the wasm build has none), and web/engine.js turns them into JS Errors.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "generate/generator.hpp"
#include "grade/grader.hpp"
#include "logic/finders.hpp"
#include "logic/hint.hpp"

using namespace pencilmark;

namespace {

// Text, or JSON in the engine's one Step format (the JS side parses it).
struct TextOutcome {
  std::string error;
  std::string text;
};

// The three solver calls (solve, findSolution, countSolutions) skip Embind: they
// run per puzzle in tight loops, where its string and object marshalling cost
// more than an easy search. engine.js writes the puzzle's UTF-8 bytes into one
// buffer that lives as long as the module, calls solver_call, and reads a count
// back, with the solution's 81 digits or the error message in the same buffer.
std::vector<char> solver_io(4096);

enum SolverCall { kSolve = 0, kFirstSolution = 1, kCount = 2 };

// The message, NUL-terminated, in the buffer; -1 tells engine.js to read it.
int solver_error(const std::string& message) {
  const size_t n = std::min(message.size(), solver_io.size() - 1);
  std::copy_n(message.data(), n, solver_io.data());
  solver_io[n] = 0;
  return -1;
}

}  // namespace

extern "C" {

// The buffer for the puzzle's `bytes` bytes (and the answer), grown when short.
EMSCRIPTEN_KEEPALIVE char* solver_buffer(int bytes) {
  if (static_cast<size_t>(bytes) > solver_io.size()) solver_io.resize(bytes);
  return solver_io.data();
}

// solve: counts to 2, the solution when unique. findSolution: the first
// solution, unproved. countSolutions: counts to limit. Returns the count, with
// the first solution in the buffer when the call gives one; -1 with a message.
EMSCRIPTEN_KEEPALIVE int solver_call(int call, int bytes, int limit) {
  const std::string_view text(solver_io.data(), bytes);
  const int wanted = call == kSolve ? 2 : call == kFirstSolution ? 1 : limit;
  auto counted = count_solutions_line81(text, wanted);
  if (!counted) {
    const auto grid = parse_puzzle(text);
    if (!grid) return solver_error(grid.error().message);
    counted = count_solutions(*grid, wanted);
  }
  const SolutionCount& found = *counted;
  const bool gave_up = call == kSolve           ? found.count < 2 && found.budget_exhausted
                       : call == kFirstSolution ? found.count == 0 && found.budget_exhausted
                                                : found.budget_exhausted;
  if (gave_up) return solver_error(budget_error(found).message);
  if (call != kCount && found.count >= 1)
    std::transform(found.first.begin(), found.first.end(), solver_io.begin(),
                   [](uint8_t digit) { return static_cast<char>('0' + digit); });
  return found.count;
}

}  // extern "C"

namespace {

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
  value_object<TextOutcome>("TextOutcome").field("error", &TextOutcome::error).field("text", &TextOutcome::text);
  function("format", &format);
  function("grade", &grade);
  function("steps", &steps);
  function("nextStep", &hint_step);
  function("find", &find);
  function("techniques", &techniques);
  function("generate", &generate_puzzle);
  function("daily", &daily);
}
