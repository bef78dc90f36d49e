// One board being played or shown: its Game, the BoardView drawing it, the staged
// hint, a replay of the solution, and the keys. The page (app.js) and
// <pencilmark-board> (embed.js) each drive one and keep only their own wiring:
// buttons, where the words go, saving.
import { BoardView } from './board.js';
import { CELL_COLOURS, cellName } from './game.js';
import { hasMessages, loadMessages, message as m, pageLanguage, words } from './messages.js';

// hint.js (staged hints, replays, words with their cell names linked) is not needed
// to paint a board: a page loads it just after (loadHints, with the catalog of the
// board's words), so that one module fewer
// stands between it and its first paint (six requests fit the browser's six
// connections to a host; a seventh waits a round trip).
let hints = null;
let loadingHints = null;
export function loadHints(language = pageLanguage()) {
  loadingHints ??= import('./hint.js').then((module) => { hints = module; });
  return Promise.all([loadingHints, loadMessages(language, false).catch(() => loadMessages('en', false))]);
}

/** The digit a key stands for (0 erases), or null. */
/** An engine message as a sentence of its own: its first letter a capital, a full stop at the end. */
const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

export function digitOf(event) {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code);
  return m ? Number(m[1]) : /^[0-9]$/.test(event.key) ? Number(event.key) : null;
}

/** The kinds of marks marks mode enters (session.markKind), in the order the pad's kind button goes through them. */
export const MARK_KINDS = ['3x3', 'corner', 'centre'];

export class BoardSession extends EventTarget {
  /**
   * root: the element the board is drawn in. options (all optional but engine):
   *   engine(): the engine, or null while it loads;
   *   techniques: the solver's technique set for hints (unset: the engine's own);
   *   aids: the play aids of the page (a digit shown everywhere with the places it
   *     can go, candidate colours); without them the selected cell's digit is shown;
   *   selection: false for a board only shown (no selected cell drawn);
   *   keys: false for a board that takes no digits from the keyboard;
   *   view(): more of what the board shows ({ wrong }), merged in.
   * Events (CustomEvent, their detail as named), for whoever shows the board's surroundings:
   *   change: the player changed the board (the hint is gone already; it is drawn after);
   *   render: the board was drawn;
   *   hint { title, text, level }: a hint's words at each press (0 where to look, 1 the technique, 2 the step);
   *   hintwait: a hint not found within 300 ms (the engine loading, a hard position);
   *   hintclear: no hint shown;
   *   hintfail { message, code }: an engine error (code 'stuck': the game's technique set finds no step here);
   *   hintnone: the board is complete;
   *   apply { step }: a hint's step was done on the board;
   *   replay: the replay moved, started or stopped playing;
   *   mode: digits, marks or colour mode changed;
   *   say { text }: words for the player (colours);
   *   otherkey { event }: a key on the board the session does not take.
   */
  #asking = null;  // a hint asked of the engine and not yet answered: { presses } made meanwhile

  constructor(root, options) {
    super();
    this.options = options;
    this.game = null;
    this.hint = null;        // a StagedHint
    this.replay = null;      // a Replay, while stepping through the solution
    this.litCell = -1;       // a cell named in the words, under the pointer or focus
    this.litDigit = 0;       // the digit shown everywhere it is and can go (aids; 0: none)
    this.mode = 'digits';    // what a digit does: 'digits' fill cells, 'marks' toggle marks, 'colour' colours marks
    this.markKind = '3x3';   // the marks marks mode toggles: '3x3' pencil marks, 'corner' or 'centre' marks
    this.locked = false;     // paused: nothing is entered
    this.hintMs = 700;       // a hint's animation: milliseconds a stage
    // The player's options for digits placed: strike them from the peers' marks; keep every empty cell marked;
    // light the digit's places on entry (else only when a cell with that digit is chosen).
    this.placing = { take: true, fill: false, light: true };
    this.techniques = options.techniques ?? null;  // the solver's technique set for hints (null: the game's, or the engine's own)
    this.clock = null;       // the game's clock in seconds (the page's), stamped on each move for the game's review
    this.language = options.language ?? pageLanguage;  // the language of the board's words (an element's own, else the page's)
    this.board = new BoardView(root, {
      // A cell with a digit lights that digit; moving on to an empty cell puts the light out.
      onSelect: (cell) => {
        if (options.aids) this.litDigit = this.shown.values[cell];
        this.render();
      },
      onKey: (event) => this.key(event),
    });
  }

  #tell(type, detail = null) { this.dispatchEvent(new CustomEvent(type, { detail })); }

  /** The hint shows its whole step (its last level): Apply, and the stage controls, work. */
  get stepShown() { return this.hint?.level === 2; }

