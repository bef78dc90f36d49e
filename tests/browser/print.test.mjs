// Printing, in Chromium: the page printed is the board alone as played (the
// interface, the tint and the hint gone, black lines on white, marks as the Share
// box says), and "Print a booklet" makes its puzzles in a worker, shows how far
// it is, can stop, and prints the pages pencilmark-print writes for the same
// options: the PDF Chromium prints has those pages, on that paper, with boards
// and digits the sizes asked. Screenshots go to test-results/print/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { pageSession, runAxe } from '../support/browser.mjs';
import { readPage } from '../support/booklet.mjs';
import { fixture, readLines, root } from '../support/rules.mjs';

const shots = resolve(root, 'test-results/print');
const session = pageSession({ shots });
const engine = await createEngine();
const [puzzle] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
const work = mkdtempSync(join(tmpdir(), 'pencilmark-print-page-'));
test.after(() => rmSync(work, { recursive: true, force: true }));
const MM = 96 / 25.4;  // CSS pixels a millimetre

const pdfPages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
function pdfInfo(pdf, name) {
  const file = join(work, name);
  writeFileSync(file, pdf);
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  return info.status === 0 ? { info: info.stdout, text: spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout } : null;
}

// What shows of the page, as the printer is given it.
async function printed(page) {
  await page.emulateMedia({ media: 'print' });
  const seen = await page.evaluate(() => {
    const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const $ = (s) => document.querySelector(s);
    const cells = [...document.querySelectorAll('.cell')];
    const style = (el, p) => getComputedStyle(el)[p];
    return {
      interface: Object.fromEntries(['header', '#pad', '#tools', '#hint-panel', '#share-menu', '.side', '#message'].map((s) => [s, shown($(s))])),
      board: shown($('#board')),
      boardWidth: $('#board').getBoundingClientRect().width,
      values: cells.map((c) => (shown(c.querySelector('.value')) ? c.querySelector('.value').textContent : '') || '.').join(''),
      marks: [...document.querySelectorAll('.mark.on')].filter(shown).length,
      backgrounds: [...new Set(cells.map((c) => `${style(c, 'backgroundColor')} ${style(c, 'backgroundImage')} ${style(c, 'boxShadow')}`))],
      lines: [...new Set(cells.flatMap((c) => [style(c, 'borderRightColor'), style(c, 'borderBottomColor')]))],
      frame: style($('#board'), 'borderTopColor'),
      given: style($('.cell.given .value'), 'color'),
    };
  });
  await page.emulateMedia({ media: null });  // as the browser has it (page.pdf prints)
  return seen;
}

test('printing the page prints the board alone, as played: black lines on white, the player\'s digits and marks (or not), no interface', async () => {
  const page = await session.open(`?p=${puzzle}`, { viewport: { width: 1100, height: 860 } });
  const empty = [...puzzle].findIndex((c) => c === '.');
  const other = [...puzzle].findIndex((c, i) => c === '.' && i > empty + 1);
  await page.locator('[role=gridcell]').nth(empty).click();
  await page.keyboard.press('5');
  await page.locator('[role=gridcell]').nth(other).click();
  await page.keyboard.press('Shift+3');
  await page.keyboard.press('Shift+7');
  await page.getByRole('button', { name: 'Hint' }).click();  // a hint's sheet and tint on the board
  await page.locator('#hint-panel').waitFor();
  await page.locator('#share-menu summary').click();
  await page.getByRole('button', { name: 'Dark theme' }).click();  // printed light all the same

  const seen = await printed(page);
  for (const [part, shown] of Object.entries(seen.interface)) assert.equal(shown, false, `${part} is not printed`);
  assert.ok(seen.board, 'the board is printed');
  assert.ok(seen.boardWidth >= 140 * MM && seen.boardWidth <= 180 * MM, `the board is ${(seen.boardWidth / MM).toFixed(0)} mm wide`);
  const played = [...puzzle];
  played[empty] = '5';
  assert.equal(seen.values, played.join(''), 'the givens and the player\'s digit');
  assert.equal(seen.marks, 2, 'the player\'s two marks');
  assert.deepEqual(seen.backgrounds, ['rgb(255, 255, 255) none none'], 'white cells: no selection, hint or digit tint');
  assert.deepEqual(seen.lines.filter((c) => c !== 'rgb(0, 0, 0)'), [], 'black lines');
  assert.equal(seen.frame, 'rgb(0, 0, 0)');
  assert.equal(seen.given, 'rgb(0, 0, 0)');
  const pdf = await page.pdf({ format: 'A4' });
  writeFileSync(join(shots, 'board.pdf'), pdf);
  assert.equal(pdfPages(pdf), 1, 'the board fits one sheet');
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: join(shots, 'board-printed.png') });
  await page.emulateMedia({ media: null });  // as the browser has it (page.pdf prints)

  // The Share box leaves the marks off the paper.
  await page.getByLabel('With my pencil marks').uncheck();
  assert.equal((await printed(page)).marks, 0, 'no marks printed');
  await page.getByLabel('With my pencil marks').check();
  assert.equal((await printed(page)).marks, 2);
});

