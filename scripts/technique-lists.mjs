// The lists of techniques written outside the engine, made from the engine's
// own table (which is the only list of techniques): docs/techniques.md's table and the
// TechniqueKey union of web/engine.d.ts, each between its markers.
// tests/js/registry.test.mjs fails when either drifts from the table;
// `node scripts/technique-lists.mjs --write` (after a build) rewrites both.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LISTS = {
  readme: {
    path: resolve(import.meta.dirname, '../docs/techniques.md'),
    start: '<!-- techniques: made by scripts/technique-lists.mjs -->',
    end: '<!-- /techniques -->',
    make: (techniques) => {
      const rows = techniques.map((t) => `| ${t.level} | \`${t.key}\` | ${t.name} | ${t.score.toFixed(1)} | ${t.codes.join(', ')} | ${t.family} | ${[t.uniqueness ? 'assumes one solution' : '', t.zambon ? 'zambon' : ''].filter(Boolean).join('; ')} |`);
      return ['| level | key | name | score | HoDoKu | family | notes |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
    },
  },
  types: {
    path: resolve(import.meta.dirname, '../web/engine.d.ts'),
    start: '// techniques: made by scripts/technique-lists.mjs',
    end: '// /techniques',
    // The keys in the table's order, a level a group of lines of at most 110 characters.
    make: (techniques) => {
      const lines = [];
      let line = '', level = null;
      for (const { key, level: at } of techniques) {
        const item = `| '${key}'`;
        if (line && (at !== level || line.length + 1 + item.length > 110)) {
          lines.push(line);
          line = '';
        }
        line = line ? `${line} ${item}` : `  ${item}`;
        level = at;
      }
      return [...lines, line].join('\n');
    },
  },
};

/** The list as its file has it now, or null without markers. */
export function writtenList(name) {
  const { path, start, end } = LISTS[name];
  const text = readFileSync(path, 'utf8');
  const from = text.indexOf(start), to = text.indexOf(end);
  return from < 0 || to < 0 ? null : text.slice(from + start.length, to).trim();
}

/** The list as the engine's table makes it (trimmed, as writtenList reads it). */
export const madeList = (name, techniques) => LISTS[name].make(techniques).trim();

if (process.argv[2] === '--write') {
  const { createEngine } = await import('../dist/engine.js');
  const techniques = (await createEngine()).techniques();
  for (const { path, start, end, make } of Object.values(LISTS)) {
    const text = readFileSync(path, 'utf8');
    const from = text.indexOf(start), to = text.indexOf(end);
    if (from < 0 || to < 0) throw new Error(`technique-lists: ${path} has no markers ${start} ... ${end}`);
    // The end marker's line is kept whole, its indentation too.
    writeFileSync(path, `${text.slice(0, from + start.length)}\n${make(techniques)}\n${text.slice(text.lastIndexOf('\n', to) + 1)}`);
  }
  console.log(`README and engine.d.ts: ${techniques.length} techniques`);
}
