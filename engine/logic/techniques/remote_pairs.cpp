// Remote pair: a chain of cells that all hold the same two digits {a,b}, each
// seeing the next. Neighbours cannot be equal, so the digits alternate along the
// chain: two cells an odd number of steps apart hold one a and one b. A cell
// that sees two such cells can be neither. Two neighbours (one step) are just a
// naked pair, so a remote pair counts pairs three or more steps apart, and the
// chain has an even number of cells, at least four, with both ends seeing a cell
// that loses a digit (HoDoKu's definition: longer chains report every pair of
// cells at an odd distance of three or more).
//
// A remote pair is an XY-chain through cells of one pair, so the alternating
// search finds it (alternating_chains.hpp): from each cell, the shortest chain
// to each end. Chains that remove the same candidates are reported once, the
// shortest. (HoDoKu walks every simple path instead. In a consistent grid the
// cells of a pair split in two sides, and any two cells at an odd distance on a
// longer path either see each other, a naked pair, or are the ends of a
// shortest chain of their own: the removals found are the same but a naked
// pair's, though a step may hold fewer of them.)
#include <algorithm>
#include <map>
#include <optional>

#include "logic/alternating_chains.hpp"
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

struct RemotePair {
  std::vector<Cell> cells;
  CellSet removed_a, removed_b;
};

struct RemovedKey {
  CellSet a, b;
  bool operator<(const RemovedKey& o) const {
    for (int band = 0; band < 3; ++band) {
      if (a.band(band) != o.a.band(band)) return a.band(band) < o.a.band(band);
      if (b.band(band) != o.b.band(band)) return b.band(band) < o.b.band(band);
    }
    return false;
  }
};

// Cells that see two cells of the chain an odd distance of three or more apart.
CellSet seeing_opposites(const std::vector<Cell>& path) {
  CellSet seen;
  const size_t n = path.size();
  for (size_t i = 0; i < n; ++i)
    for (size_t j = i + 3; j < n; j += 2) seen |= kPeerSets[path[i]] & kPeerSets[path[j]];
  return seen;
}

void find_chains_of(const ChainGrid& links, CellSet group, Digit a, Digit b, std::map<RemovedKey, RemotePair>& found) {
  const Grid& grid = links.grid();
  CandidateGraph graph{links, true};
  graph.weak_to[a - 1] = graph.weak_to[b - 1] = group;
  // Two links to a cell: s off (a), then on (b), and so on.
  const int max_links = 2 * group.size() - 1;
  AlternatingSearch search(graph, max_links);
  const CellSet a_cells = grid.cells_with_candidate(a), b_cells = grid.cells_with_candidate(b);
  for (Cell s : group) {
    search.run(graph.node(s, a), max_links, max_links, [&](int state) {
      const Node to = Node::at(state);
      // Each path once (from its lower end), with an even number of cells (a at
      // both ends), at least four.
      if (!to.on || to.digit != a || to.cell < s || search.depth(state) < 7) return Next::Extend;
      std::vector<Cell> path;
      CellSet on_path;
      for (const int i : search.chain_to(state))
        if (const Node n = Node::at(i); n.on) {
          path.push_back(n.cell);
          on_path.add(n.cell);
        }
      const CellSet ends = kPeerSets[s] & kPeerSets[to.cell];
      if ((ends & ((a_cells | b_cells) - on_path)).empty()) return Next::Extend;
      const CellSet seen = seeing_opposites(path) - on_path;
      RemotePair chain{path, seen & a_cells, seen & b_cells};
      auto [it, inserted] = found.try_emplace({chain.removed_a, chain.removed_b}, chain);
      if (!inserted && it->second.cells.size() > path.size()) it->second = std::move(chain);
      return Next::Extend;
    });
  }
}

Step remote_pair_step(const Grid& grid, const RemotePair& chain, Digit a, Digit b) {
  Step step{technique("remote-pair")};
  step.chain = true;
  for (Cell c : chain.cells) step.mark_cell(c, Role::Pattern);
  // Hop by hop as in an XY-chain: in a cell "not this, so the other" (strong),
  // between cells "this, so not this there" (weak).
  Digit off = a;
  const size_t n = chain.cells.size();
  for (size_t i = 0; i < n; ++i) {
    const Cell c = chain.cells[i];
    const Digit on = off == a ? b : a;
    step.add_link({c, off}, {c, on}, LinkKind::Strong);
    step.mark_candidate(c, off, Role::ChainOff, step.links.back().stage);
    step.mark_candidate(c, on, Role::ChainOn, step.links.back().stage);
    if (i + 1 < n) step.add_link({c, on}, {chain.cells[i + 1], on}, LinkKind::Weak);
    off = on;
  }
  for (Cell c : chain.removed_a) step.eliminations.push_back({c, a});
  for (Cell c : chain.removed_b) step.eliminations.push_back({c, b});
  sort_candidates(step.eliminations);
  step.digits = grid.candidates(chain.cells.front());
  mark_effect(step);
  return step;
}

}  // namespace

void find_remote_pairs(const Grid& grid, StepList& out) {
  const CellSet bivalue = bivalue_cells(grid);
  std::vector<Step> steps;
  std::optional<ChainGrid> links;  // built for the first group of four cells or more (most grids have none)
  CellSet done;
  for (Cell c : bivalue) {
    if (done.has(c)) continue;
    const DigitSet pair = grid.candidates(c);
    CellSet group;
    for (Cell o : bivalue)
      if (grid.candidates(o) == pair) group.add(o);
    done |= group;
    if (group.size() < 4) continue;
    std::map<RemovedKey, RemotePair> found;
    const Digit a = pair.first(), b = (pair - DigitSet::single(a)).first();
    if (!links) links.emplace(grid);
    find_chains_of(*links, group, a, b, found);
    for (const auto& [key, chain] : found) steps.push_back(remote_pair_step(grid, chain, a, b));
  }
  // Most removals first, then the shortest chain.
  // (A step removes at most kCells * kDigits candidates, and has fewer links than that.)
  stable_sort_by(steps, [](const Step& step) {
    return static_cast<uint32_t>((kCells * kDigits - step.eliminations.size()) << 16 | step.links.size());
  });
  for (Step& step : steps) {
    if (out.full()) return;
    out.add(std::move(step));
  }
}

}  // namespace pencilmark
