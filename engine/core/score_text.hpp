// A score on Sudoku Explainer's scale as text: the one way scores are written,
// in JSON, in the CLI's columns and in messages.
#pragma once

#include <cmath>
#include <string>

namespace pencilmark {

// One decimal, as printf's "%.1f" writes it (scores are tenths and not
// negative). By hand: snprintf would bring printf, about 8 KB, into the wasm.
inline std::string score_text(double score) {
  const long tenths = std::lround(score * 10);
  return std::to_string(tenths / 10) + '.' + std::to_string(tenths % 10);
}

}  // namespace pencilmark
