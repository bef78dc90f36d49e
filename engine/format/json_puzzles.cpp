// Other apps' puzzles that are JSON inside: the JS layer undoes the packing
// (the API and the page; the CLI reads the JSON itself) and the engine reads
// the JSON here.
//
// f-puzzles (its ?load= links, and SudokuPad's fpuzzles links: lz-string):
//   { "size": 9, "grid": [ 9 rows of 9 cells ], <constraint>: [...], ... }
//   a cell: { "value": 1-9, "given": true (a clue; a value without it is the
//             player's), "centerPencilMarks": [digits] (the cell's candidates),
//             "cornerPencilMarks": [digits] (Snyder notes: no candidates, not
//             kept), "region": 0-8 (a shaped box when it is not the cell's own),
//             "c" / "highlight" (colours, not kept) }; {} an empty cell.
//
// Every other member with something in it (a non-empty list, true, a string
// past the title, author and rules) is a constraint beyond Sudoku's: killer
// cages, arrows, diagonals... Such a puzzle is refused in words, never read as
// the classic puzzle its digits alone would make.
//
// sudoku.coach (its SCv7_32_ strings: base32hex of zlib):
//   { "gridSize": 9, "givenDigits": 81 of 0-9 (0 empty), "userDigits": the
//     player's, the same way (optional), "userCellCandidates": 81 numbers
//     joined by '-', bit d for digit d (0: no marks), "colours"...: not kept,
//     "givenConstraints": [...] and "regions": [...] a variant's }
//   Its "whole progress" form is { "i": n, "a": [states as JSON text], "b": [] },
//   the n-th state the one shown.
//
// SudokuPad's own (its scl and ctc links: lz-string of the JSON its zipper
// shortened, which the JS layer undoes too):
//   { "cells": [ 9 rows of 9 { "value": the given, "centremarks": [...],
//     "pencilMarks": [...] (corner marks, not kept) } ], "regions": the nine
//     boxes, "cages": [...] (killer cages, or cell-less notes of the title and
//     rules), "lines", "arrows", "overlays", "underlays", "global": [...] }
//   SudokuPad draws its rules rather than naming them, so any drawing, a cage
//   with cells, a global rule or a background picture is refused as a variant.
#include <algorithm>
#include <string>

#include "format/format.hpp"
#include "format/forms.hpp"
#include "json/json.hpp"

