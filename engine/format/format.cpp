#include "format/format.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "format/forms.hpp"

namespace pencilmark {
namespace {

bool is_blank_char(char ch) { return ch == '.' || ch == '0' || ch == '-'; }
bool is_digit_char(char ch) { return ch >= '1' && ch <= '9'; }
bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == '\v' || ch == '\f'; }

// Length in bytes of the UTF-8 sequence that starts at text[i] (1 for anything malformed).
size_t utf8_length(std::string_view text, size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  size_t n = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 1;
  if (i + n > text.size()) return 1;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return 1;
  return n;
}

// value in width hex digits, as printf's "%0*X" (by hand: see score_text).
std::string upper_hex(unsigned value, size_t width) {
  std::string out(width, '0');
  for (size_t i = width; i-- > 0; value >>= 4) out[i] = "0123456789ABCDEF"[value & 0xF];
  return out;
}

// What the character at text[i] is, as an error says it (CharKind), and its code
// point (a stray byte's value).
struct SeenChar {
  CharKind kind;
  unsigned code;
};

SeenChar seen_char(std::string_view text, size_t i) {
  const auto ch = static_cast<unsigned char>(text[i]);
  if (ch == ' ') return {CharKind::PlainSpace, ch};
  if (ch == '\t') return {CharKind::Tab, ch};
  if (ch < 0x20 || ch == 0x7F) return {CharKind::Control, ch};
  const size_t n = utf8_length(text, i);
  if (n == 1) return {ch >= 0x80 ? CharKind::Byte : CharKind::Shown, ch};
  const auto at = [&](size_t k) { return static_cast<unsigned>(static_cast<unsigned char>(text[i + k]) & 0x3Fu); };
  const unsigned code = n == 2   ? ((ch & 0x1Fu) << 6) | at(1)
                        : n == 3 ? ((ch & 0x0Fu) << 12) | (at(1) << 6) | at(2)
                                 : ((ch & 0x07u) << 18) | (at(1) << 12) | (at(2) << 6) | at(3);
  // A JS string's lone surrogate arrives encoded on its own (ED A0..BF xx):
  // not UTF-8, so it is named by its code rather than shown as U+FFFD.
  if (code >= 0xD800 && code <= 0xDFFF) return {CharKind::Surrogate, code};
  if (code == 0xFEFF) return {CharKind::ByteOrderMark, code};
  if (code == 0x00A0 || code == 0x202F) return {CharKind::NoBreakSpace, code};
  if (code == 0x00AD) return {CharKind::SoftHyphen, code};
  if ((code >= 0x2000 && code <= 0x200A) || code == 0x205F || code == 0x3000) return {CharKind::WideSpace, code};
  if ((code >= 0x200B && code <= 0x200F) || (code >= 0x2028 && code <= 0x202E) || (code >= 0x2060 && code <= 0x2064) ||
      (code >= 0x80 && code <= 0x9F))
    return {CharKind::Invisible, code};
  return {CharKind::Shown, code};
}

// The name of a character that cannot be read as typed (a control, an invisible
// space or mark, a lone surrogate, a stray byte), or nothing for one that can.
std::optional<std::string> char_name(std::string_view text, size_t i) {
  const SeenChar seen = seen_char(text, i);
  static constexpr const char* kWhat[] = {"",
                                          "",
                                          "",
                                          "",
                                          "",
                                          " (a lone surrogate)",
                                          " (a byte order mark)",
                                          " (a no-break space)",
                                          " (a soft hyphen)",
                                          " (a space)",
                                          " (an invisible character)"};
  switch (seen.kind) {
    case CharKind::Shown:
    case CharKind::PlainSpace:
      return std::nullopt;
    case CharKind::Tab:
      return "a tab";
    case CharKind::Byte:
      return "byte 0x" + upper_hex(seen.code, 2);
    default:
      return "U+" + upper_hex(seen.code, 4) + kWhat[static_cast<int>(seen.kind)];
  }
}

// Error::said for a message whose values end in the character at text[i].
uint64_t said_with_char(ErrorSaid id, std::initializer_list<uint32_t> values, std::string_view text, size_t i) {
  const SeenChar seen = seen_char(text, i);
  std::array<uint32_t, 5> all{};
  std::copy(values.begin(), values.end(), all.begin());
  all[values.size()] = static_cast<uint32_t>(seen.kind);
  all[values.size() + 1] = seen.code;
  return error_said(id, all.data(), values.size() + 2);
}

// How a character is shown in a message: quoted when it can be read, named otherwise.
std::string describe_char(std::string_view text, size_t i) {
  if (text[i] == ' ') return "' ' (space)";
  if (auto name = char_name(text, i)) return *name;
  return "'" + std::string(text.substr(i, utf8_length(text, i))) + "'";
}

// Number of characters (code points) in text.
size_t char_count(std::string_view text) {
  size_t n = 0;
  for (size_t i = 0; i < text.size(); i += utf8_length(text, i)) ++n;
  return n;
}

Error bad_length(size_t found) {
  return {ErrorKind::WrongLength, "expected 81 characters (or 729 for pencil marks), found " + std::to_string(found),
          error_said(ErrorSaid::BadLength, {0, static_cast<uint32_t>(found)})};
}

// Finds the first bad character of a one-line puzzle; its message names the position.
std::optional<Error> find_bad_char(std::string_view line) {
  size_t position = 0;  // 1-based, in characters
  for (size_t i = 0; i < line.size(); i += utf8_length(line, i)) {
    ++position;
    if (is_digit_char(line[i]) || is_blank_char(line[i])) continue;
    std::string where = "position " + std::to_string(position);
    const size_t length = char_count(line);
    const uint32_t at = length == kCells ? 1 : length == kCells * kDigits ? 2 : 0;  // a cell, a slot, or neither
    if (at == 1) where += " (" + cell_name(Cell(position - 1)) + ")";
    if (at == 2)
      where += " (" + cell_name(Cell((position - 1) / kDigits)) + ", candidate slot " +
               std::to_string((position - 1) % kDigits + 1) + ")";
    return Error{ErrorKind::BadCharacter, "bad character " + describe_char(line, i) + " at " + where,
                 said_with_char(ErrorSaid::BadCharacter, {0, static_cast<uint32_t>(position), at}, line, i)};
  }
  return std::nullopt;
}

// A pencil-mark puzzle (sukaku): the marks are the puzzle (grid_from_marks).
Result<Grid> parse_line729(std::string_view line) {
  const auto marks = read_marks(line);
  if (!marks) return marks.error();
  return grid_from_marks(*marks);
}

// A row of a copied table has nine fields, so eight tabs or more; a grid may use
// a tab or two as plain white space.
bool is_tab_table(std::string_view text) {
  size_t tabs = 0;
  for (char ch : text) {
    if (ch == '\n')
      tabs = 0;
    else if (ch == '\t' && ++tabs >= 8)
      return true;
  }
  return false;
}

// A table copied from a web page: one row a line, cells separated by tabs, an
// empty cell an empty field.
Result<Grid> parse_tab_table(std::string_view text) {
  std::array<uint8_t, kCells> values{};
  size_t cells = 0, line = 0;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(start, end - start);
    start = end + 1;
    ++line;
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    // A blank line separates nothing; a line of tabs is a row of empty cells.
    if (row.find('\t') == std::string_view::npos && row.find_first_not_of(' ') == std::string_view::npos) continue;
    size_t field = 0;
    for (size_t from = 0; from <= row.size(); ++field) {
      size_t tab = row.find('\t', from);
      if (tab == std::string_view::npos) tab = row.size();
      std::string_view cell = row.substr(from, tab - from);
      from = tab + 1;
      while (!cell.empty() && cell.front() == ' ') cell.remove_prefix(1);
      while (!cell.empty() && cell.back() == ' ') cell.remove_suffix(1);
      const bool blank = cell.empty() || cell == "." || cell == "0" || cell == "-" || cell == "_";
      if (!blank && (cell.size() != 1 || !is_digit_char(cell[0]))) {
        return Error{ErrorKind::BadCharacter, "bad cell " + quoted(cell) + " at line " + std::to_string(line) +
                                                  ", field " + std::to_string(field + 1)};
      }
      if (cells < kCells && !blank) values[cells] = static_cast<uint8_t>(cell[0] - '0');
      ++cells;
      if (tab == row.size()) break;
    }
  }
  if (cells != kCells)
    return Error{ErrorKind::WrongLength, "expected 81 cells in the table, found " + std::to_string(cells),
                 error_said(ErrorSaid::TableCells, {static_cast<uint32_t>(cells)})};
  return grid_from_values(values);
}

