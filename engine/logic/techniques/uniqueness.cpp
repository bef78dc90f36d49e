// Uniqueness: deductions that hold only because the puzzle has one solution.
//
// A deadly pattern is a set of unsolved cells whose digits could be exchanged
// without any house noticing: four cells in two rows, two columns and two boxes
// that hold only a and b (a unique rectangle), or a grid where every unsolved
// cell has two candidates and every candidate appears twice in each house (a
// BUG). If one formed, the puzzle would have two solutions (or none), so the
// candidates that would complete it are false.
//
//   Unique rectangle (UR): four unsolved corners that all hold a and b, at least
//     one of them only a and b. Types 1-6 and the hidden rectangle differ in how
//     the corners with more candidates are kept from being only a and b.
//   Unique loop (UL): the same with six or more cells in a loop (below), as
//     Sudoku Explainer has it; its types 1-4 are the rectangle's.
//   Avoidable rectangle (AR): the same with some corners solved by the player or
//     the solver, never givens: solved digits could be exchanged as well.
//   BUG+1: one cell with three candidates, every other unsolved cell with two.
//
// The corners are kept in the order (r1,c1), (r1,c2), (r2,c1), (r2,c2): corner i
// shares its row with i^1, its column with i^2, and is diagonal to i^3.
#include <algorithm>
#include <bit>
#include <span>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

// The longest unique loop looked for (longer ones are rare, and rate as ten cells).
constexpr int kLongestLoop = 16;

// A deadly pattern's cells: a rectangle's four corners in the order above, or
// a loop's cells in loop order.
struct DeadlyPattern {
  std::array<Cell, kLongestLoop> order;
  int size;
  CellSet cells;
  Digit a, b;
  CellSet plain;  // cells holding nothing but a and b (usually both)
  CellSet extra;  // cells holding more

  std::span<const Cell> in_order() const { return {order.data(), static_cast<size_t>(size)}; }
};

bool share_row(Cell x, Cell y) { return row_of(x) == row_of(y); }
bool share_col(Cell x, Cell y) { return col_of(x) == col_of(y); }

// Two of a pattern's cells (the plain or the extra ones; the first again when
// there is one) and whether they share a house (two corners of a rectangle
// share one when they share a line): the types tell themselves apart by it.
struct CornerPair {
  Cell one, two;
  bool together;
};
CornerPair corner_pair(CellSet corners) {
  const Cell one = corners.first();
  const Cell two = (corners - CellSet::single(one)).first();
  return {one, two, share_row(one, two) || share_col(one, two) || box_of(one) == box_of(two)};
}

// The houses two cells share (a line, and their box if they share it too).
std::vector<House> shared_houses(Cell x, Cell y) {
  std::vector<House> out;
  if (share_row(x, y)) out.push_back(row_house(row_of(x)));
  if (share_col(x, y)) out.push_back(col_house(col_of(x)));
  if (box_of(x) == box_of(y)) out.push_back(box_house(box_of(x)));
  return out;
}

// Four cells in two rows and two columns lie in exactly two boxes when their
// rows share a band or their columns share a stack, but not both.
bool two_boxes(int r1, int c1, int r2, int c2) { return (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3); }

// For each digit d, the empty cells where d could still go as far as the puzzle
// and the solved digits tell: no peer holds d. A rectangle's corner may have
// lost a or b to some deduction and still be part of one (HoDoKu's "missing
// candidates"): the deadly-pattern argument is about the puzzle's solutions,
// not about the pencil marks. Where the puzzle's own marks narrow a cell (a
// pencil-mark puzzle), only its candidates are known to be open.
std::array<CellSet, kDigits + 1> open_cells(const Grid& grid) {
  std::array<CellSet, kDigits + 1> seen{};
  for (Cell c : grid.filled_cells()) seen[grid.value(c)] |= kPeerSets[c];
  std::array<CellSet, kDigits + 1> open{};
  for (Digit d = 1; d <= kDigits; ++d)
    open[d] = (grid.empty_cells() - seen[d] - grid.marked_by_puzzle()) | grid.cells_with_candidate(d);
  return open;
}

// Every unique rectangle of a grid: four unsolved cells in two boxes, one of
// them holding exactly a and b, the others holding a or b (or both) and open to
// both. Each is found from its first corner holding exactly a and b.
std::vector<DeadlyPattern> find_rectangles(const Grid& grid, const std::array<CellSet, kDigits + 1>& open) {
  std::vector<DeadlyPattern> found;
  for (Cell start : grid.empty_cells()) {
    const DigitSet pair = grid.candidates(start);
    if (pair.size() != 2) continue;
    const Digit a = pair.first(), b = (pair - DigitSet::single(a)).first();
    const CellSet corners_ok = (grid.cells_with_candidate(a) | grid.cells_with_candidate(b)) & open[a] & open[b];
    const int r1 = row_of(start), c1 = col_of(start);
    const CellSet in_row = (corners_ok & kHouseSets[row_house(r1)]) - CellSet::single(start);
    const CellSet in_col = (corners_ok & kHouseSets[col_house(c1)]) - CellSet::single(start);
    for (Cell beside : in_row) {
      const int c2 = col_of(beside);
      for (Cell below : in_col) {
        const int r2 = row_of(below);
        const Cell across = cell_at(r2, c2);
        if (!two_boxes(r1, c1, r2, c2) || !corners_ok.has(across)) continue;
        DeadlyPattern rect{{start, beside, below, across}, 4, {}, a, b, {}, {}};
        bool first = true;
        for (Cell c : rect.in_order()) {
          rect.cells.add(c);
          // Found from its first corner holding exactly a and b.
          if (grid.candidates(c) == pair && c < start) first = false;
          if ((grid.candidates(c) - pair).empty())
            rect.plain.add(c);
          else
            rect.extra.add(c);
        }
        if (first) found.push_back(rect);
      }
    }
  }
  return found;
}

