// The Techniques page: every technique of the engine's table, each with its
// example puzzle (the engine's own list, technique-examples.txt) shown at the
// step where its solution first uses it, the hint's stages played on the board.
// Boards are drawn when they come near the view and play when in it; each
// article's box is sized before, so nothing moves when a board arrives.
import { gameAfter } from './game.js';
import { BoardSession, loadHints } from './session.js';
import { createWorkerEngine } from './worker-client.js';

const LEVELS = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];
const $ = (id) => document.getElementById(id);
const engine = createWorkerEngine();

try {
  const theme = localStorage.getItem('pencilmark.theme');
  if (theme) document.documentElement.dataset.theme = theme;
} catch { /* no stored theme */ }

async function examples() {
  const response = await fetch('technique-examples.txt');
  if (!response.ok) throw new Error(`the examples could not be read (${response.status})`);
  const byKey = new Map();
  for (const line of (await response.text()).split('\n')) {
    const [key, puzzle, techniques = 'all'] = line.trim().split('\t');
    if (key && puzzle) byKey.set(key, { puzzle, techniques });
  }
  return byKey;
}

// One technique's article: its name, level and rating, a box for its board and
// one for the words, and a Practise link.
function article(info, example) {
  const item = document.createElement('li');
  item.className = 'technique';
  item.id = info.key;
  const heading = document.createElement('h2');
  heading.textContent = info.name;
  const facts = document.createElement('p');
  facts.className = 'technique-facts';
  facts.textContent = `${LEVELS[info.level] ?? `Level ${info.level}`}, rating ${info.score.toFixed(1)}${info.uniqueness ? ', assumes one solution' : ''}.`;
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
  // A box of fixed height (the board's, or its own on a phone) that scrolls long words.
  words.tabIndex = 0;
  words.setAttribute('role', 'region');
  words.setAttribute('aria-label', `${info.name}: the step`);
  words.textContent = example ? 'The example comes into view…' : 'No example puzzle for this technique yet.';
  const text = document.createElement('div');
  text.className = 'technique-text';
  text.append(heading, facts, words, practise);
  item.append(frame, text);
  item.dataset.key = info.key;
  return { item, board, words, frame };
}

// Draws one example: the puzzle just before the technique's first step, the step's
// stages played one after another (again when it comes back into view).
async function showExample(entry) {
  const { info, example, board, words } = entry;
  try {
    const [steps] = await Promise.all([engine.steps(example.puzzle, { techniques: example.techniques }), loadHints()]);
    const index = steps.findIndex((s) => s.technique === info.key);
    if (index < 0) throw new Error(`this puzzle's solution does not use ${info.name}`);
    const step = steps[index];
    board.setAttribute('aria-label', `${info.name}: example board`);
    const session = new BoardSession(board, { engine: () => engine, selection: false, keys: false });
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

async function main() {
  let table, byKey;
  try {
    [table, byKey] = await Promise.all([engine.techniques(), examples()]);
  } catch (err) {
    $('learn-status').textContent = `The techniques could not be loaded: ${err.message}.`;
    $('learn-status').classList.add('error');
    return;
  }
  const entries = table.map((info) => ({ info, example: byKey.get(info.key), ...article(info, byKey.get(info.key)) }));
  $('technique-list').replaceChildren(...entries.map((e) => e.item));
  $('learn-status').textContent = `${table.length} techniques, easiest first.`;
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();

  // Near the view: drawn (once); in the view: played; out of it: stopped.
  const near = new IntersectionObserver((seen) => {
    for (const { target, isIntersecting } of seen) {
      if (!isIntersecting) continue;
      near.unobserve(target);
      const entry = entries.find((e) => e.frame === target);
      if (entry.example) showExample(entry);
    }
  }, { rootMargin: '300px 0px' });
  const inView = new IntersectionObserver((seen) => {
    for (const { target, isIntersecting } of seen) {
      const entry = entries.find((e) => e.frame === target);
      entry.visible = isIntersecting;
      if (isIntersecting) entry.play?.();
      else entry.stop?.();
    }
  }, { threshold: 0.5 });
  for (const e of entries) {
    near.observe(e.frame);
    inView.observe(e.frame);
  }
}

main();
