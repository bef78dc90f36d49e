// node scripts/make-practice-bank.mjs [SECONDS] [PER] [SHARD/SHARDS] [KEYS]: makes public/practice-bank.json,
// the positions Practise opens at once: for each technique of the table, up to PER
// (default 4) puzzles whose path uses it (and nothing harder), each with the
// technique set its grade was taken with, found by the engine's generator within
// SECONDS (default 30) a technique. Run it after a build; it writes what it found,
// and names the techniques it found none for (the page then searches in the worker,
// as before). Seeds are fixed, so a run gives the same bank. With SHARD/SHARDS (1/2,
// 2/2: one process a core) each run takes every SHARDS-th technique and merges what it
// found into the file; KEYS (comma-separated) limits a run to those techniques, to
// give the rare ones more time.
//
// The file: { "<key>": { "sets": ["all", "-x,-y"], "puzzles": [["<81 givens>", <index in sets>, <level>], ...] } }
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../dist/engine.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 30);
const per = Number(process.argv[3] ?? 4);
const [shard, shards] = (process.argv[4] ?? '1/1').split('/').map(Number);
const only = process.argv[5] ? new Set(process.argv[5].split(',')) : null;
const engine = await createEngine();
const found = {};
const missing = [];
for (const [i, { key }] of engine.techniques().entries()) {
  if (i % shards !== shard - 1 || (only && !only.has(key))) continue;
  const until = Date.now() + seconds * 1000;
  const sets = [], puzzles = [];
  for (let seed = 1; puzzles.length < per && Date.now() < until; seed += 1000) {
    let made;
    try {
      made = engine.generate({ technique: key, maxAttempts: 50, seed: String(seed) });
    } catch (err) {
      if (/could not meet/.test(err.message)) continue;
      throw err;
    }
    // The path must reach the technique with that set (what the page will replay).
    if (!engine.steps(made.puzzle, { techniques: made.techniques }).some((s) => s.technique === key)) continue;
    if (!sets.includes(made.techniques)) sets.push(made.techniques);
    if (!puzzles.some(([p]) => p === made.puzzle)) puzzles.push([made.puzzle, sets.indexOf(made.techniques), made.grade.level]);
  }
  if (puzzles.length) found[key] = { sets, puzzles };
  else missing.push(key);
  console.log(`${key}: ${puzzles.length}`);
}
// Merged with what the file holds (another shard's), in the table's order.
const file = resolve(root, 'public/practice-bank.json');
const merged = { ...(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}), ...found };
const bank = Object.fromEntries(engine.techniques().flatMap(({ key }) => (merged[key] ? [[key, merged[key]]] : [])));
writeFileSync(file, `${JSON.stringify(bank)}\n`);
console.log(`practice bank: ${Object.keys(bank).length} techniques${missing.length ? `; none found for ${missing.join(', ')}` : ''}`);
