// A Fluent subset: entries read line by line, their patterns into nodes, and
// formatted by walking the nodes (catalog.hpp says which syntax).
#include "core/catalog.hpp"

#include <algorithm>

namespace pencilmark {

struct Catalog::Node {
  enum class Kind { Text, Variable, Term, Message, Literal, Number, Select };
  struct Variant {
    std::string key;
    Pattern pattern;
  };
  Kind kind = Kind::Text;
  std::string text;  // Text and Literal: the words; Variable, Term and Message: the name
  int64_t number = 0;
  CatalogArgs term_args;                 // Term: { -term(case: "dative") }
  std::shared_ptr<const Node> selector;  // Select: what chooses
  std::vector<Variant> variants;         // Select: its variants, the default at default_variant
  size_t default_variant = 0;

  static Node of(Kind kind, std::string text = {}) {
    Node node;
    node.kind = kind;
    node.text = std::move(text);
    return node;
  }
};

std::string_view plural_category(std::string_view language, int64_t n) {
  if (language == "ja" || language == "zh") return "other";
  if (language == "fr") return n == 0 || n == 1 ? "one" : "other";
  return n == 1 ? "one" : "other";  // en, de, es
}

namespace {

using Node = Catalog::Node;
using Pattern = Catalog::Pattern;

Error bad(std::string message) { return Error{ErrorKind::BadOption, std::move(message)}; }

bool id_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool id_char(char c) { return id_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '_'; }
bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Reads one entry's value (its first line's rest and its indented lines), the
// lines' common indentation taken off. `line` is the entry's line, for errors.
class PatternReader {
 public:
  PatternReader(std::string text, int line) : s_(std::move(text)), line_(line) {}

  Result<Pattern> top() {
    auto pattern = read(false);
    if (!pattern) return pattern;
    if (pos_ < s_.size()) return fail("a } with no { before it");
    return pattern;
  }

 private:
  std::string s_;
  size_t pos_ = 0;
  int line_;

  Error fail(const std::string& what) const {
    const int line = line_ + static_cast<int>(std::count(
                                 s_.begin(), s_.begin() + static_cast<long>(std::min(pos_, s_.size())), '\n'));
    return bad("the catalog's line " + std::to_string(line) + ": " + what);
  }
  bool at_end() const { return pos_ >= s_.size(); }
  char peek() const { return at_end() ? '\0' : s_[pos_]; }
  void skip_blanks(bool lines) {
    while (!at_end() && (blank(s_[pos_]) || (lines && s_[pos_] == '\n'))) pos_++;
  }
  // At a line break: does the next line start a variant or close the select?
  bool variant_ends_here() const {
    size_t p = pos_ + 1;
    while (p < s_.size() && (blank(s_[p]) || s_[p] == '\n')) p++;
    return p >= s_.size() || s_[p] == '[' || s_[p] == '*' || s_[p] == '}';
  }

  // Text and placeables up to the entry's end, or in a variant up to its line's end.
  Result<Pattern> read(bool in_variant) {
    Pattern pattern;
    std::string text;
    auto flush = [&] {
      if (!text.empty()) pattern.push_back(Node::of(Node::Kind::Text, std::move(text)));
      text.clear();
    };
    while (!at_end()) {
      const char c = s_[pos_];
      if (c == '}') break;
      if (c == '\n' && in_variant && variant_ends_here()) break;
      if (c == '{') {
        flush();
        auto node = placeable();
        if (!node) return node.error();
        pattern.push_back(std::move(node.value()));
        continue;
      }
      text += c;
      pos_++;
    }
    // Trailing blanks and line breaks are not words.
    while (!text.empty() && (blank(text.back()) || text.back() == '\n')) text.pop_back();
    flush();
    return pattern;
  }

  std::string identifier() {
    const size_t from = pos_;
    while (!at_end() && id_char(s_[pos_])) pos_++;
    return s_.substr(from, pos_ - from);
  }

  Result<Node> literal() {
    Node node = Node::of(Node::Kind::Literal);
    pos_++;  // "
    while (!at_end() && s_[pos_] != '"' && s_[pos_] != '\n') {
      if (s_[pos_] == '\\' && pos_ + 1 < s_.size()) pos_++;
      node.text += s_[pos_++];
    }
    if (peek() != '"') return fail("a string with no closing \"");
    pos_++;
    return node;
  }

