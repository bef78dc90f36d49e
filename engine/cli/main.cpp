// pencilmark: the command-line face of the engine. Every subcommand reads
// puzzles as arguments, or one per line on standard input, and writes one line
// per puzzle. See docs/package.md for the contract.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <functional>
#include <iostream>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <variant>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "api/pencilmark.hpp"
#include "cli/image_files.hpp"
#include "reader/cells.hpp"
#include "reader/grid_finder.hpp"
#include "reader/read.hpp"

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
    "                         pencilmarks (729 chars), grid (9 lines plus separators),\n"
    "                         candidates (a candidate grid, as HoDoKu prints it), s9b\n"
    "                         (SudokuWiki's board string), sudokuwiki (its solver's link),\n"
    "                         hodoku (a line of HoDoKu's library) or sdk (its givens)\n"
    "  grade [--json] [--reference]\n"
    "                         puzzle, level (0-4), score, hardest technique, steps (TSV),\n"
    "                         or with --json the whole grade as one JSON object;\n"
    "                         --reference: the same by plain searches, none of their exact\n"
    "                         shortcuts (slow: to check that they change nothing)\n"
    "  rate [--json] [--reference] [--path]\n"
    "                         Sudoku Explainer's rating alone: puzzle, ER/EP/ED (TSV), as\n"
    "                         grade's score, ep and ed, without the solution path (up to\n"
    "                         twice as fast); --json: those fields of grade's JSON; --path:\n"
    "                         then the rating pass's steps, a line each (number, rating,\n"
    "                         technique, effect), to set beside SE's, and an empty line\n"
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
    "  read [--corners] [--cells DIR] [--marks] IMAGE...\n"
    "                         a Sudoku read from each photo or screenshot (JPEG or PNG):\n"
    "                         the 81-character puzzle ('.' for empty), a tab, and the\n"
    "                         cells the reader is unsure of (r3c4,r7c7 or -); --corners:\n"
    "                         the grid's corners instead, in the picture's pixels (x,y\n"
    "                         from the top left, clockwise from the grid's top left);\n"
    "                         --cells DIR: also each cell as the classifier sees it,\n"
    "                         DIR/<stem>-r<row>c<col>.pgm (28x28, ink bright); --marks:\n"
    "                         the pencil marks in empty cells too (small digits in a 3x3\n"
    "                         layout): when any are read, 729 characters instead of 81\n"
    "                         (a cell's digit alone, an empty cell's marks, or all nine)\n"
    "  help                   this text\n"
    "\n"
    "solve, count, format, grade, rate, steps and find also take:\n"
    "  --jobs N               work on N threads (0: one a core; default 1); the output is\n"
    "                         in input order, the same bytes as with one\n"
    "  --progress             a progress line on standard error (puzzles done, of how\n"
    "                         many when known, the rate, the time left); on a terminal\n"
    "                         it shows anyway once a batch takes over a second\n"
    "\n"
    "grade, steps and generate also take:\n"
    "  --techniques SET       all (default), zambon (the seeds' strategies in their order),\n"
    "                         or keys and codes separated by commas\n"
    "  --no-uniqueness        no technique that assumes the puzzle has one solution\n"
    "\n"
    "steps and techniques also take:\n"
    "  --lang LANG            the words (text, clues, technique names, each link of a chain)\n"
    "                         in en (default), de, fr, es, ja or zh (locales/)\n"
    "\n"
    "exit status: 0 when every puzzle succeeded (for solve: had exactly one solution),\n"
    "1 when any puzzle gave an error, 2 on a usage error.\n";

// The problem and where to read more: the whole text is for --help.
int usage_error(const std::string& message) {
  std::cerr << "pencilmark: " << message << "\nrun 'pencilmark --help' for the commands and their options\n";
  return 2;
}

// Standard output: every answer goes through write_out, which keeps the first
// failed write's reason (a full disk, a closed pipe), so that the command ends
// with exit 1 and says so instead of succeeding with its answers lost.
int output_errno = 0;

bool write_out(std::string_view text) {
  if (std::fwrite(text.data(), 1, text.size(), stdout) == text.size()) return true;
  if (!output_errno) output_errno = errno ? errno : EIO;
  return false;
}

