// The Pencilmark JS API: one ES module for node and browsers.
//
//   import { createEngine } from 'pencilmark';
//   const engine = await createEngine();
//   engine.solve('4.8.765...')   // { status: 'unique', solution: '4381765...' }
//
// Results are plain objects; bad input throws an Error whose message is the
// engine's own ("bad character 'x' at position 5 (r1c5)").
import createPencilmarkModule from './pencilmark-wasm.mjs';

// The smallest module using SIMD128 (a function returning i8x16.splat of 0):
// it validates where the engine's SIMD build can run. scripts/make-sw.mjs copies
// these bytes into the service worker, which caches the same build.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 253, 15, 11]);

function isNode() {
  return typeof process === 'object' && typeof process.versions?.node === 'string' &&
    typeof window === 'undefined' && typeof importScripts === 'undefined';
}

// The engine's two builds: the same code, the exact solver's boards as SIMD128
// vectors in one. The literal URLs let bundlers see both files.
function wasmFileUrl(simd) {
  return simd ? new URL('pencilmark-wasm-simd.wasm', import.meta.url) : new URL('pencilmark-wasm.wasm', import.meta.url);
}

async function instantiate(options) {
  const simd = options.simd ?? WebAssembly.validate(SIMD_PROBE);
  if (typeof simd !== 'boolean') throw new TypeError('simd must be true or false');
  const moduleOptions = {};
  if (options.wasmBinary) {
    moduleOptions.wasmBinary = options.wasmBinary;
  } else if (isNode()) {
    // Emscripten's loader would fetch() the file path, which node's fetch cannot do.
    const { readFile } = await import('node:fs/promises');
    moduleOptions.wasmBinary = await readFile(wasmFileUrl(simd));
  } else {
    const url = String(options.wasmUrl ?? wasmFileUrl(simd));
    moduleOptions.locateFile = () => url;
  }
  return createPencilmarkModule(moduleOptions);
}

// The solver calls pass the puzzle's bytes through one buffer in wasm memory
// (wasm/bindings.cpp: solver_call), not through Embind: no allocation per call.
const SOLVE = 0;
const FIRST_SOLUTION = 1;
const COUNT = 2;
const utf8 = new TextEncoder();
const latin1 = new TextDecoder('latin1');

function solverCaller(wasm) {
  let capacity = 0;
  let buffer = 0;
  // The count; the solution's digits or the message are then in the buffer.
  function call(kind, puzzle, limit) {
    const text = puzzleText(puzzle);
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (text.length * 3 > capacity) {
      capacity = Math.max(4096, text.length * 3);
      buffer = wasm._solver_buffer(capacity);
    }
    // Memory may have grown since the last call: a fresh view each time.
    const heap = wasm.HEAPU8;
    let bytes = 0;
    for (; bytes < text.length; bytes++) {
      const code = text.charCodeAt(bytes);
      if (code > 127) break;
      heap[buffer + bytes] = code;
    }
    if (bytes < text.length) bytes = utf8.encodeInto(text, heap.subarray(buffer, buffer + capacity)).written;
    const count = wasm._solver_call(kind, bytes, limit);
    if (count < 0) {
      const memory = wasm.HEAPU8;
      throw new Error(new TextDecoder().decode(memory.subarray(buffer, memory.indexOf(0, buffer))));
    }
    return count;
  }
  const solution = () => latin1.decode(wasm.HEAPU8.subarray(buffer, buffer + 81));
  return { call, solution };
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
 * pass `wasmBinary` (bytes) or `wasmUrl` to load it from elsewhere. The SIMD128
 * build is taken where the runtime has SIMD128; `simd: false` (or `true`)
 * forces one build (wasmBinary and wasmUrl must then be that build).
 */
export async function createEngine(options = {}) {
  const wasm = await instantiate(options);
  const solver = solverCaller(wasm);
  let techniqueTable;
  return Object.freeze({
    solve(puzzle) {
      const count = solver.call(SOLVE, puzzle, 2);
      if (count === 0) return { status: 'none' };
      return count === 1 ? { status: 'unique', solution: solver.solution() } : { status: 'multiple' };
    },
    findSolution(puzzle) {
      return solver.call(FIRST_SOLUTION, puzzle, 1) === 0 ? null : solver.solution();
    },
    countSolutions(puzzle, limit = 2) {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        throw new RangeError(`limit must be a whole number from 1 to ${MAX_LIMIT}, not ${limit}`);
      }
      return solver.call(COUNT, puzzle, limit);
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
