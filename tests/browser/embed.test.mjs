// <pencilmark-board> in Debian's Chromium: the sample blog post under a strict
// Content-Security-Policy, bad attributes, the <iframe> form, and a page on
// another origin embedding from a host that sends CORS headers.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium, runAxe } from '../support/browser.mjs';
import { fixture, readLines, root, projectData } from '../support/rules.mjs';

const puzzle = readLines(projectData('technique_examples.txt')).find((l) => l.startsWith('x-wing\t')).split('\t')[1];
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
  // Only a board to play has a digit pad.
  assert.equal(await board('play').getByRole('group', { name: 'Number pad' }).count(), 1);
  assert.equal(await board('static').locator('.pad').count(), 0);
  assert.equal(await board('x-wing').locator('.pad').count(), 0);
  const first = await board('x-wing').locator('.text').textContent();
  const n = Number(/^Step (\d+)/.exec(first)[1]);
  await board('x-wing').getByRole('button', { name: 'Next step' }).click();
  await board('x-wing').getByText(new RegExp(`^Step ${n + 1} of `)).waitFor();
  await board('x-wing').getByRole('button', { name: 'Play' }).click();
  await board('x-wing').getByText(new RegExp(`^Step ${n + 2} of `)).waitFor({ timeout: 5000 });
  await board('x-wing').getByRole('button', { name: 'Pause' }).click();
  await board('broken').getByRole('alert').getByText("Pencilmark: bad character 'x' at position 10").waitFor();
  // The puzzle to solve asks its question and gives nothing away: no step drawn, no answer offered.
  await board('find').getByText('Find the X-Wing.', { exact: true }).waitFor();
  assert.equal(await board('find').locator('[class*="house-"], [class*="cell-"], [class*="role-"]').count(), 0);
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

test('a changed theme or size restyles the board as it stands, a changed step moves the replay; a bad one is named, a good one mends it', async () => {
  const play = board('play');
  const entered = await play.locator('.cell.entered').count();
  assert.ok(entered >= 1, 'the step applied in the test before');
  await play.evaluate((el) => { el.shadowRoot.querySelector('.board').dataset.probe = 'same'; });
  const paper = () => play.evaluate((el) => getComputedStyle(el).backgroundColor);
  await play.evaluate((el) => el.setAttribute('theme', 'light'));
  const light = await paper();
  await play.evaluate((el) => el.setAttribute('theme', 'dark'));
  assert.notEqual(await paper(), light, 'the dark paper');
  await play.evaluate((el) => el.setAttribute('size', '300'));
  assert.equal(await play.evaluate((el) => Math.round(el.getBoundingClientRect().width)), 300);
  // Nothing was built again: the same board, the player's digits still on it.
  assert.equal(await play.evaluate((el) => el.shadowRoot.querySelector('.board').dataset.probe), 'same');
  assert.equal(await play.locator('.cell.entered').count(), entered);
  await play.evaluate((el) => el.setAttribute('size', 'huge'));
  await play.getByRole('alert').getByText('Pencilmark: size must be a width like 360px, 24rem or 100%, not "huge".').waitFor();
  await play.evaluate((el) => el.setAttribute('size', '320px'));
  await play.locator('[role=gridcell]').first().waitFor();
  assert.equal(await play.evaluate((el) => Math.round(el.getBoundingClientRect().width)), 320);

  const replay = board('x-wing');
  const heading = async () => /^Step (\d+) of (\d+)/.exec(await replay.locator('.text').textContent());
  const [, , total] = await heading();
  await replay.evaluate((el) => el.removeAttribute('technique'));  // a new board, from the first step
  await replay.getByText(new RegExp(`^Step 1 of ${total}: `)).waitFor();
  await replay.evaluate((el) => { el.shadowRoot.querySelector('.board').dataset.probe = 'same'; });
  await replay.evaluate((el) => el.setAttribute('step', '3'));
  await replay.getByText(new RegExp(`^Step 3 of ${total}: `)).waitFor();
  await replay.evaluate((el) => el.setAttribute('step', '999'));
  await replay.getByText(new RegExp(`^Step ${total} of ${total}: `)).waitFor();
  assert.equal(await replay.evaluate((el) => el.shadowRoot.querySelector('.board').dataset.probe), 'same', 'the replay moved, not built again');
  assert.deepEqual(problems, []);
});

