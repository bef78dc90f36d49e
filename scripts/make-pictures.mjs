// node scripts/make-pictures.mjs: the README's example pictures (docs/pictures/),
// drawn by the package's own renderer from dist/ (npm run build first). The JS
// tests draw them again and check the files are what the tool makes today.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPuzzle } from '../dist/render.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each picture: its file, the puzzle, and renderPuzzle's options. */
export const README_PICTURES = [
  { file: 'x-wing.svg', puzzle: '..............1..2..3.4..5.........6......2.7..8.5........87.9..2.9.....16.......', options: { technique: 'x-wing', theme: 'auto' } },
  { file: 'xy-chain.svg', puzzle: '.3.....85..2..91...8..42...4.59....3......7...1..6....2....6...6....73.9.47......', options: { technique: 'xy-chain', theme: 'auto', animate: true } },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, puzzle, options } of README_PICTURES) {
    const { svg } = await renderPuzzle(puzzle, options);
    writeFileSync(join(root, 'docs/pictures', file), svg);
    console.log(`docs/pictures/${file}: ${svg.length} bytes`);
  }
}
