// Other apps' forms through the JS API and the page's game model: SudokuWiki's
// board strings and links and candidate grids, read from real strings those
// apps made (tests/data/other_apps) and written back by format().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createEngine } from '../../dist/engine.js';
import { gameFromText } from '../../dist/game.js';
import { CLI_PATH, fixture, readLines } from '../support/rules.mjs';

const engine = await createEngine();
const rows = (name) => readLines(fixture(`other_apps/${name}`)).map((line) => line.split('\t').map((f) => f.replaceAll('\\n', '\n')));
const [s9b, , page] = rows('s9b.tsv')[0];
const format = (text, form) => engine.format(text, form);

test('format writes and reads SudokuWiki strings and links and candidate grids (JS API and CLI alike)', () => {
  assert.equal(engine.format(s9b, 's9b'), s9b, page);
  const link = engine.format(s9b, 'sudokuwiki');
  assert.equal(link, `https://www.sudokuwiki.org/sudoku.htm?bd=${s9b}`);
  const grid = engine.format(s9b, 'candidates');
  for (const form of ['line', 'givens', 'pencilmarks']) assert.equal(engine.format(link, form), engine.format(s9b, form));
  // The candidate grid: the same digits (a pending single reads back as a given) and solution.
  const line = engine.format(s9b, 'line');
  assert.ok([...engine.format(grid, 'line')].every((ch, c) => line[c] === '.' || ch === line[c]));
  assert.equal(engine.solve(grid).solution, engine.solve(s9b).solution);
  assert.equal(spawnSync(CLI_PATH, ['format', '--as', 's9b', link], { encoding: 'utf8' }).stdout.trim(), s9b);
  assert.equal(spawnSync(CLI_PATH, ['format', '--as', 'candidates', s9b], { encoding: 'utf8' }).stdout, `${grid}`);
  assert.throws(() => engine.format(s9b, 'xml'), { code: 'bad-option',
    message: "the form must be line, givens, pencilmarks, grid, candidates, s9b, sudokuwiki, hodoku, sdk, fpuzzles or coach, not 'xml'" });
  assert.equal(engine.format(engine.format(s9b, 'hodoku'), 's9b'), s9b);
  assert.equal(engine.format(engine.format(s9b, 'sdk'), 'line'), engine.format(s9b, 'givens'));
  assert.throws(() => engine.format(`X9B${s9b.slice(3)}`, 'line'), /this SudokuWiki string is of Sudoku X \(its diagonals\), which Pencilmark does not solve/);
});

test('a pasted SudokuWiki string opens with its clues as givens, its solved cells as the player\'s digits and its notes as marks', async () => {
  const g = await gameFromText(s9b, format);
  assert.equal(g.givens, engine.format(s9b, 'givens'));
  assert.equal(g.valuesText(), engine.format(s9b, 'line'));
  assert.ok(g.values.some((v, c) => v && !g.isGiven(c)), 'some solved cells');
  assert.ok(g.hasMarks());
  const marks = engine.format(s9b, 'pencilmarks');
  g.values.forEach((v, c) => {
    if (v) return;
    const expected = [...marks.slice(9 * c, 9 * c + 9)].reduce((m, ch, d) => (ch === '.' ? m : m | (1 << d)), 0);
    assert.equal(g.marks[c], expected);
  });
  assert.equal(g.atPuzzle(), false);  // someone's play is on it: not timed
  // A puzzle of givens alone still opens without marks, as before.
  const plain = await gameFromText(engine.format(s9b, 'givens'), format);
  assert.equal(plain.hasMarks(), false);
  assert.ok(plain.atPuzzle());
});

