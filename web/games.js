// The player's games, kept in the browser's IndexedDB: one record per game,
// { id, rev, write, created, updated, game } with game as Game.toJSON() writes it
// (its board, marks, colours, clock and whole undo history). The list is read
// from the records themselves, so nothing can disagree with them, and every game
// stays until the player deletes it. No DOM, no engine.
//
// The bare IndexedDB API, not idb or idb-keyval: this needs one store, a read and
// a write in one transaction (the check of rev below), a bulk read and a delete,
// about forty lines of it; the site is copied to dist/ file for file with no
// bundler, so a wrapper would be one more request on the first load to save them.
//
// - Every game is in memory too, so when storage fails (full, or blocked as in
//   some private windows) play and the list go on; `problem` says why, and a later
//   save tries the games not stored again. Nothing is ever deleted to make room:
//   dropHistory() frees space when the player asks for it.
// - A record that does not read as a game is damage: it is not listed, `damaged`
//   names it, and removeDamaged() deletes it at the player's word.
// - A save is one transaction that writes only over the revision this tab last
//   saw (rev), so a tab never writes over moves another tab made in the same game:
//   the stored game stands and onConflict says so.
// - Until its transaction commits, a save waits in localStorage (this page's
//   journal, written at once, with the move): a reload, or a tab closed, in the
//   middle of a write loses nothing, since the next page to open ends every
//   journal it finds. Not sessionStorage: a closed tab's goes with it, and a
//   write takes some milliseconds, so a tab closed just after a key lost the move.
// - After each commit a BroadcastChannel message names the game, and the other
//   tabs read it again (onOther): the list is current in every tab, and a tab
//   showing the same game follows it.
// - The games an older version kept in localStorage move here on the first open,
//   once: read from their own keys (not only from its index, which may be
//   damaged), written in one transaction, then taken out of localStorage.
import { Game } from './game.js';

const DB_NAME = 'pencilmark';
const GAMES = 'games';
const META = 'meta';
const CHANNEL = 'pencilmark.games';
// localStorage, one key a page (its own id after the prefix): { id: { record, base, own } } not yet committed.
const JOURNAL_PREFIX = 'pencilmark.unsaved.';
const SESSION_JOURNAL = 'pencilmark.unsaved';  // sessionStorage: where versions before this kept a tab's journal
const CURRENT_KEY = 'pencilmark.current';  // sessionStorage: this tab's game
// What older versions kept in localStorage: an index, the current id, one key a
// game, and before those a single game.
const LEGACY_INDEX = 'pencilmark.games';
const LEGACY_CURRENT = 'pencilmark.current';
const LEGACY_SINGLE = 'pencilmark.game';
const LEGACY_PREFIX = 'pencilmark.game.';
const LATEST_TIME = 8.64e15;  // the last moment a Date can hold
const STORED_KEY = 'pencilmark.stored';  // localStorage: a game has been written to the database here
// localStorage: { id, givens, values } of the game played last, two lines of 81, for
// the page's first paint (web/first-paint.js), which comes before the database opens.
const FIRST_BOARD_KEY = 'pencilmark.first-board';

/** The browser's localStorage, sessionStorage or indexedDB, or null where reading it throws (storage blocked). */
export function browserStorage(kind = 'localStorage') {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** A storage write refused for want of room (each browser names it its own way). */
export function isQuota(err) {
  return err?.name === 'QuotaExceededError' || err?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err?.code === 22;
}

const newId = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 7);
const isTime = (t) => Number.isFinite(t) && t >= 0 && t <= LATEST_TIME;

/** What the list shows of a game without reading it all (its level by number: named in the page's language). */
export function summarize(game, elapsed = game.elapsed) {
  const { filled, open } = game.progress();
  const complete = game.isComplete() && game.conflicts().size === 0;
  return { givens: game.givens, values: game.valuesText(), level: game.level?.level ?? null, filled, open, complete, elapsed };
}

// How far ahead of this clock a record's dates may be: another device's clock, or
// this one set back since. A game played later than that (the year 275760) would
// head the list for good.
const CLOCK_SKEW = 24 * 3600 * 1000;