test('on a phone, a board in play mode is played by tapping its pad: digits, marks and erase', async () => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  p.on('pageerror', (e) => problems.push(e.message));
  await p.goto(`${site.url}embed-example.html`);
  const play = p.locator('pencilmark-board#play');
  const cells = play.locator('[role=gridcell]');
  await cells.first().waitFor();
  const givens = await cells.evaluateAll((all) => all.map((c) => c.classList.contains('given')));
  const [a, b] = givens.flatMap((g, i) => (g ? [] : [i]));
  const key = (name) => play.getByRole('button', { name, exact: true });
  // Every pad button is big enough for a finger, and the pad is as wide as the board at most.
  const pad = await play.locator('.pad').boundingBox();
  const grid = await play.locator('.board').boundingBox();
  assert.ok(pad.y >= grid.y + grid.height && pad.x + pad.width <= grid.x + grid.width + 1);
  for (const box of await play.locator('.pad button:not([hidden])').evaluateAll((bs) => bs.map((x) => x.getBoundingClientRect()))) {
    assert.ok(box.width >= 40 && box.height >= 40, `a pad button is ${box.width}x${box.height}`);
  }
  await cells.nth(a).tap();
  await key('5').tap();
  assert.equal(await cells.nth(a).locator('.value').textContent(), '5');
  await key('Marks').tap();
  assert.equal(await key('Marks').getAttribute('aria-pressed'), 'true');
  await cells.nth(b).tap();
  await key('1').tap();
  await key('4').tap();
  assert.deepEqual(await cells.nth(b).locator('.mark.on').allTextContents(), ['1', '4']);
  await key('4').tap();
  assert.deepEqual(await cells.nth(b).locator('.mark.on').allTextContents(), ['1']);
  await key('Erase').tap();
  assert.equal(await cells.nth(b).locator('.mark.on').count(), 0);
  // The kind of marks, shown in marks mode: corner marks by touch too.
  await play.getByRole('button', { name: 'Kind of marks: 3×3' }).tap();
  await key('2').tap();
  assert.deepEqual(await cells.nth(b).locator('.notes .corner').evaluateAll((m) => m.map((s) => s.dataset.d)), ['2']);
  await key('Marks').tap();
  await cells.nth(a).tap();
  await key('Erase').tap();
  assert.equal(await cells.nth(a).locator('.value').textContent(), '');
  await play.getByRole('button', { name: 'Undo' }).tap();
  assert.equal(await cells.nth(a).locator('.value').textContent(), '5');
  // A given takes no digit.
  await cells.nth(givens.indexOf(true)).tap();
  const given = await cells.nth(givens.indexOf(true)).locator('.value').textContent();
  await key(given === '9' ? '8' : '9').tap();
  assert.equal(await cells.nth(givens.indexOf(true)).locator('.value').textContent(), given);
  await play.scrollIntoViewIfNeeded();
  await play.screenshot({ path: resolve(root, 'test-results/embed-phone-play.png') });
  const { violations } = await runAxe(p, { include: 'pencilmark-board#play' });
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await phone.close();
});

