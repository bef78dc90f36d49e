#include <array>
#include <catch2/catch.hpp>

#include "api/pencilmark.hpp"
#include "exact/exact_solver.hpp"
#include "explain/explainers.hpp"
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

// The typed values logic's next_hint takes, made without the format layer: a
// digit by cell, 0 for empty; marks by cell, empty for an unmarked cell.
using Digits = std::array<Digit, kCells>;
using Marks = std::array<DigitSet, kCells>;

Digits digits_of(std::string_view board) {
  Digits digits{};
  for (Cell c = 0; c < kCells; ++c) digits[c] = board[c] >= '1' && board[c] <= '9' ? board[c] - '0' : 0;
  return digits;
}

// Each empty cell marked with its computed candidates, the givens unmarked.
Marks computed_marks(const Grid& g) {
  Marks marks{};
  for (Cell c : g.empty_cells()) marks[c] = g.candidates(c);
  return marks;
}

// Hints and steps with their words, as the facade asks for them.
const StepOptions kWords{.explain = explain_step};

const Grid& givens() {
  static const Grid grid = *parse_puzzle(kPuzzle);
  return grid;
}

}  // namespace

TEST_CASE("with the givens alone a hint is the solver's next step") {
  const auto hint = next_hint({givens(), std::nullopt, std::nullopt}, kWords);
  REQUIRE(hint.ok());
  REQUIRE(hint->has_value());
  const auto expected = next_step(givens(), kWords);
  CHECK(api::step_json(**hint) == api::step_json(*expected));
}

TEST_CASE("a wrong digit that clashes with a peer is named with the peer") {
  // r1c2 should be 3; a 5 there clashes with the 5 given in r1c7.
  const auto hint = next_hint({givens(), digits_of(with_digit(kPuzzle, 1, '5')), std::nullopt}, kWords);
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
  Digits board = digits_of(kPuzzle);
  board[1] = 2;
  const auto hint = next_hint({givens(), board, std::nullopt}, kWords);
  REQUIRE(hint.ok());
  CHECK((*hint)->technique == technique("wrong-digit"));
  CHECK((*hint)->text == "The 2 in r1c2 is wrong: it is not this puzzle's solution. Remove it.");
}

TEST_CASE("a true candidate the player removed is pointed out") {
  Marks marks = computed_marks(givens());  // players mark empty cells only
  // r1c2's solution is 3: take it out of the marks.
  marks[1].remove(3);
  const auto hint = next_hint({givens(), std::nullopt, marks}, kWords);
  REQUIRE(hint.ok());
  CHECK((*hint)->technique == technique("missing-candidate"));
  CHECK((*hint)->text == "The pencil marks of r1c2 lack 3, but 3 has not been ruled out there. Put it back.");
}

TEST_CASE("a partly marked board: unmarked cells keep their candidates, marked ones are the player's") {
  // The player has marked only row 1's empty cells, from the computed candidates.
  const Grid& g = givens();
  Marks marks{};
  for (Cell c : g.empty_cells() & kHouseSets[row_house(0)]) marks[c] = g.candidates(c);
  const auto hint = next_hint({g, std::nullopt, marks}, kWords);
  REQUIRE(hint.ok());
  REQUIRE(hint->has_value());
  // No "missing candidate" for the many unmarked cells: the hint is the solver's
  // step, as with no marks at all.
  CHECK(api::step_json(**hint) == api::step_json(*next_step(g, kWords)));
  // A true candidate taken out of a marked cell is still pointed out: r1c2's 3.
  marks[1].remove(3);
  const auto missing = next_hint({g, std::nullopt, marks}, kWords);
  REQUIRE(missing.ok());
  CHECK((*missing)->technique == technique("missing-candidate"));
  CHECK((*missing)->restored == std::vector<Candidate>{{1, 3}});
}

TEST_CASE("the player's own marks are where the hint starts") {
  // The player has marked only each empty cell's solution digit. Scanning box 1
  // first, the hint is then the smallest digit box 1 lacks, at its solution cell;
  // the computed candidates would give a different first step.
  const Grid& g = givens();
  Marks marks{};
  Grid marked = g;
  for (Cell c : g.empty_cells()) {
    const Digit d = kSolution[c] - '0';
    marks[c] = DigitSet::single(d);
    marked.set_candidates(c, DigitSet::single(d));
  }
  const auto hint = next_hint({g, std::nullopt, marks}, kWords);
  REQUIRE(hint.ok());
  const Step& s = **hint;
  CHECK(api::step_json(s) == api::step_json(*next_step(marked, kWords)));
  CHECK(api::step_json(s) != api::step_json(*next_step(g, kWords)));
  DigitSet present;
  for (Cell c : kHouseCells[box_house(0)])
    if (g.value(c)) present.add(g.value(c));
  const Digit smallest_missing = (~present).first();
  REQUIRE(s.placements.size() == 1);
  CHECK(s.placements[0].digit == smallest_missing);
  CHECK(box_of(s.placements[0].cell) == 0);
}

