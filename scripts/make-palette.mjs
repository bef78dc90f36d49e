// node scripts/make-palette.mjs DIST: the board's two colour themes, read from
// DIST/board.css (its custom properties, the one place they are set), written as
// DIST/palette.js for the board's pictures (picture.js), which carry their colours
// inside the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir] = process.argv.slice(2);
const css = readFileSync(join(dir, 'board.css'), 'utf8');

// The custom properties of the first rule whose selector starts with `selector`.
function properties(selector) {
  const at = css.indexOf(selector);
  if (at < 0) throw new Error(`make-palette: board.css has no rule "${selector}"`);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  const out = {};
  for (const [, name, value] of body.matchAll(/--([a-z-]+):\s*([^;]+);/g)) out[name] = value.trim();
  return out;
}

// The player's six cell colours (.paint-cell-N), the same in both themes.
const paint = Object.fromEntries([...css.matchAll(/\.paint-cell-(\d) \{ --cell-paint: (#[0-9a-f]{6}); \}/g)].map(([, n, hex]) => [`paint-${n}`, hex]));
if (Object.keys(paint).length !== 6) throw new Error('make-palette: board.css does not give the six .paint-cell-N colours');
const light = { ...properties(':root, :host {'), ...paint };
const dark = { ...light, ...properties(":root[data-theme='dark']") };
for (const [name, palette] of Object.entries({ light, dark })) {
  for (const [key, value] of Object.entries(palette)) {
    if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`make-palette: --${key} of ${name} is "${value}", not #rrggbb`);
  }
}
writeFileSync(join(dir, 'palette.js'), `// Written by scripts/make-palette.mjs from board.css: the board's colours by theme.
export const PALETTES = ${JSON.stringify({ light, dark }, null, 1)};
`);
