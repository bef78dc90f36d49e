#!/usr/bin/env bash
# npm run fuzz [-- SECONDS]: builds the libFuzzer target (clang-14, ASan+UBSan) and
# runs it for SECONDS (default 300) on fuzz/corpus, seeded from fuzz/seeds.
# Crashing inputs land in fuzz/artifacts/. Not part of npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
seconds=${1:-300}
mkdir -p build/fuzz fuzz/corpus fuzz/artifacts
clang++-14 -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -Iengine fuzz/fuzz_parse_solve.cpp $(ls engine/*/*.cpp engine/logic/techniques/*.cpp | grep -v engine/cli/) \
  -o build/fuzz/fuzz_parse_solve
build/fuzz/fuzz_parse_solve fuzz/corpus fuzz/seeds -max_total_time="$seconds" -max_len=2048 \
  -timeout=10 -artifact_prefix=fuzz/artifacts/ -print_final_stats=1
