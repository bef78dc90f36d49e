#include <catch2/catch.hpp>
#include <iterator>
#include <limits>
#include <string>
#include <utility>

#include "api/pencilmark.hpp"
#include "core/score_text.hpp"
#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "generate/generator.hpp"
#include "generate/random.hpp"
#include "grade/aligned_exclusion.hpp"
#include "grade/explainer_rating.hpp"
#include "logic/chain_families.hpp"
#include "test_support.hpp"

using namespace pencilmark;

namespace {

Generated make(GenerateOptions o) {
  const auto g = generate(o);
  INFO((g ? "" : g.error().message));
  REQUIRE(g.ok());
  return *g;
}

bool unique(const Grid& g) { return count_solutions(g, 2).count == 1; }

// The grade as the grader gives it, from scratch.
Grade regrade(const Grid& g, const TechniqueSet& techniques = all_techniques()) {
  StepOptions options;
  options.techniques = techniques;
  return grade_puzzle(*parse_puzzle(to_line81(g)), options)->grade;
}

}  // namespace

TEST_CASE("the random source is the same everywhere: fixed values for a fixed seed") {
  // splitmix64's published first output for seed 0, and our shuffle on top of it.
  Random rng(0);
  CHECK(rng.next() == 0xE220A8397B1DCDAFull);
  Random again(1234);
  std::array<int, 9> a{1, 2, 3, 4, 5, 6, 7, 8, 9};
  again.shuffle(a);
  Random same(1234);
  std::array<int, 9> b{1, 2, 3, 4, 5, 6, 7, 8, 9};
  same.shuffle(b);
  CHECK(a == b);
  CHECK(a != std::array<int, 9>{1, 2, 3, 4, 5, 6, 7, 8, 9});
}

TEST_CASE("every level can be asked for, and the puzzle has one solution and that grade") {
  for (int level = 0; level <= kMaxLevel; ++level) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      GenerateOptions o;
      o.level = level;
      o.seed = seed;
      const Generated g = make(o);
      INFO("level " << level << " seed " << seed << ": " << to_line81(g.puzzle));
      CHECK(unique(g.puzzle));
      CHECK(g.grade.level == level);
      const Grade again = regrade(g.puzzle);
      CHECK(again.level == level);
      CHECK(again.score == g.grade.score);
      CHECK(again.hardest == g.grade.hardest);
    }
  }
}

TEST_CASE("a required technique is used, and nothing harder") {
  for (Technique t : {technique("x-wing"), technique("y-wing"), technique("hidden-pair"), technique("xy-chain")}) {
    GenerateOptions o;
    o.technique = t;
    o.seed = 11;
    const Generated g = make(o);
    const Grade grade = regrade(g.puzzle);
    INFO(info(t).key << ": " << to_line81(g.puzzle));
    CHECK(grade.counts[static_cast<int>(t)] > 0);
    CHECK(grade.hardest == t);
  }
}

TEST_CASE("a rare technique is steered to, and the grade really uses it and nothing harder", "[slow]") {
  // Keys the plain random dig never reached within the default budget, and
  // keys no puzzle needs with every technique on (x-chain, multi-colours): those
  // come with the techniques of their level before them left out, and say so.
  const std::pair<const char*, uint64_t> cases[] = {
      {"locked-triple", 1},        {"naked-quad", 1}, {"turbot-fish", 3},      {"simple-colours-trap", 3},
      {"dual-empty-rectangle", 1}, {"jellyfish", 3},  {"x-chain", 1},          {"multi-colours-1", 2},
      {"hidden-quad", 1},          {"rectangle", 1},  {"sashimi-jellyfish", 1}};
  const size_t every = test_support::sample_every();
  for (size_t i = 0; i < std::size(cases); i += every) {
    const auto& [key, seed] = cases[i];
    GenerateOptions o;
    o.technique = *find_technique(key);
    o.seed = seed;
    const Generated g = make(o);
    INFO(key << " seed " << seed << ": " << to_line81(g.puzzle));
    CHECK(unique(g.puzzle));
    const Grade grade = regrade(g.puzzle, g.techniques);
    const int row = index_of(*o.technique);
    // The set is the full one, or it leaves out exactly some rows before the target, of its level.
    for (int other = 0; other < kTechniqueCount; ++other)
      if (kTechniques[other].deduction() && !g.techniques[other])
        CHECK((other < row && kTechniques[other].level == kTechniques[row].level));
    CHECK(grade.counts[row] > 0);
    for (int later = row + 1; later < kTechniqueCount; ++later) CHECK(grade.counts[later] == 0);
    CHECK(grade.counts == g.grade.counts);
  }
}

TEST_CASE("a score range holds") {
  GenerateOptions o;
  o.min_score = 3.0;
  o.max_score = 3.5;
  o.seed = 5;
  const Grade grade = regrade(make(o).puzzle);
  CHECK(grade.score >= 3.0);
  CHECK(grade.score <= 3.5);
}

TEST_CASE("each symmetry holds on the givens") {
  auto partner = [](Symmetry s, Cell c) {
    const int r = row_of(c), k = col_of(c);
    switch (s) {
      case Symmetry::Rot180:
        return cell_at(8 - r, 8 - k);
      case Symmetry::Rot90:
        return cell_at(k, 8 - r);
      case Symmetry::Mirror:
        return cell_at(r, 8 - k);
      case Symmetry::Diagonal:
        return cell_at(k, r);
      case Symmetry::None:
        break;
    }
    return c;
  };
  for (const char* name : {"rot180", "rot90", "mirror", "diagonal"}) {
    GenerateOptions o;
    o.symmetry = *symmetry_from_name(name);
    o.level = 1;
    o.seed = 21;
    const Generated g = make(o);
    INFO(name << ": " << to_line81(g.puzzle));
    CHECK(unique(g.puzzle));
    for (Cell c = 0; c < kCells; ++c) CHECK(g.puzzle.is_empty(c) == g.puzzle.is_empty(partner(o.symmetry, c)));
  }
  CHECK_FALSE(symmetry_from_name("spiral"));
}

