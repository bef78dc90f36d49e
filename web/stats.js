// The player's statistics per level, kept in the browser: every game solved
// (its level, time and day), and from them the count, best and median time and
// the streak of days in a row with a solve. No DOM, no engine.
//
// localStorage holds pencilmark.stats: { solved: [{ id, level, seconds, day }] }.
// As with the games, a copy stays in memory, so when storage fails the figures
// still count until the page closes; `problem` says why ('full' or 'blocked').

import { browserStorage, isQuota } from './games.js';

const KEY = 'pencilmark.stats';
const MAX_KEPT = 5000;  // solves kept; the oldest go first past this

/** A local calendar day as YYYY-MM-DD. */
export function dayOf(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayMoved(day, by) {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y, m - 1, d + by));
}
const dayBefore = (day) => dayMoved(day, -1);

export class Stats {
  constructor(storage = browserStorage()) {
    this.storage = storage;
    this.solved = [];
    this.problem = storage ? null : 'blocked';
    try {
      const data = JSON.parse(storage?.getItem(KEY) ?? 'null');
      if (Array.isArray(data?.solved)) {
        this.solved = data.solved.filter((s) => s && typeof s.id === 'string' && Number.isInteger(s.level)
          && Number.isFinite(s.seconds) && /^\d{4}-\d\d-\d\d$/.test(s.day));
      }
    } catch { /* unreadable: start again */ }
  }

  /** Counts a solved game once (by its id); true when it was new. */
  record({ id, level, seconds, day = dayOf() }) {
    if (!Number.isInteger(level) || this.solved.some((s) => s.id === id)) return false;
    this.solved.push({ id, level, seconds: Math.max(0, Math.round(seconds)), day });
    this.solved.splice(0, Math.max(0, this.solved.length - MAX_KEPT));
    this.#write();
    return true;
  }

  #write() {
    if (!this.storage) {
      this.problem = 'blocked';
      return;
    }
    try {
      this.storage.setItem(KEY, JSON.stringify({ solved: this.solved }));
      this.problem = null;
    } catch (err) {
      this.problem = isQuota(err) ? 'full' : 'blocked';
    }
  }

  /**
   * The figures of one level: solved, best and median seconds (null with none),
   * the current streak (days in a row up to today, or up to yesterday while today
   * has none yet) and the longest.
   */
  level(level, today = dayOf()) {
    const mine = this.solved.filter((s) => s.level === level);
    const times = mine.map((s) => s.seconds).sort((a, b) => a - b);
    const mid = times.length >> 1;
    const median = !times.length ? null : times.length % 2 ? times[mid] : Math.round((times[mid - 1] + times[mid]) / 2);
    const days = new Set(mine.map((s) => s.day));
    let streak = 0;
    for (let day = days.has(today) ? today : dayBefore(today); days.has(day); day = dayBefore(day)) streak++;
    let longest = 0;
    for (const day of days) {
      if (days.has(dayBefore(day))) continue;  // not the first day of a run
      let run = 0;
      for (let d = day; days.has(d); d = dayMoved(d, 1)) run++;
      longest = Math.max(longest, run);
    }
    return { solved: mine.length, best: times[0] ?? null, median, streak, longest };
  }
}
