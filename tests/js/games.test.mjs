// The list of games (web/games.js) and the game's kept history (web/game.js),
// on a storage written here: full, blocked, or a plain map.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../dist/game.js';
import { GameList, KEEP } from '../../dist/games.js';

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';

function memoryStorage({ limit = Infinity, blocked = false } = {}) {
  const map = new Map();
  const size = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (blocked) throw Object.assign(new Error('denied'), { name: 'SecurityError' });
      const old = map.get(k);
      map.set(k, String(v));
      if (size() > limit) {
        if (old === undefined) map.delete(k); else map.set(k, old);
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      }
    },
    removeItem: (k) => map.delete(k),
  };
}

// A puzzle with its digits renamed: another puzzle, for as many games as needed.
const renamed = (k) => PUZZLE.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + k) % 9) + 1));

test('a game comes back with its values, marks, colours, level and undo and redo history', () => {
  const g = new Game(PUZZLE, { level: { level: 0, name: 'Easy' } });
  g.setValue(1, 3);
  g.toggleMark(3, 1);
  g.toggleMark(3, 2);
  g.cycleColor(3, 2);
  g.cycleColor(3, 2);
  g.undo();
  const back = Game.fromJSON(JSON.parse(JSON.stringify(g.toJSON())));
  assert.deepEqual(back.values, g.values);
  assert.deepEqual(back.marks, g.marks);
  assert.equal(back.colorOf(3, 2), 1);
  assert.deepEqual(back.level, { level: 0, name: 'Easy' });
  assert.equal(back.undoStack.length, 4);
  assert.equal(back.redoStack.length, 1);
  back.redo();
  assert.equal(back.colorOf(3, 2), 2);
  while (back.undo());
  assert.equal(back.valuesText(), PUZZLE);
  assert.ok(back.marks.every((m) => m === 0));
  // A move records only the cells it changed.
  assert.equal(g.undoStack[0].before.length, 1);
});

test('a colour goes with its pencil mark, and only on one', () => {
  const g = new Game(PUZZLE);
  assert.equal(g.cycleColor(1, 5), false, 'not pencilled in');
  g.toggleMark(1, 5);
  assert.equal(g.cycleColor(1, 5), true);
  g.toggleMark(1, 5);
  assert.equal(g.colorOf(1, 5), 0);
  g.undo();
  assert.equal(g.colorOf(1, 5), 1);
  g.setValue(1, 3);
  assert.equal(g.hasColors(), false);
});

test('the list keeps games beside each other, the current one, and the last KEEP', () => {
  const storage = memoryStorage();
  const list = new GameList(storage);
  const first = new Game(PUZZLE);
  const a = list.add(first);
  first.setValue(1, 3);
  list.save(a, first, 42);
  const b = list.add(new Game(renamed(1)));
  const again = new GameList(storage);
  assert.equal(again.current().id, b);
  assert.equal(again.game(a).values[1], 3);
  assert.equal(again.game(a).undoStack.length, 1);
  assert.equal(again.entries.find((e) => e.id === a).elapsed, 42);
  assert.equal(again.unfinished(PUZZLE).id, a);
  for (let k = 2; k < KEEP + 5; k++) again.add(new Game(renamed(k % 9 || 1)));
  assert.equal(again.entries.length, KEEP);
  assert.ok(KEEP >= 20);
  assert.equal([...storage.map.keys()].filter((k) => k.startsWith('pencilmark.game.')).length, KEEP);
});

test('two tabs on one storage: neither writes over the games the other added or deleted', () => {
  const storage = memoryStorage();
  const tab1 = new GameList(storage), tab2 = new GameList(storage);  // both open before either plays
  const a = tab1.add(new Game(PUZZLE));
  const b = tab2.add(new Game(renamed(1)));
  const c = tab1.add(new Game(renamed(2)));
  const ids = (list) => list.entries.map((e) => e.id);
  const reopened = new GameList(storage);
  assert.deepEqual(new Set(ids(reopened)), new Set([a, b, c]));
  assert.equal(reopened.current().id, c, 'the game played last, in either tab');
  assert.ok(reopened.game(b) && reopened.game(a));
  // tab2 deletes a; tab1 hears of it and forgets it, so its next save does not bring it back.
  assert.equal(tab2.remove(a), true);
  tab1.refresh();
  assert.deepEqual(new Set(ids(tab1)), new Set([b, c]));
  tab1.save(c, tab1.game(c), 7);
  assert.deepEqual(new Set(ids(new GameList(storage))), new Set([b, c]));
});

test('a game is deleted from the list and from storage; the one being played is not', () => {
  const storage = memoryStorage();
  const list = new GameList(storage);
  const a = list.add(new Game(PUZZLE));
  const b = list.add(new Game(renamed(1)));
  assert.equal(list.remove(b), false, 'b is being played');
  assert.equal(list.remove('no-such-game'), false);
  assert.equal(list.remove(a), true);
  assert.deepEqual(list.entries.map((e) => e.id), [b]);
  assert.equal(list.game(a), null);
  assert.equal(storage.getItem(`pencilmark.game.${a}`), null);
  assert.deepEqual(new GameList(storage).entries.map((e) => e.id), [b]);
});

test('an older version\'s single game becomes the first of the list', () => {
  const storage = memoryStorage();
  const old = new Game(PUZZLE);
  old.setValue(1, 3);
  storage.setItem('pencilmark.game', JSON.stringify({ ...old.toJSON(), undo: undefined, redo: undefined }));
  const list = new GameList(storage);
  assert.equal(list.entries.length, 1);
  assert.equal(list.current().game.values[1], 3);
  assert.equal(storage.getItem('pencilmark.game'), null);
});

test('storage full: older games give up their undo history first; failing that, the game is kept in memory', () => {
  const storage = memoryStorage();
  const list = new GameList(storage);
  const old = new Game(PUZZLE);
  for (let c = 0; c < 81; c++) if (!old.isGiven(c)) old.setValue(c, 1 + (c % 9));
  const oldId = list.add(old);
  const size = [...storage.map.values()].reduce((n, v) => n + v.length, 0);
  const tight = memoryStorage({ limit: size + 500 });  // less than the new game needs, more than the history frees
  for (const [k, v] of storage.map) tight.map.set(k, v);
  const full = new GameList(tight);
  const g = new Game(renamed(2));
  const id = full.add(g);
  assert.equal(full.problem, null, 'room was made');
  assert.equal(full.game(oldId).undoStack.length, 0, 'the older game lost its history, not its digits');
  assert.equal(full.game(oldId).values.join(''), old.values.join(''));
  assert.equal(full.current().id, id);

  const none = new GameList(memoryStorage({ limit: 10 }));
  const lost = none.add(new Game(PUZZLE));
  assert.equal(none.problem, 'full');
  assert.equal(none.game(lost).givens, PUZZLE, 'kept in memory');

  const blocked = new GameList(memoryStorage({ blocked: true }));
  blocked.add(new Game(PUZZLE));
  assert.equal(blocked.problem, 'blocked');
  assert.equal(new GameList(null).problem, 'blocked');
});
