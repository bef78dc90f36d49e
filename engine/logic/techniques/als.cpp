// Almost locked sets (ALS), as HoDoKu defines its four ALS techniques.
//
// An ALS is N empty cells of one house that hold N+1 digits between them (a cell
// with two candidates is one). Take any one digit away and the rest fill the
// cells exactly: they become a locked set, and every other digit of the set is
// then in it.
//
// A restricted common (RC) of two ALSes that share no cell is a digit both hold
// whose places in the two sets all see each other: it is in at most one of them.
// So one of the two sets is without it, and that set is locked.
//
// ALS-XZ: A and B with an RC x. Whichever set lacks x is locked, so it holds every
// other digit it has: a digit z of both (not x) is in A or in B, and no cell that
// sees every z of both sets is z. Two RCs x and y (doubly linked): x is in one set
// and y in one, so A without x and y is locked in its cells and B too: each digit
// of A but x and y goes from the cells outside both sets that see all its places
// in A (and the same for B); and z may then be x or y as well.
//
// ALS-XY-wing: A and C with an RC x, C and B with an RC y, x and y different. If A
// has no z, it is locked, holds x, so C lacks x and is locked, holds y, so B lacks
// y and is locked: B holds z. So z (a digit of A and B, no RC) is in A or B.
//
// ALS-XY-chain: the same through four or more sets, each link's RC other than the
// one that came in (HoDoKu's rule: a link's RCs less those used by the link
// before it). z is a digit of both ends, not the first link's RC nor the last's.
//
// Death blossom: a stem cell and, for each of its digits d, a petal: an ALS holding
// d whose every d sees the stem, the petals sharing no cell. The stem is some d,
// so that petal lacks d and is locked: a digit z of every petal (not the stem's)
// is in some petal, and no cell that sees every z of all petals is z.
//
// As HoDoKu: the sets of a step share no cell (but a chain's sets that are not
// next to each other may), the eliminations are cells outside the end sets (a
// chain may remove from its middle sets), and steps with the same eliminations
// keep the one with fewest cells. Limits: sets of at most kMaxAlsCells cells, and
// chains of at most kMaxChainSets sets (see below).
#include <algorithm>
#include <bit>
#include <span>
#include <vector>

#include "logic/almost_locked_sets.hpp"
#include "logic/finders.hpp"

