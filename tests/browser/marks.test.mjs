// Corner and centre marks as a player enters them (issue 53, item 4): by keys
// (X corner, N centre, M the 3x3 marks) at desktop size and by touch (Marks, then
// its kind button: 3×3, Corner, Centre) at phone size; undone as one move each;
// kept over a reload and in a ?g= link; a hint takes a cell's centre marks as
// its candidates. Screenshots of a board with all three kinds at phone and
// desktop sizes, light and dark, go to test-results/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { pageSession, runAxe } from '../support/browser.mjs';
import { createEngine } from '../../dist/engine.js';
import { root } from '../support/rules.mjs';

const shots = resolve(root, 'test-results');
const session = pageSession({ shots });
const SLIP = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const at = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
const engine = await createEngine();
const solution = engine.solve(SLIP).solution;

const cell = (page, name) => page.locator(`[role=gridcell] >> nth=${at(name)}`);
// What a cell shows of each kind: its 3x3 marks, corner marks (in slot order) and centre marks.
const kinds = (page, name) => cell(page, name).evaluate((c) => ({
  marks: [...c.querySelectorAll('.mark.on')].map((m) => m.textContent).join(''),
  corner: [...c.querySelectorAll('.notes .corner')].map((m) => m.dataset.d).join(''),
  centre: [...c.querySelectorAll('.notes .centre > [data-d]')].map((m) => m.dataset.d).join(''),
}));

// A board with every kind: 3x3 marks in r2c1, corner 1 3 (box 1's 1s and 3s) in r2c2 and r2c3, centre
// marks in r1c2, corner and centre in r3c1, eight corner marks in r2c5 and seven centre marks in r2c6.
async function enterAll(page, touch) {
  const tap = (locator) => (touch ? locator.tap() : locator.click());
  const digits = async (...ds) => {
    for (const d of ds) {
      if (touch) await page.locator(`.pad [data-digit="${d}"]`).tap();
      else await page.keyboard.press(String(d));
    }
  };
  const kind = async (wanted, key) => {
    if (!touch) return page.keyboard.press(key);
    if (await page.locator('#marks').getAttribute('aria-pressed') !== 'true') await tap(page.locator('#marks'));
    while (await page.locator('#mark-kind').textContent() !== wanted) await tap(page.locator('#mark-kind'));
  };
  await tap(cell(page, 'r2c1'));
  await kind('3×3', 'm');
  await digits(1, 2);
  await kind('Corner', 'x');
  for (const name of ['r2c2', 'r2c3']) {
    await tap(cell(page, name));
    await digits(1, 3);
  }
  await tap(cell(page, 'r3c1'));
  await digits(7);
  await tap(cell(page, 'r2c5'));
  await digits(1, 2, 3, 5, 6, 7, 8, 9);
  await kind('Centre', 'n');
  await tap(cell(page, 'r3c1'));
  await digits(9);
  await tap(cell(page, 'r1c2'));
  await digits(2, 3);
  await tap(cell(page, 'r2c6'));
  await digits(1, 2, 3, 5, 7, 8, 9);
  if (touch) await tap(page.locator('#marks'));
  else await page.keyboard.press('n');  // the same letter again: back to digits
}

async function expectAll(page) {
  assert.deepEqual(await kinds(page, 'r2c1'), { marks: '12', corner: '', centre: '' });
  assert.deepEqual(await kinds(page, 'r2c2'), { marks: '', corner: '13', centre: '' });
  assert.deepEqual(await kinds(page, 'r3c1'), { marks: '', corner: '7', centre: '9' });
  assert.deepEqual(await kinds(page, 'r1c2'), { marks: '', corner: '', centre: '23' });
  assert.deepEqual(await kinds(page, 'r2c5'), { marks: '', corner: '12356789', centre: '' });
  assert.deepEqual(await kinds(page, 'r2c6'), { marks: '', corner: '', centre: '1235789' });
  assert.equal(await cell(page, 'r3c1').getAttribute('aria-label'), 'r3c1, empty, corner marks 7, centre marks 9');
}

// Every corner mark inside its cell and pressed into its corner or edge; every centre row inside its cell.
const placement = (page) => page.locator('[role=gridcell]').evaluateAll((cells) => cells.flatMap((c) => {
  const box = c.getBoundingClientRect(), faults = [];
  for (const m of c.querySelectorAll('.notes .corner, .notes .centre')) {
    const r = m.getBoundingClientRect();
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
      faults.push(`${c.getAttribute('aria-label')}: ${m.className} outside its cell`);
    }
  }
  const corners = [...c.querySelectorAll('.notes .corner')];
  if (corners.length >= 4) {
    const [tl, tr, bl, br] = corners.map((m) => m.getBoundingClientRect());
    if (!(tl.left < tr.left && tl.top < bl.top && br.left > bl.left && br.top > tr.top)) faults.push(`${c.getAttribute('aria-label')}: corners out of place`);
  }
  return faults;
}));

