// pencilmark-print (dist/print.js): its booklets' pages read back from the SVG
// it writes (each board's digits as drawn, its width and its digits' size on
// paper) against the engine (the puzzles its seed makes, their grades and
// solutions), its PDF's pages against the SVG's, and its errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { readPage } from '../support/booklet.mjs';
import { root } from '../support/rules.mjs';

const engine = await createEngine();
const command = resolve(root, 'dist/print.js');
const run = (args, env = process.env) => spawnSync(process.execPath, [command, ...args], { encoding: 'utf8', env });
const work = mkdtempSync(join(tmpdir(), 'pencilmark-print-'));
test.after(() => rmSync(work, { recursive: true, force: true }));

// The SVG pages a run wrote (FILE-1.svg, FILE-2.svg, ...), read back in order.
function pagesOf(base) {
  const names = readdirSync(work).filter((f) => f.startsWith(`${base}-`) && f.endsWith('.svg'));
  const n = (f) => Number(f.slice(base.length + 1, -4));
  return names.sort((a, b) => n(a) - n(b)).map((f) => ({ file: f, svg: readFileSync(join(work, f), 'utf8'), ...readPage(readFileSync(join(work, f), 'utf8')) }));
}

test('a booklet of a level: the puzzles four a page, each of that level with one solution, then their solutions nine a page', () => {
  const title = 'Class 4 & "friends" <weekend>';
  const out = run(['--level', 'easy', '--count', '5', '--per-page', '4', '--seed', '2026', '--title', title, '--out', join(work, 'easy.svg')]);
  assert.equal(out.status, 0, out.stderr);
  assert.match(out.stdout, /3 pages, 5 puzzles \(seed 2026\)/);
  const pages = pagesOf('easy');
  assert.equal(pages.length, 3, 'two pages of puzzles (4 and 1), one of solutions');
  assert.deepEqual(pages.map((p) => p.boards.length), [4, 1, 5]);
  for (const page of pages) {
    assert.deepEqual([page.width, page.height, page.widthAttr], [210, 297, '210mm'], 'A4, in millimetres');
    // The title is text, escaped: the page is well-formed and shows it as typed.
    assert.ok(page.svg.includes('Class 4 &#38; &#34;friends&#34; &#60;weekend&#62;'), page.file);
    assert.ok(!page.svg.includes('<weekend>'));
  }
  const puzzles = pages.slice(0, 2).flatMap((p) => p.boards);
  const solutions = pages[2].boards;
  for (const [i, board] of puzzles.entries()) {
    assert.equal(board.values, board.givens, `puzzle ${i + 1} shows its givens alone`);
    assert.equal(engine.solve(board.givens).status, 'unique', `puzzle ${i + 1} has one solution`);
    assert.equal(engine.grade(board.givens).level, 0, `puzzle ${i + 1} is easy`);
    assert.ok(board.size >= 55, `puzzle ${i + 1} is ${board.size} mm wide`);
    assert.ok(board.font >= 3.5, `puzzle ${i + 1}'s givens are ${board.font.toFixed(2)} mm`);
    // Its solution, on the last page: the engine's, with the givens bold.
    assert.equal(solutions[i].values, engine.solve(board.givens).solution, `solution ${i + 1}`);
    assert.equal(solutions[i].givens, board.givens, `solution ${i + 1}'s givens`);
  }
  assert.equal(new Set(puzzles.map((b) => b.givens)).size, 5, 'five different puzzles');
});