// A line of a printed grid's frame: dashes between corners ('.', ':', '+', '\'',
// '*', as HoDoKu and Simple Sudoku draw them), no cell.
bool is_frame_line(std::string_view line) {
  return line.find_first_of("-=") != std::string_view::npos &&
         line.find_first_not_of(".-=+:'*| \t\r") == std::string_view::npos;
}

// Digits, and '.', '0' or '_' blanks, between separators; '+' right before a
// digit marks a placed one (HoDoKu's grids), not a given.
Result<Grid> parse_multiline(std::string_view text) {
  std::array<uint8_t, kCells> values{};
  CellSet placed;
  size_t cells = 0, line = 0;
  for (size_t start = 0; start <= text.size(); ++line) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view row = text.substr(start, end - start);
    start = end + 1;
    // A frame, or a header line of a .sdk file (#A author, #D description, ...).
    if (is_frame_line(row) || (!row.empty() && row[0] == '#')) continue;
    size_t column = 0;
    for (size_t i = 0; i < row.size(); i += utf8_length(row, i)) {
      const char ch = row[i];
      ++column;
      if (ch == '+' && i + 1 < row.size() && is_digit_char(row[i + 1]) && cells < kCells) placed.add(Cell(cells));
      if (is_space(ch) || ch == '|' || ch == '+' || ch == '-' || ch == '=' || ch == ':' || ch == '\'' || ch == '*')
        continue;
      if (!is_digit_char(ch) && ch != '.' && ch != '0' && ch != '_') {
        return Error{ErrorKind::BadCharacter,
                     "bad character " + describe_char(row, i) + " at line " + std::to_string(line + 1) + ", column " +
                         std::to_string(column),
                     said_with_char(ErrorSaid::BadGridCharacter,
                                    {static_cast<uint32_t>(line + 1), static_cast<uint32_t>(column)}, row, i)};
      }
      if (cells < kCells && is_digit_char(ch)) values[cells] = static_cast<uint8_t>(ch - '0');
      ++cells;
    }
  }
  if (cells != kCells) {
    return Error{ErrorKind::WrongLength, "expected 81 cells in the grid, found " + std::to_string(cells),
                 error_said(ErrorSaid::GridCells, {static_cast<uint32_t>(cells)})};
  }
  return grid_from_values(values, placed);
}

