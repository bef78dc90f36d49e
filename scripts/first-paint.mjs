// node scripts/first-paint.mjs DIST: the page's board painted by its HTML. Writes
// into DIST/index.html the board's 81 empty cells (web/board.js's boardMarkup,
// which BoardView takes as they are) and, just after them, web/first-paint.js
// minified as an inline script that fills in the theme and the puzzle's digits
// (see there). The Content-Security-Policy names that one script by its SHA-256,
// as it names the inline stylesheet: no other inline script runs.
//
// Why: the board used to appear only once app.js had run, after the page's
// first frame had been laid out without it, so its digits came with a second
// layout of the whole page (on a phone at a quarter of this machine's speed,
// 400 ms after the request; the page's chrome at 250).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const dist = resolve(process.argv[2] ?? 'dist');
const { boardMarkup } = await import(pathToFileURL(join(dist, 'board.js')).href);
const source = join(dist, 'first-paint.js');
const { code } = await esbuild.transform(readFileSync(source, 'utf8'), { minify: true, target: 'es2022' });
rmSync(source);  // only inline: the page never requests it
const script = code.trim();
if (script.includes('</script')) throw new Error('first-paint: the script would end its <script> early');
const hash = createHash('sha256').update(script).digest('base64');

const file = join(dist, 'index.html');
const html = readFileSync(file, 'utf8');
const BOARD = '<div id="board" class="board" aria-label="Sudoku board"></div>';
const POLICY = "script-src 'self'";
if (!html.includes(BOARD) || !html.includes(POLICY)) throw new Error(`first-paint: index.html has no ${BOARD} or no ${POLICY}`);
writeFileSync(file, html.replace(POLICY, `${POLICY} 'sha256-${hash}'`)
  .replace(BOARD, () => `${BOARD.replace('></div>', `>${boardMarkup()}</div>`)}<script>${script}</script>`));
