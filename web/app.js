// The page: play, hints that teach, solve, grade, step through, new puzzles.
// The board is painted first from the saved game, a ?p= link or a starter
// puzzle; the engine starts in a worker after that, so nothing waits for it.
import { Game, cellName, decodeMarks, formatTime, gameFromText, gameOfLink, leftOut } from './game.js';
import { GameList, STORAGE_PROBLEMS } from './games.js';
import { BoardSession, MARK_KINDS, MARK_WORDS, WAITING_WORDS, loadHints, sentence } from './session.js';
import { Settings, keepTheme, shownTheme, storedTheme } from './settings.js';

const STARTER = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const PAUSED_KEY = 'pencilmark.paused';  // the id of the game paused when the page closed
const PERSIST_KEY = 'pencilmark.persist-asked';  // the browser was asked to keep the games (once)
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

const $ = (id) => document.getElementById(id);
const message = $('message');

let engine = null;           // the worker engine, once started
// Grades run in a worker of their own: the hardest puzzle's grade takes seconds
// (minutes on a slow phone), and a hint, a check or a new puzzle must not wait
// behind it. It starts with the first grade.
let grader = null;
// Every game kept in this browser; if storage cannot even be read, the page starts
// all the same, its games in memory (and says so).
const games = await GameList.open().catch(() => GameList.open({ indexedDB: null, legacy: null, session: null }));
// The game played: what belongs to it besides the Game itself, set afresh in one
// place (reset) whenever another game opens.
const play = {
  id: null,             // its id in the list (null while typing givens, or a link not yet known to be a puzzle)
  solution: null,       // its solution, once the engine has it
  revealed: false,      // the Solve button finished it: not counted in the statistics
  levelTouched: false,  // the player chose a level in the menu since it opened
  wrong: new Set(),     // the cells shown wrong (Check, or the mistake check as you play)
  runningSince: null,   // when its clock last started, or null while the clock stands
  reset(id) {
    Object.assign(this, { id, solution: null, revealed: false, levelTouched: false, wrong: new Set(), runningSince: null });
  },
};
let paused = false;
let editing = false;         // typing the givens of a new puzzle
let generating = null;       // AbortController of a running "New puzzle"
let gamesPanel = null;       // My games (web/games-panel.js), once opened
const settings = new Settings();  // the player's options (web/settings.js)

function say(text, isError = false) {
  message.textContent = text;
  message.classList.toggle('error', isError);
}

// An engine call for the game `current`: `words` say it is working if it takes a
// while (most puzzles take a moment, the hardest seconds); an error is said while
// that game is the one played. Undefined on an error: the engine never answers that.
async function workOut(current, call, words) {
  const waiting = setTimeout(() => { if (session.game === current) say(words); }, 300);
  try {
    const answer = await call();
    if (message.textContent === words) say('');  // the work is done
    return answer;
  } catch (err) {
    if (session.game === current) say(err.message, true);
    return undefined;
  } finally {
    clearTimeout(waiting);
  }
}

// ---- saving -------------------------------------------------------------------

// The clock stops when the board is complete or play is paused (the game's time
// then is all in game.elapsed), and runs again on resume or if an undo opens it.
function elapsed() { return session.game.elapsed + (play.runningSince === null ? 0 : Math.floor((Date.now() - play.runningSince) / 1000)); }
function keepTime() {
  const run = !session.game.isComplete() && !paused;
  if (run && play.runningSince === null) play.runningSince = Date.now();
  else if (!run && play.runningSince !== null) {
    session.game.elapsed = elapsed();
    play.runningSince = null;
  }
  $('timer').textContent = formatTime(elapsed());
}

// Every change is kept at once; when storage fails the player is told in words,
// nothing stored is deleted, and the game goes on (kept in memory, and in the
// list, until the page closes; each later move tries to store it again).
function save() {
  if (!session.game || editing || play.id === null) return;
  games.save(play.id, session.game, elapsed());
}

function showStorageProblem() {
  const { problem } = games;
  $('storage-note').hidden = !problem;
  $('storage-words').textContent = problem ? STORAGE_PROBLEMS[problem] : '';
  $('free-space').hidden = problem !== 'full' || !games.entries.some((e) => e.complete);
  refreshGames();
}
games.onProblem = showStorageProblem;
// Room is made only at the player's word, and only from finished games.
$('free-space').addEventListener('click', async () => {
  const count = games.dropHistory();
  save();
  await games.flush();
  const dropped = `The undo history of ${count} finished ${count === 1 ? 'game' : 'games'} was dropped`;
  if (!count) say('No finished game has an undo history to drop: delete games in My games to free space.');
  else if (games.problem === 'full') say(`${dropped}, and storage is still full: delete games in My games to free more.`, true);
  else say(`${dropped} to free space, and your game is saved again.`);
});

// Records that do not read as games: named, never opened, offered for deletion in My games.
function showDamage() {
  const n = games.damaged.length;
  $('damage-note').hidden = !n;
  $('damage-note').textContent = !n ? '' : `${n === 1 ? 'One saved game' : `${n} saved games`} could not be read: `
    + `${n === 1 ? 'its record is' : 'their records are'} damaged. My games lists ${n === 1 ? 'it' : 'them'}, to delete.`;
}

// Another tab saved or deleted a game: the list follows, and so does this tab's
// board when it shows the same game.
games.onOther = (id, what) => {
  refreshGames();
  if (id !== play.id || editing) return;
  if (what === 'kept') say('This game was deleted in another tab. It stays here, since you are playing it.');
  else if (what === 'saved') follow('This game was played in another tab: the board shows its moves.');
};
games.onConflict = (id) => {
  refreshGames();
  if (id === play.id && !editing) {
    follow('This game was changed in another tab at the same moment: the board shows that tab\'s game, and your last move here was not kept.');
  }
};

function follow(note) {
  const game = games.game(play.id);
  const { game: shown } = session;
  const state = (g) => [g.valuesText(), g.marks, g.colors, g.undoStack.length, g.redoStack.length].join();
  if (!game || state(game) === state(shown)) return;  // only the clock differs
  play.runningSince = null;
  session.open(game);
  $('replay-panel').hidden = true;
  keepTime();
  showLevel(game);
  render();
  say(note);
}