test('every candidate grid of the fixtures opens as a game whose marks are the grid\'s', async () => {
  const grids = rows('candidate_grids.txt');
  assert.ok(grids.length >= 25);
  for (const [text, source] of grids) {
    const g = await gameFromText(text, format);
    assert.equal(engine.solve(g.source).status, 'unique', source);
    assert.ok(g.hasMarks(), source);  // written down, so shown, even where the digits alone leave the same
    const marks = engine.format(text, 'pencilmarks');
    g.values.forEach((v, c) => {
      if (v) return;
      const expected = [...marks.slice(9 * c, 9 * c + 9)].reduce((m, ch, d) => (ch === '.' ? m : m | (1 << d)), 0);
      assert.equal(g.marks[c], expected, source);
    });
  }
});

test('a game written as a library line (the Share menu\'s text) is read back whole: givens, the player\'s digits and marks', async () => {
  const g = await gameFromText(s9b, format);
  assert.equal(engine.format(g.libraryLine(), 's9b'), s9b);
  // A cell the player has not marked keeps every candidate; a wrong digit is refused in words.
  g.marks[g.values.indexOf(0)] = 0;
  const back = await gameFromText(g.libraryLine(), format);
  assert.equal(back.valuesText(), g.valuesText());
  const clash = g.values.indexOf(0);
  const peer = [...Array(81).keys()].find((c) => c !== clash && Math.floor(c / 9) === Math.floor(clash / 9) && g.values[c]);
  g.values[clash] = g.values[peer];
  assert.throws(() => engine.format(g.libraryLine(), 's9b'), /are both/);
});

// Packed forms: f-puzzles' and SudokuPad's links (lz-string) and sudoku.coach's
// strings (zlib), unpacked by the JS layer to the JSON the engine reads.
const linkRows = (name) => rows(name).filter(([first]) => !first.startsWith('#'));

test('sudoku.coach strings from the wild read to consistent positions, their stated givens too, and variants are refused', () => {
  const coach = linkRows('coach.tsv');
  assert.ok(coach.length >= 30, `${coach.length} strings`);
  let read = 0, stated = 0;
  for (const [string, source, givens] of coach) {
    let line;
    try { line = engine.format(string, 'hodoku'); } catch (err) {
      assert.equal(err.code, 'variant', `${source}: ${err.message}`);
      continue;
    }
    read++;
    // No given or digit contradicted: the position has a solution (its givens may leave several).
    assert.notEqual(engine.countSolutions(line, 1), 0, source);
    if (/^[0-9]{81}$/.test(givens ?? '')) {
      stated++;
      assert.equal(engine.format(string, 'givens'), givens.replace(/0/g, '.'), source);
    }
    // Written back, it reads to the same position.
    assert.equal(engine.format(engine.format(string, 'coach'), 'hodoku'), line, source);
  }
  assert.ok(read >= 40 && stated >= 30, `${read} read, ${stated} with their givens`);
});