test('bad attributes show a readable message inside the board', async () => {
  const cases = [
    [{ puzzle, mode: 'dance' }, 'Pencilmark: mode must be play, hints, replay or static, not "dance".'],
    [{ puzzle, theme: 'neon' }, 'Pencilmark: theme must be light, dark or auto, not "neon".'],
    [{ puzzle, size: 'big' }, 'Pencilmark: size must be a width like 360px, 24rem or 100%, not "big".'],
    [{ puzzle, mode: 'replay', step: '0' }, 'Pencilmark: step must be a step number from 1, not "0".'],
    [{ puzzle, mode: 'replay', technique: 'magic' }, 'Pencilmark: unknown technique "magic".'],
    [{ puzzle, mode: 'replay', technique: 'jellyfish' }, "Pencilmark: this puzzle's solution does not use Jellyfish."],
    [{ puzzle, mode: 'replay', step: '2', technique: 'x-wing' }, 'Pencilmark: give step or technique, not both: each names the step the board opens at.'],
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
  // A size with white space around it (as a template may write it) is that size, not the full width.
  const width = await page.evaluate(async (p) => {
    const el = document.createElement('pencilmark-board');
    Object.entries({ puzzle: p, mode: 'static', size: '360\n' }).forEach(([k, v]) => el.setAttribute(k, v));
    document.body.append(el);
    for (let i = 0; i < 100 && !el.shadowRoot.querySelector('[role=gridcell]'); i++) await new Promise((r) => setTimeout(r, 50));
    const w = el.getBoundingClientRect().width;
    el.remove();
    return w;
  }, puzzle);
  assert.equal(width, 360);
  // The frame form has no attributes: with no puzzle in its address, it says where to put one.
  const host = await context.newPage();
  await host.setContent(`<iframe title="Sudoku" width="360" height="200" src="${site.url}embed-frame.html?mode=play"></iframe>`);
  await host.frameLocator('iframe').getByRole('alert').getByText("Pencilmark: this frame's address has no puzzle: add ?p= and the puzzle (81 characters) to it.").waitFor();
  await host.close();
});

test('a board whose technique set finds nothing says it is stuck, not that it is complete', async () => {
  if (!page.url().endsWith('embed-example.html')) await page.goto(`${site.url}embed-example.html`);
  await page.evaluate(() => {
    const el = document.createElement('pencilmark-board');
    el.id = 'stuck';
    el.setAttribute('puzzle', '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1');
    el.setAttribute('mode', 'hints');
    el.setAttribute('techniques', 'full-house');
    document.body.append(el);
  });
  await board('stuck').getByRole('button', { name: 'Hint' }).click();
  await board('stuck').getByText("The technique set 'full-house' is stuck: no step found, with 60 cells still empty.", { exact: true }).waitFor();
  assert.equal(await board('stuck').getByText(/complete/).count(), 0);
  await board('stuck').evaluate((el) => el.remove());
});

test('boards removed mid-replay cancel their own calls: a board added after them answers next, and no other board fails', async () => {
  if (!page.url().endsWith('embed-example.html')) await page.goto(`${site.url}embed-example.html`);
  const seen = await page.evaluate(async () => {
    const posted = [];
    let many = [], atRemoval = null;
    // The 30 boards go as soon as the first of their replays' steps reaches the worker
    // (right after that task): that one running, the others waiting.
    const removeAll = () => {
      for (const el of many) el.remove();
      atRemoval = posted.filter((m) => m === 'steps').length;
    };
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      posted.push(message.method);
      if (message.method === 'steps' && many.length && atRemoval === null) queueMicrotask(removeAll);
      return post.call(this, message, ...rest);
    };
    const hard = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
    const add = (id, puzzle) => {
      const el = document.createElement('pencilmark-board');
      el.id = id;
      el.setAttribute('puzzle', puzzle);
      el.setAttribute('mode', 'replay');
      document.body.append(el);
      return el;
    };
    const text = (el) => el.shadowRoot?.querySelector('.text')?.textContent ?? '';
    const until = async (ok) => { for (let i = 0; i < 1000 && !ok(); i++) await new Promise((r) => setTimeout(r, 10)); return ok(); };
    many = Array.from({ length: 30 }, (_, i) => add(`many-${i}`, hard));
    const kept = add('kept', '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8');
    const shown = await until(() => /^Step \d+ of/.test(text(kept)));
    const after = posted.filter((m) => m === 'steps').length - atRemoval;
    const result = { shown, text: text(kept), after, atRemoval, gone: many.every((el) => !el.isConnected), problem: kept.shadowRoot.querySelector('.problem')?.textContent ?? null };
    kept.remove();
    Worker.prototype.postMessage = post;
    return result;
  });
  assert.ok(seen.shown, seen.text);
  assert.equal(seen.problem, null, 'the kept board did not fail');
  assert.equal(seen.after, 1, 'after the removal only the kept board\'s steps reached the worker');
  assert.ok(seen.gone);
  assert.equal(seen.atRemoval, 1, 'one removed board\'s steps was running');
  // The sample post's boards still answer.
  await board('play').getByRole('button', { name: 'Hint' }).click();
  await board('play').getByText(/^Where to look\./).waitFor();
});

test('a solved grid in replay mode shows complete and says there is nothing to step through', async () => {
  const [, solved] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
  const seen = await page.evaluate(async (grid) => {
    const el = document.createElement('pencilmark-board');
    el.setAttribute('puzzle', grid);
    el.setAttribute('mode', 'replay');
    document.body.append(el);
    const text = () => el.shadowRoot?.querySelector('.text')?.textContent ?? '';
    for (let i = 0; i < 100 && !text(); i++) await new Promise((r) => setTimeout(r, 50));
    const root = el.shadowRoot;
    const pressed = [...root.querySelectorAll('.controls button')].map((b) => [b.textContent, b.disabled]);
    for (const b of root.querySelectorAll('.controls button')) b.click();  // disabled: nothing happens
    await new Promise((r) => setTimeout(r, 100));
    const digits = [...root.querySelectorAll('[role=gridcell] .value')].map((v) => v.textContent).join('');
    el.remove();
    return { text: text(), pressed, digits, problem: root.querySelector('.problem')?.textContent ?? null };
  }, solved);
  assert.equal(seen.text, 'This puzzle is already solved: there are no steps to show.');
  assert.deepEqual(seen.pressed, [['Previous step', true], ['Play', true], ['Next step', true]]);
  assert.equal(seen.digits, solved);
  assert.equal(seen.problem, null);
});

