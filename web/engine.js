// The Pencilmark JS API: one ES module for node and browsers.
//
//   import { createEngine } from 'pencilmark';
//   const engine = await createEngine();
//   engine.solve('4.8.765...')   // { status: 'unique', solution: '4381765...' }
//
// Results are plain objects; bad input throws an Error whose message is the
// engine's own ("bad character 'x' at position 5 (r1c5)") and whose code names
// its kind ('bad-character'; the list is in engine.d.ts).

// The smallest module using SIMD128 (a function returning i8x16.splat of 0):
// it validates where the engine's SIMD build can run. scripts/make-sw.mjs copies
// these bytes into the service worker, which caches the same build.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 253, 15, 11]);

function isNode() {
  return typeof process === 'object' && typeof process.versions?.node === 'string' &&
    typeof window === 'undefined' && typeof importScripts === 'undefined';
}

// Two modules, the engine and the solver alone (solve, count, format: all a page
// needs before it is ready to play, a tenth of the engine's bytes), each in two
// builds: the same code, the exact solver's boards as SIMD128 vectors in one.
// The literal URLs and imports let bundlers see every file.
const MODULES = {
  engine: {
    loader: () => import('./pencilmark-wasm.mjs'),
    file: (simd) => (simd ? new URL('pencilmark-wasm-simd.wasm', import.meta.url) : new URL('pencilmark-wasm.wasm', import.meta.url)),
  },
  solver: {
    loader: () => import('./pencilmark-solver.mjs'),
    file: (simd) => (simd ? new URL('pencilmark-solver-simd.wasm', import.meta.url) : new URL('pencilmark-solver.wasm', import.meta.url)),
  },
  // The solver without other apps' JSON forms (createSolver's lite), the solver's
  // loader serving it: the same exports.
  'solver-lite': {
    loader: () => import('./pencilmark-solver.mjs'),
    file: (simd) => (simd ? new URL('pencilmark-solver-lite-simd.wasm', import.meta.url) : new URL('pencilmark-solver-lite.wasm', import.meta.url)),
  },
  // The photo reader, loaded when a picture is first read; one build.
  reader: {
    loader: () => import('./pencilmark-reader.mjs'),
    file: () => new URL('pencilmark-reader.wasm', import.meta.url),
  },
};

// Loads a module: its wasm compiled here (not in Emscripten's loader), so that the
// compiled code is kept and the module can be started anew at once (restart()).
async function instantiate(module, options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw fail(TypeError, 'bad-option', `options must be an object like { simd: false }, not ${shown(options)}`);
  }
  const { loader, file: wasmFileUrl } = MODULES[module];
  const simd = options.simd ?? WebAssembly.validate(SIMD_PROBE);
  if (typeof simd !== 'boolean') throw new TypeError('simd must be true or false');
  let bytes = options.wasmBinary, response = null;
  if (!bytes && isNode()) {
    // Emscripten's loader would fetch() the file path, which node's fetch cannot do:
    // a file (a path or a file: URL) is read here, an http(s) URL fetched.
    const { pathToFileURL } = await import('node:url');
    const url = options.wasmUrl === undefined ? wasmFileUrl(simd) : new URL(String(options.wasmUrl), pathToFileURL(`${process.cwd()}/`));
    if (url.protocol === 'file:') {
      const { readFile } = await import('node:fs/promises');
      bytes = await readFile(url);
    } else {
      const fetched = await fetch(url);
      if (!fetched.ok) throw new Error(`could not load the engine: ${url} answered HTTP ${fetched.status}`);
      bytes = new Uint8Array(await fetched.arrayBuffer());
    }
  } else if (!bytes) {
    // The wasm is asked for now, beside the loader's import rather than after it
    // has run: a round trip less before the module starts (150 ms on a slow network).
    response = fetch(String(options.wasmUrl ?? wasmFileUrl(simd)), { credentials: 'same-origin' });
    response.catch(() => {});  // reported by the instantiation below, if the loader gets that far
  }
  let compiled = null, failed;
  const failure = new Promise((resolve, reject) => { failed = reject; });  // Emscripten would wait forever
  const moduleOptions = {
    instantiateWasm: (imports, receive) => {
      (response ? instantiateFetched(response, imports) : WebAssembly.instantiate(bytes, imports)).then(({ instance, module: code }) => {
        compiled = code;
        receive(instance, code);  // throws for another module's wasm, whose exports are not these
      }).catch(failed);
      return {};  // Emscripten's sign that the instance comes later
    },
  };
  const { default: createPencilmarkModule } = await loader();
  const made = Promise.race([createPencilmarkModule(moduleOptions), failure]);
  // Another module's wasm (the solver's given as the engine's) fails inside the loader, in its words.
  const wasm = await (options.wasmBinary || options.wasmUrl !== undefined
    ? made.catch((err) => { throw notThisWasm(module, 'it does not fit this module', err); })
    : made);
  // The module started anew from its compiled code, at once where the runtime allows
  // (node, workers); else it comes with the promise.
  const restart = () => {
    let now = false;
    const fresh = {
      instantiateWasm: (imports, receive) => {
        let instance = null;
        try {
          instance = new WebAssembly.Instance(compiled, imports);  // a browser's main thread refuses a module this size
        } catch {
          WebAssembly.instantiate(compiled, imports).then((later) => receive(later, compiled));
        }
        if (instance) {
          receive(instance, compiled);  // the module runs at once: its calls are there when this returns
          now = true;
        }
        return {};
      },
    };
    const ready = createPencilmarkModule(fresh);
    ready.catch(() => {});
    return { now: now ? fresh : null, ready };
  };
  return { wasm, restart };
}

