// Finned, sashimi and Franken fish: one search over base and cover houses for
// one digit, the Related Sets idea of related_sets.cpp (k lines whose places
// lie in k other lines) widened to boxes and to fins.
//
// A fish on digit d has k base houses and k cover houses (no house both). When
// the bases share no place for d, they hold k different ds; each cover holds
// at most one, so if every base place lies in a cover, each cover gets its d
// from the bases and loses d everywhere else. Base places in no cover are
// fins; so is a place two bases share (an endo fin: it could serve both).
// Either a fin holds d or the fish works, so what the fish would remove goes
// only where it sees every fin. A base place in two covers would fill both at
// once and leave too few for the rest (cannibalism): it goes too.
//
// The search, per digit, skips digits where nothing can go (see untemplated).
// It takes every k bases (a lower bound on the covers they need prunes them
// when there are no fins; a budget bounds their overlaps when there are), then
// the covers: first a house of a target (a place that could go), then by a
// branching over the first base place not yet covered: cover it by one of its
// houses, or call it a fin, which must see the target. Each branch excludes the
// houses the earlier branches tried, so a cover set comes once per target.
// Limits as HoDoKu's defaults: at most five fins, two of them endo fins.
//
// What kind a fish is (HoDoKu): basic when rows cover columns or columns rows;
// sashimi when it is basic, finned, and some base has at most one place left
// besides the fins; Franken when the bases are lines of one kind with or
// without boxes and the covers lines of the other kind with or without boxes,
// and some box takes part.
#include <array>
#include <bit>
#include <type_traits>
#include <vector>

#include "logic/finders.hpp"
#include "logic/templates.hpp"

namespace pencilmark {
namespace {

constexpr int kMaxFins = 5;
constexpr int kMaxEndoFins = 2;

using HouseMask = uint32_t;  // bit h: house h (0-8 rows, 9-17 columns, 18-26 boxes)
constexpr HouseMask kRowHouses = 0x1FFu, kColHouses = 0x1FFu << 9, kBoxHouses = 0x1FFu << 18;

struct Fish {
  HouseMask bases = 0, covers = 0;
  CellSet body, fins, eliminations;  // body: the base places that are not fins
};

// The places of d that no template holds (logic/templates.hpp): any fish on d
// (finned, Franken, or any other) only ever removes such places, since its
// reasoning holds for every template; so when there are none, no fish can
// remove anything, and when there are some, they are the only targets.

// One digit's places, and the fish among them.
class FishSearch {
 public:
  FishSearch(const Grid& grid, Digit d) : places_(grid.cells_with_candidate(d)), removable_(untemplated(grid, d)) {
    if (removable_.empty()) return;  // no search
    for (House h = 0; h < kHouses; ++h) unit_[h] = places_ & kHouseSets[h];
  }

  // False when no fish on this digit can remove anything.
  bool promising() const { return !removable_.empty(); }

  // Calls found(fish) for every fish of `size` bases from base_houses and
  // covers from cover_houses, with fins when finned (and only then), that
  // removes something. found returns false to stop.
  template <typename Found>
  void run(int size, HouseMask base_houses, HouseMask cover_houses, bool finned, Found&& found) {
    size_ = size;
    cover_houses_ = cover_houses;
    finned_ = finned;
    stop_ = false;
    found_ = [](void* f, const Fish& fish) { return (*static_cast<std::remove_reference_t<Found>*>(f))(fish); };
    found_context_ = &found;
    int n = 0;
    for (House h = 0; h < kHouses; ++h)
      if ((base_houses >> h & 1) && !unit_[h].empty()) base_list_[n++] = h;
    base_count_ = n;
    choose_bases(0, 0, 0, CellSet{}, CellSet{});
  }

 private:
  void choose_bases(int next, int chosen, HouseMask bases, CellSet cells, CellSet endo) {
    for (int i = next; i < base_count_ && !stop_; ++i) {
      const House h = base_list_[i];
      // A fish needs a line among its bases: houses come lines first, so a
      // first base that is a box means none will be a line.
      if (chosen == 0 && h >= 18) return;
      const CellSet overlap = cells & unit_[h];
      CellSet next_endo = endo;
      if (!overlap.empty()) {
        if (!finned_) continue;
        next_endo |= overlap;
        if (next_endo.size() > kMaxEndoFins) continue;
      }
      const HouseMask next_bases = bases | HouseMask{1} << h;
      const CellSet next_cells = cells | unit_[h];
      // Without fins, every base place needs a cover: more bases only need more.
      if (!finned_ && covers_needed(next_bases, next_cells) > size_) continue;
      if (chosen + 1 == size_) {
        search_covers(next_bases, next_cells, next_endo);
      } else if (base_count_ - i - 1 >= size_ - chosen - 1) {
        choose_bases(i + 1, chosen + 1, next_bases, next_cells, next_endo);
      }
    }
  }

