#include "grade/aligned_exclusion.hpp"

#include "logic/finders.hpp"  // PENCILMARK_SMALL

namespace pencilmark {
namespace {

// A base cell: one with two or more candidates, none of its peers with one, and
// some peers with two (its possible excluders).
struct BaseCell {
  Cell cell;
  CellSet excluders;
};

PENCILMARK_SMALL std::vector<BaseCell> base_cells(const Grid& grid) {
  auto count = [&](Cell c) { return grid.value(c) ? 0 : grid.candidates(c).size(); };
  std::vector<BaseCell> bases;
  for (Cell c = 0; c < kCells; ++c) {
    if (count(c) < 2) continue;
    BaseCell base{c, {}};
    bool single_peer = false;
    for (Cell p : kPeers[c]) {
      single_peer = single_peer || count(p) == 1;
      if (count(p) == 2) base.excluders.add(p);
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

}  // namespace

PENCILMARK_SMALL std::vector<Candidate> aligned_pair_exclusion(const Grid& grid) {
  const std::vector<BaseCell> bases = base_cells(grid);
  for (size_t second = 1; second < bases.size(); ++second)
    for (size_t first = 0; first < second; ++first) {
      const CellSet both = bases[first].excluders & bases[second].excluders;
      if (both.size() < 2) continue;
      if (auto removed = excluded(grid, bases[first].cell, bases[second].cell, both); !removed.empty()) return removed;
    }
  return {};
}

}  // namespace pencilmark
