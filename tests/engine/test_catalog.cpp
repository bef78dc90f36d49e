// The step catalogs (locales/LANG/*.ftl) and the Fluent subset that reads them
// (core/catalog.hpp): what it reads, what it refuses and says, and every
// language's catalog against the English one.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "api/pencilmark.hpp"
#include "core/catalog.hpp"
#include "explain/catalogs.hpp"
#include "logic_support.hpp"

using namespace test_support;

namespace {

Catalog read(std::string_view language, std::string_view text) {
  auto catalog = Catalog::parse(language, text);
  INFO((catalog ? std::string() : catalog.error().message));
  REQUIRE(catalog.ok());
  return std::move(catalog.value());
}

std::string said(const Catalog& catalog, std::string_view id, const CatalogArgs& args = {}) {
  auto words = catalog.format(id, args);
  INFO((words ? std::string() : words.error().message));
  REQUIRE(words.ok());
  return words.value();
}

std::string refused(std::string_view text) {
  auto catalog = Catalog::parse("en", text);
  REQUIRE_FALSE(catalog.ok());
  return catalog.error().message;
}

}  // namespace

TEST_CASE("a catalog says its messages: variables, terms with arguments, references, selects, lists") {
  const Catalog en = read("en", R"(# a comment
-cell = { $case ->
    [dative] the cell
   *[other] a cell
}
count = { $n ->
    [0] no cells
    [one] one cell
   *[other] { $n } cells
}
where = in { -cell(case: "dative") }
both = { count }, { where }.
list-comma = { $head }, { $item }
list-and = { $head } and { $item }
list-or = { $head } or { $item }
list-semicolon = { $head }; { $item }
places = Put it in { $cells }.
long = First line
    second line
)");
  CHECK(said(en, "count", {{"n", 0}}) == "no cells");
  CHECK(said(en, "count", {{"n", 1}}) == "one cell");
  CHECK(said(en, "count", {{"n", 7}}) == "7 cells");
  CHECK(said(en, "where") == "in the cell");
  CHECK(said(en, "both", {{"n", 2}}) == "2 cells, in the cell.");
  CHECK(said(en, "places", {{"cells", CatalogValue::list({"r1c1", "r1c2", "r1c3"})}}) ==
        "Put it in r1c1, r1c2 and r1c3.");
  CHECK(said(en, "places", {{"cells", CatalogValue::list({"r1c1", "r1c2"}, "or")}}) == "Put it in r1c1 or r1c2.");
  CHECK(said(en, "places", {{"cells", CatalogValue::message("count", {{"n", 3}})}}) == "Put it in 3 cells.");
  CHECK(said(en, "places", {{"cells", CatalogValue::list({"a", "b", "c"}, "semicolon")}}) == "Put it in a; b; c.");
  CHECK(said(en, "long") == "First line\nsecond line");
  CHECK(en.ids() == std::vector<std::string>{"count", "where", "both", "list-comma", "list-and", "list-or",
                                             "list-semicolon", "places", "long"});

  // Plural categories are the language's: French says 0 and 1 alike, Japanese has no "one".
  const std::string_view plural = "n = { $n ->\n  [one] one\n *[other] other\n}\n";
  CHECK(said(read("fr", plural), "n", {{"n", 0}}) == "one");
  CHECK(said(read("en", plural), "n", {{"n", 0}}) == "other");
  CHECK(said(read("ja", plural), "n", {{"n", 1}}) == "other");
}

TEST_CASE("a catalog that does not read says where and why, a message short of a variable which") {
  CHECK(refused("ok = fine\n\n!bad line\n") ==
        "the catalog's line 3: '!bad line' does not start with a message id, a -term or #");
  CHECK(refused("ok = fine\n\nbad line\n") == "the catalog's line 3: bad has no = after it");
  CHECK(refused("a = { $x\n") == "the catalog's line 1: a { with no } after it");
  CHECK(refused("a = fine }\n") == "the catalog's line 1: a } with no { before it");
  CHECK(refused("a = {\n  $n ->\n  [one] x\n}\n") == "the catalog's line 4: a select with no * variant");
  CHECK(refused("a = x\na = y\n") == "the catalog's line 2: a is there twice");
  CHECK(refused("a x\n") == "the catalog's line 1: a has no = after it");
  const Catalog en = read("en", "a = { $n } and { b }\nb = { -c }\n");
  CHECK(en.format("a", {}).error().message == "the catalog's a needs $n");
  CHECK(en.format("a", {{"n", 1}}).error().message == "the catalog (en) has no -c");
  CHECK(en.format("z").error().message == "the catalog (en) has no z");
  const Catalog loop = read("en", "a = { b }\nb = { a }\n");
  CHECK_FALSE(loop.format("a").ok());
}

