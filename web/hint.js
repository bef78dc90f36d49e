// From a Step and an animation stage to what the board shows, and the step's
// words with their cell names linked to the cells.
//
// Stages (from the engine): 1 houses, 2 the pattern, 3.. one chain link each,
// step.stages the effect. A hint is pressed through: the nudge, then technique
// and houses, then the pattern, the links hop by hop and the effect, animated.
import { svg } from './board.js';
import { cellName } from './game.js';
import { words as messageWords } from './messages.js';
import { place, withNodes } from './message-nodes.js';

export { cellLabel } from './cell-words.js';  // the board's cells' words come with the hints

function houseCells({ kind, index }) {
  const cells = [];
  for (let i = 0; i < 9; i++) {
    if (kind === 'row') cells.push(index * 9 + i);
    else if (kind === 'column') cells.push(i * 9 + index);
    else cells.push((Math.floor(index / 3) * 3 + Math.floor(i / 3)) * 9 + (index % 3) * 3 + (i % 3));
  }
  return cells;
}

/** The highlight maps of a step shown up to `stage` (inclusive). */
export function highlightAt(step, stage) {
  const houses = new Map(), cells = new Map(), candidates = new Map();
  for (const h of step.houses) {
    if (h.stage > stage) continue;
    for (const c of houseCells(h)) if (!houses.has(c) || h.role === 'cover') houses.set(c, h.role);
  }
  for (const c of step.cells) if (c.stage <= stage) cells.set(c.cell, c.role);
  for (const c of step.candidates) if (c.stage <= stage) candidates.set(`${c.cell}:${c.digit}`, c.role);
  // A trial's links are the order its singles came in, not causes: each hop (a placement it
  // forces, or an inner trial) is a sub-step drawn at its own stage only, and what it reached
  // stays as its node. So the supposition is never buried under every line drawn from it, and
  // the effect shows the supposition, what followed, and the house or cell that broke.
  const drawn = step.family === 'trial' ? (l) => l.stage === stage : (l) => l.stage <= stage;
  const links = step.links.filter(drawn);
  return { houses, cells, candidates, links };
}

/** The houses ("row 3", "box 2") and cells ("r4c5") a nudge's words name, lit without the pattern. */
export function nudgeHighlight(text) {
  const houses = new Map(), cells = new Map();
  for (const m of text.matchAll(/\b(row|column|box) ([1-9])\b/g)) {
    for (const c of houseCells({ kind: m[1], index: Number(m[2]) - 1 })) houses.set(c, 'region');
  }
  for (const c of cellsInText(text)) cells.set(c, 'lit');
  return { houses, cells, candidates: new Map(), links: [] };
}

/**
 * The highlight without the candidates a placement strikes from its peers: on a
 * board without pencil marks they are marks the player never wrote, outside the
 * step's pattern.
 */
export function withoutStruckPeers(highlight, step) {
  if (!step.placements.length || !highlight.candidates) return highlight;
  const struck = (key) => {
    const [cell, digit] = key.split(':').map(Number);
    return step.placements.some((p) => p.digit === digit && peersOf(p.cell).includes(cell));
  };
  const candidates = new Map([...highlight.candidates].filter(([key, role]) => role !== 'eliminated' || !struck(key)));
  return { ...highlight, candidates };
}

/** A step's highlight as a board shows it on `game`: without the struck peers when the board has no pencil marks. */
export function shownHighlight(game, highlight, step) {
  return game.hasMarks() ? highlight : withoutStruckPeers(highlight, step);
}

import { gameAfter, peersOf } from './game.js';

/** How long the page shows each stage of a hint as it plays it. */
export const STAGE_MS = 700;

/**
 * One hint pressed through its levels: 0 the nudge (what it names lit), 1 the
 * technique and its houses, 2 the pattern, the links hop by hop and the effect,
 * one stage every `ms` (700 by default; all at once under prefers-reduced-motion).
 * At level 2 the player can pause, step a hop back or on, or see the whole step.
 * onFrame() runs whenever what the board shows changes; the caller shows the words.
 */
export class StagedHint {
  constructor(step, onFrame) {
    this.step = step;
    this.level = 0;
    this.stage = 0;
    this.timer = null;
    this.ms = STAGE_MS;
    // Each frame, the links it draws are lit in the list of every link (linkDetails).
    this.onFrame = () => {
      showStageWords(step, this.level === 2 ? this.stage : -1);
      onFrame();
    };
  }

  get first() { return 2; }
  get last() { return this.step.stages; }
  get playing() { return this.timer !== null; }

  /** One level further; at the last level, plays the animation again. */
  advance() {
    if (this.level === 0) {
      this.level = 1;
      this.stage = 1;
      this.onFrame();
      return;
    }
    this.level = 2;
    this.stop();
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return this.whole();
    this.stage = this.first;
    this.play();
  }

