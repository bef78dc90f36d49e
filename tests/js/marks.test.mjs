// Corner and centre marks (issue 53, item 4): the game model keeps them (one
// undoable move each, under a digit, in the saved game and in share links, older
// saves and links still reading as before), hints read a cell's centre marks as
// its candidates where it has no 3x3 marks and never read corner marks, and the
// board and its pictures draw them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, cellName } from '../../dist/game.js';
import { decodeShareLink, encodeShareLink } from '../../dist/share-link.js';
import { english } from '../support/messages.mjs';
import { CORNER_SLOTS, boardLooks, boardMarkup, centreFit, digitsOf, drawnDigits, notesMarkup } from '../../dist/board.js';
import { boardPicture } from '../../dist/picture.js';
import { cellLabel } from '../../dist/cell-words.js';
import { loadMessages } from '../../dist/messages.js';
import { createEngine } from '../../dist/engine.js';
import { readFileSync } from 'node:fs';

await loadMessages('en', false);  // a picture's title and description (web/messages.js)

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const at = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const bits = (...digits) => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

// A game with every kind of marks: 3x3 in r2c1, corner 1 3 in r2c2 and r2c3 (the
// 1s and 3s of box 1, Snyder's way), centre 2 3 in r1c2, corner and centre in r3c1.
function noted() {
  const g = new Game(PUZZLE);
  g.toggleMark(at('r2c1'), 1);
  g.toggleMark(at('r2c1'), 2);
  g.toggleMarks([at('r2c2'), at('r2c3')], 1, 'corner');
  g.toggleMarks([at('r2c2'), at('r2c3')], 3, 'corner');
  g.toggleMark(at('r1c2'), 2, 'centre');
  g.toggleMark(at('r1c2'), 3, 'centre');
  g.toggleMark(at('r3c1'), 7, 'corner');
  g.toggleMark(at('r3c1'), 9, 'centre');
  return g;
}

test('corner and centre marks: each toggle one move, undone and redone whole; 3x3 marks untouched', () => {
  const g = new Game(PUZZLE);
  assert.equal(g.toggleMark(at('r1c2'), 5, 'corner'), true);
  assert.equal(g.toggleMark(at('r1c2'), 5, 'centre'), true);
  assert.equal(g.corner[at('r1c2')], bits(5));
  assert.equal(g.centre[at('r1c2')], bits(5));
  assert.equal(g.marks[at('r1c2')], 0);
  assert.equal(g.undoStack.length, 2);
  g.undo();
  assert.equal(g.centre[at('r1c2')], 0);
  assert.equal(g.corner[at('r1c2')], bits(5));
  g.undo();
  assert.equal(g.corner[at('r1c2')], 0);
  g.redo();
  g.redo();
  assert.deepEqual([g.corner[at('r1c2')], g.centre[at('r1c2')]], [bits(5), bits(5)]);
  // Several cells, one move: into all, then out of all once each has it.
  const cells = [at('r2c1'), at('r2c2'), at('r1c1')];  // r1c1 is a given: left alone
  assert.equal(g.toggleMarks(cells, 4, 'corner'), true);
  assert.deepEqual(cells.map((c) => g.corner[c]), [bits(4), bits(4), 0]);
  assert.equal(g.toggleMarks(cells, 4, 'corner'), true);
  assert.deepEqual(cells.map((c) => g.corner[c]), [0, 0, 0]);
  g.undo();
  assert.deepEqual(cells.map((c) => g.corner[c]), [bits(4), bits(4), 0]);
  // A given takes none.
  assert.equal(g.toggleMark(at('r1c1'), 1, 'centre'), false);
});

test('a digit hides its cell\'s corner and centre marks and gives them back; peers keep theirs; erase takes every kind as one move', () => {
  const g = noted();
  const before = { corner: [...g.corner], centre: [...g.centre], marks: [...g.marks] };
  g.setValue(at('r2c2'), 2);  // r2c2 holds corner 1 3; r1c2 (a peer) centre 2 3; r2c1 (a peer) 3x3 1 2
  assert.equal(g.corner[at('r2c2')], bits(1, 3), 'kept in the cell, hidden under its digit');
  assert.equal(g.centre[at('r1c2')], bits(2, 3), 'a placement strikes nothing from a peer\'s centre marks');
  assert.equal(g.marks[at('r2c1')], bits(1), 'the 3x3 marks of a peer lose the 2, as before');
  assert.ok(!g.hasNotes() || g.corner[at('r2c3')], 'the other cells\' notes stand');
  assert.equal(boardLooks(g)[at('r2c2')].notes, null, 'not drawn under a digit');
  g.setValue(at('r2c2'), 0);
  assert.deepEqual({ corner: g.corner, centre: g.centre, marks: g.marks }, before);
  // Backspace on an empty cell: all its marks, of every kind, as one move.
  const moves = g.undoStack.length;
  assert.equal(g.clearMarks(at('r3c1')), true);
  assert.deepEqual([g.corner[at('r3c1')], g.centre[at('r3c1')]], [0, 0]);
  assert.equal(g.undoStack.length, moves + 1);
  g.undo();
  assert.deepEqual([g.corner[at('r3c1')], g.centre[at('r3c1')]], [bits(7), bits(9)]);
  g.erase([at('r1c2'), at('r2c2'), at('r2c1')]);
  assert.deepEqual([at('r1c2'), at('r2c2'), at('r2c1')].map((c) => g.corner[c] | g.centre[c] | g.marks[c]), [0, 0, 0]);
  g.undo();
  assert.deepEqual({ corner: g.corner, centre: g.centre, marks: g.marks }, before);
});

