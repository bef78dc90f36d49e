// The digit classifier's forward pass: two nets scripts/train-reader.py trains
// (--seed 1 and --seed 2), of one shape,
//
//   28x28x1 -conv 5x5 /2-> 14x14x8 -conv 3x3 /2-> 7x7x16 -conv 3x3 /2-> 4x4x32 -dense-> 32 -dense-> 10
//
// ReLU after each hidden layer, softmax at the end (class 0 = empty, 1-9 the
// digits). Strided convolutions stand in for pooling: fewer operations, and the
// script trains the same shapes with numpy alone. About 190 thousand
// multiply-adds a cell and net, 31 million for a grid: a few milliseconds, even in wasm.
//
// Layouts, shared with the script (which writes digit_weights.inc and digit_weights_2.inc):
//   activations  [y][x][channel]            (the dense layer reads 4x4x32 in this order)
//   conv weights [out][ky][kx][in], int8    one float scale and bias per output channel
//   dense        [out][in], int8            likewise
// A weight is its int8 value times its output channel's scale; the sum is
// taken over the int8 values and scaled once.
#include "reader/digit_classifier.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

namespace pencilmark::reader {

// Named as well as anonymous: the native build compiles the reader's sources as
// one unit (CMake's unity build), where other files' helpers share the anonymous namespace.
namespace {
namespace digit_net {

// Side-length and channels of a convolution's input, and its kernel, stride and
// padding; the output side follows.
template <int Side, int In, int Out, int Kernel, int Stride, int Pad>
struct Conv {
  static constexpr int kOutSide = (Side + 2 * Pad - Kernel) / Stride + 1;
  static constexpr std::size_t kWeights = static_cast<std::size_t>(Out) * Kernel * Kernel * In;
  using Input = std::array<float, static_cast<std::size_t>(Side) * Side * In>;
  using Output = std::array<float, static_cast<std::size_t>(kOutSide) * kOutSide * Out>;

