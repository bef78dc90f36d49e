// The technique table is the only list of techniques: what the JS types, the
// README and the CLI say must be what the engine's table says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { CLI_PATH, root } from '../support/rules.mjs';
import { madeList, writtenList } from '../../scripts/technique-lists.mjs';

const engine = await createEngine();
const table = engine.techniques();
const REPORTS = ['wrong-digit', 'missing-candidate'];

test('engine.d.ts lists exactly the table\'s technique keys (and the two reports)', () => {
  const dts = readFileSync(resolve(root, 'web/engine.d.ts'), 'utf8');
  const union = dts.match(/export type TechniqueKey =([^;]*);/)[1];
  const keys = [...union.matchAll(/'([a-z0-9+-]+)'/g)].map((m) => m[1]);
  assert.deepEqual(keys, [...table.map((t) => t.key), ...REPORTS]);
});

test('docs/techniques.md\'s technique table and engine.d.ts\'s keys are the engine\'s (node scripts/technique-lists.mjs --write)', () => {
  assert.equal(writtenList('readme'), madeList('readme', table));
  assert.equal(writtenList('types'), madeList('types', table));
});

test('the CLI and the JS API read the same table', () => {
  const lines = execFileSync(CLI_PATH, ['techniques'], { encoding: 'utf8' }).trim().split('\n');
  assert.deepEqual(lines[0].split('\t'), ['order', 'level', 'key', 'name', 'score', 'codes', 'family', 'uniqueness', 'zambon']);
  const rows = lines.slice(1).map((l) => l.split('\t'));
  assert.deepEqual(rows.map((r) => r[2]), table.map((t) => t.key));
  assert.deepEqual(rows.map((r) => r[5]), table.map((t) => t.codes.join(',')));
  assert.deepEqual(rows.map((r) => r[7] === 'yes'), table.map((t) => t.uniqueness));
});

test('every technique key and HoDoKu code is found, and steps name their family', () => {
  for (const t of table) {
    assert.ok(Array.isArray(engine.find(t.key, '.'.repeat(81))), t.key);
    for (const code of t.codes) assert.ok(Array.isArray(engine.find(code, '.'.repeat(81))), code);
  }
  const step = engine.nextStep('4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8');
  assert.equal(step.family, table.find((t) => t.key === step.technique).family);
});
