// The app in dist/, served on localhost and used in Debian's Chromium as a
// person would: by keyboard, mouse and links. Screenshots go to test-results/.
// The page sets a strict Content-Security-Policy, so this also shows the wasm
// engine runs in its worker without eval.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { heldRequests, pageSession, runAxe } from '../support/browser.mjs';
import { fixture, isValidSolution, readLines, root } from '../support/rules.mjs';
import { decodeShareLink } from '../../dist/share-link.js';
import { pack } from '../../dist/packed.js';
import { printedPuzzlePicture } from '../support/pictures.mjs';

const shots = resolve(root, 'test-results');
const [puzzle, expected] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
const session = pageSession({ shots });
const { problems } = session;
let page;

async function open(query = '') {
  page = await session.open(query, { viewport: { width: 1100, height: 860 }, httpErrors: true });
}

async function boardDigits() {
  return page.locator('[role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent || '.').join(''));
}

const cell = (index) => page.locator('[role=gridcell]').nth(index);

// Cells fade between states in 0.2 s: let that finish so the picture shows the state.
async function snap(name, target = page, options = {}) {
  await target.waitForTimeout(300);
  await target.screenshot({ path: resolve(shots, `${name}.png`), ...options });
}

test('a ?p= link loads that puzzle, and Solve fills the board with its solution', async () => {
  await open(`?p=${puzzle}`);
  assert.equal(await boardDigits(), puzzle);
  assert.equal(await page.locator('.cell.given').count(), [...puzzle].filter((c) => c !== '.').length);
  await snap('app-start');
  await page.getByRole('button', { name: 'Solve' }).click();
  const shown = await boardDigits();
  assert.ok(isValidSolution(puzzle, shown));
  assert.equal(shown, expected);
  await snap('app-solved');
});

test('the page is ready to play with the solver module alone; the engine loads after it, for hints and for grades', async () => {
  const requests = [];
  page = await session.open(`?p=${puzzle}`, {
    viewport: { width: 1100, height: 860 }, httpErrors: true, routes: (context) => context.on('request', (r) => requests.push(r)),
  });
  const readyAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('pencilmark:ready')[0].startTime);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look').waitFor();
  await page.locator('#level-badge').getByText(/\w/).waitFor();  // the link's puzzle graded
  // The page's and its workers' requests (the service worker's caching comes after, for offline use).
  const wasm = (beforeReady) => requests
    .filter((r) => r.url().endsWith('.wasm') && !r.serviceWorker() && (r.timing().startTime <= readyAt) === beforeReady)
    .map((r) => new URL(r.url()).pathname);
  assert.deepEqual(wasm(true), ['/pencilmark-solver-lite-simd.wasm'], 'before Ready: the (lite) solver alone');
  assert.deepEqual(wasm(false), ['/pencilmark-wasm-simd.wasm', '/pencilmark-wasm-simd.wasm'],
    'after: the engine, once in the worker that gives hints and once in the one that grades');
});

test('a hint pressed while the engine still loads says so, then shows, and the words go', async () => {
  // The engine's wasm held back until the hint is pressed and answered, as on a slow network:
  // the page is ready with the solver. (Held for a fixed 1.5 s, a loaded machine once took
  // longer than that to reach the press, and the hint came at once.)
  const { routes, release } = heldRequests('**/pencilmark-wasm*.wasm');
  page = await session.open(`?p=${puzzle}`, { viewport: { width: 390, height: 844 }, httpErrors: true, routes });
  await page.getByRole('button', { name: 'Hint' }).click();
  try {
    await page.getByText('Looking for the next step…', { exact: true }).waitFor();
    await snap('app-phone-hint-waiting');
  } finally {
    release();
  }
  await page.getByText('Where to look').waitFor({ timeout: 10000 });
  assert.equal(await page.locator('#message').textContent(), '', 'the waiting words are gone with the hint');
});

test('a hint walks from the nudge to the technique, the animated pattern and Apply', async () => {
  await open(`?p=${puzzle}`);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look').waitFor();
  const nudge = await page.locator('#hint-text').textContent();
  assert.match(nudge, /^Look at /);
  // The nudge lights the houses it names, and gives nothing of the pattern away.
  if (/\b(row|column|box) [1-9]\b/.test(nudge)) assert.ok(await page.locator('.cell.house-region').count() >= 9, 'its house lit');
  assert.equal(await page.locator('.mark[class*="role-"], .cell[class*="cell-pattern"], .cell.house-cover').count(), 0, 'no pattern shown');

  await page.getByRole('button', { name: 'Hint' }).click();
  assert.match(await page.locator('#hint-text').textContent(), / in /);
  assert.ok(await page.locator('.cell[class*="house-"]').count() >= 9, 'the technique names and shows its houses');
  await snap('app-hint-houses');

  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.mark.role-placed, .mark.role-eliminated').first().waitFor();
  assert.ok(await page.locator('#hint-text .cell-ref').count() >= 1, 'the words name cells');
  await snap('app-hint-effect');

  const before = await boardDigits();
  await page.getByRole('button', { name: 'Apply' }).click();
  const after = await boardDigits();
  assert.notEqual(after, before);
  assert.ok(isValidSolution(puzzle, [...after].map((ch, i) => (ch === '.' ? expected[i] : ch)).join('')));
  await page.getByText(/^Applied: /).waitFor();
});

