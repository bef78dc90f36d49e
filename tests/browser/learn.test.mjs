// Learning and coming back, in Debian's Chromium: the Techniques page (every
// technique of the engine's table with its example drawn lazily, no layout
// shift, axe in both themes, offline), practise at a technique's first step,
// the daily puzzle, and the statistics of solved games. Screenshots of each new
// view at desktop and phone sizes go to test-results/ (or $PENCILMARK_SHOTS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { gameAfter } from '../../dist/game.js';
import { dayOf } from '../../dist/stats.js';
import { pageSession, runAxe } from '../support/browser.mjs';
import { fixture, readLines, root, projectData } from '../support/rules.mjs';

const engine = await createEngine();
const table = engine.techniques();
const shots = resolve(process.env.PENCILMARK_SHOTS ?? resolve(root, 'test-results'));
const kaggle = readLines(fixture('kaggle_solved.csv')).slice(1).map((line) => line.split(','));
const [puzzle, expected] = kaggle[0];
const [other] = kaggle[1];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const LEVELS = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];
const session = pageSession({ shots });
const { problems } = session;
let page;

async function open(path = '', { viewport = DESKTOP, init = null, ready = 'Ready.', colorScheme = 'light', routes = null } = {}) {
  page = await session.open(path, { viewport, colorScheme, init, routes, ready });
}

const button = (name) => page.getByRole('button', { name, exact: true });
const boardDigits = () => page.locator('#board [role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent || '.').join(''));
const emptyCells = (p) => [...p].flatMap((ch, i) => (ch === '.' ? [i] : []));
const axe = async (label) => {
  const { violations } = await runAxe(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.length}`), [], `axe, ${label}`);
};

async function snap(name, options = {}) {
  await page.waitForTimeout(300);  // cells fade between states in 0.2 s
  await page.screenshot({ path: resolve(shots, `${name}.png`), ...options });
}

// ---- the Techniques page ---------------------------------------------------------

test('the Techniques page lists every technique of the table with its level and rating, linked from the page', async () => {
  await open('', { ready: 'Ready.' });
  await page.getByRole('link', { name: 'All techniques, explained' }).click();
  await page.getByRole('heading', { level: 1, name: 'Techniques' }).waitFor();
  await page.getByText(`${table.length} techniques, easiest first.`).waitFor();
  const headings = await page.locator('.technique h2').allTextContents();
  assert.deepEqual(headings, table.map((t) => t.name), 'every technique, in the table\'s order');
  const facts = await page.locator('.technique-facts').allTextContents();
  table.forEach((t, i) => assert.ok(facts[i].startsWith(`${LEVELS[t.level]}, rating ${t.score.toFixed(1)}`), `${t.key}: ${facts[i]}`));
  // Lazy: the last technique's board is not drawn until it comes near the view.
  assert.equal(await page.locator('.technique').last().locator('[role=gridcell]').count(), 0, 'boards far below wait');
});

test('an example is drawn and played when it comes into view, and nothing moves when it arrives', async () => {
  await open('techniques.html', { ready: null });
  await page.getByText(`${table.length} techniques, easiest first.`).waitFor();
  await page.evaluate(() => {
    window.shifts = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
  });
  const examples = new Map(readLines(projectData('technique_examples.txt')).map((l) => l.split('\t')).map(([k, p, s]) => [k, { p, s }]));
  for (const key of ['x-wing', 'skyscraper', 'naked-pair']) {
    const info = table.find((t) => t.key === key);
    const item = page.locator(`.technique#${key}`);
    // Far from the view its layout is skipped (content-visibility: auto) and its box is a
    // placeholder: laid out now, as it is when near, with no board yet (drawn only near the view).
    await item.evaluate((el) => { el.style.contentVisibility = 'visible'; });
    assert.equal(await item.locator('[role=gridcell]').count(), 0, `${key}: measured before its board is drawn`);
    const before = await item.boundingBox();
    await item.scrollIntoViewIfNeeded();
    const words = item.locator('.example-words');
    await words.getByText(new RegExp(`^Step \\d+ of \\d+: ${info.name}$`)).waitFor();
    const ex = examples.get(key);
    const step = engine.steps(ex.p, { techniques: ex.s ?? 'all' }).find((s) => s.technique === key);
    // Played: the step's pattern comes onto the board (its last stage is drawn last).
    if (step.candidates.some((c) => c.role === 'pattern')) await item.locator('.mark.role-pattern').first().waitFor();
    if (step.candidates.some((c) => c.role === 'removed')) await item.locator('.mark.role-removed').first().waitFor();
    const after = await item.boundingBox();
    assert.equal(after.height, before.height, `${key}: the article kept its height`);
    assert.equal(after.width, before.width, `${key}: the article kept its width`);
  }
  assert.ok(await page.evaluate(() => window.shifts) < 0.01, 'no layout shift');
  await page.locator('.technique#x-wing').scrollIntoViewIfNeeded();
  await snap('techniques-desktop');
});

