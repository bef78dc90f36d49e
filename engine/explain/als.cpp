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
std::string set_text(const AlsSet& set) {
  std::string cells, digits;
  for (Cell c : set.cells) cells += (cells.empty() ? "" : ", ") + cell_name(c);
  for (Digit d : set.digits) digits += (digits.empty() ? "" : "/") + digit_word(d);
  return cells + " (" + digits + ")";
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

std::string removal_words(const Step& step) {
  return "remove " + digit_list(step.digits) + " from the cells that see every " + digit_list(step.digits, " or ") +
         " of those sets: " + removal_list(step.eliminations) + ".";
}

std::string explain_xz(const Step& step, const std::vector<AlsSet>& sets, const std::vector<DigitSet>& rcs) {
  std::string text = "Two almost locked sets (each holds one digit more than it has cells): " + set_text(sets[0]) +
                     " and " + set_text(sets[1]) + ". ";
  const DigitSet rc = rcs[0];
  if (rc.size() == 1) {
    text += "Every " + digit_list(rc) + " of one sees every " + digit_list(rc) +
            " of the other, so at most one set has it; the other is then locked and holds all its other digits. So " +
            digit_list(step.digits, " or ") + " is in one of the two sets: " + removal_words(step);
  } else {
    text += "They are linked twice: the " + digit_list(rc) +
            " of each set see those of the other, so each of those digits is in one set at most, and both sets "
            "less " +
            digit_list(rc) + " are locked. Remove " + removal_list(step.eliminations) + ".";
  }
  return text;
}

std::string explain_chain(const Step& step, const std::vector<AlsSet>& sets, const std::vector<DigitSet>& rcs) {
  const bool wing = step.technique == technique("als-xy-wing");
  std::string text = wing ? "Three almost locked sets" : std::to_string(sets.size()) + " almost locked sets in a chain";
  text += " (each holds one digit more than it has cells): ";
  // A long chain: the first two sets and how many follow (the board plays every link).
  const size_t named = wing || sets.size() <= 4 ? sets.size() : 2;
  std::vector<std::string> parts;
  for (size_t k = 0; k < named; ++k) parts.push_back(set_text(sets[k]));
  if (named < sets.size())
    text += join_words(parts, ", ") + ", then " + std::to_string(sets.size() - named - 1) + " more to " +
            set_text(sets.back()) + ". ";
  else
    text += join_words(parts, ", then ") + ". ";
  std::vector<std::string> links;
  for (const DigitSet& rc : rcs) links.push_back(digit_list(rc, " and "));
  text += "Neighbouring sets share " + join_words(links) +
          " in turn, each digit's places in the two sets all seeing each other. If the first set had no " +
          digit_list(step.digits, " or ") + ", it would be locked and hold " + links[0] +
          ", so the next would lack it and be locked, and so on, until the last would hold " +
          digit_list(step.digits, " and ") + ". So ";
  return text + digit_list(step.digits, " or ") + " is in the first set or the last: " + removal_words(step);
}

std::string explain_blossom(const Step& step, const std::vector<AlsSet>& sets, Cell stem, const Grid& grid) {
  std::string text = "Death blossom: the stem " + cell_name(stem) + " holds " + digit_list(grid.candidates(stem)) +
                     ", and each has a petal, an almost locked set whose every place of that digit sees the stem: ";
  std::vector<std::string> petals;
  for (size_t k = 0; k < sets.size() && k < step.links.size(); ++k)
    petals.push_back(digit_word(step.links[k].from.digit) + " in " + set_text(sets[k]));
  std::string listed;
  for (const std::string& petal : petals) listed += (listed.empty() ? "" : "; ") + petal;
  text += listed + ". Whatever the stem is, that petal loses the digit and is locked, so it holds " +
          digit_list(step.digits, " and ") + ": ";
  return text + removal_words(step);
}

}  // namespace

void explain_als(Step& step, const Grid& grid) {
  const std::vector<AlsSet> sets = sets_of(step, grid);
  const std::vector<Cell> stems = cells_with(step, Role::Pivot);
  CellSet all;
  for (const AlsSet& set : sets) all |= set.cells;
  if (!stems.empty()) {
    set_words(step, explain_blossom(step, sets, stems[0], grid), cell_name(stems[0]) + " and its petals",
              "with stem " + cell_name(stems[0]));
    return;
  }
  const std::vector<DigitSet> rcs = chain_rcs(step, sets);
  const std::string text =
      step.technique == technique("als-xz") ? explain_xz(step, sets, rcs) : explain_chain(step, sets, rcs);
  set_words(step, text, cell_list(all), "on " + cell_list(all) + " (removing " + digit_list(step.digits) + ")");
}

}  // namespace pencilmark