const WASM_FILES = { engine: 'pencilmark-wasm*.wasm', solver: 'pencilmark-solver*.wasm', 'solver-lite': 'pencilmark-solver-lite*.wasm', reader: 'pencilmark-reader.wasm' };
function notThisWasm(module, why, cause) {
  const other = module.startsWith('solver') ? 'engine' : 'solver';
  const error = fail(Error, 'bad-option', `the wasm given is not the ${module}'s: ${why} (the ${module} is ` +
    `${WASM_FILES[module]}; ${WASM_FILES[other]} is the ${other}'s)`);
  if (cause) error.cause = cause;
  return error;
}

async function instantiateFetched(response, imports) {
  const wasm = await response;
  if (!wasm.ok) throw new Error(`could not load the engine: ${wasm.url} answered HTTP ${wasm.status}`);  // the solver module is a part of it
  // Compiled as it arrives, unless the host sends another type than application/wasm.
  if (wasm.headers.get('content-type')?.startsWith('application/wasm')) return WebAssembly.instantiateStreaming(wasm, imports);
  return WebAssembly.instantiate(await wasm.arrayBuffer(), imports);
}

// The solver's calls (solve, findSolution, countSolutions, format: plain exports,
// wasm/solver_exports.cpp, in both modules) pass their text arguments through one
// buffer in wasm memory, one after another as UTF-8, with their byte lengths: no
// allocation per call, which keeps the exact solver's loops at tdoku's pace. format's
// answer is read back from wasm memory; the solver calls answer a count, with the
// solution's digits in the buffer. The engine's own calls go through Embind (below).
const SOLVE = 0;
const FIRST_SOLUTION = 1;
const COUNT = 2;
const utf8 = new TextEncoder();
const latin1 = new TextDecoder('latin1');
const utf8Decoder = new TextDecoder();

