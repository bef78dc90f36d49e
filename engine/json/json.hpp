// The one JSON writer: steps, grades, generated puzzles, the technique table and
// errors are all written through it, by the CLI and the bindings alike. Strings
// are escaped, and bytes that are not UTF-8 become U+FFFD, so the output is
// always valid JSON whatever the user typed.
//
// The one JSON reader, for other apps' puzzles that are JSON (f-puzzles', inside
// its links): a whole text to a tree of values, or where it is not JSON.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace pencilmark {

class JsonWriter {
 public:
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& key(std::string_view name);  // the next value is this member's
  JsonWriter& string(std::string_view text);
  JsonWriter& number(int64_t value);
  JsonWriter& score(double value);  // one decimal, as the technique table shows scores
  JsonWriter& boolean(bool value);
  JsonWriter& null();

  const std::string& text() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  void before_value();
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  std::string out_;
  std::vector<bool> first_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

struct JsonValue {
  enum class Kind { Null, Boolean, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string text;                // a string's
  std::vector<JsonValue> items;    // an array's values, or an object's in order
  std::vector<std::string> names;  // an object's member names, one an item

  // An object's member, or null when there is none (or this is no object).
  const JsonValue* find(std::string_view name) const;
  // A whole number's value, nullopt for any other value.
  std::optional<int64_t> whole() const;
};

struct JsonFault {
  size_t offset;  // of the first character that is wrong (the text's length when it ends too soon)
  std::string what;
};

// The whole text as one value (white space around it), or where it goes wrong.
// Strings hold their UTF-8; nesting deeper than 64 is a fault, not a crash.
std::variant<JsonValue, JsonFault> read_json(std::string_view text);

}  // namespace pencilmark
