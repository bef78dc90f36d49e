// The one JSON writer: steps, grades, generated puzzles, the technique table and
// errors are all written through it, by the CLI and the bindings alike. Strings
// are escaped, and bytes that are not UTF-8 become U+FFFD, so the output is
// always valid JSON whatever the user typed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
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

}  // namespace pencilmark
