// The Techniques page: every technique of the engine's table, each with what it
// is, why it works, its variants and what it builds on (technique-notes.json), and
// examples: its example puzzle (the engine's own list, technique-examples.txt)
// and those Practise opens (practice-bank.json), each shown at the step where its
// solution first uses it, the hint's stages played on the board.
// The articles come from the table the build wrote (no wait for the engine);
// boards are drawn when they come near the view and play when in it; each
// article's box is sized before, so nothing moves when a board arrives.
import { LEVEL_NAMES, gameAfter } from './game.js';
import { BoardSession, loadHints } from './session.js';
import { storedTheme } from './settings.js';
import { createWorkerEngine } from './worker-client.js';

const $ = (id) => document.getElementById(id);
const engine = createWorkerEngine();

const theme = storedTheme();
if (theme) document.documentElement.dataset.theme = theme;

// Every technique's examples: its own, then up to two of the practice bank's.
async function examples() {
  const response = await fetch('technique-examples.txt');
  if (!response.ok) throw new Error(`the examples could not be read (${response.status})`);
  const bank = await fetch('practice-bank.json').then((r) => (r.ok ? r.json() : {})).catch(() => ({}));
  const byKey = new Map();
  for (const line of (await response.text()).split('\n')) {
    const [key, puzzle, techniques = 'all'] = line.trim().split('\t');
    if (key && puzzle) byKey.set(key, [{ puzzle, techniques }]);
  }
  for (const [key, { sets, puzzles }] of Object.entries(bank)) {
    const more = puzzles.slice(0, 2).map(([puzzle, set]) => ({ puzzle, techniques: sets[set] }));
    byKey.set(key, [...(byKey.get(key) ?? []), ...more]);
  }
  return byKey;
}

// The engine's table, as the build wrote it from the engine (technique-table.json),
// so the articles come at once; from the engine itself if that file is missing.
async function techniqueTable() {
  const response = await fetch('technique-table.json').catch(() => null);
  return response?.ok ? response.json() : engine.techniques();
}

// What each technique is and why it works, in words (none: the articles show the examples alone).
async function notes() {
  return fetch('technique-notes.json').then((r) => (r.ok ? r.json() : {})).catch(() => ({}));
}

const paragraph = (text, className) => Object.assign(document.createElement('p'), { textContent: text, ...(className ? { className } : {}) });

// The words on one technique: what it is, why it works, its variants, and links to what it builds on.
function teaching(note, table) {
  const section = document.createElement('div');
  section.className = 'technique-notes';
  if (!note) return section;
  const part = (title, ...nodes) => {
    const head = document.createElement('h3');
    head.textContent = title;
    section.append(head, ...nodes);
  };
  part('What it is', paragraph(note.what));
  part('Why it works', paragraph(note.why));
  if (note.variants?.length) {
    const list = document.createElement('ul');
    list.append(...note.variants.map((v) => Object.assign(document.createElement('li'), { textContent: v })));
    part('Variants', list);
  }
  const bases = (note.buildsOn ?? []).map((key) => table.find((t) => t.key === key)).filter(Boolean);
  if (bases.length) {
    const line = document.createElement('p');
    bases.forEach((info, i) => {
      const link = Object.assign(document.createElement('a'), { href: `#${info.key}`, textContent: info.name, className: 'nav-link' });
      line.append(i ? ', ' : '', link);
    });
    part('Builds on', line);
  }
  return section;
}

// One technique's article: its name, level and rating, a box for its board and
// one for the words, and a Practise link.
function article(info, example, note, table) {
  const item = document.createElement('li');
  item.className = 'technique';
  item.id = info.key;
  const heading = document.createElement('h2');
  heading.textContent = info.name;
  const facts = document.createElement('p');
  facts.className = 'technique-facts';
  facts.textContent = `${LEVEL_NAMES[info.level] ?? `Level ${info.level}`}, rating ${info.score.toFixed(1)}${info.uniqueness ? ', assumes one solution' : ''}.`;
  const practise = document.createElement('a');
  practise.className = 'practise-link';
  practise.href = `./?practise=${encodeURIComponent(info.key)}`;
  practise.textContent = 'Practise';
  practise.setAttribute('aria-label', `Practise ${info.name}`);
  const frame = document.createElement('div');
  frame.className = 'example-frame';
  const board = document.createElement('div');
  board.className = 'board';  // its role and name come with the board, when it is drawn
  frame.append(board);
  const words = document.createElement('div');
  words.className = 'example-words';
  // Beside the board, a box of its height whose long words scroll (so it is a focusable region); in one column, as tall as its words.
  words.tabIndex = 0;
  words.setAttribute('role', 'region');
  words.setAttribute('aria-label', `${info.name}: the step`);
  words.textContent = example ? 'The example comes into view…' : 'No example puzzle for this technique yet.';
  const text = document.createElement('div');
  text.className = 'technique-text';
  // Its examples, one at a time on the board.
  const choose = document.createElement('div');
  choose.className = 'buttons example-choice';
  choose.setAttribute('role', 'group');
  choose.setAttribute('aria-label', `${info.name}: examples`);
  const choices = (example ?? []).map((_, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `Example ${i + 1}`;
    button.setAttribute('aria-pressed', String(i === 0));
    return button;
  });
  if (choices.length > 1) choose.append(...choices);
  text.append(heading, facts, choose, words, practise);
  item.append(frame, text, teaching(note, table));
  item.dataset.key = info.key;
  return { item, board, words, frame, choices };
}

