// The digit classifier's behaviour: it reads printed digits in fonts it never
// saw in training, calls a blank cell empty, and its confidence is a
// probability. Accuracy figures are the training script's (its provenance line
// in engine/reader/digit_weights.inc), not these tests'.
//
// The fixtures (tests/data/reader/digits/<label>_<name>.pgm, 0 = empty) are
// CellImages written by scripts/train-reader.py --fixtures in Carlito and
// Caladea, fonts held out of training, with milder distortions than training.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "reader/digit_classifier.hpp"
#include "test_support.hpp"

// Helpers named for this file: the native build compiles test files eight to a
// unit (CMake's unity build), where anonymous namespaces are shared.
namespace {

using pencilmark::reader::CellImage;

// A binary PGM (P5) of 28x28 bytes, as the script writes it: "P5\n28 28\n255\n" then the pixels.
CellImage read_digit_fixture(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string magic;
  int width = 0, height = 0, max_value = 0;
  in >> magic >> width >> height >> max_value;
  in.get();  // the one whitespace byte before the pixels
  REQUIRE(magic == "P5");
  REQUIRE(width == 28);
  REQUIRE(height == 28);
  REQUIRE(max_value == 255);
  CellImage cell{};
  in.read(reinterpret_cast<char*>(cell.data()), static_cast<std::streamsize>(cell.size()));
  REQUIRE(in.gcount() == static_cast<std::streamsize>(cell.size()));
  return cell;
}

std::vector<std::filesystem::path> digit_fixtures() {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(test_support::fixture("reader/digits")))
    if (entry.path().extension() == ".pgm") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

}  // namespace

TEST_CASE("the classifier reads printed digits in fonts it was not trained on", "[reader]") {
  using pencilmark::reader::classify;
  const auto paths = digit_fixtures();
  // Nine digits in each of four faces, and three empty cells.
  REQUIRE(paths.size() == 39);
  for (const auto& path : paths) {
    const int label = path.filename().string()[0] - '0';
    float confidence = -1;
    INFO(path.filename().string());
    CHECK(classify(read_digit_fixture(path), &confidence) == label);
    CHECK(confidence >= 0.0f);
    CHECK(confidence <= 1.0f);
  }
}

TEST_CASE("an all-zero cell is empty, with high confidence", "[reader]") {
  using pencilmark::reader::classify;
  // What the reader makes of a flat cell (max - min < 40 before the stretch).
  const CellImage blank{};
  float confidence = -1;
  CHECK(classify(blank, &confidence) == 0);
  CHECK(confidence > 0.9f);
  CHECK(confidence <= 1.0f);
}

TEST_CASE("a grid line remnant along an edge is empty", "[reader]") {
  using pencilmark::reader::classify;
  // A grid finder a little off leaves part of a grid line in the cell; stretched,
  // it is a full-brightness bar at the edge, which must not read as a 7's top or a 1.
  for (int width = 1; width <= 2; ++width) {
    for (int side = 0; side < 4; ++side) {
      CellImage cell{};
      for (int y = 0; y < 28; ++y) {
        for (int x = 0; x < 28; ++x) {
          const int depth = side == 0 ? x : side == 1 ? y : side == 2 ? 27 - x : 27 - y;
          if (depth < width) cell[y * 28 + x] = 255;
        }
      }
      INFO("width " << width << ", side " << side << " (left, top, right, bottom)");
      CHECK(classify(cell) == 0);
    }
  }
}

TEST_CASE("confidence is a probability, and may be left out", "[reader]") {
  using pencilmark::reader::classify;
  // Cells that are nothing the net was trained on still get an answer in 0-9
  // and a confidence in [0, 1]; without the pointer the answer is the same.
  CellImage white{};
  white.fill(255);
  CellImage stripes{};
  for (int i = 0; i < 28 * 28; ++i) stripes[i] = (i / 28) % 4 < 2 ? 255 : 0;
  CellImage ramp{};
  for (int i = 0; i < 28 * 28; ++i) ramp[i] = static_cast<uint8_t>(i % 28 * 9);
  for (const CellImage& cell : {white, stripes, ramp}) {
    float confidence = -1;
    const int answer = classify(cell, &confidence);
    CHECK(answer >= 0);
    CHECK(answer <= 9);
    CHECK(confidence >= 0.0f);
    CHECK(confidence <= 1.0f);
    CHECK(classify(cell) == answer);
  }
}

