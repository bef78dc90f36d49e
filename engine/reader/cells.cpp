#include "reader/cells.hpp"

#include <algorithm>
#include <cmath>

namespace pencilmark::reader {

GrayImage warp_grid(const GrayImage& photo, const Quad& grid) {
  constexpr int kSide = 9 * kWarpCell;
  const Homography to_photo = Homography::unit_square_to(grid);
  // Photo pixels per warped pixel, along the longest side: a bilinear sample
  // alone would skip the photo's pixels between samples (aliasing thin lines
  // and strokes), so k x k samples a pixel are averaged, k up to 4.
  double longest = 0;
  for (int k = 0; k < 4; ++k) {
    const Point a = grid.corners[k], b = grid.corners[(k + 1) % 4];
    longest = std::max(longest, std::hypot(b.x - a.x, b.y - a.y));
  }
  const int per_axis = std::clamp(static_cast<int>(std::ceil(longest / kSide)), 1, 4);
  GrayImage warped{kSide, kSide, std::vector<uint8_t>(static_cast<size_t>(kSide) * kSide)};
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      float sum = 0;
      for (int j = 0; j < per_axis; ++j) {
        for (int i = 0; i < per_axis; ++i) {
          const double u = (x + (i + 0.5) / per_axis) / kSide, v = (y + (j + 0.5) / per_axis) / kSide;
          const Point p = to_photo.map({u, v});
          sum += sample_bilinear(photo, p.x, p.y);
        }
      }
      warped.at(x, y) = static_cast<uint8_t>(std::lround(sum / static_cast<float>(per_axis * per_axis)));
    }
  }
  return warped;
}

CellImage cell_image(const GrayImage& warped, int row, int col) {
  const double margin = kCellMargin * kWarpCell;
  const double x0 = col * kWarpCell + margin, y0 = row * kWarpCell + margin;
  const double inner = kWarpCell - 2 * margin;
  const auto values = resample_area(warped, x0, y0, x0 + inner, y0 + inner, kCellSide, kCellSide);
  std::array<float, kCellSide * kCellSide> inverted;
  for (size_t i = 0; i < inverted.size(); ++i) inverted[i] = 255.0f - values[i];
  CellImage cell{};
  std::array<float, kCellSide* kCellSide> sorted = inverted;
  std::sort(sorted.begin(), sorted.end());
  const float darkest = sorted.front(), brightest = sorted.back();
  if (brightest - darkest < kMinCellContrast) return cell;
  const float floor = sorted[sorted.size() * 5 / 100];
  const float scale = 255.0f / std::max(1.0f, brightest - floor);
  for (size_t i = 0; i < cell.size(); ++i)
    cell[i] = static_cast<uint8_t>(std::clamp(std::lround((inverted[i] - floor) * scale), 0L, 255L));
  return cell;
}

std::array<CellImage, 81> cut_cells(const GrayImage& photo, const Quad& grid) {
  const GrayImage warped = warp_grid(photo, grid);
  std::array<CellImage, 81> cells;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) cells[r * 9 + c] = cell_image(warped, r, c);
  return cells;
}

int ink_pixels(const CellImage& cell) {
  constexpr int kFrom = (kCellSide - kInkWindow) / 2;
  int ink = 0;
  for (int y = kFrom; y < kFrom + kInkWindow; ++y)
    for (int x = kFrom; x < kFrom + kInkWindow; ++x) ink += cell[y * kCellSide + x] > kInkLevel;
  return ink;
}

}  // namespace pencilmark::reader
