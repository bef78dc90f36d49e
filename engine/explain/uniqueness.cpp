// Words for the uniqueness steps: unique rectangles (types 1-6), the hidden
// rectangle, unique loops, avoidable rectangles and BUG+1. The facts are the
// deadly pattern's cells (Role::Deadly), the candidates that keep it from
// forming (Role::Extra), the houses and strong links used, and the effect. Each
// text says which pattern would form and that the puzzle would then have two
// solutions.
#include <algorithm>

#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

std::vector<Cell> sorted(std::vector<Cell> cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

CatalogValue rows_of(const std::vector<Cell>& cells) {
  std::vector<House> rows;
  for (Cell c : cells)
    if (std::find(rows.begin(), rows.end(), row_house(row_of(c))) == rows.end()) rows.push_back(row_house(row_of(c)));
  std::sort(rows.begin(), rows.end());
  return houses_said(rows);
}

// How the cells with more candidates keep a deadly pattern from forming, in
// the four ways rectangles and loops share (their types 1 to 4).
enum class Kept { OneCell, OneDigit, Subset, Conjugate };

// What a rectangle or loop step of these kinds removes and why, after the
// sentence that says why the pattern must not form. `all` names its cells as a
// whole ("the four cells").
CatalogValue kept_words(Kept kept, const Step& step, const Grid& grid, const CatalogValue& all) {
  std::vector<Cell> plain, extra;
  for (Cell c : sorted(cells_with(step, Role::Deadly)))
    ((grid.candidates(c) - step.digits).empty() ? plain : extra).push_back(c);
  CatalogArgs args{{"plain", cells_said(plain)},
                   {"ab", digits_said(step.digits)},
                   {"ab-or", digits_said(step.digits, "or")},
                   {"extra", cells_said(extra)}};
  const Digit removed_digit = step.eliminations.front().digit;
  switch (kept) {
    case Kept::OneCell: {
      DigitSet removed;
      for (const Candidate& e : step.eliminations) removed.add(e.digit);
      args.emplace_back("removed-digits", digits_said(removed));
      return CatalogValue::message("kept-one-cell", std::move(args));
    }
    case Kept::OneDigit:
      add_removed(args, step);
      args.insert(args.end(), {{"x", removed_digit}, {"extra-count", static_cast<int>(extra.size())}});
      return CatalogValue::message("kept-one-digit", std::move(args));
    case Kept::Subset: {
      DigitSet extras;
      for (const Candidate& e : candidates_with(step, Role::Extra)) extras.add(e.digit);
      DigitSet subset_digits = extras;
      const std::vector<Cell> others = cells_with(step, Role::Pattern);
      for (Cell c : others) subset_digits = subset_digits | grid.candidates(c);
      args.insert(args.end(), {{"extras-or", digits_said(extras, "or")},
                               {"extras", digits_said(extras)},
                               {"others", cells_said(others)},
                               {"size", static_cast<int>(others.size() + 1)},
                               {"subset-digits", digits_said(subset_digits)},
                               {"houses", houses_said(houses_with(step, Role::Region))},
                               {"removed", removals_said(step.eliminations)}});
      return CatalogValue::message("kept-subset", std::move(args));
    }
    case Kept::Conjugate: {
      const Digit v = removed_digit, u = (step.digits - DigitSet::single(v)).first();
      args.insert(args.end(),
                  {{"houses", houses_said(houses_with(step, Role::Region))}, {"u", u}, {"v", v}, {"all", all}});
      return CatalogValue::message("kept-conjugate", std::move(args));
    }
  }
  return {""};
}

// The second clue, the same for every rectangle and loop: "in r1c1, r1c5, r3c1 and r3c5 (4 and 7)".
CatalogValue where_cells(const std::vector<Cell>& cells, DigitSet digits) {
  return CatalogValue::message("where-deadly", {{"cells", cells_said(sorted(cells))}, {"digits", digits_said(digits)}});
}

}  // namespace

