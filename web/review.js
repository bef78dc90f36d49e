// The review of a game: the player's own moves on a timeline, to step, play and
// scrub through, the board as it was at each, the game's clock then, and the
// moments a hint was asked (ticks on the timeline). It works on a copy of the
// game (its undo history replayed by undo and redo), so the game itself is never
// touched. Loaded on first use.
import { BoardView } from './board.js';
import { cellName, formatTime, Game } from './game.js';
import { words } from './messages.js';

const PLAY_MS = 500;

/** A move in words (locales/LANG/messages/hint.ftl, move-*): the digits it placed or erased, else the marks or colours it changed. */
export function moveWords(move) {
  const changes = (list) => words('move-changes', { changes: list });
  const digits = move.after.filter((a, i) => a.value !== move.before[i].value)
    .map((a) => words(a.value ? 'move-digit' : 'move-erased', { digit: a.value, cell: cellName(a.cell) }));
  if (digits.length) return changes(digits);
  const marks = [];
  for (const [i, a] of move.after.entries()) {
    const was = move.before[i].marks;
    const added = [], removed = [];
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      if ((a.marks & bit) && !(was & bit)) added.push(d);
      else if (!(a.marks & bit) && (was & bit)) removed.push(d);
    }
    // The digits of a cell's marks as the board writes them, a space apart.
    if (added.length) marks.push(words('move-marks-in', { digits: added.join(' '), cell: cellName(a.cell) }));
    if (removed.length) marks.push(words('move-marks-out', { digits: removed.join(' '), cell: cellName(a.cell) }));
  }
  if (marks.length > 3) return changes([...marks.slice(0, 3), words('move-more', { count: marks.length - 3 })]);
  if (marks.length) return changes(marks);
  return words('move-colours', { cells: move.after.map((a) => cellName(a.cell)) });
}

/**
 * The timeline of a game: its moves as made (the undo history, oldest first), the
 * position after k of them, and where its hints fall (the number of moves made
 * before each). No DOM.
 */
export class Timeline {
  constructor(game) {
    this.moves = [...game.undoStack];
    this.board = Game.fromJSON(game.toJSON());  // a copy, wound back to the first move
    while (this.board.undo());
    this.at = 0;
    this.hints = game.hints.map(([, moves]) => Math.min(moves, this.moves.length));  // after how many moves each came
  }

  get length() { return this.moves.length; }

  /** Goes to the position after k moves. */
  go(k) {
    const to = Math.max(0, Math.min(this.length, k));
    while (this.at < to) { this.board.redo(); this.at++; }
    while (this.at > to) { this.board.undo(); this.at--; }
  }

  /** The game's clock at the position shown: the last move's reading (null when older records kept none). */
  get clock() { return this.at ? this.moves[this.at - 1].at : 0; }
}

/**
 * The review dialog: made on first use, shown over the page (a modal <dialog>),
 * for one game at a time. onClose runs when it closes.
 */
