// The review of a game (review.js's Timeline): moves stamped with the game's
// clock, kept with the game, and stepped through on a copy that leaves it alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, cellName } from '../../dist/game.js';
import { Timeline, moveWords } from '../../dist/review.js';
import { fixture, readLines } from '../support/rules.mjs';
import { loadCatalog } from '../support/messages.mjs';

await loadCatalog();  // their words are the page's English messages

const [PUZZLE] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
const empty = [...PUZZLE].map((ch, c) => (ch === '.' ? c : -1)).filter((c) => c >= 0);

// A game played with a clock the test sets: a mark, two digits, a hint asked, an erase.
function played() {
  const game = new Game(PUZZLE);
  let now = 0;
  game.clock = () => now;
  now = 5; game.toggleMark(empty[0], 3);
  now = 12; game.setValue(empty[1], 4);
  now = 30; game.noteHint();
  now = 41; game.setValue(empty[2], 7);
  now = 50; game.setValue(empty[2], 0);
  return game;
}

test('each move carries the clock when it was made, and a kept game keeps the times and the hints asked', () => {
  const game = played();
  assert.deepEqual(game.undoStack.map((m) => m.at), [5, 12, 41, 50]);
  assert.deepEqual(game.hints, [[30, 2]]);
  const back = Game.fromJSON(JSON.parse(JSON.stringify(game.toJSON())));
  assert.deepEqual(back.undoStack.map((m) => m.at), [5, 12, 41, 50]);
  assert.deepEqual(back.hints, [[30, 2]]);
  // A record of an older version (moves of two parts, no hint times) still opens, its moves untimed.
  const old = game.toJSON();
  old.undo = old.undo.map(([before, after]) => [before, after]);
  delete old.hints;
  const older = Game.fromJSON(JSON.parse(JSON.stringify(old)));
  assert.deepEqual(older.undoStack.map((m) => m.at), [null, null, null, null]);
  assert.deepEqual(older.hints, []);
  // A damaged time is refused, as any damaged field is.
  assert.equal(Game.fromJSON({ ...game.toJSON(), hints: [[-1, 0]] }), null);
  assert.equal(Game.fromJSON({ ...game.toJSON(), hints: [30] }), null);
  assert.equal(Game.fromJSON({ ...game.toJSON(), undo: game.toJSON().undo.map(([b, a]) => [b, a, 'soon']) }), null);
});

test('the timeline steps through the moves on a copy: the board as it was after each, its clock and words, hints between moves', () => {
  const game = played();
  const kept = JSON.stringify(game.toJSON());
  const timeline = new Timeline(game);
  assert.equal(timeline.length, 4);
  assert.deepEqual(timeline.hints, [2], 'the hint came after the second move');
  assert.equal(timeline.board.valuesText(), PUZZLE, 'it starts at the puzzle');
  assert.equal(timeline.clock, 0);
  timeline.go(2);
  assert.equal(timeline.board.values[empty[1]], 4);
  assert.equal(timeline.board.marks[empty[0]], 1 << 2);
  assert.equal(timeline.clock, 12);
  assert.equal(moveWords(timeline.moves[0]), `mark 3 in ${cellName(empty[0])}`);
  assert.equal(moveWords(timeline.moves[1]), `4 in ${cellName(empty[1])}`);
  timeline.go(3);
  assert.equal(timeline.board.values[empty[2]], 7);
  timeline.go(99);
  assert.equal(timeline.at, 4);
  assert.equal(timeline.board.values[empty[2]], 0);
  assert.equal(moveWords(timeline.moves[3]), `${cellName(empty[2])} erased`);
  timeline.go(-5);
  assert.equal(timeline.at, 0);
  assert.equal(JSON.stringify(game.toJSON()), kept, 'the game itself is untouched');
});
