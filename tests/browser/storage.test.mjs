// Nothing lost, in Debian's Chromium: games in IndexedDB moved from an older
// version's localStorage, damaged records named and skipped, storage full told in
// words with nothing deleted, two tabs on two games and on one, links and inputs
// that go wrong, a broken engine, no service worker, and a soak of 500 games
// reloaded at random points. Screenshots go to test-results/ (or $PENCILMARK_SHOTS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { Game } from '../../dist/game.js';
import { pageSession, runAxe } from '../support/browser.mjs';
import { fixture, readLines, root } from '../support/rules.mjs';

const shots = resolve(process.env.PENCILMARK_SHOTS ?? resolve(root, 'test-results'));
const kaggle = readLines(fixture('kaggle_solved.csv')).slice(1).map((line) => line.split(','));
const [puzzle, expected] = kaggle[0];
const [other, otherSolution] = kaggle[1];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const session = pageSession({ shots });
const { problems } = session;
let page;

const emptyCells = (p) => [...p].flatMap((ch, i) => (ch === '.' ? [i] : []));
const cell = (index, on = page) => on.locator('[role=gridcell]').nth(index);
const boardDigits = (on = page) => on.locator('[role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent || '.').join(''));
const button = (name, on = page) => on.getByRole('button', { name, exact: true });
const JUNK = /\[object Object\]|NaN|Invalid Date|null of|undefined|-\d+:/;

async function play(index, digit, on = page) {
  await cell(index, on).click();
  await on.keyboard.press(String(digit));
}

async function snap(name, options = {}) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: resolve(shots, `${name}.png`), ...options });
}

async function openGames(on = page) {
  await button('My games', on).click();
  const dialog = on.getByRole('dialog', { name: 'My games' });
  await dialog.waitFor();
  return dialog;
}

