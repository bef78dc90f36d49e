// The reader's first stages: finding the grid, warping it square and cutting
// the cells, on pictures drawn here (a known outline), and on the shared
// newspaper photos (../shared/data/photos) when they are there.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <vector>

#include "cli/image_files.hpp"
#include "reader/cells.hpp"
#include "reader/grid_finder.hpp"
#include "reader/read.hpp"
#include "test_support.hpp"

using namespace pencilmark;
using namespace pencilmark::reader;

namespace {

// A stroke of a drawn digit, in a cell's own units (0..1 across and down).
struct Stroke {
  double x0, y0, x1, y1;
};

// Digits as a few straight strokes: enough ink, in the places a digit has it.
const std::vector<Stroke>& strokes_of(int digit) {
  static const std::vector<std::vector<Stroke>> kDigits = {
      {},
      {{0.5, 0.22, 0.5, 0.78}, {0.4, 0.3, 0.5, 0.22}},
      {{0.32, 0.25, 0.68, 0.25}, {0.68, 0.25, 0.68, 0.5}, {0.68, 0.5, 0.32, 0.78}, {0.32, 0.78, 0.68, 0.78}},
      {{0.32, 0.22, 0.68, 0.22}, {0.68, 0.22, 0.68, 0.78}, {0.4, 0.5, 0.68, 0.5}, {0.32, 0.78, 0.68, 0.78}},
      {{0.62, 0.22, 0.62, 0.78}, {0.62, 0.22, 0.32, 0.58}, {0.32, 0.58, 0.72, 0.58}},
      {{0.68, 0.22, 0.34, 0.22},
       {0.34, 0.22, 0.34, 0.48},
       {0.34, 0.48, 0.66, 0.52},
       {0.66, 0.52, 0.62, 0.78},
       {0.62, 0.78, 0.32, 0.76}},
      {{0.62, 0.22, 0.34, 0.5},
       {0.34, 0.5, 0.34, 0.78},
       {0.34, 0.78, 0.66, 0.78},
       {0.66, 0.78, 0.66, 0.52},
       {0.66, 0.52, 0.34, 0.52}},
      {{0.32, 0.22, 0.68, 0.22}, {0.68, 0.22, 0.42, 0.78}},
      {{0.34, 0.22, 0.66, 0.22}, {0.66, 0.22, 0.34, 0.78}, {0.34, 0.78, 0.66, 0.78}, {0.66, 0.78, 0.34, 0.22}},
      {{0.66, 0.5, 0.34, 0.5}, {0.34, 0.5, 0.34, 0.22}, {0.34, 0.22, 0.66, 0.22}, {0.66, 0.22, 0.66, 0.78}},
  };
  return kDigits[digit];
}

double distance_to_segment(double x, double y, const Stroke& s) {
  const double dx = s.x1 - s.x0, dy = s.y1 - s.y0;
  const double t = std::clamp(((x - s.x0) * dx + (y - s.y0) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
  return std::hypot(x - (s.x0 + t * dx), y - (s.y0 + t * dy));
}

// A puzzle to draw: 0 for an empty cell. Row 1 (0-based) is left empty on purpose.
const std::array<int, 81> kDrawnDigits = {
    5, 3, 0, 0, 7, 0, 0, 0, 0,  //
    0, 0, 0, 0, 0, 0, 0, 0, 0,  //
    0, 9, 8, 0, 0, 0, 0, 6, 0,  //
    8, 0, 0, 0, 6, 0, 0, 0, 3,  //
    4, 0, 0, 8, 0, 3, 0, 0, 1,  //
    7, 0, 0, 0, 2, 0, 0, 0, 6,  //
    0, 6, 0, 0, 0, 0, 2, 8, 0,  //
    0, 0, 0, 4, 1, 9, 0, 0, 5,  //
    0, 0, 0, 0, 8, 0, 0, 7, 9,
};

// How much ink (0..1) the grid has at (u, v), in the grid's units (0..9 across
// and down; the frame's lines are centred on 0 and 9): box lines 1/8 of a cell
// thick, cell lines 1/25, the digits' strokes 1/12.
double grid_ink(double u, double v, bool digits) {
  for (int k = 0; k <= 9; ++k) {
    const double half = k % 3 == 0 ? 1.0 / 16 : 1.0 / 50;
    if (u > -half && u < 9 + half && std::abs(v - k) < half) return 1;
    if (v > -half && v < 9 + half && std::abs(u - k) < half) return 1;
  }
  if (!digits || u < 0 || v < 0 || u >= 9 || v >= 9) return 0;
  const int col = static_cast<int>(u), row = static_cast<int>(v);
  for (const Stroke& s : strokes_of(kDrawnDigits[row * 9 + col]))
    if (distance_to_segment(u - col, v - row, s) < 1.0 / 24) return 1;
  return 0;
}

// A picture of the given size: a light background with a gradient of light and
// noise, some "text" (short dark bars) around, and, when grid is given, a grid
// whose frame's corners (the middle of its lines) are at grid's corners.
GrayImage draw_picture(int width, int height, const Quad* grid, uint32_t seed) {
  std::mt19937 random(seed);
  std::normal_distribution<double> noise(0, 6);
  std::uniform_real_distribution<double> unit(0, 1);
  GrayImage image{width, height, std::vector<uint8_t>(static_cast<size_t>(width) * height)};
  std::vector<double> ink(image.pixels.size(), 0);
  // Lines of text: bars 6 px high at random places, the page's print.
  for (int bar = 0; bar < 60; ++bar) {
    const int x0 = static_cast<int>(unit(random) * (width - 60)), y0 = static_cast<int>(unit(random) * (height - 8));
    const int length = 10 + static_cast<int>(unit(random) * 40);
    for (int y = y0; y < y0 + 6; ++y)
      for (int x = x0; x < x0 + length; ++x)
        if ((x - x0) % 9 < 6) ink[static_cast<size_t>(y) * width + x] = 1;
  }
  if (grid) {
    // Each pixel's ink from 3x3 samples mapped into the grid (antialiased edges).
    const Homography to_grid = Homography::unit_square_to(*grid).inverse();
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        double sum = 0;
        for (int j = 0; j < 3; ++j) {
          for (int i = 0; i < 3; ++i) {
            const Point g = to_grid.map({x + (i - 1) / 3.0, y + (j - 1) / 3.0});
            sum += grid_ink(g.x * 9, g.y * 9, true);
          }
        }
        // The grid is printed over the page: no text under it.
        const Point centre = to_grid.map({static_cast<double>(x), static_cast<double>(y)});
        const bool inside = centre.x > -0.05 && centre.x < 1.05 && centre.y > -0.05 && centre.y < 1.05;
        double& at = ink[static_cast<size_t>(y) * width + x];
        at = inside ? sum / 9 : std::max(at, sum / 9);
      }
    }
  }
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const double paper = 200 - 50.0 * x / width + 20.0 * y / height;  // light from the top right
      const double value = paper - ink[static_cast<size_t>(y) * width + x] * (paper - 40) + noise(random);
      image.at(x, y) = static_cast<uint8_t>(std::clamp(std::lround(value), 0L, 255L));
    }
  }
  return image;
}

