// The engine's two wasm builds, SIMD128 and scalar (createEngine({ simd })), give
// the same answers: the same solutions, counts, errors and grades.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../dist/engine.js';
import { fixture, isValidSolution, readLines, sharedPuzzleSamples } from '../support/rules.mjs';

const simd = await createEngine({ simd: true });
const scalar = await createEngine({ simd: false });

// Every solver answer for one puzzle, from one build.
function answers(engine, puzzle) {
  return {
    solve: engine.solve(puzzle),
    first: engine.findSolution(puzzle),
    counts: [1, 2, 3].map((limit) => engine.countSolutions(puzzle, limit)),
  };
}

function assertSameAnswers(puzzles, label) {
  for (const p of puzzles) {
    const fromSimd = answers(simd, p);
    assert.deepEqual(answers(scalar, p), fromSimd, `${label}: ${p}`);
    if (fromSimd.first !== null && p.length === 81) assert.ok(isValidSolution(p, fromSimd.first), `${label}: ${p}`);
  }
}

test('both builds solve the fixtures alike, and the unique ones to the dataset\'s solution', () => {
  const kaggle = readLines(fixture('kaggle_solved.csv')).map((l) => l.split(','));
  assertSameAnswers(kaggle.map(([p]) => p), 'kaggle');
  for (const [p, solution] of kaggle) assert.equal(scalar.solve(p).solution, solution);
  assertSameAnswers(readLines(fixture('hardest.txt')), 'hardest');
  const multiple = readLines(fixture('multiple_solutions.txt'));
  assertSameAnswers(multiple, 'multiple');
  for (const p of multiple) assert.equal(scalar.solve(p).status, 'multiple');
  // The empty grid, a grid with no solution (r1c9 has no digit left), 729 pencil marks.
  const none = '12345678.........9' + '.'.repeat(63);
  assertSameAnswers(['.'.repeat(81), none, '123456789'.repeat(81)], 'edge');
  assert.equal(scalar.solve(none).status, 'none');
  assert.deepEqual(scalar.countSolutions('.'.repeat(81), 50), 50);
});

test('both builds give the same answers on a sample of every shared puzzle set', (t) => {
  for (const [file, puzzles] of sharedPuzzleSamples(t, 200)) assertSameAnswers(puzzles, file);
});

test('both builds grade alike and throw the same messages on bad input', async () => {
  for (const p of readLines(fixture('hardest.txt'))) assert.deepEqual(scalar.grade(p), simd.grade(p));
  for (const bad of ['', '12x', '12345678', 'é'.repeat(81), '9'.repeat(5000)]) {
    let message;
    assert.throws(() => simd.solve(bad), (err) => { message = err.message; return err instanceof Error; });
    assert.throws(() => scalar.findSolution(bad), { message });
    assert.throws(() => scalar.countSolutions(bad, 4), { message });
  }
  await assert.rejects(createEngine({ simd: 'yes' }), TypeError);
});