// The rectangles, found once for the seven rectangle rows that look at the
// same grid (the finder memo) ...
struct Rectangles {
  explicit Rectangles(const Grid& grid) : found(find_rectangles(grid, open_cells(grid))) {}
  std::vector<DeadlyPattern> found;
};

// ... and those whose every corner still holds a and b: Sudoku Explainer's
// rectangles (StepOptions::explainer_rules), a type of their own in the memo.
struct CompleteRectangles {
  explicit CompleteRectangles(const Grid& grid) : found(find_rectangles(grid, candidate_cells(grid))) {}
  std::vector<DeadlyPattern> found;
  static std::array<CellSet, kDigits + 1> candidate_cells(const Grid& grid) {
    std::array<CellSet, kDigits + 1> cells{};
    for (Digit d = 1; d <= kDigits; ++d) cells[d] = grid.cells_with_candidate(d);
    return cells;
  }
};

// The evidence every rectangle and loop step shares: the cells, their a and b,
// and the candidates beyond a and b.
Step rectangle_step(Technique id, const Grid& grid, const DeadlyPattern& rect) {
  Step step{id};
  const DigitSet pattern = DigitSet::single(rect.a) | DigitSet::single(rect.b);
  for (Cell c : rect.in_order()) step.mark_cell(c, Role::Deadly);
  for (Cell c : rect.in_order()) {
    for (Digit d : grid.candidates(c) & pattern) step.mark_candidate(c, d, Role::Pattern);
    for (Digit d : grid.candidates(c) - pattern) step.mark_candidate(c, d, Role::Extra);
  }
  step.digits = pattern;
  return step;
}

void remove_from(Step& step, const Grid& grid, CellSet cells, DigitSet digits) {
  for (Cell c : cells)
    for (Digit d : grid.candidates(c) & digits) step.eliminations.push_back({c, d});
}

// A strong link on u between two corners, drawn when both still hold u.
void link_if_held(Step& step, const Grid& grid, Cell from, Cell to, Digit u) {
  if (grid.has_candidate(from, u) && grid.has_candidate(to, u)) step.add_link({from, u}, {to, u}, LinkKind::Strong);
}

DigitSet extras_of(const Grid& grid, const DeadlyPattern& rect) {
  DigitSet extras;
  for (Cell c : rect.extra) extras = extras | grid.candidates(c);
  return extras - DigitSet::single(rect.a) - DigitSet::single(rect.b);
}

Cell index_of_corner(const DeadlyPattern& rect, Cell c) {
  const std::span<const Cell> corners = rect.in_order();
  return static_cast<Cell>(std::find(corners.begin(), corners.end(), c) - corners.begin());
}

// Type 1: every cell but one holds only a and b. That one cannot be a or b.
void check_type1(Technique id, const Grid& grid, const DeadlyPattern& rect, StepList& out) {
  if (rect.extra.size() != 1) return;
  Step step = rectangle_step(id, grid, rect);
  remove_from(step, grid, rect.extra, step.digits);
  if (step.eliminations.empty()) return;
  mark_effect(step);
  out.add(std::move(step));
}

// Types 2 and 5, and a loop's type 2: the cells with more candidates (two or
// more) all have the same single extra digit x. One of them is x, so no cell
// seeing them all is. A rectangle's is type 2 when there are two and they share
// a line, type 5 otherwise.
PENCILMARK_SMALL void check_one_extra_digit(Technique id, const Grid& grid, const DeadlyPattern& rect, StepList& out) {
  if (rect.extra.size() < 2) return;
  const DigitSet extras = extras_of(grid, rect);
  if (extras.size() != 1) return;
  const Digit x = extras.first();
  const auto [e1, e2, together] = corner_pair(rect.extra);
  const bool two_together = rect.extra.size() == 2 && together;
  // The path tells HoDoKu's type 2 (two corners in a house) from its type 5
  // (two corners across, or three); SE takes every one as its type 2 (4.5).
  const bool type2 = out.options().explainer_rules || two_together;
  if (rect.size == 4 && type2 != (id == technique("unique-rectangle-2"))) return;
  CellSet targets = grid.cells_with_candidate(x);
  for (Cell c : rect.extra) targets &= kPeerSets[c];
  if (targets.empty()) return;
  Step step = rectangle_step(id, grid, rect);
  if (two_together)
    for (House h : shared_houses(e1, e2)) step.mark(h, Role::Region);
  remove_from(step, grid, targets, extras);
  mark_effect(step);
  out.add(std::move(step));
}

