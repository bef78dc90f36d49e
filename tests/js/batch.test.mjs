// Batches on every core (issue 26): --jobs N prints the same bytes as one job, in
// input order, errors and empty answers included; --progress draws a line on
// standard error, with the total when standard input is a file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_PATH, projectData, readLines } from '../support/rules.mjs';

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// Each technique's example (easy to nested trial), with a bad line and a solved grid among them.
const puzzles = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t')[1]);
puzzles.splice(20, 0, '12x' + '.'.repeat(78), SOLVED);
const input = `${puzzles.join('\n')}\n`;

const run = (args, stdin = input) => spawnSync(CLI_PATH, args, { input: stdin, encoding: 'utf8', maxBuffer: 1 << 28 });

test('--jobs N prints what one job prints, byte for byte and in input order, for every command that reads puzzles', () => {
  for (const args of [['solve'], ['count', '--limit', '3'], ['format', '--as', 'grid'], ['grade'], ['grade', '--json'],
    ['rate'], ['rate', '--json'], ['steps'], ['find', 'x-wing']]) {
    const one = run(args);
    assert.equal(one.stderr, '', `${args[0]}: no progress line unless asked, off a terminal`);
    assert.ok(one.stdout.length > 0);
    for (const jobs of ['2', '3', '0']) {
      const many = run([...args, '--jobs', jobs]);
      assert.equal(many.status, one.status, `${args.join(' ')} --jobs ${jobs}: the same exit status`);
      assert.ok(many.stdout === one.stdout, `${args.join(' ')} --jobs ${jobs}: the same bytes`);
    }
  }
  // The bad line is an error in its place, and fails the batch.
  const graded = run(['grade', '--jobs', '2']);
  assert.equal(graded.status, 1);
  const lines = graded.stdout.trim().split('\n');
  assert.equal(lines.length, puzzles.length);
  assert.match(lines[20], /^error: bad character 'x' at position 3/);
  assert.match(lines[21], new RegExp(`^${SOLVED}\\t0\\t`));
  // Operands too.
  const some = puzzles.slice(0, 5);
  assert.equal(spawnSync(CLI_PATH, ['solve', '--jobs', '2', ...some], { encoding: 'utf8' }).stdout,
    spawnSync(CLI_PATH, ['solve', ...some], { encoding: 'utf8' }).stdout);
});

test('--progress: a line on standard error with the total when it is known, the rate and the time taken', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pencilmark-batch-'));
  try {
    const file = join(dir, 'puzzles.txt');
    writeFileSync(file, input);
    const fd = openSync(file, 'r');
    const fromFile = spawnSync(CLI_PATH, ['grade', '--jobs', '2', '--progress'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
    closeSync(fd);
    assert.equal(fromFile.stdout, run(['grade']).stdout, 'the answers unchanged');
    const n = puzzles.length;
    assert.match(fromFile.stderr, new RegExp(`^pencilmark: ${n} of ${n} puzzles, [\\d.]+ a second, in [\\d.]+ s$`, 'm'));
    for (const line of fromFile.stderr.trim().split('\n')) {
      assert.match(line, new RegExp(`^pencilmark: \\d+ of ${n} puzzles, [\\d.]+ a second, (about [\\d.:]+ s? ?left|in [\\d.]+ s)$`), line);
    }
    // From a pipe the total is not known before the end.
    const piped = run(['solve', '--progress']);
    assert.match(piped.stderr.trim().split('\n').at(-1), new RegExp(`^pencilmark: ${n} puzzles, [\\d.]+ a second, in [\\d.]+ s$`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--jobs names its range; other commands do not take it', () => {
  for (const value of ['-1', 'two', '2147483648']) {
    const bad = run(['grade', '--jobs', value]);
    assert.equal(bad.status, 2);
    assert.equal(bad.stdout, '');
    assert.match(bad.stderr, new RegExp(`--jobs takes a whole number from 0 to 2147483647, not '${value}'`));
  }
  assert.equal(spawnSync(CLI_PATH, ['generate', '--jobs', '2'], { encoding: 'utf8' }).status, 2);
});
