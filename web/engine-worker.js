// A module worker that owns the engine and answers calls by message:
// { id, method, args } -> { id, result } or { id, error: { name, message, code, atLeast } }.
// Long calls (generate) run here, so the page never freezes.
//
// The solver alone (a tenth of the engine's bytes) answers solve, findSolution,
// countSolutions and format until the whole engine is asked for: a page is ready
// to play with those. The engine loads with the first call that needs it, and
// then answers everything.
import { createEngine, createSolver } from './engine.js';

const SOLVER_METHODS = new Set(['solve', 'findSolution', 'countSolutions', 'format']);

// A module loaded on first use. A load that failed (the network, say) is tried
// again by the next call.
function lazy(create) {
  let loading = null;
  const get = () => (loading ??= create().catch((err) => {
    loading = null;
    throw err;
  }));
  get.started = () => loading !== null;
  return get;
}
const solver = lazy(createSolver);
const engine = lazy(createEngine);

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const instance = await (SOLVER_METHODS.has(method) && !engine.started() ? solver() : engine());
    if (typeof instance[method] !== 'function') throw new TypeError(`no engine method ${method}`);
    self.postMessage({ id, result: instance[method](...args) });
  } catch (err) {
    self.postMessage({ id, error: { name: err.name, message: err.message, code: err.code, atLeast: err.atLeast } });
  }
};