// The dialog's choices set and its puzzles made; prints counted (the browser's
// print dialog cannot be driven, and headless Chromium has none).
async function makeBooklet(page, { kind, count, perPage, paper, title, seed }) {
  await page.evaluate(() => { window.prints = 0; window.print = () => { window.prints += 1; }; });
  await page.getByRole('button', { name: 'Print a booklet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print a booklet' });
  await dialog.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#booklet-kind optgroup').length > 1);  // the techniques listed
  await dialog.getByLabel('Puzzles').selectOption(kind);
  await dialog.getByLabel('How many').fill(String(count));
  await dialog.getByLabel('A page').selectOption(String(perPage));
  await dialog.getByLabel('Paper').selectOption(paper);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Seed').fill(seed);
  await dialog.getByRole('button', { name: 'Make and print' }).click();
  return dialog;
}

// The booklet pencilmark-print writes for the same options, its pages' SVG texts.
function commandPages(args) {
  const base = join(work, `cli-${args.join('-').replace(/\W/g, '')}`);
  const out = spawnSync(process.execPath, [resolve(root, 'dist/print.js'), ...args, '--out', `${base}.svg`], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  const names = readdirSync(work).filter((f) => f.startsWith(`${base.split('/').at(-1)}-`));
  return names.sort((a, b) => Number(a.match(/-(\d+)\.svg$/)[1]) - Number(b.match(/-(\d+)\.svg$/)[1])).map((f) => readFileSync(join(work, f), 'utf8'));
}

test('Print a booklet makes the puzzles in a worker and prints the pages pencilmark-print writes: the chosen puzzles, boards of 5.5 cm and more, solutions last', async () => {
  const requests = [];
  const page = await session.open(`?p=${puzzle}`, { viewport: { width: 1100, height: 860 }, routes: (c) => c.on('request', (r) => r.serviceWorker() || requests.push(new URL(r.url()).pathname)) });
  // The page's requests (the service worker's precaching, which may start before Ready, is for offline use).
  assert.deepEqual(requests.filter((p) => /booklet/.test(p)), [], 'the booklet\'s code is not part of the first load');
  const dialog = await makeBooklet(page, { kind: 'level:0', count: 5, perPage: 4, paper: 'a4', title: 'Tuesday & friends', seed: '5150' });
  await dialog.getByText(/5 puzzles on 3 pages \(A4, seed 5150\)/).waitFor({ timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.prints), 1, 'the browser\'s print was opened once');
  // The page's booklet module (scripts/bundle.mjs: booklet-dialog.js with booklet.js, loaded on first use).
  assert.ok(requests.some((p) => p.endsWith('/app-booklet-dialog.js')));
  await page.screenshot({ path: join(shots, 'booklet-made-desktop.png') });

  const svgs = await page.locator('#booklet-print img').evaluateAll((imgs) => imgs.map((img) => decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1))));
  assert.deepEqual(svgs, commandPages(['--level', '0', '--count', '5', '--per-page', '4', '--paper', 'a4', '--title', 'Tuesday & friends', '--seed', '5150']),
    'the same pages as pencilmark-print\'s');
  const pages = svgs.map(readPage);
  assert.deepEqual(pages.map((p) => p.boards.length), [4, 1, 5]);
  const puzzles = pages.slice(0, 2).flatMap((p) => p.boards);
  for (const [i, board] of puzzles.entries()) {
    assert.equal(engine.grade(board.givens).level, 0, `puzzle ${i + 1} is easy`);
    assert.equal(pages[2].boards[i].values, engine.solve(board.givens).solution, `solution ${i + 1} is the engine's`);
    assert.ok(board.size >= 55 && board.font >= 3.5, `puzzle ${i + 1}: ${board.size} mm, givens ${board.font.toFixed(2)} mm`);
  }

  // On paper: Chromium's PDF of the page three sheets of A4.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  writeFileSync(join(shots, 'booklet.pdf'), pdf);
  assert.equal(pdfPages(pdf), 3, 'three sheets');
  const read = pdfInfo(pdf, 'booklet.pdf');
  if (read) {
    assert.match(read.info, /^Pages:\s+3$/m);
    assert.match(read.info, /^Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/m);
  }
  // The print done (afterprint), Print again prints the same: each page image a
  // sheet of A4, and nothing of the page or the dialog.
  await dialog.getByRole('button', { name: 'Print again' }).click();
  assert.equal(await page.evaluate(() => window.prints), 2);
  await page.emulateMedia({ media: 'print' });
  const sheets = await page.evaluate(() => ({
    images: [...document.querySelectorAll('#booklet-print img')].map((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]),
    board: document.querySelector('#board').getClientRects().length,
    dialog: document.querySelector('#booklet-dialog').getClientRects().length,
  }));
  await page.emulateMedia({ media: null });  // as the browser has it (page.pdf prints)
  assert.equal(sheets.images.length, 3);
  for (const [w, h] of sheets.images) assert.ok(Math.abs(w - 210 * MM) < 1 && Math.abs(h - 297 * MM) < 1, `${w} x ${h} px`);
  assert.deepEqual([sheets.board, sheets.dialog], [0, 0], 'neither the page\'s board nor the dialog printed');
  // Closed, printing the page prints the board again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('printing-booklet')), false);
});

