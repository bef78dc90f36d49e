// The player's options (web/settings.js): kept, read back, and never in the way
// when storage is damaged, full or blocked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULTS, Settings } from '../../dist/settings.js';

function memory(initial = {}, { full = false } = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => {
      if (full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      map.set(k, String(v));
    },
  };
}

test('options start at their defaults, are kept, and read back', () => {
  const store = memory();
  const first = new Settings(store);
  assert.deepEqual(first.values, DEFAULTS);
  const told = [];
  first.onChange = (values, name) => told.push([name, values[name]]);
  assert.equal(first.set('mistakes', true), true);
  assert.deepEqual(told, [['mistakes', true]]);
  assert.equal(new Settings(store).get('mistakes'), true);
  assert.throws(() => first.set('nonsense', true), /no option 'nonsense'/);
});

test('a damaged or older record changes only the options it holds rightly; full or blocked storage is told', () => {
  const damaged = new Settings(memory({ 'pencilmark.settings': '{"labels":true,"mistakes":"yes","unknown":true' }));
  assert.deepEqual(damaged.values, DEFAULTS, 'not JSON: the defaults');
  const partial = new Settings(memory({ 'pencilmark.settings': '{"labels":true,"mistakes":"yes","unknown":true}' }));
  assert.deepEqual(partial.values, { ...DEFAULTS, labels: true });
  const full = new Settings(memory({}, { full: true }));
  assert.equal(full.set('labels', true), false, 'not kept');
  assert.equal(full.get('labels'), true, 'but it holds for the page');
  const blocked = new Settings({ getItem() { throw new Error('SecurityError'); } });
  assert.deepEqual(blocked.values, DEFAULTS);
  assert.equal(new Settings(null).set('labels', true), false);
});
