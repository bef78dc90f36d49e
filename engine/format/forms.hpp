// What the format layer's readers share: the layers above read through
// parse_puzzle (format.hpp) alone.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/grid.hpp"
#include "core/result.hpp"

namespace pencilmark {

// A board of values (0 = empty): givens, but the placed cells (a player's or a
// solver's digits, as library lines and SudokuWiki's strings tell them apart).
// A clash is named.
Result<Grid> grid_from_values(const std::array<uint8_t, kCells>& values, CellSet placed = {});

// A board as other apps keep a game: the givens and the player's digits
// (values, the placed ones in `placed`), and each other cell's notes (none: every
// candidate its peers allow). A note its peers' digits rule out is dropped; a
// cell whose notes are all ruled out is named.
struct PlayedBoard {
  std::array<uint8_t, kCells> values{};
  CellSet placed;
  std::array<DigitSet, kCells> notes{};
};
Result<Grid> grid_from_played(const PlayedBoard& board);

// A pencil-mark puzzle: each cell's marks, the placed cells' one digit apart. A
// cell of one mark that is not placed is a given; the givens' digits leave their
// peers' marks; a cell whose marks are narrower than its givens allow is
// marked_by_puzzle (grid.hpp). Clashes and cells left without marks are named.
Result<Grid> grid_from_marks(const std::array<DigitSet, kCells>& marks, CellSet placed = {});

// SudokuWiki's board strings and links (one line), or nullopt for text of no
// such form; other_apps.cpp.
std::optional<Result<Grid>> parse_other_app(std::string_view line);
// A candidate grid of several lines, or nullopt for text that is none.
std::optional<Result<Grid>> parse_candidate_grid(std::string_view text);
// Other apps' JSON of a classic 9x9 puzzle (f-puzzles', SudokuPad's, sudoku.coach's:
// what their links pack), or nullopt for a text that is no JSON object;
// json_puzzles.cpp. A variant is refused in words.
std::optional<Result<Grid>> parse_json_puzzle(std::string_view text);

}  // namespace pencilmark
