// The generator: puzzles with exactly one solution, by level, score range,
// required technique and symmetry, from a seed that gives the same puzzle on
// every platform.
#pragma once

#include <optional>
#include <string_view>

#include "core/grid.hpp"
#include "core/result.hpp"
#include "grade/grader.hpp"

namespace pencilmark {

enum class Symmetry { None, Rot180, Rot90, Mirror, Diagonal };
std::optional<Symmetry> symmetry_from_name(std::string_view name);  // none, rot180, rot90, mirror, diagonal
std::string_view symmetry_name(Symmetry symmetry);

// The highest score the generator reaches within its default budget (2000
// attempts). Scores are SE's ratings (explainer_scale in grade/ lists them, up
// to a guess's 12.0), but a random dig seldom needs a hard step: of 80,000
// puzzles made with --score 1-12 (each one attempt's, graded; --count from
// seeds 1000 and 50000), 66 scored 9.0, 5 scored 9.1 and none more. So an
// attempt scores 9.1 about once in 16,000: a budget meets 9.0-9.1 for ~80% of
// seeds and 9.1 alone for ~12%, and a range with no score up to 9.1 would only
// run out of attempts (~7 s). Such ranges are refused before any work. (Below
// it some scores are rare too: asked for alone with seed 1, 1.9 (a direct
// claiming), 4.6, 5.2, 5.4, 6.8-7.0, 7.5-8.0, 8.6, 8.8 and 9.1 each ran out in
// 3-6 s, and 37 other scores were met in 0.01-3 s; a range of those alone can
// still run out.)
inline constexpr double kHighestGeneratedScore = 9.1;

struct GenerateOptions {
  std::optional<int> level;                    // 0..4
  std::optional<double> min_score, max_score;  // on the grader's scale, inclusive
  std::optional<Technique> technique;          // the path uses it, and nothing harder
  Symmetry symmetry = Symmetry::None;
  bool minimal = false;  // no given can go without losing uniqueness
  uint64_t seed = 0;
  int max_attempts = 2000;  // then "could not meet these options"
  StepOptions solver;       // the techniques (and uniqueness) the grade is taken with
};

struct Generated {
  Grid puzzle;
  Grade grade;
  int attempts;  // puzzles made to find this one (1 = the first fit)
  // The techniques the grade was taken with: the solver's, or for a target
  // technique possibly fewer (see generate).
  TechniqueSet techniques;
};

// Why no puzzle can meet the options (BadOption), checked before any work; generate checks too.
std::optional<Error> check_options(const GenerateOptions& options);

// A puzzle that meets the options. With a target technique, every second
// attempt turns off the techniques of its level that come before it: some
// techniques (an X-chain, multi-colours) make eliminations that an earlier
// technique of the level always finds first under another name, so no puzzle
// needs them in the full order. Generated::techniques says which set was used;
// hints with that set show the target.
Result<Generated> generate(const GenerateOptions& options);

// The options of the daily puzzle: the same puzzle for everyone on a date
// ("2026-11-21") and level, made offline from a seed hashed from both.
GenerateOptions daily_options(std::string_view date, int level);

}  // namespace pencilmark
