// Other apps' forms: candidate grids as HoDoKu, Simple Sudoku and forum posts
// print them, and SudokuWiki's board strings and their sudoku.htm?bd= links.
//
// A candidate grid is 81 groups of digits between frame characters; a group of
// one digit is a given (HoDoKu and Simple Sudoku print givens and solved cells
// alike; a one-mark cell of a pencil-mark puzzle is read so too), '+' before it
// a placed digit (as HoDoKu's library lines mark them; Sunnie's Sudoku writes
// <5> and *5*, SudoCue's .sdx files u5). The marks are read as
// the puzzle's, as 729 characters are.
//
// SudokuWiki's board strings (its "Sudoku String Definitions"), each cell two
// characters, row by row:
//  - S9B (2.0): "S9B" then base 36 (0-9, a-z, either case): 0 an empty cell
//    with no notes, 1-9 a clue, 10-18 a solved digit + 9, 19-529 the cell's
//    candidates + 18 (digit d is bit d - 1). Other first letters are variants
//    (X Sudoku X, W Windoku, ...): refused in words.
//  - version 1 (162 characters, no header): base 32 (0-9, a-v) of the
//    candidates (or the one digit) shifted left once, the low bit set for a
//    clue; a lone candidate is a solved cell there, and 0 no notes.
// Their clues are givens, their solved cells placed digits, and their notes the
// candidates left by the player's or the solver's deductions, as a library
// line's deletions are.
#include <array>
#include <optional>
#include <string>

#include "format/format.hpp"
#include "format/forms.hpp"

