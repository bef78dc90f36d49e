// Level 4: forcing chains, the logical form of trial and error (Sudoku
// Explainer's multiple and dynamic chains, on the implication engine):
//  - forcing chains: every candidate of a cell, or every place of a digit in a
//    house, leads to the same conclusion (cell and region forcing), following
//    the grid's links as they are;
//  - dynamic forcing chains: the same with branches that see their own
//    removals, plus a supposition that breaks the grid (contradiction) and one
//    whose truth and falsehood lead to the same conclusion (double implication);
//  - nested forcing chains: dynamic ones that, when a branch stalls, also use
//    the intersections, pairs and X-wings of the branch's grid (SE's nested
//    level 1), before trial and error.
// Each family's steps come placements first, then easiest first: fewest nodes
// behind the conclusion (ChainOrder::PlacementsFirst). Asked for one step (the
// solver's path), a search stops at the first placement within a tenth of the
// family's base: as easy as such a chain gets, near enough. That step then
// takes every conclusion its branches reach alike: the player follows the
// branches once, and the path needs fewer forcing steps (and fewer searches
// of the levels below before each).
#include "logic/chain_families.hpp"
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

void find_family(const Grid& grid, StepList& out, ChainFamily family, Technique technique) {
  if (out.limit() == 1) {
    if (const auto hint = easiest_chain(grid, family, out.options().solver, info(technique).score + 0.1, 0,
                                        ChainOrder::PlacementsFirst))
      out.add(chain_step(grid, *hint, technique, true));
    return;
  }
  for (const ChainHint& hint : chain_hints(grid, family, out.options().solver, ChainOrder::PlacementsFirst)) {
    if (out.full()) return;
    out.add(chain_step(grid, hint, technique));
  }
}

}  // namespace

void find_forcing_chains(const Grid& grid, StepList& out) {
  find_family(grid, out, ChainFamily::Multiple, technique("forcing-chains"));
}

void find_dynamic_forcing_chains(const Grid& grid, StepList& out) {
  find_family(grid, out, ChainFamily::Dynamic, technique("dynamic-forcing-chains"));
}

void find_nested_forcing_chains(const Grid& grid, StepList& out) {
  find_family(grid, out, ChainFamily::Nested, technique("nested-forcing-chains"));
}

}  // namespace pencilmark
