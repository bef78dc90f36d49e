// The page's daily puzzle, practise and statistics dialogs: loaded on the first
// press of one of their buttons (or a ?practise= link), since the first paint
// needs none of it. They are handed the models (the engine, the list of games,
// the statistics), never the page's own state, and tell the page by events:
//   say   { text, error }: words for the message line;
//   play  { game, note }: open this new game (kept beside the others);
//   open  id: open the player's game of the list with this id.
import { Game, LEVEL_NAMES, formatTime, gameAfter, leftOut } from './game.js';
import { dayOf } from './stats.js';

const $ = (id) => document.getElementById(id);

/** The panels, an EventTarget with daily(level), openPractise(key) and showStats(). engine(): the engine, or null. */
export function createLearn({ engine, games, stats }) {
  const events = new EventTarget();
  const tell = (type, detail) => events.dispatchEvent(new CustomEvent(type, { detail }));
  const say = (text, error = false) => tell('say', { text, error });
  const ask = async (call) => {
    try {
      return await call();
    } catch (err) {
      say(err.message, true);
      return undefined;
    }
  };

  const levelName = (level) => LEVEL_NAMES[level] ?? `Level ${level}`;

  // Today's puzzle of the level chosen: the same for everyone that day; opened as a
  // new game, or the player's game of it when they have one.
  async function daily(level) {
    if (!engine()) return say('The engine is still loading: try again in a moment.');
    const day = dayOf();
    const made = await ask(() => engine().daily(day, level));
    if (!made) return;
    const words = `Today's ${made.grade.levelName.toLowerCase()} puzzle (${day})`;
    const kept = games.entries.find((e) => e.givens === made.puzzle);
    if (kept && games.game(kept.id)) {
      if (kept.id === games.currentId) return say(`${words}: you are playing it.`);
      tell('open', kept.id);
      return say(`${words}: your game of it is back.`);
    }
    tell('play', { game: new Game(made.puzzle, { level: { level: made.grade.level, name: made.grade.levelName } }), note: `${words}.` });
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
    const groups = new Map();
    for (const info of table) {
      if (!groups.has(info.level)) {
        const group = document.createElement('optgroup');
        group.label = levelName(info.level);
        groups.set(info.level, group);
      }
      groups.get(info.level).append(new Option(`${info.name} (rating ${info.score.toFixed(1)})`, info.key));
    }
    select.replaceChildren(...groups.values());
  }

  async function openPractise(key = null) {
    if (!engine()) return say('The engine is still loading: try again in a moment.');
    try {
      await fillTechniques();
    } catch (err) {
      return say(err.message, true);
    }
    const known = key !== null && table.some((t) => t.key === key);
    if (known) $('practise-technique').value = key;
    if (!$('practise-dialog').open) $('practise-dialog').showModal();
    if (known) return findPractise();
    // A link naming no technique of the table says so, and lets the player choose.
    practiseStatus('');
    if (key !== null) practiseStatus(`There is no technique "${key.length > 40 ? `${key.slice(0, 40)}…` : key}" to practise: choose one from the list.`, true);
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
        `Looking for a puzzle that uses ${info.name}: ${round * PRACTISE_ROUND} puzzles tried so far…`)));
      if (!made) {
        practiseStatus(`No puzzle using ${info.name} was found in ${PRACTISE_ROUNDS * PRACTISE_ROUND} tries. `
          + 'Each search makes new puzzles: try again, or choose another technique.', true);
        return;
      }
      const steps = await engine().steps(made.puzzle, { techniques: made.techniques }, { signal: searching.signal });
      const index = steps.findIndex((s) => s.technique === key);
      if (index < 0) throw new Error(`the puzzle found does not use ${info.name} after all`);
      const practice = gameAfter(made.puzzle, steps, index, made.puzzle);
      practice.undoStack = [];  // the practice starts here
      practice.level = { level: made.level, name: levelName(made.level) };
      practice.techniques = made.techniques;  // its hints see what its path saw, after a reload too
      $('practise-dialog').close();
      // A few techniques left out are named; a long list (36 for an XY-Chain) would fill a phone's
      // screen, so it is counted (Hint names them all if the game gets stuck without them).
      const outCount = made.techniques?.startsWith('-') ? made.techniques.split(',').length : 0;
      const out = outCount > 3 ? `${outCount} techniques that would come first` : leftOut(made.techniques, table);
      tell('play', { game: practice, note: `Practise ${info.name}: it is the next step here. Press Hint to see where to look.${out
        ? ` So that it shows, this game's hints leave out ${out}.` : ''}` });
      $('hint').focus({ preventScroll: true });
      findMore(key);  // the next practice of it, ready at once
    } catch (err) {
      if (err.name === 'AbortError') practiseStatus('Stopped.');
      else practiseStatus(`The search failed: ${err.message}.`, true);
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
    const problem = stats.problem ? STATS_STORAGE_WORDS[stats.problem] : '';
    $('stats-storage').hidden = !problem;
    $('stats-storage').textContent = problem;
    $('stats-dialog').showModal();
    $('stats-close').focus();
  }
  const STATS_STORAGE_WORDS = {
    full: 'Your statistics can\'t be saved: this browser\'s storage for Pencilmark is full. They count on until you close the page.',
    blocked: 'This browser doesn\'t let Pencilmark save statistics (a private window, or storage turned off): they are lost when you close the page.',
  };
  $('stats-close').addEventListener('click', () => $('stats-dialog').close());
  for (const id of ['stats-dialog', 'practise-dialog']) {
    $(id).addEventListener('click', (event) => { if (event.target === $(id)) $(id).close(); });
  }

  return Object.assign(events, { daily, openPractise, showStats });
}
