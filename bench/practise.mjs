// node bench/practise.mjs: Practise a technique in Debian's Chromium, for every
// technique of the table: the time from "Make a puzzle" to the practice game open
// at the technique's step (the target: 2 s each on the 2-core machine), with
// where the position came from (the bank shipped with the page, or a live search).
// Each technique in a fresh browser context (nothing served before). Prints a
// table and writes JSON to bench/results/practise.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/serve.mjs';
import { launchChromium } from '../tests/support/browser.mjs';
import { createEngine } from '../dist/engine.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_MS = 2000;
const table = (await createEngine()).techniques();
const site = await serve(resolve(root, 'dist'), 0);
const browser = await launchChromium();
const rows = [];
try {
  for (const { key, name } of table) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}?p=4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8`);
    await page.getByText('Ready.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Practise a technique' }).click();
    await page.getByLabel('Technique', { exact: true }).selectOption(key);
    const started = Date.now();
    await page.getByRole('button', { name: 'Make a puzzle' }).click();
    let ms = null;
    try {
      await page.getByText(`Practise ${name}: it is the next step here.`).waitFor({ timeout: 120000 });
      ms = Date.now() - started;
    } catch { /* not found in two minutes */ }
    const fromBank = await page.evaluate(() => performance.getEntriesByName('pencilmark:practise-bank').length > 0);
    rows.push({ key, ms, source: ms === null ? 'none' : fromBank ? 'bank' : 'search', met: ms !== null && ms <= TARGET_MS });
    console.log(`${key.padEnd(32)} ${ms === null ? 'not found' : `${ms} ms`}${fromBank ? ' (bank)' : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
  site.server.close();
}
const times = rows.filter((r) => r.ms !== null).map((r) => r.ms).sort((a, b) => a - b);
const summary = {
  techniques: rows.length, withinTarget: rows.filter((r) => r.met).length, targetMs: TARGET_MS,
  medianMs: times[Math.floor(times.length / 2)] ?? null, maxMs: times.at(-1) ?? null,
  missed: rows.filter((r) => !r.met).map((r) => `${r.key}: ${r.ms ?? 'none'}`),
};
console.log(summary);
mkdirSync(resolve(root, 'bench/results'), { recursive: true });
writeFileSync(resolve(root, 'bench/results/practise.json'), `${JSON.stringify({ summary, rows }, null, 2)}\n`);
