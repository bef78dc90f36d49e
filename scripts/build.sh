#!/usr/bin/env bash
# Builds the native engine, CLI and tests (build/native), the wasm module
# (build/wasm), and assembles the static site in dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's emcc needs node's acorn module, which lives in /usr/share/nodejs.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
jobs=$(nproc)

# A fresh machine lacks the compilers, Emscripten or Catch2: setup installs them.
if ! bash scripts/setup.sh --check; then
  echo "build: running scripts/setup.sh first (npm run setup)"
  bash scripts/setup.sh || { echo "build: setup failed; run 'npm run setup' (as a user who may use sudo apt-get)"; exit 1; }
fi

# The native build with clang (setup installs it for the sanitizers): its engine
# grades magictour_top1465 2-4% faster than GCC 12's, and builds in 61 s, not 79.
# CXX=g++ builds with GCC. A build folder configured with another compiler is
# begun afresh: CMake's own reset on a new compiler drops the build type, and
# would leave an unoptimized build.
native_cxx=$(command -v "${CXX:-clang++-14}") || { echo "build: no compiler ${CXX:-clang++-14}" >&2; exit 1; }
if [ -f build/native/CMakeCache.txt ] && ! grep -qx "CMAKE_CXX_COMPILER:[A-Z]*=$native_cxx" build/native/CMakeCache.txt; then
  echo "build: build/native was configured with another compiler; building it afresh with $native_cxx"
  rm -rf build/native
fi
began=$SECONDS
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$native_cxx" --log-level=WARNING
cmake --build build/native -j "$jobs"
native_took=$((SECONDS - began))

began=$SECONDS
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release --log-level=WARNING > /dev/null
cmake --build build/wasm -j "$jobs"
wasm_took=$((SECONDS - began))

rm -rf dist
mkdir -p dist
cp -R public/. dist/
# The pages get one stylesheet, written into each page (no request before their
# first paint); the embed fetches board.css alone.
rm dist/style.css
node scripts/inline-css.mjs dist public/board.css public/style.css
cp web/*.js web/*.d.ts dist/
# Each language's words but English's (which the engine has built in): its .ftl
# files one after another, as the native build compiles them in. The engine is
# given a language's when a reader chooses it (web/engine.js, loadLanguage).
for dir in locales/*/; do
  language=$(basename "$dir")
  [ "$language" = en ] && continue
  for file in $(ls "$dir"*.ftl | LC_ALL=C sort); do cat "$file"; echo; done > "dist/words-$language.ftl"
done
# The page's messages in each language, English too: messages-LANG.ftl, its
# locales/LANG/messages/*.ftl one after another (web/messages.js loads them),
# without the comments (for translators: a line that starts with # is one).
for dir in locales/*/messages/; do
  language=$(basename "$(dirname "$dir")")
  for file in $(ls "$dir"*.ftl | LC_ALL=C sort); do grep -v '^#' "$file"; echo; done > "dist/messages-$language.ftl"
done
# The pages' own words in each language but English (theirs): page-LANG.json.
node scripts/page-words.mjs dist
# Our modules as served: their comments out (every line kept where it was).
node scripts/strip-comments.mjs dist $(cd web && ls -- *.js)
# lz-string (npm, WTFPL) compresses f-puzzles' and SudokuPad's links and our own
# share links; its one file is a script, made an ES module here for the page,
# the worker and node alike.
{ cat node_modules/lz-string/libs/lz-string.js; echo 'export default LZString;'; } > dist/lz-string.js
# pako (npm, MIT and zlib) is zlib for sudoku.coach's strings; its UMD file
# fills the exports object it is given.
{ echo 'const exports = {}, module = { exports };'; cat node_modules/pako/dist/pako.min.js; echo; echo 'export default exports;'; } > dist/pako.js
# @fluent/bundle (npm, Apache-2.0) says those messages: one module for the page's
# bundle (a part it loads after Ready), the element and node alike.
npx esbuild node_modules/@fluent/bundle/esm/index.js --bundle --format=esm --minify --log-level=warning --outfile=dist/fluent-bundle.js
rm dist/sw.js  # a template: make-sw.mjs writes the real one last
# The engine and the solver alone, each in two builds; one JS loader serves a
# module's two builds (web/engine.js picks the wasm file).
for module in wasm solver; do
  cmp -s "build/wasm/pencilmark-$module.mjs" <(sed "s/pencilmark-$module-simd\.wasm/pencilmark-$module.wasm/g" "build/wasm/pencilmark-$module-simd.mjs") ||
    { echo "build: the SIMD and scalar $module loaders differ; engine.js assumes one" >&2; exit 1; }
  cp "build/wasm/pencilmark-$module.mjs" "build/wasm/pencilmark-$module.wasm" "build/wasm/pencilmark-$module-simd.wasm" dist/
done
# The lite solver (without other apps' JSON forms: the pages' first load) has the
# solver's exports, and the solver's loader serves its two builds too.
for build in solver-lite solver-lite-simd; do
  cmp -s build/wasm/pencilmark-solver.mjs <(sed "s/pencilmark-$build\.wasm/pencilmark-solver.wasm/g" "build/wasm/pencilmark-$build.mjs") ||
    { echo "build: the $build loader differs from the solver's; engine.js assumes one" >&2; exit 1; }
  cp "build/wasm/pencilmark-$build.wasm" dist/
done
cp build/wasm/pencilmark-reader.mjs build/wasm/pencilmark-reader.wasm dist/
node scripts/make-palette.mjs dist
# The page and the engine's worker as they load: bundled and minified (the
# per-module files above stay, for the package, the element and the tests).
node scripts/bundle.mjs dist
# The board's empty cells and the script that fills in its digits, in the page's HTML.
node scripts/first-paint.mjs dist
node scripts/make-icons.mjs dist
node scripts/make-techniques.mjs dist data/technique_examples.txt
node scripts/make-sw.mjs dist
echo "build: CLI at build/native/pencilmark, site in dist/ ($(du -sh dist | cut -f1)); native ${native_took} s, wasm ${wasm_took} s"
