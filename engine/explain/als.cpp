// Words for the almost locked set steps (logic/techniques/als.cpp): the step's
// sets (Step::sets) in chain order, with each one's restricted commons (RCs) with
// the next (a petal's: its stem digit); a death blossom's stem is its Pivot cell;
// its digits are the removed ones (z).
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// "r1c2, r1c5 (1/4/7)": a set's cells and digits, kept apart from the sentence's "and".
CatalogValue als_said(const AlsMark& set) {
  std::vector<CatalogValue> digits;
  for (Digit d : set.digits) digits.emplace_back(d);
  return CatalogValue::message("als-set", {{"cells", cells_said(set.cells, "comma")},
                                           {"digits", CatalogValue::list(std::move(digits), "slash")}});
}

// Every step's last words: "remove 5 from the cells that see every 5 of those sets: 5 from r1c1."
CatalogValue removal_words(const Step& step) {
  return CatalogValue::message("als-removal", {{"digits", digits_said(step.digits)},
                                               {"digits-or", digits_said(step.digits, "or")},
                                               {"removed", removals_said(step.eliminations)}});
}

CatalogValue explain_xz(const Step& step) {
  const std::vector<AlsMark>& sets = step.sets;
  CatalogArgs args{{"first", als_said(sets[0])}, {"second", als_said(sets[1])}, {"rc", digits_said(sets[0].rcs)}};
  if (sets[0].rcs.size() == 1) {
    args.insert(args.end(), {{"z", digits_said(step.digits, "or")}, {"removal", removal_words(step)}});
    return CatalogValue::message("als-xz", std::move(args));
  }
  args.emplace_back("removed", removals_said(step.eliminations));
  return CatalogValue::message("als-xz-double", std::move(args));
}

CatalogValue explain_chain(const Step& step) {
  const std::vector<AlsMark>& sets = step.sets;
  const bool wing = step.technique == technique("als-xy-wing");
  // A long chain: the first two sets and how many follow (the board plays every link).
  const size_t named = wing || sets.size() <= 4 ? sets.size() : 2;
  const bool more = named < sets.size();
  std::vector<CatalogValue> parts;
  for (size_t k = 0; k < (more ? named : named - 1); ++k) parts.push_back(als_said(sets[k]));
  CatalogArgs listed{{"sets", CatalogValue::list(std::move(parts), "comma")}, {"last", als_said(sets.back())}};
  if (more) listed.emplace_back("more", static_cast<int>(sets.size() - named - 1));
  std::vector<CatalogValue> links;
  for (size_t k = 0; k + 1 < sets.size(); ++k) links.push_back(digits_said(sets[k].rcs));
  CatalogValue first_link = links[0];
  return CatalogValue::message(wing ? "als-xy-wing" : "als-xy-chain",
                               {{"n", static_cast<int>(sets.size())},
                                {"sets", CatalogValue::message(more ? "als-sets-more" : "als-sets", std::move(listed))},
                                {"links", CatalogValue::list(std::move(links))},
                                {"first-link", std::move(first_link)},
                                {"z", digits_said(step.digits)},
                                {"z-or", digits_said(step.digits, "or")},
                                {"removal", removal_words(step)}});
}

CatalogValue explain_blossom(const Step& step, Cell stem, const Grid& grid) {
  std::vector<CatalogValue> petals;
  for (const AlsMark& petal : step.sets)
    petals.push_back(CatalogValue::message("als-petal", {{"digit", petal.rcs.first()}, {"set", als_said(petal)}}));
  return CatalogValue::message("death-blossom", {{"stem", cell_name(stem)},
                                                 {"stem-digits", digits_said(grid.candidates(stem))},
                                                 {"petals", CatalogValue::list(std::move(petals), "semicolon")},
                                                 {"z", digits_said(step.digits)},
                                                 {"removal", removal_words(step)}});
}

}  // namespace

void explain_als(Step& step, const Grid& grid) {
  const std::vector<Cell> stems = cells_with(step, Role::Pivot);
  CellSet all;
  for (const AlsMark& set : step.sets) all |= set.cells;
  if (!stems.empty()) {
    set_said(step, explain_blossom(step, stems[0], grid),
             CatalogValue::message("death-blossom-look", {{"stem", cell_name(stems[0])}}),
             CatalogValue::message("where-stem", {{"stem", cell_name(stems[0])}}));
    return;
  }
  set_said(step, step.technique == technique("als-xz") ? explain_xz(step) : explain_chain(step), cells_said(all),
           CatalogValue::message("where-als", {{"cells", cells_said(all)}, {"z", digits_said(step.digits)}}));
}

}  // namespace pencilmark
