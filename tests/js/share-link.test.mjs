// Share links that keep everything (web/share-link.js, ?g=): every field of a
// board comes back as it was (digits, marks, the marks kept under digits and
// taken by them, both kinds of colour, a pencil-mark puzzle's own candidates, the
// clock when asked); a link damaged anyhow is refused in words, never thrown; and
// the link is shorter than the ?p=&v=&m= one that carries less.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, encodeMarks, gameOfLink } from '../../dist/game.js';
import { decodeShareLink, encodeShareLink, seal, unseal } from '../../dist/share-link.js';
import { english } from '../support/messages.mjs';

const PUZZLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const SOLUTION = '438176529921538746765942831384765912176329485592481673859217364613894257247653198';
const EMPTY = [...PUZZLE].flatMap((ch, c) => (ch === '.' ? [c] : []));
const FIELDS = ['givens', 'source', 'values', 'marks', 'colors', 'kept', 'keptColors', 'taken', 'elapsed', 'timed'];

// A mid-game: candidates filled in, a third of the empty cells solved, one wrong
// digit over coloured marks, a dozen eliminations, candidate and cell colours.
function midGame(g = new Game(PUZZLE)) {
  g.fillMarks();
  for (const c of EMPTY.filter((_, i) => i % 3 === 0)) g.setValue(c, Number(SOLUTION[c]));
  const open = EMPTY.filter((c) => !g.values[c]);
  for (const c of open.slice(0, 12)) {
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== Number(SOLUTION[c]) && (g.marks[c] >> (d - 1)) & 1);
    if (wrong) g.toggleMark(c, wrong);
  }
  g.cycleColor(open[0], Number(SOLUTION[open[0]]));
  for (let i = 0; i < 3; i++) g.cycleColor(open[1], Number(SOLUTION[open[1]]));
  g.setCellColor([open[2], open[3], 0], 3);  // cell 0 is a given
  g.cycleColor(open[4], Number(SOLUTION[open[4]]));
  g.setValue(open[4], 9);  // its coloured marks go under the digit
  return g;
}

function assertSame(actual, expected, elapsed = 0) {
  for (const f of FIELDS) assert.deepEqual(actual[f], f === 'elapsed' ? elapsed : expected[f], f);
}

test('a mid-game comes back whole: digits, marks, marks kept under a digit and taken by digits, both kinds of colour', () => {
  const g = midGame();
  assert.ok(g.kept.some(Boolean) && g.keptColors.some(Boolean) && g.taken.some(Boolean) && g.hasColors());
  const { game, error } = decodeShareLink(encodeShareLink(g));
  assert.equal(error, undefined);
  assertSame(game, g);
  // Taking the wrong digit back gives its cell its coloured marks, as in the game the link came from.
  const wrong = g.values.findIndex((v, c) => v === 9 && SOLUTION[c] !== '9' && !g.isGiven(c));
  g.setValue(wrong, 0);
  game.setValue(wrong, 0);
  assertSame(game, g);
});

test('the clock only when asked, with whether the game is timed', () => {
  const g = midGame();
  assertSame(decodeShareLink(encodeShareLink(g)).game, g, 0);
  assertSame(decodeShareLink(encodeShareLink(g, { elapsed: 754 })).game, g, 754);
  g.timed = false;
  assert.equal(decodeShareLink(encodeShareLink(g, { elapsed: 0 })).game.timed, false);
  assert.equal(decodeShareLink(encodeShareLink(g)).game.timed, true, 'without the clock the opening page decides');
});

test('boards at either end: the puzzle alone, marks without candidates filled, a finished board', () => {
  const fresh = new Game(PUZZLE);
  assertSame(decodeShareLink(encodeShareLink(fresh)).game, fresh);
  const marked = new Game(PUZZLE);
  marked.toggleMarks(EMPTY.slice(0, 5), 3);
  marked.setValue(EMPTY[7], 2);
  assertSame(decodeShareLink(encodeShareLink(marked)).game, marked);
  const done = new Game(PUZZLE);
  done.reveal(SOLUTION);
  assertSame(decodeShareLink(encodeShareLink(done)).game, done);
});

test('a pencil-mark puzzle (729) keeps its own candidates and the player\'s', () => {
  const slots = [...PUZZLE].map((ch) => (ch === '.' ? '123456789' : '.'.repeat(Number(ch) - 1) + ch + '.'.repeat(9 - Number(ch))));
  slots[1] = '12.456789';
  const g = gameOfLink(slots.join(''));
  g.setValue(EMPTY[3], Number(SOLUTION[EMPTY[3]]));
  g.toggleMark(EMPTY[5], [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => (g.marks[EMPTY[5]] >> (d - 1)) & 1));
  g.cycleColor(EMPTY[6], Number(SOLUTION[EMPTY[6]]));
  const { game } = decodeShareLink(encodeShareLink(g, { elapsed: 61 }));
  assert.equal(game.source.length, 729);
  assertSame(game, g, 61);
});

