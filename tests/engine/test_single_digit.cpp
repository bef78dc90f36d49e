// Single-digit patterns and colouring: a hand-built position for each (exact
// eliminations and the words once), a near miss, and a case of HoDoKu's
// regression library.
#include <catch2/catch.hpp>

#include "explain/catalogs.hpp"
#include "format/format.hpp"
#include "logic/links.hpp"
#include "logic_support.hpp"

using namespace test_support;

namespace {

// d in house h only at the given cells (1-based row, column pairs).
void only(Grid& g, Digit d, House h, std::initializer_list<std::pair<int, int>> keep) {
  std::vector<Cell> cells;
  for (auto [r, c] : keep) cells.push_back(rc(r, c));
  confine(g, d, h, cells);
}

House row(int r1) { return row_house(r1 - 1); }
House col(int c1) { return col_house(c1 - 1); }
House box(int b1) { return box_house(b1 - 1); }

// A library line's case: the technique must remove exactly the listed
// candidates, in one step or all its steps together (as check_reglib.py reads it).
void check_library_case(const std::string& line, Technique t) {
  INFO(line);
  std::vector<std::string> f;
  for (size_t start = 0, colon; start <= line.size(); start = colon + 1) {
    colon = std::min(line.find(':', start), line.size());
    f.push_back(line.substr(start, colon - start));
  }
  REQUIRE(f.size() >= 7);
  const Digit digit = f[2][0] - '0';
  std::set<Candidate> expected;
  for (size_t i = 0; i + 2 < f[5].size(); i += 4)
    expected.insert({rc(f[5][i + 1] - '0', f[5][i + 2] - '0'), f[5][i] - '0'});
  const auto grid = parse_puzzle(line);
  REQUIRE(grid.ok());
  const auto steps = find_all(t, *grid);
  REQUIRE_FALSE(steps.empty());
  std::set<Candidate> on_digit;
  bool one_step = false;
  for (const Step& s : steps) {
    one_step = one_step || effect(s) == expected;
    for (const Candidate& e : s.eliminations)
      if (e.digit == digit) on_digit.insert(e);
    CHECK(s.text.size() > 20);
  }
  CHECK((one_step || on_digit == expected));
}

std::vector<House> regions(const Step& s) {
  std::vector<House> out;
  for (const HouseMark& m : s.houses)
    if (m.role == Role::Region) out.push_back(m.house);
  return out;
}

CellSet cells_in_role(const Step& s, Role role) {
  CellSet out;
  for (const CandidateMark& m : s.candidates)
    if (m.role == role) out.add(m.candidate.cell);
  return out;
}

CellSet set_of(std::initializer_list<Cell> cells) {
  CellSet out;
  for (Cell c : cells) out.add(c);
  return out;
}

bool has_link(const Step& s, Cell from, Cell to, LinkKind kind) {
  for (const Link& l : s.links)
    if (l.from.cell == from && l.to.cell == to && l.kind == kind) return true;
  return false;
}

}  // namespace

TEST_CASE("digit links: conjugate pairs, strong partners and colour clusters", "[single-digit]") {
  Grid g;
  only(g, 3, row(1), {{1, 1}, {1, 5}});
  only(g, 3, box(2), {{1, 5}, {3, 6}});
  only(g, 3, col(6), {{3, 6}, {8, 6}});
  const DigitLinks links = digit_links(g, 3);
  CHECK(links.is_conjugate(row(1)));
  CHECK(links.is_conjugate(box(2)));
  CHECK(links.is_conjugate(col(6)));
  CHECK_FALSE(links.is_conjugate(row(2)));
  CHECK(links.pair_count == 3);
  CHECK(links.strong(rc(1, 5)) == (CellSet::single(rc(1, 1)) | CellSet::single(rc(3, 6))));
  CHECK(links.conjugate_house(rc(1, 5), rc(3, 6)) == box(2));
  const auto clusters = colour_clusters(g, 3);
  REQUIRE(clusters.size() == 1);
  CHECK(clusters[0].colours[0] == (CellSet::single(rc(1, 1)) | CellSet::single(rc(3, 6))));
  CHECK(clusters[0].colours[1] == (CellSet::single(rc(1, 5)) | CellSet::single(rc(8, 6))));
  CHECK(count_up_to(links.cells, 5) == 5);
}

