// Words for the fish: X-wing, swordfish, jellyfish (and, with fins, their finned
// and sashimi forms).
#include "explain/words.hpp"

namespace pencilmark {

void explain_fish(Step& step, const Grid&) {
  static constexpr const char* kCountWords[] = {"", "one", "two", "three", "four"};
  const std::vector<House> bases = houses_with(step, Role::Base), covers = houses_with(step, Role::Cover);
  const std::string digit = digit_word(step.digits.first()), n = kCountWords[bases.size()];
  const bool base_rows = bases.front() < 9;
  const std::string base_kind = base_rows ? "rows" : "columns", cover_kind = base_rows ? "columns" : "rows";
  const CellSet fins = candidate_cells(step, Role::Fin);
  const CellSet removed = cells_of(step.eliminations);
  std::string text = "In " + house_list(bases) + ", " + digit + " can only go in " + house_list(covers);
  if (fins.empty()) {
    text += ". Each of those " + n + " " + base_kind + " needs a " + digit + ", so these " + n + " " + cover_kind +
            " get theirs there: remove " + digit + " from " + cell_list(removed) + ".";
  } else {
    text += ", but for the fin" + std::string(fins.size() > 1 ? "s " : " ") + cell_list(fins) + ". Either the " +
            digit + " is in a fin, or the " + n + " " + cover_kind + " get their " + digit + "s from these " +
            base_kind + ". Both ways, " + cell_list(removed) + " (which see" +
            (fins.size() > 1 ? " every fin" : " the fin") + ") cannot be " + digit + ": remove it.";
  }
  set_words(step, text, "where " + digit + " can go in each of the " + base_kind,
            "in " + house_list(bases) + " (digit " + digit + ")");
}

}  // namespace pencilmark
