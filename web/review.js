// The review of a game: the player's own moves on a timeline, to step, play and
// scrub through, the board as it was at each, the game's clock then, and the
// moments a hint was asked (ticks on the timeline). It works on a copy of the
// game (its undo history replayed by undo and redo), so the game itself is never
// touched. Loaded on first use.
import { BoardView } from './board.js';
import { cellName, formatTime, Game } from './game.js';

const PLAY_MS = 500;

/** A move in words: the digits it placed or erased, else the marks or colours it changed. */
export function moveWords(move) {
  const digits = move.after.filter((a, i) => a.value !== move.before[i].value)
    .map((a, i) => (a.value ? `${a.value} in ${cellName(a.cell)}` : `${cellName(a.cell)} erased`));
  if (digits.length) return digits.join(', ');
  const marks = [];
  for (const [i, a] of move.after.entries()) {
    const was = move.before[i].marks;
    const added = [], removed = [];
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      if ((a.marks & bit) && !(was & bit)) added.push(d);
      else if (!(a.marks & bit) && (was & bit)) removed.push(d);
    }
    if (added.length) marks.push(`mark ${added.join(' ')} in ${cellName(a.cell)}`);
    if (removed.length) marks.push(`mark ${removed.join(' ')} out of ${cellName(a.cell)}`);
  }
  if (marks.length) return marks.length > 3 ? `${marks.slice(0, 3).join(', ')} and ${marks.length - 3} more` : marks.join(', ');
  return `colours in ${move.after.map((a) => cellName(a.cell)).join(', ')}`;
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
    this.dialog.innerHTML = `<div class="dialog-body">
  <h2 id="review-title">Review of your game</h2>
  <p class="dialog-note" id="review-about"></p>
  <div class="board-frame review-board"><div class="board" aria-label="The board at this point of the game"></div></div>
  <p class="review-at" id="review-at" aria-live="polite"></p>
  <div class="review-hints" aria-hidden="true"></div>
  <input type="range" id="review-scrub" class="review-scrub" min="0" value="0" step="1" list="review-hint-ticks" aria-label="Move">
  <datalist id="review-hint-ticks"></datalist>
  <div class="buttons review-keys" role="group" aria-label="Step through your moves">
    <button type="button" data-go="start">First move</button>
    <button type="button" data-go="back">Previous move</button>
    <button type="button" data-go="play">Play</button>
    <button type="button" data-go="next">Next move</button>
    <button type="button" data-go="end">Last move</button>
  </div>
  <div class="buttons"><button type="button" id="review-close">Back to the game</button></div>
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

  /** Opens the review of `game` at its last move; title names the game. */
  open(game, { title = '', onClose = null } = {}) {
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
    this.dialog.querySelector('#review-about').textContent = `${title ? `${title.replace(/\.$/, '')}. ` : ''}${length} ${length === 1 ? 'move' : 'moves'}; ${
      times.length ? `hints asked at ${times.join(', ')} (marked ? over the timeline)` : 'no hints asked'}.`;
    this.dialog.showModal();
    this.#show(length);
    this.scrub.focus();
  }

  #show(k) {
    const { timeline } = this;
    timeline.go(k);
    this.scrub.value = String(timeline.at);
    this.view.render(timeline.board, { selection: false, conflicts: timeline.board.conflicts() });
    const clock = timeline.clock === null ? '' : `${formatTime(timeline.clock)}: `;
    const hinted = timeline.hints.filter((h) => h === timeline.at).length;
    this.words.textContent = timeline.at === 0 ? 'The start: no move made yet.'
      : `${clock}move ${timeline.at} of ${timeline.length}, ${moveWords(timeline.moves[timeline.at - 1])}${hinted ? '; a hint was asked next' : ''}.`;
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
