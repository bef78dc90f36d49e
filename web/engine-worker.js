// A module worker that owns the engine and answers calls by message:
// { id, method, args } -> { id, result } or { id, error: { name, message, code, atLeast, cause } }.
// Long calls (generate) run here, so the page never freezes.
//
// The solver alone (a tenth of the engine's bytes) answers solve, findSolution,
// countSolutions and format until the whole engine is asked for: a page is ready
// to play with those. The engine loads with the first call that needs it, and
// then answers everything.
import { createEngine, createReader, createSolver, loadPacked, mayNeedPacked } from './engine.js';
import { READER_METHODS, SOLVER_METHODS } from './engine-methods.js';

// A module loaded on first use. A load that failed (the network, or a damaged
// wasm file) is tried again by the next call; the player reads what it means,
// not the compiler's words (those stay in `cause`).
function lazy(create, what) {
  let loading = null;
  const get = () => (loading ??= create().catch((err) => {
    loading = null;
    throw Object.assign(new Error(`The ${what} could not load (try reloading).`, { cause: err }), { code: 'load-failed' });
  }));
  get.started = () => loading !== null;
  return get;
}
// The solver comes without packed.js (other apps' links), which loads before the
// first call that may need it: a page's first load, a puzzle of digits, goes without.
const solver = lazy(() => createSolver({ packedLater: true }), 'solver');
const packed = lazy(loadPacked, 'solver');
const engine = lazy(createEngine, 'hint engine');
const reader = lazy(createReader, 'picture reader');

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const instance = await (READER_METHODS.includes(method) ? reader()
      : SOLVER_METHODS.includes(method) && !engine.started() ? solver() : engine());
    if (typeof instance[method] !== 'function') throw new TypeError(`no engine method ${method}`);
    if (mayNeedPacked(args)) await packed();
    self.postMessage({ id, result: await instance[method](...args) });
  } catch (err) {
    self.postMessage({ id, error: { name: err.name, message: err.message, code: err.code, atLeast: err.atLeast, cause: err.cause?.message } });
  }
};