test('a booklet of a technique from the dialog, one a page: its puzzle needs the technique, its board 8 cm wide or more', async () => {
  const page = await session.open(`?p=${puzzle}`, { viewport: { width: 1100, height: 860 } });
  const dialog = await makeBooklet(page, { kind: 'technique:x-wing', count: 2, perPage: 1, paper: 'letter', title: 'X-Wings', seed: '8' });
  await dialog.getByText(/2 puzzles on 3 pages \(Letter, seed 8\)/).waitFor({ timeout: 120_000 });
  const svgs = await page.locator('#booklet-print img').evaluateAll((imgs) => imgs.map((img) => decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1))));
  assert.deepEqual(svgs, commandPages(['--technique', 'x-wing', '--count', '2', '--per-page', '1', '--paper', 'letter', '--title', 'X-Wings', '--seed', '8']));
  const pages = svgs.map(readPage);
  for (const [i, { boards: [board] }] of pages.slice(0, 2).entries()) {
    assert.ok(engine.steps(board.givens).some((s) => s.technique === 'x-wing'), `puzzle ${i + 1} needs an X-Wing`);
    assert.ok(board.size >= 80 && board.font >= 3.5, `puzzle ${i + 1}: ${board.size} mm`);
  }
  assert.deepEqual(pages[2].boards.map((b) => b.values), pages.slice(0, 2).map((p) => engine.solve(p.boards[0].givens).solution));
  const pdf = await page.pdf({ preferCSSPageSize: true });
  assert.equal(pdfPages(pdf), 3);
  const read = pdfInfo(pdf, 'x-wing.pdf');
  if (read) assert.match(read.info, /^Page size:\s+612(\.\d+)? x 792(\.\d+)? pts \(letter\)/m);
});

test('the booklet dialog shows its progress and Cancel stops it; it passes axe, on a phone and a desktop, light and dark', async () => {
  for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1100, height: 860 }]]) {
    for (const theme of ['light', 'dark']) {
      const page = await session.open(`?p=${puzzle}`, { viewport, colorScheme: theme, isMobile: size === 'phone', hasTouch: size === 'phone' });
      // A hundred Extreme puzzles: a minute's work at least, stopped at once.
      const dialog = await makeBooklet(page, { kind: 'level:4', count: 100, perPage: 6, paper: 'letter', title: 'Extreme week', seed: '99' });
      await dialog.getByText(/Making puzzle \d+ of 100…/).waitFor();
      assert.ok(await dialog.locator('progress').isVisible());
      assert.ok(await dialog.getByRole('button', { name: 'Make and print' }).isDisabled());
      await page.screenshot({ path: join(shots, `booklet-making-${size}-${theme}.png`) });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.getByText('Stopped: no booklet made.').waitFor();
      const axe = await runAxe(page, { include: '#booklet-dialog' });
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);
      assert.equal(await page.evaluate(() => window.prints), 0, 'nothing printed');
      assert.ok(await dialog.getByRole('button', { name: 'Make and print' }).isEnabled());
      assert.ok(!(await dialog.locator('progress').isVisible()));
      await page.screenshot({ path: join(shots, `booklet-dialog-${size}-${theme}.png`) });
    }
  }
  assert.deepEqual(session.problems, []);
});