bool flush_out() {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return true;
  if (!output_errno) output_errno = errno ? errno : EIO;
  return false;
}

int finish_output(int status) {
  if (flush_out()) return status;
  std::fprintf(stderr, "pencilmark: cannot write the output: %s\n", std::strerror(output_errno));
  return 1;
}

// A line of standard input longer than this is no puzzle (a library line with
// every deletion is under 3,000 characters, the JS API takes 65,536): only its
// start is kept, so that a stray binary file or /dev/zero is not held whole.
constexpr size_t kMaxLine = 65536;

// The next line without its '\n', cut after kMaxLine + 1 bytes; false at the end.
bool read_line(std::string& text) {
  text.clear();
  bool any = false;
  for (int ch; (ch = std::cin.get()) != std::char_traits<char>::eof();) {
    any = true;
    if (ch == '\n') return true;
    if (text.size() <= kMaxLine) text.push_back(static_cast<char>(ch));
  }
  return any;
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
    if (spec == command.options.end())
      return "unknown option " + api::quoted(name) + " for " + std::string(command.name);
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
    return std::string(command.name) + " takes no arguments, not " + api::quoted(args.operands.front());
  return args;
}

// How a batch of puzzles runs: on how many threads, and whether a progress line
// is drawn on standard error (asked for; or on a terminal, when the puzzles do
// not come from one, once a batch takes a while).
struct Batch {
  unsigned jobs = 1;
  bool progress = false;
  bool terminal = false;
};

// The puzzles of a batch, one at a time: the operands, or standard input's lines.
// When a progress line is wanted and standard input is a file, its lines are read
// first, so the line can say how many are left.
class PuzzleSource {
 public:
  PuzzleSource(const std::vector<std::string>& operands, bool want_total) : operands_(operands) {
    struct stat in {};
    if (operands.empty() && want_total && fstat(STDIN_FILENO, &in) == 0 && S_ISREG(in.st_mode)) {
      for (std::string line; read_line(line);) lines_.push_back(std::move(line));
      whole_ = true;
    }
  }
  // The number of puzzles, when it is known before they are all read.
  std::optional<size_t> total() const {
    if (!operands_.empty()) return operands_.size();
    if (whole_) return lines_.size();
    return std::nullopt;
  }
  bool next(std::string& text) {
    if (!operands_.empty() || whole_) {
      const auto& list = operands_.empty() ? lines_ : operands_;
      if (at_ >= list.size()) return false;
      text = list[at_++];
      return true;
    }
    return read_line(text);
  }

 private:
  const std::vector<std::string>& operands_;
  std::vector<std::string> lines_;
  bool whole_ = false;
  size_t at_ = 0;
};

// The progress line: puzzles done (of how many, when known), the rate, and the
// time left. Asked for, it is redrawn in place a few times a second on a terminal
// (a line every few seconds to a file or a pipe) and ends with the batch's total.
// Not asked for, on a terminal, it shows only after a second and is erased at the end.
class Progress {
 public:
  Progress(const Batch& batch, std::optional<size_t> total)
      : asked_(batch.progress),
        on_(batch.progress || batch.terminal),
        total_(total),
        terminal_(isatty(STDERR_FILENO) != 0) {}

  void update(size_t done, bool last = false) {
    if (!on_) return;
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - start_).count();
    if (!asked_) {
      if (last && drawn_) std::fputs("\r\033[K", stderr);
      if (last || seconds < 1) return;
    }
    if (!last && drawn_ && now - shown_ < (terminal_ ? std::chrono::milliseconds(200) : std::chrono::seconds(5)))
      return;
    shown_ = now;
    drawn_ = true;
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
    std::string line = "pencilmark: " + std::to_string(done) + (total_ ? " of " + std::to_string(*total_) : "") +
                       (done == 1 && !total_ ? " puzzle" : " puzzles") + ", " + fixed(rate) + " a second";
    if (last)
      line += ", in " + duration(seconds);
    else if (total_ && rate > 0)
      line += ", about " + duration(static_cast<double>(*total_ - done) / rate) + " left";
    line = terminal_ ? "\r" + line + "\033[K" + (last ? "\n" : "") : line + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
  }

 private:
  static std::string fixed(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", x);
    return text;
  }
  static std::string duration(double seconds) {
    if (seconds < 60) return fixed(seconds) + " s";
    const auto s = static_cast<long long>(seconds + 0.5);
    char text[48];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    return text;
  }

  bool asked_, on_;
  std::optional<size_t> total_;
  bool terminal_, drawn_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), shown_{};
};