TEST_CASE("every language's catalog reads, and has the English catalog's messages and every technique's name") {
  const auto english = step_catalog("en");
  REQUIRE(english.ok());
  const std::vector<std::string> ids = (*english)->ids();
  for (const TechniqueInfo& row : kTechniques)
    CHECK(std::count(ids.begin(), ids.end(), "technique-" + std::string(row.key)) == 1);
  // One a folder of locales/, English first: a language is added by adding its folder.
  std::vector<std::string> folders;
  for (const auto& entry : std::filesystem::directory_iterator(project_data("../locales")))
    if (entry.is_directory() && entry.path().filename() != "en") folders.push_back(entry.path().filename().string());
  std::sort(folders.begin(), folders.end());
  folders.insert(folders.begin(), "en");
  REQUIRE(folders.size() >= 6);
  REQUIRE(step_languages() == folders);
  for (const std::string& language : step_languages()) {
    INFO(language);
    const auto catalog = step_catalog(language);
    INFO((catalog ? std::string() : catalog.error().message));
    REQUIRE(catalog.ok());
    const std::vector<std::string> own = (*catalog)->ids();
    // a-digit is English's article ("an 8"); other languages need none.
    std::set<std::string> missing(ids.begin(), ids.end()), extra(own.begin(), own.end());
    for (const std::string& id : own) missing.erase(id);
    for (const std::string& id : ids) extra.erase(id);
    if (language != "en") missing.erase("a-digit");
    CHECK(missing.empty());
    CHECK(extra.empty());
  }
  CHECK(step_catalog("xx").error().message == "no words in the language 'xx' (there are en, de, es, fr, ja, zh)");
}

TEST_CASE(
    "the singles' words in every language: each names the cell, the digit and the house, and none is the English") {
  Grid g;
  confine(g, 8, box_house(6), {rc(7, 1)});
  std::vector<Step> steps = find_all(technique("hidden-single"), g);
  g = Grid();
  g.set_candidates(rc(4, 4), digits({4}));
  for (Step& s : find_all(technique("naked-single"), g)) steps.push_back(std::move(s));
  REQUIRE(steps.size() == 2);
  const std::map<std::string, std::string> box7 = {{"en", "box 7"},  {"de", "Block 7"},   {"fr", "bloc 7"},
                                                   {"es", "caja 7"}, {"ja", "ブロック7"}, {"zh", "第7宫"}};
  for (const Step& english : steps) {
    for (const std::string& language : step_languages()) {
      INFO(language << ": " << english.text);
      Step step = english;
      REQUIRE(say_step(step, **step_catalog(language)).ok());
      const Candidate placed = step.placements.front();
      CHECK(step.text.find(cell_name(placed.cell)) != std::string::npos);
      CHECK(step.text.find(std::to_string(placed.digit)) != std::string::npos);
      if (step.technique == technique("hidden-single"))
        CHECK(step.clues[1].find(box7.at(language)) != std::string::npos);
      CHECK((language == "en") == (step.text == english.text));
      CHECK((language == "en") == (step.clues[0] == english.clues[0]));
      CHECK(step.clues[1].find("{") == std::string::npos);
    }
  }
}

TEST_CASE("a path's words from the catalogs in every language: each step's cells are named, and no English is left") {
  // Singles, pointing lines, a box-line reduction, naked and hidden pairs, an X-wing, an XYZ-wing, a W-wing
  // and a unique rectangle.
  const auto graded =
      api::grade(".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5", {}, true);
  REQUIRE(graded.ok());
  std::set<std::string> said;
  for (const std::string& language : step_languages()) {
    std::vector<Step> steps = graded->steps;
    REQUIRE(api::say_steps(steps, language).ok());
    for (size_t i = 0; i < steps.size(); i++) {
      const Step& step = steps[i];
      if (!step.said) continue;
      INFO(language << " step " << i + 1 << ": " << step.text);
      said.insert(std::string(step.info().key));
      // A placement's clean-up of its peers goes unsaid; an elimination step names every cell it clears.
      if (step.placements.empty())
        for (const Candidate& e : step.eliminations) CHECK(step.text.find(cell_name(e.cell)) != std::string::npos);
      for (const Candidate& p : step.placements) CHECK(step.text.find(cell_name(p.cell)) != std::string::npos);
      CHECK((language == "en") == (step.text == graded->steps[i].text));
      // English words a translation must not keep (whole words, with the spaces around them; not "in",
      // which German has too).
      if (language != "en")
        for (const char* english : {" remove ", " from ", " can only ", " and ", "Look at", " row ", " box ", " cell"})
          CHECK(step.text.find(english) == std::string::npos);
    }
  }
  CHECK(said == std::set<std::string>{"box-line", "full-house", "hidden-pair", "hidden-single", "naked-pair",
                                      "naked-single", "pointing-line", "unique-rectangle-1", "w-wing", "x-wing",
                                      "xyz-wing"});
}