namespace pencilmark {
namespace {

struct Edge {
  int other;
  DigitSet rcs;
};

// The RC graph: each set's links to the sets it has RCs with (HoDoKu with overlap
// allowed: sets may share cells that hold none of their RCs).
struct Graph {
  std::vector<int> start;  // links of set i: edges[start[i] .. start[i + 1])
  std::vector<Edge> edges;
};

// d is an RC of A and B when B's places of d all lie where A's all see: so B's
// first place of d does. Sets are looked up by that first place, not tried in pairs.
Graph rc_graph(const Grid& grid, const std::vector<Als>& alses) {
  const int n = static_cast<int>(alses.size());
  // By digit and cell: the sets whose first place of the digit is the cell.
  struct Entry {
    CellSet places;
    int set;
  };
  std::vector<int> first_start(kCells * 9 + 1, 0);
  std::vector<Entry> first_sets;
  for (const Als& als : alses)
    for (Digit d : als.digits) ++first_start[(d - 1) * kCells + als.places[d - 1].first() + 1];
  for (size_t k = 1; k < first_start.size(); ++k) first_start[k] += first_start[k - 1];
  first_sets.resize(static_cast<size_t>(first_start.back()));
  {
    std::vector<int> fill(first_start.begin(), first_start.end() - 1);
    for (int i = 0; i < n; ++i)
      for (Digit d : alses[i].digits)
        first_sets[fill[(d - 1) * kCells + alses[i].places[d - 1].first()]++] = {alses[i].places[d - 1], i};
  }
  Graph g;
  g.start.reserve(n + 1);
  g.edges.reserve(static_cast<size_t>(n) * 8);
  std::vector<uint16_t> rcs(n, 0);
  std::vector<int> touched;
  for (int a = 0; a < n; ++a) {
    g.start.push_back(static_cast<int>(g.edges.size()));
    const Als& als = alses[a];
    touched.clear();
    for (Digit d : als.digits) {
      const CellSet sees = als.sees[d - 1];
      for (Cell c : sees& grid.cells_with_candidate(d))
        for (int k = first_start[(d - 1) * kCells + c]; k < first_start[(d - 1) * kCells + c + 1]; ++k) {
          if (!(first_sets[k].places - sees).empty()) continue;
          const int b = first_sets[k].set;
          if (rcs[b] == 0) touched.push_back(b);
          rcs[b] |= DigitSet::single(d).bits();
        }
    }
    for (int b : touched) {
      g.edges.push_back({b, DigitSet::from_bits(rcs[b])});
      rcs[b] = 0;
    }
  }
  g.start.push_back(static_cast<int>(g.edges.size()));
  return g;
}

// What the four finders build alike at a grid, built once for them all when the
// options carry a memo.
struct AlsGraph {
  std::vector<Als> alses;
  Graph rcs;
  explicit AlsGraph(const Grid& grid) : alses(collect_alses(grid)), rcs(rc_graph(grid, alses)) {}
};

// Candidates removed, by digit - 1.
using Removal = std::array<CellSet, 9>;

bool removal_empty(const Removal& r) {
  for (const CellSet& s : r)
    if (!s.empty()) return false;
  return true;
}

bool removal_less(const Removal& a, const Removal& b) {
  for (int d = 0; d < 9; ++d)
    for (int band = 0; band < 3; ++band)
      if (a[d].band(band) != b[d].band(band)) return a[d].band(band) < b[d].band(band);
  return false;
}

// z from the cells outside both sets that see every z of both, for each z in zs.
Removal common_removal(const Grid& grid, const Als& a, const Als& b, DigitSet zs) {
  Removal r{};
  for (Digit z : zs) r[z - 1] = a.sees[z - 1] & b.sees[z - 1] & grid.cells_with_candidate(z);
  return r;
}

// Whether common_removal would remove anything (without building it: most
// chains' ends remove nothing).
bool removes(const Grid& grid, const Als& a, const Als& b, DigitSet zs) {
  for (Digit z : zs)
    if (!(a.sees[z - 1] & b.sees[z - 1] & grid.cells_with_candidate(z)).empty()) return true;
  return false;
}

// A pattern found: its sets in order (a chain's, or a blossom's petals), the RCs
// of each link (a blossom's: the stem digit of each petal), the stem (or -1).
struct Pattern {
  std::vector<int> sets;
  std::vector<DigitSet> rcs;
  Cell stem = -1;
  Removal removed{};
  int cells = 0;
};

int cells_of(const std::vector<Als>& alses, const std::vector<int>& sets) {
  int n = 0;
  for (int i : sets) n += alses[i].size;
  return n;
}

// Cells of each set, in turn: sets next to each other always differ.
constexpr Role kSetRoles[] = {Role::ColorA, Role::ColorB, Role::Group};

// The two places of d, one in each set, nearest each other (for the link drawn).
std::pair<Cell, Cell> nearest(CellSet from, CellSet to) {
  std::pair<Cell, Cell> best{from.first(), to.first()};
  int best_distance = 1000;
  for (Cell a : from)
    for (Cell b : to) {
      const int dr = row_of(a) - row_of(b), dc = col_of(a) - col_of(b);
      if (dr * dr + dc * dc < best_distance) {
        best_distance = dr * dr + dc * dc;
        best = {a, b};
      }
    }
  return best;
}

Step pattern_step(const Grid& grid, const std::vector<Als>& alses, const Pattern& p, Technique id) {
  Step step{id};
  DigitSet zs;
  for (Digit d = 1; d <= 9; ++d)
    if (!p.removed[d - 1].empty()) zs.add(d);
  for (int i : p.sets)
    if (alses[i].size > 1) step.mark(alses[i].house, Role::Region);
  if (p.stem >= 0) {
    // A petal's link reads as an implication: if the stem is d, the petal's ds are not.
    step.chain = true;
    step.mark_cell(p.stem, Role::Pivot);
    for (Digit d : grid.candidates(p.stem)) step.mark_candidate(p.stem, d, Role::Pivot);
  }
  // The RC digits each set takes part in: a chain's links in and out, a petal's stem digit.
  std::vector<DigitSet> linked(p.sets.size());
  for (size_t k = 0; k < p.rcs.size(); ++k) {
    if (p.stem >= 0) {
      linked[k] = p.rcs[k];
    } else {
      linked[k] = linked[k] | p.rcs[k];
      linked[k + 1] = linked[k + 1] | p.rcs[k];
    }
  }
  for (size_t k = 0; k < p.sets.size(); ++k) {
    const Als& als = alses[p.sets[k]];
    step.sets.push_back({als.cells, als.digits, k < p.rcs.size() ? p.rcs[k] : DigitSet{}});
    const Role role = kSetRoles[k % 3];
    for (Cell c : als.cells) step.mark_cell(c, role);
    for (Cell c : als.cells)
      for (Digit d : grid.candidates(c)) {
        const bool end = p.stem >= 0 || k == 0 || k + 1 == p.sets.size();
        step.mark_candidate(c, d, linked[k].has(d) ? Role::Pattern : end && zs.has(d) ? Role::Fin : role);
      }
  }
  // One link per RC: its two places nearest each other (a petal's: from the stem).
  for (size_t k = 0; k < p.rcs.size(); ++k)
    for (Digit d : p.rcs[k]) {
      if (p.stem >= 0) {
        const CellSet petal = alses[p.sets[k]].places[d - 1];
        const auto [a, b] = nearest(CellSet::single(p.stem), petal);
        step.add_link({a, d}, {b, d}, LinkKind::Weak, CellSet::single(a), petal);
      } else {
        const auto [a, b] = nearest(alses[p.sets[k]].places[d - 1], alses[p.sets[k + 1]].places[d - 1]);
        step.add_link({a, d}, {b, d}, LinkKind::Weak);
      }
    }
  for (Cell c = 0; c < kCells; ++c)
    for (Digit d : zs)
      if (p.removed[d - 1].has(c)) step.eliminations.push_back({c, d});
  step.digits = zs;
  mark_effect(step);
  return step;
}

// Found pattern a before b: by eliminations, then fewest cells, then first found.
// Not inlined: in std::sort's five copies of it, it was 8 KB of wasm; a sort runs
// once per search, on the patterns found.
[[gnu::noinline]] bool pattern_before(const std::vector<Pattern>& found, uint32_t a, uint32_t b) {
  if (removal_less(found[a].removed, found[b].removed)) return true;
  if (removal_less(found[b].removed, found[a].removed)) return false;
  return found[a].cells != found[b].cells ? found[a].cells < found[b].cells : a < b;
}

// Keeps one pattern per set of eliminations, the one with fewest cells (the first
// found on a tie), and adds their steps, fewest cells first.
void add_steps(const Grid& grid, const std::vector<Als>& alses, std::vector<Pattern>& found, Technique id,
               StepList& out) {
  std::vector<uint32_t> order(found.size());
  for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return pattern_before(found, a, b); });
  std::vector<Pattern> kept;
  for (size_t k = 0; k < order.size(); ++k)
    if (k == 0 || removal_less(found[order[k - 1]].removed, found[order[k]].removed))
      kept.push_back(std::move(found[order[k]]));
  stable_sort_by(kept, [](const Pattern& p) { return static_cast<uint32_t>(p.cells); });
  for (const Pattern& p : kept) {
    if (out.full()) return;
    out.add(pattern_step(grid, alses, p, id));
  }
}

}  // namespace