// A grid of side `side` centred at (cx, cy), turned by `degrees` and its corners
// moved by `skew` (a perspective: the top narrower than the bottom).
Quad tilted_grid(double cx, double cy, double side, double degrees, double skew) {
  const double a = degrees * M_PI / 180, h = side / 2;
  const std::array<Point, 4> square{{{-h + skew, -h}, {h - skew, -h + skew / 2}, {h, h}, {-h, h}}};
  Quad quad;
  for (int k = 0; k < 4; ++k) {
    const Point p = square[k];
    quad.corners[k] = {cx + p.x * std::cos(a) - p.y * std::sin(a), cy + p.x * std::sin(a) + p.y * std::cos(a)};
  }
  return quad;
}

double worst_corner_error(const Quad& found, const Quad& truth) {
  double worst = 0;
  for (int k = 0; k < 4; ++k)
    worst =
        std::max(worst, std::hypot(found.corners[k].x - truth.corners[k].x, found.corners[k].y - truth.corners[k].y));
  return worst;
}

// A blurred photo of a grid printed in faint gray but for its box lines: the
// cell lines and the frame's left side `faint` levels darker than the paper,
// the box lines and the rest of the frame dark; blurred by a 5x5 mean.
GrayImage draw_faint_grid(int width, int height, const Quad& grid, double faint, uint32_t seed) {
  std::mt19937 random(seed);
  std::normal_distribution<double> noise(0, 2);
  const Homography to_grid = Homography::unit_square_to(grid).inverse();
  std::vector<double> sharp(static_cast<size_t>(width) * height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const Point g = to_grid.map({static_cast<double>(x), static_cast<double>(y)});
      const double u = g.x * 9, v = g.y * 9;
      double darker = 0;
      for (int k = 0; k <= 9; ++k) {
        const double half = k % 3 == 0 ? 1.0 / 16 : 1.0 / 30;
        const bool across = u > -half && u < 9 + half && std::abs(v - k) < half;
        const bool down = v > -half && v < 9 + half && std::abs(u - k) < half;
        if (across) darker = std::max(darker, k % 3 == 0 ? 120 : faint);
        if (down) darker = std::max(darker, k % 3 == 0 && k > 0 ? 120 : faint);
      }
      sharp[static_cast<size_t>(y) * width + x] = 190 - darker;
    }
  }
  GrayImage image{width, height, std::vector<uint8_t>(sharp.size())};
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      double sum = 0;
      for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
          sum +=
              sharp[static_cast<size_t>(std::clamp(y + dy, 0, height - 1)) * width + std::clamp(x + dx, 0, width - 1)];
      image.at(x, y) = static_cast<uint8_t>(std::clamp(std::lround(sum / 25 + noise(random)), 0L, 255L));
    }
  }
  return image;
}

}  // namespace

