#include "generate/generator.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <vector>

#include "core/hash.hpp"
#include "core/score_text.hpp"
#include "exact/exact_solver.hpp"
#include "generate/random.hpp"
#include "grade/explainer_rating.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {
namespace {

using Values = std::array<uint8_t, kCells>;

constexpr std::array<std::string_view, 5> kSymmetryNames = {"none", "rot180", "rot90", "mirror", "diagonal"};

// The cell a symmetry maps c to (applied repeatedly, it walks c's orbit).
Cell image(Symmetry s, Cell c) {
  const int r = row_of(c), k = col_of(c);
  switch (s) {
    case Symmetry::None:
      return c;
    case Symmetry::Rot180:
      return cell_at(8 - r, 8 - k);
    case Symmetry::Rot90:
      return cell_at(k, 8 - r);
    case Symmetry::Mirror:
      return cell_at(r, 8 - k);
    case Symmetry::Diagonal:
      return cell_at(k, r);
  }
  return c;
}

// Cells that are given or left empty together.
std::vector<std::vector<Cell>> orbits(Symmetry s) {
  std::vector<std::vector<Cell>> out;
  std::array<bool, kCells> seen{};
  for (Cell c = 0; c < kCells; ++c) {
    if (seen[c]) continue;
    std::vector<Cell> orbit;
    for (Cell x = c; !seen[x]; x = image(s, x)) {
      seen[x] = true;
      orbit.push_back(x);
    }
    out.push_back(std::move(orbit));
  }
  return out;
}

// A random complete grid: boxes 1, 5 and 9 share no house, so any three random
// permutations there can be completed; the exact solver completes them.
Values random_solution(Random& rng) {
  Grid seeded;
  for (int box : {0, 4, 8}) {
    std::array<Digit, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.shuffle(digits);
    for (int i = 0; i < 9; ++i) seeded.place(kHouseCells[box_house(box)][i], digits[i], true);
  }
  Values full{};
  const SolutionCount found = count_solutions(seeded, 1);
  std::copy(found.first.begin(), found.first.end(), full.begin());
  return full;
}

bool unique(const Grid& g) { return unique_solution(g).ok(); }

// The techniques the puzzle may need: the target level, the target technique and
// nothing harder, the top of the score range.
StepOptions ceiling_of(const GenerateOptions& o) {
  StepOptions s = o.solver;
  s.explain = nullptr;
  if (o.level) s.max_level = *o.level;
  if (o.technique) s.last = index_of(*o.technique);
  // A row may run when SE can rate its steps within the range: for the scores
  // that only some of its steps have (1.2, 1.7, 1.9, 2.0, 2.5), the row's own
  // score (1.5, 2.6, 2.8, 3.4, 4.0) would keep from the dig every puzzle that
  // has them.
  if (o.max_score)
    for (int row = 0; row < kTechniqueCount; ++row)
      if (lowest_rating(static_cast<Technique>(row)) > *o.max_score) s.techniques[row] = false;
  return s;
}

// Checked before any work: a range that holds no score the generator reaches
// would only run out of attempts. Scores are discrete (tenths, and not all of
// them below the chains' 6.6), so a range can fall between two.
std::optional<Error> check_score_range(const GenerateOptions& o) {
  if (!o.min_score && !o.max_score) return std::nullopt;
  const double low = o.min_score.value_or(-HUGE_VAL), high = o.max_score.value_or(HUGE_VAL);
  const std::vector<double> scale = explainer_scale(o.solver);
  std::vector<double> reached;
  std::copy_if(scale.begin(), scale.end(), std::back_inserter(reached),
               [](double score) { return score <= kHighestGeneratedScore; });
  const auto above = std::lower_bound(reached.begin(), reached.end(), low);
  if (above != reached.end() && *above <= high) return std::nullopt;
  auto bad = [](std::string m) { return Error{ErrorKind::BadOption, std::move(m)}; };
  if (reached.empty() || above == reached.end())
    return bad("the generator reaches scores up to " + score_text(kHighestGeneratedScore) +
               ": harder puzzles are too rare for its attempts to find (the scale goes on to " +
               score_text(scale.back()) + ")");
  if (above == reached.begin())
    return bad("no puzzle scores below " + score_text(reached.front()) + " (a solved grid is no puzzle)");
  return bad("no puzzle scores between " + score_text(*(above - 1)) + " and " + score_text(*above) +
             ": ask for a range that holds one of them");
}

// What printf's %f writes for infinity or NaN, without printf: std::to_string of a
// double is the wasm module's only use of the printf family (8 KB of code).
std::string non_finite_text(double value) {
  return std::string(std::signbit(value) ? "-" : "") + (std::isnan(value) ? "nan" : "inf");
}

}  // namespace

