// A module worker that owns the engine and answers calls by message:
// { id, method, args } -> { id, result } or { id, error: { name, message, code, atLeast, cause } }.
// Long calls (generate) run here, so the page never freezes.
//
// The solver alone (a tenth of the engine's bytes) answers solve, findSolution,
// countSolutions and format until the whole engine is asked for: a page is ready
// to play with those. The engine loads with the first call that needs it, and
// then answers everything. The solver is the lite one, without other apps' forms
// (f-puzzles', SudokuPad's, sudoku.coach's: JSON, which their links pack), 9 KB
// gzip less of a page's first load; a call that may carry them (mayNeedOtherApps)
// loads the whole solver, with packed.js, which then answers the solver's calls.
import { createEngine, createReader, createSolver, mayNeedOtherApps } from './engine.js';
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
const liteSolver = lazy(() => createSolver({ lite: true }), 'solver');
const solver = lazy(() => createSolver(), 'solver');
const engine = lazy(createEngine, 'hint engine');
const reader = lazy(createReader, 'picture reader');

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const instance = await (READER_METHODS.includes(method) ? reader()
      : !SOLVER_METHODS.includes(method) || engine.started() ? engine()
      : solver.started() || mayNeedOtherApps(method, args) ? solver() : liteSolver());
    if (typeof instance[method] !== 'function') throw new TypeError(`no engine method ${method}`);
    self.postMessage({ id, result: await instance[method](...args) });
  } catch (err) {
    self.postMessage({ id, error: { name: err.name, message: err.message, code: err.code, said: err.said, atLeast: err.atLeast, cause: err.cause?.message } });
  }
};
