// Other apps' links and strings whose puzzle is packed: undone here into the
// JSON the engine reads (its facade checks everything in it), and made again
// from the JSON the engine writes. The packing, not the puzzle, is this
// module's business.
//
//   f-puzzles   https://www.f-puzzles.com/?load=<lz-string base64 of its JSON>
//   SudokuPad   https://sudokupad.app/<id> (or Cracking the Cryptic's app), /sudoku/<id>, ?puzzleid=<id>, the id
//               fpuzzles|fpuz<f-puzzles' base64>, scl|ctc<base64 of SudokuPad's
//               own JSON, shortened by its zipper>, classic<the givens in a
//               run-length code>; any other id is kept on SudokuPad's server.
//   sudoku.coach SCv7_32_<base32hex (0-9a-v) of zlib of its JSON>; 32_<...> its
//               whole progress; inside sudoku.coach links too.
//
// lz-string (npm) and pako (npm, zlib) do the compression.
import LZString from './lz-string.js';
import pako from './pako.js';

/** An error in the engine's manner: err.code and words that say what is wrong. */
function refused(code, message) {
  return Object.assign(new Error(message), { code });
}

const SUDOKUPAD_HOSTS = /^(?:[a-z]+\.)?(?:sudokupad\.app|crackingthecryptic\.com|cracking-the-cryptic\.web\.app|sudokupad\.svencodes\.com)$/;

/**
 * The JSON inside a packed link or string, or null for any other text (which
 * the engine reads as it is). Throws (err.code) when it is such a link whose
 * puzzle cannot be unpacked, saying why.
 */
