// libFuzzer target: any bytes through the parser, and every puzzle that parses
// through the exact solver; grids with one solution through the step solver; any
// bytes as a player's state for a hint. Checks, beyond "no crash, no sanitizer report":
//  - a parse error always carries a message;
//  - a found solution is a complete grid that obeys the rules and keeps the givens
//    and candidates of the input;
//  - printing and re-reading a grid gives the same grid (as 729 marks, its cells
//    of one candidate as givens);
//  - an 81-character line read by the solver directly counts as the parsed grid;
//  - every step of a solution path is sound and the path ends at the solution;
//  - the facade's entry points (those the CLI and the JS API call) answer any
//    text, and any generator options, with a value or a typed error whose JSON
//    is valid UTF-8 with no raw control character; a generated puzzle is never
//    a solved grid and has one solution;
//  - any technique set either finishes a puzzle's path, is refused as a bad
//    option, or is stuck: never too-hard, and a stuck set is named with the
//    steps made and the cells left (grade and hint alike);
//  - any text repeated past the JS API's limit (65,536 characters, which the CLI
//    does not have) is answered like a short one, with a message of bounded size.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "api/pencilmark.hpp"
#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "logic/hint.hpp"
#include "logic/step_solver.hpp"

using namespace pencilmark;

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

void check_solution(const Grid& grid, const SolutionCount& found) {
  for (Cell c = 0; c < kCells; ++c) {
    const Digit d = found.first[c];
    require(d >= 1 && d <= 9);
    require(grid.value(c) ? grid.value(c) == d : grid.candidates(c).has(d));
    for (Cell p : kPeers[c]) require(found.first[p] != d);
  }
}

