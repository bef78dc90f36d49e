// Games kept and play aids, in Debian's Chromium, by clicks and keys: every game
// kept beside the others (links, New puzzle and pasting never replace one), undo
// history and colours after a reload, storage blocked said in words (the rest of
// what storage can do wrong is storage.test.mjs's), the list
// of games by keyboard, a digit shown everywhere it can go, candidate colours,
// pause, and the level shown being the loaded puzzle's. Screenshots of the new
// parts at desktop and phone sizes go to test-results/ (or $PENCILMARK_SHOTS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { pageSession, runAxe } from '../support/browser.mjs';
import { fixture, readLines, root } from '../support/rules.mjs';
import { encodeMarks } from '../../dist/game.js';

const shots = resolve(process.env.PENCILMARK_SHOTS ?? resolve(root, 'test-results'));
const kaggle = readLines(fixture('kaggle_solved.csv')).slice(1).map((line) => line.split(','));
const [puzzle, expected] = kaggle[0];
const [other] = kaggle[1];
const EXPERT = '................12..3.45.........4......3....16.2.......4...5...3..7.....8.1....6';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const session = pageSession({ shots });
const { problems } = session;
let page;

async function open(query = '', { viewport = DESKTOP, init = null, ready = 'Ready.' } = {}) {
  page = await session.open(query, { viewport, init, ready });
}

async function reload() {
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
}

const cell = (index) => page.locator('[role=gridcell]').nth(index);
// Waits for cell `index`'s words to be `label` (a cell says its marks once the board's words have come).
const labelled = (index, label) => page.waitForFunction(([c, want]) => document.querySelectorAll('#board [role=gridcell]')[c]
  .getAttribute('aria-label') === want, [index, label]);
