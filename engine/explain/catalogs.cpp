#include "explain/catalogs.hpp"

namespace pencilmark {

Result<const Catalog*> step_catalog(std::string_view language) {
  // Every compiled-in catalog read once, on first use (a static's start is
  // thread-safe: the CLI's --jobs threads share them).
  static const std::vector<std::pair<std::string_view, Result<Catalog>>> kRead = [] {
    std::vector<std::pair<std::string_view, Result<Catalog>>> read;
    for (const BuiltinCatalog& builtin : builtin_catalogs())
      read.emplace_back(builtin.language, Catalog::parse(builtin.language, builtin.text));
    return read;
  }();
  for (const auto& [name, catalog] : kRead) {
    if (name != language) continue;
    if (!catalog) return Error{catalog.error().kind, "locales/" + std::string(name) + ": " + catalog.error().message};
    return &catalog.value();
  }
  std::string known;
  for (const std::string& l : step_languages()) known += (known.empty() ? "" : ", ") + l;
  return Error{ErrorKind::BadOption,
               "no words in the language '" + std::string(language) + "' (there are " + known + ")"};
}

std::vector<std::string> step_languages() {
  std::vector<std::string> out{"en"};
  for (const BuiltinCatalog& builtin : builtin_catalogs())
    if (builtin.language != "en") out.emplace_back(builtin.language);
  return out;
}

Result<bool> say_step(Step& step, const Catalog& catalog) {
  if (!step.said) return true;
  auto text = catalog.format(step.said->text.text, step.said->text.args);
  auto nudge = catalog.format(step.said->nudge.text, step.said->nudge.args);
  auto clue = catalog.format(step.said->clue.text, step.said->clue.args);
  for (const auto* words : {&text, &nudge, &clue})
    if (!*words) return words->error();
  step.text = std::move(text.value());
  step.clues = {std::move(nudge.value()), std::move(clue.value())};
  return true;
}

}  // namespace pencilmark
