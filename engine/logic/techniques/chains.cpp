// Chains of cells with two candidates: the Y-wing (level 2, three cells) and the
// XY-chain (level 3, four or more).
//
// A chain starts in a cell s with candidates {x, a}. If s is not x it is a; a
// peer holding {a, b} is then b; and so on, until a cell e that is then x. So
// either s or e is x, and no cell that sees both can be x.
//
// A breadth-first search from every (s, x) over states (cell, digit it would be)
// finds the shortest chain to every end. Zambon's recursive search returns valid
// but needlessly long chains; here each elimination is credited to the shortest
// chain that makes it.
#include <algorithm>
#include <map>

#include "logic/finders.hpp"

namespace pencilmark {
namespace {

struct Chain {
  std::vector<Cell> cells;  // s ... e
  std::vector<Digit> on;    // the digit each cell would be, if s is not x
  Digit x;                  // the digit at both ends
  CellSet removed;          // cells seeing both ends that have x
};

Digit other_digit(DigitSet pair, Digit d) { return (pair - DigitSet::single(d)).first(); }

// Every shortest chain from each start to each end, with at least min_cells and
// at most max_cells cells, that removes something.
std::vector<Chain> find_chains(const Grid& grid, int min_cells, int max_cells) {
  CellSet bivalue;
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).size() == 2) bivalue.add(c);

  std::vector<Chain> chains;
  constexpr int kStates = kCells * 9;
  std::array<int16_t, kStates> parent;
  std::array<int8_t, kStates> depth;
  depth.fill(-1);
  std::vector<int> queue;
  for (Cell s : bivalue) {
    for (Digit x : grid.candidates(s)) {
      // Unvisit what the last search reached: cheaper than clearing every state.
      for (int at : queue) depth[at] = -1;
      auto state = [](Cell c, Digit v) { return c * 9 + v - 1; };
      queue.assign(1, state(s, other_digit(grid.candidates(s), x)));
      depth[queue[0]] = 1;
      parent[queue[0]] = -1;
      for (size_t head = 0; head < queue.size(); ++head) {
        const int at = queue[head];
        const Cell c = at / 9;
        const Digit v = at % 9 + 1;
        if (depth[at] >= max_cells) continue;
        for (Cell next : kPeerSets[c] & bivalue & grid.cells_with_candidate(v)) {
          const int to = state(next, other_digit(grid.candidates(next), v));
          if (depth[to] >= 0 || next == s) continue;
          // A chain visits each cell once.
          bool on_path = false;
          for (int p = at; p >= 0 && !on_path; p = parent[p]) on_path = p / 9 == next;
          if (on_path) continue;
          parent[to] = static_cast<int16_t>(at);
          depth[to] = static_cast<int8_t>(depth[at] + 1);
          queue.push_back(to);
          const Digit end_digit = to % 9 + 1;
          // Each unordered pair of ends once: the reverse chain is the same chain.
          if (end_digit != x || next < s || depth[to] < min_cells) continue;
          const CellSet removed = (kPeerSets[s] & kPeerSets[next] & grid.cells_with_candidate(x));
          if (removed.empty()) continue;
          Chain chain{{}, {}, x, removed};
          for (int p = to; p >= 0; p = parent[p]) {
            chain.cells.push_back(p / 9);
            chain.on.push_back(p % 9 + 1);
          }
          std::reverse(chain.cells.begin(), chain.cells.end());
          std::reverse(chain.on.begin(), chain.on.end());
          chains.push_back(std::move(chain));
        }
      }
    }
  }
  return chains;
}

Step chain_step(const Chain& chain, Technique id) {
  Step step{id};
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
  for (const Chain& chain : find_chains(grid, 3, 3)) {
    if (out.full()) return;
    out.add(chain_step(chain, technique("y-wing")));
  }
}

void find_xy_chains(const Grid& grid, StepList& out) {
  std::vector<Chain> chains = find_chains(grid, 3, kCells);
  // Credit each elimination to the shortest chain that makes it (the first found
  // wins a tie); keep the chains credited with one, shortest first.
  stable_sort_by(chains, [](const Chain& chain) { return static_cast<uint32_t>(chain.cells.size()); });
  std::map<std::pair<Cell, Digit>, size_t> shortest;
  for (size_t i = 0; i < chains.size(); ++i)
    for (Cell c : chains[i].removed) shortest.try_emplace({c, chains[i].x}, i);
  std::vector<bool> credited(chains.size(), false);
  for (const auto& [candidate, i] : shortest) credited[i] = true;
  for (size_t i = 0; i < chains.size() && !out.full(); ++i) {
    // A three-cell chain is a Y-wing, found at level 2.
    if (credited[i] && chains[i].cells.size() >= 4) out.add(chain_step(chains[i], technique("xy-chain")));
  }
}

}  // namespace pencilmark
