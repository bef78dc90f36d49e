// pencilmark: the command-line face of the engine. Every subcommand reads
// puzzles as arguments, or one per line on standard input, and writes one line
// per puzzle. See README.md for the contract.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "api/pencilmark.hpp"
#include "format/format.hpp"

namespace pencilmark {
namespace {

constexpr const char* kUsage =
    "usage: pencilmark <command> [options] [PUZZLE...]\n"
    "\n"
    "Puzzles come as arguments, or one per line on standard input. A puzzle is an\n"
    "81-character line ('.', '0' or '-' for blanks), a 729-character pencil-mark line,\n"
    "a line of HoDoKu's regression library, or (as an argument) a 9-line grid.\n"
    "One output line per puzzle (steps and find: one line per step, an empty line\n"
    "between puzzles). Options take their value as --opt VALUE or --opt=VALUE; '--'\n"
    "ends the options (for a puzzle that starts with '--').\n"
    "\n"
    "commands:\n"
    "  solve                  the 81-digit solution, or 'error: <message>'\n"
    "  count [--limit N]      the number of solutions, capped at N (default 2); 'at least\n"
    "                         K' when counting stopped after a few seconds\n"
    "  format [--as FORM]     the puzzle rewritten: FORM is line (81 chars, default), givens\n"
    "                         (the line without a library line's placed '+' cells),\n"
    "                         pencilmarks (729 chars) or grid (9 lines plus separators)\n"
    "  grade [--json]         puzzle, level (0-4), score, hardest technique, steps (TSV),\n"
    "                         or with --json the whole grade as one JSON object\n"
    "  steps                  the solution path, one JSON step per line\n"
    "  find TECHNIQUE         every step one technique finds in each puzzle, one JSON step per\n"
    "                         line; TECHNIQUE is a key (hidden-pair) or a HoDoKu code (0210)\n"
    "  techniques             the technique table: order, level, key, name, score, codes,\n"
    "                         family, uniqueness (yes: assumes one solution), zambon\n"
    "                         (yes: one of the seeds' strategies)\n"
    "  generate [--level N | --score A-B] [--technique KEY] [--symmetry NAME] [--minimal]\n"
    "           [--count K] [--seed S] [--attempts N]\n"
    "                         new puzzles with one solution: puzzle, level, score, hardest\n"
    "                         technique (TSV); NAME is none, rot180, rot90, mirror or diagonal;\n"
    "                         puzzle i of K uses seed S+i, so a seed gives the same puzzles\n"
    "  daily [--date YYYY-MM-DD] [--level N]\n"
    "                         the puzzle of the day (default today, UTC, and level 1): the\n"
    "                         same for everyone, offline\n"
    "  help                   this text\n"
    "\n"
    "grade, steps and generate also take:\n"
    "  --techniques SET       all (default), zambon (the seeds' strategies in their order),\n"
    "                         or keys and codes separated by commas\n"
    "  --no-uniqueness        no technique that assumes the puzzle has one solution\n"
    "\n"
    "exit status: 0 when every puzzle succeeded (for solve: had exactly one solution),\n"
    "1 when any puzzle gave an error, 2 on a usage error.\n";

// The problem and where to read more: the whole text is for --help.
int usage_error(const std::string& message) {
  std::cerr << "pencilmark: " << message << "\nrun 'pencilmark --help' for the commands and their options\n";
  return 2;
}

// The command line after the command: options by name, then the operands.
struct Args {
  std::vector<std::pair<std::string_view, std::string>> options;
  std::vector<std::string> operands;

  bool has(std::string_view name) const {
    return std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.first == name; });
  }
  // The last value given for name (a later option overrides an earlier one).
  std::optional<std::string> value(std::string_view name) const {
    for (auto o = options.rbegin(); o != options.rend(); ++o)
      if (o->first == name) return o->second;
    return std::nullopt;
  }
};

struct OptionSpec {
  std::string_view name;
  bool takes_value;
};

struct Command {
  std::string_view name;
  std::vector<OptionSpec> options;
  bool takes_puzzles;  // operands are puzzles (or standard input); else none are allowed
  int (*run)(const Args& args);
};