test('the candidates rule: 3x3 marks, else centre marks; corner marks never restrict a cell', () => {
  const g = noted();
  const candidates = g.candidates();
  assert.equal(candidates[at('r2c1')], bits(1, 2), '3x3 marks');
  assert.equal(candidates[at('r1c2')], bits(2, 3), 'centre marks alone: the candidates');
  assert.equal(candidates[at('r3c1')], bits(9), 'corner and centre: the centre marks');
  assert.equal(candidates[at('r2c2')], 0, 'corner marks alone: not restricted');
  g.toggleMark(at('r1c2'), 9);
  assert.equal(g.candidates()[at('r1c2')], bits(9), 'a cell with 3x3 marks: those, its centre marks aside');
  // The 729 characters a hint and the text forms read: the same rule.
  const line = g.marksText();
  const cell = (name) => line.slice(9 * at(name), 9 * at(name) + 9);
  assert.deepEqual([cell('r2c1'), cell('r1c2'), cell('r3c1'), cell('r2c2')], ['12.......', '........9', '........9', '.........']);
  // A board whose only marks are centre marks has candidates marked; one with only corner marks has none.
  const centreOnly = new Game(PUZZLE);
  centreOnly.toggleMark(at('r1c2'), 2, 'centre');
  assert.equal(centreOnly.hasMarks(), true);
  assert.equal(centreOnly.marksText().slice(9 * at('r1c2'), 9 * at('r1c2') + 9), '.2.......');
  const cornerOnly = new Game(PUZZLE);
  cornerOnly.toggleMark(at('r1c2'), 2, 'corner');
  assert.equal(cornerOnly.hasMarks(), false);
  assert.equal(cornerOnly.marksText(), '');
  // HoDoKu's library line (the Share menu's text forms): centre marks alone delete the candidates they leave out.
  assert.match(centreOnly.libraryLine(), /:312::$/, 'r1c2 (2 3 by its digits) without its 3');
  assert.equal(cornerOnly.libraryLine(), new Game(PUZZLE).libraryLine(), 'corner marks are in no text form');
});

test('a step applied removes and restores candidates in centre marks where they are the cell\'s candidates; Fill marks leaves such a cell', () => {
  const g = new Game(PUZZLE);
  g.toggleMark(at('r1c2'), 2, 'centre');
  g.toggleMark(at('r1c2'), 3, 'centre');
  g.toggleMark(at('r2c2'), 6, 'corner');
  g.applyStep({ cleared: [], restored: [{ cell: at('r1c2'), digit: 9 }], placements: [], eliminations: [{ cell: at('r1c2'), digit: 3 }] });
  assert.equal(g.centre[at('r1c2')], bits(2, 9));
  assert.equal(g.marks[at('r1c2')], 0, 'no 3x3 marks written over them');
  assert.equal(g.corner[at('r2c2')], bits(6));
  g.fillMarks();
  assert.equal(g.marks[at('r1c2')], 0, 'Fill marks: a cell whose centre marks are its candidates keeps them');
  assert.equal(g.centre[at('r1c2')], bits(2, 9));
  assert.equal(g.marks[at('r2c2')], g.computedMarks()[at('r2c2')], 'a cell with corner marks alone is filled');
});