// The frame sizes docs/embedding.md gives: replay, and play (which adds the pad).
const readme = readFileSync(resolve(root, 'docs/embedding.md'), 'utf8');
const [, replayHeight, playHeight, frameWidth] = readme.match(/`height="(\d+)"` for a replay[^`]*`height="(\d+)"` for play[^.]*at a width of (\d+)/);

// What of the frame's content is out of its box, after any hint or step has shown its words.
async function clipped(frame) {
  return frame.locator('pencilmark-board').evaluate((el) => {
    const root = el.shadowRoot, doc = document.documentElement;
    const box = (s) => root.querySelector(s)?.getBoundingClientRect();
    const text = root.querySelector('.text');
    const out = [];
    if (doc.scrollHeight > innerHeight || doc.scrollWidth > innerWidth) out.push(`page ${doc.scrollWidth}x${doc.scrollHeight}`);
    for (const s of ['.board', '.pad', '.controls', '.text']) if (box(s) && box(s).bottom > innerHeight + 0.5) out.push(s);
    if (text.scrollHeight > text.clientHeight + 1) out.push('the words scroll');
    if (box('.board').width < innerWidth * 0.9) out.push(`the board shrank to ${box('.board').width}`);
    return out;
  });
}

test('the <iframe> form shows a board for hosts that allow no scripts, whole at docs/embedding.md\'s sizes', async () => {
  // A page of its own: the host's page, not the sample post (whose CSP allows no inline style).
  const host = await context.newPage();
  await host.setContent(`<iframe title="Sudoku" width="${frameWidth}" height="${replayHeight}"
    src="${site.url}embed-frame.html?p=${puzzle}&mode=replay&step=3"></iframe>
    <iframe title="Sudoku to play" width="${frameWidth}" height="${playHeight}"
    src="${site.url}embed-frame.html?p=${puzzle}&mode=play"></iframe>`);
  const frame = host.frameLocator('iframe').first();
  await frame.locator('pencilmark-board').getByText(/^Step 3 of \d+: /).waitFor();
  assert.equal(await frame.locator('[role=gridcell]').count(), 81);
  assert.deepEqual(await clipped(frame), []);
  // The X-Wing's words are among the longest a step has.
  await frame.locator('pencilmark-board').evaluate((el) => { el.removeAttribute('step'); el.setAttribute('technique', 'x-wing'); });
  await frame.locator('pencilmark-board').getByText(/^Step \d+ of \d+: X-Wing\. /).waitFor();
  assert.deepEqual(await clipped(frame), []);

  const play = host.frameLocator('iframe').nth(1);
  for (let i = 0; i < 3; i++) await play.getByRole('button', { name: 'Hint' }).click();
  await play.getByRole('button', { name: 'Apply' }).waitFor();
  assert.deepEqual(await clipped(play), []);
  await host.screenshot({ path: resolve(root, 'test-results/embed-frames.png') });
  await host.close();
});

test('in a frame too small for it, the board shrinks so the pad, buttons and words still show', async () => {
  const host = await context.newPage();
  await host.setContent(`<iframe title="Sudoku" width="360" height="480" src="${site.url}embed-frame.html?p=${puzzle}&mode=play"></iframe>`);
  const frame = host.frameLocator('iframe');
  for (let i = 0; i < 3; i++) await frame.getByRole('button', { name: 'Hint' }).click();
  await frame.getByRole('button', { name: 'Apply' }).waitFor();
  const problems = await clipped(frame);
  assert.ok(problems.every((p) => /^the (board shrank|words scroll)/.test(p)), problems.join(', '));
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

test('a puzzle board asks for its step and gives it only when asked: where to look, the technique, the answer drawn, then applied', async () => {
  if (!page.url().endsWith('embed-example.html')) await page.goto(`${site.url}embed-example.html`);
  await page.evaluate((p) => {
    const b = document.createElement('pencilmark-board');
    Object.entries({ id: 'asked', puzzle: p, mode: 'puzzle', technique: 'x-wing' }).forEach(([k, v]) => b.setAttribute(k, v));
    document.body.append(b);
  }, puzzle);
  const find = board('asked');
  const words = () => find.locator('.text').textContent();
  await find.getByText('Find the X-Wing.', { exact: true }).waitFor();
  // The position before the step: pencil marks shown, nothing of the step drawn yet, no answer offered.
  assert.ok(await find.locator('.mark.on').count() > 0);
  assert.equal(await find.getByRole('button', { name: 'Apply' }).isVisible(), false);
  const before = await find.locator('.mark.on').count();
  await find.getByRole('button', { name: 'Hint' }).click();
  await find.getByText(/^Where to look\. /).waitFor();
  await find.getByRole('button', { name: 'Hint' }).click();
  await find.getByText(/^X-Wing\. /).waitFor();
  await find.getByRole('button', { name: 'Show the answer' }).click();
  await find.getByRole('button', { name: 'Apply' }).waitFor();
  assert.match(await words(), /^X-Wing\. .*r\dc\d/);
  assert.ok(await find.locator('[class*="house-"], [class*="cell-"], [class*="role-"]').count() > 0, 'the step drawn');
  await find.getByRole('button', { name: 'Apply' }).click();
  await find.getByText(/^Done: X-Wing, applied\./).waitFor();
  assert.ok(await find.locator('.mark.on').count() < before, 'the step removed marks');
  await find.getByRole('button', { name: 'Start again' }).click();
  await find.getByText('Find the X-Wing.', { exact: true }).waitFor();
  assert.equal(await find.locator('.mark.on').count(), before);
  // Without a technique, the next step of the position at `step`.
  await find.evaluate((b) => { b.removeAttribute('technique'); b.setAttribute('step', '3'); });
  await find.getByText('Find the next step.', { exact: true }).waitFor();
  await find.evaluate((b) => b.remove());
});

test('an element takes lang as it stands, and theme auto follows the reader\'s scheme', async () => {
  if (!page.url().endsWith('embed-example.html')) await page.goto(`${site.url}embed-example.html`);
  const replay = board('x-wing');
  await replay.getByText(/^Step \d+ of \d+: /).waitFor();
  await replay.evaluate((el) => { el.shadowRoot.querySelector('.board').dataset.probe = 'lang'; el.setAttribute('lang', 'fr'); });
  // The words' language for screen readers, and the board as it stood.
  assert.equal(await replay.evaluate((el) => el.shadowRoot.querySelector('.text').closest('[lang]')?.lang ?? el.lang), 'fr');
  assert.equal(await replay.evaluate((el) => el.shadowRoot.querySelector('.board').dataset.probe), 'lang');
  await replay.evaluate((el) => el.setAttribute('lang', 'fr FR'));
  await replay.getByText('Pencilmark: lang must be a language tag like en or pt-BR, not "fr FR".').waitFor();
  await replay.evaluate((el) => el.setAttribute('lang', 'en'));
  await replay.getByText(/^Step \d+ of \d+: /).waitFor();
  const paper = () => replay.evaluate((el) => { el.setAttribute('theme', 'auto'); return getComputedStyle(el).backgroundColor; });
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await paper();
  await page.emulateMedia({ colorScheme: 'light' });
  assert.notEqual(await paper(), dark);
});

test('words inside the element show only until the board comes up (docs/embedding.md)', async () => {
  const shown = await page.evaluate(async (p) => {
    const seen = {};
    const probe = document.createElement('div');
    probe.innerHTML = `<pencilmark-board-later mode="static" puzzle="${p}">A Sudoku board: it needs JavaScript</pencilmark-board-later>`;
    document.body.append(probe);
    seen.before = probe.innerText.trim();
    probe.innerHTML = `<pencilmark-board mode="static" puzzle="${p}">A Sudoku board: it needs JavaScript</pencilmark-board>`;
    const el = probe.firstElementChild;
    for (let i = 0; i < 100 && !el.shadowRoot.querySelector('[role=gridcell]'); i++) await new Promise((r) => setTimeout(r, 50));
    seen.after = probe.innerText.includes('needs JavaScript');
    probe.remove();
    return seen;
  }, puzzle);
  assert.deepEqual(shown, { before: 'A Sudoku board: it needs JavaScript', after: false });
});

// A blog on another origin (localhost) with a policy that leaves one directive out:
// the board says which to add, in words. `policy` gets the host's origin.
async function underPolicy(policy, wanted) {
  const dir = mkdtempSync(join(tmpdir(), 'pencilmark-csp-'));
  const host = new URL(site.url).origin;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blog</title>
    <meta http-equiv="Content-Security-Policy" content="${policy(host)}">
    <script type="module" src="${site.url}embed.js"></script></head><body>
    <pencilmark-board id="remote" mode="hints" puzzle="${puzzle}"></pencilmark-board></body></html>`);
  const blog = await serve(dir, 0, 'localhost');
  const other = await context.newPage();
  try {
    await other.goto(blog.url);
    const problem = other.locator('pencilmark-board#remote .problem');
    await problem.waitFor();
    // Each block is reported as it happens: the words grow until they name all.
    let said = await problem.textContent();
    for (let i = 0; i < 60 && !wanted.every((w) => said.includes(w)); i++) {
      await other.waitForTimeout(50);
      said = await problem.textContent();
    }
    return said;
  } finally {
    await other.close();
    blog.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a policy that blocks the board is named: the board says which directive to add', async (t) => {
  const full = (h) => `default-src 'self'; script-src 'self' ${h} 'wasm-unsafe-eval'; connect-src 'self' ${h}; worker-src 'self' blob:`;
  const host = new URL(site.url).origin;
  // The doc's first policy, as a reader had it: no connect-src ("Failed to fetch", then "the engine worker failed").
  const doc = await underPolicy((h) => `default-src 'self'; script-src 'self' ${h} 'wasm-unsafe-eval'; worker-src blob:`, [`add ${host} to connect-src`]);
  t.diagnostic(doc);
  assert.match(doc, new RegExp(`^Pencilmark: this page's Content-Security-Policy blocked the board: .*add ${host} to connect-src`));
  for (const [policy, words] of [
    [(h) => full(h).replace(`connect-src 'self' ${h}`, "connect-src 'self'"), `add ${host} to connect-src`],
    [(h) => full(h).replace(' blob:', ''), 'add blob: to worker-src'],
    [(h) => full(h).replace(" 'wasm-unsafe-eval'", ''), "add 'wasm-unsafe-eval' to script-src"],
  ]) {
    const said = await underPolicy(policy, [words]);
    t.diagnostic(said);
    assert.ok(said.includes(words), `${said} (wanted: ${words})`);
    assert.ok(!/Failed to fetch|unknown error/.test(said) || said.includes(words), said);
  }
});

