// Embind bindings: marshalling only, over the engine's facade (api/pencilmark.hpp).
// Each call takes puzzle text and returns a plain value object; errors travel as a
// kind (code, web/engine.d.ts) and a message, never as an exception (the wasm
// build has none), and web/engine.js turns them into JS Errors with err.code.
#include <emscripten/bind.h>

#include <cmath>
#include <string>

#include "api/pencilmark.hpp"

using namespace pencilmark;

namespace {

struct SolveOutcome {
  std::string error;     // empty when the puzzle parsed and the search finished
  std::string code;      // the error's kind
  std::string status;    // "unique", "multiple" or "none"
  std::string solution;  // 81 digits, for "unique" only
};

struct CountOutcome {
  std::string error;
  std::string code;
  int count = 0;  // with the code "too-hard", a lower bound
};

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

SolveOutcome solve(const std::string& text) {
  const auto solved = api::solve(text);
  if (solved) return {"", "", "unique", *solved};
  const ErrorKind kind = solved.error().kind;
  if (kind == ErrorKind::NoSolution) return {"", "", "none", ""};
  if (kind == ErrorKind::MultipleSolutions) return {"", "", "multiple", ""};
  return {solved.error().message, error_code(kind), "", ""};
}

// The first solution found, without proving it unique ("" when there is none).
TextOutcome first_solution(const std::string& text) {
  return text_of(api::first_solution(text), [](const std::string& s) { return s; });
}

CountOutcome count(const std::string& text, int limit) {
  const auto found = api::count(text, limit);
  if (!found) return {found.error().message, error_code(found.error().kind), 0};
  if (!found->complete) {
    const Error stopped = api::incomplete_count_error(*found);
    return {stopped.message, error_code(stopped.kind), found->count};
  }
  return {"", "", found->count};
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
  value_object<SolveOutcome>("SolveOutcome")
      .field("error", &SolveOutcome::error)
      .field("code", &SolveOutcome::code)
      .field("status", &SolveOutcome::status)
      .field("solution", &SolveOutcome::solution);
  value_object<CountOutcome>("CountOutcome")
      .field("error", &CountOutcome::error)
      .field("code", &CountOutcome::code)
      .field("count", &CountOutcome::count);
  value_object<TextOutcome>("TextOutcome")
      .field("error", &TextOutcome::error)
      .field("code", &TextOutcome::code)
      .field("text", &TextOutcome::text);
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