// HoDoKu's library format, ":code:digits:givens:deleted:eliminations:placements:extra".
// In givens, '+' before a digit marks a placed (not given) cell; deleted lists
// candidates removed after the givens, as digit-row-column triples ("436 257").
Result<Grid> parse_reglib_line(std::string_view line) {
  // Its free fields are written back as typed (grade's first column): nothing
  // that cannot be read as typed goes through.
  size_t position = 0;
  for (size_t i = 0; i < line.size(); i += utf8_length(line, i)) {
    ++position;
    if (const auto name = char_name(line, i))
      return Error{ErrorKind::BadCharacter,
                   "bad character " + *name + " in a library line, at position " + std::to_string(position),
                   said_with_char(ErrorSaid::BadLibraryCharacter, {static_cast<uint32_t>(position)}, line, i)};
  }
  std::vector<std::string_view> fields;
  for (size_t start = 0;;) {
    const size_t colon = line.find(':', start);
    fields.push_back(line.substr(start, colon == std::string_view::npos ? colon : colon - start));
    if (colon == std::string_view::npos) break;
    start = colon + 1;
  }
  if (fields.size() < 5)
    return Error{ErrorKind::WrongLength,
                 "a library line needs at least 5 ':' fields, found " + std::to_string(fields.size() - 1),
                 error_said(ErrorSaid::LibraryFields, {static_cast<uint32_t>(fields.size() - 1)})};
  const std::string_view cells = fields[3];
  std::array<uint8_t, kCells> values{};
  CellSet placed;
  size_t n = 0;
  bool plus = false;
  for (size_t i = 0; i < cells.size(); ++i) {
    const char ch = cells[i];
    if (ch == '+' && !plus) {
      plus = true;
      continue;
    }
    if (!is_digit_char(ch) && ch != '.' && ch != '0') {
      return Error{ErrorKind::BadCharacter,
                   "bad character " + describe_char(cells, i) + " in the givens of a library line, at position " +
                       std::to_string(i + 1),
                   said_with_char(ErrorSaid::BadLibraryGivens, {static_cast<uint32_t>(i + 1)}, cells, i)};
    }
    if (n < kCells && is_digit_char(ch)) {
      values[n] = static_cast<uint8_t>(ch - '0');
      if (plus) placed.add(Cell(n));
    }
    plus = false;
    ++n;
  }
  if (n != kCells)
    return Error{ErrorKind::WrongLength,
                 "expected 81 cells in the givens of a library line, found " + std::to_string(n),
                 error_said(ErrorSaid::LibraryCells, {static_cast<uint32_t>(n)})};
  const auto checked = grid_from_values(values, placed);
  if (!checked) return checked;
  Grid grid = *checked;
  const std::string_view deleted = fields[4];
  for (size_t i = 0; i < deleted.size();) {
    if (deleted[i] == ' ') {
      ++i;
      continue;
    }
    if (i + 3 > deleted.size() || !is_digit_char(deleted[i]) || !is_digit_char(deleted[i + 1]) ||
        !is_digit_char(deleted[i + 2])) {
      return Error{ErrorKind::BadCharacter,
                   "a deleted candidate of a library line must be digit, row, column "
                   "(like 436), at position " +
                       std::to_string(i + 1),
                   error_said(ErrorSaid::LibraryDeleted, {static_cast<uint32_t>(i + 1)})};
    }
    grid.remove_candidate(cell_at(deleted[i + 1] - '1', deleted[i + 2] - '1'), deleted[i] - '0');
    i += 3;
  }
  // Deletions that leave an empty cell nothing are a position no pencil-mark grid can hold.
  for (Cell c = 0; c < kCells; ++c) {
    if (grid.is_empty(c) && grid.candidates(c).empty())
      return Error{ErrorKind::NoCandidates, cell_name(c) + " has no candidates (the library line deletes them all)",
                   error_said(ErrorSaid::NoCandidates, {static_cast<uint32_t>(c), 1})};
  }
  return grid;
}

