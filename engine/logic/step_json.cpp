// The JSON of a step, for the JS API and the CLI: made once per step shown, never
// in the search, so the wasm build compiles it for size (CMakeLists.txt).

#include "logic/step.hpp"

namespace pencilmark {

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
          // \u00XX by hand (see score_text)
          out += "\\u00";
          out += "0123456789abcdef"[ch >> 4];
          out += "0123456789abcdef"[ch & 0xF];
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
  out += ",\"level\":" + std::to_string(t.level) + ",\"score\":" + score_text(step.rating());
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
