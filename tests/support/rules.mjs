// Sudoku rules written from scratch for the JS and browser tests, sharing no
// code with the engine, so they can catch its mistakes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The native command line, as the build leaves it.
export const CLI_PATH = resolve(root, 'build/native/pencilmark');

/** A complete grid that obeys the rules and keeps every given of the puzzle. */
export function isValidSolution(puzzle, solution) {
  if (!/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 9; i++) {
    const row = new Set(), col = new Set(), box = new Set();
    for (let j = 0; j < 9; j++) {
      row.add(solution[i * 9 + j]);
      col.add(solution[j * 9 + i]);
      box.add(solution[(Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return false;
  }
  return [...puzzle.slice(0, 81)].every((ch, i) => !(ch >= '1' && ch <= '9') || ch === solution[i]);
}

export function readLines(path) {
  return readFileSync(path, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
}

export const fixture = (name) => resolve(root, 'tests/data', name);
// The project's own data (data/): the build reads it too.
export const projectData = (name) => resolve(root, 'data', name);

/** The public puzzle sets beside the checkout, or null in a clone without ../shared. */
export function sharedPuzzleDir() {
  const dir = process.env.PENCILMARK_DATA
    ? resolve(process.env.PENCILMARK_DATA, 'puzzles')
    : resolve(root, '../shared/data/puzzles');
  return existsSync(dir) ? dir : null;
}

/**
 * About n puzzles of each shared set, as [file name, puzzles]; none, with the
 * test t skipped, in a clone without ../shared.
 */
export function sharedPuzzleSamples(t, n) {
  const dir = sharedPuzzleDir();
  if (!dir) {
    t.skip('no ../shared/data/puzzles here (set PENCILMARK_DATA to run this)');
    return [];
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));
  if (files.length < 7) throw new Error(`${dir} has ${files.length} puzzle sets, not the 7 or more expected`);
  return files.map((file) => [file, evenSample(readLines(join(dir, file)), n)]);
}

/** About n puzzles spread evenly over the list. */
export function evenSample(list, n) {
  const step = Math.max(1, Math.floor(list.length / n));
  return list.filter((_, i) => i % step === 0);
}

const PEERS = Array.from({ length: 81 }, (_, c) => {
  const r = Math.floor(c / 9), k = c % 9, b = Math.floor(r / 3) * 3 + Math.floor(k / 3);
  const peers = [];
  for (let o = 0; o < 81; o++) {
    const or = Math.floor(o / 9), ok = o % 9, ob = Math.floor(or / 3) * 3 + Math.floor(ok / 3);
    if (o !== c && (or === r || ok === k || ob === b)) peers.push(o);
  }
  return peers;
});

/** Values and candidate sets after the cleanup of the givens. */
export function startingCandidates(puzzle) {
  const values = [...puzzle.slice(0, 81)].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const cands = values.map((v) => (v ? new Set() : new Set([1, 2, 3, 4, 5, 6, 7, 8, 9])));
  values.forEach((v, c) => { if (v) for (const p of PEERS[c]) cands[p].delete(v); });
  return { values, cands };
}

export function placeDigit({ values, cands }, cell, digit) {
  values[cell] = digit;
  cands[cell] = new Set();
  for (const p of PEERS[cell]) cands[p].delete(digit);
}
