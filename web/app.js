// The page: play, hints that teach, solve, grade, step through, new puzzles.
// This file puts it together: the state its parts share (web/state.js), the board
// session (web/session.js), and a part a concern, each owning its elements and
// reaching the others through `page`. The board is painted first from the saved
// game, a ?p= link or a starter puzzle; the engine starts in a worker after that,
// so nothing waits for it. Parts the first load does without (sharing, puzzles
// from outside, My games, learning, the booklet) come on their first use.
import { Game, decodeMarks, gameOfLink } from './game.js';
import { GameList } from './games.js';
import { BoardSession, loadHints } from './session.js';
import { Settings, storedTheme } from './settings.js';
import { State } from './state.js';
import { STARTER, createPlay, freshPlay } from './page-play.js';
import { createBoardTools } from './board-tools.js';
import { ensureMessages, hasMessages, message as m, messagesLanguage, words } from './messages.js';

const $ = (id) => document.getElementById(id);
const message = $('message');

// Every game kept in this browser; if storage cannot even be read, the page starts
// all the same, its games in memory (and says so).
const games = await GameList.open().catch(() => GameList.open({ indexedDB: null, legacy: null, session: null }));
const settings = new Settings();  // the player's options (web/settings.js)
const state = new State({
  engine: null,    // the worker engine, once started
  // Grades run in a worker of their own: the hardest puzzle's grade takes seconds
  // (minutes on a slow phone), and a hint, a check or a new puzzle must not wait
  // behind it. It starts with the first grade.
  grader: null,
  paused: false,
  editing: false,  // typing the givens of a new puzzle
  ...freshPlay(null),  // the game played: its id, solution, clock... (web/page-play.js)
});

// The game played, its board, hints and replays (session.game is the Game).
const session = new BoardSession($('board'), {
  engine: () => state.engine,
  aids: true,
  view: () => ({ wrong: state.wrong, bivalue: settings.get('bivalue') }),
});

// The message line says a message of the catalogs (web/messages.js: message(id,
// args)) or an engine's error (its err.said, else its English message), shown once
// they have loaded, or words already said. The last said wins over one still
// waiting for its catalog.
let saying = 0;
let shown = '';  // what the line shows: said again in another language
function say(what, isError = false) {
  const at = ++saying;
  message.classList.toggle('error', isError);  // at once: a problem said before the catalogs is not said over
  const show = () => {
    if (at !== saying) return;
    shown = what;
    try {
      message.textContent = typeof what === 'object' ? words(what) : what;
    } catch (err) {  // no catalog could load (offline before the service worker had one)
      console.error(err);
      return;
    }
    // Words not from a catalog are the engine's English: a screen reader is told so.
    if ((typeof what === 'string' ? what : what instanceof Error && !what.said) && messagesLanguage() !== 'en') message.lang = 'en';
    else message.removeAttribute('lang');
  };
  if (typeof what === 'object' && !hasMessages()) ensureMessages().then(show);
  else show();
}
document.addEventListener('pencilmark:language', () => {
  say(shown, message.classList.contains('error'));
  session.render();  // the board's words
});

// An engine call for the game `current`: `working` says it is working if it takes a
// while (most puzzles take a moment, the hardest seconds); an error is said while
// that game is the one played. Undefined on an error: the engine never answers that.
async function workOut(current, call, working) {
  const waiting = setTimeout(() => { if (session.game === current) say(working); }, 300);
  try {
    const answer = await call();
    if (shown === working) say('');  // the work is done
    return answer;
  } catch (err) {
    if (session.game === current) say(err, true);
    return undefined;
  } finally {
    clearTimeout(waiting);
  }
}

// A part loaded on first use: its promise, made once (a load that failed, the
// network gone, is tried again at the next use).
function later(load) {
  let made = null;
  // A part says its words from the catalogs: it comes with them.
  return () => (made ??= Promise.all([load(), ensureMessages()]).then(([part]) => part).catch((err) => {
    made = null;
    throw err;
  }));
}

// ---- the parts --------------------------------------------------------------------

// `page`: what the parts share (the state, the session, the games, the options,
// the message line), and each part's calls for the others, those loaded later too.
const page = { state, session, games, settings, say, workOut, refreshGames, solvedStats };
Object.assign(page, createPlay(page));
Object.assign(page, createBoardTools(page));
// The givens button says what pressing it does: "Type the givens" is index.html's
// (said in the page's language by page-words.js), the other a message.
const sayTypeGivens = () => {
  if (state.editing && !hasMessages()) return;  // said once the messages have come (after Ready)
  $('type-givens').textContent = state.editing ? words('start-playing') : 'Type the givens';
};
state.subscribe((names) => { if (names.includes('editing')) sayTypeGivens(); });
document.addEventListener('pencilmark:language', sayTypeGivens);

