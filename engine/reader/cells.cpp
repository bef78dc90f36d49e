#include "reader/cells.hpp"

#include <algorithm>
#include <cmath>

namespace pencilmark::reader {

namespace {

// The square [u0, u0 + span] x [v0, v0 + span] of the grid's unit square
// warped side x side pixels.
GrayImage warp_square(const GrayImage& photo, const Quad& grid, double u0, double v0, double span, int side) {
  const Homography to_photo = Homography::unit_square_to(grid);
  // Photo pixels per warped pixel, along the longest side: a bilinear sample
  // alone would skip the photo's pixels between samples (aliasing thin lines
  // and strokes), so k x k samples a pixel are averaged, k up to 4.
  double longest = 0;
  for (int k = 0; k < 4; ++k) {
    const Point a = grid.corners[k], b = grid.corners[(k + 1) % 4];
    longest = std::max(longest, std::hypot(b.x - a.x, b.y - a.y));
  }
  const int per_axis = std::clamp(static_cast<int>(std::ceil(longest * span / side)), 1, 4);
  GrayImage warped{side, side, std::vector<uint8_t>(static_cast<size_t>(side) * side)};
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      float sum = 0;
      for (int j = 0; j < per_axis; ++j) {
        for (int i = 0; i < per_axis; ++i) {
          const double u = u0 + span * (x + (i + 0.5) / per_axis) / side;
          const double v = v0 + span * (y + (j + 0.5) / per_axis) / side;
          const Point p = to_photo.map({u, v});
          sum += sample_bilinear(photo, p.x, p.y);
        }
      }
      warped.at(x, y) = static_cast<uint8_t>(std::lround(sum / static_cast<float>(per_axis * per_axis)));
    }
  }
  return warped;
}

}  // namespace

GrayImage warp_grid(const GrayImage& photo, const Quad& grid) {
  return warp_square(photo, grid, 0, 0, 1, 9 * kWarpCell);
}

namespace {

// Steps 2-4 of the contract on the square [x0, x0 + side) x [y0, y0 + side) of
// the warped grid; a flat cell is stretched too when keep_flat, and contrast
// gets the brightest less the darkest, in levels.
CellImage normalized(const GrayImage& warped, double x0, double y0, double side, bool light_ink, bool keep_flat = false,
                     float* contrast = nullptr) {
  const auto values = resample_area(warped, x0, y0, x0 + side, y0 + side, kCellSide, kCellSide);
  std::array<float, kCellSide * kCellSide> inverted;
  for (size_t i = 0; i < inverted.size(); ++i) inverted[i] = light_ink ? values[i] : 255.0f - values[i];
  CellImage cell{};
  std::array<float, kCellSide* kCellSide> sorted = inverted;
  std::sort(sorted.begin(), sorted.end());
  const float darkest = sorted.front(), brightest = sorted.back();
  if (contrast) *contrast = brightest - darkest;
  if (brightest - darkest < kMinCellContrast && !keep_flat) return cell;
  const float floor = sorted[sorted.size() * 5 / 100];
  const float scale = 255.0f / std::max(1.0f, brightest - floor);
  for (size_t i = 0; i < cell.size(); ++i)
    cell[i] = static_cast<uint8_t>(std::clamp(std::lround((inverted[i] - floor) * scale), 0L, 255L));
  return cell;
}

}  // namespace

bool light_ink(const GrayImage& warped) {
  // Across each inner line (8 each way) at every other pixel along it: the
  // extremes within 3 px of the line against the paper a third of a cell away
  // on both sides (the brighter of the two on paper is not needed: a line is
  // thin, the paper beside it wide, so the median of the three is the paper).
  constexpr int kReach = 3;
  const int side = warped.width;
  int lighter = 0, darker = 0;
  for (int k = 1; k < 9; ++k) {
    const int line = k * kWarpCell;
    for (int t = kWarpCell / 4; t < side - kWarpCell / 4; t += 2) {
      if (t % kWarpCell < kWarpCell / 4 || t % kWarpCell > kWarpCell * 3 / 4) continue;  // away from crossings
      for (const bool across_x : {true, false}) {
        auto at = [&](int offset) {
          const int along = std::clamp(line + offset, 0, side - 1);
          return across_x ? warped.at(along, t) : warped.at(t, along);
        };
        int low = 255, high = 0;
        for (int o = -kReach; o <= kReach; ++o) low = std::min<int>(low, at(o)), high = std::max<int>(high, at(o));
        std::array<int, 3> paper{at(-kWarpCell / 3), at(kWarpCell / 3), (low + high) / 2};
        std::sort(paper.begin(), paper.end());
        const int bright = high - paper[1], dark = paper[1] - low;
        if (std::max(bright, dark) < 8) continue;  // no line seen here
        (bright > dark ? lighter : darker) += 1;
      }
    }
  }
  return lighter > darker;
}

