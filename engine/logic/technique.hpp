// The technique table: the one list that the step solver, the grader, the CLI,
// the UI and the tests all read. Order is the order the solver tries them in:
// by level (the grade), and within a level by score.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace pencilmark {

enum class Technique : uint8_t {
  HiddenSingle,
  NakedSingle,
  PointingLine,
  BoxLine,
  NakedPair,
  HiddenPair,
  XWing,
  NakedTriple,
  HiddenTriple,
  YWing,
  NakedQuad,
  HiddenQuad,
  Swordfish,
  Jellyfish,
  Rectangle,
  XYChain,
  TrialAndError,
  Guess,
  // Not deductions: what a hint says first when the player's own board is wrong.
  WrongDigit,
  MissingCandidate,
};

inline constexpr int kTechniqueCount = 20;
inline constexpr int kMaxLevel = 4;

struct TechniqueInfo {
  Technique id;
  std::string_view key;                          // stable, for data: "hidden-pair"
  std::string_view name;                         // for people: "Hidden Pair"
  int level;                                     // 0..4: the grade of a puzzle that needs it
  double score;                                  // on Sudoku Explainer's public scale, where it has one
  std::array<std::string_view, 2> reglib_codes;  // HoDoKu library codes it answers to
  bool deduction;                                // false for the two player-mistake reports
};

// In solver order. Scores: Sudoku Explainer's published ratings (hidden single 1.5,
// naked single 2.3, pointing 2.6, claiming 2.8, naked pair 3.0, X-wing 3.2, hidden
// pair 3.4, naked triple 3.6, swordfish 3.8, hidden triple 4.0, XY-wing 4.2, naked
// quad 5.0, jellyfish 5.2, hidden quad 5.4). The rest have no exact SE rule, so they
// take the rating of SE's nearest one: rectangle, a one-digit chain, as a
// bidirectional X-cycle (6.5); XY-chain as a Y-cycle (6.6); trial and error, a
// contradiction from an assumption, as Nishio (7.5); a guess above every logic rule.
inline constexpr std::array<TechniqueInfo, kTechniqueCount> kTechniques = {{
    {Technique::HiddenSingle, "hidden-single", "Hidden Single", 0, 1.5, {"0002", ""}, true},
    {Technique::NakedSingle, "naked-single", "Naked Single", 0, 2.3, {"0003", "0000"}, true},
    {Technique::PointingLine, "pointing-line", "Pointing Line", 1, 2.6, {"0100", ""}, true},
    {Technique::BoxLine, "box-line", "Box-Line Reduction", 1, 2.8, {"0101", ""}, true},
    {Technique::NakedPair, "naked-pair", "Naked Pair", 1, 3.0, {"0200", ""}, true},
    {Technique::HiddenPair, "hidden-pair", "Hidden Pair", 1, 3.4, {"0210", ""}, true},
    {Technique::XWing, "x-wing", "X-Wing", 2, 3.2, {"0300", ""}, true},
    {Technique::NakedTriple, "naked-triple", "Naked Triple", 2, 3.6, {"0201", ""}, true},
    {Technique::HiddenTriple, "hidden-triple", "Hidden Triple", 2, 4.0, {"0211", ""}, true},
    {Technique::YWing, "y-wing", "Y-Wing", 2, 4.2, {"0800", ""}, true},
    {Technique::NakedQuad, "naked-quad", "Naked Quad", 2, 5.0, {"0202", ""}, true},
    {Technique::HiddenQuad, "hidden-quad", "Hidden Quad", 2, 5.4, {"0212", ""}, true},
    {Technique::Swordfish, "swordfish", "Swordfish", 3, 3.8, {"0301", ""}, true},
    {Technique::Jellyfish, "jellyfish", "Jellyfish", 3, 5.2, {"0302", ""}, true},
    {Technique::Rectangle, "rectangle", "Rectangle", 3, 6.5, {"", ""}, true},
    {Technique::XYChain, "xy-chain", "XY-Chain", 3, 6.6, {"0702", ""}, true},
    {Technique::TrialAndError, "trial-and-error", "Trial and Error", 4, 7.5, {"", ""}, true},
    {Technique::Guess, "guess", "Guess", 4, 9.0, {"", ""}, true},
    {Technique::WrongDigit, "wrong-digit", "Wrong Digit", 0, 0.0, {"", ""}, false},
    {Technique::MissingCandidate, "missing-candidate", "Missing Candidate", 0, 0.0, {"", ""}, false},
}};

constexpr const TechniqueInfo& info(Technique t) { return kTechniques[static_cast<int>(t)]; }

// By key ("hidden-pair") or HoDoKu library code ("0210"); nullopt when unknown.
std::optional<Technique> find_technique(std::string_view key_or_code);

// Names for the five levels: Easy, Medium, Hard, Expert, Extreme.
std::string_view level_name(int level);

}  // namespace pencilmark