test('a hint starts from the player: a wrong digit is pointed out first', async () => {
  await open(`?p=${puzzle}`);
  const empty = puzzle.indexOf('.');
  const wrong = expected[empty] === '1' ? '2' : '1';
  await cell(empty).click();
  await page.keyboard.press(wrong);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  assert.match(await page.locator('#hint-title').textContent(), /^Wrong Digit/);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  assert.equal((await boardDigits())[empty], '.');
});

test('moves, pencil marks, undo and redo, and the game survives a reload', async () => {
  await open(`?p=${puzzle}`);
  const empty = [...puzzle].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
  await cell(empty[0]).click();
  await page.keyboard.press(expected[empty[0]]);
  await cell(empty[1]).click();
  await page.keyboard.press('m');
  await page.keyboard.press('4');
  await page.keyboard.press('7');
  await page.keyboard.press('m');
  const marks = () => cell(empty[1]).locator('.mark.on').allTextContents();
  assert.deepEqual(await marks(), ['4', '7']);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await marks(), ['4']);
  await page.keyboard.press('Control+y');
  assert.deepEqual(await marks(), ['4', '7']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  const board = await boardDigits();
  assert.equal(board[empty[0]], expected[empty[0]]);

  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await boardDigits(), board);
  assert.deepEqual(await marks(), ['4', '7']);
  assert.match(await cell(empty[1]).getAttribute('aria-label'), /^r\dc\d, empty, pencil marks 4 7$/);
  await snap('app-after-reload');
});