CellImage cell_image(const GrayImage& warped, int row, int col, bool light_ink) {
  const double margin = kCellMargin * kWarpCell;
  return normalized(warped, col * kWarpCell + margin, row * kWarpCell + margin, kWarpCell - 2 * margin, light_ink);
}

std::array<CellImage, 9> mark_images(const GrayImage& photo, const Quad& grid, int row, int col, bool light_ink) {
  const GrayImage cell = warp_square(photo, grid, col / 9.0, row / 9.0, 1 / 9.0, kMarkCell);
  constexpr int kSide = kMarkCell;
  // Ink bright: the cell inverted unless its ink is light, less its paper (the median).
  std::vector<int> ink(cell.pixels.size());
  for (size_t i = 0; i < ink.size(); ++i) ink[i] = light_ink ? cell.pixels[i] : 255 - cell.pixels[i];
  std::vector<int> sorted = ink;
  std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
  const int paper = sorted[sorted.size() / 2];
  const int brightest = *std::max_element(ink.begin(), ink.end());
  std::array<CellImage, 9> parts{};
  if (brightest - paper < kMinCellContrast) return parts;
  const int level = paper + (brightest - paper) / 3;
  // The pieces of ink (8-neighbours) clear of the cell's edge (the grid's lines
  // and whatever crosses them) and smaller than a part: each belongs to the
  // part its centre is in (a small digit's strokes may come apart), a part's
  // mark being the box around its pieces.
  const int edge = static_cast<int>(std::lround(kMarkEdge * kSide));
  // The columns and rows with ink along most of the cell: a grid line inside
  // it (a misfit outline), broken or not, whose pieces are no marks.
  std::array<int, kSide> column_ink{}, row_ink{};
  for (int y = 0; y < kSide; ++y)
    for (int x = 0; x < kSide; ++x)
      if (ink[y * kSide + x] > level) ++column_ink[x], ++row_ink[y];
  auto crosses_line = [&](int from_x, int to_x, int from_y, int to_y) {
    for (int x = from_x; x <= to_x; ++x)
      if (column_ink[x] > kMarkLine * kSide) return true;
    for (int y = from_y; y <= to_y; ++y)
      if (row_ink[y] > kMarkLine * kSide) return true;
    return false;
  };
  std::vector<int> label(ink.size(), 0), stack;
  std::array<int, 9> part_pixels{};
  std::array<std::array<int, 4>, 9> boxes{};
  int next = 0;
  for (int start = 0; start < kSide * kSide; ++start) {
    if (ink[start] <= level || label[start]) continue;
    label[start] = ++next;
    stack.assign(1, start);
    int pixels = 0, min_x = kSide, max_x = -1, min_y = kSide, max_y = -1;
    while (!stack.empty()) {
      const int at = stack.back(), x = at % kSide, y = at / kSide;
      stack.pop_back();
      ++pixels;
      min_x = std::min(min_x, x), max_x = std::max(max_x, x), min_y = std::min(min_y, y), max_y = std::max(max_y, y);
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= kSide || ny >= kSide) continue;
          const int n = ny * kSide + nx;
          if (ink[n] > level && !label[n]) label[n] = next, stack.push_back(n);
        }
    }
    if (min_x < edge || min_y < edge || max_x >= kSide - edge || max_y >= kSide - edge) continue;
    if (max_x - min_x + 1 > kSide / 3 || max_y - min_y + 1 > kSide / 3) continue;
    if (crosses_line(min_x, max_x, min_y, max_y)) continue;
    // Its ninth, and where in it (0..1 across and down): a mark is drawn about
    // its middle, a line's remnant or a smudge anywhere.
    const double u = (min_x + max_x + 1) / 2.0 * 3 / kSide, v = (min_y + max_y + 1) / 2.0 * 3 / kSide;
    const int k = static_cast<int>(v) * 3 + static_cast<int>(u);
    if (std::abs(u - std::floor(u) - 0.5) > kMarkOffCentre || std::abs(v - std::floor(v) - 0.5) > kMarkOffCentre)
      continue;
    auto& box = boxes[k];
    if (!part_pixels[k]) box = {min_x, min_y, max_x, max_y};
    box = {std::min(box[0], min_x), std::min(box[1], min_y), std::max(box[2], max_x), std::max(box[3], max_y)};
    part_pixels[k] += pixels;
  }
  for (int k = 0; k < 9; ++k) {
    if (!part_pixels[k]) continue;
    const auto [min_x, min_y, max_x, max_y] = boxes[k];
    if (max_y - min_y + 1 < kMarkHeight * kSide) continue;
    // Where in its ninth the box's middle is (0..1 across and down): a mark is
    // drawn about the ninth's middle, a line's remnant or a smudge anywhere.
    const double u = (min_x + max_x + 1) / 2.0 * 3 / kSide - k % 3, v = (min_y + max_y + 1) / 2.0 * 3 / kSide - k / 3;
    if (std::abs(u - 0.5) > kMarkOffCentre || std::abs(v - 0.5) > kMarkOffCentre) continue;
    // The ink of its box (kMarkPad pixels more each way) alone on paper, cut around it.
    constexpr int kMarkPad = 3;
    GrayImage alone{3 * kSide, 3 * kSide, std::vector<uint8_t>(9 * kSide * kSide, 0)};
    for (int y = std::max(0, min_y - kMarkPad); y <= std::min(kSide - 1, max_y + kMarkPad); ++y)
      for (int x = std::max(0, min_x - kMarkPad); x <= std::min(kSide - 1, max_x + kMarkPad); ++x)
        alone.at(kSide + x, kSide + y) = static_cast<uint8_t>(std::max(0, ink[y * kSide + x] - paper));
    const double side = kMarkFrame * std::max(max_x - min_x + 1, max_y - min_y + 1);
    const double cx = kSide + (min_x + max_x + 1) / 2.0, cy = kSide + (min_y + max_y + 1) / 2.0;
    parts[k] = normalized(alone, cx - side / 2, cy - side / 2, side, true);
  }
  return parts;
}

