// The explainers: each technique's words, written from a step's facts (its
// evidence by role, its values). They are registered here by the technique
// table's key (explainers.cpp), not in the table: the logic layer finds steps
// and knows nothing of words. The layers above hand explain_step to the step
// solver (StepOptions::explain) when they want steps with words.
#pragma once

#include "core/grid.hpp"
#include "logic/finders.hpp"

namespace pencilmark {

// Writes a step's text and words (Step::said) from its facts; grid is where it was found.
void explain_step(Step& step, const Grid& grid);

// By family, in explain/*.cpp.
void explain_single(Step&, const Grid&);
void explain_intersection(Step&, const Grid&);
void explain_subset(Step&, const Grid&);
void explain_fish(Step&, const Grid&);
void explain_xy_chain(Step&, const Grid&);
void explain_xyz_wing(Step&, const Grid&);
void explain_unique_rectangle(Step&, const Grid&);
void explain_bug(Step&, const Grid&);
void explain_w_wing(Step&, const Grid&);
void explain_remote_pair(Step&, const Grid&);
void explain_single_digit(Step&, const Grid&);
void explain_colouring(Step&, const Grid&);
void explain_avoidable_rectangle(Step&, const Grid&);
void explain_unique_loop(Step&, const Grid&);
void explain_wxyz_wing(Step&, const Grid&);
void explain_sue_de_coq(Step&, const Grid&);
void explain_rectangle(Step&, const Grid&);
void explain_aic(Step&, const Grid&);
void explain_als(Step&, const Grid&);
void explain_trial(Step&, const Grid&);
void explain_forcing_chain(Step&, const Grid&);
void explain_guess(Step&, const Grid&);
void explain_wrong_digit(Step&, const Grid&);
void explain_missing_candidate(Step&, const Grid&);

}  // namespace pencilmark
