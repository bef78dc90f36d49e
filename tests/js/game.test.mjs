// The game model (web/game.js): a digit taken back gives back every pencil mark
// its placement took, the cell's own and its peers', and nothing the player
// changed since; Fill marks never leaves a cell without candidates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, cellName, gameOfLink, peersOf } from '../../dist/game.js';

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const at = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const marksOf = (g, name) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (g.marks[at(name)] >> (d - 1)) & 1).join('');

test('a digit typed and erased leaves every pencil mark as it was (the issue\'s slip)', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const filled = [...g.marks];
  assert.equal(marksOf(g, 'r1c2'), '23');
  g.setValue(at('r1c2'), 2);
  assert.equal(marksOf(g, 'r1c8'), marksOf({ marks: filled.map((m) => m & ~2) }, 'r1c8'), 'the 2 left the peers');
  assert.ok(!(g.marks[at('r2c2')] & 2));
  g.setValue(at('r1c2'), 0);
  assert.deepEqual(g.marks, filled);
  // Typing the right digit over the wrong one: the wrong one's marks come back, the right one's go.
  g.setValue(at('r1c2'), 2);
  g.setValue(at('r1c2'), 3);
  for (const p of peersOf(at('r1c2'))) {
    assert.equal(g.marks[p], g.values[p] ? 0 : filled[p] & ~4, cellName(p));
  }
  g.setValue(at('r1c2'), 0);
  assert.deepEqual(g.marks, filled);
});

test('a mark the player changed after the placement stays as they left it', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const r1c8 = at('r1c8'), r2c2 = at('r2c2');
  g.setValue(at('r1c2'), 2);
  g.toggleMark(r1c8, 2);  // pencilled back in
  g.toggleMark(r1c8, 2);  // and out again: the player's elimination now
  g.toggleMark(r2c2, 2);  // pencilled back in: it stays, once
  g.setValue(at('r1c2'), 0);
  assert.equal(g.marks[r1c8] & 2, 0);
  assert.equal(g.marks[r2c2] & 2, 2);
  // Erasing a cell's marks is the player's too: nothing taken comes back into it.
  const g2 = new Game(PUZZLE);
  g2.fillMarks();
  g2.setValue(at('r1c2'), 2);
  g2.clearMarks(r1c8);
  g2.setValue(at('r1c2'), 0);
  assert.equal(g2.marks[r1c8], 0);
});

test('a mark stays out while another digit still sees it, and comes back when that one goes too', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const filled = [...g.marks];
  // r1c2 and r2c9 are not peers; both see r1c8 (row 1, box 3) and r2c2 (column 2, row 2).
  const shared = peersOf(at('r1c2')).filter((p) => peersOf(at('r2c9')).includes(p) && filled[p] & 2);
  assert.ok(shared.length >= 1);
  g.setValue(at('r1c2'), 2);
  g.setValue(at('r2c9'), 2);
  g.setValue(at('r1c2'), 0);
  for (const p of shared) assert.equal(g.marks[p] & 2, 0, `${cellName(p)} still sees the 2 in r2c9`);
  g.setValue(at('r2c9'), 0);
  assert.deepEqual(g.marks, filled);
});

test('the marks under a digit follow the digits placed around it, and come back with their colours', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const r1c2 = at('r1c2');
  g.cycleColor(r1c2, 3);
  g.setValue(r1c2, 2);
  assert.equal(g.marks[r1c2], 0);
  assert.equal(g.hasColors(), false, 'no colour shows under a digit');
  g.setValue(at('r3c2'), 3);  // a peer: the 3 under r1c2's digit goes too
  g.setValue(r1c2, 0);
  assert.equal(marksOf(g, 'r1c2'), '2');
  g.setValue(at('r3c2'), 0);
  assert.equal(marksOf(g, 'r1c2'), '23');
  assert.equal(g.colorOf(r1c2, 3), 1);
});

test('undo, redo and a kept game give back the same marks', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const filled = [...g.marks];
  g.setValue(at('r1c2'), 2);
  g.setValue(at('r5c5'), 4);
  const back = Game.fromJSON(JSON.parse(JSON.stringify(g.toJSON())));
  back.setValue(at('r1c2'), 0);
  back.setValue(at('r5c5'), 0);
  assert.deepEqual(back.marks, filled);
  back.undo();
  back.undo();
  back.redo();
  back.redo();
  assert.deepEqual(back.marks, filled);
  while (back.undo());
  assert.ok(back.marks.every((m) => m === 0));
});