void find_als_xz(const Grid& grid, StepList& out) {
  const auto shared = shared_work<AlsGraph>(grid, out.options().memo);
  const std::vector<Als>& alses = shared->alses;
  const Graph& g = shared->rcs;
  const int n = static_cast<int>(alses.size());
  std::vector<Pattern> found;
  for (int i = 0; i < n; ++i)
    for (int e = g.start[i]; e < g.start[i + 1]; ++e) {
      const int j = g.edges[e].other;
      const Als &a = alses[i], &b = alses[j];
      // Each pair once, and (HoDoKu) two sets that share no cell.
      if (j < i || !(a.cells & b.cells).empty()) continue;
      const DigitSet rcs = g.edges[e].rcs;
      const DigitSet common = a.useful & b.useful;  // z must be in both, and removable
      Removal removed{};
      if (rcs.size() == 1) {
        removed = common_removal(grid, a, b, common - rcs);
      } else {
        // Doubly linked: each RC is one of z for the other, and each set less its RCs is locked.
        removed = common_removal(grid, a, b, common);
        for (const Als* locked : {&a, &b}) {
          const Als& other = locked == &a ? b : a;
          for (Digit d : locked->useful - rcs)
            removed[d - 1] |= (locked->sees[d - 1] - other.cells) & grid.cells_with_candidate(d);
        }
      }
      if (removal_empty(removed)) continue;
      found.push_back({{i, j}, {rcs}, -1, removed, a.size + b.size});
    }
  add_steps(grid, alses, found, technique("als-xz"), out);
}

