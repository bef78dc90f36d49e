#include "logic/step.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace pencilmark {

void sort_candidates(std::vector<Candidate>& candidates) {
  // Cells and digits are small and not negative: (cell, digit) packed sorts as the pair.
  std::vector<uint64_t> packed(candidates.size());
  for (size_t i = 0; i < candidates.size(); ++i)
    packed[i] = uint64_t(uint32_t(candidates[i].cell)) << 32 | uint32_t(candidates[i].digit);
  std::sort(packed.begin(), packed.end());
  for (size_t i = 0; i < candidates.size(); ++i)
    candidates[i] = {static_cast<Cell>(packed[i] >> 32), static_cast<Digit>(packed[i] & 0xFFFFFFFF)};
}

std::string_view role_name(Role role) {
  static constexpr std::string_view kNames[] = {"region",    "base",       "cover",  "pattern", "pivot", "chain-on",
                                                "chain-off", "eliminated", "placed", "wrong",   "fin",   "group",
                                                "color-a",   "color-b",    "deadly", "extra"};
  return kNames[static_cast<int>(role)];
}

std::string_view link_kind_name(LinkKind kind) {
  static constexpr std::string_view kNames[] = {"strong", "weak", "forces"};
  return kNames[static_cast<int>(kind)];
}

Step::Step(Technique t) : technique(t) {}
Step::Step(const Step&) = default;
Step::Step(Step&&) noexcept = default;
Step& Step::operator=(const Step&) = default;
Step& Step::operator=(Step&&) noexcept = default;
Step::~Step() = default;

void Step::add_link(Candidate from, Candidate to, LinkKind kind, CellSet from_cells, CellSet to_cells) {
  links.push_back({from, to, kind, kStageFirstLink + static_cast<int>(links.size()), from_cells, to_cells});
}

void Step::mark_candidate(Cell c, Digit d, Role role, int stage) { candidates.push_back({{c, d}, role, stage}); }

void Step::suppose(Candidate c, bool on, int stage) {
  suppositions.push_back({c, on, static_cast<int>(links.size())});
  mark_candidate(c.cell, c.digit, Role::Pivot, stage < 0 ? effect_stage() : stage);
}

void Step::add_placement(const Grid& grid, Cell c, Digit d) {
  placements.push_back({c, d});
  const CellSet cleanup = kPeerSets[c] & grid.cells_with_candidate(d);
  eliminations.reserve(eliminations.size() + static_cast<size_t>(cleanup.size()));
  for (Cell p : cleanup) eliminations.push_back({p, d});
}

void mark_effect(Step& step) {
  const int stage = step.effect_stage();
  // One allocation, not one per doubling: most steps are singles, and they are many.
  step.candidates.reserve(step.candidates.size() + step.eliminations.size() + step.placements.size());
  for (const Candidate& e : step.eliminations) step.mark_candidate(e.cell, e.digit, Role::Eliminated, stage);
  for (const Candidate& p : step.placements) step.mark_candidate(p.cell, p.digit, Role::Placed, stage);
}

void apply(Grid& grid, const Step& step) {
  for (const Candidate& r : step.restored)
    if (grid.is_empty(r.cell)) grid.set_candidates(r.cell, grid.candidates(r.cell) | DigitSet::single(r.digit));
  for (const Candidate& p : step.placements)
    if (grid.is_empty(p.cell)) grid.place(p.cell, p.digit);
  for (const Candidate& e : step.eliminations) grid.remove_candidate(e.cell, e.digit);
}

bool changes(const Grid& grid, const Step& step) {
  if (!step.cleared.empty()) return true;
  for (const Candidate& r : step.restored)
    if (grid.is_empty(r.cell) && !grid.has_candidate(r.cell, r.digit)) return true;
  for (const Candidate& p : step.placements)
    if (grid.is_empty(p.cell)) return true;
  for (const Candidate& e : step.eliminations)
    if (grid.has_candidate(e.cell, e.digit)) return true;
  return false;
}

std::optional<Contradiction> find_contradiction(const Grid& grid) {
  // Followed trials ask this after every step: whole sets, not cell by cell.
  CellSet with_candidates;
  std::array<uint32_t, kDigits> lacking{};  // by digit, the houses with neither d nor a place for it
  uint32_t any_lacking = 0;
  for (Digit d = 1; d <= kDigits; ++d) {
    with_candidates |= grid.cells_with_candidate(d);
    lacking[d - 1] = ~houses_with(grid.cells_with_candidate(d) | grid.cells_with_value(d)) & ((1u << kHouses) - 1);
    any_lacking |= lacking[d - 1];
  }
  if (const CellSet stuck = grid.empty_cells() - with_candidates; !stuck.empty())
    return Contradiction{stuck.first(), -1, 0};
  if (!any_lacking) return std::nullopt;
  const House h = std::countr_zero(any_lacking);
  Digit d = 1;
  while (!(lacking[d - 1] >> h & 1)) ++d;
  return Contradiction{-1, h, d};
}

}  // namespace pencilmark
