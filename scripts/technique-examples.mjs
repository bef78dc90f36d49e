// Keeps data/technique_examples.txt whole: for every technique of the
// table, a real puzzle whose solution path uses it (`key<TAB>puzzle`). Lines
// still true stay; a technique without one gets the first puzzle of the data
// sets that uses it. A technique that the ones before it nearly always pre-empt
// gets one under a technique set, the third field: for a seeds' strategy the
// zambon preset (Zambon's rectangle), else every technique but those of its
// level that come before it (`x-chain<TAB>puzzle<TAB>-swordfish,-w-wing,...`).
//   node scripts/technique-examples.mjs [DATA_DIR]   (default ../shared/data/puzzles)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cli = resolve(root, 'build/native/pencilmark');
const dataDir = resolve(process.argv[2] ?? resolve(root, '../shared/data/puzzles'));
const file = resolve(root, 'data/technique_examples.txt');

const table = execFileSync(cli, ['techniques'], { encoding: 'utf8' }).trim().split('\n').slice(1).map((l) => l.split('\t'));
const keys = table.map((f) => f[2]);
// Every technique but those of k's level before it.
const without = (k) => {
  const i = keys.indexOf(k);
  return table.slice(0, i).filter((f) => f[1] === table[i][1]).map((f) => `-${f[2]}`).join(',');
};
const zambon = new Set(execFileSync(cli, ['techniques'], { encoding: 'utf8' }).trim().split('\n').slice(1)
  .map((l) => l.split('\t')).filter((f) => f[8] === 'yes').map((f) => f[2]));
const usedBy = (puzzles, set = 'all') => (puzzles.length === 0 ? [] : execFileSync(cli, ['grade', '--json', '--techniques', set],
  { input: puzzles.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 })
  .trim().split('\n').map((l) => (l.startsWith('{') ? Object.keys(JSON.parse(l).counts) : [])));

const kept = new Map();  // key -> [puzzle, set]
const old = readFileSync(file, 'utf8').trim().split('\n').map((l) => l.split('\t')).filter(([k]) => keys.includes(k));
for (const [key, puzzle, set = 'all'] of old) {
  if (!kept.has(key) && usedBy([puzzle], set)[0].includes(key)) kept.set(key, [puzzle, set]);
}

// The proper sets, easiest first, so examples stay short to solve.
const sets = ['kaggle3m_sample.txt', '17_clue_10k.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt', '17_clue.txt',
  'forum_hardest_1905_11plus_10k.txt'].filter((f) => readdirSync(dataDir).includes(f));
function search(wanted, techniques, limit) {
  for (const set of sets) {
    if (wanted.every((k) => kept.has(k))) return;
    const puzzles = readFileSync(resolve(dataDir, set), 'utf8').trim().split('\n').slice(0, limit);
    for (let i = 0; i < puzzles.length && !wanted.every((k) => kept.has(k)); i += 2000) {
      const chunk = puzzles.slice(i, i + 2000);
      usedBy(chunk, techniques).forEach((used, j) => used.forEach((k) => {
        if (wanted.includes(k) && !kept.has(k)) kept.set(k, [chunk[j], techniques]);
      }));
    }
  }
}
search(keys, 'all', 20000);
search(keys.filter((k) => !kept.has(k) && zambon.has(k)), 'zambon', 20000);
for (const k of keys.filter((key) => !kept.has(key))) search([k], without(k), 5000);
const line = (k) => [k, kept.get(k)[0], ...(kept.get(k)[1] === 'all' ? [] : [kept.get(k)[1]])].join('\t');
writeFileSync(file, keys.filter((k) => kept.has(k)).map(line).join('\n') + '\n');
const missing = keys.filter((k) => !kept.has(k));
console.log(`${kept.size} of ${keys.length} techniques have an example${missing.length ? `; none for ${missing.join(', ')}` : ''}`);
