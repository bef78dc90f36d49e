// npm run bench:page -- [DATA_DIR] [--against DIST]
//
// The page in Debian's Chromium, median of 5 cold loads, on localhost and with a
// throttled profile (150 ms RTT, 1.6 Mbps, 4x CPU slowdown): bytes of the first
// load (raw and gzip, wasm included: every request made before the page says
// Ready, its board playable and its solution known, by the solver module), and of
// the whole visit (the engine that loads after, the hint), requests (and any
// that leave the origin), time to a board showing its digits (painted by the
// page's HTML since web/first-paint.js), to the board playable (app.js has run;
// NaN for a build before that mark), to Ready and to the
// whole engine loaded, time from a Hint press (once the engine is there) to its
// first frame on the hardest puzzle of forum_hardest_1106.txt, and layout shift.
// Prints a table and writes JSON to bench/results/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '../scripts/serve.mjs';
import { launchChromium } from '../tests/support/browser.mjs';
import { createEngine } from '../dist/engine.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOADS = 5;
const PROFILES = {
  localhost: null,
  throttled: { latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (0.75e6 / 8), cpu: 4 },
};

// The hardest puzzle of the set by our grader: highest score, then most steps.
async function hardestPuzzle(dataDir) {
  const file = join(dataDir, 'forum_hardest_1106.txt');
  if (!existsSync(file)) return null;
  const engine = await createEngine();
  let best = null;
  for (const p of readFileSync(file, 'utf8').split('\n').filter((l) => l.length === 81)) {
    const g = engine.grade(p);
    if (!best || g.score > best.grade.score || (g.score === best.grade.score && g.steps > best.grade.steps)) best = { p, grade: g };
  }
  return best.p;
}