std::optional<Error> check_options(const GenerateOptions& o) {
  auto bad = [](std::string m) { return Error{ErrorKind::BadOption, std::move(m)}; };
  if (o.level && (*o.level < 0 || *o.level > kMaxLevel))
    return bad("level must be 0 to 4, not " + std::to_string(*o.level));
  for (const auto& bound : {o.min_score, o.max_score})
    if (bound && !std::isfinite(*bound)) return bad("a score must be a number, not " + non_finite_text(*bound));
  if (o.min_score && o.max_score && *o.min_score > *o.max_score) return bad("the score range is empty");
  if (auto problem = check_score_range(o)) return problem;
  if (o.max_attempts < 1) return bad("the attempt budget must be at least 1");
  if (o.technique) {
    const TechniqueInfo& t = info(*o.technique);
    if (!t.deduction()) return bad("'" + std::string(t.key) + "' is not a technique");
    if (!o.solver.techniques[index_of(*o.technique)]) return bad(std::string(t.name) + " is not among the techniques");
    if (t.uniqueness && !o.solver.uniqueness)
      return bad(std::string(t.name) + " assumes a unique solution, and uniqueness techniques are off");
    if (o.level && *o.level != t.level)
      return bad(std::string(t.name) + " is a level " + std::to_string(t.level) + " technique, not level " +
                 std::to_string(*o.level));
    if ((o.min_score && t.score < *o.min_score) || (o.max_score && lowest_rating(*o.technique) > *o.max_score))
      return bad(std::string(t.name) + "'s score is outside the score range");
  }
  return std::nullopt;
}