TEST_CASE("colour clusters: the alternating search's are a flood's along the conjugate pairs", "[single-digit]") {
  // At every position of the colouring examples' paths, each digit's
  // clusters as a flood by colour finds them (each wave the other colour of
  // the one before), clusters by lowest cell, that cell in the first colour.
  int compared = 0;
  for (const std::string& line : read_lines(project_data("technique_examples.txt"))) {
    const std::string key = line.substr(0, line.find('\t'));
    if (key.find("colours") == std::string::npos) continue;
    Grid g = *parse_puzzle(line.substr(key.size() + 1, 81));
    for (const Step& step : solve_path(g).steps) {
      for (Digit d = 1; d <= kDigits; ++d) {
        const DigitLinks links = digit_links(g, d);
        std::vector<ColourCluster> flooded;
        CellSet coloured;
        for (Cell start : links.linked) {
          if (coloured.has(start)) continue;
          ColourCluster cluster;
          CellSet wave = CellSet::single(start);
          for (int colour = 0; !wave.empty(); colour ^= 1) {
            cluster.colours[colour] |= wave;
            coloured |= wave;
            CellSet next;
            for (Cell c : wave) next |= links.strong(c);
            wave = next - coloured;
          }
          for (int colour = 0; colour < 2; ++colour)
            for (Cell c : cluster.colours[colour]) cluster.seen[colour] |= kPeerSets[c];
          flooded.push_back(cluster);
        }
        const std::vector<ColourCluster> searched = colour_clusters(g, d);
        REQUIRE(searched.size() == flooded.size());
        for (size_t i = 0; i < searched.size(); ++i)
          for (int colour = 0; colour < 2; ++colour) {
            CHECK(searched[i].colours[colour] == flooded[i].colours[colour]);
            CHECK(searched[i].seen[colour] == flooded[i].seen[colour]);
          }
        compared += static_cast<int>(searched.size());
      }
      apply(g, step);
    }
  }
  CHECK(compared > 1000);
}

