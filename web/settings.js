// The player's options, kept in this browser, and the dialog that sets them.
// Each option is a checkbox in the dialog named by its data-setting attribute;
// a change is kept at once and told to onChange(settings).
import { message as m } from './messages.js';

const KEY = 'pencilmark.settings';
const THEME_KEY = 'pencilmark.theme';  // 'light' or 'dark' when the player chose one (kept apart: older versions wrote it)

/** The theme the player chose, or null (the system's); null too when storage cannot be read. */
export function storedTheme() {
  try {
    const theme = localStorage.getItem(THEME_KEY);
    return theme === 'light' || theme === 'dark' ? theme : null;
  } catch {
    return null;
  }
}

/** The theme a page shows: the one chosen ('light' or 'dark'), or with none the system's. */
export function shownTheme(chosen) {
  return chosen ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

/** Keeps the theme chosen; false when the browser would not keep it. */
export function keepTheme(theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

export const DEFAULTS = Object.freeze({
  autoRemove: true,   // a placed digit leaves its row's, column's and box's pencil marks (and gives them back when erased)
  liveMarks: false,   // every empty cell always shows its candidates, following each placement
  mistakes: false,    // a digit that is not the solution's is marked wrong as soon as it is placed
  lightOnEntry: true, // a digit entered lights where it is and can go (else only choosing a cell with that digit does)
  labels: false,      // row and column numbers beside the board
  bivalue: false,     // cells with exactly two candidates are tinted
});

export class Settings {
  /** storage: a Storage (localStorage by default; even reading it may throw, when storage is blocked). */
  constructor(storage = undefined) {
    this.values = { ...DEFAULTS };
    this.storage = null;
    try {
      this.storage = storage === undefined ? globalThis.localStorage : storage;
      const kept = JSON.parse(this.storage?.getItem(KEY) ?? 'null');
      // Only known options with the right kind of value: an older or damaged record changes nothing else.
      for (const [name, value] of Object.entries(kept ?? {})) {
        if (typeof DEFAULTS[name] === 'boolean' && typeof value === 'boolean') this.values[name] = value;
      }
    } catch { /* unreadable: the defaults */ }
    this.onChange = null;
    this.boxes = [];
  }

  get(name) { return this.values[name]; }

  /** Sets one option; false when it could not be kept for the next visit (it holds for this one). */
  set(name, value) {
    if (!(name in DEFAULTS)) throw new Error(`no option '${name}'`);
    this.values[name] = Boolean(value);
    for (const box of this.boxes) box.checked = this.values[box.dataset.setting];  // set by a key too
    this.onChange?.(this.values, name);
    try {
      if (!this.storage) return false;
      this.storage.setItem(KEY, JSON.stringify(this.values));
      return true;
    } catch {
      return false;
    }
  }

  /** Ties the dialog's checkboxes ([data-setting]) to the options; say(text) tells of one not kept. */
  bind(dialog, say) {
    this.boxes = [...dialog.querySelectorAll('input[data-setting]')];
    for (const box of this.boxes) {
      box.checked = this.get(box.dataset.setting);
      box.addEventListener('change', () => {
        if (!this.set(box.dataset.setting, box.checked)) say(m('option-not-kept'));
      });
    }
  }
}