// Type 3: the two cells with more candidates share a house (a rectangle's, a
// line). One of them holds one of its extra digits, so together they act as
// one cell holding those digits: with k-1 more cells of a house they share
// (cells without a or b) holding k digits in all, they form a naked subset there.
PENCILMARK_SMALL void check_type3(Technique id, const Grid& grid, const DeadlyPattern& rect, StepList& out) {
  if (rect.extra.size() != 2) return;
  const auto [e1, e2, together] = corner_pair(rect.extra);
  if (!together) return;
  const DigitSet extras = extras_of(grid, rect);
  const CellSet with_pattern = grid.cells_with_candidate(rect.a) | grid.cells_with_candidate(rect.b);
  for (House house : shared_houses(e1, e2)) {
    const bool is_box = house >= 18;
    const CellSet pool_set = kHouseSets[house] & (grid.empty_cells() - rect.cells - with_pattern);
    const std::vector<Cell> pool(pool_set.begin(), pool_set.end());
    const int n = static_cast<int>(pool.size());
    for (unsigned mask = 1; mask < (1u << n) && !out.full(); ++mask) {
      CellSet subset;
      DigitSet digits = extras;
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1) {
          subset.add(pool[i]);
          digits = digits | grid.candidates(pool[i]);
        }
      if (digits.size() != bit_count(mask) + 1) continue;
      const CellSet members = subset | rect.extra;
      bool one_row = true, one_col = true, one_box = true;
      for (Cell c : members) {
        one_row = one_row && share_row(c, e1);
        one_col = one_col && share_col(c, e1);
        one_box = one_box && box_of(c) == box_of(e1);
      }
      // A subset of the box along one line was found in that line already.
      if (is_box && (one_row || one_col)) continue;
      std::vector<House> houses{house};
      if (!is_box && one_box) houses.push_back(box_house(box_of(e1)));
      CellSet rest;
      for (House h : houses) rest |= kHouseSets[h];
      rest = rest - members;
      bool removes = false;
      for (Digit d : digits) removes = removes || !(rest & grid.cells_with_candidate(d)).empty();
      if (!removes) continue;
      Step step = rectangle_step(id, grid, rect);
      remove_from(step, grid, rest, digits);
      for (House h : houses) step.mark(h, Role::Region);
      for (Cell c : subset) {
        step.mark_cell(c, Role::Pattern);
        for (Digit d : grid.candidates(c)) step.mark_candidate(c, d, Role::Pattern);
      }
      mark_effect(step);
      out.add(std::move(step));
    }
  }
}

// Type 4: the two cells with more candidates share a house (a rectangle's, a
// line), and in a house they share, u (a or b) can only go in them. One of them
// is u, so neither can be the other digit v: the pattern's cells would then
// hold only a and b.
PENCILMARK_SMALL void check_type4(Technique id, const Grid& grid, const DeadlyPattern& rect, StepList& out) {
  if (rect.extra.size() != 2) return;
  const auto [e1, e2, together] = corner_pair(rect.extra);
  if (!together) return;
  for (Digit u : {rect.a, rect.b}) {
    const Digit v = u == rect.a ? rect.b : rect.a;
    std::vector<House> conjugate;
    for (House h : shared_houses(e1, e2)) {
      const CellSet places = grid.cells_with_candidate(u) & kHouseSets[h];
      if (!places.empty() && (places - rect.extra).empty()) conjugate.push_back(h);
    }
    if (conjugate.empty()) continue;
    Step step = rectangle_step(id, grid, rect);
    for (House h : conjugate) step.mark(h, Role::Region);
    link_if_held(step, grid, e1, e2, u);
    remove_from(step, grid, rect.extra, DigitSet::single(v));
    if (step.eliminations.empty()) continue;
    mark_effect(step);
    out.add(std::move(step));
  }
}

// Type 6: the two corners with more candidates are diagonal, and in both rows
// and both columns u can only go in the corners. So u fills one diagonal; on
// the other diagonal's bivalue corners v would follow, a deadly pattern. So u
// is in the bivalue corners and not in the others.
PENCILMARK_SMALL void check_type6(Technique id, const Grid& grid, const DeadlyPattern& rect, StepList& out) {
  if (rect.plain.size() != 2) return;
  if (corner_pair(rect.extra).together) return;
  const auto& k = rect.order;
  const std::array<House, 4> lines{row_house(row_of(k[0])), col_house(col_of(k[1])), row_house(row_of(k[3])),
                                   col_house(col_of(k[2]))};
  CellSet around;
  for (House h : lines) around |= kHouseSets[h];
  around = around - rect.cells;
  for (Digit u : {rect.a, rect.b}) {
    if (!(around & grid.cells_with_candidate(u)).empty()) continue;
    Step step = rectangle_step(id, grid, rect);
    for (House h : lines) step.mark(h, Role::Region);
    // The loop of u around the rectangle: row, column, row, column.
    link_if_held(step, grid, k[0], k[1], u);
    link_if_held(step, grid, k[1], k[3], u);
    link_if_held(step, grid, k[3], k[2], u);
    link_if_held(step, grid, k[2], k[0], u);
    remove_from(step, grid, rect.extra, DigitSet::single(u));
    if (step.eliminations.empty()) continue;
    mark_effect(step);
    out.add(std::move(step));
  }
}

