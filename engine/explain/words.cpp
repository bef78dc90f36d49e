#include "explain/words.hpp"

#include <algorithm>

#include "explain/catalogs.hpp"

namespace pencilmark {

std::string join_words(const std::vector<std::string>& words, std::string_view last) {
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += i + 1 == words.size() ? std::string(last) : std::string(", ");
    out += words[i];
  }
  return out;
}

std::string cell_list(const std::vector<Cell>& cells) {
  std::vector<std::string> names;
  for (Cell c : cells) names.push_back(cell_name(c));
  return join_words(names);
}

std::string cell_list(CellSet cells) { return cell_list(std::vector<Cell>(cells.begin(), cells.end())); }

std::string digit_word(Digit d) { return std::to_string(d); }

std::string digit_list(DigitSet digits, std::string_view last) {
  std::vector<std::string> words;
  for (Digit d : digits) words.push_back(digit_word(d));
  return join_words(words, last);
}

namespace {

// The eliminations by digit, each digit's cells ascending; digits without any left out.
std::vector<std::pair<Digit, std::vector<Cell>>> removals_by_digit(const std::vector<Candidate>& eliminations) {
  std::vector<std::pair<Digit, std::vector<Cell>>> out;
  for (Digit d = 1; d <= kDigits; ++d) {
    std::vector<Cell> cells;
    for (const Candidate& e : eliminations)
      if (e.digit == d) cells.push_back(e.cell);
    std::sort(cells.begin(), cells.end());
    if (!cells.empty()) out.emplace_back(d, std::move(cells));
  }
  return out;
}

}  // namespace

std::string removal_list(const std::vector<Candidate>& eliminations) {
  std::vector<std::string> parts;
  for (const auto& [d, cells] : removals_by_digit(eliminations))
    parts.push_back(digit_word(d) + " from " + cell_list(cells));
  std::string out;
  for (const auto& part : parts) out += (out.empty() ? "" : "; ") + part;
  return out;
}

std::string house_list(const std::vector<House>& houses) {
  std::vector<std::string> names;
  for (House h : houses) names.push_back(house_name(h));
  return join_words(names);
}

std::vector<House> houses_with(const Step& step, Role role) {
  std::vector<House> out;
  for (const HouseMark& m : step.houses)
    if (m.role == role) out.push_back(m.house);
  return out;
}

std::vector<Cell> cells_with(const Step& step, Role role) {
  std::vector<Cell> out;
  for (const CellMark& m : step.cells)
    if (m.role == role) out.push_back(m.cell);
  return out;
}

std::vector<Candidate> candidates_with(const Step& step, Role role) {
  std::vector<Candidate> out;
  for (const CandidateMark& m : step.candidates)
    if (m.role == role) out.push_back(m.candidate);
  return out;
}

CellSet cells_of(const std::vector<Candidate>& candidates) {
  CellSet out;
  for (const Candidate& c : candidates) out.add(c.cell);
  return out;
}

CellSet candidate_cells(const Step& step, Role role) { return cells_of(candidates_with(step, role)); }

CatalogValue house_said(House h) {
  static constexpr const char* kKinds[] = {"house-row", "house-column", "house-box"};
  return CatalogValue::message(kKinds[h / 9], {{"n", h % 9 + 1}});
}

CatalogValue cells_said(const std::vector<Cell>& cells) {
  std::vector<CatalogValue> names;
  for (Cell c : cells) names.emplace_back(cell_name(c));
  return CatalogValue::list(std::move(names));
}

CatalogValue cells_said(CellSet cells) { return cells_said(std::vector<Cell>(cells.begin(), cells.end())); }

CatalogValue houses_said(const std::vector<House>& houses) {
  std::vector<CatalogValue> names;
  for (House h : houses) names.push_back(house_said(h));
  return CatalogValue::list(std::move(names));
}

CatalogValue digits_said(DigitSet digits, std::string joined) {
  std::vector<CatalogValue> items;
  for (Digit d : digits) items.emplace_back(d);
  return CatalogValue::list(std::move(items), std::move(joined));
}

CatalogValue removals_said(const std::vector<Candidate>& eliminations) {
  std::vector<CatalogValue> parts;
  for (const auto& [d, cells] : removals_by_digit(eliminations))
    parts.push_back(CatalogValue::message("removal", {{"digit", d}, {"cells", cells_said(cells)}}));
  return CatalogValue::list(std::move(parts), "semicolon");
}

void add_removed(CatalogArgs& args, const Step& step) {
  const CellSet removed = cells_of(step.eliminations);
  args.emplace_back("removed", cells_said(removed));
  args.emplace_back("count", removed.size());
}

void set_said(Step& step, CatalogValue text, CatalogValue nudge_where, CatalogValue where) {
  const CatalogValue technique = CatalogValue::message("technique-" + std::string(step.info().key));
  step.said = std::make_shared<const StepSaid>(
      StepSaid{std::move(text), CatalogValue::message("clue-look", {{"where", std::move(nudge_where)}}),
               CatalogValue::message("clue-technique", {{"technique", technique}, {"where", std::move(where)}})});
  // The English catalog is compiled in and read by the tests: it cannot fail but by a bug.
  const auto english = step_catalog("en");
  if (!english || !say_step(step, **english))
    step.text = "(the words of " + std::string(step.info().key) + " could not be said)";
}

void set_words(Step& step, std::string text, std::string nudge_where, std::string where) {
  step.text = std::move(text);
  step.clues[0] = "Look at " + nudge_where + ".";
  step.clues[1] = std::string(step.info().name) + " " + where + ".";
}

}  // namespace pencilmark