// The board (no cell lit) light and dark, and the whole page dark.
async function shoot(page, size) {
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: /Dark theme|◐/ }).first().click();
    await page.waitForTimeout(250);
    await page.locator('.board-frame').screenshot({ path: resolve(shots, `marks-${size}-${theme}.png`) });
  }
  await page.screenshot({ path: resolve(shots, `marks-${size}-dark-page.png`) });
}

test('desktop keys: X corner, N centre, M 3x3; each mark one move; kept over a reload; light and dark', async () => {
  const page = await session.open(`?p=${SLIP}`, DESKTOP);
  await enterAll(page, false);
  await expectAll(page);
  assert.equal(await page.locator('#message').textContent(), 'Digits mode: digits fill cells.');
  // Undo takes the last centre mark alone, Redo brings it back.
  await page.keyboard.press('Control+z');
  assert.equal((await kinds(page, 'r2c6')).centre, '123578');
  await page.keyboard.press('Control+y');
  assert.equal((await kinds(page, 'r2c6')).centre, '1235789');
  // A digit hides a cell's corner marks; erased, they are back.
  await cell(page, 'r2c2').click();
  await page.keyboard.press('2');
  assert.deepEqual(await kinds(page, 'r2c2'), { marks: '', corner: '', centre: '' });
  assert.equal((await kinds(page, 'r1c2')).centre, '23', 'a peer\'s centre marks stand');
  await page.keyboard.press('Backspace');
  assert.equal((await kinds(page, 'r2c2')).corner, '13');
  assert.deepEqual(await placement(page), []);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  await expectAll(page);
  await cell(page, 'r4c1').click();
  await shoot(page, 'desktop');
  const axe = await runAxe(page, { include: '#board' });
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);
});

test('phone touch: Marks, then its kind button (3×3, Corner, Centre); the board light and dark', async () => {
  const page = await session.open(`?p=${SLIP}`, PHONE);
  assert.equal(await page.locator('#mark-kind').isVisible(), false, 'the kind button only in marks mode');
  await enterAll(page, true);
  await expectAll(page);
  assert.equal(await page.locator('#mark-kind').isVisible(), false);
  assert.deepEqual(await placement(page), []);
  // The kind button, in reach and 44 px.
  await page.locator('#marks').tap();
  const kind = await page.locator('#mark-kind').boundingBox();
  assert.ok(kind.height >= 44 && kind.width >= 44 && kind.y + kind.height <= 844, JSON.stringify(kind));
  assert.equal(kind.y, (await page.locator('#marks').boundingBox()).y, 'in the pad\'s second row, in Colour\'s place: still two rows');
  await page.screenshot({ path: resolve(shots, 'marks-phone-light-page.png') });
  await page.locator('#marks').tap();
  await cell(page, 'r4c1').tap();
  await shoot(page, 'phone');
});

test('a link carries corner and centre marks to a fresh browser', async () => {
  const options = { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] };
  let page = await session.open(`?p=${SLIP}`, options);
  await enterAll(page, false);
  await page.getByText('Share', { exact: true }).click();
  await page.locator('#share-link').click();
  await page.getByText(/^A link to this game/).waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.match(link.search, /^\?g=2[\w+$-]+$/);
  page = await session.open(link.search, options);
  await expectAll(page);
});

test('a hint takes a cell\'s centre marks as its candidates, and Apply writes there', async () => {
  const page = await session.open(`?p=${SLIP}`, DESKTOP);
  const truth = Number(solution[at('r1c2')]), other = truth === 9 ? 1 : 9;
  await cell(page, 'r1c2').click();
  await page.keyboard.press('n');
  await page.keyboard.press(String(other));
  // A corner mark elsewhere without its cell's digit restricts nothing.
  await cell(page, 'r2c2').click();
  await page.keyboard.press('x');
  await page.keyboard.press(String(Number(solution[at('r2c2')]) === 9 ? 1 : 9));
  await page.keyboard.press('h');
  await page.getByText('Where to look', { exact: true }).waitFor();
  await page.keyboard.press('h');
  await page.keyboard.press('h');
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  const words = await page.locator('#hint-text').textContent();
  assert.match(words, /r1c2/, words);
  assert.doesNotMatch(words, /r2c2/, words);
  await page.screenshot({ path: resolve(shots, 'marks-hint-centre.png') });
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(/^Applied: /).waitFor();
  assert.equal((await kinds(page, 'r1c2')).centre, [truth, other].sort().join(''));
  assert.deepEqual(session.problems, []);
});