TEST_CASE("a complete, correct board has no next step") {
  const auto hint = next_hint({givens(), digits_of(kSolution), std::nullopt}, kWords);
  REQUIRE(hint.ok());
  CHECK_FALSE(hint->has_value());
}

TEST_CASE("logic's next_hint takes typed values: a given cell keeps its given, and a puzzle's own errors stand") {
  // A digit the facade would refuse at a given cell (r1c1 is the given 4) is not
  // read: the board is the givens', and the hint the solver's first step.
  Digits board{};
  board[0] = 9;
  const auto hint = next_hint({givens(), board, std::nullopt}, kWords);
  REQUIRE(hint.ok());
  REQUIRE(hint->has_value());
  CHECK(api::step_json(**hint) == api::step_json(*next_step(givens(), kWords)));
  // Empty marks everywhere are a board nobody has marked yet.
  const auto unmarked = next_hint({givens(), std::nullopt, Marks{}}, kWords);
  REQUIRE(unmarked.ok());
  CHECK(api::step_json(**unmarked) == api::step_json(*next_step(givens(), kWords)));
  // The typed value and the facade's text give the same hint.
  const auto state = api::player_state(kPuzzle, with_digit(kPuzzle, 1, '5'), "");
  REQUIRE(state.ok());
  CHECK(state->values == digits_of(with_digit(kPuzzle, 1, '5')));
  CHECK_FALSE(state->marks.has_value());
  CHECK(api::step_json(**next_hint(*state, kWords)) ==
        api::step_json(**next_hint({givens(), digits_of(with_digit(kPuzzle, 1, '5')), std::nullopt}, kWords)));
  const auto none = next_hint({*parse_puzzle(std::string(81, '.')), std::nullopt, std::nullopt}, kWords);
  REQUIRE_FALSE(none.ok());
  CHECK(none.error().kind == ErrorKind::MultipleSolutions);
  CHECK(none.error().message == "more than one solution");
}

TEST_CASE("a bad player state is refused by the facade in words that name the problem") {
  // The facade reads the player's state (api::player_state) before logic sees it;
  // api::hint answers its errors as they are. The givens' verdict (no solution,
  // several) is logic's, after the state is read.
  const auto message = [](std::string_view puzzle, std::string_view values, std::string_view candidates) {
    const auto state = api::player_state(puzzle, values, candidates);
    const auto hint = api::hint(puzzle, values, candidates, {});
    REQUIRE_FALSE(hint.ok());
    if (!state.ok()) {
      CHECK(hint.error().kind == state.error().kind);
      CHECK(hint.error().message == state.error().message);
    }
    return hint.error();
  };
  for (const Error& e : {message(kPuzzle, "123", ""), message(kPuzzle, with_digit(kPuzzle, 0, '9'), ""),
                         message(kPuzzle, with_digit(kPuzzle, 1, 'x'), ""), message(kPuzzle, "", std::string(729, 'x')),
                         message(kPuzzle, "", "12")})
    CHECK(e.kind == ErrorKind::BadState);
  CHECK(message(kPuzzle, "123", "").message == "values: expected 81 characters, found 3");
  CHECK(message(kPuzzle, with_digit(kPuzzle, 0, '9'), "").message == "values: r1c1 is the given 4");
  CHECK(message(kPuzzle, with_digit(kPuzzle, 1, 'x'), "").message == "values: bad character 'x' at position 2 (r1c2)");
  CHECK(message(kPuzzle, "", std::string(729, 'x')).message ==
        "candidates: bad character 'x' at position 1 (r1c1, candidate slot 1)");
  CHECK(message(kPuzzle, "", "12").message.starts_with("candidates: expected 729 characters"));
  const Error none = message(std::string(81, '.'), "", "");
  CHECK(none.kind == ErrorKind::MultipleSolutions);
  CHECK(none.message == "more than one solution");
  const Error bad = message("bad", "", "");
  CHECK(bad.kind == ErrorKind::BadCharacter);
  CHECK(bad.message == "bad character 'b' at position 1" + std::string(kFormsRead));
  // A 0 where a given is stands, as on a game begun before a pencil-mark puzzle's
  // one-mark cells were givens.
  const auto zero = api::player_state(kPuzzle, with_digit(kPuzzle, 0, '.'), "");
  REQUIRE(zero.ok());
  CHECK((*zero->values)[0] == 0);
}
