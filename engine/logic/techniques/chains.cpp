// Chains of cells with two candidates: the Y-wing (level 2, three cells) and the
// XY-chain (level 3, four or more).
//
// A chain starts in a cell s with candidates {x, a}. If s is not x it is a; a
// peer holding {a, b} is then b; and so on, until a cell e that is then x. So
// either s or e is x, and no cell that sees both can be x.
//
// The alternating search from every (s, x) (alternating_chains.hpp) finds the
// shortest chain to every end. Zambon's recursive search returns valid
// but needlessly long chains; here each elimination is credited to the shortest
// chain that makes it.
#include "logic/alternating_chains.hpp"
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

struct Chain {
  std::vector<Cell> cells;  // s ... e
  std::vector<Digit> on;    // the digit each cell would be, if s is not x
  Digit x;                  // the digit at both ends
  CellSet removed;          // cells seeing both ends that have x
};

// An XY-chain's links: inside a bivalue cell (strong), between bivalue cells
// holding the digit that see each other (weak).
CandidateGraph bivalue_graph(const ChainGrid& links, CellSet bivalue) {
  CandidateGraph graph{links, true};
  for (Digit d = 1; d <= kDigits; ++d) graph.weak_to[d - 1] = bivalue & links.grid().cells_with_candidate(d);
  return graph;
}

// Every shortest chain from each start to each end, with at least min_cells and
// at most max_cells cells, that removes something.
std::vector<Chain> find_chains(const Grid& grid, int min_cells, int max_cells) {
  const ChainGrid links(grid);
  const CellSet bivalue = bivalue_cells(grid);
  const CandidateGraph graph = bivalue_graph(links, bivalue);
  // Two links to a cell: s off (x), then on (the other digit), and so on.
  const int max_links = 2 * max_cells - 1;
  std::vector<Chain> chains;
  AlternatingSearch search(graph, max_links);
  for (Cell s : bivalue) {
    for (Digit x : grid.candidates(s)) {
      search.run(graph.node(s, x), max_links, max_links, [&](int state) {
        const Node to = Node::at(state);
        const Cell e = to.cell;
        // Each unordered pair of ends once: the reverse chain is the same chain.
        if (!to.on || to.digit != x || e < s || (search.depth(state) + 1) / 2 < min_cells) return Next::Extend;
        const CellSet removed = kPeerSets[s] & kPeerSets[e] & grid.cells_with_candidate(x);
        if (removed.empty()) return Next::Extend;
        Chain chain{{}, {}, x, removed};
        for (const int i : search.chain_to(state))
          if (const Node n = Node::at(i); n.on) {
            chain.cells.push_back(n.cell);
            chain.on.push_back(n.digit);
          }
        chains.push_back(std::move(chain));
        return Next::Extend;
      });
    }
  }
  return chains;
}

// The Y-wings alone: what find_chains(grid, 3, 3) finds, in its order, without
// the search (the finder runs at every step that gets past the pairs). The
// search goes s off (x), s on (a), a pivot p = {a, b} off (a) and on (b), in
// cell order, then its peers off (b), each cell once, whichever pivot comes
// first: a wing's third cell e = {b, x} belongs to the first pivot that sees it.
std::vector<Chain> find_y_wing_chains(const Grid& grid) {
  const CellSet bivalue = bivalue_cells(grid);
  std::vector<Chain> chains;
  for (Cell s : bivalue)
    for (Digit x : grid.candidates(s)) {
      const Digit a = (grid.candidates(s) - DigitSet::single(x)).first();
      CellSet taken;  // third cells already reached
      for (Cell p : kPeerSets[s] & bivalue & grid.cells_with_candidate(a)) {
        const Digit b = (grid.candidates(p) - DigitSet::single(a)).first();
        if (b == x) continue;
        for (Cell e : (kPeerSets[p] & bivalue & grid.cells_with_candidate(b)) - taken) {
          taken.add(e);
          if (e < s || !grid.has_candidate(e, x)) continue;
          const CellSet removed = kPeerSets[s] & kPeerSets[e] & grid.cells_with_candidate(x);
          if (!removed.empty()) chains.push_back({{s, p, e}, {a, b, x}, x, removed});
        }
      }
    }
  return chains;
}

Step chain_step(const Chain& chain, Technique id) {
  Step step{id};
  step.chain = true;
  const size_t n = chain.cells.size();
  for (size_t i = 0; i < n; ++i)
    step.mark_cell(chain.cells[i], id == technique("y-wing") && i == 1 ? Role::Pivot : Role::Pattern);
  // Hop by hop: inside a cell "not this, so that" (strong), between cells "that, so not that" (weak).
  Digit off = chain.x;
  for (size_t i = 0; i < n; ++i) {
    const Cell c = chain.cells[i];
    step.add_link({c, off}, {c, chain.on[i]}, LinkKind::Strong);
    step.mark_candidate(c, off, Role::ChainOff, step.links.back().stage);
    step.mark_candidate(c, chain.on[i], Role::ChainOn, step.links.back().stage);
    if (i + 1 < n) step.add_link({c, chain.on[i]}, {chain.cells[i + 1], chain.on[i]}, LinkKind::Weak);
    off = chain.on[i];
  }
  for (Cell c : chain.removed) step.eliminations.push_back({c, chain.x});
  step.digits = DigitSet::single(chain.x);
  mark_effect(step);
  return step;
}

}  // namespace

void find_y_wings(const Grid& grid, StepList& out) {
  for (const Chain& chain : find_y_wing_chains(grid)) {
    if (out.full()) return;
    out.add(chain_step(chain, technique("y-wing")));
  }
}

void find_xy_chains(const Grid& grid, StepList& out) {
  std::vector<Chain> chains = find_chains(grid, 3, kCells);
  // Credit each elimination to the shortest chain that makes it; keep the
  // chains credited with one, shortest first.
  stable_sort_by(chains, [](const Chain& chain) { return static_cast<uint32_t>(chain.cells.size()); });
  const std::vector<bool> credited = credit_shortest(chains, [](const Chain& chain, auto credit) {
    for (Cell c : chain.removed) credit(c * kDigits + chain.x - 1);
  });
  for (size_t i = 0; i < chains.size() && !out.full(); ++i) {
    // A three-cell chain is a Y-wing, found at level 2.
    if (credited[i] && chains[i].cells.size() >= 4) out.add(chain_step(chains[i], technique("xy-chain")));
  }
}

}  // namespace pencilmark