// ---- the board ----------------------------------------------------------------

const MODE_WORDS = {
  digits: 'Digits mode: digits fill cells.',
  marks: 'Marks mode: digits toggle pencil marks.',
  colour: 'Colour mode: a digit turns its pencil mark to colour A, B, C, D, then back; Cell colour (or Shift+1–6) colours the cell itself. Erase takes a cell\'s colours off.',
};

// The game played, its board, hints and replays (session.game is the Game).
const session = new BoardSession($('board'), {
  engine: () => engine,
  aids: true,
  view: () => ({ wrong: play.wrong, bivalue: settings.get('bivalue') }),
  changed,
  rendered: showControls,
  hintWaiting: () => say(WAITING_WORDS),
  hint: (title, text, level) => {
    if (level === 0) say('');  // what the message said (Ready, the last step applied, Looking…) was before this hint
    showHintText(title, text, ['Which technique?', 'Show me', null][level]);
    if (level === 2) {
      $('hop-controls').hidden = session.hint.last <= session.hint.first;
      $('hint-links').replaceChildren(...session.everyLink(session.hint.step));
    }
    if (level === 0) requestAnimationFrame(() => performance.mark('pencilmark:hint-frame'));  // for bench/page.mjs
    if (level === 2) $('apply').hidden = false;
  },
  hintCleared: () => {
    $('hint-panel').hidden = true;
    $('apply').hidden = true;
    $('hop-controls').hidden = true;
    $('hint-links').replaceChildren();
  },
  hintFailed: async (problem, code) => {
    // A practice game's hints leave techniques out: the words say which, since the full engine may go on.
    const set = session.game.techniques;
    const out = engine && set?.startsWith('-') ? leftOut(set, await engine.techniques().catch(() => [])) : '';
    const goOn = `this practice game's hints leave out ${out}, as its solution path did; New puzzle or Solve go on without it.`;
    // Stuck is no fault: the game's technique set finds nothing here, and the words say why.
    if (code === 'stuck') say(out ? `No technique of this game's hints finds a next step here: ${goOn}` : problem);
    else say(out ? `${problem} ${sentence(goOn)}` : problem, true);
    showWithBoard(message);
  },
  hintNone: () => {
    say('The board is complete: there is no next step.');
    showWithBoard(message);
  },
  replayShown: showReplayStep,
  modeChanged: () => {
    say(session.mode === 'marks' ? MARK_WORDS[session.markKind] : MODE_WORDS[session.mode]);  // marks: by kind
    session.render();
  },
  applied: (step) => say(`Applied: ${step.name}.`),
  say,
  otherKey: (event) => {
    if (event.key === 'p' || event.key === 'P') setPaused(true);
    else if (event.key === 'b' || event.key === 'B') {
      settings.set('bivalue', !settings.get('bivalue'));
      say(settings.get('bivalue') ? 'Cells with exactly two candidates are tinted (B again to stop).' : 'Two-candidate cells are no longer tinted.');
    }
  },
});
const render = () => session.render();

// The page's buttons as the game stands.
function showControls() {
  const { litDigit, replay } = session;
  for (const button of document.querySelectorAll('.pad [data-digit]')) {
    button.classList.toggle('lit', Number(button.dataset.digit) === litDigit && litDigit > 0 && !paused);
  }
  $('marks').setAttribute('aria-pressed', String(session.mode === 'marks'));
  $('colour').setAttribute('aria-pressed', String(session.mode === 'colour'));
  $('cell-colour').hidden = session.mode !== 'colour';
  // The kind of marks (3x3, corner, centre), shown in marks mode: a tap goes on to the next.
  $('mark-kind').hidden = session.mode !== 'marks';
  $('mark-kind').textContent = MARK_KIND_LABELS[MARK_KINDS.indexOf(session.markKind)];
  $('mark-kind').setAttribute('aria-label', `Kind of marks: ${$('mark-kind').textContent}`);
  $('undo').disabled = !session.game.undoStack.length || Boolean(replay);
  $('redo').disabled = !session.game.redoStack.length || Boolean(replay);
  $('clear-colours').hidden = !session.game.hasColors();
  $('picture-hint').disabled = !replay && !(session.hint?.level > 0);
  $('pause').disabled = editing || Boolean(replay) || (!paused && session.game.isComplete());
  const { hint } = session;
  if (session.stepShown) {
    $('hop-play').textContent = hint.playing ? 'Pause step' : 'Play step';
    $('hop-play').toggleAttribute('data-playing', hint.playing);
    $('hop-back').disabled = hint.stage <= hint.first;
    $('hop-next').disabled = $('hop-all').disabled = hint.stage >= hint.last;
    $('hop-at').textContent = `Stage ${hint.stage - hint.first + 1} of ${hint.last - hint.first + 1}`;
  }
}

// The hint's animation, stage by stage (keys: , and . step, Space pauses or plays).
$('hop-back').addEventListener('click', () => session.hint?.go(-1));
$('hop-next').addEventListener('click', () => session.hint?.go(1));
$('hop-all').addEventListener('click', () => session.hint?.whole());
$('hop-play').addEventListener('click', () => {
  const { hint } = session;
  if (hint?.playing) hint.pause();
  else hint?.play();
});
$('hop-speed').addEventListener('change', () => {
  session.hintMs = Number($('hop-speed').value);
  if (session.hint) session.hint.ms = session.hintMs;
});

// The cells whose digit is not the solution's (Check, and the mistake check as you play).
function wrongDigits() {
  return new Set(session.game.values.flatMap((v, c) => (v && String(v) !== play.solution[c] ? [c] : [])));
}

// The wrong digits shown as the player plays when that option is on, or none.
function mistakes() {
  return settings.get('mistakes') && play.solution ? wrongDigits() : new Set();
}

function changed() {
  keepTime();
  play.wrong = mistakes();
  say('');  // what the message said was about the board before this change
  session.clearHint();
  save();
  render();
  const { game } = session;
  if (game.isComplete() && play.solution && game.valuesText() === play.solution) {
    say(`Solved in ${formatTime(elapsed())}. Well done!`);
    keepGames();
    if (!play.revealed && game.timed && game.level && play.id !== null) {
      const solve = { id: play.id, level: game.level.level, seconds: elapsed() };
      solvedStats().then((s) => s.record(solve));
    }
  }
}