namespace pencilmark {
namespace {

using Kind = JsonValue::Kind;

// f-puzzles' constraint members, in words. A member not here that holds
// something is named as it is spelled.
struct Constraint {
  std::string_view key, words;
  bool drawn = false;  // a drawing, which the app does not enforce but authors draw rules with
};
constexpr Constraint kConstraints[] = {
    {"diagonal+", "a diagonal (bottom left to top right)"},
    {"diagonal-", "a diagonal (top left to bottom right)"},
    {"antiknight", "the anti-knight rule"},
    {"antiking", "the anti-king rule"},
    {"disjointgroups", "disjoint groups"},
    {"nonconsecutive", "the non-consecutive rule"},
    {"killercage", "killer cages"},
    {"littlekillersum", "little killer sums"},
    {"sandwichsum", "sandwich sums"},
    {"arrow", "arrows"},
    {"thermometer", "thermometers"},
    {"palindrome", "palindromes"},
    {"renban", "renban lines"},
    {"betweenline", "between lines"},
    {"lockout", "lockout lines"},
    {"even", "even cells"},
    {"odd", "odd cells"},
    {"minimum", "minimum cells"},
    {"maximum", "maximum cells"},
    {"xv", "XV clues"},
    {"difference", "difference dots"},
    {"ratio", "ratio dots"},
    {"clone", "clones"},
    {"quadruple", "quadruples"},
    {"extraregion", "extra regions"},
    {"negative", "negative constraints"},
    {"fogofwar", "fog of war"},
    {"foglight", "fog of war"},
    // Drawings, which f-puzzles does not enforce, but which authors draw rules with.
    {"cage", "drawn cages", true},
    {"line", "drawn lines", true},
    {"rectangle", "drawn shapes", true},
    {"circle", "drawn circles", true},
    {"text", "text on the grid", true},
    // SudokuPad's members.
    {"cages", "cages"},
    {"lines", "lines drawn on the grid", true},
    {"arrows", "arrows"},
    {"overlays", "shapes drawn over the grid", true},
    {"underlays", "shapes drawn under the grid", true},
    {"global", "rules for the whole grid"},
    // sudoku.coach's.
    {"givenConstraints", "constraints beyond Sudoku's"},
};

// Members that say nothing of the rules: names and notes for people, colours,
// and what each app keeps for itself.
bool is_plain_member(std::string_view key) {
  constexpr std::string_view kPlain[] = {"size",
                                         "grid",
                                         "title",
                                         "author",
                                         "ruleset",
                                         "solution",
                                         "truecandidatesoptions",
                                         "disabledlogic",  // f-puzzles
                                         "id",
                                         "cellSize",
                                         "cells",
                                         "regions",
                                         "metadata",
                                         "settings",
                                         "videos",  // SudokuPad
                                         "gridSize",
                                         "givenDigits",
                                         "userDigits",
                                         "userCellCandidates",
                                         "colours",
                                         "givenColours",  // sudoku.coach
                                         "userColours",
                                         "userCellCandidatesColours",
                                         "version"};
  return std::find(std::begin(kPlain), std::end(kPlain), key) != std::end(kPlain);
}

bool holds_something(const JsonValue& value) {
  switch (value.kind) {
    case Kind::Null:
      return false;
    case Kind::Boolean:
      return value.boolean;
    case Kind::Number:
      return value.number != 0;
    case Kind::String:
      return !value.text.empty();
    case Kind::Array:
    case Kind::Object:
      return !value.items.empty();
  }
  return false;
}

Error variant(std::string_view what, bool drawn = false) {
  return {ErrorKind::Variant,
          "this puzzle has " + std::string(what) +
              (drawn ? ", which may draw rules that Pencilmark does not solve" : ", which Pencilmark does not solve")};
}

// The first member that holds a rule beyond Sudoku's, in words.
std::optional<Error> variant_member(const JsonValue& puzzle) {
  for (size_t i = 0; i < puzzle.names.size(); ++i) {
    const std::string& key = puzzle.names[i];
    if (is_plain_member(key) || !holds_something(puzzle.items[i])) continue;
    // SudokuPad keeps the title, author and rules as cages without cells.
    if (key == "cages" &&
        std::all_of(puzzle.items[i].items.begin(), puzzle.items[i].items.end(), [](const JsonValue& cage) {
          const JsonValue* cells = cage.find("cells");
          return !cells || !holds_something(*cells);
        }))
      continue;
    const auto known = std::find_if(std::begin(kConstraints), std::end(kConstraints),
                                    [&](const Constraint& k) { return k.key == key; });
    if (known == std::end(kConstraints)) return variant("a rule named " + quoted(key));
    return variant(known->words, known->drawn);
  }
  return std::nullopt;
}

// A digit 1-9 (a number, or a string of one digit as SudokuPad may write), or 0 for none.
Digit digit_of(const JsonValue& value) {
  if (value.kind == Kind::String)
    return value.text.size() == 1 && value.text[0] >= '1' && value.text[0] <= '9' ? value.text[0] - '0' : 0;
  const auto whole = value.whole();
  return whole && *whole >= 1 && *whole <= 9 ? static_cast<Digit>(*whole) : 0;
}

// The digits of a list of them, or nullopt for a list that holds anything else.
std::optional<DigitSet> digits_of(const JsonValue& list) {
  if (list.kind == Kind::Null) return DigitSet{};
  if (list.kind != Kind::Array) return std::nullopt;
  DigitSet digits;
  for (const JsonValue& item : list.items) {
    const Digit d = digit_of(item);
    if (!d) return std::nullopt;
    digits.add(d);
  }
  return digits;
}

// How an app names a grid of cell objects and what is in them.
struct CellGrid {
  std::string_view app, rows, value, given, centre_marks;  // given empty: every value is a given
};
constexpr CellGrid kFpuzzles{"f-puzzles", "grid", "value", "given", "centerPencilMarks"};
constexpr CellGrid kSudokuPad{"SudokuPad", "cells", "value", "", "centremarks"};

Error bad(std::string_view app, std::string message) {
  return {ErrorKind::BadCharacter, std::string(app) + " puzzle: " + std::move(message)};
}

Result<PlayedBoard> read_cell_grid(const JsonValue& puzzle, const CellGrid& form) {
  const JsonValue* grid = puzzle.find(form.rows);
  if (!grid || grid->kind != Kind::Array || grid->items.size() != 9)
    return bad(form.app, quoted(form.rows) + " must be a list of 9 rows");
  PlayedBoard board;
  for (int row = 0; row < 9; ++row) {
    const JsonValue& cells = grid->items[static_cast<size_t>(row)];
    if (cells.kind != Kind::Array || cells.items.size() != 9)
      return bad(form.app,
                 "row " + std::to_string(row + 1) + " of " + quoted(form.rows) + " must be a list of 9 cells");
    for (int col = 0; col < 9; ++col) {
      const Cell c = cell_at(row, col);
      const JsonValue& cell = cells.items[static_cast<size_t>(col)];
      if (cell.kind == Kind::Null) continue;  // SudokuPad's zipper leaves empty cells out
      if (cell.kind != Kind::Object) return bad(form.app, cell_name(c) + " must be an object like {\"value\": 5}");
      if (const JsonValue* region = cell.find("region"); region && region->whole() != static_cast<int64_t>(box_of(c)))
        return variant("shaped boxes (a jigsaw)");
      if (const JsonValue* value = cell.find(form.value); value && holds_something(*value)) {
        const Digit d = digit_of(*value);
        if (!d) return bad(form.app, cell_name(c) + "'s value must be a digit 1 to 9");
        board.values[c] = static_cast<uint8_t>(d);
        const JsonValue* given = form.given.empty() ? nullptr : cell.find(form.given);
        if (!form.given.empty() && (!given || !holds_something(*given))) board.placed.add(c);
        continue;
      }
      if (const JsonValue* marks = cell.find(form.centre_marks)) {
        const auto digits = digits_of(*marks);
        if (!digits)
          return bad(form.app,
                     cell_name(c) + "'s " + std::string(form.centre_marks) + " must be a list of digits 1 to 9");
        board.notes[c] = *digits;
      }
    }
  }
  return board;
}

// SudokuPad's regions: none, or the nine boxes in any order.
bool boxes_only(const JsonValue* regions) {
  if (!regions || !holds_something(*regions)) return true;
  if (regions->items.size() != 9) return false;
  for (const JsonValue& region : regions->items) {
    if (region.items.size() != 9) return false;
    int box = -1;
    for (const JsonValue& at : region.items) {
      const auto row = at.items.size() == 2 ? at.items[0].whole() : std::nullopt;
      const auto col = at.items.size() == 2 ? at.items[1].whole() : std::nullopt;
      if (!row || !col || *row < 0 || *row > 8 || *col < 0 || *col > 8) return false;
      const int b = static_cast<int>(*row / 3 * 3 + *col / 3);
      if (box >= 0 && b != box) return false;
      box = b;
    }
  }
  return true;
}

// sudoku.coach: 81 characters of 0-9.
std::optional<std::array<uint8_t, kCells>> coach_digits(const JsonValue* digits) {
  std::array<uint8_t, kCells> values{};
  if (!digits) return values;
  if (digits->kind != Kind::String || digits->text.size() != kCells) return std::nullopt;
  for (Cell c = 0; c < kCells; ++c) {
    const char ch = digits->text[c];
    if (ch < '0' || ch > '9') return std::nullopt;
    values[c] = static_cast<uint8_t>(ch - '0');
  }
  return values;
}

Result<PlayedBoard> read_coach(const JsonValue& state) {
  constexpr std::string_view kApp = "sudoku.coach";
  const auto givens = coach_digits(state.find("givenDigits"));
  if (!givens || !state.find("givenDigits")) return bad(kApp, "\"givenDigits\" must be 81 digits 0-9");
  const auto placed = coach_digits(state.find("userDigits"));
  if (!placed) return bad(kApp, "\"userDigits\" must be 81 digits 0-9");
  PlayedBoard board;
  for (Cell c = 0; c < kCells; ++c) {
    if ((*givens)[c] && (*placed)[c]) return bad(kApp, cell_name(c) + " has a given and a digit of the player's");
    board.values[c] = (*givens)[c] ? (*givens)[c] : (*placed)[c];
    if ((*placed)[c]) board.placed.add(c);
  }
  if (const JsonValue* marks = state.find("userCellCandidates"); marks && holds_something(*marks)) {
    // 81 numbers joined by '-', bit d for digit d.
    const std::string& text = marks->text;
    size_t at = 0;
    for (Cell c = 0; c < kCells; ++c) {
      const size_t end = std::min(text.find('-', at), text.size());
      const std::string number = text.substr(at, end - at);
      int bits = 0;
      for (char ch : number) bits = ch >= '0' && ch <= '9' && bits <= 1022 ? bits * 10 + (ch - '0') : 2000;
      if (number.empty() || bits > 1022 || bits % 2)
        return bad(kApp, "\"userCellCandidates\" holds 81 even numbers to 1022 joined by '-'; " + cell_name(c) +
                             "'s is " + quoted(number));
      board.notes[c] = DigitSet::from_bits(static_cast<uint16_t>(bits >> 1));
      at = end + 1;
      if (c + 1 < kCells && end == text.size()) return bad(kApp, "\"userCellCandidates\" has fewer than 81 numbers");
    }
    if (at < text.size()) return bad(kApp, "\"userCellCandidates\" has more than 81 numbers");
  }
  return board;
}

Result<Grid> read_app_puzzle(const JsonValue& puzzle, int depth);

// sudoku.coach's whole progress: the state it shows, itself JSON in a string.
Result<Grid> read_coach_progress(const JsonValue& progress, int depth) {
  const JsonValue* states = progress.find("a");
  const JsonValue* shown_value = progress.find("i");
  // -1 for none: GCC 12 takes an optional's value here for one that may be unset (-Wmaybe-uninitialized).
  const int64_t shown = shown_value ? shown_value->whole().value_or(-1) : -1;
  if (!states || shown < 0 || static_cast<size_t>(shown) >= states->items.size() ||
      states->items[static_cast<size_t>(shown)].kind != Kind::String || depth > 0)
    return bad("sudoku.coach", "its progress holds states \"a\" and the one shown \"i\"");
  auto state = read_json(states->items[static_cast<size_t>(shown)].text);
  if (const auto* fault = std::get_if<JsonFault>(&state))
    return bad("sudoku.coach",
               "the state shown is not JSON at character " + std::to_string(fault->offset + 1) + ": " + fault->what);
  return read_app_puzzle(std::get<JsonValue>(state), depth + 1);
}

Result<Grid> read_app_puzzle(const JsonValue& puzzle, int depth) {
  if (puzzle.find("a") && puzzle.find("i")) return read_coach_progress(puzzle, depth);
  const bool is_fpuzzles = puzzle.find("grid") && puzzle.find("size");
  const bool is_coach = puzzle.find("givenDigits");
  const bool is_sudokupad = puzzle.find("cells");
  if (!is_fpuzzles && !is_coach && !is_sudokupad)
    return Error{ErrorKind::BadCharacter,
                 "a puzzle in JSON is f-puzzles' (\"size\" and \"grid\"), SudokuPad's (\"cells\") or sudoku.coach's "
                 "(\"gridSize\" and \"givenDigits\")"};
  const JsonValue* size = puzzle.find(is_fpuzzles ? "size" : "gridSize");
  if (size && size->whole() != 9) {
    const auto n = size->whole();
    return Error{ErrorKind::Variant, "this puzzle is " +
                                         (n ? std::to_string(*n) + "x" + std::to_string(*n) : "of no size") +
                                         ", and Pencilmark solves 9x9 Sudoku"};
  }
  if (auto rule = variant_member(puzzle)) return *rule;
  if (is_sudokupad) {
    if (!boxes_only(puzzle.find("regions"))) return variant("shaped boxes (a jigsaw)");
    const JsonValue* metadata = puzzle.find("metadata");
    if (metadata && metadata->find("bgimage") && holds_something(*metadata->find("bgimage")))
      return variant("a picture under the grid", true);
  }
  if (is_coach) {
    const JsonValue* regions = puzzle.find("regions");
    if (regions && holds_something(*regions)) return variant("shaped boxes (a jigsaw)");
  }
  const auto board = is_coach ? read_coach(puzzle) : read_cell_grid(puzzle, is_fpuzzles ? kFpuzzles : kSudokuPad);
  if (!board) return board.error();
  return grid_from_played(*board);
}

// Centre marks in every open cell when the position narrows any cell's
// candidates beyond what its peers' digits leave, else none (a puzzle as
// given, which the apps show unmarked).
bool has_marks_of_its_own(const Grid& grid) {
  Grid bare;
  for (Cell c : grid.filled_cells()) bare.place(c, grid.value(c), grid.is_given(c));
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c) != bare.candidates(c)) return true;
  return false;
}

}  // namespace