TEST_CASE("a language's catalog added at run time says the steps in it, and a bad one is refused in words") {
  const auto graded =
      api::grade(".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5", {}, true);
  REQUIRE(graded.ok());
  // English's own text under another tag: the same words.
  std::string english;
  for (const BuiltinCatalog& builtin : builtin_catalogs())
    if (builtin.language == "en") english = std::string(builtin.text);
  REQUIRE(!english.empty());
  CHECK_FALSE(step_catalog("pt-br").ok());
  REQUIRE(api::add_language("pt-br", english).ok());
  CHECK(step_languages().back() == "pt-br");
  std::vector<Step> steps = graded->steps;
  REQUIRE(api::say_steps(steps, "pt-br").ok());
  for (size_t i = 0; i < steps.size(); i++) CHECK(steps[i].text == graded->steps[i].text);
  // A language there is keeps its catalog: a second text, even a bad one, changes nothing.
  CHECK(api::add_language("pt-br", "broken = {").ok());
  CHECK(api::add_language("de", "house-row = Reihe { $n }").ok());
  REQUIRE(api::say_steps(steps, "de").ok());
  CHECK(steps.front().text.find("Reihe") == std::string::npos);
  // A tag that is not one, and a text that does not read, each say which.
  for (const char* tag : {"", "x", "EN", "../de", "de-", "de--at", "de/x"}) {
    const auto refused = api::add_language(tag, english);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("not a language tag") != std::string::npos);
  }
  const auto broken = api::add_language("eo", "house-row = vico { $n }\nhouse-box = { $n");
  REQUIRE_FALSE(broken.ok());
  CHECK(broken.error().message.rfind("eo: ", 0) == 0);
  CHECK(broken.error().message.find("line 2") != std::string::npos);
  CHECK_FALSE(step_catalog("eo").ok());
}

TEST_CASE("the technique table in a language: the same rows, each named by that language's catalog") {
  const auto english = api::techniques_table();
  const auto japanese = api::techniques_table("ja");
  REQUIRE(english.ok());
  REQUIRE(japanese.ok());
  const auto rows = [](const std::string& table) {
    std::vector<std::vector<std::string>> out;
    size_t at = 0;
    while (at < table.size()) {
      const size_t end = table.find('\n', at);
      std::vector<std::string> cells;
      size_t from = at;
      for (size_t tab; (tab = table.find('\t', from)) < end; from = tab + 1)
        cells.push_back(table.substr(from, tab - from));
      cells.push_back(table.substr(from, end - from));
      out.push_back(cells);
      at = end + 1;
    }
    return out;
  };
  const auto en = rows(*english), ja = rows(*japanese);
  REQUIRE(en.size() == ja.size());
  REQUIRE(en.size() > 70);
  const Catalog& catalog = **step_catalog("ja");
  for (size_t i = 1; i < en.size(); i++) {
    INFO(en[i][2]);
    CHECK(ja[i][2] == en[i][2]);                                         // the key
    CHECK(ja[i][3] == catalog.format("technique-" + en[i][2]).value());  // its name there
    CHECK(ja[i][4] == en[i][4]);                                         // the score
  }
  CHECK(ja[1][3] != en[1][3]);
  const auto unknown = api::techniques_table("tlh");
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.error().message.find("tlh") != std::string::npos);
}

namespace {

// Each message's text in a catalog, as its lines read (the id's line and the lines that continue it).
std::map<std::string, std::string> message_texts(std::string_view catalog) {
  std::map<std::string, std::string> texts;
  std::string id;
  size_t at = 0;
  while (at < catalog.size()) {
    const size_t end = std::min(catalog.find('\n', at), catalog.size());
    const std::string line(catalog.substr(at, end - at));
    at = end + 1;
    if (line.empty() || line[0] == '#') continue;
    if (std::isalpha(static_cast<unsigned char>(line[0])) || line[0] == '-') {
      id = line.substr(0, line.find_first_of(" ="));
      texts[id] = line;
    } else if (!id.empty()) {
      texts[id] += "\n" + line;
    }
  }
  return texts;
}

std::set<std::string> matches(const std::string& text, const std::regex& pattern) {
  std::set<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1]);
  return out;
}

}  // namespace

TEST_CASE("every translated message uses only variables its English message is given") {
  // A variable the engine does not pass would make the step's words an error in that language alone.
  const std::regex variable(R"(\$([A-Za-z][\w-]*))"), reference(R"(\{\s*([a-z][\w-]*)\s*\})");
  std::map<std::string, std::string> english;
  for (const BuiltinCatalog& builtin : builtin_catalogs())
    if (builtin.language == "en") english = message_texts(builtin.text);
  REQUIRE(english.size() > 100);
  std::map<std::string, std::set<std::string>> given;
  for (const auto& [id, text] : english) given[id] = matches(text, variable);
  // A message referred to sees the variables of the message that refers to it, and one that
  // refers to another (the English a-digit) is given the variables that one needs.
  for (const auto& [id, text] : english)
    for (const std::string& referred : matches(text, reference)) {
      if (!english.count(referred)) continue;
      given[referred].merge(matches(text, variable));
      given[id].merge(matches(english[referred], variable));
    }
  for (const BuiltinCatalog& builtin : builtin_catalogs()) {
    for (const auto& [id, text] : message_texts(builtin.text)) {
      INFO(builtin.language << ": " << id);
      for (const std::string& name : matches(text, variable)) {
        INFO("$" << name);
        CHECK(given[id].count(name) == 1);
      }
    }
  }
}