  // At least how many covers the places of these bases need when none is a
  // fin. A base box's places can only be covered by their lines (the box is no
  // cover), so those lines are covers; beyond them, places no two of which
  // share a line or a box each need a cover of their own.
  int covers_needed(HouseMask bases, CellSet cells) const {
    const bool cover_rows = cover_houses_ & kRowHouses;
    auto line_of = [&](Cell c) { return cover_rows ? row_of(c) : col_of(c); };
    CellSet in_boxes;
    for (HouseMask rest = bases & kBoxHouses; rest; rest &= rest - 1) in_boxes |= unit_[std::countr_zero(rest)];
    unsigned lines = 0, boxes = 0;
    int needed = 0;
    for (Cell c : in_boxes) {
      const unsigned bit = 1u << line_of(c);
      needed += (lines & bit) ? 0 : 1;
      lines |= bit;
    }
    for (Cell c : cells - in_boxes) {
      const unsigned line = 1u << line_of(c), box = 1u << box_of(c);
      if ((lines & line) || (boxes & box)) continue;
      ++needed;
      lines |= line;
      boxes |= box;
    }
    return needed;
  }

  // At least how many covers these places need: places no two of which share
  // a line of the covers' kind or a box each need one of their own.
  int distinct_covers(CellSet cells) const {
    const bool cover_rows = cover_houses_ & kRowHouses;
    unsigned lines = 0, boxes = 0;
    int needed = 0;
    for (Cell c : cells) {
      const unsigned line = 1u << (cover_rows ? row_of(c) : col_of(c)), box = 1u << box_of(c);
      if ((lines & line) || (boxes & box)) continue;
      ++needed;
      lines |= line;
      boxes |= box;
    }
    return needed;
  }

  void search_covers(HouseMask bases, CellSet cells, CellSet endo) {
    bases_ = bases;
    base_cells_ = cells;
    endo_ = endo;
    eligible_ = cover_houses_ & ~bases;
    // What could go: places outside the bases that no template holds, and such
    // base places in two houses that may cover (cannibals).
    // (Without boxes among the covers there are no cannibals.)
    CellSet lines, boxes;
    if (eligible_ & kBoxHouses)
      for (HouseMask rest = eligible_; rest; rest &= rest - 1) {
        const House h = std::countr_zero(rest);
        (h >= 18 ? boxes : lines) |= unit_[h];
      }
    targets_ = ((places_ - cells) | (cells & lines & boxes)) & removable_;
    CellSet fin_peers = CellSet::all();
    for (Cell c : endo) fin_peers &= kPeerSets[c];
    if (finned_) {
      // A target that goes sees every fin and lies in a cover: for each
      // target, the searches where it does (a fish removing several targets
      // comes once for each, and the caller keeps one).
      for (Cell target : targets_& fin_peers) {
        target_ = target;
        HouseMask tried = 0;
        for (House h : houses_of(target)) {
          const HouseMask bit = HouseMask{1} << h;
          if (!(eligible_ & bit)) continue;
          choose_covers(1, bit, tried, unit_[h], CellSet{}, CellSet{}, fin_peers);
          tried |= bit;
        }
        if (stop_) return;
      }
      return;
    }
    // Without fins, some cover holds a target: branch on the first target a
    // cover holds, and on which of its houses, so that each cover set comes once.
    HouseMask earlier = 0;  // the houses of the targets before: no covers
    for (Cell target : targets_) {
      HouseMask tried = 0;
      for (House h : houses_of(target)) {
        const HouseMask bit = HouseMask{1} << h;
        if (!(eligible_ & bit) || (earlier & bit)) continue;
        choose_covers(1, bit, earlier | tried, unit_[h], CellSet{}, CellSet{}, fin_peers);
        tried |= bit;
      }
      earlier |= tried;
      if (stop_) return;
    }
  }