function wasmCaller(wasm) {
  let capacity = 0;
  let buffer = 0;
  // Room for texts of these lengths (UTF-8 takes at most 3 bytes per UTF-16 unit).
  // The size is kept only once the buffer is there, so a failed growth leaves the
  // last buffer in use, and the first call (even with empty texts) has one.
  function reserve(most) {
    if (most > capacity || buffer === 0) {
      const size = Math.max(4096, most);
      buffer = wasm._io_buffer(size);
      capacity = size;
    }
  }
  // A string, or UTF-8 bytes (a lone surrogate in it), written at `at`; returns its byte length.
  function put(heap, text, at) {
    if (typeof text !== 'string') {
      heap.set(text, at);
      return text.length;
    }
    let bytes = 0;
    for (; bytes < text.length; bytes++) {
      const code = text.charCodeAt(bytes);
      if (code > 127) break;
      heap[at + bytes] = code;
    }
    return bytes < text.length ? utf8.encodeInto(text, heap.subarray(at, buffer + capacity)).written : bytes;
  }
  // Writes the texts one after another; returns their byte lengths.
  function write(texts) {
    reserve(texts.reduce((n, text) => n + text.length * 3, 0));
    // Memory may have grown since the last call: a fresh view each time.
    const heap = wasm.HEAPU8;
    let at = buffer;
    return texts.map((text) => {
      const bytes = put(heap, text, at);
      at += bytes;
      return bytes;
    });
  }
  // format's answer (ok 1) or error (ok 0: its code, a line break, its message).
  function answer(ok) {
    const start = wasm._answer_text();
    const text = utf8Decoder.decode(wasm.HEAPU8.subarray(start, start + wasm._answer_length()));
    if (ok) return text;
    const [code, ...rest] = text.split('\n');
    return answered({ ok: false, code, text: rest.join('\n') });
  }
  // The count; the solution's digits or the message are then in the buffer.
  function solver(kind, puzzle, limit) {
    const text = puzzleText(puzzle);
    reserve(text.length * 3);
    const count = wasm._solver_call(kind, put(wasm.HEAPU8, text, buffer), limit);
    if (count < 0) {
      const memory = wasm.HEAPU8;
      const [code, ...rest] = utf8Decoder.decode(memory.subarray(buffer, memory.indexOf(0, buffer))).split('\n');
      throw failed(errorClass(code), code, rest.join('\n'), kind === COUNT && code === 'too-hard' ? { atLeast: wasm._solver_count() } : {});
    }
    return count;
  }
  const solution = () => latin1.decode(wasm.HEAPU8.subarray(buffer, buffer + 81));
  return { write, answer, solver, solution };
}

// An error of the API: err.code is the kind ('bad-character', 'bad-option', ...).
function fail(ErrorClass, code, message, extra = {}) {
  return Object.assign(new ErrorClass(message), { code }, extra);
}

// The messages an error's words may be (engine/core/result.hpp's ErrorSaid, in its
// order: the id in Error::said's low 5 bits) and the values each names, each in as
// many bits as engine/core/result.cpp's kSaidBits gives it, in this order. A
// character is two values, its kind and its code point; a house one, said as its
// kind and number. A cell and a slot a bad character's position names come from it.
const ERROR_ID_BITS = 5;  // kErrorSaidIdBits
const CHARACTER = [['kind', 4], ['code', 21]];
const ERROR_VALUES = [
  ['', []],
  ['bad-character', [['forms', 1], ['position', 17], ['where', 2], ...CHARACTER]],
  ['bad-length', [['forms', 1], ['found', 18]]],
  ['line81-length', [['found', 18]]],
  ['line729-length', [['found', 18]]],
  ['bad-mark', [['position', 10], ...CHARACTER]],
  ['bad-grid-character', [['line', 17], ['column', 17], ...CHARACTER]],
  ['grid-cells', [['found', 18]]],
  ['candidate-grid-cells', [['found', 18]]],
  ['table-cells', [['found', 18]]],
  ['bad-library-character', [['position', 17], ...CHARACTER]],
  ['library-fields', [['found', 18]]],
  ['bad-library-givens', [['position', 17], ...CHARACTER]],
  ['library-cells', [['found', 18]]],
  ['library-deleted', [['position', 17]]],
  ['s9b-length', [['found', 18]]],
  ['no-candidates', [['cell', 7], ['why', 2]]],
  ['duplicate', [['first', 7], ['second', 7], ['digit', 4], ['house', 5]]],
  ['no-solution', []],
  ['multiple-solutions', []],
];
// The values that are a variant's key (CharKind and the others' numbers, in order).
const ERROR_KEYS = {
  where: ['none', 'cell', 'slot'],
  forms: ['no', 'yes'],
  why: ['none', 'library', 'givens', 'notes'],
  kind: ['shown', 'plain-space', 'tab', 'control', 'byte', 'surrogate', 'byte-order-mark', 'no-break-space', 'soft-hyphen',
    'wide-space', 'invisible'],
};
const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