// The Share menu (web/share-menu.js) and the puzzle box (web/puzzle-input.js): each
// press of one of their buttons is handed on, the first once the module is there
// (opening the Share menu or the puzzle box loads it, so that its first button answers at once).
const shareMenu = later(() => import('./share-menu.js').then(({ createShareMenu }) => createShareMenu(page)));
const puzzleInput = later(() => import('./puzzle-input.js').then(({ createPuzzleInput }) => createPuzzleInput(page)));
const pressedIn = (event) => event.target.closest('button');
$('share-menu').addEventListener('click', async (event) => {
  const button = pressedIn(event);
  const menu = await shareMenu();
  if (button) menu.press(button);
});
$('share-menu').addEventListener('change', async ({ target }) => (await shareMenu()).change(target));
$('share').addEventListener('click', async ({ currentTarget: button }) => (await shareMenu()).press(button));
$('puzzle-input').addEventListener('click', async (event) => {
  const button = pressedIn(event);
  if (!button || button.id === 'share') {
    puzzleInput().catch(() => {});  // opening the box loads it, so that Type the givens types at once
    return;
  }
  (await puzzleInput()).press(button);
});
// The file choosers open at once: a browser opens one only close to the press.
$('open-file-button').addEventListener('click', () => $('open-file').click());
$('photo-button').addEventListener('click', () => $('photo-file').click());
$('open-file').addEventListener('change', async ({ currentTarget: input }) => {
  const [file] = input.files;
  input.value = '';  // the same file chosen again opens again
  (await puzzleInput()).openFile(file);
});
$('photo-file').addEventListener('change', async ({ currentTarget: input }) => {
  const [file] = input.files;
  input.value = '';
  (await puzzleInput()).openPhoto(file);
});
// A file dropped anywhere on the page opens as if chosen: a picture is read as a photo.
document.addEventListener('dragover', (event) => {
  if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
});
document.addEventListener('drop', async (event) => {
  if (!event.dataTransfer.files.length) return;
  event.preventDefault();
  const [file] = event.dataTransfer.files;
  const input = await puzzleInput();
  if (file.type.startsWith('image/')) input.openPhoto(file);
  else input.openFile(file);
});
// A picture pasted (a screenshot on the clipboard) is read too; text pastes as ever.
document.addEventListener('paste', async (event) => {
  const picture = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
  if (!picture) return;
  event.preventDefault();
  (await puzzleInput()).openPhoto(picture);
});

// ---- a new puzzle -------------------------------------------------------------------

let generating = null;  // AbortController of a running "New puzzle"
$('new').addEventListener('click', async () => {
  const { engine } = state;
  if (!engine) return;
  generating?.abort();
  generating = new AbortController();
  const level = Number($('level').value);
  say(m('making-puzzle'));
  try {
    const made = await engine.generate({ level, symmetry: 'rot180' }, { signal: generating.signal });
    state.set({ editing: false });
    const graded = { level: made.grade.level, name: made.grade.levelName };
    page.start(new Game(made.puzzle, { level: graded }), m('new-puzzle', { level: made.grade.level }));
  } catch (err) {
    if (err.name !== 'AbortError') say(err, true);
  }
});

// ---- daily puzzle, practise, statistics, booklet ----------------------------------------

// Their code (web/learn.js, web/stats.js) comes on the first press of one of their buttons.
const stats = later(() => import('./stats.js').then(({ Stats }) => new Stats()));
function solvedStats() { return stats(); }
const learning = later(async () => {
  const s = await solvedStats();
  const { createLearn } = await import('./learn.js');
  const learn = createLearn({ engine: () => state.engine, games, stats: s });
  learn.addEventListener('say', ({ detail: { said, error } }) => say(said, error));
  learn.addEventListener('play', ({ detail: { game, note } }) => page.start(game, note));
  learn.addEventListener('open', ({ detail: id }) => page.openGame(id));
  return learn;
});
$('daily').addEventListener('click', async () => (await learning()).daily(Number($('level').value)));
$('practise').addEventListener('click', async () => (await learning()).openPractise());
$('stats').addEventListener('click', async () => (await learning()).showStats());
// Print a booklet (web/booklet-dialog.js, with its own worker): loaded on the first press.
const booklet = later(() => import('./booklet-dialog.js').then(({ createBookletDialog }) => createBookletDialog()));
$('booklet').addEventListener('click', async () => (await booklet()).open(Number($('level').value)));

// ---- the list of games --------------------------------------------------------------

// My games (web/games-panel.js) comes on the first press of its button.
let gamesPanel = null;
const loadGamesPanel = later(async () => {
  const { GamesPanel } = await import('./games-panel.js');
  gamesPanel = new GamesPanel(games);
  gamesPanel.addEventListener('open', ({ detail: id }) => page.openGame(id));
  gamesPanel.addEventListener('review', ({ detail: { id, description } }) => {
    const game = id === state.id ? session.game : games.game(id);
    if (game) reviewGame(game, description);
    else say(m('game-unreadable'), true);
  });
  gamesPanel.addEventListener('changed', () => page.showDamage());
  return gamesPanel;
});
$('games').addEventListener('click', async () => {
  page.save();  // the list shows the game in progress as it stands
  (await loadGamesPanel()).show(state.editing ? null : state.id);
});
function refreshGames() { if (gamesPanel?.isOpen) gamesPanel.refresh(); }