test('digits placed and taken back in any order give every mark back (random play)', () => {
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  for (let round = 0; round < 200; round++) {
    const g = new Game(PUZZLE);
    g.fillMarks();
    const filled = [...g.marks];
    const open = [...PUZZLE].flatMap((ch, c) => (ch === '.' ? [c] : []));
    for (let move = 0; move < 30; move++) g.setValue(open[random(open.length)], random(10));
    for (const c of open) g.setValue(c, 0);
    assert.deepEqual(g.marks, filled, `round ${round}`);
  }
});

test('Fill marks never leaves a cell without candidates', () => {
  const puzzle = '....7..32417.......2.9...4.1.8.9.....3.2.5.7.....6.3.4.9...4.1.......48575..8....';
  const g = new Game(puzzle);
  g.toggleMark(at('r1c7'), 3);  // row 1 already has a 3
  g.fillMarks();
  assert.deepEqual(g.marks[at('r1c7')], g.computedMarks()[at('r1c7')]);
  assert.ok(g.marks[at('r1c7')]);
  for (let c = 0; c < 81; c++) if (!g.values[c]) assert.ok(g.marks[c], cellName(c));
});

test('options: no automatic removal; live marks fill every empty cell left without any', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const filled = [...g.marks];
  g.setValue(at('r1c2'), 2, { take: false });
  assert.deepEqual(g.marks.filter((_, c) => c !== at('r1c2')), filled.filter((_, c) => c !== at('r1c2')));
  const live = new Game(PUZZLE);
  live.setValue(at('r1c2'), 2, { fill: true });
  const computed = live.computedMarks();
  for (let c = 0; c < 81; c++) assert.equal(live.marks[c], computed[c], cellName(c));
  live.setValue(at('r1c2'), 0, { fill: true });
  assert.deepEqual(live.marks, live.computedMarks(), 'the erased cell and its peers have every candidate again');
  assert.equal(live.undoStack.length, 2, 'each placement, fill included, is one move');
});

test('several cells at once: a mark into every empty one, out of all when each has it; erase clears them as one move', () => {
  const g = new Game(PUZZLE);
  const cells = [at('r1c2'), at('r1c4'), at('r1c1')];  // r1c1 is a given: left alone
  g.toggleMark(at('r1c4'), 9);
  g.toggleMarks(cells, 9);
  assert.equal(marksOf(g, 'r1c2'), '9');
  assert.equal(marksOf(g, 'r1c4'), '9');
  assert.equal(g.marks[at('r1c1')], 0);
  g.toggleMarks(cells, 9);
  assert.equal(g.marks[at('r1c2')] | g.marks[at('r1c4')], 0, 'each had it: out of all');
  g.toggleMarks(cells, 3);
  g.setValue(at('r1c8'), 9);
  const moves = g.undoStack.length;
  g.erase([at('r1c2'), at('r1c8'), at('r1c1')]);
  assert.equal(g.undoStack.length, moves + 1);
  assert.equal(g.values[at('r1c8')], 0);
  assert.equal(g.marks[at('r1c2')], 0);
  assert.equal(marksOf(g, 'r1c4'), '3');
  g.undo();
  assert.equal(g.values[at('r1c8')], 9);
  assert.equal(marksOf(g, 'r1c2'), '3');
});

