// Sudoku rules written from scratch for the JS and browser tests, sharing no
// code with the engine, so they can catch its mistakes.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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

/** The public puzzle sets beside the checkout, or null in a clone without ../shared. */
export function sharedPuzzleDir() {
  const dir = process.env.PENCILMARK_DATA
    ? resolve(process.env.PENCILMARK_DATA, 'puzzles')
    : resolve(root, '../shared/data/puzzles');
  return existsSync(dir) ? dir : null;
}

/** About n puzzles spread evenly over the list. */
export function evenSample(list, n) {
  const step = Math.max(1, Math.floor(list.length / n));
  return list.filter((_, i) => i % step === 0);
}
