// HoDoKu's regression library as a conformance suite, through the JS API's find.
// A case passes as the library's own tester has it: an elimination case needs a
// step (or the union of steps, on the case's digits) removing exactly the listed
// candidates; a placement case the listed placement; a fail case (-x) nothing on
// its digits. One subtest per code reports pass/total.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { fixture, readLines, root } from '../support/rules.mjs';

const library = process.env.PENCILMARK_DATA
  ? resolve(process.env.PENCILMARK_DATA, 'reglib/reglib-1.4.txt')
  : resolve(root, '../shared/data/reglib/reglib-1.4.txt');
const engine = await createEngine();
// Every code the technique table claims.
const CODES = engine.techniques().flatMap((t) => t.codes).sort();

function candidates(field) {
  return new Set(field.split(' ').filter((t) => /^\d{3}$/.test(t))
    .map((t) => `${(Number(t[1]) - 1) * 9 + Number(t[2]) - 1}:${t[0]}`));
}
const keysOf = (list) => new Set(list.map(({ cell, digit }) => `${cell}:${digit}`));
const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

function passes(line) {
  const f = line.split(':');
  const digits = new Set([...f[2]].filter((ch) => /\d/.test(ch)).map(Number));
  const onDigits = (set) => new Set([...set].filter((k) => digits.size === 0 || digits.has(Number(k.split(':')[1]))));
  const steps = engine.find(f[1].split('-')[0], line);
  const eliminations = steps.map((s) => keysOf(s.eliminations));
  const placements = steps.map((s) => keysOf(s.placements));
  if (f[1].endsWith('-x')) return steps.every((_, i) => onDigits(eliminations[i]).size === 0 && onDigits(placements[i]).size === 0);
  const wantPlaced = candidates(f[6]);
  if (wantPlaced.size) return placements.some((p) => [...wantPlaced].every((k) => p.has(k)));
  const want = candidates(f[5]);
  const union = new Set(eliminations.flatMap((e) => [...onDigits(e)]));
  return eliminations.some((e) => sameSet(e, want)) || sameSet(union, want);
}

// Every case passes but those listed, each with why, in
// tests/data/reglib_expected_failures.txt (HoDoKu's own finders differ from its
// library in a few places): another case failing fails its code's test, and so
// does a listed case that starts passing. Each code says its figure.
const expected = new Set(readLines(fixture('reglib_expected_failures.txt')).filter((l) => !l.startsWith('#')));
let tested = 0;
for (const code of CODES) {
  const technique = engine.techniques().find((t) => t.codes.includes(code));
  test(`HoDoKu ${code} (${technique.key})`, (t) => {
    if (!existsSync(library)) {
      t.skip(`no ${library} here (set PENCILMARK_DATA to run this)`);
      return;
    }
    const cases = readFileSync(library, 'utf8').split('\n').map((l) => l.trim())
      .filter((l) => l.startsWith(`:${code}:`) || l.startsWith(`:${code}-`));
    const failed = cases.filter((l) => !passes(l));
    t.diagnostic(`${code} ${technique.key}: ${cases.length - failed.length}/${cases.length} pass`);
    assert.ok(cases.length > 0);
    tested += cases.length;
    assert.deepEqual(failed.filter((l) => !expected.has(l)), [], 'cases failing that are not in reglib_expected_failures.txt');
    assert.deepEqual(cases.filter((l) => expected.has(l) && !failed.includes(l)), [],
      'cases in reglib_expected_failures.txt that now pass (take them out of the list)');
  });
}

test('every case listed as an expected failure is a case of the library that was tested', (t) => {
  if (!existsSync(library)) {
    t.skip(`no ${library} here (set PENCILMARK_DATA to run this)`);
    return;
  }
  const lines = new Set(readFileSync(library, 'utf8').split('\n').map((l) => l.trim()));
  assert.ok(tested > 1000, `${tested} cases tested`);
  assert.deepEqual([...expected].filter((l) => !lines.has(l)), []);
});
