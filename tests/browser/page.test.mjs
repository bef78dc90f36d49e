// The static site in dist/, served on localhost and used in Debian's Chromium.
// The page sets a strict Content-Security-Policy, so this also shows the wasm
// module runs without eval.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from '../support/browser.mjs';
import { fixture, isValidSolution, readLines, root } from '../support/rules.mjs';

const shots = resolve(root, 'test-results');
const [puzzle, expected] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
let site, browser, page;
const problems = [];

before(async () => {
  mkdirSync(shots, { recursive: true });
  site = await serve(resolve(root, 'dist'), 0);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('response', (res) => { if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`); });
  await page.goto(site.url);
  await page.getByText('Ready.').waitFor();
});

after(async () => {
  await browser?.close();
  site?.server.close();
});

async function boardDigits() {
  return (await page.locator('[role=gridcell]').allTextContents()).map((t) => t || '.').join('');
}

test('typing a puzzle and pressing Solve fills the board with the solution', async () => {
  await page.getByLabel('Puzzle').fill(puzzle);
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByText('Solved: this puzzle has exactly one solution.').waitFor();
  const shown = await boardDigits();
  assert.ok(isValidSolution(puzzle, shown), shown);
  assert.equal(shown, expected);
  assert.equal(await page.locator('.cell.given').count(), [...puzzle].filter((c) => c !== '.').length);
  await page.screenshot({ path: resolve(shots, 'page-solved.png') });
});

test('bad input shows the parser\'s message next to the board', async () => {
  await page.getByLabel('Puzzle').fill('7...7' + '.'.repeat(76));
  await page.getByRole('button', { name: 'Solve' }).click();
  const message = page.locator('#message');
  await assert.doesNotReject(message.getByText('r1c1 and r1c5 are both 7 (row 1)').waitFor());
  assert.match(await message.getAttribute('class'), /error/);
  assert.equal(await boardDigits(), '.'.repeat(81), 'the board no longer shows the previous solution');
  await page.screenshot({ path: resolve(shots, 'page-error.png') });
});

test('a link with ?p= loads that puzzle and the page says when it has several solutions', async () => {
  const improper = readLines(fixture('multiple_solutions.txt'))[0];
  await page.goto(`${site.url}?p=${improper}`);
  await page.getByText('Ready.').waitFor();
  assert.equal(await boardDigits(), improper);
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByText('This puzzle has more than one solution.').waitFor();
});

test('no console errors or CSP violations', () => {
  assert.deepEqual(problems, []);
});