TEST_CASE("the grid finder finds a drawn grid's corners within 2 px, turned and in perspective") {
  struct Case {
    double degrees, skew;
  };
  for (const Case& c : {Case{0, 0}, Case{12, 30}, Case{-8, 45}, Case{20, 15}}) {
    const Quad truth = tilted_grid(400, 300, 380, c.degrees, c.skew);
    const GrayImage picture = draw_picture(800, 600, &truth, 7);
    const auto found = find_grid(picture);
    INFO("turned " << c.degrees << " degrees, skew " << c.skew);
    REQUIRE(found.ok());
    CHECK(worst_corner_error(*found, truth) <= 2.0);
  }
}

TEST_CASE("the grid finder searches a large picture scaled down and answers in its own pixels") {
  const Quad truth = tilted_grid(900, 700, 1000, 6, 40);
  const GrayImage picture = draw_picture(1800, 1400, &truth, 11);
  const auto found = find_grid(picture);
  REQUIRE(found.ok());
  // 1.76 of the picture's pixels to one searched: 2 px of the search is 3.5 here.
  CHECK(worst_corner_error(*found, truth) <= 3.5);
}

TEST_CASE("the grid finder finds light lines on a dark background (a dark theme)") {
  const Quad truth = tilted_grid(320, 240, 300, 0, 0);
  GrayImage picture = draw_picture(640, 480, &truth, 5);
  for (uint8_t& p : picture.pixels) p = static_cast<uint8_t>(255 - p);
  const auto found = find_grid(picture);
  REQUIRE(found.ok());
  CHECK(worst_corner_error(*found, truth) <= 2.0);
}

TEST_CASE("the grid finder finds a blurred grid whose cell lines and a side of its frame are faint") {
  // Searched at the usual contrast the faint lines come in dots and the box
  // lines alone are one piece, two thirds of the grid: a second search at a
  // lower contrast finds the whole.
  const Quad truth = tilted_grid(320, 240, 400, 3, 10);
  const GrayImage picture = draw_faint_grid(640, 480, truth, 22, 13);
  const auto found = find_grid(picture);
  REQUIRE(found.ok());
  CHECK(worst_corner_error(*found, truth) <= 2.0);
}

TEST_CASE("the grid finder puts a frameless board on a dark window at the board's edge") {
  // An app's dark theme: a white board with grey cell lines and no frame line
  // on a dark grey window. The window's grey beside the board is ink by
  // contrast alone, a band as wide as the contrast window: the board's edge is
  // where that band ends, not its middle.
  const Quad truth{{Point{150, 100}, Point{650, 100}, Point{650, 600}, Point{150, 600}}};
  GrayImage picture{800, 700, std::vector<uint8_t>(800 * 700, 53)};
  for (int y = 100; y < 600; ++y)
    for (int x = 150; x < 650; ++x) {
      const double u = (x - 150) / (500 / 9.0), v = (y - 100) / (500 / 9.0);
      const auto on_line = [](double t) {
        const double k = std::round(t);
        const double width = static_cast<int>(k) % 3 ? 0.02 : 0.05;
        return k > 0 && k < 9 && std::abs(t - k) < width;
      };
      picture.at(x, y) = on_line(u) || on_line(v) ? 120 : 255;
    }
  const auto found = find_grid(picture);
  REQUIRE(found.ok());
  CHECK(worst_corner_error(*found, truth) <= 2.0);
}