namespace {

// What the path alone decides: the level and the hardest technique (its grade
// before rate_grade has them).
bool meets_path(const GenerateOptions& o, const Grade& g) {
  if (o.level && g.level != *o.level) return false;
  if (o.technique) {
    const int target = index_of(*o.technique);
    if (g.counts[target] == 0) return false;
    for (int row = target + 1; row < kTechniqueCount; ++row)
      if (g.counts[row] > 0) return false;  // something harder
  }
  return true;
}

bool meets_score(const GenerateOptions& o, const Grade& g) {
  return !(o.min_score && g.score < *o.min_score) && !(o.max_score && g.score > *o.max_score);
}

bool is_minimal(const Values& values) {
  for (Cell c = 0; c < kCells; ++c) {
    if (!values[c]) continue;
    Values fewer = values;
    fewer[c] = 0;
    if (unique(Grid::with_givens(fewer))) return false;
  }
  return true;
}

Values without(Values values, const std::vector<Cell>& orbit) {
  for (Cell c : orbit) values[c] = 0;
  return values;
}

bool uses_row(const std::vector<Step>& steps, int row) {
  return std::any_of(steps.begin(), steps.end(), [&](const Step& s) { return index_of(s.technique) == row; });
}

// Removes orbits in order while the puzzle stays unique and keep(grid) accepts
// the grid without them (keep may note what it learnt of an accepted one).
template <typename Keep>
void dig(Values& values, const std::vector<std::vector<Cell>>& order, Keep&& keep) {
  for (const auto& orbit : order) {
    if (!values[orbit.front()]) continue;
    const Values fewer = without(values, orbit);
    const Grid g = Grid::with_givens(fewer);
    if (!unique(g) || !keep(g)) continue;
    values = fewer;
  }
}

// Re-digs per attempt looking for the target, and orbits put back before each:
// tried on the rare keys, fewer rounds or fewer orbits found them more slowly.
constexpr int kRounds = 100;
constexpr int kPutBack = 6;

// How near a grid is to a puzzle for the target: whether the path within the
// target's level uses it, and how much of that path is harder than the target
// (steps after its row, and cells the path cannot fill).
struct Fit {
  bool solved = false;
  bool uses = false;
  int harder = 0;
  int work = 0;  // steps past the singles: how hard the path is
};

Fit fit_of(const Grid& g, const StepOptions& wide, int target) {
  const SolvePath path = solve_path(g, wide);
  Fit fit{path.solved, uses_row(path.steps, target), 0};
  for (const Step& s : path.steps) {
    fit.harder += index_of(s.technique) > target;
    fit.work += info(s.technique).family != Family::Singles;
  }
  fit.harder += static_cast<int>(path.end.empty_cells().size());
  return fit;
}

// A target technique. A random dig within the ceiling seldom ends needing a
// rare target: every earlier row must be stuck just when it applies, and most
// digs end on easy puzzles. So the dig runs wider (up to level 3, or the
// target's level), and once the path uses the target it refuses removals that
// lose it. Until then, re-digs from the last state (a few givens put back)
// climb towards harder paths, which get stuck more often. With the target,
// givens of the solution go back, orbit by orbit, while the target stays and
// less of the path is harder than it, until nothing is; failing that, the
// re-digs go on from the last state that had the target. Last, the dig goes on
// within the ceiling, keeping the target.
std::optional<Values> dig_for(const GenerateOptions& o, const StepOptions& ceiling,
                              const std::vector<std::vector<Cell>>& order, const Values& solution, Random& rng) {
  const int target = index_of(*o.technique);
  StepOptions wide = ceiling;
  wide.last = kTechniqueCount - 1;
  wide.max_level = std::min(ceiling.max_level, std::max(kMaxLevel - 1, info(*o.technique).level));
  // Removes orbits while the puzzle stays unique and solvable within `wide`,
  // and, once the path uses the target, keeps it.
  auto dig_wide = [&](Values& values, Fit& fit, const std::vector<std::vector<Cell>>& orbits_in) {
    dig(values, orbits_in, [&](const Grid& g) {
      const Fit next = fit_of(g, wide, target);
      if (!next.solved || (fit.uses && !next.uses)) return false;
      fit = next;
      return true;
    });
  };
  // Puts givens of the solution back, orbit by orbit, while the target stays
  // and less of the path is harder than it, until nothing is.
  auto repair = [&](Values values, Fit fit) -> std::optional<Values> {
    auto back = order;
    while (fit.harder > 0) {
      rng.shuffle(back);
      bool better = false;
      for (const auto& orbit : back) {
        if (values[orbit.front()]) continue;
        Values more = values;
        for (Cell c : orbit) more[c] = solution[c];
        const Fit next = fit_of(Grid::with_givens(more), wide, target);
        if (!next.uses || next.harder >= fit.harder) continue;
        values = more;
        fit = next;
        better = true;
        break;
      }
      if (!better) return std::nullopt;
    }
    return values;
  };
  // Whether a re-dig is kept: first the target, then (with it) fewer harder
  // steps, or (without it) a path no easier, so that the search climbs towards
  // paths that get stuck where the target may apply.
  auto no_worse = [](const Fit& a, const Fit& b) {
    if (a.uses != b.uses) return a.uses;
    return a.uses ? a.harder <= b.harder : a.work >= b.work;
  };
  Values values = solution;
  Fit fit;
  dig_wide(values, fit, order);
  auto again = order;
  bool fresh = true;
  for (int round = 0; round < kRounds; ++round) {
    if (fit.uses && fresh) {
      if (auto done = repair(values, fit)) {
        values = *done;
        for (Values last = values;; last = values) {
          dig(values, order, [&](const Grid& g) {
            const SolvePath path = solve_path(g, ceiling);
            return path.solved && uses_row(path.steps, target);
          });
          if (values == last) break;
        }
        return values;
      }
    }
    // A few givens go back and the dig goes on in another order.
    Values trial = values;
    rng.shuffle(again);
    int back = 0;
    for (const auto& orbit : again) {
      if (back == kPutBack) break;
      if (trial[orbit.front()]) continue;
      for (Cell c : orbit) trial[c] = solution[c];
      ++back;
    }
    Fit trial_fit = fit_of(Grid::with_givens(trial), wide, target);
    rng.shuffle(again);
    dig_wide(trial, trial_fit, again);
    fresh = no_worse(trial_fit, fit) && trial != values;
    if (fresh) {
      values = trial;
      fit = trial_fit;
    }
  }
  return std::nullopt;
}

// One attempt: a random solution, then givens removed orbit by orbit (random
// order) while the puzzle stays unique and within the ceiling.
std::optional<Generated> attempt(const GenerateOptions& o, const StepOptions& ceiling, Random& rng) {
  Values values = random_solution(rng);
  auto order = orbits(o.symmetry);
  rng.shuffle(order);
  const bool capped =
      ceiling.max_level < kMaxLevel || ceiling.techniques != o.solver.techniques || ceiling.last < kTechniqueCount - 1;
  if (!o.technique) {
    dig(values, order, [&](const Grid& g) { return !capped || solve_path(g, ceiling).solved; });
  } else if (auto found = dig_for(o, ceiling, order, values, rng)) {
    values = *found;
  } else {
    return std::nullopt;
  }
  // The grade comes from the unrestricted solver: a score ceiling is not a prefix
  // of the solver's order (it can forbid a level-1 technique and allow a level-2
  // one), so the capped path is only a guide for the digging.
  const Grid puzzle = Grid::with_givens(values);
  if (puzzle.is_complete()) return std::nullopt;  // nothing could be dug: a solved grid is no puzzle
  StepOptions all = o.solver;
  all.explain = nullptr;
  const auto path = solve_path(puzzle, all);
  if (!path.solved) return std::nullopt;  // its technique set cannot finish it: no grade to give, no puzzle to return
  // SE's rating, most of a hard puzzle's grade, only for a puzzle its path accepts.
  Grade grade = grade_of(path.steps);
  if (!meets_path(o, grade)) return std::nullopt;
  rate_grade(grade, puzzle, all);
  if (!meets_score(o, grade)) return std::nullopt;
  if (o.minimal && !is_minimal(values)) return std::nullopt;
  return Generated{puzzle, grade, 0, o.solver.techniques};
}

}  // namespace

