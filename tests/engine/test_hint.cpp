#include <catch2/catch.hpp>

#include "api/pencilmark.hpp"
#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "logic/hint.hpp"
#include "logic/step_solver.hpp"
#include "test_support.hpp"

using namespace pencilmark;

namespace {

using test_support::kPuzzle;
const std::string kSolution = "438176529921538746765942831384765912176329485592481673859217364613894257247653198";

std::string with_digit(std::string board, Cell c, char d) {
  board[c] = d;
  return board;
}

}  // namespace

TEST_CASE("with the givens alone a hint is the solver's next step") {
  const auto hint = next_hint({kPuzzle, "", ""});
  REQUIRE(hint.ok());
  REQUIRE(hint->has_value());
  const auto expected = next_step(*parse_puzzle(kPuzzle));
  CHECK(api::step_json(**hint) == api::step_json(*expected));
}

TEST_CASE("a wrong digit that clashes with a peer is named with the peer") {
  // r1c2 should be 3; a 5 there clashes with the 5 given in r1c7.
  const auto hint = next_hint({kPuzzle, with_digit(kPuzzle, 1, '5'), ""});
  REQUIRE(hint.ok());
  REQUIRE(hint->has_value());
  const Step& s = **hint;
  CHECK(s.technique == technique("wrong-digit"));
  CHECK(s.text == "r1c2 and r1c7 are both 5 (row 1): the 5 in r1c2 is wrong. Remove it.");
  CHECK(s.cells[0].cell == 1);
  CHECK(s.cells[0].role == Role::Wrong);
}

TEST_CASE("a wrong digit with no clash is still pointed out before any logic") {
  // r1c2 should be 3; 2 clashes with nothing on the board.
  std::string board = with_digit(kPuzzle, 1, '2');
  const auto hint = next_hint({kPuzzle, board, ""});
  REQUIRE(hint.ok());
  CHECK((*hint)->technique == technique("wrong-digit"));
  CHECK((*hint)->text == "The 2 in r1c2 is wrong: it is not this puzzle's solution. Remove it.");
}

TEST_CASE("a true candidate the player removed is pointed out") {
  const Grid g = *parse_puzzle(kPuzzle);
  std::string marks = to_line729(g);
  for (Cell c = 0; c < kCells; ++c)
    if (g.value(c)) marks.replace(9 * c, 9, ".........");  // players mark empty cells only
  // r1c2's solution is 3: take it out of the marks.
  marks[9 * 1 + 2] = '.';
  const auto hint = next_hint({kPuzzle, "", marks});
  REQUIRE(hint.ok());
  CHECK((*hint)->technique == technique("missing-candidate"));
  CHECK((*hint)->text == "The pencil marks of r1c2 lack 3, but 3 has not been ruled out there. Put it back.");
}

TEST_CASE("a partly marked board: unmarked cells keep their candidates, marked ones are the player's") {
  // The player has marked only row 1's empty cells, from the computed candidates.
  const Grid g = *parse_puzzle(kPuzzle);
  const std::string computed = to_line729(g);
  std::string marks(729, '.');
  for (Cell c : g.empty_cells() & kHouseSets[row_house(0)]) marks.replace(9 * c, 9, computed.substr(9 * c, 9));
  const auto hint = next_hint({kPuzzle, "", marks});
  REQUIRE(hint.ok());
  REQUIRE(hint->has_value());
  // No "missing candidate" for the many unmarked cells: the hint is the solver's
  // step, as with no marks at all.
  CHECK(api::step_json(**hint) == api::step_json(*next_step(g)));
  // A true candidate taken out of a marked cell is still pointed out: r1c2's 3.
  marks[9 * 1 + 2] = '.';
  const auto missing = next_hint({kPuzzle, "", marks});
  REQUIRE(missing.ok());
  CHECK((*missing)->technique == technique("missing-candidate"));
  CHECK((*missing)->restored == std::vector<Candidate>{{1, 3}});
}

TEST_CASE("the player's own marks are where the hint starts") {
  // The player has marked only each empty cell's solution digit. Scanning box 1
  // first, the hint is then the smallest digit box 1 lacks, at its solution cell;
  // the computed candidates would give a different first step.
  const Grid g = *parse_puzzle(kPuzzle);
  std::string marks(729, '.');
  Grid marked = g;
  for (Cell c : g.empty_cells()) {
    const Digit d = kSolution[c] - '0';
    marks[9 * c + d - 1] = char('0' + d);
    marked.set_candidates(c, DigitSet::single(d));
  }
  const auto hint = next_hint({kPuzzle, "", marks});
  REQUIRE(hint.ok());
  const Step& s = **hint;
  CHECK(api::step_json(s) == api::step_json(*next_step(marked)));
  CHECK(api::step_json(s) != api::step_json(*next_step(g)));
  DigitSet present;
  for (Cell c : kHouseCells[box_house(0)])
    if (g.value(c)) present.add(g.value(c));
  const Digit smallest_missing = (~present).first();
  REQUIRE(s.placements.size() == 1);
  CHECK(s.placements[0].digit == smallest_missing);
  CHECK(box_of(s.placements[0].cell) == 0);
}

TEST_CASE("a complete, correct board has no next step") {
  const auto hint = next_hint({kPuzzle, kSolution, ""});
  REQUIRE(hint.ok());
  CHECK_FALSE(hint->has_value());
}

TEST_CASE("a bad player state is an error that names the problem") {
  CHECK(next_hint({kPuzzle, "123", ""}).error().message == "values: expected 81 characters, found 3");
  CHECK(next_hint({kPuzzle, with_digit(kPuzzle, 0, '9'), ""}).error().message == "values: r1c1 is the given 4");
  CHECK(next_hint({kPuzzle, with_digit(kPuzzle, 1, 'x'), ""}).error().message ==
        "values: bad character 'x' at position 2 (r1c2)");
  CHECK(next_hint({kPuzzle, "", std::string(729, 'x')}).error().message ==
        "candidates: bad character 'x' at position 1 (r1c1, candidate slot 1)");
  CHECK(next_hint({std::string(81, '.'), "", ""}).error().message == "more than one solution");
  CHECK(next_hint({"bad", "", ""}).error().message == "bad character 'b' at position 1" + std::string(kFormsRead));
}