const boardDigits = () => page.locator('[role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent || '.').join(''));
const emptyCells = (p) => [...p].flatMap((ch, i) => (ch === '.' ? [i] : []));
const button = (name) => page.getByRole('button', { name, exact: true });

async function play(index, digit) {
  await cell(index).click();
  await page.keyboard.press(String(digit));
}

async function snap(name, options = {}) {
  await page.waitForTimeout(300);  // cells fade between states in 0.2 s
  await page.screenshot({ path: resolve(shots, `${name}.png`), ...options });
}

// Where a digit can go by the digits on the board alone (rules written here, not the engine's).
function placesFor(board, digit) {
  const d = String(digit);
  return emptyCells(board).filter((c) => {
    const r = Math.floor(c / 9), k = c % 9;
    for (let i = 0; i < 9; i++) {
      const box = (Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(k / 3) * 3 + (i % 3);
      if (board[r * 9 + i] === d || board[i * 9 + k] === d || board[box] === d) return false;
    }
    return true;
  });
}

// The puzzle typed into the page's puzzle box and loaded (as a new game).
async function pastePuzzle(text) {
  await page.getByText('Enter or paste a puzzle').click();
  await page.getByLabel(/81 characters/).fill(text);
  await button('Load puzzle').click();
}

async function openGames() {
  await button('My games').click();
  const dialog = page.getByRole('dialog', { name: 'My games' });
  await dialog.waitFor();
  return dialog;
}

test('a link, then New puzzle: a reload shows the new game, and the linked game waits in the list', async () => {
  await open(`?p=${puzzle}`);
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  await page.getByLabel('Level').selectOption('Medium');
  await button('New puzzle').click();
  await page.getByText(/^New medium puzzle\.$/).waitFor();
  const made = await boardDigits();
  assert.notEqual(made, puzzle.slice(0, a) + expected[a] + puzzle.slice(a + 1));
  const [b] = emptyCells(made);
  await play(b, 5);
  const newGame = await boardDigits();

  await reload();
  assert.equal(await boardDigits(), newGame, 'the reload shows the game being played, not the link again');
  assert.equal(await page.locator('#level-badge').textContent(), 'Medium');

  const dialog = await openGames();
  const entries = dialog.getByRole('listitem');
  assert.equal(await entries.count(), 2);
  assert.match(await entries.nth(0).textContent(), /^Medium, playing now\. 1 of \d+ cells filled, \d+:\d\d played\. Last played today at /);
  assert.match(await entries.nth(1).textContent(), new RegExp(`^Easy\\. 1 of ${emptyCells(puzzle).length} cells filled, `));
  await snap('games-list-desktop');
  await entries.nth(1).locator('.game-entry').click();
  await page.getByText('Your game is back, as you left it.').waitFor();
  assert.equal((await boardDigits())[a], expected[a], 'the linked game as it was left');
  assert.equal(await page.locator('#level-badge').textContent(), 'Easy');

  // Its undo history came back with it.
  await button('Undo').click();
  assert.equal(await boardDigits(), puzzle);
  await reload();
  assert.equal(await boardDigits(), puzzle, 'the game reopened from the list is the one a reload shows');
  await button('Redo').click();
  assert.equal((await boardDigits())[a], expected[a]);
});

test('the undo history survives a reload', async () => {
  await open(`?p=${puzzle}`);
  const [a, b, c] = emptyCells(puzzle);
  await play(a, expected[a]);
  await play(b, expected[b]);
  await cell(c).click();
  await page.keyboard.press('Shift+4');
  await reload();
  assert.equal(await button('Undo').isDisabled(), false);
  await button('Undo').click();
  assert.equal(await cell(c).locator('.mark.on').count(), 0);
  await button('Undo').click();
  await button('Undo').click();
  assert.equal(await boardDigits(), puzzle);
  assert.equal(await button('Undo').isDisabled(), true);
  await button('Redo').click();
  assert.equal((await boardDigits())[a], expected[a]);
});

test('pasting a puzzle, typing givens and opening the same link again never replace a game', async () => {
  await open(`?p=${puzzle}`);
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  await pastePuzzle(other);
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), other);

  // The same link again resumes the unfinished game of that puzzle, not a fresh copy over it.
  await page.goto(`${session.site.url}?p=${puzzle}`);
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal((await boardDigits())[a], expected[a]);
  assert.equal(new URL(page.url()).search, '', 'the address drops the link once it is opened');

  const dialog = await openGames();
  assert.equal(await dialog.getByRole('listitem').count(), 2);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByText('Enter or paste a puzzle').click();

  // More than twenty games: each stays in the list and opens as it was left. They
  // are other puzzles with their digits renamed (d -> d + k), each a puzzle too.
  const bases = [kaggle[2][0], kaggle[3][0], EXPERT];
  const renamed = Array.from({ length: 21 }, (_, i) => bases[Math.floor(i / 8)]
    .replace(/[1-9]/g, (d) => String(((Number(d) - 1 + (i % 8) + 1) % 9) + 1)));
  for (const p of renamed) {
    await page.getByLabel(/81 characters/).fill(p);
    await button('Load puzzle').click();
    await page.waitForFunction((want) => [...document.querySelectorAll('[role=gridcell] .value')]
      .map((s) => s.textContent || '.').join('') === want, p);
  }
  await reload();
  await openGames();
  const entries = page.getByRole('dialog').getByRole('listitem');
  assert.equal(await entries.count(), 23);
  await page.getByRole('dialog').getByRole('button', { name: /^Easy\. 1 of \d+ cells filled/ }).click();
  assert.equal((await boardDigits())[a], expected[a], 'the game played, 21 games later');
});

test('the list of games by keyboard: a dialog, focus on the game being played, Escape closes it', async () => {
  await open(`?p=${puzzle}`);
  await pastePuzzle(other);
  await page.getByText('Puzzle loaded.').waitFor();

  await button('My games').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'My games' });
  await dialog.waitFor();
  const focused = () => page.evaluate(() => document.activeElement.textContent);
  assert.match(await focused(), /playing now/);
  const light = await runAxe(page);
  assert.deepEqual(light.violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'games', 'focus goes back to the button');

  await button('Dark theme').click();
  await page.keyboard.press('Shift+Tab');  // from the theme button back to My games
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  const dark = await runAxe(page);
  assert.deepEqual(dark.violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await snap('games-list-dark');
  await page.keyboard.press('Tab');  // to the older game
  assert.doesNotMatch(await focused(), /playing now/);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await boardDigits(), puzzle);
});

