// The step solver, grader and hints through the JS API (wasm in node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createEngine } from '../../dist/engine.js';
import { nestingWords } from '../../dist/grade-panel.js';
import { CLI_PATH, fixture, placeDigit, projectData, readLines, startingCandidates } from '../support/rules.mjs';
import { loadCatalog } from '../support/messages.mjs';

const engine = await createEngine();
await loadCatalog();  // the grade panel's words are the page's English messages
const examples = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t'));
const [kaggle, kaggleSolution] = readLines(fixture('kaggle_solved.csv'))[0].split(',');

// Replays a path on an independent candidate grid; returns what went wrong, if anything.
function replay(puzzle, steps, solution) {
  const state = startingCandidates(puzzle);
  for (const [i, step] of steps.entries()) {
    let changed = false;
    for (const { cell, digit } of step.placements) {
      if (Number(solution[cell]) !== digit) return `step ${i} (${step.technique}) places a wrong digit`;
      if (!state.values[cell]) { placeDigit(state, cell, digit); changed = true; }
    }
    for (const { cell, digit } of step.eliminations) {
      if (Number(solution[cell]) === digit) return `step ${i} (${step.technique}) removes the solution`;
      if (state.cands[cell].delete(digit)) changed = true;
    }
    if (!changed) return `step ${i} (${step.technique}) changes nothing`;
  }
  return state.values.join('') === solution ? null : 'the path does not end solved';
}

