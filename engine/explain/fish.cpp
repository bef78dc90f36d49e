// Words for the fish: X-wing, swordfish, jellyfish; their finned and sashimi
// forms; and Franken fish, whose bases or covers include boxes. A fin is a
// base place outside the covers, or a place two bases share (an endo fin).
#include "explain/explainers.hpp"
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// Rows, columns and boxes together (a Franken fish's).
bool mixed(const std::vector<House>& houses) {
  for (House h : houses)
    if (h / 9 != houses.front() / 9) return true;
  return false;
}

// "rows", "columns" or "boxes"; "houses" for a mix.
CatalogValue kind_said(const std::vector<House>& houses) {
  static constexpr const char* kKinds[] = {"houses-rows", "houses-columns", "houses-boxes"};
  return CatalogValue::message(mixed(houses) ? "houses-mixed" : kKinds[houses.front() / 9]);
}

int houses_holding(const std::vector<House>& houses, Cell c) {
  int n = 0;
  for (House h : houses) n += kHouseSets[h].has(c) ? 1 : 0;
  return n;
}

}  // namespace

void explain_fish(Step& step, const Grid&) {
  const std::vector<House> bases = houses_with(step, Role::Base), covers = houses_with(step, Role::Cover);
  const Digit digit = step.digits.first();
  const CatalogValue base_kind = kind_said(bases), cover_kind = kind_said(covers);
  const CellSet body = candidate_cells(step, Role::Pattern), fins = candidate_cells(step, Role::Fin);
  const CellSet removed = cells_of(step.eliminations);
  // Cannibals: body places in two covers, which the fish removes too.
  const CellSet cannibals = removed & body;
  CellSet endo_fins;
  for (Cell c : fins)
    if (houses_holding(bases, c) > 1) endo_fins.add(c);
  const CatalogArgs kinds{{"digit", digit}, {"base-kind", base_kind}, {"cover-kind", cover_kind}};
  CatalogArgs args{{"bases", houses_said(bases)},
                   {"covers", houses_said(covers)},
                   {"n", static_cast<int>(bases.size())},
                   {"fins", cells_said(fins)},
                   {"fin-count", fins.size()}};
  add_removed(args, step);
  for (const auto& arg : kinds) args.push_back(arg);
  CatalogArgs cannibal_args = kinds;
  cannibal_args.emplace_back("cells", cells_said(cannibals));
  args.emplace_back("cannibals",
                    cannibals.empty() ? CatalogValue("") : CatalogValue::message("fish-cannibals", cannibal_args));
  CatalogArgs endo_args = kinds;
  endo_args.emplace_back("cells", cells_said(endo_fins));
  endo_args.emplace_back("endo-count", endo_fins.size());
  args.emplace_back("endo", endo_fins.empty() ? CatalogValue("") : CatalogValue::message("fish-endo", endo_args));
  // Sashimi: a base left with at most one place once the fins go.
  CatalogValue sashimi("");
  if (!fins.empty() && step.info().key.starts_with("sashimi")) {
    for (House h : bases) {
      const CellSet kept = body & kHouseSets[h];
      if (kept.size() > 1) continue;
      sashimi = CatalogValue::message("fish-sashimi", {{"fin-count", fins.size()},
                                                       {"house", house_said(h)},
                                                       {"kept", cells_said(kept)},
                                                       {"kept-count", kept.size()},
                                                       {"digit", digit}});
      break;
    }
  }
  args.emplace_back("sashimi", sashimi);
  // Where to look: "each of the rows", or for a Franken fish's bases "the rows and boxes".
  const CatalogValue look =
      mixed(bases) ? CatalogValue::message(
                         "fish-look-franken",
                         {{"digit", digit},
                          {"lines", CatalogValue::message(bases.front() < 9 ? "houses-rows" : "houses-columns")}})
                   : CatalogValue::message("fish-look", kinds);
  set_said(step, CatalogValue::message(fins.empty() ? "fish" : "fish-finned", args), look,
           CatalogValue::message("where-in-digit", {{"place", houses_said(bases)}, {"digit", digit}}));
}

}  // namespace pencilmark
