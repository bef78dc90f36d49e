#include "logic/technique.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "format/format.hpp"

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

Result<TechniqueSet> parse_technique_set(std::string_view text) {
  if (text.empty())
    return Error{ErrorKind::BadOption, "no technique named (give all, zambon, or keys and codes separated by commas)"};
  TechniqueSet set;
  for (size_t start = 0; start <= text.size();) {
    const size_t comma = std::min(text.find(',', start), text.size());
    std::string_view name = text.substr(start, comma - start);
    const bool remove = !name.empty() && name.front() == '-';
    if (remove) {
      name.remove_prefix(1);
      if (start == 0) set = all_techniques();  // "-x,-y": everything but those
    }
    TechniqueSet named;
    if (name == "all") {
      named = all_techniques();
    } else if (name == "zambon") {
      for (int i = 0; i < kTechniqueCount; ++i) named[i] = kTechniques[i].zambon;
    } else if (const auto t = find_technique(name)) {
      named[index_of(*t)] = true;
    } else {
      return Error{ErrorKind::BadOption, "unknown technique " + quoted(name) +
                                             " (give all, zambon, keys and codes separated by commas, and "
                                             "-key to leave one out)"};
    }
    set = remove ? set & ~named : set | named;
    start = comma + 1;
  }
  // A set that leaves nothing in can solve nothing: refused now, not after every puzzle fails.
  if (set.none()) return Error{ErrorKind::BadOption, "the technique set " + quoted(text) + " leaves no technique in"};
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