  // covered: the places the covers hold; twice: those two covers hold.
  void choose_covers(int used, HouseMask covers, HouseMask excluded, CellSet covered, CellSet twice, CellSet fins,
                     CellSet fin_peers) {
    if (stop_) return;
    const CellSet pending = base_cells_ - endo_ - covered - fins;
    if (pending.empty()) {
      add_spare_covers(used, covers, excluded, covered, twice, fins, fin_peers, 0);
      return;
    }
    if (used == size_) {
      // No cover left: every place still open is a fin.
      if (!finned_ || (fins | endo_ | pending).size() > kMaxFins || !(pending - kPeerSets[target_]).empty()) return;
      for (Cell c : pending) fin_peers &= kPeerSets[c];
      evaluate(covers, covered, twice, fins | pending, fin_peers);
      return;
    }
    // With fins, places that cannot be fins (they do not see the target) first:
    // they must be covered, so the branching is narrower.
    const CellSet must_cover = finned_ ? pending - kPeerSets[target_] : pending;
    // Those need covers of their own when no two share a house that may cover:
    // more than the covers left, and no branch can end in a fish.
    if (must_cover.size() > size_ - used && distinct_covers(must_cover) > size_ - used) return;
    const Cell c = must_cover.empty() ? pending.first() : must_cover.first();
    const std::array<House, 3> houses = houses_of(c);
    HouseMask tried = 0;
    for (House h : houses) {
      const HouseMask bit = HouseMask{1} << h;
      if (!(eligible_ & bit) || (excluded & bit)) continue;
      choose_covers(used + 1, covers | bit, excluded | tried, covered | unit_[h], twice | (covered & unit_[h]), fins,
                    fin_peers);
      tried |= bit;
    }
    // A fin: it must see the target.
    if (finned_ && (fins | endo_).size() < kMaxFins && kPeerSets[target_].has(c)) {
      CellSet next_fins = fins;
      next_fins.add(c);
      choose_covers(used, covers, excluded | tried, covered, twice, next_fins, fin_peers & kPeerSets[c]);
    }
  }

  // Every base place is covered or a fin with fewer than size covers: the rest
  // are any houses holding a base place that is no fin (rare: then some fin
  // must be true).
  void add_spare_covers(int used, HouseMask covers, HouseMask excluded, CellSet covered, CellSet twice, CellSet fins,
                        CellSet fin_peers, House from) {
    if (stop_) return;
    if (used == size_) {
      evaluate(covers, covered, twice, fins, fin_peers);
      return;
    }
    for (House h = from; h < kHouses; ++h) {
      const HouseMask bit = HouseMask{1} << h;
      if (!(eligible_ & bit) || ((excluded | covers) & bit) || (unit_[h] & base_cells_).empty()) continue;
      add_spare_covers(used + 1, covers | bit, excluded, covered | unit_[h], twice | (covered & unit_[h]), fins,
                       fin_peers, h + 1);
    }
  }

  void evaluate(HouseMask covers, CellSet covered, CellSet twice, CellSet fins, CellSet fin_peers) {
    const CellSet all_fins = fins | endo_;
    if (finned_ == all_fins.empty()) return;
    CellSet removed = (covered - base_cells_) | (twice & base_cells_);
    if (!all_fins.empty()) removed &= fin_peers;
    if (removed.empty()) return;
    stop_ = !found_(found_context_, Fish{bases_, covers, base_cells_ - all_fins, all_fins, removed});
  }