test('f-puzzles and SudokuPad links from the wild: classic ones read, variants and server ids refused in words', () => {
  const fpuzzles = linkRows('fpuzzles.tsv'), sudokupad = linkRows('sudokupad.tsv');
  let classic = 0;
  for (const [link, source, isClassic, constraints, givens] of [...fpuzzles, ...sudokupad]) {
    if (isClassic === 'yes') {
      classic++;
      assert.equal(engine.format(link, 'givens'), givens, source);
      continue;
    }
    assert.throws(() => engine.format(link, 'line'), (err) => {
      // A puzzle kept on SudokuPad's server, unreadable offline, or a variant.
      const kept = /kept on SudokuPad's server \(.+\), which Pencilmark does not fetch/.test(err.message);
      assert.equal(err.code, kept ? 'bad-character' : 'variant', `${source}: ${err.message}`);
      if (!kept) assert.match(err.message, /^this puzzle (has .+, which (Pencilmark does not solve|may draw rules that Pencilmark does not solve)|is \d+x\d+, and Pencilmark solves 9x9 Sudoku)$/, source);
      if (constraints) assert.ok(!kept, source);
      return true;
    });
  }
  assert.ok(classic >= 4 && fpuzzles.length >= 50 && sudokupad.length >= 130, `${fpuzzles.length} and ${sudokupad.length} links`);
  assert.throws(() => engine.format('https://sudokupad.app/4swipiexba', 'line'),
    /this SudokuPad link names a puzzle kept on SudokuPad's server \(4swipiexba\), which Pencilmark does not fetch/);
  const [first] = fpuzzles;
  assert.throws(() => engine.format(first[0].slice(0, 90), 'line'), /this f-puzzles link does not unpack: its data \(58 characters\) is cut short or changed|this puzzle has/);
  assert.throws(() => engine.format('SCv7_32_f2e00', 'line'), /this sudoku\.coach string does not unpack/);
});

test('f-puzzles, SudokuPad and sudoku.coach forms write a position that reads back: givens, digits, marks', () => {
  let positions = 0;
  for (const [string] of rows('s9b.tsv')) {
    const line = engine.format(string, 'hodoku');
    for (const form of ['fpuzzles', 'coach']) assert.equal(engine.format(engine.format(string, form), 'hodoku'), line, form);
    // SudokuPad keeps only givens: the player's digits go there as givens, the marks as they are.
    const pad = engine.format(string, 'sudokupad');
    assert.match(pad, /^https:\/\/sudokupad\.app\/\?puzzleid=fpuzzles/);
    assert.equal(engine.format(pad, 'line'), engine.format(string, 'line'));
    assert.equal(engine.format(pad, 'pencilmarks'), engine.format(string, 'pencilmarks'));
    positions++;
  }
  assert.ok(positions >= 30);
  assert.match(engine.format(s9b, 'fpuzzles'), /^https:\/\/www\.f-puzzles\.com\/\?load=N4Ig/);
  assert.match(engine.format(s9b, 'coach'), /^SCv7_32_f2e[0-9a-v]+$/);
  // The CLI writes the JSON inside, and names the packing it does not undo.
  const json = spawnSync(CLI_PATH, ['format', '--as', 'fpuzzles', s9b], { encoding: 'utf8' }).stdout.trim();
  assert.equal(engine.format(json, 'hodoku'), engine.format(s9b, 'hodoku'));
  const refused = spawnSync(CLI_PATH, ['format', engine.format(s9b, 'fpuzzles')], { encoding: 'utf8' });
  assert.match(refused.stdout, /this f-puzzles link is packed, which the page and the JS API undo but the CLI does not/);
});

test('what a packed puzzle holds that is not kept (colours) is named for the page to say; its corner marks are kept', async () => {
  const { pack, notKeptCounts, cornerMarks } = await import('../../dist/packed.js');
  const row = (cells) => JSON.stringify(cells);
  const empty = Array.from({ length: 9 }, () => ({}));
  const json = (first) => `{"size":9,"grid":[${[row(first), ...Array.from({ length: 8 }, () => row(empty))].join(',')}]}`;
  const marked = [{ value: 5, given: true }, { cornerPencilMarks: [1, 2] }, { cornerPencilMarks: [3], c: '#FFA0A0' }, ...empty.slice(3)];
  assert.deepEqual(notKeptCounts(pack('fpuzzles', json(marked))), { corner: 0, coloured: 1 });
  assert.deepEqual(cornerMarks(pack('fpuzzles', json(marked))).slice(0, 4), [0, 0b11, 0b100, 0]);
  assert.equal(cornerMarks(pack('fpuzzles', json(empty))), null);
  assert.equal(cornerMarks('not a link'), null);
  // Corner marks in a layout it does not read (not 9x9 cells) are still named.
  const odd = pack('fpuzzles', JSON.stringify({ size: 9, grid: [marked] }));
  assert.deepEqual(notKeptCounts(odd), { corner: 2, coloured: 1 });
  assert.deepEqual(notKeptCounts(pack('sudokupad', json([{ value: 5, given: true }, { centerPencilMarks: [1, 2] }, ...empty.slice(2)]))), { corner: 0, coloured: 0 });
  assert.deepEqual(notKeptCounts(engine.format(s9b, 'coach')), { corner: 0, coloured: 0 });
  assert.deepEqual(notKeptCounts('not a link'), { corner: 0, coloured: 0 });
});
