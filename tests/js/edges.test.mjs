// The edges of issue 13: each defect an adversarial run found, on its own input,
// through the CLI and the JS API. Errors carry their kind (err.code).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { CLI_PATH, root } from '../support/rules.mjs';

const engine = await createEngine();
const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// A puzzle with '-' blanks that starts with '--', as an argument must be able to be given.
const DASHED = '.......3....1....4.7169......9..1.......2.6596.....4..2..4..3.8.9......7.6.8..2..'.replace(/\./g, '-');

function cli(args, input) {
  const run = spawnSync(CLI_PATH, args, { encoding: 'utf8', input });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const code = (code) => (err) => { assert.equal(err.code, code, err.message); return true; };

test('score ranges no puzzle can have are refused at once, NaN too (CLI)', () => {
  for (const range of ['0-0', 'nan-nan', '100-200', 'inf-inf', '0-0.5', '4-3']) {
    const { status, out, err } = cli(['generate', '--score', range, '--seed', '7']);
    assert.equal(status, 2, `${range}: ${out}`);
    assert.equal(out, '');
    assert.match(err, /score/);
  }
});

test('score ranges no puzzle can have are refused at once (JS)', () => {
  assert.throws(() => engine.generate({ score: [0, 0], seed: 7 }), code('bad-option'));
  assert.throws(() => engine.generate({ score: [100, 200], seed: 7 }), code('bad-option'));
  assert.throws(() => engine.generate({ score: [NaN, NaN] }), code('bad-option'));
});

// Scores are discrete and the generator's reach is measured (generator.hpp):
// a range that holds no score it reaches would only run out of attempts.
const UNMEETABLE = [['11.95-11.99', /reaches scores up to \d+\.\d/], ['9.2-12', /reaches scores up to/],
  ['6.3-6.4', /no puzzle scores between 6\.2 and 6\.5/], ['9.05-9.09', /between 9\.0 and 9\.1/]];

test('a score range that holds no score the generator reaches is refused at once (CLI)', () => {
  for (const [range, reason] of UNMEETABLE) {
    const { status, out, err } = cli(['generate', '--score', range, '--seed', '7']);
    assert.equal(status, 2, `${range}: ${out}`);
    assert.equal(out, '');
    assert.match(err, reason);
  }
  const met = cli(['generate', '--score', '6.6-6.6', '--seed', '1']);
  assert.equal(met.status, 0, met.err);
  assert.equal(met.out.split('\t')[2], '6.6');
});

test('a score range that holds no score the generator reaches is refused at once (JS)', () => {
  for (const [range, reason] of UNMEETABLE) {
    const score = range.split('-').map(Number);
    assert.throws(() => engine.generate({ score, seed: 7 }), (err) => err.code === 'bad-option' && reason.test(err.message));
  }
  assert.equal(engine.generate({ score: [6.6, 6.6], seed: 1 }).grade.score, 6.6);
});

test('generate never prints a solved grid', () => {
  for (const range of ['0-0', '0-0.9', '0-1.2']) {
    const { out } = cli(['generate', '--score', range, '--seed', '7', '--attempts', '20']);
    for (const line of out.trim().split('\n').filter(Boolean)) {
      assert.ok(line.startsWith('error:') || line.split('\t')[0].includes('.'), `${range}: ${line}`);
    }
  }
});

test('the grade of a solved grid names no technique', () => {
  const { status, out } = cli(['grade', SOLVED]);
  assert.equal(status, 0);
  assert.deepEqual(out.trim().split('\t').slice(1), ['0', '0.0', '-', '0']);
  assert.equal(engine.grade(SOLVED).hardest, null);
  assert.equal(engine.grade(SOLVED).steps, 0);
});

test('-- ends the options, so a puzzle may start with --', () => {
  const { status, out } = cli(['solve', '--', DASHED]);
  assert.equal(status, 0);
  assert.equal(out.trim(), engine.solve(DASHED).solution);
  const plain = cli(['solve', '--', PUZZLE]);
  assert.equal(plain.status, 0);
  assert.equal(plain.out.trim(), engine.solve(PUZZLE).solution);
});

test('unknown options and stray arguments are usage errors', () => {
  for (const args of [['solve', '--bogus'], ['count', '--bogus=1'], ['techniques', 'extra'], ['generate', 'x'],
    ['daily', 'tomorrow'], ['grade', '--json=yes']]) {
    const { status, err } = cli(args);
    assert.equal(status, 2, args.join(' '));
    assert.doesNotMatch(err, /needs a value/, args.join(' '));
  }
  assert.match(cli(['solve', '--bogus']).err, /unknown option '--bogus'/);
});

test('a usage error prints the problem and where to read more, not the whole usage text', () => {
  for (const args of [[], ['bogus'], ['solve', '--bogus'], ['count', '--limit', '0'], ['generate', '--score', '4-3']]) {
    const { status, out, err } = cli(args);
    assert.equal(status, 2, args.join(' '));
    assert.equal(out, '');
    const lines = err.trimEnd().split('\n');
    assert.equal(lines.length, 2, `${args.join(' ')}: ${err}`);
    assert.match(lines[0], /^pencilmark: \S/);
    assert.match(lines[1], /'pencilmark --help'/);
  }
  for (const args of [['--help'], ['help'], ['-h']]) {
    const { status, out } = cli(args);
    assert.equal(status, 0);
    assert.match(out, /^usage: pencilmark <command>/);
    for (const command of ['solve', 'count', 'format', 'grade', 'steps', 'find', 'techniques', 'generate', 'daily']) {
      assert.match(out, new RegExp(`^  ${command}\\b`, 'm'), command);
    }
  }
});

test('--opt=value works for every option', () => {
  const spaced = cli(['generate', '--level', '1', '--seed', '3']);
  const joined = cli(['generate', '--level=1', '--seed=3']);
  assert.equal(joined.status, 0, joined.err);
  assert.equal(joined.out, spaced.out);
  const daily = cli(['daily', '--date=2026-11-21', '--level=2']);
  assert.equal(daily.status, 0, daily.err);
  assert.equal(daily.out, cli(['daily', '--date', '2026-11-21', '--level', '2']).out);
  assert.equal(cli(['count', '--limit=3', PUZZLE]).out.trim(), '1');
  assert.equal(cli(['format', '--as=pencilmarks', PUZZLE]).out.trim().length, 729);
});

test('steps and find read standard input, like the other subcommands', () => {
  const steps = cli(['steps'], `${PUZZLE}\n`);
  assert.equal(steps.status, 0, steps.err);
  assert.deepEqual(steps.out.trim().split('\n').map((l) => JSON.parse(l)), engine.steps(PUZZLE));
  const find = cli(['find', 'hidden-single'], `${PUZZLE}\n`);
  assert.equal(find.status, 0, find.err);
  assert.deepEqual(find.out.trim().split('\n').map((l) => JSON.parse(l)), engine.find('hidden-single', PUZZLE));
  // Two puzzles: the paths are apart by an empty line.
  const two = cli(['steps'], `${PUZZLE}\n${PUZZLE}\n`);
  assert.equal(two.out.split('\n\n').length, 2);
});

test('counting a huge number of solutions stops with a lower bound (CLI and JS)', () => {
  const empty = '.'.repeat(81);
  const { status, out } = cli(['count', '--limit', '2147483647', empty]);
  assert.equal(status, 0);
  assert.match(out.trim(), /^at least \d+$/);
  assert.throws(() => engine.countSolutions(empty, 2 ** 31 - 1), (err) => {
    assert.equal(err.code, 'too-hard');
    assert.ok(err.atLeast > 1000, String(err.atLeast));
    return true;
  });
});

test('dates are days of the calendar (CLI and JS)', () => {
  for (const date of ['2026-02-31', '0000-01-01', '2025-02-29']) {
    assert.equal(cli(['daily', '--date', date]).status, 2, date);
    assert.throws(() => engine.daily(date), code('bad-date'));
  }
  assert.equal(engine.daily('2024-02-29', 0).grade.level, 0);
});

test('white space around a line is trimmed, tabs too, and not copied into grade\'s puzzle column', () => {
  assert.equal(engine.solve(`${PUZZLE}\t`).status, 'unique');
  assert.equal(cli(['solve', `\t${PUZZLE}\t`]).status, 0);
  const { out } = cli(['grade'], `   ${PUZZLE}\t\n`);
  assert.equal(out.split('\t')[0], PUZZLE);
});

test('a bad character is named as typed, lone surrogates too, with its cell', () => {
  const lone = `${PUZZLE.slice(0, 4)}\uD800${PUZZLE.slice(5)}`;
  assert.throws(() => engine.solve(lone), { code: 'bad-character', message: 'bad character U+D800 (a lone surrogate) at position 5 (r1c5)' });
  const low = `${PUZZLE.slice(0, 80)}\uDC01`;
  assert.throws(() => engine.solve(low), { code: 'bad-character', message: 'bad character U+DC01 (a lone surrogate) at position 81 (r9c9)' });
  const emoji = `${PUZZLE.slice(0, 2)}😀${PUZZLE.slice(3)}`;
  assert.throws(() => engine.solve(emoji), { message: "bad character '😀' at position 3 (r1c3)" });
});

test('huge inputs are quoted in part', () => {
  const huge = 'x'.repeat(60000);  // under the JS API's MAX_TEXT (longer is too-long, tests/js/api-edges.test.mjs)
  assert.throws(() => engine.find(huge, PUZZLE), (err) => {
    assert.equal(err.code, 'bad-option');
    assert.ok(err.message.length < 200, err.message.length);
    assert.match(err.message, /\(60000 characters\)/);
    return true;
  });
  assert.throws(() => engine.grade(PUZZLE, { techniques: huge }), (err) => err.message.length < 300);
  const { err } = cli(['find', 'x'.repeat(100000), PUZZLE]);
  assert.ok(err.split('\n')[0].length < 200);
});

test('generate(null|"x"|42) and daily(date, "1") get clear errors', () => {
  for (const bad of [null, 'x', 42, [1]]) {
    assert.throws(() => engine.generate(bad), (err) => {
      assert.ok(err instanceof TypeError);
      assert.equal(err.code, 'bad-option');
      assert.match(err.message, /^options must be an object/);
      return true;
    });
  }
  assert.throws(() => engine.daily('2026-11-21', '1'), (err) => err instanceof TypeError && err.code === 'bad-option' &&
    err.message === "level must be a number 0 to 4, not '1' (a string)");
  // A number goes to the engine as text, which refuses it in its own words.
  for (const [bad, shown] of [[5, '5'], [2.5, '2.5'], [-1, '-1'], [NaN, 'NaN']]) {
    assert.throws(() => engine.daily('2026-11-21', bad), (err) => err instanceof RangeError && err.code === 'bad-option' &&
      err.message === `the level must be 0 to 4, not '${shown}'`);
    assert.throws(() => engine.generate({ level: bad, seed: 1 }), { code: 'bad-option', message: `the level must be 0 to 4, not '${shown}'` });
  }
});

test('every engine error reaches JS with its kind', () => {
  assert.throws(() => engine.solve('12'), code('bad-length'));
  assert.throws(() => engine.solve(`11${PUZZLE.slice(2)}`), code('duplicate'));
  assert.throws(() => engine.grade('.'.repeat(81)), code('multiple-solutions'));
  assert.throws(() => engine.nextStep({ puzzle: PUZZLE, values: '12' }), code('bad-state'));
  assert.throws(() => engine.generate({ technique: 'x-wing', level: 0 }), code('bad-option'));
  assert.throws(() => engine.countSolutions(PUZZLE, 0), code('bad-option'));
});

test('without Catch2 the build says which command installs it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pencilmark-no-catch2-'));
  try {
    const run = spawnSync('cmake', ['-S', root, '-B', dir, '-DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON'], { encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr.replace(/\s+/g, ' '), /Catch2 \(v2\) is not installed: run `npm run setup`/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
