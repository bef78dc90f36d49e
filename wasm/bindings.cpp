// The wasm module's exports: marshalling only, over the engine's facade
// (api/pencilmark.hpp). Plain C functions, no Embind (its runtime and JS glue
// were 6 KB gzip of the page's first load for eleven calls): web/engine.js
// writes a call's text arguments, one after another, as UTF-8 into one buffer
// that lives as long as the module, and passes their byte lengths; the answer
// comes back as text (a count for the solver calls). Errors travel as a kind
// (code, web/engine.d.ts) and a message, never as an exception (the wasm build
// has none), and web/engine.js turns them into JS Errors with err.code.
#include <emscripten/em_macros.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "api/pencilmark.hpp"

using namespace pencilmark;

namespace {

// The arguments' bytes in, and the solver calls' answers out: the solution's 81
// digits, or an error record (its code, a line break, its message).
std::vector<char> io(4096);
int solver_counted = 0;  // the last count, a lower bound when counting stopped
// The text calls' answer: the text, or the error record. Kept until the next call.
std::string answer;

// The call's text arguments, in the order engine.js wrote them into the buffer
// (each valid until the next call).
class Arguments {
 public:
  std::string_view next(int bytes) {
    const std::string_view text(io.data() + offset_, bytes);
    offset_ += bytes;
    return text;
  }

 private:
  size_t offset_ = 0;
};

std::string error_record(const Error& error) { return std::string(error_code(error.kind)) + "\n" + error.message; }

// The error, NUL-terminated, in the buffer; -1 tells engine.js to read it.
int solver_error(const Error& error) {
  const std::string record = error_record(error);
  const size_t n = std::min(record.size(), io.size() - 1);
  std::copy_n(record.data(), n, io.data());
  io[n] = 0;
  return -1;
}

// A solution's 81 digits in the buffer ("" is none); returns how many solutions that is.
int solver_solution(const std::string& digits) {
  std::copy(digits.begin(), digits.end(), io.begin());
  return digits.empty() ? 0 : 1;
}

int failed(const Error& error) {
  answer = error_record(error);
  return 0;
}

// 1 with the text as the answer, 0 with the error record.
template <typename T, typename F>
int answer_with(const Result<T>& result, F&& to_text) {
  if (!result) return failed(result.error());
  answer = to_text(*result);
  return 1;
}

}  // namespace

extern "C" {

// The buffer for a call's `bytes` bytes of arguments (and the solver's answer), grown when short.
EMSCRIPTEN_KEEPALIVE char* io_buffer(int bytes) {
  if (static_cast<size_t>(bytes) > io.size()) io.resize(bytes);
  return io.data();
}

// The text calls' answer, `answer_length()` bytes of UTF-8.
EMSCRIPTEN_KEEPALIVE const char* answer_text() { return answer.data(); }
EMSCRIPTEN_KEEPALIVE int answer_length() { return static_cast<int>(answer.size()); }

enum SolverCall { kSolve = 0, kFirstSolution = 1, kCount = 2 };

// solve: 1 with the solution when unique, 0 for none, 2 for several.
// findSolution: the first solution (1) or none (0), unproved. countSolutions:
// the count up to limit; a count stopped early is a too-hard error, and
// solver_count() then gives the bound. -1: the error is in the buffer.
EMSCRIPTEN_KEEPALIVE int solver_call(int call, int bytes, int limit) {
  const std::string_view text(io.data(), bytes);
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

// The text calls: 1 when answer_text() is the text (or JSON in the engine's one
// format, which the JS side parses), 0 when it is the error record.

EMSCRIPTEN_KEEPALIVE int format_call(int text_bytes, int form_bytes) {
  Arguments in;
  const std::string_view text = in.next(text_bytes);
  return answer_with(api::format(text, in.next(form_bytes)), [](const std::string& s) { return s; });
}

EMSCRIPTEN_KEEPALIVE int grade_call(int text_bytes, int techniques_bytes, bool uniqueness) {
  Arguments in;
  const std::string_view text = in.next(text_bytes);
  return answer_with(api::grade(text, {in.next(techniques_bytes), uniqueness}, false),
                     [](const GradedPath& g) { return api::grade_json(g.grade); });
}

EMSCRIPTEN_KEEPALIVE int steps_call(int text_bytes, int techniques_bytes, bool uniqueness) {
  Arguments in;
  const std::string_view text = in.next(text_bytes);
  return answer_with(api::grade(text, {in.next(techniques_bytes), uniqueness}, true),
                     [](const GradedPath& g) { return api::steps_json(g.steps); });
}

EMSCRIPTEN_KEEPALIVE int next_step_call(int puzzle_bytes, int values_bytes, int candidates_bytes, int techniques_bytes,
                                        bool uniqueness) {
  Arguments in;
  const std::string_view puzzle = in.next(puzzle_bytes);
  const std::string_view values = in.next(values_bytes);
  const std::string_view candidates = in.next(candidates_bytes);
  return answer_with(api::hint(puzzle, values, candidates, {in.next(techniques_bytes), uniqueness}),
                     [](const std::optional<Step>& step) { return api::step_json(step); });
}

EMSCRIPTEN_KEEPALIVE int find_call(int technique_bytes, int text_bytes) {
  Arguments in;
  const std::string_view technique = in.next(technique_bytes);
  return answer_with(api::find(technique, in.next(text_bytes)),
                     [](const std::vector<Step>& s) { return api::steps_json(s); });
}

// engine.js marks unset options: level -1, NaN scores; the seed is a decimal
// string, so all 64 bits survive.
EMSCRIPTEN_KEEPALIVE int generate_call(int level, double min_score, double max_score, int technique_bytes,
                                       int symmetry_bytes, bool minimal, int seed_bytes, int max_attempts,
                                       int techniques_bytes, bool uniqueness) {
  Arguments in;
  const std::string_view technique = in.next(technique_bytes);
  const std::string_view symmetry = in.next(symmetry_bytes);
  const auto parsed_seed = api::parse_seed(in.next(seed_bytes));
  if (!parsed_seed) return failed(parsed_seed.error());
  api::GenerateRequest request{.technique = technique,
                               .symmetry = symmetry,
                               .minimal = minimal,
                               .seed = *parsed_seed,
                               .max_attempts = max_attempts,
                               .solver = {in.next(techniques_bytes), uniqueness}};
  if (level >= 0) request.level = level;
  if (!std::isnan(min_score)) request.min_score = min_score;
  if (!std::isnan(max_score)) request.max_score = max_score;
  const auto options = api::generate_options(request);
  if (!options) return failed(options.error());
  return answer_with(api::generate(*options), [&](const Generated& g) { return api::generated_json(g, *parsed_seed); });
}

EMSCRIPTEN_KEEPALIVE int daily_call(int date_bytes, int level) {
  Arguments in;
  const auto options = api::daily_options(in.next(date_bytes), level);
  if (!options) return failed(options.error());
  return answer_with(api::generate(*options),
                     [&](const Generated& g) { return api::generated_json(g, options->seed); });
}

// The technique table, for the page and the embed to read.
EMSCRIPTEN_KEEPALIVE int techniques_call() {
  answer = api::techniques_json();
  return 1;
}

}  // extern "C"
