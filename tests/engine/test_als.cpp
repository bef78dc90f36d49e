// Almost locked sets: ALS-XZ, ALS-XY-wing, ALS-XY-chain and death blossom
// (logic/techniques/als.cpp), on hand-built positions and HoDoKu library lines.
#include <catch2/catch.hpp>

#include "logic_support.hpp"

using namespace test_support;

TEST_CASE("ALS-XZ: a bivalue cell and a two-cell set linked by 1 remove 2", "[als]") {
  // A = r1c1 {1,2}; B = r5c1 {1,3} and r5c2 {2,3} (two cells of row 5, three digits).
  // Their 1s see each other (column 1): one set lacks 1 and is locked, so 2 is
  // in r1c1 or r5c2, and no cell seeing both is 2.
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(5, 1), digits({1, 3}));
  g.set_candidates(rc(5, 2), digits({2, 3}));
  const auto steps = find_all(technique("als-xz"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == removals(2, {rc(1, 2), rc(2, 2), rc(3, 2), rc(4, 1), rc(6, 1)}));
  CHECK(steps[0].text ==
        "Two almost locked sets (each holds one digit more than it has cells): r1c1 (1/2) and r5c1, r5c2 (1/2/3). "
        "Every 1 of one sees every 1 of the other, so at most one set has it; the other is then locked and holds all "
        "its other digits. So 2 is in one of the two sets: remove 2 from the cells that see every 2 of those sets: 2 "
        "from r1c2, r2c2, r3c2, r4c1 and r6c1.");
  CHECK(steps[0].rating() == 7.0);
  // The sets as data, the first with its RC to the second.
  REQUIRE(steps[0].sets.size() == 2);
  CHECK(steps[0].sets[0].cells == cell_set({rc(1, 1)}));
  CHECK(steps[0].sets[0].digits == digits({1, 2}));
  CHECK(steps[0].sets[0].rcs == digits({1}));
  CHECK(steps[0].sets[1].cells == cell_set({rc(5, 1), rc(5, 2)}));
  CHECK(steps[0].sets[1].digits == digits({1, 2, 3}));
  CHECK_FALSE(steps[0].chain);
}

TEST_CASE("ALS-XZ near miss: the 1s of the two sets do not see each other", "[als]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(5, 2), digits({1, 3}));
  g.set_candidates(rc(5, 3), digits({2, 3}));
  CHECK(find_all(technique("als-xz"), g).empty());
}

TEST_CASE("ALS-XY-wing near miss: both links are the same digit", "[als]") {
  // r1c1 {1,3} -1- r1c5 {1,2} -1- r5c5 {1,3}: the middle set's links are both 1.
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 3}));
  g.set_candidates(rc(1, 5), digits({1, 2}));
  g.set_candidates(rc(5, 5), digits({1, 3}));
  CHECK(find_all(technique("als-xy-wing"), g).empty());
}

TEST_CASE("ALS-XY-chain: four bivalue cells 1/2, 2/3, 3/4, 4/1 remove 1", "[als]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({2, 3}));
  g.set_candidates(rc(5, 5), digits({3, 4}));
  g.set_candidates(rc(5, 9), digits({1, 4}));
  const auto steps = find_all(technique("als-xy-chain"), g);
  REQUIRE_FALSE(steps.empty());
  CHECK(effect(steps[0]) == removals(1, {rc(1, 9), rc(5, 1)}));
  CHECK(steps[0].links.size() == 3);
  // In chain order, each set with the RC it shares with the next.
  REQUIRE(steps[0].sets.size() == 4);
  const std::vector<std::pair<Cell, DigitSet>> chain = {
      {rc(1, 1), digits({2})}, {rc(1, 5), digits({3})}, {rc(5, 5), digits({4})}, {rc(5, 9), DigitSet{}}};
  const bool reversed = steps[0].sets[0].cells == cell_set({rc(5, 9)});
  for (size_t k = 0; k < 4; ++k) {
    const AlsMark& set = steps[0].sets[k];
    CHECK(set.cells == cell_set({chain[reversed ? 3 - k : k].first}));
    CHECK(set.rcs == (k == 3 ? DigitSet{} : chain[reversed ? 2 - k : k].second));
  }
}

