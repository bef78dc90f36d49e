// Words for the single-digit patterns (skyscraper, 2-string kite, turbot fish,
// empty rectangle, their duals, X-chain) and for colouring. The facts are the
// links: strong links (a house's only two places) read "not this, so that",
// weak links "this, so not that"; the houses of the strong links are the
// step's regions, in chain order.
#include "explain/explainers.hpp"
#include "explain/words.hpp"
#include "logic/links.hpp"

namespace pencilmark {
namespace {

// The chains of a step, split at each link that does not continue the one before.
std::vector<std::vector<Cell>> chains_of(const Step& step) {
  std::vector<std::vector<Cell>> chains;
  for (size_t i = 0; i < step.links.size(); ++i) {
    const Link& l = step.links[i];
    if (i == 0 || step.links[i - 1].to.cell != l.from.cell) chains.push_back({l.from.cell});
    chains.back().push_back(l.to.cell);
  }
  return chains;
}

CatalogValue look_two_places(Digit d) { return CatalogValue::message("look-two-places", {{"digit", d}}); }

// "r1c1 and r1c7 are the only places for 4 in row 1, and r5c2 and r5c7 the only
// ones in row 5. r1c7 and r5c7 share column 7, so at most one of them is 4: r1c1
// or r5c2 is. Remove 4 from ..."
void explain_short_chain(Step& step, Digit d) {
  const std::vector<Cell> c = chains_of(step).front();
  const std::vector<House> regions = houses_with(step, Role::Region);
  CatalogArgs args{{"digit", d},
                   {"c0", cell_name(c[0])},
                   {"c1", cell_name(c[1])},
                   {"c2", cell_name(c[2])},
                   {"c3", cell_name(c[3])},
                   {"first", house_said(regions[0])},
                   {"second", house_said(regions[1])},
                   {"shared", house_said(common_house(c[1], c[2]))}};
  add_removed(args, step);
  set_said(step, CatalogValue::message("short-chain", args), look_two_places(d),
           CatalogValue::message("where-in-digit", {{"place", houses_said(regions)}, {"digit", d}}));
}

void explain_dual_kite(Step& step, Digit d) {
  const std::vector<std::vector<Cell>> chains = chains_of(step);
  const std::vector<House> regions = houses_with(step, Role::Region);
  const House box = box_house(box_of(chains[0][1]));
  // "row 1 (r1c6, r1c2) and column 3 (r2c3, r8c3) hold 1 only twice, so r1c6 or r8c3 is 1"
  auto kite = [&](const std::vector<Cell>& c, House first, House second) {
    return CatalogValue::message("kite", {{"digit", d},
                                          {"first", house_said(first)},
                                          {"second", house_said(second)},
                                          {"c0", cell_name(c[0])},
                                          {"c1", cell_name(c[1])},
                                          {"c2", cell_name(c[2])},
                                          {"c3", cell_name(c[3])}});
  };
  CatalogArgs args{{"digit", d},
                   {"m1", cell_name(chains[0][1])},
                   {"m2", cell_name(chains[0][2])},
                   {"box", house_said(box)},
                   {"kite1", kite(chains[0], regions[0], regions[1])},
                   {"kite2", kite(chains[1], regions[2], regions[3])}};
  add_removed(args, step);
  set_said(step, CatalogValue::message("dual-kite", args),
           CatalogValue::message("look-two-places-around", {{"digit", d}, {"box", house_said(box)}}),
           CatalogValue::message("where-in-digit", {{"place", house_said(box)}, {"digit", d}}));
}

// An empty rectangle's links: far = near (the conjugate pair), near - line part,
// line part = cross part (inside the box).
struct RectangleFacts {
  Cell far, near, removed;
  House line, cross;
};

RectangleFacts rectangle_facts(const Link* l, Cell removed) {
  const Cell near = l[0].to.cell;
  return {l[0].from.cell, near, removed, common_house(near, l[1].to.cell), common_house(l[2].to.cell, removed)};
}

void explain_empty_rectangle(Step& step, Digit d) {
  const House box = houses_with(step, Role::Region).front();
  const CellSet group = candidate_cells(step, Role::Group);
  // Three links per rectangle, and one elimination each, in the same order.
  std::vector<RectangleFacts> ers;
  for (size_t i = 0; i < step.eliminations.size(); ++i)
    ers.push_back(rectangle_facts(&step.links[3 * i], step.eliminations[i].cell));
  std::vector<CatalogValue> places{CatalogValue::message("er-box", {{"box", house_said(box)},
                                                                    {"digit", d},
                                                                    {"line", house_said(ers[0].line)},
                                                                    {"cross", house_said(ers[0].cross)},
                                                                    {"group", cells_said(group)}})};
  std::vector<CatalogValue> clauses;
  for (const RectangleFacts& er : ers) {
    places.push_back(CatalogValue::message("er-pair", {{"house", house_said(common_house(er.near, er.far))},
                                                       {"near", cell_name(er.near)},
                                                       {"far", cell_name(er.far)}}));
    clauses.push_back(CatalogValue::message("er-if", {{"digit", d},
                                                      {"removed", cell_name(er.removed)},
                                                      {"far", cell_name(er.far)},
                                                      {"near", cell_name(er.near)},
                                                      {"box", house_said(box)},
                                                      {"line", house_said(er.line)},
                                                      {"cross", house_said(er.cross)}}));
  }
  CatalogArgs args{{"digit", d},
                   {"places", CatalogValue::list(std::move(places))},
                   {"clauses", CatalogValue::list(std::move(clauses), "sentences")}};
  add_removed(args, step);
  set_said(step, CatalogValue::message("empty-rectangle", args),
           CatalogValue::message("look-where-in", {{"digit", d}, {"house", house_said(box)}}),
           CatalogValue::message("where-in-digit", {{"place", house_said(box)}, {"digit", d}}));
}

void explain_x_chain(Step& step, Digit d) {
  const std::vector<Cell> c = chains_of(step).front();
  const std::vector<House> regions = houses_with(step, Role::Region);
  // "If r1c1 is not 4, r1c7 is, so r5c7 is not, so r5c2 is"
  std::vector<CatalogValue> reasoning{
      CatalogValue::message("x-chain-start", {{"digit", d}, {"first", cell_name(c[0])}, {"next", cell_name(c[1])}})};
  for (size_t i = 2; i < c.size(); ++i)
    reasoning.push_back(CatalogValue::message(i % 2 ? "x-chain-on" : "x-chain-off", {{"cell", cell_name(c[i])}}));
  CatalogArgs args{{"digit", d},
                   {"houses", houses_said(regions)},
                   {"reasoning", CatalogValue::list(std::move(reasoning), "so")},
                   {"first", cell_name(c.front())},
                   {"last", cell_name(c.back())}};
  add_removed(args, step);
  set_said(step, CatalogValue::message("x-chain", args),
           CatalogValue::message("look-two-places-from", {{"digit", d}, {"first", cell_name(c.front())}}),
           CatalogValue::message("where-x-chain", {{"digit", d},
                                                   {"first", cell_name(c.front())},
                                                   {"last", cell_name(c.back())},
                                                   {"links", static_cast<int>(regions.size())}}));
}

}  // namespace

void explain_single_digit(Step& step, const Grid&) {
  const Digit d = step.digits.first();
  if (step.technique == technique("empty-rectangle") || step.technique == technique("dual-empty-rectangle"))
    explain_empty_rectangle(step, d);
  else if (step.technique == technique("dual-two-string-kite"))
    explain_dual_kite(step, d);
  else if (step.technique == technique("x-chain"))
    explain_x_chain(step, d);
  else
    explain_short_chain(step, d);
}

void explain_colouring(Step& step, const Grid& grid) {
  const Digit digit = step.digits.first();
  const CellSet a = candidate_cells(step, Role::ColorA), b = candidate_cells(step, Role::ColorB);
  const CatalogValue nudge = CatalogValue::message("colour-look", {{"digit", digit}});
  const CatalogValue where = CatalogValue::message("where-on-digit", {{"digit", digit}});
  CatalogArgs args{{"digit", digit}};
  add_removed(args, step);
  if (step.technique == technique("simple-colours-trap") || step.technique == technique("simple-colours-wrap")) {
    args.emplace_back("a", cells_said(a));
    args.emplace_back("b", cells_said(b));
    if (step.technique == technique("simple-colours-trap")) {
      set_said(step, CatalogValue::message("colour-trap", args), nudge, where);
      return;
    }
    const Link& clash = step.links.front();
    args.emplace_back("x", cell_name(clash.from.cell));
    args.emplace_back("y", cell_name(clash.to.cell));
    args.emplace_back("house", house_said(houses_with(step, Role::Region).front()));
    set_said(step, CatalogValue::message("colour-wrap", args), nudge, where);
    return;
  }
  // Multi-colours: split each colour by cluster, the first cluster's first.
  const std::vector<ColourCluster> clusters = colour_clusters(grid, digit);
  const Cell first = candidates_with(step, Role::ColorA).front().cell;
  CellSet one;
  for (const ColourCluster& cluster : clusters)
    if (cluster.cells().has(first)) one = cluster.cells();
  const CellSet a1 = a & one, b1 = b & one, a2 = a - one, b2 = b - one;
  args.emplace_back("a1", cells_said(a1));
  args.emplace_back("b1", cells_said(b1));
  args.emplace_back("a2", cells_said(a2));
  args.emplace_back("b2", cells_said(b2));
  if (step.technique == technique("multi-colours-1")) {
    const Link& meet = step.links.front();
    args.emplace_back("m1", cell_name(meet.from.cell));
    args.emplace_back("m2", cell_name(meet.to.cell));
    args.emplace_back("o1", cell_name(b1.first()));
    args.emplace_back("o2", cell_name(b2.first()));
    set_said(step, CatalogValue::message("multi-colours-1", args), nudge, where);
    return;
  }
  const Link &meet0 = step.links[0], &meet1 = step.links[1];
  args.emplace_back("f1", cell_name(meet0.from.cell));
  args.emplace_back("t1", cell_name(meet0.to.cell));
  args.emplace_back("f2", cell_name(meet1.from.cell));
  args.emplace_back("t2", cell_name(meet1.to.cell));
  set_said(step, CatalogValue::message("multi-colours-2", args), nudge, where);
}

}  // namespace pencilmark
