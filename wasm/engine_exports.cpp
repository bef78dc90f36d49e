// The engine module's own exports (it has the solver module's too): grading,
// steps, hints, finding, generating and the technique table. Marshalling only
// (exports.hpp).
#include <emscripten/em_macros.h>

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "exports.hpp"

using namespace pencilmark;
using namespace pencilmark::wasm;

extern "C" {

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