// A whole-number option from `min` up to the largest int, or the problem in words (its range named).
std::optional<std::string> read_count(const Args& args, std::string_view name, int min, int& out) {
  const auto value = args.value(name);
  if (!value) return std::nullopt;
  const auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), out);
  if (ec != std::errc() || end != value->data() + value->size() || out < min)
    return std::string(name) + " takes a whole number from " + std::to_string(min) + " to " +
           std::to_string(std::numeric_limits<int>::max()) + ", not " + api::quoted(*value);
  return std::nullopt;
}

// --jobs N (0: every core) and --progress, for the commands that read puzzles.
std::optional<std::string> read_batch(const Args& args, Batch& batch) {
  int jobs = 1;
  if (auto problem = read_count(args, "--jobs", 0, jobs)) return problem;
  // Past a few threads a core they only wait, each holding a puzzle's memory: capped there.
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  batch.jobs = jobs == 0 ? cores : std::min(static_cast<unsigned>(jobs), 4 * cores);
  batch.progress = args.has("--progress");
  // Not when the puzzles are typed at a terminal: the line would come between them.
  batch.terminal = isatty(STDERR_FILENO) != 0 && isatty(STDIN_FILENO) == 0;
  return std::nullopt;
}

std::string error_line(const Error& e, bool& ok) {
  ok = false;
  return "error: " + e.message;
}

using PuzzleHandler = std::function<std::string(std::string_view, bool&)>;

// Runs handle on every puzzle (the operands, or standard input's lines) on the
// threads --jobs asks for and prints the answers in input order, byte for byte
// what one thread prints; sep goes between two puzzles' texts. handle sets ok =
// false for an error. A thread runs at most kAhead puzzles past the first one not
// yet printed, so one slow puzzle holds back only that many answers in memory.
int for_each_puzzle(const Args& args, const std::vector<std::string>& operands, const PuzzleHandler& handle,
                    std::string_view sep = "") {
  Batch batch;
  if (auto problem = read_batch(args, batch)) return usage_error(*problem);
  constexpr size_t kAhead = 256;
  PuzzleSource source(operands, batch.progress || batch.terminal);
  Progress progress(batch, source.total());
  std::mutex lock;
  std::condition_variable room;
  size_t read = 0, done = 0, printed = 0;
  bool all_ok = true, input_done = false;
  std::map<size_t, std::string> answers;  // done, waiting for those before them
  auto work = [&] {
    for (;;) {
      std::string text;
      size_t index = 0;
      {
        std::unique_lock held(lock);
        room.wait(held, [&] { return input_done || read - printed < kAhead; });
        if (input_done || !source.next(text)) {
          input_done = true;
          room.notify_all();
          return;
        }
        index = read++;
      }
      bool ok = true;
      const std::string answer =
          text.size() > kMaxLine
              ? error_line({ErrorKind::WrongLength, "puzzle " + std::to_string(index + 1) + " is longer than " +
                                                        std::to_string(kMaxLine) + " characters"},
                           ok)
              : handle(text, ok);
      std::string out = index == 0 ? "" : std::string(sep);
      if (!answer.empty()) out += answer + '\n';  // a path with no steps prints nothing
      std::lock_guard held(lock);
      all_ok = all_ok && ok;
      ++done;
      answers.emplace(index, std::move(out));
      for (auto next = answers.begin(); next != answers.end() && next->first == printed; next = answers.erase(next)) {
        // Once the output fails, no more puzzles are read: their answers would be lost.
        if (!write_out(next->second)) input_done = true;
        ++printed;
      }
      progress.update(done);
      room.notify_all();
    }
  };
  std::vector<std::thread> helpers;
  for (unsigned i = 1; i < batch.jobs; ++i) helpers.emplace_back(work);
  work();
  for (auto& helper : helpers) helper.join();
  flush_out();
  progress.update(done, true);
  return all_ok ? 0 : 1;
}

