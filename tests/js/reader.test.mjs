// The photo reader through wasm (readImage): its own module, loaded on the
// first picture; pictures the test draws, and a few of the shared photos
// (skipped in a clone without ../shared). Accuracy is the bench's business
// (npm run bench): these assert behaviour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
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

// An 8-bit RGB or RGBA PNG, not interlaced (what Chromium's screenshots are), as a Picture.
function decodePng(buf) {
  let pos = 8, width, height, depth, type; const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), kind = buf.toString('ascii', pos + 4, pos + 8), body = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') { width = body.readUInt32BE(0); height = body.readUInt32BE(4); depth = body[8]; type = body[9]; if (body[12]) throw new Error('interlaced'); }
    if (kind === 'IDAT') idat.push(body);
    pos += 12 + len;
  }
  if (depth !== 8 || (type !== 2 && type !== 6)) throw new Error(`PNG type ${type} depth ${depth}`);
  const bpp = type === 6 ? 4 : 3, stride = width * bpp, raw = inflateSync(Buffer.concat(idat));
  const px = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x], a = x >= bpp ? px[y * stride + x - bpp] : 0, b = y ? px[(y - 1) * stride + x] : 0, c = x >= bpp && y ? px[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      px[y * stride + x] = (v + [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f]) & 255;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) { for (let k = 0; k < 3; k++) data[4 * i + k] = px[bpp * i + k]; data[4 * i + 3] = 255; }
  return { width, height, data };
}

test('readImage reads the page\'s own board in screenshots whole, and the pencil marks in its empty cells', async () => {
  const reader = await createReader();
  const dir = resolve(root, 'tests/data/reader/screens');
  const lines = readFileSync(resolve(dir, 'screens.tsv'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  assert.ok(lines.length >= 8);
  for (const line of lines) {
    const [name, digits, marks] = line.split('\t');
    const reading = reader.readImage(decodePng(readFileSync(resolve(dir, `${name}.png`))));
    assert.equal(reading.puzzle, digits, name);
    assert.deepEqual(reading.unsure, [], name);
    // A cell's marks as bits, 0 for a cell with a digit and for an empty one without marks (all nine in the 729).
    const shown = [...digits].map((ch, c) => (ch !== '.' || marks === '-' ? 0 : [...marks.slice(9 * c, 9 * c + 9)].reduce((m, d, k) => (d !== '.' ? m | (1 << k) : m), 0)));
    assert.deepEqual(reading.marks, shown.map((m) => (m === 0x1ff ? 0 : m)), name);
  }
});
