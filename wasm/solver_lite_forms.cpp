// The lite solver's stand-ins for other apps' JSON (format/json_puzzles.cpp):
// f-puzzles', SudokuPad's and sudoku.coach's puzzles, which their links pack.
// The lite solver is the solver a page's worker loads first (web/engine-worker.js):
// it sends every call that may carry those forms (mayNeedPacked in web/engine.js:
// any letter) to the engine, so the JSON reader and writers (8.8 KB gzip of the
// solver's 35.8) are not in the page's first load. Linked before the engine's
// library, these definitions stand in for json_puzzles.cpp's, which the linker
// then leaves out (a second definition would fail the link).
#include "format/format.hpp"
#include "format/forms.hpp"

namespace pencilmark {

std::optional<Result<Grid>> parse_json_puzzle(std::string_view text) {
  if (text.empty() || text.front() != '{') return std::nullopt;
  return Result<Grid>(Error{ErrorKind::BadCharacter,
                            "a puzzle in JSON: the lite solver does not read other apps' JSON (the engine does)"});
}

// engine.js refuses these forms before it calls the lite solver; a call that got
// here anyway stops the module rather than answer with an empty text.
std::string to_fpuzzles(const Grid&) { __builtin_trap(); }
std::string to_coach(const Grid&) { __builtin_trap(); }

}  // namespace pencilmark
