#include <catch2/catch.hpp>

#include "format/format.hpp"
#include "test_support.hpp"

using namespace pencilmark;

namespace {

using test_support::kPuzzle;

std::string error_of(const std::string& text) {
  const auto r = parse_puzzle(text);
  REQUIRE_FALSE(r.ok());
  return r.error().message;
}

ErrorKind kind_of(const std::string& text) {
  const auto r = parse_puzzle(text);
  REQUIRE_FALSE(r.ok());
  return r.error().kind;
}

}  // namespace

TEST_CASE("an 81-character line reads '.', '0' and '-' as blanks") {
  const auto dots = parse_puzzle(kPuzzle);
  REQUIRE(dots.ok());
  std::string zeros = kPuzzle, dashes = kPuzzle;
  for (char& ch : zeros) ch = ch == '.' ? '0' : ch;
  for (char& ch : dashes) ch = ch == '.' ? '-' : ch;
  CHECK(*parse_puzzle(zeros) == *dots);
  CHECK(*parse_puzzle(dashes) == *dots);
  CHECK(to_line81(*dots) == kPuzzle);
  CHECK(dots->filled_count() == 25);
  CHECK(dots->is_given(0));
  CHECK(dots->value(0) == 4);
  CHECK_FALSE(dots->candidates(1).has(4));  // a peer of the 4 in r1c1
}

TEST_CASE("surrounding white space and Windows line ends are ignored") {
  CHECK(to_line81(*parse_puzzle("  " + kPuzzle + "\r\n")) == kPuzzle);
}

TEST_CASE("a printed grid with separators reads like the line it shows") {
  const auto grid = parse_puzzle(kPuzzle);
  REQUIRE(grid.ok());
  const std::string text = to_grid_text(*grid);
  CHECK(text.rfind("4 . 8 | . 7 6 | 5 . .\n", 0) == 0);
  CHECK(to_line81(*parse_puzzle(text)) == kPuzzle);

  const std::string boxed =
      "+-------+-------+-------+\n"
      "| 4 . 8 | . 7 6 | 5 . . |\n"
      "| . . . | . . . | . 4 . |\n"
      "| . . 5 | . . . | 8 . 1 |\n"
      "+-------+-------+-------+\n"
      "| . . 4 | 7 . . | . . 2 |\n"
      "| . . . | 3 2 . | . . . |\n"
      "| 5 9 . | . 8 . | . . . |\n"
      "+=======+=======+=======+\n"
      "| . . . | . . . | . . . |\n"
      "| 0 0 0 | 6 1 3 | 0 0 4 |\n"
      "|\t. 5 . | . . . | 6 . . |\n"
      "+-------+-------+-------+\n";
  const auto parsed = parse_puzzle(boxed);
  REQUIRE(parsed.ok());
  // Rows 8 and 9 differ from kPuzzle on purpose: they exercise '0' and tabs.
  CHECK(to_line81(*parsed).substr(0, 63) == kPuzzle.substr(0, 63));
  CHECK(to_line81(*parsed).substr(63) == "...613..4.5....6..");
}

TEST_CASE("a 729-character pencil-mark line keeps each cell's candidates, its one-mark cells as givens") {
  const auto grid = parse_puzzle(kPuzzle);
  REQUIRE(grid.ok());
  const std::string marks = to_line729(*grid);
  REQUIRE(marks.size() == 729);
  CHECK(marks.substr(0, 9) == "...4.....");  // r1c1 is the given 4
  const auto back = parse_puzzle(marks);
  REQUIRE(back.ok());
  // A cell of one mark is a given (the puzzle's, or a single it already shows),
  // and its digit leaves its peers' marks; the other cells keep their marks.
  for (Cell c = 0; c < kCells; ++c) {
    const DigitSet one = grid->value(c) ? DigitSet::single(grid->value(c)) : grid->candidates(c);
    if (one.size() == 1) {
      CHECK(back->is_given(c));
      CHECK(back->value(c) == one.first());
      continue;
    }
    DigitSet left = one;
    for (Cell p : kPeers[c])
      if (back->value(p)) left.remove(back->value(p));
    CHECK(back->candidates(c) == left);
  }
  CHECK(to_givens81(*back) == to_line81(*back));
}

TEST_CASE("wrong lengths say the length found") {
  CHECK(error_of(kPuzzle.substr(0, 80)) ==
        "expected 81 characters (or 729 for pencil marks), found 80" + std::string(kFormsRead));
  CHECK(error_of(kPuzzle + ".") ==
        "expected 81 characters (or 729 for pencil marks), found 82" + std::string(kFormsRead));
  CHECK(error_of("") == "expected 81 characters (or 729 for pencil marks), found 0" + std::string(kFormsRead));
  CHECK(error_of("   \n  ") == "expected 81 characters (or 729 for pencil marks), found 0" + std::string(kFormsRead));
  CHECK(kind_of(kPuzzle.substr(1)) == ErrorKind::WrongLength);
  CHECK(error_of("4 . 8\n. 7 6") == "expected 81 cells in the grid, found 6");
}

