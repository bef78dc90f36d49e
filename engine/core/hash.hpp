// FNV-1a, 64 bits: a small, well-known hash for keys of a few hundred values
// (a grid's cells, a chain's nodes, a seed's text), fast enough and spread
// enough for tables and identities of that size.
#pragma once

#include <cstdint>

namespace pencilmark {

struct Fnv1a {
  uint64_t value = 0xcbf29ce484222325;
  void add(uint64_t v) { value = (value ^ v) * 0x100000001b3; }
};

// A value's bits spread over the word (splitmix64's finalizer), so that a sum
// of mixed values identifies a set whatever the order it is walked in.
constexpr uint64_t mixed(uint64_t v) {
  v = (v ^ (v >> 30)) * 0xbf58476d1ce4e5b9;
  v = (v ^ (v >> 27)) * 0x94d049bb133111eb;
  return v ^ (v >> 31);
}

}  // namespace pencilmark