// Hidden rectangle: a bivalue corner x (the only one, or one of two diagonal
// ones) and its opposite corner z. If in z's row and in z's column u can only
// go in the corners, z cannot be v: then u would fill both corners next to z,
// x would be v, and the four cells would hold only a and b.
PENCILMARK_SMALL void check_hidden(Technique id, const Grid& grid, const DeadlyPattern& rect, StepList& out) {
  if (rect.plain.size() != 1 && rect.plain.size() != 2) return;
  if (rect.plain.size() == 2 && corner_pair(rect.plain).together) return;
  for (Cell x : rect.plain) {
    const int i = index_of_corner(rect, x);
    const Cell z = rect.order[i ^ 3], along_row = rect.order[i ^ 2], along_col = rect.order[i ^ 1];
    const House row = row_house(row_of(z)), col = col_house(col_of(z));
    for (Digit u : {rect.a, rect.b}) {
      const Digit v = u == rect.a ? rect.b : rect.a;
      const CellSet& with_u = grid.cells_with_candidate(u);
      if (!grid.has_candidate(z, v)) continue;
      if (!((with_u & kHouseSets[row]) - rect.cells).empty()) continue;
      if (!((with_u & kHouseSets[col]) - rect.cells).empty()) continue;
      Step step = rectangle_step(id, grid, rect);
      step.mark(row, Role::Region);
      step.mark(col, Role::Region);
      link_if_held(step, grid, z, along_row, u);
      link_if_held(step, grid, z, along_col, u);
      remove_from(step, grid, CellSet::single(z), DigitSet::single(v));
      mark_effect(step);
      out.add(std::move(step));
    }
  }
}

template <typename Check>
void find_rectangles_with(Technique id, const Grid& grid, StepList& out, Check&& check) {
  auto each = [&](const std::vector<DeadlyPattern>& found) {
    for (const DeadlyPattern& rect : found) {
      if (out.full()) return;
      check(id, grid, rect, out);
    }
  };
  // Each list lives to the end of its statement: the memo's, or the only copy.
  if (out.options().explainer_rules) {
    each(shared_work<CompleteRectangles>(grid, out.options().memo)->found);
  } else {
    each(shared_work<Rectangles>(grid, out.options().memo)->found);
  }
}

// Avoidable rectangles: p1 and p2, solved (not given) in one box and one line,
// hold v1 and v2. Across the other box, q1 (in p1's other line) and q2 would
// complete a pattern with q1 = v2 and q2 = v1; with no given among the four,
// those digits could be exchanged (nor a cell the puzzle's marks narrow, which
// may not allow the other digit). Type 1: one of q1, q2 is solved so, and the
// other cannot take its digit. Type 2: neither is solved, q1 holds {v2, x} and
// q2 {v1, x}: one of them is x.
PENCILMARK_SMALL void find_avoidable(const Grid& grid, StepList& out, bool type2) {
  const CellSet solved = grid.filled_cells() - grid.givens() - grid.marked_by_puzzle();
  for (Cell p1 : solved) {
    const CellSet lines = kHouseSets[row_house(row_of(p1))] | kHouseSets[col_house(col_of(p1))];
    for (Cell p2 : solved& kHouseSets[box_house(box_of(p1))] & lines) {
      if (p2 <= p1) continue;
      const bool along_row = share_row(p1, p2);
      const Digit v1 = grid.value(p1), v2 = grid.value(p2);
      for (int line = 0; line < 9 && !out.full(); ++line) {
        // The other row (or column), in another band (or stack).
        const int own = along_row ? row_of(p1) : col_of(p1);
        if (line / 3 == own / 3) continue;
        const Cell q1 = along_row ? cell_at(line, col_of(p1)) : cell_at(row_of(p1), line);
        const Cell q2 = along_row ? cell_at(line, col_of(p2)) : cell_at(row_of(p2), line);
        const std::array<Cell, 4> corners{p1, p2, q1, q2};
        auto base = [&](Technique id) {
          Step step{id};
          for (Cell c : corners) step.mark_cell(c, Role::Deadly);
          step.digits = DigitSet::single(v1) | DigitSet::single(v2);
          return step;
        };
        if (!type2) {
          // One of q1, q2 solved (not given) as the pattern asks; the other open to its digit.
          Cell open = -1;
          Digit completes = 0;
          if (solved.has(q1) && grid.value(q1) == v2 && grid.has_candidate(q2, v1)) open = q2, completes = v1;
          if (solved.has(q2) && grid.value(q2) == v1 && grid.has_candidate(q1, v2)) open = q1, completes = v2;
          if (open < 0) continue;
          Step step = base(technique("avoidable-rectangle-1"));
          step.mark_candidate(open, completes, Role::Pattern);
          step.eliminations.push_back({open, completes});
          mark_effect(step);
          out.add(std::move(step));
          continue;
        }
        if (!grid.is_empty(q1) || !grid.is_empty(q2)) continue;
        const DigitSet c1 = grid.candidates(q1), c2 = grid.candidates(q2);
        if (c1.size() != 2 || c2.size() != 2 || !c1.has(v2) || !c2.has(v1)) continue;
        const DigitSet x1 = c1 - DigitSet::single(v2);
        if (x1 != c2 - DigitSet::single(v1)) continue;
        const Digit x = x1.first();
        const CellSet targets = kPeerSets[q1] & kPeerSets[q2] & grid.cells_with_candidate(x);
        if (targets.empty()) continue;
        Step step = base(technique("avoidable-rectangle-2"));
        step.mark_candidate(q1, v2, Role::Pattern);
        step.mark_candidate(q2, v1, Role::Pattern);
        step.mark_candidate(q1, x, Role::Extra);
        step.mark_candidate(q2, x, Role::Extra);
        for (Cell c : targets) step.eliminations.push_back({c, x});
        mark_effect(step);
        out.add(std::move(step));
      }
    }
  }
}

