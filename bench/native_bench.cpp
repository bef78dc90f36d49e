// pencilmark-bench FILE [MAX_PUZZLES]: times the exact solver on a puzzle list.
// Prints one JSON object: puzzles/second for the first solution (limit 1) and
// for counting to 2 (the uniqueness check), parsing included, best of 3 runs.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"

using namespace pencilmark;

namespace {

// Solves every puzzle; returns seconds taken. checksum defeats dead-code elimination.
double time_pass(const std::vector<std::string>& puzzles, int limit, long& checksum) {
  const auto start = std::chrono::steady_clock::now();
  for (const auto& p : puzzles) {
    const auto grid = parse_puzzle(p);
    if (!grid) continue;
    const SolutionCount found = count_solutions(*grid, limit);
    checksum += found.count + found.first[80];
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double best_rate(const std::vector<std::string>& puzzles, int limit, long& checksum) {
  double best = 1e300;
  for (int run = 0; run < 3; ++run) best = std::min(best, time_pass(puzzles, limit, checksum));
  return double(puzzles.size()) / best;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: pencilmark-bench FILE [MAX_PUZZLES]\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "pencilmark-bench: cannot read " << argv[1] << "\n";
    return 2;
  }
  const size_t max = argc > 2 ? std::stoul(argv[2]) : SIZE_MAX;
  std::vector<std::string> puzzles;
  for (std::string line; puzzles.size() < max && std::getline(in, line);)
    if (!line.empty()) puzzles.push_back(line);

  long checksum = 0;
  const double solve_rate = best_rate(puzzles, 1, checksum);
  const double count_rate = best_rate(puzzles, 2, checksum);
  std::printf("{\"puzzles\":%zu,\"solvePerSecond\":%.1f,\"count2PerSecond\":%.1f,\"checksum\":%ld}\n",
              puzzles.size(), solve_rate, count_rate, checksum);
  return 0;
}
