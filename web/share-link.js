// Share links that keep everything: ?g=<version><packed game, lz-string>. The
// older ?p=&v=&m= links (web/game.js gameOfLink, decodeMarks; still read) drop
// the colours, the marks under placed digits and the clock; this form keeps the
// whole board (not the undo history) in about half their length (a mid-game
// with marks: tests/js/share-link.test.mjs measures it).
//
// g = '1', the version (a new layout takes a new one; this page refuses one it
// does not know; '2': with corner and centre marks, below), then LZString.compressToEncodedURIComponent(check + packed):
// check is 4 characters of packed's hash (check() below), packed the text below,
// in base 32 (B32: 0-9 a-v; a number of n characters, most significant first).
// It is made to compress: what the board implies is written as the difference
// from it (XOR), so a typical board is mostly zeros.
//
//   field    chars  when     holds
//   flags    1      always   bit 0 a pencil-mark puzzle (729), 1 the clock, 2 timed,
//                            3 marks relative, 4 taken relative (the encoder
//                            tries both ways of 3 and 4 and keeps the shortest)
//   clock    6      bit 1    seconds played (at most MAX_ELAPSED)
//   cells    81     always   each cell: 0 empty, 1-9 a given, a-i the player's digit 1-9
//   then, for each cell not a given, in cell order:
//   source   2      bit 0    the puzzle's own candidates, XOR those its givens allow
//   marks    2      always   an empty cell's pencil marks, a placed digit's kept
//                            under it; bit 3: XOR those its peers' digits allow
//                            (and the puzzle's own)
//   taken    2      always   the marks placements took from it (Game.taken); bit 4:
//                            XOR the candidates the marks field leaves out
//   version 2 only (a game with corner or centre marks; without any, a link is
//   version 1, as before them):
//   notes    2               how many cells (not givens) have corner or centre
//                            marks (under a placed digit too), then for each, in cell order:
//     cell   2               0-80
//     corner 2               its corner marks (Game.corner)
//     centre 2               its centre marks (Game.centre)
//   then, for each coloured cell, in cell order:
//   cell     2               0-80
//   colours  10              digits 0-6: candidates 1-9's colours (0 none, 1-4;
//                            under a placed digit, its kept marks'), then the cell's (0-6)
//
// A placed digit on a given cell cannot be written (one character says which
// the cell holds); every other field is checked as it is read, and a link that
// does not read is refused in words, never half opened.
import LZString from './lz-string.js';
import { ALL_MARKS, B32, CELL_COLOUR, Game, MAX_ELAPSED, SPREAD, candidatesOk, cellName, givensOk, marksOfLine, peersOf } from './game.js';
import { message as m } from './messages.js';

const VERSION = '1';
const NOTES_VERSION = '2';  // version 1 and the corner and centre marks
const PENCIL = 1, CLOCK = 2, TIMED = 4, MARKS_RELATIVE = 8, TAKEN_RELATIVE = 16;

const num = (n, width) => Array.from({ length: width }, (_, i) => B32[(n >> (5 * (width - 1 - i))) & 31]).join('');

// The candidates of cell c its peers' digits (values: a digit or 0 each) allow.
const allowed = (values, c) => peersOf(c).reduce((m, p) => (values[p] ? m & ~(1 << (values[p] - 1)) : m), ALL_MARKS);

// What each open cell's fields are written against: the candidates the givens
// allow (source), and those the board and the puzzle allow (marks).
function references(givens, values, own) {
  const given = [...givens].map((ch) => (ch === '.' ? 0 : Number(ch)));
  return Array.from({ length: 81 }, (_, c) => ({ source: allowed(given, c), marks: allowed(values, c) & own[c] }));
}

/**
 * The value of ?g= for a game: everything on its board (not its undo history).
 * elapsed: the seconds played to carry, or null to leave the clock out.
 */