  /** Message `id` with `args` in the board's language (loaded: a hint or a replay waits for them). */
  words(id, args = {}) { return words(id, args, this.language()); }

  /** The heading of the replay's step: "Step 3 of 20: X-Wing". */
  get replayTitle() {
    const { replay } = this;
    return this.words('replay-title', { step: replay.index + 1, steps: replay.steps.length, name: replay.step.name });
  }

  /** The game drawn: the replay's position while one is open, else the game played. */
  get shown() { return this.replay ? this.replay.game : this.game; }

  /**
   * The board as shown, as a picture (SVG text, picture.js): the replay's step
   * whole, or the hint's step at the stage shown (its nudge: the board alone), or
   * the board with the player's colours. animate: the step's stages in turn.
   * Resolves to { svg, name } (name: a file name for it), or null when animate
   * asks for a step and none is shown.
   */
  async picture({ animate = false, theme = 'light', size = 456 } = {}) {
    const { boardPicture } = await import('./picture.js');
    const wanted = this.language();  // its words in the board's language, else English
    const language = await loadMessages(wanted, false).then(() => wanted, () => loadMessages('en', false).then(() => 'en'));
    const { replay, hint } = this;
    const step = replay ? replay.step : hint?.level > 0 ? hint.step : null;
    if (animate && !step) return null;
    const stage = replay || animate ? undefined : hint?.stage;
    const svg = boardPicture(this.shown, { step, stage, animate, theme, size, language, paint: step ? null : this.game.colors });
    return { svg, name: `pencilmark-${step ? step.technique : 'board'}${animate ? '-animated' : ''}` };
  }

  /** A new game on the board (no hint, no replay, no digit shown). */
  open(game) {
    this.replay?.pause();  // a replay playing when a new puzzle comes must not tick on
    this.replay = null;
    this.clearHint();
    this.#asking = null;  // a hint asked for the game before is not this one's
    this.game = game;
    game.clock = this.clock;
    this.litDigit = 0;
    this.litCell = -1;
  }

  render() {
    const { options, replay } = this;
    const shown = this.shown;
    let highlight = replay ? replay.highlight : this.hint ? this.hint.highlight() : {};
    if (replay || this.hint) highlight = hints.shownHighlight(shown, highlight, (replay ?? this.hint).step);
    if (this.litCell >= 0) {
      highlight = { ...highlight, cells: new Map(highlight.cells ?? []) };
      highlight.cells.set(this.litCell, 'lit');
    }
    const selection = options.selection ?? true;
    const view = { conflicts: shown.conflicts(), highlight, selection, ...options.view?.() };
    // The cells' words for a screen reader in the board's language, once they have come (loadHints).
    const language = this.language();
    if (hints && hasMessages(language)) {
      const say = (id, args) => words(id, args, language);
      Object.assign(view, { language, say, label: (said) => hints.cellLabel(said, say) });
    }
    if (options.aids) {
      // The shown digit's candidates: the player's marks, or where the digits let it
      // go in a cell they have not marked. Not over a hint or a replay, which mark their own.
      const aids = !replay && !this.hint;
      view.digit = this.litDigit;
      view.possible = aids && this.litDigit ? shown.computedMarks() : null;
      view.paint = aids ? shown.colors : null;
    } else {
      view.sameDigit = selection ? shown.values[this.board.selected] : 0;
    }
    this.board.render(shown, view);
    this.#tell('render');
  }

  /** A chain step's key to the drawing and "Show every link" (its hops in words and Eureka): nodes, maybe none. */
  everyLink(step) { return hints?.linkDetails(step, (text) => this.linked(text), (id, args) => this.words(id, args)) ?? []; }

  /** The words as nodes whose cell names light their cells (plain words before hint.js has come). */
  linked(text) {
    if (!hints) return [document.createTextNode(text)];
    return hints.linkedText(text, (cell) => { this.litCell = cell; this.render(); });
  }

  /** After each change to the game: the hint goes, listeners hear of it, the board is drawn. */
  changed() {
    this.clearHint();
    this.#tell('change');
    this.render();
  }

