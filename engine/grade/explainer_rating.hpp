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
  bool finished = false;  // false: the pass stalled (nothing, not even a trial, applied)
};

// Rates a puzzle with one solution SE's way. Where SE's families up to nested
// level 2 find nothing (its levels 3-5 are not searched), it takes Pencilmark's
// own next trial (nested trial and error first) and rates it 11.4 (see the .cpp).
ExplainerRating rate_like_explainer(const Grid& grid, const StepOptions& options);

}  // namespace pencilmark
