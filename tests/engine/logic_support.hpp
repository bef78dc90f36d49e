// Helpers for the technique tests: hand-built pencil-mark positions and the
// effects the finders report.
#pragma once

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "explain/explainers.hpp"
#include "format/format.hpp"
#include "logic/finders.hpp"
#include "logic/step_solver.hpp"
#include "test_support.hpp"

namespace test_support {

using namespace pencilmark;

// The example puzzles (data/technique_examples.txt) of these techniques, each
// taken as far as the levels up to max_level go: positions that need a
// technique of a higher level.
inline std::vector<Grid> stuck_examples(std::initializer_list<std::string_view> keys, int max_level) {
  std::vector<Grid> out;
  for (const std::string& line : read_lines(project_data("technique_examples.txt")))
    for (std::string_view key : keys)
      if (line.rfind(std::string(key) + "\t", 0) == 0) {
        const auto grid = parse_puzzle(line.substr(key.size() + 1, 81));
        REQUIRE(grid.ok());
        const SolvePath path = solve_path(*grid, {.max_level = max_level});
        REQUIRE_FALSE(path.solved);
        out.push_back(path.end);
      }
  return out;
}

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

inline CellSet cell_set(std::initializer_list<Cell> cells) {
  CellSet s;
  for (Cell c : cells) s.add(c);
  return s;
}

inline DigitSet digits(std::initializer_list<Digit> ds) {
  DigitSet s;
  for (Digit d : ds) s.add(d);
  return s;
}

// Every step the technique finds in g, with its words.
inline std::vector<Step> find_all(Technique t, const Grid& g) {
  return find_steps(t, g, SIZE_MAX, {.explain = explain_step});
}

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

// Candidates written as HoDoKu's library writes them: "digit row column" triples ("315").
inline std::set<Candidate> listed(const std::vector<std::string>& triples) {
  std::set<Candidate> out;
  for (const std::string& t : triples) out.insert({rc(t[1] - '0', t[2] - '0'), t[0] - '0'});
  return out;
}

// The step removing exactly these candidates, or nullptr.
inline const Step* with_effect(const std::vector<Step>& steps, const std::set<Candidate>& expected) {
  for (const Step& s : steps)
    if (effect(s) == expected) return &s;
  return nullptr;
}

// A HoDoKu library line: some step of the technique removes exactly the listed candidates.
inline void check_library(Technique t, const std::string& line, const std::vector<std::string>& eliminations) {
  INFO(line);
  const auto grid = parse_puzzle(line);
  REQUIRE(grid.ok());
  const auto steps = find_all(t, *grid);
  CHECK(with_effect(steps, listed(eliminations)) != nullptr);
  for (const Step& s : steps) {
    CHECK(s.technique == t);
    CHECK(s.text.size() > 20);  // with its words
  }
}

inline std::vector<Cell> row_cells(int row1, std::initializer_list<int> cols1) {
  std::vector<Cell> out;
  for (int c : cols1) out.push_back(rc(row1, c));
  return out;
}

}  // namespace test_support
