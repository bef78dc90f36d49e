// Gray pictures and the plane geometry the reader works in.
//
// Coordinates are in pixels with a pixel's centre at whole numbers: pixel
// (x, y) covers [x - 0.5, x + 0.5) x [y - 0.5, y + 0.5), x to the right and
// y down. A Quad names the grid's outline by its corners clockwise from the
// top left, as seen in the picture:
//
//     corners[0] ---- corners[1]
//        |               |
//     corners[3] ---- corners[2]
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pencilmark::reader {

// 8-bit gray, row-major: pixels[y * width + x], 0 black .. 255 white.
struct GrayImage {
  int width = 0, height = 0;
  std::vector<uint8_t> pixels;

  uint8_t at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
  uint8_t& at(int x, int y) { return pixels[static_cast<std::size_t>(y) * width + x]; }

  // From width * height gray bytes.
  static GrayImage from_gray(const uint8_t* gray, int width, int height);
  // From width * height * 4 RGBA bytes (a canvas's ImageData): Rec. 601 luma;
  // alpha is ignored (a transparent pixel counts as its colour).
  static GrayImage from_rgba(const uint8_t* rgba, int width, int height);
};

// The picture scaled down so its longer side is at most max_side, each new
// pixel the average of the area it covers; a smaller picture is returned as is.
GrayImage shrink_to_fit(const GrayImage& image, int max_side);

// The rectangle [x0, x1) x [y0, y1) (in pixel edges: pixel x covers [x, x + 1)
// here) resampled to out_width x out_height by area averaging: each output
// value is the mean of the source area it covers, partly covered pixels
// weighted by the part. Pixels beyond the picture repeat its edge.
std::vector<float> resample_area(const GrayImage& image, double x0, double y0, double x1, double y1, int out_width,
                                 int out_height);

// The value at (x, y) interpolated between the four nearest pixels; beyond the
// picture, its edge.
float sample_bilinear(const GrayImage& image, double x, double y);

struct Point {
  double x = 0, y = 0;
};

struct Quad {
  std::array<Point, 4> corners;  // top left, top right, bottom right, bottom left
};

// A plane projective map (a homography), x' = (m0 x + m1 y + m2) / (m6 x + m7 y + m8)
// and y' likewise with m3..m5.
struct Homography {
  std::array<double, 9> m{1, 0, 0, 0, 1, 0, 0, 0, 1};

  Point map(Point p) const {
    const double w = m[6] * p.x + m[7] * p.y + m[8];
    return {(m[0] * p.x + m[1] * p.y + m[2]) / w, (m[3] * p.x + m[4] * p.y + m[5]) / w};
  }
  Homography inverse() const;
  // The map of the unit square's corners (0,0), (1,0), (1,1), (0,1) to the
  // quad's corners in their order (Heckbert's closed form).
  static Homography unit_square_to(const Quad& quad);
};

}  // namespace pencilmark::reader
