#include "api/pencilmark.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "exact/exact_solver.hpp"
#include "explain/catalogs.hpp"
#include "explain/explainers.hpp"
#include "format/format.hpp"
#include "logic/finders.hpp"
#include "logic/hint.hpp"

namespace pencilmark::api {
namespace {

Error bad_option(std::string message) { return {ErrorKind::BadOption, std::move(message)}; }

template <typename T>
bool read_number(std::string_view text, T& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

// strtod, as libc++ (the wasm build's) has no from_chars for double.
bool read_double(std::string_view text, double& out) {
  if (text.empty() || !(std::isdigit(static_cast<unsigned char>(text.front())) || text.front() == '.' ||
                        text.front() == '-' || text.front() == '+'))
    return false;
  const std::string copy(text);
  char* end = nullptr;
  out = std::strtod(copy.c_str(), &end);
  return end == copy.c_str() + copy.size();
}

Result<Technique> technique_named(std::string_view name) {
  const auto technique = find_technique(name);
  if (!technique) return bad_option("unknown technique " + quoted(name));
  return *technique;
}

bool is_leap(int year) { return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0); }

std::optional<Error> check_date(std::string_view date) {
  const Error bad{ErrorKind::BadDate, "the date must be a day of the calendar as YYYY-MM-DD, not " + quoted(date)};
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return bad;
  int year = 0, month = 0, day = 0;
  if (!read_number(date.substr(0, 4), year) || !read_number(date.substr(5, 2), month) ||
      !read_number(date.substr(8, 2), day))
    return bad;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (year < 1 || month < 1 || month > 12 || day < 1) return bad;
  if (day > kDays[month - 1] + (month == 2 && is_leap(year) ? 1 : 0)) return bad;
  return std::nullopt;
}

}  // namespace

namespace {

// A Stuck error names the technique set that is stuck, as the caller wrote it.
template <typename T>
Result<T> named_set(Result<T> result, const SolverChoice& choice) {
  if (result || result.error().kind != ErrorKind::Stuck) return result;
  return Error{ErrorKind::Stuck,
               "the technique set " + quoted(choice.techniques) + " is stuck: " + result.error().message};
}

}  // namespace

Result<StepOptions> solver_options(const SolverChoice& choice, bool explain) {
  const auto set = parse_technique_set(choice.techniques);
  if (!set) return set.error();
  StepOptions options;
  options.techniques = *set;
  options.uniqueness = choice.uniqueness;
  options.reference_rating = choice.reference_rating;
  options.explain = explain ? explain_step : nullptr;
  return options;
}

namespace {

// A puzzle's solutions counted up to limit. An 81-character line of digits and
// blanks goes to the solver as it is, without a Grid (the JS solver calls run in
// tight loops, where building one cost more than an easy search); any other
// text, or clashing givens, goes through the parser, which names the problem.
Result<SolutionCount> solutions(std::string_view text, int limit, uint64_t node_budget = kDefaultNodeBudget) {
  if (auto found = count_solutions_line81(text, limit, node_budget)) return *found;
  const auto grid = parse_puzzle(text);
  if (!grid) return grid.error();
  return count_solutions(*grid, limit, node_budget);
}

}  // namespace

Result<SolutionCount> solve(std::string_view text) {
  const auto found = solutions(text, 2);
  if (!found) return found.error();
  return unique_verdict(*found);
}

Result<SolutionCount> first_solution(std::string_view text) {
  const auto found = solutions(text, 1);
  if (!found) return found.error();
  if (found->count == 0 && found->budget_exhausted) return budget_error(*found);
  return found;
}

Result<Count> count(std::string_view text, int limit) {
  if (limit < 1)
    return bad_option("the limit must be a whole number from 1 to " + std::to_string(std::numeric_limits<int>::max()) +
                      ", not " + std::to_string(limit));
  const auto found = solutions(text, limit, kCountNodeBudget);
  if (!found) return found.error();
  return Count{found->count, !found->budget_exhausted};
}

Error incomplete_count_error(const Count& count) {
  return {ErrorKind::TooHard, "at least " + std::to_string(count.count) + " solutions: counting stopped after " +
                                  std::to_string(kCountNodeBudget) + " search nodes"};
}

Result<std::string> format(std::string_view text, std::string_view form) {
  if (!is_puzzle_form(form))
    return bad_option("the form must be " + std::string(kPuzzleForms) + ", not " + quoted(form));
  const auto grid = parse_puzzle(text);
  if (!grid) return grid.error();
  if (form == "pencilmarks") return to_line729(*grid);
  if (form == "givens") return to_givens81(*grid);
  if (form == "grid") return to_grid_text(*grid);
  if (form == "candidates") return to_candidate_grid(*grid);
  if (form == "s9b") return to_s9b(*grid);
  if (form == "sudokuwiki") return to_sudokuwiki_link(*grid);
  if (form == "hodoku") return to_library_line(*grid);
  if (form == "sdk") return to_sdk(*grid);
  if (form == "fpuzzles") return to_fpuzzles(*grid);
  if (form == "coach") return to_coach(*grid);
  return to_line81(*grid);
}

Result<bool> check_language(std::string_view language) {
  const auto catalog = step_catalog(language);
  if (!catalog) return catalog.error();
  return true;
}

Result<bool> say_steps(std::vector<Step>& steps, std::string_view language) {
  const auto catalog = step_catalog(language);
  if (!catalog) return catalog.error();
  for (Step& step : steps)
    if (auto said = say_step(step, **catalog); !said) return said;
  return true;
}

Result<bool> add_language(std::string_view language, std::string_view text) { return add_step_catalog(language, text); }

Result<GradedPath> grade(std::string_view text, const SolverChoice& choice, bool explain) {
  const auto options = solver_options(choice, explain);
  if (!options) return options.error();
  const auto grid = parse_puzzle(text);
  if (!grid) return grid.error();
  return named_set(grade_puzzle(*grid, *options), choice);
}

Result<ExplainerRating> rate(std::string_view text, bool reference) {
  const auto options = solver_options({.reference_rating = reference}, false);
  if (!options) return options.error();
  const auto grid = parse_puzzle(text);
  if (!grid) return grid.error();
  return rate_puzzle(*grid, *options);
}

Result<std::optional<Step>> hint(std::string_view puzzle, std::string_view values, std::string_view candidates,
                                 const SolverChoice& choice) {
  const auto options = solver_options(choice, true);
  if (!options) return options.error();
  const auto state = player_state(puzzle, values, candidates);
  if (!state) return state.error();
  return named_set(next_hint(*state, *options), choice);
}

Result<std::vector<Step>> find(std::string_view technique_name, std::string_view text) {
  const auto technique = technique_named(technique_name);
  if (!technique) return technique.error();
  const auto grid = parse_puzzle(text);
  if (!grid) return grid.error();
  return find_steps(*technique, *grid, kMostFound, {.explain = explain_step});
}

Result<GenerateOptions> generate_options(const GenerateRequest& request) {
  GenerateOptions options;
  const auto solver = solver_options(request.solver, false);
  if (!solver) return solver.error();
  options.solver = *solver;
  if (request.level && (request.min_score || request.max_score)) return bad_option("give a level or a score, not both");
  options.level = request.level;
  options.min_score = request.min_score;
  options.max_score = request.max_score;
  if (!request.technique.empty()) {
    const auto technique = technique_named(request.technique);
    if (!technique) return technique.error();
    options.technique = *technique;
  }
  const auto symmetry = symmetry_from_name(request.symmetry);
  if (!symmetry)
    return bad_option("the symmetry must be none, rot180, rot90, mirror or diagonal, not " + quoted(request.symmetry));
  options.symmetry = *symmetry;
  options.minimal = request.minimal;
  options.seed = request.seed;
  options.max_attempts = request.max_attempts;
  if (auto problem = check_options(options)) return *problem;
  return options;
}

Result<Generated> generate(const GenerateOptions& options) { return pencilmark::generate(options); }

Result<GenerateOptions> daily_options(std::string_view date, int level) {
  if (auto bad = check_date(date)) return *bad;
  if (level < 0 || level > kMaxLevel) return bad_option("the level must be 0 to 4, not " + std::to_string(level));
  return pencilmark::daily_options(date, level);
}

Result<uint64_t> parse_seed(std::string_view text) {
  uint64_t seed = 0;
  if (text.empty() || text.front() == '-' || text.front() == '+' || !read_number(text, seed))
    return bad_option("the seed must be a whole number from 0 to 2^64-1, not " + quoted(text));
  return seed;
}

Result<std::pair<double, double>> parse_score_range(std::string_view text) {
  const Error bad = bad_option("the score range must be like 3.0-4.5, not " + quoted(text));
  const size_t dash = text.find('-', 1);
  double low = 0, high = 0;
  if (dash == std::string_view::npos || !read_double(text.substr(0, dash), low) ||
      !read_double(text.substr(dash + 1), high) || !std::isfinite(low) || !std::isfinite(high) || low > high)
    return bad;
  return std::pair{low, high};
}

Result<int> parse_level(std::string_view text) {
  int level = 0;
  if (!read_number(text, level) || level < 0 || level > kMaxLevel)
    return bad_option("the level must be 0 to 4, not " + quoted(text));
  return level;
}

}  // namespace pencilmark::api
