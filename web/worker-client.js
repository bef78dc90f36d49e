// The engine in a Web Worker: the same methods as createEngine()'s, returning
// promises. Every call takes an optional { signal }; aborting it ends the worker
// (a wasm call cannot be interrupted any other way), rejects the calls in flight
// with an AbortError, and the next call starts a fresh worker.
//
//   const engine = createWorkerEngine();
//   const { puzzle } = await engine.generate({ level: 3 }, { signal });
const METHODS = ['solve', 'findSolution', 'countSolutions', 'grade', 'steps', 'nextStep', 'find', 'techniques',
  'format', 'generate', 'daily'];

function abortError() {
  return new DOMException('The engine call was aborted', 'AbortError');
}

export function createWorkerEngine({ url = new URL('./engine-worker.js', import.meta.url) } = {}) {
  let worker = null;
  let nextId = 0;
  const pending = new Map();

  function stop(reason) {
    worker?.terminate();
    worker = null;
    for (const { reject } of pending.values()) reject(reason);
    pending.clear();
  }

  function start() {
    // A page may not start a worker from another origin; a blog that loads us from
    // elsewhere gets a same-origin blob worker that imports ours (over CORS).
    const href = new URL(url, location.href).href;
    worker = new URL(href).origin === location.origin
      ? new Worker(href, { type: 'module' })
      : new Worker(URL.createObjectURL(new Blob([`import ${JSON.stringify(href)};`], { type: 'text/javascript' })),
        { type: 'module' });
    worker.onmessage = ({ data }) => {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.error) {
        const { name, message, code, atLeast, cause } = data.error;
        const error = new Error(message, cause === undefined ? undefined : { cause: new Error(cause) });
        call.reject(Object.assign(error, { name, code }, atLeast === undefined ? {} : { atLeast }));
      }
      else call.resolve(data.result);
    };
    worker.onerror = (event) => stop(new Error(`the engine worker failed: ${event.message ?? 'unknown error'}`));
  }

  function call(method, args, signal) {
    if (signal?.aborted) return Promise.reject(abortError());
    if (!worker) start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      signal?.addEventListener('abort', () => { if (pending.has(id)) stop(abortError()); }, { once: true });
      try {
        worker.postMessage({ id, method, args });
      } catch (err) {
        // An argument the browser cannot copy to the worker (a function, a DOM node): refused as the engine refuses a bad option.
        pending.delete(id);
        reject(Object.assign(new TypeError(`${method}: an argument cannot be sent to the engine (${err.message})`), { code: 'bad-option' }));
      }
    });
  }

  const engine = { terminate: () => stop(abortError()) };
  for (const method of METHODS) {
    // The last argument may be { signal }; the engine's own arguments come before it.
    engine[method] = (...args) => {
      const last = args.at(-1);
      const hasOptions = args.length > 0 && last && typeof last === 'object' && 'signal' in last && Object.keys(last).length === 1;
      return call(method, hasOptions ? args.slice(0, -1) : args, hasOptions ? last.signal : undefined);
    };
  }
  return Object.freeze(engine);
}