export function unpack(text) {
  const t = text.trim();
  const coach = /^(?:.*[/=])?(?:SCv7_)?(32_[0-9a-v]+)$/.exec(t);
  if (coach && (/SCv7_/.test(t) || /^32_/.test(t) || /sudoku\.coach/.test(t))) return unpackCoach(coach[1]);
  if (/^SCv\d+_/.test(t)) throw refused('bad-character', `this sudoku.coach string is of version ${t.slice(3, t.indexOf('_'))}; Pencilmark reads version 7 (SCv7_32_...)`);
  let url;
  try { url = new URL(/^[a-z]+:\/\//i.test(t) ? t : `https://${t}`); } catch { return null; }
  if (/^(?:www\.)?f-puzzles\.com$/.test(url.hostname)) return unpackFpuzzlesLink(url);
  if (SUDOKUPAD_HOSTS.test(url.hostname)) return unpackSudokuPad(url);
  if (/^(?:www\.)?sudoku\.coach$/.test(url.hostname)) {
    throw refused('bad-character', 'this sudoku.coach link holds no SCv7_32_ string: a short link (/s/...) is kept on its server; use its "Copy string" instead');
  }
  return null;
}

// A query value as given: URLSearchParams would turn base64's '+' into spaces.
function rawParam(url, name) {
  const found = new RegExp(`[?&]${name}=([^&#]*)`).exec(url.search);
  return found ? found[1] : null;
}

// lz-string's base64, URL-encoded or not, with spaces that were '+'.
function lzJson(data, what) {
  let base64 = data;
  try { base64 = decodeURIComponent(data); } catch { /* '%' of its own: kept */ }
  const json = LZString.decompressFromBase64(base64.replace(/ /g, '+'));
  if (!json) throw refused('bad-character', `this ${what} does not unpack: its data (${data.length} characters) is cut short or changed`);
  return json;
}

function unpackFpuzzlesLink(url) {
  const data = rawParam(url, 'load');
  if (data) return lzJson(data, 'f-puzzles link');
  const id = rawParam(url, 'id');
  throw refused('bad-character', id
    ? `this f-puzzles link is a short one (id=${id}), kept by a link shortener that Pencilmark does not ask; open it in f-puzzles and copy the full ?load= link`
    : 'this f-puzzles link holds no puzzle (?load=...)');
}

function unpackSudokuPad(url) {
  let id = rawParam(url, 'puzzleid') ?? url.pathname.replace(/^\/(?:sudoku\/)?/, '').replace(/^sudoku\.html$/, '');
  id = id.replace(/^\//, '');
  const kind = /^(fpuzzles|fpuz|scl|ctc|classic)(.*)$/s.exec(id);
  // Short data is an id too: SudokuPad fetches it.
  if (!kind || (kind[1].startsWith('fpuz') && kind[2].length <= 20)) {
    throw refused('bad-character', id
      ? `this SudokuPad link names a puzzle kept on SudokuPad's server (${id}), which Pencilmark does not fetch; open it in SudokuPad and share it from there as an f-puzzles link, or type its digits`
      : 'this SudokuPad link names no puzzle');
  }
  const [, prefix, data] = kind;
  if (prefix === 'classic') return JSON.stringify({ cells: classicCells(data) });
  if (prefix.startsWith('fpuz')) return lzJson(data, 'SudokuPad link');
  return JSON.stringify(unzipScl(lzJson(data, 'SudokuPad link')));
}

// SudokuPad's "classic" ids: the givens, blanks in runs. Its first code has
// digits and run letters (index = blanks); its second a character a cell with
// index mod 10 its digit (0 none) and index / 10 blanks after it.
const RUNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()[]-.~:@!$&'*,;=_";
const CELLS2 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx';
function classicCells(data) {
  const first = [...data].map((ch) => (/[1-9]/.test(ch) ? ch : '.'.repeat(RUNS.indexOf(ch)))).join('');
  const second = [...data].map((ch) => {
    const i = CELLS2.indexOf(ch);
    return i < 0 ? '?' : (i % 10 ? String(i % 10) : '.') + '.'.repeat(Math.floor(i / 10));
  }).join('');
  const givens = [...data].every((ch) => /[1-9]/.test(ch) || RUNS.includes(ch)) && first.length === 81 ? first
    : !second.includes('?') && second.length === 81 ? second : null;
  if (!givens) throw refused('bad-length', `this SudokuPad classic link's givens (${data.length} characters) do not make 81 cells`);
  return Array.from({ length: 9 }, (_, r) => [...givens.slice(9 * r, 9 * r + 9)].map((ch) => (ch === '.' ? {} : { value: Number(ch) })));
}

// SudokuPad's zipper shortens its JSON: empty lists dropped, keys renamed,
// keys unquoted, empty cells left out between commas, true/false as t/f,
// colours without '#' or quotes, and ' for ". Undone in that order's reverse.
const LONG_KEYS = {
  c: 'color', ca: 'cages', ct: 'center', c1: 'borderColor', c2: 'backgroundColor', ce: 'cells', cs: 'cellSize',
  a: 'arrows', o: 'overlays', u: 'underlays', w: 'width', h: 'height', v: 'value', vd: 'videos', l: 'lines',
  r: 'rounded', re: 'regions', fs: 'fontSize', th: 'thickness', hl: 'headLength', wp: 'wayPoints', t: 'title',
  te: 'text', d: 'duration', d2: 'd',
};
function unzipScl(zipped) {
  try { return JSON.parse(zipped); } catch { /* zipped: undone below */ }
  let text = zipped;
  if (!text.includes('"')) text = text.replace(/\\'/g, '\u0000').replace(/'/g, '"').replace(/\u0000/g, "'");
  // Outside the strings only.
  text = text.split(/("(?:[^"\\]|\\.)*")/).map((part, i) => (i % 2 ? part : part
    .replace(/([{,])([A-Za-z0-9_]+):/g, '$1"$2":')
    .replace(/\[(?=,)|,(?=[,\]])/g, '$&{}')
    .replace(/([:[,])t(?=[,}\]])/g, '$1true').replace(/([:[,])f(?=[,}\]])/g, '$1false')
    .replace(/#0(?=[,}\]])/g, '"#000000"').replace(/#F(?=[,}\]])/g, '"#FFFFFF"')
    .replace(/([:[,])([0-9a-fA-F]*[a-fA-F][0-9a-fA-F]*)(?=[,}\]])/g, (all, before, hex) => (hex.length === 6 ? `${before}"#${hex}"` : all))))
    .join('');
  let zippedJson;
  try { zippedJson = JSON.parse(text); } catch (err) {
    throw refused('bad-character', `this SudokuPad link's puzzle does not unpack (${err.message})`);
  }
  const renamed = (value) => {
    if (Array.isArray(value)) return value.map(renamed);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [LONG_KEYS[k] ?? k, renamed(v)]));
  };
  return renamed(zippedJson);
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

