// The JS API's edges of issue 26, each on the input that broke it: no call, of any
// size or type, leaves an engine unusable, and every refusal has a code and words
// that say what was wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { MAX_TEXT, createEngine, createSolver } from '../../dist/engine.js';
import { root } from '../support/rules.mjs';

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const engine = await createEngine();
const solution = engine.solve(PUZZLE).solution;
const refused = (code, words) => (err) => {
  assert.equal(err.code, code, err.message);
  if (words) assert.match(err.message, words);
  return true;
};

test('a text over MAX_TEXT is refused as too-long before anything is allocated, and the engine goes on', () => {
  const huge = '.'.repeat(MAX_TEXT + 1);
  assert.throws(() => engine.solve(huge), (err) => err instanceof RangeError && refused('too-long', /65537 characters long; the most .* 65536/)(err));
  assert.throws(() => engine.nextStep({ puzzle: PUZZLE, values: huge, candidates: huge }), refused('too-long'));
  assert.throws(() => engine.format(huge, 'grid'), refused('too-long'));
  assert.throws(() => engine.generate({ technique: huge }), refused('too-long'));
  // 360 million characters once broke the engine for good (its buffer's size kept, its allocation aborted).
  assert.throws(() => engine.nextStep({ puzzle: PUZZLE, values: 'x'.repeat(360e6), candidates: '' }), refused('too-long'));
  assert.deepEqual(engine.solve(PUZZLE), { status: 'unique', solution });
  assert.equal(engine.format(PUZZLE), PUZZLE);
  assert.ok(engine.nextStep(PUZZLE).technique);
});

test('an empty text is bad-length from the very first call of a new engine or solver', async () => {
  for (const fresh of [await createEngine(), await createSolver()]) {
    assert.throws(() => fresh.solve(''), refused('bad-length', /found 0/));
    assert.throws(() => fresh.countSolutions(''), refused('bad-length', /found 0/));
    assert.throws(() => fresh.findSolution(''), refused('bad-length', /found 0/));
  }
  const fresh = await createEngine();
  assert.throws(() => fresh.format('', 'line'), refused('bad-length', /found 0/));
});

test('hostile arguments of every type get a code and words that name them; a solve afterwards is right', () => {
  const calls = [
    [() => engine.generate([]), 'bad-option', /not an array of 0/],
    [() => engine.nextStep([PUZZLE]), 'bad-option', /position must be .* not an array of 1/],
    [() => engine.nextStep(null), 'bad-option', /not null/],
    [() => engine.nextStep({ puzzle: PUZZLE, values: 7 }), 'bad-option', /values must be a string, not 7 \(number\)/],
    [() => engine.generate({ maxAttempts: 2147483648 }), 'bad-option', /from 1 to 2147483647, not 2147483648/],
    [() => engine.generate({ minimal: 'no' }), 'bad-option', /minimal must be true or false, not 'no'/],
    [() => engine.countSolutions(PUZZLE, 2 ** 31), 'bad-option', /from 1 to 2147483647/],
    [() => engine.solve({}), 'bad-option', /puzzle must be a string/],
    [() => engine.grade(PUZZLE, 'all'), 'bad-option', /options must be an object/],
  ];
  for (const [call, code, words] of calls) assert.throws(call, refused(code, words));
  assert.deepEqual(engine.solve(PUZZLE), { status: 'unique', solution });
});

test('createEngine: bad options are refused in words, and wasmUrl is read in node (it was ignored)', async () => {
  await assert.rejects(createEngine(null), refused('bad-option', /options must be an object/));
  await assert.rejects(createEngine('simd'), refused('bad-option', /options must be an object/));
  const scalar = await createEngine({ wasmUrl: resolve(root, 'dist/pencilmark-wasm.wasm'), simd: false });
  assert.equal(scalar.solve(PUZZLE).solution, solution);
  await assert.rejects(createEngine({ wasmUrl: resolve(root, 'dist/no-such.wasm') }), /no-such\.wasm/);
});
