// <pencilmark-board> in Debian's Chromium: the sample blog post under a strict
// Content-Security-Policy, bad attributes, the <iframe> form, and a page on
// another origin embedding from a host that sends CORS headers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from '../support/browser.mjs';
import { fixture, readLines, root } from '../support/rules.mjs';

const puzzle = readLines(fixture('technique_examples.txt')).find((l) => l.startsWith('x-wing\t')).split('\t')[1];
let site, browser, context, page;
const problems = [];

before(async () => {
  site = await serve(resolve(root, 'dist'), 0, '127.0.0.1', { cors: true });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
});

after(async () => {
  await browser?.close();
  site?.server.close();
});

const board = (id) => page.locator(`pencilmark-board#${id}`);

test('the sample post under a strict CSP renders its boards and plays a replay', async () => {
  await page.goto(`${site.url}embed-example.html`);
  await board('x-wing').getByText(/^Step \d+ of \d+: X-Wing\. /).waitFor();
  await board('static').locator('[role=gridcell]').first().waitFor();
  assert.equal(await board('static').locator('[role=gridcell]').count(), 81);
  // A board only shown has no selected cell; one to play has.
  assert.equal(await board('static').locator('.cell.selected').count(), 0);
  assert.equal(await board('play').locator('[role=gridcell]').count(), 81);
  assert.equal(await board('play').locator('.cell.selected').count(), 1);
  const first = await board('x-wing').locator('.text').textContent();
  const n = Number(/^Step (\d+)/.exec(first)[1]);
  await board('x-wing').getByRole('button', { name: 'Next step' }).click();
  await board('x-wing').getByText(new RegExp(`^Step ${n + 1} of `)).waitFor();
  await board('x-wing').getByRole('button', { name: 'Play' }).click();
  await board('x-wing').getByText(new RegExp(`^Step ${n + 2} of `)).waitFor({ timeout: 5000 });
  await board('x-wing').getByRole('button', { name: 'Pause' }).click();
  await board('broken').getByRole('alert').getByText("Pencilmark: bad character 'x' at position 10").waitFor();
  // Every board on the page shares one worker, so one wasm instance.
  assert.equal(page.workers().length, 1);
  await page.screenshot({ path: resolve(root, 'test-results/embed-example.png'), fullPage: true });
});

test('a board plays and gives a hint in stages', async () => {
  const play = board('play');
  await play.getByRole('button', { name: 'Hint' }).click();
  await play.getByText(/^Where to look\. Look at /).waitFor();
  await play.getByRole('button', { name: 'Hint' }).click();
  await play.getByRole('button', { name: 'Hint' }).click();
  await play.getByRole('button', { name: 'Apply' }).click();
  assert.ok(await play.locator('.cell.entered').count() >= 1);
});

test('bad attributes show a readable message inside the board', async () => {
  const cases = [
    [{ puzzle, mode: 'dance' }, 'Pencilmark: mode must be play, hints, replay or static, not "dance".'],
    [{ puzzle, theme: 'neon' }, 'Pencilmark: theme must be light, dark or auto, not "neon".'],
    [{ puzzle, size: 'big' }, 'Pencilmark: size must be a width like 360px, 24rem or 100%, not "big".'],
    [{ puzzle, mode: 'replay', step: '0' }, 'Pencilmark: step must be a step number from 1, not "0".'],
    [{ puzzle, mode: 'replay', technique: 'magic' }, 'Pencilmark: unknown technique "magic".'],
    [{ puzzle, mode: 'replay', technique: 'jellyfish' }, "Pencilmark: this puzzle's solution does not use Jellyfish."],
    [{ mode: 'static' }, 'Pencilmark: the puzzle attribute is missing.'],
    [{ puzzle: '.'.repeat(81), mode: 'play' }, 'Pencilmark: this puzzle has more than one solution.'],
  ];
  for (const [attributes, message] of cases) {
    const text = await page.evaluate(async (attrs) => {
      const el = document.createElement('pencilmark-board');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
      for (let i = 0; i < 100 && !el.shadowRoot.querySelector('.problem'); i++) await new Promise((r) => setTimeout(r, 50));
      const found = el.shadowRoot.querySelector('.problem')?.textContent;
      el.remove();
      return found;
    }, attributes);
    assert.equal(text, message, JSON.stringify(attributes));
  }
});

test('the <iframe> form shows a board for hosts that allow no scripts', async () => {
  // A page of its own: the host's page, not the sample post (whose CSP allows no inline style).
  const host = await context.newPage();
  await host.setContent(`<iframe title="Sudoku" style="width:420px;height:560px"
    src="${site.url}embed-frame.html?p=${puzzle}&mode=replay&step=3"></iframe>`);
  const frame = host.frameLocator('iframe');
  await frame.locator('pencilmark-board').getByText(/^Step 3 of \d+: /).waitFor();
  assert.equal(await frame.locator('[role=gridcell]').count(), 81);
  await host.close();
});

test('a page on another origin embeds boards from a host that sends CORS headers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pencilmark-blog-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blog</title>
    <script type="module" src="${site.url}embed.js"></script></head><body>
    <pencilmark-board id="remote" mode="replay" technique="x-wing" puzzle="${puzzle}"></pencilmark-board></body></html>`);
  const blog = await serve(dir, 0, 'localhost');  // another origin: localhost, not 127.0.0.1
  try {
    const other = await context.newPage();
    const errors = [];
    other.on('pageerror', (e) => errors.push(e.message));
    await other.goto(blog.url);
    await other.locator('pencilmark-board#remote').getByText(/^Step \d+ of \d+: X-Wing\. /).waitFor();
    assert.deepEqual(errors, []);
    await other.close();
  } finally {
    blog.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no console errors or CSP violations on the sample post', () => {
  assert.deepEqual(problems, []);
});