// An error record's words as data, Error::said in hex, as { id, args } for its
// message; undefined for an empty line. Numbers stay digits as the English has them.
function errorSaid(line) {
  if (!/^[0-9a-f]+$/.test(line)) return undefined;
  let said = BigInt(`0x${line}`);
  const take = (bits) => {
    const value = Number(said & ((1n << BigInt(bits)) - 1n));
    said >>= BigInt(bits);
    return value;
  };
  const [name, values] = ERROR_VALUES[take(ERROR_ID_BITS)] ?? [];
  if (!name) return undefined;
  const args = {};
  for (const [arg, bits] of values) {
    const n = take(bits);
    if (arg === 'cell' || arg === 'first' || arg === 'second') args[arg] = cellName(n);
    else if (arg === 'house') Object.assign(args, { kind: ['row', 'column', 'box'][Math.floor(n / 9)], number: String((n % 9) + 1) });
    else if (arg === 'code') {
      // A character shown as typed is itself; one that cannot be is its code ("U+00A0", a byte's "0x9C").
      const shown = args.kind === 'shown' || args.kind === 'plain-space';
      args.code = shown ? '' : n.toString(16).toUpperCase().padStart(args.kind === 'byte' ? 2 : 4, '0');
      args.character = shown ? String.fromCodePoint(n) : '';
    } else args[arg] = ERROR_KEYS[arg]?.[n] ?? String(n);
  }
  // The cell (and candidate slot) a position on a line of 81 (729) names.
  if (name === 'bad-mark' || args.where === 'slot') Object.assign(args, { cell: cellName(Math.floor((args.position - 1) / 9)), slot: String((args.position - 1) % 9 + 1) });
  if (args.where === 'cell') args.cell = cellName(args.position - 1);
  return { id: `engine-${name}`, args };
}

// An error the engine answered: after its code, a line of its words as data (or an
// empty line), then its message (wasm/exports.hpp's error record). The data is
// err.said, { id, args }: a message of the page's catalogs (engine-ID in
// locales/LANG/messages/engine.ftl) that says it in any language (web/messages.js).
function failed(ErrorClass, code, text, extra = {}) {
  const at = text.indexOf('\n');
  const said = errorSaid(text.slice(0, at));
  return fail(ErrorClass, code, text.slice(at + 1), said ? { said, ...extra } : extra);
}

/**
 * The longest text an argument may be, in UTF-16 units: far more than any puzzle
 * in any form (a 729-character pencil-mark line, a printed grid, a library line),
 * and little enough that the engine's buffer never grows past a few hundred KB.
 * Longer is refused (RangeError, code 'too-long') before anything is allocated.
 */
export const MAX_TEXT = 65536;
function notTooLong(text) {
  if (text.length > MAX_TEXT) {
    throw fail(RangeError, 'too-long', `the text is ${text.length} characters long; the most an argument may be is ${MAX_TEXT}`);
  }
  return text;
}

// A caller's value as a message shows it: strings quoted (and cut when long), with their type.
function shown(value) {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value !== 'string') return value === null ? 'null' : `${String(value)} (${typeof value})`;
  return value.length > 40 ? `'${value.slice(0, 40)}...' (a string of ${value.length})` : `'${value}' (a string)`;
}

// A string goes to wasm as UTF-8, where a lone surrogate has no encoding. Such
// text goes as bytes, the surrogate encoded on its own, so that the engine's
// message names what was typed.
function wasmText(text) {
  notTooLong(text);
  if (text.isWellFormed?.() ?? !/[\uD800-\uDFFF]/u.test(text)) return text;
  const bytes = [];
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xC0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xE0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xF0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return new Uint8Array(bytes);
}

