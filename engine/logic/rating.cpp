// Ratings that depend on the step, on Sudoku Explainer's scale (the facts are in
// docs/rating.md; the bases of the trials are measured against its calibration files).
#include <algorithm>
#include <cmath>

#include "logic/step.hpp"

namespace pencilmark {

double rate_chain(double base, int nodes) { return std::round(base * 10 + length_increment(nodes)) / 10; }

// 1.2 in a box, the row's score (1.5) in a row or column.
double rate_hidden_single(const Step& step, double score) {
  return !step.houses.empty() && step.houses.front().house >= box_house(0) ? 1.2 : score;
}

// The base plus SE's increment for the chain's nodes: its premise and each hop.
double rate_by_length(const Step& step, double score) {
  return rate_chain(score, step.nodes > 0 ? step.nodes : static_cast<int>(step.links.size()) + 1);
}

// Alternating chains and nice loops: SE's base for one link type (one digit
// throughout, or strong links inside cells and weak links between them) is 6.5
// for a loop and 6.6 for a chain; mixing the two is the row's score (7.0). Then
// the increment for the chain's nodes: a loop's links close on its first node, a
// chain has one node more than links. A grouped node counts as one node.
double rate_alternating_chain(const Step& step, double score) {
  const bool loop = step.technique == technique("continuous-nice-loop");
  bool one_digit = true, in_cells = true;
  for (const Link& l : step.links) {
    one_digit = one_digit && l.from.digit == step.links.front().from.digit && l.to.digit == l.from.digit;
    const bool same_cell = l.from.cell == l.to.cell;
    in_cells = in_cells && (l.kind == LinkKind::Strong ? same_cell : !same_cell && l.from.digit == l.to.digit);
  }
  const double base = one_digit || in_cells ? (loop ? 6.5 : 6.6) : score;
  const int nodes = static_cast<int>(step.links.size()) + (loop ? 0 : 1);
  return std::round(base * 10 + length_increment(nodes)) / 10;
}

// Almost locked sets (SE has none) as the alternating inference chain through
// their sets: the base (7.0) plus SE's increment for its nodes, two per cell of
// the sets (as an XY-chain counts a cell: its digit off, then its other on), and
// for a death blossom one more per petal (the stem's digit that starts it).
double rate_als(const Step& step, double score) {
  int nodes = 0;
  for (const AlsMark& set : step.sets) nodes += 2 * set.cells.size();
  if (step.technique == technique("death-blossom")) nodes += static_cast<int>(step.links.size());
  return std::round(score * 10 + length_increment(nodes)) / 10;
}

// A unique loop, as SE rates its rectangles and loops: 4.5, plus a tenth for a
// loop of six cells, two for eight and five for ten or more; a type 3 one more
// for each cell of its naked subset beside the two that act as one. (The row's
// score, 4.6, is the six-cell loop's.)
double rate_unique_loop(const Step& step, double) {
  int loop = 0, subset = 0;
  for (const CellMark& m : step.cells) {
    if (m.role == Role::Deadly) ++loop;
    if (m.role == Role::Pattern) ++subset;
  }
  const int tenths = loop >= 10 ? 5 : loop >= 8 ? 2 : 1;
  return (45 + tenths + subset) / 10.0;
}

// A BUG, as SE rates its types: one BUG cell (type 1) is the row's score,
// 5.6; several BUG cells (types 2 and 4) 5.7; a naked set that the BUG cells'
// extra digits make with other cells (type 3) 5.7 plus a tenth for each digit
// of the set past the first, so a tenth for each of its other cells (at most
// five: SE looks for sets of up to six digits).
double rate_bug(const Step& step, double score) {
  int bug_cells = 0, naked = 0;
  for (const CellMark& m : step.cells) {
    if (m.role == Role::Extra) ++bug_cells;
    if (m.role == Role::Pattern) ++naked;
  }
  if (naked > 0) return (57 + std::min(naked, 5)) / 10.0;
  return bug_cells > 1 ? 5.7 : score;
}

}  // namespace pencilmark
