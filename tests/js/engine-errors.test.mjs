// The engine's words on a puzzle it cannot read, or one with no or several
// solutions, as data (err.said): the English message of the page's catalog
// (engine.ftl) is the engine's own word for word, and every other language says it
// with the same values and no English sentence left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../dist/engine.js';
import { LANGUAGES } from '../../dist/languages.js';
import { loadMessages, words } from '../../dist/messages.js';

const engine = await createEngine();
const GIVENS = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const line = (at, ch) => `${GIVENS.slice(0, at)}${ch}${GIVENS.slice(at + 1)}`;
const grid = GIVENS.match(/.{9}/g).join('\n');
// One input for each message, the character kinds too.
const INPUTS = [
  ['bad-character', line(4, 'x')], ['bad-character', line(10, ' ')], ['bad-character', line(3, '\u00a0')],
  ['bad-character', line(3, '\u200b')], ['bad-character', `${GIVENS}x`], ['bad-character', line(5, '"')],
  ['bad-length', GIVENS.slice(0, 60)], ['bad-mark', `${'123456789'.repeat(80)}1234567.8`],
  ['bad-grid-character', grid.replace(/^(.{4})./, '$1x')], ['grid-cells', grid.split('\n').slice(0, 8).join('\n')],
  ['duplicate', line(1, '4')], ['no-candidates', `${'.'.repeat(729 - 9)}.........`],
  ['bad-library-character', `:0000:x:${GIVENS}\u0001:::`], ['library-fields', ':0000:x:123'],
  ['bad-library-givens', `:0000:x:${line(7, 'x')}:::`], ['library-cells', `:0000:x:${GIVENS.slice(0, 80)}:::`],
  ['library-deleted', `:0000:x:${GIVENS}:43::`], ['s9b-length', `S9B${'0'.repeat(40)}`],
  ['table-cells', GIVENS.slice(0, 72).match(/.{9}/g).map((row) => [...row].join('\t')).join('\n')],
  ['multiple-solutions', GIVENS.replace(/[1-9]/, '.'), 'grade'],
];

test('an error the engine says as data: its English in the catalog is the engine\'s message', async () => {
  await Promise.all(Object.keys(LANGUAGES).map((language) => loadMessages(language, false)));
  const ids = new Set();
  for (const [id, input, call = 'solve'] of INPUTS) {
    let err = null;
    try {
      const result = engine[call](input);
      if (call === 'solve' && result.status !== 'unique') err = Object.assign(new Error(result.status), { said: null });
    } catch (thrown) {
      err = thrown;
    }
    assert.ok(err, `${id}: ${JSON.stringify(input.slice(0, 20))} is refused`);
    assert.equal(err.said?.id, `engine-${id}`, `${JSON.stringify(input.slice(0, 20))}: ${err.message}`);
    ids.add(id);
    assert.equal(words(err, {}, 'en'), err.message, `${id}: the catalog's English`);
    for (const language of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
      const said = words(err, {}, language);
      assert.ok(!/[{}$]/.test(said.replace(/["'«»„“”「」]./gu, '')), `${language}: ${said}`);
      assert.ok(!said.includes(err.message) && !/\b(bad|expected|found|character|cells?)\b/.test(said), `${language}: ${said}`);
      // (A line of neither length names no cell: its cell and slot go unsaid.)
      const named = Object.entries(err.said.args).filter(([name]) => err.said.args.where !== 'none' || !['cell', 'slot'].includes(name));
      for (const value of named.map(([, v]) => v).filter((v) => /^(\d+|r\dc\d)$/.test(v))) {
        assert.ok(said.includes(value), `${language}: ${said} names ${value}`);
      }
    }
  }
  assert.equal(ids.size, new Set(INPUTS.map(([id]) => id)).size);
});