// packed.js (with lz-string and pako, 21 KB gzipped): other apps' packed links and
// strings (f-puzzles, SudokuPad, sudoku.coach) are unpacked to the JSON the engine
// reads. It loads with either module, but for a solver made with
// { packedLater: true }, whose caller loads it before the first call that may
// need it (mayNeedPacked), and the lite solver, which never needs it.
let packed = null;
export async function loadPacked() {
  packed ??= await import('./packed.js');
}

/**
 * Whether a call with these arguments may need packed.js: a string with a letter,
 * an underscore or a percent sign (every packed link or string has one; a
 * puzzle of digits, dots and a grid's rules has none), a form's name included.
 */
export const mayNeedPacked = (args) => args.some((arg) => typeof arg === 'string' && /[\p{L}_%]/u.test(arg));

// The forms written as other apps' JSON (or packed from it).
const OTHER_APP_FORMS = ['fpuzzles', 'coach', 'sudokupad'];
/**
 * Whether a solver's call (its puzzle first, then format's form) may read or write
 * other apps' forms, which the lite solver leaves to the engine: a puzzle
 * mayNeedPacked names (any letter, '_' or '%': every JSON and packed link has one),
 * or a form of theirs. A puzzle of digits, in any form but those, is the lite solver's.
 */
export const mayNeedOtherApps = (method, [puzzle, form]) => mayNeedPacked([puzzle]) || (method === 'format' && OTHER_APP_FORMS.includes(form));

function puzzleText(puzzle) {
  if (typeof puzzle !== 'string') {
    throw fail(TypeError, 'bad-option', `puzzle must be a string, not ${puzzle === null ? 'null' : typeof puzzle}`);
  }
  notTooLong(puzzle);
  if (!packed && mayNeedPacked([puzzle])) throw new Error('packed.js is not loaded: loadPacked() first');
  let inside;
  try {
    inside = packed?.unpack(puzzle);
  } catch (err) {
    throw fail(err.code === 'bad-length' ? RangeError : Error, err.code ?? 'bad-character', err.message);
  }
  return wasmText(inside ?? puzzle);
}

// The engine checks the options' values and refuses them in its own words and
// codes (api/pencilmark.cpp): the level, the score range, the technique, the
// symmetry, the seed, the attempt budget and the technique set. What is left
// here is what cannot be carried to it as it is: a value of another type than
// the argument's (TypeError 'bad-option'), and a number that would not arrive
// whole.

function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
}

// The seed as the engine reads it, decimal text: a number past 2^53 has already
// lost digits, so it is refused here rather than read as another seed.
function seedText(seed) {
  if (seed === undefined) return randomSeed();
  if (typeof seed === 'number' && Number.isInteger(seed) && !Number.isSafeInteger(seed)) {
    throw fail(RangeError, 'bad-option', `the seed ${shown(seed)} is past 2^53, where numbers lose digits: give it as a string or a BigInt`);
  }
  if (typeof seed === 'number' || typeof seed === 'bigint') return String(seed);
  if (typeof seed !== 'string') throw fail(TypeError, 'bad-option', `seed must be a number, a BigInt or a string, not ${shown(seed)}`);
  return wasmText(seed);
}

// A level as the engine reads it: its text ("2", or "2.5" for it to refuse).
function levelText(value) {
  if (typeof value !== 'number') throw fail(TypeError, 'bad-option', `level must be a number 0 to 4, not ${shown(value)}`);
  return String(value);
}

// A whole number passed to wasm as an int (which would truncate or wrap
// anything else): what is not one, or does not fit, is refused here (RangeError,
// in the engine's words for the limit); the engine checks the range.
function wasmInt(value, words) {
  if (!Number.isInteger(value) || value < -MAX_LIMIT - 1 || value > MAX_LIMIT) {
    throw fail(RangeError, 'bad-option', `${words}, not ${shown(value)}`);
  }
  return value;
}