namespace pencilmark {
namespace {

constexpr std::string_view kBase36 = "0123456789abcdefghijklmnopqrstuvwxyz";

// The value of a base-36 (or base-32) digit, either case; -1 for none.
int digit_value(char ch, int base) {
  const char lower = ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch;
  const size_t at = kBase36.find(lower);
  return at == std::string_view::npos || static_cast<int>(at) >= base ? -1 : static_cast<int>(at);
}

// The cell at body[i] (its two characters), named with its position in the
// whole string (the body starts after `start` characters).
Error bad_wiki_cell(std::string_view body, size_t i, size_t start, std::string_view what) {
  return {ErrorKind::BadCharacter, "bad cell " + quoted(body.substr(i, 2)) + " at position " +
                                       std::to_string(start + i + 1) + " (" + cell_name(Cell(i / 2)) +
                                       ") of a SudokuWiki " + std::string(what)};
}

// "S9B" and 162 characters of base 36.
Result<Grid> parse_s9b(std::string_view text) {
  const char kind = text[0] >= 'a' ? static_cast<char>(text[0] - 'a' + 'A') : text[0];
  if (kind != 'S') {
    const std::string_view name = kind == 'X'   ? "Sudoku X (its diagonals)"
                                  : kind == 'W' ? "Windoku (its four extra boxes)"
                                  : kind == 'J' ? "Jigsaw Sudoku (its shaped boxes)"
                                  : kind == 'K' ? "Killer Sudoku (its cages)"
                                                : "a variant of Sudoku";
    return Error{ErrorKind::Variant,
                 "this SudokuWiki string is of " + std::string(name) + ", which Pencilmark does not solve"};
  }
  const std::string_view body = text.substr(3);
  if (body.size() != 2 * kCells)
    return Error{ErrorKind::WrongLength,
                 "a SudokuWiki S9B string has 162 characters after 'S9B', found " + std::to_string(body.size()),
                 error_said(ErrorSaid::S9bLength, {static_cast<uint32_t>(body.size())})};
  PlayedBoard board;
  for (size_t i = 0; i < body.size(); i += 2) {
    const int high = digit_value(body[i], 36), low = digit_value(body[i + 1], 36);
    const int value = high < 0 || low < 0 ? -1 : 36 * high + low;
    if (value < 0 || value > 18 + 511) return bad_wiki_cell(body, i, 3, "S9B string (base 36, at most 'en')");
    const Cell c = Cell(i / 2);
    if (value >= 1 && value <= 18) board.values[c] = static_cast<uint8_t>(value > 9 ? value - 9 : value);
    if (value >= 10 && value <= 18) board.placed.add(c);
    if (value >= 19) board.notes[c] = DigitSet::from_bits(static_cast<uint16_t>(value - 18));
  }
  return grid_from_played(board);
}

// Version 1: 162 characters of base 32.
Result<Grid> parse_wiki_v1(std::string_view body) {
  PlayedBoard board;
  for (size_t i = 0; i < body.size(); i += 2) {
    const int high = digit_value(body[i], 32), low = digit_value(body[i + 1], 32);
    if (high < 0 || low < 0) return bad_wiki_cell(body, i, 0, "board string (base 32, 0-9 and a-v)");
    const int value = 32 * high + low;
    const auto digits = DigitSet::from_bits(static_cast<uint16_t>(value >> 1));
    const Cell c = Cell(i / 2);
    // One digit is a clue (the low bit) or a solved cell. The clue bit of a cell
    // of several candidates means nothing (the format's own page has such
    // cells): they are notes.
    if (digits.size() == 1) {
      board.values[c] = static_cast<uint8_t>(digits.first());
      if (!(value & 1)) board.placed.add(c);
    } else {
      board.notes[c] = digits;
    }
  }
  return grid_from_played(board);
}

bool is_base32(std::string_view text) {
  for (char ch : text)
    if (digit_value(ch, 32) < 0) return false;
  return true;
}

bool is_s9b(std::string_view text) {
  return text.size() >= 3 && text[1] == '9' && (text[2] == 'B' || text[2] == 'b') &&
         ((text[0] >= 'A' && text[0] <= 'Z') || (text[0] >= 'a' && text[0] <= 'z'));
}

// The group of one cell of a candidate grid: its digits in order, '+' before a
// placed one; nullopt when the token is not a group. The marks of HoDoKu's grid
// of a step are passed over: '*' (the step's cells), '#' and '@' (fins), a
// capital letter (an ALS) before the group, and '-' before a candidate the step
// removes (still a candidate here).
struct Group {
  DigitSet digits;
  bool placed = false;
};
std::optional<Group> read_group(std::string_view token) {
  Group group;
  // Sunnie's Sudoku: a given as <5>, a placed digit as *5*.
  if (token.size() == 3 && token[0] == '<' && token[2] == '>') token = token.substr(1, 1);
  if (token.size() == 3 && token[0] == '*' && token[2] == '*') {
    group.placed = true;
    token = token.substr(1, 1);
  }
  // HoDoKu's '+5', SudoCue's 'u5' (its .sdx files): a placed digit.
  if (token.size() == 2 && (token[0] == '+' || token[0] == 'u')) {
    group.placed = true;
    token.remove_prefix(1);
  }
  while (!token.empty() &&
         (token[0] == '*' || token[0] == '#' || token[0] == '@' || (token[0] >= 'A' && token[0] <= 'Z')))
    token.remove_prefix(1);
  for (char ch : token) {
    if (ch == '-') continue;
    if (ch < '1' || ch > '9' || group.digits.has(ch - '0')) return std::nullopt;
    group.digits.add(ch - '0');
  }
  if (group.digits.empty()) return std::nullopt;
  return group;
}

// Other apps' links and strings whose puzzle is packed (lz-string, zlib): what
// they are, or nullopt. The JS layer unpacks them before the engine sees them.
std::optional<std::string_view> packed_by(std::string_view text) {
  if (text.find("f-puzzles.com") != std::string_view::npos) return "f-puzzles link";
  if (text.find("sudokupad") != std::string_view::npos ||
      text.find("crackingthecryptic.com") != std::string_view::npos ||
      text.find("cracking-the-cryptic.web.app") != std::string_view::npos)
    return "SudokuPad link";
  if (text.find("SCv7_") != std::string_view::npos || text.find("sudoku.coach") != std::string_view::npos)
    return "sudoku.coach string";
  return std::nullopt;
}

}  // namespace

Result<Grid> grid_from_played(const PlayedBoard& board) {
  const auto checked = grid_from_values(board.values, board.placed);
  if (!checked) return checked;
  Grid grid = *checked;
  for (Cell c : grid.empty_cells()) {
    if (board.notes[c].empty()) continue;
    const DigitSet left = grid.candidates(c) & board.notes[c];
    if (left.empty())
      return Error{ErrorKind::NoCandidates, cell_name(c) + " has no candidates: its notes are all placed",
                   error_said(ErrorSaid::NoCandidates, {static_cast<uint32_t>(c), 3})};
    grid.set_candidates(c, left);
  }
  return grid;
}

std::optional<Result<Grid>> parse_other_app(std::string_view text) {
  if (text.find('\n') != std::string_view::npos) return std::nullopt;
  if (const auto packed = packed_by(text))
    return Result<Grid>(Error{ErrorKind::BadCharacter,
                              "this " + std::string(*packed) +
                                  " is packed, which the page and the JS API undo but the CLI does not: unpack it to "
                                  "its JSON first with pencilmark-links (node dist/links.js)"});
  // A link: its bd= value, up to the next parameter.
  if (const size_t bd = text.find("bd=");
      bd != std::string_view::npos && text.find("sudoku") != std::string_view::npos) {
    std::string_view value = text.substr(bd + 3);
    value = value.substr(0, value.find_first_of("&#"));
    if (value.size() == kCells) return parse_puzzle(value);
    if (is_s9b(value)) return parse_s9b(value);
    if (value.size() == 2 * kCells && is_base32(value)) return parse_wiki_v1(value);
    return Result<Grid>(
        Error{ErrorKind::WrongLength,
              "a SudokuWiki link's bd= holds 81 digits, an S9B string or 162 characters, not " + quoted(value)});
  }
  if (is_s9b(text)) return parse_s9b(text);
  if (text.size() == 2 * kCells && is_base32(text)) return parse_wiki_v1(text);
  return std::nullopt;
}

std::optional<Result<Grid>> parse_candidate_grid(std::string_view text) {
  std::array<DigitSet, kCells> marks{};
  CellSet placed;
  size_t groups = 0;
  bool several = false;
  int lines = 0, lines_of_nine = 0;  // lines with tokens; those with 9 characters in them
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line[0] == '#') continue;  // a header line (.sdk, .sdx: #A author, #D description, ...)
    // Tokens between spaces and bars; a frame line ('.---.', ':---+---:', "'---'") has none.
    size_t characters = 0;
    for (size_t i = 0; i < line.size();) {
      if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '|') {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && line[j] != '|') ++j;
      const std::string_view token = line.substr(i, j - i);
      i = j;
      if (token.find_first_not_of("-+=*:.'") == std::string_view::npos) continue;  // a frame's piece
      characters += token.size();
      const auto group = read_group(token);
      if (!group) return std::nullopt;  // not a candidate grid: the other readers say what is wrong
      if (groups < kCells) {
        marks[groups] = group->digits;
        if (group->placed) placed.add(Cell(groups));
      }
      several = several || group->digits.size() > 1;
      ++groups;
    }
    if (characters) ++lines, lines_of_nine += characters == 9;
  }
  // Nine lines of nine digits in groups of three (a solved Simple Sudoku .ss
  // grid, "189|345|762") are a grid of values, which parse_multiline reads.
  if (groups != kCells && lines == 9 && lines_of_nine == 9) return std::nullopt;
  // Single digits alone are a grid of values, which parse_multiline reads, unless
  // all 81 cells are groups and some are placed ('u' is no character of a grid).
  if (!several && (placed.empty() || groups != kCells)) return std::nullopt;
  if (groups != kCells)
    return Result<Grid>(Error{ErrorKind::WrongLength,
                              "expected 81 cells in the candidate grid, found " + std::to_string(groups),
                              error_said(ErrorSaid::CandidateGridCells, {static_cast<uint32_t>(groups)})});
  return grid_from_marks(marks, placed);
}