void find_als_xy_wings(const Grid& grid, StepList& out) {
  const auto shared = shared_work<AlsGraph>(grid, out.options().memo);
  const std::vector<Als>& alses = shared->alses;
  const Graph& g = shared->rcs;
  const int n = static_cast<int>(alses.size());
  std::vector<Pattern> found;
  for (int c = 0; c < n; ++c)
    for (int e = g.start[c]; e < g.start[c + 1]; ++e)
      for (int f = e + 1; f < g.start[c + 1]; ++f) {
        const Edge &ea = g.edges[e], &eb = g.edges[f];
        // x and y must differ: two single RCs that are the same digit do not make a wing.
        if (ea.rcs.size() == 1 && ea.rcs == eb.rcs) continue;
        const Als &a = alses[ea.other], &b = alses[eb.other];
        const DigitSet zs = (a.useful & b.useful) - ea.rcs - eb.rcs;
        if (zs.empty()) continue;
        // A and B may overlap, but neither may hold the other.
        const CellSet both = a.cells | b.cells;
        if (both == a.cells || both == b.cells) continue;
        const Removal removed = common_removal(grid, a, b, zs);
        if (removal_empty(removed)) continue;
        found.push_back({{ea.other, c, eb.other}, {ea.rcs, eb.rcs}, -1, removed, a.size + b.size + alses[c].size});
      }
  add_steps(grid, alses, found, technique("als-xy-wing"), out);
}