TEST_CASE("the grid finder finds a grid joined to the page's other rules by a line across it") {
  // A newspaper page: the grid in a panel whose edge runs 10 px right of the
  // frame, a crossword to the right, a banner above, and the frame's foot
  // running on as a rule into the crossword. All of it is one piece of ink
  // whose corners are not the grid's; the grid is found by its paper, the
  // cells' like-sized holes, and its frame by walking out of them (from
  // outside, the panel's edge comes first).
  const Quad truth = tilted_grid(290, 340, 360, 0, 0);
  GrayImage picture = draw_picture(800, 640, &truth, 9);
  const auto ink = [&](int x0, int y0, int x1, int y1) {
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) picture.at(x, y) = 40;
  };
  const int right = 470, bottom = 520;                          // the frame's, from the truth
  for (int x = 540; x <= 760; x += 44) ink(x, 45, x + 2, 620);  // the crossword
  for (int y = 60; y <= 620; y += 40) ink(540, y, 762, y + 2);
  ink(20, 40, 780, 50);                     // the banner
  ink(right + 10, 40, right + 11, 600);     // the panel's edge
  ink(right, bottom - 1, 760, bottom + 1);  // the rule
  const auto found = find_grid(picture);
  REQUIRE(found.ok());
  CHECK(worst_corner_error(*found, truth) <= 2.0);
}

TEST_CASE("a picture with no grid gives the no-grid error") {
  const GrayImage picture = draw_picture(640, 480, nullptr, 3);
  const auto found = find_grid(picture);
  REQUIRE_FALSE(found.ok());
  CHECK(found.error().kind == ErrorKind::NoGrid);
  CHECK(found.error().message == "no Sudoku grid found in the picture");
  GrayImage flat{64, 48, std::vector<uint8_t>(64 * 48, 200)};
  CHECK_FALSE(find_grid(flat).ok());
}

TEST_CASE("the cells of a warped grid come out straight: no grid line in a CellImage") {
  const Quad truth = tilted_grid(400, 300, 380, 12, 30);
  const GrayImage picture = draw_picture(800, 600, &truth, 7);
  const auto found = find_grid(picture);
  REQUIRE(found.ok());
  const auto cells = cut_cells(picture, *found);
  for (int c = 0; c < 81; ++c) {
    INFO("cell r" << c / 9 + 1 << "c" << c % 9 + 1);
    // A line left in the cell would be a bright row or column near an edge. The
    // drawn digits keep 5 px from the sides but reach within 2 px of the top
    // and the bottom: their cells' rows are not looked at.
    for (int k : {0, 1, 2, 3, kCellSide - 4, kCellSide - 3, kCellSide - 2, kCellSide - 1}) {
      int row_ink = 0, col_ink = 0;
      for (int i = 0; i < kCellSide; ++i) {
        row_ink += cells[c][k * kCellSide + i] > kInkLevel;
        col_ink += cells[c][i * kCellSide + k] > kInkLevel;
      }
      if (kDrawnDigits[c] == 0) CHECK(row_ink < kCellSide / 4);
      CHECK(col_ink < kCellSide / 4);
    }
    CHECK(looks_empty(cells[c]) == (kDrawnDigits[c] == 0));
  }
  // The 1 of r5c9 is a vertical stroke in the middle: its ink in the middle columns.
  const CellImage& one = cells[4 * 9 + 8];
  int middle = 0, sides = 0;
  for (int y = 0; y < kCellSide; ++y)
    for (int x = 0; x < kCellSide; ++x) (x >= 11 && x <= 16 ? middle : sides) += one[y * kCellSide + x] > kInkLevel;
  CHECK(middle > 3 * sides);
}