  /** Plays on from the stage shown (from the start when it is at the end). */
  play() {
    this.stop();
    if (this.stage >= this.last) this.stage = this.first;
    const tick = () => {
      this.timer = this.stage < this.last ? setTimeout(() => { this.stage++; tick(); this.onFrame(); }, this.ms) : null;
    };
    tick();
    this.onFrame();
  }

  /** Pauses the animation where it is. */
  pause() {
    this.stop();
    this.onFrame();
  }

  /** A hop back (-1) or on (+1), paused there. */
  go(delta) {
    this.stop();
    this.stage = Math.max(this.first, Math.min(this.last, this.stage + delta));
    this.onFrame();
  }

  /** The whole step at once. */
  whole() {
    this.stop();
    this.stage = this.last;
    this.onFrame();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = null;
  }

  /** What the board shows now: at the nudge, only the houses and cells its words name. */
  highlight() { return this.level > 0 ? highlightAt(this.step, this.stage) : nudgeHighlight(this.step.clues[0]); }
}

/**
 * Stepping through a solution path: the step shown, the board just before it, and
 * a play/pause timer. onShow() runs after every change; the caller draws it.
 */
export class Replay {
  constructor(game, steps, index, onShow) {
    this.givens = game.givens;
    this.source = game.source;
    this.steps = steps;
    this.index = Math.max(0, Math.min(index, steps.length - 1));
    this.timer = null;
    this.onShow = onShow;
  }

  get step() { return this.steps[this.index]; }
  get atStart() { return this.index === 0; }
  get atEnd() { return this.index === this.steps.length - 1; }
  get playing() { return this.timer !== null; }

  /** The board before the step shown, and the step's whole evidence on it. */
  show() {
    this.game = gameAfter(this.givens, this.steps, this.index, this.source);
    this.highlight = highlightAt(this.step, this.step.stages);
    this.onShow();
  }

  go(delta) {
    this.pause();
    this.index = Math.max(0, Math.min(this.steps.length - 1, this.index + delta));
    this.show();
  }

  play(ms) {
    this.timer = setInterval(() => {
      if (this.atEnd) return this.pause();
      this.index++;
      this.show();
    }, ms);
    this.onShow();
  }

  pause() {
    if (!this.playing) return;
    clearInterval(this.timer);
    this.timer = null;
    this.onShow();
  }
}

/** Cells named in a text ("r3c5"), in order. */
export function cellsInText(text) {
  return [...text.matchAll(/r([1-9])c([1-9])/g)].map((m) => (Number(m[1]) - 1) * 9 + Number(m[2]) - 1);
}

