// The finders: one function per technique, from a grid to the steps it finds.
// No globals, no I/O. Each appends to a StepList and stops once it is full, so
// the same code serves "the next step" (limit 1) and "every instance" (find).
#pragma once

#include <cstddef>
#include <vector>

#include "core/grid.hpp"
#include "logic/step.hpp"

namespace pencilmark {

class StepList {
 public:
  explicit StepList(size_t limit = SIZE_MAX, bool explain = true) : limit_(limit), explain_(explain) {}
  bool full() const { return steps_.size() >= limit_; }
  // Whether finders write the text and clues (the grader does without them).
  bool explain() const { return explain_; }
  void add(Step step) {
    if (!full()) steps_.push_back(std::move(step));
  }
  const std::vector<Step>& steps() const { return steps_; }
  std::vector<Step>& steps() { return steps_; }
  size_t size() const { return steps_.size(); }

 private:
  size_t limit_;
  bool explain_;
  std::vector<Step> steps_;
};

using Finder = void (*)(const Grid&, StepList&);

void find_hidden_singles(const Grid& grid, StepList& out);
void find_naked_singles(const Grid& grid, StepList& out);
void find_pointing_lines(const Grid& grid, StepList& out);
void find_box_lines(const Grid& grid, StepList& out);
void find_naked_pairs(const Grid& grid, StepList& out);
void find_hidden_pairs(const Grid& grid, StepList& out);
void find_naked_triples(const Grid& grid, StepList& out);
void find_hidden_triples(const Grid& grid, StepList& out);
void find_naked_quads(const Grid& grid, StepList& out);
void find_hidden_quads(const Grid& grid, StepList& out);
void find_x_wings(const Grid& grid, StepList& out);
void find_swordfish(const Grid& grid, StepList& out);
void find_jellyfish(const Grid& grid, StepList& out);
void find_y_wings(const Grid& grid, StepList& out);
void find_xy_chains(const Grid& grid, StepList& out);
void find_rectangles(const Grid& grid, StepList& out);
void find_trial_and_error(const Grid& grid, StepList& out);
void find_guesses(const Grid& grid, StepList& out);

// The finder of a technique (nullptr for the two player-mistake reports).
Finder finder_for(Technique technique);

}  // namespace pencilmark
