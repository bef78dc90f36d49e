// The solver calls' plain exports, which both wasm modules have: the buffer a
// call's text arguments come in through, the text answer, and how an answer or an
// error is put there. Marshalling only, over the engine's facade (api/pencilmark.hpp).
//
// Two modules: the solver (solver_exports.cpp: solve, first solution, count,
// format), which the page needs before it can say Ready, and the engine, which it
// loads after: the solver's exports and the engine's own calls (grading, steps,
// hints, finding, generating), which engine_exports.cpp binds with Embind. The
// solver's calls stay plain C functions, because they run in tight loops where
// Embind's string marshalling (a malloc and a free per argument) cost 10-19% of
// the exact solver's rate in wasm (findSolution 0.81-0.87x, countSolutions
// 0.84-0.90x on 17_clue and kaggle3m_sample): web/engine.js writes their text
// arguments, one after another, as UTF-8 into one buffer that lives as long as the
// module and passes their byte lengths; the answer comes back as a count (format's
// as text). Errors travel as a kind (code, web/engine.d.ts) and a message, never as
// an exception (the wasm build has none), and web/engine.js turns them into JS
// Errors with err.code.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "api/pencilmark.hpp"

namespace pencilmark::wasm {

// An error record: its code, its words as data (Error::said in hex, empty
// for none: web/engine.js makes it err.said) and its message, a line each.
std::string error_record(const Error& error);

// The arguments' bytes in, and the solver calls' answers out: the solution's 81
// digits, or an error record.
extern std::vector<char> io;
// The text calls' answer: the text, or the error record. Kept until the next call.
extern std::string answer;

// The call's text arguments, in the order engine.js wrote them into the buffer
// (each valid until the next call).
class Arguments {
 public:
  std::string_view next(int bytes) {
    const std::string_view text(io.data() + offset_, bytes);
    offset_ += bytes;
    return text;
  }

 private:
  size_t offset_ = 0;
};

// The error record as the answer; returns 0, a text call's failure.
int failed(const Error& error);

// 1 with the text as the answer, 0 with the error record.
template <typename T, typename F>
int answer_with(const Result<T>& result, F&& to_text) {
  if (!result) return failed(result.error());
  answer = to_text(*result);
  return 1;
}

}  // namespace pencilmark::wasm
