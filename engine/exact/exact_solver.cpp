#include "exact/exact_solver.hpp"

#include <bit>
#include <cstring>

namespace pencilmark {
namespace {

// ---------------------------------------------------------------------------
// Layout
//
// A board is the set of cells where one digit is still possible: four uint32
// lanes, lane b = band b (rows 3b..3b+2, the CellSet layout), lane 3 always 0,
// so a board is one 128-bit vector and a loop over its lanes is one vector op.
//
//              box 0      box 1      box 2        bit of (row r, column c) in
//   row 0   |  0  1  2 |  3  4  5 |  6  7  8 |    its band's lane: 9r + c
//   row 1   |  9 10 11 | 12 13 14 | 15 16 17 |
//   row 2   | 18 19 20 | 21 22 23 | 24 25 26 |
//
// A solved cell keeps its bit on its own digit's board only.
//
// Triads. A row meets a box in a mini-row, a column meets a box in a
// mini-column: three cells each. A band's nine mini-rows for one digit form a
// 9-bit triad mask, bit 3r+k = row r, box k; a stack's nine mini-columns, bit
// 3b+j = band b, column j of the stack (so the same tables serve both):
//
//   mini-rows of a band      mini-columns of a stack
//        k=0 k=1 k=2               j=0 j=1 j=2
//   r=0   0   1   2           b=0   0   1   2
//   r=1   3   4   5           b=1   3   4   5
//   r=2   6   7   8           b=2   6   7   8
//
// In a band, a digit fills one cell of each row and of each box, so its three
// triads form a permutation (row r -> box p(r)); the same holds for a stack's
// bands and columns. Keeping only the triads of the permutations that still fit
// is locked candidates (pointing and claiming) in both directions, and finds a
// row, column or box left without the digit: then no permutation fits.
// ---------------------------------------------------------------------------

constexpr uint32_t kRowBits = 0x1FF;
constexpr uint32_t kRepeatInRows = 0x40201;  // a 9-bit column mask copied into the 3 rows of a band
constexpr uint32_t kBoxBits[3] = {0x7 * kRepeatInRows, 0x38 * kRepeatInRows, 0x1C0 * kRepeatInRows};

struct Tables {
  uint8_t row_triads[512];     // the boxes (bits 0..2) a row's 9 bits touch
  uint16_t permutations[512];  // the triads of the permutations inside a triad
                               // mask; 0 when none
  uint32_t triad_cells[512];   // the cells (one band) of a mini-row triad mask
};

constexpr Tables make_tables() {
  constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  Tables t{};
  for (uint32_t m = 0; m < 512; ++m) {
    t.row_triads[m] = static_cast<uint8_t>(((m & 07) != 0) | ((m & 070) != 0) << 1 | ((m & 0700) != 0) << 2);
    uint32_t cells = 0;
    for (uint32_t i = 0; i < 9; ++i)
      if (m >> i & 1) cells |= 7u << (9 * (i / 3) + 3 * (i % 3));
    t.triad_cells[m] = cells;
    uint32_t fit = 0;
    for (const auto &p : kPermutations) {
      const uint32_t triads = 1u << p[0] | 1u << (3 + p[1]) | 1u << (6 + p[2]);
      if ((m & triads) == triads) fit |= triads;
    }
    t.permutations[m] = static_cast<uint16_t>(fit);
  }
  return t;
}

constexpr Tables kTables = make_tables();

// Four uint32 lanes as one vector (GCC/Clang vector extension) natively, where
// the target has 128-bit vectors (SSE2, NEON). wasm gets a struct of four words
// instead, with SIMD128 too: there clang vectorizes the struct's operations
// itself, which measured 10-15% faster than the vector type (whose lanes, read
// one at a time in the triad and singles code, go through memory).
#if defined(__SSE2__) || defined(__ARM_NEON)
using Board = uint32_t __attribute__((vector_size(16)));
#else
// Lane 3 is kept where it rounds the struct up to one SIMD128 vector; plain
// wasm leaves it out, a quarter fewer operations.
#if defined(__wasm_simd128__)
constexpr int kBoardLanes = 4;
#else
constexpr int kBoardLanes = 3;
#endif
struct Board {
  uint32_t v[kBoardLanes];
  uint32_t &operator[](int k) { return v[k]; }
  uint32_t operator[](int k) const { return v[k]; }
  friend Board operator&(Board a, const Board &b) {
    for (int k = 0; k < kBoardLanes; ++k) a.v[k] &= b.v[k];
    return a;
  }
  friend Board operator|(Board a, const Board &b) {
    for (int k = 0; k < kBoardLanes; ++k) a.v[k] |= b.v[k];
    return a;
  }
  Board operator~() const {
    Board a = *this;
    for (int k = 0; k < kBoardLanes; ++k) a.v[k] = ~a.v[k];
    return a;
  }
  Board &operator&=(const Board &b) { return *this = *this & b; }
  Board &operator|=(const Board &b) { return *this = *this | b; }
  Board operator>>(int n) const {
    Board a = *this;
    for (int k = 0; k < kBoardLanes; ++k) a.v[k] >>= n;
    return a;
  }
  Board operator<<(int n) const {
    Board a = *this;
    for (int k = 0; k < kBoardLanes; ++k) a.v[k] <<= n;
    return a;
  }
  Board operator-(uint32_t n) const {
    Board a = *this;
    for (int k = 0; k < kBoardLanes; ++k) a.v[k] -= n;
    return a;
  }
};
#endif

// Every lane of a board set to c (lane 3, where there is one, too).
inline Board broadcast(uint32_t c) {
  Board x;
  for (int k = 0; k < static_cast<int>(sizeof(Board) / sizeof(uint32_t)); ++k) x[k] = c;
  return x;
}

// All ones in the lanes of x that are 0, else 0.
inline Board zero_lanes(const Board &x) {
#if defined(__SSE2__) || defined(__ARM_NEON)
  return reinterpret_cast<Board>(x == 0);
#else
  Board a;
  for (int k = 0; k < static_cast<int>(sizeof(Board) / sizeof(uint32_t)); ++k) a[k] = x[k] == 0 ? ~0u : 0u;
  return a;
#endif
}

struct alignas(16) Lanes {
  uint32_t v[4];
  Board load() const {
    Board x;
    std::memcpy(&x, v, sizeof x);
    return x;
  }
};

// Each cell's peers as board lanes.
constexpr auto kPeerLanes = [] {
  std::array<Lanes, kCells> p{};
  for (Cell c = 0; c < kCells; ++c)
    for (int b = 0; b < 3; ++b) p[c].v[b] = kPeerSets[c].band(b);
  return p;
}();

// Each cell alone as board lanes: a load, where setting a lane chosen at run
// time in a vector goes through memory.
constexpr auto kCellLanes = [] {
  std::array<Lanes, kCells> p{};
  for (Cell c = 0; c < kCells; ++c) p[c].v[CellSet::band_of(c)] = CellSet::bit_of(c);
  return p;
}();

// True when some lane of x is not zero.
inline bool any(const Board &x) { return (x[0] | x[1] | x[2]) != 0; }  // lane 3 is 0

struct State {
  Board board[9];  // board[d]: digit d+1
  Board unsolved;  // cells not placed yet
  uint32_t dirty;  // bit d: board d changed since its houses were last checked
};

// Puts digit index d (0..8) in the cell of `bit` in band b: the cell leaves
// every other board, d leaves the cell's peers.
inline void assign(State &s, int b, uint32_t bit, int d) {
  const int at = std::countr_zero(bit);
  uint32_t touched = 1u << d;
  for (int e = 0; e < 9; ++e) touched |= (s.board[e][b] >> at & 1) << e;
  s.dirty |= touched;
  const Board cell = kCellLanes[27 * b + at].load();
  for (auto &board : s.board) board &= ~cell;
  s.board[d] = (s.board[d] & ~kPeerLanes[27 * b + at].load()) | cell;
  s.unsolved &= ~cell;
}

// assign for a cell whose one candidate left is d: no other board has the cell,
// so only d's board changes.
inline void assign_single(State &s, int b, uint32_t bit, int d) {
  const int at = std::countr_zero(bit);
  s.dirty |= 1u << d;
  s.board[d] &= ~kPeerLanes[27 * b + at].load();
  s.unsolved &= ~kCellLanes[27 * b + at].load();
}

// Places every cell that has one candidate left. False on a contradiction.
// Always inlined: in the wasm module (the engine linked whole, LTO) it was
// left a call, 16% of a profile on serg_benchmark.
[[gnu::always_inline]] inline bool place_naked_singles(State &s, bool &progress) {
  // Bit-sliced over the nine boards, all bands at once: once/twice count the
  // candidates of each cell, index0..3 spell the digit index of a cell with
  // one.
  const Board *x = s.board;
  Board once = {}, twice = {};
  for (int d = 0; d < 9; ++d) {
    twice |= once & x[d];
    once |= x[d];
  }
  const Board empty = s.unsolved & ~once, singles = s.unsolved & ~twice;
  if (any(empty)) return false;  // a cell with no candidate
  if (!any(singles)) return true;
  const Board index[4] = {x[1] | x[3] | x[5] | x[7], x[2] | x[3] | x[6] | x[7], x[4] | x[5] | x[6] | x[7], x[8]};
  for (int b = 0; b < 3; ++b) {
    for (uint32_t left = singles[b]; left; left &= left - 1) {
      const uint32_t bit = left & -left;
      const int d = ((index[0][b] & bit) != 0) | ((index[1][b] & bit) != 0) << 1 | ((index[2][b] & bit) != 0) << 2 |
                    ((index[3][b] & bit) != 0) << 3;
      // A single placed just before may have taken this cell's one candidate.
      if (!(s.board[d][b] & bit)) return false;
      assign_single(s, b, bit, d);
      progress = true;
    }
  }
  return true;
}

inline uint32_t columns_of(uint32_t band) { return (band | band >> 9 | band >> 18) & kRowBits; }

// Keeps on one digit's board x only the cells of triads that some permutation
// allows, in every band and stack, until that stalls. False when a band or a
// stack has no permutation left (a house without the digit, or a clash).
inline bool restrict_to_triads(Board &x) {
  const Tables &t = kTables;
  for (;;) {
    uint32_t y[3], none = 0;
    for (int b = 0; b < 3; ++b) {
      const uint32_t triads =
          t.row_triads[x[b] & kRowBits] | t.row_triads[x[b] >> 9 & kRowBits] << 3 | t.row_triads[x[b] >> 18] << 6;
      const uint32_t keep = t.permutations[triads];
      none |= keep == 0;
      y[b] = x[b] & t.triad_cells[keep];
    }
    const uint32_t cols[3] = {columns_of(y[0]), columns_of(y[1]), columns_of(y[2])};
    uint32_t allowed[3] = {};
    for (int st = 0; st < 3; ++st) {
      const int shift = 3 * st;
      const uint32_t triads = (cols[0] >> shift & 7) | (cols[1] >> shift & 7) << 3 | (cols[2] >> shift & 7) << 6;
      const uint32_t keep = t.permutations[triads];
      none |= keep == 0;
      for (int b = 0; b < 3; ++b) allowed[b] |= (keep >> (3 * b) & 7) << shift;
    }
    if (none) return false;
    // Keeping a band's triads on permutations leaves them all on permutations,
    // and the same for a stack's: only a change by the stacks can undo the bands.
    uint32_t changed = 0;
    for (int b = 0; b < 3; ++b) {
      const uint32_t z = y[b] & allowed[b] * kRepeatInRows;
      changed |= z ^ y[b];
      x[b] = z;
    }
    if (!changed) return true;
  }
}

// Cells of a board that are alone in their row, column or box. False when some
// house has no cell left at all. Rows and boxes of the three bands at once, as
// board operations; branch-free: its outcomes are unpredictable.
inline bool alone_in_a_house(const Board &x, Board &alone) {
  Board a = {}, empty_house = {}, col_once = {}, col_twice = {};
  const Board row_bits = broadcast(kRowBits);
  for (int r = 0; r < 3; ++r) {
    const Board row = (x >> (9 * r)) & row_bits;
    empty_house |= zero_lanes(row);
    a |= (row << (9 * r)) & zero_lanes(row & (row - 1));
    col_twice |= col_once & row;
    col_once |= row;
  }
  for (uint32_t box_bits : kBoxBits) {
    const Board box = x & broadcast(box_bits);
    empty_house |= zero_lanes(box);
    a |= box & zero_lanes(box & (box - 1));
  }
  // Lane 3, where a board has one, is empty: not a house.
  const uint32_t once = col_once[0] | col_once[1] | col_once[2];
  const uint32_t twice = col_twice[0] | col_twice[1] | col_twice[2] | (col_once[0] & col_once[1]) |
                         (col_once[2] & (col_once[0] | col_once[1]));
  if ((empty_house[0] | empty_house[1] | empty_house[2]) | (once != kRowBits)) return false;
  alone = a | (x & broadcast((once & ~twice) * kRepeatInRows));
  return true;
}

// Singles, and with kTriads the triad permutations, until they stall. False on
// a contradiction. The search uses the triads; trial and error
// (singles_survive) asks for singles alone, which a forcing branch then shows.
template <bool kTriads>
bool propagate(State &s) {
  for (;;) {
    bool progress = false;
    if (!place_naked_singles(s, progress)) return false;
    if (progress) continue;
    if (!s.dirty) return true;
    for (uint32_t todo = s.dirty; todo; todo &= todo - 1) {
      const int d = std::countr_zero(todo);
      s.dirty &= ~(1u << d);
      Board &x = s.board[d];
      if constexpr (kTriads) {
        if (!restrict_to_triads(x)) return false;
      }
      Board alone;
      if (!alone_in_a_house(x, alone)) return false;
      alone &= s.unsolved;
      for (int b = 0; b < 3; ++b) {
        for (uint32_t hits = alone[b]; hits; hits &= hits - 1) {
          const uint32_t bit = hits & -hits;
          // A peer placed just before may have taken this cell's digit; d is
          // dirty again then, and the next pass finds the empty house.
          if (x[b] & bit) assign(s, b, bit, d);
        }
      }
    }
  }
}

inline int unsolved_peer_count(const State &s, int b, uint32_t bit) {
  const Board open = kPeerLanes[27 * b + std::countr_zero(bit)].load() & s.unsolved;
  return bit_count(open[0]) + bit_count(open[1]) + bit_count(open[2]);
}

struct Branch {
  int band;
  uint32_t bit;
};

// The unsolved cell to branch on. A cell with two candidates when there is one
// (one of the two branches is then right); of those, the one with the most
// unsolved peers, whose guess propagates furthest. Else the cell with fewest
// candidates.
Branch choose_branch_cell(const State &s) {
  Board once = {}, twice = {}, thrice = {};
  for (const auto &board : s.board) {
    const Board x = board & s.unsolved;
    thrice |= twice & x;
    twice |= once & x;
    once |= x;
  }
  Branch best{-1, 0};
  int best_peers = -1;
  for (int b = 0; b < 3; ++b) {
    for (uint32_t pairs = twice[b] & ~thrice[b] & s.unsolved[b]; pairs; pairs &= pairs - 1) {
      const uint32_t bit = pairs & -pairs;
      if (const int n = unsolved_peer_count(s, b, bit); n > best_peers) {
        best_peers = n;
        best = {b, bit};
      }
    }
  }
  if (best.band >= 0) return best;
  int best_count = 10;
  for (int b = 0; b < 3; ++b) {
    for (uint32_t open = s.unsolved[b]; open; open &= open - 1) {
      const uint32_t bit = open & -open;
      int n = 0;
      for (const auto &board : s.board) n += (board[b] & bit) != 0;
      if (n < best_count) {
        best_count = n;
        best = {b, bit};
      }
    }
  }
  return best;
}

struct Search {
  int limit;
  uint64_t budget;
  SolutionCount result;
  bool done() const { return result.count >= limit || result.budget_exhausted; }
};

void record_solution(const State &s, SolutionCount &result) {
  if (result.count++ > 0) return;
  for (int d = 0; d < 9; ++d)
    for (int b = 0; b < 3; ++b)
      for (uint32_t bits = s.board[d][b]; bits; bits &= bits - 1)
        result.first[27 * b + std::countr_zero(bits)] = static_cast<uint8_t>(d + 1);
}

// Depth is at most 81: each level places the branch cell at least.
void search(State &s, Search &ctx) {
  if (++ctx.result.nodes > ctx.budget) {
    ctx.result.budget_exhausted = true;
    return;
  }
  if (!propagate<true>(s)) return;
  if (!any(s.unsolved)) {
    record_solution(s, ctx.result);
    return;
  }
  const Branch br = choose_branch_cell(s);
  int last = -1;
  for (int d = 0; d < 9; ++d) {
    if (!(s.board[d][br.band] & br.bit)) continue;
    if (last >= 0) {
      State child = s;
      assign(child, br.band, br.bit, last);
      search(child, ctx);
      if (ctx.done()) return;
    }
    last = d;
  }
  // The last candidate reuses this node's state: no copy.
  assign(s, br.band, br.bit, last);
  search(s, ctx);
}

// Puts each given (values[c], 0 for an empty cell) on its digit's board, alone
// in its cell, and takes the digit off the given's peers. False when two givens
// clash.
bool place_givens(const std::array<uint8_t, kCells> &values, State &s) {
  for (Cell c = 0; c < kCells; ++c)
    if (values[c]) s.board[values[c] - 1] |= kCellLanes[c].load();
  Board clash = {};
  for (Cell c = 0; c < kCells; ++c) {
    if (!values[c]) continue;
    Board &board = s.board[values[c] - 1];
    const Board peers = kPeerLanes[c].load();
    clash |= board & peers;  // a solved peer has the same digit (an unsolved one
    board &= ~peers;         // only a candidate, which goes)
  }
  return !any(clash & ~s.unsolved);
}

// False when two givens already clash.
bool load(const Grid &grid, State &s) {
  s = State{};  // lane 3, where a board has one, stays 0
  // The grid keeps each digit's candidate cells as a CellSet, band by band like
  // a board.
  for (int k = 0; k < 3; ++k) {
    for (Digit d = 1; d <= kDigits; ++d) s.board[d - 1][k] = grid.cells_with_candidate(d).band(k);
    s.unsolved[k] = grid.empty_cells().band(k);
  }
  s.dirty = 0x1FF;
  std::array<uint8_t, kCells> values{};
  for (Cell c : grid.filled_cells()) values[c] = static_cast<uint8_t>(grid.value(c));
  return place_givens(values, s);
}

// The same state as load(*parse_puzzle(line)) for an 81-character line; false
// for a character other than a digit or a blank, or for givens that clash.
bool load_line81(std::string_view line, State &s) {
  if (line.size() != kCells) return false;
  s = State{};
  std::array<uint8_t, kCells> values{};
  for (Cell c = 0; c < kCells; ++c) {
    const char ch = line[c];
    if (ch >= '1' && ch <= '9')
      values[c] = static_cast<uint8_t>(ch - '0');
    else if (ch == '.' || ch == '0' || ch == '-')
      s.unsolved |= kCellLanes[c].load();
    else
      return false;
  }
  for (auto &board : s.board) board = s.unsolved;
  s.dirty = 0x1FF;
  return place_givens(values, s);
}

// Supposes digit d (1..9) in the empty cell c; false when c cannot hold it.
bool load_and_suppose(const Grid &grid, Cell c, Digit d, State &s) {
  if (!load(grid, s)) return false;
  const int b = CellSet::band_of(c);
  const uint32_t bit = CellSet::bit_of(c);
  if (!(s.board[d - 1][b] & bit)) return false;
  assign(s, b, bit, d - 1);
  return true;
}

}  // namespace

SolutionCount count_solutions(const Grid &grid, int limit, uint64_t node_budget) {
  Search ctx{limit < 1 ? 1 : limit, node_budget, {}};
  State s;
  if (load(grid, s)) search(s, ctx);
  return ctx.result;
}

std::optional<SolutionCount> count_solutions_line81(std::string_view line, int limit, uint64_t node_budget) {
  State s;
  if (!load_line81(line, s)) return std::nullopt;
  Search ctx{limit < 1 ? 1 : limit, node_budget, {}};
  search(s, ctx);
  return ctx.result;
}

void write_first_solution(const SolutionCount &found, char *out) {
  if (found.count == 0) return;
  for (Cell c = 0; c < kCells; ++c) out[c] = static_cast<char>('0' + found.first[c]);
}

std::string first_solution_line(const SolutionCount &found) {
  if (found.count == 0) return "";
  std::string s(kCells, '0');
  write_first_solution(found, s.data());
  return s;
}

Error budget_error(const SolutionCount &found) {
  return {ErrorKind::TooHard, "gave up after " + std::to_string(found.nodes - 1) + " search nodes with " +
                                  std::to_string(found.count) + " solutions found"};
}

bool singles_survive(const Grid &grid, Cell c, Digit d) {
  State s;
  return load_and_suppose(grid, c, d, s) && propagate<false>(s);
}

bool nested_singles_survive(const Grid &grid, Cell c, Digit d) {
  State s;
  if (!load_and_suppose(grid, c, d, s)) return false;
  for (bool removed = true; removed;) {
    if (!propagate<false>(s)) return false;
    removed = false;
    // Each open candidate supposed on a copy; one that breaks goes at once, so
    // the candidates tried after it see the grid without it.
    for (int b = 0; b < 3; ++b)
      for (uint32_t open = s.unsolved[b]; open; open &= open - 1) {
        const uint32_t bit = open & -open;
        for (int y = 0; y < 9; ++y) {
          if (!(s.board[y][b] & bit)) continue;
          State t = s;
          assign(t, b, bit, y);
          if (propagate<false>(t)) continue;
          s.board[y][b] &= ~bit;
          s.dirty |= 1u << y;
          removed = true;
        }
      }
  }
  return true;
}

Result<SolutionCount> unique_solution(const Grid &grid) { return unique_verdict(count_solutions(grid, 2)); }

Result<SolutionCount> unique_verdict(const SolutionCount &found) {
  if (found.count > 1)
    return Error{ErrorKind::MultipleSolutions, "more than one solution", error_said(ErrorSaid::MultipleSolutions, {})};
  if (found.budget_exhausted)
    return Error{ErrorKind::TooHard, found.count == 0
                                         ? "gave up: the search budget ran out before a solution"
                                         : "gave up: the search budget ran out before uniqueness was proved"};
  if (found.count == 0) return Error{ErrorKind::NoSolution, "no solution", error_said(ErrorSaid::NoSolution, {})};
  return found;
}

Result<Grid> solve_unique(const Grid &grid) {
  const auto found = unique_solution(grid);
  if (!found) return found.error();
  Grid solved = grid;
  for (Cell c = 0; c < kCells; ++c)
    if (solved.is_empty(c)) solved.place(c, found->first[c]);
  return solved;
}

}  // namespace pencilmark