test('Copy a link: the link opens the same game; where the page may not copy, it shows selected under the button, and the puzzle box keeps its text', async () => {
  const empty = [...puzzle].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
  const play = async () => {
    await cell(empty[0]).click();
    await page.keyboard.press(expected[empty[0]]);
    await cell(empty[1]).click();
    for (const key of ['m', '4', '7', 'm']) await page.keyboard.press(key);
  };
  const marks = () => cell(empty[1]).locator('.mark.on').allTextContents();
  page = await session.open(`?p=${puzzle}`, { viewport: { width: 1100, height: 860 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await play();
  const board = await boardDigits();
  await page.getByText('Share', { exact: true }).click();
  await page.locator('#share-link').click();
  await page.getByText('A link to this game, pencil marks and colours included, is on the clipboard.').waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  await open(link.search);  // a fresh browser: the link alone
  assert.equal(await boardDigits(), board);
  assert.deepEqual(await marks(), ['4', '7']);

  // A browser that refuses the page the clipboard.
  page = await session.open(`?p=${puzzle}`, {
    viewport: { width: 1100, height: 860 },
    init: () => { navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')); },
  });
  await play();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  const draft = '1.. a puzzle half typed';
  await page.locator('#puzzle').fill(draft);
  for (let i = 0; i < 2; i++) await page.locator('#share').click();
  await page.getByText('This browser did not let the page copy: the link is selected in the box under the button, to copy yourself.').waitFor();
  const box = page.locator('#puzzle-input .link-box');
  assert.equal(await box.count(), 1, 'one box, however often it is pressed');
  const shown = await box.evaluate((input) => ({ value: input.value, focused: document.activeElement === input,
    selected: input.selectionStart === 0 && input.selectionEnd === input.value.length }));
  assert.equal(new URL(shown.value).search, link.search, 'the same link');
  assert.ok(shown.focused && shown.selected);
  assert.equal(await page.locator('#puzzle').inputValue(), draft, 'what the player typed stays');
  await snap('app-link-box');
});

test('a pencil-mark puzzle\'s link carries its 729 marks: whoever opens it gets the same puzzle, givens, digits and marks', async () => {
  page = await session.open('', { viewport: { width: 1100, height: 860 }, permissions: ['clipboard-read', 'clipboard-write'] });
  // The puzzle as 729 marks with one true candidate taken out of an empty cell: not the 81-character puzzle.
  const empty = puzzle.indexOf('.');
  const all = [...puzzle].map((ch) => (ch === '.' ? '123456789' : '.'.repeat(Number(ch) - 1) + ch + '.'.repeat(9 - Number(ch)))).join('');
  const gone = [...'123456789'].find((d) => d !== expected[empty] && all[9 * empty + Number(d) - 1] === d);
  const marks729 = `${all.slice(0, 9 * empty + Number(gone) - 1)}.${all.slice(9 * empty + Number(gone))}`;
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#puzzle').fill(marks729);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  const second = puzzle.indexOf('.', empty + 1);
  await cell(second).click();
  await page.keyboard.press(expected[second]);
  const board = await boardDigits();
  const markedBefore = await cell(empty).locator('.mark.on').allTextContents();
  assert.ok(!markedBefore.includes(gone));
  await page.getByText('Share', { exact: true }).click();
  await page.locator('#share-link').click();
  await page.getByText('A link to this game, pencil marks and colours included, is on the clipboard.').waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(decodeShareLink(link.searchParams.get('g')).game.source.length, 729);
  await open(link.search);  // a fresh browser: the link alone
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await boardDigits(), board);
  assert.deepEqual(await cell(empty).locator('.mark.on').allTextContents(), markedBefore);
  assert.equal(await page.locator('.cell.given').count(), [...puzzle].filter((c) => c !== '.').length);
  assert.equal(await page.getByRole('button', { name: 'Hint' }).isEnabled(), true);
});

test('a SudokuWiki link and a HoDoKu candidate grid pasted open with their givens, solved digits and marks', async () => {
  const [s9b, statement] = readLines(fixture('other_apps/s9b.tsv'))[0].split('\t');
  const link = `https://www.sudokuwiki.org/sudoku.htm?bd=${s9b}`;
  await open();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#puzzle').fill(link);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  const givens = statement.replace(/0/g, '.');
  assert.equal(await page.locator('.cell.given').count(), [...givens].filter((c) => c !== '.').length);
  const digits = await boardDigits();
  assert.ok([...givens].every((ch, c) => ch === '.' || digits[c] === ch));
  const solved = [...digits].filter((ch, c) => ch !== '.' && givens[c] === '.').length;
  assert.ok(solved > 0, 'its solved cells are the player\'s digits');
  const empty = [...digits].findIndex((ch) => ch === '.');
  assert.ok((await cell(empty).locator('.mark.on').count()) >= 2, 'its notes are marks');
  await snap('app-sudokuwiki-link');

  const [grid] = readLines(fixture('other_apps/candidate_grids.txt'))[0].split('\t');
  await page.locator('#puzzle').fill(grid.replaceAll('\\n', '\n'));
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  const rows = grid.split('\\n').filter((line) => /\d/.test(line));
  const groups = rows.flatMap((line) => line.split(/[\s|]+/).filter(Boolean));
  assert.equal(groups.length, 81);
  const first = groups.findIndex((g) => g.length > 1);
  // "Puzzle loaded." is still shown from the link: wait for this grid's marks in its first unsolved cell.
  const marksOf = (index) => cell(index).locator('.mark.on').allTextContents();
  for (let tries = 0; (await marksOf(first)).join('') !== groups[first] && tries < 50; tries++) await page.waitForTimeout(100);
  assert.deepEqual(await cell(first).locator('.mark.on').allTextContents(), [...groups[first]]);
});

for (const [size, viewport] of [['desktop', { width: 1100, height: 860 }], ['phone', { width: 390, height: 844 }]]) {
test(`Share writes the board as text in each form, digits and marks included, and opens it in SudokuWiki's solver and SudokuPad (${size})`, async () => {
  const [s9b] = readLines(fixture('other_apps/s9b.tsv'))[0].split('\t');
  page = await session.open(`?p=${puzzle}`, { viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.getByText('Ready.', { exact: true }).waitFor();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#puzzle').fill(s9b);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  const board = await boardDigits();
  const empty = [...board].findIndex((ch) => ch === '.');
  const marks = await cell(empty).locator('.mark.on').allTextContents();
  await page.getByText('Share', { exact: true }).click();
  await page.getByLabel('Form').selectOption('SudokuWiki board string (S9B)');
  await page.getByRole('button', { name: 'Copy as text' }).click();
  await page.getByText('The board as SudokuWiki board string (S9B) is on the clipboard.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), s9b);
  for (const form of ['81 digits', '729 pencil marks', 'Candidate grid (HoDoKu)', 'HoDoKu library line']) {
    await page.getByLabel('Form').selectOption(form);
    await page.getByRole('button', { name: 'Copy as text' }).click();
    await page.getByText(`The board as ${form} is on the clipboard.`).waitFor();
  }
  // The library line, an f-puzzles link and a sudoku.coach string, pasted back: the same digits and marks.
  const line = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(line, /^:0000:x:/);
  const written = [line];
  for (const [form, start] of [['f-puzzles link', 'https://www.f-puzzles.com/?load='], ['sudoku.coach string', 'SCv7_32_']]) {
    await page.getByLabel('Form').selectOption(form);
    await page.getByRole('button', { name: 'Copy as text' }).click();
    await page.getByText(`The board as ${form} is on the clipboard.`).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(text.startsWith(start), text);
    written.push(text);
  }
  for (const text of written) {
    await page.locator('#puzzle').fill('');
    await page.locator('#puzzle').fill(text);
    await page.getByRole('button', { name: 'Load puzzle' }).click();
    await cell(empty).locator('.mark.on').nth(marks.length - 1).waitFor();
    assert.equal(await boardDigits(), board, text);
    assert.deepEqual(await cell(empty).locator('.mark.on').allTextContents(), marks, text);
  }
  await page.evaluate(() => { window.open = (url) => { window.opened = url; }; });
  await page.getByRole('button', { name: 'Open in SudokuWiki\'s solver' }).click();
  await page.waitForFunction(() => window.opened);
  assert.equal(await page.evaluate(() => window.opened), `https://www.sudokuwiki.org/sudoku.htm?bd=${s9b}`);
  await page.getByRole('button', { name: 'Open in SudokuPad' }).click();
  await page.waitForFunction(() => window.opened.startsWith('https://sudokupad.app/?puzzleid=fpuzzles'));
  await snap(`app-share-text-${size}`);
});
}

test('on a phone, a sudoku.coach string pasted opens, and an f-puzzles killer cage link is refused in words with the board kept', async () => {
  const [coach, , givens] = readLines(fixture('other_apps/coach.tsv')).filter((l) => !l.startsWith('#'))[0].split('\t');
  const killer = readLines(fixture('other_apps/fpuzzles.tsv')).find((l) => /killercage/.test(l.split('\t')[3] ?? '')).split('\t')[0];
  page = await session.open('', { viewport: { width: 390, height: 844 } });
  await page.getByText('Ready.', { exact: true }).waitFor();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#puzzle').fill(coach);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await page.locator('.cell.given').count(), [...givens].filter((c) => c !== '0').length);
  const board = await boardDigits();
  await page.locator('#puzzle').fill(killer);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('this puzzle has killer cages, which Pencilmark does not solve', { exact: false }).waitFor();
  assert.equal(await boardDigits(), board, 'the game played stays');
  assert.equal(await page.locator('#puzzle').inputValue(), killer, 'what was pasted stays');
  await snap('app-phone-killer-refused');
  // An f-puzzles link with a centre mark and a corner mark: the centre marks are the cell's
  // candidates (its 3x3 marks), the corner mark its corner mark.
  const blank = [...puzzle].findIndex((ch) => ch === '.');
  const grid = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => {
    const ch = puzzle[9 * r + c];
    return 9 * r + c === blank ? { centerPencilMarks: [1, 2, 3, 4, 5, 6, 7, 8, 9], cornerPencilMarks: [1] } : ch === '.' ? {} : { value: Number(ch), given: true };
  }));
  await page.locator('#puzzle').fill(pack('fpuzzles', JSON.stringify({ size: 9, grid })));
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.', { exact: true }).waitFor();
  assert.equal((await boardDigits()).replace(/[^.]/g, 'x'), puzzle.replace(/[^.]/g, 'x'));
  assert.match(await page.locator(`[role=gridcell] >> nth=${blank}`).getAttribute('aria-label'), /, corner marks 1$/);
});

for (const [size, viewport] of [['desktop', { width: 1100, height: 860 }], ['phone', { width: 390, height: 844 }]]) {
test(`From a photo: a picture of a printed puzzle is read in the worker, a cell is checked and fixed, and it plays (${size})`, async () => {
  page = await session.open('', { viewport });
  await page.getByText('Ready.', { exact: true }).waitFor();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#photo-file').setInputFiles({ name: 'newspaper.png', mimeType: 'image/png', buffer: await printedPuzzlePicture(page, puzzle) });
  await page.locator('#photo-review').waitFor();
  await page.getByText(/\d+ digits read\./).waitFor();
  const read = (await page.locator('#photo-canvas').getAttribute('aria-label')).split(': ')[1];
  assert.equal(read, puzzle, 'the digits read');
  // A cell tapped and given a wrong digit, then fixed back: what is played is what was fixed.
  const box = await page.locator('#photo-canvas').boundingBox();
  const blank = [...puzzle].findIndex((ch) => ch === '.');
  const canvasSize = await page.locator('#photo-canvas').evaluate((c) => [c.width, c.height]);
  await page.locator('#photo-canvas').focus();
  await page.keyboard.press('ArrowRight');
  for (let c = 1; c < blank; c++) await page.keyboard.press('ArrowRight');
  await page.getByText(`r${Math.floor(blank / 9) + 1}c${(blank % 9) + 1}: read empty. Its digit:`).waitFor();
  await page.locator('#photo-fix').getByRole('button', { name: '7', exact: true }).click();
  await page.getByText(`r${Math.floor(blank / 9) + 1}c${(blank % 9) + 1}: 7.`).waitFor();
  await page.locator('#photo-fix').getByRole('button', { name: 'Empty' }).click();
  assert.ok(box.width > 200 && canvasSize[0] > 0);
  await snap(`app-photo-review-${size}`);
  await page.getByRole('button', { name: 'Play this' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), puzzle);
  assert.equal(await page.locator('#photo-review').isHidden(), true);
});
}

// This page's own screenshot, and another app's: GNOME Sudoku's dark theme in a
// phone-shaped window, its marks drawn 7 8 9 on top (scripts/make-app-screens.py).
for (const [folder, table, name] of [['screens', 'screens.tsv', 'light-phone-marks'], ['apps', 'apps.tsv', 'gnome-dark-2-marks-phone']]) {
test(`From a photo: a screenshot with pencil marks (${name}) opens with its digits and the marks as the player's`, async () => {
  const [, digits, marks] = readLines(fixture(`reader/${folder}/${table}`)).find((line) => line.startsWith(`${name}\t`)).split('\t');
  await open();
  await page.getByText('Ready.', { exact: true }).waitFor();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  await page.locator('#photo-file').setInputFiles(fixture(`reader/${folder}/${name}.png`));
  await page.getByText(/\d+ digits read\./).waitFor();
  await page.getByRole('button', { name: 'Play this' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), digits);
  // Each cell's marks as the screenshot shows them (a cell left unmarked there shows none here).
  for (let c = 0; c < 81; c++) {
    if (digits[c] !== '.') continue;
    const shown = [...marks.slice(9 * c, 9 * c + 9)].filter((ch) => ch !== '.');
    if (shown.length === 9 || shown.length === 0) continue;
    assert.deepEqual(await cell(c).locator('.mark.on').allTextContents(), shown, `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`);
  }
});
}

test('a file opens: a .sdk puzzle at once, a collection as a list to play from or add to My games, a dropped file as if chosen', async () => {
  const puzzles = readLines(fixture('kaggle_solved.csv')).map((line) => line.split(',')[0]);
  assert.equal(puzzles.length, 5);
  await open();
  await page.getByText('Enter or paste a puzzle', { exact: true }).click();
  const sdk = `#AA test\n#DThe second of the fixtures\n${puzzles[1].match(/.{9}/g).join('\n')}\n`;
  await page.locator('#puzzle').fill('1.. a puzzle half typed');
  await page.locator('#open-file').setInputFiles({ name: 'one.sdk', mimeType: 'text/plain', buffer: Buffer.from(sdk) });
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), puzzles[1]);
  assert.equal(await page.locator('#puzzle').inputValue(), '1.. a puzzle half typed', 'what the player typed stays');

  const collection = `${puzzles.join('\n')}\nnot a puzzle\n`;
  await page.locator('#open-file').setInputFiles({ name: 'five.txt', mimeType: 'text/plain', buffer: Buffer.from(collection) });
  await page.getByText('five.txt holds 6 lines: 5 puzzles, and 1 line that is not a puzzle. Choose one to play.').waitFor();
  assert.equal(await page.locator('.puzzle-choice').count(), 5);
  await snap('app-puzzle-list');
  await page.getByRole('button', { name: 'Add them all to My games' }).click();
  await page.getByText('5 puzzles were added to My games.').waitFor();
  assert.equal(await boardDigits(), puzzles[1], 'the game played stays');
  await page.getByRole('button', { name: 'My games', exact: true }).click();
  await page.locator('#games-dialog[open]').waitFor();
  assert.equal(await page.locator('#games-count').textContent(), '7 games');  // the first, the .sdk's and the five
  await page.keyboard.press('Escape');
  await page.locator('.puzzle-choice').nth(3).click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), puzzles[3]);

  // Dropped on the page.
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dropped.sdk', { type: 'text/plain' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, puzzles[4].match(/.{9}/g).join('\n'));
  await page.waitForFunction((p) => [...document.querySelectorAll('[role=gridcell] .value')].map((s) => s.textContent || '.').join('') === p, puzzles[4]);
});