test('the blog\'s own blocks are not the board\'s: with the whole policy, a blocked picture of the blog leaves the board alone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pencilmark-csp-'));
  const host = new URL(site.url).origin;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blog</title>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${host} 'wasm-unsafe-eval'; connect-src 'self' ${host}; worker-src 'self' blob:">
    <script type="module" src="${site.url}embed.js"></script></head><body>
    <pencilmark-board id="remote" mode="hints" puzzle="${puzzle}"></pencilmark-board><img alt="" src="http://localhost:9/elsewhere.png"></body></html>`);
  const blog = await serve(dir, 0, 'localhost');
  const other = await context.newPage();
  try {
    await other.goto(blog.url);
    const remote = other.locator('pencilmark-board#remote');
    await remote.getByRole('button', { name: 'Hint' }).click();
    await remote.getByText(/^Where to look\. /).waitFor();
    assert.equal(await remote.locator('.problem').count(), 0);
  } finally {
    await other.close();
    blog.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a board that cannot reach its files names the address where it looked', async (t) => {
  // The example page's static board's words when requests to `files` get `answer`.
  const problemWhen = async (files, answer) => {
    const tab = await context.newPage();
    try {
      await tab.route(files, answer);
      await tab.goto(`${site.url}embed-example.html`);
      const said = await tab.locator('pencilmark-board#static .problem').textContent();
      t.diagnostic(said);
      return said;
    } finally {
      await tab.close();
    }
  };
  const notFound = (route) => route.fulfill({ status: 404, body: 'not found' });
  assert.match(await problemWhen('**/board.css', (route) => route.abort()), new RegExp(`^Pencilmark: could not load ${site.url}board\\.css \\(`));
  const said = await problemWhen('**/engine-worker.js', notFound);
  assert.ok(said.includes(`${site.url}engine-worker.js`), said);
  assert.match(await problemWhen('**/pencilmark-solver*.wasm', notFound),
    new RegExp(`^Pencilmark: The solver could not load: could not load the engine: ${site.url}pencilmark-solver-lite(-simd)?\\.wasm answered HTTP 404$`));
});

test('no console errors or CSP violations on the sample post', () => {
  assert.deepEqual(problems, []);
});
