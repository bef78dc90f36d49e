// The page: play, hints that teach, solve, grade, step through, new puzzles.
// The board is painted first from the saved game, a ?p= link or a starter
// puzzle; the engine starts in a worker after that, so nothing waits for it.
import { BoardView } from './board.js';
import { Game, cellName, decodeMarks, encodeMarks } from './game.js';
import { GameList, KEEP } from './games.js';
import { Replay, StagedHint, linkedText } from './hint.js';

const STARTER = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const THEME_KEY = 'pencilmark.theme';
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

const $ = (id) => document.getElementById(id);
const message = $('message');

let engine = null;           // the worker engine, once started
const games = new GameList(); // every game kept, in this browser
let game = null;             // the Game being played
let gameId = null;           // its id in the list (null while typing givens)
let solution = null;         // its solution, once the engine has it
let mode = 'digits';         // what a digit does: 'digits' fill cells, 'marks' toggle marks, 'colour' colours marks
let litDigit = 0;            // the digit shown everywhere it is and can go (0: none)
let paused = false;
let levelTouched = false;    // the player chose a level in the menu since this game opened
let editing = false;         // typing the givens of a new puzzle
let hint = null;             // a StagedHint
let replay = null;           // a Replay, while stepping through the solution
let litCell = -1;            // a cell named in the hint text, under the pointer
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

// The clock stops when the board is complete or play is paused (the game's time
// then is all in game.elapsed), and runs again on resume or if an undo opens it.
let runningSince = null;     // when the clock last started, or null while it stands
function elapsed() { return game.elapsed + (runningSince === null ? 0 : Math.floor((Date.now() - runningSince) / 1000)); }
function keepTime() {
  const run = !game.isComplete() && !paused;
  if (run && runningSince === null) runningSince = Date.now();
  else if (!run && runningSince !== null) {
    game.elapsed = elapsed();
    runningSince = null;
  }
  $('timer').textContent = formatTime(elapsed());
}

// Every change is kept at once; when storage fails the player is told, once, and
// the game goes on (kept in memory, and in the list, until the page closes).
let shownProblem = null;
function save() {
  if (!game || editing || gameId === null) return;
  games.save(gameId, game, elapsed());
  showStorageProblem();
}

const STORAGE_WORDS = {
  full: 'Your games can\'t be saved: this browser\'s storage for Pencilmark is full. Play goes on, and your games stay here until you close the page.',
  blocked: 'This browser doesn\'t let Pencilmark save games (a private window, or storage turned off). Play goes on, but your games are lost when you close the page.',
};
function showStorageProblem() {
  if (games.problem === shownProblem) return;
  shownProblem = games.problem;
  $('storage-note').hidden = !shownProblem;
  $('storage-note').textContent = shownProblem ? STORAGE_WORDS[shownProblem] : '';
}

// ---- the board ----------------------------------------------------------------

// Choosing a cell that holds a digit shows that digit everywhere; an empty cell
// keeps the digit shown.
const board = new BoardView($('board'), {
  onSelect: (cell) => {
    const value = (replay ? replay.game : game).values[cell];
    if (value) litDigit = value;
    render();
  },
  onKey: onBoardKey,
});