test('the first technique\'s board comes drawn in the page, at its step, as the script draws that position', async () => {
  await open('techniques.html', { ready: null });
  await page.getByText(`${table.length} techniques, easiest first.`).waitFor();
  const found = await page.evaluate(async () => {
    // The page as the build wrote it, before any script: its first board, and the position it says it shows.
    const written = new DOMParser().parseFromString(await (await fetch('techniques.html')).text(), 'text/html')
      .querySelector('.technique');
    const [example] = JSON.parse(written.dataset.examples);
    const { BoardView } = await import('./board.js');
    const { Game } = await import('./game.js');
    const { cellLabel } = await import('./cell-words.js');
    const { loadMessages, words } = await import('./messages.js');
    await loadMessages('en', false);
    const say = (id, args) => words(id, args, 'en');
    const game = Game.fromJSON(example.shown.game);
    const host = document.createElement('div');
    document.body.append(host);
    new BoardView(host, { onSelect() {}, onKey() {} })
      .render(game, { conflicts: game.conflicts(), highlight: {}, selection: false, language: 'en', say, label: (said) => cellLabel(said, say) });
    const looks = (board) => [...board.querySelectorAll('[role=gridcell]')].map((cell) => [
      cell.className, cell.getAttribute('aria-label'), cell.getAttribute('aria-selected'), cell.querySelector('.value').textContent,
      [...cell.querySelectorAll('.mark')].map((m) => `${m.className}:${m.textContent}`).join(' ')]);
    host.remove();
    return { key: written.dataset.key, example, written: looks(written.querySelector('.board')), drawn: looks(host) };
  });
  assert.equal(found.written.length, 81, 'the first board\'s 81 cells are in the page');
  assert.deepEqual(found.written, found.drawn, 'each cell as the script draws it: class, words, digit and marks');
  const steps = engine.steps(found.example.puzzle, { techniques: found.example.techniques });
  const index = steps.findIndex((s) => s.technique === found.key);
  assert.equal(found.example.shown.index, index, 'the step where the solution first uses the technique');
  assert.deepEqual(found.example.shown.step, steps[index], 'the step itself');
  assert.equal(found.written.map((cell) => cell[3] || '.').join(''), gameAfter(found.example.puzzle, steps, index).valuesText(),
    'the board just before that step');
  await page.locator('.technique').first().locator('.example-words').getByText(/^Step \d+ of \d+: /).waitFor();
});

test('the Techniques page: axe finds nothing in light and dark, and a phone shows one column', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await open('techniques.html#x-wing', { ready: null, colorScheme });
    await page.locator('.technique#x-wing .example-words').getByText(/^Step \d+ of \d+: X-Wing$/).waitFor();
    await axe(`techniques page, ${colorScheme}`);
  }
  await open('techniques.html#skyscraper', { ready: null, viewport: PHONE });
  const item = page.locator('.technique#skyscraper');
  await item.locator('.example-words').getByText(/^Step \d+ of \d+: Skyscraper$/).waitFor();
  const board = await item.locator('.example-frame').boundingBox();
  const words = await item.locator('.example-words').boundingBox();
  assert.ok(board.x >= 0 && board.x + board.width <= PHONE.width, 'the board fits the phone\'s width');
  assert.ok(words.y >= board.y + board.height, 'the words are under the board');
  await axe('techniques page, phone');
  await item.scrollIntoViewIfNeeded();
  await snap('techniques-phone');
});

test('the Techniques page and its examples are in the offline precache', () => {
  const sw = readFileSync(resolve(root, 'dist/sw.js'), 'utf8');
  for (const file of ['techniques.html', 'techniques.js', 'session.js', 'stats.js']) {
    assert.match(sw, new RegExp(`"${file.replace('.', '\\.')}"`), `${file} is precached`);
  }
});

// ---- practise ------------------------------------------------------------------

async function practise(key, shot = null) {
  const info = table.find((t) => t.key === key);
  await button('Practise a technique').click();
  const dialog = page.getByRole('dialog', { name: 'Practise a technique' });
  await dialog.waitFor();
  await dialog.getByLabel('Technique').selectOption(key);
  if (shot) await snap(shot);
  await dialog.getByRole('button', { name: 'Make a puzzle' }).click();
  await page.getByText(`Practise ${info.name}: it is the next step here. Press Hint to see where to look.`).waitFor({ timeout: 120000 });
  return info;
}

