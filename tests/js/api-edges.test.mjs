// The JS API's edges of issue 26, each on the input that broke it: no call, of any
// size or type, leaves an engine unusable, and every refusal has a code and words
// that say what was wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { MAX_TEXT, createEngine, createSolver } from '../../dist/engine.js';
import { CLI_PATH, root } from '../support/rules.mjs';

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const engine = await createEngine();
const solution = engine.solve(PUZZLE).solution;
// What create() makes, each wasm module it instantiates passed through seen(), which may replace it.
async function instantiatedThrough(create, seen) {
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async (...args) => seen(await instantiate(...args));
  try {
    return await create();
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}
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

test('a technique set that leaves nothing in is refused at once (CLI and JS), and every count option names its range', () => {
  const cli = (...args) => spawnSync(CLI_PATH, args, { encoding: 'utf8' });
  for (const set of ['-all', 'x-wing,-x-wing']) {
    const run = cli('generate', `--techniques=${set}`, '--seed', '1', '--attempts', '3');
    assert.equal(run.status, 2, run.stdout);
    assert.equal(run.stdout, '', 'no puzzle printed, nor a grade of level 0 and score 9.0');
    assert.match(run.stderr, new RegExp(`the technique set '${set}' leaves no technique in`));
    assert.equal(cli('grade', `--techniques=${set}`, PUZZLE).status, 2);
    assert.throws(() => engine.generate({ techniques: set, seed: 1, maxAttempts: 3 }), refused('bad-option', /leaves no technique in/));
    assert.throws(() => engine.steps(PUZZLE, { techniques: set }), refused('bad-option', /leaves no technique in/));
  }
  for (const [option, value] of [['--limit', '2147483648'], ['--attempts', '2147483648'], ['--count', '0']]) {
    const run = cli(option === '--limit' ? 'count' : 'generate', option, value, ...(option === '--limit' ? [PUZZLE] : []));
    assert.equal(run.status, 2);
    assert.match(run.stderr, new RegExp(`${option} takes a whole number from 1 to 2147483647, not '${value}'`));
  }
});

test('generate returns only puzzles its technique set solves, graded by that path, or says it could not (CLI and JS)', () => {
  const cli = (...args) => spawnSync(CLI_PATH, args, { encoding: 'utf8' });
  const none = cli('generate', '--techniques=full-house', '--seed', '1', '--attempts', '3');
  assert.equal(none.status, 1);
  assert.match(none.stdout, /^error: could not meet these options in 3 attempts/, 'no puzzle that full houses alone cannot finish');
  assert.throws(() => engine.generate({ techniques: 'full-house', seed: 1, maxAttempts: 3 }), refused('could-not-meet'));
  const [puzzle, level, score, hardest] = cli('generate', '--techniques=full-house,hidden-single', '--seed', '1', '--attempts', '3').stdout.trim().split('\t');
  assert.deepEqual([level, hardest], ['0', 'hidden-single']);
  assert.ok(Number(score) <= 1.5, `scored ${score} with singles alone`);
  assert.equal(engine.steps(puzzle, { techniques: 'full-house,hidden-single' }).length > 0, true);
});

test('a library line whose deletions empty a cell is refused by name, so every 729-line format writes reads back', () => {
  const cli = (...args) => spawnSync(CLI_PATH, args, { encoding: 'utf8' });
  const dead = `:0000:x:${PUZZLE}:121 221 321 521 621 721 821 921 421:`;  // every candidate of r2c1 deleted
  for (const args of [['format', '--as', 'pencilmarks', dead], ['find', 'hidden-single', dead], ['steps', dead]]) {
    const run = cli(...args);
    assert.match(run.stdout, /^error: r2c1 has no candidates \(the library line deletes them all\)$/m, args[0]);
  }
  // A line with deletions that leave every cell something: its 729-line reads back to the same
  // puzzle (its one-mark cells as givens, whose digits leave their peers' marks: no mark is added).
  const alive = `:0000:x:${PUZZLE}:121 221:`;
  const marks = cli('format', '--as', 'pencilmarks', alive).stdout.trim();
  assert.equal(marks.length, 729);
  const again = cli('format', '--as', 'pencilmarks', marks).stdout.trim();
  assert.equal(again.length, 729);
  for (let i = 0; i < 729; i++) if (again[i] !== '.') assert.equal(marks[i], again[i]);
  assert.equal(cli('solve', marks).stdout, cli('solve', alive).stdout);
  assert.throws(() => engine.format(dead, 'pencilmarks'), refused('no-candidates', /^r2c1 has no candidates/));
});

test('characters that cannot be read as typed are named, in a puzzle and in any quoted text (CLI and JS)', () => {
  const cli = (...args) => spawnSync(CLI_PATH, args, { encoding: 'utf8' });
  const rest = PUZZLE.slice(1);
  // Around a puzzle they are margins (hostile.test.mjs); inside it, named.
  assert.throws(() => engine.solve(`1\uFEFF${rest.slice(1)}`), { message: 'bad character U+FEFF (a byte order mark) at position 2 (r1c2)' });
  assert.throws(() => engine.solve(`1\u00A0${rest.slice(1)}`), { message: 'bad character U+00A0 (a no-break space) at position 2 (r1c2)' });
  assert.throws(() => engine.steps(PUZZLE, { techniques: 'x\uD800y' }), refused('bad-option', /^unknown technique 'x<U\+D800 \(a lone surrogate\)>y'/));
  assert.throws(() => engine.find('hidden\u00A0single', PUZZLE), refused('bad-option', /'hidden<U\+00A0 \(a no-break space\)>single'/));
  assert.throws(() => engine.daily('2026-01-0\uD800'), refused('bad-date', /'2026-01-0<U\+D800 \(a lone surrogate\)>'/));
  assert.match(cli('find', 'naked\u200Bpair', PUZZLE).stderr, /'naked<U\+200B \(an invisible character\)>pair'/);
  assert.match(cli('grade', '--techniques', 'x-wing,\tall', PUZZLE).stderr, /'<a tab>all'/);
});

test('a technique set that finds nothing is stuck, not too-hard and not a complete board (CLI and JS)', () => {
  const MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
  const singles = 'full-house,naked-single,hidden-single';
  const stuck = refused('stuck', new RegExp(`^the technique set '${singles}' is stuck: no step found, with 60 cells still empty$`));
  // nextStep returned null here, which the API documents as a complete board.
  assert.throws(() => engine.nextStep(MONSTER, { techniques: singles }), stuck);
  assert.throws(() => engine.nextStep({ puzzle: MONSTER, values: MONSTER }, { techniques: singles }), stuck);
  assert.throws(() => engine.steps(MONSTER, { techniques: singles }), stuck);
  assert.throws(() => engine.grade(MONSTER, { techniques: singles }), stuck);
  // Partway through a path, the steps it made are counted.
  assert.throws(() => engine.grade(PUZZLE, { techniques: 'full-house' }), refused('stuck', /is stuck: no step found( after \d+ steps?)?, with \d+ cells still empty$/));
  // A complete board is still null, and the full set is never stuck.
  assert.equal(engine.nextStep({ puzzle: PUZZLE, values: solution }, { techniques: singles }), null);
  assert.ok(engine.nextStep(MONSTER).technique);
  const cli = spawnSync(CLI_PATH, ['grade', `--techniques=${singles}`], { input: `${MONSTER}\n${PUZZLE}\n`, encoding: 'utf8' });
  assert.equal(cli.status, 1, 'a puzzle failed');
  const [first, second] = cli.stdout.trim().split('\n');
  assert.equal(first, `error: the technique set '${singles}' is stuck: no step found, with 60 cells still empty`);
  assert.match(second, /^4\.8\.765.*\t0\t/, 'the next puzzle is graded');
});

test('after every hostile call, at the largest size allowed and past it, the engine answers right and its memory stays under 64 MB', async () => {
  // The engine's wasm memory, caught as the module is instantiated.
  const memories = [];
  const fresh = await instantiatedThrough(createEngine, (made) => {
    memories.push(...Object.values(made.instance.exports).filter((e) => e instanceof WebAssembly.Memory));
    return made;
  });
  assert.equal(memories.length, 1);
  const CODES = ['bad-length', 'bad-character', 'duplicate', 'no-candidates', 'no-solution', 'multiple-solutions', 'too-hard',
    'bad-option', 'bad-date', 'bad-state', 'could-not-meet', 'stuck', 'variant', 'no-grid', 'too-long'];
  const most = (unit) => unit.repeat(Math.floor(MAX_TEXT / unit.length));
  const texts = [most('.'), most('x'), most('\uD800'), most('€'), most('😀'), '.'.repeat(MAX_TEXT + 1), 'x'.repeat(50e6), ''];
  const calls = [];
  for (const t of texts) {
    calls.push(() => fresh.solve(t), () => fresh.countSolutions(t, 2 ** 31 - 1), () => fresh.findSolution(t), () => fresh.format(t, 'grid'),
      () => fresh.grade(t), () => fresh.steps(PUZZLE, { techniques: t }), () => fresh.nextStep({ puzzle: PUZZLE, values: t, candidates: t }),
      () => fresh.find(t, PUZZLE), () => fresh.find('x-wing', t), () => fresh.generate({ technique: t, maxAttempts: 1 }),
      () => fresh.daily(t), () => fresh.grade(PUZZLE, { techniques: [t, t] }));
  }
  for (const value of [null, undefined, 7, 7n, {}, [], () => 1, Symbol('s'), NaN, true]) {
    calls.push(() => fresh.solve(value), () => fresh.nextStep(value), () => fresh.generate(value), () => fresh.grade(PUZZLE, value),
      () => fresh.countSolutions(PUZZLE, value), () => fresh.format(PUZZLE, value), () => fresh.daily(value), () => fresh.find(value, PUZZLE));
  }
  let thrown = 0;
  for (const call of calls) {
    try {
      call();
    } catch (err) {
      thrown++;
      assert.ok(CODES.includes(err.code), `${err.name}: ${err.message} has code ${String(err.code)}`);
    }
  }
  assert.ok(thrown > calls.length / 2, `${thrown} of ${calls.length} refused`);
  const bytes = memories[0].buffer.byteLength;
  assert.ok(bytes <= 64 * 2 ** 20, `wasm memory ${(bytes / 2 ** 20).toFixed(1)} MB`);
  assert.deepEqual(fresh.solve(PUZZLE), { status: 'unique', solution });
  assert.equal(fresh.grade(PUZZLE).level, engine.grade(PUZZLE).level);
  assert.deepEqual(fresh.steps(PUZZLE), engine.steps(PUZZLE));
});

test('the solver\'s wasm given as the engine\'s (and the other way) is refused in words, not taken and broken at the first call', async () => {
  const { readFileSync } = await import('node:fs');
  const { error, warn } = console;
  console.error = console.warn = () => {};  // Emscripten's loader prints the instantiation failure too
  try {
    await assert.rejects(createEngine({ wasmBinary: readFileSync(resolve(root, 'dist/pencilmark-solver-simd.wasm')) }),
      refused('bad-option', /^the wasm given is not the engine's: .*pencilmark-solver\*\.wasm is the solver's\)$/));
    await assert.rejects(createSolver({ wasmBinary: readFileSync(resolve(root, 'dist/pencilmark-wasm-simd.wasm')) }),
      refused('bad-option', /^the wasm given is not the solver's: /));
  } finally {
    Object.assign(console, { error, warn });
  }
  const right = await createEngine({ wasmBinary: readFileSync(resolve(root, 'dist/pencilmark-wasm-simd.wasm')), simd: true });
  assert.equal(right.grade(PUZZLE).level, engine.grade(PUZZLE).level);
});

test('a call that stops the engine (an out-of-memory abort, a trap) throws restarted, and the next call works', async () => {
  // Every export of the first instances throws as wasm does when it aborts, while `trap.on`.
  const trap = { on: false };
  const [fresh, solver] = await instantiatedThrough(() => Promise.all([createEngine(), createSolver()]), (made) => {
    const exports = Object.fromEntries(Object.entries(made.instance.exports).map(([name, value]) => [name,
      typeof value !== 'function' ? value : (...a) => {
        if (trap.on) throw new WebAssembly.RuntimeError('Aborted(OOM)');
        return value(...a);
      }]));
    return { instance: { exports }, module: made.module };
  });
  assert.equal(fresh.grade(PUZZLE).level, engine.grade(PUZZLE).level, 'the trapped instance answers while the trap is off');
  trap.on = true;
  assert.throws(() => fresh.grade(PUZZLE), refused('restarted', /^grade stopped the engine \(Aborted\(OOM\)\); it was started anew, so the next call works$/));
  assert.throws(() => solver.countSolutions(PUZZLE), refused('restarted'));
  // Started anew from the compiled code: the new instances answer, every call alike.
  assert.deepEqual(fresh.steps(PUZZLE), engine.steps(PUZZLE));
  assert.deepEqual(fresh.solve(PUZZLE), { status: 'unique', solution });
  assert.equal(fresh.format(PUZZLE, 'pencilmarks').length, 729);
  assert.equal(fresh.nextStep(PUZZLE).technique, engine.nextStep(PUZZLE).technique);
  assert.equal(solver.countSolutions(PUZZLE), 1);
  assert.equal(solver.findSolution(PUZZLE), solution);
});