test('the same seed makes the same booklet, another seed another; a page of 1, 2, 4 or 6 has boards of 8 cm or 5.5 cm at least', () => {
  const read = (name, args) => {
    const out = run([...args, '--out', join(work, `${name}.svg`)]);
    assert.equal(out.status, 0, out.stderr);
    return pagesOf(name);
  };
  const a = read('a', ['--count', '6', '--per-page', '6', '--seed', '11', '--paper', 'letter']);
  const b = read('b', ['--count', '6', '--per-page', '2', '--seed', '11']);
  const c = read('c', ['--count', '6', '--per-page', '6', '--seed', '12', '--paper', 'letter']);
  const givens = (pages) => pages.flatMap((p) => p.boards).filter((bd) => bd.values === bd.givens).map((bd) => bd.givens);
  assert.deepEqual(givens(a), givens(b), 'the puzzles do not depend on the layout');
  assert.equal(givens(a).length, 6);
  assert.notDeepEqual(givens(a), givens(c));
  assert.deepEqual([a[0].width, a[0].height], [215.9, 279.4], 'Letter');
  for (const [perPage, least] of [[1, 80], [2, 80], [4, 55], [6, 55]]) {
    for (const paper of ['a4', 'letter']) {
      const name = `p${perPage}${paper}`;
      const pages = read(name, ['--count', String(perPage), '--per-page', String(perPage), '--paper', paper, '--level', '0']);
      assert.equal(pages.length, 2);
      assert.equal(pages[0].boards.length, perPage);
      for (const board of pages[0].boards) {
        assert.ok(board.size >= least, `${perPage} a page on ${paper}: ${board.size} mm wide`);
        assert.ok(board.font >= 3.5, `${perPage} a page on ${paper}: givens ${board.font.toFixed(2)} mm`);
        // Inside the paper, and no two boards overlap.
        assert.ok(board.x >= 10 && board.x + board.size <= pages[0].width - 10 && board.y + board.size <= pages[0].height - 15);
      }
      const boxes = pages[0].boards;
      for (const [i, p] of boxes.entries()) {
        for (const q of boxes.slice(i + 1)) assert.ok(p.x + p.size <= q.x || q.x + q.size <= p.x || p.y + p.size <= q.y || q.y + q.size <= p.y);
      }
    }
  }
});

test('a booklet of a technique: every puzzle\'s solution uses it', () => {
  const out = run(['--technique', 'x-wing', '--count', '2', '--per-page', '2', '--seed', '7', '--out', join(work, 'xw.svg')]);
  assert.equal(out.status, 0, out.stderr);
  const pages = pagesOf('xw');
  assert.equal(pages.length, 2);
  for (const board of pages[0].boards) assert.ok(engine.steps(board.givens).some((s) => s.technique === 'x-wing'), board.givens);
  assert.match(pages[0].svg, /X-Wing · seed 7/);
});

test('an Extreme booklet: each puzzle graded Extreme (asked without symmetry, which makes them five times rarer)', () => {
  const out = run(['--level', '4', '--count', '3', '--per-page', '6', '--seed', '99', '--out', join(work, 'extreme.svg')]);
  assert.equal(out.status, 0, out.stderr);
  const [page] = pagesOf('extreme');
  assert.equal(page.boards.length, 3);
  for (const board of page.boards) assert.equal(engine.grade(board.givens).levelName, 'Extreme', board.givens);
  assert.match(page.svg, /Puzzle 1 <tspan class="bk-cap-level">· Extreme<\/tspan>/);
});

test('the PDF has the SVG\'s pages: one a page, of the paper\'s size', (t) => {
  if (spawnSync('rsvg-convert', ['--version']).status !== 0) return t.skip('rsvg-convert (librsvg2-bin) is not installed: scripts/setup.sh installs it');
  const args = ['--count', '7', '--per-page', '6', '--paper', 'letter', '--seed', '31', '--title', 'Week 3'];
  const pdf = join(work, 'week.pdf');
  const out = run([...args, '--out', pdf]);
  assert.equal(out.status, 0, out.stderr);
  assert.equal(run([...args, '--out', join(work, 'week.svg')]).status, 0);
  const svgPages = pagesOf('week');
  assert.equal(svgPages.length, 3, 'two pages of puzzles (6 and 1), one of solutions');
  const bytes = readFileSync(pdf, 'latin1');
  assert.ok(bytes.startsWith('%PDF-'));
  const pageObjects = bytes.match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  assert.equal(pageObjects.length, svgPages.length, 'a PDF page a SVG page');
  // Each page 8.5 by 11 inches (612 by 792 points), as pdfinfo says when poppler-utils is there.
  const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' });
  if (info.status === 0) {
    assert.match(info.stdout, /^Pages:\s+3$/m);
    assert.match(info.stdout, /^Page size:\s+612(\.\d+)? x 792(\.\d+)? pts/m);
    // The text is the pages': the title, each puzzle's caption, the page numbers.
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
    for (const words of ['Week 3', 'Puzzle 7', 'Solution 7', 'Page 3 of 3', 'seed 31']) assert.ok(text.includes(words), words);
  }
});