test('storage blocked (no IndexedDB, and reading localStorage throws): the page says so and plays', async () => {
  await open(`?p=${puzzle}`, {
    init: () => {
      const denied = { get() { throw new DOMException('Access is denied.', 'SecurityError'); } };
      for (const name of ['localStorage', 'sessionStorage', 'indexedDB']) Object.defineProperty(window, name, denied);
    },
  });
  await page.getByRole('alert').getByText(/doesn't let Pencilmark save games/).waitFor();
  const [a, b] = emptyCells(puzzle);
  await play(a, expected[a]);
  assert.equal((await boardDigits())[a], expected[a]);
  await button('Hint').click();
  await page.getByText(/^Where to look/).waitFor();
  // The list works for as long as the page is open.
  await pastePuzzle(other);
  await page.getByText('Puzzle loaded.').waitFor();
  const dialog = await openGames();
  await dialog.getByText(/doesn't let Pencilmark save games/).waitFor();
  await dialog.getByRole('listitem').nth(1).locator('.game-entry').click();
  assert.equal((await boardDigits())[a], expected[a], 'the games are kept in memory until the page closes');
  await play(b, expected[b]);
  assert.equal((await boardDigits())[b], expected[b]);
});

test('a digit, chosen on the board or the pad, shows every cell holding it and every place it can go', async () => {
  await open(`?p=${puzzle}`);
  const digit = Number(puzzle[0]);
  await cell(0).click();  // a given
  const holding = [...puzzle].filter((ch) => ch === String(digit)).length;
  assert.equal(await page.locator('.cell.same-digit').count(), holding);
  const places = placesFor(puzzle, digit);
  const lit = page.locator('.mark.lit');
  assert.equal(await lit.count(), places.length);
  assert.deepEqual(await lit.evaluateAll((marks) => marks.map((m) => Number(m.closest('.cell').dataset.cell))), places);
  assert.match(await cell(places[0]).getAttribute('aria-label'), new RegExp(`, ${digit} can go here$`));
  await snap('digit-highlight-desktop');

  // A pad digit while a given is chosen only shows that digit; the board stays as it was.
  const pad = (d) => page.locator('.pad').getByRole('button', { name: String(d), exact: true });
  const next = digit === 9 ? 1 : digit + 1;
  await pad(next).click();
  assert.equal(await boardDigits(), puzzle);
  assert.equal(await lit.count(), placesFor(puzzle, next).length);
  assert.match(await pad(next).getAttribute('class'), /\blit\b/);
  // Where the player has pencil marks, their marks say where it can go.
  const target = placesFor(puzzle, next)[0];
  await cell(target).click();
  await page.keyboard.press('m');
  await page.keyboard.press(String(next === 9 ? 1 : next + 1));  // marks another digit, not this one
  await page.keyboard.press('m');
  await cell(0).click();
  await pad(next).click();
  assert.equal(await lit.count(), placesFor(puzzle, next).length - 1);
  assert.equal(await cell(target).locator('.mark.lit').count(), 0);
  // On an empty cell the pad places its digit, which then shows everywhere.
  const spot = placesFor(puzzle, next)[1];
  await cell(spot).click();
  await pad(next).click();
  assert.equal((await boardDigits())[spot], String(next));
  assert.equal(await page.locator('.cell.same-digit').count(), [...puzzle].filter((ch) => ch === String(next)).length + 1);
  await page.keyboard.press('Escape');
  assert.equal(await lit.count(), 0);
  assert.equal(await page.locator('.cell.same-digit').count(), 0);
});

test('candidate colours: colour A, colour B and none, undone, cleared, kept after a reload', async () => {
  await open(`?p=${puzzle}`);
  await button('Fill marks').click();
  const [a, b] = emptyCells(puzzle);
  const markIn = async (c) => Number((await cell(c).locator('.mark.on').first().textContent()));
  const da = await markIn(a), db = await markIn(b);
  const mark = (c, d) => cell(c).locator('.mark').nth(d - 1);
  await button('Colour').click();
  assert.equal(await button('Colour').getAttribute('aria-pressed'), 'true');
  await cell(a).click();
  await page.keyboard.press(String(da));
  assert.match(await mark(a, da).getAttribute('class'), /paint-a/);
  await cell(b).click();
  await page.keyboard.press(String(db));
  await page.keyboard.press(String(db));
  assert.match(await mark(b, db).getAttribute('class'), /paint-b/);
  assert.match(await cell(b).getAttribute('aria-label'), new RegExp(`, of them colour B ${db}$`));
  // A candidate not pencilled in takes no colour, and the player is told why.
  const marksOfB = (await cell(b).locator('.mark.on').allTextContents()).map(Number);
  const absent = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !marksOfB.includes(d));
  assert.ok(absent);
  await page.keyboard.press(String(absent));
  await page.getByText(new RegExp(`^Pencil in ${absent} in r\\dc\\d first`)).waitFor();
  await snap('colours-desktop');
  // A digit shown, with colours: no accessibility violations, light or dark.
  await cell(puzzle.search(/[1-9]/)).click();
  for (const theme of ['light', 'dark']) {
    const { violations } = await runAxe(page);
    assert.deepEqual(violations.map((v) => `${theme} ${v.id}: ${v.nodes.length} ${v.nodes[0].target}`), []);
    await button('Dark theme').click();
  }

  await reload();
  assert.match(await mark(a, da).getAttribute('class'), /paint-a/);
  assert.match(await mark(b, db).getAttribute('class'), /paint-b/);
  await button('Undo').click();
  assert.match(await mark(b, db).getAttribute('class'), /paint-a/, 'undo takes back one turn of the colour');
  await button('Clear colours').click();
  assert.equal(await page.locator('.mark.paint-a, .mark.paint-b').count(), 0);
  assert.ok(await button('Clear colours').isHidden());
  // With the colours gone, the digits and marks are as before.
  assert.equal(await markIn(a), da);
  assert.equal(await boardDigits(), puzzle);
  // A hint shown in full over pencil marks: every candidate it draws is in the cells' labels.
  for (let i = 0; i < 3; i++) await button('Hint').click();
  await page.locator('.mark[class*="role-"]').first().waitFor();
  const { violations } = await runAxe(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.length} ${v.nodes[0].target}`), []);
});

test('pause hides the board and stops the clock; resume brings both back', async () => {
  await open(`?p=${puzzle}`);
  await page.waitForTimeout(1100);
  await button('Pause').click();
  assert.ok(await page.locator('#board').isHidden(), 'the board is hidden');
  await page.getByText('Paused', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'resume');
  const time = await page.locator('#timer').textContent();
  await page.waitForTimeout(2200);
  assert.equal(await page.locator('#timer').textContent(), time, 'the clock stands');
  // Nothing can be played meanwhile: the pad rests.
  await page.locator('.pad').getByRole('button', { name: '5', exact: true }).click({ force: true }).catch(() => {});
  assert.equal(await boardDigits(), puzzle);
  await snap('paused-desktop');
  // A reload keeps the game paused, its clock where it stood.
  await page.reload();
  await page.getByText('Paused', { exact: true }).waitFor();
  assert.ok(await page.locator('#board').isHidden(), 'still hidden after a reload');
  assert.equal(await page.locator('#timer').textContent(), time);
  await page.waitForTimeout(1100);
  assert.equal(await page.locator('#timer').textContent(), time, 'the clock still stands');
  await page.getByRole('button', { name: 'Resume' }).first().click();
  assert.ok(await page.locator('#board').isVisible());
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  await page.waitForTimeout(2200);
  assert.notEqual(await page.locator('#timer').textContent(), time, 'the clock runs again');
  // P on the board pauses too.
  await page.keyboard.press('p');
  assert.ok(await page.locator('#board').isHidden());
  // Resumed, a reload plays on.
  await page.getByRole('button', { name: 'Resume' }).first().click();
  await reload();
  assert.ok(await page.locator('#board').isVisible(), 'a resumed game is not paused by a reload');
});

test('this puzzle\'s level is beside the clock, in words of its own; the Level menu is the next puzzle\'s and never follows it', async () => {
  await open(`?p=${EXPERT}`);
  await page.locator('#level-badge').getByText('Expert').waitFor();
  assert.equal(await page.locator('#level-note').textContent(), 'This puzzle: Expert');
  assert.equal(await page.getByLabel('Level of the next puzzle').inputValue(), '1', 'the menu stays at its own Medium');
  await page.getByLabel('Level of the next puzzle').selectOption('Hard');
  await pastePuzzle(puzzle);
  await page.locator('#level-badge').getByText('Easy').waitFor();
  assert.equal(await page.getByLabel('Level of the next puzzle').inputValue(), '2', 'the player\'s choice, not this puzzle\'s level');
  // Back to the expert game from the list: its level is known at once; the choice is kept over a reload.
  const dialog = await openGames();
  await dialog.getByRole('button', { name: /^Expert\./ }).click();
  assert.equal(await page.locator('#level-note').textContent(), 'This puzzle: Expert');
  await reload();
  assert.equal(await page.getByLabel('Level of the next puzzle').inputValue(), '2');
});

test('on a phone: the list, a shown digit, colours and pause, screenshots', async () => {
  await open(`?p=${puzzle}`, { viewport: PHONE });
  await pastePuzzle(other);
  await page.getByText('Puzzle loaded.').waitFor();
  const dialog = await openGames();
  const box = await dialog.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, 'the list fits the width');
  await snap('games-list-phone');
  await page.keyboard.press('Escape');

  await button('Fill marks').click();
  const [a, b] = emptyCells(other);
  await button('Colour').click();
  await cell(a).click();
  const first = async (c) => (await cell(c).locator('.mark.on').first().textContent());
  await page.keyboard.press(await first(a));
  await cell(b).click();
  const db = await first(b);
  await page.keyboard.press(db);
  await page.keyboard.press(db);
  await button('Colour').click();
  await cell(other.search(/[1-9]/)).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap('colours-and-digit-phone');
  const pad = await page.locator('.pad').boundingBox();
  assert.ok(pad.x + pad.width <= PHONE.width, 'the pad, with Colour, fits the width');
  await button('Pause').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap('paused-phone');
});

test('a game is deleted from the list after a second press; the one being played has no Delete', async () => {
  await open(`?p=${puzzle}`);
  await pastePuzzle(other);
  await page.getByText('Puzzle loaded.').waitFor();
  let dialog = await openGames();
  const entries = dialog.getByRole('listitem');
  assert.equal(await entries.count(), 2);
  assert.equal(await entries.nth(0).locator('.game-delete').count(), 0, 'not the game being played');
  const remove = entries.nth(1).getByRole('button', { name: /^Delete: Easy\. / });
  await remove.click();
  assert.equal(await remove.count(), 0, 'the first press only asks');
  const confirm = entries.nth(1).getByRole('button', { name: /^Delete\? Press again to delete: Easy\. / });
  assert.equal(await confirm.textContent(), 'Delete?');
  assert.equal(await entries.count(), 2);
  await snap('games-delete-confirm', { clip: await dialog.boundingBox() });
  const axe = await runAxe(page);
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await confirm.click();
  assert.equal(await entries.count(), 1);
  assert.match(await page.evaluate(() => document.activeElement.textContent), /playing now/, 'focus stays in the list');
  await page.keyboard.press('Escape');
  await reload();
  dialog = await openGames();
  assert.equal(await dialog.getByRole('listitem').count(), 1, 'gone from storage too');
  assert.equal(await boardDigits(), other);
});

test('two tabs: a game started in one shows in the other, and neither writes over the other\'s', async () => {
  await open(`?p=${puzzle}`);
  const first = page;
  const second = await session.context.newPage();
  second.on('pageerror', (err) => problems.push(err.message));
  await second.goto(session.site.url);
  await second.getByText('Ready.', { exact: true }).waitFor();
  await second.getByRole('button', { name: 'New puzzle', exact: true }).click();
  await second.getByText(/^New \w+ puzzle\.$/).waitFor();
  // The first tab, open all along, lists the second tab's game, and keeps it when it saves its own.
  const dialog = await openGames();
  await dialog.getByRole('listitem').nth(1).waitFor();
  assert.equal(await dialog.getByRole('listitem').count(), 2);
  await page.keyboard.press('Escape');
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  await second.reload();
  await second.getByText('Ready.', { exact: true }).waitFor();
  await second.getByRole('button', { name: 'My games', exact: true }).click();
  await second.getByRole('dialog', { name: 'My games' }).getByRole('listitem').nth(1).waitFor();  // the list's module comes on the first press
  assert.equal(await second.getByRole('dialog', { name: 'My games' }).getByRole('listitem').count(), 2);
  assert.equal(page, first);
  await second.close();
});

// Every record in the page's database, as stored.
const storedRecords = (on) => on.evaluate(() => new Promise((done) => {
  indexedDB.open('pencilmark').onsuccess = ({ target: { result: db } }) => {
    db.transaction('games').objectStore('games').getAll().onsuccess = ({ target: { result } }) => { db.close(); done(result); };
  };
}));

test('two tabs of one game reloaded at the same moment, again and again: no game is added', async () => {
  await open(`?p=${puzzle}`);
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  const second = await session.context.newPage();
  second.on('pageerror', (err) => problems.push(err.message));
  await second.goto(session.site.url);  // the game played last: the same game
  await second.getByText('Ready.', { exact: true }).waitFor();
  const before = await storedRecords(page);
  assert.equal(before.length, 1);
  for (let round = 0; round < 5; round++) {
    // As a browser restoring its tabs, or the update that reloads every tab: both at once, no move made.
    await Promise.all([page, second].map((tab) => tab.reload()));
    await Promise.all([page, second].map((tab) => tab.getByText('Ready.', { exact: true }).waitFor()));
  }
  await page.waitForTimeout(300);  // any write the last loads began
  const after = await storedRecords(page);
  assert.deepEqual(after.map((r) => r.id), before.map((r) => r.id), `${after.length} records after 5 reloads of both tabs`);
  assert.equal(after[0].game.values[a], Number(expected[a]), 'the move stays');
  await second.close();
});

test('a tab closed right after a keystroke keeps that move: the next tab shows it, every time', async () => {
  await open(`?p=${puzzle}`);
  const cells = emptyCells(puzzle).slice(0, 9);
  for (const [k, c] of cells.entries()) {
    await cell(c).click();
    await page.keyboard.press(expected[c]);
    await page.close();  // within a few milliseconds of the key
    page = await session.context.newPage();
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(session.site.url);
    await page.getByText('Ready.', { exact: true }).waitFor();
    const digits = await boardDigits();
    assert.deepEqual(cells.slice(0, k + 1).map((x) => digits[x]), cells.slice(0, k + 1).map((x) => expected[x]), `after closing ${k + 1} times`);
  }
  assert.equal((await storedRecords(page)).length, 1);
});

// The Share menu's link (?g=) carries the board whole: digits, marks, colours,
// and the time when asked; older ?p=&v=&m= links still open; a damaged ?g= link
// is refused in words and the game open stays as it was.
for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`a ?g= link keeps digits, marks, colours and the time asked for; an old link opens; a damaged one leaves the game (${size})`, async (t) => {
    const [digitCell, marked] = emptyCells(puzzle);
    const values = [...puzzle].map((ch, c) => (c === digitCell ? expected[c] : ch)).join('');
    const marks = encodeMarks([...Array(81).keys()].map((c) => (c === marked ? 0b1001000 : 0)));  // 4 and 7
    const options = { viewport, permissions: ['clipboard-read', 'clipboard-write'] };
    page = await session.open(`?p=${puzzle}&v=${values}&m=${marks}`, options);
    const shown = () => cell(marked).locator('.mark.on').allTextContents();
    assert.equal(await boardDigits(), values, 'the old link\'s digit');
    assert.deepEqual(await shown(), ['4', '7'], 'and its marks');
    await cell(marked).click();
    await button('Colour').click();
    await page.keyboard.press('4');  // colour A on the 4
    await page.locator('#cell-colour').click();  // the cell's own colour 1
    const label = await cell(marked).getAttribute('aria-label');
    assert.match(label, /colour A 4.*cell colour 1$/);
    await page.clock.install();
    await page.clock.fastForward('02:05');
    await page.locator('#timer', { hasText: /^2:0\d$/ }).waitFor();
    await page.getByText('Share', { exact: true }).click();
    await page.getByLabel('Include my time in the link').check();
    // The time read before the link is made: the clock runs on, and a second may pass while it is.
    const time = await page.locator('#timer').textContent();
    await page.locator('#share-link').click();
    await page.getByText('A link to this game, pencil marks and colours and your time included, is on the clipboard.').waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    assert.match(link.search, /^\?g=1[\w+$-]+$/);
    t.diagnostic(`${size}: the link ${link.search.length} characters, the old one ${81 + 81 + 162 + 9}`);
    await snap(`games-share-link-${size}`);

    page = await session.open(link.search, options);  // a fresh browser: the link alone
    assert.equal(await boardDigits(), values);
    assert.deepEqual(await shown(), ['4', '7']);
    await labelled(marked, label);
    assert.ok((await page.locator('#timer').textContent()) >= time, 'the time goes on from the sender\'s');

    // The link cut short, in the same browser: refused in words, the game stays.
    await page.goto(`${session.site.url}${link.search.slice(0, -9)}`);
    await page.getByText(/^This link could not be opened: its (data does not unpack|check does not match).*The game you had open is still here, as you left it\.$/).waitFor();
    assert.equal(await boardDigits(), values);
    await labelled(marked, label);
    await snap(`games-share-link-refused-${size}`);
  });
}

test('no page errors', () => {
  assert.deepEqual(problems.filter((p) => !/quota|Access is denied/i.test(p)), []);
});
