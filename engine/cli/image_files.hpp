// Reading JPEG and PNG files to gray pictures for the reader, natively (the
// CLI, the tests and the bench): libjpeg(-turbo) and libpng. The page decodes
// pictures itself (a canvas gives RGBA), so none of this is in the wasm build.
#pragma once

#include <optional>
#include <string>

#include "reader/image.hpp"

namespace pencilmark {

// The file as gray (JPEG or PNG, told apart by their first bytes), or nothing
// with the problem in `problem`.
std::optional<reader::GrayImage> read_image_file(const std::string& path, std::string& problem);

// A cell or any gray picture as a binary PGM (P5) file; false when it cannot be written.
bool write_pgm(const std::string& path, const uint8_t* pixels, int width, int height);

}  // namespace pencilmark