// A cell's row, column and box, a bit each.
constexpr std::array<uint32_t, kCells> kHouseBits = [] {
  std::array<uint32_t, kCells> bits{};
  for (Cell c = 0; c < kCells; ++c)
    for (House h : houses_of(c)) bits[c] |= uint32_t{1} << h;
  return bits;
}();

// Unique loops: six or more unsolved cells that all hold a and b, in a loop
// where each cell shares a house with the next, and where every row, column
// and box holding one of them holds exactly two, one at an even place of the
// loop and one at an odd one. Were they all a or b, each such house would hold
// a and b in its two, and swapping a and b round the loop would give another
// solution. (Four such cells are a unique rectangle: the rectangle rows.)
//
// A depth-first walk from each cell holding exactly a and b, through cells
// holding both that share a house with the last: a cell may join while each of
// its houses holds no cell of the loop yet, or one at a place of the other
// parity. It closes when it shares a house with its first cell and no house
// holds one cell alone. Each loop is reported once, from its first cell holding
// exactly a and b. Walks that could only end in a loop no type uses (three or
// more cells with more candidates, not all with one digit more) stop.
//
// Whether a pair has a loop at all depends on which cells hold both and how
// many candidates each has (FinderMemo::pair_part): the memo keeps the pairs
// that have none.
class LoopWalk {
 public:
  template <typename Found>
  static void each(const Grid& grid, FinderMemo* memo, Found&& found) {
    const Technique finder = technique("unique-loop");
    // The pairs some cell holds alone, each once: a loop starts at such a cell.
    std::array<bool, 1 << kDigits> seen{};
    for (Cell c : grid.empty_cells()) {
      const DigitSet pair = grid.candidates(c);
      if (pair.size() != 2 || seen[pair.bits()]) continue;
      seen[pair.bits()] = true;
      const Digit a = pair.first(), b = (pair - DigitSet::single(a)).first();
      const CellSet cells = partnered(grid.cells_with_candidate(a) & grid.cells_with_candidate(b));
      if (cells.size() < 6) continue;
      const int slot = FinderMemo::pair_slot(a, b);
      FinderMemo::Part part{};
      if (memo) {
        part = FinderMemo::pair_part(grid, cells);
        if (memo->found_nothing(finder, slot, part)) continue;
      }
      LoopWalk walk(grid, pair, cells);
      for (Cell start : cells)
        if (grid.candidates(start) == pair && !walk.from(start, found)) return;
      if (memo && !walk.closed_) memo->note_nothing(finder, slot, part);
    }
  }

 private:
  // The houses holding cells of the loop, a bit each (kHouseBits): two, or one
  // at an even place (lone[0]) or an odd one (lone[1]).
  struct Held {
    uint32_t two = 0;
    std::array<uint32_t, 2> lone{};
  };

  LoopWalk(const Grid& grid, DigitSet pair, CellSet cells) : grid_(grid), pair_(pair), both_(cells) {
    loop_.a = pair.first();
    loop_.b = (pair - DigitSet::single(loop_.a)).first();
  }

  // The cells holding a and b that could be in a loop: each of their houses
  // holds another such cell (most pairs have none left).
  static CellSet partnered(CellSet cells) {
    for (bool lone = true; lone && cells.size() >= 6;) {
      lone = false;
      for (House h = 0; h < kHouses; ++h)
        if (const CellSet in = cells & kHouseSets[h]; in.single()) {
          cells = cells - in;
          lone = true;
        }
    }
    return cells;
  }

