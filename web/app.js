// The page: play, hints that teach, solve, grade, step through, new puzzles.
// The board is painted first from the saved game, a ?p= link or a starter
// puzzle; the engine starts in a worker after that, so nothing waits for it.
import { BoardView } from './board.js';
import { Game, cellName, decodeMarks, encodeMarks } from './game.js';
import { Replay, StagedHint, linkedText } from './hint.js';

const STARTER = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const SAVE_KEY = 'pencilmark.game';
const THEME_KEY = 'pencilmark.theme';
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

const $ = (id) => document.getElementById(id);
const message = $('message');

let engine = null;           // the worker engine, once started
let game = null;             // the Game being played
let solution = null;         // its solution, once the engine has it
let marksMode = false;
let editing = false;         // typing the givens of a new puzzle
let hint = null;             // a StagedHint
let replay = null;           // a Replay, while stepping through the solution
let litCell = -1;            // a cell named in the hint text, under the pointer
let sessionStart = Date.now();
let generating = null;       // AbortController of a running "New puzzle"

function say(text, isError = false) {
  message.textContent = text;
  message.classList.toggle('error', isError);
}

// An engine call whose error the player reads in the message line. Undefined on an
// error: the engine never answers that (nextStep's null means a complete board).
async function ask(call) {
  try {
    return await call();
  } catch (err) {
    say(err.message, true);
    return undefined;
  }
}

// ---- saving -------------------------------------------------------------------

// The clock stops when the board is complete (the game's time then is all in
// game.elapsed) and runs again if an undo opens it.
let stopped = false;
function elapsed() { return game.elapsed + (stopped ? 0 : Math.floor((Date.now() - sessionStart) / 1000)); }
function keepTime() {
  if (game.isComplete() !== stopped) {
    if (!stopped) game.elapsed = elapsed();
    sessionStart = Date.now();
    stopped = !stopped;
  }
  $('timer').textContent = formatTime(elapsed());
}

function save() {
  if (!game || editing) return;
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify({ ...game.toJSON(), elapsed: elapsed() }));
  } catch { /* storage full or blocked: the game goes on unsaved */ }
}

function loadSaved() {
  try {
    return Game.fromJSON(JSON.parse(localStorage.getItem(SAVE_KEY)));
  } catch {
    return null;
  }
}

// ---- the board ----------------------------------------------------------------

const board = new BoardView($('board'), { onSelect: () => render(), onKey: onBoardKey });

function render() {
  const shown = replay ? replay.game : game;
  let highlight = {};
  if (replay) highlight = replay.highlight;
  else if (hint) highlight = hint.highlight();
  if (litCell >= 0) {
    highlight = { ...highlight, cells: new Map(highlight.cells ?? []) };
    highlight.cells.set(litCell, 'lit');
  }
  const selectedValue = shown.values[board.selected];
  board.render(shown, {
    conflicts: shown.conflicts(),
    wrong: wrongCells,
    highlight,
    sameDigit: selectedValue,
  });
  $('marks').setAttribute('aria-pressed', String(marksMode));
  $('undo').disabled = !game.undoStack.length || Boolean(replay);
  $('redo').disabled = !game.redoStack.length || Boolean(replay);
}

let wrongCells = new Set();

function changed() {
  keepTime();
  wrongCells = new Set();
  say('');  // what the message said was about the board before this change
  clearHint();
  save();
  render();
  if (game.isComplete() && solution && game.valuesText() === solution) say(`Solved in ${formatTime(elapsed())}. Well done!`);
}

// ---- playing ------------------------------------------------------------------

function digitOf(event) {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code);
  return m ? Number(m[1]) : /^[0-9]$/.test(event.key) ? Number(event.key) : null;
}

function enter(digit, asMark) {
  if (replay) return;
  const cell = board.selected;
  if (digit === 0) {
    if (!game.setValue(cell, 0)) game.apply([cell], () => { game.marks[cell] = 0; });
  } else if (asMark) {
    game.toggleMark(cell, digit);
  } else if (editing || !game.isGiven(cell)) {
    game.setValue(cell, game.values[cell] === digit ? 0 : digit);
  }
  changed();
}

function onBoardKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;  // undo and redo are page-wide
  const digit = digitOf(event);
  if (digit !== null) {
    event.preventDefault();
    enter(digit, marksMode || event.shiftKey);
  } else if (event.key === 'Backspace' || event.key === 'Delete') {
    event.preventDefault();
    enter(0, false);
  } else if (event.key === 'm' || event.key === 'M') {
    marksMode = !marksMode;
    say(marksMode ? 'Marks mode: digits toggle pencil marks.' : 'Digits mode: digits fill cells.');
    render();
  } else if (event.key === 'h' || event.key === 'H') {
    pressHint();
  }
}

