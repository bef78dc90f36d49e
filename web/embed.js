// <pencilmark-board>: a live Sudoku board for any web page, in a shadow root so
// the page's CSS cannot break it and it cannot break the page.
//
//   <script type="module" src="https://example.org/pencilmark/embed.js"></script>
//   <pencilmark-board puzzle="4.8.765..." mode="replay" technique="x-wing"></pencilmark-board>
//
// Attributes: puzzle (any format the engine reads), mode (play | hints | replay |
// puzzle | static, default play; puzzle shows the position before a step and asks
// the reader to find it), step (start at step N, 1-based), technique (start at the
// first step of that technique), techniques (the solver's technique set for the
// replay and hints: all, zambon, or keys; default all), theme (light | dark |
// auto), size (a CSS width, or pixels), lang (the board's language tag). Every
// board on a page shares one worker and one wasm instance.
import { Game, gameAfter } from './game.js';
import { BoardSession, loadHints } from './session.js';
import { makePad } from './pad.js';
import { makePictureMenu } from './picture-menu.js';
import { createWorkerEngine } from './worker-client.js';
import { speaking } from './page-language.js';
import { languageOf, words } from './messages.js';

const MODES = ['play', 'hints', 'replay', 'puzzle', 'static'];
const THEMES = ['light', 'dark', 'auto'];
const SIZE = /^\d+(\.\d+)?(px|rem|em|%|vw)?$/;  // a CSS width, or a number of pixels
const LANG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;  // a language tag, as lang="" takes it
// Where the board's files are: what a host page's policy has to allow.
const BASE = new URL('./', import.meta.url);
const where = (file) => new URL(file, BASE).href;

// A host page's Content-Security-Policy that blocks one of the board's loads makes
// the load fail with words that name nothing ("Failed to fetch", a worker's
// "unknown error"). The browser reports each block as a securitypolicyviolation
// event (in the page, and in the worker, which passes it on): each becomes advice
// naming the directive to add, shown by every board that has not come up.
const advice = new Set();
const boards = new Set();
function adviceFor(directive, blocked) {
  const origin = BASE.origin;
  const source = origin === location.origin ? "'self'" : origin;
  if (blocked === 'wasm-eval') return "add 'wasm-unsafe-eval' to script-src (the engine is WebAssembly)";
  if (blocked === 'blob') return 'add blob: to worker-src (a board served from another origin starts its worker from a blob: URL)';
  const name = directive.replace(/-(elem|attr)$/, '');
  if (!/^(script|connect|worker|style|img|child|default)-src$/.test(name)) return null;
  return `add ${source} to ${name === 'child-src' || name === 'default-src' ? 'worker-src' : name}`;
}
function violated({ effectiveDirective, violatedDirective, blockedURI, sourceFile }) {
  const directive = effectiveDirective || violatedDirective || '';
  // Ours: a file of ours blocked, or a blob: worker or wasm that one of our scripts
  // (or our worker, whose reports come without a source) was refused; the blog's
  // own blocks are the blog's business.
  const ours = blockedURI.startsWith(BASE.href)
    || (['blob', 'wasm-eval'].includes(blockedURI) && (!sourceFile || sourceFile.startsWith(BASE.href)));
  const words = ours && adviceFor(directive, blockedURI);
  if (!words || advice.has(words)) return;
  advice.add(words);
  for (const board of boards) board.blocked();
}
if (typeof document !== 'undefined') document.addEventListener('securitypolicyviolation', violated);
// An engine that could not load, in words that say where it was looked for.
function loadFailure(err) {
  const why = err.cause?.message;
  const words = why ? `${err.message.replace(/ \(try reloading\)\.$/, '')}: ${why}` : err.message;
  return words.includes(BASE.origin) ? words : `${words.replace(/\.$/, '')} (its files are looked for at ${BASE.href}).`;
}
const blockedWords = () => `this page's Content-Security-Policy blocked the board: ${[...advice].join('; ')}. docs/embedding.md gives the whole policy.`;

// Every board of a page shares one worker; each board's calls carry its own
// signal, so removing or rebuilding a board cancels its calls and no other's.
let sharedEngine = null;
const engine = () => (sharedEngine ??= createWorkerEngine({ url: new URL('./engine-worker.js', import.meta.url), onViolation: violated }));
const callsWith = (signal) => Object.fromEntries(Object.entries(engine()).map(([name, method]) => [name, (...args) => method(...args, { signal })]));

