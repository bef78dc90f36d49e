// The npm package as a user gets it: `npm pack`, installed into an empty folder, then imported by
// name. Its three dependencies (@fluent/bundle, lz-string, pako) come from npm's cache when it has
// their registry entries, else from the registry: `npm ci` fills the cache with the packages of the
// lock but not those entries, so a fresh machine's cache cannot install them offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../support/rules.mjs';

test('npm pack gives a package that works when installed in an empty folder', () => {
  const work = mkdtempSync(join(tmpdir(), 'pencilmark-pack-'));
  try {
    const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    npm(['pack', '--pack-destination', work], root);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    assert.ok(tarball, 'npm pack wrote a tarball');
    const app = join(work, 'app');
    execFileSync('mkdir', [app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'uses-pencilmark', private: true, type: 'module' }));
    npm(['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, tarball)], app);
    for (const file of ['engine.js', 'engine.d.ts', 'pencilmark-wasm.wasm', 'pencilmark-wasm-simd.wasm',
      'pencilmark-solver.wasm', 'pencilmark-solver-simd.wasm', 'embed.js', 'embed.d.ts', 'worker-client.d.ts']) {
      assert.ok(existsSync(join(app, 'node_modules/pencilmark/dist', file)), file);
    }
    writeFileSync(join(app, 'main.mjs'), `
      import { createEngine, createSolver } from 'pencilmark';
      const engine = await createEngine();
      const solver = await createSolver();
      const puzzle = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
      console.log(JSON.stringify({
        solve: engine.solve(puzzle).status,
        solver: solver.solve(puzzle).solution === engine.solve(puzzle).solution,
        level: engine.grade(puzzle).levelName,
        hint: engine.nextStep(puzzle).technique,
        element: import.meta.resolve('pencilmark/element').endsWith('/dist/embed.js'),
        worker: import.meta.resolve('pencilmark/worker').endsWith('/dist/worker-client.js'),
        picture: (await import('pencilmark/render')).renderPuzzle !== undefined,
      }));`);
    const out = JSON.parse(execFileSync('node', ['main.mjs'], { cwd: app, encoding: 'utf8' }));
    assert.deepEqual(out, { solve: 'unique', solver: true, level: 'Easy', hint: 'hidden-single', element: true, worker: true, picture: true });
    // The command the package puts on the path draws a board.
    const svg = execFileSync(join(app, 'node_modules/.bin/pencilmark-render'), ['4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8', '--step', '1'], { encoding: 'utf8' });
    assert.match(svg, /^<svg [^>]*role="img"[\s\S]*<\/svg>$/);
    // And a booklet to print: one puzzle, its page and its solution's.
    execFileSync(join(app, 'node_modules/.bin/pencilmark-print'), ['--count', '1', '--seed', '1', '--out', join(app, 'booklet.svg')]);
    assert.match(readFileSync(join(app, 'booklet-1.svg'), 'utf8'), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="210mm"[\s\S]*Puzzle 1/);
    assert.match(readFileSync(join(app, 'booklet-2.svg'), 'utf8'), /Solution 1/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
