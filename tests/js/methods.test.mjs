// The engine's calls are one list (web/engine-methods.js): the solver module,
// the engine and the worker client each have exactly its methods.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, createSolver } from '../../dist/engine.js';
import { ENGINE_METHODS, SOLVER_METHODS } from '../../dist/engine-methods.js';
import { createWorkerEngine } from '../../dist/worker-client.js';

const functions = (object) => Object.keys(object).filter((key) => typeof object[key] === 'function').sort();

test('the solver answers the solver methods, the engine every engine method, and no other', async () => {
  assert.deepEqual(functions(await createSolver()), [...SOLVER_METHODS].sort());
  assert.deepEqual(functions(await createEngine()), [...ENGINE_METHODS].sort());
  assert.ok(SOLVER_METHODS.every((method) => ENGINE_METHODS.includes(method)));
});

test('the worker client offers every engine method, and terminate', () => {
  // No worker starts until a call is made.
  assert.deepEqual(functions(createWorkerEngine()), [...ENGINE_METHODS, 'terminate'].sort());
});

test('the worker client where there are no Web Workers (node): each call says what to use instead', async () => {
  const engine = createWorkerEngine();
  for (const call of [() => engine.solve('.'.repeat(81)), () => engine.techniques()]) {
    await assert.rejects(call(), (err) => err.code === 'no-worker'
      && err.message === 'createWorkerEngine needs a browser\'s Web Workers, which this runtime does not have: use createEngine from \'pencilmark\' (the package\'s main export, dist/engine.js), which answers the same calls without a worker');
  }
});
