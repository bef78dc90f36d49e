// The page's daily puzzle, practise and statistics dialogs: loaded on the first
// press of one of their buttons (or a ?practise= link), since the first paint
// needs none of it. They are handed the models (the engine, the list of games,
// the statistics), never the page's own state, and tell the page by events:
//   say   { said, error }: for the message line, a message (web/messages.js) or an engine's words;
//   play  { game, note }: open this new game (kept beside the others), note a message;
//   open  id: open the player's game of the list with this id.
import { Game, formatTime, gameAfter, leftOut } from './game.js';
import { message as m, words } from './messages.js';
import { dayOf } from './stats.js';

const $ = (id) => document.getElementById(id);

/** The panels, an EventTarget with daily(level), openPractise(key) and showStats(). engine(): the engine, or null. */
// Their words are locales/LANG/messages/learn.ftl's: the page loads this module with its
// catalog (app.js's later()), so they are said at once, in the page's language.
export function createLearn({ engine, games, stats }) {
  const events = new EventTarget();
  const tell = (type, detail) => events.dispatchEvent(new CustomEvent(type, { detail }));
  const say = (said, error = false) => tell('say', { said, error });
  const ask = async (call) => {
    try {
      return await call();
    } catch (err) {
      say(err, true);
      return undefined;
    }
  };

  const levelName = (level) => words('level-name', { level });

  // Today's puzzle of the level chosen: the same for everyone that day; opened as a
  // new game, or the player's game of it when they have one.
  async function daily(level) {
    if (!engine()) return say(m('engine-loading'));
    const day = dayOf();
    const made = await ask(() => engine().daily(day, level));
    if (!made) return;
    const today = { level: made.grade.level, day };
    const kept = games.entries.find((e) => e.givens === made.puzzle);
    if (kept && games.game(kept.id)) {
      if (kept.id === games.currentId) return say(m('daily-playing', today));
      tell('open', kept.id);
      return say(m('daily-back', today));
    }
    tell('play', { game: new Game(made.puzzle, { level: { level: made.grade.level, name: made.grade.levelName } }), note: m('daily-new', today) });
  }

  // Practise: a new puzzle whose path uses the technique chosen (and nothing
  // harder), opened just before its first step of it, with hints taken with the
  // same technique set as the path. Found in rounds in the worker, so the dialog
  // shows how far the search is and can stop it.
  const PRACTISE_ROUNDS = 20, PRACTISE_ROUND = 100;
  let practising = null;  // AbortController of the search
  let table = null;       // the engine's technique table, once read

  async function fillTechniques() {
    if (table) return;
    table = await engine().techniques();
    const select = $('practise-technique');
    const chosen = select.value;  // kept when the list is written again in another language
    const groups = new Map();
    for (const info of table) {
      if (!groups.has(info.level)) {
        const group = document.createElement('optgroup');
        group.label = levelName(info.level);
        groups.set(info.level, group);
      }
      groups.get(info.level).append(new Option(words('practise-option', { technique: info.name, rating: info.score }), info.key));
    }
    select.replaceChildren(...groups.values());
    if (table.some((t) => t.key === chosen)) select.value = chosen;
  }
  // Another language: the list is written again (the engine's names too) at the next Practise.
  document.addEventListener('pencilmark:language', () => { table = null; });

  async function openPractise(key = null) {
    if (!engine()) return say(m('engine-loading'));
    try {
      await fillTechniques();
    } catch (err) {
      return say(err, true);
    }
    const known = key !== null && table.some((t) => t.key === key);
    if (known) $('practise-technique').value = key;
    if (!$('practise-dialog').open) $('practise-dialog').showModal();
    if (known) return findPractise();
    // A link naming no technique of the table says so, and lets the player choose.
    practiseStatus('');
    if (key !== null) practiseStatus(words('practise-unknown', { key: key.length > 40 ? `${key.slice(0, 40)}…` : key }), true);
    $('practise-technique').focus();
  }

  function practiseStatus(text, isError = false) {
    $('practise-status').textContent = text;
    $('practise-status').classList.toggle('error', isError);
  }

  function practiseSearching(on) {
    $('practise-start').disabled = on;
    $('practise-technique').disabled = on;
    $('practise-cancel').hidden = !on;
    if (on) $('practise-cancel').focus();
  }

  // Practice positions come at once from the bank shipped with the page (made offline
  // by scripts/make-practice-bank.mjs), and from puzzles a worker of its own found
  // while the player played (kept in this browser); a technique whose positions
  // have all been served is searched for live, with its progress shown.
  const FOUND_KEY = 'pencilmark.practice-found', SERVED_KEY = 'pencilmark.practice-served';
  let bank = null;
  const practiceBank = () => (bank ??= fetch('practice-bank.json').then((r) => (r.ok ? r.json() : {})).catch(() => ({})));
  const readKept = (key) => {
    try {
      const value = JSON.parse(localStorage.getItem(key) ?? '{}');
      return value && typeof value === 'object' ? value : {};
    } catch {
      return {};
    }
  };
  // A kept entry [81 givens, technique set, level]: anything else (damaged, older) is passed over.
  const usable = (entry) => Array.isArray(entry) && /^[1-9.]{81}$/.test(entry[0]) && typeof entry[1] === 'string'
    && Number.isInteger(entry[2]) && entry[2] >= 0 && entry[2] <= 4;
  const keep = (key, value) => { try { localStorage.setItem(key, JSON.stringify(value)); } catch { /* served again next time */ } };

  // The next position for the technique not yet served ({ puzzle, techniques, level }), or null.
  async function ready(key) {
    const found = readKept(FOUND_KEY);
    const mine = (Array.isArray(found[key]) ? found[key] : []).filter(usable);
    if (mine.length) {
      const [puzzle, techniques, level] = mine.shift();
      found[key] = mine;
      keep(FOUND_KEY, found);
      return { puzzle, techniques, level };
    }
    const entry = (await practiceBank())[key];
    const served = readKept(SERVED_KEY), seen = new Set(Array.isArray(served[key]) ? served[key] : []);
    const next = entry?.puzzles.find(([puzzle]) => !seen.has(puzzle));
    if (!next) return null;
    served[key] = [...seen, next[0]];
    keep(SERVED_KEY, served);
    return { puzzle: next[0], techniques: entry.sets[next[1]], level: next[2] };
  }

  // A search in rounds of PRACTISE_ROUND puzzles on `on` (an engine), onRound(round)
  // before each: the position made ({ puzzle, techniques, level }), or null.
  async function search(on, key, signal, onRound = () => {}) {
    for (let round = 0; round < PRACTISE_ROUNDS; round++) {
      onRound(round);
      try {
        const made = await on.generate({ technique: key, maxAttempts: PRACTISE_ROUND }, { signal });
        return { puzzle: made.puzzle, techniques: made.techniques, level: made.grade.level };
      } catch (err) {
        if (!/could not meet/.test(err.message)) throw err;
      }
    }
    return null;
  }

  // One more puzzle for the technique, looked for in a worker of its own while the
  // player plays (the hints keep theirs), kept for the next Practise.
  let finder = null;
  async function findMore(key) {
    finder?.terminate();
    const { createWorkerEngine } = await import('./worker-client.js');
    const mine = finder = createWorkerEngine();
    try {
      const made = await search(mine, key);
      if (!made) return;
      const found = readKept(FOUND_KEY);
      found[key] = [...(Array.isArray(found[key]) ? found[key] : []).filter(usable), [made.puzzle, made.techniques, made.level]].slice(-3);
      keep(FOUND_KEY, found);
    } catch { /* stopped (another search), or the engine failed: nothing kept */ } finally {
      mine.terminate();
      if (finder === mine) finder = null;
    }
  }

  async function findPractise() {
    const key = $('practise-technique').value;
    const info = table.find((t) => t.key === key);
    practising?.abort();
    const searching = practising = new AbortController();
    practiseSearching(true);
    try {
      const kept = await ready(key);
      if (kept) performance.mark('pencilmark:practise-bank');  // for bench/practise.mjs
      const made = kept ?? (await search(engine(), key, searching.signal, (round) => practiseStatus(
        words('practise-looking', { technique: info.name, tried: round * PRACTISE_ROUND }))));
      if (!made) {
        practiseStatus(words('practise-not-found', { technique: info.name, tries: PRACTISE_ROUNDS * PRACTISE_ROUND }), true);
        return;
      }
      const steps = await engine().steps(made.puzzle, { techniques: made.techniques }, { signal: searching.signal });
      const index = steps.findIndex((s) => s.technique === key);
      if (index < 0) throw new Error(words('practise-not-used', { technique: info.name }));  // said below
      const practice = gameAfter(made.puzzle, steps, index, made.puzzle);
      practice.undoStack = [];  // the practice starts here
      practice.level = { level: made.level, name: levelName(made.level) };
      practice.techniques = made.techniques;  // its hints see what its path saw, after a reload too
      $('practise-dialog').close();
      // A few techniques left out are named; a long list (36 for an XY-Chain) would fill a phone's
      // screen, so it is counted (Hint names them all if the game gets stuck without them).
      const out = leftOut(made.techniques, table);
      const note = out.length > 3 ? m('practise-note-left-out-count', { technique: info.name, count: out.length })
        : out.length ? m('practise-note-left-out', { technique: info.name, techniques: out }) : m('practise-note', { technique: info.name });
      tell('play', { game: practice, note });
      $('hint').focus({ preventScroll: true });
      findMore(key);  // the next practice of it, ready at once
    } catch (err) {
      if (err.name === 'AbortError') practiseStatus(words('practise-stopped'));
      else practiseStatus(words('practise-failed', { error: err.message }), true);
    } finally {
      if (practising === searching) {
        practising = null;
        practiseSearching(false);
      }
    }
  }

  $('practise-start').addEventListener('click', findPractise);
  $('practise-cancel').addEventListener('click', () => {
    practising?.abort();
    $('practise-start').focus();
  });
  $('practise-close').addEventListener('click', () => $('practise-dialog').close());
  $('practise-dialog').addEventListener('close', () => practising?.abort());

  function showStats() {
    const cells = (level) => {
      const f = stats.level(level);
      return [levelName(level), String(f.solved), f.best === null ? '–' : formatTime(f.best),
        f.median === null ? '–' : formatTime(f.median), String(f.streak), String(f.longest)];
    };
    $('stats-body').replaceChildren(...[0, 1, 2, 3, 4].map((level) => {
      const row = document.createElement('tr');
      cells(level).forEach((text, i) => {
        const cell = document.createElement(i ? 'td' : 'th');
        if (!i) cell.scope = 'row';
        cell.textContent = text;
        row.append(cell);
      });
      return row;
    }));
    // Why they are only in memory: full or blocked.
    const problem = stats.problem ? words(`stats-${stats.problem}`) : '';
    $('stats-storage').hidden = !problem;
    $('stats-storage').textContent = problem;
    $('stats-dialog').showModal();
    $('stats-close').focus();
  }
  $('stats-close').addEventListener('click', () => $('stats-dialog').close());
  for (const id of ['stats-dialog', 'practise-dialog']) {
    $(id).addEventListener('click', (event) => { if (event.target === $(id)) $(id).close(); });
  }

  return Object.assign(events, { daily, openPractise, showStats });
}