  /**
   * A digit in the selected cell: placed (or taken back), toggled as a pencil mark,
   * or its mark's colour turned; 0 erases. With the aids a digit also becomes the
   * one shown everywhere, and on a given it only shows (or hides) itself.
   */
  enter(digit, as = this.mode, kind = this.markKind) {
    const { game, board } = this;
    let hidden = null;
    if (this.replay || this.locked) return;
    const cell = board.selected;
    if (as === 'colour') return this.#colour(cell, digit);
    if (board.chosen.size) {
      // Several cells chosen: a digit pencils (or unpencils) that mark in all of them, erase clears them all.
      if (digit === 0) game.erase(board.targets);
      else game.toggleMarks(board.targets, digit, as === 'marks' ? kind : '3x3');
      this.changed();
      return;
    }
    if (digit === 0) {
      if (!game.setValue(cell, 0, this.placing)) game.clearMarks(cell);
    } else if (game.isGiven(cell)) {
      if (!this.options.aids) return;
      this.litDigit = this.litDigit === digit ? 0 : digit;
      return this.render();
    } else if (as === 'marks') {
      game.toggleMark(cell, digit, kind);
      if (this.placing.light) this.litDigit = digit;
      // A cell shows its 3x3 marks over its corner and centre marks: the player hears where the mark went.
      if (kind !== '3x3' && game.marks[cell]) hidden = m('marks-hidden', { cell: cellName(cell), kind });
    } else {
      game.setValue(cell, game.values[cell] === digit ? 0 : digit, this.placing);
      if (this.placing.light || !game.values[cell]) this.litDigit = game.values[cell];
    }
    this.changed();
    if (hidden) this.#tell('say', { said: hidden });
  }

  /** A pad's digit (0: Erase, which erases in marks mode too); the keys go on from the board. */
  pad(digit) {
    this.enter(digit, digit === 0 && this.mode === 'marks' ? 'digits' : this.mode);
    this.board.cells[this.board.selected].focus({ preventScroll: true });
  }