// Chains: a breadth-first search from each set and first RC over states (set,
// the RCs that came into it), each state reached once by its shortest chain that
// visits no set twice. Four to kMaxChainSets sets.
//
// Asked for one step (the solver's path), only the chains with fewest cells can
// come first: the starts are taken smallest set first, a start too large to beat
// the smallest chain found is not searched, and the chains found are put back in
// the order of the whole search, so that the step is the same.
void find_als_xy_chains(const Grid& grid, StepList& out) {
  constexpr int kMaxChainSets = 7;
  const auto shared = shared_work<AlsGraph>(grid, out.options().memo);
  const std::vector<Als>& alses = shared->alses;
  const Graph& g = shared->rcs;
  const int n = static_cast<int>(alses.size());
  const bool one = out.limit() == 1;
  // What the search reads at every link, packed.
  struct Hop {
    int16_t other;
    uint16_t rcs;
  };
  std::vector<Hop> links(g.edges.size());
  for (size_t e = 0; e < links.size(); ++e) links[e] = {static_cast<int16_t>(g.edges[e].other), g.edges[e].rcs.bits()};
  std::vector<uint16_t> useful(n);
  std::vector<uint8_t> size_of(n);
  for (int i = 0; i < n; ++i) {
    useful[i] = alses[i].useful.bits();
    size_of[i] = static_cast<uint8_t>(alses[i].size);
  }
  // Each set's links in words of 64, by digit: those with the digit among their
  // RCs (what a first RC x takes). A state then visits only the links it can
  // take, in their order.
  struct Word {
    uint64_t all;
    std::array<uint64_t, kDigits> has;
  };
  // And by digit, what a set entered by that RC alone can leave by: the links
  // but those whose one RC it is. Apart from the words: nearly every state
  // reads it, and reading it alone keeps what it reads small (most reads went
  // to memory further than the first cache when they took two lines of a Word).
  std::vector<std::array<uint64_t, kDigits>> open;
  std::vector<int> word_start(n + 1, 0);
  for (int i = 0; i < n; ++i) word_start[i + 1] = word_start[i] + (g.start[i + 1] - g.start[i] + 63) / 64;
  std::vector<Word> words(static_cast<size_t>(word_start[n]), Word{});
  open.resize(words.size());
  for (int i = 0; i < n; ++i)
    for (int e = g.start[i]; e < g.start[i + 1]; ++e) {
      const int w = word_start[i] + (e - g.start[i]) / 64;
      const uint64_t bit = uint64_t{1} << ((e - g.start[i]) % 64);
      words[w].all |= bit;
      for (Digit d : g.edges[e].rcs) words[w].has[d - 1] |= bit;
      if (g.edges[e].rcs.size() == 1) open[w][g.edges[e].rcs.first() - 1] |= bit;  // the links it cannot, first
    }
  for (size_t w = 0; w < words.size(); ++w)
    for (uint64_t& may : open[w]) may = words[w].all & ~may;
  struct State {
    uint64_t on_path;                         // bit i % 64 for each set i of path (a clear bit: not on it)
    std::array<int16_t, kMaxChainSets> path;  // the chain's sets so far
    uint16_t in;                              // the RCs of the link that came into the last set
    int parent;
    int8_t depth;   // sets in the chain
    uint8_t cells;  // cells in the chain
  };
  // A search holds at most the start and kSeen states per set: room for all.
  std::vector<State> states(static_cast<size_t>(n) * 8 + 1);
  size_t tail = 0;  // the states of the search: states[0 .. tail)
  // The states seen, per set: the incoming RC sets (a few at most), apart for
  // chains of up to three sets and of four or more (so that a way to a set too
  // short to be a chain does not hide a chain). One RC is a bit of single (by
  // digit, then 9 more for four or more sets), several are listed in several.
  // The single bits apart: most links the search looks at end there.
  constexpr int kSeen = 8;
  struct Seen {
    int8_t count;  // of several
    int8_t total;  // states seen: bits of single and count (not counted each time: no popcount instruction)
    std::array<uint16_t, kSeen> several;
  };
  std::vector<uint32_t> single_by(n, 0);
  std::vector<Seen> seen_by(n, Seen{});
  std::vector<Pattern> found;
  std::vector<uint64_t> order;  // by pattern, its place in the whole search (when one)
  int fewest = 1 << 30;         // cells of the smallest chain found (when one)
  // The starts, smallest set first when one.
  // (Through stable_order, not a std::stable_sort instantiation of its own: 2.5 KB of wasm.)
  std::vector<int> starts(n);
  for (int i = 0; i < n; ++i) starts[i] = i;
  if (one) {
    std::vector<uint32_t> sizes(n);
    for (int i = 0; i < n; ++i) sizes[i] = static_cast<uint32_t>(alses[i].size);
    const std::vector<uint32_t> by_size = stable_order(sizes);
    for (int i = 0; i < n; ++i) starts[i] = static_cast<int>(by_size[i]);
  }
  const Hop* const hops = links.data();
  const Word* const word_of = words.data();
  const std::array<uint64_t, kDigits>* const open_of = open.data();
  uint32_t* const single_of = single_by.data();
  Seen* const seen_of = seen_by.data();
  State* const state_of = states.data();
  for (int s : starts) {
    const Als& first = alses[s];
    if (one && first.size + 3 > fewest) break;
    const uint16_t first_useful = useful[s];
    if (first_useful == 0) continue;
    uint16_t out_rcs = 0;  // the RCs s has
    for (int e = g.start[s]; e < g.start[s + 1]; ++e) out_rcs |= links[e].rcs;
    // One search for each first RC x (z must be another digit).
    for (Digit x : DigitSet::from_bits(out_rcs)) {
      const uint16_t x_bit = DigitSet::single(x).bits();
      if ((first_useful & ~x_bit) == 0) continue;
      for (size_t k = 0; k < tail; ++k) {
        const int last = state_of[k].path[state_of[k].depth - 1];
        single_of[last] = 0;
        seen_of[last].count = 0;
        seen_of[last].total = 0;
      }
      state_of[0] = {uint64_t{1} << (s & 63), {static_cast<int16_t>(s)}, 0, -1, 1, static_cast<uint8_t>(first.size)};
      tail = 1;
      uint32_t emitted = 0;
      for (size_t head = 0; head < tail; ++head) {
        const State& at = state_of[head];
        if (at.depth >= kMaxChainSets) continue;
        const int from = at.path[at.depth - 1];
        const uint16_t mask = head == 0 ? x_bit : static_cast<uint16_t>(~at.in);
        const bool long_chain = at.depth + 1 >= 4;
        const int shift = long_chain ? 10 : 1;
        const bool in_one = head != 0 && (at.in & (at.in - 1)) == 0;
        const int in_digit = head == 0 ? x - 1 : std::countr_zero(at.in);
        const int base = g.start[from];
        for (int w = word_start[from]; w < word_start[from + 1]; ++w) {
          uint64_t take = head == 0 ? word_of[w].has[in_digit] : in_one ? open_of[w][in_digit] : word_of[w].all;
          const int e0 = base + (w - word_start[from]) * 64;
          for (; take; take &= take - 1) {
            const int e = e0 + std::countr_zero(take);
            const uint16_t in = hops[e].rcs & mask;
            if (in == 0) continue;
            const int next = hops[e].other;
            // Seen with these RCs (a state of next already came in through them)?
            const bool one_rc = (in & (in - 1)) == 0;
            const uint32_t bit = static_cast<uint32_t>(in) << shift;
            if (one_rc && (single_of[next] & bit)) continue;
            Seen& seen = seen_of[next];
            const auto key = static_cast<uint16_t>(in | long_chain << 9);
            if (!one_rc) {
              bool was = false;
              for (int k = 0; k < seen.count; ++k) was |= seen.several[k] == key;
              if (was) continue;
            }
            if (at.on_path >> (next & 63) & 1) {
              bool loops = false;
              for (int k = 0; k < at.depth; ++k) loops |= at.path[k] == next;
              if (loops) continue;
            }
            if (seen.total == kSeen) continue;
            ++seen.total;
            if (one_rc)
              single_of[next] |= bit;
            else
              seen.several[seen.count++] = key;
            State& to = state_of[tail++];
            to = at;
            to.path[at.depth] = static_cast<int16_t>(next);
            to.on_path |= uint64_t{1} << (next & 63);
            to.parent = static_cast<int>(head);
            to.in = in;
            to.depth = static_cast<int8_t>(at.depth + 1);
            to.cells = static_cast<uint8_t>(at.cells + size_of[next]);
            if (!long_chain) continue;
            if (one && to.cells > fewest) continue;
            const uint16_t zs = first_useful & useful[next] & ~x_bit & ~in;
            if (zs == 0 || !removes(grid, first, alses[next], DigitSet::from_bits(zs))) continue;
            const Removal removed = common_removal(grid, first, alses[next], DigitSet::from_bits(zs));
            Pattern p;
            p.sets.assign(to.path.begin(), to.path.begin() + to.depth);
            for (int q = static_cast<int>(tail) - 1; state_of[q].parent >= 0; q = state_of[q].parent)
              p.rcs.push_back(DigitSet::from_bits(state_of[q].in));
            std::reverse(p.rcs.begin(), p.rcs.end());
            p.removed = removed;
            p.cells = to.cells;
            found.push_back(std::move(p));
            if (one) {
              fewest = std::min(fewest, static_cast<int>(to.cells));
              order.push_back(uint64_t(s) << 32 | uint64_t(x) << 28 | emitted++);
            }
          }
        }
      }
    }
  }
  if (one) {
    // Back in the order of the whole search, for the ties. Places are unique, so
    // each pattern goes where its place falls among the sorted places (the
    // engine's uint64_t sort, not a std::sort instantiation of its own: 3.5 KB of wasm).
    std::vector<uint64_t> places = order;
    std::sort(places.begin(), places.end());
    std::vector<uint32_t> by(found.size());
    for (uint32_t i = 0; i < by.size(); ++i)
      by[std::lower_bound(places.begin(), places.end(), order[i]) - places.begin()] = i;
    std::vector<Pattern> sorted;
    sorted.reserve(found.size());
    for (uint32_t i : by) sorted.push_back(std::move(found[i]));
    found = std::move(sorted);
  }
  add_steps(grid, alses, found, technique("als-xy-chain"), out);
}

