// A module worker that owns one engine instance and answers calls by message:
// { id, method, args } -> { id, result } or { id, error: { name, message, code, atLeast } }.
// Long calls (generate) run here, so the page never freezes.
import { createEngine } from './engine.js';

const engine = createEngine();

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const instance = await engine;
    if (typeof instance[method] !== 'function') throw new TypeError(`no engine method ${method}`);
    self.postMessage({ id, result: instance[method](...args) });
  } catch (err) {
    self.postMessage({ id, error: { name: err.name, message: err.message, code: err.code, atLeast: err.atLeast } });
  }
};
