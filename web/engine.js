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
const SYMMETRIES = ['none', 'rot180', 'rot90', 'mirror', 'diagonal'];
const UINT64_MAX = 2n ** 64n - 1n;

function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
}

function seedText(seed) {
  if (seed === undefined) return randomSeed();
  const ok = (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) ||
    (typeof seed === 'bigint' && seed >= 0n && seed <= UINT64_MAX) ||
    (typeof seed === 'string' && /^\d+$/.test(seed) && BigInt(seed) <= UINT64_MAX);
  if (!ok) throw new RangeError(`seed must be a whole number from 0 to 2^64-1, not ${seed}`);
  return String(seed);
}

function level(value, name = 'level') {
  if (!Number.isInteger(value) || value < 0 || value > 4) throw new RangeError(`${name} must be 0 to 4, not ${value}`);
  return value;
}

function generateArgs(options) {
  const { score, technique = '', symmetry = 'none', minimal = false, maxAttempts = 2000 } = options;
  if (options.level !== undefined && score !== undefined) throw new RangeError('give level or score, not both');
  const [minScore, maxScore] = score === undefined ? [NaN, NaN] : score;
  if (score !== undefined && !(Array.isArray(score) && score.length === 2 && score.every(Number.isFinite) && minScore <= maxScore)) {
    throw new RangeError('score must be [min, max] with min <= max');
  }
  if (typeof technique !== 'string') throw new TypeError('technique must be a key like "x-wing"');
  if (!SYMMETRIES.includes(symmetry)) throw new RangeError(`symmetry must be one of ${SYMMETRIES.join(', ')}, not ${symmetry}`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_LIMIT) throw new RangeError('maxAttempts must be a whole number from 1 up');
  return [options.level === undefined ? -1 : level(options.level), minScore, maxScore, technique, symmetry,
    Boolean(minimal), seedText(options.seed), maxAttempts, ...solverArgs(options)];
}
const MAX_LIMIT = 2 ** 31 - 1;

// { techniques: 'all' | 'zambon' | 'key,key,...' | [keys], uniqueness: boolean } -> the wasm arguments.
function solverArgs(options = {}) {
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  const { techniques = 'all', uniqueness = true } = options;
  const set = Array.isArray(techniques) ? techniques.join(',') : techniques;
  if (typeof set !== 'string') throw new TypeError('techniques must be "all", "zambon", or a list of technique keys');
  if (typeof uniqueness !== 'boolean') throw new TypeError('uniqueness must be true or false');
  return [set, uniqueness];
}

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
    grade(puzzle, options) {
      return JSON.parse(unwrap(wasm.grade(puzzleText(puzzle), ...solverArgs(options))).text);
    },
    steps(puzzle, options) {
      return JSON.parse(unwrap(wasm.steps(puzzleText(puzzle), ...solverArgs(options))).text);
    },
    nextStep(state, options) {
      const { puzzle, values = '', candidates = '' } = typeof state === 'string' ? { puzzle: state } : state ?? {};
      for (const [name, value] of [['values', values], ['candidates', candidates]]) {
        if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${typeof value}`);
      }
      return JSON.parse(unwrap(wasm.nextStep(puzzleText(puzzle), values, candidates, ...solverArgs(options))).text);
    },
    find(technique, puzzle) {
      if (typeof technique !== 'string') throw new TypeError('technique must be a key or a HoDoKu code');
      return JSON.parse(unwrap(wasm.find(technique, puzzleText(puzzle))).text);
    },
    generate(options = {}) {
      return JSON.parse(unwrap(wasm.generate(...generateArgs(options))).text);
    },
    daily(date = new Date().toISOString().slice(0, 10), dailyLevel = 1) {
      if (typeof date !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)) {
        throw new RangeError(`date must be YYYY-MM-DD, not ${date}`);
      }
      return JSON.parse(unwrap(wasm.daily(date, level(dailyLevel))).text);
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
