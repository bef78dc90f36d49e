#include "logic/technique.hpp"

namespace pencilmark {

// The table is indexed by the enum: each row must sit at its own id.
static_assert([] {
  for (int i = 0; i < kTechniqueCount; ++i)
    if (static_cast<int>(kTechniques[i].id) != i) return false;
  return true;
}());

std::optional<Technique> find_technique(std::string_view key_or_code) {
  for (const auto& t : kTechniques) {
    if (!t.deduction) continue;
    if (t.key == key_or_code) return t.id;
    for (auto code : t.reglib_codes)
      if (!code.empty() && code == key_or_code) return t.id;
  }
  return std::nullopt;
}

std::string_view level_name(int level) {
  static constexpr std::string_view kNames[] = {"Easy", "Medium", "Hard", "Expert", "Extreme"};
  return level >= 0 && level <= kMaxLevel ? kNames[level] : "Unknown";
}

}  // namespace pencilmark