test('grade gives level, name, score, hardest technique and counts as a plain object', () => {
  const grade = engine.grade(kaggle);
  assert.deepEqual(Object.keys(grade), ['level', 'levelName', 'score', 'ep', 'ed', 'scoreBy', 'epBy', 'scoreNesting', 'scoreEstimated', 'scoreStep', 'epStep', 'hardest', 'hardestStep', 'steps', 'counts']);
  assert.ok(grade.level >= 0 && grade.level <= 4);
  assert.equal(grade.levelName, ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'][grade.level]);
  const steps = engine.steps(kaggle);
  assert.equal(grade.steps, steps.length);
  assert.equal(Object.values(grade.counts).reduce((a, b) => a + b, 0), steps.length);
  assert.equal(steps[grade.hardestStep].technique, grade.hardest);
  assert.equal(Math.max(...steps.map((s) => s.level)), grade.level);
});

test('ER, EP and ED are Sudoku Explainer\'s, with what set them; scoreStep and epStep point into the path', () => {
  const rated = readLines(fixture('explainer_ratings.txt')).filter((line) => !line.startsWith('#'));
  assert.ok(rated.length >= 20);
  for (const line of rated) {
    const [puzzle, ratings, ...by] = line.split(' ');
    const [er, ep, ed] = ratings.split('/').map(Number);
    const grade = engine.grade(puzzle);
    assert.deepEqual([grade.score, grade.ep, grade.ed, grade.scoreBy], [er, ep, ed, by.join(' ')], puzzle);
    const own = engine.steps(puzzle).map((s) => s.score);
    const firstPlacement = engine.steps(puzzle).findIndex((s) => s.placements.length > 0);
    assert.equal(grade.scoreStep, own.indexOf(Math.max(...own)), puzzle);
    assert.equal(own[grade.epStep], Math.max(...own.slice(0, firstPlacement + 1)), puzzle);
  }
});

test('the CLI\'s rate gives SE\'s ER/EP/ED alone: the lists\' figures, and grade\'s score fields', () => {
  const rated = readLines(fixture('explainer_ratings.txt')).filter((line) => !line.startsWith('#'));
  const puzzles = rated.map((line) => line.split(' ')[0]);
  const cli = (args) => execFileSync(CLI_PATH, args, { input: `${puzzles.join('\n')}\n`, encoding: 'utf8' }).trim().split('\n');
  assert.deepEqual(cli(['rate']), rated.map((line) => line.split(' ').slice(0, 2).join('\t')));
  const fields = ['score', 'ep', 'ed', 'scoreBy', 'epBy', 'scoreNesting', 'scoreEstimated'];
  const graded = cli(['grade', '--json']).map((l) => JSON.parse(l));
  assert.deepEqual(cli(['rate', '--json']).map((l) => JSON.parse(l)),
    graded.map((g) => Object.fromEntries(fields.map((k) => [k, g[k]]))));
  const bad = spawnSync(CLI_PATH, ['rate', '.'.repeat(81), 'x'], { encoding: 'utf8' });
  assert.equal(bad.status, 1);
  assert.equal(bad.stdout, 'error: more than one solution\nerror: bad character \'x\' at position 1; a puzzle is 81 characters, '
    + '729 pencil marks, a printed or candidate grid, a HoDoKu library line, a SudokuWiki string or link, '
      + 'an f-puzzles or SudokuPad link, or a sudoku.coach string\n');
});

test('the CLI\'s rate --path lists the rating pass\'s steps: they set ER and ED and, replayed, solve the puzzle', () => {
  const rated = readLines(fixture('explainer_ratings.txt')).filter((line) => !line.startsWith('#'));
  const puzzles = rated.map((line) => line.split(' ')[0]);
  const blocks = execFileSync(CLI_PATH, ['rate', '--path'], { input: `${puzzles.join('\n')}\n`, encoding: 'utf8' })
    .trim().split('\n\n');
  assert.equal(blocks.length, puzzles.length);
  for (const [i, block] of blocks.entries()) {
    const [head, ...lines] = block.split('\n');
    assert.equal(head, rated[i].split(' ').slice(0, 2).join('\t'));
    const [er, , ed] = head.split('\t')[1].split('/').map(Number);
    const steps = lines.map((line) => line.split('\t'));
    assert.deepEqual(steps.map(([n]) => Number(n)), steps.map((_, k) => k + 1), puzzles[i]);
    const ratings = steps.map(([, r]) => Number(r));
    assert.equal(Math.max(...ratings), er, puzzles[i]);
    assert.equal(ratings[0], ed, puzzles[i]);
    // The effects on a candidate grid of the test's own: each changes it and holds with the solution.
    const { solution } = engine.solve(puzzles[i]);
    const state = startingCandidates(puzzles[i]);
    for (const [n, , by, effect] of steps) {
      let changed = false;
      for (const [, row, col, sign, digit] of effect.matchAll(/r(\d)c(\d)(=|<>)(\d)/g)) {
        const cell = (row - 1) * 9 + (col - 1);
        assert.equal(Number(solution[cell]) === Number(digit), sign === '=', `${puzzles[i]} step ${n} (${by})`);
        if (sign === '=' && !state.values[cell]) { placeDigit(state, cell, Number(digit)); changed = true; }
        if (sign === '<>' && state.cands[cell].delete(Number(digit))) changed = true;
      }
      assert.ok(changed, `${puzzles[i]} step ${n} (${by}) changes nothing`);
    }
    assert.equal(state.values.join(''), solution, puzzles[i]);
  }
});

test('rate gives SE\'s ER/EP/ED alone: the lists\' figures, grade\'s score fields, and its errors', () => {
  const rated = readLines(fixture('explainer_ratings.txt')).filter((line) => !line.startsWith('#'));
  const fields = ['score', 'ep', 'ed', 'scoreBy', 'epBy', 'scoreNesting', 'scoreEstimated'];
  for (const line of rated) {
    const [puzzle, ratings, ...by] = line.split(' ');
    const rating = engine.rate(puzzle);
    assert.deepEqual(Object.keys(rating), fields, puzzle);
    assert.deepEqual([rating.score, rating.ep, rating.ed, rating.scoreBy], [...ratings.split('/').map(Number), by.join(' ')], puzzle);
    const grade = engine.grade(puzzle);
    assert.deepEqual(rating, Object.fromEntries(fields.map((k) => [k, grade[k]])), puzzle);
  }
  // A forum_hardest_1106 line whose ER is set at nested level 2.
  const nested = engine.rate('........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3');
  assert.equal(nested.scoreNesting, 2);
  assert.match(nested.scoreBy, /^Nested Dynamic \(\+ Chains\) /);
  assert.throws(() => engine.rate('.'.repeat(81)), { code: 'multiple-solutions', message: 'more than one solution' });
  assert.throws(() => engine.rate(`x${'.'.repeat(80)}`), { code: 'bad-character', message: "bad character 'x' at position 1 (r1c1)" });
  assert.throws(() => engine.rate(42), (err) => err instanceof TypeError && err.code === 'bad-option');
});

test('grade gives SE\'s nested level of the ER step, computed up to level 5; the panel words it', () => {
  // Lines of forum_hardest_1106 whose ER is set at nested levels 1, 2 and 4, and
  // of hardest_eleven_2000 at level 3.
  const cases = [
    ['.....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8', 1, /^Nested Dynamic /, /nested level 1\)/],
    ['........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3', 2, /^Nested Dynamic \(\+ Chains\) /, /2 deep/],
    ['1.......9..71......8...24.......83...4..6..2.7.......55..9....3..1..3....3..2.6..', 3, /^Nested Dynamic \(\+ Multiple Chains\) /, /3 deep.*cell and region/],
    ['......7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4..1...2..5', 4, /^Nested Dynamic \(\+ Dynamic Chains\) /, /4 deep.*dynamic forcing/],
  ];
  for (const [puzzle, nesting, by, words] of cases) {
    const grade = engine.grade(puzzle);
    assert.equal(grade.scoreNesting, nesting, puzzle);
    assert.equal(grade.scoreEstimated, false, puzzle);
    assert.match(grade.scoreBy, by, puzzle);
    assert.match(nestingWords(grade), words, puzzle);
  }
  const plain = engine.grade(kaggle);
  assert.deepEqual([plain.scoreNesting, plain.scoreEstimated, nestingWords(plain)], [0, false, '']);
  // Level 5 and past it (no puzzle of the data sets goes there): the words say
  // how deep, and past level 5 that ER is an estimate.
  assert.match(nestingWords({ scoreNesting: 5, scoreEstimated: false }), /5 deep.*forcing chains inside those/);
  assert.match(nestingWords({ scoreNesting: 6, scoreEstimated: true }), /deepest nesting \(level 5.*estimate/);
});

test('each technique\'s example puzzle uses it, and its path replays soundly to the solution', () => {
  const keys = engine.techniques().map((t) => t.key);
  assert.deepEqual(examples.map(([key]) => key), keys);
  for (const [key, puzzle, techniques = 'all'] of examples) {
    const solution = engine.solve(puzzle).solution;
    const steps = engine.steps(puzzle, { techniques });
    assert.ok(steps.some((s) => s.technique === key), key);
    assert.equal(replay(puzzle, steps, solution), null, key);
    const grade = engine.grade(puzzle, { techniques });
    assert.equal(grade.level, Math.max(...steps.map((s) => s.level)), key);
  }
});

test('a step has the documented shape, with stages in order', () => {
  const [, puzzle] = examples.find(([key]) => key === 'xy-chain');
  const step = engine.steps(puzzle).find((s) => s.technique === 'xy-chain');
  assert.equal(step.name, 'XY-Chain');
  assert.equal(step.level, 3);
  assert.ok(step.links.length >= 7);
  step.links.forEach((link, i) => {
    assert.equal(link.stage, 3 + i);
    assert.equal(link.type, i % 2 === 0 ? 'strong' : 'weak');
  });
  assert.equal(step.stages, 3 + step.links.length);
  assert.ok(step.houses.every((h) => h.stage === 1));
  for (const e of step.eliminations) {
    assert.ok(step.candidates.some((c) => c.cell === e.cell && c.digit === e.digit && c.role === 'eliminated' && c.stage === step.stages));
  }
  assert.match(step.text, /^If r\dc\d is not \d: /);
  assert.match(step.clues[0], /^Look at /);
  assert.match(step.clues[1], /^XY-Chain from r\dc\d to r\dc\d/);
});

test('the CLI prints the same steps as the JS API: one format', () => {
  const [, puzzle] = examples.find(([key]) => key === 'y-wing');
  const cli = execFileSync(CLI_PATH, ['steps', puzzle], { encoding: 'utf8' });
  assert.deepEqual(cli.trim().split('\n').map((l) => JSON.parse(l)), engine.steps(puzzle));
});

test('nextStep points out a wrong digit, then a true candidate removed from a marked cell, before any logic', () => {
  const wrong = kaggle.slice(0, 1) + (kaggleSolution[1] === '1' ? '2' : '1') + kaggle.slice(2);
  assert.equal(kaggle[1], '.');
  const first = engine.nextStep({ puzzle: kaggle, values: wrong });
  assert.equal(first.technique, 'wrong-digit');
  assert.deepEqual(first.cells.filter((c) => c.role === 'wrong').map((c) => c.cell), [1]);

  const marks = [...engine.format(kaggle, 'pencilmarks')];
  for (let c = 0; c < 81; c++) if (kaggle[c] !== '.') marks.fill('.', 9 * c, 9 * c + 9);
  const digit = Number(kaggleSolution[1]);
  marks[9 + digit - 1] = '.';
  const second = engine.nextStep({ puzzle: kaggle, candidates: marks.join('') });
  assert.equal(second.technique, 'missing-candidate');
  assert.deepEqual(second.candidates.map(({ cell, digit: d }) => [cell, d]), [[1, digit]]);

  assert.deepEqual(engine.nextStep(kaggle), engine.steps(kaggle)[0]);
  // Most players mark only some cells: the unmarked ones keep every candidate,
  // so marks in one cell (all true ones) leave the hint the solver's own step.
  const oneCell = '.'.repeat(729).split('');
  for (let d = 1; d <= 9; d++) if (marks[9 + d - 1] !== '.' || d === digit) oneCell[9 + d - 1] = String(d);
  assert.deepEqual(engine.nextStep({ puzzle: kaggle, candidates: oneCell.join('') }), engine.steps(kaggle)[0]);
  oneCell[9 + digit - 1] = '.';
  assert.equal(engine.nextStep({ puzzle: kaggle, candidates: oneCell.join('') }).technique, 'missing-candidate');
  assert.equal(engine.nextStep({ puzzle: kaggle, values: kaggleSolution }), null);
  assert.throws(() => engine.nextStep({ puzzle: kaggle, values: '12' }), { message: 'values: expected 81 characters, found 2' });
  assert.throws(() => engine.nextStep({ puzzle: kaggle, values: 5 }), TypeError);
  assert.throws(() => engine.nextStep({ puzzle: '.'.repeat(81) }), { message: 'more than one solution' });
});

test('grade and steps refuse a puzzle without exactly one solution, naming why', () => {
  assert.throws(() => engine.grade('.'.repeat(81)), { message: 'more than one solution' });
  assert.throws(() => engine.steps('12345678.........9' + '.'.repeat(63)), { message: 'no solution' });
  assert.throws(() => engine.grade('x'), { message: "bad character 'x' at position 1; a puzzle is 81 characters, 729 pencil marks, "
    + 'a printed or candidate grid, a HoDoKu library line, a SudokuWiki string or link, an f-puzzles or SudokuPad link, '
    + 'or a sudoku.coach string' });
});

test('find takes a key or a HoDoKu code and lists every instance', () => {
  const [, puzzle] = examples.find(([key]) => key === 'hidden-single');
  const byKey = engine.find('hidden-single', puzzle);
  assert.ok(byKey.length > 1);
  assert.deepEqual(engine.find('0002', puzzle), byKey);
  assert.throws(() => engine.find('nonsense', puzzle), { message: "unknown technique 'nonsense'" });
});

test('the zambon preset grades as before the catalogue, on grade, steps, nextStep and generate', () => {
  const rows = readLines(fixture('zambon_grades.tsv')).map((l) => l.split('\t'));
  // Level, hardest technique and path as recorded; the score column is the old
  // per-technique score, which steps now refine on SE's rules (a box's hidden
  // single 1.2, a trial by its length), so it is not compared.
  for (const [puzzle, level, , hardest, count] of rows.filter((_, i) => i % 7 === 0)) {
    const grade = engine.grade(puzzle, { techniques: 'zambon' });
    assert.deepEqual([grade.level, grade.hardest, grade.steps], [Number(level), hardest, Number(count)], puzzle);
  }
  const zambonKeys = new Set(engine.techniques().filter((t) => t.zambon).map((t) => t.key));
  assert.equal(zambonKeys.size, 18);
  const [puzzle] = rows.find(([, level]) => level === '3');
  const steps = engine.steps(puzzle, { techniques: 'zambon' });
  assert.ok(steps.every((s) => zambonKeys.has(s.technique)));
  assert.ok(zambonKeys.has(engine.nextStep(puzzle, { techniques: 'zambon' }).technique));
  const made = engine.generate({ level: 1, seed: 5, techniques: 'zambon' });
  assert.ok(Object.keys(made.grade.counts).every((k) => zambonKeys.has(k)));
  // A list of keys works too; unknown ones are named.
  const few = ['full-house', 'hidden-single', 'naked-single', 'pointing-line', 'box-line', 'naked-pair', 'hidden-pair',
    'x-wing', 'trial-and-error', 'guess'];
  assert.ok(engine.steps(kaggle, { techniques: few }).every((s) => few.includes(s.technique)));
  assert.throws(() => engine.grade(kaggle, { techniques: 'zambon,bogus' }), { message: /unknown technique 'bogus'/ });
  assert.throws(() => engine.grade(kaggle, { techniques: 'bogus' }), { message: /^unknown technique 'bogus'/ });
  assert.throws(() => engine.grade(kaggle, { uniqueness: 'no' }), TypeError);
});

test('uniqueness: false keeps every technique that assumes one solution off the path', () => {
  const assuming = new Set(engine.techniques().filter((t) => t.uniqueness).map((t) => t.key));
  for (const [key, puzzle] of examples.filter(([key]) => assuming.has(key))) {
    const steps = engine.steps(puzzle, { uniqueness: false });
    assert.ok(steps.every((s) => !assuming.has(s.technique)), key);
    assert.ok(engine.steps(puzzle).some((s) => s.technique === key), key);
  }
  const cli = execFileSync(CLI_PATH, ['grade', '--no-uniqueness', '--techniques', 'zambon', kaggle],
    { encoding: 'utf8' });
  assert.equal(cli.split('\t')[3], engine.grade(kaggle, { techniques: 'zambon' }).hardest);
});

test('the player-mistake reports carry their effect: a digit to clear, a candidate to restore', () => {
  const wrong = kaggle.slice(0, 1) + (kaggleSolution[1] === '1' ? '2' : '1') + kaggle.slice(2);
  const report = engine.nextStep({ puzzle: kaggle, values: wrong });
  assert.deepEqual(report.cleared, [{ cell: 1, digit: Number(wrong[1]) }]);
  assert.deepEqual([report.placements, report.eliminations, report.restored], [[], [], []]);
  const marks = [...engine.format(kaggle, 'pencilmarks')];
  marks[9 + Number(kaggleSolution[1]) - 1] = '.';
  const missing = engine.nextStep({ puzzle: kaggle, candidates: marks.join('') });
  assert.deepEqual(missing.restored, [{ cell: 1, digit: Number(kaggleSolution[1]) }]);
});
