// Helpers shared by the engine tests. The validity check is written from the
// rules, not from the engine's geometry tables, so it can catch their mistakes.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace test_support {

// A real puzzle of one solution that the format, facade and hint tests each read their way.
inline const std::string kPuzzle = "4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8";

// A complete grid obeys the rules and keeps every given of the puzzle.
inline bool is_valid_solution(const std::string& puzzle, const std::string& solution) {
  if (solution.size() != 81) return false;
  for (char ch : solution)
    if (ch < '1' || ch > '9') return false;
  for (int i = 0; i < 9; ++i) {
    unsigned row = 0, col = 0, box = 0;
    for (int j = 0; j < 9; ++j) {
      row |= 1u << (solution[i * 9 + j] - '0');
      col |= 1u << (solution[j * 9 + i] - '0');
      box |= 1u << (solution[(i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3] - '0');
    }
    if (row != 0x3FE || col != 0x3FE || box != 0x3FE) return false;
  }
  for (size_t k = 0; k < 81 && k < puzzle.size(); ++k)
    if (puzzle[k] >= '1' && puzzle[k] <= '9' && puzzle[k] != solution[k]) return false;
  return true;
}

inline std::vector<std::string> read_lines(const std::string& path) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

// Where the public puzzle sets are: $PENCILMARK_DATA, else ../shared/data beside the checkout.
inline std::string shared_data_dir() {
  if (const char* env = std::getenv("PENCILMARK_DATA")) return env;
  return PENCILMARK_SHARED_DATA;
}

// Catch2 v2 has no SKIP, so a test that lacks its data ends its own process with
// this code, which CMake registers as ctest's SKIP_RETURN_CODE. (ctest runs each
// test case in a process of its own.)
inline constexpr int kSkipExitCode = 77;

inline void skip_unless_exists(const std::string& path) {
  if (std::filesystem::exists(path)) return;
  std::cout << "SKIPPED: " << path << " not found (the public puzzle sets; set PENCILMARK_DATA to run this)"
            << std::endl;
  std::exit(kSkipExitCode);
}

// The slow sweeps (tagged [slow]) take every Nth of their items when
// $PENCILMARK_TEST_SAMPLE is N: the sanitizer build runs them so, and the native
// build runs them whole.
inline size_t sample_every() {
  const char* env = std::getenv("PENCILMARK_TEST_SAMPLE");
  const long every = env ? std::strtol(env, nullptr, 10) : 1;
  return every > 1 ? static_cast<size_t>(every) : 1;
}

inline std::string fixture(const std::string& name) { return std::string(PENCILMARK_TEST_DATA) + "/" + name; }
// The project's own data (data/): the build reads it too.
inline std::string project_data(const std::string& name) { return std::string(PENCILMARK_PROJECT_DATA) + "/" + name; }

}  // namespace test_support