// A stored record and its game, or null when it is damaged.
function readRecord(key, record) {
  if (typeof key !== 'string' || !record || typeof record !== 'object' || record.id !== key) return null;
  if (!Number.isSafeInteger(record.rev) || record.rev < 1 || typeof record.write !== 'string') return null;
  const latest = Date.now() + CLOCK_SKEW;
  if (!isTime(record.created) || !isTime(record.updated) || record.created > record.updated || record.updated > latest) return null;
  const game = Game.fromJSON(record.game);
  return game && { record, game };
}

// Whether a stored game holds every move of another save of it: its undo history
// begins with that save's (every change to a board is a move of the history, so
// the save's board is the stored one with its later moves undone).
function holdsMoves(stored, saved) {
  const [all, some] = [stored?.undo, saved.undo];
  return Array.isArray(all) && Array.isArray(some) && some.length <= all.length
    && JSON.stringify(all.slice(0, some.length)) === JSON.stringify(some);
}

// One request, or one transaction, as a promise.
const requested = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});
const committed = (tx) => new Promise((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
});

// The database, or a rejection: none here, or no answer in OPEN_WAIT ms (the
// page must start all the same; it then plays on in memory).
const OPEN_WAIT = 4000;
function openDatabase(idb) {
  const request = idb.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(GAMES, { keyPath: 'id' });
    request.result.createObjectStore(META);
  };
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('the games database did not open')), OPEN_WAIT); });
  return Promise.race([requested(request), late]).finally(() => clearTimeout(timer));
}

// Another page's journal, ended: it goes, unless its page (still open) has
// written it anew since it was read.
function dropJournal({ storage, key, text }) {
  try {
    if (storage.getItem(key) === text) storage.removeItem(key);
  } catch { /* it stays, and is ended again: each save is written once */ }
}

