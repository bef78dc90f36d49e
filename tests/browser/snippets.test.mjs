// Every HTML example in README.md and docs/*.md works as pasted: each ```html block
// and each inline `<iframe …>` or `<pencilmark-board …>` is put in a page exactly as
// written (only https://your-host/pencilmark/ becomes the test server's address),
// on the server's own origin, or on another one where the block says so (```html
// cross-origin; a frame always is), its <meta> policy and all. Each board must come
// up and answer as its mode says: a replay shows a step, a board with hints gives
// one, a board to play takes a digit, a puzzle asks for its step and gives a hint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { twoOrigins } from '../support/browser.mjs';
import { root } from '../support/rules.mjs';

const files = ['README.md', ...readdirSync(resolve(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** The examples of a Markdown text: { html, crossOrigin, line }. */
export function snippets(text) {
  const found = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/^```html([^\n]*)\n([\s\S]*?)^```/gm)) {
    found.push({ html: m[2], crossOrigin: /\bcross-origin\b/.test(m[1]) || /<iframe\b/.test(m[2]), line: lineOf(m.index) });
  }
  // Inline examples, outside the fenced blocks (blanked, so the lines still count).
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  for (const m of prose.matchAll(/`(<(iframe|pencilmark-board)\b[^`]*<\/\2>)`/g)) {
    found.push({ html: m[1], crossOrigin: m[2] === 'iframe', line: lineOf(m.index) });
  }
  return found;
}

const all = files.flatMap((file) => snippets(readFileSync(resolve(root, file), 'utf8')).map((s) => ({ ...s, file })));

const origins = twoOrigins('pencilmark-snippets-');

test('the docs have examples to try, every board and frame among them', () => {
  assert.ok(all.length >= 5, `${all.length} examples`);
  assert.ok(all.some((s) => /<iframe/.test(s.html)) && all.some((s) => /<pencilmark-board/.test(s.html)));
  for (const { html, file, line } of all) {
    // A real puzzle: 81 characters, wherever one is given.
    for (const [, puzzle] of html.matchAll(/(?:puzzle="|[?&]p=)([^"&]*)/g)) assert.equal(puzzle.length, 81, `${file}:${line}: ${puzzle}`);
  }
});

// What the board's mode promises, checked on the board (`board`: a locator of the
// <pencilmark-board>, in the page or in the frame).
async function answers(board, mode, technique) {
  const text = board.locator('.text');
  if (mode === 'replay') {
    await board.getByText(/^Step \d+ of \d+: /).waitFor();
    if (technique) assert.match(await text.textContent(), new RegExp(`^Step \\d+ of \\d+: ${technique.replace('-', '.')}\\. `, 'i'));
  } else if (mode === 'puzzle') {
    await board.getByText(technique ? new RegExp(`^Find the ${technique.replace('-', '.')}\\.$`, 'i') : /^Find the next step\.$/).waitFor();
    await board.getByRole('button', { name: 'Hint' }).click();
    await board.getByText(/^Where to look\. /).waitFor();
  } else if (mode === 'hints') {
    await board.getByRole('button', { name: 'Hint' }).click();
    await board.getByText(/^Where to look\. /).waitFor();
  } else if (mode === 'play') {
    const cells = board.locator('[role=gridcell]');
    await cells.first().waitFor();
    const empty = (await cells.evaluateAll((all) => all.map((c) => c.classList.contains('given')))).indexOf(false);
    await cells.nth(empty).click();
    await board.getByRole('button', { name: '5', exact: true }).click();
    assert.equal(await cells.nth(empty).locator('.value').textContent(), '5');
  } else {
    await board.locator('[role=gridcell]').first().waitFor();
  }
  assert.equal(await board.locator('[role=gridcell]').count(), 81);
  assert.equal(await board.locator('.problem').count(), 0);
}

for (const [n, { html, crossOrigin, file, line }] of all.entries()) {
  test(`${file}:${line} works as pasted${crossOrigin ? ', from another origin' : ''}`, async () => {
    const origin = new URL(origins.site.url).origin;
    const written = html.replaceAll('https://your-host/pencilmark/', origins.site.url).replaceAll('https://your-host', origin);
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>\n${written}\n</html>`;
    const name = `snippet-${n}.html`;
    const context = await origins.browser.newContext({ viewport: { width: 1000, height: 900 } });
    try {
      let url;
      if (crossOrigin) {
        writeFileSync(join(origins.dir, name), page);
        url = `${origins.blog.url}${name}`;
      } else {
        // On the board's own origin: the page is answered in place of a file of the site.
        url = `${origins.site.url}${name}`;
        await context.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: page }));
      }
      const tab = await context.newPage();
      const problems = [];
      tab.on('pageerror', (e) => problems.push(e.message));
      tab.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
      await tab.goto(url);
      const frame = /<iframe\b/.test(html);
      const address = frame ? new URL(/src="([^"]*)"/.exec(written)[1].replaceAll('&amp;', '&')) : null;
      const attribute = (name) => (frame ? address.searchParams.get(name) : /<pencilmark-board\b[^>]*/.exec(written)[0].match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? null);
      const board = frame ? tab.frameLocator('iframe').locator('pencilmark-board') : tab.locator('pencilmark-board');
      await answers(board, attribute('mode') ?? 'play', attribute('technique'));
      if (frame && /embed-frame-host\.js/.test(html)) {
        // The host helper made the frame as tall as its content.
        const fits = async () => {
          const outer = await tab.locator('iframe').evaluate((f) => f.clientHeight);  // inside its border
          const inner = await board.evaluate((el) => el.getBoundingClientRect().height);
          return Math.abs(outer - inner) <= 4 ? null : `frame ${outer}, content ${inner}`;
        };
        let off = await fits();
        for (let i = 0; off && i < 40; i++) off = (await new Promise((r) => setTimeout(r, 50)), await fits());
        assert.equal(off, null);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
