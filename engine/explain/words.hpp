// The words of a step: small helpers in r1c1 notation, and readers of the
// step's facts (its evidence by role) for the explainers.
#pragma once

#include <string>
#include <vector>

#include "core/catalog.hpp"
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
std::string house_list(const std::vector<House>& houses);

// The step's evidence with a role, in the order the finder recorded it.
std::vector<House> houses_with(const Step& step, Role role);
std::vector<Cell> cells_with(const Step& step, Role role);
std::vector<Candidate> candidates_with(const Step& step, Role role);
// The cells of candidates_with(step, role), each once, ascending.
CellSet candidate_cells(const Step& step, Role role);
// The cells of a list of candidates, each once, ascending.
CellSet cells_of(const std::vector<Candidate>& candidates);

// A house as the catalogs say it ("row 3", "Zeile 3"); a cell's name is r1c1 in every language.
CatalogValue house_said(House h);
CatalogValue cells_said(const std::vector<Cell>& cells);
CatalogValue cells_said(CellSet cells);
CatalogValue houses_said(const std::vector<House>& houses);
// A set's digits as a list, joined with "and" or "or".
CatalogValue digits_said(DigitSet digits, std::string joined = "and");
// removal_list's words: "3 from r1c4 and r1c5; 8 from r1c5".
CatalogValue removals_said(const std::vector<Candidate>& eliminations);
// Adds $removed, the cells that lose a candidate, and $count, how many (the words
// say "which sees" or "which see").
void add_removed(CatalogArgs& args, const Step& step);

// Sets the step's words as messages of the step catalogs (explain/catalogs.hpp)
// and says them in English: `text` the step's message; the nudge ("Look at row
// 3.") names `nudge_where`, the second clue the technique and `where` (a
// where-in or where-in-digit message).
void set_said(Step& step, CatalogValue text, CatalogValue nudge_where, CatalogValue where);

// Sets the step's text and clues: the nudge names where to look ("Look at row 3."),
// the second clue the technique and where ("Hidden Pair in row 3.": where = "in row 3").
void set_words(Step& step, std::string text, std::string nudge_where, std::string where);

}  // namespace pencilmark