function readJSON(storage, key) {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export class GameList {
  entries = [];      // { id, ...summary, updated } of every game, most recently played first
  damaged = [];      // { id, updated (or null) } of every record that does not read as a game
  problem = null;    // null, 'full' or 'blocked': why some game is only in memory
  currentId = null;  // this tab's game
  currentLost = false;  // the game this tab played last could not be read
  onOther = null;    // (id, what): another tab 'saved' or 'deleted' game id, or deleted this tab's game, 'kept' here
  onConflict = null; // (id): a save here found another tab's newer moves stored; the list now has those
  onProblem = null;  // (): problem changed

  #db = null;
  #session = null;
  #channel = null;
  #records = new Map();   // id -> the record as kept (stored, or only in memory)
  #summaries = new Map(); // id -> summarize() of its game
  #revs = new Map();      // id -> the rev this tab last read or wrote
  #dirty = new Map();     // id -> a record waiting to be written
  #writing = new Map();   // id -> its record in flight
  #unsaved = new Set();   // ids whose last write failed
  #idle = [];             // flush() callers waiting
  #latest = 0;            // the latest time a game was played here
  #ready = null;          // the database opened and read (or found missing)
  #storedHere = false;    // STORED_KEY written
  #local = null;          // localStorage: older versions' games, STORED_KEY and the journals
  #journalKey = JOURNAL_PREFIX + newId();  // this page's journal

  /**
   * The games kept in this browser. indexedDB: the database factory (null where
   * there is none: games live in memory); legacy: localStorage, where older
   * versions kept games; session: this tab's sessionStorage; channel: a
   * BroadcastChannel to the other tabs (null for none).
   *
   * Where no game can be stored yet (a first visit: no game ever written here, no
   * journal, nothing to move) the list answers at once, empty, and the database
   * opens meanwhile, so a first visit paints its board without waiting for the
   * database to be created; saves wait for it.
   */
  static async open({
    indexedDB = browserStorage('indexedDB'), legacy = browserStorage(), session = browserStorage('sessionStorage'),
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null,
  } = {}) {
    const list = new GameList();
    list.#session = session;
    list.#channel = channel;
    list.#local = legacy;
    const older = list.#legacyRecords(legacy);
    let stored = false;
    try { stored = Boolean(legacy?.getItem(STORED_KEY)); } catch { /* not known: wait for the database */ stored = true; }
    list.#ready = list.#connect(indexedDB, older);
    if (stored || older.length || list.#journaled().length) await list.#ready;
    const current = readJSON(session, CURRENT_KEY);
    const wanted = typeof current === 'string' ? current : null;
    list.currentLost = Boolean(wanted && list.damaged.some((d) => d.id === wanted));
    list.currentId = wanted && list.#records.has(wanted) ? wanted : null;
    if (channel) channel.onmessage = ({ data }) => list.#heard(data);
    return list;
  }

  async #connect(indexedDB, older) {
    try {
      this.#db = await openDatabase(indexedDB);
      await this.#migrate(older);
      const refused = await this.#endJournal();
      await this.#readAll();
      this.#keepRefused(refused);
    } catch {
      // No database (blocked, or none in this browser): the games older versions
      // kept are read from where they are, and play goes on in memory.
      this.#db?.close();
      this.#db = null;
      for (const record of older) if (!this.#records.has(record.id)) this.#read(record.id, record);
      // Saves a reload cut off stay in the journal, and in play: the newest of each game.
      for (const [id, entry] of this.#journaled()) {
        this.#read(id, { ...entry.record, rev: 1 });
        this.#unsaved.add(id);
      }
      this.#setProblem('blocked');
    }
    this.#relist();
    if (this.entries.length || this.damaged.length) this.onOther?.(null, 'saved');  // found after the list answered
  }

  /** The game kept under id (a copy of its own), or null. */
  game(id) {
    const record = this.#records.get(id);
    return record ? Game.fromJSON(record.game) : null;
  }

  /** This tab's game, or else the one played most recently: { id, game }, or null. */
  current() {
    for (const id of [this.currentId, ...this.entries.map((e) => e.id)]) {
      const game = id && this.game(id);
      if (game) return { id, game };
    }
    return null;
  }

  /** The most recent unfinished game of these givens, or null. */
  unfinished(givens) {
    const entry = this.entries.find((e) => e.givens === givens && !e.complete);
    return entry ? { id: entry.id, game: this.game(entry.id) } : null;
  }

  /** Keeps a new game at the top of the list, as this tab's game (or, playing false, beside it); returns its id. */
  add(game, elapsed = game.elapsed, { playing = true } = {}) {
    const id = newId();
    this.save(id, game, elapsed, { playing, added: true });
    return id;
  }

  /**
   * Keeps the game with the time played so far, as this tab's game at the top of
   * the list, or with { playing: false } where it stands (a game left, whose grade
   * came late; added: one joining the list unplayed, a file's puzzles added at
   * once). In memory at once; stored by a transaction that follows.
   */
  save(id, game, elapsed = game.elapsed, { playing = true, added = false } = {}) {
    const kept = this.#records.get(id);
    if (!playing && !kept && !added) return;  // a game no longer in the list
    // Later than any game this tab has played, so the list's order is the order played;
    // a game added unplayed goes just below the game played (a new tab opens that one).
    const below = added && !playing ? (this.#records.get(this.currentId)?.updated ?? Date.now()) - 1 : null;
    const now = below ?? (this.#latest = Math.max(Date.now(), this.#latest + 1));
    const record = {
      id, rev: kept?.rev ?? 0, write: newId(), created: kept?.created ?? now, updated: playing || !kept ? now : kept.updated,
      game: JSON.parse(JSON.stringify({ ...game.toJSON(), elapsed })),  // a copy: the game goes on changing
    };
    this.#take(id, record, game);
    if (playing) {
      this.currentId = id;
      try { this.#session?.setItem(CURRENT_KEY, JSON.stringify(id)); } catch { /* this tab's game is then the latest */ }
      const board = { id, givens: game.givens, values: game.values.join('') };
      try { this.#local?.setItem(FIRST_BOARD_KEY, JSON.stringify(board)); } catch { /* full: the page paints its board later */ }
    }
    this.#relist();
    this.#queue(id, record);
    // The games whose last write failed are tried again with this one.
    for (const other of this.#unsaved) if (other !== id && !this.#dirty.has(other)) this.#queue(other, this.#records.get(other));
  }

  /** This tab plays none of the list's games for now (the player types givens, or a link is being checked). */
  leave() {
    this.currentId = null;
  }

  /**
   * Deletes a game that is not this tab's: from the list, from memory and from
   * storage. False when there is no such game, or it is this tab's.
   */
  remove(id) {
    if (!this.#records.has(id) || id === this.currentId) return false;
    try {
      if (readJSON(this.#local, FIRST_BOARD_KEY)?.id === id) this.#local.removeItem(FIRST_BOARD_KEY);
    } catch { /* as it was: a new tab shows it until the list is read */ }
    this.#forget(id);
    this.#journal();
    this.#relist();
    this.#delete(id);
    return true;
  }

  /** Deletes a damaged record (the player has seen it named). */
  removeDamaged(id) {
    const at = this.damaged.findIndex((d) => d.id === id);
    if (at < 0) return false;
    this.damaged.splice(at, 1);
    this.#delete(id);
    return true;
  }

  /** Frees space at the player's word: the undo history of every finished game goes. How many games gave theirs. */
  dropHistory() {
    let count = 0;
    for (const entry of this.entries.filter((e) => e.complete)) {
      const game = this.game(entry.id);
      if (!game || (!game.undoStack.length && !game.redoStack.length)) continue;
      game.undoStack = [];
      game.redoStack = [];
      this.save(entry.id, game, game.elapsed, { playing: false });
      count++;
    }
    return count;
  }

  /** Resolves once every save made so far has been written (or has failed). */
  flush() {
    if (!this.#dirty.size && !this.#writing.size) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Stops hearing the other tabs and closes the database (saves made before are written first). */
  async close() {
    await this.flush();
    this.#channel?.close();
    this.#db?.close();
  }

  // ---- memory ----------------------------------------------------------------

  #take(id, record, game = Game.fromJSON(record.game)) {
    this.#records.set(id, record);
    this.#summaries.set(id, summarize(game, record.game.elapsed));
  }

  #forget(id) {
    this.#records.delete(id);
    this.#summaries.delete(id);
    this.#revs.delete(id);
    this.#dirty.delete(id);
    this.#unsaved.delete(id);
  }

  #relist() {
    this.entries = [...this.#records.values()]
      .map((r) => ({ id: r.id, ...this.#summaries.get(r.id), updated: r.updated }))
      .sort((a, b) => b.updated - a.updated || (a.id < b.id ? -1 : 1));
  }

  #setProblem(problem) {
    if (this.problem === problem) return;
    this.problem = problem;
    this.onProblem?.();
  }

  // ---- storage ---------------------------------------------------------------

  async #readAll() {
    const tx = this.#db.transaction(GAMES);
    const store = tx.objectStore(GAMES);
    const [keys, records] = await Promise.all([requested(store.getAllKeys()), requested(store.getAll())]);
    // A game saved here while the database opened is newer than what it holds.
    keys.forEach((key, i) => { if (!this.#dirty.has(key) && !this.#writing.has(key)) this.#read(key, records[i]); });
  }

  // A record read from storage: kept, or named as damage.
  #read(key, record) {
    const read = readRecord(key, record);
    this.damaged = this.damaged.filter((d) => d.id !== key);
    if (!read) {
      this.#forget(key);
      const updated = isTime(record?.updated) ? record.updated : null;
      this.damaged.push({ id: key, updated });
      return false;
    }
    this.#take(key, record, read.game);
    this.#revs.set(key, record.rev);
    return true;
  }

  #queue(id, record) {
    this.#dirty.set(id, record);
    this.#journal();
    this.#pump(id);
  }

  // This page's saves not yet committed (in flight, waiting, or refused by a full
  // or blocked storage), the latest of each game: each is written
  // over revision `base`, or over this page's own write in flight (`own`), which
  // may have committed just before the reload. Whether the journal was written.
  #journal() {
    const entries = {};
    for (const id of new Set([...this.#writing.keys(), ...this.#dirty.keys(), ...this.#unsaved])) {
      const waiting = this.#dirty.get(id), flying = this.#writing.get(id);
      const record = waiting ?? flying ?? this.#records.get(id);  // an unsaved game: as kept in memory
      if (record) entries[id] = { record, base: this.#revs.get(id) ?? 0, own: waiting && flying ? flying.write : null };
    }
    try {
      if (Object.keys(entries).length) this.#local.setItem(this.#journalKey, JSON.stringify(entries));
      else this.#local.removeItem(this.#journalKey);
      return true;
    } catch {
      return false;  // no journal (no localStorage, or full): a reload during a write may lose that write
    }
  }

  async #pump(id) {
    if (this.#writing.has(id)) return;
    try {
      while (this.#dirty.has(id)) {
        const record = this.#dirty.get(id);
        this.#dirty.delete(id);
        this.#writing.set(id, record);
        await this.#write(record);
      }
    } finally {
      this.#writing.delete(id);
      this.#journal();
      if (!this.#dirty.size && !this.#writing.size) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  async #write(record) {
    const { id } = record;
    await this.#ready;
    if (!this.#db) {
      this.#unsaved.add(id);
      return this.#setProblem('blocked');
    }
    let outcome;
    try {
      outcome = await this.#put(record, this.#revs.get(id) ?? 0);
    } catch (err) {
      this.#unsaved.add(id);
      return this.#setProblem(isQuota(err) ? 'full' : 'blocked');
    }
    if (outcome.conflict) {
      // Another tab saved this game since this tab last read it: its moves stand.
      if (readRecord(id, outcome.conflict)) {
        this.#dirty.delete(id);
        this.#unsaved.delete(id);
        this.#read(id, outcome.conflict);
        this.#relist();
        this.onConflict?.(id);
        return;
      }
      this.#revs.set(id, outcome.conflict.rev);  // damaged there: this tab's game replaces it
      if (!this.#dirty.has(id)) this.#queue(id, record);
      return;
    }
    if (!this.#records.has(id)) return this.#delete(id);  // deleted here while it was being written
    this.#revs.set(id, outcome.rev);
    this.#records.get(id).rev = outcome.rev;
    this.#unsaved.delete(id);
    if (!this.#unsaved.size) this.#setProblem(null);
    this.#channel?.postMessage({ id, rev: outcome.rev });
    if (!this.#storedHere) {
      this.#storedHere = true;
      try { this.#local?.setItem(STORED_KEY, '1'); } catch { /* the next page waits for the database */ }
    }
  }

  // Writes the record over revision `base` of its game (or over the record written
  // as `own`): { rev } when written, { conflict: stored } when storage holds
  // another revision (nothing written).
  #put(record, base, own = null) {
    return new Promise((resolve, reject) => {
      const tx = this.#db.transaction(GAMES, 'readwrite');
      const store = tx.objectStore(GAMES);
      let outcome = null, failure = null;
      store.get(record.id).onsuccess = ({ target: { result: stored } }) => {
        if (stored && stored.write === record.write) {
          outcome = { rev: stored.rev };  // written already (a journal entry whose write had committed)
        } else if (stored && stored.rev !== base && stored.write !== own && Number.isSafeInteger(stored.rev)) {
          outcome = { conflict: stored };
        } else {
          const rev = Math.max(base, Number.isSafeInteger(stored?.rev) ? stored.rev : 0) + 1;
          try {
            store.put({ ...record, rev });
          } catch (err) {
            failure = err;  // refused at once (a browser may say so here rather than by aborting)
            tx.abort();
            return;
          }
          outcome = { rev };
        }
      };
      committed(tx).then(() => resolve(outcome), (err) => reject(failure ?? err));
    });
  }

  async #delete(id) {
    await this.#ready;
    if (!this.#db) return;
    try {
      const tx = this.#db.transaction(GAMES, 'readwrite');
      tx.objectStore(GAMES).delete(id);
      await committed(tx);
      this.#channel?.postMessage({ id, deleted: true });
    } catch { /* it stays in storage, and comes back with the next page */ }
  }

  // The journals other pages left (every other page's in localStorage, and this
  // tab's from a version before, in sessionStorage): [{ storage, key, text, entries }],
  // entries those that read as saves of a game, [id, { record, base, own }]. A page
  // still open may be writing its own: ending it too is safe, since a save is
  // written once (by its write id) and only over the revision it was made on.
  #journals() {
    const found = [];
    const add = (storage, key) => {
      let text = null;
      try { text = storage.getItem(key); } catch { /* unreadable: none */ }
      let journal = null;
      try { journal = JSON.parse(text ?? 'null'); } catch { /* damaged: no saves */ }
      const entries = Object.entries(journal && typeof journal === 'object' ? journal : {})
        .filter(([id, entry]) => readRecord(id, { ...entry?.record, rev: 1 }) && Number.isSafeInteger(entry.base));
      if (text !== null) found.push({ storage, key, text, entries });
    };
    if (this.#session) add(this.#session, SESSION_JOURNAL);
    const keys = [];
    try {
      for (let i = 0; i < this.#local.length; i++) keys.push(this.#local.key(i));
    } catch { /* no localStorage: no journals there */ }
    for (const key of keys) if (key?.startsWith(JOURNAL_PREFIX) && key !== this.#journalKey) add(this.#local, key);
    return found;
  }

  // Every save the journals hold: [id, { record, base, own }].
  #journaled() {
    return this.#journals().flatMap((journal) => journal.entries);
  }

  // A reload or a tab closed in the middle of a write: the journals' saves are
  // written now, over the revision each was made on. One another tab has overtaken
  // is kept as a game of its own, so neither tab's moves are lost, unless one of the
  // two holds every move of the other: then the one with more stands. (Two tabs of
  // one game reloaded together, a browser restoring its tabs or an update reloading
  // every tab, each journal the game as it stands, and the second would otherwise
  // add a copy at every reload.) A write storage refuses (full) does not close the
  // database, which holds every other game: #keepRefused keeps the save. Resolves
  // to those refused, with why and the journal each came from.
  async #endJournal() {
    const refused = [];
    for (const { storage, key, text, entries } of this.#journals()) {
      const before = refused.length;
      for (const [id, entry] of entries) {
        try {
          let outcome = await this.#put(entry.record, entry.base, entry.own);
          if (outcome.conflict && holdsMoves(outcome.conflict.game, entry.record.game)) continue;  // nothing of its own
          // The stored game's moves are all in it (another page's journal of it, ended before): it goes on from there.
          if (outcome.conflict && holdsMoves(entry.record.game, outcome.conflict.game)) outcome = await this.#put(entry.record, outcome.conflict.rev);
          const copy = { ...entry.record, id: newId(), write: newId() };
          if (outcome.conflict) await this.#put(copy, 0);
          this.#channel?.postMessage({ id: outcome.conflict ? copy.id : id, rev: outcome.conflict ? 1 : outcome.rev });
        } catch (err) {
          refused.push({ id, entry, problem: isQuota(err) ? 'full' : 'blocked', journal: { storage, key, text } });
        }
      }
      if (refused.length === before) dropJournal({ storage, key, text });  // ended
    }
    return refused;
  }

  // The journals' saves storage refused at load: newer than what it holds, so they
  // are the games played, unsaved (each later save tries them again), and go into
  // this page's journal; the journals they came from go once that is written.
  #keepRefused(refused) {
    if (!refused.length) return;
    for (const { id, entry, problem } of refused) {
      if (this.#dirty.has(id) || this.#writing.has(id)) continue;  // saved again here meanwhile: that save is newer
      this.#take(id, { ...entry.record, rev: this.#revs.get(id) ?? 0 });
      this.#unsaved.add(id);
      this.#setProblem(problem);
    }
    if (this.#journal()) for (const { journal } of refused) dropJournal(journal);
  }

  // Another tab's message: a game saved or deleted.
  async #heard(data) {
    const id = data?.id;
    if (typeof id !== 'string' || !this.#db) return;
    if (data.deleted) {
      if (id === this.currentId) {
        // This tab is playing it: it stays, written again.
        this.#revs.set(id, 0);
        this.#queue(id, this.#records.get(id));
        return this.onOther?.(id, 'kept');
      }
      if (!this.#records.has(id) && !this.damaged.some((d) => d.id === id)) return;
      this.#forget(id);
      this.damaged = this.damaged.filter((d) => d.id !== id);
      this.#relist();
      return this.onOther?.(id, 'deleted');
    }
    if (!Number.isSafeInteger(data.rev) || (this.#revs.get(id) ?? 0) >= data.rev) return;
    let record;
    try {
      record = await requested(this.#db.transaction(GAMES).objectStore(GAMES).get(id));
    } catch {
      return;
    }
    // A save of this tab's in flight meets that revision and says so itself.
    if (record === undefined || this.#dirty.has(id) || this.#writing.has(id)) return;
    this.#read(id, record);
    this.#relist();
    this.onOther?.(id, 'saved');
  }

  // ---- the move from localStorage ---------------------------------------------------

  // Every game an older version kept, as records: from their own keys, the index
  // giving only when each was played; a key that does not read as a game becomes
  // a record that is named as damage, so it is not lost unseen.
  #legacyRecords(legacy) {
    const keys = [];
    try {
      for (let i = 0; i < legacy.length; i++) keys.push(legacy.key(i));
    } catch {
      return [];
    }
    const index = readJSON(legacy, LEGACY_INDEX);
    const when = new Map((Array.isArray(index) ? index : [])
      .filter((e) => typeof e?.id === 'string' && isTime(e.updated)).map((e) => [e.id, e.updated]));
    const now = Date.now();
    const ids = keys.filter((k) => k.startsWith(LEGACY_PREFIX)).map((k) => k.slice(LEGACY_PREFIX.length));
    if (keys.includes(LEGACY_SINGLE)) ids.push(null);
    return ids.map((id, i) => {
      const key = id === null ? LEGACY_SINGLE : LEGACY_PREFIX + id;
      const text = legacy.getItem(key);
      let game;
      try { game = JSON.parse(text); } catch { game = text; }
      const updated = (id !== null && when.get(id)) || now - 1000 * (i + 1);
      // The single game of the oldest versions gets an id of its own, the same in every tab.
      return { id: id ?? 'older-single', rev: 1, write: newId(), created: updated, updated, game, key };
    });
  }

  // Nothing to move (the usual case, and every first visit) costs no transaction.
  // Older versions' games move here whenever their keys are found: on the first
  // load, and again if a tab of an older version, still open, wrote some since.
  // One transaction: a game already here that is as recent, or the same, stays
  // (two tabs moving the same keys at once write each game once).
  async #migrate(records) {
    const legacy = this.#local;
    if (!records.length) return;
    const current = legacy.getItem(LEGACY_CURRENT);
    const tx = this.#db.transaction([GAMES, META], 'readwrite');
    const store = tx.objectStore(GAMES);
    for (const record of records) {
      store.get(record.id).onsuccess = ({ target: { result: stored } }) => {
        const same = stored && JSON.stringify(stored.game) === JSON.stringify(record.game);
        if (same || (stored && isTime(stored.updated) && stored.updated >= record.updated)) return;
        const { key, ...moved } = record;
        store.put({ ...moved, rev: Number.isSafeInteger(stored?.rev) ? stored.rev + 1 : 1 });
      };
    }
    tx.objectStore(META).put({ at: Date.now(), games: records.length }, 'migrated');
    await committed(tx);
    if (typeof current === 'string' && !readJSON(this.#session, CURRENT_KEY)) {
      try { this.#session?.setItem(CURRENT_KEY, JSON.stringify(current)); } catch { /* the latest game opens */ }
    }
    // Stored here now: localStorage gives their room back.
    try {
      for (const key of [LEGACY_INDEX, LEGACY_CURRENT, LEGACY_SINGLE, ...records.map((r) => r.key)]) legacy.removeItem(key);
    } catch { /* they stay, and are found again */ }
  }
}
