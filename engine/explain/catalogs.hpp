// The step words' catalogs, one a language (locales/LANG/*.ftl, compiled in by
// CMakeLists.txt), and the words of a step said in one of them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/catalog.hpp"
#include "logic/step.hpp"

namespace pencilmark {

struct BuiltinCatalog {
  std::string_view language;  // "en", "de", ...: the folder's name
  std::string_view text;      // its .ftl files, one after another
};
const std::vector<BuiltinCatalog>& builtin_catalogs();

// A step's words as messages: its text, the nudge, the second clue (Step::said).
struct StepSaid {
  CatalogValue text, nudge, clue;
};

// The catalog of a language, read once; an error names a language there is no
// catalog for (and those there are), or where its catalog does not read.
Result<const Catalog*> step_catalog(std::string_view language);

// The languages there are catalogs for, English first.
std::vector<std::string> step_languages();

// The step's text and clues in the catalog's language, from its messages
// (Step::said); a step whose explainer writes English alone keeps its English.
Result<bool> say_step(Step& step, const Catalog& catalog);

}  // namespace pencilmark