std::string grade_line(std::string_view text, const GradedPath& graded, bool json) {
  return json ? api::grade_json(graded.grade) : api::grade_line(text, graded.grade);
}

// One JSON step a line.
std::string step_lines(const std::vector<Step>& steps) {
  std::string out;
  for (const Step& step : steps) out += (out.empty() ? "" : "\n") + api::step_json(step);
  return out;
}

// --techniques SET and --no-uniqueness, for grade, steps and generate.
api::SolverChoice solver_choice(const Args& args, const std::string& techniques) {
  return {techniques, !args.has("--no-uniqueness"), args.has("--reference")};
}

int run_solve(const Args& args) {
  return for_each_puzzle(args, args.operands, [](std::string_view text, bool& ok) {
    const auto solved = api::solve(text);
    return solved ? api::solution_line(*solved) : error_line(solved.error(), ok);
  });
}

int run_count(const Args& args) {
  int limit = 2;
  if (auto problem = read_count(args, "--limit", 1, limit)) return usage_error(*problem);
  return for_each_puzzle(args, args.operands, [limit](std::string_view text, bool& ok) {
    const auto found = api::count(text, limit);
    if (!found) return error_line(found.error(), ok);
    return (found->complete ? "" : "at least ") + std::to_string(found->count);
  });
}

