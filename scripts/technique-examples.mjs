// Keeps tests/data/technique_examples.txt whole: for every technique of the
// table, a real puzzle whose solution path uses it. Lines still true stay; a
// technique without one gets the first puzzle of the data sets that uses it.
//   node scripts/technique-examples.mjs [DATA_DIR]   (default ../shared/data/puzzles)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cli = resolve(root, 'build/native/pencilmark');
const dataDir = resolve(process.argv[2] ?? resolve(root, '../shared/data/puzzles'));
const file = resolve(root, 'tests/data/technique_examples.txt');

const keys = execFileSync(cli, ['techniques'], { encoding: 'utf8' }).trim().split('\n').slice(1).map((l) => l.split('\t')[2]);
const usedBy = (puzzles) => execFileSync(cli, ['grade', '--json'], { input: puzzles.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 })
  .trim().split('\n').map((l) => (l.startsWith('{') ? Object.keys(JSON.parse(l).counts) : []));

const kept = new Map();
const old = readFileSync(file, 'utf8').trim().split('\n').map((l) => l.split('\t')).filter(([k]) => keys.includes(k));
const oldUses = usedBy(old.map(([, p]) => p));
old.forEach(([key, puzzle], i) => { if (oldUses[i].includes(key)) kept.set(key, puzzle); });

// The proper sets, easiest first, so examples stay short to solve.
const sets = ['kaggle3m_sample.txt', '17_clue_10k.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt', '17_clue.txt',
  'forum_hardest_1905_11plus_10k.txt'].filter((f) => readdirSync(dataDir).includes(f));
for (const set of sets) {
  if (keys.every((k) => kept.has(k))) break;
  const puzzles = readFileSync(resolve(dataDir, set), 'utf8').trim().split('\n').slice(0, 20000);
  for (let i = 0; i < puzzles.length; i += 2000) {
    const chunk = puzzles.slice(i, i + 2000);
    usedBy(chunk).forEach((used, j) => used.forEach((k) => { if (!kept.has(k)) kept.set(k, chunk[j]); }));
  }
}
writeFileSync(file, keys.filter((k) => kept.has(k)).map((k) => `${k}\t${kept.get(k)}`).join('\n') + '\n');
const missing = keys.filter((k) => !kept.has(k));
console.log(`${kept.size} of ${keys.length} techniques have an example${missing.length ? `; none for ${missing.join(', ')}` : ''}`);
