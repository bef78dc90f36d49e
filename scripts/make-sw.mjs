// node scripts/make-sw.mjs DIR: writes DIR/sw.js from web/sw.js, with the list of
// every file in DIR to precache and a version that changes with their contents.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = resolve(process.argv[2] ?? join(root, 'dist'));
const files = readdirSync(dir).filter((f) => f !== 'sw.js' && !f.endsWith('.d.ts')).sort();
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 12);
const template = readFileSync(join(root, 'web/sw.js'), 'utf8');
writeFileSync(join(dir, 'sw.js'), template.replace('__VERSION__', version)
  .replace('__PRECACHE__', JSON.stringify(['./', ...files], null, 2)));
console.log(`sw.js: version ${version}, ${files.length + 1} files precached`);
