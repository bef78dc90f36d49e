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

}  // namespace pencilmark
