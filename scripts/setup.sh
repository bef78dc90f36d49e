#!/usr/bin/env bash
# Installs what the build and the tests need, and skips what is already there:
# Debian packages (compilers, Emscripten, Catch2, Chromium, clang's sanitizer and
# fuzzer runtimes, qqwing for the generator bench, librsvg2-bin for PNG pictures and printed booklets' PDF,
# poppler-utils for the print tests' look into those PDFs (pdfinfo, pdftotext), libjpeg62-turbo-dev and
# libpng-dev for the CLI's photo reader), then the npm devDependencies. No browser or toolchain is
# downloaded from anywhere else. With --check, installs nothing: lists what is
# missing and fails when something is (scripts/build.sh runs it first).
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(cmake g++ clang-format emscripten catch2 chromium clang-14 libclang-rt-14-dev qqwing librsvg2-bin
  poppler-utils libjpeg62-turbo-dev libpng-dev)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ "${1:-}" = "--check" ]; then
  ((${#missing[@]} == 0)) || { echo "setup: missing Debian packages: ${missing[*]}"; exit 1; }
  [ -f node_modules/.package-lock.json ] || { echo "setup: the npm devDependencies are not installed"; exit 1; }
  # A lock newer than the install (a devDependency added, such as the build's esbuild) reinstalls.
  [ ! package-lock.json -nt node_modules/.package-lock.json ] || { echo "setup: package-lock.json is newer than node_modules"; exit 1; }
  exit 0
fi
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} (apt-get)"
  sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q "${missing[@]}"
fi

# npm keeps a copy of the lock it installed from; reinstall when package-lock.json is newer.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm devDependencies (npm ci)"
  npm ci --no-audit --no-fund
fi