std::string to_s9b(const Grid& grid) {
  std::string out = "S9B";
  for (Cell c = 0; c < kCells; ++c) {
    const int value = grid.is_given(c) ? grid.value(c)
                      : grid.value(c)  ? grid.value(c) + 9
                                       : grid.candidates(c).bits() + 18;
    out += kBase36[static_cast<size_t>(value / 36)];
    out += kBase36[static_cast<size_t>(value % 36)];
  }
  return out;
}

std::string to_sudokuwiki_link(const Grid& grid) { return "https://www.sudokuwiki.org/sudoku.htm?bd=" + to_s9b(grid); }

std::string to_candidate_grid(const Grid& grid) {
  std::array<std::string, kCells> groups;
  std::array<size_t, 9> width{};
  for (Cell c = 0; c < kCells; ++c) {
    if (grid.value(c)) {
      groups[c] = std::string(grid.is_given(c) ? "" : "+") + static_cast<char>('0' + grid.value(c));
    } else {
      for (Digit d : grid.candidates(c)) groups[c] += static_cast<char>('0' + d);
    }
    width[col_of(c)] = std::max(width[col_of(c)], groups[c].size());
  }
  // A frame line: corner, then each stack's dashes (its columns, two spaces of
  // margin each) with a joint between stacks.
  auto frame = [&](char corner, char joint) {
    std::string line(1, corner);
    for (int stack = 0; stack < 3; ++stack) {
      size_t dashes = 1;
      for (int col = 3 * stack; col < 3 * stack + 3; ++col) dashes += width[col] + 2;
      line += std::string(dashes, '-') + (stack < 2 ? joint : corner);
    }
    return line + "\n";
  };
  std::string out = frame('.', '.');
  for (int row = 0; row < 9; ++row) {
    if (row == 3 || row == 6) out += frame(':', '+');
    out += "|";
    for (int col = 0; col < 9; ++col) {
      const std::string& group = groups[cell_at(row, col)];
      out += " " + group + std::string(width[col] - group.size() + 1, ' ');
      if (col % 3 == 2) out += " |";
    }
    out += "\n";
  }
  return out + frame('\'', '\'');
}

}  // namespace pencilmark
