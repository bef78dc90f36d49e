// The positions Practise opens at once (public/practice-bank.json, made by
// scripts/make-practice-bank.mjs): several for every technique of the table, each
// a puzzle with one solution whose path, with the technique set kept beside it,
// reaches that technique, at the level kept beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { root } from '../support/rules.mjs';

const engine = await createEngine();
const bank = JSON.parse(readFileSync(resolve(root, 'public/practice-bank.json'), 'utf8'));

test('every technique of the table has several practice positions', () => {
  const table = engine.techniques().map((t) => t.key);
  const thin = table.filter((key) => (bank[key]?.puzzles.length ?? 0) < 2);
  assert.deepEqual(thin, [], 'techniques with fewer than two positions');
  assert.deepEqual(Object.keys(bank).filter((key) => !table.includes(key)), [], 'no key outside the table');
});

test('each position is a puzzle whose path reaches its technique, at its level', () => {
  for (const [key, { sets, puzzles }] of Object.entries(bank)) {
    for (const [puzzle, set, level] of puzzles) {
      assert.match(puzzle, /^[1-9.]{81}$/);
      assert.ok(Number.isInteger(set) && sets[set] !== undefined, `${key}: its set`);
      assert.equal(engine.solve(puzzle).status, 'unique', `${key}: ${puzzle}`);
      const steps = engine.steps(puzzle, { techniques: sets[set] });
      assert.ok(steps.some((s) => s.technique === key), `${key}: ${puzzle} reaches it`);
      assert.equal(Math.max(...steps.map((s) => s.level)), level, `${key}: ${puzzle} level`);
    }
  }
});
