// Words from a message catalog: the subset of Project Fluent (.ftl) the step
// words use, read and formatted here so that the CLI (native) and the page's
// engine (the same code in wasm) say a step one way, from one folder a language
// (locales/LANG/*.ftl).
//
// The subset, as Fluent's syntax guide writes it:
//   # a comment                      (also ## and ###)
//   message-id = text, { $variable }, { -term }, { other-message }, { "literal" }
//       an indented line continues the message (joined by a line break)
//   -term = text                     (a term: used in messages, never shown alone)
//   { -term(case: "dative") }        (a term's select on $case)
//   { $count ->                      (a select: a number's exact value [2], then its
//       [one] one cell               plural category in the catalog's language, or a
//      *[other] { $count } cells     string's exact value; else the * variant)
//   }
// Not read: attributes (.attr), functions (NUMBER()), the Unicode isolation marks
// @fluent/bundle puts around placeables (the words here are one direction).
// A catalog that does not read says where (line and what was expected); a
// message formatted with a missing message or variable says which.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.hpp"

namespace pencilmark {

// A variable's value: a number (a select picks by its value, then by its plural
// category), text, a message said in its place (a house: "row 3"), or a list
// said as the language joins one: "r1c1, r1c2 and r1c3" (the catalog's
// list-comma, then list-and), "3 or 5" (list-or for the last), "3 from r1c1; 5
// from r2c2" (list-semicolon throughout; any other kind K joins with list-K
// throughout). The last two are this engine's own: Fluent's variables are
// numbers and text.
struct CatalogValue;
using CatalogArgs = std::vector<std::pair<std::string, CatalogValue>>;
struct CatalogValue {
  enum class Kind { Number, Text, Message, List };
  Kind kind = Kind::Text;
  int64_t number = 0;
  std::string text;                 // Text; Message: its id
  CatalogArgs args;                 // Message: its variables
  std::vector<CatalogValue> items;  // List, joined as `text` says: "and", "or", "semicolon"...

  CatalogValue(int64_t n) : kind(Kind::Number), number(n) {}
  CatalogValue(int n) : CatalogValue(static_cast<int64_t>(n)) {}
  CatalogValue(std::string words) : text(std::move(words)) {}
  CatalogValue(const char* words) : text(words) {}
  static CatalogValue message(std::string id, CatalogArgs args = {});
  static CatalogValue list(std::vector<CatalogValue> items, std::string joined = "and");
};

class Catalog {
 public:
  // Reads a catalog for a language ("en", "de", "fr", "es", "ja", "zh": its plural rules).
  static Result<Catalog> parse(std::string_view language, std::string_view text);

  // The message `id` with its variables; an error names a message, term or variable not there.
  Result<std::string> format(std::string_view id, const CatalogArgs& args = {}) const;
  // The ids of the catalog's messages (not its terms), in order.
  std::vector<std::string> ids() const;
  const std::string& language() const { return language_; }

  struct Node;
  using Pattern = std::vector<Node>;

 private:
  std::string language_;
  std::map<std::string, std::shared_ptr<const Pattern>, std::less<>> entries_;  // terms keep their '-'
  std::vector<std::string> order_;
};

// A number's plural category in a language: "one" or "other" (CLDR's cardinal
// rules for integers; Japanese and Chinese have only "other").
std::string_view plural_category(std::string_view language, int64_t n);

}  // namespace pencilmark