test('Fill marks keeps the player\'s eliminations, and a stale message clears when the board changes', async () => {
  await open(`?p=${puzzle}`);
  const empty = [...puzzle].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
  const marks = (c) => cell(c).locator('.mark.on').allTextContents();
  // The player marks one cell with a single (true) digit, then fills the rest.
  await cell(empty[0]).click();
  await page.keyboard.press('m');
  await page.keyboard.press(expected[empty[0]]);
  await page.keyboard.press('m');
  await page.getByRole('button', { name: 'Fill marks' }).click();
  assert.deepEqual(await marks(empty[0]), [expected[empty[0]]]);
  assert.ok((await marks(empty[1])).length >= 2);
  // A wrong digit, Check, then the board changes: the message goes.
  const wrong = expected[empty[2]] === '1' ? '2' : '1';
  await cell(empty[2]).click();
  await page.keyboard.press(wrong);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByText(/^1 digit is wrong: /).waitFor();
  await cell(empty[2]).click();
  await page.keyboard.press('Backspace');
  assert.equal(await page.locator('#message').textContent(), '');
});

test('the clock stops when the board is complete, and a reloaded finished game shows its time', async () => {
  await open(`?p=${puzzle}`);
  await page.waitForTimeout(2100);  // some time on the clock
  await page.getByRole('button', { name: 'Solve' }).click();
  const time = await page.locator('#timer').textContent();
  assert.notEqual(time, '0:00');
  await page.waitForTimeout(1200);
  assert.equal(await page.locator('#timer').textContent(), time);
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await page.locator('#timer').textContent(), time);
});