test('saved and restored: corner and centre marks and their history; older saves (no such fields, 7 numbers a cell) still open', () => {
  const g = noted();
  g.setValue(at('r2c3'), 5);  // its corner marks under the digit
  const copy = Game.fromJSON(JSON.parse(JSON.stringify(g.toJSON())));
  assert.ok(copy);
  assert.deepEqual([copy.corner, copy.centre, copy.marks, copy.values], [g.corner, g.centre, g.marks, g.values]);
  assert.equal(copy.undoStack.length, g.undoStack.length);
  while (copy.undo()) { /* back to the start */ }
  assert.equal(copy.corner.concat(copy.centre).some(Boolean), false, 'every note undone from the kept history');
  while (copy.redo()) { /* and on again */ }
  assert.deepEqual([copy.corner, copy.centre], [g.corner, g.centre]);
  // Damage is refused, not half read.
  const bad = JSON.parse(JSON.stringify(g.toJSON()));
  bad.centre[3] = 512;
  assert.equal(Game.fromJSON(bad), null);
  const wide = JSON.parse(JSON.stringify(g.toJSON()));
  wide.undo[0][1][7] = 512;  // a corner mark beyond 9 in the history
  assert.equal(Game.fromJSON(wide), null);
  const short = JSON.parse(JSON.stringify(g.toJSON()));
  short.corner = short.corner.slice(1);
  assert.equal(Game.fromJSON(short), null);
  // A game as the version before these marks kept it: no corner or centre fields, each cell of a move 7 numbers.
  const plain = new Game(PUZZLE);
  plain.fillMarks();
  plain.setValue(at('r1c2'), 2);
  const older = JSON.parse(JSON.stringify(plain.toJSON()));
  assert.equal('corner' in older || 'centre' in older, false, 'a game that never had them is kept as before');
  assert.equal(older.undo[0][0].length % 7, 0);
  const opened = Game.fromJSON(older);
  assert.ok(opened, 'an older save opens');
  assert.deepEqual([opened.values, opened.marks, opened.kept, opened.taken], [plain.values, plain.marks, plain.kept, plain.taken]);
  assert.deepEqual(opened.corner.concat(opened.centre), new Array(162).fill(0));
  opened.undo();
  assert.equal(opened.values[at('r1c2')], 0);
  opened.toggleMark(at('r1c2'), 4, 'corner');
  assert.deepEqual(Game.fromJSON(JSON.parse(JSON.stringify(opened.toJSON()))).corner, opened.corner, 'and saves again in today\'s layout');
});

test('share links carry corner and centre marks (version 2); a game without them still writes version 1, and older links read as before', () => {
  const g = noted();
  g.setValue(at('r2c3'), 5);
  const link = encodeShareLink(g, { elapsed: 61 });
  assert.equal(link[0], '2');
  const { game, error } = decodeShareLink(link);
  assert.equal(error, undefined);
  assert.deepEqual([game.corner, game.centre, game.marks, game.values, game.kept], [g.corner, g.centre, g.marks, g.values, g.kept]);
  assert.equal(game.elapsed, 61);
  // Short: the notes of four cells cost a few characters.
  const plain = new Game(PUZZLE, { values: g.values, marks: g.marks, kept: g.kept, taken: g.taken });
  const without = encodeShareLink(plain, { elapsed: 61 });
  assert.equal(without[0], '1', 'no corner or centre marks: the link of before');
  assert.ok(link.length - without.length <= 40, `${link.length} characters against ${without.length}`);
  // A link today's page wrote before these marks (the encoder of commit 52f8b34): read as it was.
  const old = '1DYDgFgZgrgDHMCYBuAWARiGB2AbAVnkLhXgLkwEZitCF4BmO0gTnKPbhwvuJjM7hVMHEaLHiJkqdJmy58hYqn0qIoA';
  const read = decodeShareLink(old).game;
  assert.ok(read);
  assert.equal(read.valuesText(), '428.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8');
  assert.equal(read.elapsed, 95);
  assert.equal(read.colorOf(3, 1), 1);
  assert.deepEqual(read.corner.concat(read.centre), new Array(162).fill(0));
  // A version 2 link changed or cut short is refused in words.
  assert.match(english(decodeShareLink(link.slice(0, -6)).error), /cut short|changed/);
  assert.match(english(decodeShareLink(`9${link.slice(1)}`).error), /version "9"/);
});

