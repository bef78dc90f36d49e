#include "reader/grid_finder.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace pencilmark::reader {
namespace {

// The mean around a pixel, from a table of sums: sums[(y+1)*(w+1) + x+1] is the
// sum of the pixels above and left of (x, y), both included.
class IntegralImage {
 public:
  explicit IntegralImage(const GrayImage& image)
      : width_(image.width), height_(image.height), sums_(static_cast<size_t>(width_ + 1) * (height_ + 1), 0) {
    for (int y = 0; y < height_; ++y) {
      uint32_t row = 0;
      for (int x = 0; x < width_; ++x) {
        row += image.at(x, y);
        sums_[index(x + 1, y + 1)] = sums_[index(x + 1, y)] + row;
      }
    }
  }

  // The mean of the square of the given radius around (x, y), cut at the edges.
  float mean(int x, int y, int radius) const {
    const int x0 = std::max(0, x - radius), x1 = std::min(width_, x + radius + 1);
    const int y0 = std::max(0, y - radius), y1 = std::min(height_, y + radius + 1);
    const uint32_t sum = sums_[index(x1, y1)] - sums_[index(x0, y1)] - sums_[index(x1, y0)] + sums_[index(x0, y0)];
    return static_cast<float>(sum) / static_cast<float>((x1 - x0) * (y1 - y0));
  }

 private:
  size_t index(int x, int y) const { return static_cast<size_t>(y) * (width_ + 1) + x; }
  int width_, height_;
  std::vector<uint32_t> sums_;
};

// Ink on paper is darker than around it; a dark theme's lines are lighter.
enum class Ink { Dark, Light };

// The ink: a pixel's 3x3 mean set against the mean of a window about 1/24 of
// the picture wide, marked where it differs by more than `levels` and `share`
// of the background (so shadows and a gradient of light are not ink).
struct Contrast {
  float levels, share;
};
// First 10 levels and 10%; a picture with no grid at that is searched again at
// 6 levels and 6%, then 3 and 3%. A blurred photo of a grid printed in gray
// (the shared photos of one 640x480 phone camera) has its cell lines, and
// sometimes a side of its frame, 5-10% darker than the paper: at 10% they
// come in dots, the box lines alone are one piece, two thirds of the grid or
// less, and no outline looks like a grid. Lower first would mark paper texture
// and JPEG noise as ink in sharp photos, so only a picture without a grid pays
// for the further searches.
constexpr std::array<Contrast, 3> kContrasts{{{10, 0.10f}, {6, 0.06f}, {3, 0.03f}}};

std::vector<uint8_t> ink_mask(const GrayImage& image, const IntegralImage& sums, Ink ink, Contrast contrast) {
  const int radius = std::max(4, std::max(image.width, image.height) / 48);
  std::vector<uint8_t> mask(image.pixels.size(), 0);
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) {
      const float local = sums.mean(x, y, 1), background = sums.mean(x, y, radius);
      const float diff = ink == Ink::Dark ? background - local : local - background;
      const float room = ink == Ink::Dark ? background : 255 - background;
      mask[static_cast<size_t>(y) * image.width + x] = diff > std::max(contrast.levels, contrast.share * room);
    }
  }
  return mask;
}

// A connected piece of ink (8-neighbours), with what choosing and fitting need.
struct Component {
  int label = 0;
  int pixels = 0;
  int min_x = 1 << 30, max_x = -1, min_y = 1 << 30, max_y = -1;
  // The points furthest in the corners' directions: least x+y, most x-y, most
  // x+y, least x-y (the corners of a grid that is upright or nearly so) ...
  std::array<Point, 4> diagonal_extremes;
  std::array<double, 4> diagonal_best{};
  // ... and least y, most x, most y, least x (a grid turned near 45 degrees).
  std::array<Point, 4> axis_extremes;
  std::array<double, 4> axis_best{};