// The review of a game's moves (web/review.js), from My games or the game's own button.
const reviewDialog = later(() => import('./review.js').then(({ GameReview }) => new GameReview()));
async function reviewGame(game, title) {
  page.save();
  (await reviewDialog()).open(game, { title });
}
$('review').addEventListener('click', () => {
  const { level } = session.game;
  reviewGame(session.game, level ? m('review-this-game-level', { level: m('level-name', { level: level.level }) }) : m('review-this-game'));
});

// Offline (web/offline.js): watched from the start, a tab in the background too,
// but loaded after the board's modules, whose requests it would otherwise delay.
const offline = import('./offline.js').then(({ watchForUpdates }) => watchForUpdates(async () => {
  page.save();
  await games.flush();
}));

// ---- start ----------------------------------------------------------------------

// A ?g= or ?p= link opens its game as a new game beside the others (or the player's
// unfinished game of it, when a ?p= link carries no position); the page's address
// then drops the link, so a reload shows the game being played, not the link again.
// A ?g= link that does not read is refused in words, and the game open stays.
const link = new URLSearchParams(location.search);
if (link.has('g') || link.has('p') || link.has('practise')) history.replaceState(history.state, '', location.pathname + location.hash);
const shared = link.has('g') ? await import('./share-link.js').then(({ decodeShareLink }) => decodeShareLink(link.get('g')),
  (err) => ({ error: m('share-link-reader-failed', { error: err.message }) })) : null;

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

page.applyTheme(storedTheme());
const first = firstGame();
session.open(first.game);
page.useSettings(settings.values);
state.set({ id: first.id ?? (first.linked ? null : games.add(first.game)) });
if (state.id === null) games.leave();  // a link's game, not yet known to be a puzzle
page.keepTime();  // a finished game shows its time, not 0:00
page.save();      // it is the game being played now, at the top of the list
page.showLevel(session.game);
session.render();
page.showStorageProblem();
page.showDamage();
if (games.entries.length >= 5) page.keepGames();
if (shared?.error) say(m('link-unopened', { error: shared.error }), true);
if (games.currentLost) {
  say(m('current-game-damaged', { other: first.id ? 'other' : 'any' }), true);
}
page.pauseIfPaused();
// For bench/page.mjs, as the frame is painted: the board playable, and its digits
// drawn if the page's HTML had not drawn them already (web/first-paint.js).
requestAnimationFrame(() => setTimeout(() => {
  if (!performance.getEntriesByName('pencilmark:board').length) performance.mark('pencilmark:board');
  performance.mark('pencilmark:playable');
}));

// The engine starts after the board is painted.
requestAnimationFrame(() => setTimeout(async () => {
  const { createWorkerEngine } = await import('./worker-client.js');
  state.set({
    engine: createWorkerEngine(),
    grader: createWorkerEngine(),  // no worker until the first grade
  });
  // A link whose puzzle cannot be read says why, and leaves the game played before
  // fully usable; the message keeps a problem already said (a link refused, a damaged game).
  const p = link.get('p');
  let linkFailed = false;
  if (p && !shared && !gameOfLink(p)) {  // not a form firstGame opens: the engine reads it, or says why not
    $('puzzle').value = p;
    linkFailed = !(await (await puzzleInput()).loadText(p));
  }
  await page.learnSolution();
  performance.mark('pencilmark:ready');  // for bench/page.mjs: what loaded before it is the first load
  if (state.solution && !linkFailed && !message.classList.contains('error')) say(m('ready'));
  // The hint's and the replay's sheets (web/sheets.js) come once the page is ready: a
  // hint needs the whole engine, which loads after it, and neither the first paint
  // nor Ready waits for them. Hint, Grade and Replay answer from there, and are
  // enabled with the solution, before it: a press until then is kept and answered
  // once they have loaded, not lost (a hint pressed at Ready showed nothing).
  const pressed = new Set();
  const keep = (event) => pressed.add(event.currentTarget);
  const early = ['hint', 'grade', 'replay'].map($);
  for (const button of early) button.addEventListener('click', keep);
  const sheets = import('./sheets.js').then(({ createSheets }) => {
    Object.assign(page, createSheets(page));
    for (const button of early) button.removeEventListener('click', keep);
    for (const button of pressed) button.click();
  });
  // The engine's words (hints, steps, technique names) in the reader's language:
  // its module and words load after Ready.
  import('./page-language.js').then((m) => m.speakLanguage(state, say));
  // Staged hints (web/hint.js) come once the page is ready: a hint waits for them,
  // and the first paint and Ready do not.
  loadHints().then(() => session.render());  // the board's words in the page's language
  if (link.has('practise')) {
    await sheets;  // a practice round may open with its hint
    (await learning()).openPractise(link.get('practise'));
  }
  // The whole engine (hints, grades) loads now that the solver has made the page
  // ready; the service worker then caches it with the rest, revalidating what the
  // page loaded rather than downloading it again.
  await state.engine.techniques().catch(() => {});
  performance.mark('pencilmark:engine');  // for bench/page.mjs
  offline.then((register) => register(), () => { /* not loaded: the app works without offline mode */ });
}, 0));