document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.target.tagName === 'TEXTAREA') return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) { event.preventDefault(); undo(); }
  else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); redo(); }
});

function undo() { if (!replay && game.undo()) changed(); }
function redo() { if (!replay && game.redo()) changed(); }

for (const button of document.querySelectorAll('.pad [data-digit]')) {
  button.addEventListener('click', () => {
    enter(Number(button.dataset.digit), marksMode);
    board.select(board.selected, true);
  });
}
$('marks').addEventListener('click', () => { marksMode = !marksMode; render(); });
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
$('auto-marks').addEventListener('click', () => {
  if (game.fillMarks()) changed();
  say('Pencil marks filled in from the digits on the board.');
});

// ---- hints --------------------------------------------------------------------

function clearHint() {
  hint?.stop();
  hint = null;
  $('hint-panel').hidden = true;
  $('apply').hidden = true;
}

function showHintText(title, text) {
  $('hint-panel').hidden = false;
  $('hint-title').textContent = title;
  $('hint-text').replaceChildren(...linkedText(text, (cell) => { litCell = cell; render(); }));
}

async function pressHint() {
  if (!engine || replay) return;
  if (!hint) {
    const step = await ask(() => engine.nextStep({ puzzle: game.source, values: game.valuesText(), candidates: game.marksText() }));
    if (step === undefined) return;
    if (!step) {
      say('The board is complete: there is no next step.');
      return;
    }
    hint = new StagedHint(step, render);
    showHintText('Where to look (press Hint again for the technique)', step.clues[0]);
    render();
    requestAnimationFrame(() => performance.mark('pencilmark:hint-frame'));  // for bench/page.mjs
    return;
  }
  const before = hint.level;
  if (before === 0) showHintText(`${hint.step.name} (press Hint again to see it)`, hint.step.clues[1]);
  if (before === 1) {
    showHintText(hint.step.name, hint.step.text);
    $('apply').hidden = false;
  }
  hint.advance();
}

$('hint').addEventListener('click', pressHint);
$('apply').addEventListener('click', () => {
  if (!hint) return;
  const { step } = hint;
  game.applyStep(step);
  changed();
  say(`Applied: ${step.name}.`);
});

// ---- solve, check, grade --------------------------------------------------------

$('solve').addEventListener('click', () => {
  if (!solution) return;
  const cells = [...Array(81).keys()];
  game.apply(cells, () => {
    game.values = [...solution].map(Number);
    game.marks = new Array(81).fill(0);
  });
  changed();
  say('Solved: the board shows the unique solution.');
});

$('check').addEventListener('click', () => {
  if (!solution) return;
  wrongCells = new Set(game.values.flatMap((v, c) => (v && String(v) !== solution[c] ? [c] : [])));
  render();
  say(wrongCells.size ? `${wrongCells.size} ${wrongCells.size === 1 ? 'digit is' : 'digits are'} wrong: ${[...wrongCells].map(cellName).join(', ')}.`
    : 'Every digit on the board is right so far.', wrongCells.size > 0);
});

$('grade').addEventListener('click', async () => {
  const grade = await ask(() => engine.grade(game.source));
  if (!grade) return;
  const names = Object.fromEntries((await engine.techniques()).map((t) => [t.key, t.name]));
  const panel = $('grade-panel');
  const heading = document.createElement('p');
  heading.className = 'hint-title';
  heading.textContent = `${grade.levelName} (level ${grade.level}), score ${grade.score.toFixed(1)}`;
  // On Sudoku Explainer's scale, rated from SE's own path: each of ER, EP and ED with
  // what set it there, and a button to the matching step of Pencilmark's path.
  const scale = document.createElement('p');
  scale.className = 'grade-scale';
  scale.append('Sudoku Explainer\'s scale: ');
  const rated = [['ER', grade.score, grade.scoreStep, grade.scoreBy, 'the hardest step'],
    ['EP', grade.ep, grade.epStep, grade.epBy, 'the hardest step up to the first placement'],
    ['ED', grade.ed, 0, '', 'the first step']];
  rated.forEach(([name, value, index, by, what], i) => {
    const link = document.createElement('button');
    link.type = 'button';
    link.className = 'step-ref';
    link.textContent = `${name} ${value.toFixed(1)}`;
    link.title = `${what} of this solution: step ${index + 1}`;
    link.addEventListener('click', () => startReplay(index));
    scale.append(link, by ? ` (${by})` : '', i < rated.length - 1 ? ', ' : '.');
  });
  const hardest = document.createElement('p');
  hardest.append(`Hardest step: ${names[grade.hardest]}, step ${grade.hardestStep + 1} of ${grade.steps}. `);
  const show = document.createElement('button');
  show.type = 'button';
  show.textContent = 'Show that step';
  show.addEventListener('click', () => startReplay(grade.hardestStep));
  hardest.append(show);
  const list = document.createElement('ul');
  list.className = 'counts';
  for (const [key, n] of Object.entries(grade.counts)) {
    const item = document.createElement('li');
    item.textContent = `${names[key]}: ${n}`;
    list.append(item);
  }
  panel.replaceChildren(heading, scale, hardest, list);
  panel.hidden = false;
  $('level-badge').textContent = grade.levelName;
  say(`Graded: ${grade.levelName}.`);
});

