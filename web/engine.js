// The Pencilmark JS API: one ES module for node and browsers.
//
//   import { createEngine } from 'pencilmark';
//   const engine = await createEngine();
//   engine.solve('4.8.765...')   // { status: 'unique', solution: '4381765...' }
//
// Results are plain objects; bad input throws an Error whose message is the
// engine's own ("bad character 'x' at position 5 (r1c5)").
import createPencilmarkModule from './pencilmark-wasm.mjs';

const WASM_FILE = 'pencilmark-wasm.wasm';

function isNode() {
  return typeof process === 'object' && typeof process.versions?.node === 'string' &&
    typeof window === 'undefined' && typeof importScripts === 'undefined';
}

async function instantiate(options) {
  const moduleOptions = {};
  if (options.wasmBinary) {
    moduleOptions.wasmBinary = options.wasmBinary;
  } else if (isNode()) {
    // Emscripten's loader would fetch() the file path, which node's fetch cannot do.
    const { readFile } = await import('node:fs/promises');
    moduleOptions.wasmBinary = await readFile(new URL(WASM_FILE, import.meta.url));
  } else if (options.wasmUrl) {
    moduleOptions.locateFile = () => String(options.wasmUrl);
  }
  return createPencilmarkModule(moduleOptions);
}

function puzzleText(puzzle) {
  if (typeof puzzle !== 'string') {
    throw new TypeError(`puzzle must be a string, not ${puzzle === null ? 'null' : typeof puzzle}`);
  }
  return puzzle;
}

function unwrap(outcome) {
  if (outcome.error) throw new Error(outcome.error);
  return outcome;
}

const FORMS = ['line', 'grid', 'pencilmarks'];
const MAX_LIMIT = 2 ** 31 - 1;

/**
 * Loads the engine. In node the wasm file is read from beside this module;
 * pass `wasmBinary` (bytes) or `wasmUrl` to load it from elsewhere.
 */
export async function createEngine(options = {}) {
  const wasm = await instantiate(options);
  let techniqueTable;
  return Object.freeze({
    solve(puzzle) {
      const { status, solution } = unwrap(wasm.solve(puzzleText(puzzle)));
      return status === 'unique' ? { status, solution } : { status };
    },
    findSolution(puzzle) {
      return unwrap(wasm.findSolution(puzzleText(puzzle))).text || null;
    },
    countSolutions(puzzle, limit = 2) {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        throw new RangeError(`limit must be a whole number from 1 to ${MAX_LIMIT}, not ${limit}`);
      }
      return unwrap(wasm.countSolutions(puzzleText(puzzle), limit)).count;
    },
    grade(puzzle) {
      return JSON.parse(unwrap(wasm.grade(puzzleText(puzzle))).text);
    },
    steps(puzzle) {
      return JSON.parse(unwrap(wasm.steps(puzzleText(puzzle))).text);
    },
    nextStep(state) {
      const { puzzle, values = '', candidates = '' } = typeof state === 'string' ? { puzzle: state } : state ?? {};
      for (const [name, value] of [['values', values], ['candidates', candidates]]) {
        if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${typeof value}`);
      }
      return JSON.parse(unwrap(wasm.nextStep(puzzleText(puzzle), values, candidates)).text);
    },
    find(technique, puzzle) {
      if (typeof technique !== 'string') throw new TypeError('technique must be a key or a HoDoKu code');
      return JSON.parse(unwrap(wasm.find(technique, puzzleText(puzzle))).text);
    },
    techniques() {
      return JSON.parse(techniqueTable ??= wasm.techniques());
    },
    format(puzzle, form = 'line') {
      if (!FORMS.includes(form)) {
        throw new RangeError(`form must be one of ${FORMS.join(', ')}, not ${form}`);
      }
      return unwrap(wasm.format(puzzleText(puzzle), form)).text;
    },
  });
}

export default createEngine;