void explain_unique_rectangle(Step& step, const Grid& grid) {
  const std::vector<Cell> corners = cells_with(step, Role::Deadly);
  const Digit a = step.digits.first(), b = (step.digits - DigitSet::single(a)).first();
  // Corners that can only be a or b, and corners with more candidates.
  std::vector<Cell> plain, extra;
  for (Cell c : sorted(corners)) ((grid.candidates(c) - step.digits).empty() ? plain : extra).push_back(c);
  const Digit removed_digit = step.eliminations.front().digit;
  const Digit other = removed_digit == a ? b : a;
  const CatalogValue four = CatalogValue::message("deadly-four-cells");
  CatalogValue kept("");
  if (step.technique == technique("unique-rectangle-1")) {
    kept = kept_words(Kept::OneCell, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-2") || step.technique == technique("unique-rectangle-5")) {
    kept = kept_words(Kept::OneDigit, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-3")) {
    kept = kept_words(Kept::Subset, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-4")) {
    kept = kept_words(Kept::Conjugate, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-6")) {
    kept = CatalogValue::message("unique-rectangle-6", {{"plain", cells_said(plain)},
                                                        {"ab", digits_said(step.digits)},
                                                        {"ab-or", digits_said(step.digits, "or")},
                                                        {"houses", houses_said(houses_with(step, Role::Region))},
                                                        {"u", removed_digit},
                                                        {"v", other},
                                                        {"pair", cells_said(extra)}});
  } else {  // hidden rectangle: x can only be a or b, z is across from it
    const Cell z = step.eliminations.front().cell;
    Cell x = -1;
    std::vector<Cell> beside;
    for (Cell c : sorted(corners)) {
      if (row_of(c) != row_of(z) && col_of(c) != col_of(z)) x = c;
      if ((row_of(c) == row_of(z)) != (col_of(c) == col_of(z))) beside.push_back(c);
    }
    kept = CatalogValue::message("hidden-rectangle", {{"x", cell_name(x)},
                                                      {"z", cell_name(z)},
                                                      {"beside", cells_said(beside)},
                                                      {"ab", digits_said(step.digits)},
                                                      {"ab-or", digits_said(step.digits, "or")},
                                                      {"houses", houses_said(houses_with(step, Role::Region))},
                                                      {"u", other},
                                                      {"v", removed_digit}});
  }
  // Why any of it holds: the four cells must not end up holding only a and b.
  set_said(step,
           CatalogValue::message(
               "unique-rectangle",
               {{"corners", cells_said(sorted(corners))}, {"ab", digits_said(step.digits)}, {"kept", std::move(kept)}}),
           CatalogValue::message("deadly-look", {{"ab", digits_said(step.digits)}, {"rows", rows_of(corners)}}),
           where_cells(corners, step.digits));
}

// The loop's cells in loop order, then why they must not hold only a and b,
// then which of the four kinds keeps them from it: one cell with more (type 1),
// the others' one extra digit (2), a naked subset (3), or a conjugate pair (4).
void explain_unique_loop(Step& step, const Grid& grid) {
  const std::vector<Cell> loop = cells_with(step, Role::Deadly);
  size_t extra = 0;
  for (Cell c : loop) extra += !(grid.candidates(c) - step.digits).empty();
  const bool ab_removed = step.digits.has(step.eliminations.front().digit);
  const Kept kept = extra == 1                                ? Kept::OneCell
                    : ab_removed                              ? Kept::Conjugate
                    : cells_with(step, Role::Pattern).empty() ? Kept::OneDigit
                                                              : Kept::Subset;
  set_said(step,
           CatalogValue::message("unique-loop",
                                 {{"loop", cells_said(loop)},
                                  {"ab", digits_said(step.digits)},
                                  {"kept", kept_words(kept, step, grid, CatalogValue::message("deadly-loop-cells"))}}),
           CatalogValue::message("deadly-look", {{"ab", digits_said(step.digits)}, {"rows", rows_of(loop)}}),
           where_cells(loop, step.digits));
}

void explain_avoidable_rectangle(Step& step, const Grid& grid) {
  const std::vector<Cell> corners = cells_with(step, Role::Deadly);  // p1, p2, q1, q2
  std::vector<CatalogValue> solved;
  for (Cell c : corners)
    if (!grid.is_empty(c))
      solved.push_back(CatalogValue::message("solved-cell", {{"cell", cell_name(c)}, {"digit", grid.value(c)}}));
  const int solved_count = static_cast<int>(solved.size());
  CatalogArgs args{{"solved", CatalogValue::list(std::move(solved))},
                   {"solved-count", solved_count},
                   {"ab", digits_said(step.digits)}};
  const std::vector<Candidate> completing = candidates_with(step, Role::Pattern);
  const char* text = "avoidable-rectangle-1";
  if (step.technique == technique("avoidable-rectangle-1")) {
    const Candidate& e = step.eliminations.front();
    args.insert(args.end(), {{"cell", cell_name(e.cell)}, {"digit", e.digit}});
  } else {
    text = "avoidable-rectangle-2";
    add_removed(args, step);
    args.insert(args.end(), {{"first", cell_name(completing[0].cell)},
                             {"first-digit", completing[0].digit},
                             {"second", cell_name(completing[1].cell)},
                             {"second-digit", completing[1].digit},
                             {"x", candidates_with(step, Role::Extra).front().digit}});
  }
  set_said(step, CatalogValue::message(text, std::move(args)),
           CatalogValue::message("avoidable-look", {{"rows", rows_of(corners)}}), where_cells(corners, step.digits));
}

void explain_bug(Step& step, const Grid& grid) {
  const Cell cell = cells_with(step, Role::Extra).front();
  set_said(step,
           CatalogValue::message("bug-plus-1", {{"cell", cell_name(cell)},
                                                {"candidates", digits_said(grid.candidates(cell))},
                                                {"digit", step.digits.first()},
                                                {"houses", houses_said(houses_with(step, Role::Region))},
                                                {"others", digits_said(grid.candidates(cell) - step.digits)}}),
           CatalogValue::message("bug-look"), CatalogValue::message("where-in", {{"place", cell_name(cell)}}));
}

}  // namespace pencilmark