test('practise: a new puzzle opened where the technique chosen is the next step, its hint one press away', async () => {
  await open(`?p=${puzzle}`);
  const info = await practise('x-wing', 'practise-dialog-desktop');
  assert.equal(await page.getByRole('dialog', { name: 'Practise a technique' }).isVisible(), false);
  await snap('practise-desktop');
  await button('Hint').click();
  await page.locator('#hint-title').getByText('Where to look', { exact: true }).waitFor();
  await page.locator('#hint-more').click();
  await page.locator('#hint-title').getByText(info.name, { exact: true }).waitFor();
  // The game is new, beside the one left, and its level is the generated puzzle's.
  await button('My games').click();
  await page.getByRole('dialog', { name: 'My games' }).getByRole('listitem').nth(1).waitFor();  // the list's module comes on the first press
  assert.equal(await page.getByRole('dialog', { name: 'My games' }).getByRole('listitem').count(), 2);

  // After a reload the practice's hint is still the technique (its hints keep the path's technique set).
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  await button('Hint').click();
  await page.locator('#hint-more').click();
  await page.locator('#hint-title').getByText(info.name, { exact: true }).waitFor();
});

test('practise from a Techniques page link, on a phone', async () => {
  await open('techniques.html#naked-pair', { ready: null, viewport: PHONE });
  await page.getByRole('link', { name: 'Practise Naked Pair' }).click();
  await page.getByText('Practise Naked Pair: it is the next step here. Press Hint to see where to look.').waitFor({ timeout: 120000 });
  await button('Hint').click();
  await page.locator('#hint-more').click();
  await page.locator('#hint-title').getByText('Naked Pair', { exact: true }).waitFor();
  await snap('practise-phone');
});

