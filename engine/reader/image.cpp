#include "reader/image.hpp"

#include <algorithm>
#include <cmath>

namespace pencilmark::reader {

GrayImage GrayImage::from_gray(const uint8_t* gray, int width, int height) {
  GrayImage image{width, height, {}};
  image.pixels.assign(gray, gray + static_cast<size_t>(width) * height);
  return image;
}

GrayImage GrayImage::from_rgba(const uint8_t* rgba, int width, int height) {
  GrayImage image{width, height, std::vector<uint8_t>(static_cast<size_t>(width) * height)};
  for (size_t i = 0; i < image.pixels.size(); ++i) {
    const uint8_t* p = rgba + 4 * i;
    // 299, 587, 114 per mille, rounded.
    image.pixels[i] = static_cast<uint8_t>((299 * p[0] + 587 * p[1] + 114 * p[2] + 500) / 1000);
  }
  return image;
}

namespace {

// How the source samples (sample k covering [k, k+1)) make up each of `parts`
// equal parts of [a, b): the first sample, and the weights of it and the ones
// after it, summing to 1. The caller clamps samples beyond the picture.
struct Span {
  int first = 0;
  std::vector<float> weights;
};

std::vector<Span> area_spans(double a, double b, int parts) {
  std::vector<Span> spans(parts);
  const double step = (b - a) / parts;
  for (int i = 0; i < parts; ++i) {
    const double lo = a + step * i, hi = lo + step;
    const int k0 = static_cast<int>(std::floor(lo)), k1 = static_cast<int>(std::ceil(hi)) - 1;
    Span& span = spans[i];
    span.first = k0;
    for (int k = k0; k <= k1; ++k) {
      const double overlap = std::min(hi, k + 1.0) - std::max(lo, static_cast<double>(k));
      span.weights.push_back(static_cast<float>(std::max(0.0, overlap) / step));
    }
  }
  return spans;
}

}  // namespace

std::vector<float> resample_area(const GrayImage& image, double x0, double y0, double x1, double y1, int out_width,
                                 int out_height) {
  const auto columns = area_spans(x0, x1, out_width);
  const auto rows = area_spans(y0, y1, out_height);
  auto clamp_x = [&](int x) { return std::clamp(x, 0, image.width - 1); };
  auto clamp_y = [&](int y) { return std::clamp(y, 0, image.height - 1); };
  // Rows first: each source row the output rows need, averaged across to out_width.
  const int row_first = rows.front().first;
  const int row_last = rows.back().first + static_cast<int>(rows.back().weights.size()) - 1;
  std::vector<float> across(static_cast<size_t>(row_last - row_first + 1) * out_width);
  for (int y = row_first; y <= row_last; ++y) {
    const uint8_t* line = &image.pixels[static_cast<size_t>(clamp_y(y)) * image.width];
    float* out = &across[static_cast<size_t>(y - row_first) * out_width];
    for (int i = 0; i < out_width; ++i) {
      float sum = 0;
      const Span& span = columns[i];
      for (size_t k = 0; k < span.weights.size(); ++k)
        sum += span.weights[k] * line[clamp_x(span.first + static_cast<int>(k))];
      out[i] = sum;
    }
  }
  std::vector<float> result(static_cast<size_t>(out_width) * out_height, 0.0f);
  for (int j = 0; j < out_height; ++j) {
    const Span& span = rows[j];
    float* out = &result[static_cast<size_t>(j) * out_width];
    for (size_t k = 0; k < span.weights.size(); ++k) {
      const float* in = &across[static_cast<size_t>(span.first + static_cast<int>(k) - row_first) * out_width];
      for (int i = 0; i < out_width; ++i) out[i] += span.weights[k] * in[i];
    }
  }
  return result;
}

GrayImage shrink_to_fit(const GrayImage& image, int max_side) {
  const int longer = std::max(image.width, image.height);
  if (longer <= max_side) return image;
  const double scale = static_cast<double>(max_side) / longer;
  const int width = std::max(1, static_cast<int>(std::lround(image.width * scale)));
  const int height = std::max(1, static_cast<int>(std::lround(image.height * scale)));
  const auto values = resample_area(image, 0, 0, image.width, image.height, width, height);
  GrayImage small{width, height, std::vector<uint8_t>(values.size())};
  for (size_t i = 0; i < values.size(); ++i)
    small.pixels[i] = static_cast<uint8_t>(std::clamp(std::lround(values[i]), 0L, 255L));
  return small;
}

float sample_bilinear(const GrayImage& image, double x, double y) {
  x = std::clamp(x, 0.0, image.width - 1.0);
  y = std::clamp(y, 0.0, image.height - 1.0);
  const int x0 = std::min(static_cast<int>(x), image.width - 2 < 0 ? 0 : image.width - 2);
  const int y0 = std::min(static_cast<int>(y), image.height - 2 < 0 ? 0 : image.height - 2);
  const int x1 = std::min(x0 + 1, image.width - 1), y1 = std::min(y0 + 1, image.height - 1);
  const double fx = x - x0, fy = y - y0;
  const double top = image.at(x0, y0) + fx * (image.at(x1, y0) - image.at(x0, y0));
  const double bottom = image.at(x0, y1) + fx * (image.at(x1, y1) - image.at(x0, y1));
  return static_cast<float>(top + fy * (bottom - top));
}

Homography Homography::inverse() const {
  // The adjugate: the inverse up to a factor, which a homography ignores.
  const auto& a = m;
  return {{a[4] * a[8] - a[5] * a[7], a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4], a[5] * a[6] - a[3] * a[8],
           a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5], a[3] * a[7] - a[4] * a[6], a[1] * a[6] - a[0] * a[7],
           a[0] * a[4] - a[1] * a[3]}};
}

Homography Homography::unit_square_to(const Quad& quad) {
  const auto& p = quad.corners;
  const double sx = p[0].x - p[1].x + p[2].x - p[3].x, sy = p[0].y - p[1].y + p[2].y - p[3].y;
  double g = 0, h = 0;
  if (sx != 0 || sy != 0) {
    const double dx1 = p[1].x - p[2].x, dx2 = p[3].x - p[2].x, dy1 = p[1].y - p[2].y, dy2 = p[3].y - p[2].y;
    const double det = dx1 * dy2 - dx2 * dy1;
    g = (sx * dy2 - dx2 * sy) / det;
    h = (dx1 * sy - sx * dy1) / det;
  }
  return {{p[1].x - p[0].x + g * p[1].x, p[3].x - p[0].x + h * p[3].x, p[0].x,  //
           p[1].y - p[0].y + g * p[1].y, p[3].y - p[0].y + h * p[3].y, p[0].y,  //
           g, h, 1}};
}

}  // namespace pencilmark::reader
