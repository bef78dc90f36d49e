// pencilmark-bench [--grade] FILE [MAX_PUZZLES]: times the engine natively on a
// puzzle list and prints one JSON object.
//  - default: the exact solver, puzzles/second for the first solution (limit 1)
//    and for counting to 2 (the uniqueness check), parsing included, best of 3;
//  - --grade: the grader (step solver to the end), puzzles/second, best of 2,
//    with the number of puzzles per level and the level-4 steps used.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "grade/grader.hpp"

using namespace pencilmark;

namespace {

// Seconds for one pass of fn over every puzzle, best of `runs`.
double best_seconds(const std::vector<Grid>& puzzles, int runs, const std::function<void(const Grid&)>& fn) {
  double best = 1e300;
  for (int run = 0; run < runs; ++run) {
    const auto start = std::chrono::steady_clock::now();
    for (const Grid& g : puzzles) fn(g);
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const bool grade = argc > 1 && std::strcmp(argv[1], "--grade") == 0;
  const int first = grade ? 2 : 1;
  if (argc <= first) {
    std::cerr << "usage: pencilmark-bench [--grade] FILE [MAX_PUZZLES]\n";
    return 2;
  }
  std::ifstream in(argv[first]);
  if (!in) {
    std::cerr << "pencilmark-bench: cannot read " << argv[first] << "\n";
    return 2;
  }
  const size_t max = argc > first + 1 ? std::stoul(argv[first + 1]) : SIZE_MAX;
  std::vector<std::string> lines;
  std::vector<Grid> puzzles;
  for (std::string line; puzzles.size() < max && std::getline(in, line);) {
    if (auto g = parse_puzzle(line)) {
      lines.push_back(line);
      puzzles.push_back(*g);
    }
  }
  const double n = double(puzzles.size());

  if (!grade) {
    long checksum = 0;
    // Parsing is part of what a caller pays, so time it with the search.
    auto solve_rate = [&](int limit) {
      double best = 1e300;
      for (int run = 0; run < 3; ++run) {
        const auto start = std::chrono::steady_clock::now();
        for (const auto& p : lines) {
          const SolutionCount found = count_solutions(*parse_puzzle(p), limit);
          checksum += found.count + found.first[80];
        }
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      }
      return n / best;
    };
    const double solve = solve_rate(1), count2 = solve_rate(2);
    std::printf("{\"puzzles\":%zu,\"solvePerSecond\":%.1f,\"count2PerSecond\":%.1f,\"checksum\":%ld}\n", puzzles.size(),
                solve, count2, checksum);
    return 0;
  }

  std::array<int, kMaxLevel + 1> levels{};
  int failed = 0, trial_steps = 0, guess_steps = 0;
  for (const Grid& g : puzzles) {
    const auto graded = grade_puzzle(g);
    if (!graded) {
      ++failed;
      continue;
    }
    ++levels[graded->grade.level];
    trial_steps += graded->grade.counts[index_of(technique("trial-and-error"))];
    guess_steps += graded->grade.counts[index_of(technique("guess"))];
  }
  const double seconds = best_seconds(puzzles, 2, [](const Grid& g) { (void)grade_puzzle(g); });
  std::printf(
      "{\"puzzles\":%zu,\"gradedPerSecond\":%.1f,\"levels\":[%d,%d,%d,%d,%d],\"notGraded\":%d,"
      "\"trialAndErrorSteps\":%d,\"guessSteps\":%d}\n",
      puzzles.size(), n / seconds, levels[0], levels[1], levels[2], levels[3], levels[4], failed, trial_steps,
      guess_steps);
  return 0;
}
