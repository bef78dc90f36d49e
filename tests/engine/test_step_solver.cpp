#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>

#include "api/pencilmark.hpp"
#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "grade/grader.hpp"
#include "logic/finders.hpp"
#include "logic/step_solver.hpp"
#include "logic/templates.hpp"
#include "test_support.hpp"

using namespace pencilmark;

namespace {

// key, puzzle, and the technique set its path is taken with ("all" unless a
// third field names one: for the few techniques the ones before them pre-empt).
struct Example {
  std::string key, puzzle;
  StepOptions options;
};

std::vector<Example> technique_examples() {
  std::vector<Example> out;
  for (const auto& line : test_support::read_lines(test_support::project_data("technique_examples.txt"))) {
    const auto tab = line.find('\t'), tab2 = line.find('\t', tab + 1);
    Example e{line.substr(0, tab), line.substr(tab + 1, tab2 - tab - 1), {}};
    if (tab2 != std::string::npos) e.options.techniques = *api::parse_technique_set(line.substr(tab2 + 1));
    out.push_back(std::move(e));
  }
  return out;
}

Example example(const std::string& key) {
  for (const Example& e : technique_examples())
    if (e.key == key) return e;
  return {};
}

std::string example_of(const std::string& key) { return example(key).puzzle; }

// The grid just before the first step of technique t on the puzzle's path, and that step with its words.
std::pair<Grid, Step> position_before(const std::string& puzzle, Technique t, StepOptions options = {}) {
  options.explain = explain_step;
  Grid g = *parse_puzzle(puzzle);
  for (;;) {
    std::optional<Step> step = next_step(g, options);
    REQUIRE(step);
    if (step->technique == t) return {g, *step};
    apply(g, *step);
  }
}

bool any_below(const Grid& g, int level) {
  for (int row = 0; row < kTechniqueCount; ++row) {
    const TechniqueInfo& t = kTechniques[row];
    if (!t.deduction() || t.level >= level) continue;
    if (!find_steps(static_cast<Technique>(row), g, 1, {}).empty()) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("the technique table: solver order by level, one row per key and code, a finder and words for each") {
  std::set<std::string_view> keys, codes;
  for (int i = 0; i < kTechniqueCount; ++i) {
    const TechniqueInfo& t = kTechniques[i];
    INFO(t.key);
    CHECK(keys.insert(t.key).second);
    for (auto code : t.codes)
      if (!code.empty()) CHECK(codes.insert(code).second);
    CHECK(t.level >= 0);
    CHECK(t.level <= kMaxLevel);
    if (i > 0 && t.deduction() && kTechniques[i - 1].deduction()) CHECK(kTechniques[i - 1].level <= t.level);
    if (!t.deduction()) CHECK(t.family == Family::Report);
  }
  CHECK(find_technique("hidden-pair") == technique("hidden-pair"));
  CHECK(find_technique("0210") == technique("hidden-pair"));
  CHECK(find_technique("0000") == technique("full-house"));
  CHECK(find_technique("0800") == technique("y-wing"));
  CHECK_FALSE(find_technique("wrong-digit"));
  CHECK_FALSE(find_technique("nonsense"));
  CHECK(level_name(0) == "Easy");
  CHECK(level_name(4) == "Extreme");
}

TEST_CASE("every technique of the table fires on a real puzzle (data/technique_examples.txt)") {
  const auto examples = technique_examples();
  std::map<std::string, bool> listed;
  size_t with_all = 0;
  for (const auto& [key, puzzle, options] : examples) {
    INFO(key << ": " << puzzle);
    const auto technique = find_technique(key);
    REQUIRE(technique);
    listed[key] = true;
    with_all += options.techniques == all_techniques();
    const auto graded = grade_puzzle(*parse_puzzle(puzzle), options);
    REQUIRE(graded.ok());
    CHECK(graded->grade.counts[index_of(*technique)] > 0);
    // Its words, from its explainer: a sentence and the two clues.
    const auto [grid, step] = position_before(puzzle, *technique, options);
    CHECK(step.text.size() > 20);
    CHECK(step.clues[0].rfind("Look at ", 0) == 0);
    CHECK(step.clues[1].rfind(std::string(info(*technique).name) + " ", 0) == 0);
  }
  for (const TechniqueInfo& t : kTechniques)
    if (t.deduction()) CHECK(listed.count(std::string(t.key)) == 1);
  // All but a handful fire with every technique on (an AIC only where the
  // discontinuous loops that its removals make are left out).
  CHECK(with_all + 8 >= examples.size());
}

TEST_CASE("the zambon preset grades as the engine did before the catalogue (tests/data/zambon_grades.tsv)", "[slow]") {
  // 280 puzzles of every difficulty, graded before the catalogue was added:
  // puzzle, level, score, hardest technique, steps.
  StepOptions zambon;
  zambon.techniques = *api::parse_technique_set("zambon");
  const size_t every = test_support::sample_every();
  size_t line_number = 0, n = 0;
  for (const auto& line : test_support::read_lines(test_support::fixture("zambon_grades.tsv"))) {
    if (line_number++ % every) continue;
    std::vector<std::string> f;
    for (size_t start = 0, tab; start <= line.size(); start = tab + 1) {
      tab = std::min(line.find('\t', start), line.size());
      f.push_back(line.substr(start, tab - start));
    }
    REQUIRE(f.size() == 5);
    INFO(f[0]);
    const auto graded = grade_puzzle(*parse_puzzle(f[0]), zambon);
    REQUIRE(graded.ok());
    CHECK(graded->grade.level == std::stoi(f[1]));
    CHECK(info(graded->grade.hardest).key == f[3]);
    CHECK(graded->grade.steps == std::stoul(f[4]));
    for (const Step& step : graded->steps) CHECK(step.info().zambon);
    ++n;
  }
  CHECK(n == (280 + every - 1) / every);
}

TEST_CASE("technique sets: presets, lists of keys and codes, and named errors") {
  const auto zambon = api::parse_technique_set("zambon");
  REQUIRE(zambon.ok());
  CHECK(zambon->count() == 18);
  CHECK((*zambon)[index_of(technique("rectangle"))]);
  CHECK_FALSE((*zambon)[index_of(technique("full-house"))]);
  CHECK(*api::parse_technique_set("all") == all_techniques());
  const auto some = api::parse_technique_set("hidden-single,0003");
  REQUIRE(some.ok());
  CHECK(some->count() == 2);
  CHECK((*some)[index_of(technique("naked-single"))]);
  const auto bad = api::parse_technique_set("hidden-single,nonsense");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().message ==
        "unknown technique 'nonsense' (give all, zambon, keys and codes separated by commas, and -key to leave one "
        "out)");
  const auto without = api::parse_technique_set("-x-wing,-0310");
  REQUIRE(without.ok());
  CHECK(without->count() == all_techniques().count() - 2);
  CHECK_FALSE((*without)[index_of(technique("finned-x-wing"))]);
  const auto zambon_plus = api::parse_technique_set("zambon,full-house,-guess");
  REQUIRE(zambon_plus.ok());
  CHECK(zambon_plus->count() == 18);
  // A set that leaves nothing in is refused by name, not taken as a set that solves nothing.
  for (const std::string_view empty : {"-all", "x-wing,-x-wing", "zambon,-zambon"}) {
    const auto none = api::parse_technique_set(empty);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().kind == ErrorKind::BadOption);
    CHECK(none.error().message == "the technique set '" + std::string(empty) + "' leaves no technique in");
  }
  // Singles only: a puzzle that needs more is not finished.
  StepOptions singles;
  singles.techniques = *api::parse_technique_set("full-house,hidden-single,naked-single");
  const auto hard = grade_puzzle(*parse_puzzle(example_of("x-wing")), singles);
  REQUIRE_FALSE(hard.ok());
}

TEST_CASE("trial and error on a real position: lower levels are stuck, the removed candidate is false") {
  // Forcing chains and nested trials pre-empt it: its example runs without them.
  const Example ex = example("trial-and-error");
  const std::string& puzzle = ex.puzzle;
  const auto [grid, step] = position_before(puzzle, technique("trial-and-error"), ex.options);
  const SolutionCount solution = count_solutions(*parse_puzzle(puzzle), 2);
  CHECK_FALSE(any_below(grid, 4));
  REQUIRE(step.eliminations.size() == 1);
  CHECK(solution.first[step.eliminations[0].cell] != step.eliminations[0].digit);
  CHECK(step.text.rfind("Suppose " + cell_name(step.eliminations[0].cell), 0) == 0);
  CHECK(step.text.find(" So " + cell_name(step.eliminations[0].cell) + " is not ") != std::string::npos);
}

TEST_CASE("Nishio on a real position: the digit alone breaks the grid, and no template held the candidate") {
  const std::string puzzle = example_of("nishio");
  const auto [grid, step] = position_before(puzzle, technique("nishio"));
  const SolutionCount solution = count_solutions(*parse_puzzle(puzzle), 2);
  CHECK_FALSE(any_below(grid, 4));
  REQUIRE(step.eliminations.size() == 1);
  const Candidate removed = step.eliminations[0];
  CHECK(solution.first[removed.cell] != removed.digit);
  CHECK(untemplated(grid, removed.digit).has(removed.cell));
  REQUIRE(step.contradiction);
  for (const Link& l : step.links) CHECK(l.to.digit == removed.digit);  // one digit all along
  CHECK(step.text.rfind("Suppose " + cell_name(removed.cell) + " is " + std::to_string(removed.digit) + ".", 0) == 0);
  // The solution's digits are in every template's reach: none is untemplated.
  for (Digit d = 1; d <= kDigits; ++d)
    for (Cell c : untemplated(grid, d)) CHECK(solution.first[c] != d);
}

TEST_CASE("nested trial and error on a real position: forcing chains are stuck, the removed candidate is false") {
  const std::string puzzle = example_of("nested-trial");
  const auto [grid, step] = position_before(puzzle, technique("nested-trial"));
  const SolutionCount solution = count_solutions(*parse_puzzle(puzzle), 2);
  CHECK_FALSE(any_below(grid, 4));
  CHECK(find_steps(technique("nested-forcing-chains"), grid, 1, {}).empty());
  REQUIRE(step.eliminations.size() == 1);
  const Candidate removed = step.eliminations[0];
  CHECK(solution.first[removed.cell] != removed.digit);
  CHECK_FALSE(nested_singles_survive(grid, removed.cell, removed.digit));
  // Inside the supposition, some candidate went by a trial of its own, and the grid broke.
  REQUIRE(step.contradiction);
  CHECK(std::any_of(step.links.begin(), step.links.end(), [](const Link& l) { return l.kind == LinkKind::Weak; }));
  CHECK(step.text.find("a trial inside the trial") != std::string::npos);
  // The solution's own digits survive the nested trial.
  for (Cell c : grid.empty_cells()) CHECK(nested_singles_survive(grid, c, solution.first[c]));
}

TEST_CASE("a guess places the solution's digit when even trial and error is stuck") {
  // Only the seeds' strategies: nested trial and error leaves no guess in the data sets.
  const Example e = example("guess");
  const auto [grid, step] = position_before(e.puzzle, technique("guess"), e.options);
  const SolutionCount solution = count_solutions(*parse_puzzle(e.puzzle), 2);
  CHECK(find_steps(technique("trial-and-error"), grid).empty());
  REQUIRE(step.placements.size() == 1);
  CHECK(solution.first[step.placements[0].cell] == step.placements[0].digit);
}

TEST_CASE("the grader names what is wrong with a puzzle it cannot grade") {
  const auto multiple = grade_puzzle(*parse_puzzle(std::string(81, '.')));
  REQUIRE_FALSE(multiple.ok());
  CHECK(multiple.error().message == "more than one solution");
  const auto none = grade_puzzle(*parse_puzzle("12345678.........9" + std::string(63, '.')));
  REQUIRE_FALSE(none.ok());
  CHECK(none.error().message == "no solution");
}

TEST_CASE("a step serializes to one JSON line in the documented shape") {
  const auto [grid, step] = position_before(example_of("y-wing"), technique("y-wing"));
  const std::string json = api::step_json(step);
  CHECK(json.rfind("{\"technique\":\"y-wing\",\"name\":\"Y-Wing\",\"family\":\"wings\",\"level\":2,\"score\":4.2,",
                   0) == 0);
  CHECK(json.find('\n') == std::string::npos);
  for (const char* field :
       {"\"placements\":", "\"eliminations\":[{\"cell\":", "\"houses\":", "\"cells\":", "\"candidates\":",
        "\"links\":[{\"from\":", "\"type\":\"strong\"", "\"stages\":", "\"text\":\"", "\"clues\":[\"Look at "})
    CHECK(json.find(field) != std::string::npos);
}

// The invariants on real data, each path found step by step as hints find it
// (no solution given), and graded (path and SE's rating pass) for every third
// puzzle: sets of (file, puzzles taken) from shared/data/puzzles.
namespace {
void check_paths(const std::vector<std::pair<std::string, size_t>>& sets) {
  const std::string dir = test_support::shared_data_dir() + "/puzzles";
  test_support::skip_unless_exists(dir);
  const size_t every = test_support::sample_every();
  size_t wanted = 0, puzzles = 0, steps = 0, unsound = 0, idle = 0, singles_skipped = 0, unsolved = 0, mismatched = 0;
  for (const auto& [name, whole] : sets) {
    const size_t count = std::max<size_t>(1, whole / every);
    wanted += count;
    const auto all = test_support::read_lines(dir + "/" + name);
    const size_t stride = std::max<size_t>(1, all.size() / count);
    for (size_t i = 0; i < all.size() && i / stride < count; i += stride) {
      const Grid start = *parse_puzzle(all[i]);
      const SolutionCount solution = count_solutions(start, 2);
      REQUIRE(solution.count == 1);
      Grid g = start;
      int highest = 0;
      for (int guard = 0; guard < 729 && !g.is_complete(); ++guard) {
        std::optional<Step> step = next_step(g, {kMaxLevel});
        if (!step) break;
        ++steps;
        highest = std::max(highest, step->info().level);
        for (const Candidate& e : step->eliminations) unsound += solution.first[e.cell] == e.digit;
        for (const Candidate& p : step->placements) unsound += solution.first[p.cell] != p.digit;
        idle += !changes(g, *step);
        if (step->info().level >= 1) singles_skipped += any_below(g, 1);
        apply(g, *step);
      }
      bool matches = g.is_complete();
      for (Cell c = 0; c < kCells && matches; ++c) matches = g.value(c) == solution.first[c];
      unsolved += !matches;
      if (puzzles % 3 == 0) {
        const auto graded = grade_puzzle(start, {});
        mismatched += !graded.ok() || graded->grade.level != highest;
      }
      ++puzzles;
    }
  }
  INFO(puzzles << " puzzles, " << steps << " steps");
  CHECK(puzzles >= wanted);
  CHECK(unsound == 0);
  CHECK(idle == 0);
  CHECK(singles_skipped == 0);
  CHECK(unsolved == 0);
  CHECK(mismatched == 0);
}
}  // namespace

// Test cases of about equal time (the hardest take the longest), so that ctest
// runs them on both cores.
TEST_CASE(
    "on 1,500 proper puzzles every step is sound and changes the grid, singles come first, "
    "and every path ends at the solution with the grade's level its highest",
    "[slow]") {
  check_paths(
      {{"17_clue.txt", 400}, {"17_clue_10k.txt", 300}, {"kaggle3m_sample.txt", 400}, {"magictour_top1465.txt", 400}});
}

// The hardest fewer: their paths are long chains of forcing chains and trials.
TEST_CASE("on 100 of forum_hardest_1106 the same holds: sound steps, singles first, solved paths, the grade's level",
          "[slow]") {
  check_paths({{"forum_hardest_1106.txt", 100}});
}
TEST_CASE(
    "on 100 of forum_hardest_1905_11plus the same holds: sound steps, singles first, solved paths, the grade's level",
    "[slow]") {
  check_paths({{"forum_hardest_1905_11plus.txt", 100}});
}
TEST_CASE(
    "on 100 of forum_hardest_1905_11plus_10k the same holds: sound steps, singles first, solved paths, the grade's "
    "level",
    "[slow]") {
  check_paths({{"forum_hardest_1905_11plus_10k.txt", 100}});
}
