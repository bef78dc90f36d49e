// Single-digit patterns, as HoDoKu defines them: skyscraper, 2-string kite,
// turbot fish, empty rectangle, their duals, and the X-chain. All are chains on
// one digit's link graph (logic/links.hpp): strong links (a house's only two
// places) alternating with weak ones (two places in one house).
//
//   s = a - b = e    if s is not the digit, a is; then b is not, so e is.
//                    Either s or e holds the digit, and no cell seeing both can.
//
// The named patterns are the three-link chains of a given shape:
//   skyscraper   both strong links in parallel lines (two rows or two columns),
//                a and b in one crossing line
//   kite         one strong link in a row, one in a column, each spanning two
//                boxes, with a and b in one box
//   turbot fish  any other three-link chain
// An empty rectangle is a chain through a grouped node: a box whose places for
// the digit all lie in one row and one column, so the row part and the column
// part are strongly linked. The X-chain is the chain of any length; each
// elimination is credited to the shortest chain that makes it.
#include <algorithm>
#include <bit>

#include "logic/alternating_chains.hpp"
#include "logic/finders.hpp"
#include "logic/links.hpp"

namespace pencilmark {
namespace {

// The chain's evidence: the houses of its strong links, its cells, then link by
// link: strong links read "not this, so that" (ChainOff, ChainOn), weak ones
// "this, so not that". cells alternate strong and weak links, starting and ending
// with a strong one.
void mark_chain(Step& step, const DigitLinks& links, const std::vector<Cell>& cells) {
  const Digit d = links.digit;
  step.chain = true;
  for (size_t i = 0; i + 1 < cells.size(); i += 2)
    step.mark(links.conjugate_house(cells[i], cells[i + 1]), Role::Region);
  for (Cell c : cells) {
    const bool marked = std::any_of(step.candidates.begin(), step.candidates.end(), [&](const CandidateMark& m) {
      return m.role == Role::Pattern && m.candidate == Candidate{c, d};
    });
    if (!marked) step.mark_candidate(c, d, Role::Pattern);
  }
  for (size_t i = 0; i + 1 < cells.size(); ++i) {
    const bool strong = i % 2 == 0;
    step.add_link({cells[i], d}, {cells[i + 1], d}, strong ? LinkKind::Strong : LinkKind::Weak);
    if (strong) {
      const int stage = step.links.back().stage;
      step.mark_candidate(cells[i], d, Role::ChainOff, stage);
      step.mark_candidate(cells[i + 1], d, Role::ChainOn, stage);
    }
  }
}

void add_eliminations(Step& step, CellSet cells, Digit d) {
  for (Cell c : cells) step.eliminations.push_back({c, d});
}

// ---- three-link chains: skyscraper, kite, turbot fish ----

struct ShortChain {
  Cell s, a, b, e;  // s = a - b = e
  CellSet removed;
};

bool is_line_pair(const DigitLinks& links, Cell x, Cell y, bool rows) {
  return rows ? row_of(x) == row_of(y) && links.is_conjugate(row_house(row_of(x)))
              : col_of(x) == col_of(y) && links.is_conjugate(col_house(col_of(x)));
}

bool is_skyscraper(const DigitLinks& links, const ShortChain& c) {
  for (bool rows : {true, false}) {
    if (!is_line_pair(links, c.s, c.a, rows) || !is_line_pair(links, c.b, c.e, rows)) continue;
    // a and b in one crossing line; s and e in one too would be an X-wing.
    auto crossing = [rows](Cell x) { return rows ? col_of(x) : row_of(x); };
    if (crossing(c.a) == crossing(c.b) && crossing(c.s) != crossing(c.e)) return true;
  }
  return false;
}

bool is_kite(const DigitLinks& links, const ShortChain& c) {
  if (box_of(c.a) != box_of(c.b) || box_of(c.s) == box_of(c.a) || box_of(c.e) == box_of(c.b)) return false;
  return (is_line_pair(links, c.s, c.a, true) && is_line_pair(links, c.b, c.e, false)) ||
         (is_line_pair(links, c.s, c.a, false) && is_line_pair(links, c.b, c.e, true));
}

// Every three-link chain that removes something, each once per direction: a
// strong link s = a, a place b that a sees and that has a strong link b = e.
// (chains is the caller's, reused from digit to digit.)
void short_chains(const DigitLinks& links, const StrongPartners& strong, std::vector<ShortChain>& chains) {
  chains.clear();
  for (Cell s : links.linked) {
    const CellSet s_peers = kPeerSets[s] & links.cells;
    for (Cell a : strong[s])
      for (Cell b : links.weak(a) & links.linked) {
        if (b == s) continue;
        for (Cell e : strong[b]) {
          if (e == s || e == a) continue;
          const CellSet removed = s_peers & kPeerSets[e];
          if (!removed.empty()) chains.push_back({s, a, b, e, removed});
        }
      }
  }
}

Step short_chain_step(const DigitLinks& links, const ShortChain& c, Technique id) {
  Step step{id};
  mark_chain(step, links, {c.s, c.a, c.b, c.e});
  add_eliminations(step, c.removed, links.digit);
  step.digits = DigitSet::single(links.digit);
  mark_effect(step);
  return step;
}

// Skyscrapers (kite false) or kites (kite true), each once, that remove
// something: two conjugate pairs, both in rows or both in columns for a
// skyscraper, one in a row and one in a column (each across two boxes) for a
// kite, with an end of each in one crossing line (skyscraper) or box (kite).
// Straight from the pairs: cheaper than walking the chains, and these two run
// at every step the solver takes past the fish.
void pair_chains(const DigitLinks& links, bool kite, std::vector<ShortChain>& chains) {
  chains.clear();
  // The pairs run by house: the rows' first, then the columns', then the boxes'.
  const int rows_end = bit_count9(links.conjugate_houses & 0x1FFu);
  const int columns_end = rows_end + bit_count9(links.conjugate_houses >> col_house(0) & 0x1FFu);
  auto try_pair = [&](const ConjugatePair& p, const ConjugatePair& q, bool rows) {
    auto crossing = [rows](Cell c) { return rows ? col_of(c) : row_of(c); };
    for (int pa = 0; pa < 2; ++pa)
      for (int qb = 0; qb < 2; ++qb) {
        const Cell a = pa ? p.b : p.a, s = pa ? p.a : p.b;
        const Cell b = qb ? q.b : q.a, e = qb ? q.a : q.b;
        if (kite ? box_of(a) != box_of(b) || a == b || a == e || b == s
                 : crossing(a) != crossing(b) || crossing(s) == crossing(e))  // the same: an X-wing
          continue;
        const CellSet removed = kPeerSets[s] & kPeerSets[e] & links.cells;
        if (!removed.empty()) chains.push_back({s, a, b, e, removed});
      }
  };
  auto spans_two_boxes = [](const ConjugatePair& p) { return box_of(p.a) != box_of(p.b); };
  if (kite) {
    // A row's pair, then a column's, each across two boxes.
    for (int i = 0; i < rows_end; ++i) {
      if (!spans_two_boxes(links.pairs[i])) continue;
      for (int j = rows_end; j < columns_end; ++j)
        if (spans_two_boxes(links.pairs[j])) try_pair(links.pairs[i], links.pairs[j], true);
    }
    return;
  }
  // Two rows' pairs, or two columns'.
  for (int i = 0; i < columns_end; ++i) {
    const bool rows = i < rows_end;
    for (int j = i + 1; j < (rows ? rows_end : columns_end); ++j) try_pair(links.pairs[i], links.pairs[j], rows);
  }
}

void find_pair_chains(const Grid& grid, bool kite, StepList& out) {
  const Technique id = kite ? technique("two-string-kite") : technique("skyscraper");
  std::vector<ShortChain> chains;
  for_each_digit(grid, out, id, [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    if (links.pair_count < 2) return;
    pair_chains(links, kite, chains);
    for (const ShortChain& c : chains) {
      out.add(short_chain_step(links, c, id));
      if (out.full()) return;
    }
  });
}

// Three-link chains of any other shape; one per pair of ends (other middles
// give the same eliminations), and none for ends a skyscraper or kite joins.
void find_turbots(const Grid& grid, StepList& out) {
  std::vector<ShortChain> chains;
  std::vector<std::pair<Cell, Cell>> taken;
  StrongPartners strong;
  for_each_digit(grid, out, technique("turbot-fish"), [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    if (links.pair_count < 2) return;
    strong_partners(links, strong);
    short_chains(links, strong, chains);
    taken.clear();
    auto ends = [](const ShortChain& c) { return std::pair{std::min(c.s, c.e), std::max(c.s, c.e)}; };
    auto named = [&](const ShortChain& c) { return is_skyscraper(links, c) || is_kite(links, c); };
    for (const ShortChain& c : chains)
      if (named(c)) taken.push_back(ends(c));
    for (const ShortChain& c : chains) {
      if (named(c) || std::find(taken.begin(), taken.end(), ends(c)) != taken.end()) continue;
      taken.push_back(ends(c));
      out.add(short_chain_step(links, c, technique("turbot-fish")));
      if (out.full()) return;
    }
  });
}

// Kites meeting in the same two box cells with different eliminations: one step
// removing both.
PENCILMARK_SMALL void find_dual_kites(const Grid& grid, StepList& out) {
  std::vector<ShortChain> kites;
  for_each_digit(grid, out, technique("dual-two-string-kite"), [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    if (links.pair_count < 4) return;
    pair_chains(links, true, kites);
    for (size_t i = 0; i < kites.size(); ++i)
      for (size_t j = i + 1; j < kites.size(); ++j) {
        const ShortChain &k1 = kites[i], &k2 = kites[j];
        const bool same_box_cells = (k1.a == k2.a && k1.b == k2.b) || (k1.a == k2.b && k1.b == k2.a);
        if (!same_box_cells || k1.removed == k2.removed) continue;
        Step step{technique("dual-two-string-kite")};
        mark_chain(step, links, {k1.s, k1.a, k1.b, k1.e});
        mark_chain(step, links, {k2.s, k2.a, k2.b, k2.e});
        add_eliminations(step, k1.removed | k2.removed, d);
        step.digits = DigitSet::single(d);
        mark_effect(step);
        out.add(std::move(step));
        if (out.full()) return;
      }
  });
}

// ---- empty rectangles ----

struct EmptyRectangle {
  House box, line, cross;         // the box's places lie in line and cross (a row and a column)
  Cell near, far;                 // the conjugate pair: near in line outside the box, far in its other house
  Cell removed;                   // in cross and in far's line
  CellSet line_part, cross_part;  // the grouped nodes: the box's places in line, and the rest (in cross)
};

// Every empty rectangle with an elimination: the box's places for the digit lie
// in one row and one column, each with a place off the other. A conjugate pair
// near = far whose near end is in the rectangle's line (outside the box) gives:
// far is not the digit -> near is -> the box has none in line -> it has one in
// cross. So far or the box's cross part holds it; the cell of cross in far's
// line sees both. (HoDoKu also allows boxes with only two places, its "ER with
// two candidates".)
// For each pattern of places in a box (nine bits, three per row): bit 3i + j
// when the places all lie in the box's row i and column j, with one in each
// off the other (so two to five places).
constexpr auto kEmptyRectangleCentres = [] {
  std::array<uint16_t, 512> centres{};
  for (uint32_t grid3 = 0; grid3 < 512; ++grid3)
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        const uint32_t row_bits = 7u << (3 * i), col_bits = 0x49u << j;
        if (!(grid3 & ~(row_bits | col_bits)) && (grid3 & row_bits & ~col_bits) && (grid3 & col_bits & ~row_bits))
          centres[grid3] = static_cast<uint16_t>(centres[grid3] | 1u << (3 * i + j));
      }
  return centres;
}();

void empty_rectangles(const DigitLinks& links, std::vector<EmptyRectangle>& found) {
  found.clear();
  // Every one needs a conjugate pair in a row or a column.
  if ((links.conjugate_houses & ((1u << box_house(0)) - 1)) == 0) return;
  for (int b = 0; b < 9; ++b) {
    const House box = box_house(b);
    // The box's places as nine bits, three per row.
    const uint32_t w = links.cells.band(b / 3) >> (3 * (b % 3));
    const uint32_t grid3 = (w & 7) | (w >> 9 & 7) << 3 | (w >> 18 & 7) << 6;
    const uint32_t centres = kEmptyRectangleCentres[grid3];
    if (!centres) continue;
    const CellSet in_box = links.places_in(box);
    for (uint32_t rest = centres; rest; rest &= rest - 1) {
      const int i = std::countr_zero(rest) / 3, j = std::countr_zero(rest) % 3;
      const int row = 3 * (b / 3) + i, col = 3 * (b % 3) + j;
      // The line may be the row or the column, the cross the other.
      for (bool line_is_row : {true, false}) {
        const House line = line_is_row ? row_house(row) : col_house(col);
        const House cross = line_is_row ? col_house(col) : row_house(row);
        const CellSet line_part = in_box & kHouseSets[line];
        for (Cell near : (links.places_in(line) - in_box) & links.linked) {
          // The pair runs across the line: along near's column if the line is a row.
          const House along = line_is_row ? col_house(col_of(near)) : row_house(row_of(near));
          if (!links.is_conjugate(along)) continue;
          const Cell far = (links.places_in(along) - CellSet::single(near)).first();
          const Cell target = line_is_row ? cell_at(row_of(far), col) : cell_at(row, col_of(far));
          if (!links.cells.has(target) || kHouseSets[box].has(target)) continue;
          found.push_back({box, line, cross, near, far, target, line_part, in_box - line_part});
        }
      }
    }
  }
}

void mark_empty_rectangle(Step& step, const DigitLinks& links, const EmptyRectangle& er) {
  const Digit d = links.digit;
  step.mark_candidate(er.far, d, Role::Pattern);
  step.mark_candidate(er.near, d, Role::Pattern);
  step.add_link({er.far, d}, {er.near, d}, LinkKind::Strong);
  step.mark_candidate(er.far, d, Role::ChainOff, step.links.back().stage);
  step.mark_candidate(er.near, d, Role::ChainOn, step.links.back().stage);
  step.add_link({er.near, d}, {er.line_part.first(), d}, LinkKind::Weak, CellSet::single(er.near), er.line_part);
  // Inside the box the places are one grouped node each side: they stay drawn as the group.
  step.add_link({er.line_part.first(), d}, {er.cross_part.first(), d}, LinkKind::Strong, er.line_part, er.cross_part);
}

Step empty_rectangle_step(const DigitLinks& links, const std::vector<const EmptyRectangle*>& ers, Technique id) {
  Step step{id};
  step.chain = true;
  const Digit d = links.digit;
  step.mark(ers.front()->box, Role::Region);
  for (const EmptyRectangle* er : ers) step.mark(common_house(er->near, er->far), Role::Region);
  for (Cell c : links.places_in(ers.front()->box)) step.mark_candidate(c, d, Role::Group);
  for (const EmptyRectangle* er : ers) mark_empty_rectangle(step, links, *er);
  // In rectangle order: the words pair each with its rectangle.
  for (const EmptyRectangle* er : ers) step.eliminations.push_back({er->removed, d});
  step.digits = DigitSet::single(d);
  mark_effect(step);
  return step;
}

// ---- X-chains ----

struct XChain {
  std::vector<Cell> cells;  // s = . - . = ... = e
  CellSet removed;
};

// An X-chain's links: one digit's conjugate pairs (strong) and its places in a
// house (weak, only those with a strong link can lead on).
CandidateGraph x_chain_graph(const ChainGrid& grid_links, const DigitLinks& links) {
  CandidateGraph graph{grid_links, false, links.digit};
  graph.weak_to[links.digit - 1] = links.linked;
  return graph;
}
// The longest X-chain: each cell once.
constexpr int kMaxXChainLinks = 2 * kCells;

// The shortest X-chain from s to every end after it (e > s: the reverse chain
// is the same chain) with at least min_strong strong links, that removes
// something.
void x_chains_from(const CandidateGraph& graph, const DigitLinks& links, Cell s, int min_strong,
                   AlternatingSearch<CandidateGraph>& search, std::vector<XChain>& out) {
  // The ends that could remove something: none, no search; all reached, it can
  // stop. (s's partners among them are reached first, by one strong link: too
  // short, but they leave at once.)
  const CellSet s_peers = kPeerSets[s] & links.cells;
  CellSet seen_by_removable;  // the cells that see a place s sees
  for (Cell r : s_peers) seen_by_removable |= kPeerSets[r];
  CellSet after_s;  // the cells after s
  for (int b = CellSet::band_of(s); b < 3; ++b)
    after_s.band(b) =
        b == CellSet::band_of(s) ? CellSet::kBandBits & ~(2 * CellSet::bit_of(s) - 1) : CellSet::kBandBits;
  CellSet targets = links.linked & seen_by_removable & after_s;
  if (targets.empty()) return;
  search.run(graph.node(s, links.digit), kMaxXChainLinks, kMaxXChainLinks, [&](int state) {
    const Node to = Node::at(state);
    if (!to.on) return Next::Extend;
    const Cell n = to.cell;
    // Every end that could remove something now has its shortest chain.
    targets.remove(n);
    if (n > s && (search.depth(state) + 1) / 2 >= min_strong) {
      const CellSet removed = s_peers & kPeerSets[n];
      if (!removed.empty()) {
        XChain chain{{}, removed};
        for (const int i : search.chain_to(state)) chain.cells.push_back(Node::at(i).cell);
        out.push_back(std::move(chain));
      }
    }
    return targets.empty() ? Next::Stop : Next::Extend;
  });
}

}  // namespace

