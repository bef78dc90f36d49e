// The page's game played: its clock, its record in My games (kept at every move,
// and followed when another tab changes it), opening another game, its solution
// and level from the engine, and pausing. The page's parts reach it as `page`
// (web/app.js puts them together); what it owns of the page's state is the game's
// id, solution, clock and flags (web/state.js).
import { Game, cellName, formatTime, peersOf } from './game.js';
import { ensureMessages, message as m, words } from './messages.js';

export const STARTER = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const PAUSED_KEY = 'pencilmark.paused';  // the id of the game paused when the page closed
const LEVEL_KEY = 'pencilmark.level';    // the Level menu's choice, the next puzzle's level
const PERSIST_KEY = 'pencilmark.persist-asked';  // the browser was asked to keep the games (once)

const $ = (id) => document.getElementById(id);

// What the page keeps of a game besides the Game itself, set afresh whenever another game opens.
export const freshPlay = (id) => ({
  id,                   // its id in the list (null while typing givens, or a link not yet known to be a puzzle)
  solution: null,       // its solution, once the engine has it
  revealed: false,      // the Solve button finished it: not counted in the statistics
  wrong: new Set(),     // the cells shown wrong (Check, or the mistake check as you play)
  runningSince: null,   // when its clock last started, or null while the clock stands
});

const SOLUTION_BUTTONS = ['hint', 'check', 'solve', 'grade', 'replay'];


