// Words for alternating inference chains and nice loops. The facts are the
// links: the premise's candidates at the pattern stage and each link's node at
// its own stage (ChainOn when the node would be true, ChainOff when false), a
// strong link reaching a true node and a weak link a false one.
#include "explain/words.hpp"

namespace pencilmark {
namespace {

// Long chains name this many hops, then count the rest.
constexpr size_t kNamedHops = 4;

struct Node {
  CellSet cells;
  Digit digit;
  bool on;
};

Node node_at(const Step& step, int stage, Digit digit, bool on) {
  Node n{{}, digit, on};
  for (const CandidateMark& m : step.candidates)
    if (m.stage == stage && (m.role == Role::ChainOn || m.role == Role::ChainOff)) n.cells.add(m.candidate.cell);
  return n;
}

// "r1c1 is 5", "r1c1 is not 5", "r1c1 or r1c2 is 5", "r1c1 and r1c2 are not 5"
std::string state(const Node& n, bool on) {
  const std::string d = digit_word(n.digit);
  if (n.cells.single()) return cell_name(n.cells.first()) + (on ? " is " : " is not ") + d;
  std::vector<std::string> names;
  for (Cell c : n.cells) names.push_back(cell_name(c));
  return on ? join_words(names, " or ") + " is " + d : join_words(names) + " are not " + d;
}
std::string state(const Node& n) { return state(n, n.on); }

// "if r1c1 is not 5, r1c2 is 5, so r3c2 is not 5, ... so r5c5 is 7", long
// chains shortened to their first hops and the count of the others.
std::string implications(const std::vector<Node>& nodes, size_t last) {
  std::string text = "if " + state(nodes[0]) + ", " + state(nodes[1]);
  const size_t named = last > kNamedHops + 1 ? kNamedHops : last - 1;
  for (size_t i = 2; i <= named; ++i) text += ", so " + state(nodes[i]);
  if (named < last - 1)
    text += ", and " + std::to_string(last - named) + " links on, " + state(nodes[last]);
  else if (last > 1)
    text += ", so " + state(nodes[last]);
  return text;
}

std::string capitalized(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// The digits removed from the step's one cell.
DigitSet candidates_of(const Step& step) {
  DigitSet digits;
  for (const Candidate& e : step.eliminations) digits.add(e.digit);
  return digits;
}

}  // namespace

void explain_aic(Step& step, const Grid&) {
  std::vector<Node> nodes;
  nodes.push_back(
      node_at(step, kStagePattern, step.links.front().from.digit, step.links.front().kind == LinkKind::Weak));
  for (const Link& l : step.links) nodes.push_back(node_at(step, l.stage, l.to.digit, l.kind == LinkKind::Strong));
  const Node& first = nodes.front();
  const std::string removed = removal_list(step.eliminations);
  const std::string links = std::to_string(step.links.size()) + " links";
  const std::string start = cell_list(first.cells);
  if (step.technique == technique("continuous-nice-loop")) {
    // The last link closes the loop on the premise.
    set_words(step,
              capitalized(implications(nodes, nodes.size() - 2)) + "; a weak link back to " + start +
                  " closes a loop of " + links + ", strong and weak by turns. Whether " + state(first, !first.on) +
                  " or not, the links hold one way round or the other, so each weak link has exactly one true end: "
                  "remove " +
                  removed + ".",
              "the chain starting at " + start, "through " + start + " (" + links + ")");
    return;
  }
  const Node& last = nodes.back();
  if (step.technique == technique("discontinuous-nice-loop")) {
    std::string conclusion;
    if (first.on && last.cells == first.cells && last.digit == first.digit)
      conclusion = "So " + state(first, false) + ": remove it.";
    else if (first.on)
      conclusion = "Both cannot be, so " + state(first, false) + ": remove it.";
    else
      conclusion =
          "So " + state(first, true) + ": remove its other candidates (" + digit_list(candidates_of(step)) + ").";
    set_words(step, capitalized(implications(nodes, nodes.size() - 1)) + ". " + conclusion,
              "the chain starting at " + start, "at " + start + " (" + links + ")");
    return;
  }
  set_words(step,
            capitalized(implications(nodes, nodes.size() - 1)) + ". So " + state(first, true) + " or " + state(last) +
                ": remove " + removed + ".",
            "the chain starting at " + start, "from " + start + " to " + cell_list(last.cells) + " (" + links + ")");
}

}  // namespace pencilmark