  #colour(cell, digit) {
    const { game } = this, say = (id) => this.#tell('say', { said: m(id, { cell: cellName(cell), digit, colour: game.colorOf(cell, digit) }) });
    if (digit === 0) {
      if (game.clearColors([cell])) this.changed();
      say('colours-off-cell');
    } else if (game.values[cell]) {
      say('colours-need-empty');
    } else if (!game.cycleColor(cell, digit)) {
      say('colours-need-mark');
    } else {
      this.changed();
      say('mark-coloured');
    }
  }

  /**
   * The chosen cells' own colour: 1-6 (the same again, or 0, takes it off); with
   * no colour given, the next one after the selected cell's.
   */
  cellColour(colour = null) {
    const { game, board } = this;
    if (this.replay || this.locked) return;
    const now = game.cellColorOf(board.selected);
    const next = colour === null ? (now + 1) % (CELL_COLOURS + 1) : colour === now || colour > CELL_COLOURS ? 0 : colour;
    if (game.setCellColor(board.targets, next)) this.changed();
    const args = { count: board.targets.length, where: cellName(board.selected), colour: next };
    this.#tell('say', { said: m(next ? 'cell-coloured' : 'cell-colour-off', args) });
  }

  /** Marks or colour mode on, or (pressed again) back to digits. */
  setMode(next) {
    if (next === 'colour' && !this.options.aids) return;
    this.mode = this.mode === next ? 'digits' : next;
    this.#tell('mode');
  }

  /** Marks mode with marks of `kind` (MARK_KINDS; keys M, X, N), or, when it is on already, back to digits. */
  setMarks(kind) {
    if (this.mode === 'marks' && this.markKind === kind) this.mode = 'digits';
    else [this.mode, this.markKind] = ['marks', kind];
    this.#tell('mode');
  }

  /** The pad's kind button: marks mode with the next kind of marks (3x3, corner, centre, then 3x3 again). */
  nextMarkKind() {
    const kind = this.mode === 'marks' ? MARK_KINDS[(MARK_KINDS.indexOf(this.markKind) + 1) % MARK_KINDS.length] : this.markKind;
    [this.mode, this.markKind] = ['marks', kind];
    this.#tell('mode');
  }

  undo() { if (!this.replay && this.game.undo()) this.changed(); }
  redo() { if (!this.replay && this.game.redo()) this.changed(); }

  key(event) {
    if (this.options.keys === false || event.ctrlKey || event.metaKey || event.altKey) return;  // undo and redo are the page's
    const digit = digitOf(event);
    if (digit !== null) {
      event.preventDefault();
      if (event.shiftKey && this.mode === 'colour' && this.options.aids) this.cellColour(digit);
      else if (event.shiftKey && this.mode === 'digits') this.enter(digit, 'marks', '3x3');
      else this.enter(digit);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      this.enter(0, this.mode === 'colour' ? 'colour' : 'digits');
    } else if (event.key === 'm' || event.key === 'M') {
      this.setMarks('3x3');
    } else if (event.key === 'x' || event.key === 'X') {
      this.setMarks('corner');  // SudokuPad's key for corner marks
    } else if (event.key === 'n' || event.key === 'N') {
      this.setMarks('centre');
    } else if ((event.key === 'c' || event.key === 'C') && this.options.aids) {
      this.setMode('colour');
    } else if (event.key === 'Escape' && (this.hint || this.litDigit)) {
      if (this.hint) this.clearHint();  // a hint first: a second Escape puts out the digit's light
      else this.litDigit = 0;
      this.render();
    } else if (event.key === 'h' || event.key === 'H') {
      this.pressHint();
    } else if ((event.key === 'a' || event.key === 'A') && this.stepShown) {
      this.applyHint();
    } else if ((event.key === ',' || event.key === '.') && this.stepShown) {
      this.hint.go(event.key === ',' ? -1 : 1);
    } else if (event.key === ' ' && this.stepShown) {
      event.preventDefault();
      if (this.hint.playing) this.hint.pause();
      else this.hint.play();
    } else {
      this.#tell('otherkey', { event });
    }
  }

  // ---- hints ------------------------------------------------------------------

  clearHint() {
    this.hint?.stop();
    this.hint = null;
    this.#tell('hintclear');
  }

  /** One press of Hint: where to look, then the technique, then the whole step, animated. */
  async pressHint() {
    const engine = this.options.engine();
    if (!engine || this.replay || this.locked) return;
    if (this.#asking) {
      this.#asking.presses++;  // pressed again while the engine thinks: shown as soon as it answers
      return;
    }
    if (this.hint) return this.#nextHintLevel();
    const game = this.game;
    const position = () => `${game.valuesText()}${game.marksText()}`;
    const asked = position();
    const techniques = this.techniques ?? game.techniques;
    const options = techniques ? { techniques } : undefined;
    const asking = this.#asking = { presses: 0 };
    let step;
    // A hint that takes a while (the engine still loading, a hard position) says so.
    const waiting = setTimeout(() => this.#tell('hintwait'), 300);
    try {
      await loadHints(this.language());
      step = await engine.nextStep({ puzzle: game.source, values: game.valuesText(), candidates: game.marksText() }, options);
    } catch (err) {
      if (err.name === 'AbortError') return;  // the board went, or was built anew: nothing to say
      this.#tell('hintfail', { message: err.code === 'stuck' ? sentence(err.message) : err.message, code: err.code });
      return;
    } finally {
      clearTimeout(waiting);
      if (this.#asking === asking) this.#asking = null;
    }
    if (game !== this.game || this.hint || position() !== asked) return;  // the board moved on while the engine thought
    if (!step) {
      this.#tell('hintnone');
      return;
    }
    this.hint = new hints.StagedHint(step, () => this.render());
    this.hint.ms = this.hintMs;
    this.#tell('hint', { title: this.words('where-to-look'), text: step.clues[0], level: 0 });
    this.render();
    for (let i = 0; i < Math.min(asking.presses, 2); i++) this.#nextHintLevel();
  }

  /** One press of Hint on a step already known (a position shown to be solved): where to look, the technique, then the step whole. */
  async stageStep(step) {
    await loadHints(this.language());
    if (this.hint) return this.#nextHintLevel();
    this.hint = new hints.StagedHint(step, () => this.render());
    this.hint.ms = this.hintMs;
    this.#tell('hint', { title: this.words('where-to-look'), text: step.clues[0], level: 0 });
    this.render();
  }

  // The hint shown goes one level on: the technique, then the whole step.
  #nextHintLevel() {
    const { hint } = this;
    if (hint.level === 0) this.#tell('hint', { title: hint.step.name, text: hint.step.clues[1], level: 1 });
    else this.#tell('hint', { title: hint.step.name, text: hint.step.text, level: 2 });
    hint.advance();
  }

  /** A step shown as a whole hint (its technique named), its stages played. */
  async showStep(step) {
    await loadHints(this.language());
    this.clearHint();
    this.hint = new hints.StagedHint(step, () => this.render());
    this.hint.ms = this.hintMs;
    this.hint.level = 1;
    this.hint.advance();
  }

  /** The hint's step done on the board (Apply, or the A key once the step is shown); the step, or null with no hint. */
  applyHint() {
    if (!this.hint) return null;
    const { step } = this.hint;
    this.game.applyStep(step);
    this.changed();
    this.#tell('apply', { step });
    return step;
  }

  // ---- stepping through a solution ----------------------------------------------

  /** Steps through a solution from step `index`; false (nothing shown) when it has no steps. */
  async startReplay(steps, index = 0) {
    if (!steps.length) return false;
    await loadHints(this.language());
    this.clearHint();
    this.replay?.pause();
    this.replay = new hints.Replay(this.game, steps, index, () => {
      this.render();
      this.#tell('replay');
    });
    this.replay.show();
    return true;
  }

  closeReplay() {
    this.replay?.pause();
    this.replay = null;
    this.render();
  }
}