export function encodeShareLink(game, { elapsed = null } = {}) {
  const pencil = game.source.length === 729;
  const own = pencil ? marksOfLine(game.source) : new Array(81).fill(ALL_MARKS);
  const refs = references(game.givens, game.values, own);
  const cells = game.values.map((v, c) => (game.isGiven(c) ? v : v ? v + 9 : 0));
  const slot = (c) => (game.values[c] ? game.kept[c] : game.marks[c]);
  const colours = [];
  for (let c = 0; c < 81; c++) {
    // Only colours that show (or come back with a digit taken back); apply() drops any other.
    const bits = ((game.values[c] ? game.keptColors[c] : game.colors[c]) & SPREAD[slot(c) | game.taken[c]]) | (game.colors[c] & CELL_COLOUR);
    if (bits) colours.push(num(c, 2), ...Array.from({ length: 10 }, (_, d) => (bits >> (3 * d)) & 7));
  }
  const noted = [...Array(81).keys()].filter((c) => !game.isGiven(c) && (game.corner[c] || game.centre[c]));
  const notes = noted.length ? num(noted.length, 2) + noted.map((c) => num(c, 2) + num(game.corner[c], 2) + num(game.centre[c], 2)).join('') : '';
  const fixed = (pencil ? PENCIL : 0) | (elapsed === null ? 0 : CLOCK | (game.timed ? TIMED : 0));
  const pack = (flags) => {
    const open = [];
    for (let c = 0; c < 81; c++) {
      if (game.isGiven(c)) continue;
      if (pencil) open.push(num(own[c] ^ refs[c].source, 2));
      open.push(num(slot(c) ^ (flags & MARKS_RELATIVE ? refs[c].marks : 0), 2));
      open.push(num(game.taken[c] ^ (flags & TAKEN_RELATIVE ? ALL_MARKS & ~slot(c) : 0), 2));
    }
    const clock = elapsed === null ? '' : num(Math.min(Math.max(0, Math.floor(elapsed)), MAX_ELAPSED), 6);
    return seal(B32[flags] + clock + cells.map((n) => B32[n]).join('') + open.join('') + notes + colours.join(''), notes ? NOTES_VERSION : VERSION);
  };
  return [0, MARKS_RELATIVE, TAKEN_RELATIVE, MARKS_RELATIVE | TAKEN_RELATIVE]
    .map((f) => pack(fixed | f)).reduce((a, b) => (b.length < a.length ? b : a));
}

// A link refused, and why in the player's words: message `id` of share.ftl's share-link-* (its id is the Error's message).
class Refused extends Error {
  constructor(id, args = {}) {
    super(id);
    this.said = m(id, args);
  }
}

/**
 * The game a ?g= value holds, as { game }, or { error } saying what is wrong with
 * it, a message (web/messages.js) for the player (it never throws). The engine
 * still has to find the puzzle's one solution before the game is kept.
 */
export function decodeShareLink(g) {
  try {
    return { game: read(g) };
  } catch (err) {
    return { error: err instanceof Refused ? err.said : m('share-link-unreadable', { error: err.message }) };
  }
}

// FNV-1a of the packed text, 20 bits: a link changed or cut short (which can
// still unpack, and read as another game) is told from the game it carried.
function check(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return num(h >>> 12, 4);
}

/** The packed text (the table above) as the value of ?g=; exported for the tests. */
export function seal(packed, version = VERSION) {
  return version + LZString.compressToEncodedURIComponent(check(packed) + packed);
}

/** The packed text a ?g= value holds; throws Refused, saying why, when it does not unpack. */
export function unseal(g) {
  if (typeof g !== 'string' || !g) throw new Refused('share-link-empty');
  if (g[0] !== VERSION && g[0] !== NOTES_VERSION) throw new Refused('share-link-version', { version: g[0] });
  // A '+' read from a query string is a space.
  const text = LZString.decompressFromEncodedURIComponent(g.slice(1).replace(/ /g, '+'));
  if (!text) throw new Refused('share-link-unpack');
  if (text.length < 4 || check(text.slice(4)) !== text.slice(0, 4)) throw new Refused('share-link-check');
  return text.slice(4);
}

