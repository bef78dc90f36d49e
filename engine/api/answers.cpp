// Every shape of an answer the facade gives: its JSON, in the shapes
// web/engine.d.ts documents, each one object or array on one line (steps,
// grades, generated puzzles, the technique table and errors), and the CLI's
// lines. Made once per answer, never in the search, so the wasm build compiles
// it for size (CMakeLists.txt).

#include "api/pencilmark.hpp"
#include "core/score_text.hpp"
#include "exact/exact_solver.hpp"
#include "explain/catalogs.hpp"
#include "format/format.hpp"
#include "json/json.hpp"

namespace pencilmark::api {

namespace {

void write_candidate(JsonWriter& out, const Candidate& c) {
  out.begin_object().key("cell").number(c.cell).key("digit").number(c.digit).end_object();
}

void write_cells(JsonWriter& out, const char* name, CellSet cells) {
  out.key(name).begin_array();
  for (Cell c : cells) out.number(c);
  out.end_array();
}

void write_digits(JsonWriter& out, const char* name, DigitSet digits) {
  out.key(name).begin_array();
  for (Digit d : digits) out.number(d);
  out.end_array();
}

template <typename T, typename F>
void write_array(JsonWriter& out, const char* name, const std::vector<T>& items, F each) {
  out.key(name).begin_array();
  for (const T& item : items) each(item);
  out.end_array();
}

// The Step shape documented in web/engine.d.ts.
void write_json(JsonWriter& out, const Step& step) {
  const TechniqueInfo& t = step.info();
  // The name and the links' words as last said (a step found without words has the table's name).
  out.begin_object().key("technique").string(t.key).key("name");
  out.string(step.said ? step.said->name : std::string(t.name));
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
  // A chain's link ends are its nodes: {cell, digit, cells, on} (a group's cells, whether the chain makes it true).
  const auto end = [&](const Candidate& c, CellSet cells, bool on) {
    out.begin_object().key("cell").number(c.cell).key("digit").number(c.digit);
    if (step.chain) {
      write_cells(out, "cells", cells);
      out.key("on").boolean(on);
    }
    out.end_object();
  };
  out.key("chain").boolean(step.chain);
  write_array(out, "links", step.links, [&](const Link& l) {
    out.begin_object().key("from");
    end(l.from, l.from_cells, l.from_on());
    out.key("to");
    end(l.to, l.to_cells, l.to_on());
    out.key("type").string(link_kind_name(l.kind)).key("stage").number(l.stage);
    out.key("premise").boolean(l.premise).end_object();
  });
  write_array(out, "sets", step.sets, [&](const AlsMark& set) {
    out.begin_object();
    write_cells(out, "cells", set.cells);
    write_digits(out, "digits", set.digits);
    write_digits(out, "rcs", set.rcs);
    out.end_object();
  });
  write_array(out, "suppositions", step.suppositions, [&](const Supposition& s) {
    out.begin_object().key("cell").number(s.candidate.cell).key("digit").number(s.candidate.digit);
    out.key("on").boolean(s.on).key("firstLink").number(s.first_link).end_object();
  });
  out.key("stages").number(step.effect_stage()).key("text").string(step.text);
  out.key("clues").begin_array().string(step.clues[0]).string(step.clues[1]).end_array();
  out.key("linkWords").begin_array();
  if (step.said)
    for (const std::string& words : step.said->link_words) out.string(words);
  out.end_array();
  out.end_object();
}

// SE's rating, in an object: a grade's score fields, or a rating's alone.
void write_score_fields(JsonWriter& out, double score, double ep, double ed, const std::string& score_by,
                        const std::string& ep_by, int nesting) {
  out.key("score").score(score).key("ep").score(ep).key("ed").score(ed);
  out.key("scoreBy").string(score_by).key("epBy").string(ep_by);
  out.key("scoreNesting").number(nesting).key("scoreEstimated").boolean(estimated_nesting(nesting));
}

// {"level":2,"levelName":"Hard","score":4.2,"ep":1.2,"ed":1.2,"scoreBy":"Y-Wing","epBy":"Hidden Single",
//  "scoreNesting":0,"scoreEstimated":false,"scoreStep":17,"epStep":0,"hardest":"y-wing",
//  "hardestStep":17,"steps":45,"counts":{...}}; "hardest" is null for a path
// with no steps (a solved grid).
void write_json(JsonWriter& out, const Grade& grade) {
  out.begin_object().key("level").number(grade.level).key("levelName").string(level_name(grade.level));
  write_score_fields(out, grade.score, grade.ep, grade.ed, grade.score_by, grade.ep_by, grade.score_nesting);
  out.key("scoreStep").number(static_cast<int64_t>(grade.score_step));
  out.key("epStep").number(static_cast<int64_t>(grade.ep_step)).key("hardest");
  if (grade.steps == 0)
    out.null();
  else
    out.string(info(grade.hardest).key);
  out.key("hardestStep").number(static_cast<int64_t>(grade.hardest_step));
  out.key("steps").number(static_cast<int64_t>(grade.steps)).key("counts").begin_object();
  for (int row = 0; row < kTechniqueCount; ++row)
    if (const int n = grade.counts[row]; n > 0) out.key(kTechniques[row].key).number(n);
  out.end_object().end_object();
}

}  // namespace

std::string grade_json(const Grade& grade) {
  JsonWriter out;
  write_json(out, grade);
  return out.take();
}

std::string rating_json(const ExplainerRating& rating) {
  JsonWriter out;
  out.begin_object();
  write_score_fields(out, rating.er, rating.ep, rating.ed, rating.er_by, rating.ep_by, rating.er_nesting);
  out.end_object();
  return out.take();
}

std::string steps_json(const std::vector<Step>& steps) {
  JsonWriter out;
  out.begin_array();
  for (const Step& step : steps) write_json(out, step);
  out.end_array();
  return out.take();
}

std::string step_json(const Step& step) {
  JsonWriter out;
  write_json(out, step);
  return out.take();
}

std::string step_json(const std::optional<Step>& step) { return step ? step_json(*step) : "null"; }

std::string generated_json(const Generated& generated, uint64_t seed) {
  JsonWriter out;
  out.begin_object().key("puzzle").string(to_line81(generated.puzzle)).key("grade");
  write_json(out, generated.grade);
  out.key("seed").string(std::to_string(seed)).key("attempts").number(generated.attempts);
  out.key("techniques").string(technique_set_text(generated.techniques)).end_object();
  return out.take();
}

namespace {

// The table's techniques (not the reports), each named by `name_of`.
template <typename F>
std::string technique_table_json(F name_of) {
  JsonWriter out;
  out.begin_array();
  for (const TechniqueInfo& t : kTechniques) {
    if (!t.deduction()) continue;
    out.begin_object().key("key").string(t.key).key("name").string(name_of(t));
    out.key("family").string(family_name(t.family)).key("level").number(t.level).key("score").score(t.score);
    out.key("codes").begin_array();
    for (auto code : t.codes)
      if (!code.empty()) out.string(code);
    out.end_array().key("uniqueness").boolean(t.uniqueness).key("zambon").boolean(t.zambon).end_object();
  }
  out.end_array();
  return out.take();
}

}  // namespace

std::string techniques_json() {
  return technique_table_json([](const TechniqueInfo& t) { return std::string(t.name); });
}

Result<std::string> techniques_json(std::string_view language) {
  const auto catalog = step_catalog(language);
  if (!catalog) return catalog.error();
  std::optional<Error> failed;
  std::string json = technique_table_json([&](const TechniqueInfo& t) {
    auto name = (*catalog)->format(technique_message(t.key));
    if (name) return std::move(name.value());
    failed = name.error();
    return std::string(t.name);
  });
  if (failed) return *failed;
  return json;
}

std::string error_json(const Error& error) {
  JsonWriter out;
  out.begin_object().key("code").string(error_code(error.kind)).key("message").string(error.message).end_object();
  return out.take();
}

namespace {

// The hardest technique's key, "-" for a path with no steps (a solved grid).
std::string hardest_column(const Grade& g) { return g.steps == 0 ? "-" : std::string(info(g.hardest).key); }

}  // namespace

std::string solution_line(const SolutionCount& found) { return first_solution_line(found); }

namespace {

// A puzzle as a line's first column: as typed when it is one line; a grid given
// over several lines as its 81 characters.
std::string puzzle_column(std::string_view text) {
  text = trim_puzzle(text);
  return text.find('\n') == std::string_view::npos ? std::string(text) : to_line81(*parse_puzzle(text));
}

}  // namespace

std::string grade_line(std::string_view text, const Grade& grade) {
  return puzzle_column(text) + "\t" + std::to_string(grade.level) + "\t" + score_text(grade.score) + "\t" +
         hardest_column(grade) + "\t" + std::to_string(grade.steps);
}

std::string rating_line(std::string_view text, const ExplainerRating& rating) {
  return puzzle_column(text) + "\t" + score_text(rating.er) + "/" + score_text(rating.ep) + "/" + score_text(rating.ed);
}

std::string rating_path_lines(const ExplainerRating& rating) {
  std::string out;
  for (size_t i = 0; i < rating.path.size(); ++i) {
    const RatedStep& step = rating.path[i];
    out += std::to_string(i + 1) + "\t" + score_text(step.rating) + "\t" + step.by + "\t";
    // "r1c2=3, r4c5<>7": placed, then removed, as SE's path names them.
    bool first = true;
    for (const auto& [list, sign] : {std::pair{&step.placed, "="}, {&step.removed, "<>"}})
      for (const Candidate& c : *list) {
        out += (first ? "" : ", ") + cell_name(c.cell) + sign + std::to_string(c.digit);
        first = false;
      }
    out += "\n";
  }
  return out;
}

std::string generated_line(const Generated& generated) {
  const Grade& g = generated.grade;
  return to_line81(generated.puzzle) + "\t" + std::to_string(g.level) + "\t" + score_text(g.score) + "\t" +
         hardest_column(g);
}

Result<std::string> techniques_table(std::string_view language) {
  const auto catalog = step_catalog(language);
  if (!catalog) return catalog.error();
  std::string out = "order\tlevel\tkey\tname\tscore\tcodes\tfamily\tuniqueness\tzambon\n";
  int order = 0;
  for (const TechniqueInfo& t : kTechniques) {
    if (!t.deduction()) continue;
    const auto name = (*catalog)->format(technique_message(t.key));
    if (!name) return name.error();
    std::string codes;
    for (auto code : t.codes)
      if (!code.empty()) codes += (codes.empty() ? "" : ",") + std::string(code);
    out += std::to_string(order++) + "\t" + std::to_string(t.level) + "\t" + std::string(t.key) + "\t" + name.value() +
           "\t" + score_text(t.score) + "\t" + codes + "\t" + std::string(family_name(t.family)) + "\t" +
           (t.uniqueness ? "yes" : "no") + "\t" + (t.zambon ? "yes" : "no") + "\n";
  }
  return out;
}

bool is_technique(std::string_view name) { return find_technique(name).has_value(); }

std::string technique_key(Technique technique) { return std::string(info(technique).key); }

std::string technique_set_text(const TechniqueSet& set) { return pencilmark::technique_set_text(set); }

std::string quoted(std::string_view text, size_t max_chars) { return pencilmark::quoted(text, max_chars); }

}  // namespace pencilmark::api
