#include "logic/step.hpp"

#include <cstdio>

namespace pencilmark {

std::string_view role_name(Role role) {
  static constexpr std::string_view kNames[] = {"region",    "base",       "cover",  "pattern", "pivot", "chain-on",
                                                "chain-off", "eliminated", "placed", "wrong",   "fin",   "group",
                                                "color-a",   "color-b",    "deadly", "extra"};
  return kNames[static_cast<int>(role)];
}

std::string_view link_kind_name(LinkKind kind) {
  static constexpr std::string_view kNames[] = {"strong", "weak", "forces"};
  return kNames[static_cast<int>(kind)];
}

void Step::add_placement(const Grid& grid, Cell c, Digit d) {
  placements.push_back({c, d});
  const CellSet cleanup = kPeerSets[c] & grid.cells_with_candidate(d);
  eliminations.reserve(eliminations.size() + static_cast<size_t>(cleanup.size()));
  for (Cell p : cleanup) eliminations.push_back({p, d});
}

void mark_effect(Step& step) {
  const int stage = step.effect_stage();
  // One allocation, not one per doubling: most steps are singles, and they are many.
  step.candidates.reserve(step.candidates.size() + step.eliminations.size() + step.placements.size());
  for (const Candidate& e : step.eliminations) step.mark_candidate(e.cell, e.digit, Role::Eliminated, stage);
  for (const Candidate& p : step.placements) step.mark_candidate(p.cell, p.digit, Role::Placed, stage);
}

void apply(Grid& grid, const Step& step) {
  for (const Candidate& r : step.restored)
    if (grid.is_empty(r.cell)) grid.set_candidates(r.cell, grid.candidates(r.cell) | DigitSet::single(r.digit));
  for (const Candidate& p : step.placements)
    if (grid.is_empty(p.cell)) grid.place(p.cell, p.digit);
  for (const Candidate& e : step.eliminations) grid.remove_candidate(e.cell, e.digit);
}

bool changes(const Grid& grid, const Step& step) {
  if (!step.cleared.empty()) return true;
  for (const Candidate& r : step.restored)
    if (grid.is_empty(r.cell) && !grid.has_candidate(r.cell, r.digit)) return true;
  for (const Candidate& p : step.placements)
    if (grid.is_empty(p.cell)) return true;
  for (const Candidate& e : step.eliminations)
    if (grid.has_candidate(e.cell, e.digit)) return true;
  return false;
}

namespace {

void append_string(std::string& out, std::string_view s) {
  out += '"';
  for (char ch : s) {
    switch (ch) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      default:
        if (static_cast<unsigned char>(ch) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", ch);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  out += '"';
}

void append_candidate(std::string& out, const Candidate& c) {
  out += "{\"cell\":" + std::to_string(c.cell) + ",\"digit\":" + std::to_string(c.digit) + "}";
}

template <typename T, typename F>
void append_array(std::string& out, const char* name, const std::vector<T>& items, F each) {
  out += ",\"";
  out += name;
  out += "\":[";
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += ',';
    each(items[i]);
  }
  out += ']';
}

}  // namespace

std::string to_json(const Step& step) {
  const TechniqueInfo& t = step.info();
  std::string out = "{\"technique\":";
  append_string(out, t.key);
  out += ",\"name\":";
  append_string(out, t.name);
  out += ",\"family\":";
  append_string(out, family_name(t.family));
  char score[16];
  std::snprintf(score, sizeof score, "%.1f", t.score);
  out += ",\"level\":" + std::to_string(t.level) + ",\"score\":" + score;
  append_array(out, "cleared", step.cleared, [&](const Candidate& c) { append_candidate(out, c); });
  append_array(out, "restored", step.restored, [&](const Candidate& c) { append_candidate(out, c); });
  append_array(out, "placements", step.placements, [&](const Candidate& c) { append_candidate(out, c); });
  append_array(out, "eliminations", step.eliminations, [&](const Candidate& c) { append_candidate(out, c); });
  append_array(out, "houses", step.houses, [&](const HouseMark& h) {
    static constexpr const char* kKinds[] = {"row", "column", "box"};
    out += "{\"house\":" + std::to_string(h.house) + ",\"kind\":\"" + kKinds[h.house / 9] +
           "\",\"index\":" + std::to_string(h.house % 9) + ",\"role\":\"" + std::string(role_name(h.role)) +
           "\",\"stage\":" + std::to_string(h.stage) + "}";
  });
  append_array(out, "cells", step.cells, [&](const CellMark& c) {
    out += "{\"cell\":" + std::to_string(c.cell) + ",\"role\":\"" + std::string(role_name(c.role)) +
           "\",\"stage\":" + std::to_string(c.stage) + "}";
  });
  append_array(out, "candidates", step.candidates, [&](const CandidateMark& c) {
    out += "{\"cell\":" + std::to_string(c.candidate.cell) + ",\"digit\":" + std::to_string(c.candidate.digit) +
           ",\"role\":\"" + std::string(role_name(c.role)) + "\",\"stage\":" + std::to_string(c.stage) + "}";
  });
  append_array(out, "links", step.links, [&](const Link& l) {
    out += "{\"from\":";
    append_candidate(out, l.from);
    out += ",\"to\":";
    append_candidate(out, l.to);
    out += ",\"type\":\"" + std::string(link_kind_name(l.kind)) + "\",\"stage\":" + std::to_string(l.stage) + "}";
  });
  out += ",\"stages\":" + std::to_string(step.effect_stage());
  out += ",\"text\":";
  append_string(out, step.text);
  out += ",\"clues\":[";
  append_string(out, step.clues[0]);
  out += ',';
  append_string(out, step.clues[1]);
  out += "]}";
  return out;
}

}  // namespace pencilmark
