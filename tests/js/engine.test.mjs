// The JS API, as a user of the package sees it (dist/engine.js in node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createEngine } from '../../dist/engine.js';
import { CLI_PATH, fixture, isValidSolution, readLines, sharedPuzzleSamples } from '../support/rules.mjs';

const engine = await createEngine();
const kaggle = readLines(fixture('kaggle_solved.csv')).map((l) => l.split(','));
const [puzzle, solution] = kaggle[0];

test('a unique puzzle gives its status and the dataset\'s solution, as a plain object', () => {
  for (const [p, expected] of kaggle) {
    const result = engine.solve(p);
    assert.deepEqual(result, { status: 'unique', solution: expected });
    assert.equal(Object.getPrototypeOf(result), Object.prototype);
    assert.equal(engine.countSolutions(p), 1);
  }
});

test('puzzles with several solutions say "multiple" and give no solution', () => {
  for (const p of readLines(fixture('multiple_solutions.txt'))) {
    assert.deepEqual(engine.solve(p), { status: 'multiple' });
    assert.equal(engine.countSolutions(p), 2);
    assert.ok(isValidSolution(p, engine.findSolution(p)));
  }
});

test('a puzzle with no solution says "none"', () => {
  const none = '12345678.........9' + '.'.repeat(63);
  assert.deepEqual(engine.solve(none), { status: 'none' });
  assert.equal(engine.countSolutions(none), 0);
  assert.equal(engine.findSolution(none), null);
});

test('countSolutions stops at the limit, 2 by default', () => {
  const empty = '.'.repeat(81);
  assert.equal(engine.countSolutions(empty), 2);
  assert.equal(engine.countSolutions(empty, 1), 1);
  assert.equal(engine.countSolutions(empty, 37), 37);
  for (const bad of [0, -1, 1.5, NaN, '2', 2 ** 31]) {
    assert.throws(() => engine.countSolutions(empty, bad), RangeError);
  }
});

test('every input format is read', () => {
  const grid = engine.format(puzzle, 'grid');
  assert.equal(grid.split('\n').filter(Boolean).length, 11);
  assert.equal(engine.solve(grid).solution, solution);
  const marks = engine.format(puzzle, 'pencilmarks');
  assert.equal(marks.length, 729);
  assert.equal(engine.solve(marks).solution, solution);
  // A cell of one mark is a given (the puzzle's, or a single its givens already make).
  const oneMark = [...Array(81).keys()].map((c) => (marks.slice(9 * c, 9 * c + 9).replace(/\./g, '').length === 1 ? marks.slice(9 * c, 9 * c + 9).replace(/\./g, '') : '.')).join('');
  assert.equal(engine.format(marks.replaceAll('.', '0'), 'givens'), oneMark);
  for (let c = 0; c < 81; c++) if (puzzle[c] !== '.') assert.equal(oneMark[c], puzzle[c]);
  assert.throws(() => engine.format(puzzle, 'svg'), RangeError);
  // A library line: 'givens' leaves out its placed ('+') cells, 'line' has them.
  const blank = puzzle.indexOf('.');
  const placed = `${puzzle.slice(0, blank)}+${solution[blank]}${puzzle.slice(blank + 1)}`;
  assert.equal(engine.format(`:0100:1:${placed}::::`, 'givens'), engine.format(puzzle, 'line'));
  assert.equal(engine.format(`:0100:1:${placed}::::`, 'line')[blank], solution[blank]);
  assert.equal(engine.format(puzzle, 'givens'), engine.format(puzzle, 'line'));
});

// Bad input throws an Error whose message is the parser's: the same text the CLI prints.
const FORMS = '; a puzzle is 81 characters, 729 pencil marks, a printed or candidate grid, a HoDoKu library line, a SudokuWiki string or link, an f-puzzles or SudokuPad link, or a sudoku.coach string';
test('bad input throws the parser\'s message, the same as the CLI\'s', () => {
  const cases = [
    // A line of neither length ends with the forms Pencilmark reads.
    [puzzle.slice(1), `expected 81 characters (or 729 for pencil marks), found 80${FORMS}`],
    [puzzle.slice(0, 4) + 'x' + puzzle.slice(5), "bad character 'x' at position 5 (r1c5)"],
    ['7...7' + '.'.repeat(76), 'r1c1 and r1c5 are both 7 (row 1)'],
    ['.'.repeat(729), 'r1c1 has no candidates'],
    ['1 2\n3 z', "bad character 'z' at line 2, column 3"],
  ];
  for (const [input, message] of cases) {
    assert.throws(() => engine.solve(input), (err) => err instanceof Error && err.message === message);
    assert.throws(() => engine.countSolutions(input), { message });
    let printed = '';
    try {
      execFileSync(CLI_PATH, ['solve', input], { encoding: 'utf8' });
    } catch (err) {
      printed = err.stdout;
    }
    assert.equal(printed, `error: ${message}\n`);
  }
  assert.throws(() => engine.solve(null), TypeError);
  assert.throws(() => engine.solve(81), TypeError);
});

test('the wasm instance survives a burst of bad input', () => {
  let errors = 0;
  for (let i = 0; i < 2000; i++) {
    const text = String.fromCharCode(i % 256).repeat(i % 100);
    try {
      // Only a line of 81 blanks ('-' here) is a puzzle: the empty grid.
      assert.deepEqual(engine.solve(text), { status: 'multiple' });
      assert.equal(text, '-'.repeat(81));
    } catch (err) {
      if (err.code === 'ERR_ASSERTION') throw err;
      assert.ok(err instanceof Error && err.message.length > 0);
      errors++;
    }
  }
  assert.equal(errors, 1999);
  assert.throws(() => engine.solve('9'.repeat(200000)), { code: 'too-long' });
  assert.throws(() => engine.solve('9'.repeat(60000)), /found 60000/);
  assert.equal(engine.solve(puzzle).solution, solution);
});

test('a sample of every shared puzzle set solves through wasm', (t) => {
  for (const [file, puzzles] of sharedPuzzleSamples(t, 300)) {
    const improper = file === 'serg_benchmark.txt';
    for (const p of puzzles) {
      const result = engine.solve(p);
      assert.equal(result.status, improper ? 'multiple' : 'unique', `${file}: ${p}`);
      const found = improper ? engine.findSolution(p) : result.solution;
      assert.ok(isValidSolution(p, found), `${file}: ${p} -> ${found}`);
    }
  }
});