test('the link is much shorter than ?p=&v=&m=, which carries less', (t) => {
  const g = midGame();
  const old = `?p=${g.source}&v=${g.valuesText()}&m=${encodeMarks(g.marks)}`;
  const now = `?g=${encodeShareLink(g)}`, timed = `?g=${encodeShareLink(g, { elapsed: 754 })}`;
  t.diagnostic(`a mid-game with marks: ?p=&v=&m= ${old.length} characters (no colours, kept marks, clock); ?g= ${now.length}, with the clock ${timed.length}`);
  assert.ok(now.length < old.length * 0.6, `${now.length} against ${old.length}`);
  const fresh = new Game(PUZZLE);
  t.diagnostic(`the puzzle alone: ?p= ${PUZZLE.length + 3}, ?g= ${encodeShareLink(fresh).length + 3}`);
});

test('a link cut short or changed anywhere is refused in words or reads as the same game; nothing throws', () => {
  const g = midGame();
  const link = encodeShareLink(g, { elapsed: 99 });
  const same = (game) => FIELDS.every((f) => JSON.stringify(game[f]) === JSON.stringify(f === 'elapsed' ? 99 : g[f]));
  let refused = 0;
  for (let i = 1; i < link.length; i++) {
    const variants = [link.slice(0, i), ...['A', 'b', '9', '-', '+', ' ', '%', 'é'].map((ch) => link.slice(0, i) + ch + link.slice(i + 1))];
    for (const v of variants) {
      const result = decodeShareLink(v);
      if (result.error) {
        assert.match(english(result.error), /^(it|its) /, v);
        refused++;
      } else assert.ok(same(result.game), `${v} read as another game`);
    }
  }
  assert.ok(refused > link.length * 7, `${refused} refused`);
});

test('each field out of range is refused, saying which', () => {
  const good = unseal(encodeShareLink(midGame(), { elapsed: 5 }));
  const flags = good[0], clock = good.slice(1, 7), cells = good.slice(7, 88), rest = good.slice(88);
  const at = (text, i, ch) => text.slice(0, i) + ch + text.slice(i + 1);
  const open = [...cells].findIndex((ch) => !/[1-9]/.test(ch));  // the first cell not a given: its fields are rest[0..3]
  const r = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
  const cases = [
    [null, /empty/], [42, /empty/], ['', /empty/], ['9abc', /version "9"/],
    [seal(''), /ends before the flags/],
    [seal(flags + clock + cells.slice(0, 40)), /ends before r5c5's digit/],
    [seal(flags + 'vvvvvv' + cells + rest), /the clock is \d+, beyond 316224000/],
    [seal(flags + clock + at(cells, open, 'j') + rest), new RegExp(`${r(open)}'s digit is 19, beyond 18`)],
    [seal(flags + clock + at(cells, open, 'Z') + rest), new RegExp(`${r(open)}'s digit holds "Z"`)],
    [seal(flags + clock + at(cells, 1, cells[0]) + rest), /givens repeat a digit/],
    [seal(flags + clock + '0'.repeat(81) + rest), /no givens/],
    [seal(flags + clock + cells + at(rest, 0, 'g')), new RegExp(`the marks in ${r(open)} is \\d+, beyond 511`)],
    [seal(flags + clock + cells + at(rest, 2, 'v')), new RegExp(`the marks taken from ${r(open)} is \\d+, beyond 511`)],
    [seal(flags + clock + cells + rest.slice(0, 10)), /ends before the marks/],
    [seal(flags + clock + cells + rest + '5'), /ends before a coloured cell/],
    [seal(flags + clock + cells + rest + '2q0000000000'), /a coloured cell is 90, beyond 80/],
  ];
  // The colours: after 4 characters for each cell not a given, 12 a coloured cell.
  const colours = rest.slice(4 * [...cells].filter((ch) => !/[1-9]/.test(ch)).length);
  const body = good.slice(0, good.length - colours.length);
  assert.ok(colours.length >= 36, 'the mid-game has coloured cells');
  cases.push(
    [seal(body + at(colours, 2, '5')), /colour of r\dc\d's 1 is 5, beyond 4/],
    [seal(body + at(colours, 11, '7')), /colour of r\dc\d is 7, beyond 6/],
    [seal(body + colours.slice(12, 24) + colours.slice(0, 12) + colours.slice(24)), /out of order/],
    [seal(body + `${colours.slice(0, 2)}0000000000${colours.slice(12)}`), /without a colour/],
    [seal(`${body}00${'4'.repeat(9)}0`), /colours a candidate of r1c1 that is not pencilled in/],  // r1c1 is a given
  );
  for (const [link, words] of cases) {
    const result = decodeShareLink(link);
    assert.equal(result.game, undefined, String(words));
    assert.match(english(result.error), words);
  }
  assert.match(english(decodeShareLink(`1${encodeShareLink(midGame()).slice(2)}`).error), /does not unpack|check does not match/);
});

test('a pencil-mark link whose puzzle is not one is refused', () => {
  const slots = [...PUZZLE].map((ch) => (ch === '.' ? '123456789' : '.'.repeat(Number(ch) - 1) + ch + '.'.repeat(9 - Number(ch))));
  slots[1] = '12.456789';
  const packed = unseal(encodeShareLink(gameOfLink(slots.join(''))));  // no clock: flags, 81 cells, then r1c2's fields
  const none = (parseInt(packed.slice(82, 84), 32) ^ 0b111111011).toString(32).padStart(2, '0');  // r1c2's own 1 2 4-9 taken out
  assert.match(english(decodeShareLink(seal(packed.slice(0, 82) + none + packed.slice(84))).error), /pencil-mark puzzle leaves a cell without candidates/);
});