TEST_CASE("an empty cell is empty, and a flat one all 0") {
  const Quad truth = tilted_grid(320, 240, 360, 0, 0);
  const GrayImage picture = draw_picture(640, 480, &truth, 9);
  const auto cells = cut_cells(picture, truth);
  for (int c = 9; c < 18; ++c) {
    INFO("cell r2c" << c - 8);
    CHECK(looks_empty(cells[c]));
  }
  CHECK_FALSE(looks_empty(cells[0]));
  // No noise: the inner area of an empty cell is flat paper.
  GrayImage clean{360, 360, std::vector<uint8_t>(360 * 360, 230)};
  const Quad whole{{{{0, 0}, {359, 0}, {359, 359}, {0, 359}}}};
  const auto flat = cut_cells(clean, whole);
  CHECK(std::all_of(flat[40].begin(), flat[40].end(), [](uint8_t v) { return v == 0; }));
}

TEST_CASE("a faint cell is cut flat, and kept apart stretched when it has some contrast") {
  // A warped grid (no lines needed): paper at 200, a bar 60 levels dark in
  // r1c1, one 25 levels dark in r1c2 (a faint digit), one 8 in r1c3 (grain).
  GrayImage warped{9 * kWarpCell, 9 * kWarpCell, std::vector<uint8_t>(81 * kWarpCell * kWarpCell, 200)};
  const std::array<int, 3> darker{60, 25, 8};
  for (int col = 0; col < 3; ++col)
    for (int y = 10; y < 30; ++y)
      for (int x = 17; x < 23; ++x) warped.at(col * kWarpCell + x, y) = static_cast<uint8_t>(200 - darker[col]);
  FaintCells faint;
  const auto cells = cells_of(warped, &faint);
  CHECK_FALSE(looks_empty(cells[0]));
  CHECK(faint.contrast[0] == 0);
  CHECK(std::all_of(cells[1].begin(), cells[1].end(), [](uint8_t v) { return v == 0; }));
  CHECK(faint.contrast[1] == Approx(25).margin(1));
  CHECK_FALSE(looks_empty(faint.images[1]));
  CHECK(std::all_of(cells[2].begin(), cells[2].end(), [](uint8_t v) { return v == 0; }));
  CHECK(faint.contrast[2] == 0);
  CHECK(std::all_of(faint.images[2].begin(), faint.images[2].end(), [](uint8_t v) { return v == 0; }));
  // Without faint, the same cells.
  CHECK(cells_of(warped) == cells);
}

TEST_CASE("resampling by area averaging keeps the mean and a picture's homography maps its corners") {
  GrayImage image{10, 10, std::vector<uint8_t>(100)};
  for (int i = 0; i < 100; ++i) image.pixels[i] = static_cast<uint8_t>(i % 10 * 20);
  const auto values = resample_area(image, 0, 0, 10, 10, 4, 4);
  double mean = 0;
  for (float v : values) mean += v / 16;
  CHECK(mean == Approx(90).epsilon(1e-4));
  CHECK(shrink_to_fit(image, 5).width == 5);
  const Quad quad{{{{10, 20}, {110, 25}, {120, 140}, {5, 130}}}};
  const Homography h = Homography::unit_square_to(quad);
  const std::array<Point, 4> unit{{{0, 0}, {1, 0}, {1, 1}, {0, 1}}};
  for (int k = 0; k < 4; ++k) {
    CHECK(h.map(unit[k]).x == Approx(quad.corners[k].x));
    CHECK(h.map(unit[k]).y == Approx(quad.corners[k].y));
    CHECK(h.inverse().map(quad.corners[k]).x == Approx(unit[k].x).margin(1e-9));
  }
}

// The finder on 160 newspaper photos (the training part of Wicht and
// Hennebert's dataset, ../shared/data/photos). A grid counts as found when
// find_grid answers and the empty-cell test on its cells agrees with the
// photo's .dat on at least 78 of the 81 cells (a misplaced outline cuts cells
// that disagree). Measured when this was written: 145 of 160 answered, 140 of
// them agreeing (bench/reader_bench.cpp); the floor is set a little under.
TEST_CASE("the grid finder finds the grid in at least 135 of the 160 shared photos", "[slow]") {
  const std::string dir = test_support::shared_data_dir() + "/photos";
  test_support::skip_unless_exists(dir);
  int total = 0, answered = 0, agreeing = 0;
  for (int n = 1; n <= 2000; ++n) {
    const std::string stem = dir + "/image" + std::to_string(n);
    if (!std::filesystem::exists(stem + ".jpg")) continue;
    ++total;
    std::string problem;
    const auto photo = read_image_file(stem + ".jpg", problem);
    REQUIRE(photo);
    const auto grid = find_grid(*photo);
    if (!grid) continue;
    ++answered;
    std::ifstream dat(stem + ".dat");
    std::string line;
    std::getline(dat, line), std::getline(dat, line);
    const auto cells = cut_cells(*photo, *grid);
    int agree = 0, digit = 0;
    for (int c = 0; c < 81 && dat >> digit; ++c) agree += looks_empty(cells[c]) == (digit == 0);
    agreeing += agree >= 78;
  }
  std::cout << "grid found in " << answered << " of " << total << " photos, " << agreeing
            << " with the empty cells where the .dat has them" << std::endl;
  CHECK(total == 160);
  CHECK(answered >= 140);
  CHECK(agreeing >= 135);
}

