// My games: the dialog listing every game kept in this browser, each with a small
// picture of its board, its progress and when it was played, a Delete that asks
// once more, and the damaged records named. A module of its own, loaded on the
// first press of My games. It is handed the list of games (web/games.js) and
// tells the page by events: "open" (detail: the id of the game chosen) and
// "changed" (the list was drawn again: a damaged record may have gone).
import { formatTime } from './game.js';
import { messagesLanguage, words } from './messages.js';

const $ = (id) => document.getElementById(id);
// The list shows PAGE games at first, and PAGE more at each press of Show more.
const PAGE = 50;

// When a game was played, in the page's language: "today at 10:42", "yesterday at
// 09:05" (the day as Intl says it), or "on 3 Dec" ("3 Dec 2025" in another year).
function whenPlayed(time) {
  const language = messagesLanguage();
  const then = new Date(time), now = new Date();
  const clock = then.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  const day = (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(then)) / 86400000);
  if (days === 0 || days === 1) {
    return words('games-when-day', { day: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day'), time: clock });
  }
  const year = then.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return words('games-when-date', { date: then.toLocaleDateString(language, { day: 'numeric', month: 'short', year }) });
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

export class GamesPanel extends EventTarget {
  #dialog = $('games-dialog');
  #listed = PAGE;
  #current = null;  // the id of the game played, or null (typing givens)

  /** games: the GameList shown. */
  constructor(games) {
    super();
    this.games = games;
    $('games-more').addEventListener('click', () => {
      const first = this.#listed;
      this.#listed += PAGE;
      this.refresh();
      $('games-list').children[first]?.querySelector('.game-entry')?.focus();
    });
    $('games-close').addEventListener('click', () => this.#dialog.close());
    // Another language chosen (in Options, so the list is closed then): drawn again in it if open.
    document.addEventListener('pencilmark:language', () => { if (this.isOpen) this.refresh(); });
    // A click on the backdrop (outside the dialog's box) closes it too.
    this.#dialog.addEventListener('click', (event) => { if (event.target === this.#dialog) this.#dialog.close(); });
  }

  get isOpen() { return this.#dialog.open; }

  /** Opens the list, its first page, with the game played (its id, or null) marked and focused. */
  show(current) {
    this.#current = current;
    this.#listed = PAGE;
    this.refresh();
    this.#dialog.showModal();
    const list = $('games-list');
    (list.querySelector('[aria-current]') ?? list.querySelector('button') ?? $('games-close')).focus();
  }

  /** Draws the list again as the games stand (another tab, a storage problem). */
  refresh() {
    const { entries, damaged, problem } = this.games;
    const listed = this.#listed;
    $('games-list').replaceChildren(...entries.slice(0, listed).map((entry) => this.#entry(entry)));
    $('games-empty').hidden = entries.length > 0;
    $('games-more').hidden = entries.length <= listed;
    $('games-more').textContent = words('games-show-more', { count: entries.length - listed });
    $('games-count').textContent = words('games-count', { count: entries.length });
    $('games-damaged').hidden = !damaged.length;
    $('damaged-list').replaceChildren(...damaged.map((d) => this.#damaged(d)));
    $('games-storage').hidden = !problem;
    $('games-storage').textContent = problem ? words(`storage-${problem}`) : '';
    this.dispatchEvent(new CustomEvent('changed'));
  }

  #entry(entry) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'game-entry';
    const current = entry.id === this.#current;
    if (current) button.setAttribute('aria-current', 'true');
    const line = (text, className) => {
      const span = document.createElement('span');
      span.className = className;
      span.textContent = text;
      return span;
    };
    const about = document.createElement('span');
    about.className = 'entry-words';
    const time = formatTime(entry.elapsed), gap = words('sentence-gap');
    about.append(
      line(words('games-entry-title', { level: entry.level === null ? words('games-level-unknown') : words('level-name', { level: entry.level }), playing: current ? 'yes' : 'no' }), 'entry-title'), gap,
      line(entry.complete ? words('games-entry-solved', { time }) : words('games-entry-progress', { filled: entry.filled, open: entry.open, time }), 'entry-progress'), gap,
      line(words('games-last-played', { when: whenPlayed(entry.updated) }), 'entry-when'),
    );
    button.append(miniBoard(entry.values, entry.givens), about);
    button.addEventListener('click', () => {
      this.#dialog.close();
      this.dispatchEvent(new CustomEvent('open', { detail: entry.id }));
    });
    item.append(button);
    // A solved game's moves, replayed on their timeline (review.js).
    if (entry.complete) item.append(this.#reviewButton(about.textContent, entry.id));
    if (!current) item.append(this.#deleteButton(about.textContent, () => this.games.remove(entry.id)));
    return item;
  }

  // A button beside an entry: its word, and for a screen reader its label, the entry it acts on.
  static #sideButton(word, label) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'game-delete';
    button.textContent = word;
    button.setAttribute('aria-label', label);
    return button;
  }

  #reviewButton(description, id) {
    // 'Review' as index.html has it (web/page-words.js says it in the page's language).
    const button = GamesPanel.#sideButton('Review', words('games-review-label', { game: description }));
    button.addEventListener('click', () => {
      this.#dialog.close();
      this.dispatchEvent(new CustomEvent('review', { detail: { id, description } }));
    });
    return button;
  }

  // Delete asks once more on the button itself ("Delete?"), so one stray tap loses nothing.
  #deleteButton(description, remove) {
    const button = GamesPanel.#sideButton(words('games-delete'), words('games-delete-label', { game: description }));
    button.addEventListener('click', () => {
      if (button.dataset.armed !== 'true') {
        button.dataset.armed = 'true';
        button.textContent = words('games-delete-confirm');
        button.setAttribute('aria-label', words('games-delete-confirm-label', { game: description }));
        return;
      }
      const list = $('games-list');
      const at = [...list.children].indexOf(button.closest('li'));
      remove();
      this.refresh();
      // Focus stays in the list: on the entry that took this one's place.
      const items = list.querySelectorAll('li');
      (items[Math.min(at, items.length - 1)]?.querySelector('.game-entry') ?? $('games-close')).focus();
    });
    button.addEventListener('blur', () => {
      if (button.dataset.armed !== 'true') return;
      delete button.dataset.armed;
      button.textContent = words('games-delete');
      button.setAttribute('aria-label', words('games-delete-label', { game: description }));
    });
    return button;
  }

  // A damaged record, named by when it was saved and its key, with a Delete that asks once more.
  #damaged({ id, updated }) {
    const item = document.createElement('li');
    const said = document.createElement('span');
    said.className = 'entry-words damaged';
    const record = JSON.stringify(String(id).slice(0, 40));
    said.textContent = updated === null ? words('games-damaged-record', { record, saved: 'unknown' })
      : words('games-damaged-record', { record, saved: 'known', when: whenPlayed(updated) });
    item.append(said, this.#deleteButton(said.textContent, () => this.games.removeDamaged(id)));
    return item;
  }
}
