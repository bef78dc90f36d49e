#include "logic/chain_families.hpp"

#include <algorithm>
#include <array>
#include <memory>

#include "logic/technique.hpp"

namespace pencilmark {
namespace {

using Proof = ChainHint::Proof;

class Easiest {
 public:
  explicit Easiest(double enough) : enough_(enough) {}
  void offer(const ChainHint& hint) {
    if (!best_ || hint.rating < best_->rating || (hint.rating == best_->rating && hint.complexity < best_->complexity))
      best_ = hint;
  }
  const std::optional<ChainHint>& best() const { return best_; }
  bool done() const { return best_ && best_->rating <= enough_; }

 private:
  double enough_;
  std::optional<ChainHint> best_;
};

// A conclusion worth having: it removes something from the grid.
bool worth(const Grid& grid, Node conclusion) {
  return conclusion.on ? grid.candidates(conclusion.cell).size() > 1
                       : grid.has_candidate(conclusion.cell, conclusion.digit);
}

void chains(const ChainGrid& links, Easiest& easiest, Branch& branch) {
  const Grid& grid = links.grid();
  for (const bool with_cells : {false, true}) {
    // A chain with cell links rates 7.0 at least.
    if (with_cells && easiest.best() && easiest.best()->rating < 7.0) return;
    const ChainRules rules{.cell_links = with_cells, .dynamic = false, .stop_at_clash = false};
    const double base = with_cells ? 7.0 : 6.6;
    for (Cell c : grid.empty_cells()) {
      if (grid.candidates(c).size() < 2) continue;
      for (Digit d : grid.candidates(c)) {
        if (easiest.done()) return;
        for (const bool on : {true, false}) {
          const Node premise{c, d, on};
          const int target = premise.conjugate().index();
          // A chain longer than the best one so far cannot rate less.
          int max_nodes = kNodes;
          if (easiest.best()) {
            max_nodes = 1;
            while (max_nodes < kNodes && rate_chain(base, max_nodes + 1) <= easiest.best()->rating) ++max_nodes;
          }
          branch.follow(links, premise, rules, target, max_nodes);
          if (!branch.target_reached()) continue;
          const int nodes = branch.ancestors({target});
          easiest.offer({rate_chain(base, nodes), nodes, Proof::Chain, rules, premise, -1, premise.conjugate()});
        }
      }
    }
  }
}

// A supposition that breaks the grid: its negation holds.
void contradiction(const Grid& grid, Node premise, ChainRules rules, double base, Easiest& easiest, Branch& branch) {
  if (!branch.contradiction()) return;
  const int clash = branch.clash();
  const int nodes = branch.ancestors({clash, Node::at(clash).conjugate().index()});
  easiest.offer({rate_chain(base, nodes), nodes, Proof::Contradiction, rules, premise, -1, premise.conjugate()});
  (void)grid;
}

void nishio(const ChainGrid& links, Easiest& easiest, Branch& branch) {
  const Grid& grid = links.grid();
  const ChainRules rules{.cell_links = false, .dynamic = false};
  for (Cell c : grid.empty_cells()) {
    if (grid.candidates(c).size() < 3) continue;  // as SE: Nishio starts in cells of three or more
    if (easiest.done()) return;
    for (Digit d : grid.candidates(c))
      for (const bool on : {true, false}) {
        branch.follow(links, {c, d, on}, rules);
        contradiction(grid, {c, d, on}, rules, 7.5, easiest, branch);
      }
  }
}

// The nodes a branch reaches, digit by digit and on/off: what forcing
// intersects, kept for each supposition so that each is followed once.
struct Reach {
  std::array<CellSet, kDigits * 2> nodes;
  static Reach of(const Branch& b) {
    Reach r;
    for (Digit d = 1; d <= kDigits; ++d)
      for (const bool on : {false, true}) r.nodes[(d - 1) * 2 + on] = b.nodes(d, on);
    return r;
  }
  void keep(const Reach& o) {
    for (size_t i = 0; i < nodes.size(); ++i) nodes[i] &= o.nodes[i];
  }
  bool empty() const {
    return std::all_of(nodes.begin(), nodes.end(), [](const CellSet& s) { return s.empty(); });
  }
};

// Conclusions every branch reaches: one hint each, its nodes summed over the branches.
void forcing(const Grid& grid, const Reach& common, const std::vector<const Branch*>& branches, Proof proof,
             Node premise, House house, ChainRules rules, double base, Easiest& easiest) {
  for (Digit d = 1; d <= kDigits; ++d)
    for (const bool on : {false, true})
      for (Cell c : common.nodes[(d - 1) * 2 + on]) {
        const Node conclusion{c, d, on};
        if (!worth(grid, conclusion)) continue;
        int nodes = 0;
        for (const Branch* b : branches) nodes += b->ancestors({conclusion.index()});
        easiest.offer({rate_chain(base, nodes), nodes, proof, rules, premise, house, conclusion});
      }
}

void multiple(const ChainGrid& links, bool dynamic, Easiest& easiest) {
  const Grid& grid = links.grid();
  const ChainRules rules{.cell_links = true, .dynamic = dynamic};
  const double base = dynamic ? 8.5 : 8.0;
  // Each candidate's on branch, followed once; the branches themselves (a few
  // KB each) are followed again only for the forcing they prove, to count nodes.
  std::vector<Reach> reach(kCells * kDigits);
  std::vector<bool> known(kCells * kDigits, false);
  auto branches = std::make_unique<std::array<Branch, kDigits + 1>>();
  Branch& scratch = (*branches)[kDigits];
  auto on_reach = [&](Cell c, Digit d) -> const Reach& {
    const int k = c * kDigits + d - 1;
    if (!known[k]) {
      scratch.follow(links, {c, d, true}, rules);
      reach[k] = Reach::of(scratch);
      known[k] = true;
      if (dynamic) contradiction(grid, {c, d, true}, rules, base, easiest, scratch);
    }
    return reach[k];
  };
  // Follows the suppositions again and offers what they all reach.
  std::vector<const Branch*> followed;
  auto prove = [&](const Reach& common, const std::vector<Cell>& cells, const std::vector<Digit>& digits, Proof proof,
                   House house) {
    followed.clear();
    for (size_t i = 0; i < cells.size(); ++i) {
      (*branches)[i].follow(links, {cells[i], digits[i], true}, rules);
      followed.push_back(&(*branches)[i]);
    }
    forcing(grid, common, followed, proof, {cells[0], digits[0], true}, house, rules, base, easiest);
  };
  std::vector<Cell> cells;
  std::vector<Digit> digits_of;
  for (Cell c : grid.empty_cells()) {
    const DigitSet digits = grid.candidates(c);
    if (digits.size() < (dynamic ? 2 : 3)) continue;  // as SE: static multiple chains start in cells of three
    if (easiest.done()) return;
    for (Digit d : digits) {
      const Reach& on = on_reach(c, d);
      if (dynamic) {
        scratch.follow(links, {c, d, false}, rules);
        contradiction(grid, {c, d, false}, rules, base, easiest, scratch);
        if (digits.size() >= 3) {  // as SE: a bivalue cell's both ways is its cell forcing
          Reach both = Reach::of(scratch);
          both.keep(on);
          if (!both.empty()) {
            (*branches)[0].follow(links, {c, d, true}, rules);
            forcing(grid, both, {&(*branches)[0], &scratch}, Proof::BothWays, {c, d, true}, -1, rules, base, easiest);
          }
        }
      }
      // Region forcing, from the house's first place of the digit.
      for (House h : {box_house(box_of(c)), row_house(row_of(c)), col_house(col_of(c))}) {
        const CellSet places = kHouseSets[h] & grid.cells_with_candidate(d);
        if (places.size() < 2 || places.first() != c) continue;
        Reach region = on_reach(c, d);
        cells.clear();
        for (Cell p : places) {
          if (p != c) region.keep(on_reach(p, d));
          cells.push_back(p);
        }
        if (region.empty()) continue;
        digits_of.assign(cells.size(), d);
        prove(region, cells, digits_of, Proof::RegionForcing, h);
      }
    }
    Reach common = on_reach(c, digits.first());
    for (Digit d : digits) common.keep(on_reach(c, d));
    if (common.empty()) continue;
    cells.assign(static_cast<size_t>(digits.size()), c);
    digits_of.assign(digits.begin(), digits.end());
    prove(common, cells, digits_of, Proof::CellForcing, -1);
  }
}

}  // namespace

std::optional<ChainHint> easiest_chain(const Grid& grid, ChainFamily family, double enough) {
  Easiest easiest(enough);
  auto branch = std::make_unique<Branch>();
  auto links = std::make_unique<ChainGrid>(grid);
  switch (family) {
    case ChainFamily::Chains:
      chains(*links, easiest, *branch);
      break;
    case ChainFamily::Nishio:
      nishio(*links, easiest, *branch);
      break;
    case ChainFamily::Multiple:
      multiple(*links, false, easiest);
      break;
    case ChainFamily::Dynamic:
      multiple(*links, true, easiest);
      break;
  }
  return easiest.best();
}

std::string chain_name(const ChainHint& hint) {
  if (hint.proof == Proof::Chain) return hint.rules.cell_links ? "Forcing Chain" : "Forcing X-Chain";
  if (!hint.rules.cell_links) return "Nishio";
  const std::string kind = hint.proof == Proof::Contradiction ? "Contradiction"
                           : hint.proof == Proof::BothWays    ? "Double Implication"
                           : hint.proof == Proof::CellForcing ? "Cell Forcing Chains"
                                                              : "Region Forcing Chains";
  return (hint.rules.dynamic ? "Dynamic " : "") + kind;
}

std::vector<Candidate> chain_eliminations(const Grid& grid, const ChainHint& hint) {
  std::vector<Candidate> out;
  const Node n = hint.conclusion;
  if (!n.on)
    out.push_back({n.cell, n.digit});
  else
    for (Digit e : grid.candidates(n.cell) - DigitSet::single(n.digit)) out.push_back({n.cell, e});
  return out;
}

}  // namespace pencilmark
