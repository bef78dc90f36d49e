// A player's own game reviewed: its moves on a timeline (step, play, scrub), the
// board and clock as they were, the hints asked marked; from the game's button
// and from My games once solved. Undo in a solved game asks first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { pageSession } from '../support/browser.mjs';
import { fixture, readLines, root } from '../support/rules.mjs';

const shots = resolve(root, 'test-results');
const [puzzle, solution] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
const empty = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
const name = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
const session = pageSession({ shots });
let page;

const cell = (index) => page.locator('[role=gridcell]').nth(index);
const button = (label) => page.getByRole('button', { name: label, exact: true });
const digitsOf = (locator) => locator.locator('[role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent || '.').join(''));
async function play(index, digit) {
  await cell(index).click();
  await page.keyboard.press(String(digit));
}

test('Review my game steps, plays and scrubs through the player\'s moves, with the clock and the hints asked', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: { width: 1280, height: 900 } });
  await play(empty[0], solution[empty[0]]);
  await play(empty[1], solution[empty[1]]);
  await button('Hint').click();
  await page.getByText('Where to look', { exact: true }).waitFor();
  await button('Got it').click();
  await play(empty[2], solution[empty[2]]);
  await button('Review my game').click();
  const dialog = page.getByRole('dialog', { name: 'Review of your game' });
  await dialog.waitFor();
  const board = dialog.getByRole('grid');
  const words = dialog.locator('#review-at');
  assert.match(await words.textContent(), new RegExp(`^\\d+:\\d\\d: move 3 of 3, ${solution[empty[2]]} in ${name(empty[2])}\\.$`));
  assert.match(await dialog.locator('#review-about').textContent(), /3 moves; hints asked at \d+:\d\d \(marked \? over the timeline\)\./);
  assert.deepEqual(await dialog.locator('#review-hint-ticks option').evaluateAll((os) => os.map((o) => o.value)), ['2'], 'the hint came after two moves');
  const after = (k) => [...puzzle].map((ch, c) => (empty.slice(0, k).includes(c) ? solution[c] : ch)).join('');
  assert.equal(await digitsOf(board), after(3));
  await dialog.getByRole('button', { name: 'Previous move' }).click();
  assert.equal(await digitsOf(board), after(2));
  assert.match(await words.textContent(), /move 2 of 3, .*; a hint was asked next\.$/);
  // The scrub goes straight to any point: the start, with no move made.
  await dialog.getByRole('slider', { name: 'Move' }).fill('0');
  assert.equal(await digitsOf(board), puzzle);
  assert.equal(await words.textContent(), 'The start: no move made yet.');
  assert.ok(await dialog.getByRole('button', { name: 'Previous move' }).isDisabled());
  // Play runs to the end by itself.
  await dialog.getByRole('button', { name: 'Play' }).click();
  await dialog.getByRole('button', { name: 'Next move' }).and(page.locator(':disabled')).waitFor({ timeout: 5000 });
  assert.equal(await digitsOf(board), after(3));
  await page.screenshot({ path: resolve(shots, 'review-desktop.png') });
  await dialog.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await digitsOf(page.locator('#board')), after(3), 'the game itself is as it was');
  assert.deepEqual(session.problems, []);
});

test('a solved game: Undo asks first, and My games offers its review', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const c of empty) await play(c, solution[c]);
  await page.getByText(/^Solved in \d+:\d\d\. Well done!$/).waitFor();
  await button('Undo').click();
  const ask = page.getByRole('dialog', { name: 'Undo a move of your solved game?' });
  await ask.waitFor();
  await page.screenshot({ path: resolve(shots, 'review-undo-solved-phone.png') });
  await ask.getByRole('button', { name: 'Keep it solved' }).click();
  assert.equal(await digitsOf(page.locator('#board')), solution, 'still solved');
  await page.keyboard.press('Control+z');
  await ask.getByRole('button', { name: 'Undo the last move' }).click();
  assert.equal((await digitsOf(page.locator('#board')))[empty.at(-1)], '.', 'the last move undone');
  await page.getByText(/no longer solved/).waitFor();
  await button('Redo').click();
  await button('My games').click();
  const games = page.getByRole('dialog', { name: 'My games' });
  await games.getByRole('button', { name: /^Review: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Review of your game' });
  await dialog.waitFor();
  assert.match(await dialog.locator('#review-at').textContent(), new RegExp(`move ${empty.length} of ${empty.length},`));
  await page.screenshot({ path: resolve(shots, 'review-phone.png') });
  assert.deepEqual(session.problems, []);
});
