// The findings of issue 49's hostile pass over the CLI and the JS API, each on
// its own input: pencil-mark (729) puzzles read with their givens, failed
// writes, unbounded lines, and text that cannot be read as typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createEngine } from '../../dist/engine.js';
import { CLI_PATH } from '../support/rules.mjs';

const engine = await createEngine();
// The issue's puzzle: as 729 marks its one-mark cells were once "solved, not
// given", and an avoidable rectangle on them removed the true 9 from r6c8.
const SAMPLE = '...5...........9.1.5...4...6..4......73...8.4..2..6..3...7..6..9.....7.2..48.2.3.';

function cli(args, options = {}) {
  const run = spawnSync(CLI_PATH, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

test('a 729 grid is read with its one-mark cells as givens: format, grade and the steps agree with its 81 form (CLI and JS)', () => {
  const marks = engine.format(SAMPLE, 'pencilmarks');
  assert.equal(engine.format(marks, 'givens'), SAMPLE);
  assert.equal(engine.format(marks, 'line'), SAMPLE);
  assert.equal(cli(['format', '--as', 'givens', marks]).out.trim(), SAMPLE);
  assert.deepEqual({ ...engine.grade(marks), steps: undefined }, { ...engine.grade(SAMPLE), steps: undefined });
  const solution = engine.solve(SAMPLE).solution;
  for (const step of engine.steps(marks)) {
    for (const { cell, digit } of step.eliminations) assert.notEqual(Number(solution[cell]), digit, `${step.technique} removes a true ${digit}`);
    for (const { cell, digit } of step.placements) assert.equal(Number(solution[cell]), digit, `${step.technique} places a wrong ${digit}`);
  }
  const [line] = cli(['grade', marks]).out.trim().split('\n');
  assert.deepEqual(line.split('\t').slice(1, 4), ['3', '7.2', 'xy-chain']);
});

test('a hint on a 729 game whose values lack the one-mark cells (a game begun before they were givens) is still a hint', () => {
  const marks = engine.format(SAMPLE, 'pencilmarks');
  const step = engine.nextStep({ puzzle: marks, values: '.'.repeat(81) });
  assert.ok(step.technique);
  assert.throws(() => engine.nextStep({ puzzle: marks, values: `...6${'.'.repeat(77)}` }), /values: r1c4 is the given 5/);
});

test('every command whose output cannot be written exits 1 with one line saying why', () => {
  const full = openSync('/dev/full', 'w');  // every write fails with ENOSPC
  try {
    for (const args of [['solve', SAMPLE], ['grade', SAMPLE], ['steps', SAMPLE], ['rate', SAMPLE], ['find', 'hidden-single', SAMPLE],
      ['format', SAMPLE], ['count', SAMPLE], ['techniques'], ['generate', '--seed', '1'], ['daily', '--date', '2026-12-01'], ['help']]) {
      const run = spawnSync(CLI_PATH, args, { encoding: 'utf8', stdio: ['ignore', full, 'pipe'] });
      assert.equal(run.status, 1, args.join(' '));
      assert.equal(run.stderr, 'pencilmark: cannot write the output: No space left on device\n', args.join(' '));
    }
  } finally {
    closeSync(full);
  }
});

test('a line of standard input longer than any puzzle is refused by number, not held whole, and the next line is answered', () => {
  const input = `${'0'.repeat(5_000_000)}\n${SAMPLE}\n`;
  const run = spawnSync('/usr/bin/time', ['-f', '%M', CLI_PATH, 'solve'], { encoding: 'utf8', input, maxBuffer: 1 << 26 });
  const lines = run.stdout.trim().split('\n');
  assert.equal(lines[0], 'error: puzzle 1 is longer than 65536 characters');
  assert.equal(lines[1], engine.solve(SAMPLE).solution);
  assert.equal(run.status, 1);
  const kilobytes = Number(run.stderr.trim().split('\n').at(-1));
  assert.ok(kilobytes < 64 * 1024, `${kilobytes} KB`);
});

test('--help after a command is the usage, and an empty technique set is refused like ","', () => {
  for (const args of [['solve', '--help'], ['grade', SAMPLE, '-h']]) {
    const { status, out } = cli(args);
    assert.equal(status, 0);
    assert.match(out, /^usage: pencilmark <command>/);
  }
  for (const set of ['', ',']) {
    const { status, out, err } = cli(['grade', '--techniques', set, SAMPLE]);
    assert.equal(status, 2, `'${set}'`);
    assert.equal(out, '');
    assert.match(err, /^pencilmark: (no technique named|unknown technique '')/);
  }
  assert.throws(() => engine.grade(SAMPLE, { techniques: [] }), /no technique named/);
});

test('a byte order mark, no-break and zero-width spaces around a puzzle are margins; inside it they are named', () => {
  for (const around of ['\uFEFF', '\u00A0', '\u202F', '\u2003', '\u200B', '\u3000', ' \uFEFF\t']) {
    assert.equal(engine.solve(`${around}${SAMPLE}${around}`).status, 'unique', JSON.stringify(around));
    assert.equal(cli(['solve', `${around}${SAMPLE}${around}`]).status, 0, JSON.stringify(around));
  }
  assert.throws(() => engine.solve(`${SAMPLE.slice(0, 40)}\u00A0${SAMPLE.slice(41)}`),
    /bad character U\+00A0 \(a no-break space\) at position 41 \(r5c5\)/);
});

test('a library line with bytes that are not text is refused, not echoed into grade\'s first column', () => {
  const input = Buffer.concat([Buffer.from(':0000:x'), Buffer.from([0xff]), Buffer.from(`:${SAMPLE}:::\n`)]);
  const { status, out } = cli(['grade'], { input });
  assert.equal(status, 1);
  assert.match(out, /^error: bad character byte 0xFF in a library line, at position 8/);
  assert.throws(() => engine.grade(`:0000:x\u0007:${SAMPLE}:::`), /bad character U\+0007 in a library line, at position 8/);
});

test('find lists at most 1,000 steps, and the CLI says when it stopped there: an early position\'s forcing chains are tens of thousands', () => {
  const seventeen = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
  const found = engine.find('nested-forcing-chains', seventeen);
  assert.equal(found.length, 1000);
  for (const step of found) assert.equal(step.technique, 'nested-forcing-chains');
  const run = cli(['find', 'nested-forcing-chains', seventeen]);
  assert.equal(run.status, 0);
  assert.equal(run.out.trim().split('\n').length, 1000);
  assert.equal(run.err, 'pencilmark: find lists the first 1000 steps of a position, no more\n');
  const singles = cli(['find', 'hidden-single', seventeen]);
  assert.equal(singles.err, '');
  assert.equal(singles.out.trim().split('\n').length, engine.find('hidden-single', seventeen).length);
});

// The mid-solve position with 40 one-mark cells, as a library line (which
// keeps one-mark cells empty): the ALS searches ran past 100 s and 1.7 GB on it.
const MID_SOLVE = '........9.......8..2..5..........7....34.....1..4..........6...12..5....123...........6...12.............7....3....8.....5...........8....4.............91.3........3......1...5.......4......2............6...........9....5..8.....5..8.......7.....4.......3.......2......91......89.2......9.....6.......5.78.1...5.78.1......8.......78..2....7.......6.......5.....2.4.....1..4.......3...78.1.3..............9....5..8.....5...91...............89......7....3.......2............6......4......2...........5.7.9..3.....9...4............89....5.78.1..........3...78......6.......5.7.......6.....3.5......3.....91.........2..5.78........89...4......2.....8.1...........4............8......6.....3.....9.2....7....3.....9.2....7......5....';

test('the ALS searches on a position of 40 one-mark cells end at once, in 729 form and as a library line, and remove no true digit', () => {
  const deleted = [];
  for (let c = 0; c < 81; c++) {
    for (let d = 1; d <= 9; d++) if (MID_SOLVE[9 * c + d - 1] === '.') deleted.push(`${d}${Math.floor(c / 9) + 1}${(c % 9) + 1}`);
  }
  const library = `:0000:x:${'.'.repeat(81)}:${deleted.join(' ')}::`;
  const solution = engine.solve(MID_SOLVE).solution;
  assert.equal(engine.solve(library).solution, solution);
  for (const position of [MID_SOLVE, library]) {
    for (const technique of ['als-xz', 'als-xy-wing', 'als-xy-chain', 'death-blossom']) {
      const began = performance.now();
      const found = engine.find(technique, position);
      const took = performance.now() - began;
      assert.ok(took < 5000, `${technique}: ${took} ms`);
      for (const step of found) {
        for (const { cell, digit } of step.eliminations) assert.notEqual(Number(solution[cell]), digit, technique);
      }
    }
  }
});

test('hints on a pasted 729 puzzle, followed as the page follows them, reach the solution with no step taken back', () => {
  const marks = engine.format(SAMPLE, 'pencilmarks');
  const solution = engine.solve(marks).solution;
  const values = [...engine.format(marks, 'line')];
  const candidates = [...engine.format(marks, 'pencilmarks')];
  for (let c = 0; c < 81; c++) if (values[c] !== '.') candidates.fill('.', 9 * c, 9 * c + 9);
  let hints = 0;
  for (let step; (step = engine.nextStep({ puzzle: marks, values: values.join(''), candidates: candidates.join('') }));) {
    assert.ok(!['missing-candidate', 'wrong-digit'].includes(step.technique), `hint ${hints + 1}: ${step.technique}`);
    for (const { cell, digit } of step.eliminations) candidates[9 * cell + digit - 1] = '.';
    for (const { cell, digit } of step.placements) {
      values[cell] = String(digit);
      candidates.fill('.', 9 * cell, 9 * cell + 9);
      for (let p = 0; p < 81; p++) {
        const peer = Math.floor(p / 9) === Math.floor(cell / 9) || p % 9 === cell % 9
          || (Math.floor(p / 27) === Math.floor(cell / 27) && Math.floor((p % 9) / 3) === Math.floor((cell % 9) / 3));
        if (peer) candidates[9 * p + digit - 1] = '.';
      }
    }
    assert.ok(++hints < 200);
  }
  assert.equal(values.join(''), solution);
});