function unpackCoach(tagged) {
  const data = tagged.slice(3);  // '32_': base 32
  const bytes = new Uint8Array(Math.floor((data.length * 5) / 8));
  let bits = 0, value = 0, at = 0;
  for (const ch of data) {
    value = (value << 5) | BASE32HEX.indexOf(ch);
    bits += 5;
    if (bits >= 8) { bits -= 8; bytes[at++] = (value >> bits) & 255; }
  }
  let json;
  try { json = pako.inflate(bytes, { to: 'string' }); } catch { /* said below */ }
  // pako answers nothing for a stream cut short.
  if (typeof json !== 'string' || !json) {
    throw refused('bad-character', `this sudoku.coach string does not unpack: its ${data.length} characters are cut short or changed`);
  }
  return json;
}

/**
 * A link or string of `form` from the engine's JSON of it: 'fpuzzles' an
 * f-puzzles link, 'sudokupad' a SudokuPad link (f-puzzles' JSON), 'coach' a
 * sudoku.coach string.
 */
export function pack(form, json) {
  if (form === 'fpuzzles') return `https://www.f-puzzles.com/?load=${LZString.compressToBase64(json)}`;
  if (form === 'sudokupad') return `https://sudokupad.app/?puzzleid=fpuzzles${encodeURIComponent(LZString.compressToBase64(json))}`;
  const bytes = pako.deflate(new TextEncoder().encode(json));
  let out = 'SCv7_32_', bits = 0, value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) { bits -= 5; out += BASE32HEX[(value >> bits) & 31]; }
  }
  return bits ? out + BASE32HEX[(value << (5 - bits)) & 31] : out;
}

/** The forms pack() makes, which the engine writes as JSON. */
export const PACKED_FORMS = ['fpuzzles', 'coach'];

/**
 * The corner marks a packed puzzle's cells hold (f-puzzles' cornerPencilMarks,
 * or a cell's pencilMarks in SudokuPad's JSON), a 9-bit set a cell in row
 * order, or null when it holds none or is not such a puzzle of 9x9 cells. A game
 * opened from it keeps them as the player's corner marks (gameFromText).
 */
export function cornerMarks(text) {
  let data;
  try {
    const json = unpack(text);
    if (!json) return null;
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const rows = Array.isArray(data?.grid) ? data.grid : Array.isArray(data?.cells) ? data.cells : null;
  if (!rows || rows.length !== 9 || !rows.every((r) => Array.isArray(r) && r.length === 9)) return null;
  const marks = rows.flat().map((cell) => {
    const list = cell?.cornerPencilMarks ?? cell?.pencilMarks;
    return Array.isArray(list) ? list.reduce((m, d) => (Number.isInteger(d) && d >= 1 && d <= 9 ? m | (1 << (d - 1)) : m), 0) : 0;
  });
  return marks.some(Boolean) ? marks : null;
}

/**
 * What a packed puzzle holds that Pencilmark does not keep: { corner, coloured },
 * how many cells have corner marks where they do not read as cornerMarks() reads
 * them, and how many colours it has (0 and 0: nothing). For the page to say so
 * when it opens one (share.ftl's puzzle-not-kept).
 */
export function notKeptCounts(text) {
  let json;
  try { json = unpack(text); } catch { return { corner: 0, coloured: 0 }; }
  if (!json) return { corner: 0, coloured: 0 };
  const count = (pattern) => (json.match(pattern) ?? []).length;
  const corner = cornerMarks(text) ? 0 : count(/"(?:cornerPencilMarks|pencilMarks)":\[\s*\d/g);
  const coloured = count(/"(?:c|cArray)":(?:"#?[0-9A-Fa-f]|\[\s*"|\d)/g) + count(/"(?:givenColours|userColours)":"[^"]*\d/g);
  return { corner, coloured };
}
