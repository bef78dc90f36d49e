// Words for the last resorts: trial and error, and the guess.
#include "explain/words.hpp"

namespace pencilmark {

void explain_trial(Step& step, const Grid&) {
  const Candidate supposed = candidates_with(step, Role::Pivot).front();
  const std::string c = cell_name(supposed.cell), d = digit_word(supposed.digit);
  constexpr size_t kShown = 6;
  // Each hop: a placement the supposition forces, or (nested) a candidate that
  // goes because supposing it there, singles break the grid.
  std::vector<std::string> hops;
  bool nested = false;
  for (const Link& l : step.links) {
    const bool removed = l.kind == LinkKind::Weak;
    nested = nested || removed;
    hops.push_back(cell_name(l.to.cell) + (removed ? " is not " : " is ") + digit_word(l.to.digit));
  }
  std::string then;
  if (!hops.empty()) {
    const size_t more = hops.size() > kShown ? hops.size() - kShown : 0;
    if (more) {
      hops.resize(kShown);
      hops.push_back(std::to_string(more) + " more step" + (more > 1 ? "s" : "") + " (shown on the board)");
    }
    then = " Then " + join_words(hops) + ",";
  }
  const std::string inner =
      nested ? " (each \"is not\" is a trial inside the trial: with that digit there too, singles break the grid)" : "";
  const Contradiction& x = *step.contradiction;
  const std::string end = x.cell >= 0 ? cell_name(x.cell) + " has no candidate left"
                                      : house_name(x.house) + " has no place left for " + digit_word(x.digit);
  set_words(step,
            "Suppose " + c + " is " + d + "." + then + " until " + end + inner + ". So " + c + " is not " + d + ".", c,
            "in " + c + " (supposing " + d + ")");
}

void explain_guess(Step& step, const Grid&) {
  const Candidate placed = step.placements.front();
  const std::string c = cell_name(placed.cell), d = digit_word(placed.digit);
  set_words(step,
            "No technique up to nested trial and error makes progress here, so this is a guess: of " + c +
                "'s candidates " + digit_list(step.digits, " and ") + ", the search shows " + d + " is right. Place " +
                d + " in " + c + ".",
            c, "in " + c);
}

}  // namespace pencilmark
