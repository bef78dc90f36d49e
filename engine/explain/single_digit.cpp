// Words for the single-digit patterns (skyscraper, 2-string kite, turbot fish,
// empty rectangle, their duals, X-chain) and for colouring. The facts are the
// links: strong links (a house's only two places) read "not this, so that",
// weak links "this, so not that"; the houses of the strong links are the
// step's regions, in chain order.
#include <cctype>

#include "explain/words.hpp"
#include "logic/links.hpp"

namespace pencilmark {
namespace {

std::string capitalized(std::string text) {
  text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string see_both(CellSet removed) { return removed.size() == 1 ? "which sees both" : "which see both"; }

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

// "r1c1 and r1c7 are the only places for 4 in row 1, and r5c2 and r5c7 the only
// ones in row 5. r1c7 and r5c7 share column 7, so at most one of them is 4: r1c1
// or r5c2 is."
std::string short_chain_words(const std::vector<Cell>& c, House first, House second, const std::string& d) {
  return cell_name(c[0]) + " and " + cell_name(c[1]) + " are the only places for " + d + " in " + house_name(first) +
         ", and " + cell_name(c[2]) + " and " + cell_name(c[3]) + " the only ones in " + house_name(second) + ". " +
         cell_name(c[1]) + " and " + cell_name(c[2]) + " share " + house_name(common_house(c[1], c[2])) +
         ", so at most one of them is " + d + ": " + cell_name(c[0]) + " or " + cell_name(c[3]) + " is";
}

void explain_short_chain(Step& step, const std::string& d) {
  const std::vector<Cell> c = chains_of(step).front();
  const std::vector<House> regions = houses_with(step, Role::Region);
  const CellSet removed = cells_of(step.eliminations);
  set_words(step,
            short_chain_words(c, regions[0], regions[1], d) + ". Remove " + d + " from " + cell_list(removed) + ", " +
                see_both(removed) + ".",
            "the houses where " + d + " has only two places", "in " + house_list(regions) + " (digit " + d + ")");
}

void explain_dual_kite(Step& step, const std::string& d) {
  const std::vector<std::vector<Cell>> chains = chains_of(step);
  const std::vector<House> regions = houses_with(step, Role::Region);
  const CellSet removed = cells_of(step.eliminations);
  const House box = box_house(box_of(chains[0][1]));
  // "row 1 (r1c6, r1c2) and column 3 (r2c3, r8c3) hold 1 only twice, so r1c6 or r8c3 is 1"
  auto kite = [&](const std::vector<Cell>& c, House first, House second) {
    return house_name(first) + " (" + cell_name(c[0]) + ", " + cell_name(c[1]) + ") and " + house_name(second) + " (" +
           cell_name(c[2]) + ", " + cell_name(c[3]) + ") hold " + d + " only twice, so " + cell_name(c[0]) + " or " +
           cell_name(c[3]) + " is " + d;
  };
  set_words(step,
            "Two 2-String Kites on " + d + " meet in " + cell_name(chains[0][1]) + " and " + cell_name(chains[0][2]) +
                " (" + house_name(box) + "), which cannot both be " + d + ". " +
                capitalized(kite(chains[0], regions[0], regions[1])) + "; " + kite(chains[1], regions[2], regions[3]) +
                ". Remove " + d + " from " + cell_list(removed) + ".",
            "the houses where " + d + " has only two places, around " + house_name(box),
            "in " + house_name(box) + " (digit " + d + ")");
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

void explain_empty_rectangle(Step& step, const std::string& d) {
  const House box = houses_with(step, Role::Region).front();
  const CellSet group = candidate_cells(step, Role::Group);
  // Three links per rectangle, and one elimination each, in the same order.
  std::vector<RectangleFacts> ers;
  for (size_t i = 0; i < step.eliminations.size(); ++i)
    ers.push_back(rectangle_facts(&step.links[3 * i], step.eliminations[i].cell));
  std::vector<std::string> places{"In " + house_name(box) + ", " + d + " can only go in " + house_name(ers[0].line) +
                                  " or " + house_name(ers[0].cross) + " (" + cell_list(group) + ")"};
  std::vector<std::string> clauses;
  for (const RectangleFacts& er : ers) {
    places.push_back("in " + house_name(common_house(er.near, er.far)) + " only in " + cell_name(er.near) + " or " +
                     cell_name(er.far));
    clauses.push_back("if " + cell_name(er.removed) + " were " + d + ", " + cell_name(er.far) + " would not be, so " +
                      cell_name(er.near) + " would be: " + house_name(box) + " would have no place left for " + d +
                      " in " + house_name(er.line) + " (taken by " + cell_name(er.near) + ") nor in " +
                      house_name(er.cross) + " (taken by " + cell_name(er.removed) + ")");
  }
  set_words(step,
            join_words(places) + ". " + capitalized(join_words(clauses, "; and ")) + ". So remove " + d + " from " +
                cell_list(cells_of(step.eliminations)) + ".",
            "where " + d + " can go in " + house_name(box), "in " + house_name(box) + " (digit " + d + ")");
}

void explain_x_chain(Step& step, const std::string& d) {
  const std::vector<Cell> c = chains_of(step).front();
  const std::vector<House> regions = houses_with(step, Role::Region);
  const CellSet removed = cells_of(step.eliminations);
  std::string reasoning = "If " + cell_name(c[0]) + " is not " + d;
  for (size_t i = 1; i < c.size(); ++i)
    reasoning += (i == 1 ? ", " : ", so ") + cell_name(c[i]) + (i % 2 ? " is" : " is not");
  set_words(step,
            d + " has only two places in each of " + house_list(regions) + ". " + reasoning + ". So " +
                cell_name(c.front()) + " or " + cell_name(c.back()) + " is " + d + ": remove " + d + " from " +
                cell_list(removed) + ", " + see_both(removed) + ".",
            "the houses where " + d + " has only two places, starting from " + cell_name(c.front()),
            "from " + cell_name(c.front()) + " to " + cell_name(c.back()) + " (digit " + d + ", " +
                std::to_string(regions.size()) + " strong links)");
}

}  // namespace

void explain_single_digit(Step& step, const Grid&) {
  const std::string d = digit_word(step.digits.first());
  if (step.technique == technique("empty-rectangle") || step.technique == technique("dual-empty-rectangle"))
    explain_empty_rectangle(step, d);
  else if (step.technique == technique("dual-two-string-kite"))
    explain_dual_kite(step, d);
  else if (step.technique == technique("x-chain"))
    explain_x_chain(step, d);
  else
    explain_short_chain(step, d);
}

namespace {

// "r1c4, r3c3 and r5c6 on one side, r6c4 and r7c3 on the other"
std::string sides(CellSet a, CellSet b) { return cell_list(a) + " on one side, " + cell_list(b) + " on the other"; }

}  // namespace

void explain_colouring(Step& step, const Grid& grid) {
  const Digit digit = step.digits.first();
  const std::string d = digit_word(digit);
  const CellSet a = candidate_cells(step, Role::ColorA), b = candidate_cells(step, Role::ColorB);
  const CellSet removed = cells_of(step.eliminations);
  const std::string nudge = "the houses where " + d + " has only two places, chained together";
  const std::string where = "on digit " + d;
  const std::string chaining = "Chaining the houses where " + d + " has only two places ";
  if (step.technique == technique("simple-colours-trap")) {
    set_words(step,
              chaining + "splits its candidates in two colours, one of which holds every " + d + ": " + sides(a, b) +
                  ". " + cell_list(removed) +
                  (removed.size() == 1 ? " sees both colours, so it cannot be "
                                       : " see both colours, so none of them can be ") +
                  d + ".",
              nudge, where);
    return;
  }
  if (step.technique == technique("simple-colours-wrap")) {
    const Link& clash = step.links.front();
    set_words(step,
              chaining + "splits its candidates in two colours, one of which holds every " + d + ": " + sides(a, b) +
                  ". " + cell_name(clash.from.cell) + " and " + cell_name(clash.to.cell) +
                  " have the same colour and share " + house_name(houses_with(step, Role::Region).front()) +
                  ", so that colour cannot hold " + d + ": remove " + d + " from " + cell_list(removed) + ".",
              nudge, where);
    return;
  }
  // Multi-colours: split each colour by cluster, the first cluster's first.
  const std::vector<ColourCluster> clusters = colour_clusters(digit_links(grid, digit));
  const Cell first = candidates_with(step, Role::ColorA).front().cell;
  CellSet one;
  for (const ColourCluster& cluster : clusters)
    if (cluster.cells().has(first)) one = cluster.cells();
  const CellSet a1 = a & one, b1 = b & one, a2 = a - one, b2 = b - one;
  const std::string intro = chaining + "gives two separate clusters, each split in two colours of which one holds " +
                            "every " + d + " of its cluster: " + cell_list(a1) + " against " + cell_list(b1) +
                            " in one, " + cell_list(a2) + " against " + cell_list(b2) + " in the other. ";
  if (step.technique == technique("multi-colours-1")) {
    const Link& meet = step.links.front();
    set_words(step,
              intro + cell_name(meet.from.cell) + " and " + cell_name(meet.to.cell) +
                  " see each other, so their colours are not both " + d + ", and one of the opposite colours (of " +
                  cell_name(b1.first()) + ", of " + cell_name(b2.first()) + ") is. Remove " + d + " from " +
                  cell_list(removed) + ", " + see_both(removed) + ".",
              nudge, where);
    return;
  }
  const Link &meet0 = step.links[0], &meet1 = step.links[1];
  set_words(step,
            intro + cell_name(meet0.from.cell) + " sees " + cell_name(meet0.to.cell) + " and " +
                cell_name(meet1.from.cell) + " sees " + cell_name(meet1.to.cell) + ", so the colour of " +
                cell_list(removed) + " sees both colours of the other cluster, one of which holds " + d +
                ": it cannot. Remove " + d + " from " + cell_list(removed) + ".",
            nudge, where);
}

}  // namespace pencilmark
