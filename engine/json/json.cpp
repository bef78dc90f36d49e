#include "json/json.hpp"

#include "core/score_text.hpp"

namespace pencilmark {
namespace {

// Length of the well-formed UTF-8 sequence at text[i], 0 when malformed (an
// encoded surrogate, as a JS string's lone surrogate arrives, is malformed too).
size_t utf8_sequence(std::string_view text, size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  const size_t n = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return 0;
  if (n == 3 && lead == 0xED && static_cast<unsigned char>(text[i + 1]) >= 0xA0) return 0;
  return n;
}

}  // namespace

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

JsonWriter& JsonWriter::open(char bracket) {
  before_value();
  out_ += bracket;
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  out_ += bracket;
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  string(name);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  before_value();
  out_ += '"';
  for (size_t i = 0; i < text.size();) {
    const char ch = text[i];
    const size_t n = utf8_sequence(text, i);
    if (n == 0) {
      out_ += "\\ufffd";
      ++i;
      continue;
    }
    if (n > 1) {
      out_.append(text.substr(i, n));
      i += n;
      continue;
    }
    ++i;
    if (ch == '"') {
      out_ += "\\\"";
    } else if (ch == '\\') {
      out_ += "\\\\";
    } else if (ch == '\n') {
      out_ += "\\n";
    } else if (static_cast<unsigned char>(ch) < 0x20) {
      // \u00XX by hand (see score_text)
      out_ += "\\u00";
      out_ += "0123456789abcdef"[ch >> 4];
      out_ += "0123456789abcdef"[ch & 0xF];
    } else {
      out_ += ch;
    }
  }
  out_ += '"';
  return *this;
}

JsonWriter& JsonWriter::number(int64_t value) {
  before_value();
  out_ += std::to_string(value);
  return *this;
}

JsonWriter& JsonWriter::score(double value) {
  before_value();
  out_ += score_text(value);
  return *this;
}

JsonWriter& JsonWriter::boolean(bool value) {
  before_value();
  out_ += value ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  before_value();
  out_ += "null";
  return *this;
}

}  // namespace pencilmark
