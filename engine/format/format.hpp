// Reading and writing puzzles as text.
//
// Accepted input (surrounding white space is ignored):
//  - one line of 81 characters: digits 1-9 are givens, '.', '0' or '-' blanks;
//  - one line of 729 characters (pencil marks, "sukaku"): nine slots per cell,
//    slot k holding the digit k or a blank ('.', '0' or '-');
//  - a grid over several lines, as printed by common tools: digits and '.', '0'
//    or '_' are cells; spaces, '|', '+', '-' and '=' are separators and ignored;
//  - a table copied from a web page: a row a line, cells between tabs, an empty
//    field an empty cell;
//  - a line of HoDoKu's regression library (it starts with ':'): givens, placed
//    cells ('+') and deleted candidates;
//  - a candidate grid (81 groups of digits between frame characters), a
//    SudokuWiki board string (S9B, or its 162-character first version) or
//    sudoku.htm?bd= link: other_apps.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/grid.hpp"
#include "core/result.hpp"

namespace pencilmark {

Result<Grid> parse_puzzle(std::string_view text);

// What parse_puzzle's message on a line of neither 81 nor 729 characters ends
// with: the forms it reads.
inline constexpr std::string_view kFormsRead =
    "; a puzzle is 81 characters, 729 pencil marks, a printed or candidate grid, a HoDoKu library line, a "
    "SudokuWiki string or link, an f-puzzles or SudokuPad link, or a sudoku.coach string";

// The text without its surrounding white space, as parse_puzzle reads it: tabs
// count as white space around one line, not around a table of several.
std::string_view trim_puzzle(std::string_view text);

// User text for a message, in quotes; past max_chars characters (or fewer, when
// characters named in place make the quote three times as long) only its start,
// with its length, so that a huge input does not fill the message.
std::string quoted(std::string_view text, size_t max_chars = 40);

// The two lines of a player's state, read by the same rules with no check of
// the puzzle's: a board of 81 characters (digits and blanks; it may break the
// rules), and 729 pencil marks (a cell's slots may all be blank).
Result<std::array<uint8_t, kCells>> read_values(std::string_view line);
Result<std::array<DigitSet, kCells>> read_marks(std::string_view line);

// Checks that no house holds a digit twice. Parsing already does this.
Result<Grid> check_no_duplicates(const Grid& grid);

std::string to_line81(const Grid& grid);
// The givens alone: a placed digit (a library line's '+' cell) is a blank.
std::string to_givens81(const Grid& grid);
std::string to_line729(const Grid& grid);
// Nine lines with box separators, '.' for empty cells, e.g. "5 3 . | . 7 . | . . .".
std::string to_grid_text(const Grid& grid);
// A line of HoDoKu's library (code 0000, no step): the cells ('+' before a
// placed digit), then the candidates the position lacks that no placed peer
// rules out, as digit-row-column triples.
std::string to_library_line(const Grid& grid);
// SadMan's and SudoCue's .sdk: the givens in nine lines of nine, '.' blanks.
std::string to_sdk(const Grid& grid);
// Other apps' forms (other_apps.cpp): a candidate grid as HoDoKu prints it (a
// placed digit with '+'), SudokuWiki's S9B board string and its solver's link.
std::string to_candidate_grid(const Grid& grid);
std::string to_s9b(const Grid& grid);
std::string to_sudokuwiki_link(const Grid& grid);
// Other apps' JSON (json_puzzles.cpp): the givens, the player's digits and, when
// the position has marks of its own, every open cell's candidates. f-puzzles'
// (SudokuPad reads it too) and sudoku.coach's; their links pack this, which the
// JS layer does.
std::string to_fpuzzles(const Grid& grid);
std::string to_coach(const Grid& grid);

}  // namespace pencilmark
