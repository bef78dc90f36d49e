/**
 * A puzzle as text: an 81-character line ('.', '0' or '-' for blanks), a
 * 729-character pencil-mark line (nine candidate slots per cell), or a 9-line
 * grid as printed by common tools ('|', '-', '+' and spaces are ignored).
 */
export type Puzzle = string;

export type SolveResult =
  | { status: 'unique'; solution: string }
  | { status: 'multiple' }
  | { status: 'none' };

export type PuzzleForm = 'line' | 'grid' | 'pencilmarks';

export interface Engine {
  /**
   * Solves a puzzle. `solution` (81 digits) is given only when it is unique.
   * @throws Error with the parser's message for bad input, e.g.
   *   "r1c1 and r1c5 are both 7 (row 1)".
   */
  solve(puzzle: Puzzle): SolveResult;
  /**
   * The first solution found (81 digits) without proving it is the only one,
   * or null when there is none. Any valid completion of an improper puzzle.
   * @throws Error for bad input.
   */
  findSolution(puzzle: Puzzle): string | null;
  /**
   * Counts solutions, stopping at `limit` (default 2: 1 means unique).
   * @throws Error for bad input; RangeError for a limit that is not a whole number >= 1.
   */
  countSolutions(puzzle: Puzzle, limit?: number): number;
  /** Rewrites a puzzle as an 81-character line, a printed grid, or 729 pencil marks. */
  format(puzzle: Puzzle, form?: PuzzleForm): string;
}

export interface EngineOptions {
  /** The wasm bytes, when the module cannot read or fetch them itself. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where to fetch the wasm from in a browser (default: beside engine.js). */
  wasmUrl?: string | URL;
}

/** Loads the wasm engine (in node from beside this module, in browsers by fetch). */
export function createEngine(options?: EngineOptions): Promise<Engine>;
export default createEngine;
