// Words for the uniqueness steps: unique rectangles (types 1-6), the hidden
// rectangle, unique loops, avoidable rectangles and BUG+1. The facts are the
// deadly pattern's cells (Role::Deadly), the candidates that keep it from
// forming (Role::Extra), the houses and strong links used, and the effect. Each
// text says which pattern would form and that the puzzle would then have two
// solutions.
#include <algorithm>

#include "explain/words.hpp"

namespace pencilmark {
namespace {

constexpr std::string_view kTwoSolutions = "the puzzle would have two solutions";

std::vector<Cell> sorted(std::vector<Cell> cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

std::string rows_of(const std::vector<Cell>& cells) {
  std::vector<House> rows;
  for (Cell c : cells)
    if (std::find(rows.begin(), rows.end(), row_house(row_of(c))) == rows.end()) rows.push_back(row_house(row_of(c)));
  std::sort(rows.begin(), rows.end());
  return house_list(rows);
}

std::string subset_word(size_t cells) {
  static constexpr const char* kWords[] = {"", "", "pair", "triple", "quad", "quint", "sextet", "septet", "octet"};
  return kWords[std::min<size_t>(cells, 8)];
}

// How the cells with more candidates keep a deadly pattern from forming, in
// the four ways rectangles and loops share (their types 1 to 4).
enum class Kept { OneCell, OneDigit, Subset, Conjugate };

// What a rectangle or loop step of these kinds removes and why, after the
// sentence that says why the pattern must not form. `all` names its cells as a
// whole ("the four cells").
std::string kept_words(Kept kept, const Step& step, const Grid& grid, const std::string& all) {
  std::vector<Cell> plain, extra;
  for (Cell c : sorted(cells_with(step, Role::Deadly)))
    ((grid.candidates(c) - step.digits).empty() ? plain : extra).push_back(c);
  const std::string ab = digit_list(step.digits), ab_or = digit_list(step.digits, " or ");
  const Digit removed_digit = step.eliminations.front().digit;
  const std::string plain_ones = cell_list(plain) + " can only be " + ab_or;
  switch (kept) {
    case Kept::OneCell: {
      const std::string last = cell_name(extra.front());
      DigitSet removed;
      for (const Candidate& e : step.eliminations) removed.add(e.digit);
      return plain_ones + ", so " + last + " cannot be " + ab_or + " as well: remove " + digit_list(removed) +
             " from " + last + ".";
    }
    case Kept::OneDigit: {
      const std::string x = digit_word(removed_digit);
      return plain_ones + ", and the only other candidate of " + cell_list(extra) + " is " + x +
             ", so one of them is " + x + ": remove " + x + " from " + cell_list(cells_of(step.eliminations)) +
             (step.eliminations.size() == 1 ? ", which sees " : ", which see ") +
             (extra.size() == 2 ? "both." : "all of them.");
    }
    case Kept::Subset: {
      DigitSet extras;
      for (const Candidate& e : candidates_with(step, Role::Extra)) extras.add(e.digit);
      DigitSet subset_digits = extras;
      const std::vector<Cell> others = cells_with(step, Role::Pattern);
      for (Cell c : others) subset_digits = subset_digits | grid.candidates(c);
      return plain_ones + ", so " + cell_list(extra) + " cannot both be " + ab_or + ": one of them is " +
             digit_list(extras, " or ") + ". Together they act as one cell holding " + digit_list(extras) +
             ", which with " + cell_list(others) + " makes a naked " + subset_word(others.size() + 1) + " on " +
             digit_list(subset_digits) + " in " + house_list(houses_with(step, Role::Region)) + ": remove " +
             removal_list(step.eliminations) + ".";
    }
    case Kept::Conjugate: {
      const Digit v = removed_digit, u = (step.digits - DigitSet::single(v)).first();
      const std::string pair = cell_list(extra);
      return plain_ones + ". In " + house_list(houses_with(step, Role::Region)) + ", " + digit_word(u) +
             " can only go in " + pair + ", so one of them is " + digit_word(u) + "; if the other were " +
             digit_word(v) + ", " + all + " would hold only " + ab + ". So remove " + digit_word(v) + " from " + pair +
             ".";
    }
  }
  return {};
}

}  // namespace

void explain_unique_rectangle(Step& step, const Grid& grid) {
  const std::vector<Cell> corners = cells_with(step, Role::Deadly);
  const std::string where_cells = cell_list(sorted(corners));
  const std::string ab = digit_list(step.digits), ab_or = digit_list(step.digits, " or ");
  const Digit a = step.digits.first(), b = (step.digits - DigitSet::single(a)).first();
  // Corners that can only be a or b, and corners with more candidates.
  std::vector<Cell> plain, extra;
  for (Cell c : sorted(corners)) ((grid.candidates(c) - step.digits).empty() ? plain : extra).push_back(c);
  const Digit removed_digit = step.eliminations.front().digit;
  const Digit other = removed_digit == a ? b : a;
  // Why any of it holds: the four cells must not end up holding only a and b.
  std::string text = where_cells + " lie in two rows, two columns and two boxes: if they held only " + ab +
                     ", the two digits could be swapped and " + std::string(kTwoSolutions) + ". ";
  const std::string four = "the four cells";
  if (step.technique == technique("unique-rectangle-1")) {
    text += kept_words(Kept::OneCell, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-2") || step.technique == technique("unique-rectangle-5")) {
    text += kept_words(Kept::OneDigit, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-3")) {
    text += kept_words(Kept::Subset, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-4")) {
    text += kept_words(Kept::Conjugate, step, grid, four);
  } else if (step.technique == technique("unique-rectangle-6")) {
    const Digit u = removed_digit, v = other;
    const std::string pair = cell_list(extra);
    text += cell_list(plain) + " can only be " + ab_or + ". In " + house_list(houses_with(step, Role::Region)) + ", " +
            digit_word(u) + " can only go in these four cells, so it fills one diagonal; if it filled " + pair + ", " +
            cell_list(plain) + " would be " + digit_word(v) + " and the four cells would hold only " + ab +
            ". So remove " + digit_word(u) + " from " + pair + ".";
  } else {  // hidden rectangle: x can only be a or b, z is across from it
    const Cell z = step.eliminations.front().cell;
    const Digit u = other, v = removed_digit;
    Cell x = -1;
    std::vector<Cell> beside;
    for (Cell c : sorted(corners)) {
      if (row_of(c) != row_of(z) && col_of(c) != col_of(z)) x = c;
      if ((row_of(c) == row_of(z)) != (col_of(c) == col_of(z))) beside.push_back(c);
    }
    text += cell_name(x) + " can only be " + ab_or + ". In " + house_list(houses_with(step, Role::Region)) + ", " +
            digit_word(u) + " can only go in these four cells, so if " + cell_name(z) + " were " + digit_word(v) +
            ", " + cell_list(beside) + " would be " + digit_word(u) + " and " + cell_name(x) + " " + digit_word(v) +
            ": the four cells would hold only " + ab + ". So remove " + digit_word(v) + " from " + cell_name(z) + ".";
  }
  set_words(step, text, "the cells holding " + ab + " in " + rows_of(corners), "in " + where_cells + " (" + ab + ")");
}

// The loop's cells in loop order, then why they must not hold only a and b,
// then which of the four kinds keeps them from it: one cell with more (type 1),
// the others' one extra digit (2), a naked subset (3), or a conjugate pair (4).
void explain_unique_loop(Step& step, const Grid& grid) {
  const std::vector<Cell> loop = cells_with(step, Role::Deadly);
  const std::string ab = digit_list(step.digits);
  size_t extra = 0;
  for (Cell c : loop) extra += !(grid.candidates(c) - step.digits).empty();
  const bool ab_removed = step.digits.has(step.eliminations.front().digit);
  const Kept kept = extra == 1                                ? Kept::OneCell
                    : ab_removed                              ? Kept::Conjugate
                    : cells_with(step, Role::Pattern).empty() ? Kept::OneDigit
                                                              : Kept::Subset;
  std::string text = cell_list(loop) +
                     " make a loop: each shares a house with the next (and the last with the first), and every row, "
                     "column and box that holds one of them holds two. If they held only " +
                     ab + ", the two digits could be swapped round the loop and " + std::string(kTwoSolutions) + ". ";
  text += kept_words(kept, step, grid, "the loop's cells");
  set_words(step, text, "the cells holding " + ab + " in " + rows_of(loop),
            "in " + cell_list(sorted(loop)) + " (" + ab + ")");
}

void explain_avoidable_rectangle(Step& step, const Grid& grid) {
  const std::vector<Cell> corners = cells_with(step, Role::Deadly);  // p1, p2, q1, q2
  const std::string ab = digit_list(step.digits);
  std::vector<std::string> solved;
  for (Cell c : corners)
    if (!grid.is_empty(c)) solved.push_back(cell_name(c) + " (" + digit_word(grid.value(c)) + ")");
  const std::string swap = "the four cells would hold " + ab +
                           " with no given among them, so they could be swapped and " + std::string(kTwoSolutions);
  std::string text = join_words(solved) + (solved.size() > 1 ? " were" : " was") + " solved, not given. ";
  const std::vector<Candidate> completing = candidates_with(step, Role::Pattern);
  if (step.technique == technique("avoidable-rectangle-1")) {
    const Candidate& e = step.eliminations.front();
    text += "If " + cell_name(e.cell) + " were " + digit_word(e.digit) + ", " + swap + ". So remove " +
            digit_word(e.digit) + " from " + cell_name(e.cell) + ".";
  } else {
    const Digit x = candidates_with(step, Role::Extra).front().digit;
    text += "If " + cell_name(completing[0].cell) + " were " + digit_word(completing[0].digit) + " and " +
            cell_name(completing[1].cell) + " " + digit_word(completing[1].digit) + ", " + swap +
            ". So one of them is " + digit_word(x) + " (their other candidate): remove " + digit_word(x) + " from " +
            cell_list(cells_of(step.eliminations)) +
            (step.eliminations.size() == 1 ? ", which sees both." : ", which see both.");
  }
  set_words(step, text, "the digits solved so far (not the givens) in " + rows_of(corners),
            "in " + cell_list(sorted(corners)) + " (" + ab + ")");
}

void explain_bug(Step& step, const Grid& grid) {
  const Cell cell = cells_with(step, Role::Extra).front();
  const std::string name = cell_name(cell), d = digit_word(step.digits.first());
  set_words(step,
            "Every unsolved cell has two candidates except " + name + " (" + digit_list(grid.candidates(cell)) +
                "), and each candidate appears twice in every row, column and box where it appears, except " + d +
                ", three times in " + house_list(houses_with(step, Role::Region)) + ". If " + name + " were not " + d +
                ", the grid would be a deadly pattern (BUG), which never has exactly one solution: the puzzle would "
                "have two solutions or none. So " +
                name + " is " + d + ": remove " + digit_list(grid.candidates(cell) - step.digits) + " from it.",
            "the only cell with three candidates", "in " + name);
}

}  // namespace pencilmark
