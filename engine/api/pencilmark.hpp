// The engine's one front door: text in, a Result out. The CLI and the wasm
// bindings call only this; every decision about input (parsing, options, dates,
// seeds, how long a count may run, the uniqueness verdict) is made here once, so
// both faces answer alike. The JSON of every answer is written here too.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "exact/exact_solver.hpp"
#include "generate/generator.hpp"
#include "grade/grader.hpp"
#include "logic/hint.hpp"
#include "logic/step.hpp"

namespace pencilmark::api {

// The techniques a logic call may use: "all", "zambon", or keys and codes
// separated by commas; uniqueness: whether techniques assuming one solution run.
struct SolverChoice {
  std::string_view techniques = "all";
  bool uniqueness = true;
  bool reference_rating = false;  // StepOptions::reference_rating
};

Result<StepOptions> solver_options(const SolverChoice& choice, bool explain);

// A check of a language for a step's words (locales/LANG): BadOption names the
// language asked for and those there are.
Result<bool> check_language(std::string_view language);
// Says the steps' words (text, clues, technique name) in a language.
Result<bool> say_steps(std::vector<Step>& steps, std::string_view language);
// Adds a language's catalog from its text, its .ftl files one after another (the
// page's engine has English alone, and is given a language when a reader chooses
// it): explain/catalogs.hpp's add_step_catalog.
Result<bool> add_language(std::string_view language, std::string_view text);

// Which rows may run, as a comma-separated list of presets, keys and codes:
// "all" (every technique, the default), "zambon" (the seeds' strategies, in the
// seeds' order), "x-wing" or "0300"; "-key" leaves one out ("all,-x-wing", or
// just "-x-wing"). BadOption errors name the unknown entry, an empty text, or a
// set that leaves nothing in. technique_set_text writes a set back.
Result<TechniqueSet> parse_technique_set(std::string_view text);

// The solution of a puzzle with exactly one (in found.first; first_solution_line
// writes it out): NoSolution, MultipleSolutions or TooHard otherwise (the one
// verdict, exact/exact_solver.hpp's unique_solution). No string is made: the JS
// solver calls, run in tight loops, copy the digits straight to their buffer.
Result<SolutionCount> solve(std::string_view text);

// The first solution found (count 1, in found.first), without proving it
// unique; count 0 when there is none.
Result<SolutionCount> first_solution(std::string_view text);

// Solutions counted up to limit (>= 1). Counting stops after kCountNodeBudget
// search nodes (a few seconds): complete is then false and count a lower bound.
inline constexpr uint64_t kCountNodeBudget = 4'000'000;
struct Count {
  int count = 0;
  bool complete = true;
};
Result<Count> count(std::string_view text, int limit);
// For callers that report a stopped count as an error (the JS API): TooHard, with the bound.
Error incomplete_count_error(const Count& count);

// The forms format() writes: "line", "givens" (the line without a library line's
// placed cells), "pencilmarks", "grid" (nine lines), "candidates" (a candidate
// grid), "s9b" (SudokuWiki's board string), "sudokuwiki" (its solver's link),
// "hodoku" (a line of HoDoKu's library), "sdk" (a .sdk file's givens),
// "fpuzzles" (f-puzzles' JSON, which SudokuPad reads too) or "coach"
// (sudoku.coach's JSON): the JS layer packs these two into their links and
// strings, which need lz-string and zlib; the CLI writes the JSON.
inline constexpr std::string_view kPuzzleForms =
    "line, givens, pencilmarks, grid, candidates, s9b, sudokuwiki, hodoku, sdk, fpuzzles or coach";
inline bool is_puzzle_form(std::string_view form) {
  return form == "line" || form == "givens" || form == "pencilmarks" || form == "grid" || form == "candidates" ||
         form == "s9b" || form == "sudokuwiki" || form == "hodoku" || form == "sdk" || form == "fpuzzles" ||
         form == "coach";
}
// The puzzle rewritten in one of those forms.
Result<std::string> format(std::string_view text, std::string_view form);

Result<GradedPath> grade(std::string_view text, const SolverChoice& choice, bool explain);
// Sudoku Explainer's ER, EP and ED alone (grader.hpp's rate_puzzle), by every
// technique SE knows; with reference, by the plain searches (as grade's).
Result<ExplainerRating> rate(std::string_view text, bool reference);

// A player's state read from text: the givens in any form parse_puzzle reads
// (its errors as they are); values, 81 characters (the board now: givens and the
// player's digits; empty = givens only); candidates, 729 characters (the
// player's pencil marks; empty = all computed). BadState errors name the line
// ("values: ..." or "candidates: ...", with read_values' or read_marks' words)
// or a given the values contradict ("values: r1c1 is the given 4"); a 0 where a
// given is stands (a game begun before a pencil-mark puzzle's one-mark cells
// were givens may not show them as digits yet).
Result<PlayerState> player_state(std::string_view puzzle, std::string_view values, std::string_view candidates);

// The next step from a player's state (player_state, then logic/hint.hpp's
// next_hint); nullopt when the board is complete.
Result<std::optional<Step>> hint(std::string_view puzzle, std::string_view values, std::string_view candidates,
                                 const SolverChoice& choice);

// Every step one technique (a key or a HoDoKu code) finds in the puzzle, up to
// kMostFound: the forcing-chain families find tens of thousands on the early
// positions of a hard puzzle (49,221 nested forcing chains on a 17-clue start:
// 10 s and 900 MB natively, past the wasm module's memory).
inline constexpr size_t kMostFound = 1000;
Result<std::vector<Step>> find(std::string_view technique_name, std::string_view text);

// The generator's options as text and numbers, checked here.
struct GenerateRequest {
  std::optional<int> level;
  std::optional<double> min_score, max_score;
  std::string_view technique;          // "" = none
  std::string_view symmetry = "none";  // none, rot180, rot90, mirror, diagonal
  bool minimal = false;
  uint64_t seed = 0;
  int max_attempts = 2000;
  SolverChoice solver;
};
Result<GenerateOptions> generate_options(const GenerateRequest& request);
Result<Generated> generate(const GenerateOptions& options);

// The puzzle of the day: date a real one, YYYY-MM-DD from 0001-01-01 to
// 9999-12-31; level 0 to 4.
Result<GenerateOptions> daily_options(std::string_view date, int level);

// Reading option values: a decimal 64-bit seed, a score range "A-B", a level.
Result<uint64_t> parse_seed(std::string_view text);
Result<std::pair<double, double>> parse_score_range(std::string_view text);
Result<int> parse_level(std::string_view text);

// JSON, one object or array on one line, in the shapes web/engine.d.ts documents.
std::string grade_json(const Grade& grade);
std::string rating_json(const ExplainerRating& rating);  // grade_json's score fields
std::string steps_json(const std::vector<Step>& steps);
std::string step_json(const Step& step);
std::string step_json(const std::optional<Step>& step);  // null for none
std::string generated_json(const Generated& generated, uint64_t seed);
std::string techniques_json();
// The same with each technique's name in a language (its catalog's technique-KEY).
Result<std::string> techniques_json(std::string_view language);
std::string error_json(const Error& error);  // {"code":"bad-character","message":"..."}

// The CLI's lines, tab-separated columns, one answer a line: the solution's 81
// digits; a grade's puzzle (as typed when it is one line), level, score, hardest
// technique's key ("-" for none) and steps; a generated puzzle's line, level,
// score and hardest key; the technique table with a header line.
std::string solution_line(const SolutionCount& found);
std::string grade_line(std::string_view text, const Grade& grade);
// A rating's puzzle (as grade_line's) and ER/EP/ED, as SE's and skfr's lists write it.
std::string rating_line(std::string_view text, const ExplainerRating& rating);
// The rating pass's steps, a line each: number (from 1), rating, what took it,
// what it did (TSV).
std::string rating_path_lines(const ExplainerRating& rating);
std::string generated_line(const Generated& generated);
// The technique table (TSV), each technique named in `language` (its catalog's technique-KEY).
Result<std::string> techniques_table(std::string_view language = "en");

// Whether name is a technique's key or one of its HoDoKu codes.
bool is_technique(std::string_view name);
// The technique's key, and a technique set as parse_technique_set reads it back
// (logic/technique.hpp's technique_set_text).
std::string technique_key(Technique technique);
std::string technique_set_text(const TechniqueSet& set);
// A user's text quoted for a message, cut after max_chars characters.
std::string quoted(std::string_view text, size_t max_chars = 40);

}  // namespace pencilmark::api
