// npm run bench -- [DATA_DIR] [--max N] [--sets a,b]
//
// Puzzles per second of the exact solver on every puzzle list (*.txt) in DATA_DIR
// (default ../shared/data/puzzles): first solution and count-to-2, natively
// (build/native/pencilmark-bench), as wasm in node (the public JS API), and the npm
// package dancing-links on the same puzzles in the same run, with the ratio.
// Prints a table and writes JSON to bench/results/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { DancingLinks } from 'dancing-links';
import { createEngine } from '../dist/engine.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { dataDir: resolve(root, '../shared/data/puzzles'), max: 2000, sets: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--max') args.max = Number(argv[++i]);
    else if (argv[i] === '--sets') args.sets = argv[++i].split(',');
    else args.dataDir = resolve(argv[i]);
  }
  if (!Number.isInteger(args.max) || args.max < 1) throw new Error('--max takes a whole number >= 1');
  return args;
}

// Sudoku as exact cover for dancing-links: a row per (cell, digit) left open by the
// givens, covering the cell, and the digit in its row, column and box (4 x 81 columns).
function dlxSolver(dlx, puzzle) {
  const givens = [...puzzle].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const used = new Set();
  givens.forEach((d, c) => {
    if (d) for (const key of keys(c, d)) used.add(key);
  });
  const solver = dlx.createSolver({ columns: 324 });
  givens.forEach((g, c) => {
    for (let d = 1; d <= 9; d++) {
      if (g ? d !== g : keys(c, d).slice(1).some((k) => used.has(k))) continue;
      solver.addSparseConstraint(c * 9 + d - 1, keys(c, d));
    }
  });
  return solver;
}

function keys(cell, d) {
  const r = Math.floor(cell / 9), c = cell % 9, b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
  return [cell, 81 + r * 9 + d - 1, 162 + c * 9 + d - 1, 243 + b * 9 + d - 1];
}

// V8 first runs wasm and JS in baseline tiers and optimizes hot code later, so the
// first set measured would pay for that: run every solver for a while beforehand.
function warmUp(puzzles, fns, milliseconds = 1500) {
  for (const fn of fns) {
    const end = Date.now() + milliseconds;
    for (let i = 0; Date.now() < end; i = (i + 1) % puzzles.length) fn(puzzles[i]);
  }
}

// Best of two timed passes after a short warm-up; returns puzzles/second and the per-puzzle results.
function rate(puzzles, fn) {
  for (const p of puzzles.slice(0, 100)) fn(p);
  let best = Infinity, results;
  for (let run = 0; run < 2; run++) {
    const out = new Array(puzzles.length);
    const start = process.hrtime.bigint();
    for (let i = 0; i < puzzles.length; i++) out[i] = fn(puzzles[i]);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (seconds < best) [best, results] = [seconds, out];
  }
  return { perSecond: puzzles.length / best, results };
}

function nativeRates(file, max) {
  const tool = join(root, 'build/native/pencilmark-bench');
  const out = execFileSync(tool, [file, String(max)], { encoding: 'utf8' });
  return JSON.parse(out);
}

const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.dataDir)) {
    console.error(`bench: no data folder at ${args.dataDir}; pass one: npm run bench -- DATA_DIR`);
    process.exit(2);
  }
  const engine = await createEngine();
  const dlx = new DancingLinks();
  const files = readdirSync(args.dataDir).filter((f) => f.endsWith('.txt')).sort()
    .filter((f) => !args.sets || args.sets.includes(basename(f, '.txt')));
  const load = (file) => readFileSync(join(args.dataDir, file), 'utf8').split('\n')
    .filter((l) => l.length === 81).slice(0, args.max);
  const solvers = [
    (p) => engine.findSolution(p), (p) => engine.countSolutions(p, 2),
    (p) => dlxSolver(dlx, p).findOne().length, (p) => dlxSolver(dlx, p).find(2).length,
  ];
  warmUp(files.flatMap((f) => load(f).slice(0, 200)), solvers);
  const rows = [];
  for (const file of files) {
    const path = join(args.dataDir, file);
    const puzzles = load(file);
    const native = nativeRates(path, puzzles.length);
    const [wasmSolve, wasmCount, dlxSolve, dlxCount] = solvers.map((fn) => rate(puzzles, fn));
    const disagreements = wasmCount.results.filter((n, i) => n !== dlxCount.results[i]).length;
    rows.push({
      set: basename(file, '.txt'),
      puzzles: puzzles.length,
      solve: {
        native: native.solvePerSecond, wasm: wasmSolve.perSecond, dancingLinks: dlxSolve.perSecond,
        wasmOverDancingLinks: wasmSolve.perSecond / dlxSolve.perSecond,
      },
      count2: {
        native: native.count2PerSecond, wasm: wasmCount.perSecond, dancingLinks: dlxCount.perSecond,
        wasmOverDancingLinks: wasmCount.perSecond / dlxCount.perSecond,
      },
      countDisagreements: disagreements,
    });
    const r = rows.at(-1);
    console.error(`${r.set}: solve ${r.solve.wasmOverDancingLinks.toFixed(1)}x, count ${r.count2.wasmOverDancingLinks.toFixed(1)}x`);
  }

  const header = ['set', 'puzzles', 'mode', 'native/s', 'wasm/s', 'dancing-links/s', 'wasm/dlx'];
  const table = [header];
  for (const r of rows) {
    for (const mode of ['solve', 'count2']) {
      const m = r[mode];
      table.push([r.set, String(r.puzzles), mode === 'solve' ? 'first solution' : 'count to 2',
        fmt(m.native), fmt(m.wasm), fmt(m.dancingLinks), `${m.wasmOverDancingLinks.toFixed(1)}x`]);
    }
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  const minRatio = Math.min(...rows.flatMap((r) => [r.solve.wasmOverDancingLinks, r.count2.wasmOverDancingLinks]));
  console.log(`\nlowest wasm/dancing-links ratio: ${minRatio.toFixed(1)}x (target >= 10x)`);
  const bad = rows.filter((r) => r.countDisagreements > 0);
  if (bad.length) console.log(`count disagreements with dancing-links: ${bad.map((r) => `${r.set} ${r.countDisagreements}`).join(', ')}`);

  const result = {
    benchmark: 'exact-solver', date: new Date().toISOString(), node: process.version,
    cpu: os.cpus()[0]?.model, maxPuzzlesPerSet: args.max, target: 'wasm >= 10x dancing-links on every set',
    lowestRatio: minRatio, sets: rows,
  };
  const outDir = join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const stamp = result.date.replace(/[:.]/g, '-');
  writeFileSync(join(outDir, `exact-${stamp}.json`), JSON.stringify(result, null, 2) + '\n');
  writeFileSync(join(outDir, 'exact-latest.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(`wrote bench/results/exact-${stamp}.json`);
}

await main();
