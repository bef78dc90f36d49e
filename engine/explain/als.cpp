// Words for the almost locked set steps (logic/techniques/als.cpp). The step's
// sets are its cell marks in order, each set in one of three roles taken in turn
// (so two sets in a row differ); a death blossom's stem is its Pivot cell. Its
// links are the restricted commons (RCs), one per digit, in chain order (a
// blossom's: stem to petal); its digits are the removed ones (z).
#include "explain/words.hpp"

namespace pencilmark {
namespace {

struct AlsSet {
  CellSet cells;
  DigitSet digits;
};

std::vector<AlsSet> sets_of(const Step& step, const Grid& grid) {
  std::vector<AlsSet> sets;
  Role last = Role::Pivot;
  for (const CellMark& m : step.cells) {
    if (m.role == Role::Pivot) continue;
    if (sets.empty() || m.role != last) sets.push_back({});
    last = m.role;
    sets.back().cells.add(m.cell);
    sets.back().digits = sets.back().digits | grid.candidates(m.cell);
  }
  return sets;
}

// "r1c2, r1c5 (1/4/7)": a set's cells and digits, kept apart from the sentence's "and".
CatalogValue als_said(const AlsSet& set) {
  std::vector<CatalogValue> digits;
  for (Digit d : set.digits) digits.emplace_back(d);
  return CatalogValue::message("als-set", {{"cells", cells_said(set.cells, "comma")},
                                           {"digits", CatalogValue::list(std::move(digits), "slash")}});
}

// The RCs of each pair of sets next to each other in the chain, from the links.
std::vector<DigitSet> chain_rcs(const Step& step, const std::vector<AlsSet>& sets) {
  std::vector<DigitSet> rcs(sets.size() > 1 ? sets.size() - 1 : 0);
  size_t k = 0;
  for (const Link& link : step.links) {
    while (k + 1 < rcs.size() && !(sets[k].cells.has(link.from.cell) && sets[k + 1].cells.has(link.to.cell))) ++k;
    if (k < rcs.size()) rcs[k].add(link.from.digit);
  }
  return rcs;
}

// Every step's last words: "remove 5 from the cells that see every 5 of those sets: 5 from r1c1."
CatalogValue removal_words(const Step& step) {
  return CatalogValue::message("als-removal", {{"digits", digits_said(step.digits)},
                                               {"digits-or", digits_said(step.digits, "or")},
                                               {"removed", removals_said(step.eliminations)}});
}

CatalogValue explain_xz(const Step& step, const std::vector<AlsSet>& sets, const std::vector<DigitSet>& rcs) {
  CatalogArgs args{{"first", als_said(sets[0])}, {"second", als_said(sets[1])}, {"rc", digits_said(rcs[0])}};
  if (rcs[0].size() == 1) {
    args.insert(args.end(), {{"z", digits_said(step.digits, "or")}, {"removal", removal_words(step)}});
    return CatalogValue::message("als-xz", std::move(args));
  }
  args.emplace_back("removed", removals_said(step.eliminations));
  return CatalogValue::message("als-xz-double", std::move(args));
}

CatalogValue explain_chain(const Step& step, const std::vector<AlsSet>& sets, const std::vector<DigitSet>& rcs) {
  const bool wing = step.technique == technique("als-xy-wing");
  // A long chain: the first two sets and how many follow (the board plays every link).
  const size_t named = wing || sets.size() <= 4 ? sets.size() : 2;
  const bool more = named < sets.size();
  std::vector<CatalogValue> parts;
  for (size_t k = 0; k < (more ? named : named - 1); ++k) parts.push_back(als_said(sets[k]));
  CatalogArgs listed{{"sets", CatalogValue::list(std::move(parts), "comma")}, {"last", als_said(sets.back())}};
  if (more) listed.emplace_back("more", static_cast<int>(sets.size() - named - 1));
  std::vector<CatalogValue> links;
  for (const DigitSet& rc : rcs) links.push_back(digits_said(rc));
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

CatalogValue explain_blossom(const Step& step, const std::vector<AlsSet>& sets, Cell stem, const Grid& grid) {
  std::vector<CatalogValue> petals;
  for (size_t k = 0; k < sets.size() && k < step.links.size(); ++k)
    petals.push_back(
        CatalogValue::message("als-petal", {{"digit", step.links[k].from.digit}, {"set", als_said(sets[k])}}));
  return CatalogValue::message("death-blossom", {{"stem", cell_name(stem)},
                                                 {"stem-digits", digits_said(grid.candidates(stem))},
                                                 {"petals", CatalogValue::list(std::move(petals), "semicolon")},
                                                 {"z", digits_said(step.digits)},
                                                 {"removal", removal_words(step)}});
}

}  // namespace

void explain_als(Step& step, const Grid& grid) {
  const std::vector<AlsSet> sets = sets_of(step, grid);
  const std::vector<Cell> stems = cells_with(step, Role::Pivot);
  CellSet all;
  for (const AlsSet& set : sets) all |= set.cells;
  if (!stems.empty()) {
    set_said(step, explain_blossom(step, sets, stems[0], grid),
             CatalogValue::message("death-blossom-look", {{"stem", cell_name(stems[0])}}),
             CatalogValue::message("where-stem", {{"stem", cell_name(stems[0])}}));
    return;
  }
  const std::vector<DigitSet> rcs = chain_rcs(step, sets);
  set_said(step, step.technique == technique("als-xz") ? explain_xz(step, sets, rcs) : explain_chain(step, sets, rcs),
           cells_said(all),
           CatalogValue::message("where-als", {{"cells", cells_said(all)}, {"z", digits_said(step.digits)}}));
}

}  // namespace pencilmark