async function coldLoad(browser, url, profile, hintPuzzle) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 860 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: profile.latency, downloadThroughput: profile.downloadThroughput,
      uploadThroughput: profile.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  const origin = new URL(url).origin;
  const responses = [];
  page.on('response', (res) => responses.push(res));
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${url}?p=${hintPuzzle}`);
  await page.getByText('Ready.', { exact: true }).waitFor({ timeout: 60000 });
  const [board, playable, ready, readyAt] = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return [at('pencilmark:board'), at('pencilmark:playable'), at('pencilmark:ready'), performance.timeOrigin + at('pencilmark:ready')];
  });
  await page.waitForFunction(() => performance.getEntriesByName('pencilmark:engine').length > 0, null, { timeout: 60000 });
  const engine = await page.evaluate(() => performance.getEntriesByName('pencilmark:engine')[0].startTime);
  // Layout shift of the load, taken before the hint: the bench's click is not user
  // input to Chromium, so the hint panel opening would count, where a person's tap does not.
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => window.__shift);
  // The hint: from the press to the frame that shows its first stage.
  const hint = await page.evaluate(() => new Promise((done) => {
    const start = performance.now();
    new PerformanceObserver((list, observer) => {
      const mark = list.getEntries().find((e) => e.name === 'pencilmark:hint-frame');
      if (mark) { observer.disconnect(); done(mark.startTime - start); }
    }).observe({ type: 'mark' });
    document.getElementById('hint').click();
  }));
  let raw = 0, gzip = 0, foreign = 0, firstRaw = 0, firstGzip = 0, firstRequests = 0;
  for (const res of responses) {
    if (new URL(res.url()).origin !== origin) foreign++;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const packed = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += packed;
    if (res.request().timing().startTime <= readyAt) {
      firstRaw += body.length;
      firstGzip += packed;
      firstRequests++;
    }
  }
  await context.close();
  return {
    boardMs: board, playableMs: playable, readyMs: ready, engineMs: engine, hintMs: hint, layoutShift: shift, requests: responses.length, foreignRequests: foreign,
    firstBytesRaw: firstRaw, firstBytesGzip: firstGzip, firstRequests, bytesRaw: raw, bytesGzip: gzip,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The medians of each measure over a profile's loads.
function medians(loads) {
  const summary = {};
  for (const key of Object.keys(loads[0])) summary[key] = median(loads.map((l) => l[key]));
  return summary;
}

// npm run bench:page -- [DATA_DIR] [--against DIST]: with --against, another build's
// dist (an older commit's, built in a worktree) is loaded too, its loads taking
// turns with this one's in the same run, so both meet the same machine and load;
// the table gains its rows and this build's board time as a multiple of its.
async function main() {
  const args = process.argv.slice(2);
  const againstAt = args.indexOf('--against');
  const against = againstAt >= 0 ? resolve(args.splice(againstAt, 2)[1] ?? '') : null;
  if (against && !existsSync(join(against, 'index.html'))) throw new Error(`--against ${against}: no built page there (index.html)`);
  const dataDir = resolve(args[0] ?? join(root, '../shared/data/puzzles'));
  const puzzle = await hardestPuzzle(dataDir) ?? '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
  const sites = { this: await serve(join(root, 'dist'), 0), ...(against ? { against: await serve(against, 0) } : {}) };
  const browser = await launchChromium();
  const results = {}, baseline = {};
  try {
    for (const [name, profile] of Object.entries(PROFILES)) {
      const loads = [], others = [];
      for (let i = 0; i < LOADS; i++) {
        loads.push(await coldLoad(browser, sites.this.url, profile, puzzle));
        if (against) others.push(await coldLoad(browser, sites.against.url, profile, puzzle));
      }
      results[name] = { median: medians(loads), loads };
      if (against) baseline[name] = { median: medians(others), loads: others };
    }
  } finally {
    await browser.close();
    for (const site of Object.values(sites)) site.server.close();
  }
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`page, median of ${LOADS} cold loads (hint on ${puzzle})${against ? `, taking turns with ${against}` : ''}`);
  console.log('            first load (to Ready)       whole visit (engine, hint)');
  console.log('profile     raw       gzip      requests  raw       gzip      requests  foreign  board     playable  ready     engine    first hint frame  layout shift');
  const rows = [...Object.entries(results), ...Object.entries(baseline).map(([name, r]) => [`${name}*`, r])];
  for (const [name, { median: m }] of rows) {
    console.log(`${name.padEnd(10)}  ${kb(m.firstBytesRaw).padEnd(8)}  ${kb(m.firstBytesGzip).padEnd(8)}  ${String(m.firstRequests).padEnd(8)}  ` +
      `${kb(m.bytesRaw).padEnd(8)}  ${kb(m.bytesGzip).padEnd(8)}  ${String(m.requests).padEnd(8)}  ` +
      `${String(m.foreignRequests).padEnd(7)}  ${`${m.boardMs.toFixed(0)} ms`.padEnd(8)}  ${`${m.playableMs.toFixed(0)} ms`.padEnd(8)}  ${`${m.readyMs.toFixed(0)} ms`.padEnd(8)}  ` +
      `${`${m.engineMs.toFixed(0)} ms`.padEnd(8)}  ` +
      `${`${m.hintMs.toFixed(1)} ms`.padEnd(16)}  ${m.layoutShift.toFixed(3)}`);
  }
  const speedup = {};
  if (against) {
    console.log(`* ${against}`);
    for (const name of Object.keys(results)) {
      // A build whose board app.js draws has it playable as it shows it: its board time is its playable time.
      const base = baseline[name].median, ours = results[name].median;
      speedup[name] = { board: base.boardMs / ours.boardMs, playable: (base.playableMs || base.boardMs) / ours.playableMs, ready: base.readyMs / ours.readyMs };
      console.log(`${name}: board shown ${speedup[name].board.toFixed(2)}x as soon, playable ${speedup[name].playable.toFixed(2)}x as soon, Ready ${speedup[name].ready.toFixed(2)}x as soon as *`);
    }
  }
  console.log('targets: first load <= 75 KB gzip; board <= 150 ms localhost, <= 1.0 s throttled, and 1.25x as soon as at 3d1bef4 (--against its dist); first hint frame <= 100 ms; layout shift 0; no foreign requests');
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const result = {
    benchmark: 'page', date: new Date().toISOString(), loads: LOADS, hintPuzzle: puzzle, profiles: PROFILES, results,
    ...(against ? { against, baseline, speedup } : {}),
  };
  writeFileSync(join(out, 'page-latest.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('wrote bench/results/page-latest.json');
}

await main();