function render() {
  const shown = replay ? replay.game : game;
  let highlight = {};
  if (replay) highlight = replay.highlight;
  else if (hint) highlight = hint.highlight();
  if (litCell >= 0) {
    highlight = { ...highlight, cells: new Map(highlight.cells ?? []) };
    highlight.cells.set(litCell, 'lit');
  }
  // The shown digit's candidates: the player's marks, or where the digits let it
  // go in a cell they have not marked. Not over a hint or a replay, which mark their own.
  const aids = !replay && !hint;
  board.render(shown, {
    conflicts: shown.conflicts(),
    wrong: wrongCells,
    highlight,
    digit: litDigit,
    possible: aids && litDigit ? shown.computedMarks() : null,
    paint: aids ? shown.colors : null,
  });
  for (const button of document.querySelectorAll('.pad [data-digit]')) {
    button.classList.toggle('lit', Number(button.dataset.digit) === litDigit && litDigit > 0 && !paused);
  }
  $('marks').setAttribute('aria-pressed', String(mode === 'marks'));
  $('colour').setAttribute('aria-pressed', String(mode === 'colour'));
  $('undo').disabled = !game.undoStack.length || Boolean(replay);
  $('redo').disabled = !game.redoStack.length || Boolean(replay);
  $('clear-colours').hidden = !game.hasColors();
  $('pause').disabled = editing || Boolean(replay) || (!paused && game.isComplete());
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

// A digit in the selected cell: placed (or taken back), toggled as a pencil mark,
// or its mark's colour turned; a digit also becomes the one shown everywhere. On
// a given, where nothing can be entered, a digit only shows (or hides) itself.
function enter(digit, as = mode) {
  if (replay || paused) return;
  const cell = board.selected;
  if (as === 'colour') {
    colour(cell, digit);
    return;
  }
  if (digit === 0) {
    if (!game.setValue(cell, 0)) game.apply([cell], () => { game.marks[cell] = 0; });
  } else if (!editing && game.isGiven(cell)) {
    litDigit = litDigit === digit ? 0 : digit;
    render();
    return;
  } else if (as === 'marks') {
    game.toggleMark(cell, digit);
    litDigit = digit;
  } else {
    game.setValue(cell, game.values[cell] === digit ? 0 : digit);
    litDigit = digit;
  }
  changed();
}

const COLOUR_NAMES = ['no colour', 'colour A', 'colour B'];
function colour(cell, digit) {
  if (digit === 0) {
    if (game.clearColors([cell])) changed();
    say(`Colours taken off ${cellName(cell)}.`);
  } else if (game.values[cell]) {
    say('Colours go on pencil marks: choose an empty cell.');
  } else if (!game.cycleColor(cell, digit)) {
    say(`Pencil in ${digit} in ${cellName(cell)} first: colours go on pencil marks.`);
  } else {
    changed();
    say(`${digit} in ${cellName(cell)}: ${COLOUR_NAMES[game.colorOf(cell, digit)]}.`);
  }
}

const MODE_WORDS = {
  digits: 'Digits mode: digits fill cells.',
  marks: 'Marks mode: digits toggle pencil marks.',
  colour: 'Colour mode: a digit turns its pencil mark to colour A, colour B, then back. Erase takes a cell\'s colours off.',
};
function setMode(next) {
  mode = mode === next ? 'digits' : next;
  say(MODE_WORDS[mode]);
  render();
}

function onBoardKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;  // undo and redo are page-wide
  const digit = digitOf(event);
  if (digit !== null) {
    event.preventDefault();
    enter(digit, event.shiftKey && mode === 'digits' ? 'marks' : mode);
  } else if (event.key === 'Backspace' || event.key === 'Delete') {
    event.preventDefault();
    enter(0, mode === 'colour' ? 'colour' : 'digits');
  } else if (event.key === 'm' || event.key === 'M') {
    setMode('marks');
  } else if (event.key === 'c' || event.key === 'C') {
    setMode('colour');
  } else if (event.key === 'Escape' && litDigit) {
    litDigit = 0;
    render();
  } else if (event.key === 'h' || event.key === 'H') {
    pressHint();
  } else if (event.key === 'p' || event.key === 'P') {
    setPaused(true);
  }
}

document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.target.tagName === 'TEXTAREA' || paused) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) { event.preventDefault(); undo(); }
  else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); redo(); }
});

function undo() { if (!replay && game.undo()) changed(); }
function redo() { if (!replay && game.redo()) changed(); }

for (const button of document.querySelectorAll('.pad [data-digit]')) {
  button.addEventListener('click', () => {
    const digit = Number(button.dataset.digit);
    enter(digit, digit === 0 && mode === 'marks' ? 'digits' : mode);
    board.cells[board.selected].focus({ preventScroll: true });  // the keys go on from the board
  });
}
$('marks').addEventListener('click', () => setMode('marks'));
$('colour').addEventListener('click', () => setMode('colour'));
$('clear-colours').addEventListener('click', () => {
  if (game.clearColors()) changed();
  say('Colours cleared.');
});
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
$('auto-marks').addEventListener('click', () => {
  if (game.fillMarks()) changed();
  say('Pencil marks filled in from the digits on the board.');
});

// ---- pause ----------------------------------------------------------------------

