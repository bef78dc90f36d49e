// A board's cells in words for a screen reader (web/cell-words.js, board.ftl), in
// every language: each part of what a cell shows is said, in the board's language,
// and a board without its words says names and digits only (the first paint).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../dist/game.js';
import { boardLooks, boardMarkup } from '../../dist/board.js';
import { cellLabel } from '../../dist/cell-words.js';
import { LANGUAGES } from '../../dist/languages.js';
import { loadMessages, words } from '../../dist/messages.js';

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const at = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const bits = (...ds) => ds.reduce((b, d) => b | (1 << (d - 1)), 0);

// A position with one of each thing a cell can show: a given, a digit of the player's
// that clashes and is wrong, coloured pencil marks, corner and centre marks, a
// cell colour, a hint's part, the lit digit's places and a two-candidate cell.
function position() {
  const game = new Game(PUZZLE);
  game.setValue(at('r1c2'), 4);  // clashes with r1c1's given 4
  for (const d of [2, 3, 9]) game.toggleMark(at('r2c1'), d);
  game.colors[at('r2c1')] = 1 << (3 * 1);  // its 2 in colour A
  for (const d of [3, 6]) game.toggleMark(at('r9c2'), d);
  game.toggleMark(at('r3c1'), 7, 'corner');
  game.toggleMark(at('r3c1'), 9, 'centre');
  game.colors[at('r3c2')] = 2 << 27;  // cell colour 2
  const view = {
    conflicts: game.conflicts(), wrong: new Set([at('r1c2')]), paint: game.colors, bivalue: true,
    highlight: { cells: new Map([[at('r2c1'), 'pivot']]), candidates: new Map() },
    digit: 6, possible: game.computedMarks(),
  };
  return { game, view };
}

test('a cell says its name, digit or marks, colours, conflicts and its part in a hint, in English', async () => {
  await loadMessages('en', false);
  const { game, view } = position();
  const say = (id, args) => words(id, args, 'en');
  const looks = boardLooks(game, { ...view, label: (said) => cellLabel(said, say) });
  assert.equal(looks[at('r1c1')].label, 'r1c1, given 4, conflict');
  assert.equal(looks[at('r1c2')].label, 'r1c2, 4, conflict, wrong');
  assert.equal(looks[at('r2c1')].label, 'r2c1, empty, pencil marks 2 3 9, of them colour A 2, hint: pivot');
  assert.equal(looks[at('r3c1')].label, 'r3c1, empty, corner marks 7, centre marks 9');
  assert.match(looks[at('r3c2')].label, /^r3c2, empty, cell colour 2(, 6 can go here)?(, two candidates)?$/);
  assert.ok(looks.some((look) => /, 6 can go here/.test(look.label)), 'the lit digit\'s places');
  assert.equal(looks[at('r9c2')].label, 'r9c2, empty, pencil marks 3 6, two candidates');
  // Without its words, a board says names and digits only: no language yet.
  const bare = boardLooks(game, view);
  assert.equal(bare[at('r1c1')].label, 'r1c1, 4');
  assert.equal(bare[at('r2c1')].label, 'r2c1');
  assert.match(boardMarkup(), /<span role="columnheader" aria-colindex="1">1<\/span>/);
});

test('in every other language, no English word is left in a cell\'s words or the board\'s heads', async () => {
  const { game, view } = position();
  const englishSay = (id, args) => words(id, args, 'en');
  const englishLooks = boardLooks(game, { ...view, label: (said) => cellLabel(said, englishSay) });
  const englishWords = new Set(englishLooks.flatMap((look) => look.label.match(/\p{L}{3,}/gu) ?? []));
  englishWords.add('Row').add('Column');
  for (const language of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
    await loadMessages(language, false);
    const say = (id, args) => words(id, args, language);
    const looks = boardLooks(game, { ...view, label: (said) => cellLabel(said, say) });
    for (const look of looks) {
      for (const word of look.label.match(/\p{L}{3,}/gu) ?? []) {
        assert.ok(!englishWords.has(word) || word === 'Pivot' || word === 'pivot', `${language}: "${word}" in ${look.label}`);
      }
      assert.ok(!/[{}$]/.test(look.label), `${language}: a placeholder left in ${look.label}`);
    }
    const markup = boardMarkup(null, say);
    for (const word of markup.match(/>[^<>]*\p{L}[^<>]*</gu) ?? []) assert.ok(!/\b(Column|Row)\b/.test(word), `${language}: ${word}`);
    assert.match(markup, new RegExp(`aria-label="${words('board-row', { number: 9 }, language)}"`));
  }
});
