// The technique table: the one list of techniques. The step solver walks it in
// order, the grader, the CLI, the bindings, the page and the tests read it, and
// nothing else names techniques. A row holds what a technique is (key, name,
// family, level, rating, HoDoKu codes, whether it assumes a unique solution,
// whether it is one of the seeds' strategies) and what it does: its finder
// (logic/techniques/). Its words are the explain layer's, registered there by
// the row's key (explain/explainers.cpp): nothing here points up to them.
//
// Adding a technique: declare its finder below, add its row where it belongs in
// the order, write the finder and its explainer (registered by key), add its
// tests and a real puzzle to data/technique_examples.txt. Source files are globbed.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.hpp"

namespace pencilmark {

class Grid;
class StepList;
struct Step;

// A row of the table, by position. Made from a key at compile time:
//   constexpr Technique kXWing = technique("x-wing");
enum class Technique : uint8_t {};

enum class Family : uint8_t {
  Singles,
  Intersections,
  Subsets,
  Fish,
  Wings,
  SingleDigit,  // skyscraper, kites, empty rectangles, X-chains, colouring: one digit's links
  Chains,
  Uniqueness,
  Other,  // Sue de Coq, Zambon's rectangle, almost locked sets
  Trial,
  Report,  // not a deduction: a hint's report of the player's own mistake
};
std::string_view family_name(Family family);

using Finder = void (*)(const Grid&, StepList&);
// A step's rating on Sudoku Explainer's scale where it depends on the step (a
// hidden single's house, a chain's length), from the row's score (docs/rating.md).
using Rater = double (*)(const Step&, double score);

// logic/rating.cpp: ratings that depend on the step.
double rate_hidden_single(const Step&, double score);
double rate_by_length(const Step&, double score);
// A chain family's base plus SE's length increment for a chain (or chains) of
// that many nodes, in tenths, so that 6.6 + 0.1 is 6.7 and compares as such.
double rate_chain(double base, int nodes);
// SE's length increment alone, in tenths: one for each threshold (4, 6, 8, 12, 16,
// 24, ...: by turns x3/2 and x4/3) that a chain's complexity less two strictly exceeds.
constexpr int length_increment(int nodes) {
  int tenths = 0;
  for (int threshold = 4, k = 0; nodes - 2 > threshold;
       threshold = k++ % 2 == 0 ? threshold * 3 / 2 : threshold * 4 / 3)
    ++tenths;
  return tenths;
}
double rate_alternating_chain(const Step&, double score);
double rate_als(const Step&, double score);
double rate_unique_loop(const Step&, double score);
double rate_bug(const Step&, double score);

// logic/techniques/*.cpp, by family.
void find_full_houses(const Grid&, StepList&);
void find_hidden_singles(const Grid&, StepList&);
void find_naked_singles(const Grid&, StepList&);

void find_pointing_lines(const Grid&, StepList&);
void find_box_lines(const Grid&, StepList&);

void find_locked_pairs(const Grid&, StepList&);
void find_locked_triples(const Grid&, StepList&);
void find_naked_pairs(const Grid&, StepList&);
void find_hidden_pairs(const Grid&, StepList&);
void find_naked_triples(const Grid&, StepList&);
void find_hidden_triples(const Grid&, StepList&);
void find_naked_quads(const Grid&, StepList&);
void find_hidden_quads(const Grid&, StepList&);

void find_x_wings(const Grid&, StepList&);
void find_swordfish(const Grid&, StepList&);
void find_jellyfish(const Grid&, StepList&);
// logic/techniques/fish.cpp (finned, sashimi and Franken fish; words in explain/fish.cpp)
void find_finned_x_wings(const Grid&, StepList&);
void find_sashimi_x_wings(const Grid&, StepList&);
void find_finned_swordfish(const Grid&, StepList&);
void find_sashimi_swordfish(const Grid&, StepList&);
void find_finned_jellyfish(const Grid&, StepList&);
void find_sashimi_jellyfish(const Grid&, StepList&);
void find_franken_swordfish(const Grid&, StepList&);
void find_franken_jellyfish(const Grid&, StepList&);
void find_finned_franken_x_wings(const Grid&, StepList&);
void find_finned_franken_swordfish(const Grid&, StepList&);
void find_finned_franken_jellyfish(const Grid&, StepList&);

void find_y_wings(const Grid&, StepList&);
void find_xy_chains(const Grid&, StepList&);
// logic/techniques/aic.cpp (over logic/candidate_links.hpp), explain/aic.cpp
void find_continuous_nice_loops(const Grid&, StepList&);
void find_discontinuous_nice_loops(const Grid&, StepList&);
void find_aics(const Grid&, StepList&);

// logic/techniques/single_digit.cpp, colouring.cpp; explain/single_digit.cpp
void find_skyscrapers(const Grid&, StepList&);
void find_two_string_kites(const Grid&, StepList&);
void find_turbot_fish(const Grid&, StepList&);
void find_empty_rectangles(const Grid&, StepList&);
void find_dual_two_string_kites(const Grid&, StepList&);
void find_dual_empty_rectangles(const Grid&, StepList&);
void find_x_chains(const Grid&, StepList&);
void find_simple_colour_traps(const Grid&, StepList&);
void find_simple_colour_wraps(const Grid&, StepList&);
void find_multi_colours_1(const Grid&, StepList&);
void find_multi_colours_2(const Grid&, StepList&);

// logic/techniques/wings.cpp, remote_pairs.cpp, sue_de_coq.cpp; explain/wings.cpp,
// remote_pairs.cpp, sue_de_coq.cpp.
void find_xyz_wings(const Grid&, StepList&);
void find_wxyz_wings(const Grid&, StepList&);
void find_w_wings(const Grid&, StepList&);
void find_remote_pairs(const Grid&, StepList&);
void find_sue_de_coqs(const Grid&, StepList&);

// logic/techniques/als.cpp, explain/als.cpp
void find_als_xz(const Grid&, StepList&);
void find_als_xy_wings(const Grid&, StepList&);
void find_als_xy_chains(const Grid&, StepList&);
void find_death_blossoms(const Grid&, StepList&);

void find_rectangles(const Grid&, StepList&);

// logic/techniques/uniqueness.cpp, explain/uniqueness.cpp
void find_unique_rectangles_1(const Grid&, StepList&);
void find_unique_rectangles_2(const Grid&, StepList&);
void find_unique_rectangles_3(const Grid&, StepList&);
void find_unique_rectangles_4(const Grid&, StepList&);
void find_unique_rectangles_5(const Grid&, StepList&);
void find_unique_rectangles_6(const Grid&, StepList&);
void find_hidden_rectangles(const Grid&, StepList&);
void find_avoidable_rectangles_1(const Grid&, StepList&);
void find_avoidable_rectangles_2(const Grid&, StepList&);
void find_unique_loops(const Grid&, StepList&);
void find_bug_plus_one(const Grid&, StepList&);

void find_nishios(const Grid&, StepList&);
// logic/techniques/forcing_chains.cpp, explain/forcing_chains.cpp
void find_forcing_chains(const Grid&, StepList&);
void find_dynamic_forcing_chains(const Grid&, StepList&);
void find_nested_forcing_chains(const Grid&, StepList&);
void find_trial_and_error(const Grid&, StepList&);
void find_nested_trials(const Grid&, StepList&);
void find_guesses(const Grid&, StepList&);

inline constexpr int kMaxLevel = 4;

struct TechniqueInfo {
  std::string_view key;   // stable, for data: "hidden-pair"
  std::string_view name;  // for people: "Hidden Pair"
  Family family;
  int level;     // 0..4, Zambon's levels: the grade of a puzzle that needs it
  double score;  // on Sudoku Explainer's scale (docs/rating.md; docs/techniques.md says where it has no rule)
  std::array<std::string_view, 4> codes;  // HoDoKu library codes it answers to
  bool uniqueness;                        // assumes the puzzle has exactly one solution
  bool zambon;                            // one of the seeds' strategies (the `zambon` preset)
  bool explainer;                         // Sudoku Explainer has it: rating SE's way uses it (grade/)
  Finder find;                            // nullptr for the reports
  Rater rate = nullptr;                   // nullptr: every step rates the score

