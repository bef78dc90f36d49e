// The facade (api/pencilmark.hpp): the defects of issue 13, each on its input.
#include <catch2/catch.hpp>

#include "api/pencilmark.hpp"
#include "format/format.hpp"
#include "json/json.hpp"
#include "test_support.hpp"

using namespace pencilmark;

namespace {

using test_support::kPuzzle;
const std::string kSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

}  // namespace

TEST_CASE("white space around one line is ignored, tabs too") {
  const auto plain = parse_puzzle(kPuzzle);
  REQUIRE(plain.ok());
  for (const std::string& text : {kPuzzle + "\t", "\t " + kPuzzle + " \t\r\n", " " + kPuzzle}) {
    const auto spaced = parse_puzzle(text);
    REQUIRE(spaced.ok());
    CHECK(to_line81(*spaced) == to_line81(*plain));
  }
  CHECK(trim_puzzle("  " + kPuzzle + "\t") == kPuzzle);
}

TEST_CASE("a bad character is named as typed, with its cell") {
  std::string surrogate = kPuzzle;
  surrogate.replace(4, 1, "\xED\xA0\x80");  // how a JS lone surrogate (U+D800) arrives
  const auto lone = parse_puzzle(surrogate);
  REQUIRE_FALSE(lone.ok());
  CHECK(lone.error().message == "bad character U+D800 (a lone surrogate) at position 5 (r1c5)");
  std::string marks(729, '.');
  marks[9 * 10 + 3] = 'x';
  const auto bad_mark = parse_puzzle(marks);
  REQUIRE_FALSE(bad_mark.ok());
  CHECK(bad_mark.error().message == "bad character 'x' at position 94 (r2c2, candidate slot 4)");
}

TEST_CASE("a huge input is quoted in part") {
  const std::string huge(100000, 'z');
  const auto found = api::find(huge, kPuzzle);
  REQUIRE_FALSE(found.ok());
  CHECK(found.error().kind == ErrorKind::BadOption);
  CHECK(found.error().message.size() < 200);
  CHECK(found.error().message.find("(100000 characters)") != std::string::npos);
  // Characters named in place (a byte that is not UTF-8 is ten) stop the quote sooner.
  const auto named = api::find(std::string(1000, '\xFF'), kPuzzle);
  REQUIRE_FALSE(named.ok());
  CHECK(named.error().message.size() < 200);
  CHECK(named.error().message.find("<byte 0xFF>...' (1000 characters)") != std::string::npos);
}

TEST_CASE("score ranges are checked before any work") {
  CHECK_FALSE(api::parse_score_range("nan-nan").ok());
  CHECK_FALSE(api::parse_score_range("inf-inf").ok());
  CHECK_FALSE(api::parse_score_range("4-3").ok());
  REQUIRE(api::parse_score_range("3.0-4.5").ok());
  api::GenerateRequest request;
  for (auto [low, high] : {std::pair{0.0, 0.0}, {100.0, 200.0}, {0.0, 0.9}}) {
    request.min_score = low;
    request.max_score = high;
    const auto options = api::generate_options(request);
    REQUIRE_FALSE(options.ok());
    CHECK(options.error().kind == ErrorKind::BadOption);
  }
}

TEST_CASE("generate never gives a solved grid, even for the lowest scores") {
  api::GenerateRequest request;
  request.min_score = 0;
  request.max_score = 1.2;
  request.seed = 7;
  request.max_attempts = 20;
  const auto options = api::generate_options(request);
  REQUIRE(options.ok());
  const auto generated = api::generate(*options);
  if (generated) {
    CHECK_FALSE(generated->puzzle.is_complete());
    CHECK(generated->grade.steps > 0);
  } else {
    CHECK(generated.error().kind == ErrorKind::CouldNotMeet);
  }
}