TEST_CASE("ALS-XY-chain near miss: the last cell has no 1", "[als]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({2, 3}));
  g.set_candidates(rc(5, 5), digits({3, 4}));
  g.set_candidates(rc(5, 9), digits({4, 6}));
  CHECK(find_all(technique("als-xy-chain"), g).empty());
}

TEST_CASE("death blossom: stem 1/2 with petals 1/3 and 2/3 removes 3", "[als]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({1, 3}));
  g.set_candidates(rc(5, 1), digits({2, 3}));
  const auto steps = find_all(technique("death-blossom"), g);
  REQUIRE(steps.size() == 1);
  CHECK(effect(steps[0]) == removals(3, {rc(5, 5)}));
  CHECK(steps[0].text ==
        "Death blossom: the stem r1c1 holds 1 and 2, and each has a petal, an almost locked set whose every place of "
        "that digit sees the stem: 1 in r1c5 (1/3); 2 in r5c1 (2/3). Whatever the stem is, that petal loses the digit "
        "and is locked, so it holds 3: remove 3 from the cells that see every 3 of those sets: 3 from r5c5.");
  // The petals as data, each with the stem digit it takes; each link a hop from the stem to the petal's places.
  REQUIRE(steps[0].sets.size() == 2);
  CHECK(steps[0].sets[0].cells == cell_set({rc(1, 5)}));
  CHECK(steps[0].sets[0].rcs == digits({1}));
  CHECK(steps[0].sets[1].cells == cell_set({rc(5, 1)}));
  CHECK(steps[0].sets[1].rcs == digits({2}));
  CHECK(steps[0].chain);
  REQUIRE(steps[0].links.size() == 2);
  CHECK(steps[0].links[0].from_cells == cell_set({rc(1, 1)}));
  CHECK(steps[0].links[0].to_cells == cell_set({rc(1, 5)}));
  CHECK(steps[0].links[1].from_on());
  CHECK_FALSE(steps[0].links[1].to_on());
}

TEST_CASE("death blossom near miss: no petal for the stem's 2", "[als]") {
  Grid g;
  g.set_candidates(rc(1, 1), digits({1, 2}));
  g.set_candidates(rc(1, 5), digits({1, 3}));
  g.set_candidates(rc(5, 2), digits({2, 3}));
  CHECK(find_all(technique("death-blossom"), g).empty());
}

TEST_CASE("ALS-XZ in a library position, singly linked", "[als]") {
  check_library(technique("als-xz"),
                ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+"
                "61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::",
                {"327"});
}

TEST_CASE("ALS-XZ in a library position, doubly linked", "[als]") {
  check_library(technique("als-xz"),
                ":0901-2:13679:....8.......4..+8.....12564.72......6..431....9......8.25.....3869...712........+6.:767 "
                "769 495 496 497 499:113 123 313 323 662 713 723 913 923 939::",
                {"113", "123", "313", "323", "662", "713", "723", "913", "923", "939"});
}

TEST_CASE("ALS-XY-wing in a library position, disjoint sets", "[als]") {
  check_library(technique("als-xy-wing"),
                ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+"
                "4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::",
                {"768"});
}

TEST_CASE("ALS-XY-wing in a library position, overlapping sets", "[als]") {
  check_library(technique("als-xy-wing"),
                ":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84...5..:711 912 "
                "519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 688 298 299:262::",
                {"262"});
}

TEST_CASE("ALS-XY-chain in a library position", "[als]") {
  check_library(technique("als-xy-chain"),
                ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+8346925+7..91+"
                "5+7+4..:212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::",
                {"758"});
}

TEST_CASE("death blossom in a library position, disjoint petals", "[als]") {
  check_library(technique("death-blossom"),
                ":0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+"
                "87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::",
                {"966"});
}

TEST_CASE("death blossom in a library position, overlapping petals", "[als]") {
  check_library(technique("death-blossom"),
                ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5.2+654..."
                ".8:927 728 374 978 787 789 998:384::",
                {"384"});
}