// The engine's technique names by key.
async function techniqueNames() {
  return Object.fromEntries((await engine.techniques()).map((t) => [t.key, t.name]));
}

// ---- playing ------------------------------------------------------------------

document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.target.matches('textarea, input[type=text]') || paused) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) { event.preventDefault(); session.undo(); }
  else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); session.redo(); }
});

for (const button of document.querySelectorAll('.pad [data-digit]')) {
  button.addEventListener('click', () => session.pad(Number(button.dataset.digit)));
}
$('marks').addEventListener('click', () => session.setMode('marks'));
$('colour').addEventListener('click', () => session.setMode('colour'));
$('cell-colour').addEventListener('click', () => session.cellColour());
const MARK_KIND_LABELS = ['3×3', 'Corner', 'Centre'];
$('mark-kind').addEventListener('click', () => session.nextMarkKind());
$('clear-colours').addEventListener('click', () => {
  if (session.game.clearColors()) changed();
  say('Colours cleared.');
});
$('undo').addEventListener('click', () => session.undo());
$('redo').addEventListener('click', () => session.redo());
$('auto-marks').addEventListener('click', () => {
  if (session.game.fillMarks()) changed();
  say('Pencil marks filled in from the digits on the board.');
});

// ---- pause ----------------------------------------------------------------------

// Paused, the board is hidden (and out of reach of keys and screen readers) and
// the clock stands until Resume.
function setPaused(on) {
  if (paused === on || (on && (editing || session.replay || session.game.isComplete()))) return;
  paused = on;
  session.locked = on;
  keepTime();
  save();
  // A game paused stays paused over a reload (the board hidden, the clock standing).
  try {
    if (on) localStorage.setItem(PAUSED_KEY, play.id);
    else localStorage.removeItem(PAUSED_KEY);
  } catch { /* storage blocked: the pause lasts as long as the page */ }
  if (on) session.clearHint();
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
    session.board.cells[session.board.selected].focus();
  }
}
$('pause').addEventListener('click', () => setPaused(!paused));
$('resume').addEventListener('click', () => setPaused(false));

// ---- hints ----------------------------------------------------------------------

// On a screen too narrow for two columns the hint's words (and a replay's) are a
// sheet docked right under the board, not below the pad and the buttons; the
// sheet carries its own buttons, so a finger never chases the Hint button.
// style.css's layouts: one column (the sheets docked under the board), and a short
// window's two (the board beside a column of tools that scrolls on its own).
const shortWindow = matchMedia('(orientation: landscape) and (height < 37.5rem)');
const oneColumn = matchMedia('(width < 55.25rem) and ((orientation: portrait) or (height >= 37.5rem))');
function dockPanels() {
  const panels = [$('hint-panel'), $('replay-panel')];
  if (oneColumn.matches) document.querySelector('.board-frame').after(...panels);
  else $('tools').after(...panels);
}
oneColumn.addEventListener('change', dockPanels);  // a phone turned
dockPanels();

// Scrolls (only if it must) so the board's top and the panel's bottom are both in
// view; when they cannot both be, the whole panel with as much board as fits.
// In one column, a sheet too tall for the room under the board keeps its words
// in a box of their own that scrolls, so the board stays in view as a long step
// plays. It measures in the frame after the panel's first (no layout forced before it).
function showWithBoard(panel) {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const margin = 8;
    const words = panel.querySelector('.sheet-words');
    if (words) {
      words.style.maxHeight = '';
      // The pad stays below the sheet (style.css keeps it at the window's foot), so it takes its room too.
      const room = innerHeight - document.querySelector('.board-frame').getBoundingClientRect().height
        - $('pad').getBoundingClientRect().height - 3 * margin;
      const rest = panel.getBoundingClientRect().height - words.getBoundingClientRect().height;
      if (oneColumn.matches && rest + words.scrollHeight > room) words.style.maxHeight = `${Math.max(room - rest, 96)}px`;
    }
    if (shortWindow.matches) {
      panel.scrollIntoView({ block: 'nearest' });  // the tools' column scrolls on its own there
      return;
    }
    const box = panel.getBoundingClientRect();
    const foot = oneColumn.matches ? $('pad').getBoundingClientRect().height : 0;  // the pad below it
    const low = box.bottom + foot + margin - innerHeight;  // scroll at least this far for the panel's bottom
    const high = document.querySelector('.board-frame').getBoundingClientRect().top - margin;  // at most this far for the board's top
    const dy = low <= high ? Math.max(low, Math.min(0, high)) : Math.min(low, box.top - margin);
    if (Math.abs(dy) >= 1) scrollBy({ top: dy, behavior: reducedMotion.matches ? 'instant' : 'smooth' });
  }));
}

// more: what the sheet's own button (as a Hint press) shows next, or null.
function showHintText(title, text, more = null) {
  $('hint-panel').hidden = false;
  $('hint-title').textContent = title;
  $('hint-text').replaceChildren(...session.linked(text));
  $('hint-more').hidden = !more;
  $('hint-more').textContent = more ?? '';
  showWithBoard($('hint-panel'));
}

$('hint').addEventListener('click', () => session.pressHint());
$('hint-more').addEventListener('click', () => session.pressHint());
$('hint-done').addEventListener('click', () => {
  session.clearHint();
  render();
  session.board.cells[session.board.selected].focus({ preventScroll: true });
});
$('apply').addEventListener('click', () => session.applyHint());

// After a button of the pad, the tools or the hint, the keys go on from the board:
// digits, H, A and P work at once, whatever the button did (Apply hides itself).
const toBoard = () => { if (!paused) session.board.cells[session.board.selected].focus({ preventScroll: true }); };
for (const group of ['pad', 'tools', 'hint-panel']) {
  $(group).addEventListener('click', (event) => { if (event.target.closest('button:not(.cell-ref)')) toBoard(); });
}

// ---- solve, check, grade --------------------------------------------------------

$('solve').addEventListener('click', () => {
  if (!play.solution) return;
  play.revealed = true;
  session.game.reveal(play.solution);
  changed();
  say('Solved: the board shows the unique solution.');
});

