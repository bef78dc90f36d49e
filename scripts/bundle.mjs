// node scripts/bundle.mjs DIST: the page's modules and the engine's worker as
// the page loads them, bundled and minified by esbuild from the modules of web/.
// Each of web/'s modules is in DIST as well, one file a module (build.sh copies
// them), for the package, the element, the Techniques page and the tests; the
// page loads none of them but the wasm modules' loaders and packed.js.
//
// Why: on a slow link (150 ms RTT, 1.6 Mbps) the page's first load paid for ten
// modules' bytes unminified, and the worker's requests one after another
// (engine-worker.js, then engine.js, then the solver's loader). Now the page is
// one graph of modules (one Game class, one session), in files named for it:
//  - DIST/app.js: app.js alone;
//  - DIST/app-core.js: every module app.js imports, and theirs, in one file;
//  - DIST/app-NAME.js: each module the page loads on first use (an import()),
//    with what it alone needs; code two of them share is in
//    DIST/app-chunk-HASH.js. They import app-core.js for the first modules.
// app.js and app-core.js are apart because app.js waits at its top (a ?g= link
// loads its reader before the board), and a module it loads then that imported
// app.js itself would wait for app.js in turn.
//  - DIST/engine-worker.js: the worker with engine.js and the method lists, in
//    place of the per-module file (the element and the Techniques page start the
//    same worker); packed.js stays the per-module file it loads on first need.
//  - DIST/pencilmark-solver.mjs, the solver's loader, minified in place.
// index.html preloads app-core.js and the chunks it imports beside app.js: all
// are asked for at once, as the page's head is read. Source maps (FILE.map) come
// beside each file, for a debugger; the service worker does not cache them.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const web = join(root, 'web');
const CORE = 'app-core';

const common = {
  bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true,
  sourcemap: 'linked', legalComments: 'eof', metafile: true, logLevel: 'warning',
  // lz-string's file (made a module by build.sh) sets module.exports where there is a
  // module object; in a bundle there is none, as in the module build.sh makes.
  logOverride: { 'commonjs-variable-in-esm': 'silent' },
};
const moduleName = (path) => basename(path, '.js');

// How one build finds the files: those the build writes into DIST rather than web/
// (the board's palette, the packed-link libraries made modules) are read there;
// the wasm modules' loaders and node's modules stay apart; `apart` names modules of
// web/ left to their own file, `to(name)` the file each is imported from.
function resolving({ apart = () => false, to = (name) => `./${name}.js` } = {}) {
  return {
    name: 'pencilmark-files',
    setup(build) {
      // @fluent/bundle (build.sh's module) comes only with the page's messages, after Ready: in its own file.
      build.onResolve({ filter: /^\.\/fluent-bundle\.js$/ }, ({ path, kind }) => (kind === 'dynamic-import' ? { path, external: true } : undefined));
      build.onResolve({ filter: /^\.\/(palette|lz-string|pako|fluent-bundle)\.js$/ }, ({ path }) => ({ path: join(dist, path) }));
      build.onResolve({ filter: /^\.\/pencilmark-[a-z-]+\.mjs$|^node:/ }, ({ path }) => ({ path, external: true }));
      build.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, ({ path, importer, kind }) => {
        const name = moduleName(path);
        return apart(name, kind, importer) ? { path: to(name), external: true } : undefined;
      });
    },
  };
}

// The page's modules: those app.js imports (and theirs), and those loaded with import().
async function pageModules() {
  const { metafile } = await esbuild.build({ ...common, entryPoints: [join(web, 'app.js')], write: false, outdir: dist, splitting: true, plugins: [resolving()] });
  const first = new Set(), later = new Set();
  const visit = (path) => {
    for (const { path: imported, kind } of metafile.inputs[path].imports) {
      if (kind === 'import-statement' && imported.startsWith('web/') && !first.has(moduleName(imported))) {
        first.add(moduleName(imported));
        visit(imported);
      }
    }
  };
  visit('web/app.js');
  for (const { imports } of Object.values(metafile.inputs)) {
    for (const { path, kind } of imports) if (kind === 'dynamic-import' && path.startsWith('web/')) later.add(moduleName(path));
  }
  return { first: [...first].sort(), later: [...later].filter((name) => !first.has(name)).sort() };
}