test('keyboard only: one tab stop reaches the grid, arrows move, digits play', async () => {
  await open(`?p=${puzzle}`);
  // Tab from the start of the page until the grid has focus.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  let role = '';
  for (let i = 0; i < 10 && role !== 'gridcell'; i++) {
    await page.keyboard.press('Tab');
    role = await page.evaluate(() => document.activeElement.getAttribute('role'));
  }
  assert.equal(role, 'gridcell');
  const gridStops = await page.locator('[role=gridcell][tabindex="0"]').count();
  assert.equal(gridStops, 1, 'the grid is one tab stop');
  const target = puzzle.indexOf('.');
  const start = Number(await page.evaluate(() => document.activeElement.dataset.cell));
  for (let i = start; i < target; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => Number(document.activeElement.dataset.cell)), target);
  await page.keyboard.press(expected[target]);
  assert.equal((await boardDigits())[target], expected[target]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Backspace');
  assert.equal((await boardDigits())[target], '.');
});

test('typing the givens, New puzzle, and pasting a printed grid or a web page\'s table', async () => {
  await open(`?p=${puzzle}`);
  await page.getByText('Enter or paste a puzzle').click();
  await page.getByRole('button', { name: 'Type the givens' }).click();
  // As a player reads it before typing: digits typed before the board is in typing mode go to the game
  // in play (twice in CI, under load, the first few did, and Start playing found the puzzle short of givens).
  await page.getByText('Type the puzzle\'s digits into the board, then press Start playing.').waitFor();
  for (const [i, ch] of [...puzzle].entries()) {
    if (ch === '.') continue;
    await cell(i).click();
    await page.keyboard.press(ch);
  }
  await page.getByRole('button', { name: 'Start playing' }).click();
  // A timeout here says what the page said instead, and what was typed.
  await page.getByText('Puzzle ready: good luck.').waitFor().catch(async (err) => {
    throw new Error(`${err.message}\nthe page says: "${await page.locator('#message').textContent()}"; the board: ${await boardDigits()}`);
  });
  assert.equal(await page.locator('.cell.given').count(), [...puzzle].filter((c) => c !== '.').length);

  const grid = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => puzzle.slice(9 * r, 9 * r + 9).replace(/(...)(...)(...)/, '$1 | $2 | $3')).join('\n');
  await page.getByLabel(/81 characters/).fill(grid);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), puzzle);

  // 729 pencil marks: the board shows them as marks, and the engine still knows the answer.
  const marks = [...puzzle].map((ch) => (ch === '.' ? '123456789' : '.'.repeat(Number(ch) - 1) + ch + '.'.repeat(9 - Number(ch)))).join('');
  await page.getByLabel(/81 characters/).fill(marks);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  // Its one-mark cells are its givens; the other cells' marks lose their givens' digits.
  const seen = (c) => new Set([...puzzle].filter((ch, p) => ch !== '.' && p !== c
    && (Math.floor(p / 9) === Math.floor(c / 9) || p % 9 === c % 9
      || (Math.floor(p / 27) === Math.floor(c / 27) && Math.floor((p % 9) / 3) === Math.floor((c % 9) / 3))))).size;
  const firstEmpty = puzzle.indexOf('.'), firstGiven = puzzle.search(/[1-9]/);
  await cell(firstEmpty).locator('.mark.on').nth(8 - seen(firstEmpty)).waitFor();  // "Puzzle loaded." is still shown from before
  assert.equal(await cell(firstEmpty).locator('.mark.on').count(), 9 - seen(firstEmpty));
  assert.match(await cell(firstGiven).getAttribute('class'), /\bgiven\b/);
  assert.equal(await page.locator('.cell.given').count(), [...puzzle].filter((c) => c !== '.').length);
  await page.getByRole('button', { name: 'Solve' }).click();
  assert.equal(await boardDigits(), expected);

  // A table copied from a newspaper's web page: tabs between cells, empty cells empty.
  const table = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => [...puzzle.slice(9 * r, 9 * r + 9)]
    .map((ch) => (ch === '.' ? '' : ch)).join('\t')).join('\n');
  await page.getByLabel('Level').selectOption('Medium');  // it shows the loaded puzzle's level, Easy
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await page.getByText(/^New medium puzzle\.$/).waitFor();
  assert.notEqual(await boardDigits(), puzzle);
  await page.getByLabel(/81 characters/).fill(table);
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.getByText('Puzzle loaded.').waitFor();
  assert.equal(await boardDigits(), puzzle);
});