  Component() {
    diagonal_best.fill(-1e18);
    axis_best.fill(-1e18);
  }
  // Counts the pixel in, keeping the box and the extremes.
  void take(int x, int y) {
    ++pixels;
    min_x = std::min(min_x, x), max_x = std::max(max_x, x);
    min_y = std::min(min_y, y), max_y = std::max(max_y, y);
    const Point p{static_cast<double>(x), static_cast<double>(y)};
    const std::array<double, 4> diagonal{-(p.x + p.y), p.x - p.y, p.x + p.y, p.y - p.x};
    const std::array<double, 4> axis{-p.y, p.x, p.y, -p.x};
    for (int k = 0; k < 4; ++k) {
      if (diagonal[k] > diagonal_best[k]) diagonal_best[k] = diagonal[k], diagonal_extremes[k] = p;
      if (axis[k] > axis_best[k]) axis_best[k] = axis[k], axis_extremes[k] = p;
    }
  }
  int bbox_width() const { return max_x - min_x + 1; }
  int bbox_height() const { return max_y - min_y + 1; }
};

// Ink joins its 8 neighbours; paper only its 4 (paper across a line drawn
// with diagonal steps is on either side of it).
enum class Piece { Ink, Paper };

// Labels every pixel of the kind with its component's number (0 = not of the
// kind) and returns the components whose box is at least min_side each way.
std::vector<Component> label_components(const std::vector<uint8_t>& mask, Piece kind, int width, int height,
                                        int min_side, std::vector<int>& labels) {
  const uint8_t wanted = kind == Piece::Ink;
  labels.assign(mask.size(), 0);
  std::vector<Component> kept;
  std::vector<int> stack;
  int next_label = 0;
  for (size_t start = 0; start < mask.size(); ++start) {
    if (mask[start] != wanted || labels[start]) continue;
    Component c;
    c.label = ++next_label;
    labels[start] = c.label;
    stack.assign(1, static_cast<int>(start));
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      const int x = at % width, y = at / width;
      c.take(x, y);
      for (int dy = -1; dy <= 1; ++dy) {
        const int ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx;
          if (nx < 0 || nx >= width || (kind == Piece::Paper && dx != 0 && dy != 0)) continue;
          const int n = ny * width + nx;
          if (mask[n] == wanted && !labels[n]) {
            labels[n] = c.label;
            stack.push_back(n);
          }
        }
      }
    }
    if (c.bbox_width() >= min_side && c.bbox_height() >= min_side) kept.push_back(c);
  }
  return kept;
}

double cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }
Point minus(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
double length(Point a) { return std::hypot(a.x, a.y); }

// Twice the signed area: positive for corners clockwise on the screen (y down).
double quad_area(const Quad& q) {
  double twice = 0;
  for (int k = 0; k < 4; ++k) twice += cross(q.corners[k], q.corners[(k + 1) % 4]);
  return twice / 2;
}

// Convex, clockwise, and no side under a third of the longest: a grid seen at
// an angle a photo of a Sudoku might be taken at.
bool plausible(const Quad& q) {
  double shortest = 1e18, longest = 0;
  for (int k = 0; k < 4; ++k) {
    const Point a = q.corners[k], b = q.corners[(k + 1) % 4], c = q.corners[(k + 2) % 4];
    if (cross(minus(b, a), minus(c, b)) <= 0) return false;
    shortest = std::min(shortest, length(minus(b, a)));
    longest = std::max(longest, length(minus(b, a)));
  }
  return shortest * 3 >= longest;
}

// A line through `point` along the unit vector `direction`.
struct Line {
  Point point, direction;
};

// The least-squares line (least perpendicular distances) through the points.
Line fit_line(const std::vector<Point>& points) {
  Point mean;
  for (Point p : points) mean.x += p.x, mean.y += p.y;
  mean.x /= static_cast<double>(points.size()), mean.y /= static_cast<double>(points.size());
  double sxx = 0, sxy = 0, syy = 0;
  for (Point p : points) {
    const double dx = p.x - mean.x, dy = p.y - mean.y;
    sxx += dx * dx, sxy += dx * dy, syy += dy * dy;
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);
  return {mean, {std::cos(angle), std::sin(angle)}};
}

double distance(const Line& line, Point p) { return std::abs(cross(line.direction, minus(p, line.point))); }

std::optional<Point> intersect(const Line& a, const Line& b) {
  const double det = cross(a.direction, b.direction);
  if (std::abs(det) < 1e-9) return std::nullopt;
  const double t = cross(minus(b.point, a.point), b.direction) / det;
  return Point{a.point.x + t * a.direction.x, a.point.y + t * a.direction.y};
}

// Levels within which two pixels are as dark as each other (the first contrast).
constexpr float kSameDarkness = kContrasts[0].levels;

// Each side of the rough outline moved onto the middle of the frame's line: from
// points along the side, a walk inwards along the normal from a little outside
// finds the first run of ink, whose middle is a point of the line, or, when
// the picture beyond the run is as dark as the run, its inner end (a dark
// window's background beside a light board is ink by contrast alone, and the
// board's edge is where it stops); a line is
// fitted to those points, then refitted without the ones far from it (a digit,
// a smudge or the page's text beside the frame), and the sides' lines cut at the
// corners. The ink is the piece's own first; where a side finds too little of
// it (a faint frame broken into dashes), any ink; where too little of that,
// the side keeps its rough line. An outline drawn round the grid's paper from
// inside walks outwards instead, from a little inside, to the first run, whose
// middle it takes: the frame is the first line beyond the cells' paper, where
// from outside the page's own rules and panels may come first.
enum class Walk { Inwards, Outwards };

std::array<Line, 4> fit_sides(const Quad& rough, const GrayImage& image, Ink ink, const std::vector<uint8_t>& mask,
                              const std::vector<int>& labels, std::array<int, 2> piece, Walk walk) {
  const int width = image.width, height = image.height;
  constexpr int kSamples = 48;
  std::array<Line, 4> sides;
  for (int k = 0; k < 8; ++k) {
    const bool any_ink = k >= 4;
    if (any_ink && sides[k % 4].point.x != rough.corners[k % 4].x) continue;  // the piece's ink sufficed
    auto is_ink = [&](Point p) {
      const int x = static_cast<int>(std::lround(p.x)), y = static_cast<int>(std::lround(p.y));
      if (x < 0 || y < 0 || x >= width || y >= height) return false;
      const size_t at = static_cast<size_t>(y) * width + x;
      return any_ink ? mask[at] != 0 : labels[at] == piece[0] || labels[at] == piece[1];
    };
    const Point a = rough.corners[k % 4], b = rough.corners[(k + 1) % 4];
    const double side = length(minus(b, a));
    const Point along{(b.x - a.x) / side, (b.y - a.y) / side};
    const Point outward{along.y, -along.x};
    if (!any_ink) sides[k] = {a, along};
    const double reach = 0.04 * side + 3;
    std::vector<Point> points;
    for (int i = 0; i < kSamples; ++i) {
      const double t = 0.06 + 0.88 * i / (kSamples - 1);
      const Point p{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
      // The run's steps (s, in the walk's order).
      const double step = walk == Walk::Inwards ? -0.5 : 0.5;
      std::vector<double> run;
      for (double s = walk == Walk::Inwards ? reach : -(0.01 * side + 2); std::abs(s) <= reach; s += step) {
        if (is_ink({p.x + s * outward.x, p.y + s * outward.y})) {
          run.push_back(s);
        } else if (!run.empty()) {
          break;
        }
      }
      if (run.empty() || std::abs(run.back() + step) > reach) continue;  // no run, or one that never ends
      if (walk == Walk::Outwards) {
        const double middle = (run.front() + run.back()) / 2;
        points.push_back({p.x + middle * outward.x, p.y + middle * outward.y});
        continue;
      }
      auto darkness = [&](double s) -> float {
        const Point q{p.x + s * outward.x, p.y + s * outward.y};
        const int x = std::clamp(static_cast<int>(std::lround(q.x)), 0, width - 1);
        const int y = std::clamp(static_cast<int>(std::lround(q.y)), 0, height - 1);
        return ink == Ink::Dark ? 255 - image.at(x, y) : image.at(x, y);
      };
      // A band: the picture as far outside the run as the run is wide is as
      // dark as the run's darkest (a line has paper beside it).
      float darkest = 0;
      for (double s : run) darkest = std::max(darkest, darkness(s));
      const double beyond = run.front() + std::max(2.0, run.front() - run.back());
      const bool band = darkness(beyond) + kSameDarkness >= darkest;
      const double middle = band ? run.back() : (run.front() + run.back()) / 2;
      points.push_back({p.x + middle * outward.x, p.y + middle * outward.y});
    }
    if (points.size() < kSamples / 4) continue;
    Line line = fit_line(points);
    for (int round = 0; round < 2; ++round) {
      std::vector<double> residuals;
      for (Point p : points) residuals.push_back(distance(line, p));
      std::vector<double> sorted = residuals;
      std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
      const double keep_within = std::max(1.0, 2.5 * sorted[sorted.size() / 2]);
      std::vector<Point> kept;
      for (size_t i = 0; i < points.size(); ++i)
        if (residuals[i] <= keep_within) kept.push_back(points[i]);
      if (kept.size() < kSamples / 4) break;
      line = fit_line(kept);
      points = std::move(kept);
    }
    sides[k % 4] = line;
  }
  return sides;
}

// The quad whose sides lie on the lines (clockwise from the top), if they meet.
std::optional<Quad> cut_corners(const std::array<Line, 4>& sides) {
  Quad quad;
  for (int k = 0; k < 4; ++k) {
    const auto corner = intersect(sides[(k + 3) % 4], sides[k]);
    if (!corner) return std::nullopt;
    quad.corners[k] = *corner;
  }
  return quad;
}

// How much the quad looks like a Sudoku grid, from -1 to 1: the share of points
// along its ten lines each way that have ink near them, less the share of points
// along lines a sixth of a cell inside each cell (where a grid has paper, and a
// block of text as much ink as on the lines).
double gridness(const Quad& q, const std::vector<uint8_t>& mask, int width, int height) {
  constexpr int kSamples = 45;
  const Homography to_picture = Homography::unit_square_to(q);
  double perimeter = 0;
  for (int k = 0; k < 4; ++k) perimeter += length(minus(q.corners[(k + 1) % 4], q.corners[k]));
  const int radius = std::clamp(static_cast<int>(std::lround(perimeter / 36 * 0.05)), 1, 3);
  auto ink_near = [&](double u, double v) {
    const Point p = to_picture.map({u, v});
    const int cx = static_cast<int>(std::lround(p.x)), cy = static_cast<int>(std::lround(p.y));
    for (int y = std::max(0, cy - radius); y <= std::min(height - 1, cy + radius); ++y)
      for (int x = std::max(0, cx - radius); x <= std::min(width - 1, cx + radius); ++x)
        if (mask[static_cast<size_t>(y) * width + x]) return true;
    return false;
  };
  int on_lines = 0, beside_lines = 0, line_points = 0, beside_points = 0;
  for (int i = 0; i < kSamples; ++i) {
    const double v = (i + 0.5) / kSamples;
    for (int k = 0; k <= 9; ++k) {
      on_lines += ink_near(k / 9.0, v) + ink_near(v, k / 9.0);
      line_points += 2;
    }
    for (int k = 0; k < 9; ++k) {
      for (double offset : {1.0 / 6, 5.0 / 6}) {
        beside_lines += ink_near((k + offset) / 9, v) + ink_near(v, (k + offset) / 9);
        beside_points += 2;
      }
    }
  }
  return static_cast<double>(on_lines) / line_points - static_cast<double>(beside_lines) / beside_points;
}

// A candidate must cover at least this share of the picture's shorter side, and
// score at least kMinGridness (a grid scores 0.6-0.9; text and page edges under 0.2).
constexpr double kMinSideShare = 0.12;
constexpr double kMinGridness = 0.35;
constexpr size_t kMaxCandidates = 12;
// A lattice of holes outlines a grid when its holes fill at least this share of
// the outline's boxes or cells (a few cells may join or break up).
constexpr double kMinLatticeShare = 0.85;

struct Found {
  Quad quad;
  double score = -1;
};

// The corners of a piece, or of two pieces together (a grid whose frame or
// lines are broken by glare or a fold comes in parts).
struct Outline {
  std::array<int, 2> piece;  // the labels of its pieces (the same twice for one)
  std::array<Point, 4> diagonal, axis;
  std::array<double, 4> diagonal_best, axis_best;

  explicit Outline(const Component& c)
      : piece{c.label, c.label},
        diagonal(c.diagonal_extremes),
        axis(c.axis_extremes),
        diagonal_best(c.diagonal_best),
        axis_best(c.axis_best) {}
  void add(const Component& c) {
    piece[1] = c.label;
    for (int k = 0; k < 4; ++k) {
      if (c.diagonal_best[k] > diagonal_best[k])
        diagonal_best[k] = c.diagonal_best[k], diagonal[k] = c.diagonal_extremes[k];
      if (c.axis_best[k] > axis_best[k]) axis_best[k] = c.axis_best[k], axis[k] = c.axis_extremes[k];
    }
  }
};

// Whether two pieces' boxes touch or come within `gap` pixels.
bool near(const Component& a, const Component& b, int gap) {
  return a.min_x <= b.max_x + gap && b.min_x <= a.max_x + gap && a.min_y <= b.max_y + gap && b.min_y <= a.max_y + gap;
}

// The quad through the outline's extreme points, if a grid could look like it.
std::optional<Quad> rough_quad(const Outline& outline) {
  const Quad diagonal{outline.diagonal}, axis{outline.axis};
  // Upright grids have their corners by x+y and x-y; the axis extremes win
  // only when clearly larger (a grid turned near 45 degrees).
  const Quad quad = quad_area(axis) > 1.2 * quad_area(diagonal) ? axis : diagonal;
  return plausible(quad) ? std::optional<Quad>(quad) : std::nullopt;
}

// The outline's quad fitted to the frame's lines, if it looks like a grid seen
// at an angle.
std::optional<Quad> fit_outline(const Outline& outline, const GrayImage& image, Ink ink,
                                const std::vector<uint8_t>& mask, const std::vector<int>& labels) {
  auto quad = rough_quad(outline);
  if (!quad) return std::nullopt;
  // Twice: the first fit starts from extreme points, which a broken frame or a
  // digit touching it may have put off the corner.
  for (int round = 0; round < 2; ++round) {
    const auto refined = cut_corners(fit_sides(*quad, image, ink, mask, labels, outline.piece, Walk::Inwards));
    if (!refined || !plausible(*refined)) break;
    quad = refined;
  }
  return quad;
}

void try_outline(const Outline& outline, const GrayImage& image, Ink ink, const std::vector<uint8_t>& mask,
                 const std::vector<int>& labels, Found& best) {
  const auto quad = fit_outline(outline, image, ink, mask, labels);
  if (!quad) return;
  const double g = gridness(*quad, mask, image.width, image.height);
  if (g < kMinGridness) return;
  // Among grid-like outlines the larger: a box of a broken grid is grid-like too.
  const double score = g * std::sqrt(quad_area(*quad));
  if (score > best.score) best = {*quad, score};
}

// How well the holes fill the quad's lattice, 0 to 1: the share of its boxes
// (nine holes or so: faint cell lines broke up) or of its cells (more) that
// have a hole centred in them, within a quarter of a box or cell.
double lattice_share(const Quad& quad, const std::vector<Component>& holes, const std::vector<size_t>& members) {
  const int side = members.size() <= 12 ? 3 : 9;
  const Homography to_square = Homography::unit_square_to(quad).inverse();
  std::vector<bool> filled(static_cast<size_t>(side) * side, false);
  for (size_t m : members) {
    const Component& hole = holes[m];
    const Point centre = to_square.map({(hole.min_x + hole.max_x) / 2.0, (hole.min_y + hole.max_y) / 2.0});
    const double u = centre.x * side, v = centre.y * side;
    const int column = static_cast<int>(std::floor(u)), row = static_cast<int>(std::floor(v));
    if (column < 0 || row < 0 || column >= side || row >= side) continue;
    if (std::abs(u - column - 0.5) > 0.25 || std::abs(v - row - 0.5) > 0.25) continue;
    filled[static_cast<size_t>(row) * side + column] = true;
  }
  return static_cast<double>(std::count(filled.begin(), filled.end(), true)) / static_cast<double>(filled.size());
}

// The piece of ink the holes' edges touch most: the grid's lines, whose own ink
// the frame's sides are then looked for in (not the page's text beside it).
int surrounding_ink(const std::vector<Component>& holes, const std::vector<size_t>& members,
                    const std::vector<int>& labels, int width, int height) {
  std::vector<std::pair<int, int>> votes;  // (label, count)
  for (size_t m : members) {
    // From each hole's furthest point up, right, down and left, outwards to the first ink.
    for (int k = 0; k < 4; ++k) {
      const Point start = holes[m].axis_extremes[k];
      const int dx = k == 1 ? 1 : k == 3 ? -1 : 0, dy = k == 0 ? -1 : k == 2 ? 1 : 0;
      for (int step = 1; step <= 8; ++step) {
        const int x = static_cast<int>(start.x) + dx * step, y = static_cast<int>(start.y) + dy * step;
        if (x < 0 || y < 0 || x >= width || y >= height) break;
        const int label = labels[static_cast<size_t>(y) * width + x];
        if (!label) continue;
        auto vote = std::find_if(votes.begin(), votes.end(), [&](const auto& v) { return v.first == label; });
        if (vote == votes.end()) {
          votes.push_back({label, 1});
        } else {
          ++vote->second;
        }
        break;
      }
    }
  }
  const auto most =
      std::max_element(votes.begin(), votes.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  return most == votes.end() ? -1 : most->first;
}

// A grid joined to other ink (by a rule running on to the crossword beside it
// and the headline above, say) makes one piece whose corners are not the
// grid's; its paper still shows it: the cells, or the boxes where faint cell
// lines break up, are a lattice of squarish holes of one size in the ink. Holes
// of like size side by side are gathered, and each gathering of eight or more
// is outlined like a piece of ink: the frame's lines, in the ink around the
// holes, refine the outline of its holes.
void search_holes(const GrayImage& image, Ink ink, const std::vector<uint8_t>& mask, const std::vector<int>& labels,
                  int min_side, Found& best) {
  const int shorter = std::min(image.width, image.height);
  std::vector<int> hole_labels;
  auto holes = label_components(mask, Piece::Paper, image.width, image.height, std::max(3, min_side / 12), hole_labels);
  std::erase_if(holes, [&](const Component& h) {
    const int w = h.bbox_width(), t = h.bbox_height();
    const bool on_edge = h.min_x == 0 || h.min_y == 0 || h.max_x == image.width - 1 || h.max_y == image.height - 1;
    return on_edge || 2 * std::max(w, t) > shorter || 3 * std::max(w, t) > 5 * std::min(w, t) || 2 * h.pixels < w * t;
  });
  // Union-find over the holes.
  std::vector<size_t> group(holes.size());
  for (size_t i = 0; i < group.size(); ++i) group[i] = i;
  auto root = [&](size_t i) {
    while (group[i] != i) i = group[i] = group[group[i]];
    return i;
  };
  auto alike = [](int a, int b) { return 2 * a <= 3 * b && 2 * b <= 3 * a; };
  for (size_t i = 0; i < holes.size(); ++i) {
    const Component& a = holes[i];
    for (size_t j = i + 1; j < holes.size(); ++j) {
      const Component& b = holes[j];
      if (!alike(a.bbox_width(), b.bbox_width()) || !alike(a.bbox_height(), b.bbox_height())) continue;
      // Neighbours: their centres within 1.6 of a hole's size each way.
      const int dx = std::abs(a.min_x + a.max_x - b.min_x - b.max_x);
      const int dy = std::abs(a.min_y + a.max_y - b.min_y - b.max_y);
      if (5 * dx > 16 * std::max(a.bbox_width(), b.bbox_width()) ||
          5 * dy > 16 * std::max(a.bbox_height(), b.bbox_height()))
        continue;
      group[root(i)] = root(j);
    }
  }
  std::vector<std::vector<size_t>> gatherings(holes.size());
  for (size_t i = 0; i < holes.size(); ++i) gatherings[root(i)].push_back(i);
  for (const auto& members : gatherings) {
    if (members.size() < 8) continue;
    Outline outline(holes[members[0]]);
    for (size_t k = 1; k < members.size(); ++k) outline.add(holes[members[k]]);
    // The holes' box, from the outline's least y, most x, most y and least x.
    const auto& [top, right, bottom, left] = outline.axis;
    if (right.x - left.x + 1 < min_side || bottom.y - top.y + 1 < min_side) continue;
    outline.piece.fill(surrounding_ink(holes, members, labels, image.width, image.height));
    const auto rough = rough_quad(outline);
    if (!rough) continue;
    // Each side from the walk that makes the outline the most like a grid: from
    // outside, the page's rules and panels may come before the frame; from
    // inside, a line drawn across the cells.
    const auto inwards = fit_sides(*rough, image, ink, mask, labels, outline.piece, Walk::Inwards);
    const auto outwards = fit_sides(*rough, image, ink, mask, labels, outline.piece, Walk::Outwards);
    std::optional<Quad> quad;
    double most_gridness = -1;
    for (int pick = 0; pick < 16; ++pick) {
      std::array<Line, 4> sides;
      for (int k = 0; k < 4; ++k) sides[k] = (pick >> k & 1) ? outwards[k] : inwards[k];
      const auto picked = cut_corners(sides);
      if (!picked || !plausible(*picked)) continue;
      const double g = gridness(*picked, mask, image.width, image.height);
      if (g > most_gridness) most_gridness = g, quad = picked;
    }
    if (!quad) continue;
    const double share = lattice_share(*quad, holes, members);
    if (share < kMinLatticeShare) continue;
    const double score = share * std::sqrt(quad_area(*quad));
    if (score > best.score) best = {*quad, score};
  }
}

void search(const GrayImage& image, const IntegralImage& sums, Ink ink, Contrast contrast, Found& best) {
  const auto mask = ink_mask(image, sums, ink, contrast);
  std::vector<int> labels;
  const int shorter = std::min(image.width, image.height);
  const int min_side = static_cast<int>(kMinSideShare * shorter);
  auto components = label_components(mask, Piece::Ink, image.width, image.height, min_side, labels);
  std::sort(components.begin(), components.end(), [](const Component& a, const Component& b) {
    return static_cast<long>(a.bbox_width()) * a.bbox_height() > static_cast<long>(b.bbox_width()) * b.bbox_height();
  });
  if (components.size() > kMaxCandidates) components.resize(kMaxCandidates);
  const int gap = std::max(2, shorter / 50);
  for (size_t i = 0; i < components.size(); ++i) {
    try_outline(Outline(components[i]), image, ink, mask, labels, best);
    for (size_t j = i + 1; j < components.size(); ++j) {
      if (!near(components[i], components[j], gap)) continue;
      Outline both(components[i]);
      both.add(components[j]);
      try_outline(both, image, ink, mask, labels, best);
    }
  }
  if (best.score < 0) search_holes(image, ink, mask, labels, min_side, best);
}

}  // namespace

Result<Quad> find_grid(const GrayImage& photo) {
  if (photo.width < 16 || photo.height < 16) return Error{ErrorKind::NoGrid, "no Sudoku grid found in the picture"};
  const GrayImage small = shrink_to_fit(photo, kSearchSide);
  const IntegralImage sums(small);
  Found best;
  for (const Contrast contrast : kContrasts) {
    search(small, sums, Ink::Dark, contrast, best);
    search(small, sums, Ink::Light, contrast, best);
    if (best.score >= 0) break;
  }
  if (best.score < 0) return Error{ErrorKind::NoGrid, "no Sudoku grid found in the picture"};
  // Back to the picture's pixels: a small pixel's centre i is at (i + 0.5) * scale - 0.5.
  const double scale_x = static_cast<double>(photo.width) / small.width;
  const double scale_y = static_cast<double>(photo.height) / small.height;
  Quad quad = best.quad;
  for (Point& p : quad.corners) p = {(p.x + 0.5) * scale_x - 0.5, (p.y + 0.5) * scale_y - 0.5};
  return quad;
}

}  // namespace pencilmark::reader