// --opt VALUE, --opt=VALUE and flags, against the command's table; "--" ends the
// options. Returns the problem, for a usage error, or the arguments.
std::variant<std::string, Args> parse_args(const Command& command, int argc, char** argv) {
  Args args;
  bool options_done = false;
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (!options_done && arg == "--") {
      options_done = true;
      continue;
    }
    if (options_done || arg.size() <= 2 || arg.substr(0, 2) != "--") {
      args.operands.emplace_back(arg);
      continue;
    }
    const size_t eq = arg.find('=');
    const std::string_view name = arg.substr(0, eq);
    const auto spec = std::find_if(command.options.begin(), command.options.end(),
                                   [&](const OptionSpec& o) { return o.name == name; });
    if (spec == command.options.end()) return "unknown option " + quoted(name) + " for " + std::string(command.name);
    if (!spec->takes_value) {
      if (eq != std::string_view::npos) return std::string(name) + " takes no value";
      args.options.emplace_back(spec->name, "");
    } else if (eq != std::string_view::npos) {
      args.options.emplace_back(spec->name, std::string(arg.substr(eq + 1)));
    } else if (i + 1 < argc) {
      args.options.emplace_back(spec->name, argv[++i]);
    } else {
      return std::string(name) + " needs a value";
    }
  }
  if (!command.takes_puzzles && !args.operands.empty())
    return std::string(command.name) + " takes no arguments, not " + quoted(args.operands.front());
  return args;
}

// Runs handle on every puzzle (the operands, or standard input's lines) and
// prints its text; sep goes between two puzzles' texts. handle sets ok = false
// for an error.
int for_each_puzzle(const std::vector<std::string>& puzzles,
                    const std::function<std::string(std::string_view, bool&)>& handle, std::string_view sep = "") {
  bool all_ok = true, first = true;
  auto run = [&](std::string_view text) {
    bool ok = true;
    std::string out = first ? "" : std::string(sep);
    first = false;
    const std::string answer = handle(text, ok);
    all_ok = all_ok && ok;
    if (!answer.empty()) out += answer + '\n';  // a path with no steps prints nothing
    std::fwrite(out.data(), 1, out.size(), stdout);
  };
  if (!puzzles.empty()) {
    for (const auto& p : puzzles) run(p);
  } else {
    std::string line;
    while (std::getline(std::cin, line)) run(line);
  }
  std::fflush(stdout);
  return all_ok ? 0 : 1;
}

std::string error_line(const Error& e, bool& ok) {
  ok = false;
  return "error: " + e.message;
}

std::string score_column(double score) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", score);
  return text;
}

// The hardest technique's key, "-" for a path with no steps (a solved grid).
std::string hardest_column(const Grade& g) { return g.steps == 0 ? "-" : std::string(info(g.hardest).key); }

// The puzzle as typed (less its surrounding white space) when it is one line; a
// grid given over several lines as its 81 characters.
std::string puzzle_column(std::string_view text, const Grid& grid) {
  text = trim_puzzle(text);
  return text.find('\n') == std::string_view::npos ? std::string(text) : to_line81(grid);
}

std::string grade_line(std::string_view text, const GradedPath& graded, bool json) {
  const Grade& g = graded.grade;
  if (json) return api::grade_json(g);
  const auto grid = parse_puzzle(text);
  return puzzle_column(text, *grid) + "\t" + std::to_string(g.level) + "\t" + score_column(g.score) + "\t" +
         hardest_column(g) + "\t" + std::to_string(g.steps);
}

// One JSON step a line.
std::string step_lines(const std::vector<Step>& steps) {
  std::string out;
  for (const Step& step : steps) out += (out.empty() ? "" : "\n") + to_json(step);
  return out;
}

// --techniques SET and --no-uniqueness, for grade, steps and generate.
api::SolverChoice solver_choice(const Args& args, const std::string& techniques) {
  return {techniques, !args.has("--no-uniqueness")};
}

// A whole-number option from `min` up to the largest int, or the problem in words (its range named).
std::optional<std::string> read_count(const Args& args, std::string_view name, int min, int& out) {
  const auto value = args.value(name);
  if (!value) return std::nullopt;
  const auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), out);
  if (ec != std::errc() || end != value->data() + value->size() || out < min)
    return std::string(name) + " takes a whole number from " + std::to_string(min) + " to " +
           std::to_string(std::numeric_limits<int>::max()) + ", not " + quoted(*value);
  return std::nullopt;
}

