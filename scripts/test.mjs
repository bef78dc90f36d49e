// Runs every test suite after the build: a clang-format check, the native Catch2 tests, the same tests
// built with AddressSanitizer + UndefinedBehaviorSanitizer (clang-14), the node tests
// of the JS API, and the browser tests in Debian's Chromium. Ends with one line,
// "total: N passed, M failed, K skipped", and a non-zero exit when anything failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const parallel = ['--parallel', String(availableParallelism())];
const env = { ...process.env, NODE_PATH: `/usr/share/nodejs${process.env.NODE_PATH ? `:${process.env.NODE_PATH}` : ''}` };

function run(command, args, extraEnv = {}) {
  return new Promise((done) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => { output += chunk; process.stdout.write(chunk); });
    child.stderr.on('data', (chunk) => { output += chunk; process.stderr.write(chunk); });
    child.on('close', (code) => done({ code, output }));
  });
}

// Summed over the stage's ctest runs.
function ctestCounts(output) {
  const runs = [...output.matchAll(/tests passed, (\d+) tests? failed out of (\d+)/g)];
  if (!runs.length) return null;
  // ctest counts a skipped test as not failed, and lists it under "did not run".
  const skipped = (output.match(/\(Skipped\)/g) ?? []).length;
  const failed = runs.reduce((sum, m) => sum + Number(m[1]), 0);
  const total = runs.reduce((sum, m) => sum + Number(m[2]), 0);
  return { failed, passed: total - failed - skipped, skipped };
}

function nodeTestCounts(output) {
  const count = (word) => Number(output.match(new RegExp(`^ℹ ${word} (\\d+)`, 'm'))?.[1] ?? NaN);
  const [passed, failed, skipped] = ['pass', 'fail', 'skipped'].map(count);
  return Number.isNaN(passed) || Number.isNaN(failed) ? null : { passed, failed, skipped: skipped || 0 };
}

const asanFlags = [
  '-S', '.', '-B', 'build/asan', '-DCMAKE_BUILD_TYPE=RelWithDebInfo', '-DCMAKE_CXX_COMPILER=clang++-14',
  '-DPENCILMARK_SANITIZE=ON', '--log-level=WARNING',
];

// The C++ sources as clang-format (.clang-format) writes them: one test, pass or fail.
function formatCounts(output) {
  return { passed: /^format: clean/m.test(output) ? 1 : 0, failed: /^format: clean/m.test(output) ? 0 : 1, skipped: 0 };
}

const stages = [
  {
    name: 'C++ formatting (clang-format)',
    steps: [['bash', ['-c', 'clang-format --dry-run --Werror $(git ls-files "*.cpp" "*.hpp") && echo "format: clean"']]],
    counts: formatCounts,
  },
  { name: 'engine (Catch2)', steps: [['ctest', ['--test-dir', 'build/native', '--output-on-failure', ...parallel]]], counts: ctestCounts },
  {
    // The unit tests whole, and a tenth of the sweeps over real puzzle sets (labelled
    // slow): they run whole natively, and take four times as long under the sanitizers.
    name: 'engine with ASan+UBSan',
    steps: [
      ['cmake', asanFlags],
      ['cmake', ['--build', 'build/asan', '--target', 'pencilmark_tests', ...parallel]],
      ['ctest', ['--test-dir', 'build/asan', '--output-on-failure', '--label-exclude', 'slow', ...parallel]],
      ['ctest', ['--test-dir', 'build/asan', '--output-on-failure', '--label-regex', 'slow', ...parallel], { PENCILMARK_TEST_SAMPLE: '10' }],
    ],
    counts: ctestCounts,
  },
  {
    name: 'JS API (node)',
    // Two files at once (node's default is one fewer than the cores): 24 s from 34.
    steps: [['node', ['--disallow-code-generation-from-strings', '--test', '--test-concurrency=2', '--test-reporter=spec', 'tests/js/']]],
    counts: nodeTestCounts,
  },
  // Two files at once: a browser test waits on the page most of its time (13 minutes one at a time, 8 so).
  { name: 'page (Chromium)', steps: [['node', ['--test', '--test-concurrency=2', '--test-reporter=spec', 'tests/browser/']]], counts: nodeTestCounts },
];

let passed = 0, failed = 0, skipped = 0;
const summary = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name}`);
  const began = Date.now();
  let result;
  let output = '';
  for (const [command, args, extraEnv] of stage.steps) {
    result = await run(command, args, extraEnv);
    output += result.output;
    if (result.code !== 0) break;
  }
  const counts = stage.counts(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  // A stage that broke before its tests ran counts as one failure.
  if (result.code !== 0 && (!counts || counts.failed === 0)) failed += 1;
  const took = `${Math.round((Date.now() - began) / 1000)} s`;
  summary.push(`${stage.name}: ${counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : 'did not run its tests'}${result.code ? ` (exit ${result.code})` : ''}, ${took}`);
}
console.log(`\n${summary.join('\n')}`);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
