// pencilmark-reader-bench [--verbose] [--split FILE --set train|heldout] [DIR]
//                         | [--verbose] --screens TSV...  (see screens_bench)
// the photo reader on the shared photos (DIR, default ../shared/data/photos:
// imageN.jpg with imageN.dat, whose last 9 lines are the digits, 0 for empty);
// with --split (tests/data/reader/photo_split.txt) only the photos it marks
// --set (npm run bench -- --only reader: the heldout ones, which no step of
// training saw). Prints one JSON object:
//   total          photos
//   found          photos whose grid was found
//   empty_agrees   of those, photos whose empty-cell test agrees with the .dat
//                  on at least 78 of the 81 cells (a check that the outline is
//                  the grid's: a misplaced one cuts cells that disagree)
//   cells_agree    cells whose empty test agrees, over the found photos
//   read_right     photos read with every cell right (reader::read_grid)
//   wrong_all_unsure  photos with a wrong cell, every wrong cell marked unsure
//   wrong_unmarked photos with a wrong cell not marked unsure (with the photos
//                  whose grid was not found: the photos a user is misled on)
//   cells_right    cells read right, over the found photos' cells (cells)
//   unsure_right, unsure_wrong  cells marked unsure that are right, wrong
//   empty_as_digit, digit_as_empty, digit_as_other  the wrong cells by kind
//   ms_per_photo   finding, cutting and reading, per photo (classify_ms_per_photo
//                  of it the classifier's); decode_ms_per_photo apart
//   empty_ink, digit_ink  percentiles (max, 99%; 1%, min) of the ink of empty
//                  cells and of cells with a digit: what kMaxEmptyInk is set from
// --verbose: one line per photo on standard error, with its wrong cells
// (r1c2:7>1? is a 7 read as 1, ? when marked unsure).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/image_files.hpp"
#include "core/geometry.hpp"
#include "reader/cells.hpp"
#include "reader/digit_classifier.hpp"
#include "reader/grid_finder.hpp"
#include "reader/read.hpp"

using namespace pencilmark;
using Clock = std::chrono::steady_clock;

namespace {

// The 81 digits of a .dat file (its last 81 numbers).
std::vector<int> read_digits(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::vector<int> digits;
  for (int i = 0; i < 2 && std::getline(in, line); ++i) {
  }
  for (int d; in >> d;) digits.push_back(d);
  return digits;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// photo_split.txt: "imageN train|heldout" lines, '#' comments.
std::vector<std::string> split_names(const std::string& path, const std::string& set) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "reader-bench: cannot read %s\n", path.c_str());
    std::exit(1);
  }
  std::vector<std::string> names;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line.substr(0, line.find('#')));
    std::string name, which;
    if (words >> name >> which && which == set) names.push_back(name);
  }
  return names;
}

int percentile(std::vector<int> values, double p) {
  if (values.empty()) return -1;
  std::sort(values.begin(), values.end());
  return values[std::min(values.size() - 1, static_cast<size_t>(p * static_cast<double>(values.size())))];
}