TEST_CASE("read_grid marks unsure a cell the classifier doubts and both cells of a clash", "[reader]") {
  using pencilmark::reader::classify;
  using pencilmark::reader::kSureConfidence;
  using pencilmark::reader::read_grid;
  const std::filesystem::path fixtures = test_support::fixture("reader/digits");
  const CellImage seven = read_digit_fixture(fixtures / "7_carlito-regular.pgm");
  const CellImage three = read_digit_fixture(fixtures / "3_caladea-regular.pgm");
  float seven_confidence = 0, three_confidence = 0;
  REQUIRE(classify(seven, &seven_confidence) == 7);
  REQUIRE(classify(three, &three_confidence) == 3);
  std::array<CellImage, 81> cells{};  // all blank: empty and sure
  cells[0] = seven;                   // r1c1
  cells[4] = seven;                   // r1c5: the same row as r1c1
  cells[40] = three;                  // r5c5: no other 3
  cells[80] = seven;                  // r9c9: another row, column and box than r1c1 and r1c5
  const auto reading = read_grid(cells);
  for (int c = 0; c < 81; ++c) {
    INFO("cell " << c);
    CHECK(reading.digits[c] == (c == 0 || c == 4 || c == 80 ? 7 : c == 40 ? 3 : 0));
    if (c == 0 || c == 4)
      CHECK(reading.unsure[c]);
    else if (c == 40)
      CHECK(reading.unsure[c] == (three_confidence < kSureConfidence));
    else if (c == 80)
      CHECK(reading.unsure[c] == (seven_confidence < kSureConfidence));
    else
      CHECK_FALSE(reading.unsure[c]);
  }
  // A clash in a column and in a box, not a row.
  std::array<CellImage, 81> column{}, box{};
  column[2] = column[74] = three;  // r1c3, r9c3
  box[30] = box[50] = three;       // r4c4, r6c6
  CHECK(read_grid(column).unsure[2]);
  CHECK(read_grid(column).unsure[74]);
  CHECK(read_grid(box).unsure[30]);
  CHECK(read_grid(box).unsure[50]);
}

TEST_CASE("read_grid takes a faint cell's digit the classifier is sure of, and marks a fainter one's unsure",
          "[reader]") {
  using pencilmark::reader::classify;
  using pencilmark::reader::FaintCells;
  using pencilmark::reader::kFaintDigitContrast;
  using pencilmark::reader::kFaintSureConfidence;
  using pencilmark::reader::read_grid;
  const std::filesystem::path fixtures = test_support::fixture("reader/digits");
  const CellImage seven = read_digit_fixture(fixtures / "7_carlito-regular.pgm");
  const CellImage blank = read_digit_fixture(fixtures / "0_empty1.pgm");
  float sure = 0;
  REQUIRE(classify(seven, &sure) == 7);
  REQUIRE(sure >= kFaintSureConfidence);
  REQUIRE(classify(blank) == 0);
  // All 81 cells cut flat (all 0); three of them faint.
  const std::array<CellImage, 81> cells{};
  FaintCells faint;
  faint.images[0] = seven, faint.contrast[0] = kFaintDigitContrast + 5;   // r1c1: faint, its 7 taken
  faint.images[1] = seven, faint.contrast[1] = kFaintDigitContrast - 10;  // r1c2: fainter: empty, unsure
  faint.images[2] = blank, faint.contrast[2] = kFaintDigitContrast + 5;   // r1c3: paper: empty, sure
  const auto reading = read_grid(cells, &faint);
  CHECK(reading.digits[0] == 7);
  CHECK_FALSE(reading.unsure[0]);
  CHECK(reading.digits[1] == 0);
  CHECK(reading.unsure[1]);
  CHECK(reading.digits[2] == 0);
  CHECK_FALSE(reading.unsure[2]);
  for (int c = 3; c < 81; ++c) CHECK((reading.digits[c] == 0 && !reading.unsure[c]));
  // Without the faint cells, the same cells are all empty and sure.
  const auto flat = read_grid(cells);
  CHECK(std::all_of(flat.digits.begin(), flat.digits.end(), [](int d) { return d == 0; }));
  CHECK(std::none_of(flat.unsure.begin(), flat.unsure.end(), [](bool u) { return u; }));
}

TEST_CASE("read_grid settles an unsure cell by the rules when its second reading alone gives one solution",
          "[reader]") {
  using pencilmark::reader::read_grid;
  const std::filesystem::path fixtures = test_support::fixture("reader/digits");
  // A cell between a 3 and an 8 (the two drawn over each other, half each):
  // the nets favour one of them, unsure.
  const CellImage three = read_digit_fixture(fixtures / "3_caladea-regular.pgm");
  const CellImage eight = read_digit_fixture(fixtures / "8_caladea-regular.pgm");
  CellImage blend{};
  for (size_t i = 0; i < blend.size(); ++i) blend[i] = static_cast<uint8_t>((three[i] + eight[i] + 1) / 2);
  // A puzzle with one solution, r1c2 a 3; and the same with 3 and 8 swapped
  // (one solution too), r1c2 an 8. Whichever the nets favour, the rules say
  // which it is; the cell stays unsure.
  const std::string puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  std::string swapped = puzzle;
  for (char& ch : swapped) ch = ch == '3' ? '8' : ch == '8' ? '3' : ch;
  for (const std::string& given : {puzzle, swapped}) {
    INFO(given);
    std::array<CellImage, 81> cells{};
    for (int c = 0; c < 81; ++c)
      if (given[c] != '.')
        cells[c] = read_digit_fixture(fixtures / (std::string(1, given[c]) + "_carlito-regular.pgm"));
    cells[1] = blend;
    const auto reading = read_grid(cells);
    CHECK(reading.unsure[1]);
    for (int c = 0; c < 81; ++c) {
      INFO("cell " << c);
      CHECK(reading.digits[c] == (given[c] == '.' ? 0 : given[c] - '0'));
    }
  }
}