// The length of the invisible character that text starts (ends, with at_end)
// with: a byte order mark, a no-break or other Unicode space, a zero-width
// character, as a copy from a web page or a file saved on Windows brings them;
// 0 for any other.
size_t invisible_margin(std::string_view text, bool at_end) {
  for (std::string_view mark : {"\xEF\xBB\xBF", "\xC2\xA0", "\xE2\x80\xAF", "\xE3\x80\x80", "\xE2\x80\x8B",
                                "\xE2\x80\x8C", "\xE2\x80\x8D", "\xE2\x81\xA0"}) {
    if (at_end ? text.ends_with(mark) : text.starts_with(mark)) return mark.size();
  }
  // U+2000 to U+200A, the typographic spaces: E2 80 80 to E2 80 8A.
  const std::string_view three = at_end ? text.substr(text.size() < 3 ? 0 : text.size() - 3) : text.substr(0, 3);
  if (three.size() == 3 && three[0] == '\xE2' && three[1] == '\x80' && static_cast<unsigned char>(three[2]) >= 0x80 &&
      static_cast<unsigned char>(three[2]) <= 0x8A)
    return 3;
  return 0;
}

// text without the spaces, line breaks and invisible characters around it, and
// with tabs, the tabs and other white space too.
std::string_view trim_margins(std::string_view text, bool tabs) {
  auto is_margin = [tabs](char ch) { return tabs ? is_space(ch) : ch == ' ' || ch == '\r' || ch == '\n'; };
  for (size_t before = text.size() + 1; text.size() < before;) {
    before = text.size();
    while (!text.empty() && is_margin(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_margin(text.back())) text.remove_suffix(1);
    text.remove_prefix(invisible_margin(text, false));
    text.remove_suffix(invisible_margin(text, true));
  }
  return text;
}

}  // namespace

Result<Grid> grid_from_values(const std::array<uint8_t, kCells>& values, CellSet placed) {
  Grid grid;
  for (Cell c = 0; c < kCells; ++c)
    if (values[c]) grid.place(c, values[c], /*given=*/!placed.has(c));
  return check_no_duplicates(grid);
}

