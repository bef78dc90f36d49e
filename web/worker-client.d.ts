import type { Engine } from './engine.js';

type Promised<F> = F extends (...args: infer A) => infer R
  ? (...args: [...A, { signal?: AbortSignal }?]) => Promise<R>
  : never;

/** The engine in a Web Worker: each method returns a promise and takes an optional { signal } last. */
export type WorkerEngine = { [K in keyof Engine]: Promised<Engine[K]> } & {
  /** Ends the worker; every call, running or waiting, rejects with an AbortError. */
  terminate(): void;
};

/**
 * Starts the engine in a module worker (engine-worker.js beside this file). Calls run one
 * at a time, in order, and are independent, so boards may share one engine: aborting a
 * call's signal rejects that call alone with an AbortError. A call still waiting is
 * dropped; the call the worker is running ends the worker, and the calls waiting after it
 * run in a fresh one. A wasm module that cannot load (the network, or a
 * damaged file) rejects the call with code 'load-failed', a message for the player ("The
 * hint engine could not load (try reloading).") and the loader's own words in `cause`;
 * the next call tries again. Where there are no Web Workers (node), each call rejects with
 * code 'no-worker': createEngine from 'pencilmark' answers the same calls there.
 * A worker script on another origin than the page's is started from a blob: URL that
 * imports it; onViolation hears each block the page's Content-Security-Policy makes
 * inside that worker (the wasm's fetch, its compiling), which the page's own
 * securitypolicyviolation events never show.
 */
export function createWorkerEngine(options?: {
  url?: string | URL;
  onViolation?: (violation: { effectiveDirective: string; blockedURI: string }) => void;
}): WorkerEngine;