function generateArgs(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw fail(TypeError, 'bad-option', `options must be an object like { level: 2 }, not ${shown(options)}`);
  }
  const { score, technique = '', symmetry = 'none', minimal = false, maxAttempts = 2000 } = options;
  if (typeof minimal !== 'boolean') throw fail(TypeError, 'bad-option', `minimal must be true or false, not ${shown(minimal)}`);
  if (score !== undefined && !(Array.isArray(score) && score.length === 2 && score.every((n) => typeof n === 'number'))) {
    throw fail(TypeError, 'bad-option', `score must be [min, max], two numbers, not ${shown(score)}`);
  }
  const [minScore, maxScore] = score ?? [NaN, NaN];
  if (typeof technique !== 'string') throw fail(TypeError, 'bad-option', `technique must be a key like "x-wing", not ${shown(technique)}`);
  if (typeof symmetry !== 'string') throw fail(TypeError, 'bad-option', `symmetry must be a string like "rot180", not ${shown(symmetry)}`);
  const attempts = wasmInt(maxAttempts, `maxAttempts must be a whole number from 1 to ${MAX_LIMIT}`);
  return [options.level === undefined ? '' : levelText(options.level), score !== undefined, minScore, maxScore,
    wasmText(technique), wasmText(symmetry), minimal, seedText(options.seed), attempts, ...solverArgs(options)];
}
const MAX_LIMIT = 2 ** 31 - 1;

// { techniques: 'all' | 'zambon' | 'key,key,...' | [keys], uniqueness: boolean } -> the wasm arguments.
function solverArgs(options = {}) {
  if (options === null || typeof options !== 'object') throw fail(TypeError, 'bad-option', 'options must be an object');
  const { techniques = 'all', uniqueness = true } = options;
  const set = Array.isArray(techniques) ? techniques.join(',') : techniques;
  if (typeof set !== 'string') throw fail(TypeError, 'bad-option', 'techniques must be "all", "zambon", or a list of technique keys');
  if (typeof uniqueness !== 'boolean') throw fail(TypeError, 'bad-option', 'uniqueness must be true or false');
  return [wasmText(set), uniqueness];
}

// A module that goes on after a call stops it (out of memory, a trap): that call
// throws 'restarted', and the module is started anew from its compiled code, at
// once where the runtime allows (node, workers), else within moments.
function liveModule({ wasm, restart }) {
  const live = { wasm, io: wasmCaller(wasm), starting: null };
  const use = (fresh) => Object.assign(live, { wasm: fresh, io: wasmCaller(fresh), starting: null });
  live.guard = (calls) => Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, (...args) => {
    if (live.starting) throw fail(Error, 'restarted', 'the engine is starting anew after a call stopped it; try again in a moment');
    try {
      return call(...args);
    } catch (err) {
      if (!(err instanceof WebAssembly.RuntimeError)) throw err;
      const { now, ready } = restart();
      if (now) use(now);
      else live.starting = ready.then(use);
      throw fail(Error, 'restarted', `${name} stopped the engine (${err.message}); it was started anew, so the next call works`, { cause: err });
    }
  }]));
  return live;
}

// The calls both modules answer: the exact solver's and format.
function solverCalls(live) {
  return {
    solve(puzzle) {
      const count = live.io.solver(SOLVE, puzzle, 2);
      if (count === 0) return { status: 'none' };
      return count === 1 ? { status: 'unique', solution: live.io.solution() } : { status: 'multiple' };
    },
    findSolution(puzzle) {
      return live.io.solver(FIRST_SOLUTION, puzzle, 1) === 0 ? null : live.io.solution();
    },
    countSolutions(puzzle, limit = 2) {
      // The engine refuses a limit below 1 (bad-option).
      return live.io.solver(COUNT, puzzle, wasmInt(limit, `the limit must be a whole number from 1 to ${MAX_LIMIT}`));
    },
    format(puzzle, form = 'line') {
      // The engine refuses a form it does not write (bad-option), naming the forms.
      if (typeof form !== 'string') throw fail(TypeError, 'bad-option', `form must be a string like 'grid', not ${shown(form)}`);
      if (!packed && OTHER_APP_FORMS.includes(form)) throw new Error('packed.js is not loaded: loadPacked() first');
      const { io, wasm } = live;
      const written = (as, text) => io.answer(wasm._format_call(...io.write([text, wasmText(as)])));
      // SudokuPad's link (f-puzzles' JSON with the player's digits as givens, which
      // alone SudokuPad keeps) is made here; the engine's packed forms are packed here.
      if (form === 'sudokupad') return packed.pack(form, written('fpuzzles', wasmText(written('hodoku', puzzleText(puzzle)).replace(/\+/g, ''))));
      const text = written(form, puzzleText(puzzle));
      return packed?.PACKED_FORMS.includes(form) ? packed.pack(form, text) : text;  // a lite solver has no packed.js, nor those forms
    },
  };
}

