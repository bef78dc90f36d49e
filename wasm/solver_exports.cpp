// The solver module's exports, which the engine module has too (exports.hpp):
// the buffer, the answer, solve / first solution / count, and format.
#include <emscripten/em_macros.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "exports.hpp"

using namespace pencilmark;
using namespace pencilmark::wasm;

namespace pencilmark::wasm {

std::vector<char> io(4096);
std::string answer;

namespace {

int solver_counted = 0;  // the last count, a lower bound when counting stopped

// The error, NUL-terminated, in the buffer; -1 tells engine.js to read it.
int solver_error(const Error& error) {
  const std::string record = error_record(error);
  const size_t n = std::min(record.size(), io.size() - 1);
  std::copy_n(record.data(), n, io.data());
  io[n] = 0;
  return -1;
}

// The first solution's 81 digits in the buffer, when there is one; returns how
// many solutions that is (0 or 1).
int solver_solution(const SolutionCount& found) {
  write_first_solution(found, io.data());
  return found.count == 0 ? 0 : 1;
}

}  // namespace

std::string error_record(const Error& error) {
  std::string record = error_code(error.kind);
  record += '\n';
  // In hex, by hand: std::to_string's 64-bit division was 300 bytes of the first load.
  char hex[16];
  size_t at = sizeof hex;
  for (uint64_t rest = error.said; rest != 0; rest >>= 4) hex[--at] = "0123456789abcdef"[rest & 15];
  record.append(hex + at, sizeof hex - at);
  record += '\n';
  return record += error.message;
}

int failed(const Error& error) {
  answer = error_record(error);
  return 0;
}

}  // namespace pencilmark::wasm

extern "C" {

// The buffer for a call's `bytes` bytes of arguments (and the solver's answer), grown when short.
EMSCRIPTEN_KEEPALIVE char* io_buffer(int bytes) {
  if (static_cast<size_t>(bytes) > io.size()) io.resize(bytes);
  return io.data();
}

// The text calls' answer, `answer_length()` bytes of UTF-8.
EMSCRIPTEN_KEEPALIVE const char* answer_text() { return answer.data(); }
EMSCRIPTEN_KEEPALIVE int answer_length() { return static_cast<int>(answer.size()); }

enum SolverCall { kSolve = 0, kFirstSolution = 1, kCount = 2 };

// solve: 1 with the solution when unique, 0 for none, 2 for several.
// findSolution: the first solution (1) or none (0), unproved. countSolutions:
// the count up to limit; a count stopped early is a too-hard error, and
// solver_count() then gives the bound. -1: the error is in the buffer.
EMSCRIPTEN_KEEPALIVE int solver_call(int call, int bytes, int limit) {
  const std::string_view text(io.data(), bytes);
  if (call == kCount) {
    const auto found = api::count(text, limit);
    if (!found) return solver_error(found.error());
    solver_counted = found->count;
    return found->complete ? found->count : solver_error(api::incomplete_count_error(*found));
  }
  const auto solution = call == kSolve ? api::solve(text) : api::first_solution(text);
  if (solution) return solver_solution(*solution);
  if (solution.error().kind == ErrorKind::NoSolution) return 0;
  if (solution.error().kind == ErrorKind::MultipleSolutions) return 2;
  return solver_error(solution.error());
}

EMSCRIPTEN_KEEPALIVE int solver_count() { return solver_counted; }

// The text calls: 1 when answer_text() is the text (or JSON in the engine's one
// format, which the JS side parses), 0 when it is the error record.

EMSCRIPTEN_KEEPALIVE int format_call(int text_bytes, int form_bytes) {
  Arguments in;
  const std::string_view text = in.next(text_bytes);
  return answer_with(api::format(text, in.next(form_bytes)), [](const std::string& s) { return s; });
}

}  // extern "C"
