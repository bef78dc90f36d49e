// node scripts/make-table.mjs DIR: writes DIR/technique-table.json, the engine's
// technique table as engine.techniques() gives it, read from the wasm engine just
// built in DIR. The Techniques page lists every technique from it at once, before
// the engine (several hundred KB of wasm) has loaded for the examples; nothing in
// it is written by hand, so the page still knows techniques only by the engine.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] ?? 'dist');
const { createEngine } = await import(pathToFileURL(join(dir, 'engine.js')).href);
const engine = await createEngine();
writeFileSync(join(dir, 'technique-table.json'), `${JSON.stringify(engine.techniques())}\n`);
