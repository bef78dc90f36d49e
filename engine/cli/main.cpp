// pencilmark: the command-line face of the engine. Every subcommand reads
// puzzles as arguments, or one per line on standard input, and writes one line
// per puzzle. See README.md for the contract.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "exact/exact_solver.hpp"
#include "format/format.hpp"
#include "generate/generator.hpp"
#include "grade/grader.hpp"
#include "logic/finders.hpp"
#include "logic/step_solver.hpp"

namespace pencilmark {
namespace {

constexpr const char* kUsage =
    "usage: pencilmark <command> [options] [PUZZLE...]\n"
    "\n"
    "Puzzles come as arguments, or one per line on standard input. A puzzle is an\n"
    "81-character line ('.', '0' or '-' for blanks), a 729-character pencil-mark line,\n"
    "a line of HoDoKu's regression library, or (as an argument) a 9-line grid.\n"
    "One output line per puzzle.\n"
    "\n"
    "commands:\n"
    "  solve                  the 81-digit solution, or 'error: <message>'\n"
    "  count [--limit N]      the number of solutions, capped at N (default 2)\n"
    "  format [--as FORM]     the puzzle rewritten: FORM is line (81 chars, default),\n"
    "                         pencilmarks (729 chars) or grid (9 lines plus separators)\n"
    "  grade [--json]         puzzle, level (0-4), score, hardest technique, steps (TSV),\n"
    "                         or with --json the whole grade as one JSON object\n"
    "  steps PUZZLE           the solution path, one JSON step per line\n"
    "  find TECHNIQUE INPUT   every step one technique finds in INPUT, one JSON step per\n"
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

template <typename T>
bool parse_number(std::string_view text, T& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

int usage_error(const std::string& message) {
  std::cerr << "pencilmark: " << message << "\n\n" << kUsage;
  return 2;
}

// Runs handle on every puzzle (arguments or stdin lines) and prints its line.
// handle returns the output line; it sets ok = false for an error line.
int for_each_puzzle(const std::vector<std::string>& args,
                    const std::function<std::string(std::string_view, bool&)>& handle) {
  bool all_ok = true;
  auto run = [&](std::string_view text) {
    bool ok = true;
    std::string line = handle(text, ok);
    all_ok = all_ok && ok;
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), stdout);
  };
  if (!args.empty()) {
    for (const auto& a : args) run(a);
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

std::string solve_line(std::string_view text, bool& ok) {
  const auto grid = parse_puzzle(text);
  if (!grid) return error_line(grid.error(), ok);
  const auto solved = solve_unique(*grid);
  if (!solved) return error_line(solved.error(), ok);
  return to_line81(*solved);
}

std::string count_line(std::string_view text, int limit, bool& ok) {
  const auto grid = parse_puzzle(text);
  if (!grid) return error_line(grid.error(), ok);
  const SolutionCount found = count_solutions(*grid, limit);
  if (found.budget_exhausted) return error_line(budget_error(found), ok);
  return std::to_string(found.count);
}

std::string format_line(std::string_view text, std::string_view form, bool& ok) {
  const auto grid = parse_puzzle(text);
  if (!grid) return error_line(grid.error(), ok);
  if (form == "pencilmarks") return to_line729(*grid);
  if (form == "grid") {
    std::string s = to_grid_text(*grid);
    s.pop_back();  // the caller ends the line
    return s;
  }
  return to_line81(*grid);
}

// The text as typed when it is one line; a grid given over several lines as its 81 characters.
std::string puzzle_column(std::string_view text, const Grid& grid) {
  while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
  return text.find('\n') == std::string_view::npos ? std::string(text) : to_line81(grid);
}

std::string grade_line(std::string_view text, bool json, const StepOptions& options, bool& ok) {
  const auto grid = parse_puzzle(text);
  if (!grid) return error_line(grid.error(), ok);
  const auto graded = grade_puzzle(*grid, options);
  if (!graded) return error_line(graded.error(), ok);
  const Grade& g = graded->grade;
  if (json) return to_json(g);
  char score[16];
  std::snprintf(score, sizeof score, "%.1f", g.score);
  return puzzle_column(text, *grid) + "\t" + std::to_string(g.level) + "\t" + score + "\t" +
         std::string(info(g.hardest).key) + "\t" + std::to_string(g.steps);
}

// For the commands that take one puzzle: print the error line, exit status 1.
int fail_with(const Error& e) {
  std::printf("error: %s\n", e.message.c_str());
  return 1;
}

int print_steps(const std::vector<Step>& steps) {
  std::string out;
  for (const Step& step : steps) out += to_json(step) + "\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

int run_steps(const std::string& text, const StepOptions& options) {
  const auto grid = parse_puzzle(text);
  if (!grid) return fail_with(grid.error());
  const auto graded = grade_puzzle(*grid, options);
  if (!graded) return fail_with(graded.error());
  return print_steps(graded->steps);
}

int run_find(const std::string& technique_name, const std::string& text) {
  const auto technique = find_technique(technique_name);
  if (!technique) return usage_error("unknown technique '" + technique_name + "' (see pencilmark techniques)");
  const auto grid = parse_puzzle(text);
  if (!grid) return fail_with(grid.error());
  return print_steps(find_steps(*technique, *grid));
}

int print_techniques() {
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

// --techniques SET and --no-uniqueness, shared by grade, steps and generate.
// Returns false (with problem set) on a bad value; true when arg was one of them.
bool solver_option(std::string_view arg, const std::function<std::optional<std::string_view>()>& value,
                   StepOptions& options, std::string& problem, bool& taken) {
  taken = true;
  if (arg == "--no-uniqueness") {
    options.uniqueness = false;
    return true;
  }
  std::string_view text;
  if (arg.rfind("--techniques=", 0) == 0) {
    text = arg.substr(13);
  } else if (arg == "--techniques") {
    const auto v = value();
    if (!v) {
      problem = "--techniques needs a value";
      return false;
    }
    text = *v;
  } else {
    taken = false;
    return true;
  }
  const auto set = parse_technique_set(text);
  if (!set) {
    problem = set.error().message;
    return false;
  }
  options.techniques = *set;
  return true;
}

std::string generated_line(const Generated& g) {
  char score[16];
  std::snprintf(score, sizeof score, "%.1f", g.grade.score);
  return to_line81(g.puzzle) + "\t" + std::to_string(g.grade.level) + "\t" + score + "\t" +
         std::string(info(g.grade.hardest).key);
}

int run_generate(int argc, char** argv) {
  GenerateOptions options;
  options.seed = std::random_device{}();
  int count = 1;
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--minimal") {
      options.minimal = true;
      continue;
    }
    bool taken = false;
    std::string problem;
    const auto next = [&]() -> std::optional<std::string_view> {
      if (i + 1 >= argc) return std::nullopt;
      return argv[++i];
    };
    if (!solver_option(arg, next, options.solver, problem, taken)) return usage_error(problem);
    if (taken) continue;
    if (i + 1 >= argc) return usage_error(std::string(arg) + " needs a value");
    const std::string_view value = argv[++i];
    if (arg == "--level") {
      int level;
      if (!parse_number(value, level) || level < 0 || level > kMaxLevel)
        return usage_error("--level takes 0 to 4, not '" + std::string(value) + "'");
      options.level = level;
    } else if (arg == "--score") {
      const size_t dash = value.find('-');
      double low, high;
      if (dash == std::string_view::npos || !parse_number(value.substr(0, dash), low) ||
          !parse_number(value.substr(dash + 1), high) || low > high)
        return usage_error("--score takes a range like 3.0-4.5, not '" + std::string(value) + "'");
      options.min_score = low;
      options.max_score = high;
    } else if (arg == "--technique") {
      options.technique = find_technique(value);
      if (!options.technique) return usage_error("unknown technique '" + std::string(value) + "'");
    } else if (arg == "--symmetry") {
      const auto symmetry = symmetry_from_name(value);
      if (!symmetry) return usage_error("--symmetry takes none, rot180, rot90, mirror or diagonal");
      options.symmetry = *symmetry;
    } else if (arg == "--count") {
      if (!parse_number(value, count) || count < 1) return usage_error("--count takes a whole number from 1 up");
    } else if (arg == "--seed") {
      if (!parse_number(value, options.seed)) return usage_error("--seed takes a whole number from 0 up");
    } else if (arg == "--attempts") {
      if (!parse_number(value, options.max_attempts) || options.max_attempts < 1)
        return usage_error("--attempts takes a whole number from 1 up");
    } else {
      return usage_error("unknown option " + std::string(arg));
    }
  }
  if (options.level && (options.min_score || options.max_score))
    return usage_error("give --level or --score, not both");
  const uint64_t first_seed = options.seed;
  bool all_ok = true;
  for (int i = 0; i < count; ++i) {
    options.seed = first_seed + static_cast<uint64_t>(i);
    const auto generated = generate(options);
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

bool is_date(std::string_view d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (d[i] < '0' || d[i] > '9') return false;
  const int month = (d[5] - '0') * 10 + (d[6] - '0'), day = (d[8] - '0') * 10 + (d[9] - '0');
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

std::string today_utc() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&now));
  return buf;
}

int run_daily(int argc, char** argv) {
  std::string date = today_utc();
  int level = 1;
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (i + 1 >= argc) return usage_error(std::string(arg) + " needs a value");
    const std::string_view value = argv[++i];
    if (arg == "--date") {
      if (!is_date(value)) return usage_error("--date takes YYYY-MM-DD, not '" + std::string(value) + "'");
      date = value;
    } else if (arg == "--level") {
      if (!parse_number(value, level) || level < 0 || level > kMaxLevel) return usage_error("--level takes 0 to 4");
    } else {
      return usage_error("unknown option " + std::string(arg));
    }
  }
  const auto generated = generate(daily_options(date, level));
  bool ok = true;
  std::printf("%s\n", (generated ? generated_line(*generated) : error_line(generated.error(), ok)).c_str());
  return ok ? 0 : 1;
}

// Splits "--name value" and "--name=value" options off the arguments.
struct Options {
  std::vector<std::pair<std::string, std::string>> named;
  std::vector<std::string> puzzles;
};

std::optional<Options> split_options(int argc, char** argv, const std::vector<std::string>& known,
                                     std::string& problem) {
  Options opts;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--", 0) != 0 || arg == "--") {
      opts.puzzles.push_back(arg);
      continue;
    }
    std::string name = arg, value;
    if (auto eq = arg.find('='); eq != std::string::npos) {
      name = arg.substr(0, eq);
      value = arg.substr(eq + 1);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      problem = name + " needs a value";
      return std::nullopt;
    }
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      problem = "unknown option " + name;
      return std::nullopt;
    }
    opts.named.emplace_back(name, value);
  }
  return opts;
}

