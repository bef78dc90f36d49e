// node scripts/make-techniques.mjs DIR EXAMPLES: writes every technique's article
// into DIR/techniques.html, from the engine just built in DIR (its table, in the
// order it tries them), DIR/technique-notes.json (the words on each) and the
// examples: EXAMPLES (the engine's own, one a technique) and up to two of
// DIR/practice-bank.json's positions.
// The articles are in the page as it arrives, so the browser lays them out once,
// before its first paint, and they are there without the script (the page used to
// build them in script, six at a task: 70 growing layouts, most of its blocking
// time under Lighthouse). The script draws the boards only, from each article's
// data-examples. The first article's board comes drawn, as the script would draw
// it (boardMarkup), with its step worked out: the board in the first view is there
// at the first paint, and the page plays it without waiting for the engine.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] ?? 'dist');
const examplesFile = resolve(process.argv[3] ?? 'data/technique_examples.txt');
const { createEngine } = await import(pathToFileURL(join(dir, 'engine.js')).href);
const { LEVEL_NAMES, gameAfter } = await import(pathToFileURL(join(dir, 'game.js')).href);
const { boardLooks, boardMarkup } = await import(pathToFileURL(join(dir, 'board.js')).href);
const engine = await createEngine();
const table = engine.techniques();
const notes = JSON.parse(readFileSync(join(dir, 'technique-notes.json'), 'utf8'));
const bank = JSON.parse(readFileSync(join(dir, 'practice-bank.json'), 'utf8'));

// Every technique's examples: its own, then up to two of the practice bank's.
const examples = new Map(table.map((t) => [t.key, []]));
for (const line of readFileSync(examplesFile, 'utf8').split('\n')) {
  const [key, puzzle, techniques = 'all'] = line.trim().split('\t');
  if (key && puzzle) examples.get(key)?.push({ puzzle, techniques });
}
for (const [key, { sets, puzzles }] of Object.entries(bank)) {
  examples.get(key)?.push(...puzzles.slice(0, 2).map(([puzzle, set]) => ({ puzzle, techniques: sets[set] })));
}

// The first article's first example worked out: its board at the step where the
// solution first uses the technique (as the page renders a board only shown), and
// the step, its place in the solution and the position, for the script.
const lead = table.find((t) => examples.get(t.key).length);
const drawn = new Map();  // technique key -> the board's markup
if (lead) {
  const example = examples.get(lead.key)[0];
  const steps = engine.steps(example.puzzle, { techniques: example.techniques });
  const index = steps.findIndex((s) => s.technique === lead.key);
  if (index < 0) throw new Error(`make-techniques: the solution of ${example.puzzle} does not use ${lead.key}`);
  const game = gameAfter(example.puzzle.replace(/0/g, '.'), steps, index, example.puzzle);
  // The board as the game's own record keeps it (Game.fromJSON reads it back), without the moves that led there.
  const { givens, values, marks } = game.toJSON();
  example.shown = { index, count: steps.length, step: steps[index], game: { givens, values, marks } };
  drawn.set(lead.key, boardMarkup(boardLooks(game, { conflicts: game.conflicts(), highlight: {}, selection: false, sameDigit: 0 })));
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c]);

// The words on one technique: what it is, why it works, its variants, and links to what it builds on.
function teaching(note) {
  if (!note) return '<div class="technique-notes"></div>';
  const part = (title, body) => `<h3>${title}</h3>${body}`;
  const bases = (note.buildsOn ?? []).map((key) => table.find((t) => t.key === key)).filter(Boolean)
    .map((t) => `<a class="nav-link" href="#${t.key}">${escaped(t.name)}</a>`);
  return `<div class="technique-notes">${[
    part('What it is', `<p>${escaped(note.what)}</p>`),
    part('Why it works', `<p>${escaped(note.why)}</p>`),
    note.variants?.length ? part('Variants', `<ul>${note.variants.map((v) => `<li>${escaped(v)}</li>`).join('')}</ul>`) : '',
    bases.length ? part('Builds on', `<p>${bases.join(', ')}</p>`) : '',
  ].join('')}</div>`;
}

// One technique's article: its name, level and rating, a box for its board and one
// for the words (beside the board, of its height, scrolling: so a focusable region;
// in one column, as tall as its words), its examples' buttons and a Practise link.
function article(info) {
  const list = examples.get(info.key);
  const facts = `${LEVEL_NAMES[info.level] ?? `Level ${info.level}`}, rating ${info.score.toFixed(1)}${info.uniqueness ? ', assumes one solution' : ''}.`;
  const choices = list.length > 1
    ? list.map((_, i) => `<button type="button" aria-pressed="${i === 0}">Example ${i + 1}</button>`).join('') : '';
  return `<li class="technique" id="${info.key}" data-key="${info.key}" data-examples="${escaped(JSON.stringify(list))}">` +
    `<div class="example-frame"><div class="board"${drawn.has(info.key) ? ` role="grid" aria-rowcount="10" aria-colcount="9" aria-label="${escaped(info.name)}: example board">${drawn.get(info.key)}` : '>'}</div></div>` +
    `<div class="technique-text"><h2>${escaped(info.name)}</h2><p class="technique-facts">${escaped(facts)}</p>` +
    `<div class="buttons example-choice" role="group" aria-label="${escaped(info.name)}: examples">${choices}</div>` +
    (list.length ? `<div class="buttons example-pictures" role="group" aria-label="${escaped(info.name)}: the example as a picture">` +
      '<button type="button" data-animate="false">Image (SVG)</button><button type="button" data-animate="true">Animated image (SVG)</button></div>' : '') +
    `<div class="example-words" tabindex="0" role="region" aria-label="${escaped(info.name)}: the step">` +
    `${list.length ? 'The example comes into view…' : 'No example puzzle for this technique yet.'}</div>` +
    `<a class="practise-link" href="./?practise=${encodeURIComponent(info.key)}" aria-label="Practise ${escaped(info.name)}">Practise</a></div>` +
    `${teaching(notes[info.key])}</li>`;
}

const page = join(dir, 'techniques.html');
const html = readFileSync(page, 'utf8');
const LIST = '<ol id="technique-list" class="technique-list"></ol>';
const STATUS = '<p id="learn-status" class="message" role="status"></p>';
if (!html.includes(LIST) || !html.includes(STATUS)) throw new Error(`make-techniques: techniques.html has no ${LIST} or no ${STATUS}`);
writeFileSync(page, html
  .replace(STATUS, () => STATUS.replace('</p>', `${table.length} techniques, easiest first.</p>`))
  .replace(LIST, () => LIST.replace('</ol>', `\n${table.map(article).join('\n')}\n</ol>`)));
