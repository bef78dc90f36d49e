// A page's worker makes its solver with packedLater: the first load, a puzzle of
// digits, goes without packed.js (other apps' links, 21 KB gzipped), which loads
// before the first call that may need it. Its own process: packed.js is loaded
// once a process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, loadPacked, mayNeedOtherApps, mayNeedPacked } from '../../dist/engine.js';
import { fixture, readLines } from '../support/rules.mjs';

const STARTER = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';

test('mayNeedPacked names every call with letters, an underscore or a percent sign, and no puzzle of digits', () => {
  assert.equal(mayNeedPacked([STARTER]), false);
  assert.equal(mayNeedPacked([STARTER.replaceAll('.', '0'), 1]), false);
  assert.equal(mayNeedPacked(['+---+\n|1.3|\n+---+']), false);
  for (const text of ['https://www.f-puzzles.com/?load=N4Ig', 'SCv7_32_0a1', '32_0123', 'ｆ-puzzles.com', '%66-puzzles.com']) {
    assert.equal(mayNeedPacked([text]), true, text);
  }
  assert.equal(mayNeedPacked([STARTER, 'line']), true);  // a form's name: format may pack
});

test('a solver made with packedLater solves digits at once, and reads a packed link once packed.js is loaded', async () => {
  const solver = await createSolver({ packedLater: true });
  assert.equal(solver.solve(STARTER).status, 'unique');
  const [link, , , , givens] = readLines(fixture('other_apps/fpuzzles.tsv')).map((line) => line.split('\t')).find((fields) => fields[2] === 'yes');
  assert.throws(() => solver.solve(link), /packed.js is not loaded/);
  await loadPacked();
  assert.deepEqual(solver.solve(link), solver.solve(givens));  // read as its givens
});

// The lite solver, which a page's worker loads first (the solver without other apps'
// JSON forms: wasm/solver_lite_forms.cpp): the solver's answers for every other
// form, and those forms refused by name, for the worker to hand them to the engine.
test('the lite solver answers as the solver in every form but other apps\', which it refuses with needs-engine', async () => {
  const [solver, lite] = await Promise.all([createSolver({ packedLater: true }), createSolver({ lite: true })]);
  assert.deepEqual(lite.solve(STARTER), solver.solve(STARTER));
  assert.equal(lite.findSolution(STARTER), solver.findSolution(STARTER));
  assert.equal(lite.countSolutions(STARTER.replace('4', '.'), 5), solver.countSolutions(STARTER.replace('4', '.'), 5));
  for (const form of ['line', 'givens', 'pencilmarks', 'grid', 'candidates', 's9b', 'sudokuwiki', 'hodoku', 'sdk']) {
    assert.equal(lite.format(STARTER, form), solver.format(STARTER, form), form);
    assert.equal(mayNeedOtherApps('format', [STARTER, form]), false, form);
  }
  const [link] = readLines(fixture('other_apps/fpuzzles.tsv')).map((line) => line.split('\t')).find((fields) => fields[2] === 'yes');
  const refused = { code: 'needs-engine' };
  assert.throws(() => lite.solve(link), refused);
  assert.throws(() => lite.solve('{"size":9,"grid":[]}'), refused);
  for (const form of ['fpuzzles', 'coach', 'sudokupad']) {
    assert.throws(() => lite.format(STARTER, form), refused, form);
    assert.equal(mayNeedOtherApps('format', [STARTER, form]), true, form);
  }
  assert.equal(mayNeedOtherApps('solve', [link]), true);
  assert.equal(mayNeedOtherApps('countSolutions', [STARTER, 2]), false);
});
