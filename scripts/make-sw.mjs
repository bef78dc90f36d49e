// node scripts/make-sw.mjs DIR: writes DIR/sw.js from web/sw.js, with the list of
// every file in DIR to precache and a version that changes with their contents.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = resolve(process.argv[2] ?? join(root, 'dist'));
// The wasm modules' two builds are not in the list: the worker caches the ones its
// browser runs, chosen by the probe engine.js uses (copied here so both agree).
// The solvers: the lite one, which the pages load first, and the whole one, which
// reads other apps' forms before the engine has loaded (web/engine-worker.js).
const ENGINE_BUILDS = {
  simd: ['pencilmark-solver-lite-simd.wasm', 'pencilmark-solver-simd.wasm', 'pencilmark-wasm-simd.wasm'],
  scalar: ['pencilmark-solver-lite.wasm', 'pencilmark-solver.wasm', 'pencilmark-wasm.wasm'],
};
// Node's modules (render.js: they import node:) are the package's, not the page's.
const forNode = (f) => f.endsWith('.js') && /from 'node:/.test(readFileSync(join(dir, f), 'utf8'));
// Source maps are for a debugger, which fetches them from the network when it wants them.
const files = readdirSync(dir).filter((f) => f !== 'sw.js' && !f.endsWith('.d.ts') && !f.endsWith('.map') && !forNode(f)).sort();
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 12);
const probe = readFileSync(join(dir, 'engine.js'), 'utf8').match(/const SIMD_PROBE = (new Uint8Array\(\[[\d, ]+\]\));/);
if (!probe) throw new Error('make-sw: engine.js has no SIMD_PROBE line to copy');
for (const file of Object.values(ENGINE_BUILDS).flat()) {
  if (!files.includes(file)) throw new Error(`make-sw: ${file} is missing from ${dir}`);
}
const precache = files.filter((f) => !Object.values(ENGINE_BUILDS).flat().includes(f));
const template = readFileSync(join(root, 'web/sw.js'), 'utf8');
writeFileSync(join(dir, 'sw.js'), template.replace('__VERSION__', version)
  .replace('__PRECACHE__', JSON.stringify(['./', ...precache], null, 2))
  .replace('__SIMD_PROBE__', probe[1])
  .replace('__ENGINE_BUILDS__', JSON.stringify(ENGINE_BUILDS)));
console.log(`sw.js: version ${version}, ${precache.length + 2} files precached`);