/**
 * Loads the engine. In node the wasm file is read from beside this module;
 * pass `wasmBinary` (bytes) or `wasmUrl` to load it from elsewhere. The SIMD128
 * build is taken where the runtime has SIMD128; `simd: false` (or `true`)
 * forces one build (wasmBinary and wasmUrl must then be that build).
 */
export async function createEngine(options = {}) {
  const [loaded] = await Promise.all([instantiate('engine', options), loadPacked()]);
  // The engine's calls are Embind's (wasm/engine_exports.cpp): a module without them
  // is another file, such as the solver's wasm given as the engine's.
  const missing = ENGINE_CALLS.filter((name) => typeof loaded.wasm[name] !== 'function');
  if (missing.length) throw notThisWasm('engine', `it has no ${missing.join(', ')}`);
  const live = liveModule(loaded);
  let reader = null;
  const techniqueTables = {};
  // The languages loaded (their words' text), each given to a module instance on
  // its first call there (noted on it): a module started anew (liveModule) is
  // given them again. The engine refuses one not loaded, in its words.
  const languages = new Map();
  const languageArg = (options) => {
    const language = String(options?.language ?? 'en');
    if (languages.has(language) && !live.wasm.languages?.has(language)) {
      answered(live.wasm.addLanguage(language, languages.get(language)));
      (live.wasm.languages ??= new Set()).add(language);
    }
    return language;
  };
  return Object.freeze(live.guard({
    ...solverCalls(live),
    // The photo reader is a module of its own, loaded on the first picture.
    async readImage(picture) {
      reader ??= createReader().catch((err) => { reader = null; throw err; });
      return (await reader).readImage(picture);
    },
    grade(puzzle, options) {
      return JSON.parse(answered(live.wasm.grade(puzzleText(puzzle), ...solverArgs(options))));
    },
    rate(puzzle) {
      return JSON.parse(answered(live.wasm.rate(puzzleText(puzzle))));
    },
    steps(puzzle, options) {
      return JSON.parse(answered(live.wasm.steps(puzzleText(puzzle), ...solverArgs(options), languageArg(options))));
    },
    nextStep(state, options) {
      if (typeof state !== 'string' && (state === null || typeof state !== 'object' || Array.isArray(state))) {
        throw fail(TypeError, 'bad-option', `the position must be a puzzle string or { puzzle, values, candidates }, not ${shown(state)}`);
      }
      const { puzzle, values = '', candidates = '' } = typeof state === 'string' ? { puzzle: state } : state;
      for (const [name, value] of [['values', values], ['candidates', candidates]]) {
        if (typeof value !== 'string') throw fail(TypeError, 'bad-option', `${name} must be a string, not ${shown(value)}`);
      }
      return JSON.parse(answered(live.wasm.nextStep(puzzleText(puzzle), wasmText(values), wasmText(candidates), ...solverArgs(options), languageArg(options))));
    },
    find(technique, puzzle, options) {
      if (typeof technique !== 'string') throw fail(TypeError, 'bad-option', 'technique must be a key or a HoDoKu code');
      return JSON.parse(answered(live.wasm.find(wasmText(technique), puzzleText(puzzle), languageArg(options))));
    },
    async loadLanguage(language) {
      if (language === 'en' || languages.has(language)) return;
      const text = await (await import('./engine-words.js')).languageText(language);
      answered(live.wasm.addLanguage(language, text));  // words that do not read fail here
      languages.set(language, text);
    },
    generate(options = {}) {
      return JSON.parse(answered(live.wasm.generate(...generateArgs(options))));
    },
    daily(date = new Date().toISOString().slice(0, 10), dailyLevel = 1) {
      // The engine checks the date is a day of the calendar (err.code 'bad-date').
      // and the level is 0 to 4 (bad-option).
      if (typeof date !== 'string') throw fail(TypeError, 'bad-date', `date must be a string YYYY-MM-DD, not ${shown(date)}`);
      return JSON.parse(answered(live.wasm.daily(wasmText(date), levelText(dailyLevel))));
    },
    techniques(options) {
      const language = languageArg(options);
      return JSON.parse(techniqueTables[language] ??= answered(live.wasm.techniques(language)));
    },
  }));
}