// The board's stylesheet, fetched once beside this module and adopted by every board.
let sharedSheet = null;
function boardSheet() {
  const url = where('board.css');
  sharedSheet ??= fetch(url).catch((err) => {
    throw new Error(`could not load ${url} (${err.message}).`);
  }).then((r) => {
    if (!r.ok) throw new Error(`could not load ${url} (HTTP ${r.status}).`);
    return r.text();
  }).then((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  return sharedSheet;
}

const FRAME_CSS = `
:host { display: block; width: var(--pencilmark-size, 100%); max-width: 100%; color: var(--ink);
  background: var(--paper); font: 15px/1.45 system-ui, sans-serif; border-radius: 8px; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.frame { padding: .5rem; }
.board-frame { width: 100%; aspect-ratio: 1; }
.controls { display: flex; flex-wrap: wrap; gap: .35rem; margin-top: .5rem; }
button { font: inherit; padding: .3rem .7rem; min-height: 2.25rem; border-radius: 6px; border: 1px solid var(--accent);
  background: transparent; color: var(--accent); cursor: pointer; }
button:disabled { opacity: .45; cursor: default; }
.primary { background: var(--accent); color: var(--accent-ink); }
.text { margin: .5rem 0 0; min-height: 1.45em; }
.controls:empty, :host([mode='static']) .text { display: none; }
/* The digit pad (play mode): one row, or two on a narrow board. */
.frame { container-type: inline-size; }
.pad { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: .25rem; margin-top: .5rem; }
.pad button { padding: .2rem 0; min-height: 2.5rem; font-size: 1.1rem; }
.pad .toggle { grid-column: span 2; font-size: .95rem; }
.pad .toggle[aria-pressed='true'] { background: var(--accent); color: var(--accent-ink); }
@container (width < 24rem) {
  .pad { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  .pad .toggle { grid-column: span 1; font-size: .9rem; }
}
/* Filling a box of fixed height (the iframe form): the board shrinks so the pad,
   the buttons and some words fit under it, and longer words scroll; never under
   half the box's height (what is under it scrolls instead). */
:host([data-fill]) { height: 100%; container-type: size; overflow-y: auto; }
:host([data-fill]) .frame { height: 100%; display: flex; flex-direction: column; }
:host([data-fill]) .frame > * { flex: none; }
:host([data-fill]) .board-frame { --below: 7.5rem; width: min(100%, max(100cqh - var(--below), 50cqh)); margin-inline: auto; }
:host([data-fill]:not([mode])) .board-frame, :host([data-fill][mode='play']) .board-frame { --below: 11rem; }
:host([data-fill][mode='static']) .board-frame { --below: 1rem; }
@container (width < 24rem) {
  :host([data-fill]:not([mode])) .board-frame, :host([data-fill][mode='play']) .board-frame { --below: 14rem; }
}
/* A frame too short for the board and the rest (one given only a width is 150
   pixels high): the board as tall as the frame, whole, and the rest under it scrolls. */
@container (height < 22rem) {
  :host([data-fill]) .board-frame { width: min(100%, 100cqh - 1rem); }
}
:host([data-fill]) .frame > .text { flex: 0 1 auto; min-height: 2.9em; overflow-y: auto; }
.pictures summary { cursor: pointer; color: var(--accent); padding: .3rem .2rem; min-height: 2.25rem; display: flex; align-items: center; }
.pictures[open] > div { display: flex; flex-wrap: wrap; gap: .35rem; }
.title { font-weight: 700; }
.problem { color: var(--error); font-weight: 600; padding: 1rem; border: 2px dashed var(--error); border-radius: 6px; }
.cell-ref { min-height: 0; padding: 0 .1rem; border: none; border-bottom: 2px dotted var(--off); border-radius: 0;
  color: inherit; background: transparent; font-weight: 600; }
:focus-visible { outline: 3px solid var(--pattern); outline-offset: 2px; }
`;
let frameSheet = null;
function frameStyles() {
  if (!frameSheet) {
    frameSheet = new CSSStyleSheet();
    frameSheet.replaceSync(FRAME_CSS);
  }
  return frameSheet;
}

class PencilmarkBoard extends HTMLElement {
  static observedAttributes = ['puzzle', 'mode', 'step', 'technique', 'techniques', 'theme', 'size', 'lang'];

  #root = this.attachShadow({ mode: 'open' });
  #generation = 0;  // bumps on every re-render, so late answers of an old one are dropped
  #calls = new AbortController();  // this board's engine calls: aborted when it goes or is built anew
  #session = null;
  #text = null;   // the live region under the board
  #apply = null;  // buttons, by mode
  #back = null;
  #play = null;
  #next = null;
  #solvedPuzzle = () => {};  // puzzle mode: the step found was applied

  #up = false;    // the board came up: a policy's block no longer stops it

  connectedCallback() {
    boards.add(this);
    this.#build();
  }

  // A policy blocked one of the board's loads: a board not yet up says what to add.
  blocked() {
    if (!advice.size) return;
    if (!this.#up) this.#problem(blockedWords());
    else if (this.#text) this.#say('', `Pencilmark: ${blockedWords()}`);  // a later load (the hint engine) was blocked
  }

  // An attribute changed: only what it changes is done again. The theme is the
  // host's attribute in the board's CSS and the size a custom property, so a board
  // shown keeps its state (the player's moves, the hint, the replay's place);
  // another step moves the replay there; the rest makes a new board.
  attributeChangedCallback(name, before, after) {
    if (!this.isConnected || before === after) return;
    const shown = this.#session && !this.#root.querySelector('.problem');
    if (shown && (name === 'theme' || name === 'size' || name === 'lang')) {
      // A new language says the next words in it; the words shown stay as they were said.
      if (name === 'lang') this.#root.querySelector('.text').lang = this.#language();
      const problem = this.#look();
      return problem ? this.#problem(problem) : undefined;
    }
    const { replay } = this.#session ?? {};
    if (shown && name === 'step' && replay && !this.hasAttribute('technique') && /^[1-9]\d*$/.test(after ?? '')) {
      return replay.go(Math.min(Number(after), replay.steps.length) - 1 - replay.index);
    }
    this.#build();
  }

  // The theme and size applied: a problem in words when either is not one.
  #look() {
    const theme = this.getAttribute('theme') ?? 'auto';
    const size = this.getAttribute('size');
    if (!THEMES.includes(theme)) return `theme must be light, dark or auto, not "${theme}".`;
    if (size !== null && !SIZE.test(size.trim())) return `size must be a width like 360px, 24rem or 100%, not "${size}".`;
    const lang = this.getAttribute('lang');
    if (lang !== null && !LANG.test(lang)) return `lang must be a language tag like en or pt-BR, not "${lang}".`;
    if (size === null) this.style.removeProperty('--pencilmark-size');
    else this.style.setProperty('--pencilmark-size', /\d$/.test(size.trim()) ? `${size.trim()}px` : size.trim());
    return null;
  }

  // Shows a readable problem inside the board's box: never a blank box.
  #problem(text) {
    const p = document.createElement('p');
    p.className = 'problem';
    p.setAttribute('role', 'alert');
    p.textContent = `Pencilmark: ${text}`;
    this.#root.replaceChildren(p);
  }

  // The box the board will fill, drawn at once, so the page does not jump when the
  // engine answers.
  #placeholder() {
    const frame = document.createElement('div');
    frame.className = 'frame';
    const box = document.createElement('div');
    box.className = 'board-frame';
    frame.append(box);
    this.#root.replaceChildren(frame);
  }

  // The language of the board's words: its lang or its page's (the nearest lang
  // attribute), else the browser's.
  #language() {
    const tag = this.closest('[lang]')?.getAttribute('lang');
    return languageOf(tag ? [tag] : navigator.languages ?? []);
  }

  async #build() {
    const generation = ++this.#generation;
    this.#up = false;
    this.#calls.abort();  // the calls of the board this one replaces
    this.#calls = new AbortController();
    // The words (a hint's, a step's, a technique's name) in the board's language: its
    // lang, else its page's, else the browser's; English where a language has none.
    const calls = speaking(callsWith(this.#calls.signal), () => this.#language(), (language, err) => {
      console.warn(`pencilmark-board: the words in ${language} could not load (${err.message}); English instead.`);
    });
    this.#root.adoptedStyleSheets = [frameStyles()];
    const mode = this.getAttribute('mode') ?? 'play';
    const step = this.getAttribute('step');
    const technique = this.getAttribute('technique');
    const techniques = this.getAttribute('techniques') ?? 'all';
    const puzzle = this.getAttribute('puzzle');
    if (!MODES.includes(mode)) return this.#problem(`mode must be play, hints, replay or static, not "${mode}".`);
    const look = this.#look();
    if (look) return this.#problem(look);
    if (!this.#root.querySelector('.board')) this.#placeholder();
    if (step !== null && !/^[1-9]\d*$/.test(step)) return this.#problem(`step must be a step number from 1, not "${step}".`);
    if (step !== null && technique !== null) return this.#problem('give step or technique, not both: each names the step the board opens at.');
    if (!puzzle) return this.#problem('the puzzle attribute is missing.');

    let sheet, givens, steps = null;
    const language = this.#language();
    const say = (id, args) => words(id, args, language);
    try {
      const hintsLoad = loadHints(language);  // and the board's words: beside the engine's answers, not after them
      // The stylesheet and the engine asked for together: a page's policy that blocks
      // both is heard about both at once, not one reload after the other.
      const [sheetLoad, format] = await Promise.allSettled([boardSheet(), calls.format(puzzle, 'line')]);
      if (sheetLoad.status === 'rejected') throw sheetLoad.reason;
      if (format.status === 'rejected') throw format.reason;
      [sheet, givens] = [sheetLoad.value, format.value];
      if (mode === 'replay' || mode === 'puzzle') steps = await calls.steps(puzzle, { techniques });
      else if (mode !== 'static') await calls.solve(puzzle).then((r) => {
        if (r.status !== 'unique') throw new Error(r.status === 'multiple' ? 'this puzzle has more than one solution.' : 'this puzzle has no solution.');
      });
      await hintsLoad;
    } catch (err) {
      if (generation !== this.#generation) return;
      // A block is reported apart from the failure it causes, and may come just after it.
      if (err.code === 'load-failed') await new Promise((resolve) => setTimeout(resolve, 100));
      if (generation !== this.#generation) return;
      if (advice.size) this.#problem(blockedWords());
      else this.#problem(err.code === 'load-failed' ? loadFailure(err) : err.message);
      return;
    }
    if (generation !== this.#generation) return;

    let start = 0;
    if (steps && technique) {
      start = steps.findIndex((s) => s.technique === technique);
      if (start < 0) {
        const known = (await calls.techniques()).find((t) => t.key === technique);
        return this.#problem(known ? `this puzzle's solution does not use ${known.name}.` : `unknown technique "${technique}".`);
      }
    } else if (steps && step) {
      start = Math.min(Number(step), steps.length) - 1;
    }
    if (mode === 'puzzle' && !steps.length) return this.#problem('this puzzle is already solved: there is no step to find.');
    this.#up = true;

    this.#root.adoptedStyleSheets = [sheet, frameStyles()];
    const frame = document.createElement('div');
    frame.className = 'frame';
    const boardFrame = document.createElement('div');
    boardFrame.className = 'board-frame';
    const boardEl = document.createElement('div');
    boardEl.className = 'board';
    boardEl.setAttribute('aria-label', say('board-label'));
    boardFrame.append(boardEl);
    const text = document.createElement('p');
    text.className = 'text';
    text.lang = language;
    text.setAttribute('aria-live', 'polite');
    const controls = document.createElement('div');
    controls.className = 'controls';
    this.#session?.replay?.pause();
    this.#session?.clearHint();
    const session = this.#session = new BoardSession(boardEl, {
      engine: () => calls,
      techniques,
      selection: mode !== 'static' && mode !== 'puzzle',
      keys: mode === 'play',
      language: () => language,
    });
    session.addEventListener('hint', ({ detail: { title, text: words, level } }) => {
      this.#say(title, words);
      if (level === 2) this.#apply.hidden = false;
    });
    session.addEventListener('hintclear', () => { if (this.#apply) this.#apply.hidden = true; });
    session.addEventListener('apply', ({ detail: { step: done } }) => mode === 'puzzle' && this.#solvedPuzzle(done));
    session.addEventListener('hintwait', () => this.#say('', session.words('waiting')));
    session.addEventListener('hintfail', ({ detail: { message } }) => this.#say('', advice.size ? `Pencilmark: ${blockedWords()}` : message));
    session.addEventListener('hintnone', () => this.#say('', say('board-complete')));
    session.addEventListener('replay', () => this.#showReplayStep());
    // A puzzle's question reads before its Hint button; elsewhere the words follow the buttons.
    frame.append(boardFrame, ...(mode === 'play' ? [makePad(session)] : []), ...(mode === 'puzzle' ? [text, controls] : [controls, text]));
    this.#root.replaceChildren(frame);
    this.#text = text;
    // Puzzle mode opens on the position before its step, pencil marks and all.
    session.open(mode === 'puzzle' ? gameAfter(givens, steps, start, puzzle) : new Game(givens, { source: puzzle }));
    const button = (label, onClick, primary = false) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      if (primary) b.className = 'primary';
      b.addEventListener('click', onClick);
      controls.append(b);
      return b;
    };
    this.#apply = null;
    if (mode === 'play' || mode === 'hints') {
      button(say('button-hint'), () => session.pressHint(), true);
      this.#apply = button(say('button-apply'), () => session.applyHint());
      this.#apply.hidden = true;
      if (mode === 'play') button(say('button-undo'), () => session.undo());
    } else if (mode === 'puzzle') {
      // The reader looks first; help comes only when asked, one stage a press,
      // and the answer (the step drawn whole, then done on the board) last.
      const found = steps[start];
      const ask = technique ? say('find-technique', { technique: found.name }) : say('find-next-step');
      const hint = button(say('button-hint'), async () => {
        await session.stageStep(found);
        if (session.hint?.level === 1) hint.textContent = say('show-answer');
        if (session.stepShown) hint.hidden = true;
      }, true);
      this.#apply = button(say('button-apply'), () => session.applyHint());
      this.#apply.hidden = true;
      const again = button(say('start-again'), () => {
        session.open(gameAfter(givens, steps, start, puzzle));
        session.render();
        Object.assign(hint, { hidden: false, textContent: say('button-hint') });
        again.hidden = true;
        this.#ask(ask);
      });
      again.hidden = true;
      this.#solvedPuzzle = (done) => {
        hint.hidden = true;
        again.hidden = false;
        this.#say('', say('puzzle-done', { technique: done.name }));
      };
      this.#ask(ask);
    } else if (mode === 'replay') {
      this.#back = button(say('previous-step'), () => session.replay.go(-1));
      this.#play = button(say('button-play'), () => (session.replay.playing ? session.replay.pause() : session.replay.play(1500)), true);
      this.#next = button(say('next-step'), () => session.replay.go(1));
    }
    const replaying = mode === 'replay' && (await session.startReplay(steps, start));
    if (replaying) controls.append(makePictureMenu(session, { theme: () => this.#theme(), failed: (words) => this.#say('', words) }));  // a solved grid has no step to draw
    if (!replaying) session.render();
    if (mode === 'replay' && !replaying) {
      // A solved grid has no steps: it shows complete, and says so.
      for (const b of [this.#back, this.#play, this.#next]) b.disabled = true;
      this.#say('', say('replay-solved'));
    }
  }

  #say(title, body) {
    const parts = [];
    if (title) {
      const t = document.createElement('span');
      t.className = 'title';
      t.textContent = this.#session.words('board-title', { title });
      parts.push(t);
    }
    parts.push(...this.#session.linked(body));
    this.#text.replaceChildren(...parts);
  }

  // A puzzle's question, in the words' place, as strong as a step's name.
  #ask(words) {
    const question = document.createElement('span');
    question.className = 'title';
    question.textContent = words;
    this.#text.replaceChildren(question);
  }

  // The theme a picture is drawn in: the board's own, or with auto the system's.
  #theme() {
    const asked = this.getAttribute('theme') ?? 'auto';
    return asked !== 'auto' ? asked : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  #showReplayStep() {
    const { replay } = this.#session;
    this.#say(this.#session.replayTitle, replay.step.text);
    this.#back.disabled = replay.atStart;
    this.#next.disabled = replay.atEnd;
    this.#play.textContent = this.#session.words(replay.playing ? 'button-pause' : 'button-play');
  }

  disconnectedCallback() {
    boards.delete(this);
    this.#generation++;
    this.#calls.abort();
    this.#session?.clearHint();
    this.#session?.replay?.pause();
  }
}

if (!customElements.get('pencilmark-board')) customElements.define('pencilmark-board', PencilmarkBoard);
export { PencilmarkBoard };