std::optional<Symmetry> symmetry_from_name(std::string_view name) {
  for (size_t i = 0; i < kSymmetryNames.size(); ++i)
    if (kSymmetryNames[i] == name) return static_cast<Symmetry>(i);
  return std::nullopt;
}

std::string_view symmetry_name(Symmetry symmetry) { return kSymmetryNames[static_cast<int>(symmetry)]; }

Result<Generated> generate(const GenerateOptions& options) {
  if (auto problem = check_options(options)) return *problem;
  GenerateOptions focused = options;
  if (options.technique) {
    const int target = index_of(*options.technique);
    for (int row = 0; row < target; ++row)
      if (kTechniques[row].level == kTechniques[target].level) focused.solver.techniques[row] = false;
  }
  const StepOptions ceiling = ceiling_of(options), focused_ceiling = ceiling_of(focused);
  Random rng(options.seed);
  for (int n = 1; n <= options.max_attempts; ++n) {
    const bool focus = options.technique && n % 2 == 0;
    if (auto found = focus ? attempt(focused, focused_ceiling, rng) : attempt(options, ceiling, rng)) {
      found->attempts = n;
      found->techniques = (focus ? focused : options).solver.techniques;
      return *found;
    }
  }
  return Error{ErrorKind::CouldNotMeet, "could not meet these options in " + std::to_string(options.max_attempts) +
                                            (options.max_attempts == 1 ? " attempt" : " attempts") +
                                            " (try another seed, fewer constraints or a larger budget)"};
}

GenerateOptions daily_options(std::string_view date, int level) {
  // The seed: FNV-1a over "pencilmark-daily:<date>:<level>".
  Fnv1a h;
  auto mix = [&](std::string_view s) {
    for (char ch : s) h.add(static_cast<unsigned char>(ch));
  };
  mix("pencilmark-daily:");
  mix(date);
  mix(":" + std::to_string(level));
  GenerateOptions options;
  options.level = level;
  options.symmetry = Symmetry::Rot180;  // a daily puzzle should look like one
  options.seed = h.value;
  return options;
}

}  // namespace pencilmark