  Result<Node> number() {
    Node node = Node::of(Node::Kind::Number);
    const size_t from = pos_;
    if (peek() == '-') pos_++;
    while (peek() >= '0' && peek() <= '9') pos_++;
    node.text = s_.substr(from, pos_ - from);
    // By hand: std::stoll would bring its exceptions' and locale's code into the wasm.
    for (size_t i = node.text.front() == '-' ? 1 : 0; i < node.text.size(); i++)
      node.number = node.number * 10 + (node.text[i] - '0');
    if (node.text.front() == '-') node.number = -node.number;
    return node;
  }

  // $variable, -term(args), message, "literal", 12, or a placeable in a placeable.
  Result<Node> expression() {
    const char c = peek();
    if (c == '$') {
      pos_++;
      Node node = Node::of(Node::Kind::Variable, identifier());
      if (node.text.empty()) return fail("a $ with no variable name after it");
      return node;
    }
    if (c == '"') return literal();
    if ((c >= '0' && c <= '9') || (c == '-' && pos_ + 1 < s_.size() && s_[pos_ + 1] >= '0' && s_[pos_ + 1] <= '9'))
      return number();
    if (c == '-') {
      pos_++;
      Node node = Node::of(Node::Kind::Term, "-" + identifier());
      if (node.text.size() == 1) return fail("a - with no term name after it");
      if (peek() == '(') return term_arguments(std::move(node));
      return node;
    }
    if (c == '{') return placeable();
    if (id_start(c)) return Node::of(Node::Kind::Message, identifier());
    return fail(at_end() ? "a { with no } after it"
                         : std::string("'") + c + "' where a $variable, -term, message or \"text\" goes");
  }

  Result<Node> term_arguments(Node node) {
    pos_++;  // (
    for (;;) {
      skip_blanks(true);
      if (peek() == ')') break;
      const std::string name = identifier();
      if (name.empty()) return fail("a term's argument with no name");
      skip_blanks(true);
      if (peek() != ':') return fail("a term's argument " + name + " with no ':' after it");
      pos_++;
      skip_blanks(true);
      auto value = expression();
      if (!value) return value;
      if (value->kind == Node::Kind::Literal)
        node.term_args.emplace_back(name, value->text);
      else if (value->kind == Node::Kind::Number)
        node.term_args.emplace_back(name, value->number);
      else
        return fail("a term's argument " + name + " that is not \"text\" or a number");
      skip_blanks(true);
      if (peek() == ',') pos_++;
    }
    pos_++;  // )
    return node;
  }

  // { expression } or { selector -> [key] pattern ... *[key] pattern }
  Result<Node> placeable() {
    pos_++;  // {
    skip_blanks(true);
    auto inner = expression();
    if (!inner) return inner;
    skip_blanks(true);
    if (s_.compare(pos_, 2, "->") == 0) {
      pos_ += 2;
      Node select = Node::of(Node::Kind::Select);
      select.selector = std::make_shared<const Node>(std::move(inner.value()));
      bool has_default = false;
      for (;;) {
        skip_blanks(true);
        if (peek() == '}') break;
        const bool is_default = peek() == '*';
        if (is_default) pos_++;
        if (peek() != '[') return fail("a variant that does not start with [key] or *[key]");
        pos_++;
        skip_blanks(false);
        std::string key = peek() == '-' || (peek() >= '0' && peek() <= '9') ? number()->text : identifier();
        skip_blanks(false);
        if (key.empty() || peek() != ']') return fail("a variant's key that is not a name or a number in [ ]");
        pos_++;
        skip_blanks(false);
        auto pattern = read(true);
        if (!pattern) return pattern.error();
        if (is_default) {
          if (has_default) return fail("a select with two * variants");
          has_default = true;
          select.default_variant = select.variants.size();
        }
        select.variants.push_back({std::move(key), std::move(pattern.value())});
      }
      if (!has_default) return fail("a select with no * variant");
      inner = std::move(select);
    }
    if (peek() != '}') return fail(at_end() ? "a { with no } after it" : "more than one thing in a { }");
    pos_++;
    return inner;
  }
};

std::string dedent(const std::vector<std::string_view>& lines) {
  size_t indent = std::string::npos;
  for (size_t i = 1; i < lines.size(); i++) {
    const size_t first = lines[i].find_first_not_of(" \t\r");
    if (first != std::string_view::npos && lines[i][first] != '}' && lines[i][first] != '[' && lines[i][first] != '*')
      indent = std::min(indent, first);
  }
  std::string out(lines.front());
  for (size_t i = 1; i < lines.size(); i++) {
    out += '\n';
    const size_t first = lines[i].find_first_not_of(" \t\r");
    if (first != std::string_view::npos) out += lines[i].substr(std::min(indent, first));
  }
  const size_t start = out.find_first_not_of(" \t\r\n");
  return start == std::string::npos ? std::string() : out.substr(start);
}

}  // namespace

