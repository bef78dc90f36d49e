// Other apps' forms: SudokuWiki's board strings and links, and candidate grids
// as HoDoKu, Simple Sudoku and Sunnie's Sudoku print them, read from real
// strings those apps made (tests/data/other_apps, each with its source), and
// written back.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <map>

#include "api/pencilmark.hpp"
#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "json/json.hpp"
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
    // One solution, but where the page's data is at odds with itself (Tridagons'
    // first example flags clues that alone leave several).
    if (row.size() == 3) CHECK(count_solutions(*grid, 2).count == 1);
  }
  CHECK(stated >= 15);
  CHECK(written_back >= 20);
}

TEST_CASE("SudokuWiki's first board strings and 81-digit links read, and variants and bad cells are refused in words") {
  const auto v1 = app_strings("sudokuwiki_v1.txt");
  REQUIRE(v1.size() >= 30);
  for (const auto& row : v1) {
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

TEST_CASE("Real .sdk, .sdx and .ss files and a .sdm collection read, each puzzle with one solution") {
  size_t files = 0, puzzles = 0;
  std::map<std::string, size_t> kinds;
  for (const auto& row : app_strings("files/SOURCES.tsv")) {
    INFO(row[1] << " " << row[2]);
    const auto lines = test_support::read_lines(test_support::fixture("other_apps/files/" + row[0]));
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    ++files;
    ++kinds[row[3]];
    if (row[3] == "sdk" || row[3] == "sdx" || row[3] == "ss") {  // one puzzle a file
      const auto grid = parse_puzzle(text);
      INFO((grid.ok() ? "" : grid.error().message));
      REQUIRE(grid.ok());
      CHECK(count_solutions(*grid, 2).count == 1);
      ++puzzles;
      continue;
    }
    for (const auto& line : lines) {  // a collection: a puzzle a line
      if (line.empty() || line[0] == '#') continue;
      const auto grid = parse_puzzle(line);
      REQUIRE(grid.ok());
      CHECK(count_solutions(*grid, 2).count == 1);
      ++puzzles;
    }
  }
  CHECK(files >= 46);
  CHECK(puzzles >= 145);
  CHECK(kinds["sdk"] >= 33);
  CHECK(kinds["ss"] >= 10);
  CHECK(kinds["sdx"] >= 2);
}

TEST_CASE("candidate grids of HoDoKu, Simple Sudoku and Sunnie's Sudoku read, and write back to the same position") {
  const auto rows = app_strings("candidate_grids.txt");
  REQUIRE(rows.size() >= 30);
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
  for (int i = 0; i < 12 || pending(); ++i) apply(position, *next_step(position, {}));
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
  // A solved .ss grid (a solver's answer, "189|345|762"): nine lines of nine
  // digits in threes are values, not 27 groups of candidates.
  const std::string solution = to_line81(*solve_unique(position));
  std::string solved_ss;
  for (int row = 0; row < 9; ++row) {
    if (row == 3 || row == 6) solved_ss += "-----------\n";
    solved_ss += solution.substr(9 * row, 3) + "|" + solution.substr(9 * row + 3, 3) + "|" +
                 solution.substr(9 * row + 6, 3) + "\n";
  }
  const auto solved = parse_puzzle(solved_ss);
  INFO(solved_ss << (solved.ok() ? "" : solved.error().message));
  REQUIRE(solved.ok());
  CHECK(to_line81(*solved) == solution);
}

// What one form writes it reads back to the same position: givens, placed digits
// and candidates, along the paths of real puzzles.
TEST_CASE(
    "S9B, SudokuWiki links, library lines, f-puzzles' and sudoku.coach's JSON and candidate grids round-trip 1,000 "
    "positions along solution paths",
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
        const auto next = next_step(g, {});
        REQUIRE(next);
        apply(g, *next);
        if (step % 7 != 0) continue;
        ++positions;
        INFO(to_line729(g));
        CHECK(same_position(*parse_puzzle(to_s9b(g)), g));
        CHECK(same_position(*parse_puzzle(to_library_line(g)), g));
        CHECK(same_position(*parse_puzzle(to_sudokuwiki_link(g)), g));
        CHECK(same_position(*parse_puzzle(to_fpuzzles(g)), g));
        CHECK(same_position(*parse_puzzle(to_coach(g)), g));
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

// Other apps' JSON, as the JS layer unpacks it from their links and strings.
namespace {
const std::string kAppSample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// f-puzzles' JSON of kAppSample, each cell's members from `cell` (row, col) in place of its given.
std::string fpuzzles_json(const std::function<std::string(int, int)>& cell, const std::string& more = "") {
  std::string json = "{\"size\":9,\"title\":\"A test\",\"grid\":[";
  for (int row = 0; row < 9; ++row) {
    json += row ? ",[" : "[";
    for (int col = 0; col < 9; ++col) {
      const char given = kAppSample[static_cast<size_t>(9 * row + col)];
      const std::string own = cell(row, col);
      json += col ? "," : "";
      json += !own.empty()   ? "{" + own + "}"
              : given != '.' ? "{\"value\":" + std::string(1, given) + ",\"given\":true}"
                             : "{}";
    }
    json += "]";
  }
  return json + "]" + more + "}";
}
}  // namespace

TEST_CASE("f-puzzles' JSON reads givens, the player's digits and centre marks, not corner marks or colours") {
  const auto grid = parse_puzzle(fpuzzles_json([](int row, int col) -> std::string {
    if (row == 0 && col == 2) return "\"value\":4,\"c\":\"#FFA0A0\"";  // the player's (no given)
    if (row == 0 && col == 3) return "\"centerPencilMarks\":[6,2],\"cornerPencilMarks\":[1]";
    if (row == 0 && col == 5) return "\"cornerPencilMarks\":[8]";
    return "";
  }));
  REQUIRE(grid.ok());
  CHECK(to_givens81(*grid) == kAppSample);
  CHECK(grid->value(cell_at(0, 2)) == 4);
  CHECK(!grid->is_given(cell_at(0, 2)));
  CHECK(grid->candidates(cell_at(0, 3)) == DigitSet::from_bits(0b100010));  // 2 and 6: the corner mark is no candidate
  CHECK(grid->candidates(cell_at(0, 5)).size() > 1);                        // corner marks alone: all its candidates
  // What it writes reads back; the player's digit is not a given.
  CHECK(same_position(*parse_puzzle(to_fpuzzles(*grid)), *grid));
  CHECK(to_fpuzzles(*grid).find("{\"value\":4}") != std::string::npos);
}

TEST_CASE("f-puzzles' variants are refused in words, never read as classic puzzles") {
  const auto none = [](int, int) { return std::string(); };
  const std::pair<std::string, std::string> refusals[] = {
      {",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"8\"}]",
       "this puzzle has killer cages, which Pencilmark does not solve"},
      {",\"diagonal-\":true", "this puzzle has a diagonal (top left to bottom right), which Pencilmark does not solve"},
      {",\"antiknight\":true", "this puzzle has the anti-knight rule, which Pencilmark does not solve"},
      {",\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]]}]",
       "this puzzle has drawn lines, which may draw rules that Pencilmark does not solve"},
      {",\"newrule\":[1]", "this puzzle has a rule named 'newrule', which Pencilmark does not solve"},
  };
  for (const auto& [member, words] : refusals) {
    const auto refused = parse_puzzle(fpuzzles_json(none, member));
    REQUIRE(!refused.ok());
    CHECK(refused.error().kind == ErrorKind::Variant);
    CHECK(refused.error().message == words);
  }
  // Empty or false members are no rules; a title and rules text are not either.
  CHECK(parse_puzzle(fpuzzles_json(none, ",\"killercage\":[],\"diagonal+\":false,\"ruleset\":\"Normal sudoku\"")).ok());
  const auto jigsaw = parse_puzzle(
      fpuzzles_json([](int row, int col) { return row == 4 && col == 4 ? std::string("\"region\":0") : ""; }));
  CHECK(jigsaw.error().message == "this puzzle has shaped boxes (a jigsaw), which Pencilmark does not solve");
  const auto six = parse_puzzle("{\"size\":6,\"grid\":[]}");
  CHECK(six.error().kind == ErrorKind::Variant);
  CHECK(six.error().message == "this puzzle is 6x6, and Pencilmark solves 9x9 Sudoku");
  CHECK(parse_puzzle("{\"size\":9,\"grid\":[[]]}").error().message ==
        "f-puzzles puzzle: 'grid' must be a list of 9 rows");
  CHECK(parse_puzzle("{\"size\":9,\"grid\":[[],[],[],[],[],[],[],[],[]]}").error().message ==
        "f-puzzles puzzle: row 1 of 'grid' must be a list of 9 cells");
  CHECK(parse_puzzle(
            fpuzzles_json([](int row, int col) { return row == 2 && col == 7 ? std::string("\"value\":10") : ""; }))
            .error()
            .message == "f-puzzles puzzle: r3c8's value must be a digit 1 to 9");
  CHECK(parse_puzzle("{\"size\":9,\"grid\":[[{\"value\":5}]").error().message ==
        "a puzzle in JSON: not JSON at character 32: expected ',' or ']' in an array");
  CHECK(parse_puzzle("{\"cols\":9}").error().message.find("a puzzle in JSON is f-puzzles'") == 0);
}

TEST_CASE("The JSON reader reads every JSON value and names where a text is not JSON") {
  const auto read = read_json(" {\"a\": [1, -2.5e-1, true, false, null, \"x\\u00e9\\ud83d\\ude00\\n\"], \"b\": {}} ");
  REQUIRE(std::holds_alternative<JsonValue>(read));
  const JsonValue& value = std::get<JsonValue>(read);
  const JsonValue& a = *value.find("a");
  REQUIRE(a.items.size() == 6);
  CHECK(a.items[0].whole() == 1);
  CHECK(a.items[1].number == -0.25);
  CHECK(!a.items[1].whole());
  CHECK(a.items[2].boolean);
  CHECK(a.items[4].kind == JsonValue::Kind::Null);
  CHECK(a.items[5].text == "x\xc3\xa9\xf0\x9f\x98\x80\n");
  CHECK(value.find("b")->kind == JsonValue::Kind::Object);
  CHECK(!value.find("c"));
  const std::pair<std::string, std::string> faults[] = {
      {"", "the text ends where a value should be"},
      {"{\"a\" 1}", "expected ':' after a member's name"},
      {"[1 2]", "expected ',' or ']' in an array"},
      {"{a:1}", "expected a member's name in quotes"},
      {"\"abc", "the text ends inside a string"},
      {"\"\\q\"", "an unknown escape \\q"},
      {"01", "more after the end of the value"},
      {"-", "expected a value (an object, array, string, number, true, false or null)"},
      {std::string(100, '['), "values nested more than 64 deep"},
  };
  for (const auto& [text, what] : faults) {
    INFO(text);
    const auto fault = read_json(text);
    REQUIRE(std::holds_alternative<JsonFault>(fault));
    CHECK(std::get<JsonFault>(fault).what == what);
  }
  CHECK(std::get<JsonFault>(read_json("[1 2]")).offset == 3);
}

TEST_CASE("sudoku.coach's JSON reads givens, the player's digits and marks, and its whole progress") {
  std::string marks;
  for (Cell c = 0; c < kCells; ++c) marks += (c ? "-" : "") + std::string(c == 2 ? "20" : "0");  // r1c3: 2 and 4
  std::string givens = kAppSample, placed(kCells, '0');
  std::replace(givens.begin(), givens.end(), '.', '0');
  placed[3] = '2';
  const std::string state = "{\"gridSize\":9,\"givenDigits\":\"" + givens + "\",\"userDigits\":\"" + placed +
                            "\",\"userCellCandidates\":\"" + marks + "\",\"colours\":[],\"givenColours\":\"\"}";
  const auto grid = parse_puzzle(state);
  REQUIRE(grid.ok());
  CHECK(to_givens81(*grid) == kAppSample);
  CHECK(grid->value(3) == 2);
  CHECK(!grid->is_given(3));
  CHECK(grid->candidates(2) == DigitSet::from_bits(0b1000));  // 2 is placed in its row: 4 is left
  CHECK(same_position(*parse_puzzle(to_coach(*grid)), *grid));
  // Its whole progress: the state shown is the i-th, itself JSON in a string.
  std::string escaped;
  for (char ch : state) escaped += ch == '"' ? std::string("\\\"") : std::string(1, ch);
  CHECK(same_position(*parse_puzzle("{\"i\":0,\"a\":[\"" + escaped + "\"],\"b\":[]}"), *grid));
  CHECK(parse_puzzle("{\"i\":1,\"a\":[\"" + escaped + "\"],\"b\":[]}").error().message ==
        "sudoku.coach puzzle: its progress holds states \"a\" and the one shown \"i\"");
  std::string odd = state;
  odd.replace(odd.find("-20-"), 4, "-21-");
  CHECK(parse_puzzle(odd).error().message ==
        "sudoku.coach puzzle: \"userCellCandidates\" holds 81 even numbers to 1022 joined by '-'; r1c3's is '21'");
  const auto variant =
      parse_puzzle("{\"gridSize\":9,\"givenDigits\":\"" + givens + "\",\"givenConstraints\":[{\"type\":\"cage\"}]}");
  CHECK(variant.error().message == "this puzzle has constraints beyond Sudoku's, which Pencilmark does not solve");
}

TEST_CASE("SudokuPad's own JSON reads givens and centre marks and refuses drawings, cages and shaped regions") {
  std::string cells = "[";
  for (int row = 0; row < 9; ++row) {
    cells += row ? ",[" : "[";
    for (int col = 0; col < 9; ++col) {
      const char given = kAppSample[static_cast<size_t>(9 * row + col)];
      cells += col ? "," : "";
      cells += given != '.'           ? "{\"value\":\"" + std::string(1, given) + "\"}"
               : row == 0 && col == 2 ? "{\"centremarks\":[1,2,4],\"pencilMarks\":[9]}"
                                      : "null";
    }
    cells += "]";
  }
  cells += "]";
  std::string boxes = "[";
  for (int box = 8; box >= 0; --box) {
    boxes += box < 8 ? ",[" : "[";
    for (int i = 0; i < 9; ++i)
      boxes += (i ? "," : "") + std::string("[") + std::to_string(box / 3 * 3 + i / 3) + "," +
               std::to_string(box % 3 * 3 + i % 3) + "]";
    boxes += "]";
  }
  boxes += "]";
  const std::string notes =
      "\"cages\":[{\"value\":\"title: A test\"},{\"value\":\"rules: Normal sudoku rules apply.\"}]";
  const auto grid =
      parse_puzzle("{\"id\":\"x\",\"cellSize\":50,\"cells\":" + cells + ",\"regions\":" + boxes + "," + notes + "}");
  REQUIRE(grid.ok());
  CHECK(to_givens81(*grid) == kAppSample);
  CHECK(grid->candidates(2) == DigitSet::from_bits(0b1011));  // its centre marks, 1, 2 and 4; the corner mark 9 is none
  const auto cage = parse_puzzle("{\"cells\":" + cells + ",\"cages\":[{\"cells\":[[0,0],[0,1]],\"sum\":9}]}");
  CHECK(cage.error().message == "this puzzle has cages, which Pencilmark does not solve");
  const auto lines = parse_puzzle("{\"cells\":" + cells + ",\"lines\":[{\"wayPoints\":[[0.5,0.5],[1.5,1.5]]}]}");
  CHECK(lines.error().message ==
        "this puzzle has lines drawn on the grid, which may draw rules that Pencilmark does not solve");
  std::string shaped = boxes;
  const size_t corner = shaped.find("[0,0]"), centre = shaped.find("[4,4]");
  shaped.replace(corner, 5, "[4,4]");
  shaped.replace(centre, 5, "[0,0]");
  CHECK(parse_puzzle("{\"cells\":" + cells + ",\"regions\":" + shaped + "}").error().message ==
        "this puzzle has shaped boxes (a jigsaw), which Pencilmark does not solve");
}

TEST_CASE("Packed links reach the CLI's engine as they are: it names the form and how to unpack it") {
  CHECK(parse_puzzle("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BWVNC")
            .error()
            .message ==
        "this f-puzzles link is packed, which the page and the JS API undo but the CLI does not: unpack it to its JSON "
        "first with pencilmark-links (node dist/links.js)");
  CHECK(
      parse_puzzle("SCv7_32_f2eamlia5v54o2eelh55bcliqh8").error().message.find("this sudoku.coach string is packed") ==
      0);
  CHECK(parse_puzzle("https://sudokupad.app/4swipiexba").error().message.find("this SudokuPad link is packed") == 0);
}
