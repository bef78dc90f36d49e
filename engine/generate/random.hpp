// A seeded random source that gives the same sequence on every platform.
//
// splitmix64, with integer arithmetic only, and our own shuffle: the standard
// library's distributions and std::shuffle differ between libstdc++ (native) and
// libc++ (wasm), which would break "same seed, same puzzle everywhere".
#pragma once

#include <cstdint>
#include <utility>

namespace pencilmark {

class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // 0 .. n-1 (n >= 1). The modulo bias is below 2^-50 for the n used here.
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }

  // Fisher-Yates.
  template <typename Container>
  void shuffle(Container& items) {
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) std::swap(items[i], items[below(i + 1)]);
  }

 private:
  uint64_t state_;
};

}  // namespace pencilmark
