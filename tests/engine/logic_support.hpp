// Helpers for the technique tests: hand-built pencil-mark positions and the
// effects the finders report.
#pragma once

#include <set>
#include <vector>

#include "core/grid.hpp"
#include "logic/finders.hpp"

namespace test_support {

using namespace pencilmark;

inline Cell rc(int row1, int col1) { return cell_at(row1 - 1, col1 - 1); }  // 1-based, as in r1c1

// Removes d from every cell of cells.
inline void remove_digit(Grid& g, Digit d, const std::vector<Cell>& cells) {
  for (Cell c : cells) g.remove_candidate(c, d);
}

// Removes d from every cell of house h except the cells in keep.
inline void confine(Grid& g, Digit d, House h, const std::vector<Cell>& keep) {
  for (Cell c : kHouseCells[h])
    if (std::find(keep.begin(), keep.end(), c) == keep.end()) g.remove_candidate(c, d);
}

inline DigitSet digits(std::initializer_list<Digit> ds) {
  DigitSet s;
  for (Digit d : ds) s.add(d);
  return s;
}

// Every step the technique finds in g, with its words.
inline std::vector<Step> find_all(Technique t, const Grid& g) { return find_steps(t, g); }

inline std::set<Candidate> effect(const Step& s) {
  return std::set<Candidate>(s.eliminations.begin(), s.eliminations.end());
}

inline std::set<Candidate> all_eliminations(const std::vector<Step>& steps) {
  std::set<Candidate> all;
  for (const Step& s : steps) all.insert(s.eliminations.begin(), s.eliminations.end());
  return all;
}

// d from each of cells.
inline std::set<Candidate> removals(Digit d, const std::vector<Cell>& cells) {
  std::set<Candidate> out;
  for (Cell c : cells) out.insert({c, d});
  return out;
}

inline std::vector<Cell> row_cells(int row1, std::initializer_list<int> cols1) {
  std::vector<Cell> out;
  for (int c : cols1) out.push_back(rc(row1, c));
  return out;
}

}  // namespace test_support
