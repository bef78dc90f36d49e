// The board as a screen reader meets it, read from Chromium's own accessibility
// tree (the DevTools protocol's Accessibility domain), beside axe's rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession, runAxe } from '../support/browser.mjs';
import { linkBefore } from '../support/examples.mjs';
import { fixture, readLines } from '../support/rules.mjs';

const [puzzle] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
const session = pageSession();

// Chromium's accessibility tree of the page: its nodes by id, with role, name and children.
async function axTree(page) {
  const client = await page.context().newCDPSession(page);
  const { nodes } = await client.send('Accessibility.getFullAXTree');
  await client.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const role = (n) => n.role?.value, name = (n) => n.name?.value ?? '';
  // A node's children as a reader lists them (ignored nodes are passed through).
  const children = (n) => (n.childIds ?? []).map((id) => byId.get(id)).filter(Boolean)
    .flatMap((c) => (c.ignored ? children(c) : [c]));
  return { nodes: nodes.filter((n) => !n.ignored), role, name, children };
}

test('the board\'s rows and columns are named by their number; a row is not read as its nine cells', async () => {
  const page = await session.open(`?p=${puzzle}`);
  // The headers are named once the board's words have loaded, which may be after Ready (a fresh
  // CI clone's run read them as bare digits once).
  await page.getByRole('columnheader', { name: 'Column 9', exact: true }).waitFor();
  const { nodes, role, name, children } = await axTree(page);
  const grid = nodes.find((n) => role(n) === 'grid' && name(n) === 'Sudoku board');
  assert.ok(grid, 'the board is a grid named "Sudoku board"');
  const rows = children(grid).filter((n) => role(n) === 'row');
  assert.equal(rows.length, 10, 'a row of column headers and nine rows of cells');
  const heads = children(rows[0]);
  assert.deepEqual(heads.map(role), Array(9).fill('columnheader'));
  assert.deepEqual(heads.map(name), Array.from({ length: 9 }, (_, k) => `Column ${k + 1}`));
  assert.deepEqual(rows.slice(1).map(name), Array.from({ length: 9 }, (_, r) => `Row ${r + 1}`));
  for (const [r, row] of rows.slice(1).entries()) {
    const cells = children(row);
    assert.deepEqual(cells.map(role), Array(9).fill('gridcell'), `row ${r + 1}'s cells`);
    assert.deepEqual(cells.map((c) => name(c).split(',')[0]), Array.from({ length: 9 }, (_, k) => `r${r + 1}c${k + 1}`));
  }
  const first = children(rows[1])[puzzle.search(/[1-9]/)];
  assert.equal(name(first), `r1c${puzzle.search(/[1-9]/) + 1}, given ${puzzle.match(/[1-9]/)[0]}`);
  assert.deepEqual((await runAxe(page)).violations, []);
  assert.deepEqual(session.problems, []);
});

test('a hint\'s stages are said as the player steps through them, and a clash as it happens', async () => {
  const page = await session.open(await linkBefore('xy-chain'), { reducedMotion: 'reduce' });
  const said = page.locator('#stage-said');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Which technique?' }).click();
  await page.getByRole('button', { name: 'Show me' }).click();
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  // Without motion the whole step shows at once, and its last stage is said: the removal.
  await page.getByText(/^Stage 9 of 9: remove 3 from r5c6\.$/).waitFor();
  await page.getByRole('button', { name: 'Previous stage' }).click();
  await page.getByText(/^Stage 8 of 9: /).waitFor();
  // A chain's link in the engine's words for it (the step's language).
  assert.equal(await said.textContent(), 'Stage 8 of 9: r9c6 is not 5, so r9c6 is 3 (strong link).');
  await page.getByRole('button', { name: 'Previous stage' }).click();
  assert.equal(await said.textContent(), 'Stage 7 of 9: r9c7 is 5, so r9c6 is not 5 (weak link).');
  assert.equal(await said.getAttribute('aria-live'), 'polite', 'said through a live region');
  await page.getByRole('button', { name: 'Got it' }).click();
  assert.equal(await said.textContent(), '', 'a hint closed says nothing more');
  // A digit that clashes with its row is said at once.
  const values = await page.locator('[role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent));
  const emptyCell = values.findIndex((v) => !v);
  const rowDigit = values.slice(emptyCell - (emptyCell % 9), emptyCell - (emptyCell % 9) + 9).find((v) => v);
  const clash = values.findIndex((v, c) => v === rowDigit && Math.floor(c / 9) === Math.floor(emptyCell / 9));
  await page.locator('[role=gridcell]').nth(emptyCell).click();
  await page.keyboard.press(rowDigit);
  const cellName = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
  await page.getByText(new RegExp(`^The ${rowDigit} in ${cellName(emptyCell)} clashes with the ${rowDigit} in (r\\dc\\d and )*${cellName(clash)}( and r\\dc\\d)*\\.$`)).waitFor();
  assert.equal(await page.locator('#message').getAttribute('aria-live'), 'polite');
  assert.deepEqual(session.problems, []);
});