int run(int argc, char** argv) {
  if (argc < 2) return usage_error("no command given");
  const std::string command = argv[1];
  if (command == "help" || command == "--help" || command == "-h") {
    std::cout << kUsage;
    return 0;
  }
  std::string problem;
  if (command == "solve") {
    auto opts = split_options(argc, argv, {}, problem);
    if (!opts) return usage_error(problem);
    return for_each_puzzle(opts->puzzles, solve_line);
  }
  if (command == "count") {
    auto opts = split_options(argc, argv, {"--limit"}, problem);
    if (!opts) return usage_error(problem);
    int limit = 2;
    for (const auto& [name, value] : opts->named)
      if (!parse_number(value, limit) || limit < 1)
        return usage_error("--limit takes a whole number from 1 up, not '" + value + "'");
    return for_each_puzzle(opts->puzzles,
                           [limit](std::string_view text, bool& ok) { return count_line(text, limit, ok); });
  }
  if (command == "grade" || command == "steps") {
    bool json = false;
    StepOptions options{.explain = command == "steps"};
    std::vector<std::string> puzzles;
    for (int i = 2; i < argc; ++i) {
      const std::string_view arg = argv[i];
      bool taken = false;
      const auto next = [&]() -> std::optional<std::string_view> {
        if (i + 1 >= argc) return std::nullopt;
        return argv[++i];
      };
      if (!solver_option(arg, next, options, problem, taken)) return usage_error(problem);
      if (taken) continue;
      if (arg == "--json" && command == "grade")
        json = true;
      else if (arg.rfind("--", 0) == 0)
        return usage_error(std::string("unknown option ") + argv[i]);
      else
        puzzles.push_back(argv[i]);
    }
    if (command == "steps") {
      if (puzzles.size() != 1) return usage_error("steps takes one puzzle");
      return run_steps(puzzles.front(), options);
    }
    return for_each_puzzle(
        puzzles, [json, &options](std::string_view text, bool& ok) { return grade_line(text, json, options, ok); });
  }
  if (command == "find") {
    if (argc != 4) return usage_error("find takes a technique and one puzzle");
    return run_find(argv[2], argv[3]);
  }
  if (command == "techniques") return print_techniques();
  if (command == "generate") return run_generate(argc, argv);
  if (command == "daily") return run_daily(argc, argv);
  if (command == "format") {
    auto opts = split_options(argc, argv, {"--as"}, problem);
    if (!opts) return usage_error(problem);
    std::string form = "line";
    for (const auto& [name, value] : opts->named) form = value;
    if (form != "line" && form != "pencilmarks" && form != "grid")
      return usage_error("--as takes line, pencilmarks or grid, not '" + form + "'");
    return for_each_puzzle(opts->puzzles,
                           [&form](std::string_view text, bool& ok) { return format_line(text, form, ok); });
  }
  return usage_error("unknown command '" + command + "'");
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