  // Every loop through start whose cells holding only a and b come after it; false when found said stop.
  template <typename Found>
  bool from(Cell start, Found& found) {
    loop_.size = 0;
    loop_.cells = loop_.plain = loop_.extra = CellSet();
    held_ = {};
    wide_ = 0;
    join(start);
    return walk(found);
  }

  template <typename Found>
  bool walk(Found& found) {
    const Cell start = loop_.order[0], last = loop_.order[loop_.size - 1];
    if (loop_.size >= 6 && (held_.lone[0] | held_.lone[1]) == 0 && kPeerSets[last].has(start)) {
      closed_ = true;
      if (std::find(found_.begin(), found_.end(), loop_.cells) != found_.end()) return true;
      found_.push_back(loop_.cells);
      return found(loop_);
    }
    if (loop_.size == kLongestLoop) return true;
    // A cell may join while each of its houses holds no cell of the loop, or one of the other parity.
    const uint32_t barred = held_.two | held_.lone[loop_.size % 2];
    for (Cell next : (both_ & kPeerSets[last]) - loop_.cells) {
      if ((kHouseBits[next] & barred) || ((grid_.candidates(next) - pair_).empty() && next < start)) continue;
      const Held before = held_;
      join(next);
      if ((loop_.extra.size() <= 2 || wide_ == 0) && !walk(found)) return false;
      leave(next, before);
    }
    return true;
  }

  void join(Cell cell) {
    const int parity = loop_.size % 2;
    const uint32_t houses = kHouseBits[cell], now_two = houses & held_.lone[1 - parity];
    held_.two |= now_two;
    held_.lone[1 - parity] &= ~now_two;
    held_.lone[parity] |= houses & ~now_two;
    loop_.order[loop_.size++] = cell;
    loop_.cells.add(cell);
    if ((grid_.candidates(cell) - pair_).empty()) {
      loop_.plain.add(cell);
    } else {
      loop_.extra.add(cell);
      wide_ += grid_.candidates(cell).size() > 3;
    }
  }

  void leave(Cell cell, const Held& before) {
    --loop_.size;
    loop_.cells.remove(cell);
    loop_.plain.remove(cell);
    loop_.extra.remove(cell);
    wide_ -= grid_.candidates(cell).size() > 3;
    held_ = before;
  }

  const Grid& grid_;
  const DigitSet pair_;
  const CellSet both_;  // the cells holding a and b that could be in a loop
  DeadlyPattern loop_{};
  Held held_;
  int wide_ = 0;  // cells of the loop with two candidates or more beside a and b
  std::vector<CellSet> found_;
  bool closed_ = false;  // a loop was walked
};
}  // namespace

void find_unique_rectangles_1(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("unique-rectangle-1"), grid, out, check_type1);
}
void find_unique_rectangles_2(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("unique-rectangle-2"), grid, out, check_one_extra_digit);
}
void find_unique_rectangles_3(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("unique-rectangle-3"), grid, out, check_type3);
}
void find_unique_rectangles_4(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("unique-rectangle-4"), grid, out, check_type4);
}
void find_unique_rectangles_5(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("unique-rectangle-5"), grid, out, check_one_extra_digit);
}
void find_unique_rectangles_6(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("unique-rectangle-6"), grid, out, check_type6);
}
void find_hidden_rectangles(const Grid& grid, StepList& out) {
  find_rectangles_with(technique("hidden-rectangle"), grid, out, check_hidden);
}
void find_unique_loops(const Grid& grid, StepList& out) {
  const Technique id = technique("unique-loop");
  LoopWalk::each(grid, out.options().memo.get(), [&](const DeadlyPattern& loop) {
    check_type1(id, grid, loop, out);
    check_one_extra_digit(id, grid, loop, out);
    check_type3(id, grid, loop, out);
    check_type4(id, grid, loop, out);
    return !out.full();
  });
}

void find_avoidable_rectangles_1(const Grid& grid, StepList& out) { find_avoidable(grid, out, false); }
void find_avoidable_rectangles_2(const Grid& grid, StepList& out) { find_avoidable(grid, out, true); }

namespace {

// The BUG+1 step: every cell but `cell` is the BUG's, and `cell` holds one of `extra`.
PENCILMARK_SMALL void add_bug_step(const Grid& grid, Cell cell, DigitSet extra, StepList& out) {
  const auto own = houses_of(cell);
  Step step{technique("bug-plus-1")};
  for (House h : own) step.mark(h, Role::Region);
  for (Cell c : grid.empty_cells() - CellSet::single(cell)) step.mark_cell(c, Role::Deadly);
  step.mark_cell(cell, Role::Extra);
  for (Digit d : grid.candidates(cell)) step.mark_candidate(cell, d, extra.has(d) ? Role::Extra : Role::Pattern);
  for (Digit d : grid.candidates(cell) - extra) step.eliminations.push_back({cell, d});
  step.digits = extra;
  mark_effect(step);
  out.add(std::move(step));
}

// Every unsolved cell has two candidates, and every digit two places or none in each house.
PENCILMARK_SMALL bool is_bug(const Grid& grid) {
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).size() != 2) return false;
  for (House h = 0; h < kHouses; ++h)
    for (Digit d = 1; d <= kDigits; ++d)
      if (const int n = (grid.cells_with_candidate(d) & kHouseSets[h]).size(); n != 0 && n != 2) return false;
  return true;
}