namespace {

struct Blossom {
  const Grid& grid;
  const std::vector<Als>& alses;
  Cell stem;
  std::array<std::span<const int>, 9> petals;  // by stem digit - 1: the sets that may be its petal
  std::array<Digit, 9> order{};                // the stem's digits, fewest petals first
  int digits = 0;
  std::array<int, 9> chosen{};
  std::vector<Pattern>& found;

  // Petal k onwards, with the cells used so far, the digits every petal so far
  // has (less the stem's), and for each of them where it could still go.
  void search(int k, CellSet used, DigitSet zs, const Removal& targets) {
    if (k == digits) {
      Pattern p;
      p.stem = stem;
      for (int i = 0; i < digits; ++i) {
        p.sets.push_back(chosen[i]);
        p.rcs.push_back(DigitSet::single(order[i]));
      }
      for (Digit z : zs) p.removed[z - 1] = targets[z - 1];
      p.cells = 1 + cells_of(alses, p.sets);
      found.push_back(std::move(p));
      return;
    }
    for (int i : petals[order[k] - 1]) {
      const Als& petal = alses[i];
      Removal next{};
      DigitSet next_zs;
      for (Digit z : zs& petal.digits) {
        next[z - 1] = targets[z - 1] & petal.sees[z - 1];
        if (!next[z - 1].empty()) next_zs.add(z);
      }
      if (next_zs.empty()) continue;
      chosen[k] = i;
      search(k + 1, used | petal.cells, next_zs, next);
    }
  }
};

}  // namespace

