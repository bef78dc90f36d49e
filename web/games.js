// The player's games, kept in the browser: the most recent KEEP of them, each
// with its undo history, and which one is being played. No DOM, no engine.
//
// localStorage holds an index (pencilmark.games: [{ id, ...summary }], most
// recent first), one key per game (pencilmark.game.<id>: Game.toJSON()) and the
// id of the game being played (pencilmark.current). Every game is also kept in
// memory, so when storage fails (full, or blocked as in some private windows)
// play goes on and the list still works until the page closes; `problem` then
// says what went wrong, in words.
//
// Two tabs share the storage: each write takes in the games another tab added
// to the index since (by id, most recently played first), and a game deleted in
// one tab is not written back by the other (`refresh` reads the index again;
// the page calls it when the browser says another tab changed it).
import { Game } from './game.js';

export const KEEP = 30;
const INDEX_KEY = 'pencilmark.games';
const CURRENT_KEY = 'pencilmark.current';
const LEGACY_KEY = 'pencilmark.game';  // the single game kept before this list
const gameKey = (id) => `pencilmark.game.${id}`;

/** The browser's localStorage, or null where reading it throws (storage blocked). */
export function browserStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;  // reading localStorage itself throws where storage is blocked
  }
}

function newId() {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 7);
}

/** What the list shows of a game without reading it all. */
export function summarize(game, elapsed = game.elapsed) {
  const { filled, open } = game.progress();
  const complete = game.isComplete() && game.conflicts().size === 0;
  return {
    givens: game.givens, values: game.valuesText(), level: game.level?.name ?? null,
    filled, open, complete, elapsed, updated: Date.now(),
  };
}

export class GameList {
  /** storage: a Storage-like object (getItem, setItem, removeItem), or null for none. */
  constructor(storage = browserStorage()) {
    this.storage = storage;
    this.entries = [];        // summaries with ids, most recent first
    this.kept = new Map();    // id -> the game's JSON text, the copy in memory
    this.currentId = null;
    this.problem = null;      // null, or why the games could not be saved
    this.#read();
  }

  #get(key) {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  // The index as stored: valid entries only, or [] when there is none or it is unreadable.
  #storedIndex() {
    try {
      const index = JSON.parse(this.#get(INDEX_KEY) ?? 'null');
      if (Array.isArray(index)) return index.filter((e) => e && typeof e.id === 'string' && typeof e.givens === 'string');
    } catch { /* an unreadable index: start a new one */ }
    return [];
  }

