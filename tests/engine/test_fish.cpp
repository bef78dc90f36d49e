#include <catch2/catch.hpp>

#include "exact/exact_solver.hpp"
#include "explain/words.hpp"
#include "format/format.hpp"
#include "logic_support.hpp"

using namespace test_support;

namespace {

// Keeps d in row row1 only in the columns cols1 (1-based).
void row_only(Grid& g, Digit d, int row1, std::initializer_list<int> cols1) {
  confine(g, d, row_house(row1 - 1), row_cells(row1, cols1));
}

}  // namespace

TEST_CASE("finned X-wing: a fin beside a cover column", "[fish]") {
  // Rows 1 and 5 hold 5 only in columns 2 and 8, but for the fin r5c9: either
  // it is the 5, or columns 2 and 8 get theirs from rows 1 and 5. r4c8 and r6c8
  // are in column 8 and see the fin.
  Grid g;
  row_only(g, 5, 1, {2, 8});
  row_only(g, 5, 5, {2, 8, 9});
  const auto steps = find_all(technique("finned-x-wing"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == removals(5, {rc(4, 8), rc(6, 8)}));
  CHECK(houses_with(steps[0], Role::Base) == std::vector<House>{row_house(0), row_house(4)});
  CHECK(houses_with(steps[0], Role::Cover) == std::vector<House>{col_house(1), col_house(7)});
  CHECK(candidate_cells(steps[0], Role::Fin) == cell_set({rc(5, 9)}));
  CHECK(candidate_cells(steps[0], Role::Pattern) == cell_set({rc(1, 2), rc(1, 8), rc(5, 2), rc(5, 8)}));
  CHECK(steps[0].text ==
        "In row 1 and row 5, 5 can only go in column 2 and column 8, but for the fin r5c9. Either the fin holds the "
        "5, or the two columns get their 5s from these rows. Both ways, r4c8 and r6c8 (which see the fin) cannot be "
        "5: remove it.");
  CHECK(steps[0].clues[1] == "Finned X-Wing in row 1 and row 5 (digit 5).");
  // Not sashimi: each row keeps two places besides the fin.
  CHECK(find_all(technique("sashimi-x-wing"), g).empty());
}

TEST_CASE("finned X-wing near miss: a fin in another box sees no cover cell", "[fish]") {
  Grid g;
  row_only(g, 5, 1, {2, 8});
  row_only(g, 5, 5, {2, 5, 8});
  CHECK(find_all(technique("finned-x-wing"), g).empty());
  CHECK(find_all(technique("sashimi-x-wing"), g).empty());
}

TEST_CASE("finned X-wing on a real position", "[fish]") {
  check_library(
      technique("finned-x-wing"),
      ":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:"
      "962:315 335::",
      {"315", "335"});
}

TEST_CASE("sashimi X-wing: without the fins, a row keeps one place", "[fish]") {
  // Row 5 holds 5 only in r5c2 and the fins r5c7 and r5c9 (box 6): columns 2
  // and 8 make the fish with row 1.
  Grid g;
  row_only(g, 5, 1, {2, 8});
  row_only(g, 5, 5, {2, 7, 9});
  const auto steps = find_all(technique("sashimi-x-wing"), g);
  const Step* step = with_effect(steps, removals(5, {rc(4, 8), rc(6, 8)}));
  REQUIRE(step);
  CHECK(step->text ==
        "In row 1 and row 5, 5 can only go in column 2 and column 8, but for the fins r5c7 and r5c9. Either a fin "
        "holds the 5, or the two columns get their 5s from these rows. Both ways, r4c8 and r6c8 (which see every fin) "
        "cannot be 5: remove it. Without the fins, row 5 would have only r5c2 for 5: the fish is sashimi.");
  CHECK(find_all(technique("finned-x-wing"), g).empty());
}

TEST_CASE("a sashimi X-wing on two conjugate pairs is left to the skyscraper", "[fish]") {
  // Row 1 holds 5 only in r1c2 and r1c8, row 5 only in r5c2 and r5c9.
  Grid g;
  row_only(g, 5, 1, {2, 8});
  row_only(g, 5, 5, {2, 9});
  CHECK(find_all(technique("sashimi-x-wing"), g).empty());
  const auto skyscrapers = find_all(technique("skyscraper"), g);
  CHECK(with_effect(skyscrapers, removals(5, {rc(2, 9), rc(3, 9), rc(4, 8), rc(6, 8)})));
}

TEST_CASE("sashimi X-wing near miss: with its third place back, the row makes a finned X-wing", "[fish]") {
  Grid g;
  row_only(g, 5, 1, {2, 8});
  row_only(g, 5, 5, {2, 8, 9});
  CHECK(find_all(technique("sashimi-x-wing"), g).empty());
}

TEST_CASE("sashimi X-wing on a real position", "[fish]") {
  check_library(technique("sashimi-x-wing"),
                ":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 "
                "869::",
                {"859", "869"});
}

TEST_CASE("finned swordfish and its sashimi form", "[fish]") {
  // Rows 1, 4 and 7 hold 5 in columns 2, 5 and 8, and in the fin r7c9.
  Grid g;
  row_only(g, 5, 1, {2, 5});
  row_only(g, 5, 4, {5, 8});
  row_only(g, 5, 7, {2, 8, 9});
  const auto finned = find_all(technique("finned-swordfish"), g);
  REQUIRE(finned.size() == 1);
  CHECK(effect(finned[0]) == removals(5, {rc(8, 8), rc(9, 8)}));
  CHECK(candidate_cells(finned[0], Role::Fin) == cell_set({rc(7, 9)}));
  CHECK(find_all(technique("sashimi-swordfish"), g).empty());
  // Without r7c8, row 7 keeps only r7c2 besides the fin: sashimi.
  g.remove_candidate(rc(7, 8), 5);
  CHECK(find_all(technique("finned-swordfish"), g).empty());
  const auto sashimi = find_all(technique("sashimi-swordfish"), g);
  CHECK(with_effect(sashimi, removals(5, {rc(8, 8), rc(9, 8)})));
}

TEST_CASE("finned swordfish near miss: two fins in two boxes see no cover cell together", "[fish]") {
  // (Any one fin in row 7 shares a box with a cover column.)
  Grid g;
  row_only(g, 5, 1, {2, 5});
  row_only(g, 5, 4, {5, 8});
  row_only(g, 5, 7, {2, 4, 8, 9});
  CHECK(find_all(technique("finned-swordfish"), g).empty());
}

TEST_CASE("finned and sashimi swordfish on real positions", "[fish]") {
  check_library(technique("finned-swordfish"),
                ":0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1."
                "+9.7..58+7631+4+9+2::557::",
                {"557"});
  check_library(technique("sashimi-swordfish"),
                ":0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:"
                "331 373 678 679 699:638::",
                {"638"});
}

TEST_CASE("finned and sashimi jellyfish", "[fish]") {
  Grid g;
  row_only(g, 5, 1, {1, 4});
  row_only(g, 5, 3, {4, 6});
  row_only(g, 5, 5, {6, 8});
  row_only(g, 5, 7, {1, 8, 9});
  const std::set<Candidate> removed = removals(5, {rc(8, 8), rc(9, 8)});
  CHECK(with_effect(find_all(technique("finned-jellyfish"), g), removed));
  CHECK_FALSE(with_effect(find_all(technique("sashimi-jellyfish"), g), removed));
  // (Columns 1, 6, 8 and 9 with the fins r1c4 and r3c4 make a sashimi jellyfish
  // too, which removes r2c6.)
  CHECK(with_effect(find_all(technique("sashimi-jellyfish"), g), removals(5, {rc(2, 6)})));
  g.remove_candidate(rc(7, 8), 5);  // row 7: r7c1 and the fin r7c9
  CHECK_FALSE(with_effect(find_all(technique("finned-jellyfish"), g), removed));
  CHECK(with_effect(find_all(technique("sashimi-jellyfish"), g), removed));
}

TEST_CASE("finned and sashimi jellyfish on real positions", "[fish]") {
  check_library(
      technique("finned-jellyfish"),
      ":0312:8:+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+2.+7+65+13.+765+31....+13."
      "..+2+576:934 938 939 979 986 993:879::",
      {"879"});
  check_library(technique("sashimi-jellyfish"),
                ":0322:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:"
                "331 638 373 678 679 699:637::",
                {"637"});
}

TEST_CASE("Franken swordfish: three rows in two columns and a box", "[fish]") {
  // Rows 1, 7 and 8 hold 5 only in columns 1 and 4 and box 9: those three
  // houses get their 5s there, so the rest of them loses it.
  Grid g;
  row_only(g, 5, 1, {1, 4});
  row_only(g, 5, 7, {1, 8});
  row_only(g, 5, 8, {4, 9});
  const auto steps = find_all(technique("franken-swordfish"), g);
  std::vector<Cell> removed;
  for (int r : {2, 3, 4, 5, 6, 9})
    for (int c : {1, 4}) removed.push_back(rc(r, c));
  for (int c : {7, 8, 9}) removed.push_back(rc(9, c));
  const Step* step = with_effect(steps, removals(5, removed));
  REQUIRE(step);
  CHECK(houses_with(*step, Role::Cover) == std::vector<House>{col_house(0), col_house(3), box_house(8)});
  CHECK(candidate_cells(*step, Role::Fin).empty());
  CHECK(step->text ==
        "In row 1, row 7 and row 8, 5 can only go in column 1, column 4 and box 9. Each of those three rows needs a "
        "5, so these three houses get theirs there: remove 5 from r2c1, r2c4, r3c1, r3c4, r4c1, r4c4, r5c1, r5c4, "
        "r6c1, r6c4, r9c1, r9c4, r9c7, r9c8 and r9c9.");
  CHECK(step->clues[1] == "Franken Swordfish in row 1, row 7 and row 8 (digit 5).");
  // Basic fish see nothing: the rows' 5s span four columns.
  CHECK(find_all(technique("swordfish"), g).empty());
  CHECK(find_all(technique("jellyfish"), g).empty());
}

TEST_CASE("Franken swordfish near miss: a fourth place in row 8", "[fish]") {
  Grid g;
  row_only(g, 5, 1, {1, 4});
  row_only(g, 5, 7, {1, 8});
  row_only(g, 5, 8, {4, 5, 9});
  CHECK(find_all(technique("franken-swordfish"), g).empty());
}

TEST_CASE("Franken jellyfish: four rows in three columns and a box", "[fish]") {
  Grid g;
  row_only(g, 5, 1, {1, 4});
  row_only(g, 5, 4, {4, 6});
  row_only(g, 5, 7, {1, 8});
  row_only(g, 5, 8, {6, 9});
  std::vector<Cell> removed;
  for (int r : {2, 3, 5, 6, 9})
    for (int c : {1, 4, 6}) removed.push_back(rc(r, c));
  for (int c : {7, 8, 9}) removed.push_back(rc(9, c));
  CHECK(with_effect(find_all(technique("franken-jellyfish"), g), removals(5, removed)));
  // Near miss: a fifth column in row 8. (A degenerate Franken jellyfish stays:
  // boxes 1, 4 and 7 with row 4, which is row 4's box-line reduction.)
  g.set_candidates(rc(8, 5), DigitSet::all());
  CHECK_FALSE(with_effect(find_all(technique("franken-jellyfish"), g), removals(5, removed)));
}

TEST_CASE("Franken swordfish and jellyfish on real positions", "[fish]") {
  check_library(
      technique("franken-swordfish"),
      ":0331:9:.6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..173528946:415 136 442 144 "
      "952 474 184 484:913::",
      {"913"});
  check_library(technique("franken-jellyfish"),
                ":0332:8:..67..+391..9+3...623......+4.....3...4..72...1+34.+3..1....31..8.75..+49+5+3+1.+6.65....3.:"
                "941 547 847 951 557 665 567 475 791 495 496 897:832 835 837 841 842 862 865 867::",
                {"832", "835", "837", "841", "842", "862", "865", "867"});
}

TEST_CASE("finned Franken X-wing: a row and a box, with a fin", "[fish]") {
  // Row 1 holds 5 in columns 2 and 5; box 5 in column 5 and the fin r5c4.
  // Either the fin holds the 5, or columns 2 and 5 get theirs from row 1 and
  // box 5: both ways r5c2 (column 2, row 5) is no 5.
  Grid g;
  row_only(g, 5, 1, {2, 5});
  confine(g, 5, box_house(4), {rc(4, 5), rc(6, 5), rc(5, 4)});
  const auto steps = find_all(technique("finned-franken-x-wing"), g);
  const Step* step = with_effect(steps, removals(5, {rc(5, 2)}));
  REQUIRE(step);
  CHECK(houses_with(*step, Role::Base) == std::vector<House>{row_house(0), box_house(4)});
  CHECK(houses_with(*step, Role::Cover) == std::vector<House>{col_house(1), col_house(4)});
  CHECK(candidate_cells(*step, Role::Fin) == cell_set({rc(5, 4)}));
  CHECK(step->text ==
        "In row 1 and box 5, 5 can only go in column 2 and column 5, but for the fin r5c4. Either the fin holds the "
        "5, or the two columns get their 5s from these houses. Both ways, r5c2 (which sees the fin) cannot be 5: "
        "remove it.");
  CHECK(step->clues[0] == "Look at where 5 can go in the rows and boxes.");
  // Without the fin's row in column 2 there is nothing to remove.
  g.remove_candidate(rc(5, 2), 5);
  CHECK_FALSE(with_effect(find_all(technique("finned-franken-x-wing"), g), removals(5, {rc(5, 2)})));
}

TEST_CASE("finned Franken swordfish and jellyfish: the Franken fish above with a fin", "[fish]") {
  Grid g;
  row_only(g, 5, 1, {1, 2, 4});  // the fin r1c2
  row_only(g, 5, 7, {1, 8});
  row_only(g, 5, 8, {4, 9});
  const auto swordfish = find_all(technique("finned-franken-swordfish"), g);
  const Step* step = with_effect(swordfish, removals(5, {rc(2, 1), rc(3, 1)}));
  REQUIRE(step);
  CHECK(candidate_cells(*step, Role::Fin) == cell_set({rc(1, 2)}));
  CHECK(find_all(technique("franken-swordfish"), g).empty());

  Grid j;
  row_only(j, 5, 1, {1, 2, 4});
  row_only(j, 5, 4, {4, 6});
  row_only(j, 5, 7, {1, 8});
  row_only(j, 5, 8, {6, 9});
  CHECK(with_effect(find_all(technique("finned-franken-jellyfish"), j), removals(5, {rc(2, 1), rc(3, 1)})));
  // Near miss: a second fin in another box, which no cover cell sees with the first.
  Grid k = j;
  k.set_candidates(rc(4, 2), DigitSet::all());
  CHECK_FALSE(with_effect(find_all(technique("finned-franken-jellyfish"), k), removals(5, {rc(2, 1), rc(3, 1)})));
}

TEST_CASE("finned Franken fish on real positions: endo fins and cannibalism", "[fish]") {
  check_library(technique("finned-franken-x-wing"),
                ":0340:1:4.392..5659...6...6..85..4.1.5.9846.9.426.5...6.5.4...25...9683849632715..6.85294:328 829 "
                "759 367 867 269 769:129::",
                {"129"});
  check_library(technique("finned-franken-swordfish"),
                ":0341:5:.64.+2............2+293.8..4.......7.9..6...+23..1+9..2.86..7..89.5+9.82.1...+6...49...:518 "
                "718 724 725 128 728 541 342 542 544 154 371 372 678 482 385 685 789 394 799:525 545::",
                {"525", "545"});
  // An endo fin: r3c9 lies in row 3 and box 3, two of the bases.
  const std::string endo =
      ":0342:7:+1.7...8+3.+62..+83+1..+3.81+9.+2+6...64.....5.....6.1....76+4.34.+3.52.1.9.+2+34...6......3+42:514 "
      "142 974 582:779::";
  check_library(technique("finned-franken-jellyfish"), endo, {"779"});
  const auto steps = find_all(technique("finned-franken-jellyfish"), *parse_puzzle(endo));
  const Step* step = with_effect(steps, listed({"779"}));
  REQUIRE(step);
  CHECK(step->text.find("r3c9 lies in two of those houses, so it counts as a fin") != std::string::npos);
  // Cannibalism: r2c9 is a base place in two covers (column 9 and box 3).
  const std::string cannibal =
      ":0342:1:4.392..5659...6...6..85..4.1.5.9846.9.426.5...6.5.4...25...9683849632715..6.85294:328 829 759 367 "
      "867 269 769:129::";
  check_library(technique("finned-franken-jellyfish"), cannibal, {"129"});
  const auto cannibal_steps = find_all(technique("finned-franken-jellyfish"), *parse_puzzle(cannibal));
  const Step* eaten = with_effect(cannibal_steps, listed({"129"}));
  REQUIRE(eaten);
  CHECK(candidate_cells(*eaten, Role::Pattern).has(rc(2, 9)));
  CHECK(eaten->text.find("a 1 in r2c9 would serve two of those houses at once") != std::string::npos);
}

TEST_CASE("fish with fins remove only what no placement of the digit can use", "[fish]") {
  // Every step of every fish technique on a few real positions is sound: none
  // removes the solution's digit.
  for (const std::string line :
       {":0341:9:.6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..173528946:913 415 136 442 "
        "144 952 474 184 484:984::",
        ":0342:8:2..9..8613.126.75..6...132.542.1.69.63.4921.5.196..243...12..36.26..951.1.3..6..2:415 431 731 833 "
        "435 473 476 489 892:844::"}) {
    INFO(line);
    const auto grid = parse_puzzle(line);
    REQUIRE(grid.ok());
    const auto solution = count_solutions(*grid, 1);
    REQUIRE(solution.count == 1);
    for (const char* key : {"finned-x-wing", "sashimi-x-wing", "finned-swordfish", "sashimi-swordfish",
                            "finned-jellyfish", "sashimi-jellyfish", "franken-swordfish", "franken-jellyfish",
                            "finned-franken-x-wing", "finned-franken-swordfish", "finned-franken-jellyfish"})
      for (const Step& s : find_steps(*find_technique(key), *grid))
        for (const Candidate& e : s.eliminations) CHECK(solution.first[e.cell] != e.digit);
  }
}