int run_format(const Args& args) {
  const std::string form = args.value("--as").value_or("line");
  if (!api::is_puzzle_form(form))
    return usage_error("--as takes " + std::string(api::kPuzzleForms) + ", not " + api::quoted(form));
  return for_each_puzzle(args, args.operands, [&form](std::string_view text, bool& ok) {
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
  const std::string language = args.value("--lang").value_or("en");
  if (const auto known = api::check_language(language); !known) return usage_error("--lang: " + known.error().message);
  return for_each_puzzle(
      args, args.operands,
      [&](std::string_view text, bool& ok) {
        auto graded = api::grade(text, choice, steps);
        if (!graded) return error_line(graded.error(), ok);
        if (steps)
          if (const auto said = api::say_steps(graded.value().steps, language); !said)
            return error_line(said.error(), ok);
        return steps ? step_lines(graded->steps) : grade_line(text, *graded, json);
      },
      steps ? "\n" : "");
}

int run_grade(const Args& args) { return run_logic(args, false); }
int run_steps(const Args& args) { return run_logic(args, true); }

int run_rate(const Args& args) {
  const bool json = args.has("--json"), reference = args.has("--reference"), path = args.has("--path");
  return for_each_puzzle(args, args.operands, [&](std::string_view text, bool& ok) {
    const auto rated = api::rate(text, reference);
    if (!rated) return error_line(rated.error(), ok);
    const std::string line = json ? api::rating_json(*rated) : api::rating_line(text, *rated);
    return path ? line + "\n" + api::rating_path_lines(*rated) : line;
  });
}

int run_find(const Args& args) {
  if (args.operands.empty()) return usage_error("find takes a technique, then puzzles (or standard input)");
  const std::string technique = args.operands.front();
  if (!api::is_technique(technique))
    return usage_error("unknown technique " + api::quoted(technique) + " (see pencilmark techniques)");
  const std::vector<std::string> puzzles(args.operands.begin() + 1, args.operands.end());
  return for_each_puzzle(
      args, puzzles,
      [&](std::string_view text, bool& ok) {
        const auto found = api::find(technique, text);
        if (found && found->size() == api::kMostFound)
          std::fprintf(stderr, "pencilmark: find lists the first %zu steps of a position, no more\n", api::kMostFound);
        return found ? step_lines(*found) : error_line(found.error(), ok);
      },
      "\n");
}

int run_techniques(const Args& args) {
  const auto table = api::techniques_table(args.value("--lang").value_or("en"));
  if (!table) return usage_error("--lang: " + table.error().message);
  write_out(*table);
  return 0;
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
    const std::string line = generated ? api::generated_line(*generated) : error_line(generated.error(), ok);
    if (generated && generated->techniques != options.solver.techniques)
      std::fprintf(stderr,
                   "note: the puzzle needs %s with --techniques %s (with them all, an earlier technique of its level "
                   "does that work)\n",
                   api::technique_key(*options.technique).c_str(),
                   api::technique_set_text(generated->techniques).c_str());
    all_ok = all_ok && ok;
    if (!write_out(line + "\n") || !flush_out()) break;
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
  write_out((generated ? api::generated_line(*generated) : error_line(generated.error(), ok)) + "\n");
  return ok ? 0 : 1;
}

int run_read(const Args& args) {
  if (args.operands.empty()) return usage_error("read needs the pictures to read");
  const auto cells_dir = args.value("--cells");
  if (cells_dir) {
    struct stat dir {};
    if (stat(cells_dir->c_str(), &dir) != 0 || !S_ISDIR(dir.st_mode))
      return usage_error("--cells: " + api::quoted(*cells_dir) + " is not a folder");
  }
  bool all_ok = true;
  for (const std::string& path : args.operands) {
    std::string problem;
    const auto photo = read_image_file(path, problem);
    if (!photo) {
      all_ok = false;
      write_out("error: " + problem + "\n");
      continue;
    }
    const auto grid = reader::find_grid(*photo);
    if (!grid) {
      write_out(error_line(grid.error(), all_ok) + "\n");
      continue;
    }
    const auto warped = reader::warp_grid(*photo, *grid);
    reader::FaintCells faint;
    const auto cells = reader::cells_of(warped, &faint);
    if (cells_dir) {
      std::string stem = path.substr(path.find_last_of('/') + 1);
      stem = stem.substr(0, stem.find_last_of('.'));
      for (int c = 0; c < 81; ++c) {
        const std::string file = *cells_dir + "/" + stem + "-" + cell_name(Cell(c)) + ".pgm";
        if (!write_pgm(file, cells[c].data(), reader::kCellSide, reader::kCellSide)) {
          std::fprintf(stderr, "pencilmark: cannot write %s: %s\n", file.c_str(), std::strerror(errno));
          return 1;
        }
      }
    }
    if (args.has("--corners")) {
      std::string line;
      char corner[64];
      for (const reader::Point& p : grid->corners) {
        std::snprintf(corner, sizeof corner, "%s%.1f,%.1f", line.empty() ? "" : " ", p.x, p.y);
        line += corner;
      }
      write_out(line + "\n");
      continue;
    }
    reader::PictureReading reading = reader::classify_cells(*grid, cells, &faint);
    if (args.has("--marks"))
      reading.marks = reader::read_marks(*photo, *grid, reader::light_ink(warped), reading.cells.digits);
    write_out((reading.has_marks() ? reading.pencil_marks() : reading.puzzle()) + "\t" + reading.unsure_cells() + "\n");
  }
  return all_ok ? 0 : 1;
}

int run_help(const Args&) {
  write_out(kUsage);
  return 0;
}

const std::vector<Command>& commands() {
  static const OptionSpec kTechniquesOption{"--techniques", true}, kNoUniqueness{"--no-uniqueness", false},
      kJobs{"--jobs", true}, kProgress{"--progress", false};
  static const std::vector<Command> kCommands = {
      {"solve", {kJobs, kProgress}, true, run_solve},
      {"count", {{"--limit", true}, kJobs, kProgress}, true, run_count},
      {"format", {{"--as", true}, kJobs, kProgress}, true, run_format},
      {"grade",
       {{"--json", false}, {"--reference", false}, kTechniquesOption, kNoUniqueness, kJobs, kProgress},
       true,
       run_grade},
      {"rate", {{"--json", false}, {"--reference", false}, {"--path", false}, kJobs, kProgress}, true, run_rate},
      {"steps", {kTechniquesOption, kNoUniqueness, kJobs, kProgress, {"--lang", true}}, true, run_steps},
      {"find", {kJobs, kProgress}, true, run_find},
      {"techniques", {{"--lang", true}}, false, run_techniques},
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
      {"read", {{"--corners", false}, {"--cells", true}, {"--marks", false}}, true, run_read},
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
  if (command == table.end()) return usage_error("unknown command " + api::quoted(name));
  // --help after any command is the usage, as the command's options are there.
  for (int i = 2; i < argc && std::string_view(argv[i]) != "--"; ++i)
    if (std::string_view(argv[i]) == "--help" || std::string_view(argv[i]) == "-h") return run_help({});
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
  return pencilmark::finish_output(pencilmark::run(argc, argv));
}