// Draws one example: the puzzle just before the technique's first step, the step's
// stages played one after another (again when it comes back into view).
async function showExample(entry, which = 0) {
  const { info, board, words } = entry;
  const example = entry.example[which];
  entry.choices.forEach((b, i) => b.setAttribute('aria-pressed', String(i === which)));
  entry.stop?.();
  try {
    const [steps] = await Promise.all([engine.steps(example.puzzle, { techniques: example.techniques }), loadHints()]);
    const index = steps.findIndex((s) => s.technique === info.key);
    if (index < 0) throw new Error(`this puzzle's solution does not use ${info.name}`);
    const step = steps[index];
    board.setAttribute('aria-label', `${info.name}: example board`);
    if (!entry.session) {
      entry.session = new BoardSession(board, { engine: () => engine, selection: false, keys: false });
      await new Promise((resolve) => { setTimeout(resolve, 0); });  // the board's cells made in one task, drawn in the next
    }
    const { session } = entry;
    const game = gameAfter(example.puzzle.replace(/[0]/g, '.'), steps, index, example.puzzle);
    session.open(game);
    session.render();
    const title = document.createElement('p');
    title.className = 'hint-title';
    title.textContent = `Step ${index + 1} of ${steps.length}: ${step.name}`;
    const body = document.createElement('p');
    body.append(...session.linked(step.text));
    words.replaceChildren(title, body);
    entry.play = () => session.showStep(step);
    entry.stop = () => session.hint?.stop();
    entry.frame.dataset.ready = 'true';
    if (entry.visible) entry.play();
  } catch (err) {
    words.textContent = `The example could not be shown: ${err.message}.`;
    words.classList.add('error');
  }
}

const ARTICLES_A_TASK = 6;

// Near the view: drawn (once); in the view: played; out of it: stopped.
const byFrame = new Map();  // an article's board frame -> its entry
const near = new IntersectionObserver((seen) => {
  for (const { target, isIntersecting } of seen) {
    if (!isIntersecting) continue;
    near.unobserve(target);
    const entry = byFrame.get(target);
    if (entry.example) showExample(entry);
  }
}, { rootMargin: '300px 0px' });
const inView = new IntersectionObserver((seen) => {
  for (const { target, isIntersecting } of seen) {
    const entry = byFrame.get(target);
    entry.visible = isIntersecting;
    if (isIntersecting) entry.play?.();
    else entry.stop?.();
  }
}, { threshold: 0.5 });
function observe(entry) {
  byFrame.set(entry.frame, entry);
  near.observe(entry.frame);
  inView.observe(entry.frame);
}

async function main() {
  let table, byKey, notesByKey;
  try {
    [table, byKey, notesByKey] = await Promise.all([techniqueTable(), examples(), notes()]);
  } catch (err) {
    $('learn-status').textContent = `The techniques could not be loaded: ${err.message}.`;
    $('learn-status').classList.add('error');
    return;
  }
  const entries = [];
  const list = $('technique-list');
  list.replaceChildren();
  // The articles a few at a time, a task each, so the page answers while they come;
  // all those up to one the address names come at once, to scroll to it.
  const target = table.findIndex((t) => `#${t.key}` === location.hash);
  for (let at = 0; at < table.length;) {
    const end = Math.max(at + ARTICLES_A_TASK, target + 1);
    for (const info of table.slice(at, end)) {
      const entry = { info, example: byKey.get(info.key), ...article(info, byKey.get(info.key), notesByKey[info.key], table) };
      entry.choices.forEach((button, i) => button.addEventListener('click', () => showExample(entry, i)));
      list.append(entry.item);
      entries.push(entry);
      observe(entry);
    }
    if (at === 0 && target >= 0) entries[target].item.scrollIntoView();
    at = end;
    await new Promise((resolve) => { setTimeout(resolve, 0); });
  }
  $('learn-status').textContent = `${table.length} techniques, easiest first.`;
}


main();
