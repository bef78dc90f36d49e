// pencilmark-reader-bench [--verbose] [DIR]: the photo reader's first stages on
// the shared photos (DIR, default ../shared/data/photos: imageN.jpg with
// imageN.dat, whose last 9 lines are the digits, 0 for empty). Prints one JSON
// object:
//   found          photos whose grid was found
//   empty_agrees   of those, photos whose empty-cell test agrees with the .dat
//                  on at least 78 of the 81 cells (a check that the outline is
//                  the grid's: a misplaced one cuts cells that disagree)
//   cells_agree    cells whose empty test agrees, over the found photos
//   ms_per_photo   finding and cutting, per photo; decode_ms_per_photo apart
//   empty_ink, digit_ink  percentiles (max, 99%; 1%, min) of the ink of empty
//                  cells and of cells with a digit: what kMaxEmptyInk is set from
// --verbose: one line per photo on standard error.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/image_files.hpp"
#include "reader/cells.hpp"
#include "reader/grid_finder.hpp"

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

int percentile(std::vector<int> values, double p) {
  if (values.empty()) return -1;
  std::sort(values.begin(), values.end());
  return values[std::min(values.size() - 1, static_cast<size_t>(p * static_cast<double>(values.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  bool verbose = false;
  std::string dir = std::string(PENCILMARK_SOURCE_DIR) + "/../shared/data/photos";
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--verbose") == 0)
      verbose = true;
    else
      dir = argv[i];
  }
  std::vector<std::filesystem::path> photos;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".jpg") photos.push_back(entry.path());
  std::sort(photos.begin(), photos.end());
  if (photos.empty()) {
    std::fprintf(stderr, "reader-bench: no .jpg photos in %s\n", dir.c_str());
    return 1;
  }
  int found = 0, empty_agrees = 0, cells_agree = 0;
  double decode_ms = 0, read_ms = 0;
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
    if (grid) cells = reader::cut_cells(*photo, *grid);
    read_ms += ms_since(start);
    int agree = 0;
    if (grid) {
      ++found;
      const auto digits = read_digits(std::filesystem::path(path).replace_extension(".dat").string());
      for (int c = 0; c < 81 && digits.size() == 81; ++c) {
        const int ink = reader::ink_pixels(cells[c]);
        (digits[c] ? digit_ink : empty_ink).push_back(ink);
        agree += reader::looks_empty(cells[c]) == (digits[c] == 0);
      }
      cells_agree += agree;
      empty_agrees += agree >= 78;
    }
    if (verbose) {
      std::fprintf(stderr, "%s %s", path.filename().c_str(), grid ? "found" : "none");
      if (grid)
        for (const auto& p : grid->corners) std::fprintf(stderr, " %.1f,%.1f", p.x, p.y);
      std::fprintf(stderr, " agree %d\n", agree);
    }
  }
  const double total = static_cast<double>(photos.size());
  std::printf(
      "{\"found\": %d, \"total\": %zu, \"empty_agrees\": %d, \"cells_agree\": %d, \"cells\": %d, "
      "\"ms_per_photo\": %.1f, \"decode_ms_per_photo\": %.1f, \"empty_ink\": [%d, %d], \"digit_ink\": [%d, %d]}\n",
      found, photos.size(), empty_agrees, cells_agree, found * 81, read_ms / total, decode_ms / total,
      percentile(empty_ink, 1.0), percentile(empty_ink, 0.99), percentile(digit_ink, 0.01), percentile(digit_ink, 0.0));
  return 0;
}
