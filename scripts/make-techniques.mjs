// node scripts/make-techniques.mjs DIR EXAMPLES: writes every technique's article
// into DIR/techniques.html, and into DIR/techniques-LANG.html in each other language
// of web/languages.js, from the engine just built in DIR (its table, in the order it
// tries them, its names and steps in the page's language), the page's words
// (locales/LANG/techniques-page: its heading and introduction, and each technique's
// article: what it is, why it works, its variants), data/technique_builds_on.json
// (what each builds on) and the examples: EXAMPLES (the engine's own, one a
// technique) and up to two of DIR/practice-bank.json's positions.
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
import { techniquePageWords } from './technique-words.mjs';

const dir = resolve(process.argv[2] ?? 'dist');
const examplesFile = resolve(process.argv[3] ?? 'data/technique_examples.txt');
const { createEngine } = await import(pathToFileURL(join(dir, 'engine.js')).href);
const { gameAfter } = await import(pathToFileURL(join(dir, 'game.js')).href);
const { LANGUAGES } = await import(pathToFileURL(join(dir, 'languages.js')).href);
const { techniquesPage } = await import(pathToFileURL(join(dir, 'page-language.js')).href);
const { loadMessages, words: messageWords } = await import(pathToFileURL(join(dir, 'messages.js')).href);
const { boardLooks, boardMarkup } = await import(pathToFileURL(join(dir, 'board.js')).href);
const { cellLabel } = await import(pathToFileURL(join(dir, 'cell-words.js')).href);
const engine = await createEngine();
const table = engine.techniques();
const buildsOn = JSON.parse(readFileSync(resolve(import.meta.dirname, '../data/technique_builds_on.json'), 'utf8'));
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

// The first article's first example worked out in `language`: its board at the step
// where the solution first uses the technique (as the page renders a board only
// shown), and the step, its place in the solution and the position, for the script.
const lead = table.find((t) => examples.get(t.key).length);
function leadShown(language) {
  const example = examples.get(lead.key)[0];
  const steps = engine.steps(example.puzzle, { techniques: example.techniques, language });
  const index = steps.findIndex((s) => s.technique === lead.key);
  if (index < 0) throw new Error(`make-techniques: the solution of ${example.puzzle} does not use ${lead.key}`);
  const game = gameAfter(example.puzzle.replace(/0/g, '.'), steps, index, example.puzzle);
  const say = (id, args) => messageWords(id, args, language);
  // The board as the game's own record keeps it (Game.fromJSON reads it back), without the moves that led there.
  const { givens, values, marks } = game.toJSON();
  return {
    example: { ...example, shown: { index, count: steps.length, step: steps[index], game: { givens, values, marks } } },
    // Its cells' and heads' words for a screen reader in the page's language (board.ftl).
    markup: boardMarkup(boardLooks(game, { conflicts: game.conflicts(), highlight: {}, selection: false, sameDigit: 0, say, language, label: (said) => cellLabel(said, say) }), say),
  };
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c]);

// The page in one language: `words` its words (techniquePageWords), `names` the
// technique names by key, `level` a level's name by number, `boardLabel` an example
// board's for a screen reader, `lead` the first example worked out.
function pageIn({ words: { say, variants: variantsOf }, names, level, boardLabel, lead: first }) {
  // The words on one technique: what it is, why it works, its variants, and links to what it builds on.
  // The catalog's words are text: escaped (only the page's introduction holds markup, <b>).
  function teaching(key) {
    const part = (title, body) => `<h3>${escaped(title)}</h3>${body}`;
    const variants = variantsOf(key);
    const bases = (buildsOn[key] ?? []).filter((base) => names.has(base))
      .map((base) => `<a class="nav-link" href="#${base}">${escaped(names.get(base))}</a>`);
    return `<div class="technique-notes">${[
      part(say('what-it-is'), `<p>${escaped(say(`${key}-what`))}</p>`),
      part(say('why-it-works'), `<p>${escaped(say(`${key}-why`))}</p>`),
      variants.length ? part(say('variants'), `<ul>${variants.map((v) => `<li>${escaped(v)}</li>`).join('')}</ul>`) : '',
      bases.length ? part(say('builds-on'), `<p>${bases.join(', ')}</p>`) : '',
    ].join('')}</div>`;
  }

  // One technique's article: its name, level and rating, a box for its board and one
  // for the words (beside the board, of its height, scrolling: so a focusable region;
  // in one column, as tall as its words), its examples' buttons and a Practise link.
  function article(info) {
    const name = names.get(info.key);
    const list = info.key === lead?.key ? [first.example, ...examples.get(info.key).slice(1)] : examples.get(info.key);
    const facts = say('technique-facts', { level: level(info.level), rating: info.score, uniqueness: info.uniqueness ? 'yes' : 'no' });
    const choices = list.length > 1
      ? list.map((_, i) => `<button type="button" aria-pressed="${i === 0}">${escaped(say('example-number', { number: i + 1 }))}</button>`).join('') : '';
    const label = (id) => escaped(say(id, { technique: name }));
    return `<li class="technique" id="${info.key}" data-key="${info.key}" data-examples="${escaped(JSON.stringify(list))}">` +
      `<div class="example-frame"><div class="board"${info.key === lead?.key ? ` role="grid" aria-rowcount="10" aria-colcount="9" aria-label="${escaped(boardLabel(name))}">${first.markup}` : '>'}</div></div>` +
      `<div class="technique-text"><h2>${escaped(name)}</h2><p class="technique-facts">${escaped(facts)}</p>` +
      `<div class="buttons example-choice" role="group" aria-label="${label('examples-label')}">${choices}</div>` +
      (list.length ? `<div class="buttons example-pictures" role="group" aria-label="${label('pictures-label')}">` +
        `<button type="button" data-animate="false">${escaped(say('picture-still'))}</button><button type="button" data-animate="true">${escaped(say('picture-animated'))}</button></div>` : '') +
      `<div class="example-words" tabindex="0" role="region" aria-label="${label('step-label')}">` +
      `${escaped(say(list.length ? 'example-coming' : 'no-example'))}</div>` +
      `<a class="practise-link" href="./?practise=${encodeURIComponent(info.key)}" aria-label="${label('practise-label')}">${escaped(say('practise'))}</a></div>` +
      `${teaching(info.key)}</li>`;
  }
  return article;
}

