// Every technique's hint drawn on a real board: for each technique of the table,
// its example puzzle is replayed at that technique's first step (the iframe form
// of <pencilmark-board>, its board replaced by the next example's), and every
// evidence role the step carries must be on the board with its own class (so its
// own colour and shape). A screenshot of each is kept in test-results/techniques/
// to be looked at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { createEngine } from '../../dist/engine.js';
import { gameAfter } from '../../dist/game.js';
import { highlightAt, withoutStruckPeers } from '../../dist/hint.js';
import { launchChromium } from '../support/browser.mjs';
import { readLines, root, projectData } from '../support/rules.mjs';

const engine = await createEngine();
const examples = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t'));
const shots = resolve(root, 'test-results/techniques');
let site, browser, page;
const problems = [];

before(async () => {
  mkdirSync(shots, { recursive: true });
  site = await serve(resolve(root, 'dist'), 0, '127.0.0.1');
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 560, height: 760 } })).newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
});

after(async () => {
  await browser?.close();
  site?.server.close();
});

/**
 * The classes the board must show for a step at its last stage, on the board
 * before it (where a board without pencil marks shows no marks a placement strikes).
 */
function expectedClasses(step, board) {
  const whole = highlightAt(step, step.stages);
  const { houses, cells, candidates, links } = board.hasMarks() ? whole : withoutStruckPeers(whole, step);
  return new Set([
    ...[...houses.values()].map((r) => `.cell.house-${r}`),
    ...[...cells.values()].map((r) => `.cell.cell-${r}`),
    ...[...candidates.values()].map((r) => `.mark.role-${r}`),
    ...links.map((l) => `.link.link-${l.type}`),
  ]);
}

test('each technique\'s step is drawn with every role it carries', async () => {
  const drawnRoles = new Set();
  let opened = false;  // the frame, loaded for the first example
  for (const [key, puzzle, techniques = 'all'] of examples) {
    if (key === 'guess' || key === 'trial-and-error') continue;  // the same drawing as any other, but slow to find
    const steps = engine.steps(puzzle, { techniques });
    const index = steps.findIndex((s) => s.technique === key);
    const step = steps[index];
    const attributes = { puzzle, mode: 'replay', technique: key, techniques, theme: 'light' };
    if (!opened) {
      opened = true;
      const { puzzle: p, ...rest } = attributes;
      await page.goto(`${site.url}embed-frame.html?${new URLSearchParams({ p, ...rest })}`);
    } else {
      // The next example in a new board of the same frame, as a post with several boards has
      // them (the boards share the engine's worker, loaded once).
      await page.evaluate((attributes) => {
        const board = document.createElement('pencilmark-board');
        for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
        board.dataset.fill = '';
        document.querySelector('pencilmark-board').replaceWith(board);
      }, attributes);
    }
    const board = page.locator('pencilmark-board');
    await board.getByText(new RegExp(`^Step \\d+ of \\d+: ${step.name.replace(/[+]/g, '\\+')}\\b`)).waitFor();
    for (const selector of expectedClasses(step, gameAfter(puzzle, steps, index, puzzle))) {
      assert.ok(await board.locator(selector).count() > 0, `${key}: nothing drawn as ${selector}`);
      drawnRoles.add(selector);
    }
    await board.screenshot({ path: resolve(shots, `${key}.png`) });
  }
  // The shapes the catalogue brought each appear on some technique's board.
  for (const role of ['fin', 'group', 'color-a', 'color-b', 'deadly', 'extra']) {
    assert.ok([...drawnRoles].some((s) => s.endsWith(`-${role}`)), `no technique draws the role ${role}`);
  }
  assert.deepEqual(problems, []);
});
