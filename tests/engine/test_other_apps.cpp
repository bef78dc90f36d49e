// Other apps' forms: SudokuWiki's board strings and links, and candidate grids
// as HoDoKu, Simple Sudoku and Sunnie's Sudoku print them, read from real
// strings those apps made (tests/data/other_apps, each with its source), and
// written back.
#include <algorithm>
#include <catch2/catch.hpp>

#include "api/pencilmark.hpp"
#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "logic/step_solver.hpp"
#include "logic_support.hpp"
#include "test_support.hpp"

using namespace pencilmark;

namespace {

// The fields of a fixture line (tab-separated), a candidate grid's '\n' escapes made line breaks.
std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  for (size_t start = 0;;) {
    const size_t tab = line.find('\t', start);
    std::string field = line.substr(start, tab == std::string::npos ? tab : tab - start);
    for (size_t at; (at = field.find("\\n")) != std::string::npos;) field.replace(at, 2, "\n");
    out.push_back(field);
    if (tab == std::string::npos) return out;
    start = tab + 1;
  }
}

std::vector<std::vector<std::string>> app_strings(const std::string& name) {
  std::vector<std::vector<std::string>> out;
  for (const auto& line : test_support::read_lines(test_support::fixture("other_apps/" + name)))
    if (!line.empty() && line[0] != '#') out.push_back(fields(line));
  return out;
}

// Givens, placed digits and candidates alike.
bool same_position(const Grid& a, const Grid& b) {
  for (Cell c = 0; c < kCells; ++c)
    if (a.value(c) != b.value(c) || a.is_given(c) != b.is_given(c) || a.candidates(c) != b.candidates(c)) return false;
  return true;
}

}  // namespace

TEST_CASE("SudokuWiki's S9B strings read to their pages' puzzles and write back as they were") {
  const auto rows = app_strings("s9b.tsv");
  REQUIRE(rows.size() >= 20);
  size_t stated = 0, written_back = 0;
  for (const auto& row : rows) {
    INFO(row[2]);
    const auto grid = parse_puzzle(row[0]);
    REQUIRE(grid.ok());
    // Its page's own statement (a fourth field says where the page's two links disagree).
    if (!row[1].empty() && row.size() == 3) {
      ++stated;
      std::string givens = row[1];
      std::replace(givens.begin(), givens.end(), '0', '.');
      CHECK(to_givens81(*grid) == givens);
    }
    // A link to the solver carries the same position.
    const auto linked = parse_puzzle("https://www.sudokuwiki.org/sudoku.htm?bd=" + row[0] + "&sj=1");
    REQUIRE(linked.ok());
    CHECK(same_position(*linked, *grid));
    CHECK(same_position(*parse_puzzle(to_sudokuwiki_link(*grid)), *grid));
    // The strings SudokuWiki's own pages carry (their notes as its solver cleans them) come back whole.
    if (row[2].find("sudokuwiki.org") != std::string::npos) {
      CHECK(to_s9b(*grid) == row[0]);
      ++written_back;
    }
    CHECK(count_solutions(*grid, 2).count == 1);
  }
  CHECK(stated >= 15);
  CHECK(written_back >= 20);
}

TEST_CASE("SudokuWiki's first board strings and 81-digit links read, and variants and bad cells are refused in words") {
  for (const auto& row : app_strings("sudokuwiki_v1.txt")) {
    INFO(row[1]);
    const auto grid = parse_puzzle(row[0]);
    REQUIRE(grid.ok());
    CHECK(count_solutions(*grid, 2).count == 1);
    CHECK(same_position(*parse_puzzle(to_s9b(*grid)), *grid));
  }
  const auto links = app_strings("sudokuwiki_bd81.txt");
  REQUIRE(links.size() >= 20);
  for (const auto& row : links) {
    const auto grid = parse_puzzle("https://www.sudokuwiki.org/sudoku.htm?bd=" + row[0]);
    REQUIRE(grid.ok());
    CHECK(to_line81(*grid) == to_line81(*parse_puzzle(row[0])));
  }
  for (const auto& row : app_strings("sudokuwiki_variants.txt")) {
    const auto refused = parse_puzzle(row[0]);
    REQUIRE(!refused.ok());
    CHECK(refused.error().message.find("which Pencilmark does not solve") != std::string::npos);
  }
  const std::string s9b = app_strings("s9b.tsv").front()[0];
  CHECK(parse_puzzle(s9b.substr(0, 100)).error().message ==
        "a SudokuWiki S9B string has 162 characters after 'S9B', found 97");
  std::string bad = s9b;
  bad.replace(3 + 2 * 10, 2, "zz");
  CHECK(parse_puzzle(bad).error().message ==
        "bad cell 'zz' at position 24 (r2c2) of a SudokuWiki S9B string (base 36, at most 'en')");
  CHECK(parse_puzzle("https://www.sudokuwiki.org/sudoku.htm?bd=12345").error().message ==
        "a SudokuWiki link's bd= holds 81 digits, an S9B string or 162 characters, not '12345'");
}