$('check').addEventListener('click', () => {
  if (!play.solution) return;
  play.wrong = wrongDigits();
  render();
  say(play.wrong.size ? `${play.wrong.size} ${play.wrong.size === 1 ? 'digit is' : 'digits are'} wrong: ${[...play.wrong].map(cellName).join(', ')}.`
    : 'Every digit on the board is right so far.', play.wrong.size > 0);
});

// A puzzle's grade, asked of the grader once: the Grade button takes the one the
// level is already waiting for. A grade that failed is asked again next time.
const grades = new Map();  // by puzzle source, the last few: the grade's promise
function gradeOf(source) {
  let grade = grades.get(source);
  if (!grade) {
    grade = grader.grade(source);
    grade.catch(() => { if (grades.get(source) === grade) grades.delete(source); });
    grades.set(source, grade);
    if (grades.size > 20) grades.delete(grades.keys().next().value);
  }
  return grade;
}

$('grade').addEventListener('click', async () => {
  const current = session.game, id = play.id;
  const grade = await workOut(current, () => gradeOf(current.source), 'Grading… the hardest puzzles take some seconds.');
  if (!grade) return;
  setLevel(current, id, grade);
  const [names, { showGrade }] = await Promise.all([techniqueNames(), import('./grade-panel.js')]);
  if (session.game !== current) return;  // the player went on to another game meanwhile: its level is kept
  showGrade($('grade-panel'), grade, names);
  $('grade-panel').scrollIntoView({ block: 'nearest', behavior: reducedMotion.matches ? 'instant' : 'smooth' });
  say(`Graded: ${grade.levelName}.`);
});
$('grade-panel').addEventListener('step', (event) => startReplay(event.detail));

// ---- stepping through the solution --------------------------------------------------

function showReplayStep() {
  const { replay } = session;
  const { step } = replay;
  $('replay-title').textContent = session.replayTitle;
  $('replay-text').replaceChildren(...session.linked(step.text));
  // The list stays open from step to step once the player opened it.
  const open = $('replay-links').querySelector('details')?.open ?? false;
  const parts = session.everyLink(step);
  for (const details of parts.filter((p) => p.tagName === 'DETAILS')) details.open = open;
  $('replay-links').replaceChildren(...parts);
  $('replay-back').disabled = replay.atStart;
  $('replay-next').disabled = replay.atEnd;
  $('replay-play').textContent = replay.playing ? 'Pause' : 'Play';
  if (!$('replay-panel').hidden) showWithBoard($('replay-panel'));
}

async function startReplay(index = 0) {
  const current = session.game;
  const steps = await workOut(current, () => engine.steps(current.source), 'Working out the steps… the hardest puzzles take some seconds.');
  if (!steps || session.game !== current) return;  // another game opened meanwhile: these steps are not its
  if (!(await session.startReplay(steps, index))) return say('This puzzle is already solved: there are no steps to step through.');
  $('replay-panel').hidden = false;
  $('replay-next').focus({ preventScroll: true });
  showWithBoard($('replay-panel'));
}

$('replay').addEventListener('click', () => startReplay(0));
$('replay-back').addEventListener('click', () => session.replay.go(-1));
$('replay-next').addEventListener('click', () => session.replay.go(1));
$('replay-play').addEventListener('click', () => {
  const { replay } = session;
  if (replay.playing) replay.pause();
  else replay.play(reducedMotion.matches ? 2500 : 1200);
});
$('replay-close').addEventListener('click', () => {
  $('replay-panel').hidden = true;
  session.closeReplay();
});

// ---- loading puzzles --------------------------------------------------------------

// Opens a game: a new one (kept beside the others) or, with its id, one of the list.
// The game left is kept first, as it stands.
function start(newGame, note, id = null) {
  if (play.runningSince !== null) {  // the game left stops its clock
    session.game.elapsed = elapsed();
    play.runningSince = null;
  }
  save();
  stopEditing();  // a puzzle pasted while typing givens ends the typing
  setPaused(false);
  session.open(newGame);
  if (id === null) newGame.timed = newGame.atPuzzle();
  play.reset(id ?? games.add(newGame));
  if (games.entries.length >= 5) keepGames();
  keepTime();
  $('replay-panel').hidden = true;
  $('grade-panel').hidden = true;
  showLevel(newGame);
  save();
  render();
  if (note) say(note);
  if (engine) learnSolution();
}

function openGame(id) {
  if (id === play.id && !editing) return;
  const kept = games.game(id);
  if (!kept) {
    say('That game could not be read back.', true);
    return;
  }
  stopEditing();
  start(kept, 'Your game is back, as you left it.', id);
}

// A link's game joins the list, timed only if the link carried nothing of a player's (start() does so for the others).
function addLinked(game) {
  game.timed &&= game.atPuzzle();  // a ?g= link's clock says whether it was
  return games.add(game, elapsed());
}

// Why a puzzle the solver answered 'multiple' or 'none' for cannot be played.
function notOneSolution(status) {
  return status === 'multiple' ? 'this puzzle has more than one solution, so it cannot be played to a single answer'
    : 'this puzzle has no solution: some of its givens contradict each other';
}

// The puzzle's solution, which enables Hint, Check, Solve, Grade and Step through.
// A link's puzzle (play.id null) joins the list only once it proves to have one
// solution; one with none or several is refused in words, and the game played
// before it comes back.
async function learnSolution() {
  const current = session.game, currentId = play.id;
  let result;
  try {
    result = await engine.solve(current.source);
  } catch (err) {
    result = { error: err };
  }
  if (current !== session.game) return;
  const buttons = ['hint', 'check', 'solve', 'grade', 'replay'];
  const unknown = result.status === 'unique' ? await unknownTechniques(current) : [];
  if (current !== session.game) return;
  if (result.status === 'unique' && unknown.length) {
    for (const id of buttons) $(id).disabled = true;
    return say(`This game's hints leave out ${unknown.map((k) => `"${k}"`).join(', ')}, which this version of Pencilmark does not know, `
      + `so its hints cannot be given: ${OFF_WORDS}`, true);
  }
  if (result.status === 'unique') {
    play.solution = result.solution;
    for (const id of buttons) $(id).disabled = false;
    play.wrong = mistakes();
    render();
    if (play.id === null && !editing) play.id = addLinked(current);
    // A task later: the grade loads the whole engine, which waits until the page is ready.
    if (!current.level) setTimeout(() => gradeLevel(current, play.id), 0);
    return;
  }
  for (const id of buttons) $(id).disabled = true;
  if (result.error?.code === 'load-failed') {
    // Not known to be a puzzle, nor known not to be: the player's moves are kept.
    if (play.id === null && !editing) play.id = addLinked(current);
    return say(result.error.message, true);
  }
  const why = result.error?.message ?? notOneSolution(result.status);
  if (currentId === null && !editing) {
    const back = games.current();
    start(back?.game ?? new Game(STARTER), null, back?.id ?? null);
    say(`The linked puzzle was not opened, nor added to your games: ${why}.`, true);
    return;
  }
  say(`${why[0].toUpperCase()}${why.slice(1)}: ${OFF_WORDS}`, true);
}