// ---- stepping through the solution --------------------------------------------------

function showReplayStep() {
  const { step } = replay;
  $('replay-title').textContent = `Step ${replay.index + 1} of ${replay.steps.length}: ${step.name}`;
  $('replay-text').replaceChildren(...linkedText(step.text, (cell) => { litCell = cell; render(); }));
  $('replay-back').disabled = replay.atStart;
  $('replay-next').disabled = replay.atEnd;
  $('replay-play').textContent = replay.playing ? 'Pause' : 'Play';
  render();
}

async function startReplay(index = 0) {
  const steps = await ask(() => engine.steps(game.source));
  if (!steps) return;
  clearHint();
  replay = new Replay(game, steps, index, showReplayStep);
  $('replay-panel').hidden = false;
  replay.show();
  $('replay-next').focus();
}

$('replay').addEventListener('click', () => startReplay(0));
$('replay-back').addEventListener('click', () => replay.go(-1));
$('replay-next').addEventListener('click', () => replay.go(1));
$('replay-play').addEventListener('click', () => {
  if (replay.playing) replay.pause();
  else replay.play(reducedMotion.matches ? 2500 : 1200);
});
$('replay-close').addEventListener('click', () => {
  replay.pause();
  replay = null;
  $('replay-panel').hidden = true;
  render();
});

// ---- loading puzzles --------------------------------------------------------------

function start(newGame, note) {
  replay?.pause();  // a replay playing when a new puzzle comes must not tick on
  game = newGame;
  solution = null;
  wrongCells = new Set();
  sessionStart = Date.now();
  stopped = false;
  keepTime();
  replay = null;
  $('replay-panel').hidden = true;
  $('grade-panel').hidden = true;
  $('level-badge').textContent = '';
  clearHint();
  save();
  render();
  if (note) say(note);
  if (engine) learnSolution();
}

async function learnSolution() {
  const current = game;
  try {
    const result = await engine.solve(current.source);
    if (current !== game) return;
    if (result.status === 'unique') {
      solution = result.solution;
      for (const id of ['hint', 'check', 'solve', 'grade', 'replay']) $(id).disabled = false;
      showLevel(current);
    } else {
      for (const id of ['hint', 'check', 'solve', 'grade', 'replay']) $(id).disabled = true;
      say(result.status === 'multiple' ? 'This puzzle has more than one solution, so it cannot be played to a single answer.'
        : 'This puzzle has no solution: some of its givens contradict each other.', true);
    }
  } catch (err) {
    say(err.message, true);
  }
}

// The loaded puzzle's level beside the timer, graded in the worker while play
// goes on (the Level menu stays the player's choice for new puzzles).
async function showLevel(current) {
  try {
    const grade = await engine.grade(current.source);
    if (current !== game) return;
    $('level-badge').textContent = grade.levelName;
  } catch {
    // Ungradable here (a pencil-mark puzzle beyond the solver): no level to show.
  }
}

async function loadText(text) {
  try {
    const givens = await engine.format(text, 'line');
    const isMarks = text.replace(/\s/g, '').length === 729;
    const g = new Game(givens, { source: isMarks ? text.trim() : givens });
    if (isMarks) g.marks = [...Array(81).keys()].map((c) => [...text.trim().slice(9 * c, 9 * c + 9)]
      .reduce((m, ch, d) => (ch === String(d + 1) ? m | (1 << d) : m), 0));
    start(g, 'Puzzle loaded.');
    return true;
  } catch (err) {
    say(err.message, true);
    return false;
  }
}

$('load').addEventListener('click', () => loadText($('puzzle').value));

$('type-givens').addEventListener('click', async () => {
  if (!editing) {
    editing = true;
    game = new Game('.'.repeat(81));
    solution = null;
    clearHint();
    $('type-givens').textContent = 'Start playing';
    say('Type the puzzle\'s digits into the board, then press Start playing.');
    render();
    board.select(0, true);
    return;
  }
  const typed = game.valuesText();
  const result = engine ? await engine.solve(typed).catch((err) => ({ error: err.message })) : { error: 'The engine is still loading.' };
  if (result.error || result.status !== 'unique') {
    say(result.error ?? (result.status === 'multiple' ? 'This puzzle has more than one solution: add more givens.'
      : 'This puzzle has no solution: check the digits you typed.'), true);
    return;
  }
  editing = false;
  $('type-givens').textContent = 'Type the givens';
  start(new Game(typed), 'Puzzle ready: good luck.');
});

