#include "core/result.hpp"

#include <array>

namespace pencilmark {
namespace {

constexpr int kCharacterBits[] = {4, 21};  // its CharKind, its code point

// Each message's values' widths, in ErrorSaid's order (web/engine.js's ERROR_VALUES
// has the same). A position, a count found, a line or a column fits 17 or 18 bits:
// a page's text is at most 65,536 UTF-16 units (web/engine.js's MAX_TEXT).
using SaidBits = std::array<int8_t, 5>;
constexpr SaidBits kSaidBits[] = {
    {},                                                // None
    {1, 17, 2, kCharacterBits[0], kCharacterBits[1]},  // BadCharacter
    {1, 18},                                           // BadLength
    {18},                                              // Line81Length
    {18},                                              // Line729Length
    {10, kCharacterBits[0], kCharacterBits[1]},        // BadMark
    {17, 17, kCharacterBits[0], kCharacterBits[1]},    // BadGridCharacter
    {18},                                              // GridCells
    {18},                                              // CandidateGridCells
    {18},                                              // TableCells
    {17, kCharacterBits[0], kCharacterBits[1]},        // BadLibraryCharacter
    {18},                                              // LibraryFields
    {17, kCharacterBits[0], kCharacterBits[1]},        // BadLibraryGivens
    {18},                                              // LibraryCells
    {17},                                              // LibraryDeleted
    {18},                                              // S9bLength
    {7, 2},                                            // NoCandidates
    {7, 7, 4, 5},                                      // Duplicate
    {},                                                // NoSolution
    {},                                                // MultipleSolutions
};
static_assert(std::size(kSaidBits) == static_cast<size_t>(ErrorSaid::MultipleSolutions) + 1);

}  // namespace

uint64_t error_said(ErrorSaid id, const uint32_t* values, size_t count) {
  uint64_t said = static_cast<uint64_t>(id);
  int shift = kErrorSaidIdBits;
  const SaidBits& bits = kSaidBits[static_cast<int>(id)];
  for (size_t k = 0; k < count; ++k) {
    if (values[k] >> bits[k]) return 0;
    said |= static_cast<uint64_t>(values[k]) << shift;
    shift += bits[k];
  }
  return said;
}

}  // namespace pencilmark
