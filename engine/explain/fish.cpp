// Words for the fish: X-wing, swordfish, jellyfish; their finned and sashimi
// forms; and Franken fish, whose bases or covers include boxes. A fin is a
// base place outside the covers, or a place two bases share (an endo fin).
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// "rows", "columns" or "boxes"; "houses" for a mix (a Franken fish's).
std::string kind_words(const std::vector<House>& houses) {
  static constexpr const char* kKinds[] = {"rows", "columns", "boxes"};
  for (House h : houses)
    if (h / 9 != houses.front() / 9) return "houses";
  return kKinds[houses.front() / 9];
}

int houses_holding(const std::vector<House>& houses, Cell c) {
  int n = 0;
  for (House h : houses) n += kHouseSets[h].has(c) ? 1 : 0;
  return n;
}

}  // namespace

void explain_fish(Step& step, const Grid&) {
  static constexpr const char* kCountWords[] = {"", "one", "two", "three", "four"};
  const std::vector<House> bases = houses_with(step, Role::Base), covers = houses_with(step, Role::Cover);
  const std::string digit = digit_word(step.digits.first()), n = kCountWords[bases.size()];
  const std::string base_kind = kind_words(bases), cover_kind = kind_words(covers);
  const CellSet body = candidate_cells(step, Role::Pattern), fins = candidate_cells(step, Role::Fin);
  const CellSet removed = cells_of(step.eliminations);
  // Cannibals: body places in two covers, which the fish removes too.
  const CellSet cannibals = removed & body;
  CellSet endo_fins;
  for (Cell c : fins)
    if (houses_holding(bases, c) > 1) endo_fins.add(c);
  const std::string why_cannibals =
      cannibals.empty() ? ""
                        : " (" + a_digit(digit) + " in " + cell_list(cannibals) + " would serve two of those " +
                              cover_kind + " at once and leave too few for the other " + base_kind + ")";

  std::string text = "In " + house_list(bases) + ", " + digit + " can only go in " + house_list(covers);
  if (fins.empty()) {
    text += ". Each of those " + n + " " + base_kind + " needs " + a_digit(digit) + ", so these " + n + " " +
            cover_kind + " get theirs there: remove " + digit + " from " + cell_list(removed) + why_cannibals + ".";
  } else {
    const bool several = fins.size() > 1;
    text += ", but for the fin" + std::string(several ? "s " : " ") + cell_list(fins);
    if (!endo_fins.empty())
      text += " (" + cell_list(endo_fins) +
              (endo_fins.size() > 1 ? " lie in two of those " + base_kind + " each, so they count as fins)"
                                    : " lies in two of those " + base_kind + ", so it counts as a fin)");
    text += std::string(several ? ". Either a fin holds the " : ". Either the fin holds the ") + digit + ", or the " +
            n + " " + cover_kind + " get their " + digit + "s from these " + base_kind + ". Both ways, " +
            cell_list(removed) + " (which " + (removed.size() > 1 ? "see" : "sees") +
            (several ? " every fin" : " the fin") + ") cannot be " + digit + ": remove it" + why_cannibals + ".";
    // Sashimi: a base left with at most one place once the fins go.
    if (step.info().key.starts_with("sashimi")) {
      for (House h : bases) {
        const CellSet kept = body & kHouseSets[h];
        if (kept.size() > 1) continue;
        text += " Without " + std::string(several ? "the fins, " : "the fin, ") + house_name(h) + " would have " +
                (kept.empty() ? "no place" : "only " + cell_list(kept)) + " for " + digit + ": the fish is sashimi.";
        break;
      }
    }
  }
  // Where to look: "each of the rows", or for a Franken fish's bases "the rows and boxes".
  std::string look = "each of the " + base_kind;
  if (base_kind == "houses") look = std::string(bases.front() < 9 ? "the rows" : "the columns") + " and boxes";
  set_words(step, text, "where " + digit + " can go in " + look, "in " + house_list(bases) + " (digit " + digit + ")");
}

}  // namespace pencilmark