TEST_CASE("candidate grids of HoDoKu, Simple Sudoku and Sunnie's Sudoku read, and write back to the same position") {
  const auto rows = app_strings("candidate_grids.txt");
  REQUIRE(rows.size() >= 25);
  for (const auto& row : rows) {
    INFO(row[0] << "\n" << row[1]);
    const auto grid = parse_puzzle(row[0]);
    REQUIRE(grid.ok());
    CHECK(count_solutions(*grid, 2).count == 1);
    const std::string written = to_candidate_grid(*grid);
    const auto back = parse_puzzle(written);
    REQUIRE(back.ok());
    // A cell its givens leave one mark is written as one digit, which reads as a
    // given (as in HoDoKu's grids): only a grid with none comes back the same.
    bool pending = false;
    for (Cell c : grid->empty_cells()) pending = pending || grid->candidates(c).size() == 1;
    if (!pending) CHECK(*back == *grid);
    for (Cell c = 0; c < kCells; ++c) {
      if (grid->value(c)) CHECK(back->value(c) == grid->value(c));
      if (back->is_empty(c)) CHECK((back->candidates(c) - grid->candidates(c)).empty());
    }
  }
  // HoDoKu's grid of values: '+' marks a placed digit, not a given.
  for (const auto& row : app_strings("value_grids.txt")) {
    INFO(row[0]);
    const auto grid = parse_puzzle(row[0]);
    REQUIRE(grid.ok());
    int placed = 0;  // '+' right before a digit
    for (size_t i = 0; i + 1 < row[0].size(); ++i)
      placed += row[0][i] == '+' && row[0][i + 1] >= '1' && row[0][i + 1] <= '9';
    CHECK(grid->filled_count() - grid->givens().size() == placed);
  }
  // 80 groups: named, with the count.
  std::string written = to_candidate_grid(*parse_puzzle(rows.front()[0]));
  const size_t first = written.find("| ") + 2, end = written.find(' ', first);  // r1c1's group
  written.replace(first, end - first, std::string(end - first, ' '));
  CHECK(parse_puzzle(written).error().message == "expected 81 cells in the candidate grid, found 80");
}

TEST_CASE("SadMan's .sdk, SudoCue's .sdx and Simple Sudoku's .ss files read: headers, placed digits, candidates") {
  // Twelve steps or more into a path, with no cell of one candidate left (a .sdx
  // file, as HoDoKu's grids, writes one as it writes a given).
  Grid position = *parse_puzzle(test_support::read_lines(test_support::fixture("hardest.txt")).front());
  auto pending = [&] {
    for (Cell c : position.empty_cells())
      if (position.candidates(c).size() == 1) return true;
    return false;
  };
  for (int i = 0; i < 12 || pending(); ++i) apply(position, *next_step(position, {.explain = false}));
  REQUIRE(!position.is_complete());
  // .sdk: header lines, then the givens in nine lines.
  const std::string sdk = "#ATest author\n#DA puzzle of the tests\n#B2026-12-01\n" + to_sdk(position);
  CHECK(to_line81(*parse_puzzle(sdk)) == to_givens81(position));
  // .sdx: a row a line, cells between blanks, candidates run together, 'u' before the player's digits.
  std::string sdx;
  for (Cell c = 0; c < kCells; ++c) {
    if (position.is_given(c))
      sdx += static_cast<char>('0' + position.value(c));
    else if (position.value(c))
      sdx += "u" + std::string(1, static_cast<char>('0' + position.value(c)));
    else
      for (Digit d : position.candidates(c)) sdx += static_cast<char>('0' + d);
    sdx += col_of(c) == 8 ? "\n" : " ";
  }
  const auto read = parse_puzzle(sdx);
  INFO(sdx << (read.ok() ? "" : read.error().message));
  REQUIRE(read.ok());
  CHECK(same_position(*read, position));
  // .ss: three rows of three a line, bars and a dashed line between bands.
  std::string ss;
  const std::string givens = to_givens81(position);
  for (int row = 0; row < 9; ++row) {
    if (row == 3 || row == 6) ss += "-----------\n";
    ss += givens.substr(9 * row, 3) + "|" + givens.substr(9 * row + 3, 3) + "|" + givens.substr(9 * row + 6, 3) + "\n";
  }
  CHECK(to_givens81(*parse_puzzle(ss)) == givens);
  CHECK(to_line81(*parse_puzzle(to_library_line(position))) == to_line81(position));
}

// What one form writes it reads back to the same position: givens, placed digits
// and candidates, along the paths of real puzzles.
TEST_CASE("S9B, SudokuWiki links, library lines and candidate grids round-trip 1,000 positions along solution paths",
          "[slow]") {
  const std::string dir = test_support::shared_data_dir() + "/puzzles";
  test_support::skip_unless_exists(dir);
  const size_t every = test_support::sample_every();
  size_t positions = 0, candidate_grids = 0;
  for (const std::string name : {"magictour_top1465.txt", "kaggle3m_sample.txt", "forum_hardest_1106.txt"}) {
    const auto all = test_support::read_lines(dir + "/" + name);
    const size_t count = 40 / every + 1, stride = all.size() / count;
    for (size_t i = 0; i < count; ++i) {
      Grid g = *parse_puzzle(all[i * stride]);
      for (int step = 0; step < 729 && !g.is_complete(); ++step) {
        const auto next = next_step(g, {.explain = false});
        REQUIRE(next);
        apply(g, *next);
        if (step % 7 != 0) continue;
        ++positions;
        INFO(to_line729(g));
        CHECK(same_position(*parse_puzzle(to_s9b(g)), g));
        CHECK(same_position(*parse_puzzle(to_library_line(g)), g));
        CHECK(same_position(*parse_puzzle(to_sudokuwiki_link(g)), g));
        // A candidate grid cannot tell a pending single (one candidate left) from
        // a given, as HoDoKu's cannot: those positions read it as a given.
        bool pending = false;
        for (Cell c : g.empty_cells()) pending = pending || g.candidates(c).size() == 1;
        if (pending) continue;
        ++candidate_grids;
        CHECK(same_position(*parse_puzzle(to_candidate_grid(g)), g));
      }
    }
  }
  INFO(positions << " positions, " << candidate_grids << " as candidate grids");
  CHECK(positions >= 1000 / every);
}