  // out = ReLU(conv(in)); taps beyond the input's edge read zero (the padding).
  static void run(const Input& in, const int8_t* weights, const float* scales, const float* biases, Output& out) {
    for (int oy = 0; oy < kOutSide; ++oy) {
      for (int ox = 0; ox < kOutSide; ++ox) {
        for (int o = 0; o < Out; ++o) {
          const int8_t* w = weights + static_cast<std::size_t>(o) * Kernel * Kernel * In;
          float sum = 0;
          for (int ky = 0; ky < Kernel; ++ky) {
            const int iy = oy * Stride - Pad + ky;
            if (iy < 0 || iy >= Side) continue;
            for (int kx = 0; kx < Kernel; ++kx) {
              const int ix = ox * Stride - Pad + kx;
              if (ix < 0 || ix >= Side) continue;
              const float* x = &in[(static_cast<std::size_t>(iy) * Side + ix) * In];
              const int8_t* wk = w + (ky * Kernel + kx) * In;
              for (int c = 0; c < In; ++c) sum += x[c] * wk[c];
            }
          }
          out[(static_cast<std::size_t>(oy) * kOutSide + ox) * Out + o] = std::max(0.0f, sum * scales[o] + biases[o]);
        }
      }
    }
  }
};

// out = in x weights (scaled) + biases, then ReLU unless it is the last layer.
template <std::size_t In, std::size_t Out>
void dense(const std::array<float, In>& in, const int8_t* weights, const float* scales, const float* biases, bool relu,
           std::array<float, Out>& out) {
  for (std::size_t o = 0; o < Out; ++o) {
    const int8_t* w = weights + o * In;
    float sum = 0;
    for (std::size_t i = 0; i < In; ++i) sum += in[i] * w[i];
    const float v = sum * scales[o] + biases[o];
    out[o] = relu ? std::max(0.0f, v) : v;
  }
}

using Conv1 = Conv<28, 1, 8, 5, 2, 2>;
using Conv2 = Conv<Conv1::kOutSide, 8, 16, 3, 2, 1>;
using Conv3 = Conv<Conv2::kOutSide, 16, 32, 3, 2, 1>;
constexpr std::size_t kHidden = 32, kClasses = 10;
using Features = Conv3::Output;  // 4x4x32, flattened for the dense layers

// One trained net's table: the arrays a digit_weights*.inc defines.
struct Net {
  const int8_t *conv1, *conv2, *conv3, *fc1, *fc2;
  const float *conv1_scales, *conv2_scales, *conv3_scales, *fc1_scales, *fc2_scales;
  const float *conv1_biases, *conv2_biases, *conv3_biases, *fc1_biases, *fc2_biases;
};

// The two nets (the script's --seed 1 and --seed 2: other synthetic cells and
// augmented copies of the real ones, other starting weights), each table in its own
// namespace, checked against the net's shape: a retrained .inc with other
// shapes fails here, not at run time.
namespace first {
#include "reader/digit_weights.inc"
}  // namespace first
namespace second {
#include "reader/digit_weights_2.inc"
}  // namespace second

#define PENCILMARK_CHECK_NET(ns)                                                                       \
  static_assert(std::size(ns::kConv1Weights) == Conv1::kWeights && std::size(ns::kConv1Scales) == 8);  \
  static_assert(std::size(ns::kConv2Weights) == Conv2::kWeights && std::size(ns::kConv2Scales) == 16); \
  static_assert(std::size(ns::kConv3Weights) == Conv3::kWeights && std::size(ns::kConv3Scales) == 32); \
  static_assert(std::size(ns::kFc1Weights) == std::tuple_size_v<Features> * kHidden &&                 \
                std::size(ns::kFc1Biases) == kHidden);                                                 \
  static_assert(std::size(ns::kFc2Weights) == kHidden * kClasses && std::size(ns::kFc2Biases) == kClasses);
PENCILMARK_CHECK_NET(first)
PENCILMARK_CHECK_NET(second)
#undef PENCILMARK_CHECK_NET

#define PENCILMARK_NET(ns)                                                                                       \
  Net {                                                                                                          \
    ns::kConv1Weights, ns::kConv2Weights, ns::kConv3Weights, ns::kFc1Weights, ns::kFc2Weights, ns::kConv1Scales, \
        ns::kConv2Scales, ns::kConv3Scales, ns::kFc1Scales, ns::kFc2Scales, ns::kConv1Biases, ns::kConv2Biases,  \
        ns::kConv3Biases, ns::kFc1Biases, ns::kFc2Biases                                                         \
  }
constexpr std::array<Net, 2> kNets{PENCILMARK_NET(first), PENCILMARK_NET(second)};
#undef PENCILMARK_NET

// A net's softmax probabilities of the ten classes for a cell.
std::array<float, kClasses> probabilities(const Net& net, const Conv1::Input& x) {
  Conv1::Output a1;
  Conv1::run(x, net.conv1, net.conv1_scales, net.conv1_biases, a1);
  Conv2::Output a2;
  Conv2::run(a1, net.conv2, net.conv2_scales, net.conv2_biases, a2);
  Features a3;
  Conv3::run(a2, net.conv3, net.conv3_scales, net.conv3_biases, a3);
  std::array<float, kHidden> h;
  dense(a3, net.fc1, net.fc1_scales, net.fc1_biases, true, h);
  std::array<float, kClasses> p;
  dense(h, net.fc2, net.fc2_scales, net.fc2_biases, false, p);
  // Softmax, shifted by the largest logit so exp cannot overflow.
  const float best = *std::max_element(p.begin(), p.end());
  float total = 0;
  for (float& v : p) total += v = std::exp(v - best);
  for (float& v : p) v /= total;
  return p;
}

}  // namespace digit_net
}  // namespace

namespace {
namespace digit_rules {

// classify, and the class the nets' mean probability puts second.
int classify_cell(const CellImage& cell, float* confidence, int* runner_up) {
  using namespace digit_net;
  // The script trained on bytes / 255.
  Conv1::Input x;
  for (std::size_t i = 0; i < cell.size(); ++i) x[i] = cell[i] * (1.0f / 255.0f);
  // The answer is the class the nets' mean probability favours; the
  // confidence, the lesser probability a net gives it: a cell is sure only
  // when both nets are sure of it.
  std::array<std::array<float, kClasses>, kNets.size()> p;
  std::array<float, kClasses> mean{};
  for (std::size_t n = 0; n < kNets.size(); ++n) {
    p[n] = probabilities(kNets[n], x);
    for (std::size_t k = 0; k < kClasses; ++k) mean[k] += p[n][k];
  }
  const auto best = static_cast<std::size_t>(std::max_element(mean.begin(), mean.end()) - mean.begin());
  if (confidence) {
    *confidence = 1;
    for (const auto& q : p) *confidence = std::min(*confidence, q[best]);
  }
  if (runner_up) {
    mean[best] = -1;
    *runner_up = static_cast<int>(std::max_element(mean.begin(), mean.end()) - mean.begin());
  }
  return static_cast<int>(best);
}

// The rules' check of a reading: how many solutions the digits have, counted
// up to two (0 also when a digit clashes, or when the search gives up after
// kSearchNodes guesses: a reading the rules cannot vouch for).
constexpr int kSearchNodes = 20000;

struct Search {
  std::array<int, 81> digits{};
  std::array<uint16_t, 9> rows{}, cols{}, boxes{};  // the digits each holds, bit d - 1
  int solutions = 0, nodes = 0;

