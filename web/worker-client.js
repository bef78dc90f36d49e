// The engine in a Web Worker: the same methods as createEngine()'s, returning
// promises. Every call takes an optional { signal }, and calls are independent:
// many boards of a page can share one worker. The worker is handed one call at a
// time, the rest wait here, so aborting a waiting call just drops it; aborting
// the call the worker is running ends the worker (a wasm call cannot be
// interrupted any other way), and the calls still waiting go on in a fresh one.
//
//   const engine = createWorkerEngine();
//   const { puzzle } = await engine.generate({ level: 3 }, { signal });
import { ENGINE_METHODS } from './engine-methods.js';

// Where there are no Web Workers (node, a worker of a page's own without them), a
// call says what to use instead rather than failing on a name not defined.
const NO_WORKERS = () => Object.assign(new Error('createWorkerEngine needs a browser\'s Web Workers, which this runtime does not have: '
  + 'use createEngine from \'pencilmark\' (the package\'s main export, dist/engine.js), which answers the same calls without a worker'), { code: 'no-worker' });

// A blob worker's script: it imports ours with import(), a script's load (a static
// import in a module worker is a worker's load, which a page's worker-src must then
// allow from the host, and whose block no one hears of). Its lines run first: each
// block the page's policy makes in it (the wasm's fetch, its compiling) is posted
// to the page, which can say which directive to add; calls that come while ours
// loads are kept and handed on; a load that fails is posted, with its words.
const blobWorker = (href) => `const early = [], keep = ({ data }) => early.push(data);
addEventListener('message', keep);
addEventListener('securitypolicyviolation', ({ effectiveDirective, blockedURI }) => postMessage({ violation: { effectiveDirective, blockedURI } }));
import(${JSON.stringify(href)}).then(() => {
  removeEventListener('message', keep);
  for (const data of early) dispatchEvent(new MessageEvent('message', { data }));
}, (err) => postMessage({ failed: String(err?.message ?? err) }));`;

function abortError() {
  return new DOMException('The engine call was aborted', 'AbortError');
}

// onViolation(event): the worker's Content-Security-Policy blocks (a blob worker
// keeps the page's policy), passed on as { effectiveDirective, blockedURI }: the
// worker's own securitypolicyviolation events never reach the page.
export function createWorkerEngine({ url = new URL('./engine-worker.js', import.meta.url), onViolation = null } = {}) {
  let worker = null;
  let nextId = 0;
  let running = null;  // the call the worker has: { id, method, args, resolve, reject, forget }
  const waiting = [];  // calls in the order they were made

  // Ends the worker; the call it was running is rejected with `reason`.
  function endWorker(reason) {
    worker?.terminate();
    worker = null;
    const call = running;
    running = null;
    if (call) settle(call, () => call.reject(reason));
  }

  function settle(call, done) {
    call.forget();
    done();
  }

  function start() {
    if (typeof Worker !== 'function' || typeof location === 'undefined') throw NO_WORKERS();
    // A page may not start a worker from another origin; a blog that loads us from
    // elsewhere gets a same-origin blob worker that imports ours (over CORS).
    const href = new URL(url, location.href).href;
    worker = new URL(href).origin === location.origin
      ? new Worker(href, { type: 'module' })
      : new Worker(URL.createObjectURL(new Blob([blobWorker(href)], { type: 'text/javascript' })), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (data?.violation) return onViolation?.(data.violation);
      if (data?.failed !== undefined) {
        endWorker(Object.assign(new Error(`the engine worker could not load ${href} (${data.failed})`), { code: 'load-failed' }));
        return next();
      }
      const call = running;
      if (!call || call.id !== data.id) return;
      running = null;
      if (data.error) {
        const { name, message, code, said, atLeast, cause } = data.error;
        const error = new Error(message, cause === undefined ? undefined : { cause: new Error(cause) });
        settle(call, () => call.reject(Object.assign(error, { name, code }, said ? { said } : {}, atLeast === undefined ? {} : { atLeast })));
      } else {
        settle(call, () => call.resolve(data.result));
      }
      next();
    };
    // The worker itself failed (its script could not load, say): that call fails, the next gets a fresh worker.
    worker.onerror = (event) => {
      endWorker(Object.assign(new Error(`the engine worker failed: ${event.message || `it could not start from ${href} (the browser gives no reason: a file missing, or the host out of reach)`}`), { code: 'load-failed' }));
      next();
    };
  }

  // Hands the worker the next waiting call, when it is free.
  function next() {
    if (running || !waiting.length) return;
    const call = waiting.shift();
    if (!worker) {
      try {
        start();
      } catch (err) {
        settle(call, () => call.reject(err));
        return next();
      }
    }
    try {
      worker.postMessage({ id: call.id, method: call.method, args: call.args });
      running = call;
    } catch (err) {
      // An argument the browser cannot copy to the worker (a function, a DOM node): refused as the engine refuses a bad option.
      settle(call, () => call.reject(Object.assign(new TypeError(`${call.method}: an argument cannot be sent to the engine (${err.message})`), { code: 'bad-option' })));
      next();
    }
  }

  function call(method, args, signal) {
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const entry = { id: nextId++, method, args, resolve, reject, forget: () => {} };
      if (signal) {
        const onAbort = () => {
          const at = waiting.indexOf(entry);
          if (at >= 0) {
            waiting.splice(at, 1);  // not started: dropped, nothing else touched
            settle(entry, () => reject(abortError()));
          } else if (running === entry) {
            endWorker(abortError());
            // After the task that aborted: aborts made together (boards removed at once) drop their calls first.
            queueMicrotask(next);
          }
        };
        signal.addEventListener('abort', onAbort, { once: true });
        entry.forget = () => signal.removeEventListener('abort', onAbort);
      }
      waiting.push(entry);
      next();
    });
  }

  // Ends the worker and rejects every call, running or waiting, with an AbortError.
  function stop() {
    const dropped = waiting.splice(0);
    endWorker(abortError());
    for (const entry of dropped) settle(entry, () => entry.reject(abortError()));
  }

  const engine = { terminate: stop };
  for (const method of ENGINE_METHODS) {
    // The last argument may be { signal }; the engine's own arguments come before it.
    engine[method] = (...args) => {
      const last = args.at(-1);
      const hasOptions = args.length > 0 && last && typeof last === 'object' && 'signal' in last && Object.keys(last).length === 1;
      return call(method, hasOptions ? args.slice(0, -1) : args, hasOptions ? last.signal : undefined);
    };
  }
  return Object.freeze(engine);
}