// Paused, the board is hidden (and out of reach of keys and screen readers) and
// the clock stands until Resume.
function setPaused(on) {
  if (paused === on || (on && (editing || replay || game.isComplete()))) return;
  paused = on;
  keepTime();
  save();
  if (on) clearHint();
  for (const id of ['board', 'pad', 'tools']) $(id).inert = on;
  document.querySelector('.layout').classList.toggle('paused', on);
  $('pause-cover').hidden = !on;
  $('pause').textContent = on ? 'Resume' : 'Pause';
  render();
  if (on) {
    say('Paused: the board is hidden and the clock has stopped.');
    $('resume').focus();
  } else {
    say('');
    board.cells[board.selected].focus();
  }
}
$('pause').addEventListener('click', () => setPaused(!paused));
$('resume').addEventListener('click', () => setPaused(false));

// ---- hints ----------------------------------------------------------------------

// On a screen too narrow for two columns the hint's words (and a replay's) are a
// sheet docked right under the board, not below the pad and the buttons; the
// sheet carries its own buttons, so a finger never chases the Hint button.
const oneColumn = matchMedia('(width < 55.25rem)');
function dockPanels() {
  const panels = [$('hint-panel'), $('replay-panel')];
  if (oneColumn.matches) document.querySelector('.board-frame').after(...panels);
  else $('tools').after(...panels);
}
oneColumn.addEventListener('change', dockPanels);
dockPanels();

// Scrolls (only if it must) so the board's top and the panel's bottom are both in
// view; when they cannot both be, the whole panel with as much board as fits.
// It measures in the frame after the panel's first (no layout forced before it).
function showWithBoard(panel) {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const margin = 8;
    const box = panel.getBoundingClientRect();
    const low = box.bottom + margin - innerHeight;  // scroll at least this far for the panel's bottom
    const high = document.querySelector('.board-frame').getBoundingClientRect().top - margin;  // at most this far for the board's top
    const dy = low <= high ? Math.max(low, Math.min(0, high)) : Math.min(low, box.top - margin);
    if (Math.abs(dy) >= 1) scrollBy({ top: dy, behavior: reducedMotion.matches ? 'instant' : 'smooth' });
  }));
}

function clearHint() {
  hint?.stop();
  hint = null;
  $('hint-panel').hidden = true;
  $('apply').hidden = true;
}

// more: what the sheet's own button (as a Hint press) shows next, or null.
function showHintText(title, text, more = null) {
  $('hint-panel').hidden = false;
  $('hint-title').textContent = title;
  $('hint-text').replaceChildren(...linkedText(text, (cell) => { litCell = cell; render(); }));
  $('hint-more').hidden = !more;
  $('hint-more').textContent = more ?? '';
  showWithBoard($('hint-panel'));
}

async function pressHint() {
  if (!engine || replay) return;
  if (!hint) {
    const step = await ask(() => engine.nextStep({ puzzle: game.source, values: game.valuesText(), candidates: game.marksText() }));
    if (step === undefined) {
      showWithBoard(message);
      return;
    }
    if (!step) {
      say('The board is complete: there is no next step.');
      showWithBoard(message);
      return;
    }
    hint = new StagedHint(step, render);
    showHintText('Where to look', step.clues[0], 'Which technique?');
    render();
    requestAnimationFrame(() => performance.mark('pencilmark:hint-frame'));  // for bench/page.mjs
    return;
  }
  const before = hint.level;
  if (before === 0) showHintText(hint.step.name, hint.step.clues[1], 'Show me');
  if (before === 1) {
    showHintText(hint.step.name, hint.step.text);
    $('apply').hidden = false;
  }
  hint.advance();
}

$('hint').addEventListener('click', pressHint);
$('hint-more').addEventListener('click', pressHint);
$('hint-done').addEventListener('click', () => {
  clearHint();
  render();
  board.cells[board.selected].focus({ preventScroll: true });
});
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
  if (grade.hardest === null) {
    hardest.append('Nothing to solve: every cell is filled.');  // a solved grid's path has no steps
  } else {
    hardest.append(`Hardest step: ${names[grade.hardest]}, step ${grade.hardestStep + 1} of ${grade.steps}. `);
    const show = document.createElement('button');
    show.type = 'button';
    show.textContent = 'Show that step';
    show.addEventListener('click', () => startReplay(grade.hardestStep));
    hardest.append(show);
  }
  const list = document.createElement('ul');
  list.className = 'counts';
  for (const [key, n] of Object.entries(grade.counts)) {
    const item = document.createElement('li');
    item.textContent = `${names[key]}: ${n}`;
    list.append(item);
  }
  panel.replaceChildren(heading, scale, hardest, list);
  panel.hidden = false;
  panel.scrollIntoView({ block: 'nearest', behavior: reducedMotion.matches ? 'instant' : 'smooth' });
  setLevel(game, gameId, grade);
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
  $('replay-next').focus({ preventScroll: true });
  showWithBoard($('replay-panel'));
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

