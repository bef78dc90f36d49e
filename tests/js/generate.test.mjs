// The generator through the JS API, and the same seed giving the same puzzle
// natively (the CLI) and in wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createEngine } from '../../dist/engine.js';
import { CLI_PATH } from '../support/rules.mjs';

const engine = await createEngine();
// Both wasm builds (SIMD128 and scalar), which must make the same puzzles.
const builds = { simd: await createEngine({ simd: true }), scalar: await createEngine({ simd: false }) };
const cli = (args) => execFileSync(CLI_PATH, args, { encoding: 'utf8' }).trim().split('\n');

const CASES = [
  [{ level: 0, seed: 1 }, ['--level', '0', '--seed', '1']],
  [{ level: 1, seed: 2, symmetry: 'rot180' }, ['--level', '1', '--seed', '2', '--symmetry', 'rot180']],
  [{ level: 2, seed: 3, symmetry: 'mirror' }, ['--level', '2', '--seed', '3', '--symmetry', 'mirror']],
  [{ level: 3, seed: 4, symmetry: 'diagonal' }, ['--level', '3', '--seed', '4', '--symmetry', 'diagonal']],
  // Level 4 with a quarter-turn symmetry is rare: more attempts than the default.
  [{ level: 4, seed: 5, symmetry: 'rot90', maxAttempts: 50000 },
    ['--level', '4', '--seed', '5', '--symmetry', 'rot90', '--attempts', '50000']],
  [{ technique: 'x-wing', seed: '18446744073709551615' }, ['--technique', 'x-wing', '--seed', '18446744073709551615']],
  [{ score: [3.0, 3.5], seed: 6, minimal: true }, ['--score', '3.0-3.5', '--seed', '6', '--minimal']],
];

test('the same options and seed give the same puzzle and grade natively and in both wasm builds', () => {
  for (const [options, args] of CASES) {
    const [line] = cli(['generate', ...args]);
    const [puzzle, level, score, hardest] = line.split('\t');
    for (const [build, wasm] of Object.entries(builds)) {
      const made = wasm.generate(options);
      assert.equal(made.puzzle, puzzle, `${build}: ${JSON.stringify(options)}`);
      assert.equal(made.grade.level, Number(level));
      assert.equal(made.grade.score, Number(score));
      assert.equal(made.grade.hardest, hardest);
      assert.equal(made.seed, String(options.seed));
      assert.equal(wasm.countSolutions(made.puzzle), 1);
      assert.deepEqual(wasm.grade(made.puzzle), made.grade);
    }
  }
});

test('the daily puzzle is the same natively and in both wasm builds, and changes with the date', () => {
  const [line] = cli(['daily', '--date', '2026-11-21', '--level', '2']);
  const today = engine.daily('2026-11-21', 2);
  assert.equal(today.puzzle, line.split('\t')[0]);
  assert.equal(builds.scalar.daily('2026-11-21', 2).puzzle, today.puzzle);
  assert.equal(today.grade.level, 2);
  assert.notEqual(engine.daily('2026-11-22', 2).puzzle, today.puzzle);
  assert.throws(() => engine.daily('21/11/2026', 2), RangeError);
});

test('a required technique is used and nothing harder; symmetry holds', () => {
  const made = engine.generate({ technique: 'y-wing', symmetry: 'rot180', seed: 12 });
  assert.equal(made.grade.hardest, 'y-wing');
  for (let c = 0; c < 81; c++) assert.equal(made.puzzle[c] === '.', made.puzzle[80 - c] === '.');
});

test('options that cannot be met, or make no sense, throw errors that say so', () => {
  // An AIC is never the step a puzzle needs with every technique on (a discontinuous nice loop
  // of the same chain comes first), and only the second attempt leaves the earlier ones out.
  assert.throws(() => engine.generate({ technique: 'aic', seed: 1, maxAttempts: 1 }),
    { message: 'could not meet these options in 1 attempt (try another seed, fewer constraints or a larger budget)' });
  // The engine's words and code reach the caller, as a RangeError.
  const refused = (message) => (err) => err instanceof RangeError && err.code === 'bad-option' && err.message === message;
  assert.throws(() => engine.generate({ level: 5 }), refused("the level must be 0 to 4, not '5'"));
  assert.throws(() => engine.generate({ level: 1, score: [1, 2] }), refused('give a level or a score, not both'));
  assert.throws(() => engine.generate({ symmetry: 'spiral' }), refused("the symmetry must be none, rot180, rot90, mirror or diagonal, not 'spiral'"));
  for (const seed of [-1, 1.5, '-1', '', 'x', 2n ** 64n, '18446744073709551616']) {
    assert.throws(() => engine.generate({ seed }), refused(`the seed must be a whole number from 0 to 2^64-1, not '${String(seed)}'`));
  }
  assert.throws(() => engine.generate({ seed: 2 ** 60 }), (err) => err instanceof RangeError && err.code === 'bad-option' && /past 2\^53/.test(err.message));
  assert.throws(() => engine.generate({ seed: {} }), (err) => err instanceof TypeError && err.code === 'bad-option' && /seed must be/.test(err.message));
  assert.throws(() => engine.generate({ score: [5, 3] }), refused('the score range is empty'));
  assert.throws(() => engine.generate({ score: [NaN, 3] }), refused('a score must be a number, not nan'));
  assert.throws(() => engine.generate({ score: 3 }), (err) => err instanceof TypeError && err.code === 'bad-option' && /score must be \[min, max\]/.test(err.message));
  assert.throws(() => engine.generate({ maxAttempts: 0 }), refused('the attempt budget must be at least 1'));
  assert.equal(engine.generate({ seed: '18446744073709551615', maxAttempts: 50 }).seed, '18446744073709551615');
  assert.throws(() => engine.generate({ technique: 'magic' }), { message: "unknown technique 'magic'" });
  assert.throws(() => engine.generate({ technique: 'x-wing', level: 3 }), { message: 'X-Wing is a level 2 technique, not level 3' });
});
