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

const JsonValue* JsonValue::find(std::string_view name) const {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return &items[i];
  return nullptr;
}

std::optional<int64_t> JsonValue::whole() const {
  if (kind != Kind::Number || number != static_cast<double>(static_cast<int64_t>(number))) return std::nullopt;
  return static_cast<int64_t>(number);
}

namespace {

// A recursive descent over the text; the first fault stops it.
class JsonReader {
 public:
  explicit JsonReader(std::string_view text) : text_(text) {}

  std::variant<JsonValue, JsonFault> whole() {
    JsonValue value = read(0);
    if (!fault_) {
      skip_space();
      if (at_ < text_.size()) fail("more after the end of the value");
    }
    if (fault_) return *fault_;
    return value;
  }

 private:
  static constexpr int kDeepest = 64;

  void fail(std::string what) {
    if (!fault_) fault_ = JsonFault{at_, std::move(what)};
  }
  void skip_space() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
      ++at_;
  }
  bool take(char ch) {
    skip_space();
    if (at_ < text_.size() && text_[at_] == ch) return ++at_, true;
    return false;
  }
  bool take_word(std::string_view word) {
    if (text_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  JsonValue read(int depth) {
    JsonValue value;
    skip_space();
    if (depth > kDeepest) return fail("values nested more than 64 deep"), value;
    if (at_ >= text_.size()) return fail("the text ends where a value should be"), value;
    const char ch = text_[at_];
    if (ch == '{') {
      ++at_;
      value.kind = JsonValue::Kind::Object;
      if (take('}')) return value;
      do {
        skip_space();
        if (at_ >= text_.size() || text_[at_] != '"') return fail("expected a member's name in quotes"), value;
        std::string name = read_string();
        if (!take(':')) return fail("expected ':' after a member's name"), value;
        JsonValue member = read(depth + 1);
        if (fault_) return value;
        value.names.push_back(std::move(name));
        value.items.push_back(std::move(member));
      } while (take(','));
      if (!take('}')) fail("expected ',' or '}' in an object");
      return value;
    }
    if (ch == '[') {
      ++at_;
      value.kind = JsonValue::Kind::Array;
      if (take(']')) return value;
      do {
        value.items.push_back(read(depth + 1));
        if (fault_) return value;
      } while (take(','));
      if (!take(']')) fail("expected ',' or ']' in an array");
      return value;
    }
    if (ch == '"') {
      value.kind = JsonValue::Kind::String;
      value.text = read_string();
      return value;
    }
    if (take_word("true") || take_word("false")) {
      value.kind = JsonValue::Kind::Boolean;
      value.boolean = text_[at_ - 1] == 'e' && text_[at_ - 2] == 'u';
      return value;
    }
    if (take_word("null")) return value;
    return read_number();
  }

  // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? Its value is summed here, not
  // by strtod, whose locale and float printing would double the solver module's
  // size: whole numbers (what puzzles hold) are exact, others near enough.
  JsonValue read_number() {
    JsonValue value;
    const size_t start = at_;
    auto digits = [&](double& into, int& count) {
      for (; at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9'; ++at_, ++count)
        into = into * 10 + (text_[at_] - '0');
      return count > 0;
    };
    double whole = 0, fraction = 0, exponent = 0;
    int whole_digits = 0, fraction_digits = 0, exponent_digits = 0;
    const bool negative = at_ < text_.size() && text_[at_] == '-';
    if (negative) ++at_;
    if (at_ < text_.size() && text_[at_] == '0') {
      ++at_;  // no more digits after a leading 0
    } else if (!digits(whole, whole_digits)) {
      return at_ = start, fail("expected a value (an object, array, string, number, true, false or null)"), value;
    }
    if (at_ < text_.size() && text_[at_] == '.' && (++at_, !digits(fraction, fraction_digits)))
      return fail("expected digits after '.'"), value;
    bool small = false;
    if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
      ++at_;
      if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) small = text_[at_++] == '-';
      if (!digits(exponent, exponent_digits)) return fail("expected digits in the exponent"), value;
    }
    for (int k = 0; k < fraction_digits; ++k) fraction /= 10;
    double number = whole + fraction;
    for (int k = 0; k < exponent && k < 400; ++k) number = small ? number / 10 : number * 10;
    value.kind = JsonValue::Kind::Number;
    value.number = negative ? -number : number;
    return value;
  }

  // At the opening quote; the string's UTF-8, escapes decoded.
  std::string read_string() {
    std::string out;
    ++at_;
    while (at_ < text_.size() && text_[at_] != '"') {
      const char ch = text_[at_];
      if (static_cast<unsigned char>(ch) < 0x20) return fail("a control character inside a string"), out;
      if (ch != '\\') {
        out += ch;
        ++at_;
        continue;
      }
      if (++at_ >= text_.size()) break;
      const char escaped = text_[at_++];
      switch (escaped) {
        case '"':
        case '\\':
        case '/':
          out += escaped;
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          uint32_t code = read_hex4();
          if (code >= 0xD800 && code < 0xDC00 && take_word("\\u")) {
            const uint32_t low = read_hex4();
            code = low >= 0xDC00 && low < 0xE000 ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD;
          } else if (code >= 0xD800 && code < 0xE000) {
            code = 0xFFFD;  // a lone surrogate
          }
          append_utf8(out, code);
          break;
        }
        default:
          return --at_, fail(std::string("an unknown escape \\") + escaped), out;
      }
      if (fault_) return out;
    }
    if (at_ >= text_.size()) return fail("the text ends inside a string"), out;
    ++at_;
    return out;
  }

  uint32_t read_hex4() {
    uint32_t code = 0;
    for (int k = 0; k < 4; ++k, ++at_) {
      const char ch = at_ < text_.size() ? text_[at_] : '\0';
      const int v = ch >= '0' && ch <= '9'   ? ch - '0'
                    : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
                    : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10
                                             : -1;
      if (v < 0) return fail("expected four hex digits after \\u"), 0;
      code = code * 16 + static_cast<uint32_t>(v);
    }
    return code;
  }

  static void append_utf8(std::string& out, uint32_t code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }

  std::string_view text_;
  size_t at_ = 0;
  std::optional<JsonFault> fault_;
};

}  // namespace

std::variant<JsonValue, JsonFault> read_json(std::string_view text) { return JsonReader(text).whole(); }

}  // namespace pencilmark