// Opens a game: a new one (kept beside the others) or, with its id, one of the list.
// The game left is kept first, as it stands.
function start(newGame, note, id = null) {
  replay?.pause();  // a replay playing when a new puzzle comes must not tick on
  if (runningSince !== null) {  // the game left stops its clock
    game.elapsed = elapsed();
    runningSince = null;
  }
  save();
  stopEditing();  // a puzzle pasted while typing givens ends the typing
  setPaused(false);
  game = newGame;
  gameId = id ?? games.add(newGame);
  solution = null;
  wrongCells = new Set();
  litDigit = 0;
  runningSince = null;
  keepTime();
  replay = null;
  $('replay-panel').hidden = true;
  $('grade-panel').hidden = true;
  levelTouched = false;
  showLevel(game);
  clearHint();
  save();
  render();
  if (note) say(note);
  if (engine) learnSolution();
}

function openGame(id) {
  if (id === gameId && !editing) return;
  const kept = games.game(id);
  if (!kept) {
    say('That game could not be read back.', true);
    return;
  }
  stopEditing();
  start(kept, 'Your game is back, as you left it.', id);
}

async function learnSolution() {
  const current = game, currentId = gameId;
  try {
    const result = await engine.solve(current.source);
    if (current !== game) return;
    if (result.status === 'unique') {
      solution = result.solution;
      for (const id of ['hint', 'check', 'solve', 'grade', 'replay']) $(id).disabled = false;
      if (!current.level) gradeLevel(current, currentId);
    } else {
      for (const id of ['hint', 'check', 'solve', 'grade', 'replay']) $(id).disabled = true;
      say(result.status === 'multiple' ? 'This puzzle has more than one solution, so it cannot be played to a single answer.'
        : 'This puzzle has no solution: some of its givens contradict each other.', true);
    }
  } catch (err) {
    say(err.message, true);
  }
}

// The loaded puzzle's level beside the timer and in the Level menu (unless the
// player has chosen a level there since the game opened), graded in the worker
// while play goes on, and kept with the game.
function showLevel(current) {
  $('level-badge').textContent = current.level?.name ?? '';
  if (current.level && !levelTouched) $('level').value = String(current.level.level);
}

function setLevel(current, id, grade) {
  if (current.level?.level === grade.level) return;
  current.level = { level: grade.level, name: grade.levelName };
  if (current === game) {
    showLevel(current);
    save();
  } else if (id !== null) {
    games.save(id, current, current.elapsed, { playing: false });  // a game left before its grade came
  }
}

async function gradeLevel(current, id) {
  try {
    setLevel(current, id, await engine.grade(current.source));
  } catch {
    // Ungradable here (a pencil-mark puzzle beyond the solver): no level to show.
  }
}
$('level').addEventListener('change', () => { levelTouched = true; });

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

function stopEditing() {
  if (!editing) return;
  editing = false;
  $('type-givens').textContent = 'Type the givens';
}

$('type-givens').addEventListener('click', async () => {
  if (!editing) {
    save();  // the game in progress stays in the list
    setPaused(false);
    editing = true;
    game = new Game('.'.repeat(81));
    gameId = null;
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
  stopEditing();
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
    stopEditing();
    const graded = { level: made.grade.level, name: made.grade.levelName };
    start(new Game(made.puzzle, { level: graded }), `New ${made.grade.levelName.toLowerCase()} puzzle.`);
  } catch (err) {
    if (err.name !== 'AbortError') say(err.message, true);
  }
});

// ---- the list of games --------------------------------------------------------------

function whenPlayed(time) {
  const then = new Date(time), now = new Date();
  const clock = then.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const day = (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(then)) / 86400000);
  if (days === 0) return `today at ${clock}`;
  if (days === 1) return `yesterday at ${clock}`;
  return `on ${then.toLocaleDateString([], { day: 'numeric', month: 'short', year: then.getFullYear() === now.getFullYear() ? undefined : 'numeric' })}`;
}

