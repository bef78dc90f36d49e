// The engine's two wasm builds, SIMD128 and scalar (createEngine({ simd })), give
// the same answers: the same solutions, counts, errors and grades; and so do the
// solver module's two builds (createSolver), for the calls it has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, createSolver } from '../../dist/engine.js';
import { fixture, isValidSolution, readLines, sharedPuzzleSamples } from '../support/rules.mjs';

const simd = await createEngine({ simd: true });
const scalar = await createEngine({ simd: false });
const solvers = [await createSolver({ simd: true }), await createSolver({ simd: false })];

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
    for (const solver of solvers) assert.deepEqual(answers(solver, p), fromSimd, `${label}, solver module: ${p}`);
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
    for (const solver of solvers) assert.throws(() => solver.solve(bad), { message });
  }
  await assert.rejects(createEngine({ simd: 'yes' }), TypeError);
  await assert.rejects(createSolver({ simd: 'yes' }), TypeError);
});

test('the solver module has the solver calls and format, as the engine has them, and nothing more', () => {
  for (const solver of solvers) {
    assert.deepEqual(Object.keys(solver).sort(), ['countSolutions', 'findSolution', 'format', 'solve']);
    for (const p of readLines(fixture('hardest.txt')).slice(0, 5)) {
      for (const form of ['line', 'grid', 'pencilmarks']) assert.equal(solver.format(p, form), simd.format(p, form));
    }
    const marks = simd.format(readLines(fixture('hardest.txt'))[0], 'pencilmarks');
    assert.equal(solver.format(marks), simd.format(marks));
    assert.throws(() => solver.format('1'.repeat(81), 'line'), (err) => err.code === 'duplicate' && /r1c1/.test(err.message));
    assert.throws(() => solver.format('.'.repeat(81), 'svg'), { code: 'bad-option' });
    assert.throws(() => solver.countSolutions('.'.repeat(81), 0), { code: 'bad-option' });
    const err = (() => { try { solver.countSolutions('.'.repeat(81), 2 ** 31 - 1); } catch (e) { return e; } })();
    assert.equal(err?.code, 'too-hard');
    assert.ok(err.atLeast > 1000);
  }
});
