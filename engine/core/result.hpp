// Errors are values: every fallible engine call returns a Result.
#pragma once

#include <cstdint>
#include <initializer_list>
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

// An error's words as data, for a page to say them in its reader's language:
// a message of locales/LANG/messages/engine.ftl ("engine-bad-character", ...: web/engine.js
// names them), whose English is the error's message word for word (tests/js/engine-errors).
// Error::said packs the id (its low 5 bits) and then the message's values, each
// in as many bits as kSaidBits (core/result.cpp) gives it, in the order listed
// here; web/engine.js unpacks them with the same widths. A cell or a house is its
// index (houses: rows, columns, then boxes), a character its CharKind and code
// point (a stray byte's value). An error none of these says (a copied table's bad
// cell, whose text is no number; an option's or a state's problem) is English alone.
enum class ErrorSaid : uint8_t {
  None,                 // said in English alone
  BadCharacter,         // forms, position, where (0 neither, 1 a cell, 2 a candidate slot), character
  BadLength,            // forms (1: the message lists the forms read), found
  Line81Length,         // found
  Line729Length,        // found
  BadMark,              // position, character
  BadGridCharacter,     // line, column, character
  GridCells,            // found
  CandidateGridCells,   // found
  TableCells,           // found
  BadLibraryCharacter,  // position, character
  LibraryFields,        // found
  BadLibraryGivens,     // position, character
  LibraryCells,         // found
  LibraryDeleted,       // position
  S9bLength,            // found
  NoCandidates,         // cell, why (0 none, 1 the library line, 2 its marks are givens, 3 notes placed)
  Duplicate,            // first cell, second cell, digit, house
  NoSolution,
  MultipleSolutions,
};

// What a character an error names is (engine.ftl's engine-character): one shown
// as typed, a plain space, or one that cannot be seen or read as typed.
enum class CharKind : uint8_t {
  Shown,
  PlainSpace,
  Tab,
  Control,
  Byte,
  Surrogate,
  ByteOrderMark,
  NoBreakSpace,
  SoftHyphen,
  WideSpace,
  Invisible,
};

// Error::said for a message and its values (a character: its kind, then its code
// point), or 0 (English alone) when a value does not fit its bits. Out of line:
// errors are made at many places, each a few bytes of the page's first load.
uint64_t error_said(ErrorSaid id, const uint32_t* values, size_t count);
inline uint64_t error_said(ErrorSaid id, std::initializer_list<uint32_t> values) {
  return error_said(id, values.begin(), values.size());
}
// The id's bits, the low ones (web/engine.js takes as many).
inline constexpr int kErrorSaidIdBits = 5;
// The message an Error::said names.
inline ErrorSaid error_said_id(uint64_t said) {
  return static_cast<ErrorSaid>(said & ((uint64_t{1} << kErrorSaidIdBits) - 1));
}
// A BadCharacter's or BadLength's forms, its first value, set.
inline constexpr uint64_t kErrorSaidForms = uint64_t{1} << kErrorSaidIdBits;

struct Error {
  ErrorKind kind;
  std::string message;  // says what is wrong and where, in r1c1 notation (English)
  uint64_t said = 0;    // its words as data (ErrorSaid), or 0
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