// The template (public/techniques.html, its CSS inlined): its elements marked
// data-words="id" say that message (the introduction's with its <b>), a title
// data-words-label its aria-label, the meta description its content.
const template = readFileSync(join(dir, 'techniques.html'), 'utf8');
const LIST = '<ol id="technique-list" class="technique-list"></ol>';
const STATUS = '<p id="learn-status" class="message" role="status"></p>';
const LANGUAGE_LIST = '<nav class="languages" data-words-label="nav-languages"></nav>';
for (const piece of [LIST, STATUS, LANGUAGE_LIST]) if (!template.includes(piece)) throw new Error(`make-techniques: techniques.html has no ${piece}`);
// A paragraph's words as HTML: <b> is the only markup a catalog's words may hold.
function markup(words, id) {
  const tag = words.replace(/<\/?b>/g, '').match(/[<>]/);
  if (tag) throw new Error(`make-techniques: ${id} holds markup other than <b>: ${words}`);
  return words.replace(/&(?![a-z]+;)/g, '&amp;');
}

for (const language of Object.keys(LANGUAGES)) {
  const words = await techniquePageWords(language, dir);
  const { say } = words;
  await engine.loadLanguage(language);
  await loadMessages(language, false);
  const names = new Map(engine.techniques({ language }).map((t) => [t.key, t.name]));
  const article = pageIn({
    words, names, lead: lead ? leadShown(language) : null,
    level: (n) => messageWords('level-name', { level: n }, language),
    boardLabel: (technique) => messageWords('technique-example-board', { technique }, language),
  });
  const others = Object.entries(LANGUAGES).map(([code, own]) =>
    `<a class="nav-link" href="${techniquesPage(code)}" hreflang="${code}" lang="${code}"${code === language ? ' aria-current="page"' : ''}>${escaped(own)}</a>`);
  const alternates = Object.keys(LANGUAGES).map((code) => `<link rel="alternate" hreflang="${code}" href="${techniquesPage(code)}">`).join('');
  const html = template
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace('</head>', () => `${alternates}</head>`)
    .replace(/<meta name="description" data-words="([a-z-]+)">/, (_, id) => `<meta name="description" content="${escaped(say(id))}">`)
    .replace(/ data-words-label="([a-z-]+)"/g, (_, id) => ` aria-label="${escaped(say(id))}"`)
    .replace(/<(\w+)([^>]*) data-words="([a-z-]+)"([^>]*)><\/\1>/g, (_, tag, before, id, after) =>
      `<${tag}${before}${after}>${tag === 'p' ? markup(say(id), id) : escaped(say(id))}</${tag}>`)
    .replace(STATUS, () => STATUS.replace('</p>', `${escaped(say('technique-count', { count: table.length }))}</p>`))
    .replace(/(<nav class="languages"[^>]*>)<\/nav>/, (_, open) => `${open}${others.join(' ')}</nav>`)
    .replace(LIST, () => LIST.replace('</ol>', `\n${table.map(article).join('\n')}\n</ol>`));
  writeFileSync(join(dir, techniquesPage(language)), html);
}