test('colours: four on a candidate, six on a cell; a cell keeps its colour under a digit, its marks\' go under with them', () => {
  const g = new Game(PUZZLE);
  g.fillMarks();
  const r1c2 = at('r1c2');
  for (let k = 1; k <= 4; k++) {
    g.cycleColor(r1c2, 3);
    assert.equal(g.colorOf(r1c2, 3), k);
  }
  g.cycleColor(r1c2, 3);
  assert.equal(g.colorOf(r1c2, 3), 0, 'after D, none');
  g.cycleColor(r1c2, 2);
  g.cycleColor(r1c2, 2);  // 2 in colour B
  g.setCellColor([r1c2, at('r1c1')], 6);
  assert.equal(g.cellColorOf(r1c2), 6);
  assert.equal(g.cellColorOf(at('r1c1')), 6, 'a given\'s cell takes a colour too');
  g.setValue(r1c2, 3);
  assert.equal(g.cellColorOf(r1c2), 6, 'the cell keeps its colour under a digit');
  assert.equal(g.colorOf(r1c2, 2), 0);
  assert.equal(g.hasColors([r1c2]), true);
  g.setValue(r1c2, 0);
  assert.equal(g.colorOf(r1c2, 2), 2, 'the mark\'s colour comes back with it');
  const back = Game.fromJSON(JSON.parse(JSON.stringify(g.toJSON())));
  assert.deepEqual([back.colorOf(r1c2, 2), back.cellColorOf(r1c2)], [2, 6]);
  back.clearColors([r1c2]);
  assert.equal(back.hasColors([r1c2]), false);
});

test('a game is at its puzzle only with nothing of anyone\'s play on it; timed is kept with the game', () => {
  const g = new Game(PUZZLE);
  assert.equal(g.atPuzzle(), true);
  g.fillMarks();
  assert.equal(g.atPuzzle(), true, 'the candidates the digits allow are no one\'s work');
  g.toggleMark(at('r1c2'), 2);
  assert.equal(g.atPuzzle(), false, 'an elimination is');
  const placed = new Game(PUZZLE);
  placed.setValue(at('r1c2'), 2);
  assert.equal(placed.atPuzzle(), false, 'a digit placed is');
  // A pencil-mark puzzle: its own candidates are the puzzle; one taken out is play.
  const source = [...PUZZLE].map((ch, c) => (ch !== '.' ? '.........'.slice(0, ch - 1) + ch + '.........'.slice(ch)
    : [...'123456789'].map((d) => (new Game(PUZZLE).computedMarks()[c] >> (d - 1)) & 1 ? d : '.').join(''))).join('');
  assert.equal(new Game(PUZZLE, { source }).atPuzzle(), true);
  const partly = new Game(PUZZLE, { source });
  partly.marks = new Game(PUZZLE).computedMarks().map((m, c) => (c === at('r1c2') ? m & ~2 : m));
  assert.equal(partly.atPuzzle(), false);
  // Kept with the game; an older record (none written) is timed; anything but true or false is damage.
  placed.timed = placed.atPuzzle();
  const kept = JSON.parse(JSON.stringify(placed.toJSON()));
  assert.equal(Game.fromJSON(kept).timed, false);
  const { timed, ...older } = kept;
  assert.equal(Game.fromJSON(older).timed, true);
  for (const bad of ['no', 0, null]) assert.equal(Game.fromJSON({ ...kept, timed: bad }), null, JSON.stringify(bad));
});

test('a link\'s puzzle opens as the engine reads it: 81 givens, or 729 marks whose one-mark cells are givens and the rest the player\'s marks', () => {
  assert.equal(gameOfLink(PUZZLE.replace(/\./g, '0')).givens, PUZZLE);
  assert.equal(gameOfLink(PUZZLE).source, PUZZLE);
  // PUZZLE as marks, 3 taken out of r1c2 and a stale 4 (r1c1's) left in r1c4.
  const slots = [...PUZZLE].map((ch) => (ch === '.' ? '123456789' : '.'.repeat(Number(ch) - 1) + ch + '.'.repeat(9 - Number(ch))));
  slots[1] = '12.456789';
  const marks = slots.join('');
  const g = gameOfLink(marks.replace(/\./g, '-'));
  assert.equal(g.givens, PUZZLE);
  assert.equal(g.source, marks);
  const plain = new Game(PUZZLE);
  plain.fillMarks();
  assert.equal(marksOf(g, 'r1c2'), marksOf(plain, 'r1c2').replace('3', ''));
  assert.equal(marksOf(g, 'r1c4'), marksOf(plain, 'r1c4'));
  assert.ok(g.atPuzzle());
  for (const bad of [PUZZLE.slice(1), `${marks.slice(1)}x`, marks.slice(9), null, 42]) assert.equal(gameOfLink(bad), null);
});
