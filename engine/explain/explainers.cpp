#include "explain/explainers.hpp"

#include <array>
#include <string_view>

namespace pencilmark {
namespace {

struct Registered {
  std::string_view key;  // the technique table's key
  Explainer explain;
};

// clang-format off
constexpr Registered kRegistered[] = {
    {"full-house", explain_single},
    {"hidden-single", explain_single},
    {"naked-single", explain_single},
    {"pointing-line", explain_intersection},
    {"box-line", explain_intersection},
    {"locked-pair", explain_subset},
    {"naked-pair", explain_subset},
    {"hidden-pair", explain_subset},
    {"x-wing", explain_fish},
    {"finned-x-wing", explain_fish},
    {"sashimi-x-wing", explain_fish},
    {"locked-triple", explain_subset},
    {"naked-triple", explain_subset},
    {"hidden-triple", explain_subset},
    {"y-wing", explain_xy_chain},
    {"xyz-wing", explain_xyz_wing},
    {"unique-rectangle-1", explain_unique_rectangle},
    {"unique-rectangle-2", explain_unique_rectangle},
    {"unique-rectangle-4", explain_unique_rectangle},
    {"naked-quad", explain_subset},
    {"hidden-quad", explain_subset},
    {"bug-plus-1", explain_bug},
    {"swordfish", explain_fish},
    {"w-wing", explain_w_wing},
    {"remote-pair", explain_remote_pair},
    {"skyscraper", explain_single_digit},
    {"dual-two-string-kite", explain_single_digit},
    {"two-string-kite", explain_single_digit},
    {"turbot-fish", explain_single_digit},
    {"dual-empty-rectangle", explain_single_digit},
    {"empty-rectangle", explain_single_digit},
    {"simple-colours-wrap", explain_colouring},
    {"simple-colours-trap", explain_colouring},
    {"finned-swordfish", explain_fish},
    {"sashimi-swordfish", explain_fish},
    {"jellyfish", explain_fish},
    {"unique-rectangle-3", explain_unique_rectangle},
    {"unique-rectangle-5", explain_unique_rectangle},
    {"unique-rectangle-6", explain_unique_rectangle},
    {"hidden-rectangle", explain_unique_rectangle},
    {"avoidable-rectangle-1", explain_avoidable_rectangle},
    {"avoidable-rectangle-2", explain_avoidable_rectangle},
    {"unique-loop", explain_unique_loop},
    {"wxyz-wing", explain_wxyz_wing},
    {"finned-jellyfish", explain_fish},
    {"sashimi-jellyfish", explain_fish},
    {"franken-swordfish", explain_fish},
    {"franken-jellyfish", explain_fish},
    {"finned-franken-x-wing", explain_fish},
    {"finned-franken-swordfish", explain_fish},
    {"finned-franken-jellyfish", explain_fish},
    {"multi-colours-2", explain_colouring},
    {"multi-colours-1", explain_colouring},
    {"x-chain", explain_single_digit},
    {"sue-de-coq", explain_sue_de_coq},
    {"rectangle", explain_rectangle},
    {"xy-chain", explain_xy_chain},
    {"continuous-nice-loop", explain_aic},
    {"discontinuous-nice-loop", explain_aic},
    {"aic", explain_aic},
    {"als-xz", explain_als},
    {"als-xy-wing", explain_als},
    {"als-xy-chain", explain_als},
    {"death-blossom", explain_als},
    {"nishio", explain_trial},
    {"forcing-chains", explain_forcing_chain},
    {"dynamic-forcing-chains", explain_forcing_chain},
    {"nested-forcing-chains", explain_forcing_chain},
    {"nested-trial", explain_trial},
    {"trial-and-error", explain_trial},
    {"guess", explain_guess},
    {"wrong-digit", explain_wrong_digit},
    {"missing-candidate", explain_missing_candidate},
};
// clang-format on

// The explainers by row. A key the table does not have, or a row left without
// words, stops the build.
constexpr std::array<Explainer, kTechniqueCount> kByRow = [] {
  std::array<Explainer, kTechniqueCount> by_row{};
  for (const Registered& r : kRegistered) {
    int row = 0;
    while (row < kTechniqueCount && kTechniques[row].key != r.key) ++row;
    if (row == kTechniqueCount) no_technique_has_this_key();
    by_row[row] = r.explain;
  }
  return by_row;
}();

constexpr bool every_row_has_words() {
  for (Explainer e : kByRow)
    if (!e) return false;
  return true;
}
static_assert(every_row_has_words(), "a technique without an explainer: register it in kRegistered");

}  // namespace

void explain_step(Step& step, const Grid& grid) { kByRow[index_of(step.technique)](step, grid); }

}  // namespace pencilmark
