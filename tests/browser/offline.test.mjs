// The installed app offline, in Debian's Chromium: after one visit the service
// worker has every file, the wasm engine included; an update waits for the player.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from '../support/browser.mjs';
import { fixture, readLines, root } from '../support/rules.mjs';
import { printedPuzzlePicture } from '../support/pictures.mjs';

const [puzzle, expected] = readLines(fixture('kaggle_solved.csv'))[2].split(',');
let site, browser, copy;

before(async () => {
  // A copy of the site, so the update test can change it under a running page.
  copy = mkdtempSync(join(tmpdir(), 'pencilmark-site-'));
  cpSync(resolve(root, 'dist'), copy, { recursive: true });
  site = await serve(copy, 0);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  site?.server.close();
  rmSync(copy, { recursive: true, force: true });
});

async function visitUntilControlled(context, query = '') {
  const page = await context.newPage();
  await page.goto(`${site.url}${query}`);
  await page.getByText('Ready.', { exact: true }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  return page;
}

test('a first visit downloads the solver, the engine and the photo reader once: the service worker revalidates what the page loaded', async () => {
  const sent = [];
  const log = (req, res) => res.on('finish', () => sent.push([new URL(req.url, site.url).pathname, res.statusCode]));
  site.server.on('request', log);
  const context = await browser.newContext();
  await visitUntilControlled(context);
  site.server.off('request', log);
  await context.close();
  const wasm = sent.filter(([path]) => path.endsWith('.wasm'));
  const downloaded = wasm.filter(([, status]) => status === 200).map(([path]) => path.replace(/-simd/, '')).sort();
  // The photo reader's module: the page loads it only when a picture is opened; the
  // service worker fetches it once, after the page is ready, so a photo reads offline.
  // So with the whole solver, which reads other apps' links before the engine has
  // loaded (the page loaded the lite one).
  assert.deepEqual(downloaded, ['/pencilmark-reader.wasm', '/pencilmark-solver-lite.wasm', '/pencilmark-solver.wasm', '/pencilmark-wasm.wasm'], JSON.stringify(wasm));
  // Then only revalidations: the service worker's of both, and the grading
  // worker's of the engine when it asked before the service worker took over.
  const revalidated = (name) => wasm.filter(([path, status]) => status === 304 && path.includes(name)).length;
  assert.equal(wasm.filter(([, status]) => status !== 200 && status !== 304).length, 0, JSON.stringify(wasm));
  assert.equal(revalidated('pencilmark-solver'), 1, JSON.stringify(wasm));
  assert.ok([1, 2].includes(revalidated('pencilmark-wasm')), JSON.stringify(wasm));
});

test('after one visit the app loads and works offline: saved game, hints, new puzzles, a photo read, a booklet to print', async () => {
  const context = await browser.newContext();
  const page = await visitUntilControlled(context, `?p=${puzzle}`);
  assert.equal(context.serviceWorkers().length, 1);
  const empty = puzzle.indexOf('.');
  await page.locator('[role=gridcell]').nth(empty).click();
  await page.keyboard.press(expected[empty]);

  await context.setOffline(true);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();  // the engine came from the cache
  const digits = await page.locator('[role=gridcell] .value').evaluateAll((s) => s.map((x) => x.textContent || '.').join(''));
  assert.equal(digits[empty], expected[empty], 'the saved game is there');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText(/^Where to look/).waitFor();
  await page.getByRole('button', { name: 'Grade' }).click();
  await page.locator('#grade-panel').getByText(/level \d\), score/).waitFor();
  await page.getByLabel('Level').selectOption('Medium');  // it shows the loaded puzzle's level, Easy
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await page.getByText(/^New medium puzzle\.$/).waitFor();
  // A photo reads offline too: the reader's module came from the cache.
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#photo-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await printedPuzzlePicture(page, puzzle) });
  await page.getByText(/\d+ digits read\./).waitFor();
  await page.getByRole('button', { name: 'Play this' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  // A booklet to print is made offline too: its code and its worker's engine came from the cache.
  await page.evaluate(() => { window.print = () => { window.printed = true; }; });
  await page.getByRole('button', { name: 'Print a booklet' }).click();
  await page.getByLabel('How many').fill('2');
  await page.getByRole('button', { name: 'Make and print' }).click();
  await page.getByText(/^2 puzzles on 2 pages/).waitFor();
  assert.equal(await page.evaluate(() => window.printed), true);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: resolve(root, 'test-results/app-offline.png') });
  await context.close();
});

test('a new version waits for the player, who is told and reloads onto it', async () => {
  const context = await browser.newContext();
  const page = await visitUntilControlled(context);
  const oldCaches = await page.evaluate(() => caches.keys());
  assert.equal(oldCaches.length, 1);

  // Publish a new version: the service worker's file changes (as the build's version would).
  const sw = join(copy, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = '$1-next'"));
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.locator('#update').getByText('A new version of Pencilmark is ready.').waitFor();
  assert.equal(await page.evaluate(() => caches.keys()).then((k) => k.length), 2, 'the old version still runs meanwhile');

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await page.getByText('Ready.', { exact: true }).waitFor();
  await page.waitForFunction(() => caches.keys().then((k) => k.length === 1 && k[0].endsWith('-next')));
  await context.close();
});

test('an update with two tabs open: Reload in one moves both onto the new version, the games saved first', async () => {
  const context = await browser.newContext();
  const first = await visitUntilControlled(context, `?p=${puzzle}`);
  const empty = puzzle.indexOf('.');
  await first.locator('[role=gridcell]').nth(empty).click();
  await first.keyboard.press(expected[empty]);
  const second = await visitUntilControlled(context);
  const sw = join(copy, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const VERSION = '([^']+)'/, "const VERSION = '$1-two'"));
  await first.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  for (const tab of [first, second]) await tab.locator('#update').getByText('A new version of Pencilmark is ready.').waitFor();

  // Reload in the second tab: the first, which ran the old version too, follows on its own.
  const firstReloads = first.waitForEvent('load');
  await Promise.all([second.waitForEvent('load'), second.getByRole('button', { name: 'Reload' }).click()]);
  await firstReloads;
  for (const tab of [first, second]) {
    await tab.getByText('Ready.', { exact: true }).waitFor();
    assert.ok(await tab.locator('#update').isHidden());
    await tab.waitForFunction(() => caches.keys().then((k) => k.length === 1 && k[0].endsWith('-two')));
    assert.ok(await tab.evaluate(() => navigator.serviceWorker.controller !== null));
  }
  const digits = await first.locator('[role=gridcell] .value').evaluateAll((s) => s.map((x) => x.textContent || '.').join(''));
  assert.equal(digits[empty], expected[empty], 'the first tab\'s game, saved before it reloaded');
  await context.close();
});