// Sudoku Explainer's BUG (its types 1 to 4, with lksudoku's type 2 of many
// cells, which SE 1.2.1 has on), which the rating pass takes (StepOptions::
// explainer_rules). Houses are scanned boxes, rows, then columns, digits in
// order: a digit a house holds neither twice nor nowhere is extra in the one
// place of it there with more than two candidates, a BUG cell (no such place:
// no BUG; several: another house tells). When every such digit is one digit,
// each of its places with more than two candidates is a BUG cell too. Without
// their extra digits the grid must be a BUG (no solution or several), so one
// BUG cell holds one of its extra digits.
struct ExplainerBug {
  std::vector<Cell> cells;  // the BUG cells, in the order SE finds them
  std::array<DigitSet, kCells> extra{};
  DigitSet all_extra;  // as SE gathers them: the one digit's own places add none
  CellSet common;      // the cells that see every BUG cell
};

PENCILMARK_SMALL std::optional<ExplainerBug> explainer_bug(const Grid& grid) {
  ExplainerBug bug;
  Grid without = grid;
  // The digit of the first house that broke the pattern, all its places with
  // more than two candidates, and whether every house that broke it is that digit's.
  Digit only = 0;
  CellSet only_places;
  bool one_digit = true;
  // A BUG cell for d; false when the cells leave SE no type 1, 2 or 3.
  auto add = [&](Cell c, Digit d) {
    if (std::find(bug.cells.begin(), bug.cells.end(), c) == bug.cells.end()) bug.cells.push_back(c);
    bug.extra[c].add(d);
    without.remove_candidate(c, d);
    bug.common = bug.cells.size() == 1 && bug.extra[c].size() == 1 ? kPeerSets[c] : bug.common & kPeerSets[c];
    for (Cell b : bug.cells) bug.common.remove(b);
    return bug.cells.size() < 2 || bug.all_extra.size() < 2 || !bug.common.empty();
  };
  for (House h : kScanOrder)
    for (Digit d = 1; d <= kDigits; ++d) {
      const CellSet places = grid.cells_with_candidate(d) & kHouseSets[h];
      if (places.empty() || places.size() == 2) continue;
      CellSet wide;
      for (Cell c : places)
        if (grid.candidates(c).size() > 2) wide.add(c);
      if (!only) {
        only = d;
        only_places = wide;
      } else if (one_digit) {
        if (only == d)
          only_places |= wide;
        else
          one_digit = false;
      }
      if (wide.size() == 1) {
        bug.all_extra.add(d);
        if (!add(wide.first(), d)) return std::nullopt;
      }
      if (wide.empty()) return std::nullopt;
    }
  if (only && one_digit)
    for (Cell c : only_places)
      if (std::find(bug.cells.begin(), bug.cells.end(), c) == bug.cells.end() && !add(c, only)) return std::nullopt;
  if (bug.cells.empty() || !is_bug(without)) return std::nullopt;
  return bug;
}

// A BUG step of SE's types 2 to 4: its BUG cells, the naked set's other cells
// (type 3) and the house it stands in, and what goes.
PENCILMARK_SMALL void add_explainer_bug_step(const Grid& grid, const ExplainerBug& bug, CellSet naked, House house,
                                             std::vector<Candidate> eliminations, StepList& out) {
  Step step{technique("bug-plus-1")};
  if (house >= 0) step.mark(house, Role::Region);
  for (Cell c : grid.empty_cells())
    if (std::find(bug.cells.begin(), bug.cells.end(), c) == bug.cells.end() && !naked.has(c))
      step.mark_cell(c, Role::Deadly);
  for (Cell c : bug.cells) {
    step.mark_cell(c, Role::Extra);
    for (Digit d : bug.extra[c]) step.mark_candidate(c, d, Role::Extra);
  }
  for (Cell c : naked) step.mark_cell(c, Role::Pattern);
  step.eliminations = std::move(eliminations);
  step.digits = bug.all_extra;
  mark_effect(step);
  out.add(std::move(step));
}

// Type 4: two BUG cells in one house with one digit in common besides their
// extra ones, which the BUG would hold there in those two cells alone: one of
// them is its extra digit, so the other is the common digit, and neither
// holds its other BUG digit.
PENCILMARK_SMALL void explainer_bug_type4(const Grid& grid, const ExplainerBug& bug, StepList& out) {
  const Cell a = bug.cells[0], b = bug.cells[1];
  const DigitSet shared = (grid.candidates(a) & grid.candidates(b)) - bug.all_extra;
  if (shared.size() != 1) return;
  for (const House h : kBoxRowCol[a]) {
    if (!kHouseSets[h].has(b) || out.full()) continue;
    std::vector<Candidate> eliminations;
    for (const Cell c : {a, b})
      for (Digit d : grid.candidates(c) - bug.extra[c] - shared) eliminations.push_back({c, d});
    add_explainer_bug_step(grid, bug, {}, h, std::move(eliminations), out);
  }
}