// The engine's worker, with its generate calls made slow, or failing as when no
// puzzle fits: a search that takes long enough to stop, and one that finds none.
// The bank of ready positions is empty, as when every one of them has been served.
let generateAs = 'slow';
async function slowOrFruitlessGenerate(context) {
  await context.route('**/practice-bank.json', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  // A listener put before the worker's code (a bundle, minified: scripts/bundle.mjs)
  // hears each call first and keeps generate from its handler.
  await context.route('**/engine-worker.js', async (route) => {
    let real, body;
    try {
      real = await route.fetch();
      body = await real.text();
    } catch {
      return;  // the page was closed (the next open) while its service worker fetched the worker
    }
    assert.match(body, /self\.onmessage\s*=/, 'the worker, whose message handler a listener goes before');
    const answer = generateAs === 'slow'
      ? ''  // never answered: a search that goes on until it is stopped
      : 'self.postMessage({ id: event.data.id, error: { name: \'Error\', message: \'could not meet these options in 100 attempts\' } });';
    const first = `addEventListener('message', (event) => { if (event.data.method === 'generate') { event.stopImmediatePropagation(); ${answer} } });`;
    await route.fulfill({ response: real, body: `${first}\n${body}` });
  });
}

test('practise: a search shows how far it is, can be stopped, and says so when it finds nothing', async () => {
  generateAs = 'slow';
  await open(`?p=${puzzle}`, { viewport: PHONE, routes: slowOrFruitlessGenerate });
  const digits = await boardDigits();
  await button('Practise a technique').click();
  let dialog = page.getByRole('dialog', { name: 'Practise a technique' });
  await dialog.getByLabel('Technique').selectOption('death-blossom');
  await dialog.getByRole('button', { name: 'Make a puzzle' }).click();
  await dialog.getByText('Looking for a puzzle that uses Death Blossom: 0 puzzles tried so far…', { exact: true }).waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Make a puzzle' }).isDisabled(), true);
  await axe('practise dialog searching, phone');
  await snap('practise-search-phone');
  await dialog.getByRole('button', { name: 'Stop looking' }).click();
  await dialog.getByText('Stopped.', { exact: true }).waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Make a puzzle' }).isEnabled(), true);

  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.equal(await boardDigits(), digits, 'the game played is untouched');

  generateAs = 'none';
  await open(`?p=${puzzle}`, { viewport: PHONE, routes: slowOrFruitlessGenerate });
  await button('Practise a technique').click();
  dialog = page.getByRole('dialog', { name: 'Practise a technique' });
  await dialog.getByLabel('Technique').selectOption('death-blossom');
  await dialog.getByRole('button', { name: 'Make a puzzle' }).click();
  await dialog.getByText('No puzzle using Death Blossom was found in 2000 tries. Each search makes new puzzles: try again, or choose another technique.').waitFor();
  await snap('practise-none-phone');
});

// ---- the daily puzzle ----------------------------------------------------------------

test('the daily puzzle: today\'s of the level chosen, opened once as a new game, then resumed', async () => {
  await open(`?p=${puzzle}`);
  const today = dayOf();
  await page.getByLabel('Level').selectOption('Hard');
  await button('Daily puzzle').click();
  await page.getByText(`Today's hard puzzle (${today}).`, { exact: true }).waitFor();
  const daily = engine.daily(today, 2).puzzle;
  assert.equal(await boardDigits(), daily, 'the engine\'s daily puzzle of that day and level');
  assert.equal(await page.locator('#level-badge').textContent(), 'Hard');
  await snap('daily-desktop');
  await page.locator('#board [role=gridcell]').nth(emptyCells(daily)[0]).click();
  await page.keyboard.press('5');

  await button('Daily puzzle').click();
  await page.getByText(`Today's hard puzzle (${today}): you are playing it.`).waitFor();
  await page.getByLabel('Level').selectOption('Easy');
  await button('Daily puzzle').click();
  await page.getByText(`Today's easy puzzle (${today}).`, { exact: true }).waitFor();
  assert.equal(await boardDigits(), engine.daily(today, 0).puzzle);
  await page.getByLabel('Level').selectOption('Hard');
  await button('Daily puzzle').click();
  await page.getByText(`Today's hard puzzle (${today}): your game of it is back.`).waitFor();
  assert.equal((await boardDigits())[emptyCells(daily)[0]], '5', 'the game as it was left');
  await button('My games').click();
  await page.getByRole('dialog', { name: 'My games' }).getByRole('listitem').nth(2).waitFor();  // the list's module comes on the first press
  assert.equal(await page.getByRole('dialog', { name: 'My games' }).getByRole('listitem').count(), 3, 'the linked game and two dailies');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await snap('daily-phone');
});

// ---- statistics ------------------------------------------------------------------------

async function statsRow(level) {
  await button('Statistics').click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.waitFor();
  const row = await dialog.getByRole('row').nth(level + 1).getByRole('cell').allTextContents();
  return { dialog, row };
}

test('statistics: a solved game counts for its level with its time and a streak; one the Solve button finished does not', async () => {
  await open(`?p=${puzzle}`);
  await page.locator('#level-badge').getByText(/\w/).waitFor();
  const level = LEVELS.indexOf(await page.locator('#level-badge').textContent());
  for (const c of emptyCells(puzzle)) {
    await page.locator('#board [role=gridcell]').nth(c).click();
    await page.keyboard.press(expected[c]);
  }
  const solved = await page.getByText(/^Solved in \d+:\d\d\. Well done!$/).textContent();
  const time = /in (\d+:\d\d)/.exec(solved)[1];
  let { dialog, row } = await statsRow(level);
  assert.deepEqual(row, ['1', time, time, '1', '1']);
  await axe('statistics, light');
  await snap('stats-desktop');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Another puzzle finished by the Solve button: not counted.
  await page.getByText('Enter or paste a puzzle').click();
  await page.getByLabel(/^81 characters/).fill(other);
  await button('Load puzzle').click();
  await page.getByText('Puzzle loaded.').waitFor();
  await button('Solve').click();
  await page.getByText('Solved: the board shows the unique solution.').waitFor();
  const total = async () => {
    const out = [];
    for (let l = 0; l < 5; l++) {
      ({ dialog, row } = await statsRow(l));
      out.push(Number(row[0]));
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    return out.reduce((a, b) => a + b);
  };
  assert.equal(await total(), 1);

  // Kept after a reload; in dark, on a phone.
  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  await button('Dark theme').click();
  ({ dialog, row } = await statsRow(level));
  assert.deepEqual(row, ['1', time, time, '1', '1']);
  await axe('statistics, dark, phone');
  await snap('stats-phone');
});

test('statistics: a game that did not begin at its givens here (a link with a player\'s digits) is solved, but not counted', async () => {
  const last = emptyCells(puzzle).at(-1);
  const values = `${expected.slice(0, last)}.${expected.slice(last + 1)}`;
  await open(`?p=${puzzle}&v=${values}`);
  await page.locator('#level-badge').getByText(/\w/).waitFor();
  await page.locator('#board [role=gridcell]').nth(last).click();
  await page.keyboard.press(expected[last]);
  await page.getByText(/^Solved in \d+:\d\d\. Well done!$/).waitFor();
  for (let level = 0; level < 5; level++) {
    const { dialog, row } = await statsRow(level);
    assert.equal(row[0], '0', `level ${level}: solved`);
    assert.doesNotMatch(row.join(' '), /\d+:\d\d/, `no time at level ${level}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  assert.equal(await page.evaluate(() => localStorage.getItem('pencilmark.stats')), null, 'nothing recorded');
});

test('statistics with storage blocked: said in words, and the count goes on for the page', async () => {
  await open(`?p=${puzzle}`, {
    init: () => {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('Access is denied.', 'SecurityError'); } });
    },
  });
  const { dialog } = await statsRow(0);
  await dialog.getByText(/doesn't let Pencilmark save statistics/).waitFor();
});

test('no page errors', () => {
  assert.deepEqual(problems, []);
});
