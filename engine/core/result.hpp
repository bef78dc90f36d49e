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
  TooHard,      // the search budget ran out before an answer (never for real puzzles)
  BadArgument,  // a caller's option is out of range
};

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