test('bad input is shown in words next to the board', async () => {
  await open(`?p=${puzzle}`);
  await page.getByText('Enter or paste a puzzle').click();
  await page.getByLabel(/81 characters/).fill('7...7' + '.'.repeat(76));
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.locator('#message.error').getByText('r1c1 and r1c5 are both 7 (row 1)').waitFor();
  assert.equal(await boardDigits(), puzzle, 'the game in progress is kept');
  await snap('app-error');
});

test('a paste far too long to be a puzzle is said in plain words, and stays in the box', async () => {
  await open(`?p=${puzzle}`);
  await page.getByText('Enter or paste a puzzle').click();
  const box = page.getByLabel(/81 characters/);
  const pasted = `${puzzle}\n`.repeat(12800);  // a megabyte: a file of puzzles pasted whole
  await box.evaluate((el, text) => { el.value = text; }, pasted);  // as a paste leaves it (fill types it, for minutes)
  await page.getByRole('button', { name: 'Load puzzle' }).click();
  await page.locator('#message.error').getByText('That text is 1,049,600 characters long: too long to be one puzzle '
    + '(a puzzle in any form, even a pencil-mark grid with its borders, takes a few thousand at most). It is still in the box, to shorten.', { exact: true }).waitFor();
  assert.equal(await box.inputValue(), pasted);
  assert.equal(await boardDigits(), puzzle, 'the game in progress is kept');
});

test('Grade shows level, score, hardest technique and counts; its step replays', async () => {
  await open(`?p=${puzzle}`);
  await page.getByRole('button', { name: 'Grade' }).click();
  const panel = page.locator('#grade-panel');
  await panel.getByText(/^(Easy|Medium|Hard|Expert|Extreme) \(level \d\), score \d\.\d$/).waitFor();
  assert.match(await panel.textContent(), /Hardest step of Pencilmark.s solution: .+, step \d+ of \d+/);
  assert.ok(await panel.locator('.counts li').count() >= 1);
  await page.getByRole('button', { name: 'Show that step' }).click();
  await page.locator('#replay-title').getByText(/^Step \d+ of \d+: /).waitFor();
  await snap('app-grade');
  await page.getByRole('button', { name: 'Back to my game' }).click();
  // ER, EP and ED on Sudoku Explainer's scale, each replaying the step that set it.
  const er = panel.getByRole('button', { name: /^ER \d+\.\d$/ });
  const title = await er.getAttribute('title');
  const [, step] = title.match(/step (\d+)$/);
  await er.click();
  await page.locator('#replay-title').getByText(new RegExp(`^Step ${step} of \\d+: `)).waitFor();
  await page.getByRole('button', { name: 'Back to my game' }).click();
  await panel.getByRole('button', { name: /^ED \d+\.\d$/ }).click();
  await page.locator('#replay-title').getByText(/^Step 1 of \d+: /).waitFor();
  await page.getByRole('button', { name: 'Back to my game' }).click();
});

