// Errors are values: every fallible engine call returns a Result.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace pencilmark {

enum class ErrorKind {
  WrongLength,   // a line is neither 81 nor 729 characters, or a grid has the wrong cell count
  BadCharacter,  // a character that is not a digit, a blank or a separator
  Duplicate,     // two equal digits in one house
  NoCandidates,  // an empty cell left with no candidate (pencil-mark input)
  NoSolution,    // the puzzle has no solution
  MultipleSolutions,
  TooHard,       // the search budget ran out before an answer (never for real puzzles)
  BadOption,     // a caller's option is unknown or out of range
  BadDate,       // not a date of the calendar (YYYY-MM-DD, years 0001 to 9999)
  BadState,      // a player's board or pencil marks that cannot be read
  CouldNotMeet,  // the generator found no puzzle for the options within its attempts
  Stuck,         // the technique set finds no step in a position that is not complete (no budget ran out)
  Variant,       // another app's puzzle with rules beyond Sudoku's (cages, diagonals, shaped boxes...)
  NoGrid,        // a picture in which the reader finds no Sudoku grid
};

// The kind as JS sees it in err.code: "bad-length", "bad-character", ... (in
// the order of ErrorKind).
inline const char* error_code(ErrorKind kind) {
  static constexpr const char* kCodes[] = {
      "bad-length",         "bad-character", "duplicate",  "no-candidates", "no-solution",
      "multiple-solutions", "too-hard",      "bad-option", "bad-date",      "bad-state",
      "could-not-meet",     "stuck",         "variant",    "no-grid",
  };
  return kCodes[static_cast<int>(kind)];
}

struct Error {
  ErrorKind kind;
  std::string message;  // says what is wrong and where, in r1c1 notation
};

template <typename T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const { return std::get<0>(v_); }
  T& value() { return std::get<0>(v_); }
  const T& operator*() const { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace pencilmark