int run_solve(const Args& args) {
  return for_each_puzzle(args.operands, [](std::string_view text, bool& ok) {
    const auto solved = api::solve(text);
    return solved ? first_solution_line(*solved) : error_line(solved.error(), ok);
  });
}

int run_count(const Args& args) {
  int limit = 2;
  if (auto problem = read_count(args, "--limit", 1, limit)) return usage_error(*problem);
  return for_each_puzzle(args.operands, [limit](std::string_view text, bool& ok) {
    const auto found = api::count(text, limit);
    if (!found) return error_line(found.error(), ok);
    return (found->complete ? "" : "at least ") + std::to_string(found->count);
  });
}

int run_format(const Args& args) {
  const std::string form = args.value("--as").value_or("line");
  if (!api::is_puzzle_form(form))
    return usage_error("--as takes line, givens, pencilmarks or grid, not " + quoted(form));
  return for_each_puzzle(args.operands, [&form](std::string_view text, bool& ok) {
    auto formatted = api::format(text, form);
    if (!formatted) return error_line(formatted.error(), ok);
    std::string out = *formatted;
    if (!out.empty() && out.back() == '\n') out.pop_back();  // the caller ends the line
    return out;
  });
}

// grade and steps: the techniques are checked once, before any puzzle.
int run_logic(const Args& args, bool steps) {
  const std::string techniques = args.value("--techniques").value_or("all");
  const api::SolverChoice choice = solver_choice(args, techniques);
  if (const auto checked = api::solver_options(choice, steps); !checked) return usage_error(checked.error().message);
  const bool json = args.has("--json");
  return for_each_puzzle(
      args.operands,
      [&](std::string_view text, bool& ok) {
        const auto graded = api::grade(text, choice, steps);
        if (!graded) return error_line(graded.error(), ok);
        return steps ? step_lines(graded->steps) : grade_line(text, *graded, json);
      },
      steps ? "\n" : "");
}

int run_grade(const Args& args) { return run_logic(args, false); }
int run_steps(const Args& args) { return run_logic(args, true); }

int run_find(const Args& args) {
  if (args.operands.empty()) return usage_error("find takes a technique, then puzzles (or standard input)");
  const std::string technique = args.operands.front();
  if (!find_technique(technique))
    return usage_error("unknown technique " + quoted(technique) + " (see pencilmark techniques)");
  const std::vector<std::string> puzzles(args.operands.begin() + 1, args.operands.end());
  return for_each_puzzle(
      puzzles,
      [&](std::string_view text, bool& ok) {
        const auto found = api::find(technique, text);
        return found ? step_lines(*found) : error_line(found.error(), ok);
      },
      "\n");
}

int run_techniques(const Args&) {
  std::printf("order\tlevel\tkey\tname\tscore\tcodes\tfamily\tuniqueness\tzambon\n");
  int order = 0;
  for (const TechniqueInfo& t : kTechniques) {
    if (!t.deduction()) continue;
    std::string codes;
    for (auto code : t.codes)
      if (!code.empty()) codes += (codes.empty() ? "" : ",") + std::string(code);
    const std::string family(family_name(t.family));
    std::printf("%d\t%d\t%.*s\t%.*s\t%.1f\t%s\t%s\t%s\t%s\n", order++, t.level, int(t.key.size()), t.key.data(),
                int(t.name.size()), t.name.data(), t.score, codes.c_str(), family.c_str(), t.uniqueness ? "yes" : "no",
                t.zambon ? "yes" : "no");
  }
  return 0;
}

std::string generated_line(const Generated& g) {
  return to_line81(g.puzzle) + "\t" + std::to_string(g.grade.level) + "\t" + score_column(g.grade.score) + "\t" +
         hardest_column(g.grade);
}

