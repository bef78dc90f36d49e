// The README's technique table, made from the engine's own table (which is the
// only list of techniques). tests/js/registry.test.mjs fails when the README
// drifts from it; `node scripts/readme-techniques.mjs --write` (after a build)
// rewrites the README's table between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const readmePath = resolve(import.meta.dirname, '../README.md');
const START = '<!-- techniques: made by scripts/readme-techniques.mjs -->';
const END = '<!-- /techniques -->';

export function techniqueTable(techniques) {
  const rows = techniques.map((t) => `| ${t.level} | \`${t.key}\` | ${t.name} | ${t.score.toFixed(1)} | ${t.codes.join(', ')} | ${t.family} | ${[t.uniqueness ? 'assumes one solution' : '', t.zambon ? 'zambon' : ''].filter(Boolean).join('; ')} |`);
  return ['| level | key | name | score | HoDoKu | family | notes |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The table as the README has it now, or null without markers. */
export function readmeTable(text = readFileSync(readmePath, 'utf8')) {
  const start = text.indexOf(START), end = text.indexOf(END);
  return start < 0 || end < 0 ? null : text.slice(start + START.length, end).trim();
}

if (process.argv[2] === '--write') {
  const { createEngine } = await import('../dist/engine.js');
  const table = techniqueTable((await createEngine()).techniques());
  const text = readFileSync(readmePath, 'utf8');
  const start = text.indexOf(START), end = text.indexOf(END);
  writeFileSync(readmePath, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
  console.log(`README: ${table.split('\n').length - 2} techniques`);
}