test('pencilmark-print names a bad option in one line and exits 2; without rsvg-convert it says what to install', () => {
  for (const [args, message] of [
    [['--count', '5'], 'give --out FILE.pdf or --out FILE.svg'],
    [['--out', 'x.png'], '--out must end in .pdf or .svg, not "x.png"'],
    [['--count', 'many', '--out', 'x.pdf'], '--count: the count must be a whole number, not "many"'],
    [['--count', '0', '--out', 'x.pdf'], '--count: the count must be from 1 to 100, not 0'],
    [['--per-page', '3', '--out', 'x.pdf'], '--per-page: puzzles a page must be 1, 2, 4 or 6, not 3'],
    [['--paper', 'a3', '--out', 'x.pdf'], '--paper: the paper must be a4 or letter, not "a3"'],
    [['--level', '7', '--out', 'x.pdf'], '--level: the level must be 0 to 4 or Easy, Medium, Hard, Expert, Extreme, not "7"'],
    [['--technique', 'x-wong', '--out', 'x.pdf'], '--technique: unknown technique "x-wong" (its key, like x-wing)'],
    [['--level', '1', '--technique', 'x-wing', '--out', 'x.pdf'], 'give --level or --technique, not both'],
    [['--seed', 'week3', '--out', 'x.pdf'], '--seed: the seed must be a whole number from 0 to 2^64-1, not "week3"'],
    [['--title', 'x'.repeat(81), '--out', 'x.pdf'], '--title: the title must be text of at most 80 characters'],
    [['--colour', 'red'], 'unknown option --colour'],
    [['--count'], '--count needs a value'],
  ]) {
    const bad = run(args);
    assert.equal(bad.stderr, `pencilmark-print: ${message}\n`, args.join(' '));
    assert.equal(bad.status, 2, args.join(' '));
    assert.equal(bad.stdout, '');
  }
  const pdf = join(work, 'none.pdf');
  const without = run(['--count', '1', '--out', pdf], { ...process.env, PATH: '/nonexistent' });
  assert.equal(without.stderr, 'pencilmark-print: a PDF needs rsvg-convert, which is not installed: install Debian\'s librsvg2-bin '
    + '(apt-get install librsvg2-bin), or write SVG pages with --out FILE.svg\n');
  assert.equal(without.status, 1);
  const help = run(['--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^usage: pencilmark-print --out FILE.pdf\|FILE.svg/);
});

test('a booklet prints its words through the words it is given (the page\'s language), and its English is games.ftl\'s', async () => {
  const { PRINTED_MESSAGES, bookletOptions, bookletPages, makePuzzles, printedEnglish } = await import('../../dist/booklet.js');
  const { english } = await import('../support/messages.mjs');
  const args = { what: 'X-Wing', seed: '42', page: 3, pages: 12, heading: 'Week 3', number: 7, puzzle: '4.8', solution: '428', title: 'Sudoku' };
  for (const id of PRINTED_MESSAGES) {
    for (const level of id === 'booklet-level' ? [0, 1, 2, 3, 4, 5] : [1]) {
      assert.equal(english(id, { ...args, level }), printedEnglish(id, { ...args, level }), `${id} ${level}`);
    }
  }
  // Said otherwise (as another language would): no word of the English frame is left on the pages.
  const options = bookletOptions({ level: 0, count: 2, perPage: 1, seed: 5, title: 'T' });
  const pages = bookletPages(options, await makePuzzles(engine, options), (id) => `«${id}»`);
  assert.equal(pages.length, 3);
  const texts = pages.join('').replace(/<style>.*?<\/style>/g, '').match(/>[^<]+</g).join(' ');
  assert.match(texts, /«booklet-puzzle»/);
  assert.doesNotMatch(texts.replace(/«[a-z-]+»/g, ''), /Puzzle|Solution|Page|page|Name|seed|Easy|solutions/, texts);
});