  static int box(int c) { return c / 27 * 3 + c % 9 / 3; }
  bool place(int c, int d) {
    const auto bit = static_cast<uint16_t>(1u << (d - 1));
    if ((rows[c / 9] | cols[c % 9] | boxes[box(c)]) & bit) return false;
    rows[c / 9] |= bit, cols[c % 9] |= bit, boxes[box(c)] |= bit;
    digits[c] = d;
    return true;
  }
  void remove(int c) {
    const auto bit = static_cast<uint16_t>(~(1u << (digits[c] - 1)));
    rows[c / 9] &= bit, cols[c % 9] &= bit, boxes[box(c)] &= bit;
    digits[c] = 0;
  }
  // Fills the empty cell with the fewest candidates first.
  void solve() {
    int best = -1, fewest = 10;
    uint16_t options = 0;
    for (int c = 0; c < 81; ++c) {
      if (digits[c]) continue;
      const auto free = static_cast<uint16_t>(~(rows[c / 9] | cols[c % 9] | boxes[box(c)]) & 0x1ff);
      const int n = std::popcount(free);
      if (n < fewest) best = c, fewest = n, options = free;
      if (n == 0) return;
    }
    if (best < 0) {
      ++solutions;
      return;
    }
    for (int d = 1; d <= 9 && solutions < 2 && nodes < kSearchNodes; ++d) {
      if (!(options >> (d - 1) & 1)) continue;
      ++nodes;
      place(best, d);
      solve();
      remove(best);
    }
  }
};

int solutions(const std::array<int, 81>& digits) {
  Search search;
  for (int c = 0; c < 81; ++c)
    if (digits[c] && !search.place(c, digits[c])) return 0;
  search.solve();
  return search.nodes >= kSearchNodes ? 0 : search.solutions;
}

// A printed puzzle has one solution. When the digits read have none or many,
// and changing one, two or three of the unsure cells to their second reading
// gives one solution in exactly one way (with the fewest changes), that
// reading is taken; the cells stay unsure. Nothing changes when the unsure
// cells are more than kMaxSettled (a poor picture: the person checks them).
constexpr int kMaxSettled = 10, kMaxChanges = 3;

void settle(GridReading& reading, const std::array<int, 81>& second) {
  std::vector<int> unsure;
  for (int c = 0; c < 81; ++c)
    if (reading.unsure[c] && second[c] != reading.digits[c]) unsure.push_back(c);
  if (unsure.empty() || unsure.size() > kMaxSettled || solutions(reading.digits) == 1) return;
  const int n = static_cast<int>(unsure.size());
  for (int changes = 1; changes <= std::min(kMaxChanges, n); ++changes) {
    // Each set of `changes` unsure cells, as a mask over them.
    std::vector<uint32_t> found;
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      if (std::popcount(mask) != changes) continue;
      auto digits = reading.digits;
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1) digits[unsure[i]] = second[unsure[i]];
      if (solutions(digits) == 1) found.push_back(mask);
      if (found.size() > 1) return;  // two ways: the rules cannot choose
    }
    if (found.size() == 1) {
      for (int i = 0; i < n; ++i)
        if (found[0] >> i & 1) reading.digits[unsure[i]] = second[unsure[i]];
      return;
    }
  }
}

}  // namespace digit_rules
}  // namespace

int classify(const CellImage& cell, float* confidence) { return digit_rules::classify_cell(cell, confidence, nullptr); }

GridReading read_grid(const std::array<CellImage, 81>& cells, const FaintCells* faint) {
  using namespace digit_rules;
  GridReading reading;
  std::array<int, 81> second{};  // each cell's other likely reading, for settle
  for (int c = 0; c < 81; ++c) {
    reading.digits[c] = classify_cell(cells[c], &reading.confidence[c], &second[c]);
    reading.unsure[c] = reading.confidence[c] < kSureConfidence;
    if (!faint || faint->contrast[c] <= 0 || reading.digits[c]) continue;
    float sure = 0;
    const int digit = classify(faint->images[c], &sure);
    if (!digit || sure < kFaintSureConfidence) continue;
    if (faint->contrast[c] >= kFaintDigitContrast)
      reading.digits[c] = digit, reading.confidence[c] = sure, second[c] = 0;
    else
      reading.unsure[c] = true, second[c] = digit;
  }
  for (int c = 0; c < 81; ++c) {
    for (int o = c + 1; o < 81 && reading.digits[c]; ++o) {
      const bool row = c / 9 == o / 9, col = c % 9 == o % 9;
      const bool box = c / 27 == o / 27 && c % 9 / 3 == o % 9 / 3;
      if (reading.digits[o] == reading.digits[c] && (row || col || box)) reading.unsure[c] = reading.unsure[o] = true;
    }
  }
  settle(reading, second);
  return reading;
}

}  // namespace pencilmark::reader
