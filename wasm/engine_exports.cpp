// The engine module's own calls, bound with Embind: grading, rating, steps, hints,
// finding, generating and the technique table (the module has the solver
// module's plain exports too, solver_exports.cpp). Marshalling only: Embind
// carries the strings (UTF-8 both ways; a text with a lone surrogate comes as
// its bytes, web/engine.js), and every call answers an Answer, a typed value
// web/engine.js turns into the result or an Error with err.code.
#include <emscripten/bind.h>

#include <optional>
#include <string>
#include <vector>

#include "exports.hpp"

using namespace pencilmark;

namespace {

// What a call answers: ok with its text (JSON in the one shape engine.d.ts
// documents), or not ok with the error's kind (err.code) and message.
struct Answer {
  bool ok = false;
  std::string code;
  std::string text;
};

// Its text: the error record's last two lines (exports.hpp).
Answer error_answer(const Error& error) {
  const std::string record = wasm::error_record(error);
  return {false, error_code(error.kind), record.substr(record.find('\n') + 1)};
}

template <typename T, typename F>
Answer answer_of(const Result<T>& result, F&& to_text) {
  if (!result) return error_answer(result.error());
  return {true, "", to_text(*result)};
}

// The calls, by the names engine.js knows them (the engine has functions of these names too).
namespace call {

Answer grade(const std::string& text, const std::string& techniques, bool uniqueness) {
  return answer_of(api::grade(text, {techniques, uniqueness}, false),
                   [](const GradedPath& g) { return api::grade_json(g.grade); });
}

// SE's rating alone (no solution path): its rules are SE's, so it takes no technique options.
Answer rate(const std::string& text) {
  return answer_of(api::rate(text, false), [](const ExplainerRating& r) { return api::rating_json(r); });
}

// A language's words are there: English, or another language given by addLanguage
// (engine.js's loadLanguage, which the error names).
Result<bool> loaded(const std::string& language) {
  if (api::check_language(language)) return true;
  return Error{ErrorKind::BadOption, "the language '" + language + "' is not loaded (loadLanguage first)"};
}

// The steps' words in `language`: English as found.
Result<bool> say_in(std::vector<Step>& steps, const std::string& language) {
  if (language == "en") return true;
  if (auto there = loaded(language); !there) return there;
  return api::say_steps(steps, language);
}

Answer steps(const std::string& text, const std::string& techniques, bool uniqueness, const std::string& language) {
  auto graded = api::grade(text, {techniques, uniqueness}, true);
  if (!graded) return error_answer(graded.error());
  if (const auto said = say_in(graded.value().steps, language); !said) return error_answer(said.error());
  return {true, "", api::steps_json(graded->steps)};
}

Answer next_step(const std::string& puzzle, const std::string& values, const std::string& candidates,
                 const std::string& techniques, bool uniqueness, const std::string& language) {
  auto step = api::hint(puzzle, values, candidates, {techniques, uniqueness});
  if (!step) return error_answer(step.error());
  std::vector<Step> found;
  if (step.value()) found.push_back(std::move(*step.value()));
  if (const auto said = say_in(found, language); !said) return error_answer(said.error());
  return {true, "", found.empty() ? "null" : api::step_json(found.front())};
}

Answer find(const std::string& technique, const std::string& text, const std::string& language) {
  auto found = api::find(technique, text);
  if (!found) return error_answer(found.error());
  if (const auto said = say_in(found.value(), language); !said) return error_answer(said.error());
  return {true, "", api::steps_json(*found)};
}

Answer add_language(const std::string& language, const std::string& text) {
  return answer_of(api::add_language(language, text), [](bool) { return std::string("true"); });
}

// Numbers the engine reads are passed as text, so that it refuses them in its
// own words: the level ("" = none; api::parse_level) and the seed (a decimal
// string, so all 64 bits survive; api::parse_seed). A score range is two
// numbers, when has_score; the facade refuses a non-finite or empty one.
Answer generate(const std::string& level, bool has_score, double min_score, double max_score,
                const std::string& technique, const std::string& symmetry, bool minimal, const std::string& seed,
                int max_attempts, const std::string& techniques, bool uniqueness) {
  api::GenerateRequest request{.technique = technique,
                               .symmetry = symmetry,
                               .minimal = minimal,
                               .max_attempts = max_attempts,
                               .solver = {techniques, uniqueness}};
  if (!level.empty()) {
    const auto parsed_level = api::parse_level(level);
    if (!parsed_level) return error_answer(parsed_level.error());
    request.level = *parsed_level;
  }
  if (has_score) {
    request.min_score = min_score;
    request.max_score = max_score;
  }
  const auto parsed_seed = api::parse_seed(seed);
  if (!parsed_seed) return error_answer(parsed_seed.error());
  request.seed = *parsed_seed;
  const auto options = api::generate_options(request);
  if (!options) return error_answer(options.error());
  return answer_of(api::generate(*options), [&](const Generated& g) { return api::generated_json(g, *parsed_seed); });
}

Answer daily(const std::string& date, const std::string& level) {
  const auto parsed_level = api::parse_level(level);
  if (!parsed_level) return error_answer(parsed_level.error());
  const auto options = api::daily_options(date, *parsed_level);
  if (!options) return error_answer(options.error());
  return answer_of(api::generate(*options), [&](const Generated& g) { return api::generated_json(g, options->seed); });
}

// The technique table, for the page and the embed to read.
Answer techniques(const std::string& language) {
  if (language == "en") return {true, "", api::techniques_json()};
  if (auto there = loaded(language); !there) return error_answer(there.error());
  return answer_of(api::techniques_json(language), [](const std::string& json) { return json; });
}

}  // namespace call
}  // namespace

EMSCRIPTEN_BINDINGS(pencilmark_engine) {
  using namespace emscripten;
  value_object<Answer>("Answer").field("ok", &Answer::ok).field("code", &Answer::code).field("text", &Answer::text);
  function("grade", &call::grade);
  function("rate", &call::rate);
  function("steps", &call::steps);
  function("nextStep", &call::next_step);
  function("find", &call::find);
  function("generate", &call::generate);
  function("daily", &call::daily);
  function("techniques", &call::techniques);
  function("addLanguage", &call::add_language);
}