// What the page says of a kept game it cannot play to its solution (its record is kept as it is).
const OFF_WORDS = 'Hint, Check, Solve, Grade and Step through are off for this game, and My games keeps it as it is.';

// The keys of a game's technique set (a practice game's, as kept) that the engine
// does not know: its hints would only get the engine's error. A record the page
// did not write may hold them; the table comes with the whole engine, so it is
// asked only for a game that has a set.
async function unknownTechniques(game) {
  if (!game.techniques || game.techniques === 'all' || game.techniques === 'zambon') return [];
  const known = new Set((await engine.techniques().catch(() => [])).map((t) => t.key));
  if (!known.size) return [];  // the engine's table did not load: its own error comes with a hint
  return game.techniques.split(',').map((k) => k.replace(/^-/, '')).filter((k) => !known.has(k));
}

// The loaded puzzle's level beside the timer and in the Level menu (unless the
// player has chosen a level there since the game opened), graded in the worker
// while play goes on, and kept with the game.
function showLevel(current) {
  $('level-badge').textContent = current.level?.name ?? '';
  if (current.level && !play.levelTouched) $('level').value = String(current.level.level);
}

function setLevel(current, id, grade) {
  if (current.level?.level === grade.level) return;
  current.level = { level: grade.level, name: grade.levelName };
  if (current === session.game) {
    showLevel(current);
    save();
  } else if (id !== null) {
    games.save(id, current, current.elapsed, { playing: false });  // a game left before its grade came
  }
}

async function gradeLevel(current, id) {
  try {
    setLevel(current, id, await gradeOf(current.source));
  } catch {
    // Ungradable here (a pencil-mark puzzle beyond the solver): no level to show.
  }
}
$('level').addEventListener('change', () => { play.levelTouched = true; });

// A pasted puzzle opens as a new game once it proves to have one solution. Its
// placed cells (a line of HoDoKu's library marks them '+') stay the player's
// digits, and its candidates (a pencil-mark grid, or a library line's deletions)
// the player's marks; marks (a mask a cell, from a picture read) are the
// player's marks as they are, unmarked cells unmarked.
async function loadText(text, marks = null) {
  try {
    const g = await gameFromText(text, (puzzle, form) => engine.format(puzzle, form));
    if (marks?.some(Boolean)) g.marks = marks.map((m, c) => (g.values[c] || g.isGiven(c) ? 0 : m));
    const result = await engine.solve(g.source);
    if (result.status !== 'unique') {
      const why = notOneSolution(result.status);
      throw new Error(`${why[0].toUpperCase()}${why.slice(1)}. It was not added to your games.`);
    }
    start(g, `Puzzle loaded.${await notKeptWords(text)}`);
    return true;
  } catch (err) {
    say(err.code === 'too-long' ? tooLong(text) : err.message, true);
    return false;
  }
}

// What another app's link held that the game does not keep, said when it opens.
async function notKeptWords(text) {
  if (!/f-puzzles|sudokupad|cracking|SCv7_|^\s*32_/.test(text)) return '';
  const lost = (await import('./packed.js')).notKept(text);
  return lost.length ? ` Not kept from it: ${lost.join(' and ')}.` : '';
}

// Text far longer than any puzzle (a whole page pasted, say), in the player's words
// rather than the engine's limit on an argument; it stays in the box, to be cut down.
const tooLong = (text) => `That text is ${text.length.toLocaleString('en')} characters long: too long to be one puzzle `
  + '(a puzzle in any form, even a pencil-mark grid with its borders, takes a few thousand at most). It is still in the box, to shorten.';

$('load').addEventListener('click', () => loadText($('puzzle').value));

// ---- files: one puzzle, or a list of them -----------------------------------------

// The most puzzles a file's list shows (a collection of thousands is cut there).
const MOST_LISTED = 500;

// A file's text: one puzzle in any form (a .sdk, .sdx or .ss file reads as its
// text pasted), or a collection, one puzzle a line (.sdm, a text file), which
// opens as a list to choose from and to add to My games at once.
async function openFileText(text, name) {
  $('puzzle-input').open = true;
  try {
    await engine.format(text, 'line');
    $('puzzle-list').hidden = true;
    return loadText(text);  // what the player typed in the puzzle box stays there
  } catch (whole) {
    const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    const puzzles = [];
    for (const line of lines) {
      if (puzzles.length === MOST_LISTED) break;
      try {
        puzzles.push({ line, givens: await engine.format(line, 'givens') });
      } catch { /* not a puzzle: passed over, and counted below */ }
    }
    if (puzzles.length < 2) return say(`${name} holds no puzzle Pencilmark reads: ${whole.message}.`, true);
    showPuzzleList(puzzles, lines.length, name);
  }
}

function showPuzzleList(puzzles, lines, name) {
  const items = $('puzzle-list-items');
  items.replaceChildren(...puzzles.map(({ line, givens }, i) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'puzzle-choice';
    button.textContent = `Puzzle ${i + 1}: ${[...givens].filter((ch) => ch !== '.').length} givens`;
    button.title = line;
    button.addEventListener('click', () => loadText(line));
    item.append(button);
    return item;
  }));
  const skipped = lines - puzzles.length;
  $('puzzle-list-words').textContent = `${name} holds ${lines} ${lines === 1 ? 'line' : 'lines'}: ${puzzles.length} puzzles`
    + `${lines > MOST_LISTED ? ` are listed (the first ${MOST_LISTED})` : ''}${skipped > 0 && lines <= MOST_LISTED ? `, and ${skipped} ${skipped === 1 ? 'line that is' : 'lines that are'} not a puzzle` : ''}. Choose one to play.`;
  $('add-all').onclick = () => addAll(puzzles.map((p) => p.line));
  $('puzzle-list').hidden = false;
  say(`${name}: ${puzzles.length} puzzles to choose from.`);
}

