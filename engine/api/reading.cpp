// The facade's readers of a player's state and of technique sets: text in,
// typed values out, for logic to take (logic/hint.hpp, logic/technique.hpp).
// Run once a call, never in a search, so the wasm build compiles them for size
// (CMakeLists.txt).
#include <algorithm>

#include "api/pencilmark.hpp"
#include "format/format.hpp"

namespace pencilmark::api {
namespace {

Error option_error(std::string message) { return {ErrorKind::BadOption, std::move(message)}; }
Error state_error(std::string message) { return {ErrorKind::BadState, std::move(message)}; }

}  // namespace

Result<TechniqueSet> parse_technique_set(std::string_view text) {
  if (text.empty()) return option_error("no technique named (give all, zambon, or keys and codes separated by commas)");
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
      return option_error("unknown technique " + quoted(name) +
                          " (give all, zambon, keys and codes separated by commas, and -key to leave one out)");
    }
    set = remove ? set & ~named : set | named;
    start = comma + 1;
  }
  // A set that leaves nothing in can solve nothing: refused now, not after every puzzle fails.
  if (set.none()) return option_error("the technique set " + quoted(text) + " leaves no technique in");
  return set;
}

Result<PlayerState> player_state(std::string_view puzzle, std::string_view values, std::string_view candidates) {
  const auto givens = parse_puzzle(puzzle);
  if (!givens) return givens.error();
  PlayerState state{*givens, std::nullopt, std::nullopt};
  if (!values.empty()) {
    const auto read = read_values(values);
    if (!read) return state_error("values: " + read.error().message);
    std::array<Digit, kCells> digits{};
    for (Cell c = 0; c < kCells; ++c) {
      digits[c] = (*read)[c];
      if (givens->is_given(c) && digits[c] && digits[c] != givens->value(c))
        return state_error("values: " + cell_name(c) + " is the given " + std::to_string(givens->value(c)));
    }
    state.values = digits;
  }
  if (!candidates.empty()) {
    const auto marks = read_marks(candidates);
    if (!marks) return state_error("candidates: " + marks.error().message);
    state.marks = *marks;
  }
  return state;
}

}  // namespace pencilmark::api
