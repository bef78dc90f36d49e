// The photo reader through wasm (readImage): its own module, loaded on the
// first picture; pictures the test draws, and a few of the shared photos
// (skipped in a clone without ../shared). Accuracy is the bench's business
// (npm run bench): these assert behaviour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import jpeg from 'jpeg-js';
import { createEngine, createReader } from '../../dist/engine.js';
import { root } from '../support/rules.mjs';

const photos = process.env.PENCILMARK_DATA ? resolve(process.env.PENCILMARK_DATA, 'photos') : resolve(root, '../shared/data/photos');

// A plain picture: paper, with a grid drawn on it (thick box lines, thin cell lines) or none.
function drawn({ grid = true, side = 600, margin = 60 } = {}) {
  const data = new Uint8ClampedArray(side * side * 4).fill(235);
  const ink = (x, y) => { const i = 4 * (y * side + x); data[i] = data[i + 1] = data[i + 2] = 20; };
  if (grid) {
    const cell = (side - 2 * margin) / 9;
    for (let k = 0; k <= 9; k++) {
      const at = Math.round(margin + k * cell), width = k % 3 ? 1 : 4;
      for (let t = 0; t < width; t++) {
        for (let s = margin; s <= side - margin; s++) { ink(at + t, s); ink(s, at + t); }
      }
    }
  }
  return { width: side, height: side, data };
}

test('readImage finds a drawn grid, reads its empty cells empty, and answers in the documented shape', async () => {
  const reader = await createReader();
  const reading = reader.readImage(drawn());
  assert.equal(reading.puzzle, '.'.repeat(81));
  assert.equal(reading.corners.length, 4);
  for (const [[x, y], [ex, ey]] of reading.corners.map((c, i) => [c, [[60, 60], [540, 60], [540, 540], [60, 540]][i]])) {
    assert.ok(Math.abs(x - ex) <= 3 && Math.abs(y - ey) <= 3, `${x},${y} near ${ex},${ey}`);
  }
  assert.equal(reading.sureness.length, 81);
  assert.ok(reading.sureness.every((s) => Number.isInteger(s) && s >= 0 && s <= 100));
  assert.deepEqual(reading.marks, Array(81).fill(0), 'no pencil marks in an empty drawn grid');
  // An empty drawn grid has no clash: the unsure cells are those read with less than 95% sureness.
  assert.deepEqual(reading.unsure, reading.sureness.flatMap((s, c) => (s < 95 ? [`r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`] : [])));
});

test('readImage refuses a picture with no grid, and what is no picture, in words', async () => {
  const engine = await createEngine();
  await assert.rejects(engine.readImage(drawn({ grid: false })), { code: 'no-grid', message: 'no Sudoku grid found in the picture' });
  await assert.rejects(engine.readImage({ width: 10, height: 10, data: new Uint8Array(12) }), { code: 'bad-option' });
  await assert.rejects(engine.readImage('a photo'), { code: 'bad-option' });
  // The reader still reads after a refusal.
  assert.equal((await engine.readImage(drawn())).puzzle, '.'.repeat(81));
});

test('readImage reads shared photos of newspaper Sudokus as the CLI does', { skip: !existsSync(photos) && 'no ../shared photos' }, async () => {
  const reader = await createReader();
  let right = 0;
  for (const n of [1, 10, 100]) {
    const picture = jpeg.decode(readFileSync(resolve(photos, `image${n}.jpg`)), { useTArray: true, formatAsRGBA: true });
    const reading = reader.readImage(picture);
    const stated = readFileSync(resolve(photos, `image${n}.dat`), 'utf8').split('\n').slice(2, 11).join('').replace(/\s/g, '').replace(/0/g, '.');
    // Every cell read wrong is among those marked unsure, or the photo is read whole.
    const wrong = [...reading.puzzle].flatMap((ch, c) => (ch === stated[c] ? [] : [`r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`]));
    if (!wrong.length) right++;
    assert.ok(wrong.length <= 3, `image${n}: ${wrong.join(',')}`);
  }
  assert.ok(right >= 2, `${right} of 3 read whole`);
});
