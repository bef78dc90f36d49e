#include "grade/aligned_exclusion.hpp"

#include <array>
#include <bit>
#include <cstdint>

#include "logic/finders.hpp"  // PENCILMARK_SMALL

namespace pencilmark {
namespace {

// A base cell: one with two or more candidates, none of its peers with one, and
// some peers with two candidates, or two to `most` (its possible excluders).
struct BaseCell {
  Cell cell;
  CellSet excluders;
};

PENCILMARK_SMALL std::vector<BaseCell> base_cells(const Grid& grid, int most) {
  auto count = [&](Cell c) { return grid.value(c) ? 0 : grid.candidates(c).size(); };
  std::vector<BaseCell> bases;
  for (Cell c = 0; c < kCells; ++c) {
    if (count(c) < 2) continue;
    BaseCell base{c, {}};
    bool single_peer = false;
    for (Cell p : kPeers[c]) {
      single_peer = single_peer || count(p) == 1;
      if (count(p) >= 2 && count(p) <= most) base.excluders.add(p);
    }
    if (!single_peer && !base.excluders.empty()) bases.push_back(base);
  }
  return bases;
}

// The base's digits in no possible pair: d in one cell is in none when every
// digit left to the other (not d, if they see each other) makes an excluder's
// two candidates with d.
PENCILMARK_SMALL std::vector<Candidate> excluded(const Grid& grid, Cell a, Cell b, CellSet excluders) {
  std::vector<Candidate> removed;
  const bool see = kPeerSets[a].has(b);
  for (const auto& [cell, other] : {std::pair{a, b}, std::pair{b, a}})
    for (Digit d : grid.candidates(cell)) {
      DigitSet left = grid.candidates(other) - (see ? DigitSet::single(d) : DigitSet{});
      for (Cell e : excluders)
        if (grid.candidates(e).has(d)) left = left - (grid.candidates(e) - DigitSet::single(d));
      if (left.empty()) removed.push_back({cell, d});
    }
  return removed;
}

// Whether an excluder's candidates can all be taken: each by a different base
// cell holding it (in[k]: cell k's candidates, as bits).
PENCILMARK_SMALL bool can_take(uint32_t m, const std::array<uint32_t, 3>& in) {
  const uint32_t u = m & -m, rest = m & (m - 1), v = rest & -rest, w = rest & (rest - 1);
  for (const auto& [x, y, z] : {std::array{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}})
    if ((in[x] & u) && (in[y] & v) && (!w || (in[z] & w))) return true;
  return false;
}

// Whether, with no excluder that a combination can take whole, one digit still
// excludes another: only when two cells hold the same two digits and see each
// other, and the third sees both (one of the two holds each digit).
PENCILMARK_SMALL bool peers_alone_exclude(const std::array<Cell, 3>& cells, const std::array<uint32_t, 3>& in) {
  for (int k = 0; k < 3; ++k) {
    const Cell x = cells[(k + 1) % 3], y = cells[(k + 2) % 3];
    if (std::popcount(in[(k + 1) % 3]) == 2 && in[(k + 1) % 3] == in[(k + 2) % 3] && kPeerSets[x].has(y) &&
        kPeerSets[cells[k]].has(x) && kPeerSets[cells[k]].has(y))
      return true;
  }
  return false;
}

// The triple's digits in no possible combination. Rather than every
// combination, each base digit d is asked whether all those holding it are
// impossible: an excluder {d, w} rules out w in the other two cells (`gone`);
// {u, w} or {d, u, w} rules out u and w in them together (`apart`); {u, v, w}
// cannot be taken with d. In digit bits, the excluders' effects worked out
// once for every d: it runs millions of times rating the hardest thousand puzzles.
PENCILMARK_SMALL std::vector<Candidate> excluded(const Grid& grid, const std::array<Cell, 3>& cells, CellSet common) {
  const std::array<uint32_t, 3> in{grid.candidates(cells[0]).bits(), grid.candidates(cells[1]).bits(),
                                   grid.candidates(cells[2]).bits()};
  // By digit bit: what {d, w} excluders rule out with d; what {u, w} ones rule
  // out with u; and what {d, u, w} ones rule out with d and u together.
  std::array<uint32_t, kDigits> gone{}, apart{};
  std::array<std::array<uint32_t, kDigits>, kDigits> apart_with{};
  bool any = false;
  for (Cell e : common) {
    const uint32_t m = grid.candidates(e).bits();
    if (!can_take(m, in)) continue;
    any = true;
    const int u = std::countr_zero(m), v = std::countr_zero(m & (m - 1));
    if (std::popcount(m) == 2) {  // {u, v}
      gone[u] |= 1u << v, gone[v] |= 1u << u;
      apart[u] |= 1u << v, apart[v] |= 1u << u;
      continue;
    }
    const uint32_t rest = m & (m - 1);
    const int w = std::countr_zero(rest & (rest - 1));
    for (const auto& [d, x, y] : {std::array{u, v, w}, {v, u, w}, {w, u, v}})
      apart_with[d][x] |= 1u << y, apart_with[d][y] |= 1u << x;
  }
  if (!any && !peers_alone_exclude(cells, in)) return {};
  std::vector<Candidate> removed;
  for (int k = 0; k < 3; ++k) {
    const int j = (k + 1) % 3, l = (k + 2) % 3;
    const bool sees_j = kPeerSets[cells[k]].has(cells[j]), sees_l = kPeerSets[cells[k]].has(cells[l]);
    const bool jl = kPeerSets[cells[j]].has(cells[l]);
    for (uint32_t ds = in[k]; ds; ds &= ds - 1) {
      const int d = std::countr_zero(ds);
      const uint32_t bit = 1u << d, z_left = in[l] & ~(sees_l ? bit : 0) & ~gone[d];
      bool possible = false;
      for (uint32_t ys = in[j] & ~(sees_j ? bit : 0) & ~gone[d]; ys && !possible; ys &= ys - 1) {
        const int y = std::countr_zero(ys);
        possible = (z_left & ~apart[y] & ~apart_with[d][y] & ~(jl ? 1u << y : 0)) != 0;
      }
      if (!possible) removed.push_back({cells[k], static_cast<Digit>(d + 1)});
    }
  }
  return removed;
}

}  // namespace

PENCILMARK_SMALL std::vector<Candidate> aligned_pair_exclusion(const Grid& grid) {
  const std::vector<BaseCell> bases = base_cells(grid, 2);
  for (size_t second = 1; second < bases.size(); ++second)
    for (size_t first = 0; first < second; ++first) {
      const CellSet both = bases[first].excluders & bases[second].excluders;
      if (both.size() < 2) continue;
      if (auto removed = excluded(grid, bases[first].cell, bases[second].cell, both); !removed.empty()) return removed;
    }
  return {};
}

PENCILMARK_SMALL std::vector<Candidate> aligned_triple_exclusion(const Grid& grid) {
  const std::vector<BaseCell> bases = base_cells(grid, 3);
  CellSet based;  // the cells that can be in a base
  std::array<CellSet, kCells> excluders_of{};
  for (const BaseCell& b : bases) based.add(b.cell), excluders_of[b.cell] = b.excluders;
  std::vector<bool> tried(kCells * kCells * kCells);  // a triple reached again failed before
  for (size_t second = 1; second < bases.size(); ++second)
    for (size_t first = 0; first < second; ++first) {
      const BaseCell &a = bases[first], &b = bases[second];
      const CellSet both = a.excluders & b.excluders;
      if (both.size() < 2) continue;  // the triple's excluders are among these
      // Only a cell that sees two of them has two.
      CellSet seen_once, seen_twice;
      for (Cell e : both) seen_twice = seen_twice | (seen_once & kPeerSets[e]), seen_once = seen_once | kPeerSets[e];
      const CellSet pair = CellSet::single(a.cell) | CellSet::single(b.cell);
      const CellSet by_first = (a.excluders & based) - pair;
      for (const CellSet thirds : {by_first, ((b.excluders & based) - pair) - by_first})
        for (Cell c : thirds& seen_twice) {
          const CellSet common = both & excluders_of[c];
          if (common.size() < 2) continue;
          // The triple in cell order (a before b, as bases are), once.
          const auto [x, y, z] = c < a.cell   ? std::array{c, a.cell, b.cell}
                                 : c < b.cell ? std::array{a.cell, c, b.cell}
                                              : std::array{a.cell, b.cell, c};
          const size_t at = (size_t(x) * kCells + size_t(y)) * kCells + size_t(z);
          if (tried[at]) continue;
          tried[at] = true;
          if (auto removed = excluded(grid, {a.cell, b.cell, c}, common); !removed.empty()) return removed;
        }
    }
  return {};
}

}  // namespace pencilmark