// The engine's Embind calls, and what they answer: { ok, code, text }, the text
// (JSON) or the error's kind and message.
const ENGINE_CALLS = ['grade', 'rate', 'steps', 'nextStep', 'find', 'generate', 'daily', 'techniques', 'addLanguage'];
function answered({ ok, code, text }) {
  if (ok) return text;
  throw failed(errorClass(code), code, text);
}

// An option's value the engine refuses (a limit, form, level, seed, date,
// technique or symmetry it does not take) is a RangeError, as the API has always
// thrown; the input's own problems are Errors.
function errorClass(code) {
  return code === 'bad-option' || code === 'bad-date' ? RangeError : Error;
}

/**
 * Loads the exact solver alone: solve, findSolution, countSolutions and format,
 * as createEngine's, from a module a tenth of the engine's size (the page is
 * ready to play with it while the engine loads). The same options as createEngine,
 * with the solver's wasm file (pencilmark-solver*.wasm); packedLater: true leaves
 * packed.js to loadPacked(), which must come before a call mayNeedPacked names.
 * lite: true (a page's worker) loads the solver without other apps' JSON forms
 * (pencilmark-solver-lite*.wasm, 9 KB gzip less): every call mayNeedOtherApps
 * names is refused with code 'needs-engine', for the caller to hand to the engine.
 */
export async function createSolver(options = {}) {
  const { lite = false } = options;
  const [loaded] = await Promise.all([instantiate(lite ? 'solver-lite' : 'solver', options), options.packedLater || lite ? null : loadPacked()]);
  const live = liveModule(loaded);
  const calls = solverCalls(live);
  if (lite) {
    for (const [name, call] of Object.entries(calls)) {
      calls[name] = (...args) => {
        if (mayNeedOtherApps(name, args)) throw fail(Error, 'needs-engine', `the lite solver's ${name} does not read other apps' forms or write them: the engine does`);
        return call(...args);
      };
    }
  }
  return Object.freeze(live.guard(calls));
}

/**
 * Loads the photo reader alone: readImage(picture) reads the Sudoku in a photo
 * or a screenshot, a canvas's ImageData or any { width, height, data } of RGBA
 * bytes. The same options as createEngine, with the reader's wasm file
 * (pencilmark-reader.wasm).
 */
export async function createReader(options = {}) {
  const { wasm } = await instantiate('reader', { ...options, simd: false });
  return Object.freeze({
    readImage(picture) {
      const { width, height, data } = picture ?? {};
      if (!Number.isInteger(width) || !Number.isInteger(height) || !(data instanceof Uint8ClampedArray || data instanceof Uint8Array)) {
        throw fail(TypeError, 'bad-option', `the picture must be an ImageData or { width, height, data } of RGBA bytes, not ${shown(picture)}`);
      }
      wasm.HEAPU8.set(data, wasm._picture_buffer(data.length));
      const ok = wasm._read_rgba(width, height);
      const text = utf8Decoder.decode(wasm.HEAPU8.subarray(wasm._answer_text(), wasm._answer_text() + wasm._answer_length()));
      if (!ok) {
        const [code, ...rest] = text.split('\n');
        throw failed(Error, code, rest.join('\n'));
      }
      return JSON.parse(text);
    },
  });
}

export default createEngine;
