// Rating a puzzle Sudoku Explainer's way (RATING.md): its path always takes the
// easiest step it can find, family by family (the basic techniques it has, by
// rating; then its chain families), and the puzzle's ER, EP and ED come from
// that path. Pencilmark's own path keeps Zambon's order for the level; this
// second pass over the same finders gives the score.
#pragma once

#include <string>

#include "core/grid.hpp"
#include "logic/finders.hpp"

namespace pencilmark {

struct ExplainerRating {
  double er = 0, ep = 0, ed = 0;
  std::string er_by, ep_by;  // what set them: a technique's or a chain family's name
  int steps = 0;
  bool finished = false;  // false: the pass stalled (beyond SE's dynamic chains)
};

// Rates a puzzle with one solution (options.solution known) SE's way. Where SE's
// families up to dynamic forcing chains find nothing, it takes Pencilmark's own
// next step (trial and error, nested) at that step's rating.
ExplainerRating rate_like_explainer(const Grid& grid, const StepOptions& options);

}  // namespace pencilmark