std::array<CellImage, 81> cells_of(const GrayImage& warped, FaintCells* faint) {
  const bool light = light_ink(warped);
  const double margin = kCellMargin * kWarpCell;
  std::array<CellImage, 81> cells;
  if (faint) *faint = FaintCells{};
  for (int c = 0; c < 81; ++c) {
    float contrast = 0;
    const CellImage stretched = normalized(warped, c % 9 * kWarpCell + margin, c / 9 * kWarpCell + margin,
                                           kWarpCell - 2 * margin, light, true, &contrast);
    const bool flat = contrast < kMinCellContrast;
    cells[c] = flat ? CellImage{} : stretched;
    if (faint && flat && contrast >= kFaintCellContrast) faint->images[c] = stretched, faint->contrast[c] = contrast;
  }
  return cells;
}

std::array<CellImage, 81> cut_cells(const GrayImage& photo, const Quad& grid, FaintCells* faint) {
  return cells_of(warp_grid(photo, grid), faint);
}

int ink_pixels(const CellImage& cell) {
  constexpr int kFrom = (kCellSide - kInkWindow) / 2;
  int ink = 0;
  for (int y = kFrom; y < kFrom + kInkWindow; ++y)
    for (int x = kFrom; x < kFrom + kInkWindow; ++x) ink += cell[y * kCellSide + x] > kInkLevel;
  return ink;
}

}  // namespace pencilmark::reader