// Each first module's export names, so that app-core.js re-exports every one by
// name: two modules exporting one name would make `export *` drop it quietly.
async function exportsOf(name) {
  const { metafile } = await esbuild.build({ entryPoints: [join(web, `${name}.js`)], bundle: false, write: false, metafile: true, format: 'esm', outdir: dist, logLevel: 'error' });
  return Object.values(metafile.outputs).find((output) => output.entryPoint).exports;
}

const { first, later } = await pageModules();
const laterFile = (name) => `./app-${name}.js`;
const owner = new Map();
const lines = [];
for (const name of first) {
  const names = await exportsOf(name);
  for (const exported of names) {
    if (owner.has(exported)) throw new Error(`bundle: ${owner.get(exported)}.js and ${name}.js both export ${exported}`);
    owner.set(exported, name);
  }
  if (names.length) lines.push(`export { ${names.join(', ')} } from './${name}.js';`);
}
const isFirst = (name) => first.includes(name);
const isLater = (name) => later.includes(name);

const core = await esbuild.build({
  ...common,
  stdin: { contents: lines.join('\n'), resolveDir: web, sourcefile: `${CORE}.js` },
  outfile: join(dist, `${CORE}.js`),
  plugins: [resolving({ apart: (name, kind) => kind === 'dynamic-import' && isLater(name), to: laterFile })],
});
const coreFile = `./${CORE}.js`;
const app = await esbuild.build({
  ...common,
  entryPoints: [{ in: join(web, 'app.js'), out: 'app' }],
  outdir: dist,
  plugins: [resolving({ apart: (name, kind) => isFirst(name) || (kind === 'dynamic-import' && isLater(name)), to: (name) => (isFirst(name) ? coreFile : laterFile(name)) })],
});
const lazy = await esbuild.build({
  ...common,
  entryPoints: later.map((name) => ({ in: join(web, `${name}.js`), out: `app-${name}` })),
  outdir: dist, splitting: true, chunkNames: 'app-chunk-[hash]',
  // A later module another one imports is imported from its own file: the
  // module's code is in that one file, which no chunk stands in front of.
  plugins: [resolving({
    apart: (name, kind, importer) => isFirst(name) || (isLater(name) && moduleName(importer) !== name),
    to: (name) => (isFirst(name) ? coreFile : laterFile(name)),
  })],
});
const worker = await esbuild.build({
  ...common,
  entryPoints: [{ in: join(web, 'engine-worker.js'), out: 'engine-worker' }],
  outdir: dist,
  // packed.js and the words of other languages than English load on first need, from their own files.
  plugins: [resolving({ apart: (name) => name === 'packed' || name === 'engine-words' })],
});

// The solver's loader, in the first load: Emscripten's has no spaces but keeps its
// long names (3.3 KB gzipped; 2.5 minified). Its code is the same for node.
const loaderFile = join(dist, 'pencilmark-solver.mjs');
const loader = await esbuild.transform(readFileSync(loaderFile, 'utf8'), { format: 'esm', target: 'es2022', minify: true, legalComments: 'eof' });
writeFileSync(loaderFile, loader.code);

// app-core.js and what it imports, preloaded from the page's head with app.js.
const outputs = { ...core.metafile.outputs, ...lazy.metafile.outputs };
const keyOf = (file) => Object.keys(outputs).find((key) => resolve(key) === resolve(dist, file));
const preload = [];
const visit = (file) => {
  if (preload.includes(file)) return;
  preload.push(file);
  for (const { path, kind } of outputs[keyOf(file)].imports) if (kind === 'import-statement' && keyOf(basename(path))) visit(basename(path));
};
visit(`${CORE}.js`);
const indexFile = join(dist, 'index.html');
const index = readFileSync(indexFile, 'utf8');
const SCRIPT = '<script type="module" src="app.js"></script>';
if (!index.includes(SCRIPT)) throw new Error(`bundle: index.html has no ${SCRIPT}`);
const links = preload.map((file) => `<link rel="modulepreload" href="${file}">\n  `).join('');
writeFileSync(indexFile, index.replace(SCRIPT, () => links + SCRIPT));

const jsOf = (...results) => results.flatMap((r) => Object.entries(r.metafile.outputs)).filter(([file]) => file.endsWith('.js'));
const bytes = (entries) => entries.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`bundle: the page's first modules in app.js and ${preload.join(', ')} (${bytes(jsOf(app, core))} bytes, ${first.length + 1} modules), `
  + `${later.length} modules loaded later in ${jsOf(lazy).length} files, the worker in engine-worker.js (${bytes(jsOf(worker))} bytes)`);