// A small picture of the board: givens dark, the player's digits in their colour.
function miniBoard(values, givens) {
  const mini = document.createElement('span');
  mini.className = 'mini';
  mini.setAttribute('aria-hidden', 'true');
  for (let c = 0; c < 81; c++) {
    const dot = document.createElement('i');
    if (givens[c] !== '.') dot.className = 'g';
    else if (values?.[c] && values[c] !== '.') dot.className = 'p';
    mini.append(dot);
  }
  return mini;
}

function gameEntry(entry) {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'game-entry';
  const current = entry.id === gameId && !editing;
  if (current) button.setAttribute('aria-current', 'true');
  const line = (text, className) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    return span;
  };
  const words = document.createElement('span');
  words.className = 'entry-words';
  words.append(
    line(`${entry.level ?? 'Level not known yet'}${current ? ', playing now' : ''}.`, 'entry-title'), ' ',
    line(entry.complete ? `Solved in ${formatTime(entry.elapsed)}.`
      : `${entry.filled} of ${entry.open} cells filled, ${formatTime(entry.elapsed)} played.`, 'entry-progress'), ' ',
    line(`Last played ${whenPlayed(entry.updated)}.`, 'entry-when'),
  );
  button.append(miniBoard(entry.values, entry.givens), words);
  button.addEventListener('click', () => {
    $('games-dialog').close();
    openGame(entry.id);
  });
  item.append(button);
  return item;
}

function showGames() {
  save();  // the list shows the game in progress as it stands
  const list = $('games-list');
  list.replaceChildren(...games.entries.map(gameEntry));
  $('games-empty').hidden = games.entries.length > 0;
  $('games-storage').hidden = !games.problem;
  $('games-storage').textContent = games.problem ? STORAGE_WORDS[games.problem] : '';
  $('games-dialog').showModal();
  (list.querySelector('[aria-current]') ?? list.querySelector('button') ?? $('games-close')).focus();
}

$('games').addEventListener('click', showGames);
$('games-close').addEventListener('click', () => $('games-dialog').close());
// A click on the backdrop (outside the dialog's box) closes it too.
$('games-dialog').addEventListener('click', (event) => { if (event.target === $('games-dialog')) $('games-dialog').close(); });
$('games-keep').textContent = String(KEEP);

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
  if (!game || editing || runningSince === null) return;
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

// A ?p= link opens its puzzle as a new game beside the others (or the player's
// unfinished game of it, when the link carries no position); the page's address
// then drops the link, so a reload shows the game being played, not the link again.
const link = new URLSearchParams(location.search);
if (link.has('p')) history.replaceState(history.state, '', location.pathname + location.hash);

function firstGame() {
  const p = link.get('p');
  if (p && /^[0-9.\-]{81}$/.test(p)) {
    const givens = p.replace(/[0-]/g, '.');
    const values = link.get('v');
    const marks = decodeMarks(link.get('m'));
    if (!values && !marks) {
      const kept = games.unfinished(givens);
      if (kept) return kept;  // resuming this puzzle
    }
    const g = new Game(givens);
    if (values && /^[0-9.]{81}$/.test(values)) {
      [...values].forEach((ch, c) => { if (!g.isGiven(c) && ch >= '1' && ch <= '9') g.values[c] = Number(ch); });
    }
    if (marks) g.marks = marks;
    return { id: null, game: g };
  }
  return games.current() ?? { id: null, game: new Game(STARTER) };
}

try { applyTheme(localStorage.getItem(THEME_KEY)); } catch { applyTheme(null); }
({ id: gameId, game } = firstGame());
gameId ??= games.add(game);
keepTime();  // a finished game shows its time, not 0:00
save();      // it is the game being played now, at the top of the list
showLevel(game);
render();
showStorageProblem();
requestAnimationFrame(() => performance.mark('pencilmark:board'));  // for bench/page.mjs

// The engine starts after the board is painted.
requestAnimationFrame(() => setTimeout(async () => {
  const { createWorkerEngine } = await import('./worker-client.js');
  engine = createWorkerEngine();
  const p = link.get('p');
  if (p && !/^[0-9.\-]{81}$/.test(p)) {
    $('puzzle').value = p;
    if (!(await loadText(p))) return;
  }
  await learnSolution();
  if (solution) say('Ready.');
  registerServiceWorker();
}, 0));
