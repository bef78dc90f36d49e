#include "grade/explainer_rating.hpp"

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <optional>

#include "grade/aligned_exclusion.hpp"
#include "logic/chain_families.hpp"
#include "logic/implications.hpp"
#include "logic/step_solver.hpp"
#include "logic/unary_chains.hpp"

namespace pencilmark {
namespace {

constexpr double kBeyondLevel5 = 11.9;  // a step past SE's nested level 5 (see the fallback)

// SE's direct techniques: an intersection or a hidden set counted only when it
// leaves a hidden single at once, and rated below the naked single.
//   pointing (1.7): another box along the line is left one place for the digit
//   claiming (1.9): another line through the box is
//   hidden pair (2.0), triple (2.5): another digit of its house is
struct Pass {
  Technique technique;
  bool direct = false;
  double rating = 0;  // a direct pass's; else the step's own
};

// The one place left for d in house h, if the step left h exactly one where it
// had several.
std::optional<Candidate> single_left(const Grid& before, const Grid& after, House h, Digit d) {
  if (!(kHouseSets[h] & before.cells_with_candidate(d)).several()) return std::nullopt;
  const CellSet left = kHouseSets[h] & after.cells_with_candidate(d);
  if (!left.single()) return std::nullopt;
  return Candidate{left.first(), d};
}

// The hidden single a direct technique's step leaves, if it leaves one: SE's
// direct hint is that placement, and its own eliminations are not made (the
// grid keeps them, as SE's does, for a later step to find).
std::optional<Candidate> hidden_single_left(const Grid& grid, const Step& step) {
  Grid after = grid;
  apply(after, step);
  House region = -1, cover = -1;
  for (const HouseMark& m : step.houses) {
    if (m.role == Role::Region) region = m.house;
    if (m.role == Role::Cover) cover = m.house;
  }
  if (region < 0) return std::nullopt;
  if (cover >= 0) {  // an intersection: houses of the region's kind that cross the cover
    const Digit d = step.digits.first();
    for (House h = 0; h < kHouses; ++h)
      if (h != region && h / 9 == region / 9 && !(kHouseSets[h] & kHouseSets[cover]).empty())
        if (const auto single = single_left(grid, after, h, d)) return single;
    return std::nullopt;
  }
  for (Digit d : ~step.digits)  // a hidden set: the house's other digits
    if (const auto single = single_left(grid, after, region, d)) return single;
  return std::nullopt;
}

// The rows SE has, easiest first (the table's order among equal scores), with
// its direct techniques among them.
std::vector<Pass> explainer_passes(const StepOptions& options) {
  std::vector<Pass> passes;
  for (int row = 0; row < kTechniqueCount; ++row)
    if (kTechniques[row].explainer && options.allows(row))
      passes.push_back({static_cast<Technique>(row), false, kTechniques[row].score});
  for (auto [key, rating] : {std::pair{technique("pointing-line"), 1.7},
                             {technique("box-line"), 1.9},
                             {technique("hidden-pair"), 2.0},
                             {technique("hidden-triple"), 2.5}})
    if (options.allows(index_of(key))) passes.push_back({key, true, rating});
  std::stable_sort(passes.begin(), passes.end(), [](const Pass& a, const Pass& b) { return a.rating < b.rating; });
  return passes;
}

// The trial rows the fallback past nested level 5 may take.
StepOptions trial_rows(const StepOptions& options) {
  StepOptions trials = options;
  for (int row = 0; row < kTechniqueCount; ++row)
    trials.techniques[row] = trials.techniques[row] && kTechniques[row].family == Family::Trial;
  return trials;
}

// What a pass's steps can rate. A rater of the basic rows rates by what the
// step marks: its house (a hidden single: a row, a column or a box), or its
// deadly pattern's cells (a unique loop: six, eight or ten), the cells of its
// naked subset (a unique loop's or a BUG's type 3: none to six) and its BUG
// cells (one, or several).
std::vector<double> pass_ratings(const Pass& pass) {
  const TechniqueInfo& row = info(pass.technique);
  if (pass.direct || !row.rate) return {pass.rating};
  std::vector<double> ratings;
  for (House house : {row_house(0), col_house(0), box_house(0)})
    for (int loop : {6, 8, 10})
      for (int subset = 0; subset <= 6; ++subset)
        for (int bug_cells : {1, 2}) {
          Step step(pass.technique);
          step.mark(house, Role::Region);
          for (Cell c = 0; c < loop + subset + bug_cells; ++c)
            step.mark_cell(c, c < loop ? Role::Deadly : c < loop + subset ? Role::Pattern : Role::Extra);
          ratings.push_back(row.rate(step, row.score));
        }
  return ratings;
}

// A step's name in the rating's path: SE's for the BUG types past the first
// (type 3 has a naked set, type 4 a house its two cells share, type 2 neither).
std::string explainer_name(const Step& step) {
  if (step.technique != technique("bug-plus-1") || step.rating() == info(step.technique).score)
    return std::string(step.info().name);
  const bool naked =
      std::any_of(step.cells.begin(), step.cells.end(), [](const CellMark& m) { return m.role == Role::Pattern; });
  return naked ? "BUG type 3" : step.houses.empty() ? "BUG type 2" : "BUG type 4";
}

}  // namespace

double lowest_rating(Technique technique) {
  double lowest = info(technique).score;
  for (const Pass& pass : explainer_passes({}))
    if (pass.technique == technique)
      for (const double rating : pass_ratings(pass)) lowest = std::min(lowest, rating);
  return lowest;
}

PENCILMARK_SMALL std::vector<double> explainer_scale(const StepOptions& given) {
  StepOptions options = given;
  options.explain = nullptr;
  std::vector<double> ratings;
  for (const Pass& pass : explainer_passes(options))
    for (const double rating : pass_ratings(pass)) ratings.push_back(rating);
  // Past nested level 5: the stand-in rating, or a guess's own.
  const StepOptions trials = trial_rows(options);
  for (int row = 0; row < kTechniqueCount; ++row)
    if (trials.allows(row))
      ratings.push_back(static_cast<Technique>(row) == technique("guess") ? kTechniques[row].score : kBeyondLevel5);
  // The chain families run whatever the options: each base, then a tenth more
  // at each threshold of length its nodes pass (rate_chain). Listed up to the
  // most nodes a hint of one level can have: every candidate on and off, in
  // each of up to nine branches (nested chains count their inner chains' nodes
  // too, and may rate more).
  constexpr int kMostNodes = kCells * kDigits * 2 * kDigits;
  // The node counts where the increment rises, found once for every base.
  std::vector<int> rises{1};
  for (int nodes = 2, tenths = 0; nodes <= kMostNodes; ++nodes)
    if (const int now = static_cast<int>(std::lround(rate_chain(0, nodes) * 10)); now != tenths) {
      rises.push_back(nodes);
      tenths = now;
    }
  const double top = info(technique("guess")).score;
  for (const double base : kChainBases)
    for (const int nodes : rises)
      if (rate_chain(base, nodes) <= top) ratings.push_back(rate_chain(base, nodes));
  // SE's aligned exclusions, which also run whatever the options.
  ratings.push_back(kAlignedPairRating);
  ratings.push_back(kAlignedTripleRating);
  std::sort(ratings.begin(), ratings.end());
  ratings.erase(std::unique(ratings.begin(), ratings.end()), ratings.end());
  return ratings;
}

PENCILMARK_SMALL ExplainerRating rate_like_explainer(const Grid& start, const StepOptions& given) {
  StepOptions options = given;
  options.explain = nullptr;
  options.explainer_rules = true;
  const std::vector<Pass> passes = explainer_passes(options);
  const StepOptions trials = trial_rows(options);  // the fallback: the trial rows alone
  ExplainerRating rating;
  Grid grid = start;
  bool placed = false;
  // SE's hint at every step: the easiest of the first family that has one,
  // each family searched whole. The searches' shortcuts are exact (they skip
  // only what cannot be the easiest); with options.reference_rating, a plain
  // search without them shows it (ChainSearches).
  const bool plain = given.reference_rating;
  // Past SE's deepest level, ER is an estimate already (the stand-in): the
  // rest of the path takes the trials without searching the levels again
  // (each search of level 5 takes seconds).
  bool beyond = false;
  NestedMemo memo;  // what the nested levels found, by grid, for all the steps
  for (int guard = 0; guard < kCells * kDigits && !grid.is_complete(); ++guard) {
    double r = -1;
    bool places = false;
    std::string by;
    std::vector<Candidate> placements, eliminations;  // the step's, for the path
    int nesting = 0;
    // Takes the hint as this step's, if there is one.
    auto take = [&](const std::optional<ChainHint>& hint, int level) {
      if (!hint) return false;
      r = hint->rating;
      by = chain_name(*hint);
      nesting = level;
      eliminations = chain_eliminations(grid, *hint);
      for (const Candidate& e : eliminations) grid.remove_candidate(e.cell, e.digit);
      return true;
    };
    for (const Pass& pass : passes) {
      std::vector<Step> found = find_steps(pass.technique, grid, pass.direct ? SIZE_MAX : 1, options);
      if (pass.direct) {
        std::optional<Candidate> single;
        const auto step = std::find_if(found.begin(), found.end(), [&](const Step& s) {
          return (single = hidden_single_left(grid, s)).has_value();
        });
        if (step == found.end()) continue;
        r = pass.rating;
        by = "Direct " + std::string(step->info().name);
        places = true;
        placements = {*single};
        grid.place(single->cell, single->digit);
        break;
      }
      if (found.empty()) continue;
      const Step& step = found.front();
      r = step.rating();
      by = explainer_name(step);
      places = !step.placements.empty();
      placements = step.placements, eliminations = step.eliminations;
      apply(grid, step);
      break;
    }
    // SE's aligned pair exclusion, after its basic techniques.
    if (r < 0 && !beyond) {
      eliminations = aligned_pair_exclusion(grid);
      if (!eliminations.empty()) {
        r = kAlignedPairRating;
        by = "Aligned Pair Exclusion";
        for (const Candidate& e : eliminations) grid.remove_candidate(e.cell, e.digit);
      }
    }
    if (r < 0 && !beyond) {
      // SE's chain families in its order, then its nested levels 2 to 5:
      // dynamic branches that, when they stall, take the static forcing chains
      // of their grid (2), and when those find nothing, its static cell and
      // region forcing chains (3); or, in place of both, its dynamic forcing
      // chains (4), and when those find nothing, level 2's dynamic forcing
      // chains (5). One hint a step, as SE takes them (applying every hint a
      // search finds made the later steps easier than SE's: hardest_eleven ER
      // 0.17 lower on average).
      ChainSearches searches(grid, step_solver(), plain, &memo);  // the families' at this position
      // SE's first family, its forcing chains and cycles: the first hint of
      // its sorted list (the forcing chains searched from the premises whose
      // static closure holds their negation).
      if (const std::vector<UnaryChainHint> unary = unary_chain_hints(searches.links(), searches.closure(), true);
          !unary.empty()) {
        const UnaryChainHint& first = unary.front();
        r = std::round(first.difficulty * 10) / 10;
        by = first.name;
        eliminations = first.removals;
        sort_candidates(eliminations);
        for (const Candidate& e : eliminations) grid.remove_candidate(e.cell, e.digit);
      }
      // SE's aligned triplet exclusion, after its first chain family.
      if (r < 0) {
        eliminations = aligned_triple_exclusion(grid);
        if (!eliminations.empty()) {
          r = kAlignedTripleRating;
          by = "Aligned Triplet Exclusion";
          for (const Candidate& e : eliminations) grid.remove_candidate(e.cell, e.digit);
        }
      }
      // Then the other families, in turn.
      if (r < 0)
        for (const auto& [family, level] : {std::pair{ChainFamily::Nishio, 0},
                                            {ChainFamily::Multiple, 0},
                                            {ChainFamily::Dynamic, 0},
                                            {ChainFamily::Nested, 1},
                                            {ChainFamily::NestedStatic, 2},
                                            {ChainFamily::NestedForcing, 3},
                                            {ChainFamily::NestedDynamic, 4},
                                            {ChainFamily::NestedDeep, 5}})
          if (take(searches.easiest(family), level)) break;
      beyond = r < 0;
    }
    if (r < 0) {
      // Beyond nested level 5, where SE has no rule: Pencilmark's trials
      // stand in, rated 11.9 (level 5's 11.0 plus the increment of ~95 nodes,
      // as the stand-in past level 4 was 10.5 plus it, before level 5 was
      // searched). No puzzle of the data sets here comes past level 4.
      std::optional<Step> step = next_step(grid, trials);
      if (!step) break;
      r = step->technique == technique("guess") ? step->rating() : kBeyondLevel5;
      by = std::string(step->info().name);
      nesting = 6;
      places = !step->placements.empty();
      placements = step->placements, eliminations = step->eliminations;
      apply(grid, *step);
    }
    if (rating.steps == 0) rating.ed = r;
    if (!placed && (rating.steps == 0 || r > rating.ep)) {
      rating.ep = r;
      rating.ep_by = by;
    }
    if (rating.steps == 0 || r > rating.er) {
      rating.er = r;
      rating.er_by = by;
      rating.er_nesting = nesting;
    }
    placed = placed || places;
    ++rating.steps;
    rating.path.push_back({r, std::move(by), std::move(placements), std::move(eliminations)});
  }
  rating.finished = grid.is_complete();
  return rating;
}

}  // namespace pencilmark
