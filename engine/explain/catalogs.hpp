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

// A step's words as messages: its text, the nudge, the second clue (Step::said),
// and for a step whose links are a chain's implications, each link's own clause
// ("r6c1 is not 4, so r8c1 is 4 (strong link)"), every one of them. With them,
// the words last said (say_step) that Step has no place for: the technique's name
// and the links' clauses. Here, not in Step, which the search copies often.
struct StepSaid {
  CatalogValue text, nudge, clue;
  std::vector<CatalogValue> links;
  std::string name;
  std::vector<std::string> link_words;
};

// The message that names a technique ("technique-x-wing"): its name in a catalog.
inline std::string technique_message(std::string_view key) { return "technique-" + std::string(key); }

// The catalog of a language, read once; an error names a language there is no
// catalog for (and those there are), or where its catalog does not read.
Result<const Catalog*> step_catalog(std::string_view language);

// The languages there are catalogs for, English first, then those compiled in,
// then those added.
std::vector<std::string> step_languages();

// Adds a language's catalog from its text (the page's engine has English alone
// and is given another language's when a reader chooses it): a language there is
// already keeps its catalog. BadOption names a name that is not a language tag
// ("de", "pt-br"), or the line where the text does not read.
Result<bool> add_step_catalog(std::string_view language, std::string_view text);

// The step's text, clues and technique name in the catalog's language, from its messages
// (Step::said); a step found without its words keeps none.
Result<bool> say_step(Step& step, const Catalog& catalog);
// The same with the step's messages given (an explainer's, said once and kept as
// the step's own: no copy of messages already shared).
Result<bool> say_step(Step& step, StepSaid said, const Catalog& catalog);

}  // namespace pencilmark
