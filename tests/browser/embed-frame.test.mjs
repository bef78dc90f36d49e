// The frame form (embed-frame.html) in Debian's Chromium, on a host page of another
// origin: frames that size themselves with the host helper (replay, hints, play and
// puzzle, desktop and phone widths), a frame given only a width and no helper, the
// parameters (step, theme, lang, puzzle mode), and a host policy that blocks frames.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { twoOrigins } from '../support/browser.mjs';
import { readLines, root, projectData } from '../support/rules.mjs';

const puzzle = readLines(projectData('technique_examples.txt')).find((l) => l.startsWith('x-wing\t')).split('\t')[1];
const shots = resolve(root, 'test-results');
const origins = twoOrigins('pencilmark-frames-');
const problems = [];
before(() => mkdirSync(shots, { recursive: true }));

let pages = 0;
// A host page on the blog's origin with `body` in it; returns the tab.
async function host(body, { width = 1000, height = 900, head = '', colorScheme = 'light' } = {}) {
  const name = `host-${pages++}.html`;
  writeFileSync(join(origins.dir, name), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">${head}
    <style>body { font: 16px/1.5 Georgia, serif; max-width: 40rem; margin: 1rem auto; padding: 0 .75rem; }
    @media (prefers-color-scheme: dark) { body { background: #111; color: #ddd; } }</style></head>
    <body>${body}</body></html>`);
  const context = await origins.browser.newContext({ viewport: { width, height }, colorScheme, isMobile: width < 500, hasTouch: width < 500 });
  const tab = await context.newPage();
  tab.on('pageerror', (e) => problems.push(e.message));
  tab.on('console', (m) => { if (m.type() === 'error') problems.push(`${name}: ${m.text()}`); });
  await tab.goto(`${origins.blog.url}${name}`);
  return tab;
}
const src = (params) => `${origins.site.url}embed-frame.html?${new URLSearchParams({ p: puzzle, ...params }).toString().replaceAll('&', '&amp;')}`;
const helper = () => `<script src="${origins.site.url}embed-frame-host.js" async></script>`;

// The frame's height against its content's, once it settles (within 4 px).
async function settled(tab, nth = 0) {
  const frame = tab.locator('iframe').nth(nth);
  const board = tab.frameLocator('iframe').nth(nth).locator('pencilmark-board');
  let seen;
  for (let i = 0; i < 60; i++) {
    const outer = await frame.evaluate((f) => f.clientHeight);  // inside its border
    const inner = await board.evaluate((el) => ({ height: el.getBoundingClientRect().height, fill: el.hasAttribute('data-fill') }));
    seen = { outer, inner: inner.height, fill: inner.fill };
    if (Math.abs(outer - inner.height) <= 4 && !inner.fill) return seen;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`the frame did not settle at its content's height: ${JSON.stringify(seen)}`);
}

const figures = [];
for (const [label, width] of [['desktop', 1000], ['phone', 390]]) {
  test(`with the host helper, a frame given only a width is as tall as its content in every mode (${label})`, async () => {
    const modes = [['replay', { mode: 'replay', technique: 'x-wing' }], ['hints', { mode: 'hints' }], ['play', { mode: 'play' }], ['puzzle', { mode: 'puzzle', technique: 'x-wing' }]];
    const tab = await host(`${modes.map(([m, params]) => `<p>A ${m} frame:</p><iframe title="Sudoku ${m}" width="420" style="max-width: 100%" src="${src(params)}"></iframe>`).join('\n')}${helper()}`, { width });
    for (const [i, [mode]] of modes.entries()) {
      const frame = tab.frameLocator('iframe').nth(i);
      const board = frame.locator('pencilmark-board');
      await board.locator('[role=gridcell]').first().waitFor();
      if (mode === 'replay') await board.getByText(/^Step \d+ of \d+: X-Wing\. /).waitFor();
      if (mode === 'puzzle') await board.getByText('Find the X-Wing.').waitFor();
      const first = await settled(tab, i);
      // A change (a hint's words, the next step) is followed.
      if (mode === 'replay') await board.getByRole('button', { name: 'Next step' }).click();
      else await board.getByRole('button', { name: 'Hint' }).click();
      // A timeout here (once, in CI under load, the phone's play frame) says what the board said instead.
      if (mode !== 'replay') {
        await board.getByText(/^Where to look\. /).waitFor().catch(async (err) => {
          const said = await board.evaluate((el) => el.shadowRoot.querySelector('.text')?.textContent);
          throw new Error(`${err.message}\nthe ${mode} board says: "${said}"`);
        });
      }
      const second = await settled(tab, i);
      // The whole board shows, none of it cut, and the words do not scroll.
      const cut = await board.evaluate((el) => {
        const text = el.shadowRoot.querySelector('.text');
        return { scroll: text.scrollHeight > text.clientHeight + 1, page: document.documentElement.scrollHeight > innerHeight + 1 ? `${document.documentElement.scrollHeight} > ${innerHeight}, board ${el.getBoundingClientRect().height}` : false };
      });
      assert.deepEqual(cut, { scroll: false, page: false });
      figures.push(`${label} ${mode}: frame ${first.outer} / content ${first.inner}, then ${second.outer} / ${second.inner}`);
      // One frame at a time, in view (a full-page picture leaves frames out of view unpainted).
      await tab.locator('iframe').nth(i).screenshot({ path: resolve(shots, `embed-frame-sized-${label}-${mode}.png`) });
    }
    await tab.context().close();
  });
}

test('several frames each get their own height, and the helper leaves other frames alone', async () => {
  const other = `data:text/html,<script>parent.postMessage({type:'pencilmark:height',id:'',height:50},'*')</script>`;
  const tab = await host(`<iframe title="a" width="420" name="one" src="${src({ mode: 'static' })}"></iframe>
    <iframe title="b" width="300" name="two" src="${src({ mode: 'replay', step: '3' })}"></iframe>
    <iframe title="c" width="200" height="120" src="${other}"></iframe>${helper()}`);
  const a = await settled(tab, 0);
  const b = await settled(tab, 1);
  assert.notEqual(Math.round(a.outer), Math.round(b.outer));
  assert.equal(await tab.locator('iframe').nth(2).evaluate((f) => f.clientHeight), 120, 'a frame that is not ours keeps its height');
  // The message names its frame: the id parameter, else the frame's name.
  const ids = await tab.evaluate(() => new Promise((done) => {
    const seen = new Set();
    addEventListener('message', ({ data }) => { if (data?.type === 'pencilmark:height') seen.add(data.id); if (seen.size === 2) done([...seen].sort()); });
    for (const f of document.querySelectorAll('iframe[name]')) f.width = 380;
  }));
  assert.deepEqual(ids, ['one', 'two']);
  await tab.context().close();
});

test('a helper that comes after the frames have loaded still sizes them', async () => {
  const tab = await host(`<iframe title="Sudoku" width="420" src="${src({ mode: 'replay', step: '2' })}"></iframe>`);
  const board = tab.frameLocator('iframe').locator('pencilmark-board');
  await board.getByText(/^Step 2 of \d+: /).waitFor();
  await tab.waitForTimeout(300);  // its first height posted, to no one
  assert.equal(await tab.locator('iframe').evaluate((f) => f.clientHeight), 150);
  await tab.evaluate((url) => document.body.append(Object.assign(document.createElement('script'), { src: url })), `${origins.site.url}embed-frame-host.js`);
  await settled(tab);
  await tab.context().close();
});

test('on a page that sizes boxes by their border, a framed board still gets its content\'s height inside the border', async () => {
  const tab = await host(`<style>* { box-sizing: border-box; } iframe { border: 6px solid #888; }</style>
    <iframe title="Sudoku" width="420" src="${src({ mode: 'hints' })}"></iframe>${helper()}`);
  const seen = await settled(tab);
  assert.ok(seen.outer > 300, JSON.stringify(seen));
  await tab.context().close();
});

test('without the helper, a frame given only a width still shows the whole board, and words scroll', async () => {
  for (const mode of ['replay', 'play', 'puzzle']) {
    const tab = await host(`<iframe title="Sudoku" width="420" src="${src(mode === 'play' ? { mode } : { mode, technique: 'x-wing' })}"></iframe>`);
    const board = tab.frameLocator('iframe').locator('pencilmark-board');
    await board.locator('[role=gridcell]').first().waitFor();
    const seen = await board.evaluate((el) => {
      const grid = el.shadowRoot.querySelector('.board').getBoundingClientRect();
      return { fill: el.hasAttribute('data-fill'), top: grid.top, bottom: grid.bottom, size: grid.width, height: innerHeight };
    });
    assert.ok(seen.fill, mode);
    assert.ok(seen.top >= 0 && seen.bottom <= seen.height + 0.5, `${mode}: the board is within the frame: ${JSON.stringify(seen)}`);
    assert.ok(seen.size >= seen.height * 0.45, `${mode}: the board is ${seen.size} in a frame ${seen.height} high`);
    await tab.locator('iframe').screenshot({ path: resolve(shots, `embed-frame-no-helper-${mode}.png`) });
    await tab.context().close();
  }
});

test('the frame takes step, theme, lang and the puzzle mode from its address', async () => {
  const tab = await host(`<iframe title="Sudoku" width="420" src="${src({ mode: 'replay', step: '4', theme: 'dark', lang: 'fr' })}"></iframe>
    <iframe title="Sudoku to solve" width="420" src="${src({ mode: 'puzzle', step: '2', theme: 'light' })}"></iframe>${helper()}`);
  const first = tab.frameLocator('iframe').nth(0);
  await first.locator('pencilmark-board').getByText(/^Étape 4 sur \d+\s: /).waitFor();
  assert.equal(await first.locator('html').getAttribute('lang'), 'fr');
  const paper = (frame) => frame.locator('pencilmark-board').evaluate((el) => getComputedStyle(el).backgroundColor);
  const second = tab.frameLocator('iframe').nth(1);
  await second.locator('pencilmark-board').getByText('Find the next step.').waitFor();
  assert.notEqual(await paper(first), await paper(second), 'dark paper and light paper');
  await second.getByRole('button', { name: 'Hint' }).click();
  await second.getByText(/^Where to look\. /).waitFor();
  await tab.context().close();
  // A bad lang is named, as any bad parameter.
  const bad = await host(`<iframe title="Sudoku" width="420" height="300" src="${src({ mode: 'static', lang: 'not a tag' })}"></iframe>`);
  await bad.frameLocator('iframe').getByText('Pencilmark: lang must be a language tag like en or pt-BR, not "not a tag".').waitFor();
  await bad.context().close();
});

test('a host policy without frame-src: the helper says under the frame which directive to add', async () => {
  const origin = new URL(origins.site.url).origin;
  const tab = await host(`<iframe title="Sudoku" width="420" src="${src({ mode: 'static' })}"></iframe>${helper()}`,
    { head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${origin}; style-src 'unsafe-inline'">` });
  await tab.getByRole('alert').getByText(`Pencilmark: this page's Content-Security-Policy blocked the board's frame: add ${origin} to frame-src.`).waitFor();
  await tab.context().close();
  problems.splice(0, problems.length, ...problems.filter((p) => !/Content Security Policy|frame-src|Refused to frame/i.test(p)));
});

test('puzzle display and self-sized frames, looked at: phone and desktop, light and dark', async () => {
  for (const [label, width] of [['phone', 390], ['desktop', 1000]]) {
    for (const scheme of ['light', 'dark']) {
      const tab = await host(`<h1>Find the X-Wing</h1><p>Before you read on, try this one: the position below has an X-Wing.</p>
        <iframe title="Sudoku: find the X-Wing" width="420" style="max-width: 100%; border: 0" src="${src({ mode: 'puzzle', technique: 'x-wing', theme: 'auto' })}"></iframe>
        <p>Stuck? Press Hint.</p>${helper()}`, { width, colorScheme: scheme });
      const board = tab.frameLocator('iframe').locator('pencilmark-board');
      await board.getByText('Find the X-Wing.').waitFor();
      await settled(tab);
      // theme=auto follows the reader's scheme.
      const paper = await board.evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = paper.match(/\d+/g).map(Number);
      assert.equal(r + g + b < 3 * 128, scheme === 'dark', `${scheme}: the paper is ${paper}`);
      await tab.screenshot({ path: resolve(shots, `embed-puzzle-${label}-${scheme}.png`), fullPage: true });
      await board.getByRole('button', { name: 'Hint' }).click();
      await board.getByRole('button', { name: 'Hint' }).click();
      await board.getByRole('button', { name: 'Show the answer' }).click();
      await board.getByRole('button', { name: 'Apply' }).waitFor();
      await new Promise((r) => setTimeout(r, 3000));  // the step's stages drawn
      await settled(tab);
      await tab.screenshot({ path: resolve(shots, `embed-puzzle-answer-${label}-${scheme}.png`), fullPage: true });
      await tab.context().close();
    }
  }
});

test('no errors on the host pages or in the frames', (t) => {
  t.diagnostic(figures.join('\n'));
  assert.deepEqual(problems, []);
});