test('the board draws corner marks in corners then edges and centre marks in a fitted row; the picture alike', () => {
  const g = noted();
  for (const d of [4, 5, 6, 8]) g.toggleMark(at('r2c2'), d, 'corner');
  const looks = boardLooks(g, { label: (said) => cellLabel(said, english) });
  assert.deepEqual(looks[at('r2c2')].notes, { corner: bits(1, 3, 4, 5, 6, 8), centre: 0, lit: 0 });
  assert.equal(looks[at('r2c1')].notes, null, '3x3 marks shown, no notes');
  assert.match(looks[at('r1c2')].label, /^r1c2, empty, centre marks 2 3$/);
  assert.match(looks[at('r3c1')].label, /corner marks 7, centre marks 9/);
  const html = notesMarkup(bits(1, 3, 4, 5, 6, 8), bits(1, 2, 3, 4, 5, 6, 7, 8, 9));
  assert.deepEqual([...html.matchAll(/slot-(\d)" data-d="(\d)"/g)].map((m) => `${m[2]}@${m[1]}`), ['1@0', '3@2', '4@6', '5@8', '6@1', '8@7']);
  assert.match(html, /class="centre n9">(<span data-d="\d"><\/span>){9}<\/span>/);
  assert.match(notesMarkup(bits(2), bits(2, 3), 2), /class="corner slot-0 lit" data-d="2".*<span class="lit" data-d="2"><\/span><span data-d="3">/);
  assert.deepEqual([1, 5, 6, 7, 8, 9].map(centreFit), [1, 1, 0.83, 0.71, 0.63, 0.56]);
  assert.deepEqual(CORNER_SLOTS.slice(0, 4), [0, 2, 6, 8]);
  // board.css sizes the centre row as the pictures do.
  const css = readFileSync(new URL('../../public/board.css', import.meta.url), 'utf8');
  const fits = Object.fromEntries([...css.matchAll(/\.centre\.n(\d) \{ --fit: ([.\d]+); \}/g)].map(([, n, fit]) => [n, Number(fit)]));
  assert.deepEqual(fits, { 6: centreFit(6), 7: centreFit(7), 8: centreFit(8), 9: centreFit(9) });
  assert.deepEqual(digitsOf(bits(2, 9)), [2, 9]);
  assert.match(boardMarkup(looks), /class="notes" aria-hidden="true"><span class="corner slot-0" data-d="1"><\/span>/);
  // A hint's links keep off them as off the 3x3 marks: the squares they take count as drawn.
  const drawn = drawnDigits(looks);
  assert.equal(drawn[at('r2c2')].shown, 0b111000111, 'r2c2 (six corner marks): its corners, then the middles of its top and bottom');
  assert.equal(drawn[at('r1c2')].shown, 0b000111000, 'r1c2: the centre row');
  assert.equal(drawn[at('r3c1')].shown, 0b000111001);
  // The aid's digit lights among the notes.
  assert.equal(boardLooks(g, { digit: 3 })[at('r1c2')].notes.lit, 3);
  // A hint marking candidates in a cell whose centre marks are its candidates: they are drawn as 3x3 marks for its roles.
  const hinted = boardLooks(g, { highlight: { candidates: new Map([[`${at('r1c2')}:3`, 'eliminated']]) } })[at('r1c2')];
  assert.equal(hinted.notes, null);
  assert.deepEqual(hinted.marks.map((m, i) => (m.includes(' on') ? `${i + 1}${m.includes('role-') ? '!' : ''}` : '')).join(''), '23!');
  for (const theme of ['light', 'dark', 'print']) {
    const svg = boardPicture(g, { theme, size: 450 });
    assert.match(svg, /<g class="mc t-entered"><text x="\d+" y="\d+" font-size="[\d.]+">23<\/text>/, theme);
    assert.match(svg, /<g class="m t-entered">(<text[^>]*>\d<\/text>){9}<\/g>/, `${theme}: the nine corner marks`);
    assert.match(svg, /<text x="59" y="64">1<\/text><text x="94" y="64">3<\/text><text x="59" y="97">4<\/text>/, `${theme}: r2c2's corners`);
  }
});

test('a hint reads centre marks as the cell\'s candidates and corner marks not at all', async () => {
  const engine = await createEngine();
  const answer = engine.solve(PUZZLE).solution;
  const cell = at('r1c2'), truth = Number(answer[cell]), wrongDigit = truth === 9 ? 1 : 9;
  const ask = (g) => engine.nextStep({ puzzle: g.source, values: g.valuesText(), candidates: g.marksText() });
  // Centre marks without the true digit: the hint says it is missing there.
  const centre = new Game(PUZZLE);
  centre.toggleMark(cell, wrongDigit, 'centre');
  const step = ask(centre);
  assert.equal(step.technique, 'missing-candidate');
  assert.deepEqual(step.candidates.map((c) => [cellName(c.cell), c.digit]), [['r1c2', truth]]);
  centre.applyStep(step);
  assert.equal(centre.centre[cell], bits(wrongDigit, truth), 'Apply puts it back among the centre marks');
  // The same digit as a corner mark restricts nothing: the solver's own first step.
  const corner = new Game(PUZZLE);
  corner.toggleMark(cell, wrongDigit, 'corner');
  assert.deepEqual(ask(corner), engine.nextStep(PUZZLE));
  // 3x3 marks come first: with them the centre marks are not read.
  const both = new Game(PUZZLE);
  both.toggleMark(cell, wrongDigit, 'centre');
  for (const d of digitsOf(both.computedMarks()[cell])) both.toggleMark(cell, d);
  assert.notEqual(ask(both).technique, 'missing-candidate');
});