TEST_CASE("skyscraper: two rows with two places each, joined in a column", "[single-digit]") {
  Grid g;
  only(g, 4, row(1), {{1, 2}, {1, 7}});
  only(g, 4, row(5), {{5, 2}, {5, 8}});
  const auto steps = find_all(technique("skyscraper"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(4, {rc(2, 8), rc(3, 8), rc(4, 7), rc(6, 7)}));
  CHECK(regions(s) == std::vector<House>{row(1), row(5)});
  REQUIRE(s.links.size() == 3);
  CHECK(has_link(s, rc(1, 7), rc(1, 2), LinkKind::Strong));
  CHECK(has_link(s, rc(1, 2), rc(5, 2), LinkKind::Weak));
  CHECK(has_link(s, rc(5, 2), rc(5, 8), LinkKind::Strong));
  CHECK(s.text ==
        "r1c7 and r1c2 are the only places for 4 in row 1, and r5c2 and r5c8 the only ones in row 5. r1c2 and r5c2 "
        "share column 2, so at most one of them is 4: r1c7 or r5c8 is. Remove 4 from r2c8, r3c8, r4c7 and r6c7, which "
        "see both.");
  CHECK(s.clues[1] == "Skyscraper in row 1 and row 5 (digit 4).");
}

TEST_CASE("skyscraper near miss: the free ends share a column (an X-wing)", "[single-digit]") {
  Grid g;
  only(g, 4, row(1), {{1, 2}, {1, 7}});
  only(g, 4, row(5), {{5, 2}, {5, 7}});
  CHECK(find_all(technique("skyscraper"), g).empty());
}

TEST_CASE("skyscraper: a library case", "[single-digit]") {
  check_library_case(
      ":0400:4:..1.+2+8+7+59.8+79.+5+132+9+52173+4+8+6.2.+7..+3+4....+5..27.+7148+3+26+9+5....9.+8+1+7.+7+8.5+1+96319.."
      "+87+"
      "5+2+4::414::",
      technique("skyscraper"));
}

TEST_CASE("2-string kite: a row and a column joined in a box", "[single-digit]") {
  Grid g;
  only(g, 5, row(3), {{3, 1}, {3, 8}});
  only(g, 5, col(2), {{2, 2}, {7, 2}});
  const auto steps = find_all(technique("two-string-kite"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(5, {rc(7, 8)}));
  CHECK(regions(s) == std::vector<House>{row(3), col(2)});
  CHECK(has_link(s, rc(3, 1), rc(2, 2), LinkKind::Weak));
  CHECK(s.text ==
        "r3c8 and r3c1 are the only places for 5 in row 3, and r2c2 and r7c2 the only ones in column 2. r3c1 and r2c2 "
        "share box 1, so at most one of them is 5: r3c8 or r7c2 is. Remove 5 from r7c8, which sees both.");
  CHECK(find_all(technique("skyscraper"), g).empty());
  CHECK(find_all(technique("turbot-fish"), g).empty());  // a kite, not a turbot fish
}

TEST_CASE("2-string kite near miss: the column pair does not reach the row pair's box", "[single-digit]") {
  Grid g;
  only(g, 5, row(3), {{3, 1}, {3, 8}});
  only(g, 5, col(2), {{4, 2}, {7, 2}});
  CHECK(find_all(technique("two-string-kite"), g).empty());
}

TEST_CASE("2-string kite: a library case", "[single-digit]") {
  check_library_case(
      ":0401:3:+156+87+49+3+2.4+762.+18+528....+4+7+6....8.+5+9.73....618+8.5...+32.........+3.7.5...49....487.1::381:"
      ":",
      technique("two-string-kite"));
}

TEST_CASE("turbot fish: a box pair and a row pair joined in a column", "[single-digit]") {
  Grid g;
  only(g, 1, box(2), {{2, 5}, {3, 6}});
  only(g, 1, row(4), {{4, 1}, {4, 5}});
  const auto steps = find_all(technique("turbot-fish"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(1, {rc(3, 1)}));
  CHECK(regions(s) == std::vector<House>{box(2), row(4)});
  CHECK(s.text ==
        "r3c6 and r2c5 are the only places for 1 in box 2, and r4c5 and r4c1 the only ones in row 4. r2c5 and r4c5 "
        "share column 5, so at most one of them is 1: r3c6 or r4c1 is. Remove 1 from r3c1, which sees both.");
}

TEST_CASE("turbot fish near miss: the two pairs do not see each other", "[single-digit]") {
  Grid g;
  only(g, 1, box(2), {{2, 5}, {3, 6}});
  only(g, 1, row(4), {{4, 1}, {4, 7}});
  CHECK(find_all(technique("turbot-fish"), g).empty());
}

TEST_CASE("turbot fish: a library case", "[single-digit]") {
  check_library_case(
      ":0403:1:29+35..+1.+4...+4.3+2+9....+29.3.5..+96.84+3+2826+93+45+1+73...+2+59..+6+8534+9+721+917+8+5264+3+4+3+2.."
      ".+8+"
      "5+9::131::",
      technique("turbot-fish"));
}

TEST_CASE("empty rectangle: a box's places in one row and one column, and a conjugate pair", "[single-digit]") {
  Grid g;
  only(g, 2, box(4), {{4, 3}, {5, 1}, {5, 3}});
  only(g, 2, col(4), {{5, 4}, {9, 4}});
  const auto steps = find_all(technique("empty-rectangle"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(2, {rc(9, 3)}));
  CHECK(cells_in_role(s, Role::Group) == set_of({rc(4, 3), rc(5, 1), rc(5, 3)}));
  REQUIRE(s.links.size() == 3);
  CHECK(s.links[0].kind == LinkKind::Strong);  // r9c4 = r5c4
  CHECK(s.links[1].kind == LinkKind::Weak);    // r5c4 - the box's row 5
  CHECK(s.links[2].kind == LinkKind::Strong);  // the box's row 5 = its column 3
  // The box's places are two grouped nodes: its row 5 and the rest of its column 3.
  CHECK(s.chain);
  CHECK(s.links[1].to_cells == cell_set({rc(5, 1), rc(5, 3)}));
  CHECK(s.links[2].from_cells == cell_set({rc(5, 1), rc(5, 3)}));
  CHECK(s.links[2].to_cells == cell_set({rc(4, 3)}));
  CHECK(s.said->link_words[1] == "r5c4 is 2, so r5c1 and r5c3 are not 2 (weak link)");
  CHECK(s.text ==
        "In box 4, 2 can only go in row 5 or column 3 (r4c3, r5c1 and r5c3) and in column 4 only in r5c4 or r9c4. If "
        "r9c3 were 2, r9c4 would not be, so r5c4 would be: box 4 would have no place left for 2 in row 5 (taken by "
        "r5c4) nor in column 3 (taken by r9c3). So remove 2 from r9c3.");
}

TEST_CASE("empty rectangle near miss: a place off the box's row and column", "[single-digit]") {
  Grid g;
  only(g, 2, box(4), {{4, 3}, {5, 1}, {5, 3}, {6, 2}});
  only(g, 2, col(4), {{5, 4}, {9, 4}});
  CHECK(find_all(technique("empty-rectangle"), g).empty());
}

TEST_CASE("empty rectangle: a library case", "[single-digit]") {
  check_library_case(
      ":0402:9:7+2+4+956+1381+6842+3+5+9+7+9+3+5+7+1+8+6+2+45..3..+8+1..4..8+17+5..+81.+7.24..+13....+7+2...1...+85.5.."
      ".7."
      "6+1::986::",
      technique("empty-rectangle"));
}

TEST_CASE("dual 2-string kite: two kites through the same two box cells", "[single-digit]") {
  Grid g;
  only(g, 1, row(1), {{1, 2}, {1, 6}});
  only(g, 1, col(3), {{2, 3}, {8, 3}});
  only(g, 1, row(2), {{2, 3}, {2, 4}});
  only(g, 1, col(2), {{1, 2}, {7, 2}});
  const auto steps = find_all(technique("dual-two-string-kite"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(1, {rc(7, 4), rc(8, 6)}));
  CHECK(s.links.size() == 6);
  CHECK(
      s.text ==
      "Two 2-String Kites on 1 meet in r1c2 and r2c3 (box 1), which cannot both be 1. In the first, row 1 (r1c6, "
      "r1c2) and column 3 (r2c3, r8c3) hold 1 only twice, so r1c6 or r8c3 is 1; in the second, row 2 (r2c4, r2c3) and "
      "column 2 (r1c2, r7c2) hold 1 only twice, so r2c4 or r7c2 is 1. Remove 1 from r7c4 and r8c6.");
}

TEST_CASE("dual 2-string kite near miss: only one kite", "[single-digit]") {
  Grid g;
  only(g, 1, row(1), {{1, 2}, {1, 6}});
  only(g, 1, col(3), {{2, 3}, {8, 3}});
  only(g, 1, col(2), {{1, 2}, {7, 2}});
  CHECK(find_all(technique("dual-two-string-kite"), g).empty());
}

TEST_CASE("dual 2-string kite: a library case", "[single-digit]") {
  check_library_case(
      ":0404:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+3+5+9+67+86+73+1+84+5+9+2.5."
      "+"
      "726143::149 168::",
      technique("dual-two-string-kite"));
}

TEST_CASE("dual empty rectangle: one box, two conjugate pairs", "[single-digit]") {
  Grid g;
  only(g, 2, box(1), {{1, 3}, {2, 1}, {2, 2}, {2, 3}});
  only(g, 2, col(5), {{2, 5}, {6, 5}});
  only(g, 2, row(6), {{6, 3}, {6, 5}});
  const auto steps = find_all(technique("dual-empty-rectangle"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(2, {rc(2, 5), rc(6, 3)}));
  CHECK(s.links.size() == 6);
  CHECK(s.text ==
        "In box 1, 2 can only go in row 2 or column 3 (r1c3, r2c1, r2c2 and r2c3), in column 5 only in r2c5 or r6c5 "
        "and in row 6 only in r6c3 or r6c5. If r6c3 were 2, r6c5 would not be, so r2c5 would be: box 1 would have no "
        "place left for 2 in row 2 (taken by r2c5) nor in column 3 (taken by r6c3). If r2c5 were 2, r6c5 would not "
        "be, so r6c3 would be: box 1 would have no place left for 2 in column 3 (taken by r6c3) nor in row 2 (taken by "
        "r2c5). So remove 2 from r2c5 and r6c3.");
}

TEST_CASE("dual empty rectangle near miss: a place off the box's row and column", "[single-digit]") {
  Grid g;
  only(g, 2, box(1), {{1, 3}, {2, 1}, {2, 2}, {2, 3}, {3, 1}});
  only(g, 2, col(5), {{2, 5}, {6, 5}});
  only(g, 2, row(6), {{6, 3}, {6, 5}});
  CHECK(find_all(technique("dual-empty-rectangle"), g).empty());
}

TEST_CASE("dual empty rectangle: a library case", "[single-digit]") {
  check_library_case(
      ":0405:2:5+8.+1+7+9..3...+6.897+5697+35....+9..+5+3.+7287.3+81.+5..+8+5.+9.+71+3.+4+69+2+81357..8765....+7+549+3."
      "..::"
      "225 263::",
      technique("dual-empty-rectangle"));
}

TEST_CASE("X-chain: three strong links, and nothing shorter makes its eliminations", "[single-digit]") {
  Grid g;
  only(g, 6, row(1), {{1, 1}, {1, 5}});
  only(g, 6, row(5), {{5, 5}, {5, 9}});
  only(g, 6, row(9), {{9, 2}, {9, 9}});
  const auto steps = find_all(technique("x-chain"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(6, {rc(2, 2), rc(3, 2), rc(7, 1), rc(8, 1)}));
  REQUIRE(s.links.size() == 5);
  for (size_t i = 0; i < s.links.size(); ++i)
    CHECK(s.links[i].kind == (i % 2 == 0 ? LinkKind::Strong : LinkKind::Weak));
  // Each link's words name its two nodes alone (a strong link's once read "r1c1 or r1c5 is 6").
  REQUIRE(s.said);
  CHECK(s.said->link_words[0] == "r1c1 is not 6, so r1c5 is 6 (strong link)");
  CHECK(s.said->link_words[1] == "r1c5 is 6, so r5c5 is not 6 (weak link)");
  CHECK(
      s.text ==
      "6 has only two places in each of row 1, row 5 and row 9. If r1c1 is not 6, r1c5 is, so r5c5 is not, so r5c9 is, "
      "so r9c9 is not, so r9c2 is. So r1c1 or r9c2 is 6: remove 6 from r2c2, r3c2, r7c1 and r8c1, which see both.");
  CHECK(s.clues[1] == "X-Chain from r1c1 to r9c2 (digit 6, 3 strong links).");
}

TEST_CASE("X-chain near miss: the last house has three places", "[single-digit]") {
  Grid g;
  only(g, 6, row(1), {{1, 1}, {1, 5}});
  only(g, 6, row(5), {{5, 5}, {5, 9}});
  only(g, 6, row(9), {{9, 2}, {9, 6}, {9, 9}});
  CHECK(find_all(technique("x-chain"), g).empty());
}

TEST_CASE("X-chain: library cases (five links, and three)", "[single-digit]") {
  check_library_case(
      ":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5::742::5",
      technique("x-chain"));
  check_library_case(
      ":0701:8:..+5...9....64..2.537..+25.4+6...1.2..............439..2......87+1+2152.....8+68+7+2134+59:811 112 "
      "152 159 761 167 667 974 475 684 685 686:837::3",
      technique("x-chain"));
}

TEST_CASE("simple colours trap: a cell seeing both colours", "[single-digit]") {
  Grid g;
  only(g, 3, row(1), {{1, 1}, {1, 5}});
  only(g, 3, box(2), {{1, 5}, {3, 6}});
  only(g, 3, col(6), {{3, 6}, {8, 6}});
  const auto steps = find_all(technique("simple-colours-trap"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(3, {rc(8, 1)}));
  CHECK(cells_in_role(s, Role::ColorA) == set_of({rc(1, 1), rc(3, 6)}));
  CHECK(cells_in_role(s, Role::ColorB) == set_of({rc(1, 5), rc(8, 6)}));
  CHECK(s.text ==
        "Chaining the houses where 3 has only two places splits its candidates in two colours, one of which holds "
        "every 3: r1c1 and r3c6 on one side, r1c5 and r8c6 on the other. r8c1 sees both colours, so it cannot be 3.");
  remove_digit(g, 3, {rc(8, 1)});  // near miss: nothing left that sees both
  CHECK(find_all(technique("simple-colours-trap"), g).empty());
}

TEST_CASE("simple colours trap: a library case", "[single-digit]") {
  check_library_case(
      ":0500:1:+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+872.+5396.+94+5+6.7..+8+"
      "1638.+9+7+"
      "5.:439:127 128 132 133::",
      technique("simple-colours-trap"));
}

TEST_CASE("simple colours wrap: one colour twice in a box", "[single-digit]") {
  Grid g;
  only(g, 7, row(1), {{1, 1}, {1, 5}});
  only(g, 7, col(5), {{1, 5}, {5, 5}});
  only(g, 7, row(5), {{5, 2}, {5, 5}});
  only(g, 7, col(2), {{2, 2}, {5, 2}});
  const auto steps = find_all(technique("simple-colours-wrap"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(7, {rc(1, 1), rc(2, 2), rc(5, 5)}));
  CHECK(cells_in_role(s, Role::ColorA) == set_of({rc(1, 1), rc(2, 2), rc(5, 5)}));
  CHECK(regions(s) == std::vector<House>{box(1)});
  CHECK(s.text ==
        "Chaining the houses where 7 has only two places splits its candidates in two colours, one of which holds "
        "every 7: r1c1, r2c2 and r5c5 on one side, r1c5 and r5c2 on the other. r1c1 and r2c2 have the same colour and "
        "share box 1, so that colour cannot hold 7: remove 7 from r1c1, r2c2 and r5c5.");
}

TEST_CASE("simple colours wrap near miss: the chain stops short of the clash", "[single-digit]") {
  Grid g;
  only(g, 7, row(1), {{1, 1}, {1, 5}});
  only(g, 7, col(5), {{1, 5}, {5, 5}});
  only(g, 7, row(5), {{5, 2}, {5, 5}});
  CHECK(find_all(technique("simple-colours-wrap"), g).empty());
}

TEST_CASE("simple colours wrap: a library case", "[single-digit]") {
  check_library_case(
      ":0501:1:+548..+3....+674.+9+8359..8+5+7+6...+9..+382+5+73..57.4..+8+7+52+9+4163689+7+4+5+31+2...+9..+5...+513.2."
      "..::"
      "114 119 125 132 141 156 185::",
      technique("simple-colours-wrap"));
}

TEST_CASE("multi-colours type 1: colours of two clusters that see each other", "[single-digit]") {
  Grid g;
  only(g, 2, row(1), {{1, 1}, {1, 4}});
  only(g, 2, col(2), {{2, 2}, {7, 2}});
  const auto steps = find_all(technique("multi-colours-1"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(2, {rc(7, 4)}));
  CHECK(cells_in_role(s, Role::ColorB) == set_of({rc(1, 4), rc(7, 2)}));
  CHECK(has_link(s, rc(1, 1), rc(2, 2), LinkKind::Weak));
  CHECK(s.text ==
        "Chaining the houses where 2 has only two places gives two separate clusters, each split in two colours of "
        "which one holds every 2 of its cluster: r1c1 against r1c4 in one, r2c2 against r7c2 in the other. r1c1 and "
        "r2c2 see each other, so their colours are not both 2, and one of the opposite colours (of r1c4, of r7c2) is. "
        "Remove 2 from r7c4, which sees both.");
}

TEST_CASE("multi-colours type 1 near miss: the clusters do not meet", "[single-digit]") {
  Grid g;
  only(g, 2, row(1), {{1, 1}, {1, 4}});
  only(g, 2, col(2), {{4, 2}, {7, 2}});
  CHECK(find_all(technique("multi-colours-1"), g).empty());
}

TEST_CASE("multi-colours type 1: a library case", "[single-digit]") {
  check_library_case(":0502:2:.9..4187678.3..15441.8..329..91...6.1...6.9..674..851.967485231.4..12.95521......::245::",
                     technique("multi-colours-1"));
}

TEST_CASE("multi-colours type 2: a colour seeing both colours of another cluster", "[single-digit]") {
  Grid g;
  only(g, 8, row(1), {{1, 1}, {1, 5}});
  only(g, 8, col(5), {{1, 5}, {4, 5}});
  only(g, 8, row(4), {{4, 5}, {4, 8}});
  only(g, 8, row(2), {{2, 6}, {2, 8}});
  const auto steps = find_all(technique("multi-colours-2"), g);
  REQUIRE(steps.size() == 1);
  const Step& s = steps[0];
  CHECK(effect(s) == removals(8, {rc(1, 5), rc(4, 8)}));
  CHECK(s.links.size() == 2);
  CHECK(s.text ==
        "Chaining the houses where 8 has only two places gives two separate clusters, each split in two colours of "
        "which one holds every 8 of its cluster: r1c5 and r4c8 against r1c1 and r4c5 in one, r2c6 against r2c8 in the "
        "other. r1c5 sees r2c6 and r4c8 sees r2c8, so the colour of r1c5 and r4c8 sees both colours of the other "
        "cluster, one of which holds 8: it cannot. Remove 8 from r1c5 and r4c8.");
}

TEST_CASE("multi-colours type 2 near miss: the colour sees only one colour of the other cluster", "[single-digit]") {
  Grid g;
  only(g, 8, row(1), {{1, 1}, {1, 5}});
  only(g, 8, col(5), {{1, 5}, {4, 5}});
  only(g, 8, row(4), {{4, 5}, {4, 8}});
  only(g, 8, row(2), {{2, 6}, {2, 9}});
  CHECK(find_all(technique("multi-colours-2"), g).empty());
}

TEST_CASE("multi-colours type 2: a library case", "[single-digit]") {
  check_library_case(
      ":0503:8:......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......::824 832::",
      technique("multi-colours-2"));
}
