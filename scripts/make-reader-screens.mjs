// node scripts/make-reader-screens.mjs: screenshots of the page's own board, for
// the photo reader's tests (tests/data/reader/screens/). Light and dark theme, a
// phone's viewport (390x844, the whole viewport) and a desktop's (1280x900, the
// board cropped from it, or the whole viewport), a puzzle's givens with some of
// the player's digits, with and without pencil marks in some empty cells.
// Writes each as PNG and screens.tsv: name, the 81 digits shown ('.' empty), and the 729 marks
// (for a cell with a digit that digit alone, for an empty cell its marks, or
// all 9 when it has none) or '-' for a screenshot without marks.
// Needs the built site (dist/) and Debian's Chromium.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/support/browser.mjs';
import { root } from '../tests/support/rules.mjs';
import { serve } from './serve.mjs';

const out = resolve(root, 'tests/data/reader/screens');
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PLAYED = [2, 3, 11, 12, 31, 40, 42, 55, 56, 70];  // cells the player filled (right)
const MARKED = [5, 7, 8, 15, 16, 21, 22, 33, 38, 47, 50, 66, 76, 80];  // empty cells given marks

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// The board after the player's digits: each cell's candidates as a string.
function candidates(grid) {
  return [...grid].map((ch, c) => {
    if (ch !== '.') return '';
    const r = Math.floor(c / 9), k = c % 9;
    const seen = new Set();
    for (let i = 0; i < 81; i++) {
      const ri = Math.floor(i / 9), ki = i % 9;
      if (ri === r || ki === k || (Math.floor(ri / 3) === Math.floor(r / 3) && Math.floor(ki / 3) === Math.floor(k / 3))) seen.add(grid[i]);
    }
    return '123456789'.split('').filter((d) => !seen.has(d)).join('');
  });
}

const shown = [...PUZZLE];
for (const c of PLAYED) shown[c] = SOLUTION[c];
const digits = shown.join('');
const cands = candidates(digits);
// Marks: a cell's candidates, or all but the last of them in every other one.
const marks = new Map(MARKED.map((c, i) => [c, i % 2 || cands[c].length < 2 ? cands[c] : cands[c].slice(0, -1)]));
const marks729 = [...digits].map((ch, c) => {
  const set = ch !== '.' ? ch : marks.get(c) ?? '123456789';
  return '123456789'.split('').map((d) => (set.includes(d) ? d : '.')).join('');
}).join('');

const site = await serve(resolve(root, 'dist'), 0);
const browser = await launchChromium();
const rows = [];
try {
  for (const theme of ['light', 'dark']) {
    for (const [size, options, crop] of [['phone', PHONE, false], ['desktop', DESKTOP, true], ['desktop-page', DESKTOP, false]]) {
      for (const withMarks of [false, true]) {
        if (size === 'desktop-page' && withMarks) continue;
        const context = await browser.newContext({ ...options, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(`${site.url}?p=${PUZZLE}`);
        await page.getByText('Ready.', { exact: true }).waitFor();
        const cell = (c) => page.locator(`[role=gridcell] >> nth=${c}`);
        for (const c of PLAYED) {
          await cell(c).click();
          await page.keyboard.press(SOLUTION[c]);
        }
        if (withMarks) {
          for (const [c, set] of marks) {
            await cell(c).click();
            for (const d of set) await page.keyboard.press(`Shift+Digit${d}`);
          }
        }
        // An empty cell without marks selected last: a digit's cell selected
        // would light that digit's candidates in every cell, marks or not.
        await cell(72).click();
        if (await page.locator('.mark.lit').count()) throw new Error(`${theme} ${size}: marks lit`);
        const seen = await page.locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => [c.querySelector('.value')?.textContent || '.', [...c.querySelectorAll('.mark.on')].map((m) => m.textContent).join('')]));
        if (seen.map(([v]) => v).join('') !== digits) throw new Error(`${theme} ${size}: the board shows other digits`);
        for (const [c, set] of withMarks ? marks : []) if (seen[c][1] !== set) throw new Error(`${theme} ${size}: r${Math.floor(c / 9) + 1}c${(c % 9) + 1} shows marks ${seen[c][1]}, not ${set}`);
        const name = `${theme}-${size}${withMarks ? '-marks' : ''}`;
        const png = crop ? await page.locator('.board-frame').screenshot() : await page.screenshot();
        writeFileSync(resolve(out, `${name}.png`), png);
        rows.push([name, digits, withMarks ? marks729 : '-'].join('\t'));
        await context.close();
        console.log(name);
      }
    }
  }
} finally {
  await browser.close();
  site.server.close();
}
writeFileSync(resolve(out, 'screens.tsv'), `# name\tdigits shown\t729 marks shown (- none)\n${rows.join('\n')}\n`);