// Every puzzle of the list with one solution joins My games, unplayed; the game
// being played stays.
async function addAll(lines) {
  let added = 0;
  const refused = [];
  for (const [i, line] of lines.entries()) {
    try {
      const g = await gameFromText(line, (puzzle, form) => engine.format(puzzle, form));
      if ((await engine.solve(g.source)).status !== 'unique') throw new Error('not one solution');
      g.timed = g.atPuzzle();
      games.add(g, 0, { playing: false });
      added++;
    } catch {
      refused.push(i + 1);
    }
  }
  say(`${added} ${added === 1 ? 'puzzle was' : 'puzzles were'} added to My games.`
    + `${refused.length ? ` Not added, having no solution or several: ${refused.length === 1 ? 'puzzle' : 'puzzles'} ${refused.join(', ')}.` : ''}`);
}

async function openFile(file) {
  if (!file) return;
  if (!engine) return say(`${file.name} was not opened: the engine is still loading. Open it again in a moment.`, true);
  if (file.size > MAX_FILE_BYTES) return say(`${file.name} is ${file.size.toLocaleString('en')} bytes: too large for a file of puzzles.`, true);
  try {
    await openFileText(await file.text(), file.name);
  } catch (err) {
    say(`${file.name} could not be read: ${err.message}.`, true);
  }
}
const MAX_FILE_BYTES = 16 * 1024 * 1024;  // 16 MB: a collection of 200,000 puzzles a line
$('open-file-button').addEventListener('click', () => $('open-file').click());
$('open-file').addEventListener('change', ({ currentTarget: input }) => {
  openFile(input.files[0]);
  input.value = '';  // the same file chosen again opens again
});
// A file dropped anywhere on the page opens as if chosen: a picture is read as a photo.
document.addEventListener('dragover', (event) => {
  if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
});
document.addEventListener('drop', (event) => {
  if (!event.dataTransfer.files.length) return;
  event.preventDefault();
  const [file] = event.dataTransfer.files;
  if (file.type.startsWith('image/')) openPhoto(file);
  else openFile(file);
});

// ---- from a photo: read in the worker, checked by the player, then played ----------

let photoReview = null;
async function openPhoto(file) {
  if (!file) return;
  if (!engine) return say('The photo was not read: the engine is still loading. Try again in a moment.', true);
  $('puzzle-input').open = true;
  if (!photoReview) {
    const { PhotoReview } = await import('./photo.js');
    photoReview = new PhotoReview({
      section: $('photo-review'), words: $('photo-words'), canvas: $('photo-canvas'), cellWords: $('photo-cell-words'),
      fix: $('photo-fix'), playButton: $('photo-play'), cancel: $('photo-cancel'),
    }, { play: loadText, say });
  }
  await photoReview.open(file, engine);
}
$('photo-button').addEventListener('click', () => $('photo-file').click());
$('photo-file').addEventListener('change', ({ currentTarget: input }) => {
  openPhoto(input.files[0]);
  input.value = '';
});
// A picture pasted (a screenshot on the clipboard) is read too; text pastes as ever.
document.addEventListener('paste', (event) => {
  const picture = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
  if (!picture) return;
  event.preventDefault();
  openPhoto(picture);
});

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
    session.open(new Game('.'.repeat(81)));
    play.reset(null);
    games.leave();
    $('type-givens').textContent = 'Start playing';
    say('Type the puzzle\'s digits into the board, then press Start playing.');
    render();
    session.board.select(0, true);
    return;
  }
  const typed = session.game.valuesText();
  const result = engine ? await engine.solve(typed).catch((err) => ({ error: err.message })) : { error: 'The engine is still loading.' };
  if (result.error || result.status !== 'unique') {
    say(result.error ?? (result.status === 'multiple' ? 'This puzzle has more than one solution: add more givens.'
      : 'This puzzle has no solution: check the digits you typed.'), true);
    return;
  }
  stopEditing();
  start(new Game(typed), 'Puzzle ready: good luck.');
});

// Pictures of the board as shown (Share): SVG or PNG, and the hint's stages animated.
const pictureTheme = () => ($('theme').getAttribute('aria-pressed') === 'true' ? 'dark' : 'light');
async function sharePicture(format, animate = false) {
  try {
    const { saveShownPicture } = await import('./save-picture.js');
    const name = await saveShownPicture(session, { format, animate, theme: pictureTheme() });
    if (!name) return say('Ask for a hint and show its step (or step through the solution) first: the animated image plays a step.', true);
    say(`The picture is saved as ${name} in your downloads.`);
  } catch (err) {
    say(`The picture could not be made: ${err.message}`, true);
  }
}
// Printing the page prints the board alone (style.css's @media print); the
// player's marks with it or not, as the box says (a class the print rules read).
const printMarks = () => document.documentElement.classList.toggle('print-no-marks', !$('print-marks').checked);
$('print-marks').addEventListener('change', printMarks);
$('print-board').addEventListener('click', () => { printMarks(); window.print(); });
$('picture-svg').addEventListener('click', () => sharePicture('svg'));
$('picture-png').addEventListener('click', () => sharePicture('png'));
$('picture-hint').addEventListener('click', () => sharePicture('svg', true));

// Text for the clipboard, from Share or from the puzzle box. Where the browser
// does not let the page write the clipboard, the text shows selected in a box of
// its own under the button pressed (never in the puzzle box: what the player
// typed there stays). copied: the words once it is copied; noun and label: what
// the box holds, in the words and for a screen reader.
async function copyText(button, text, { copied, noun, label }) {
  try {
    await navigator.clipboard.writeText(text);
    say(copied);
  } catch {
    const row = button.closest('.buttons');
    let box = row.nextElementSibling?.classList.contains('link-box') ? row.nextElementSibling : null;
    if (!box) {
      box = document.createElement(text.includes('\n') ? 'textarea' : 'input');
      Object.assign(box, { readOnly: true, className: 'link-box', spellcheck: false });
      row.after(box);
    }
    box.setAttribute('aria-label', label);
    box.value = text;
    box.focus();
    box.select();
    say(`This browser did not let the page copy: ${noun} is selected in the box under the button, to copy yourself.`);
  }
}