void find_skyscrapers(const Grid& grid, StepList& out) { find_pair_chains(grid, false, out); }
void find_two_string_kites(const Grid& grid, StepList& out) { find_pair_chains(grid, true, out); }
void find_turbot_fish(const Grid& grid, StepList& out) { find_turbots(grid, out); }

void find_dual_two_string_kites(const Grid& grid, StepList& out) { find_dual_kites(grid, out); }

void find_empty_rectangles(const Grid& grid, StepList& out) {
  std::vector<EmptyRectangle> ers;
  for_each_digit(grid, out, technique("empty-rectangle"), [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    empty_rectangles(links, ers);
    for (const EmptyRectangle& er : ers) {
      out.add(empty_rectangle_step(links, {&er}, technique("empty-rectangle")));
      if (out.full()) return;
    }
  });
}

// Two empty rectangles in the same box with different eliminations (HoDoKu's
// dual: the box's places are then the same grouped node).
PENCILMARK_SMALL void find_dual_empty_rectangles(const Grid& grid, StepList& out) {
  std::vector<EmptyRectangle> ers;
  for_each_digit(grid, out, technique("dual-empty-rectangle"), [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    empty_rectangles(links, ers);
    for (size_t i = 0; i < ers.size(); ++i)
      for (size_t j = i + 1; j < ers.size(); ++j) {
        if (ers[i].box != ers[j].box || ers[i].removed == ers[j].removed) continue;
        out.add(empty_rectangle_step(links, {&ers[i], &ers[j]}, technique("dual-empty-rectangle")));
        if (out.full()) return;
      }
  });
}

