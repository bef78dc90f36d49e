#include <algorithm>

#include "explain/words.hpp"
#include "format/format.hpp"
#include "logic/technique.hpp"

namespace pencilmark {
namespace {

std::string is(const Candidate& c, bool on) {
  return cell_name(c.cell) + (on ? " is " : " is not ") + digit_word(c.digit);
}

// A branch in words: the first hops of its spine (from its last link back, each
// node to the link that reached it, then forward), and how many links the
// board shows in all. A weak link ends in a candidate that is off, a strong one
// in one that is on.
std::string hops(const std::vector<Link>& links, size_t begin, size_t end) {
  constexpr size_t kShown = 3;
  if (begin == end) return "at once";
  std::vector<size_t> spine{end - 1};
  for (size_t at = end - 1;;) {
    const Link& l = links[at];
    const bool from_on = l.kind == LinkKind::Weak;
    size_t up = begin;
    while (up < at && !(links[up].to == l.from && (links[up].kind == LinkKind::Strong) == from_on)) ++up;
    if (up == at) break;
    spine.push_back(at = up);
  }
  std::vector<std::string> words;
  for (auto i = spine.rbegin(); i != spine.rend() && words.size() < kShown; ++i)
    words.push_back(is(links[*i].to, links[*i].kind == LinkKind::Strong));
  std::string out = join_words(words, ", ");
  if (end - begin > words.size()) out += ", … (" + std::to_string(end - begin) + " links in all)";
  return out;
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : separator) + p;
  return out;
}

}  // namespace

// The step's branches are its Pivot candidates, each marked at its first link's
// stage; the links up to the next one's are that branch's.
void explain_forcing_chain(Step& step, const Grid&) {
  std::vector<CandidateMark> premises;
  for (const CandidateMark& m : step.candidates)
    if (m.role == Role::Pivot) premises.push_back(m);
  std::vector<size_t> starts;
  for (const CandidateMark& m : premises) starts.push_back(static_cast<size_t>(m.stage - kStageFirstLink));
  starts.push_back(step.links.size());
  const bool placed = !step.placements.empty();
  const Candidate end = placed ? step.placements.front() : step.eliminations.front();
  // Every conclusion: the placements, then the removals a placement does not make anyway.
  std::vector<std::string> concluded, placements;
  for (const Candidate& p : step.placements) {
    concluded.push_back(is(p, true));
    placements.push_back(digit_word(p.digit) + " in " + cell_name(p.cell));
  }
  for (const Candidate& e : step.eliminations)
    if (std::none_of(step.placements.begin(), step.placements.end(),
                     [&](const Candidate& p) { return placement_removes(p, e); }))
      concluded.push_back(is(e, false));
  const std::string conclusion = join_words(concluded);
  const std::string dynamic =
      step.technique == technique("dynamic-forcing-chains") ? " (each supposition followed with the removals it makes)"
      : step.technique == technique("nested-forcing-chains")
          ? " (each supposition followed with the removals it makes, and with the intersections, pairs and X-wings "
            "they leave)"
          : "";
  auto branch = [&](size_t i) { return hops(step.links, starts[i], starts[i + 1]); };
  const std::vector<House> regions = houses_with(step, Role::Region);
  const std::vector<Cell> cells = cells_with(step, Role::Pivot);
  std::string text, where;
  if (!regions.empty() || !cells.empty()) {
    // Cell or region forcing: every option leads to the conclusion.
    std::vector<std::string> ifs;
    for (size_t i = 0; i < premises.size(); ++i)
      ifs.push_back("if " + is(premises[i].candidate, true) + ": " + branch(i));
    const std::string options = !cells.empty()
                                    ? cell_name(cells.front()) + " holds one of " + digit_list(step.digits, " or ")
                                    : digit_word(premises.front().candidate.digit) + " goes in one of " +
                                          cell_list(cells_of(candidates_with(step, Role::Pivot))) + " in " +
                                          house_name(regions.front());
    where = !cells.empty() ? cell_name(cells.front()) : house_name(regions.front());
    text = options + ", and each way " + conclusion + dynamic + ": " + joined(ifs, "; ") + ".";
  } else if (premises.size() == 2) {
    // Double implication: the premise true and false lead to the same place.
    const Candidate p = premises.front().candidate;
    where = cell_name(p.cell);
    text = "Whether or not " + is(p, true) + ", " + conclusion + dynamic + ": if it is, " + branch(0) + "; if not, " +
           branch(1) + ".";
  } else {
    // Contradiction: the premise leads to a candidate both true and false. A
    // premise supposed false ends in its placement.
    const Candidate p = premises.front().candidate;
    const bool supposed = !(placed && end == p);
    where = cell_name(p.cell);
    const Link& last = step.links.back();
    text = "Suppose " + is(p, supposed) + dynamic + ": then " + branch(0) + ", until " + cell_name(last.to.cell) +
           " would both be and not be " + digit_word(last.to.digit) + ". So " + conclusion + ".";
  }
  if (placed) text += " Place " + join_words(placements) + ".";
  set_words(step, text, where, "from " + where);
}

}  // namespace pencilmark