Result<Catalog> Catalog::parse(std::string_view language, std::string_view text) {
  Catalog catalog;
  catalog.language_ = std::string(language);
  std::vector<std::string_view> lines;
  for (size_t at = 0; at <= text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  for (size_t i = 0; i < lines.size();) {
    const std::string_view line = lines[i];
    if (line.find_first_not_of(" \t\r") == std::string_view::npos || line.front() == '#') {
      i++;
      continue;
    }
    const int number = static_cast<int>(i) + 1;
    const bool term = line.front() == '-';
    size_t at = term ? 1 : 0;
    if (at >= line.size() || !id_start(line[at]))
      return bad("the catalog's line " + std::to_string(number) + ": '" + std::string(line.substr(0, 20)) +
                 "' does not start with a message id, a -term or #");
    while (at < line.size() && id_char(line[at])) at++;
    std::string id(line.substr(0, at));
    while (at < line.size() && blank(line[at])) at++;
    if (at >= line.size() || line[at] != '=')
      return bad("the catalog's line " + std::to_string(number) + ": " + id + " has no = after it");
    std::vector<std::string_view> value{line.substr(at + 1)};
    // Its indented lines, and the blank lines among them.
    size_t next = i + 1;
    // A select's variants and a placeable's closing } may start at the line's first column.
    while (next < lines.size() && (lines[next].empty() || blank(lines[next].front()) || lines[next].front() == '}' ||
                                   lines[next].front() == '[' || lines[next].front() == '*'))
      next++;
    while (next > i + 1 && lines[next - 1].find_first_not_of(" \t\r") == std::string_view::npos) next--;
    for (size_t k = i + 1; k < next; k++) value.push_back(lines[k]);
    auto pattern = PatternReader(dedent(value), number).top();
    if (!pattern) return pattern.error();
    if (pattern->empty()) return bad("the catalog's line " + std::to_string(number) + ": " + id + " has no words");
    if (catalog.entries_.count(id))
      return bad("the catalog's line " + std::to_string(number) + ": " + id + " is there twice");
    if (!term) catalog.order_.push_back(id);
    catalog.entries_[id] = std::make_shared<const Pattern>(std::move(pattern.value()));
    i = next;
  }
  return catalog;
}

std::vector<std::string> Catalog::ids() const { return order_; }

CatalogValue CatalogValue::message(std::string id, CatalogArgs args) {
  CatalogValue value(std::move(id));
  value.kind = Kind::Message;
  value.args = std::move(args);
  return value;
}

CatalogValue CatalogValue::list(std::vector<CatalogValue> items, std::string joined) {
  CatalogValue value(std::move(joined));
  value.kind = Kind::List;
  value.items = std::move(items);
  return value;
}

namespace {

const CatalogValue* find_arg(const CatalogArgs& args, std::string_view name) {
  for (const auto& [key, value] : args)
    if (key == name) return &value;
  return nullptr;
}

// Writes an entry's words: its pattern's text, variables, references and selects.
class Formatter {
 public:
  Formatter(const std::map<std::string, std::shared_ptr<const Pattern>, std::less<>>& entries,
            std::string_view language)
      : entries_(entries), language_(language) {}

  Result<std::string> entry(std::string_view id, const CatalogArgs& args, int depth) {
    const auto found = entries_.find(id);
    if (found == entries_.end()) return bad("the catalog (" + std::string(language_) + ") has no " + std::string(id));
    if (depth > 16) return bad("the catalog's " + std::string(id) + " refers to itself");
    std::string out;
    if (auto ok = write(*found->second, args, id, depth, out); !ok) return ok.error();
    return out;
  }

 private:
  const std::map<std::string, std::shared_ptr<const Pattern>, std::less<>>& entries_;
  std::string_view language_;

  // A variable's words: a message said, a list joined as the language joins one.
  Result<std::string> said(const CatalogValue& value, int depth) {
    switch (value.kind) {
      case CatalogValue::Kind::Number:
        return std::to_string(value.number);
      case CatalogValue::Kind::Text:
        return value.text;
      case CatalogValue::Kind::Message:
        return entry(value.text, value.args, depth + 1);
      case CatalogValue::Kind::List: {
        if (value.items.empty()) return std::string();
        auto head = said(value.items.front(), depth);
        for (size_t i = 1; head && i < value.items.size(); i++) {
          auto item = said(value.items[i], depth);
          if (!item) return item;
          const bool last = i + 1 == value.items.size();
          // "and" and "or" join with commas up to their last item; other lists with their own word throughout.
          const bool commas = value.text == "and" || value.text == "or";
          const std::string join = !commas || last ? "list-" + value.text : "list-comma";
          head = entry(join, {{"head", head.value()}, {"item", item.value()}}, depth + 1);
        }
        return head;
      }
    }
    return std::string();
  }

  Result<bool> write(const Pattern& pattern, const CatalogArgs& args, std::string_view within, int depth,
                     std::string& out) {
    for (const Node& node : pattern) {
      switch (node.kind) {
        case Node::Kind::Text:
        case Node::Kind::Literal:
          out += node.text;
          break;
        case Node::Kind::Number:
          out += node.text;
          break;
        case Node::Kind::Variable: {
          const CatalogValue* value = find_arg(args, node.text);
          if (!value) return bad("the catalog's " + std::string(within) + " needs $" + node.text);
          auto words = said(*value, depth);
          if (!words) return words.error();
          out += words.value();
          break;
        }
        case Node::Kind::Term:
        case Node::Kind::Message: {
          auto words = entry(node.text, node.kind == Node::Kind::Term ? node.term_args : args, depth + 1);
          if (!words) return words.error();
          out += words.value();
          break;
        }
        case Node::Kind::Select: {
          auto pick = variant(node, args, within, depth);
          if (!pick) return pick.error();
          if (auto ok = write(*pick.value(), args, within, depth, out); !ok) return ok;
          break;
        }
      }
    }
    return true;
  }

  // The select's variant: a number's exact value, then its plural category; text's own value; else the default.
  Result<const Pattern*> variant(const Node& select, const CatalogArgs& args, std::string_view within, int depth) {
    const Node& by = *select.selector;
    std::string key;
    std::string_view category;
    if (by.kind == Node::Kind::Variable) {
      const CatalogValue* value = find_arg(args, by.text);
      if (!value) return bad("the catalog's " + std::string(within) + " needs $" + by.text);
      if (value->kind == CatalogValue::Kind::Number) {
        key = std::to_string(value->number);
        category = plural_category(language_, value->number);
      } else {
        auto words = said(*value, depth);
        if (!words) return words.error();
        key = words.value();
      }
    } else if (by.kind == Node::Kind::Number) {
      key = by.text;
      category = plural_category(language_, by.number);
    } else {
      std::string out;
      if (auto ok = write(Pattern{by}, args, within, depth, out); !ok) return ok.error();
      key = out;
    }
    for (const auto& v : select.variants)
      if (v.key == key) return &v.pattern;
    for (const auto& v : select.variants)
      if (!category.empty() && v.key == category) return &v.pattern;
    return &select.variants[select.default_variant].pattern;
  }
};

}  // namespace

Result<std::string> Catalog::format(std::string_view id, const CatalogArgs& args) const {
  if (id.empty() || id.front() == '-') return bad("a term (" + std::string(id) + ") is not said alone");
  return Formatter(entries_, language_).entry(id, args, 0);
}

}  // namespace pencilmark
