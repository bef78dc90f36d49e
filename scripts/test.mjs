// Runs every test suite after the build: the native Catch2 tests, the same tests
// built with AddressSanitizer + UndefinedBehaviorSanitizer (clang-14), the node tests
// of the JS API, and the browser tests in Debian's Chromium. Ends with one line,
// "total: N passed, M failed", and a non-zero exit when anything failed.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_PATH: `/usr/share/nodejs${process.env.NODE_PATH ? `:${process.env.NODE_PATH}` : ''}` };

function run(command, args) {
  return new Promise((done) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => { output += chunk; process.stdout.write(chunk); });
    child.stderr.on('data', (chunk) => { output += chunk; process.stderr.write(chunk); });
    child.on('close', (code) => done({ code, output }));
  });
}

function ctestCounts(output) {
  const m = output.match(/tests passed, (\d+) tests? failed out of (\d+)/);
  return m ? { failed: Number(m[1]), passed: Number(m[2]) - Number(m[1]) } : null;
}

function nodeTestCounts(output) {
  const pass = output.match(/^ℹ pass (\d+)/m), fail = output.match(/^ℹ fail (\d+)/m);
  return pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null;
}

const asanFlags = [
  '-S', '.', '-B', 'build/asan', '-DCMAKE_BUILD_TYPE=RelWithDebInfo', '-DCMAKE_CXX_COMPILER=clang++-14',
  '-DPENCILMARK_SANITIZE=ON', '--log-level=WARNING',
];

const stages = [
  { name: 'engine (Catch2)', steps: [['ctest', ['--test-dir', 'build/native', '--output-on-failure']]], counts: ctestCounts },
  {
    name: 'engine with ASan+UBSan',
    steps: [
      ['cmake', asanFlags],
      ['cmake', ['--build', 'build/asan', '--target', 'pencilmark_tests', '-j', '2']],
      ['ctest', ['--test-dir', 'build/asan', '--output-on-failure']],
    ],
    counts: ctestCounts,
  },
  {
    name: 'JS API (node)',
    steps: [['node', ['--disallow-code-generation-from-strings', '--test', '--test-reporter=spec', 'tests/js/']]],
    counts: nodeTestCounts,
  },
  { name: 'page (Chromium)', steps: [['node', ['--test', '--test-reporter=spec', 'tests/browser/']]], counts: nodeTestCounts },
];

let passed = 0, failed = 0;
const summary = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name}`);
  let result;
  for (const [command, args] of stage.steps) {
    result = await run(command, args);
    if (result.code !== 0) break;
  }
  const counts = stage.counts(result.output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A stage that broke before its tests ran counts as one failure.
  if (result.code !== 0 && (!counts || counts.failed === 0)) failed += 1;
  summary.push(`${stage.name}: ${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'did not run its tests'}${result.code ? ` (exit ${result.code})` : ''}`);
}
console.log(`\n${summary.join('\n')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