// A cell with one mark is a given, as the digit printed in an ordinary puzzle
// (format --as pencilmarks writes givens so), placed before anything else.
Result<Grid> grid_from_marks(const std::array<DigitSet, kCells>& marks, CellSet placed) {
  Grid grid;
  for (Cell c = 0; c < kCells; ++c) {
    if (marks[c].empty())
      return Error{ErrorKind::NoCandidates, cell_name(c) + " has no candidates",
                   error_said(ErrorSaid::NoCandidates, {static_cast<uint32_t>(c), 0})};
    if (marks[c].size() == 1 && !placed.has(c)) grid.place(c, marks[c].first(), /*given=*/true);
  }
  auto checked = check_no_duplicates(grid);
  if (!checked) return checked;
  CellSet narrowed;
  for (Cell c : grid.empty_cells()) {
    const DigitSet left = grid.candidates(c) & marks[c];
    if (left.empty()) {
      return Error{ErrorKind::NoCandidates, cell_name(c) + " has no candidates: each of its marks is a peer's given",
                   error_said(ErrorSaid::NoCandidates, {static_cast<uint32_t>(c), 2})};
    }
    if (left != grid.candidates(c)) narrowed.add(c);
    grid.set_candidates(c, left);
  }
  grid.set_marked_by_puzzle(narrowed);
  for (Cell c : placed) grid.place(c, marks[c].first());
  return check_no_duplicates(grid);
}

Result<Grid> check_no_duplicates(const Grid& grid) {
  for (House h = 0; h < kHouses; ++h) {
    std::array<Cell, 10> seen;
    seen.fill(-1);
    for (Cell c : kHouseCells[h]) {
      const Digit d = grid.value(c);
      if (d == 0) continue;
      if (seen[d] >= 0) {
        return Error{
            ErrorKind::Duplicate,
            cell_name(seen[d]) + " and " + cell_name(c) + " are both " + std::to_string(d) + " (" + house_name(h) + ")",
            error_said(ErrorSaid::Duplicate, {static_cast<uint32_t>(seen[d]), static_cast<uint32_t>(c),
                                              static_cast<uint32_t>(d), static_cast<uint32_t>(h)})};
      }
      seen[d] = c;
    }
  }
  return grid;
}

std::string_view trim_puzzle(std::string_view text) {
  // Tabs stay around a grid of several lines: in a table copied from a web page
  // they stand for empty cells. Around one line they are white space too.
  const std::string_view lines = trim_margins(text, false);
  return lines.find('\n') == std::string_view::npos ? trim_margins(lines, true) : lines;
}

std::string quoted(std::string_view text, size_t max_chars) {
  // Characters that cannot be read as typed are named in place, as <U+FEFF (a byte order mark)>;
  // the quote stops at max_chars characters, or sooner when names make it three times as long.
  std::string out = "'";
  size_t i = 0, shown = 0;
  for (; i < text.size() && shown < max_chars && out.size() < 3 * max_chars; i += utf8_length(text, i), ++shown) {
    const auto name = char_name(text, i);
    out += name ? "<" + *name + ">" : std::string(text.substr(i, utf8_length(text, i)));
  }
  if (i >= text.size()) return out + "'";
  return out + "...' (" + std::to_string(char_count(text)) + " characters)";
}

Result<std::array<uint8_t, kCells>> read_values(std::string_view line) {
  if (auto bad = find_bad_char(line)) return *bad;
  if (line.size() != kCells)
    return Error{ErrorKind::WrongLength, "expected 81 characters, found " + std::to_string(line.size()),
                 error_said(ErrorSaid::Line81Length, {static_cast<uint32_t>(line.size())})};
  std::array<uint8_t, kCells> values{};
  for (Cell c = 0; c < kCells; ++c)
    if (is_digit_char(line[c])) values[c] = static_cast<uint8_t>(line[c] - '0');
  return values;
}

Result<std::array<DigitSet, kCells>> read_marks(std::string_view line) {
  if (auto bad = find_bad_char(line)) return *bad;
  if (line.size() != kCells * kDigits)
    return Error{ErrorKind::WrongLength, "expected 729 characters, found " + std::to_string(line.size()),
                 error_said(ErrorSaid::Line729Length, {static_cast<uint32_t>(line.size())})};
  std::array<DigitSet, kCells> marks{};
  for (Cell c = 0; c < kCells; ++c) {
    for (Digit d = 1; d <= kDigits; ++d) {
      const char ch = line[9 * c + d - 1];
      if (is_blank_char(ch)) continue;
      if (ch - '0' != d) {
        return Error{ErrorKind::BadCharacter,
                     "bad character '" + std::string(1, ch) + "' at position " + std::to_string(9 * c + d) + " (" +
                         cell_name(c) + ", candidate slot " + std::to_string(d) + " holds '" + std::to_string(d) +
                         "' or '.')",
                     said_with_char(ErrorSaid::BadMark, {static_cast<uint32_t>(9 * c + d)}, line,
                                    static_cast<size_t>(9 * c + d - 1))};
      }
      marks[c].add(d);
    }
  }
  return marks;
}

