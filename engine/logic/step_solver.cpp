#include "logic/step_solver.hpp"

#include "logic/finders.hpp"

namespace pencilmark {

Finder finder_for(Technique technique) {
  switch (technique) {
    case Technique::HiddenSingle:
      return find_hidden_singles;
    case Technique::NakedSingle:
      return find_naked_singles;
    case Technique::PointingLine:
      return find_pointing_lines;
    case Technique::BoxLine:
      return find_box_lines;
    case Technique::NakedPair:
      return find_naked_pairs;
    case Technique::HiddenPair:
      return find_hidden_pairs;
    case Technique::XWing:
      return find_x_wings;
    case Technique::NakedTriple:
      return find_naked_triples;
    case Technique::HiddenTriple:
      return find_hidden_triples;
    case Technique::YWing:
      return find_y_wings;
    case Technique::NakedQuad:
      return find_naked_quads;
    case Technique::HiddenQuad:
      return find_hidden_quads;
    case Technique::Swordfish:
      return find_swordfish;
    case Technique::Jellyfish:
      return find_jellyfish;
    case Technique::Rectangle:
      return find_rectangles;
    case Technique::XYChain:
      return find_xy_chains;
    case Technique::TrialAndError:
      return find_trial_and_error;
    case Technique::Guess:
      return find_guesses;
    case Technique::WrongDigit:
    case Technique::MissingCandidate:
      return nullptr;
  }
  return nullptr;
}

std::optional<Step> next_step(const Grid& grid, const StepOptions& options) {
  for (const TechniqueInfo& t : kTechniques) {
    if (!options.allows(t)) continue;
    StepList found(1, options.explain);
    finder_for(t.id)(grid, found);
    if (found.size() > 0) return std::move(found.steps().front());
  }
  return std::nullopt;
}

SolvePath solve_path(const Grid& grid, const StepOptions& options) {
  SolvePath path{{}, grid, false};
  // Every step changes the grid, and there are at most 729 candidates to remove.
  for (int guard = 0; guard < kCells * kDigits && !path.end.is_complete(); ++guard) {
    std::optional<Step> step = next_step(path.end, options);
    if (!step) break;
    apply(path.end, *step);
    path.steps.push_back(std::move(*step));
  }
  path.solved = path.end.is_complete();
  return path;
}

std::optional<std::string> find_contradiction(const Grid& grid) {
  for (Cell c : grid.empty_cells())
    if (grid.candidates(c).empty()) return cell_name(c) + " has no candidate left";
  for (House h = 0; h < kHouses; ++h) {
    DigitSet present;
    for (Cell c : kHouseCells[h])
      present = present | grid.candidates(c) | (grid.value(c) ? DigitSet::single(grid.value(c)) : DigitSet());
    if (const DigitSet missing = ~present; !missing.empty())
      return house_name(h) + " has no place left for " + std::to_string(missing.first());
  }
  return std::nullopt;
}

}  // namespace pencilmark
