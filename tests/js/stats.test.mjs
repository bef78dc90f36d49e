// Statistics per level (web/stats.js): counts, best and median times, streaks
// of days, each solve counted once, and storage that fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Stats, dayOf } from '../../dist/stats.js';

function memoryStorage({ fail = null } = {}) {
  const map = new Map();
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (fail) throw Object.assign(new Error(fail), { name: fail });
      map.set(k, String(v));
    },
  };
}

test('solved, best, median and streaks per level, kept across instances', () => {
  const storage = memoryStorage();
  const stats = new Stats(storage);
  const solves = [['a', 1, 300, '2026-11-18'], ['b', 1, 200, '2026-11-20'], ['c', 1, 100, '2026-11-21'],
    ['d', 1, 250, '2026-11-22'], ['e', 2, 900, '2026-11-22']];
  for (const [id, level, seconds, day] of solves) assert.equal(stats.record({ id, level, seconds, day }), true);
  assert.equal(stats.record({ id: 'c', level: 1, seconds: 50, day: '2026-11-22' }), false, 'a game counts once');
  const again = new Stats(storage);
  assert.deepEqual(again.level(1, '2026-11-22'), { solved: 4, best: 100, median: 225, streak: 3, longest: 3 });
  assert.deepEqual(again.level(1, '2026-11-23'), { solved: 4, best: 100, median: 225, streak: 3, longest: 3 }, 'today not yet played: the streak holds');
  assert.deepEqual(again.level(1, '2026-11-24'), { solved: 4, best: 100, median: 225, streak: 0, longest: 3 });
  assert.deepEqual(again.level(2, '2026-11-22'), { solved: 1, best: 900, median: 900, streak: 1, longest: 1 });
  assert.deepEqual(again.level(0, '2026-11-22'), { solved: 0, best: null, median: null, streak: 0, longest: 0 });
});

test('a streak runs across a month\'s end, and today is the local day', () => {
  const stats = new Stats(memoryStorage());
  for (const [id, day] of [['a', '2026-02-27'], ['b', '2026-02-28'], ['c', '2026-03-01']]) stats.record({ id, level: 0, seconds: 60, day });
  assert.equal(stats.level(0, '2026-03-01').streak, 3);
  assert.match(dayOf(), /^\d{4}-\d\d-\d\d$/);
  assert.equal(dayOf(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
});

test('storage full or blocked: the problem is named and the figures count on', () => {
  for (const [fail, problem] of [['QuotaExceededError', 'full'], ['SecurityError', 'blocked']]) {
    const stats = new Stats(memoryStorage({ fail }));
    assert.equal(stats.problem, null);
    stats.record({ id: 'a', level: 3, seconds: 420, day: '2026-11-22' });
    assert.equal(stats.problem, problem);
    assert.equal(stats.level(3, '2026-11-22').solved, 1);
  }
  const none = new Stats(null);
  assert.equal(none.problem, 'blocked');
  none.record({ id: 'a', level: 0, seconds: 1, day: '2026-11-22' });
  assert.equal(none.level(0, '2026-11-22').solved, 1);
});

test('an unreadable or tampered store starts again without throwing', () => {
  const storage = memoryStorage();
  storage.map.set('pencilmark.stats', '{not json');
  assert.equal(new Stats(storage).solved.length, 0);
  storage.map.set('pencilmark.stats', JSON.stringify({ solved: [{ id: 'a', level: 'x', seconds: 1, day: '2026-11-22' }, { id: 'b', level: 1, seconds: 5, day: '2026-11-22' }] }));
  assert.equal(new Stats(storage).solved.length, 1);
});
