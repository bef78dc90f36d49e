// The reader module's exports (pencilmark-reader.wasm): a picture's pixels in,
// the Sudoku read from it out. A module of its own, which the page loads only
// when a picture is opened: the classifier's weights are most of it.
//
// web/reader.js writes the picture's RGBA bytes (a canvas's ImageData) into
// picture_buffer(width * height * 4), calls read_rgba(width, height) and reads
// answer_text(): on 1, JSON { "corners": [[x, y] x4, clockwise from the top
// left, in the picture's pixels], "puzzle": 81 characters ('.' empty),
// "unsure": ["r3c4", ...], "sureness": [81 whole percents, rounded down],
// "marks": [81 numbers, a cell's pencil marks read: bit d - 1 for digit d, 0 for
// none] }; on 0, an error
// record (its code, a line break, its message), as the other modules answer.
#include <emscripten/em_macros.h>

#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "json/json.hpp"
#include "reader/read.hpp"

using namespace pencilmark;

namespace {

std::vector<uint8_t> pixels;
std::string answer;

// Larger than any phone camera's picture (the page scales one down first).
constexpr int kMostPixels = 50'000'000;

int failed(ErrorKind kind, const std::string& message) {
  answer = std::string(error_code(kind)) + "\n\n" + message;  // an error record without words as data (exports.hpp)
  return 0;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE uint8_t* picture_buffer(int bytes) {
  pixels.resize(static_cast<size_t>(bytes > 0 ? bytes : 0));
  return pixels.data();
}

EMSCRIPTEN_KEEPALIVE int read_rgba(int width, int height) {
  if (width < 1 || height < 1 || width > kMostPixels / height ||
      pixels.size() != static_cast<size_t>(width) * static_cast<size_t>(height) * 4)
    return failed(ErrorKind::BadOption, "the picture must be width x height RGBA pixels, " + std::to_string(width) +
                                            " x " + std::to_string(height) + " given with " +
                                            std::to_string(pixels.size()) + " bytes");
  const auto reading = reader::read_picture(reader::GrayImage::from_rgba(pixels.data(), width, height));
  if (!reading) return failed(reading.error().kind, reading.error().message);
  JsonWriter out;
  out.begin_object().key("corners").begin_array();
  for (const reader::Point& p : reading->grid.corners)
    out.begin_array().number(static_cast<int64_t>(p.x + 0.5)).number(static_cast<int64_t>(p.y + 0.5)).end_array();
  out.end_array().key("puzzle").string(reading->puzzle()).key("unsure").begin_array();
  for (Cell c = 0; c < kCells; ++c)
    if (reading->unsure(c)) out.string(cell_name(c));
  out.end_array().key("sureness").begin_array();
  for (float sure : reading->cells.confidence)
    out.number(static_cast<int64_t>(sure * 100));  // down: under 95 is unsure
  out.end_array().key("marks").begin_array();
  for (uint16_t marks : reading->marks) out.number(static_cast<int64_t>(marks));
  answer = out.end_array().end_object().take();
  return 1;
}

EMSCRIPTEN_KEEPALIVE const char* answer_text() { return answer.data(); }
EMSCRIPTEN_KEEPALIVE int answer_length() { return static_cast<int>(answer.size()); }

}  // extern "C"