void find_x_chains(const Grid& grid, StepList& out) {
  std::vector<XChain> chains;
  const ChainGrid grid_links(grid);
  for_each_digit(grid, out, technique("x-chain"), [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    if (links.pair_count < 2) return;
    chains.clear();
    const CandidateGraph graph = x_chain_graph(grid_links, links);
    AlternatingSearch search(graph, kMaxXChainLinks);
    for (Cell s : links.linked) x_chains_from(graph, links, s, 2, search, chains);
    if (chains.empty()) return;
    // Credit each elimination to the shortest chain that makes it; keep the
    // chains credited with one, shortest first.
    stable_sort_by(chains, [](const XChain& chain) { return static_cast<uint32_t>(chain.cells.size()); });
    const std::vector<bool> credited = credit_shortest(chains, [&](const XChain& chain, auto credit) {
      for (Cell c : chain.removed) credit(c * kDigits + d - 1);
    });
    for (size_t i = 0; i < chains.size() && !out.full(); ++i) {
      if (!credited[i]) continue;
      Step step{technique("x-chain")};
      mark_chain(step, links, chains[i].cells);
      add_eliminations(step, chains[i].removed, d);
      step.digits = DigitSet::single(d);
      mark_effect(step);
      out.add(std::move(step));
    }
  });
}

}  // namespace pencilmark
