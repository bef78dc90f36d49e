// npm run bench:lighthouse: Lighthouse 11.7.1 (the last version with a PWA
// category) on the page, the Techniques page and the sample embed post, run against Debian's Chromium.
// Records the PWA checks, performance, accessibility, best practices and SEO.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/serve.mjs';
import { CHROMIUM_ARGS } from '../tests/support/browser.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['', 'techniques.html', 'embed-example.html'];
const CATEGORIES = ['pwa', 'performance', 'accessibility', 'best-practices', 'seo'];

const site = await serve(join(root, 'dist'), 0);
const work = mkdtempSync(join(tmpdir(), 'pencilmark-lh-'));
const results = [];
try {
  for (const page of PAGES) {
    const out = join(work, 'report.json');
    // Asynchronous: this process also runs the server Lighthouse is loading from.
    await promisify(execFile)(join(root, 'node_modules/.bin/lighthouse'), [
      `${site.url}${page}`, '--quiet', '--output=json', `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      // Lighthouse's launcher makes its own profile: another --user-data-dir stalls it.
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 26 });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
    const failing = Object.values(report.categories).flatMap((c) => c.auditRefs)
      .map((ref) => report.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} (${a.score})`);
    results.push({
      page: page || 'index.html', scores, installable: report.audits['installable-manifest']?.score === 1,
      failing: [...new Set(failing)], runWarnings: report.runWarnings,
    });
  }
} finally {
  site.server.close();
  rmSync(work, { recursive: true, force: true });
}
console.log('page                pwa  perf  a11y  best  seo  installable');
for (const r of results) {
  const s = r.scores;
  console.log(`${r.page.padEnd(18)}  ${String(s.pwa).padStart(3)}  ${String(s.performance).padStart(4)}  ` +
    `${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(3)}  ${r.installable ? 'yes' : 'NO'}`);
  if (r.failing.length) console.log(`  not passing: ${r.failing.join(', ')}`);
}
console.log('targets: installable PWA, performance 100, accessibility 100, best practices 100, SEO >= 95');
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/lighthouse-latest.json'),
  JSON.stringify({ benchmark: 'lighthouse', version: '11.7.1', date: new Date().toISOString(), results }, null, 2) + '\n');
console.log('wrote bench/results/lighthouse-latest.json');