export function createPlay(page) {
  const { state, session, games, settings, say } = page;
  const render = () => session.render();

  // ---- the clock and saving -----------------------------------------------------

  // The clock stops when the board is complete or play is paused (the game's time
  // then is all in game.elapsed), and runs again on resume or if an undo opens it.
  function elapsed() { return session.game.elapsed + (state.runningSince === null ? 0 : Math.floor((Date.now() - state.runningSince) / 1000)); }
  session.clock = elapsed;  // each move and hint of the game is kept with the time it came, for its review
  function keepTime() {
    const run = !session.game.isComplete() && !state.paused;
    if (run && state.runningSince === null) state.set({ runningSince: Date.now() });
    else if (!run && state.runningSince !== null) {
      session.game.elapsed = elapsed();
      state.set({ runningSince: null });
    }
    $('timer').textContent = formatTime(elapsed());
  }

  // Every change is kept at once; when storage fails the player is told in words,
  // nothing stored is deleted, and the game goes on (kept in memory, and in the
  // list, until the page closes; each later move tries to store it again).
  function save() {
    if (!session.game || state.editing || state.id === null) return;
    games.save(state.id, session.game, elapsed());
  }

  setInterval(() => {
    if (!session.game || state.editing || state.runningSince === null) return;
    $('timer').textContent = formatTime(elapsed());
  }, 1000);
  addEventListener('pagehide', save);
  addEventListener('visibilitychange', () => { if (document.hidden) save(); });

  function showStorageProblem() {
    const { problem } = games;
    $('storage-note').hidden = !problem;
    if (!problem) $('storage-words').textContent = '';
    else ensureMessages().then(() => { $('storage-words').textContent = words(`storage-${games.problem}`); });
    $('free-space').hidden = problem !== 'full' || !games.entries.some((e) => e.complete);
    page.refreshGames();
  }
  games.onProblem = showStorageProblem;
  document.addEventListener('pencilmark:language', () => {  // the notes over the board, said again
    showStorageProblem();
    showDamage();
  });
  // Room is made only at the player's word, and only from finished games.
  $('free-space').addEventListener('click', async () => {
    const count = games.dropHistory();
    save();
    await games.flush();
    if (count && games.problem === 'full') say(m('history-dropped-still-full', { count }), true);
    else say(m('history-dropped', { count }));
  });

  // Records that do not read as games: named, never opened, offered for deletion in My games.
  function showDamage() {
    const n = games.damaged.length;
    $('damage-note').hidden = !n;
    if (!n) $('damage-note').textContent = '';
    else ensureMessages().then(() => { $('damage-note').textContent = words('damaged-games', { count: games.damaged.length }); });
  }

  // Another tab saved or deleted a game: the list follows, and so does this tab's
  // board when it shows the same game.
  games.onOther = (id, what) => {
    page.refreshGames();
    if (id !== state.id || state.editing) return;
    if (what === 'kept') say(m('deleted-elsewhere'));
    else if (what === 'saved') follow(m('played-elsewhere'));
  };
  games.onConflict = (id) => {
    page.refreshGames();
    if (id === state.id && !state.editing) {
      follow(m('changed-elsewhere'));
    }
  };

  function follow(note) {
    const game = games.game(state.id);
    const { game: shown } = session;
    const position = (g) => [g.valuesText(), g.marks, g.colors, g.undoStack.length, g.redoStack.length].join();
    if (!game || position(game) === position(shown)) return;  // only the clock differs
    state.set({ runningSince: null });
    session.open(game);
    $('replay-panel').hidden = true;
    keepTime();
    showLevel(game);
    render();
    say(note);
  }

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

  // ---- each change ----------------------------------------------------------------

  // The cells whose digit is not the solution's (Check, and the mistake check as you play).
  function wrongDigits() {
    return new Set(session.game.values.flatMap((v, c) => (v && String(v) !== state.solution[c] ? [c] : [])));
  }

  // The wrong digits shown as the player plays when that option is on, or none.
  function mistakes() {
    return settings.get('mistakes') && state.solution ? wrongDigits() : new Set();
  }

  // A digit just placed that clashes with a peer, or (with mistakes shown) is wrong,
  // is said at once: the board marks it, and the words reach a screen reader too.
  function placedWords(game, wrongBefore) {
    const move = game.undoStack.at(-1);
    if (!move || game.redoStack.length) return [];  // an undo or redo: nothing new was placed
    const said = [];
    for (const { cell, value } of move.after.filter((a, i) => a.value && a.value !== move.before[i].value)) {
      const peers = peersOf(cell).filter((p) => game.values[p] === value);
      const args = { digit: value, cell: cellName(cell), peers: peers.map(cellName) };
      if (peers.length) said.push(m('digit-clashes', args));
      else if (state.wrong.has(cell) && !wrongBefore.has(cell)) said.push(m('digit-wrong', args));
    }
    return said;
  }

  session.addEventListener('change', () => {
    keepTime();
    const wrongBefore = state.wrong ?? new Set();
    state.set({ wrong: mistakes() });
    say('');  // what the message said was about the board before this change
    save();
    const { game } = session;
    const placed = placedWords(game, wrongBefore);
    if (placed.length) say(placed, true);
    if (game.isComplete() && state.solution && game.valuesText() === state.solution) {
      say(m('solved', { time: formatTime(elapsed()) }));
      keepGames();
      if (!state.revealed && game.timed && game.level && state.id !== null) {
        const solve = { id: state.id, level: game.level.level, seconds: elapsed() };
        page.solvedStats().then((s) => s.record(solve));
      }
    }
  });

  // ---- pause ----------------------------------------------------------------------

  // Paused, the board is hidden (and out of reach of keys and screen readers) and
  // the clock stands until Resume.
  function setPaused(on) {
    if (state.paused === on || (on && (state.editing || session.replay || session.game.isComplete()))) return;
    state.set({ paused: on });
    session.locked = on;
    keepTime();
    save();
    // A game paused stays paused over a reload (the board hidden, the clock standing).
    try {
      if (on) localStorage.setItem(PAUSED_KEY, state.id);
      else localStorage.removeItem(PAUSED_KEY);
    } catch { /* storage blocked: the pause lasts as long as the page */ }
    if (on) session.clearHint();
    for (const id of ['board', 'pad', 'tools']) $(id).inert = on;
    document.querySelector('.layout').classList.toggle('paused', on);
    $('pause-cover').hidden = !on;
    $('pause').textContent = on ? 'Resume' : 'Pause';
    render();
    if (on) {
      say(m('paused'));
      $('resume').focus();
    } else {
      say('');
      session.board.cells[session.board.selected].focus();
    }
  }
  $('pause').addEventListener('click', () => setPaused(!state.paused));
  $('resume').addEventListener('click', () => setPaused(false));
  // A game paused when the page closed opens paused.
  function pauseIfPaused() {
    try { if (state.id !== null && localStorage.getItem(PAUSED_KEY) === state.id) setPaused(true); } catch { /* not kept */ }
  }

  // ---- opening games ----------------------------------------------------------------

  // Opens a game: a new one (kept beside the others) or, with its id, one of the list.
  // The game left is kept first, as it stands.
  function start(newGame, note, id = null) {
    if (state.runningSince !== null) {  // the game left stops its clock
      session.game.elapsed = elapsed();
      state.set({ runningSince: null });
    }
    save();
    state.set({ editing: false });  // a puzzle pasted while typing givens ends the typing
    setPaused(false);
    session.open(newGame);
    if (id === null) newGame.timed = newGame.atPuzzle();
    state.set(freshPlay(id ?? games.add(newGame)));
    if (games.entries.length >= 5) keepGames();
    keepTime();
    $('replay-panel').hidden = true;
    $('grade-panel').hidden = true;
    showLevel(newGame);
    save();
    render();
    if (note) say(note);
    // The last game's solution is gone: its buttons wait for this one's, so a click is never silently lost.
    for (const id of SOLUTION_BUTTONS) $(id).disabled = true;
    if (state.engine) learnSolution();
  }

  function openGame(id) {
    if (id === state.id && !state.editing) return;
    const kept = games.game(id);
    if (!kept) {
      say(m('game-unreadable'), true);
      return;
    }
    state.set({ editing: false });
    start(kept, m('game-back'), id);
  }

  // A link's game joins the list, timed only if the link carried nothing of a player's (start() does so for the others).
  function addLinked(game) {
    game.timed &&= game.atPuzzle();  // a ?g= link's clock says whether it was
    return games.add(game, elapsed());
  }

  // ---- the solution and the level ------------------------------------------------------

  // The puzzle's solution, which enables Hint, Check, Solve, Grade and Step through.
  // A link's puzzle (its id null) joins the list only once it proves to have one
  // solution; one with none or several is refused in words, and the game played
  // before it comes back.
  async function learnSolution() {
    const current = session.game, currentId = state.id;
    let result;
    try {
      result = await state.engine.solve(current.source);
    } catch (err) {
      result = { error: err };
    }
    if (current !== session.game) return;
    const unknown = result.status === 'unique' ? await unknownTechniques(current) : [];
    if (current !== session.game) return;
    if (result.status === 'unique' && unknown.length) {
      for (const id of SOLUTION_BUTTONS) $(id).disabled = true;
      return say(m('game-off-techniques', { techniques: unknown.map((key) => m('game-off-technique-key', { key })) }), true);
    }
    if (result.status === 'unique') {
      state.set({ solution: result.solution });
      for (const id of SOLUTION_BUTTONS) $(id).disabled = false;
      state.set({ wrong: mistakes() });
      render();
      if (state.id === null && !state.editing) state.set({ id: addLinked(current) });
      // A task later: the grade loads the whole engine, which waits until the page is ready.
      if (!current.level) setTimeout(() => gradeLevel(current, state.id), 0);
      return;
    }
    for (const id of SOLUTION_BUTTONS) $(id).disabled = true;
    if (result.error?.code === 'load-failed') {
      // Not known to be a puzzle, nor known not to be: the player's moves are kept.
      if (state.id === null && !state.editing) state.set({ id: addLinked(current) });
      return say(result.error, true);
    }
    const error = result.error;
    if (currentId === null && !state.editing) {
      const back = games.current();
      start(back?.game ?? new Game(STARTER), null, back?.id ?? null);
      say(error ? m('link-not-opened', { error }) : m('link-not-one-solution', { status: result.status }), true);
      return;
    }
    say(error ? m('game-off-error', { error }) : m('game-off', { status: result.status }), true);
  }

  // The keys of a game's technique set (a practice game's, as kept) that the engine
  // does not know: its hints would only get the engine's error. A record the page
  // did not write may hold them; the table comes with the whole engine, so it is
  // asked only for a game that has a set.
  async function unknownTechniques(game) {
    if (!game.techniques || game.techniques === 'all' || game.techniques === 'zambon') return [];
    const known = new Set((await state.engine.techniques().catch(() => [])).map((t) => t.key));
    if (!known.size) return [];  // the engine's table did not load: its own error comes with a hint
    return game.techniques.split(',').map((k) => k.replace(/^-/, '')).filter((k) => !known.has(k));
  }

  // A puzzle's grade, asked of the grader once: the Grade button takes the one the
  // level is already waiting for. A grade that failed is asked again next time.
  const grades = new Map();  // by puzzle source, the last few: the grade's promise
  function gradeOf(source) {
    let grade = grades.get(source);
    if (!grade) {
      grade = state.grader.grade(source);
      grade.catch(() => { if (grades.get(source) === grade) grades.delete(source); });
      grades.set(source, grade);
      if (grades.size > 20) grades.delete(grades.keys().next().value);
    }
    return grade;
  }

  // The loaded puzzle's level beside the timer ("This puzzle: Hard"), graded in the
  // worker while play goes on, and kept with the game.
  function showLevel(current) {
    $('level-badge').textContent = current.level?.name ?? '';
    $('level-note').hidden = !current.level;
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
  // The Level menu is the next puzzle's level alone (this one's is beside the clock, in other
  // words): it never follows the game opened, and keeps the player's choice over a reload.
  try { $('level').value = localStorage.getItem(LEVEL_KEY) ?? $('level').value; } catch { /* the menu's own */ }
  if ($('level').selectedIndex < 0) $('level').value = '1';
  $('level').addEventListener('change', () => { try { localStorage.setItem(LEVEL_KEY, $('level').value); } catch { /* not kept */ } });

  return {
    elapsed, keepTime, save, showStorageProblem, showDamage, keepGames, wrongDigits, mistakes, setPaused, pauseIfPaused,
    start, openGame, learnSolution, gradeOf, showLevel, setLevel,
  };
}
