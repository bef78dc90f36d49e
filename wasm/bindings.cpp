// Embind bindings: marshalling only, over the engine's facade (api/pencilmark.hpp).
// Each call takes puzzle text and returns a plain value object (the solver calls,
// below, use a buffer instead); errors travel as a kind (code, web/engine.d.ts)
// and a message, never as an exception (the wasm build has none), and
// web/engine.js turns them into JS Errors with err.code.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "api/pencilmark.hpp"

using namespace pencilmark;

namespace {

// The three solver calls (solve, findSolution, countSolutions) skip Embind: they
// run per puzzle in tight loops, where its string and object marshalling cost
// more than an easy search. engine.js writes the puzzle's UTF-8 bytes into one
// buffer that lives as long as the module, calls solver_call, and reads a count
// back, with the solution's 81 digits or the error (its code, a line break, its
// message) in the same buffer.
std::vector<char> solver_io(4096);
int solver_counted = 0;  // the last count, a lower bound when counting stopped

enum SolverCall { kSolve = 0, kFirstSolution = 1, kCount = 2 };

// The error, NUL-terminated, in the buffer; -1 tells engine.js to read it.
int solver_error(const Error& error) {
  const std::string record = std::string(error_code(error.kind)) + "\n" + error.message;
  const size_t n = std::min(record.size(), solver_io.size() - 1);
  std::copy_n(record.data(), n, solver_io.data());
  solver_io[n] = 0;
  return -1;
}

// A solution's 81 digits in the buffer ("" is none); returns how many solutions that is.
int solver_solution(const std::string& digits) {
  std::copy(digits.begin(), digits.end(), solver_io.begin());
  return digits.empty() ? 0 : 1;
}

}  // namespace

extern "C" {

// The buffer for the puzzle's `bytes` bytes (and the answer), grown when short.
EMSCRIPTEN_KEEPALIVE char* solver_buffer(int bytes) {
  if (static_cast<size_t>(bytes) > solver_io.size()) solver_io.resize(bytes);
  return solver_io.data();
}

// solve: 1 with the solution when unique, 0 for none, 2 for several.
// findSolution: the first solution (1) or none (0), unproved. countSolutions:
// the count up to limit; a count stopped early is a too-hard error, and
// solver_count() then gives the bound. -1: the error is in the buffer.
EMSCRIPTEN_KEEPALIVE int solver_call(int call, int bytes, int limit) {
  const std::string_view text(solver_io.data(), bytes);
  if (call == kCount) {
    const auto found = api::count(text, limit);
    if (!found) return solver_error(found.error());
    solver_counted = found->count;
    return found->complete ? found->count : solver_error(api::incomplete_count_error(*found));
  }
  const auto solution = call == kSolve ? api::solve(text) : api::first_solution(text);
  if (solution) return solver_solution(*solution);
  if (solution.error().kind == ErrorKind::NoSolution) return 0;
  if (solution.error().kind == ErrorKind::MultipleSolutions) return 2;
  return solver_error(solution.error());
}

EMSCRIPTEN_KEEPALIVE int solver_count() { return solver_counted; }

}  // extern "C"

namespace {

// Text, or JSON in the engine's one format (the JS side parses it).
struct TextOutcome {
  std::string error;
  std::string code;
  std::string text;
};

TextOutcome failed(const Error& e) { return {e.message, error_code(e.kind), ""}; }

template <typename T, typename F>
TextOutcome text_of(const Result<T>& result, F&& to_text) {
  if (!result) return failed(result.error());
  return {"", "", to_text(*result)};
}

TextOutcome format(const std::string& text, const std::string& form) {
  return text_of(api::format(text, form), [](const std::string& s) { return s; });
}

TextOutcome grade(const std::string& text, const std::string& techniques, bool uniqueness) {
  return text_of(api::grade(text, {techniques, uniqueness}, false),
                 [](const GradedPath& g) { return api::grade_json(g.grade); });
}

TextOutcome steps(const std::string& text, const std::string& techniques, bool uniqueness) {
  return text_of(api::grade(text, {techniques, uniqueness}, true),
                 [](const GradedPath& g) { return api::steps_json(g.steps); });
}

TextOutcome hint_step(const std::string& puzzle, const std::string& values, const std::string& candidates,
                      const std::string& techniques, bool uniqueness) {
  return text_of(api::hint(puzzle, values, candidates, {techniques, uniqueness}),
                 [](const std::optional<Step>& step) { return api::step_json(step); });
}

TextOutcome find(const std::string& technique_name, const std::string& text) {
  return text_of(api::find(technique_name, text), [](const std::vector<Step>& s) { return api::steps_json(s); });
}

// engine.js marks unset options: level -1, NaN scores; the seed is a decimal
// string, so all 64 bits survive.
TextOutcome generate_puzzle(int level, double min_score, double max_score, const std::string& technique,
                            const std::string& symmetry, bool minimal, const std::string& seed, int max_attempts,
                            const std::string& techniques, bool uniqueness) {
  const auto parsed_seed = api::parse_seed(seed);
  if (!parsed_seed) return failed(parsed_seed.error());
  api::GenerateRequest request{.technique = technique,
                               .symmetry = symmetry,
                               .minimal = minimal,
                               .seed = *parsed_seed,
                               .max_attempts = max_attempts,
                               .solver = {techniques, uniqueness}};
  if (level >= 0) request.level = level;
  if (!std::isnan(min_score)) request.min_score = min_score;
  if (!std::isnan(max_score)) request.max_score = max_score;
  const auto options = api::generate_options(request);
  if (!options) return failed(options.error());
  return text_of(api::generate(*options), [&](const Generated& g) { return api::generated_json(g, *parsed_seed); });
}

TextOutcome daily(const std::string& date, int level) {
  const auto options = api::daily_options(date, level);
  if (!options) return failed(options.error());
  return text_of(api::generate(*options), [&](const Generated& g) { return api::generated_json(g, options->seed); });
}

// The technique table, for the page and the embed to read.
std::string techniques() { return api::techniques_json(); }

}  // namespace

EMSCRIPTEN_BINDINGS(pencilmark) {
  using namespace emscripten;
  value_object<TextOutcome>("TextOutcome")
      .field("error", &TextOutcome::error)
      .field("code", &TextOutcome::code)
      .field("text", &TextOutcome::text);
  function("format", &format);
  function("grade", &grade);
  function("steps", &steps);
  function("nextStep", &hint_step);
  function("find", &find);
  function("techniques", &techniques);
  function("generate", &generate_puzzle);
  function("daily", &daily);
}