async function axe(on = page) {
  const { violations } = await runAxe(on);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.length} ${v.nodes[0].target}`), []);
}

// A game as an older version kept it (Game.toJSON() with the time played), its moves made.
function oldGame(givens, moves) {
  const g = new Game(givens);
  for (const [c, d] of moves) g.setValue(c, d);
  return JSON.stringify({ ...g.toJSON(), elapsed: 61 });
}

// Games written into the page's database by a list of its own: { givens, moves
// ([cell, digit] placed), toggles (pencil-mark moves in one cell) }; their ids.
function seed(games, on = page) {
  return on.evaluate(async (list) => {
    const [{ GameList }, { Game: G }] = await Promise.all([import('./games.js'), import('./game.js')]);
    const games = await GameList.open({ session: null, channel: null });
    const ids = list.map(({ givens, moves = [], toggles = 0 }) => {
      const g = new G(givens);
      for (const [c, d] of moves) g.setValue(c, d);
      const free = g.values.indexOf(0);
      for (let k = 0; k < toggles; k++) g.toggleMark(free, (k % 9) + 1);
      return games.add(g, 42);
    });
    await games.close();
    return ids;
  }, games);
}

// Every record in the page's database, as stored, or records put there as they are.
function stored(on = page) {
  return on.evaluate(() => new Promise((done) => {
    indexedDB.open('pencilmark').onsuccess = ({ target: { result: db } }) => {
      db.transaction('games').objectStore('games').getAll().onsuccess = ({ target: { result } }) => {
        db.close();
        done(result);
      };
    };
  }));
}
function putRaw(records, on = page) {
  return on.evaluate((list) => new Promise((done, fail) => {
    indexedDB.open('pencilmark').onsuccess = ({ target: { result: db } }) => {
      const tx = db.transaction('games', 'readwrite');
      for (const record of list) tx.objectStore('games').put(record);
      tx.oncomplete = () => { db.close(); done(); };
      tx.onerror = () => fail(tx.error);
    };
  }), records);
}
// The i-th puzzle of a set as large as needed: the fixture's, its digits renamed.
function variant(i) {
  const rename = (text) => text.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + Math.floor(i / kaggle.length)) % 9) + 1));
  const [givens, solution] = kaggle[i % kaggle.length];
  return [rename(givens), rename(solution)];
}
const moves = (givens, solution, count) => emptyCells(givens).slice(0, count).map((c) => [c, Number(solution[c])]);

test('an older version\'s games move from localStorage once, whatever its index holds; damage is named and offered for deletion', async () => {
  const indexes = ['garbage{', '[{"id":"g0","updated":17', '{}', 'null', JSON.stringify([{ id: 5, givens: 1 }, { id: 'g1' }])];
  for (const [i, index] of indexes.entries()) {
    page = await session.open('favicon.svg', { viewport: DESKTOP, ready: null });
    await page.evaluate(({ games, index }) => {
      for (const [key, value] of Object.entries(games)) localStorage.setItem(key, value);
      localStorage.setItem('pencilmark.games', index);
      localStorage.setItem('pencilmark.current', 'typed');
    }, {
      index,
      games: {
        'pencilmark.game.g0': oldGame(puzzle, moves(puzzle, expected, 3)),
        'pencilmark.game.g1': oldGame(other, moves(other, otherSolution, 1)),
        'pencilmark.game.g2': oldGame(kaggle[2][0], []),
        'pencilmark.game.trunc': '{"givens":"4.8.7',
        'pencilmark.game.typed': JSON.stringify({ ...JSON.parse(oldGame(puzzle, [])), elapsed: { n: 1 }, level: {}, values: 'x' }),
      },
    });
    await page.goto(session.site.url);
    await page.getByText(/^The game you were playing could not be read \(its record is damaged\)/).waitFor();
    await page.getByRole('alert').getByText('2 saved games could not be read: their records are damaged. My games lists them, to delete.').waitFor();
    const dialog = await openGames();
    const entries = dialog.locator('#games-list > li');
    assert.equal(await entries.count(), 3, `index ${index}`);
    const text = await dialog.textContent();
    assert.doesNotMatch(text, JUNK);
    assert.match(text, /3 of \d+ cells filled, 1:01 played/);
    // The game with one move is the one opened (the current one is damaged): its clock runs
    // on from 1:01 while the test reads.
    assert.match(text, /1 of \d+ cells filled, 1:0\d played/);
    const damaged = dialog.locator('#damaged-list > li');
    assert.equal(await damaged.count(), 2);
    assert.match(await damaged.nth(0).textContent(), /^A saved game \(record "(trunc|typed)", saved today at [^)]+\) could not be read: its record is damaged\.Delete$/);
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pencilmark.game'))), [],
      'localStorage gives their room back');
    if (i === 0) {
      await axe();
      await snap('games-damaged-desktop', { clip: await dialog.boundingBox() });
      // Deleted at the player's word: two presses.
      await damaged.nth(0).getByRole('button', { name: /^Delete: A saved game/ }).click();
      await damaged.nth(0).getByRole('button', { name: /^Delete\? Press again/ }).click();
      assert.equal(await damaged.count(), 1);
    }
    await page.keyboard.press('Escape');
    // The first move writes nothing over the others: after a reload all three are there.
    const open = (await boardDigits()).indexOf('.');
    await play(open, 1);
    await page.reload();
    await page.getByText('Ready.', { exact: true }).waitFor();
    const again = await openGames();
    assert.equal(await again.locator('#games-list > li').count(), 3);
    assert.equal(await again.locator('#damaged-list > li').count(), i === 0 ? 1 : 2);
  }
});

test('damaged records in IndexedDB: each named, the rest of the list opens, and the game played last says it could not be read', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP });
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  await seed([{ givens: other, moves: moves(other, otherSolution, 2) }]);
  // Damaged while no page is open (a page open would write its game over the
  // damage), once the page's last save has been written.
  await page.goto(`${session.site.url}favicon.svg`);
  await page.evaluate(async () => {
    const { GameList } = await import('./games.js');
    await (await GameList.open()).close();
  });
  const records = await stored();
  const mine = records.find((r) => r.game.givens === puzzle);
  const damage = [
    ['values', { ...mine.game, values: 'x'.repeat(81) }], ['elapsed', { ...mine.game, elapsed: -1e12 }],
    ['level', { ...mine.game, level: { level: {}, name: null } }], ['undo', { ...mine.game, undo: [[1, 2]] }],
    ['marks', { ...mine.game, marks: null }], ['givens', { ...mine.game, givens: 12 }], ['game', null],
  ];
  await putRaw([
    ...damage.map(([field, game]) => ({ ...mine, id: `bad-${field}`, game })),
    { ...mine, id: 'bad-rev', rev: 'one' }, { ...mine, id: 'bad-updated', updated: 'Invalid Date' }, { id: 'bad-empty' },
    { ...mine, game: { ...mine.game, elapsed: -1e12 } },  // the game being played, damaged
  ]);
  await page.goto(session.site.url);
  await page.getByText(/^The game you were playing could not be read \(its record is damaged\), so your most recent other game is open\. My games lists the damaged one\.$/).waitFor();
  assert.equal(await boardDigits(), moves(other, otherSolution, 2).reduce((b, [c, d]) => b.slice(0, c) + d + b.slice(c + 1), other));
  assert.match(await page.locator('#timer').textContent(), /^\d+:\d\d$/);
  await page.getByRole('alert').getByText('11 saved games could not be read: their records are damaged. My games lists them, to delete.').waitFor();
  const dialog = await openGames();
  assert.equal(await dialog.locator('#games-list > li').count(), 1);
  assert.equal(await dialog.locator('#damaged-list > li').count(), 11);
  assert.doesNotMatch(await dialog.locator('#games-list').textContent(), JUNK);
  // Play goes on in the game that opened, and Hint works.
  await page.keyboard.press('Escape');
  await button('Hint').click();
  await page.getByText(/^Where to look/).waitFor();
});

// IndexedDB refuses every write for want of room while window.full is true.
const FULL = () => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function put2(...args) {
    if (window.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  };
};

test('storage full, with undo histories: nothing stored is deleted, the note says so, play goes on; Free space asks first', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP, init: FULL });
  const finished = [2, 3, 4].map(variant).map(([givens, solution]) => ({ givens, moves: moves(givens, solution, 81) }));
  await seed([...Array.from({ length: 24 }, (_, k) => ({ givens: variant(5 + k)[0], toggles: 50 })), ...finished]);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  const before = await stored();
  assert.equal(before.length, 28);
  await page.evaluate(() => { window.full = true; });
  const open = emptyCells(puzzle);
  for (const c of open.slice(0, 12)) await play(c, expected[c]);
  const note = page.getByRole('alert').filter({ hasText: 'storage for Pencilmark is full' });
  await note.getByText(/^This browser's storage for Pencilmark is full, so your latest moves are not saved\. Nothing saved before was deleted and play goes on/).waitFor();
  assert.equal((await boardDigits()).slice(0, 20), open.slice(0, 12).reduce((b, c) => b.slice(0, c) + expected[c] + b.slice(c + 1), puzzle).slice(0, 20));
  const during = await stored();
  assert.deepEqual(during.map((r) => [r.id, r.game.undo.length]), before.map((r) => [r.id, r.game.undo.length]), 'every game and history as it was');
  await axe();
  await snap('storage-full-desktop');
  // The list still lists every game, and says why the latest moves are not saved.
  const dialog = await openGames();
  await dialog.getByText(/storage for Pencilmark is full/).waitFor();
  assert.equal(await dialog.locator('#games-list > li').count(), 28);
  await page.keyboard.press('Escape');

  // Room again (the player freed some elsewhere) and Free space pressed: the finished
  // games give up their history, the others keep theirs, and the game is saved.
  await page.evaluate(() => { window.full = false; });
  await button('Free space: drop the undo history of finished games').click();
  await page.getByText('The undo history of 3 finished games was dropped to free space, and your game is saved again.').waitFor();
  assert.ok(await note.isHidden());
  const after = await stored();
  const undo = (r) => r.game.undo.length;
  assert.deepEqual(after.filter((r) => r.game.givens !== puzzle).map(undo).sort((x, y) => x - y), [0, 0, 0, ...Array(24).fill(50)]);
  assert.equal(undo(after.find((r) => r.game.givens === puzzle)), 12, 'the game played, every move');
});

test('storage full, with no history to give: no game is deleted, and play goes on', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: PHONE, init: FULL });
  await seed(Array.from({ length: 25 }, (_, k) => ({ givens: variant(5 + k)[0] })));
  await page.evaluate(() => { window.full = true; });
  const open = emptyCells(puzzle);
  for (const c of open.slice(0, 12)) await play(c, expected[c]);
  await page.getByRole('alert').getByText(/storage for Pencilmark is full/).waitFor();
  assert.ok(await button('Free space: drop the undo history of finished games').isHidden(), 'no finished game to free space from');
  assert.equal((await stored()).length, 26);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap('storage-full-phone');
  await page.evaluate(() => { window.full = false; });
  await play(open[12], expected[open[12]]);
  await page.getByRole('alert').waitFor({ state: 'hidden' });
  assert.equal((await stored()).find((r) => r.game.givens === puzzle).game.undo.length, 13);
});

test('the browser is asked, once, to keep the games: when there are five, or after the first finished game', async () => {
  const counting = () => {
    navigator.storage.persist = async () => {
      localStorage.setItem('asked', String(Number(localStorage.getItem('asked') ?? 0) + 1));
      return true;
    };
  };
  const asked = () => page.evaluate(() => Number(localStorage.getItem('asked') ?? 0));
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP, init: counting });
  await seed([1, 2, 3].map((i) => ({ givens: variant(i)[0] })));
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await asked(), 0, 'four games: not yet');
  await seed([{ givens: variant(4)[0] }]);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await asked(), 1);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await asked(), 1, 'once');
  // A first game solved asks too.
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP, init: counting });
  for (const c of emptyCells(puzzle)) await play(c, expected[c]);
  await page.getByText(/^Solved in \d+:\d\d\. Well done!$/).waitFor();
  assert.equal(await asked(), 1);
});

test('two tabs on two games: each list is always current, and neither loses the other\'s moves', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP });
  const tabB = await session.context.newPage();
  tabB.on('pageerror', (err) => problems.push(err.message));
  await tabB.goto(`${session.site.url}?p=${other}`);
  await tabB.getByText('Ready.', { exact: true }).waitFor();
  const mine = emptyCells(puzzle), theirs = emptyCells(other);
  for (const c of mine.slice(0, 3)) await play(c, expected[c]);
  await play(theirs[0], otherSolution[theirs[0]], tabB);
  for (const [tab, first, second] of [[page, 3, 1], [tabB, 1, 3]]) {
    const dialog = await openGames(tab);
    await dialog.getByText(new RegExp(`${second} of \\d+ cells filled`)).waitFor();  // the other tab's game, as it stands
    const text = await dialog.textContent();
    assert.match(text, new RegExp(`playing now\\. ${first} of \\d+ cells filled`));
    await tab.keyboard.press('Escape');
  }
  // A reload of either shows its own game, every move there.
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  await tabB.reload();
  await tabB.getByText('Ready.', { exact: true }).waitFor();
  assert.equal([...(await boardDigits())].filter((ch, c) => puzzle[c] === '.' && ch !== '.').length, 3);
  assert.equal([...(await boardDigits(tabB))].filter((ch, c) => other[c] === '.' && ch !== '.').length, 1);
  await tabB.close();
});

test('one game in two tabs: the second follows the first, and no move of either is lost', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP });
  const [a, b, c] = emptyCells(puzzle);
  await play(a, expected[a]);
  const tabB = await session.context.newPage();
  tabB.on('pageerror', (err) => problems.push(err.message));
  await tabB.goto(session.site.url);  // a new tab opens the game played last
  await tabB.getByText('Ready.', { exact: true }).waitFor();
  assert.equal((await boardDigits(tabB))[a], expected[a]);
  await play(b, expected[b]);
  await tabB.getByText('This game was played in another tab: the board shows its moves.').waitFor();
  assert.equal((await boardDigits(tabB))[b], expected[b]);
  await play(c, expected[c], tabB);
  await page.getByText('This game was played in another tab: the board shows its moves.').waitFor();
  assert.equal((await boardDigits())[c], expected[c]);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  const digits = await boardDigits();
  assert.deepEqual([a, b, c].map((x) => digits[x]), [a, b, c].map((x) => expected[x]));
  for (let k = 0; k < 3; k++) await button('Undo').click();
  assert.equal(await boardDigits(), puzzle, 'the three moves are one history');
  await tabB.close();
});

test('a bad link or paste leaves the game played before fully usable, says why, and saves nothing', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP, serviceWorkers: 'allow' });
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  const board = await boardDigits();
  const bad = [
    ['<script>alert(1)</script>', /^bad character '<' at position 1/],
    ['1'.repeat(80), /80/],
    ['5'.repeat(200000), /200000|200,000/],
    [`\0${'.'.repeat(80)}`, /U\+0000|position 1/],
    [`11${'.'.repeat(79)}`, /^The linked puzzle was not opened, nor added to your games: r1c1 and r1c2 are both 1/],
    ['.'.repeat(81), /^The linked puzzle was not opened, nor added to your games: this puzzle has more than one solution/],
  ];
  for (const [p, words] of bad) {
    await page.goto(`${session.site.url}?p=${encodeURIComponent(p)}`);
    await page.locator('#message.error').filter({ hasText: words }).waitFor();
    assert.equal(await boardDigits(), board, `the game before, for ${p.slice(0, 30)}`);
    for (const name of ['Hint', 'Check', 'Solve', 'Grade', 'Step through']) assert.equal(await button(name).isDisabled(), false, name);
    // The next link is served by the service worker once it is active (a 200,000-character
    // address is more than the test's server takes): registered is not yet active while it
    // caches the site's files.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, { timeout: 20000 });
  }
  await button('Check').click();
  await page.getByText('Every digit on the board is right so far.').waitFor();
  await button('Hint').click();
  await page.getByText(/^Where to look/).waitFor();
  // A paste with no single solution is refused too.
  await page.getByText('Enter or paste a puzzle').click();
  await page.getByLabel(/81 characters/).fill('.'.repeat(81));
  await button('Load puzzle').click();
  await page.getByText(/^This puzzle has more than one solution, so it cannot be played to a single answer\. It was not added to your games\.$/).waitFor();
  const dialog = await openGames();
  assert.equal(await dialog.locator('#games-list > li').count(), 1, 'only the game played');
  await page.keyboard.press('Escape');
  // A practice link naming no technique says so.
  await page.goto(`${session.site.url}?practise=${encodeURIComponent('<b>nonsense</b>')}`);
  await page.getByRole('dialog').getByText('There is no technique "<b>nonsense</b>" to practise: choose one from the list.').waitFor();
  await axe();
});

test('a solved grid: Step through, Hint and Grade say so, with no exception', async () => {
  page = await session.open(`?p=${expected}`, { viewport: DESKTOP });
  await button('Step through').click();
  await page.getByText('This puzzle is already solved: there are no steps to step through.').waitFor();
  await button('Hint').click();
  await page.getByText('The board is complete: there is no next step.').waitFor();
  await button('Grade').click();
  await page.getByText('Nothing to solve: every cell is filled.').waitFor();
  assert.ok(await page.locator('#replay-panel').isHidden());
});

test('a game whose hints keep to a technique set that finds nothing says so, not that the board is complete', async () => {
  const monster = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
  page = await session.open('', { viewport: DESKTOP });
  await page.evaluate(async (givens) => {
    const [{ GameList }, { Game: G }] = await Promise.all([import('./games.js'), import('./game.js')]);
    const games = await GameList.open({ session: null, channel: null });
    games.add(new G(givens, { techniques: 'full-house,hidden-single' }), 42);
    await games.close();
  }, monster);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  const dialog = await openGames();
  await dialog.getByRole('button', { name: /^Level not known yet\. 0 of 60 cells filled/ }).click();
  assert.equal((await boardDigits()).replace(/[^1-9]/g, ''), monster.replace(/[^1-9]/g, ''));
  await button('Hint').click();
  await page.getByText("The technique set 'full-house,hidden-single' is stuck: no step found, with 60 cells still empty.", { exact: true }).waitFor();
  assert.equal(await page.getByText(/complete/).count(), 0);
  assert.ok(!(await page.locator('#message').evaluate((el) => el.classList.contains('error'))), 'no fault: said as words, not as an error');
});

test('a pasted line of HoDoKu\'s library keeps its placed cells as the player\'s digits and its deletions as removed marks', async () => {
  page = await session.open('', { viewport: DESKTOP });
  const [p1, p2, m] = emptyCells(puzzle);
  const digits = [...puzzle].map((ch, c) => (c === p1 || c === p2 ? `+${expected[c]}` : ch)).join('');
  // A candidate of cell m that is not its solution, by the rules on the board after the placements.
  const after = [...puzzle].map((ch, c) => (c === p1 || c === p2 ? expected[c] : ch)).join('');
  const r = Math.floor(m / 9), k = m % 9;
  const seen = new Set();
  for (let i = 0; i < 9; i++) {
    seen.add(after[r * 9 + i]).add(after[i * 9 + k]).add(after[(Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(k / 3) * 3 + (i % 3)]);
  }
  const candidates = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(String(d)));
  const deleted = candidates.find((d) => String(d) !== expected[m]);
  assert.ok(deleted, 'a candidate to delete');
  const line = `:0100:1:${digits}:${deleted}${r + 1}${k + 1}::::`;
  await page.getByText('Enter or paste a puzzle').click();
  await page.getByLabel(/81 characters/).fill(line);
  await button('Load puzzle').click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), after);
  for (const c of [p1, p2]) {
    assert.doesNotMatch(await cell(c).getAttribute('class'), /\bgiven\b/, 'placed, not given');
    assert.match(await cell(c).getAttribute('class'), /\bentered\b/);
  }
  const marks = (await cell(m).locator('.mark.on').allTextContents()).map(Number);
  assert.deepEqual(marks, candidates.filter((d) => d !== deleted));
  // The placed digits are the player's: they can be erased.
  await cell(p1).click();
  await page.keyboard.press('Backspace');
  assert.equal((await boardDigits())[p1], '.');
});

test('a damaged engine wasm: the hint engine could not load, in words, and the board plays on', async () => {
  page = await session.open(`?p=${puzzle}`, {
    viewport: DESKTOP,
    routes: (context) => context.route(/pencilmark-wasm(-simd)?\.wasm$/, (route) => route.fulfill({
      status: 200, contentType: 'application/wasm', body: Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 0xff, 0xff, 0xff]),
    })),
  });
  await button('Hint').click();
  await page.getByText('The hint engine could not load (try reloading).').waitFor();
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  assert.equal((await boardDigits())[a], expected[a]);
  await button('Check').click();
  await page.getByText('Every digit on the board is right so far.').waitFor();
  problems.splice(0);  // the failed load is in the console, as it should be
});

test('a browser without service workers plays on with no error', async () => {
  page = await session.open(`?p=${puzzle}`, { viewport: DESKTOP, serviceWorkers: 'block' });
  await page.waitForFunction(() => performance.getEntriesByName('pencilmark:engine').length > 0);
  const [a] = emptyCells(puzzle);
  await play(a, expected[a]);
  await button('Hint').click();
  await page.getByText(/^Where to look/).waitFor();
  assert.deepEqual(problems, []);
});

test('soak: 500 games played a few moves each, the page reloaded at random points (during writes too): none lost', async (t) => {
  // What each page finds in the journals (one a page, in localStorage) before any script of its own
  // runs: with what the page before it left there, it tells a write the journal never had from one
  // the next page lost.
  const journaled = () => {
    try {
      window.journalAtStart = Object.keys(localStorage).filter((k) => k.startsWith('pencilmark.unsaved.'))
        .flatMap((k) => Object.keys(JSON.parse(localStorage.getItem(k))));
    } catch { window.journalAtStart = ['(unreadable)']; }
  };
  page = await session.open('favicon.svg', { viewport: DESKTOP, ready: null, init: journaled });
  const open = () => page.evaluate(async () => {
    const { GameList } = await import('./games.js');
    window.list = await GameList.open();
    return window.list.damaged.length;
  });
  await open();
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;  // the high bits: the low ones of this generator repeat quickly
  };
  const want = new Map();
  let reloads = 0, duringWrites = 0;
  // A game the journal held before a reload and the next page did not find there (its write
  // committed in between, or the journal was read short): by id, the reload's number.
  const leftOut = new Map();
  for (let made = 0; made < 500;) {
    // A few games at a time, each played a few moves (each move a save), then,
    // at random, a reload at once: writes still in flight.
    const batch = Array.from({ length: 1 + random(4) }, () => {
      const [givens, solution] = variant(random(1000));
      return { givens, moves: moves(givens, solution, 1 + random(4)) };
    });
    const played = await page.evaluate(async (games) => {
      const { Game: G } = await import('./game.js');
      return games.map(({ givens, moves: list }) => {
        const g = new G(givens);
        const id = window.list.add(g);
        for (const [c, d] of list) {
          g.setValue(c, d);
          window.list.save(id, g, g.undoStack.length);
        }
        return { id, values: g.valuesText(), undo: g.undoStack.length };
      });
    }, batch);
    for (const p of played) want.set(p.id, p);
    made += played.length;
    if (random(3) === 0) {
      reloads++;
      // Saves not yet committed wait in the tab's journal: the reload cuts them off.
      const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pencilmark.unsaved.'))
        .flatMap((k) => Object.keys(JSON.parse(localStorage.getItem(k)))));
      if (left.length) duringWrites++;
      await page.reload();
      const found = await page.evaluate(() => window.journalAtStart);
      for (const id of left) if (!found.includes(id)) leftOut.set(id, reloads);
      await open();
    }
  }
  await page.reload();
  assert.equal(await open(), 0, 'no damaged record');
  // Each game lost or changed, with what is kept of it (to tell a lost write from a stale one).
  const lost = await page.evaluate((games) => games.flatMap(({ id, values, undo }) => {
    const g = window.list.game(id);
    if (g && g.valuesText() === values && g.undoStack.length === undo && g.elapsed === undo) return [];
    return [g ? `${id}: ${g.undoStack.length} moves kept (elapsed ${g.elapsed}) of ${undo}` : `${id}: missing`];
  }), [...want.values()]);
  const copies = await page.evaluate((ids) => window.list.entries.filter((e) => !ids.includes(e.id)).length, [...want.keys()]);
  const told = lost.map((line) => {
    const reload = leftOut.get(line.split(':')[0]);
    return reload === undefined ? line : `${line} (in the journal before reload ${reload}, not found there after it)`;
  });
  assert.deepEqual(told, [], `${lost.length} of ${want.size} games lost or changed over ${reloads} reloads; ${copies} games not made by the test`);
  assert.equal(await page.evaluate(() => window.list.entries.length), 500);
  t.diagnostic(`500 games, ${[...want.values()].reduce((n, g) => n + g.undo, 0)} moves, ${reloads} reloads (${duringWrites} during writes): 0 lost`);
  assert.ok(duringWrites >= 10, `only ${duringWrites} reloads came during a write`);
  // The page lists them all, a page at a time.
  await page.goto(session.site.url);
  await page.getByText('Ready.', { exact: true }).waitFor();
  const dialog = await openGames();
  await dialog.getByText('(500 games)', { exact: false }).waitFor();
  assert.equal(await dialog.locator('#games-list > li').count(), 50);
  await button('Show more games (450 not shown)').click();
  assert.equal(await dialog.locator('#games-list > li').count(), 100);
});

test('a kept game the engine cannot play (no solution, a technique set it does not know) is refused in words, and kept as it is', async () => {
  page = await session.open('', { viewport: DESKTOP });
  // A wrong digit given in an empty cell, seen by no equal digit: no repeat, and no solution.
  const cell = emptyCells(puzzle)[0];
  const seen = new Set(emptyCells('.'.repeat(81)).filter((p) => p !== cell && (Math.floor(p / 9) === Math.floor(cell / 9)
    || p % 9 === cell % 9 || (Math.floor(p / 27) === Math.floor(cell / 27) && Math.floor((p % 9) / 3) === Math.floor((cell % 9) / 3)))).map((p) => puzzle[p]));
  const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => String(d) !== expected[cell] && !seen.has(String(d)));
  const none = `${puzzle.slice(0, cell)}${wrong}${puzzle.slice(cell + 1)}`;
  await page.evaluate(async ([givens, unsolvable]) => {
    const [{ GameList }, { Game: G }] = await Promise.all([import('./games.js'), import('./game.js')]);
    const games = await GameList.open({ session: null, channel: null });
    games.add(new G(unsolvable), 42);
    games.add(new G(givens, { techniques: '-x-wing,-no-such-wing' }), 43);
    await games.close();
  }, [other, none]);
  const before = await stored();
  for (const [givens, words] of [
    [other, /^This game's hints leave out “no-such-wing”, which this version of Pencilmark does not know, so its hints cannot be given: Hint, Check, Solve, Grade and Step through are off for this game, and My games keeps it as it is\.$/],
    [none, /^This puzzle has no solution: some of its givens contradict each other: Hint, Check, Solve, Grade and Step through are off for this game, and My games keeps it as it is\.$/],
  ]) {
    // This tab's game, named where no page of the app runs (its last save would name its own).
    await page.goto(`${session.site.url}favicon.svg`);
    const id = before.find((r) => r.game.givens === givens).id;
    await page.evaluate((wanted) => sessionStorage.setItem('pencilmark.current', JSON.stringify(wanted)), id);
    await page.goto(session.site.url);
    await page.locator('#message.error').filter({ hasText: words }).waitFor();
    assert.equal((await boardDigits()).replace(/[^1-9]/g, ''), givens.replace(/[^1-9]/g, ''));
    for (const name of ['Hint', 'Check', 'Solve', 'Grade', 'Step through']) assert.equal(await button(name).isDisabled(), true, name);
  }
  const after = await stored();
  for (const givens of [other, none]) {
    const [was, is] = [before, after].map((list) => list.find((r) => r.game.givens === givens));
    assert.deepEqual({ ...is.game, elapsed: 0 }, { ...was.game, elapsed: 0 }, 'the record is kept as it was');
  }
});

test('no page errors', () => {
  assert.deepEqual(problems.filter((p) => !/Failed to load resource/.test(p)), []);
});