TEST_CASE("the grade of a solved grid names no technique") {
  const auto graded = api::grade(kSolved, {}, false);
  REQUIRE(graded.ok());
  CHECK(graded->grade.steps == 0);
  CHECK(api::grade_json(graded->grade).find("\"hardest\":null") != std::string::npos);
}

TEST_CASE("counting is bounded: a lower bound rather than a long search") {
  const auto found = api::count(std::string(81, '.'), 2147483647);
  REQUIRE(found.ok());
  CHECK_FALSE(found->complete);
  CHECK(found->count > 1000);
  const auto exact = api::count(kPuzzle, 2147483647);
  REQUIRE(exact.ok());
  CHECK(exact->complete);
  CHECK(exact->count == 1);
}

TEST_CASE("dates are days of the calendar") {
  for (const char* bad : {"2026-02-31", "0000-01-01", "2025-02-29", "2026-13-01", "2026-1-01", "2026-04-31"}) {
    const auto options = api::daily_options(bad, 1);
    REQUIRE_FALSE(options.ok());
    CHECK(options.error().kind == ErrorKind::BadDate);
  }
  CHECK(api::daily_options("2024-02-29", 1).ok());
  CHECK(api::daily_options("9999-12-31", 4).ok());
  CHECK(api::daily_options("2026-11-21", 5).error().kind == ErrorKind::BadOption);
}

TEST_CASE("one uniqueness verdict, with its kind") {
  CHECK(api::solve(kPuzzle).ok());
  CHECK(api::solve(std::string(81, '.')).error().kind == ErrorKind::MultipleSolutions);
  CHECK(api::solve("12" + std::string(79, '.')).ok() == false);
  CHECK(error_code(ErrorKind::WrongLength) == std::string("bad-length"));
  CHECK(api::error_json({ErrorKind::Duplicate, "r1c1 \"x\""}) == R"({"code":"duplicate","message":"r1c1 \"x\""})");
}

TEST_CASE("the JSON writer escapes, and replaces bytes that are not UTF-8") {
  JsonWriter out;
  out.begin_object().key("a").string("q\"\\\n\x01\xff\xED\xA0\x80 é").key("b").begin_array().number(1).boolean(true);
  out.null().end_array().end_object();
  CHECK(out.text() == "{\"a\":\"q\\\"\\\\\\n\\u0001\\ufffd\\ufffd\\ufffd\\ufffd é\",\"b\":[1,true,null]}");
}

TEST_CASE("a technique set that finds nothing is stuck: not too hard, and not a complete board") {
  // Easter Monster: singles alone find nothing from the givens.
  const std::string monster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
  const api::SolverChoice singles{"full-house,naked-single,hidden-single", true};
  const auto graded = api::grade(monster, singles, true);
  REQUIRE_FALSE(graded.ok());
  CHECK(graded.error().kind == ErrorKind::Stuck);
  CHECK(std::string(error_code(ErrorKind::Stuck)) == "stuck");
  CHECK(graded.error().message ==
        "the technique set 'full-house,naked-single,hidden-single' is stuck: no step found, with 60 cells still empty");
  const auto hint = api::hint(monster, "", "", singles);
  REQUIRE_FALSE(hint.ok());
  CHECK(hint.error().kind == ErrorKind::Stuck);
  // Partway: the path's steps are counted. The full set never sticks (a guess is its last resort).
  const auto partway = api::grade(kPuzzle, {"full-house", true}, true);
  REQUIRE_FALSE(partway.ok());
  CHECK(partway.error().kind == ErrorKind::Stuck);
  CHECK(api::grade(monster, {}, false).ok());
  // A complete board is no error: there is simply no next step.
  const auto solved = api::solve(monster);
  REQUIRE(solved.ok());
  std::string values(solved->first.begin(), solved->first.end());
  for (char& c : values) c = static_cast<char>('0' + c);
  const auto done = api::hint(monster, values, "", singles);
  REQUIRE(done.ok());
  CHECK_FALSE(done->has_value());
}
