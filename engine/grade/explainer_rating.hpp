// Rating a puzzle Sudoku Explainer's way (docs/rating.md): its path always takes the
// easiest step it can find, family by family (the basic techniques it has, by
// rating; then its chain families), and the puzzle's ER, EP and ED come from
// that path. Pencilmark's own path keeps Zambon's order for the level; this
// second pass over the same finders gives the score.
#pragma once

#include <string>
#include <vector>

#include "core/grid.hpp"
#include "logic/finders.hpp"
#include "logic/step.hpp"

namespace pencilmark {

// Past SE's nested level 5 (nesting 6), where SE has no rule, ER is an estimate.
constexpr bool estimated_nesting(int nesting) { return nesting > 5; }

// A step of the pass: its rating, what took it (as er_by names it) and what it
// placed and removed.
struct RatedStep {
  double rating;
  std::string by;
  std::vector<Candidate> placed, removed;
};

struct ExplainerRating {
  double er = 0, ep = 0, ed = 0;
  std::string er_by, ep_by;  // what set them: a technique's or a chain family's name
  // SE's nested level of the step that set ER: 0 (not nested), 1 to 5; 6 when
  // the pass went past level 5, whose ER is then an estimate.
  int er_nesting = 0;
  int steps = 0;
  std::vector<RatedStep> path;  // every step, to set beside SE's (se-ts's path.mjs)
  bool finished = false;        // false: the pass stalled (nothing, not even a trial, applied)
};

// Rates a puzzle with one solution SE's way. Where SE's families up to nested
// level 5 find nothing (SE has no rule past it), it takes Pencilmark's own next
// trial (nested trial and error first) and rates it 11.9 (see the .cpp).
// With options.reference_rating, by plain searches (none of their exact
// shortcuts): the same rating, slowly, as the reference for them.
ExplainerRating rate_like_explainer(const Grid& grid, const StepOptions& options);

// Every rating the pass can give a step with these options, so every score a
// puzzle can have, ascending: from the rules in code, not a list (the basic
// rows' scores and their raters', the direct techniques', each chain family's
// base plus its length increments, the fallback past nested level 5). Chain
// ratings have no top in the rules; they are listed for hints of up to 13,122
// nodes (9.5 + 2.4 = 11.9), and none above a guess's 12.0, the scale's top.
std::vector<double> explainer_scale(const StepOptions& options);

// The least rating a row's steps can have on SE's path: its score, or less
// where SE rates some of them lower (a hidden single in a box 1.2, a direct
// pointing 1.7, a direct hidden pair 2.0).
double lowest_rating(Technique technique);

}  // namespace pencilmark
