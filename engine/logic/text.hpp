// Small helpers for the words of a step, in r1c1 notation.
#pragma once

#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "logic/step.hpp"

namespace pencilmark {

// "a", "a and b", "a, b and c"
std::string join_words(const std::vector<std::string>& words, std::string_view last = " and ");
std::string cell_list(const std::vector<Cell>& cells);
std::string cell_list(CellSet cells);
std::string digit_list(DigitSet digits, std::string_view last = " and ");
// "r1c4<>3, r1c5<>3 and r1c5<>8" style, grouped: "3 from r1c4 and r1c5, 8 from r1c5"
std::string removal_list(const std::vector<Candidate>& eliminations);
std::string digit_word(Digit d);

// Sets the step's text and clues: the nudge names where to look ("Look at row 3."),
// the second clue the technique and where ("Hidden Pair in row 3.": where = "in row 3").
void set_words(Step& step, std::string text, std::string nudge_where, std::string where);

}  // namespace pencilmark