// --screens TSV...: screenshots (tests/data/reader/screens/screens.tsv, this
// page's; tests/data/reader/apps/apps.tsv, other apps'), each line a PNG's
// name beside the TSV, the digits it shows and its 729 marks (- for none),
// read as `pencilmark read --marks` reads them. One JSON object: shots, found,
// read_right (every digit), wrong_unmarked (a wrong digit not marked unsure),
// marks_shots and marks_right (every mark, of those with marks), false_marks
// (marks read in a screenshot without any), ms_per_shot (decoding apart).
int screens_bench(const std::vector<std::string>& tables, bool verbose) {
  int shots = 0, found = 0, read_right = 0, wrong_unmarked = 0, marks_shots = 0, marks_right = 0, false_marks = 0;
  double read_ms = 0;
  for (const auto& table : tables) {
    std::ifstream in(table);
    if (!in) {
      std::fprintf(stderr, "reader-bench: cannot read %s\n", table.c_str());
      return 1;
    }
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream fields(line);
      std::string name, digits, marks;
      std::getline(fields, name, '\t'), std::getline(fields, digits, '\t'), std::getline(fields, marks, '\t');
      const auto path = std::filesystem::path(table).parent_path() / (name + ".png");
      std::string problem;
      const auto picture = read_image_file(path.string(), problem);
      if (!picture) {
        std::fprintf(stderr, "reader-bench: %s\n", problem.c_str());
        return 1;
      }
      ++shots;
      const auto start = Clock::now();
      const auto reading = reader::read_picture(*picture);
      read_ms += ms_since(start);
      std::string wrong;
      if (reading) {
        ++found;
        const std::string got = reading->puzzle();
        bool unmarked = false;
        for (int c = 0; c < 81; ++c)
          if (got[c] != digits[c]) {
            unmarked = unmarked || !reading->unsure(c);
            wrong += " " + cell_name(Cell(c)) + ":" + digits[c] + ">" + got[c] + (reading->unsure(c) ? "?" : "");
          }
        read_right += wrong.empty();
        wrong_unmarked += unmarked;
        if (marks != "-") {
          ++marks_shots;
          marks_right += reading->pencil_marks() == marks;
        } else {
          false_marks += reading->has_marks();
        }
      }
      if (verbose)
        std::fprintf(stderr, "%s %s%s%s\n", name.c_str(), reading ? "found" : "none", wrong.c_str(),
                     marks == "-" || (reading && reading->pencil_marks() == marks) ? "" : " marks wrong");
    }
  }
  std::printf(
      "{\"shots\": %d, \"found\": %d, \"read_right\": %d, \"wrong_unmarked\": %d, \"marks_shots\": %d, "
      "\"marks_right\": %d, \"false_marks\": %d, \"ms_per_shot\": %.1f}\n",
      shots, found, read_right, wrong_unmarked, marks_shots, marks_right, false_marks, shots ? read_ms / shots : 0.0);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  bool verbose = false;
  std::vector<std::string> screen_tables;
  std::string dir = std::string(PENCILMARK_SOURCE_DIR) + "/../shared/data/photos", split, set;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--verbose") == 0)
      verbose = true;
    else if (std::strcmp(argv[i], "--split") == 0 && i + 1 < argc)
      split = argv[++i];
    else if (std::strcmp(argv[i], "--set") == 0 && i + 1 < argc)
      set = argv[++i];
    else if (std::strcmp(argv[i], "--screens") == 0)
      while (i + 1 < argc && argv[i + 1][0] != '-') screen_tables.push_back(argv[++i]);
    else
      dir = argv[i];
  }
  if (!screen_tables.empty()) return screens_bench(screen_tables, verbose);
  if (split.empty() != set.empty()) {
    std::fprintf(stderr, "reader-bench: --split FILE and --set train|heldout go together\n");
    return 2;
  }
  std::vector<std::filesystem::path> photos;
  if (!split.empty()) {
    for (const auto& name : split_names(split, set)) photos.push_back(std::filesystem::path(dir) / (name + ".jpg"));
  } else {
    for (const auto& entry : std::filesystem::directory_iterator(dir))
      if (entry.path().extension() == ".jpg") photos.push_back(entry.path());
  }
  std::sort(photos.begin(), photos.end());
  if (photos.empty()) {
    std::fprintf(stderr, "reader-bench: no .jpg photos in %s\n", dir.c_str());
    return 1;
  }
  int found = 0, empty_agrees = 0, cells_agree = 0;
  int read_right = 0, wrong_all_unsure = 0, wrong_unmarked = 0, cells_right = 0, unsure_right = 0, unsure_wrong = 0;
  int empty_as_digit = 0, digit_as_empty = 0, digit_as_other = 0;
  double decode_ms = 0, read_ms = 0, classify_ms = 0;
  std::vector<int> empty_ink, digit_ink;
  for (const auto& path : photos) {
    std::string problem;
    auto start = Clock::now();
    const auto photo = read_image_file(path.string(), problem);
    decode_ms += ms_since(start);
    if (!photo) {
      std::fprintf(stderr, "reader-bench: %s\n", problem.c_str());
      return 1;
    }
    start = Clock::now();
    const auto grid = reader::find_grid(*photo);
    std::array<reader::CellImage, 81> cells{};
    reader::FaintCells faint;
    reader::GridReading reading;
    if (grid) {
      cells = reader::cut_cells(*photo, *grid, &faint);
      const auto classify_start = Clock::now();
      reading = reader::read_grid(cells, &faint);
      classify_ms += ms_since(classify_start);
    }
    read_ms += ms_since(start);
    int agree = 0, wrong = 0, unmarked = 0;
    std::string wrong_cells;
    if (grid) {
      ++found;
      const auto digits = read_digits(std::filesystem::path(path).replace_extension(".dat").string());
      if (digits.size() != 81) {
        std::fprintf(stderr, "reader-bench: %s: no 81 digits in its .dat\n", path.c_str());
        return 1;
      }
      for (int c = 0; c < 81; ++c) {
        const int ink = reader::ink_pixels(cells[c]);
        (digits[c] ? digit_ink : empty_ink).push_back(ink);
        agree += reader::looks_empty(cells[c]) == (digits[c] == 0);
        const int got = reading.digits[c];
        const bool unsure = reading.unsure[c];
        if (got == digits[c]) {
          ++cells_right;
          unsure_right += unsure;
          continue;
        }
        ++wrong;
        unsure_wrong += unsure;
        unmarked += !unsure;
        (digits[c] == 0 ? empty_as_digit : got == 0 ? digit_as_empty : digit_as_other) += 1;
        wrong_cells += " r" + std::to_string(c / 9 + 1) + "c" + std::to_string(c % 9 + 1) + ":" +
                       std::to_string(digits[c]) + ">" + std::to_string(got) + (unsure ? "?" : "");
      }
      cells_agree += agree;
      empty_agrees += agree >= 78;
      read_right += wrong == 0;
      wrong_all_unsure += wrong > 0 && unmarked == 0;
      wrong_unmarked += unmarked > 0;
    }
    if (verbose) {
      std::fprintf(stderr, "%s %s", path.filename().c_str(), grid ? "found" : "none");
      if (grid)
        for (const auto& p : grid->corners) std::fprintf(stderr, " %.1f,%.1f", p.x, p.y);
      std::fprintf(stderr, " agree %d wrong %d%s\n", agree, wrong, wrong_cells.c_str());
    }
  }
  const double total = static_cast<double>(photos.size());
  std::printf(
      "{\"found\": %d, \"total\": %zu, \"empty_agrees\": %d, \"cells_agree\": %d, \"cells\": %d, "
      "\"read_right\": %d, \"wrong_all_unsure\": %d, \"wrong_unmarked\": %d, \"cells_right\": %d, "
      "\"unsure_right\": %d, \"unsure_wrong\": %d, \"empty_as_digit\": %d, \"digit_as_empty\": %d, "
      "\"digit_as_other\": %d, \"sure_confidence\": %.3f, "
      "\"ms_per_photo\": %.1f, \"classify_ms_per_photo\": %.1f, \"decode_ms_per_photo\": %.1f, "
      "\"empty_ink\": [%d, %d], \"digit_ink\": [%d, %d]}\n",
      found, photos.size(), empty_agrees, cells_agree, found * 81, read_right, wrong_all_unsure, wrong_unmarked,
      cells_right, unsure_right, unsure_wrong, empty_as_digit, digit_as_empty, digit_as_other,
      static_cast<double>(reader::kSureConfidence), read_ms / total, classify_ms / total, decode_ms / total,
      percentile(empty_ink, 1.0), percentile(empty_ink, 0.99), percentile(digit_ink, 0.01), percentile(digit_ink, 0.0));
  return 0;
}