$('share').addEventListener('click', async () => {
  const url = new URL(location.href);
  url.search = '';
  url.searchParams.set('p', game.source.length === 81 ? game.source : game.givens);
  url.searchParams.set('v', game.valuesText());
  if (game.marks.some((m) => m)) url.searchParams.set('m', encodeMarks(game.marks));
  try {
    await navigator.clipboard.writeText(url.href);
    say('A link to this game, pencil marks included, is on the clipboard.');
  } catch {
    $('puzzle').value = url.href;
    say('Copy the link from the box below.');
  }
});

$('new').addEventListener('click', async () => {
  if (!engine) return;
  generating?.abort();
  generating = new AbortController();
  const level = Number($('level').value);
  say('Making a new puzzle…');
  try {
    const made = await engine.generate({ level, symmetry: 'rot180' }, { signal: generating.signal });
    start(new Game(made.puzzle), `New ${made.grade.levelName.toLowerCase()} puzzle.`);
    $('level-badge').textContent = made.grade.levelName;
  } catch (err) {
    if (err.name !== 'AbortError') say(err.message, true);
  }
});

// ---- theme and timer ------------------------------------------------------------

function applyTheme(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  const dark = theme === 'dark' || (!theme && matchMedia('(prefers-color-scheme: dark)').matches);
  $('theme').setAttribute('aria-pressed', String(dark));
}
$('theme').addEventListener('click', () => {
  const dark = $('theme').getAttribute('aria-pressed') !== 'true';
  const theme = dark ? 'dark' : 'light';
  try { localStorage.setItem(THEME_KEY, theme); } catch { /* not saved */ }
  applyTheme(theme);
});

function formatTime(seconds) {
  const m = Math.floor(seconds / 60), s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
setInterval(() => {
  if (!game || editing || stopped) return;
  $('timer').textContent = formatTime(elapsed());
}, 1000);
addEventListener('pagehide', save);
addEventListener('visibilitychange', () => { if (document.hidden) save(); });

// ---- offline ----------------------------------------------------------------------

// The service worker precaches the app; an update waits until the player reloads.
function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  let updating = false;
  const offerUpdate = (registration) => {
    $('update').hidden = false;
    $('update-reload').onclick = () => {
      updating = true;
      save();
      registration.waiting?.postMessage('skip-waiting');
    };
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => { if (updating) location.reload(); });
  navigator.serviceWorker.register('sw.js').then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
    registration.addEventListener('updatefound', () => {
      const incoming = registration.installing;
      incoming?.addEventListener('statechange', () => {
        if (incoming.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(registration);
      });
    });
  }, () => { /* no offline mode here (e.g. a private window): the app still works */ });
}

// ---- start ----------------------------------------------------------------------

function firstGame() {
  const params = new URLSearchParams(location.search);
  const p = params.get('p');
  if (p && /^[0-9.\-]{81}$/.test(p)) {
    const givens = p.replace(/[0-]/g, '.');
    const values = params.get('v');
    const saved = loadSaved();
    if (saved && saved.givens === givens && !values) return saved;  // resuming this puzzle
    const g = new Game(givens);
    if (values && /^[0-9.]{81}$/.test(values)) {
      [...values].forEach((ch, c) => { if (!g.isGiven(c) && ch >= '1' && ch <= '9') g.values[c] = Number(ch); });
    }
    const marks = decodeMarks(params.get('m'));
    if (marks) g.marks = marks;
    return g;
  }
  return loadSaved() ?? new Game(STARTER);
}

try { applyTheme(localStorage.getItem(THEME_KEY)); } catch { applyTheme(null); }
game = firstGame();
sessionStart = Date.now();
stopped = false;
keepTime();  // a finished game shows its time, not 0:00
render();
requestAnimationFrame(() => performance.mark('pencilmark:board'));  // for bench/page.mjs

// The engine starts after the board is painted.
requestAnimationFrame(() => setTimeout(async () => {
  const { createWorkerEngine } = await import('./worker-client.js');
  engine = createWorkerEngine();
  const p = new URLSearchParams(location.search).get('p');
  if (p && !/^[0-9.\-]{81}$/.test(p)) {
    $('puzzle').value = p;
    if (!(await loadText(p))) return;
  }
  await learnSolution();
  if (solution) say('Ready.');
  registerServiceWorker();
}, 0));
