// The words of a step: readers of the step's facts (its evidence by role) for
// the explainers, and the values the catalogs' messages are given (cells in r1c1
// notation, houses, lists).
#pragma once

#include <string>
#include <vector>

#include "core/catalog.hpp"
#include "core/geometry.hpp"
#include "logic/step.hpp"

namespace pencilmark {

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
CatalogValue cells_said(const std::vector<Cell>& cells, std::string joined = "and");
CatalogValue cells_said(CellSet cells, std::string joined = "and");
CatalogValue houses_said(const std::vector<House>& houses);
// A set's digits as a list, joined with "and" or "or".
CatalogValue digits_said(DigitSet digits, std::string joined = "and");
// removal_list's words: "3 from r1c4 and r1c5; 8 from r1c5".
CatalogValue removals_said(const std::vector<Candidate>& eliminations);
// A chain's node, true or false: "r1c1 is 5", "r1c1 or r1c2 is 5" (a group: one of
// its cells is), "r1c1 is not 5", "r1c1 and r1c2 are not 5".
CatalogValue node_said(CellSet cells, Digit digit, bool on);
CatalogValue node_said(const Candidate& candidate, bool on);
// Adds $removed, the cells that lose a candidate, and $count, how many (the words
// say "which sees" or "which see").
void add_removed(CatalogArgs& args, const Step& step);

// Sets the step's words as messages of the step catalogs (explain/catalogs.hpp)
// and says them in English: `text` the step's message; the nudge ("Look at row
// 3.") names `nudge_where`, the second clue the technique and `where` (a
// where-in or where-in-digit message).
void set_said(Step& step, CatalogValue text, CatalogValue nudge_where, CatalogValue where);

}  // namespace pencilmark