int run_generate(const Args& args) {
  const std::string techniques = args.value("--techniques").value_or("all");
  const std::string technique = args.value("--technique").value_or("");
  const std::string symmetry = args.value("--symmetry").value_or("none");
  api::GenerateRequest request;
  request.solver = solver_choice(args, techniques);
  request.technique = technique;
  request.symmetry = symmetry;
  request.minimal = args.has("--minimal");
  request.seed = std::random_device{}();
  if (const auto value = args.value("--level")) {
    const auto level = api::parse_level(*value);
    if (!level) return usage_error("--level: " + level.error().message);
    request.level = *level;
  }
  if (const auto value = args.value("--score")) {
    const auto range = api::parse_score_range(*value);
    if (!range) return usage_error("--score: " + range.error().message);
    request.min_score = range->first;
    request.max_score = range->second;
  }
  if (const auto value = args.value("--seed")) {
    const auto seed = api::parse_seed(*value);
    if (!seed) return usage_error("--seed: " + seed.error().message);
    request.seed = *seed;
  }
  int count = 1;
  if (auto problem = read_count(args, "--count", 1, count)) return usage_error(*problem);
  if (auto problem = read_count(args, "--attempts", 1, request.max_attempts)) return usage_error(*problem);
  // Options no puzzle can meet are refused here, before any work.
  const auto checked = api::generate_options(request);
  if (!checked) return usage_error(checked.error().message);
  GenerateOptions options = *checked;
  const uint64_t first_seed = options.seed;
  bool all_ok = true;
  for (int i = 0; i < count; ++i) {
    options.seed = first_seed + static_cast<uint64_t>(i);
    const auto generated = api::generate(options);
    bool ok = true;
    const std::string line = generated ? generated_line(*generated) : error_line(generated.error(), ok);
    if (generated && generated->techniques != options.solver.techniques)
      std::fprintf(stderr,
                   "note: the puzzle needs %s with --techniques %s (with them all, an earlier technique of its level "
                   "does that work)\n",
                   std::string(info(*options.technique).key).c_str(),
                   technique_set_text(generated->techniques).c_str());
    all_ok = all_ok && ok;
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
  }
  return all_ok ? 0 : 1;
}

std::string today_utc() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&now));
  return buf;
}

int run_daily(const Args& args) {
  const std::string date = args.value("--date").value_or(today_utc());
  int level = 1;
  if (const auto value = args.value("--level")) {
    const auto parsed = api::parse_level(*value);
    if (!parsed) return usage_error("--level: " + parsed.error().message);
    level = *parsed;
  }
  const auto options = api::daily_options(date, level);
  if (!options) return usage_error("--date: " + options.error().message);
  const auto generated = api::generate(*options);
  bool ok = true;
  std::printf("%s\n", (generated ? generated_line(*generated) : error_line(generated.error(), ok)).c_str());
  return ok ? 0 : 1;
}

int run_help(const Args&) {
  std::cout << kUsage;
  return 0;
}

const std::vector<Command>& commands() {
  static const OptionSpec kTechniquesOption{"--techniques", true}, kNoUniqueness{"--no-uniqueness", false};
  static const std::vector<Command> kCommands = {
      {"solve", {}, true, run_solve},
      {"count", {{"--limit", true}}, true, run_count},
      {"format", {{"--as", true}}, true, run_format},
      {"grade", {{"--json", false}, kTechniquesOption, kNoUniqueness}, true, run_grade},
      {"steps", {kTechniquesOption, kNoUniqueness}, true, run_steps},
      {"find", {}, true, run_find},
      {"techniques", {}, false, run_techniques},
      {"generate",
       {{"--level", true},
        {"--score", true},
        {"--technique", true},
        {"--symmetry", true},
        {"--minimal", false},
        {"--count", true},
        {"--seed", true},
        {"--attempts", true},
        kTechniquesOption,
        kNoUniqueness},
       false,
       run_generate},
      {"daily", {{"--date", true}, {"--level", true}}, false, run_daily},
      {"help", {}, false, run_help},
  };
  return kCommands;
}

int run(int argc, char** argv) {
  if (argc < 2) return usage_error("no command given");
  std::string_view name = argv[1];
  if (name == "--help" || name == "-h") name = "help";
  const auto& table = commands();
  const auto command = std::find_if(table.begin(), table.end(), [&](const Command& c) { return c.name == name; });
  if (command == table.end()) return usage_error("unknown command " + quoted(name));
  auto parsed = parse_args(*command, argc, argv);
  if (const auto* problem = std::get_if<std::string>(&parsed)) return usage_error(*problem);
  return command->run(std::get<Args>(parsed));
}

}  // namespace
}  // namespace pencilmark

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
#if defined(__GLIBC__)
  // The chain searches take a few hundred KB for each search and give it back:
  // left to itself, glibc maps and unmaps it (or trims the heap) every time, and
  // the fresh pages fault in again (~80,000 faults grading 300 of top1465).
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
  return pencilmark::run(argc, argv);
}