export class GameReview {
  constructor() {
    this.dialog = document.createElement('dialog');
    this.dialog.className = 'games-dialog review-dialog';
    this.dialog.setAttribute('aria-labelledby', 'review-title');
    // Its words are written in at each opening (#sayLabels), in the page's language then.
    this.dialog.innerHTML = `<div class="dialog-body">
  <h2 id="review-title"></h2>
  <p class="dialog-note" id="review-about"></p>
  <div class="board-frame review-board"><div class="board"></div></div>
  <p class="review-at" id="review-at" aria-live="polite"></p>
  <div class="review-hints" aria-hidden="true"></div>
  <input type="range" id="review-scrub" class="review-scrub" min="0" value="0" step="1" list="review-hint-ticks">
  <datalist id="review-hint-ticks"></datalist>
  <div class="buttons review-keys" role="group">
    <button type="button" data-go="start"></button>
    <button type="button" data-go="back"></button>
    <button type="button" data-go="play">Play</button>
    <button type="button" data-go="next"></button>
    <button type="button" data-go="end"></button>
  </div>
  <div class="buttons"><button type="button" id="review-close"></button></div>
</div>`;
    document.body.append(this.dialog);
    const $ = (id) => this.dialog.querySelector(`#${id}`);
    this.scrub = $('review-scrub');
    this.words = $('review-at');
    // The board's keys reach the dialog's own handler (arrows move its selection, as on the page's board).
    this.view = new BoardView(this.dialog.querySelector('.board'), { onKey: () => {} });
    this.timer = null;
    this.scrub.addEventListener('input', () => this.#show(Number(this.scrub.value)));
    this.dialog.querySelector('.review-keys').addEventListener('click', (event) => {
      const go = event.target.closest('button')?.dataset.go;
      const { at, length } = this.timeline;
      if (go !== 'play') this.#stop();
      if (go === 'start') this.#show(0);
      else if (go === 'back') this.#show(at - 1);
      else if (go === 'next') this.#show(at + 1);
      else if (go === 'end') this.#show(length);
      else if (go === 'play') this.#toggle();
    });
    this.dialog.addEventListener('keydown', (event) => this.#key(event));
    $('review-close').addEventListener('click', () => this.dialog.close());
    this.dialog.addEventListener('close', () => { this.#stop(); this.onClose?.(); });
  }

  // The dialog's own words, in the page's language (a modal dialog: it cannot change while open).
  #sayLabels() {
    const $ = (selector) => this.dialog.querySelector(selector);
    $('#review-title').textContent = words('review-heading');
    $('.board').setAttribute('aria-label', words('review-board'));
    this.scrub.setAttribute('aria-label', words('review-scrub'));
    $('.review-keys').setAttribute('aria-label', words('review-keys'));
    const keys = { start: 'review-first', back: 'review-previous', next: 'review-next', end: 'review-last' };
    for (const [go, id] of Object.entries(keys)) $(`[data-go=${go}]`).textContent = words(id);
    $('#review-close').textContent = words('review-close');
  }

  /** Opens the review of `game` at its last move; title names the game (words, or a message). */
  open(game, { title = '', onClose = null } = {}) {
    this.#sayLabels();
    this.timeline = new Timeline(game);
    this.onClose = onClose;
    const { length, hints } = this.timeline;
    this.scrub.max = String(length);
    this.dialog.querySelector('#review-hint-ticks').replaceChildren(...hints.map((k) => new Option('', String(k))));
    // A marker over the timeline where each hint came (the range's own ticks are faint).
    this.dialog.querySelector('.review-hints').replaceChildren(...hints.map((k) => {
      const marker = document.createElement('span');
      marker.textContent = '?';
      marker.style.left = `${length ? (100 * k) / length : 0}%`;
      return marker;
    }));
    const times = game.hints.map(([at]) => formatTime(at));
    const named = title && typeof title === 'object' ? words(title) : title ?? '';
    const about = { title: named.replace(/\.$/, ''), moves: length, hints: times.length, times };
    this.dialog.querySelector('#review-about').textContent = words(named ? 'review-about-titled' : 'review-about', about);
    this.dialog.showModal();
    this.#show(length);
    this.scrub.focus();
  }

  #show(k) {
    const { timeline } = this;
    timeline.go(k);
    this.scrub.value = String(timeline.at);
    this.view.render(timeline.board, { selection: false, conflicts: timeline.board.conflicts() });
    const hinted = timeline.hints.filter((h) => h === timeline.at).length;
    const move = timeline.at && {
      clock: timeline.clock === null ? '' : formatTime(timeline.clock), move: timeline.at, moves: timeline.length,
      what: moveWords(timeline.moves[timeline.at - 1]), hinted,
    };
    this.words.textContent = !move ? words('review-start') : words(timeline.clock === null ? 'review-move' : 'review-move-timed', move);
    for (const button of this.dialog.querySelectorAll('.review-keys [data-go]')) {
      const go = button.dataset.go;
      button.disabled = (go === 'start' || go === 'back') ? timeline.at === 0 : (go === 'next' || go === 'end') && timeline.at === timeline.length;
    }
    const play = this.dialog.querySelector('[data-go=play]');
    play.textContent = this.timer ? 'Pause' : 'Play';
    play.disabled = !timeline.length;
  }

  #toggle() {
    if (this.timer) return this.#stop();
    if (this.timeline.at === this.timeline.length) this.#show(0);
    const tick = () => {
      if (this.timeline.at >= this.timeline.length) return this.#stop();
      this.timer = setTimeout(() => { this.#show(this.timeline.at + 1); tick(); }, PLAY_MS);
    };
    tick();
    this.#show(this.timeline.at);
  }

  #stop() {
    clearTimeout(this.timer);
    this.timer = null;
    if (this.timeline) this.#show(this.timeline.at);
  }

  // Keys on the board or the dialog: , and . (or [ and ]) step, Home and End jump, Space plays.
  #key(event) {
    const step = { ',': -1, '[': -1, '.': 1, ']': 1 }[event.key];
    if (step) this.#show(this.timeline.at + step);
    else if (event.key === 'Home' && event.target !== this.scrub) this.#show(0);
    else if (event.key === 'End' && event.target !== this.scrub) this.#show(this.timeline.length);
    else if (event.key === ' ' && !event.target.closest('button')) this.#toggle();
    else return;
    event.preventDefault();
  }
}
