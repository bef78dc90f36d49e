// The service worker: every file of the app in a cache named for this build, so
// after one visit the app loads and works offline, the wasm engine included.
// The build (scripts/make-sw.mjs) writes the version and the file list in.
const VERSION = '__VERSION__';
const CACHE = `pencilmark-${VERSION}`;
const PRECACHE = __PRECACHE__;
// Of the wasm modules' two builds (the solver's and the engine's), the ones this
// browser runs (engine.js picks them by the same probe): the page fetches only
// those, so only those are cached.
const ENGINE_BUILDS = __ENGINE_BUILDS__;
const ENGINE_WASM = WebAssembly.validate(__SIMD_PROBE__) ? ENGINE_BUILDS.simd : ENGINE_BUILDS.scalar;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache': each file is asked for again, so a new version never takes an
    // old copy, but what the page has just loaded comes back as a 304 from a host
    // that sends ETags, not as a second download of the engine.
    await cache.addAll([...PRECACHE, ...ENGINE_WASM].map((url) => new Request(url, { cache: 'no-cache' })));
    // The first install takes over at once; an update waits until the page says so,
    // so a game is never swapped to a new version under the player.
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('pencilmark-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page address carries the puzzle in its query (?p=...): the page is the same file.
    const navigate = request.mode === 'navigate';
    const hit = await cache.match(request, { ignoreSearch: navigate });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (err) {
      if (navigate) return (await cache.match('./', { ignoreSearch: true })) ?? Response.error();
      throw err;
    }
  })());
});