// A link to the game as it stands, colours and marks under digits included, and
// the time played when the player asks (web/share-link.js). Written into the
// address as it is: searchParams would escape lz-string's + as %2B.
async function copyLink({ currentTarget: button }) {
  const { encodeShareLink } = await import('./share-link.js');
  const withTime = $('share-time').checked;
  const url = new URL(location.href);
  url.search = `?g=${encodeShareLink(session.game, { elapsed: withTime ? elapsed() : null })}`;
  return copyText(button, url.href, {
    copied: `A link to this game, pencil marks and colours${withTime ? ' and your time' : ''} included, is on the clipboard.`,
    noun: 'the link', label: 'Link to this game',
  });
}
$('share').addEventListener('click', copyLink);
$('share-link').addEventListener('click', copyLink);

// The board in another app's form, written by the engine from the game as a
// library line; a board it cannot write (two equal digits in a house, a cell
// whose marks are all gone) is said in its words.
function boardAs(form) {
  return engine.format(session.game.libraryLine(), form);
}

$('share-text').addEventListener('click', async ({ currentTarget: button }) => {
  if (!engine) return;
  const select = $('share-form');
  try {
    const text = await boardAs(select.value);
    const form = select.selectedOptions[0].textContent;
    await copyText(button, text, { copied: `The board as ${form} is on the clipboard.`, noun: 'the text', label: `The board as ${form}` });
  } catch (err) {
    say(`The board cannot be written as text: ${err.message}.`, true);
  }
});

// The board in another app, in a new tab.
function openIn(form, app) {
  return async () => {
    if (!engine) return;
    try {
      window.open(await boardAs(form), '_blank', 'noopener');
    } catch (err) {
      say(`The board cannot be opened in ${app}: ${err.message}.`, true);
    }
  };
}
$('open-sudokuwiki').addEventListener('click', openIn('sudokuwiki', "SudokuWiki's solver"));
$('open-sudokupad').addEventListener('click', openIn('sudokupad', 'SudokuPad'));

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

// ---- daily puzzle, practise, statistics ---------------------------------------------

// Their code (web/learn.js) comes on the first press of one of their buttons.
let stats = null;  // the statistics of solved games (web/stats.js): a promise, once needed
function solvedStats() {
  stats ??= import('./stats.js').then(({ Stats }) => new Stats());
  return stats;
}
let learn = null;
async function learning() {
  if (!learn) {
    const s = await solvedStats();
    const { createLearn } = await import('./learn.js');
    learn = createLearn({ engine: () => engine, games, stats: s });
    learn.addEventListener('say', ({ detail: { text, error } }) => say(text, error));
    learn.addEventListener('play', ({ detail: { game, note } }) => start(game, note));
    learn.addEventListener('open', ({ detail: id }) => openGame(id));
  }
  return learn;
}
$('daily').addEventListener('click', async () => (await learning()).daily(Number($('level').value)));
// Print a booklet (web/booklet-dialog.js, with its own worker): loaded on the first press.
let booklet = null;
$('booklet').addEventListener('click', async () => {
  booklet ??= import('./booklet-dialog.js').then(({ createBookletDialog }) => createBookletDialog());
  (await booklet).open(Number($('level').value));
});
$('practise').addEventListener('click', async () => (await learning()).openPractise());
$('stats').addEventListener('click', async () => (await learning()).showStats());

// ---- options ------------------------------------------------------------------------

// What each option changes, at start and whenever it is set.
function useSettings(values, changedName = null) {
  session.placing = { take: values.autoRemove, fill: values.liveMarks, light: values.lightOnEntry };
  showLabels(values.labels);
  if (changedName === 'liveMarks' && values.liveMarks && session.game.fillMarks()) {
    changed();
    say('Live pencil marks: every empty cell shows its candidates, and they follow each digit you place.');
  }
  if (changedName === 'mistakes') play.wrong = mistakes();
  render();
}
settings.onChange = useSettings;
settings.bind($('settings-dialog'), say);
$('options').addEventListener('click', () => $('settings-dialog').showModal());
$('settings-close').addEventListener('click', () => $('settings-dialog').close());
$('settings-dialog').addEventListener('click', (event) => { if (event.target === $('settings-dialog')) $('settings-dialog').close(); });

// Row and column numbers beside the board (made on first use).
function showLabels(on) {
  const frame = document.querySelector('.board-frame');
  frame.classList.toggle('labelled', on);
  if (!on || frame.querySelector('.labels')) return;
  for (const [kind, name] of [['cols', 'c'], ['rows', 'r']]) {
    const strip = document.createElement('div');
    strip.className = `labels ${kind}`;
    strip.setAttribute('aria-hidden', 'true');  // each cell's name says its row and column
    for (let i = 1; i <= 9; i++) strip.append(Object.assign(document.createElement('span'), { textContent: `${name}${i}` }));
    frame.append(strip);
  }
}

// ---- the list of games --------------------------------------------------------------

// My games (web/games-panel.js) comes on the first press of its button.
async function showGames() {
  save();  // the list shows the game in progress as it stands
  if (!gamesPanel) {
    const { GamesPanel } = await import('./games-panel.js');
    gamesPanel = new GamesPanel(games);
    gamesPanel.addEventListener('open', ({ detail: id }) => openGame(id));
    gamesPanel.addEventListener('changed', showDamage);
  }
  gamesPanel.show(editing ? null : play.id);
}
function refreshGames() { if (gamesPanel?.isOpen) gamesPanel.refresh(); }
$('games').addEventListener('click', showGames);

// Asks the browser, once, to keep the games when it runs short of space (it may
// otherwise clear a site's storage): after the first finished game, or once
// there are a few.
function keepGames() {
  if (!navigator.storage?.persist) return;
  try {
    if (localStorage.getItem(PERSIST_KEY)) return;
    localStorage.setItem(PERSIST_KEY, new Date().toISOString());
  } catch {
    return;
  }
  navigator.storage.persist().catch(() => {});
}