TEST_CASE("a bad character is named with its position") {
  std::string p = kPuzzle;
  p[4] = 'x';
  CHECK(error_of(p) == "bad character 'x' at position 5 (r1c5)");
  CHECK(kind_of(p) == ErrorKind::BadCharacter);
  p[4] = ' ';
  CHECK(error_of(p) == "bad character ' ' (space) at position 5 (r1c5)");
  CHECK(error_of("12a4") == "bad character 'a' at position 3" + std::string(kFormsRead));
  // Multi-byte characters count as one position and are shown whole.
  CHECK(error_of("1\xc3\xa9"
                 "3") == "bad character '\xc3\xa9' at position 2" + std::string(kFormsRead));
  CHECK(error_of("12\x01") == "bad character U+0001 at position 3" + std::string(kFormsRead));
  CHECK(error_of("4 . 8\n. ? 6\n") == "bad character '?' at line 2, column 3");
}

TEST_CASE("a pencil-mark slot must hold its own digit") {
  std::string marks = to_line729(*parse_puzzle(kPuzzle));
  marks[9 + 2] = '7';  // r1c2, slot 3
  CHECK(error_of(marks) == "bad character '7' at position 12 (r1c2, candidate slot 3 holds '3' or '.')");
  marks = std::string(729, '.');
  CHECK(error_of(marks) == "r1c1 has no candidates");
  CHECK(kind_of(marks) == ErrorKind::NoCandidates);
}

TEST_CASE("two equal digits in a house name both cells and the house") {
  std::string row = std::string(81, '.');
  row[0] = '7';
  row[4] = '7';
  CHECK(error_of(row) == "r1c1 and r1c5 are both 7 (row 1)");
  CHECK(kind_of(row) == ErrorKind::Duplicate);

  std::string col = std::string(81, '.');
  col[cell_at(2, 3)] = '2';
  col[cell_at(8, 3)] = '2';
  CHECK(error_of(col) == "r3c4 and r9c4 are both 2 (column 4)");

  std::string box = std::string(81, '.');
  box[cell_at(3, 3)] = '9';
  box[cell_at(5, 5)] = '9';
  CHECK(error_of(box) == "r4c4 and r6c6 are both 9 (box 5)");
}

TEST_CASE("the printers agree with each other") {
  const auto grid = parse_puzzle(kPuzzle);
  REQUIRE(grid.ok());
  const std::string text = to_grid_text(*grid);
  CHECK(std::count(text.begin(), text.end(), '\n') == 11);  // 9 rows and 2 separator lines
  CHECK(text.find("------+-------+------") != std::string::npos);
}

TEST_CASE("a table copied from a web page: tab-separated cells, empty fields blank") {
  std::string table;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const char ch = kPuzzle[9 * r + c];
      if (c) table += '\t';
      if (ch != '.') table += ch;
    }
    table += "\r\n";
  }
  const auto parsed = parse_puzzle(table);
  REQUIRE(parsed.ok());
  CHECK(to_line81(*parsed) == kPuzzle);
  // Empty first cells and an empty last row are tabs at the ends of the text: kept.
  const std::string shifted = "." + kPuzzle.substr(1, 71) + std::string(9, '.');
  std::string edges;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c)
      edges += std::string(c ? "\t" : "") + (shifted[9 * r + c] == '.' ? "" : shifted.substr(9 * r + c, 1));
    edges += '\n';
  }
  CHECK(to_line81(*parse_puzzle(edges)) == shifted);
  std::string bad = table;
  bad.replace(bad.find('8'), 1, "x");
  CHECK(error_of(bad) == "bad cell 'x' at line 1, field 3");
  CHECK(error_of("1\t2\t3\t4\t5\t6\t7\t8\t9\n\t\t\t\t\t\t\t\t\n") == "expected 81 cells in the table, found 18");
  // '_' is a blank in printed grids too.
  std::string underscores = to_grid_text(*parsed);
  for (char& ch : underscores) ch = ch == '.' ? '_' : ch;
  CHECK(to_line81(*parse_puzzle(underscores)) == kPuzzle);
}

TEST_CASE("a library line keeps its placed cells apart from the givens, and its deletions") {
  // kPuzzle with r1c2 placed as 3 and r1c4 as 1 ('+'), and 9 deleted from r1c8.
  std::string cells = kPuzzle;
  cells.replace(3, 1, "+1");
  cells.replace(1, 1, "+3");
  const auto grid = parse_puzzle(":0100:1:" + cells + ":918::::");
  REQUIRE(grid.ok());
  std::string with_placed = kPuzzle;
  with_placed[1] = '3';
  with_placed[3] = '1';
  CHECK(to_line81(*grid) == with_placed);
  CHECK(to_givens81(*grid) == kPuzzle);
  CHECK_FALSE(grid->is_given(1));
  CHECK(grid->is_given(0));
  CHECK_FALSE(grid->candidates(7).has(9));
  const auto undeleted = parse_puzzle(":0100:1:" + cells + "::::");
  REQUIRE(undeleted.ok());
  CHECK(undeleted->candidates(7).has(9));  // the deletion is what took it
  CHECK(to_line729(*grid).substr(9 * 7 + 8, 1) == ".");
  // An 81-character line has only givens: both forms agree.
  const auto plain = parse_puzzle(kPuzzle);
  REQUIRE(plain.ok());
  CHECK(to_givens81(*plain) == to_line81(*plain));
}
