// Runs the test suites after the build. `node scripts/test.mjs` (npm test) runs every suite: a
// clang-format check, the native Catch2 tests, the same tests built with AddressSanitizer +
// UndefinedBehaviorSanitizer (clang-14), the node tests of the JS API, and the browser tests in
// Debian's Chromium. `--quick` (npm run test:quick) is the edit loop's tier: the Catch2 tests but
// the sweeps labelled slow, the JS API tests, and one smoke test of the page (it loads, a digit is
// played, a hint shows). Either ends with one line, "total: N passed, M failed, K skipped", and a
// non-zero exit when anything failed.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const cores = availableParallelism();
const parallel = ['--parallel', String(cores)];
// The lanes still running (below): a step of the engine's lane that starts while the page's lane
// runs takes a core fewer, so the pages are not starved (their tests wait on timers and workers,
// and time out on a machine whose every core compiles).
let lanesRunning = 0;
const engineJobs = () => ['--parallel', String(lanesRunning > 1 ? Math.max(1, cores - 1) : cores)];
const env = { ...process.env, NODE_PATH: `/usr/share/nodejs${process.env.NODE_PATH ? `:${process.env.NODE_PATH}` : ''}` };

const children = new Set();

// Runs a command; its output goes to `write` as it comes (live, or into a stage's buffer).
function run(command, args, extraEnv = {}, write = (chunk) => process.stdout.write(chunk)) {
  return new Promise((done) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    child.stdout.on('data', (chunk) => { output += chunk; write(chunk); });
    child.stderr.on('data', (chunk) => { output += chunk; write(chunk); });
    child.on('close', (code) => { children.delete(child); done({ code, output }); });
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

// Summed over the stage's node --test runs (the browser files run one node --test each).
function nodeTestCounts(output) {
  const count = (word) => [...output.matchAll(new RegExp(`^ℹ ${word} (\\d+)`, 'gm'))].map((m) => Number(m[1]));
  const [passed, failed, skipped] = ['pass', 'fail', 'skipped'].map(count);
  if (!passed.length || passed.length !== failed.length) return null;
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  return { passed: sum(passed), failed: sum(failed), skipped: sum(skipped) };
}

// Line tables only, not full debug info: a sanitizer's report still names each frame's file and
// line, and the build takes 11% less CPU (2m24 s from 2m42 s on the 2-core machine), which the
// page's lane beside it gets back.
const asanFlags = [
  '-S', '.', '-B', 'build/asan', '-DCMAKE_BUILD_TYPE=RelWithDebInfo', '-DCMAKE_CXX_COMPILER=clang++-14',
  '-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG',
  '-DPENCILMARK_SANITIZE=ON', '--log-level=WARNING',
];

// The C++ sources as clang-format (.clang-format) writes them: one test, pass or fail.
function formatCounts(output) {
  return { passed: /^format: clean/m.test(output) ? 1 : 0, failed: /^format: clean/m.test(output) ? 0 : 1, skipped: 0 };
}

// The browser files, the longest first so that two at a time end together (alphabetical order
// left page.test.mjs, the longest, in the middle and storage.test.mjs near the end). Seconds each
// file took in a fresh clone's run at 3f9b4d2 on the quiet 2-core machine, beside the sanitizers'
// build; only the order comes from here, and a file not listed goes first, as it may be long. The
// summary prints each file's time: list a new file here.
const browserSeconds = {
  'page.test.mjs': 71, 'storage.test.mjs': 69, 'games.test.mjs': 62, 'play.test.mjs': 41, 'learn.test.mjs': 41,
  'picture.test.mjs': 36, 'embed-frame.test.mjs': 36, 'language.test.mjs': 23, 'techniques.test.mjs': 20,
  'offline.test.mjs': 19, 'print.test.mjs': 17, 'embed.test.mjs': 17, 'layout.test.mjs': 17, 'marks.test.mjs': 15,
  'review.test.mjs': 11, 'snippets.test.mjs': 7, 'worker.test.mjs': 6, 'a11y.test.mjs': 6, 'first-load.test.mjs': 5,
};
const browserFiles = readdirSync(resolve(root, 'tests/browser'))
  .filter((name) => name.endsWith('.test.mjs'))
  .sort((a, b) => (browserSeconds[b] ?? Infinity) - (browserSeconds[a] ?? Infinity) || a.localeCompare(b));

// A step is [command, args, extraEnv]; a pool step runs its commands `width` at a time, each
// one's output printed whole when it ends (two files' lines never interleave), and notes how
// long each took.
function pool(width, jobs) {
  return { pool: width, jobs };
}

const format = {
  name: 'C++ formatting (clang-format)',
  steps: [['bash', ['-c', 'clang-format --dry-run --Werror $(git ls-files "*.cpp" "*.hpp") && echo "format: clean"']]],
  counts: formatCounts,
};
const jsApi = {
  name: 'JS API (node)',
  // Two files at once (node's default is one fewer than the cores): 24 s from 34.
  steps: [['node', ['--disallow-code-generation-from-strings', '--test', '--test-concurrency=2', '--test-reporter=spec', 'tests/js/']]],
  counts: nodeTestCounts,
};

// Two lanes at once on the 2-core machine: the engine's stages, which keep the cores busy
// (compiling, the sweeps), beside the JS API and the browser files, which wait on pages and
// workers much of their time.
// The engine's lane was the longer (2026-12-02, a fresh clone on the quiet machine: 521 s
// against the page's 352), so the native sweeps over real puzzle sets (labelled slow, about
// 110 CPU-s) run at the end of the page's lane, beside the sanitizers' tests; so the two end
// together (at 3f9b4d2: 435 s and 433 s).
const engineLane = [
  format,
  {
    name: 'engine (Catch2, but the sweeps)',
    steps: [() => ['ctest', ['--test-dir', 'build/native', '--output-on-failure', '--label-exclude', 'slow', ...engineJobs()]]],
    counts: ctestCounts,
  },
  {
    // The unit tests whole, and a tenth of the sweeps over real puzzle sets (labelled
    // slow): they run whole natively, and take four times as long under the sanitizers.
    name: 'engine with ASan+UBSan',
    steps: [
      ['cmake', asanFlags],
      () => ['cmake', ['--build', 'build/asan', '--target', 'pencilmark_tests', ...engineJobs()]],
      () => ['ctest', ['--test-dir', 'build/asan', '--output-on-failure', '--label-exclude', 'slow', ...engineJobs()]],
      () => ['ctest', ['--test-dir', 'build/asan', '--output-on-failure', '--label-regex', 'slow', ...engineJobs()], { PENCILMARK_TEST_SAMPLE: '10' }],
    ],
    counts: ctestCounts,
  },
];
const pageLane = [
  jsApi,
  {
    // Two files at once: a browser test waits on the page most of its time (13 minutes one at a time, 8 so).
    name: 'page (Chromium)',
    steps: [pool(2, browserFiles.map((file) => [file, 'node', ['--test', '--test-reporter=spec', `tests/browser/${file}`]]))],
    counts: nodeTestCounts,
  },
  {
    name: 'engine sweeps (Catch2, the slow ones)',
    steps: [() => ['ctest', ['--test-dir', 'build/native', '--output-on-failure', '--label-regex', 'slow', ...engineJobs()]]],
    counts: ctestCounts,
  },
];
const fullLanes = [engineLane, pageLane];

// The smoke test: the page loads a puzzle, a wrong digit is played and the hint points it out
// (then Apply takes it back), and the page logged no error, failed request or CSP violation.
const smokePattern = '^(a hint starts from the player|no console errors, failed requests or CSP violations)';
const quickStages = [
  {
    name: 'engine (Catch2, without the slow sweeps)',
    steps: [['ctest', ['--test-dir', 'build/native', '--output-on-failure', '--label-exclude', 'slow', ...parallel]]],
    counts: ctestCounts,
  },
  jsApi,
  {
    name: 'page smoke test (Chromium)',
    steps: [['node', ['--test', '--test-reporter=spec', `--test-name-pattern=${smokePattern}`, 'tests/browser/page.test.mjs']]],
    // node 20 lists the tests the pattern leaves out as skipped: they are not run, not counted.
    counts: (output) => {
      const counts = nodeTestCounts(output);
      const filtered = (output.match(/# test name does not match pattern$/gm) ?? []).length;
      return counts && { ...counts, skipped: counts.skipped - filtered };
    },
  },
];

// What a run said of its failures, to print again under the summary (the end of a CI log is
// often all that is shown of it): node's "failing tests" section, ctest's list of failed tests.
function failureReport(output) {
  const from = (marker, lines) => {
    const at = output.indexOf(marker);
    return at < 0 ? '' : output.slice(at).split('\n').slice(0, lines).join('\n').trimEnd();
  };
  return [from('✖ failing tests:', 80), from('The following tests FAILED:', 30)].filter(Boolean);
}
const failureReports = [];

async function runPool({ pool: width, jobs }, write, times) {
  let next = 0, code = 0, output = '';
  async function worker() {
    while (next < jobs.length) {
      const [label, command, args, extraEnv] = jobs[next++];
      const began = Date.now();
      let buffer = '';
      const result = await run(command, args, extraEnv, (chunk) => { buffer += chunk; });
      times.push([label, Math.round((Date.now() - began) / 1000)]);
      write(buffer);
      output += result.output;
      if (result.code !== 0) {
        code = result.code;
        failureReports.push(...failureReport(result.output).map((report) => `${label}:\n${report}`));
      }
    }
  }
  await Promise.all(Array.from({ length: width }, worker));
  return { code, output };
}

async function runStage(stage, write) {
  write(`\n=== ${stage.name}\n`);
  const began = Date.now();
  const times = [];
  let result;
  let output = '';
  for (let step of stage.steps) {
    if (typeof step === 'function') step = step();
    if (!step.pool) write(`# ${step[0]} ${step[1].join(' ')}\n`);
    const stepBegan = Date.now();
    result = step.pool ? await runPool(step, write, times) : await run(step[0], step[1], step[2], write);
    if (!step.pool) write(`# ${step[0]}: ${Math.round((Date.now() - stepBegan) / 1000)} s\n`);
    output += result.output;
    if (result.code !== 0) {
      if (!step.pool) failureReports.push(...failureReport(result.output).map((report) => `${stage.name}:\n${report}`));
      break;
    }
  }
  const counts = stage.counts(output);
  // A stage that broke before its tests ran counts as one failure.
  const broke = result.code !== 0 && (!counts || counts.failed === 0);
  const took = `${Math.round((Date.now() - began) / 1000)} s`;
  const files = times.length ? ` (${times.sort((a, b) => b[1] - a[1]).map(([label, s]) => `${label.replace('.test.mjs', '')} ${s}`).join(', ')})` : '';
  return {
    counts, broke,
    line: `${stage.name}: ${counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : 'did not run its tests'}${result.code ? ` (exit ${result.code})` : ''}, ${took}${files}`,
  };
}

// The lanes run at once, each its stages in order. The first lane still running prints as it
// goes; a lane behind it keeps its output and prints it whole once the lanes before it are done,
// so the log reads lane by lane.
async function runLanes(lanes) {
  const running = lanes.map(() => true);
  lanesRunning = lanes.length;
  const held = lanes.map(() => '');
  const live = (lane) => running.slice(0, lane).every((r) => !r);
  // Stopped (Ctrl+C, a CI timeout): what the later lanes kept is printed before the end.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      for (const text of held) process.stdout.write(text);
      process.exit(1);
    });
  }
  const results = await Promise.all(lanes.map(async (stages, lane) => {
    const write = (chunk) => { if (live(lane)) process.stdout.write(chunk); else held[lane] += chunk; };
    const lines = [];
    for (const stage of stages) {
      const result = await runStage(stage, write);
      // A lane that prints later says at once how its stage went (in case the run is stopped).
      if (!live(lane)) process.stdout.write(`\n[${result.line}; its output follows the lanes before it]\n`);
      lines.push(result);
    }
    running[lane] = false;
    lanesRunning -= 1;
    // Hand on: the next lanes, now first, print what they kept.
    for (let next = lane + 1; next < lanes.length && live(next); next++) {
      process.stdout.write(held[next]);
      held[next] = '';
      if (running[next]) break;
    }
    return lines;
  }));
  return results.flat();
}

const began = Date.now();
const results = await runLanes(quick ? [quickStages] : fullLanes);
let passed = 0, failed = 0, skipped = 0;
for (const { counts, broke } of results) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (broke) failed += 1;
}
if (failureReports.length) console.log(`\n=== the failures again (each in its stage's output above)\n${failureReports.join('\n\n')}`);
console.log(`\n${results.map((r) => r.line).join('\n')}`);
console.log(`tests took ${Math.round((Date.now() - began) / 1000)} s`);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