// Type 3: the BUG cells' extra digits, as one cell, make a naked set of
// `degree` digits with degree - 1 cells of a house every BUG cell is in; the
// house's other cells that see the BUG cells lose the set's digits. Sets of
// two digits first, the cells taken as SE's combinations come (Gosper's order).
PENCILMARK_SMALL void explainer_bug_type3(const Grid& grid, const ExplainerBug& bug, StepList& out) {
  if (bug.all_extra.size() < 2) return;  // SE's common tuple wants two digits or more of each
  for (int degree = 2; degree <= 6; ++degree)
    for (const House h : kBoxRowCol[bug.cells[0]]) {
      if (!std::all_of(bug.cells.begin(), bug.cells.end(), [&](Cell c) { return kHouseSets[h].has(c); })) continue;
      const CellSet seeing = bug.common & kHouseSets[h];  // the house's cells that see every BUG cell
      std::vector<Cell> cells;
      for (Cell c : seeing) cells.push_back(c);
      const int n = static_cast<int>(cells.size());
      if (n < degree) continue;
      for (uint32_t mask = (1u << (degree - 1)) - 1; mask < (1u << n);) {
        CellSet naked;
        DigitSet digits;
        for (int i = 0; i < n; ++i)
          if (mask >> i & 1) {
            naked.add(cells[i]);
            digits = digits | grid.candidates(cells[i]);
          }
        // SE counts filled cells among the house's, but a set with one is no naked set.
        const bool open = (naked & grid.filled_cells()).empty();
        if (open && digits.size() == degree && (digits | bug.all_extra).size() == degree) {
          std::vector<Candidate> eliminations;
          for (Cell c : (seeing & grid.empty_cells()) - naked)
            for (Digit d : grid.candidates(c) & digits) eliminations.push_back({c, d});
          if (!eliminations.empty()) {
            add_explainer_bug_step(grid, bug, naked, h, std::move(eliminations), out);
            if (out.full()) return;
          }
        }
        const uint32_t lowest = mask & -mask, ripple = mask + lowest;
        mask = ripple | (((mask ^ ripple) >> 2) / lowest);
      }
    }
}

PENCILMARK_SMALL void find_explainer_bug(const Grid& grid, StepList& out) {
  const std::optional<ExplainerBug> bug = explainer_bug(grid);
  if (!bug) return;
  if (bug->cells.size() == 1) return add_bug_step(grid, bug->cells.front(), bug->all_extra, out);
  if (bug->all_extra.size() == 1) {
    // Type 2: one extra digit; a cell that sees every BUG cell cannot hold it.
    const Digit d = bug->all_extra.first();
    const CellSet seeing = bug->common & grid.cells_with_candidate(d);
    std::vector<Candidate> eliminations;
    for (Cell c : seeing) eliminations.push_back({c, d});
    if (!eliminations.empty()) add_explainer_bug_step(grid, *bug, {}, -1, std::move(eliminations), out);
    if (bug->cells.size() == 2 && !out.full()) explainer_bug_type4(grid, *bug, out);
  } else if (!bug->common.empty()) {
    if (bug->cells.size() == 2) explainer_bug_type4(grid, *bug, out);
    if (!out.full()) explainer_bug_type3(grid, *bug, out);
  }
}

}  // namespace

// BUG+1: every unsolved cell has two candidates but one, which has three, and
// each candidate appears exactly twice in each house where it appears, except
// one digit d of that cell, three times in each of its houses. Without d the
// cell would complete a BUG (no solution or several), so the cell is d.
PENCILMARK_SMALL void find_bug_plus_one(const Grid& grid, StepList& out) {
  if (out.options().explainer_rules) return find_explainer_bug(grid, out);
  Cell three = -1;
  for (Cell c : grid.empty_cells()) {
    const int n = grid.candidates(c).size();
    if (n == 2) continue;
    if (n != 3 || three >= 0) return;
    three = c;
  }
  if (three < 0) return;
  const auto own = houses_of(three);
  Digit bug = 0;
  for (House h = 0; h < kHouses; ++h) {
    const bool own_house = h == own[0] || h == own[1] || h == own[2];
    for (Digit d = 1; d <= kDigits; ++d) {
      const int count = (grid.cells_with_candidate(d) & kHouseSets[h]).size();
      if (count == 0 || count == 2) continue;
      if (count != 3 || !own_house || (bug && bug != d)) return;
      bug = d;
    }
  }
  if (!bug || !grid.has_candidate(three, bug)) return;
  // d three times in each of the cell's houses, not just some.
  for (House h : own)
    if ((grid.cells_with_candidate(bug) & kHouseSets[h]).size() != 3) return;
  add_bug_step(grid, three, DigitSet::single(bug), out);
}

}  // namespace pencilmark