Result<Grid> parse_puzzle(std::string_view text) {
  text = trim_puzzle(text);

  if (!text.empty() && text[0] == ':') return parse_reglib_line(text);
  if (auto app = parse_json_puzzle(text)) return *app;
  if (text.find('\n') != std::string_view::npos) {
    if (is_tab_table(text)) return parse_tab_table(text);
    if (auto candidates = parse_candidate_grid(text)) return *candidates;
    return parse_multiline(text);
  }
  if (auto other = parse_other_app(text)) return *other;
  // A line of neither length is none of the forms: the message names them, after
  // where the first one tried (the 81 or 729 characters) went wrong.
  const size_t length = char_count(text);
  auto named = [length](Error error) {
    if (length != kCells && length != kCells * kDigits) {
      error.message += kFormsRead;
      // Its words as data say so too.
      const ErrorSaid said = error_said_id(error.said);
      if (said == ErrorSaid::BadCharacter || said == ErrorSaid::BadLength) error.said |= kErrorSaidForms;
    }
    return error;
  };
  if (auto bad = find_bad_char(text)) return named(*bad);
  if (text.size() == kCells) {
    const auto values = read_values(text);
    if (!values) return values.error();
    return grid_from_values(*values);
  }
  if (text.size() == kCells * kDigits) return parse_line729(text);
  return named(bad_length(text.size()));
}

std::string to_line81(const Grid& grid) {
  std::string s(kCells, '.');
  for (Cell c = 0; c < kCells; ++c)
    if (grid.value(c)) s[c] = static_cast<char>('0' + grid.value(c));
  return s;
}

std::string to_givens81(const Grid& grid) {
  std::string s(kCells, '.');
  for (Cell c : grid.givens()) s[c] = static_cast<char>('0' + grid.value(c));
  return s;
}

std::string to_line729(const Grid& grid) {
  std::string s(kCells * kDigits, '.');
  for (Cell c = 0; c < kCells; ++c) {
    const DigitSet digits = grid.value(c) ? DigitSet::single(grid.value(c)) : grid.candidates(c);
    for (Digit d : digits) s[9 * c + d - 1] = static_cast<char>('0' + d);
  }
  return s;
}

std::string to_library_line(const Grid& grid) {
  std::string cells, deleted;
  for (Cell c = 0; c < kCells; ++c) {
    if (grid.value(c) && !grid.is_given(c)) cells += '+';
    cells += grid.value(c) ? static_cast<char>('0' + grid.value(c)) : '.';
  }
  for (Cell c : grid.empty_cells()) {
    DigitSet seen;
    for (Cell p : kPeers[c])
      if (grid.value(p)) seen.add(grid.value(p));
    for (Digit d : DigitSet::all() - seen - grid.candidates(c)) {
      if (!deleted.empty()) deleted += ' ';
      deleted += {static_cast<char>('0' + d), static_cast<char>('1' + row_of(c)), static_cast<char>('1' + col_of(c))};
    }
  }
  return ":0000:x:" + cells + ":" + deleted + "::";
}

std::string to_sdk(const Grid& grid) {
  std::string s;
  for (Cell c = 0; c < kCells; ++c) {
    s += grid.is_given(c) ? static_cast<char>('0' + grid.value(c)) : '.';
    if (col_of(c) == 8) s += '\n';
  }
  return s;
}

std::string to_grid_text(const Grid& grid) {
  std::string s;
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) s += "------+-------+------\n";
    for (int c = 0; c < 9; ++c) {
      if (c == 3 || c == 6) s += "| ";
      const Digit d = grid.value(cell_at(r, c));
      s += d ? static_cast<char>('0' + d) : '.';
      s += c == 8 ? '\n' : ' ';
    }
  }
  return s;
}

}  // namespace pencilmark