// Random bytes rarely parse as a puzzle, so 81 or more bytes are also read as
// one: byte k offers a digit for cell k, kept only where it clashes with no
// earlier given. The search then sees a wide range of real grids.
void solve_offered_digits(const uint8_t* data) {
  Grid grid;
  for (Cell c = 0; c < kCells; ++c) {
    const Digit d = data[c] % 32;
    if (d >= 1 && d <= 9 && grid.candidates(c).has(d)) grid.place(c, d, /*given=*/true);
  }
  const SolutionCount found = count_solutions(grid, 2, 20'000);
  if (found.count > 0) check_solution(grid, found);
  // The same grid as a line, read by the solver without the parser: the same search.
  const auto direct = count_solutions_line81(to_line81(grid), 2, 20'000);
  require(direct && direct->count == found.count && direct->nodes == found.nodes && direct->first == found.first);
  if (found.count != 1 || found.budget_exhausted) return;
  const SolvePath path = solve_path(grid, {kMaxLevel, false});
  require(path.solved);
  for (const Step& step : path.steps) {
    for (const Candidate& e : step.eliminations) require(found.first[e.cell] != e.digit);
    for (const Candidate& p : step.placements) require(found.first[p.cell] == p.digit);
  }
}

// The JSON writer's output is UTF-8 with every control character escaped.
void check_json(const std::string& json) {
  for (size_t i = 0; i < json.size(); ++i) {
    const auto ch = static_cast<unsigned char>(json[i]);
    require(ch >= 0x20);
    if (ch < 0x80) continue;
    const size_t n = (ch >> 5) == 0x6 ? 2 : (ch >> 4) == 0xE ? 3 : (ch >> 3) == 0x1E ? 4 : 0;
    require(n > 0 && i + n <= json.size());
    for (size_t k = 1; k < n; ++k) require((static_cast<unsigned char>(json[i + k]) >> 6) == 0x2);
    require(!(n == 3 && ch == 0xED && static_cast<unsigned char>(json[i + 1]) >= 0xA0));  // no surrogate
    i += n - 1;
  }
}

template <typename T>
void check_error(const Result<T>& result) {
  if (result) return;
  require(!result.error().message.empty());
  check_json(api::error_json(result.error()));
}

// The bytes as a player's board and pencil marks on a fixed puzzle: any answer or
// a named error, never a crash.
void hint_from_any_state(std::string_view bytes) {
  static const std::string kPuzzle =
      "4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8";
  const std::string_view values = bytes.substr(0, std::min<size_t>(bytes.size(), kCells));
  const std::string_view marks = bytes.size() > kCells ? bytes.substr(kCells) : std::string_view();
  const auto hint = api::hint(kPuzzle, values, marks, {});
  check_error(hint);
  if (hint) check_json(api::step_json(*hint));
}

// The bytes split at '|' into the text arguments of the JS-facing calls.
std::vector<std::string_view> fields_of(std::string_view text) {
  std::vector<std::string_view> fields;
  for (size_t start = 0; fields.size() < 8;) {
    const size_t bar = text.find('|', start);
    fields.push_back(text.substr(start, bar == std::string_view::npos ? bar : bar - start));
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  while (fields.size() < 8) fields.push_back({});
  return fields;
}

// The entry points the CLI and the bindings call, on text they take from users.
void facade_calls(std::string_view text) {
  const auto f = fields_of(text);
  check_error(api::format(f[0], f[1]));
  const auto found = api::find(f[1], f[0]);
  check_error(found);
  if (found) check_json(api::steps_json(*found));
  check_error(api::solver_options({f[2], true}, false));
  check_error(api::parse_seed(f[3]));
  check_error(api::parse_level(f[4]));
  check_error(api::daily_options(f[5], 1));
  const auto range = api::parse_score_range(f[6]);
  check_error(range);
  if (range) require(std::isfinite(range->first) && std::isfinite(range->second) && range->first <= range->second);
  // The generator's options, from the bytes, with one attempt: any answer is a
  // puzzle with one solution that is not solved, or a typed error.
  api::GenerateRequest request;
  request.technique = f[1];
  // The last field is the symmetry (none when empty), a '!' after it asks for a minimal puzzle.
  std::string_view symmetry = f[7];
  request.minimal = !symmetry.empty() && symmetry.back() == '!';
  if (request.minimal) symmetry.remove_suffix(1);
  request.symmetry = symmetry.empty() ? "none" : symmetry;
  request.solver.techniques = f[2].empty() ? "all" : f[2];
  request.max_attempts = 1;
  if (range) {
    request.min_score = range->first;
    request.max_score = range->second;
  }
  if (const auto level = api::parse_level(f[4])) request.level = *level;
  if (const auto seed = api::parse_seed(f[3])) request.seed = *seed;
  const auto options = api::generate_options(request);
  check_error(options);
  // A target technique's digging can take seconds: its options are checked, not run.
  if (!options || options->technique) return;
  const auto generated = api::generate(*options);
  check_error(generated);
  if (!generated) return;
  require(!generated->puzzle.is_complete());
  require(unique_solution(generated->puzzle).ok());
  check_json(api::generated_json(*generated, options->seed));
}

// A technique set from the bytes on a position singles finish, 19 cells empty:
// the path ends complete, or the set is refused, or it is stuck (no budget runs
// out there). Few cells, so that any finder answers at once: on a fresh puzzle a
// set of one chain technique alone takes seconds a step (als-xy-chain: 20 s
// natively for 92 steps, and then stuck).
void technique_set(std::string_view set) {
  if (set.empty()) return;
  static const std::string kEasy = "4.817652.92.53.746.659.2831.8476.912.7632.48.59248.67.85.21.36.613894.572.765.198";
  const auto graded = api::grade(kEasy, {set, true}, false);
  const auto hint = api::hint(kEasy, "", "", {set, true});
  for (const Error* error : {graded ? nullptr : &graded.error(), hint ? nullptr : &hint.error()}) {
    if (!error) continue;
    require(error->kind == ErrorKind::Stuck || error->kind == ErrorKind::BadOption);
    if (error->kind == ErrorKind::Stuck) {
      require(error->message.rfind("the technique set '", 0) == 0);
      require(error->message.find("is stuck: no step found") != std::string::npos);
      require(error->message.find("still empty") != std::string::npos);
    }
  }
  // A set the options refuse is refused by both calls, before any work.
  if (!api::solver_options({set, true}, false)) {
    require(!graded && graded.error().kind == ErrorKind::BadOption);
    require(!hint && hint.error().kind == ErrorKind::BadOption);
  }
  if (graded) require(graded->steps.size() > 0);
  if (hint) require(hint->has_value());
}

// The bytes repeated past 65,536 characters, through the calls that take text.
void long_texts(std::string_view bytes) {
  if (bytes.empty()) return;
  std::string big;
  while (big.size() <= 65536) big.append(bytes);
  static const std::string kPuzzle =
      "4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8";
  auto bounded = [](const auto& result) {
    check_error(result);
    if (!result) require(result.error().message.size() < 400);
  };
  bounded(api::format(big, "line"));
  bounded(api::format(kPuzzle, big));
  bounded(api::solver_options({big, true}, false));
  bounded(api::find(big, kPuzzle));
  bounded(api::daily_options(big, 1));
  bounded(api::parse_seed(big));
  bounded(api::parse_score_range(big));
  bounded(api::hint(kPuzzle, big, "", {}));
  bounded(api::count(big, 2));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (size >= kCells) solve_offered_digits(data);
  hint_from_any_state(text);
  facade_calls(text);
  technique_set(fields_of(text)[2]);
  // A '~' first asks for the long texts (each takes a few milliseconds).
  if (!text.empty() && text.front() == '~') long_texts(text.substr(1));
  const auto grid = parse_puzzle(text);
  if (!grid) {
    require(!grid.error().message.empty());
    return 0;
  }
  // Pencil marks keep every cell's digits: a value, or a cell's one candidate, is
  // a given read back; the other cells keep their candidates less those givens'.
  const auto marks = parse_puzzle(to_line729(*grid));
  if (marks) {
    for (Cell c = 0; c < kCells; ++c) {
      const DigitSet one = grid->value(c) ? DigitSet::single(grid->value(c)) : grid->candidates(c);
      if (one.size() == 1) {
        require(marks->is_given(c) && marks->value(c) == one.first());
      } else {
        require(marks->is_empty(c) && (marks->candidates(c) - one).empty());
      }
    }
  } else {
    // An 81-char puzzle with a dead cell, or two cells left one candidate alike in a house.
    require(marks.error().kind == ErrorKind::NoCandidates || marks.error().kind == ErrorKind::Duplicate);
  }
  require(to_line81(*parse_puzzle(to_line81(*grid))) == to_line81(*grid));
  // A small budget keeps each input fast; the bound itself is under test too.
  const SolutionCount found = count_solutions(*grid, 3, 20'000);
  require(found.count <= 3);
  if (found.count > 0) check_solution(*grid, found);
  // Text the solver reads directly (81 digits and blanks) gives the parser's answer.
  if (const auto direct = count_solutions_line81(text, 3, 20'000))
    require(direct->count == found.count && direct->nodes == found.nodes && direct->first == found.first);
  return 0;
}
