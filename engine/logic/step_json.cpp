// The JSON of a step, for the JS API and the CLI: made once per step shown, never
// in the search, so the wasm build compiles it for size (CMakeLists.txt).

#include "json/json.hpp"
#include "logic/step.hpp"

namespace pencilmark {

namespace {

void write_candidate(JsonWriter& out, const Candidate& c) {
  out.begin_object().key("cell").number(c.cell).key("digit").number(c.digit).end_object();
}

template <typename T, typename F>
void write_array(JsonWriter& out, const char* name, const std::vector<T>& items, F each) {
  out.key(name).begin_array();
  for (const T& item : items) each(item);
  out.end_array();
}

}  // namespace

void write_json(JsonWriter& out, const Step& step) {
  const TechniqueInfo& t = step.info();
  out.begin_object().key("technique").string(t.key).key("name").string(t.name);
  out.key("family").string(family_name(t.family)).key("level").number(t.level).key("score").score(step.rating());
  const auto candidate = [&](const Candidate& c) { write_candidate(out, c); };
  write_array(out, "cleared", step.cleared, candidate);
  write_array(out, "restored", step.restored, candidate);
  write_array(out, "placements", step.placements, candidate);
  write_array(out, "eliminations", step.eliminations, candidate);
  write_array(out, "houses", step.houses, [&](const HouseMark& h) {
    static constexpr const char* kKinds[] = {"row", "column", "box"};
    out.begin_object().key("house").number(h.house).key("kind").string(kKinds[h.house / 9]);
    out.key("index").number(h.house % 9).key("role").string(role_name(h.role)).key("stage").number(h.stage);
    out.end_object();
  });
  write_array(out, "cells", step.cells, [&](const CellMark& c) {
    out.begin_object().key("cell").number(c.cell).key("role").string(role_name(c.role));
    out.key("stage").number(c.stage).end_object();
  });
  write_array(out, "candidates", step.candidates, [&](const CandidateMark& c) {
    out.begin_object().key("cell").number(c.candidate.cell).key("digit").number(c.candidate.digit);
    out.key("role").string(role_name(c.role)).key("stage").number(c.stage).end_object();
  });
  write_array(out, "links", step.links, [&](const Link& l) {
    out.begin_object().key("from");
    write_candidate(out, l.from);
    out.key("to");
    write_candidate(out, l.to);
    out.key("type").string(link_kind_name(l.kind)).key("stage").number(l.stage).end_object();
  });
  out.key("stages").number(step.effect_stage()).key("text").string(step.text);
  out.key("clues").begin_array().string(step.clues[0]).string(step.clues[1]).end_array();
  out.end_object();
}

std::string to_json(const Step& step) {
  JsonWriter out;
  write_json(out, step);
  return out.take();
}

}  // namespace pencilmark