/** The text as DOM nodes, each cell name a <button> that lights its cell up. */
export function linkedText(text, onCell) {
  const nodes = [];
  let last = 0;
  for (const m of text.matchAll(/r([1-9])c([1-9])/g)) {
    if (m.index > last) nodes.push(document.createTextNode(text.slice(last, m.index)));
    const cell = (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
    const ref = document.createElement('button');
    ref.type = 'button';
    ref.className = 'cell-ref';
    ref.textContent = m[0];
    ref.dataset.cell = String(cell);
    ref.addEventListener('mouseenter', () => onCell(cell));
    ref.addEventListener('focus', () => onCell(cell));
    ref.addEventListener('mouseleave', () => onCell(-1));
    ref.addEventListener('blur', () => onCell(-1));
    nodes.push(ref);
    last = m.index + m[0].length;
  }
  if (last < text.length) nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

// ---- the whole chain in words ------------------------------------------------------

/**
 * Every hop of a step's chains, in the order the board draws them: { from, to,
 * kind, premise } with from and to the nodes the engine says the link joins, as
 * { cells, digit, on }, and premise whether a forcing chain's branch starts there
 * (its first hop, from its supposition). Empty for a step whose links are not
 * implications (a rectangle's, colours', sets').
 */
export function chainHops(step) {
  if (!step.chain) return [];
  const node = ({ cells, digit, on }) => ({ cells, digit, on });
  return step.links.map((link) => {
    // In a trial, a weak link is a trial inside the trial: that candidate too would break the grid.
    const kind = link.type === 'weak' && step.family === 'trial' ? 'inner-trial' : link.type;
    return { from: node(link.from), to: node(link.to), kind, premise: link.premise };
  });
}

// "r4c1", and a group in one row or column as Eureka writes it: "r46c1", "r4c13".
function eurekaCells(cells) {
  const rows = [...new Set(cells.map((c) => Math.floor(c / 9) + 1))], cols = [...new Set(cells.map((c) => (c % 9) + 1))];
  if (rows.length === 1 || cols.length === 1) return `r${rows.join('')}c${cols.join('')}`;
  return cells.map(cellName).join(',');
}

/**
 * The chain in Eureka notation, "(4)r6c1=(4)r8c1-(1)r8c1=(1)r46c1-...", or null
 * when the step's links are not one chain (a forcing chain's branches).
 */
export function eureka(step) {
  const hops = chainHops(step);
  if (!hops.length || hops.some((h, i) => i > 0 && !sameNode(h.from, hops[i - 1].to))) return null;
  const node = ({ cells, digit }) => `(${digit})${eurekaCells(cells)}`;
  if (hops.some((h) => h.kind !== 'strong' && h.kind !== 'weak')) return null;  // Eureka writes strong and weak links only
  return node(hops[0].from) + hops.map((h) => `${h.kind === 'strong' ? '=' : '-'}${node(h.to)}`).join('');
}

const sameNode = (a, b) => a.digit === b.digit && a.cells.join() === b.cells.join();

// The words of the key to a chain's drawing, whole as they stand: the page's catalogs
// say them in the reader's language (scripts/page-words.mjs reads them here).
export const LEGEND_WORDS = Object.freeze({
  title: 'On the board:', on: 'true', off: 'false', strong: 'strong link: if one end is false, the other is true',
  weak: 'weak link: if one end is true, the other is false', forces: 'follows from the supposition',
  arrows: 'Arrows show the way each link reads.',
});

// A key to the board's chain drawing: a small picture of each mark, drawn with
// the board's own classes (in the board's units: 120 wide is a bit over a cell), and its
// words; the punctuation between them as the board's language writes it (say: its messages).
function legend(step, say) {
  const sample = (mark) => {
    const pic = svg('svg', { viewBox: '0 0 120 40', 'aria-hidden': 'true', class: 'links legend-mark' });
    pic.append(mark);
    return pic;
  };
  const kinds = new Set(step.links.map((l) => l.type));
  const items = [
    [svg('circle', { cx: 60, cy: 20, r: 14, class: 'node node-on' }), LEGEND_WORDS.on],
    [svg('circle', { cx: 60, cy: 20, r: 14, class: 'node node-off' }), LEGEND_WORDS.off],
    ...['strong', 'weak', 'forces'].filter((kind) => kinds.has(kind))
      .map((kind) => [svg('path', { d: 'M6 20H114', class: `link link-${kind}` }), LEGEND_WORDS[kind]]),
  ];
  // Each piece of words in its own span, the punctuation apart: a translation changes the words alone.
  const words = (text) => Object.assign(document.createElement('span'), { textContent: text });
  const key = document.createElement('p');
  key.className = 'legend';
  key.append(words(LEGEND_WORDS.title), ' ');
  const [gap, end] = [say('legend-gap'), say('legend-end')];
  items.forEach(([mark, said], i) => key.append(sample(mark), ' ', words(said), i < items.length - 1 ? gap : end));
  key.append(words(LEGEND_WORDS.arrows));
  return key;
}

// Each step's list of links as linkDetails made it: the list's items, each with its link's stage.
const linkItemsOf = new WeakMap();

// Lights the links a stage draws in the list; at a stage that draws no link (the
// pattern, the effect; -1: none), none. (The sheet says each stage's words above.)
function showStageWords(step, stage) {
  for (const { item, at } of linkItemsOf.get(step) ?? []) {
    item.toggleAttribute('aria-current', at === stage);
    item.style.background = at === stage ? 'var(--same)' : '';
  }
}

/**
 * "Show every link": a key to the drawing, then the step's links in the engine's
 * words as a numbered list (a forcing chain's branches each from its supposition) and, for one
 * chain, its Eureka line; none for a step whose links are not a chain. Cell
 * names light their cells (linked()); say(id, args) says a message in the board's
 * language (a board's session.words), the page's by default.
 */
export function linkDetails(step, linked, say = messageWords) {
  const hops = step.linkWords ?? [];
  if (!hops.length) return [];
  const details = document.createElement('details');
  details.className = 'every-link';
  const summary = document.createElement('summary');
  summary.textContent = say('links-every', { count: hops.length });
  const list = document.createElement('ol');
  // The engine's words for each link, in the language of the step's.
  const items = hops.map((words, i) => {
    const item = document.createElement('li');
    item.append(...linked(words));
    list.append(item);
    return { item, at: step.links[i].stage };
  });
  linkItemsOf.set(step, items);
  details.append(summary, list);
  const line = eureka(step);
  if (line) {
    const notation = document.createElement('p');
    notation.className = 'eureka';
    // The notation, written alike in every language, where the message puts it.
    notation.append(...withNodes(say('links-eureka', { chain: place(0) }), [Object.assign(document.createElement('code'), { textContent: line })]));
    details.append(notation);
  }
  return [legend(step, say), details];
}