std::optional<Result<Grid>> parse_json_puzzle(std::string_view text) {
  if (text.empty() || text.front() != '{') return std::nullopt;
  auto read = read_json(text);
  if (const auto* fault = std::get_if<JsonFault>(&read))
    return Result<Grid>(Error{ErrorKind::BadCharacter, "a puzzle in JSON: not JSON at character " +
                                                           std::to_string(fault->offset + 1) + ": " + fault->what});
  return read_app_puzzle(std::get<JsonValue>(read), 0);
}

std::string to_fpuzzles(const Grid& grid) {
  const bool marked = has_marks_of_its_own(grid);
  JsonWriter out;
  out.begin_object().key("size").number(9).key("grid").begin_array();
  for (int row = 0; row < 9; ++row) {
    out.begin_array();
    for (int col = 0; col < 9; ++col) {
      const Cell c = cell_at(row, col);
      out.begin_object();
      if (grid.value(c)) {
        out.key("value").number(grid.value(c));
        if (grid.is_given(c)) out.key("given").boolean(true);
      } else if (marked) {
        out.key("centerPencilMarks").begin_array();
        for (Digit d : grid.candidates(c)) out.number(d);
        out.end_array();
      }
      out.end_object();
    }
    out.end_array();
  }
  return out.end_array().end_object().take();
}

std::string to_coach(const Grid& grid) {
  const bool marked = has_marks_of_its_own(grid);
  std::string givens(kCells, '0'), placed(kCells, '0'), marks;
  for (Cell c = 0; c < kCells; ++c) {
    if (grid.value(c)) (grid.is_given(c) ? givens : placed)[c] = static_cast<char>('0' + grid.value(c));
    if (c) marks += '-';
    marks += std::to_string(marked && !grid.value(c) ? grid.candidates(c).bits() << 1 : 0);
  }
  return JsonWriter()
      .begin_object()
      .key("gridSize")
      .number(9)
      .key("givenDigits")
      .string(givens)
      .key("userDigits")
      .string(placed)
      .key("userCellCandidates")
      .string(marks)
      .end_object()
      .take();
}

}  // namespace pencilmark