  CellSet places_, removable_;
  std::array<CellSet, kHouses> unit_{};
  int size_ = 0;
  HouseMask cover_houses_ = 0;
  bool finned_ = false;
  bool stop_ = false;
  bool (*found_)(void*, const Fish&) = nullptr;
  void* found_context_ = nullptr;
  std::array<House, kHouses> base_list_{};
  int base_count_ = 0;
  // The bases of the current cover search.
  HouseMask bases_ = 0, eligible_ = 0;
  CellSet base_cells_, endo_, targets_;
  Cell target_ = 0;  // with fins: the target the search is for
};

// Which of rows, columns and boxes the houses of a mask are: bit 0 rows, 1 columns, 2 boxes.
int kinds(HouseMask houses) {
  return ((houses & kRowHouses) ? 1 : 0) | ((houses & kColHouses) ? 2 : 0) | ((houses & kBoxHouses) ? 4 : 0);
}

bool is_basic(const Fish& fish) {
  const int base = kinds(fish.bases), cover = kinds(fish.covers);
  return (base == 1 && cover == 2) || (base == 2 && cover == 1);
}

// Bases of lines of one kind (with or without boxes), covers of the other kind
// (with or without boxes), and not basic.
bool is_franken(const Fish& fish) {
  const int base = kinds(fish.bases), cover = kinds(fish.covers);
  const bool rows_first = (base == 1 || base == 5) && (cover == 2 || cover == 6);
  const bool cols_first = (base == 2 || base == 6) && (cover == 1 || cover == 5);
  return (rows_first || cols_first) && !is_basic(fish);
}

// A basic finned fish is sashimi when some base keeps at most one place besides the fins.
bool is_sashimi(const Fish& fish) {
  for (House h = 0; h < kHouses; ++h)
    if ((fish.bases >> h & 1) && (fish.body & kHouseSets[h]).size() <= 1) return true;
  return false;
}

Step fish_step(Technique id, Digit d, const Fish& fish) {
  Step step{id};
  for (House h = 0; h < kHouses; ++h)
    if (fish.bases >> h & 1) step.mark(h, Role::Base);
  for (House h = 0; h < kHouses; ++h)
    if (fish.covers >> h & 1) step.mark(h, Role::Cover);
  for (Cell c : fish.body) step.mark_candidate(c, d, Role::Pattern);
  for (Cell c : fish.fins) step.mark_candidate(c, d, Role::Fin);
  for (Cell c : fish.eliminations) step.eliminations.push_back({c, d});
  step.digits = DigitSet::single(d);
  mark_effect(step);
  return step;
}

// Runs the search in both orientations (rows first, then columns first) and
// adds a step for each accepted fish, once per set of eliminations.
template <typename Accept>
void find_fish_kind(const Grid& grid, Technique id, int size, bool boxes, bool finned, Accept&& accept, StepList& out) {
  for_each_digit(grid, out, id, [&](Digit d) {
    // No place: nothing to remove (and no template check needed).
    const CellSet& places = grid.cells_with_candidate(d);
    if (places.empty()) return;
    // With lines only, the bases are lines with places and the targets lie
    // outside them: a fish needs size + 1 such lines of its bases' kind.
    if (!boxes) {
      unsigned rows = 0, cols = 0;
      for (int b = 0; b < 3; ++b)
        for (int i = 0; i < 3; ++i) {
          const unsigned row = places.band(b) >> (9 * i) & 0x1FF;
          rows += row != 0;
          cols |= row;
        }
      if (int(rows) <= size && bit_count9(cols) <= size) return;
    }
    FishSearch search(grid, d);
    if (!search.promising()) return;
    std::vector<CellSet> seen;
    auto found = [&](const Fish& fish) {
      if (!accept(fish)) return true;
      for (const CellSet& s : seen)
        if (s == fish.eliminations) return true;
      seen.push_back(fish.eliminations);
      out.add(fish_step(id, d, fish));
      return !out.full();
    };
    const HouseMask extra = boxes ? kBoxHouses : 0;
    search.run(size, kRowHouses | extra, kColHouses | extra, finned, found);
    if (!out.full()) search.run(size, kColHouses | extra, kRowHouses | extra, finned, found);
  });
}

// A sashimi X-wing whose two bases are conjugate pairs is a skyscraper, which
// players know by that name: it is left to the skyscraper's row (level 3), so
// that it is taught as one.
bool is_skyscraper(const Fish& fish) {
  for (House h = 0; h < kHouses; ++h)
    if ((fish.bases >> h & 1) && ((fish.body | fish.fins) & kHouseSets[h]).size() != 2) return false;
  return bit_count(fish.bases) == 2;
}

void find_finned_basic(const Grid& grid, int size, bool sashimi, Technique id, StepList& out) {
  find_fish_kind(
      grid, id, size, false, true,
      [&](const Fish& fish) { return is_sashimi(fish) == sashimi && !is_skyscraper(fish); }, out);
}

void find_franken(const Grid& grid, int size, bool finned, Technique id, StepList& out) {
  find_fish_kind(grid, id, size, true, finned, is_franken, out);
}

}  // namespace

void find_finned_x_wings(const Grid& grid, StepList& out) {
  find_finned_basic(grid, 2, false, technique("finned-x-wing"), out);
}
void find_sashimi_x_wings(const Grid& grid, StepList& out) {
  find_finned_basic(grid, 2, true, technique("sashimi-x-wing"), out);
}
void find_finned_swordfish(const Grid& grid, StepList& out) {
  find_finned_basic(grid, 3, false, technique("finned-swordfish"), out);
}
void find_sashimi_swordfish(const Grid& grid, StepList& out) {
  find_finned_basic(grid, 3, true, technique("sashimi-swordfish"), out);
}
void find_finned_jellyfish(const Grid& grid, StepList& out) {
  find_finned_basic(grid, 4, false, technique("finned-jellyfish"), out);
}
void find_sashimi_jellyfish(const Grid& grid, StepList& out) {
  find_finned_basic(grid, 4, true, technique("sashimi-jellyfish"), out);
}
void find_franken_swordfish(const Grid& grid, StepList& out) {
  find_franken(grid, 3, false, technique("franken-swordfish"), out);
}
void find_franken_jellyfish(const Grid& grid, StepList& out) {
  find_franken(grid, 4, false, technique("franken-jellyfish"), out);
}
void find_finned_franken_x_wings(const Grid& grid, StepList& out) {
  find_franken(grid, 2, true, technique("finned-franken-x-wing"), out);
}
void find_finned_franken_swordfish(const Grid& grid, StepList& out) {
  find_franken(grid, 3, true, technique("finned-franken-swordfish"), out);
}
void find_finned_franken_jellyfish(const Grid& grid, StepList& out) {
  find_franken(grid, 4, true, technique("finned-franken-jellyfish"), out);
}

}  // namespace pencilmark
