// From a Step and an animation stage to what the board shows, and the step's
// words with their cell names linked to the cells.
//
// Stages (from the engine): 1 houses, 2 the pattern, 3.. one chain link each,
// step.stages the effect. A hint is pressed through: the nudge, then technique
// and houses, then the pattern, the links hop by hop and the effect, animated.

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
  const links = step.links.filter((l) => l.stage <= stage);
  return { houses, cells, candidates, links };
}

import { gameAfter } from './game.js';

const STAGE_MS = 700;

/**
 * One hint pressed through its levels: 0 the nudge (nothing shown on the board),
 * 1 the technique and its houses, 2 the pattern, the links hop by hop and the
 * effect, one stage every 700 ms (all at once under prefers-reduced-motion).
 * onFrame() runs whenever what the board shows changes; the caller shows the words.
 */
export class StagedHint {
  constructor(step, onFrame) {
    this.step = step;
    this.level = 0;
    this.stage = 0;
    this.timer = null;
    this.onFrame = onFrame;
  }

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
    const last = this.step.stages;
    this.stage = matchMedia('(prefers-reduced-motion: reduce)').matches ? last : 2;
    const show = () => {
      this.onFrame();
      if (this.stage < last) this.timer = setTimeout(() => { this.stage++; show(); }, STAGE_MS);
    };
    show();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = null;
  }

  /** What the board shows now. */
  highlight() { return this.level > 0 ? highlightAt(this.step, this.stage) : {}; }
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