// ---- theme and timer ------------------------------------------------------------

function applyTheme(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  $('theme').setAttribute('aria-pressed', String(shownTheme(theme) === 'dark'));
}
$('theme').addEventListener('click', () => {
  const dark = $('theme').getAttribute('aria-pressed') !== 'true';
  const theme = dark ? 'dark' : 'light';
  keepTheme(theme);  // not kept: it holds for this page
  applyTheme(theme);
});

setInterval(() => {
  if (!session.game || editing || play.runningSince === null) return;
  $('timer').textContent = formatTime(elapsed());
}, 1000);
addEventListener('pagehide', save);
addEventListener('visibilitychange', () => { if (document.hidden) save(); });

// ---- offline ----------------------------------------------------------------------

// The service worker precaches the app; an update waits until the player reloads.
// When a new version takes control (Reload pressed in this tab or in another),
// every tab that ran the old one reloads onto it, its game saved first: no tab
// runs on after its version's cache is gone. This is watched from the start, so
// a tab in the background (whose frames, and so its registration, wait) follows
// too. A browser with no service worker (or one that answers register() without
// a registration) plays on without.
const workers = navigator.serviceWorker ?? null;
let reloading = false;
async function reloadOntoUpdate() {
  if (reloading) return;
  reloading = true;
  save();
  await games.flush();
  location.reload();
}
if (workers) {
  let controller = workers.controller;  // the version this page runs under (none before the first install)
  workers.addEventListener('controllerchange', () => {
    if (controller) reloadOntoUpdate();  // an update: the first install only takes control of the page as it is
    controller = workers.controller;
  });
}

function registerServiceWorker() {
  if (!workers) return;
  const offerUpdate = (registration) => {
    $('update').hidden = false;
    $('update-reload').onclick = () => {
      if (registration.waiting) registration.waiting.postMessage('skip-waiting');
      else reloadOntoUpdate();  // another tab's Reload already let the new version in
    };
  };
  Promise.resolve().then(() => workers.register('sw.js')).then((registration) => {
    if (!registration) return;
    if (registration.waiting && workers.controller) offerUpdate(registration);
    registration.addEventListener('updatefound', () => {
      const incoming = registration.installing;
      incoming?.addEventListener('statechange', () => {
        if (incoming.state === 'installed' && workers.controller) offerUpdate(registration);
      });
    });
  }).catch(() => { /* no offline mode here (e.g. a private window): the app still works */ });
}

// ---- start ----------------------------------------------------------------------

// A ?g= or ?p= link opens its game as a new game beside the others (or the player's
// unfinished game of it, when a ?p= link carries no position); the page's address
// then drops the link, so a reload shows the game being played, not the link again.
// A ?g= link that does not read is refused in words, and the game open stays.
const link = new URLSearchParams(location.search);
if (link.has('g') || link.has('p') || link.has('practise')) history.replaceState(history.state, '', location.pathname + location.hash);
const shared = link.has('g') ? await import('./share-link.js').then(({ decodeShareLink }) => decodeShareLink(link.get('g')),
  (err) => ({ error: `the page could not load its reader (${err.message})` })) : null;

function firstGame() {
  if (shared?.game) return { id: null, game: shared.game, linked: true };  // kept once the engine has found its one solution
  const g = !shared && gameOfLink(link.get('p'));
  if (g) {
    const values = link.get('v');
    const marks = decodeMarks(link.get('m'));
    if (!values && !marks && g.source === g.givens) {
      const kept = games.unfinished(g.givens);
      if (kept) return kept;  // resuming this puzzle
    }
    if (values && /^[0-9.]{81}$/.test(values)) {
      [...values].forEach((ch, c) => { if (!g.isGiven(c) && ch >= '1' && ch <= '9') g.values[c] = Number(ch); });
    }
    if (marks) g.marks = marks;
    return { id: null, game: g, linked: true };  // kept once the engine has found its one solution
  }
  return games.current() ?? { id: null, game: new Game(STARTER) };
}

applyTheme(storedTheme());
const first = firstGame();
session.open(first.game);
useSettings(settings.values);
play.id = first.id ?? (first.linked ? null : games.add(first.game));
if (play.id === null) games.leave();  // a link's game, not yet known to be a puzzle
keepTime();  // a finished game shows its time, not 0:00
save();      // it is the game being played now, at the top of the list
showLevel(session.game);
render();
showStorageProblem();
showDamage();
if (games.entries.length >= 5) keepGames();
if (shared?.error) say(`This link could not be opened: ${shared.error}. The game you had open is still here, as you left it.`, true);
if (games.currentLost) {
  say(`The game you were playing could not be read (its record is damaged), so ${first.id ? 'your most recent other game' : 'another game'} is open. My games lists the damaged one.`, true);
}
try { if (play.id !== null && localStorage.getItem(PAUSED_KEY) === play.id) setPaused(true); } catch { /* not kept */ }
requestAnimationFrame(() => performance.mark('pencilmark:board'));  // for bench/page.mjs

// The engine starts after the board is painted.
requestAnimationFrame(() => setTimeout(async () => {
  loadHints();
  const { createWorkerEngine } = await import('./worker-client.js');
  engine = createWorkerEngine();
  grader = createWorkerEngine();  // no worker until the first grade
  // A link whose puzzle cannot be read says why, and leaves the game played before
  // fully usable; the message keeps a problem already said (a link refused, a damaged game).
  const p = link.get('p');
  let linkFailed = false;
  if (p && !shared && !gameOfLink(p)) {  // not a form firstGame opens: the engine reads it, or says why not
    $('puzzle').value = p;
    linkFailed = !(await loadText(p));
  }
  await learnSolution();
  if (play.solution && !linkFailed && !message.classList.contains('error')) say('Ready.');
  performance.mark('pencilmark:ready');  // for bench/page.mjs: what loaded before it is the first load
  if (link.has('practise')) (await learning()).openPractise(link.get('practise'));
  // The whole engine (hints, grades) loads now that the solver has made the page
  // ready; the service worker then caches it with the rest, revalidating what the
  // page loaded rather than downloading it again.
  await engine.techniques().catch(() => {});
  performance.mark('pencilmark:engine');  // for bench/page.mjs
  registerServiceWorker();
}, 0));