test('Grade says when ER needs nested forcing chains, and how deep; a hint does not wait for the grade; steps worked out for one game are not replayed on another', async () => {
  // A line of forum_hardest_1106 whose ER SE's path sets at nested level 4: its
  // grade takes over a second, a hint a few milliseconds.
  // An easy game first, kept in the list.
  page = await session.open(`?p=${puzzle}`, {
    viewport: { width: 1100, height: 860 },
    init: () => {
      // What reaches the workers, by method; and the answers to the methods held
      // (window.held) kept from the page until window.release(method), so that
      // the test, not the machine's speed, decides when a grade or the steps come.
      const posted = window.posted = [];
      const asked = new WeakMap();  // worker -> Map(call id -> method)
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (message, ...rest) {
        posted.push(message.method);
        if (!asked.has(this)) asked.set(this, new Map());
        asked.get(this).set(message.id, message.method);
        return post.call(this, message, ...rest);
      };
      // (Held methods are kept in sessionStorage: a test holds them across a navigation.)
      window.held = new Set(JSON.parse(sessionStorage.getItem('held') ?? '[]'));
      let waiting = [];  // {method, answer}
      window.release = (method) => {
        window.held.delete(method);
        sessionStorage.setItem('held', JSON.stringify([...window.held]));
        const now = waiting.filter((w) => !window.held.has(w.method));
        waiting = waiting.filter((w) => window.held.has(w.method));
        for (const w of now) w.answer();
      };
      const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
      Object.defineProperty(Worker.prototype, 'onmessage', {
        configurable: true,
        get() { return onmessage.get.call(this); },
        set(handler) {
          const worker = this;
          onmessage.set.call(this, (event) => {
            const method = asked.get(worker)?.get(event.data?.id);
            const answer = () => handler.call(worker, event);
            if (window.held.has(method)) waiting.push({ method, answer });
            else answer();
          });
        },
      });
    },
  });
  await page.locator('#level-badge').getByText(/\w/).waitFor();
  // The hard puzzle's grade (its level) is held back until the test lets it come.
  await page.evaluate(() => sessionStorage.setItem('held', '["grade"]'));
  await page.goto(`${session.site.url}?p=......7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4..1...2..5`);
  await page.getByText('Ready.', { exact: true }).waitFor();
  // The level is being worked out: Grade waits for that grade, and says so.
  await page.getByRole('button', { name: 'Grade' }).click();
  await page.getByText('Grading… the hardest puzzles take some seconds.').waitFor();
  // A hint meanwhile comes at once, from the other worker.
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look').waitFor();
  assert.equal(await page.locator('#level-badge').textContent(), '', 'the hint came before the grade');
  await page.evaluate(() => window.release('grade'));
  const panel = page.locator('#grade-panel');
  await panel.getByText(/^Extreme \(level 4\), score 1[01]\.\d$/).waitFor();
  await panel.getByText(/4 deep .*dynamic forcing chains inside them/).waitFor();
  assert.equal(await page.locator('#level-badge').textContent(), 'Extreme');
  assert.equal((await page.evaluate(() => window.posted)).filter((m) => m === 'grade').length, 1, 'one grade for the level and the button');
  await snap('app-grade-nested');
  // Step through says it is working out the steps; the easy game, opened
  // meanwhile from the list, gets no replay of them.
  await page.evaluate(() => window.held.add('steps'));
  await page.getByRole('button', { name: 'Step through' }).click();
  await page.getByText('Working out the steps… the hardest puzzles take some seconds.').waitFor();
  await page.getByRole('button', { name: 'My games' }).click();
  // The game not playing now (by its progress, not its level: that may not be stored yet).
  await page.getByRole('dialog', { name: 'My games' }).getByRole('button', { name: /^(?!Delete)(?!.*playing now).*cells filled/ }).click();
  assert.equal(await boardDigits(), puzzle);
  await page.evaluate(() => window.release('steps'));  // the hard puzzle's steps come now, on the easy game
  await page.getByRole('button', { name: 'Hint' }).click();  // answered after the steps, by the same worker
  await page.getByText('Where to look').waitFor();
  assert.ok(await page.locator('#replay-panel').isHidden(), 'no replay of the other puzzle\'s steps');
});

test('stepping through the solution goes forward and back', async () => {
  await open(`?p=${puzzle}`);
  await page.getByRole('button', { name: 'Step through' }).click();
  await page.locator('#replay-title').getByText(/^Step 1 of \d+: /).waitFor();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.locator('#replay-title').getByText(/^Step 2 of /).waitFor();
  await page.getByRole('button', { name: 'Previous step' }).click();
  await page.locator('#replay-title').getByText(/^Step 1 of /).waitFor();
  await page.getByRole('button', { name: 'Back to my game' }).click();
  assert.equal(await boardDigits(), puzzle);
});

