#include "explain/catalogs.hpp"

#include <list>
#include <mutex>

namespace pencilmark {
namespace {

// The catalogs added at run time, each kept where it was made (a list: a
// catalog handed out stays put), behind a lock (the CLI's threads read it).
struct AddedCatalogs {
  std::mutex lock;
  std::list<Catalog> catalogs;
};
AddedCatalogs& added() {
  static AddedCatalogs kAdded;
  return kAdded;
}

const Catalog* added_catalog(std::string_view language) {
  AddedCatalogs& all = added();
  const std::lock_guard<std::mutex> hold(all.lock);
  for (const Catalog& catalog : all.catalogs)
    if (catalog.language() == language) return &catalog;
  return nullptr;
}

// "de", "zh", "pt-br": lower-case letters, then parts of letters and digits after hyphens.
bool is_language_tag(std::string_view tag) {
  if (tag.size() < 2 || tag.size() > 16 || !(tag[0] >= 'a' && tag[0] <= 'z')) return false;
  for (char c : tag)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return tag.back() != '-' && tag.find("--") == std::string_view::npos;
}

}  // namespace

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
  if (const Catalog* catalog = added_catalog(language)) return catalog;
  std::string known;
  for (const std::string& l : step_languages()) known += (known.empty() ? "" : ", ") + l;
  return Error{ErrorKind::BadOption,
               "no words in the language '" + std::string(language) + "' (there are " + known + ")"};
}

std::vector<std::string> step_languages() {
  std::vector<std::string> out{"en"};
  for (const BuiltinCatalog& builtin : builtin_catalogs())
    if (builtin.language != "en") out.emplace_back(builtin.language);
  AddedCatalogs& all = added();
  const std::lock_guard<std::mutex> hold(all.lock);
  for (const Catalog& catalog : all.catalogs) out.emplace_back(catalog.language());
  return out;
}

Result<bool> add_step_catalog(std::string_view language, std::string_view text) {
  if (!is_language_tag(language))
    return Error{ErrorKind::BadOption, "'" + std::string(language) +
                                           "' is not a language tag like de or pt-br (lower-case letters, digits, "
                                           "hyphens)"};
  if (step_catalog(language)) return true;
  auto catalog = Catalog::parse(language, text);
  if (!catalog) return Error{catalog.error().kind, std::string(language) + ": " + catalog.error().message};
  AddedCatalogs& all = added();
  const std::lock_guard<std::mutex> hold(all.lock);
  for (const Catalog& other : all.catalogs)
    if (other.language() == language) return true;
  all.catalogs.push_back(std::move(catalog.value()));
  return true;
}

Result<bool> say_step(Step& step, const Catalog& catalog) {
  // A step's messages are shared by its copies: the words said are this copy's.
  return step.said ? say_step(step, *step.said, catalog) : Result<bool>(true);
}

Result<bool> say_step(Step& step, StepSaid said, const Catalog& catalog) {
  auto text = catalog.format(said.text.text, said.text.args);
  auto nudge = catalog.format(said.nudge.text, said.nudge.args);
  auto clue = catalog.format(said.clue.text, said.clue.args);
  auto name = catalog.format(technique_message(step.info().key), {});
  for (const auto* words : {&text, &nudge, &clue, &name})
    if (!*words) return words->error();
  std::vector<std::string> links;
  for (const CatalogValue& link : said.links) {
    auto words = catalog.format(link.text, link.args);
    if (!words) return words.error();
    links.push_back(std::move(words.value()));
  }
  said.name = std::move(name.value());
  said.link_words = std::move(links);
  step.said = std::make_shared<const StepSaid>(std::move(said));
  step.text = std::move(text.value());
  step.clues = {std::move(nudge.value()), std::move(clue.value())};
  return true;
}

}  // namespace pencilmark
