// node scripts/make-icons.mjs DIR: writes the app icons (PNG) into DIR: a board
// of nine boxes on the accent colour, 192 and 512 px, and a maskable 512 px one
// whose board sits inside the safe zone. Pixels drawn here; no image tools needed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    rows[y * (1 + size * 4)] = 0;  // no filter
    for (let x = 0; x < size; x++) rows.set(pixel(x, y), y * (1 + size * 4) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);  // 8-bit RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const BLUE = [0x1f, 0x5f, 0xbf, 255], WHITE = [255, 255, 255, 255], CLEAR = [0, 0, 0, 0];

// board: the fraction of the icon the 3x3 board takes; rounded: transparent corners.
function icon(size, board, rounded) {
  const margin = (1 - board) / 2, line = Math.max(2, Math.round(size * 0.03)), radius = size * 0.18;
  return png(size, (x, y) => {
    if (rounded) {
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0), dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      if (dx * dx + dy * dy > radius * radius) return CLEAR;
    }
    const u = (x / size - margin) / board, v = (y / size - margin) / board;
    if (u < 0 || u > 1 || v < 0 || v > 1) return BLUE;
    const near = (t) => [0, 1 / 3, 2 / 3, 1].some((g) => Math.abs(t - g) * board * size < line / 2);
    return near(u) || near(v) ? WHITE : BLUE;
  });
}

const dir = process.argv[2] ?? 'dist';
writeFileSync(join(dir, 'icon-192.png'), icon(192, 0.72, true));
writeFileSync(join(dir, 'icon-512.png'), icon(512, 0.72, true));
writeFileSync(join(dir, 'icon-maskable-512.png'), icon(512, 0.56, false));