  #read() {
    if (!this.storage) {
      this.problem = 'blocked';
      return;
    }
    this.entries = this.#storedIndex().slice(0, KEEP);
    this.currentId = this.#get(CURRENT_KEY);
    const legacy = this.#get(LEGACY_KEY);
    if (legacy && !this.entries.length) {
      // The one game an older version kept becomes the first of the list.
      let game = null;
      try { game = Game.fromJSON(JSON.parse(legacy)); } catch { /* unreadable: nothing to move */ }
      if (game) this.add(game);
    }
    if (legacy && this.entries.length) {
      try { this.storage.removeItem(LEGACY_KEY); } catch { /* stays; it is only read while the list is empty */ }
    }
  }

  /** The game kept under id, or null. */
  game(id) {
    if (!this.entries.some((e) => e.id === id)) return null;
    const text = this.kept.get(id) ?? this.#get(gameKey(id));
    try {
      return text ? Game.fromJSON(JSON.parse(text)) : null;
    } catch {
      return null;
    }
  }

  /** The game being played when the page last closed: { id, game }, or null. */
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
    const game = entry && this.game(entry.id);
    return game ? { id: entry.id, game } : null;
  }

  /** Keeps a new game at the top of the list, as the one being played; returns its id. */
  add(game, elapsed = game.elapsed) {
    const id = newId();
    this.entries.unshift({ id, ...summarize(game, elapsed) });
    this.save(id, game, elapsed);
    return id;
  }

  /**
   * Writes the game with the time played so far: as the one being played, at the
   * top of the list, or with { playing: false } in its place (a game left, whose
   * grade came late). True when it is in storage; false when only in memory
   * (this.problem says why).
   */
  save(id, game, elapsed = game.elapsed, { playing = true } = {}) {
    const text = JSON.stringify({ ...game.toJSON(), elapsed });
    const at = this.entries.findIndex((e) => e.id === id);
    if (!playing && at < 0) return false;  // a game no longer in the list
    this.kept.set(id, text);
    const entry = { id, ...summarize(game, elapsed) };
    if (!playing) {
      this.entries[at] = { ...entry, updated: this.entries[at].updated };
      return this.#write(id, text, false);
    }
    if (at >= 0) this.entries.splice(at, 1);
    this.entries.unshift(entry);
    this.currentId = id;
    // Games another tab added since this list last read the index stay in it.
    this.#takeIn(this.#storedIndex());
    for (const old of this.entries.splice(KEEP)) this.#forget(old.id);
    return this.#write(id, text, true);
  }

  /**
   * Deletes a game that is not the one being played: from the list, from memory
   * and from storage. False when there is no such game, or it is being played.
   */
  remove(id) {
    const at = this.entries.findIndex((e) => e.id === id);
    if (at < 0 || id === this.currentId) return false;
    this.entries.splice(at, 1);
    this.#forget(id);
    try {
      this.storage?.setItem(INDEX_KEY, JSON.stringify(this.entries));
    } catch { /* the index keeps it in storage; game(id) finds no game for it */ }
    return true;
  }

  /**
   * Reads the index again after another tab changed it: its games join this
   * list, and those it no longer has leave it (all but this tab's current one).
   */
  refresh() {
    if (!this.storage) return;
    const stored = this.#storedIndex();
    const ids = new Set(stored.map((e) => e.id));
    for (const e of this.entries)
      if (!ids.has(e.id) && e.id !== this.currentId) this.kept.delete(e.id);
    this.entries = this.entries.filter((e) => ids.has(e.id) || e.id === this.currentId);
    this.#takeIn(stored);
  }

  // Adds the entries of a stored index this list lacks, most recently played first.
  #takeIn(stored) {
    const mine = new Set(this.entries.map((e) => e.id));
    const theirs = stored.filter((e) => !mine.has(e.id));
    if (!theirs.length) return;
    const current = this.entries.filter((e) => e.id === this.currentId);
    const rest = [...this.entries.filter((e) => e.id !== this.currentId), ...theirs]
      .sort((a, b) => (b.updated ?? 0) - (a.updated ?? 0));
    this.entries = [...current, ...rest];
  }

  #forget(id) {
    this.kept.delete(id);
    try { this.storage?.removeItem(gameKey(id)); } catch { /* nothing more to free */ }
  }

  #write(id, text, playing) {
    if (!this.storage) {
      this.problem = 'blocked';
      return false;
    }
    const attempt = () => {
      this.storage.setItem(gameKey(id), text);
      this.storage.setItem(INDEX_KEY, JSON.stringify(this.entries));
      if (playing) this.storage.setItem(CURRENT_KEY, id);
    };
    try {
      attempt();
      this.problem = null;
      return true;
    } catch (err) {
      if (!isQuota(err)) {
        this.problem = 'blocked';
        return false;
      }
    }
    // Full: make room from the older games, their undo history first, then the
    // games themselves down to the last 20, and try again after each.
    for (const free of [() => this.#dropHistory(id), () => this.#dropOldest(id, 20)]) {
      free();
      try {
        attempt();
        this.problem = null;
        return true;
      } catch { /* still full */ }
    }
    this.problem = 'full';
    return false;
  }

  #dropHistory(keepId) {
    for (const { id } of [...this.entries].reverse()) {
      if (id === keepId) continue;
      const game = this.game(id);
      if (!game || (!game.undoStack.length && !game.redoStack.length)) continue;
      game.undoStack = [];
      game.redoStack = [];
      const text = JSON.stringify(game.toJSON());
      this.kept.set(id, text);
      try { this.storage.setItem(gameKey(id), text); } catch { /* the longer copy stays */ }
    }
  }

  #dropOldest(keepId, keep) {
    while (this.entries.length > keep) {
      const at = this.entries.findLastIndex((e) => e.id !== keepId && e.id !== this.currentId);
      if (at < 0) break;
      const [old] = this.entries.splice(at, 1);
      this.#forget(old.id);
    }
  }
}

/** A storage write refused for want of room (each browser names it its own way). */
export function isQuota(err) {
  return err?.name === 'QuotaExceededError' || err?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err?.code === 22;
}
