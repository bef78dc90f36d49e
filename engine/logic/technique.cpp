#include "logic/technique.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace pencilmark {

// Levels never go down along the table: the level a path needs is the grade.
static_assert([] {
  for (int i = 1; i < kTechniqueCount; ++i)
    if (kTechniques[i].deduction() && kTechniques[i - 1].deduction() && kTechniques[i].level < kTechniques[i - 1].level)
      return false;
  return true;
}());

std::string_view family_name(Family family) {
  static constexpr std::string_view kNames[] = {"singles", "intersections", "subsets", "fish",  "wings", "single-digit",
                                                "chains",  "uniqueness",    "other",   "trial", "report"};
  return kNames[static_cast<int>(family)];
}

std::optional<Technique> find_technique(std::string_view key_or_code) {
  for (int i = 0; i < kTechniqueCount; ++i) {
    const TechniqueInfo& t = kTechniques[i];
    if (!t.deduction()) continue;
    if (t.key == key_or_code) return static_cast<Technique>(i);
    for (auto code : t.codes)
      if (!code.empty() && code == key_or_code) return static_cast<Technique>(i);
  }
  return std::nullopt;
}

TechniqueSet all_techniques() {
  TechniqueSet set;
  for (int i = 0; i < kTechniqueCount; ++i) set[i] = kTechniques[i].deduction();
  return set;
}

std::string technique_set_text(const TechniqueSet& set) {
  const TechniqueSet left_out = all_techniques() & ~set;
  if (left_out.none()) return "all";
  std::string text;
  for (int i = 0; i < kTechniqueCount; ++i)
    if (left_out[i]) text += (text.empty() ? "-" : ",-") + std::string(kTechniques[i].key);
  return text;
}

std::string_view level_name(int level) {
  static constexpr std::string_view kNames[] = {"Easy", "Medium", "Hard", "Expert", "Extreme"};
  return level >= 0 && level <= kMaxLevel ? kNames[level] : "Unknown";
}

}  // namespace pencilmark