void find_death_blossoms(const Grid& grid, StepList& out) {
  const auto shared = shared_work<AlsGraph>(grid, out.options().memo);
  const std::vector<Als>& alses = shared->alses;
  const int n = static_cast<int>(alses.size());
  // For each cell and digit, the sets whose every place of the digit sees the cell.
  // (petal_sets[petal_start[c * 9 + d - 1] ..], in the order of the sets).
  std::vector<int> petal_start(kCells * 9 + 1, 0), petal_sets;
  for (int i = 0; i < n; ++i)
    for (Digit d : alses[i].digits)
      for (Cell c : alses[i].sees[d - 1] & grid.cells_with_candidate(d)) ++petal_start[c * 9 + d];
  for (size_t k = 1; k < petal_start.size(); ++k) petal_start[k] += petal_start[k - 1];
  petal_sets.resize(static_cast<size_t>(petal_start.back()));
  {
    std::vector<int> fill(petal_start.begin(), petal_start.end() - 1);
    for (int i = 0; i < n; ++i)
      for (Digit d : alses[i].digits)
        for (Cell c : alses[i].sees[d - 1] & grid.cells_with_candidate(d)) petal_sets[fill[c * 9 + d - 1]++] = i;
  }
  const auto petals = [&](int k) {
    return std::span<const int>(petal_sets.data() + petal_start[k], petal_sets.data() + petal_start[k + 1]);
  };
  std::vector<Pattern> found;
  for (Cell stem : grid.empty_cells()) {
    const DigitSet stem_digits = grid.candidates(stem);
    Blossom b{grid, alses, stem, {}, {}, 0, {}, found};
    bool complete = true;
    for (Digit d : stem_digits) {
      b.petals[d - 1] = petals(stem * 9 + d - 1);
      if (b.petals[d - 1].empty()) complete = false;
      b.order[b.digits++] = d;
    }
    if (!complete || b.digits < 2) continue;
    std::sort(b.order.begin(), b.order.begin() + b.digits,
              [&](Digit x, Digit y) { return b.petals[x - 1].size() < b.petals[y - 1].size(); });
    Removal targets{};
    for (Digit z : ~stem_digits) targets[z - 1] = grid.cells_with_candidate(z) - CellSet::single(stem);
    b.search(0, CellSet::single(stem), ~stem_digits, targets);
  }
  add_steps(grid, alses, found, technique("death-blossom"), out);
}

}  // namespace pencilmark