TEST_CASE("a minimal puzzle loses uniqueness without any one of its givens") {
  for (Symmetry s : {Symmetry::None, Symmetry::Rot180}) {
    GenerateOptions o;
    o.minimal = true;
    o.symmetry = s;
    o.seed = 8;
    const Generated g = make(o);
    const std::string line = to_line81(g.puzzle);
    for (Cell c = 0; c < kCells; ++c) {
      if (line[c] == '.') continue;
      std::string fewer = line;
      fewer[c] = '.';
      CHECK_FALSE(unique(*parse_puzzle(fewer)));
    }
  }
}

TEST_CASE("the same options and seed give the same puzzle, and another seed another") {
  GenerateOptions o;
  o.level = 2;
  o.symmetry = Symmetry::Rot180;
  o.seed = 99;
  const std::string first = to_line81(make(o).puzzle);
  CHECK(to_line81(make(o).puzzle) == first);
  o.seed = 100;
  CHECK(to_line81(make(o).puzzle) != first);
}

TEST_CASE("the daily puzzle is fixed by date and level") {
  const auto a = generate(daily_options("2026-11-21", 2));
  const auto b = generate(daily_options("2026-11-21", 2));
  const auto c = generate(daily_options("2026-11-22", 2));
  REQUIRE(a.ok());
  REQUIRE(c.ok());
  CHECK(to_line81(a->puzzle) == to_line81(b->puzzle));
  CHECK(to_line81(a->puzzle) != to_line81(c->puzzle));
  CHECK(a->grade.level == 2);
}

TEST_CASE("options that cannot be met give a clear error, never a hang") {
  GenerateOptions o;
  o.technique = technique("jellyfish");
  o.symmetry = Symmetry::Rot90;
  o.max_attempts = 5;
  const auto g = generate(o);
  REQUIRE_FALSE(g.ok());
  CHECK(g.error().message ==
        "could not meet these options in 5 attempts (try another seed, fewer constraints or a larger budget)");
  GenerateOptions bad;
  bad.level = 5;
  CHECK(generate(bad).error().message == "level must be 0 to 4, not 5");
  bad.level = 3;
  bad.technique = technique("x-wing");
  CHECK(generate(bad).error().message == "X-Wing is a level 2 technique, not level 3");
}

TEST_CASE("a score range that holds no score the generator reaches is refused before any work") {
  auto range = [](double low, double high, const char* techniques = "all") {
    GenerateOptions o;
    o.min_score = low;
    o.max_score = high;
    o.solver.techniques = *api::parse_technique_set(techniques);
    return check_options(o);
  };
  // Above the highest score it reaches, though below the scale's top.
  const auto rare = range(11.95, 11.99);
  REQUIRE(rare);
  CHECK(rare->kind == ErrorKind::BadOption);
  CHECK(rare->message.find("up to " + score_text(kHighestGeneratedScore)) != std::string::npos);
  CHECK(range(kHighestGeneratedScore + 0.05, 100));
  // Between two scores a puzzle can have: the names are the scale's.
  // (SE's aligned pair exclusion, 6.2, and the base of its cycles, 6.5.)
  const auto gap = range(6.3, 6.4);
  REQUIRE(gap);
  CHECK(gap->message.find("between " + score_text(kAlignedPairRating) + " and " + score_text(6.5)) !=
        std::string::npos);
  CHECK(range(9.05, 9.09));
  CHECK(range(1.05, 1.15));
  // XYZ-Wing's 4.4 is a score only with XYZ-Wing among the techniques.
  CHECK_FALSE(range(4.3, 4.4));
  CHECK(range(4.3, 4.4, "zambon"));
  // Every score up to the highest reached is accepted, alone or in a range.
  for (const double score : explainer_scale({})) {
    if (score > kHighestGeneratedScore) break;
    INFO(score);
    CHECK_FALSE(range(score, score));
  }
  CHECK_FALSE(range(1.05, kHighestGeneratedScore + 0.05));
}

TEST_CASE("a score SE gives only to some steps of a row can be asked for alone") {
  // A hidden single in a box, a direct pointing, a direct hidden pair or
  // triple: the dig must let their rows run though the rows' scores are
  // higher. (A direct claiming, 1.9, is possible too but rare: SE finds a
  // direct pointing or a single first.)
  for (const Technique row :
       {technique("hidden-single"), technique("pointing-line"), technique("hidden-pair"), technique("hidden-triple")}) {
    const double lowest = lowest_rating(row);
    INFO(info(row).key << " " << lowest);
    CHECK(lowest < info(row).score);
    GenerateOptions o;
    o.min_score = o.max_score = lowest;
    o.seed = 3;
    const Generated g = make(o);
    CHECK(g.grade.score == lowest);
    CHECK(regrade(g.puzzle).score == lowest);
  }
}

TEST_CASE("a score that is no number is named in the error as printf would write it") {
  for (const auto& [bound, text] : {std::pair{std::numeric_limits<double>::infinity(), "inf"},
                                    std::pair{-std::numeric_limits<double>::infinity(), "-inf"},
                                    std::pair{std::numeric_limits<double>::quiet_NaN(), "nan"}}) {
    GenerateOptions o;
    o.min_score = bound;
    CHECK(generate(o).error().message == std::string("a score must be a number, not ") + text);
  }
}