test('axe-core finds no accessibility violations, in light and dark themes', async () => {
  await open(`?p=${puzzle}`);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look').waitFor();
  const light = await runAxe(page);
  assert.deepEqual(light.violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  const dark = await runAxe(page);
  assert.deepEqual(dark.violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await snap('app-dark');
  await page.getByRole('button', { name: 'Dark theme' }).click();
});

test('on a phone-sized screen the board and the number pad fit', async () => {
  await open(`?p=${puzzle}`);
  const phone = await session.context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${session.site.url}?p=${puzzle}`);
  await phone.getByText('Ready.', { exact: true }).waitFor();
  const boardBox = await phone.locator('#board').boundingBox();
  const padBox = await phone.locator('.pad').boundingBox();
  assert.ok(boardBox.x >= 0 && boardBox.x + boardBox.width <= 390, 'the board fits the width');
  assert.ok(padBox.x + padBox.width <= 390, 'the pad fits the width');
  await phone.locator('.pad button', { hasText: '⌫' }).click();
  await snap('app-phone', phone, { fullPage: true });
  await phone.close();
});

// A page opened at a size of its own, as a phone (touch) when narrow.
async function openAt(width, height) {
  const sized = await session.browser.newContext({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });
  const p = await sized.newPage();
  p.on('pageerror', (err) => problems.push(err.message));
  await p.goto(`${session.site.url}?p=${puzzle}`);
  await p.getByText('Ready.', { exact: true }).waitFor();
  return p;
}

// Boxes in the viewport's coordinates, once any smooth scroll has come to rest.
async function boxes(p, selectors) {
  await p.waitForFunction(() => new Promise((done) => {
    const y = scrollY;
    setTimeout(() => done(scrollY === y), 150);
  }), null, { polling: 200 });
  return p.evaluate((list) => Object.fromEntries(list.map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return [s, { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }];
  })), selectors);
}

const inView = (box, [width, height]) => box.top >= 0 && box.bottom <= height && box.left >= 0 && box.right <= width;

for (const size of [[390, 844], [360, 740]]) {
  test(`on a ${size.join('x')} phone the header is one row, and the board, pad and buttons fit one screen`, async () => {
    const p = await openAt(...size);
    const b = await boxes(p, ['header', '#board', '#pad', '#tools', '.status-line', 'header h1']);
    assert.ok(b.header.height <= 56, `the header is one row (${b.header.height}px)`);
    assert.ok(await p.locator('header h1').evaluate((h) => h.scrollWidth <= h.clientWidth), 'the name is not cut');
    for (const part of ['#board', '#pad', '#tools', '.status-line']) assert.ok(inView(b[part], size), `${part} is in view`);
    for (const part of ['#pad', '#tools', '.status-line']) assert.ok(b[part].top >= b['#board'].bottom, `${part} is below the board`);
    // Every header button keeps its full name for screen readers.
    for (const name of ['New puzzle', 'My games', 'Dark theme']) await p.getByRole('button', { name, exact: true }).waitFor();
    await p.close();
    await p.context().close();
  });

  test(`on a ${size.join('x')} phone a hint's words show right under the board, with it, from the first press`, async () => {
    const p = await openAt(...size);
    await p.getByRole('button', { name: 'Hint' }).tap();
    await p.getByText('Where to look').waitFor();
    let b = await boxes(p, ['#board', '#hint-panel', '#hint-text', '#pad']);
    assert.ok(inView(b['#hint-text'], size) && inView(b['#board'], size), 'the words and the board are both in view');
    assert.ok(b['#hint-panel'].top >= b['#board'].bottom, 'the sheet does not cover the board');
    assert.ok(b['#hint-panel'].bottom <= b['#pad'].top, 'the sheet sits between the board and the pad');
    for (const theme of ['light', 'dark']) {
      await p.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
      const { violations } = await runAxe(p);
      assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.length}`), [], `axe, ${theme}, hint docked`);
    }
    // The sheet's own buttons walk the hint on: the finger never looks for the Hint button.
    await p.getByRole('button', { name: 'Which technique?' }).tap();
    await p.getByRole('button', { name: 'Show me' }).tap();
    await p.locator('.mark.role-placed, .mark.role-eliminated').first().waitFor();
    b = await boxes(p, ['#board', '#hint-panel', '#apply']);
    assert.ok(inView(b['#hint-panel'], size) && inView(b['#board'], size), 'the explanation shows with the board');
    await p.waitForTimeout(300);
    await p.screenshot({ path: resolve(shots, `app-phone-hint-${size[0]}.png`) });
    await p.getByRole('button', { name: 'Apply' }).tap();
    await p.getByText(/^Applied: /).waitFor();
    assert.ok(await p.locator('#hint-panel').isHidden());
    // Got it closes the sheet.
    await p.getByRole('button', { name: 'Hint' }).tap();
    await p.getByText('Where to look').waitFor();
    await p.getByRole('button', { name: 'Got it' }).tap();
    assert.ok(await p.locator('#hint-panel').isHidden());
    await p.context().close();
  });
}

test('at 1280x900 the hint stays beside the board and nothing scrolls', async () => {
  const p = await openAt(1280, 900);
  await p.getByRole('button', { name: 'Hint' }).click();
  await p.getByText('Where to look').waitFor();
  await p.getByRole('button', { name: 'Which technique?' }).click();
  await p.getByRole('button', { name: 'Show me' }).click();
  const b = await boxes(p, ['#board', '#hint-panel', '#pad', 'header']);
  assert.equal(await p.evaluate(() => scrollY), 0);
  assert.ok(b['#hint-panel'].left >= b['#board'].right, 'the sheet is in the side column');
  assert.ok(inView(b['#pad'], [1280, 900]) && inView(b['#hint-panel'], [1280, 900]));
  assert.ok(b.header.height <= 60);
  await p.context().close();
});

test('no console errors, failed requests or CSP violations', () => {
  assert.deepEqual(problems, []);
});
