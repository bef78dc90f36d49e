#include "cli/image_files.hpp"

#include <cerrno>
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <memory>

// jpeglib.h needs size_t and FILE declared before it.
#include <jpeglib.h>
#include <png.h>

namespace pencilmark {
namespace {

struct FileCloser {
  void operator()(FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<FILE, FileCloser>;

// libjpeg reports a fatal error by calling error_exit, which must not return:
// ours jumps back to read_jpeg with the library's message.
struct JpegErrors {
  jpeg_error_mgr manager;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

void jpeg_error_exit(j_common_ptr info) {
  auto* errors = reinterpret_cast<JpegErrors*>(info->err);
  (*info->err->format_message)(info, errors->message);
  std::longjmp(errors->jump, 1);
}

// Decoded straight to gray (libjpeg converts from YCbCr by taking Y).
bool read_jpeg(FILE* file, reader::GrayImage& image, std::string& problem) {
  jpeg_decompress_struct info;
  JpegErrors errors;
  info.err = jpeg_std_error(&errors.manager);
  errors.manager.error_exit = jpeg_error_exit;
  if (setjmp(errors.jump)) {
    problem = std::string("not a JPEG file libjpeg can read: ") + errors.message;
    jpeg_destroy_decompress(&info);
    return false;
  }
  jpeg_create_decompress(&info);
  jpeg_stdio_src(&info, file);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_GRAYSCALE;
  jpeg_start_decompress(&info);
  image.width = static_cast<int>(info.output_width);
  image.height = static_cast<int>(info.output_height);
  image.pixels.resize(static_cast<size_t>(image.width) * image.height);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = &image.pixels[static_cast<size_t>(info.output_scanline) * image.width];
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return true;
}

// libpng's simplified API: any PNG (palette, 16-bit, alpha: composed on white) to 8-bit gray.
bool read_png(const std::string& path, reader::GrayImage& image, std::string& problem) {
  png_image png;
  std::memset(&png, 0, sizeof png);
  png.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&png, path.c_str())) {
    problem = std::string("not a PNG file libpng can read: ") + png.message;
    return false;
  }
  png.format = PNG_FORMAT_GRAY;
  image.width = static_cast<int>(png.width);
  image.height = static_cast<int>(png.height);
  image.pixels.resize(PNG_IMAGE_SIZE(png));
  png_color white{255, 255, 255};
  if (!png_image_finish_read(&png, &white, image.pixels.data(), 0, nullptr)) {
    problem = std::string("not a PNG file libpng can read: ") + png.message;
    png_image_free(&png);
    return false;
  }
  return true;
}

}  // namespace

std::optional<reader::GrayImage> read_image_file(const std::string& path, std::string& problem) {
  File file(std::fopen(path.c_str(), "rb"));
  if (!file) {
    problem = "cannot open " + path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  unsigned char magic[8] = {};
  const size_t got = std::fread(magic, 1, sizeof magic, file.get());
  std::rewind(file.get());
  reader::GrayImage image;
  if (got >= 3 && magic[0] == 0xFF && magic[1] == 0xD8 && magic[2] == 0xFF) {
    if (!read_jpeg(file.get(), image, problem)) return std::nullopt;
  } else if (got == 8 && png_sig_cmp(magic, 0, 8) == 0) {
    file.reset();
    if (!read_png(path, image, problem)) return std::nullopt;
  } else {
    problem = path + " is neither a JPEG nor a PNG file";
    return std::nullopt;
  }
  if (image.width <= 0 || image.height <= 0) {
    problem = path + " has no pixels";
    return std::nullopt;
  }
  return image;
}

bool write_pgm(const std::string& path, const uint8_t* pixels, int width, int height) {
  File file(std::fopen(path.c_str(), "wb"));
  if (!file) return false;
  std::fprintf(file.get(), "P5\n%d %d\n255\n", width, height);
  const size_t bytes = static_cast<size_t>(width) * height;
  return std::fwrite(pixels, 1, bytes, file.get()) == bytes && std::fflush(file.get()) == 0;
}

}  // namespace pencilmark