function read(g) {
  const packed = unseal(g);
  let at = 0;
  // A field of `width` characters; `field` names it (share.ftl's share-link-field-*), with `cell` (a cell's name) and `digit`.
  const take = (width, [field, args = {}], max = 32 ** width - 1) => {
    const what = m(`share-link-field-${field}`, args);
    if (at + width > packed.length) throw new Refused('share-link-ends-before', { what });
    let n = 0;
    for (const ch of packed.slice(at, at + width)) {
      const digit = B32.indexOf(ch);
      if (digit < 0) throw new Refused('share-link-not-digit', { what, character: ch });
      n = n * 32 + digit;
    }
    at += width;
    // As digits, not a number in the language's way (1,000): they are the link's.
    if (n > max) throw new Refused('share-link-beyond', { what, value: String(n), most: String(max) });
    return n;
  };
  const cellOf = (c) => ({ cell: cellName(c) });
  const flags = take(1, ['flags']);
  const elapsed = flags & CLOCK ? take(6, ['clock'], MAX_ELAPSED) : 0;
  const cells = Array.from({ length: 81 }, (_, c) => take(1, ['digit', cellOf(c)], 18));
  const givens = cells.map((n) => (n >= 1 && n <= 9 ? String(n) : '.')).join('');
  if (!givensOk(givens)) throw new Refused('share-link-givens-repeat');
  if (!(flags & PENCIL) && !/[1-9]/.test(givens)) throw new Refused('share-link-no-givens');
  const values = cells.map((n) => (n > 9 ? n - 9 : n));
  const open = [...Array(81).keys()].filter((c) => givens[c] === '.');
  const fields = open.map((c) => [
    flags & PENCIL ? take(2, ['candidates', cellOf(c)], ALL_MARKS) : null,
    take(2, ['marks', cellOf(c)], ALL_MARKS), take(2, ['taken', cellOf(c)], ALL_MARKS)]);
  const own = new Array(81).fill(ALL_MARKS);
  let source = givens;
  if (flags & PENCIL) {
    const fromGivens = references(givens, values, own);
    open.forEach((c, i) => { own[c] = fields[i][0] ^ fromGivens[c].source; });
    source = own.map((m, c) => (givens[c] === '.' ? m : 1 << (values[c] - 1)))
      .map((m) => Array.from({ length: 9 }, (_, d) => ((m >> d) & 1 ? String(d + 1) : '.')).join('')).join('');
    if (!candidatesOk(source, givens)) throw new Refused('share-link-no-candidates');
  }
  const corner = new Array(81).fill(0), centre = new Array(81).fill(0);
  if (g[0] === NOTES_VERSION) {
    const count = take(2, ['notes-count'], open.length);
    if (!count) throw new Refused('share-link-no-notes');
    for (let i = 0, last = -1; i < count; i++) {
      const c = take(2, ['notes-cell'], 80);
      if (c <= last || givens[c] !== '.') throw new Refused('share-link-notes-order', cellOf(c));
      last = c;
      corner[c] = take(2, ['corner', cellOf(c)], ALL_MARKS);
      centre[c] = take(2, ['centre', cellOf(c)], ALL_MARKS);
      if (!corner[c] && !centre[c]) throw new Refused('share-link-notes-empty', cellOf(c));
    }
  }
  const refs = references(givens, values, own);
  const slots = new Array(81).fill(0), taken = new Array(81).fill(0);
  open.forEach((c, i) => {
    slots[c] = fields[i][1] ^ (flags & MARKS_RELATIVE ? refs[c].marks : 0);
    taken[c] = fields[i][2] ^ (flags & TAKEN_RELATIVE ? ALL_MARKS & ~slots[c] : 0);
  });
  const colors = new Array(81).fill(0), keptColors = new Array(81).fill(0);
  for (let last = -1; at < packed.length;) {
    const c = take(2, ['coloured-cell'], 80);
    if (c <= last) throw new Refused('share-link-colours-order', cellOf(c));
    last = c;
    let candidates = 0;
    for (let d = 0; d < 9; d++) candidates |= take(1, ['mark-colour', { ...cellOf(c), digit: d + 1 }], 4) << (3 * d);
    const cell = take(1, ['cell-colour', cellOf(c)], 6);
    if (!candidates && !cell) throw new Refused('share-link-colours-empty', cellOf(c));
    if (candidates & ~SPREAD[slots[c] | taken[c]]) throw new Refused('share-link-colours-unmarked', cellOf(c));
    colors[c] = (values[c] ? 0 : candidates) | (cell << 27);
    if (values[c]) keptColors[c] = candidates;
  }
  return new Game(givens, {
    values, source, elapsed, timed: flags & CLOCK ? Boolean(flags & TIMED) : true,
    marks: slots.map((m, c) => (values[c] ? 0 : m)), kept: slots.map((m, c) => (values[c] ? m : 0)), colors, keptColors, taken,
    corner, centre,
  });
}