// Screenshots of the page's own board (scripts/make-reader-screens.mjs): light
// and dark theme, a phone's whole viewport and a desktop's board, givens and
// the player's digits, some with pencil marks in a 3x3 layout. Each is read
// whole, and its marks exactly: screens.tsv has the digits shown and the 729
// marks (or - for a screenshot without marks, where none may be read).
TEST_CASE("the page's own board in screenshots is read whole, its pencil marks too", "[reader]") {
  int screens = 0;
  for (const std::string& line : test_support::read_lines(test_support::fixture("reader/screens/screens.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    const auto tab = line.find('\t'), second = line.find('\t', tab + 1);
    const std::string name = line.substr(0, tab), digits = line.substr(tab + 1, second - tab - 1),
                      marks = line.substr(second + 1);
    INFO(name);
    std::string problem;
    const auto picture = read_image_file(test_support::fixture("reader/screens/" + name + ".png"), problem);
    REQUIRE(picture);
    const auto reading = read_picture(*picture);
    REQUIRE(reading);
    CHECK(reading->puzzle() == digits);
    CHECK(reading->unsure_cells() == "-");
    if (marks == "-") {
      CHECK_FALSE(reading->has_marks());
    } else {
      CHECK(reading->pencil_marks() == marks);
    }
    ++screens;
  }
  CHECK(screens >= 8);
}

// Screenshots of other apps (scripts/make-app-screens.py: GNOME Sudoku, KSudoku
// and FLTK's Sudoku played in a virtual display; apps.tsv has what each shows).
// How many are read whole is the bench's figure; these are the marks' rules.
namespace {
struct AppShot {
  std::string digits, marks;
  PictureReading reading;
};
AppShot read_app_shot(const std::string& name) {
  for (const std::string& line : test_support::read_lines(test_support::fixture("reader/apps/apps.tsv"))) {
    if (line.rfind(name + "\t", 0) != 0) continue;
    const auto tab = line.find('\t'), second = line.find('\t', tab + 1);
    std::string problem;
    const auto picture = read_image_file(test_support::fixture("reader/apps/" + name + ".png"), problem);
    REQUIRE(picture);
    auto reading = read_picture(*picture);
    REQUIRE(reading);
    return {line.substr(tab + 1, second - tab - 1), line.substr(second + 1), *reading};
  }
  FAIL("no " << name << " in apps.tsv");
  return {};
}
}  // namespace

TEST_CASE("marks drawn in a numeric keypad's layout (7 8 9 on top) are read in their places", "[reader]") {
  // GNOME Sudoku, light and dark theme: its marks in the corners and along
  // the box lines, some read as other digits by the classifier at their size.
  for (const std::string name : {"gnome-light-1-marks-desktop", "gnome-dark-2-marks-phone"}) {
    INFO(name);
    const AppShot shot = read_app_shot(name);
    CHECK(shot.reading.puzzle() == shot.digits);
    CHECK(shot.reading.pencil_marks() == shot.marks);
  }
}

TEST_CASE("marks drawn in a row, in no layout, are not read, nor read as digits", "[reader]") {
  // FLTK's Sudoku draws a cell's marks side by side along its top: what
  // digit each is cannot be told from its place, so none is read.
  for (const std::string name : {"fltk-1-desktop", "fltk-2-large"}) {
    INFO(name);
    const AppShot shot = read_app_shot(name);
    CHECK(shot.reading.puzzle() == shot.digits);
    CHECK_FALSE(shot.reading.has_marks());
  }
}