  constexpr bool deduction() const { return find != nullptr; }
};

// In solver order: by level; within a level, the order a strong player looks for
// them. The seeds' strategies keep their own relative order, so the zambon preset
// is this table filtered.
// clang-format off
inline constexpr TechniqueInfo kTechniques[] = {
  // key                       name                          family                 level score codes uniq   zambon se     finder
  {"full-house",               "Full House",                 Family::Singles,       0, 1.0, {"0000"}, false, false, true,  find_full_houses},
  {"hidden-single",            "Hidden Single",              Family::Singles,       0, 1.5, {"0002"}, false, true,  true,  find_hidden_singles, rate_hidden_single},
  {"naked-single",             "Naked Single",               Family::Singles,       0, 2.3, {"0003"}, false, true,  true,  find_naked_singles},
  {"pointing-line",            "Pointing Line",              Family::Intersections, 1, 2.6, {"0100"}, false, true,  true,  find_pointing_lines},
  {"box-line",                 "Box-Line Reduction",         Family::Intersections, 1, 2.8, {"0101"}, false, true,  true,  find_box_lines},
  {"locked-pair",              "Locked Pair",                Family::Subsets,       1, 3.0, {"0110"}, false, false, true,  find_locked_pairs},
  {"naked-pair",               "Naked Pair",                 Family::Subsets,       1, 3.0, {"0200"}, false, true,  true,  find_naked_pairs},
  {"hidden-pair",              "Hidden Pair",                Family::Subsets,       1, 3.4, {"0210"}, false, true,  true,  find_hidden_pairs},
  {"x-wing",                   "X-Wing",                     Family::Fish,          2, 3.2, {"0300"}, false, true,  true,  find_x_wings},
  {"finned-x-wing",            "Finned X-Wing",              Family::Fish,          2, 6.6, {"0310"}, false, false, false, find_finned_x_wings},
  {"sashimi-x-wing",           "Sashimi X-Wing",             Family::Fish,          2, 6.6, {"0320"}, false, false, false, find_sashimi_x_wings},
  {"locked-triple",            "Locked Triple",              Family::Subsets,       2, 3.6, {"0111"}, false, false, true,  find_locked_triples},
  {"naked-triple",             "Naked Triple",               Family::Subsets,       2, 3.6, {"0201"}, false, true,  true,  find_naked_triples},
  {"hidden-triple",            "Hidden Triple",              Family::Subsets,       2, 4.0, {"0211"}, false, true,  true,  find_hidden_triples},
  {"y-wing",                   "Y-Wing",                     Family::Wings,         2, 4.2, {"0800"}, false, true,  true,  find_y_wings},
  {"xyz-wing",                 "XYZ-Wing",                   Family::Wings,         2, 4.4, {"0801"}, false, false, true,  find_xyz_wings},
  {"unique-rectangle-1",       "Unique Rectangle Type 1",    Family::Uniqueness,    2, 4.5, {"0600"}, true,  false, true,  find_unique_rectangles_1},
  {"unique-rectangle-2",       "Unique Rectangle Type 2",    Family::Uniqueness,    2, 4.5, {"0601"}, true,  false, true,  find_unique_rectangles_2},
  {"unique-rectangle-4",       "Unique Rectangle Type 4",    Family::Uniqueness,    2, 4.5, {"0603"}, true,  false, true,  find_unique_rectangles_4},
  {"naked-quad",               "Naked Quad",                 Family::Subsets,       2, 5.0, {"0202"}, false, true,  true,  find_naked_quads},
  {"hidden-quad",              "Hidden Quad",                Family::Subsets,       2, 5.4, {"0212"}, false, true,  true,  find_hidden_quads},
  {"bug-plus-1",               "BUG+1",                      Family::Uniqueness,    2, 5.6, {"0610"}, true,  false, true,  find_bug_plus_one, rate_bug},
  {"swordfish",                "Swordfish",                  Family::Fish,          3, 3.8, {"0301"}, false, true,  true,  find_swordfish},
  {"w-wing",                   "W-Wing",                     Family::Wings,         3, 7.0, {"0803"}, false, false, false, find_w_wings},
  {"remote-pair",              "Remote Pair",                Family::Chains,        3, 6.6, {"0703"}, false, false, false, find_remote_pairs},
  {"skyscraper",               "Skyscraper",                 Family::SingleDigit,   3, 6.6, {"0400"}, false, false, false, find_skyscrapers},
  {"dual-two-string-kite",     "Dual 2-String Kite",         Family::SingleDigit,   3, 6.6, {"0404"}, false, false, false, find_dual_two_string_kites},
  {"two-string-kite",          "2-String Kite",              Family::SingleDigit,   3, 6.6, {"0401"}, false, false, false, find_two_string_kites},
  {"turbot-fish",              "Turbot Fish",                Family::SingleDigit,   3, 6.6, {"0403"}, false, false, false, find_turbot_fish},
  {"dual-empty-rectangle",     "Dual Empty Rectangle",       Family::SingleDigit,   3, 6.6, {"0405"}, false, false, false, find_dual_empty_rectangles},
  {"empty-rectangle",          "Empty Rectangle",            Family::SingleDigit,   3, 6.6, {"0402"}, false, false, false, find_empty_rectangles},
  {"simple-colours-wrap",      "Simple Colours Wrap",        Family::SingleDigit,   3, 6.6, {"0501"}, false, false, false, find_simple_colour_wraps},
  {"simple-colours-trap",      "Simple Colours Trap",        Family::SingleDigit,   3, 6.6, {"0500"}, false, false, false, find_simple_colour_traps},
  {"finned-swordfish",         "Finned Swordfish",           Family::Fish,          3, 6.7, {"0311"}, false, false, false, find_finned_swordfish},
  {"sashimi-swordfish",        "Sashimi Swordfish",          Family::Fish,          3, 6.7, {"0321"}, false, false, false, find_sashimi_swordfish},
  {"jellyfish",                "Jellyfish",                  Family::Fish,          3, 5.2, {"0302"}, false, true,  true,  find_jellyfish},
  {"unique-rectangle-3",       "Unique Rectangle Type 3",    Family::Uniqueness,    3, 4.6, {"0602"}, true,  false, true,  find_unique_rectangles_3},
  {"unique-rectangle-5",       "Unique Rectangle Type 5",    Family::Uniqueness,    3, 4.6, {"0604"}, true,  false, false, find_unique_rectangles_5},
  {"unique-rectangle-6",       "Unique Rectangle Type 6",    Family::Uniqueness,    3, 4.6, {"0605"}, true,  false, false, find_unique_rectangles_6},
  {"hidden-rectangle",         "Hidden Rectangle",           Family::Uniqueness,    3, 4.6, {"0606"}, true,  false, false, find_hidden_rectangles},
  {"avoidable-rectangle-1",    "Avoidable Rectangle Type 1", Family::Uniqueness,    3, 4.5, {"0607"}, true,  false, false, find_avoidable_rectangles_1},
  {"avoidable-rectangle-2",    "Avoidable Rectangle Type 2", Family::Uniqueness,    3, 4.5, {"0608"}, true,  false, false, find_avoidable_rectangles_2},
  {"unique-loop",              "Unique Loop",                Family::Uniqueness,    3, 4.6, {},       true,  false, true,  find_unique_loops, rate_unique_loop},
  {"wxyz-wing",                "WXYZ-Wing",                  Family::Wings,         3, 7.0, {},       false, false, false, find_wxyz_wings},
  {"finned-jellyfish",         "Finned Jellyfish",           Family::Fish,          3, 6.8, {"0312"}, false, false, false, find_finned_jellyfish},
  {"sashimi-jellyfish",        "Sashimi Jellyfish",          Family::Fish,          3, 6.8, {"0322"}, false, false, false, find_sashimi_jellyfish},
  {"franken-swordfish",        "Franken Swordfish",          Family::Fish,          3, 6.7, {"0331"}, false, false, false, find_franken_swordfish},
  {"franken-jellyfish",        "Franken Jellyfish",          Family::Fish,          3, 6.8, {"0332"}, false, false, false, find_franken_jellyfish},
  {"finned-franken-x-wing",    "Finned Franken X-Wing",      Family::Fish,          3, 6.6, {"0340"}, false, false, false, find_finned_franken_x_wings},
  {"finned-franken-swordfish", "Finned Franken Swordfish",   Family::Fish,          3, 6.7, {"0341"}, false, false, false, find_finned_franken_swordfish},
  {"finned-franken-jellyfish", "Finned Franken Jellyfish",   Family::Fish,          3, 6.8, {"0342"}, false, false, false, find_finned_franken_jellyfish},
  {"multi-colours-2",          "Multi-Colours Type 2",       Family::SingleDigit,   3, 6.7, {"0503"}, false, false, false, find_multi_colours_2},
  {"multi-colours-1",          "Multi-Colours Type 1",       Family::SingleDigit,   3, 6.7, {"0502"}, false, false, false, find_multi_colours_1},
  {"x-chain",                  "X-Chain",                    Family::SingleDigit,   3, 6.6, {"0701"}, false, false, false, find_x_chains, rate_by_length},
  {"sue-de-coq",               "Sue de Coq",                 Family::Other,         3, 8.0, {"1101"}, false, false, false, find_sue_de_coqs},
  {"rectangle",                "Zambon's Rectangle",         Family::Other,         3, 6.5, {},       false, true,  false, find_rectangles},
  {"xy-chain",                 "XY-Chain",                   Family::Chains,        3, 6.6, {"0702"}, false, true,  false, find_xy_chains, rate_by_length},
  {"continuous-nice-loop",     "Continuous Nice Loop",       Family::Chains,        3, 7.0, {"0706", "0709"}, false, false, false, find_continuous_nice_loops, rate_alternating_chain},
  {"discontinuous-nice-loop",  "Discontinuous Nice Loop",    Family::Chains,        3, 7.0, {"0707", "0710"}, false, false, false, find_discontinuous_nice_loops, rate_alternating_chain},
  {"aic",                      "Alternating Inference Chain", Family::Chains,       3, 7.0, {"0708", "0711"}, false, false, false, find_aics, rate_alternating_chain},
  {"als-xz",                   "ALS-XZ",                     Family::Other,         3, 7.0, {"0901"}, false, false, false, find_als_xz, rate_als},
  {"als-xy-wing",              "ALS-XY-Wing",                Family::Other,         3, 7.0, {"0902"}, false, false, false, find_als_xy_wings, rate_als},
  {"als-xy-chain",             "ALS-XY-Chain",               Family::Other,         3, 7.0, {"0903"}, false, false, false, find_als_xy_chains, rate_als},
  {"death-blossom",            "Death Blossom",              Family::Other,         3, 7.0, {"0904"}, false, false, false, find_death_blossoms, rate_als},
  {"nishio",                   "Nishio",                     Family::Trial,         4, 7.5, {},       false, false, false, find_nishios, rate_by_length},
  {"forcing-chains",           "Forcing Chains",             Family::Chains,        4, 8.0, {},       false, false, false, find_forcing_chains, rate_by_length},
  {"dynamic-forcing-chains",   "Dynamic Forcing Chains",     Family::Chains,        4, 8.5, {},       false, false, false, find_dynamic_forcing_chains, rate_by_length},
  {"nested-forcing-chains",    "Nested Forcing Chains",      Family::Chains,        4, 9.0, {},       false, false, false, find_nested_forcing_chains, rate_by_length},
  {"nested-trial",             "Nested Trial and Error",     Family::Trial,         4, 10.5, {},       false, false, false, find_nested_trials, rate_by_length},
  {"trial-and-error",          "Trial and Error",            Family::Trial,         4, 8.3, {},       false, true,  false, find_trial_and_error, rate_by_length},
  {"guess",                    "Guess",                      Family::Trial,         4, 12.0, {},       false, true,  false, find_guesses},
  {"wrong-digit",              "Wrong Digit",                Family::Report,        0, 0.0, {},       false, false, false, nullptr},
  {"missing-candidate",        "Missing Candidate",          Family::Report,        0, 0.0, {},       false, false, false, nullptr},
};
// clang-format on

inline constexpr int kTechniqueCount = static_cast<int>(std::size(kTechniques));

constexpr const TechniqueInfo& info(Technique t) { return kTechniques[static_cast<int>(t)]; }
constexpr int index_of(Technique t) { return static_cast<int>(t); }

// Never defined: calling it at compile time is the error that names the problem.
void no_technique_has_this_key();

// The row with this key, at compile time: a key that is not in the table does not compile.
consteval Technique technique(std::string_view key) {
  for (int i = 0; i < kTechniqueCount; ++i)
    if (kTechniques[i].key == key) return static_cast<Technique>(i);
  no_technique_has_this_key();
  return Technique{};
}

// A deduction by key ("hidden-pair") or HoDoKu library code ("0210"); nullopt when unknown.
std::optional<Technique> find_technique(std::string_view key_or_code);

// Which rows may run. The facade reads a set from text (api/pencilmark.hpp's
// parse_technique_set); technique_set_text writes one: "all", or the rows left
// out ("-x-wing,-swordfish").
using TechniqueSet = std::bitset<kTechniqueCount>;
TechniqueSet all_techniques();
std::string technique_set_text(const TechniqueSet& set);

// Names for the five levels: Easy, Medium, Hard, Expert, Extreme.
std::string_view level_name(int level);

}  // namespace pencilmark
