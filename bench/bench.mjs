// npm run bench -- [DATA_DIR] [--max N] [--grade-max N] [--hints-max N] [--sets a,b]
//                   [--only exact|grade|rating|hints|generate|jobs|skfr|se|reader] [--ratings DIR] [--rounds N]
//                   [--photos DIR] [--se-seconds S] [--se-generated N]
//
// On every puzzle list (*.txt) in DATA_DIR (default ../shared/data/puzzles):
//  - exact: puzzles/second of the exact solver, first solution and count-to-2,
//    natively (build/native/pencilmark-bench), as wasm in node (the public JS API),
//    and the npm package dancing-links on the same puzzles in the same run, with
//    the ratio (first --max puzzles, default 2000);
//  - grade: puzzles graded per second, natively and in wasm, with the share of each
//    level and the level-4 steps used (--grade-max puzzles of each file, default
//    1000, evenly spaced through it: the sets get harder towards their end);
//  - rating: against the Sudoku Explainer ratings in --ratings DIR (default
//    DATA_DIR/../ratings, lines `PUZZLE ER/EP/ED`): Spearman's rank correlation and
//    the mean absolute error of our score, EP and ED, the share whose ER/EP/ED are
//    all the file's, and puzzles rated per second
//    in wasm by engine.rate (--grade-max puzzles of each file, evenly spaced through it);
//  - hints: the slowest single nextStep in wasm over every position of every
//    solution path of forum_hardest_1106.txt;
//  - generate: puzzles generated per second per level, natively (the CLI) and in
//    wasm, with the share that fit on the first attempt, and Debian's qqwing
//    generating in the same run; qqwing's puzzles are graded by our grader too, so
//    the rates compare at the same level;
//  - jobs: the CLI grading all of forum_hardest_1106.txt with --jobs 1 and with
//    --jobs N for N = 2 up to the cores, the rates, their ratio to one job, and
//    whether the output is the same bytes (target: >= 1.8x with 2 jobs on 2 cores);
//  - skfr: the CLI's grade and rate against skfr 2.0.2, Sudoku Explainer's C++ clone
//    (../shared/tools/skfr, built by its build.sh into a scratch folder; skipped
//    without it), one thread each, one after the other, --rounds times (default 4;
//    skfr first in odd rounds, last in even ones, so that the machine's drift over
//    a run weighs on both sides alike): all of magictour_top1465.txt and the first
//    100 of forum_hardest_1106.txt, the seconds and skfr's time over ours, each
//    round's and the rounds' summed
//    (issue 28's targets: grade at least 5x skfr's speed on the first, and no
//    slower on the second; issue 55's: rate at least 5x on the first, and in at
//    most half skfr's time on the second, each said met or missed);
//  - se: ER/EP/ED against Sudoku Explainer 1.2.1 itself, by its exact TypeScript port
//    (../shared/tools/se-ts, bundled by its build.sh into a scratch folder; skipped
//    without it), both rating in this node process: per puzzle list, puzzles evenly
//    spaced through it for --se-seconds (default 60; se-ts takes minutes on some of
//    the hardest: a puzzle it has not rated in that time, at least 10 s, is given up and
//    counted), and --se-generated puzzles (default 300) that
//    engine.generate made for score bands spread over the scale (a fixed seed each):
//    how many ratings are exact, each difference with the technique that set SE's ER
//    and ours, whether every generated puzzle's SE rating is in its band, and the
//    milliseconds a puzzle of engine.rate (wasm) and of se-ts;
//  - reader: the photo reader natively (build/native/pencilmark-reader-bench) on
//    the photos of --photos DIR (default DATA_DIR/../photos) that
//    tests/data/reader/photo_split.txt holds out of training: grids found, photos
//    read with every cell right, photos whose wrong cells are all marked unsure
//    and photos with a wrong cell left unmarked, cells right, right cells marked
//    unsure, and the time a photo natively and in wasm; and the screenshots of
//    this page and of other apps (tests/data/reader/screens and apps): read
//    with every digit right, marks right, marks read where there are none.
// Prints tables and writes JSON to bench/results/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { DancingLinks } from 'dancing-links';
import { createEngine } from '../dist/engine.js';
import { CLI_PATH, placeDigit, startingCandidates } from '../tests/support/rules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { dataDir: resolve(root, '../shared/data/puzzles'), max: 2000, gradeMax: 1000, sets: null, only: null, ratings: null, rounds: 4, photos: null, seSeconds: 60, seGenerated: 300 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--max') args.max = Number(argv[++i]);
    else if (argv[i] === '--hints-max') args.hintsMax = Number(argv[++i]);
    else if (argv[i] === '--grade-max') args.gradeMax = Number(argv[++i]);
    else if (argv[i] === '--sets') args.sets = argv[++i].split(',');
    else if (argv[i] === '--only') args.only = argv[++i];
    else if (argv[i] === '--ratings') args.ratings = resolve(argv[++i]);
    else if (argv[i] === '--rounds') args.rounds = Number(argv[++i]);
    else if (argv[i] === '--photos') args.photos = resolve(argv[++i]);
    else if (argv[i] === '--se-seconds') args.seSeconds = Number(argv[++i]);
    else if (argv[i] === '--se-generated') args.seGenerated = Number(argv[++i]);
    else args.dataDir = resolve(argv[i]);
  }
  for (const [name, n] of [['--max', args.max], ['--grade-max', args.gradeMax], ['--rounds', args.rounds], ['--se-seconds', args.seSeconds]]) {
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number >= 1`);
  }
  if (!Number.isInteger(args.seGenerated) || args.seGenerated < 0) throw new Error('--se-generated takes a whole number >= 0');
  if (args.only && !['exact', 'grade', 'rating', 'hints', 'generate', 'jobs', 'skfr', 'se', 'reader'].includes(args.only)) {
    throw new Error('--only takes exact, grade, rating, hints, generate, jobs, skfr, se or reader');
  }
  args.ratings ??= resolve(args.dataDir, '../ratings');
  args.photos ??= resolve(args.dataDir, '../photos');
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

// Best of three timed passes after a short warm-up (one pass can catch a GC or a
// tier-up); returns puzzles/second and the per-puzzle results.
function rate(puzzles, fn) {
  for (const p of puzzles.slice(0, 100)) fn(p);
  let best = Infinity, results;
  for (let run = 0; run < 3; run++) {
    const out = new Array(puzzles.length);
    const start = process.hrtime.bigint();
    for (let i = 0; i < puzzles.length; i++) out[i] = fn(puzzles[i]);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (seconds < best) [best, results] = [seconds, out];
  }
  return { perSecond: puzzles.length / best, results };
}

function nativeBench(args) {
  return JSON.parse(execFileSync(join(root, 'build/native/pencilmark-bench'), args, { encoding: 'utf8' }));
}

const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

function printTable(table, leftColumns) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) {
    console.log(row.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

function loadSet(dataDir, file, max) {
  return readFileSync(join(dataDir, file), 'utf8').split('\n').filter((l) => l.length === 81).slice(0, max);
}

// At most max lines, evenly spaced through the list.
function evenly(lines, max) {
  const every = Math.max(1, Math.ceil(lines.length / max));
  return lines.filter((_, i) => i % every === 0);
}

function gradeBench(engine, dataDir, files, max) {
  const rows = [];
  for (const file of files.filter((f) => f !== 'serg_benchmark.txt')) {  // serg's puzzles have several solutions
    const puzzles = evenly(loadSet(dataDir, file, Infinity), max);
    // The native bench reads a file: the same sample, written out.
    const sample = join(os.tmpdir(), `pencilmark-grade-${process.pid}-${basename(file)}`);
    writeFileSync(sample, puzzles.join('\n') + '\n');
    const native = nativeBench(['--grade', sample]);
    rmSync(sample);
    const wasm = rate(puzzles, (p) => engine.grade(p).level);
    const levels = [0, 0, 0, 0, 0];
    for (const level of wasm.results) levels[level]++;
    rows.push({
      set: basename(file, '.txt'), puzzles: puzzles.length, nativePerSecond: native.gradedPerSecond,
      wasmPerSecond: wasm.perSecond, levels, levelShare: levels.map((n) => n / puzzles.length),
      trialAndErrorSteps: native.trialAndErrorSteps, guessSteps: native.guessSteps,
    });
  }
  const table = [['set', 'puzzles', 'native/s', 'wasm/s', 'L0', 'L1', 'L2', 'L3', 'L4', 'T&E steps', 'guesses']];
  for (const r of rows) {
    table.push([r.set, String(r.puzzles), fmt(r.nativePerSecond), fmt(r.wasmPerSecond),
      ...r.levelShare.map((x) => `${(100 * x).toFixed(1)}%`), String(r.trialAndErrorSteps), String(r.guessSteps)]);
  }
  console.log('\ngrading (targets: magictour_top1465 >= 180/s native, forum_hardest_1106 >= 6/s native)');
  printTable(table, 1);
  return rows;
}

// The CLI's batch on every core: one file graded with --jobs 1, then 2 up to the
// cores, each timed in the same run, and its output compared byte for byte.
function jobsBench(dataDir, file = 'forum_hardest_1106.txt') {
  const input = readFileSync(join(dataDir, file));
  const puzzles = input.toString().split('\n').filter((l) => l.trim()).length;
  const grade = (jobs) => {
    const start = process.hrtime.bigint();
    const out = execFileSync(CLI_PATH, ['grade', '--jobs', String(jobs)], { input, maxBuffer: 1 << 28 });
    return { out, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
  };
  const one = grade(1);
  const rows = [{ jobs: 1, seconds: one.seconds, perSecond: puzzles / one.seconds, speedup: 1, sameBytes: true }];
  for (let jobs = 2; jobs <= Math.max(2, os.cpus().length); jobs++) {
    const many = grade(jobs);
    rows.push({ jobs, seconds: many.seconds, perSecond: puzzles / many.seconds, speedup: one.seconds / many.seconds, sameBytes: many.out.equals(one.out) });
  }
  const table = [['jobs', 'seconds', 'graded/s', 'speedup', 'same bytes']];
  for (const r of rows) table.push([String(r.jobs), r.seconds.toFixed(1), fmt(r.perSecond), `${r.speedup.toFixed(2)}x`, r.sameBytes ? 'yes' : 'NO']);
  console.log(`\nbatch on every core: pencilmark grade --jobs N on ${basename(file)} (${puzzles} puzzles, ${os.cpus().length} cores; target >= 1.8x with 2 jobs)`);
  printTable(table, 0);
  return { set: basename(file, '.txt'), puzzles, cores: os.cpus().length, rows };
}

// The CLI's grade and rate against skfr on the same puzzles, one after the other.
function skfrBench(dataDir, rounds) {
  const build = resolve(root, '../shared/tools/skfr/build.sh');
  if (!existsSync(build)) {
    console.log('\nagainst skfr: skipped (no ../shared/tools/skfr)');
    return { skipped: 'no ../shared/tools/skfr' };
  }
  const scratch = join(os.tmpdir(), 'pencilmark-bench-skfr');
  mkdirSync(scratch, { recursive: true });
  execFileSync('bash', [build, join(scratch, 'bin')], { stdio: 'ignore' });
  const lists = [];
  for (const [name, count, target, rateTarget] of [['magictour_top1465', Infinity, 5, 5], ['forum_hardest_1106', 100, 1, 2]]) {
    if (!existsSync(join(dataDir, `${name}.txt`))) continue;
    const puzzles = loadSet(dataDir, `${name}.txt`, count);
    const input = `${puzzles.join('\n')}\n`;
    writeFileSync(join(scratch, `${name}.txt`), input);  // skfr reads NAME.txt in its folder
    const jobs = {
      skfr: () => execFileSync(join(scratch, 'bin/skfr'), [`-i${name}`],
        { cwd: scratch, env: { ...process.env, OMP_NUM_THREADS: '1' }, stdio: 'ignore' }),
      grade: () => execFileSync(CLI_PATH, ['grade'], { input, maxBuffer: 1 << 28 }),
      rate: () => execFileSync(CLI_PATH, ['rate'], { input, maxBuffer: 1 << 28 }),
    };
    const runs = [];
    for (let round = 0; round < rounds; round++) {
      const time = {};
      const order = round % 2 === 0 ? ['skfr', 'grade', 'rate'] : ['rate', 'grade', 'skfr'];
      for (const job of order) time[job] = timed(jobs[job]).seconds;
      const { skfr, grade, rate } = time;
      runs.push({ skfr, grade, rate, gradeRatio: skfr / grade, rateRatio: skfr / rate });
    }
    // The rounds together: a round's ratio swings by a quarter on this machine
    // (a neighbour's load lands on one side of it), their sums and median less.
    const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
    const middle = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)];
    const all = { skfr: sum('skfr'), grade: sum('grade'), rate: sum('rate') };
    all.gradeRatio = all.skfr / all.grade;
    all.rateRatio = all.skfr / all.rate;
    all.medianGradeRatio = middle('gradeRatio');
    all.medianRateRatio = middle('rateRatio');
    lists.push({
      set: name, puzzles: puzzles.length, target, targetMet: all.gradeRatio >= target, rateTarget, rateTargetMet: all.rateRatio >= rateTarget, runs, all,
    });
  }
  const table = [['set', 'round', 'puzzles', 'skfr s', 'grade s', 'skfr/grade', 'rate s', 'skfr/rate', 'targets']];
  for (const l of lists) {
    const row = (round, r, targets) => [l.set, round, String(l.puzzles), r.skfr.toFixed(1), r.grade.toFixed(1), `${r.gradeRatio.toFixed(2)}x`,
      r.rate.toFixed(1), `${r.rateRatio.toFixed(2)}x`, targets];
    l.runs.forEach((r, i) => table.push(row(String(i + 1), r, '')));
    const met = (yes) => (yes ? 'met' : 'MISSED');
    table.push(row('all', l.all, `grade >= ${l.target}x ${met(l.targetMet)}, rate >= ${l.rateTarget}x ${met(l.rateTargetMet)}`));
  }
  console.log('\nagainst skfr 2.0.2 (one thread each, one after the other, skfr first in odd rounds and last in even ones; a round\'s ratio swings on this machine,');
  console.log('"all" is the summed times\' ratio; the median round\'s ratio is in the JSON)');
  printTable(table, 2);
  return { lists };
}

// The score bands of the generated puzzles: SE's scale from the singles to the nested chains.
const SE_BANDS = [[1.0, 1.5], [1.7, 2.6], [2.8, 3.4], [3.6, 4.4], [4.5, 5.6], [6.2, 6.9], [7.0, 7.5], [7.6, 8.3], [8.4, 8.9], [9.0, 9.1]];

// ER/EP/ED of engine.rate against se-ts's on samples of each list and on generated puzzles.
async function seBench(engine, dataDir, files, seconds, generatedCount) {
  const build = resolve(root, '../shared/tools/se-ts/build.sh');
  if (!existsSync(build)) {
    console.log('\nagainst se-ts: skipped (no ../shared/tools/se-ts)');
    return { skipped: 'no ../shared/tools/se-ts' };
  }
  const scratch = join(os.tmpdir(), 'pencilmark-bench-se-ts');
  execFileSync('bash', [build, scratch], { stdio: 'ignore' });
  // se-ts rates in a worker thread of this process, so that a puzzle it takes too long on (minutes
  // on some of the hardest) can be given up: the worker is stopped and a new one started.
  const workerCode = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData).then(({ createEngine, SolvingTechnique: T }) => {
      const later = new Set([T.TurbotFish, T.WXYZWing, T.VWXYZWing, T.UVWXYZWing, T.TUVWXYZWing,
        T.ThreeStrongLinks, T.FourStrongLinks, T.FiveStrongLinks, T.SixStrongLinks]);
      const engine = createEngine({ techniques: Object.values(T).filter((t) => !later.has(t)) });
      parentPort.on('message', ({ puzzle, er }) => {
        const began = performance.now();
        if (er === undefined) {
          const r = engine.rate(puzzle);
          parentPort.postMessage({ rating: [r.er, r.ep, r.ed].map((x) => x.toFixed(1)).join('/'), ms: performance.now() - began });
        } else {
          // The technique that set SE's ER: the first step of its path rated that much.
          const step = engine.solvePath(puzzle).steps.find((s) => s.hint.difficulty.toFixed(1) === er);
          parentPort.postMessage({ name: step ? step.hint.name : '?' });
        }
      });
      parentPort.postMessage({ ready: true });
    });`;
  const { Worker } = await import('node:worker_threads');
  const { pathToFileURL } = await import('node:url');
  let worker = null;
  const startWorker = () => new Promise((ready) => {
    worker = new Worker(workerCode, { eval: true, workerData: pathToFileURL(join(scratch, 'se.mjs')).href });
    worker.once('message', ready);
  });
  // se-ts's answer, or null when it takes more than `ms` (the worker is then stopped).
  async function ask(message, ms) {
    if (!worker) await startWorker();
    let timer;
    const answer = await Promise.race([
      new Promise((done) => { worker.once('message', done); worker.postMessage(message); }),
      new Promise((done) => { timer = setTimeout(() => done(null), ms); }),
    ]);
    clearTimeout(timer);
    if (answer === null) {
      await worker.terminate();
      worker = null;
    }
    return answer;
  }
  const perPuzzle = Math.max(10, seconds) * 1000;  // at most this long on one puzzle

  async function compare(name, puzzles, budget) {
    const row = { set: name, puzzles: 0, exact: 0, oursMs: 0, seMs: 0, differences: [], timedOut: 0 };
    const started = Date.now();
    for (const puzzle of puzzles) {
      if (budget && Date.now() - started > budget * 1000) break;
      let t = performance.now();
      let ours;
      try {
        ours = engine.rate(puzzle);
      } catch (error) {
        // Not one solution (a solver benchmark's lists hold some): SE does not rate those either.
        row.refused = (row.refused ?? 0) + 1;
        continue;
      }
      t = performance.now() - t;
      const theirs = await ask({ puzzle }, perPuzzle);
      if (!theirs) {
        row.timedOut++;
        continue;
      }
      row.oursMs += t;
      row.seMs += theirs.ms;
      const mine = [ours.score, ours.ep, ours.ed].map((x) => x.toFixed(1)).join('/');
      row.puzzles++;
      if (mine === theirs.rating) row.exact++;
      else {
        const named = await ask({ puzzle, er: theirs.rating.split('/')[0] }, perPuzzle);
        row.differences.push({ puzzle, se: theirs.rating, ours: mine, seBy: named?.name ?? '?', oursBy: ours.scoreBy });
      }
    }
    row.seconds = (Date.now() - started) / 1000;
    console.error(`se-ts: ${name}: ${row.exact} of ${row.puzzles} exact in ${row.seconds.toFixed(0)} s`);
    return row;
  }

  const rows = [];
  for (const file of files) {
    const lines = readFileSync(join(dataDir, file), 'utf8').split('\n').map((l) => l.trim().slice(0, 81))
      .filter((l) => /^[.0-9]{81}$/.test(l));
    // Evenly spaced, in an order that covers the whole list early: 0, 1/2, 1/4, 3/4, ...
    const order = [];
    const seen = new Set();
    for (let parts = 1; order.length < lines.length && parts <= lines.length * 2; parts *= 2) {
      for (let k = 0; k < parts; k++) {
        const i = Math.floor((k * lines.length) / parts);
        if (!seen.has(i)) { seen.add(i); order.push(lines[i]); }
      }
    }
    rows.push(await compare(basename(file, '.txt'), order, seconds));
  }
  // Generated: the same number for each band, seeds 1, 2, ...; a band the generator cannot
  // fill within its attempts is counted and skipped.
  const generated = [];
  let unmade = 0;
  const perBand = Math.ceil(generatedCount / SE_BANDS.length);
  for (const [i, score] of SE_BANDS.entries()) {
    for (let k = 0; k < perBand && generated.length < generatedCount; k++) {
      try {
        generated.push({ puzzle: engine.generate({ score, seed: 1 + i * 1000 + k }).puzzle, score });
      } catch {
        unmade++;
      }
    }
  }
  if (generated.length) {
    const row = await compare(`generated (${SE_BANDS.length} bands)`, generated.map((g) => g.puzzle), 0);
    const band = new Map(generated.map((g) => [g.puzzle, g.score]));
    row.unmade = unmade;
    row.outsideBand = row.differences.filter((d) => {
      const [lo, hi] = band.get(d.puzzle);
      const er = Number(d.se.split('/')[0]);
      return er < lo || er > hi;
    }).length;
    rows.push(row);
  }
  if (worker) await worker.terminate();
  const table = [['set', 'rated', 'exact', 'share', 'not unique', 'se-ts gave up', 'ours ms', 'se-ts ms', 'differences (SE ER by technique / ours)']];
  for (const r of rows) {
    const kinds = new Map();
    for (const d of r.differences) {
      const key = `${d.se.split('/')[0]} ${d.seBy} / ${d.ours.split('/')[0]} ${d.oursBy}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    table.push([r.set, String(r.puzzles), String(r.exact), `${((100 * r.exact) / Math.max(1, r.puzzles)).toFixed(2)}%`, String(r.refused ?? 0), String(r.timedOut),
      (r.oursMs / Math.max(1, r.puzzles)).toFixed(1), (r.seMs / Math.max(1, r.puzzles)).toFixed(1),
      [...kinds].map(([k, n]) => `${n}x ${k}`).join('; ') || '-']);
  }
  console.log(`\nagainst se-ts (SE 1.2.1's techniques; ER/EP/ED exact; each list until se-ts has rated ${seconds} s, in wasm and se-ts in one node process; target 99.5%)`);
  printTable(table, 1);
  const gen = rows.find((r) => r.unmade !== undefined);
  if (gen) console.log(`generated: ${gen.puzzles} made, ${gen.unmade} bands' puzzles not made, ${gen.outsideBand} whose SE rating is outside their band`);
  return rows;
}

// Ranks with ties sharing their mean rank, for Spearman's coefficient.
function ranks(xs) {
  const order = xs.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
  const r = new Array(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

function spearman(a, b) {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(ra), mean(rb)];
  let cov = 0, va = 0, vb = 0;
  for (let i = 0; i < ra.length; i++) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) ** 2;
    vb += (rb[i] - mb) ** 2;
  }
  return va && vb ? cov / Math.sqrt(va * vb) : 0;
}

// Our rating (engine.rate: SE's pass alone, in wasm) against Sudoku Explainer's ER/EP/ED
// (the calibration files docs/rating.md names).
function ratingBench(engine, ratingsDir, max) {
  const rows = [];
  for (const file of readdirSync(ratingsDir).filter((f) => f.endsWith('.txt')).sort()) {
    const all = readFileSync(join(ratingsDir, file), 'utf8').split('\n').map((l) => l.trim().split(/\s+/))
      .filter((f) => f.length === 2 && f[0].length === 81);
    // Evenly spaced over the file, not its first lines: hardest_eleven_2000 is sorted by ER.
    const lines = evenly(all, max);
    const theirs = lines.map(([, r]) => r.split('/').map(Number));
    const timed = rate(lines.map(([p]) => p), (p) => engine.rate(p));
    const row = { set: basename(file, '.txt'), puzzles: lines.length, perSecond: timed.perSecond };
    // ER/EP/ED all three as the file has them, to a tenth.
    const tenths = (r) => r.map((x) => x.toFixed(1)).join('/');
    row.exact = timed.results.filter((g, k) => tenths([g.score, g.ep, g.ed]) === tenths(theirs[k])).length;
    for (const [i, name] of [[0, 'er'], [1, 'ep'], [2, 'ed']]) {
      const ours = timed.results.map((g) => [g.score, g.ep, g.ed][i]);
      const se = theirs.map((r) => r[i]);
      row[name] = { spearman: spearman(ours, se), mae: ours.reduce((s, x, k) => s + Math.abs(x - se[k]), 0) / ours.length };
    }
    rows.push(row);
  }
  const table = [['set', 'puzzles', 'rated/s', 'exact', 'ER rho', 'ER MAE', 'EP rho', 'EP MAE', 'ED rho', 'ED MAE']];
  for (const r of rows) {
    table.push([r.set, String(r.puzzles), fmt(r.perSecond), `${((100 * r.exact) / r.puzzles).toFixed(1)}%`,
      ...['er', 'ep', 'ed'].flatMap((k) => [r[k].spearman.toFixed(3), r[k].mae.toFixed(2)])]);
  }
  console.log('\nrating against Sudoku Explainer (targets, issue 28: hardest_eleven_2000 rho >= 0.93, MAE <= 0.12; top1465_skfr and easy_skfr_1500 rho >= 0.99, MAE <= 0.07)');
  printTable(table, 1);
  return rows;
}

// Times engine.nextStep from every position of every solution path: the player's
// digits and pencil marks exactly as the path leaves them.
function hintBench(engine, dataDir, max = Infinity) {
  const puzzles = loadSet(dataDir, 'forum_hardest_1106.txt', max);
  let slowest = { ms: 0 }, calls = 0, total = 0;
  const times = [];
  for (const puzzle of puzzles) {
    const state = startingCandidates(puzzle);
    for (const step of engine.steps(puzzle)) {
      const values = state.values.map((v) => (v ? String(v) : '.')).join('');
      const candidates = state.cands.map((set) => Array.from({ length: 9 }, (_, d) => (set.has(d + 1) ? String(d + 1) : '.')).join('')).join('');
      const start = process.hrtime.bigint();
      const hint = engine.nextStep({ puzzle, values, candidates });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      times.push(ms);
      total += ms;
      calls++;
      if (ms > slowest.ms) slowest = { ms, puzzle, technique: hint.technique, values, candidates };
      for (const { cell, digit } of step.placements) if (!state.values[cell]) placeDigit(state, cell, digit);
      for (const { cell, digit } of step.eliminations) state.cands[cell].delete(digit);
    }
  }
  times.sort((a, b) => a - b);
  const result = {
    set: 'forum_hardest_1106', puzzles: puzzles.length, calls, meanMs: total / calls,
    medianMs: times[Math.floor(calls / 2)], p99Ms: times[Math.floor(calls * 0.99)], slowest,
  };
  console.log(`\nnextStep in wasm on every position of forum_hardest_1106 (${calls} calls): mean ${result.meanMs.toFixed(2)} ms, ` +
    `median ${result.medianMs.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(1)} ms, slowest ${slowest.ms.toFixed(1)} ms ` +
    `(${slowest.technique}); target: every nextStep < 100 ms`);
  return result;
}

const GENERATE_COUNT = [200, 100, 60, 60, 100];  // per level: enough for a second or more each
const QQWING_COUNT = { simple: 30, easy: 100, intermediate: 100, expert: 100 };

function timed(fn) {
  const start = process.hrtime.bigint();
  const value = fn();
  return { value, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

function generateBench(engine) {
  const levels = [];
  for (let level = 0; level <= 4; level++) {
    const n = GENERATE_COUNT[level];
    const native = timed(() => execFileSync(CLI_PATH, ['generate', '--level', String(level), '--count', String(n), '--seed', '1000'],
      { encoding: 'utf8' }));
    const wasm = timed(() => Array.from({ length: n }, (_, i) => engine.generate({ level, seed: 1000 + i })));
    const nativePuzzles = native.value.trim().split('\n').map((l) => l.split('\t')[0]);
    levels.push({
      level, puzzles: n, nativePerSecond: n / native.seconds, wasmPerSecond: n / wasm.seconds,
      firstAttemptShare: wasm.value.filter((g) => g.attempts === 1).length / n,
      meanAttempts: wasm.value.reduce((a, g) => a + g.attempts, 0) / n,
      sameAsNative: wasm.value.every((g, i) => g.puzzle === nativePuzzles[i]),
    });
  }
  const qqwing = [];
  for (const [difficulty, n] of Object.entries(QQWING_COUNT)) {
    const run = timed(() => execFileSync('qqwing', ['--generate', String(n), '--difficulty', difficulty, '--one-line'],
      { encoding: 'utf8' }));
    const ours = [0, 0, 0, 0, 0];
    for (const p of run.value.trim().split('\n')) ours[engine.grade(p).level]++;
    qqwing.push({ difficulty, puzzles: n, perSecond: n / run.seconds, ourLevels: ours });
  }
  // qqwing's rate at one of our levels: its puzzles per second that land there, best difficulty.
  for (const l of levels) {
    l.qqwingPerSecond = Math.max(...qqwing.map((q) => q.perSecond * q.ourLevels[l.level] / q.puzzles));
    l.nativeOverQqwing = l.qqwingPerSecond ? l.nativePerSecond / l.qqwingPerSecond : Infinity;
  }
  const table = [['level', 'native/s', 'wasm/s', 'first try', 'attempts', 'native = wasm', 'qqwing/s at level', 'native/qqwing']];
  for (const l of levels) {
    table.push([String(l.level), fmt(l.nativePerSecond), fmt(l.wasmPerSecond), `${(100 * l.firstAttemptShare).toFixed(0)}%`,
      l.meanAttempts.toFixed(1), l.sameAsNative ? 'yes' : 'NO', fmt(l.qqwingPerSecond),
      Number.isFinite(l.nativeOverQqwing) ? `${l.nativeOverQqwing.toFixed(1)}x` : '-']);
  }
  console.log('\ngenerator (targets: levels 0-3 >= 20/s in wasm; faster than qqwing natively at every comparable grade)');
  printTable(table, 1);
  const qtable = [['qqwing difficulty', 'puzzles', 'qqwing/s', 'our L0', 'L1', 'L2', 'L3', 'L4']];
  for (const q of qqwing) qtable.push([q.difficulty, String(q.puzzles), fmt(q.perSecond), ...q.ourLevels.map(String)]);
  printTable(qtable, 1);
  return { levels, qqwing };
}

function exactBench(engine, dataDir, files, max) {
  const dlx = new DancingLinks();
  const solvers = [
    (p) => engine.findSolution(p), (p) => engine.countSolutions(p, 2),
    (p) => dlxSolver(dlx, p).findOne().length, (p) => dlxSolver(dlx, p).find(2).length,
  ];
  warmUp(files.flatMap((f) => loadSet(dataDir, f, 200)), solvers);
  const rows = [];
  for (const file of files) {
    const puzzles = loadSet(dataDir, file, max);
    const native = nativeBench([join(dataDir, file), String(puzzles.length)]);
    const [wasmSolve, wasmCount, dlxSolve, dlxCount] = solvers.map((fn) => rate(puzzles, fn));
    const ratio = (a, b) => a.perSecond / b.perSecond;
    rows.push({
      set: basename(file, '.txt'),
      puzzles: puzzles.length,
      solve: { native: native.solvePerSecond, wasm: wasmSolve.perSecond, dancingLinks: dlxSolve.perSecond,
        wasmOverDancingLinks: ratio(wasmSolve, dlxSolve) },
      count2: { native: native.count2PerSecond, wasm: wasmCount.perSecond, dancingLinks: dlxCount.perSecond,
        wasmOverDancingLinks: ratio(wasmCount, dlxCount) },
      countDisagreements: wasmCount.results.filter((n, i) => n !== dlxCount.results[i]).length,
    });
  }
  const table = [['set', 'puzzles', 'mode', 'native/s', 'wasm/s', 'dancing-links/s', 'wasm/dlx']];
  for (const r of rows) {
    for (const mode of ['solve', 'count2']) {
      const m = r[mode];
      table.push([r.set, String(r.puzzles), mode === 'solve' ? 'first solution' : 'count to 2',
        fmt(m.native), fmt(m.wasm), fmt(m.dancingLinks), `${m.wasmOverDancingLinks.toFixed(1)}x`]);
    }
  }
  console.log('exact solver (target: wasm >= 10x dancing-links on every set)');
  printTable(table, 3);
  const lowestRatio = Math.min(...rows.flatMap((r) => [r.solve.wasmOverDancingLinks, r.count2.wasmOverDancingLinks]));
  console.log(`lowest wasm/dancing-links ratio: ${lowestRatio.toFixed(1)}x`);
  const bad = rows.filter((r) => r.countDisagreements > 0);
  if (bad.length) console.log(`count disagreements with dancing-links: ${bad.map((r) => `${r.set} ${r.countDisagreements}`).join(', ')}`);
  return { lowestRatio, sets: rows };
}

// The reader on the held-out photos (tests/data/reader/photo_split.txt), natively
// and in wasm (the reader's own module, as the page loads it; photos decoded by
// jpeg-js, time the reading alone), and on the screenshots of this page and of
// other apps (tests/data/reader/screens, tests/data/reader/apps), natively.
async function readerBench(photos) {
  const bench = join(root, 'build/native/pencilmark-reader-bench');
  const split = join(root, 'tests/data/reader/photo_split.txt');
  const r = JSON.parse(execFileSync(bench, ['--split', split, '--set', 'heldout', photos], { encoding: 'utf8' }));
  const pct = (n, d) => (d ? `${(100 * n / d).toFixed(1)}%` : '-');
  const wasm = await readerWasm(photos, split);
  const result = {
    photos: r.total, gridsFound: r.found, readRight: r.read_right, wrongAllUnsure: r.wrong_all_unsure,
    wrongUnmarked: r.wrong_unmarked, notFound: r.total - r.found, cells: r.cells, cellsRight: r.cells_right,
    cellsRightShare: r.cells ? r.cells_right / r.cells : null, unsureRight: r.unsure_right, unsureWrong: r.unsure_wrong,
    emptyAsDigit: r.empty_as_digit, digitAsEmpty: r.digit_as_empty, digitAsOther: r.digit_as_other,
    sureConfidence: r.sure_confidence, msPerPhoto: r.ms_per_photo, classifyMsPerPhoto: r.classify_ms_per_photo,
    decodeMsPerPhoto: r.decode_ms_per_photo, wasm,
    screens: {},
  };
  console.log(`\nreader on the ${r.total} held-out photos (cells over the found grids)`);
  printTable([
    ['photos', 'grids found', 'all cells right', 'wrong all unsure', 'wrong unmarked', 'cells right', 'unsure but right', 'ms/photo native', 'ms/photo wasm'],
    [String(r.total), String(r.found), String(r.read_right), String(r.wrong_all_unsure), String(r.wrong_unmarked),
      `${pct(r.cells_right, r.cells)} (${r.cells_right}/${r.cells})`, String(r.unsure_right),
      `${r.ms_per_photo.toFixed(1)} (+${r.decode_ms_per_photo.toFixed(1)} decode)`,
      `${wasm.msPerPhoto.toFixed(1)} (largest ${wasm.largest})`],
  ], 0);
  console.log(`wrong cells: ${r.empty_as_digit} empty read as a digit, ${r.digit_as_empty} digit read as empty, ` +
    `${r.digit_as_other} digit read as another; ${r.total - r.found} photos without a grid; ` +
    `wasm reads ${wasm.sameAsNative}/${wasm.photos} photos as natively`);
  const rows = [['screenshots', 'shots', 'found', 'every digit right', 'wrong unmarked', 'marks right', 'marks where none', 'ms/shot']];
  for (const [key, table] of [['page', 'screens/screens.tsv'], ['otherApps', 'apps/apps.tsv']]) {
    const shots = JSON.parse(execFileSync(bench, ['--screens', join(root, 'tests/data/reader', table)], { encoding: 'utf8' }));
    result.screens[key] = shots;
    rows.push([key === 'page' ? "this page's" : "other apps'", String(shots.shots), String(shots.found),
      `${shots.read_right} (${pct(shots.read_right, shots.shots)})`, String(shots.wrong_unmarked),
      `${shots.marks_right}/${shots.marks_shots}`, String(shots.false_marks), shots.ms_per_shot.toFixed(1)]);
  }
  printTable(rows, 1);
  return result;
}

// The held-out photos read through wasm: the time a photo (the largest's
// size named), and how many read as the native reader reads them.
async function readerWasm(photos, split) {
  const { default: jpeg } = await import('jpeg-js');
  const { createReader } = await import('../dist/engine.js');
  const reader = await createReader();
  const names = readFileSync(split, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([name, set]) => name && set === 'heldout').map(([name]) => name);
  let ms = 0, largest = 0, largestSize = '', same = 0;
  for (const name of names) {
    const file = join(photos, `${name}.jpg`);
    const picture = jpeg.decode(readFileSync(file), { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
    const start = performance.now();
    let puzzle = null;
    try {
      puzzle = reader.readImage(picture).puzzle;
    } catch {
      // no grid: timed all the same
    }
    ms += performance.now() - start;
    if (picture.width * picture.height > largest) largest = picture.width * picture.height, largestSize = `${picture.width}x${picture.height}`;
    let native;
    try {
      native = execFileSync(CLI_PATH, ['read', file], { encoding: 'utf8' });
    } catch (failed) {
      native = failed.stdout ?? ''; // exit 1: no grid, 'error: ...' on stdout
    }
    same += (puzzle ?? 'error: no Sudoku grid found in the picture') === native.split('\t')[0].trim();
  }
  return { photos: names.length, msPerPhoto: ms / names.length, largest: largestSize, sameAsNative: same };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.dataDir)) {
    console.error(`bench: no data folder at ${args.dataDir}; pass one: npm run bench -- DATA_DIR`);
    process.exit(2);
  }
  const engine = await createEngine();
  const files = readdirSync(args.dataDir).filter((f) => f.endsWith('.txt')).sort()
    .filter((f) => !args.sets || args.sets.includes(basename(f, '.txt')));
  const runs = (part) => !args.only || args.only === part;
  const result = {
    benchmark: 'pencilmark', date: new Date().toISOString(), node: process.version, cpu: os.cpus()[0]?.model,
    maxPuzzlesPerSet: args.max, gradeMaxPuzzlesPerSet: args.gradeMax,
    exact: runs('exact') ? exactBench(engine, args.dataDir, files, args.max) : undefined,
    grade: runs('grade') ? gradeBench(engine, args.dataDir, files, args.gradeMax) : undefined,
    rating: runs('rating') && existsSync(args.ratings) ? ratingBench(engine, args.ratings, args.gradeMax) : undefined,
    hints: runs('hints') && existsSync(join(args.dataDir, 'forum_hardest_1106.txt')) ? hintBench(engine, args.dataDir, args.hintsMax) : undefined,
    generate: runs('generate') ? generateBench(engine) : undefined,
    jobs: runs('jobs') && existsSync(join(args.dataDir, 'forum_hardest_1106.txt')) ? jobsBench(args.dataDir) : undefined,
    skfr: runs('skfr') ? skfrBench(args.dataDir, args.rounds) : undefined,
    se: runs('se') ? await seBench(engine, args.dataDir, files, args.seSeconds, args.seGenerated) : undefined,
    reader: runs('reader') && existsSync(args.photos) ? await readerBench(args.photos) : undefined,
  };
  const outDir = join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const stamp = result.date.replace(/[:.]/g, '-');
  writeFileSync(join(outDir, `bench-${stamp}.json`), JSON.stringify(result, null, 2) + '\n');
  writeFileSync(join(outDir, 'bench-latest.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(`\nwrote bench/results/bench-${stamp}.json`);
}

await main();
