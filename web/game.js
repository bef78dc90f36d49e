// The game in progress: givens, the player's digits and pencil marks, undo and
// redo. Pure data, no DOM, no engine: the page renders it and asks the engine.
//
// Cells 0..80 row-major. marks[c] is a 9-bit set (bit d-1 for digit d).
// colors[c] holds the player's colours on cell c (HoDoKu-style colouring of their
// own chains), 30 bits:
//   bits 3(d-1)..3(d-1)+2  candidate d's colour: 0 none, 1-4 colours A, B, C, D
//                          (two pairs); only on a pencilled-in candidate
//   bits 27..29            the cell's own colour: 0 none, 1-6 (three pairs); it
//                          stays whatever the cell holds
//
// The player's marks are never lost to a digit taken back. A placed digit keeps
// its cell's marks under it in kept[c], and their colours in keptColors[c],
// and what its placement removed from its peers is remembered in taken[p] (bit
// d-1: digit d was struck from p's marks, or from the marks under p's digit, by a
// placement, and the player has not touched that mark since). Erasing or
// replacing the digit gives the cell its marks back and each peer what was taken
// from it, unless another digit d still sees that peer.
//
// Beside the 3x3 marks, corner[c] and centre[c] (9-bit sets too) hold the
// player's corner (Snyder) marks and centre marks, as SudokuPad and Sudoku
// Exchange have them. They are notes: no placement strikes them from a peer,
// and a digit placed in their own cell hides them (they show again when it
// goes). A hint reads a cell's centre marks as its candidates where it has no
// 3x3 marks (candidates() below); corner marks never restrict a cell.

export const ALL_MARKS = 0x1ff;
/** The engine's levels by number, as the page names them. */
export const LEVEL_NAMES = Object.freeze(['Easy', 'Medium', 'Hard', 'Expert', 'Extreme']);
export const CANDIDATE_COLOURS = 4;
export const CELL_COLOURS = 6;
export const CELL_COLOUR = 7 << 27;  // the cell's own colour in colors[c]
// SPREAD[m]: the colour bits of the candidates in the 9-bit set m.
export const SPREAD = Array.from({ length: 512 }, (_, m) => {
  let bits = 0;
  for (let d = 0; d < 9; d++) if ((m >> d) & 1) bits |= 7 << (3 * d);
  return bits;
});

const PEERS = Array.from({ length: 81 }, (_, c) => {
  const r = Math.floor(c / 9), k = c % 9, b = Math.floor(r / 3) * 3 + Math.floor(k / 3);
  const peers = [];
  for (let o = 0; o < 81; o++) {
    const or = Math.floor(o / 9), ok = o % 9, ob = Math.floor(or / 3) * 3 + Math.floor(ok / 3);
    if (o !== c && (or === r || ok === k || ob === b)) peers.push(o);
  }
  return peers;
});

export const peersOf = (cell) => PEERS[cell];
export const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** A time played, in seconds, as the clock shows it (m:ss). */
export function formatTime(seconds) {
  const m = Math.floor(seconds / 60), s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * The names of the techniques a technique set leaves out ('-x-wing,-skyscraper'),
 * a list (a message joins it), empty when it leaves none out. table: the engine's [{ key, name }].
 */
export function leftOut(techniques, table) {
  if (!techniques?.startsWith('-')) return [];
  const names = Object.fromEntries(table.map((t) => [t.key, t.name]));
  return techniques.split(',').map((key) => names[key.slice(1)] ?? key.slice(1));
}

export class Game {
  /** givens: 81 characters, digits and '.' (the engine's normalized line). */
  constructor(givens, { values, marks, colors, kept, keptColors, taken, corner, centre, elapsed = 0, source, level = null, techniques = null, timed = true } = {}) {
    this.givens = givens;
    this.source = source ?? givens;  // what the engine reads: these givens, or 729 pencil marks
    this.values = values ? [...values] : [...givens].map((ch) => (ch === '.' ? 0 : Number(ch)));
    this.marks = marks ? [...marks] : new Array(81).fill(0);
    this.colors = colors ? [...colors] : new Array(81).fill(0);
    this.kept = kept ? [...kept] : new Array(81).fill(0);
    this.keptColors = keptColors ? [...keptColors] : new Array(81).fill(0);
    this.taken = taken ? [...taken] : new Array(81).fill(0);
    this.corner = corner ? [...corner] : new Array(81).fill(0);  // corner (Snyder) marks
    this.centre = centre ? [...centre] : new Array(81).fill(0);  // centre marks
    this.elapsed = elapsed;  // seconds played before this session
    this.level = level;      // { level: 0..4, name }, once the engine has graded the puzzle
    this.techniques = techniques;  // the solver's technique set for its hints (a practice's), or null for the engine's own
    // Played from its puzzle here: it began with nothing of anyone's play on it
    // (atPuzzle), so its solve counts in the statistics with its time.
    this.timed = timed;
    this.undoStack = [];
    this.redoStack = [];
    // For the review of a game: each move made is stamped with the game's clock
    // (seconds played) when clock, a function the page sets, is there; hints are
    // the hints the player asked for, each [the clock then, the moves made before it].
    this.clock = null;
    this.hints = [];
  }

  /** Notes that a hint was asked now (the review marks it on the timeline). */
  noteHint() {
    const at = this.clock?.();
    if (Number.isSafeInteger(at) && this.hints.length < MAX_UNDO) this.hints.push([at, this.undoStack.length]);
  }

  isGiven(cell) { return this.givens[cell] !== '.'; }

  /** The board as 81 characters ('.' for empty). */
  valuesText() { return this.values.map((v) => (v ? String(v) : '.')).join(''); }

  /**
   * The player's candidates, a 9-bit set a cell, as hints and the text forms read
   * them: an empty cell's 3x3 marks, or where it has none its centre marks (as
   * SudokuPad players write candidates); 0 for a cell with a digit or with
   * neither (corner marks alone say where a digit goes in its box, not what the
   * cell may hold: such a cell is not restricted).
   */
  candidates() { return this.marks.map((m, c) => (this.values[c] ? 0 : m || this.centre[c])); }

  /** Whether any empty cell has candidates marked (3x3 marks, or centre marks alone). */
  hasMarks() { return this.marks.some((m, c) => !this.values[c] && (m || this.centre[c])); }

  /** Whether any empty cell has corner or centre marks. */
  hasNotes() { return this.values.some((v, c) => !v && (this.corner[c] || this.centre[c])); }

  /** The player's candidates (candidates()) as 729 characters, or '' when there are none. */
  marksText() {
    if (!this.hasMarks()) return '';
    return this.candidates().map((m) => Array.from({ length: 9 }, (_, d) => ((m >> d) & 1 ? String(d + 1) : '.')).join('')).join('');
  }

  isComplete() { return this.values.every((v) => v !== 0); }

  /**
   * Whether the board is its puzzle as given, with nothing of anyone's play on it:
   * no digit beyond the givens, and no pencil mark but the candidates its puzzle
   * leaves (a pencil-mark puzzle's own, or all the digits allow). A game that
   * begins otherwise (a link carrying a player's digits or marks, a pasted position
   * with placed digits or deletions, a practice position) was not solved from its
   * givens here: its time says nothing of a solve, so it is not timed.
   */
  atPuzzle() {
    if (this.values.some((v, c) => v && !this.isGiven(c))) return false;
    if (!this.hasMarks()) return true;
    const candidates = this.puzzleMarks();
    return !this.hasNotes() && this.marks.every((m, c) => this.values[c] || m === candidates[c]);
  }

  /**
   * The board as a line of HoDoKu's library: its cells ('+' before the player's
   * digits), then the candidates the player's marks (or, in a cell not marked,
   * the puzzle's) leave out. The engine reads it whole, givens, digits and marks,
   * and writes it in any form (the Share menu's text and SudokuWiki link).
   */
  libraryLine() {
    const computed = this.computedMarks(), puzzle = this.puzzleMarks(), marked = this.candidates();
    const cells = this.values.map((v, c) => (v ? `${this.isGiven(c) ? '' : '+'}${v}` : '.')).join('');
    const deleted = [];
    this.values.forEach((v, c) => {
      if (v) return;
      const kept = marked[c] || puzzle[c];
      for (let d = 1; d <= 9; d++) {
        const bit = 1 << (d - 1);
        if ((computed[c] & bit) && !(kept & bit)) deleted.push(`${d}${Math.floor(c / 9) + 1}${(c % 9) + 1}`);
      }
    });
    return `:0000:x:${cells}:${deleted.join(' ')}::`;
  }

  /** How many of the cells that were empty hold a digit now, of how many. */
  progress() {
    let filled = 0, open = 0;
    this.values.forEach((v, c) => {
      if (this.isGiven(c)) return;
      open++;
      if (v) filled++;
    });
    return { filled, open };
  }

  /** Cells whose digit repeats in one of their houses. */
  conflicts() {
    const bad = new Set();
    this.values.forEach((v, c) => {
      if (v && PEERS[c].some((p) => this.values[p] === v)) bad.add(c);
    });
    return bad;
  }

  /**
   * The candidates the board leaves each empty cell (computedMarks), and of a
   * pencil-mark puzzle only those its own marks hold, as the engine reads them.
   */
  puzzleMarks() {
    const computed = this.computedMarks();
    if (this.source.length !== 729) return computed;
    const own = marksOfLine(this.source);
    return computed.map((m, c) => m & own[c]);
  }

  /** Candidates from the digits alone: what auto-candidates fills in. */
  computedMarks() {
    return this.values.map((v, c) => {
      if (v) return 0;
      let m = ALL_MARKS;
      for (const p of PEERS[c]) if (this.values[p]) m &= ~(1 << (this.values[p] - 1));
      return m;
    });
  }

  // Every change goes through apply(), which records its inverse for undo: the
  // cells it changed, each as they were before and after.
  #snapshot(cells) {
    return cells.map((c) => ({
      cell: c, value: this.values[c], marks: this.marks[c], colors: this.colors[c], kept: this.kept[c],
      keptColors: this.keptColors[c], taken: this.taken[c], corner: this.corner[c], centre: this.centre[c],
    }));
  }

  #restore(snapshot) {
    for (const { cell, value, marks, colors, kept, keptColors, taken, corner, centre } of snapshot) {
      this.values[cell] = value;
      this.marks[cell] = marks;
      this.colors[cell] = colors;
      this.kept[cell] = kept;
      this.keptColors[cell] = keptColors;
      this.taken[cell] = taken;
      this.corner[cell] = corner;
      this.centre[cell] = centre;
    }
  }

  /** Runs change() on the listed cells as one undoable move. */
  apply(cells, change) {
    const before = this.#snapshot(cells);
    change();
    // A colour stays only on a candidate pencilled in, or taken by a placement (it comes back with it).
    for (const c of cells) this.colors[c] &= (this.values[c] ? 0 : SPREAD[this.marks[c] | this.taken[c]]) | CELL_COLOUR;
    const after = this.#snapshot(cells);
    const changed = before.flatMap((b, i) => (FIELDS.some((f) => b[f] !== after[i][f]) ? [i] : []));
    if (!changed.length) return false;
    const at = this.clock?.();
    this.undoStack.push({ before: changed.map((i) => before[i]), after: changed.map((i) => after[i]), at: Number.isSafeInteger(at) ? at : null });
    if (this.undoStack.length > MAX_UNDO) this.undoStack.shift();
    this.redoStack = [];
    return true;
  }

  /**
   * Puts a digit (0 erases it) as one move. The cell's marks go under the digit
   * and come back when it goes; the digit leaves the peers' pencil marks (unless
   * take is false: the player's option) and gives them back when it goes.
   * fill: then every empty cell without marks gets its candidates (live marks).
   */
  setValue(cell, digit, { take = true, fill = false } = {}) {
    if (this.isGiven(cell) || (this.values[cell] === digit && !fill)) return false;
    const touched = fill ? [...Array(81).keys()] : [cell, ...PEERS[cell]];
    return this.apply(touched, () => {
      this.#place(cell, digit, take);
      if (fill) this.#fillEmpty();
    });
  }

  #place(cell, digit, take) {
    const old = this.values[cell];
    if (old === digit) return;
    if (!old) {
      this.kept[cell] = this.marks[cell];
      this.keptColors[cell] = this.colors[cell] & ~CELL_COLOUR;
      this.marks[cell] = 0;
      this.colors[cell] &= CELL_COLOUR;
    }
    this.values[cell] = digit;
    if (!digit) {
      this.marks[cell] = this.kept[cell];
      this.colors[cell] |= this.keptColors[cell];
      this.kept[cell] = 0;
      this.keptColors[cell] = 0;
    }
    if (old) this.#giveBack(cell, old);
    if (digit && take) this.#take(cell, digit);
  }

  // The digit at `cell` strikes itself from its peers' marks (and the marks under their digits).
  #take(cell, digit) {
    const bit = 1 << (digit - 1);
    for (const p of PEERS[cell]) {
      const store = this.values[p] ? this.kept : this.marks;
      if (!(store[p] & bit)) continue;
      store[p] &= ~bit;
      this.taken[p] |= bit;
    }
  }

  // The digit leaving `cell` gives back what placements took, where no digit still sees it.
  #giveBack(cell, digit) {
    const bit = 1 << (digit - 1);
    for (const p of PEERS[cell]) {
      if (!(this.taken[p] & bit) || PEERS[p].some((q) => this.values[q] === digit)) continue;
      this.taken[p] &= ~bit;
      if (this.values[p]) this.kept[p] |= bit;
      else this.marks[p] |= bit;
    }
  }

  // Every empty cell without marks gets the candidates the digits allow; the
  // others count as taken by the digits that see them, so they come back when
  // those digits go. A cell whose centre marks are its candidates keeps them.
  #fillEmpty() {
    const computed = this.computedMarks();
    for (let c = 0; c < 81; c++) {
      if (this.values[c] || this.marks[c] || this.centre[c]) continue;
      this.marks[c] = computed[c];
      this.taken[c] = ALL_MARKS & ~computed[c];
    }
  }

  /**
   * A pencil mark on or off; the player's own, so no digit taken back brings it
   * back or removes it. kind: '3x3' (the pencil marks), 'corner' or 'centre'.
   */
  toggleMark(cell, digit, kind = '3x3') {
    if (this.values[cell]) return false;
    if (kind !== '3x3') return this.toggleNotes([cell], digit, kind);
    const bit = 1 << (digit - 1);
    return this.apply([cell], () => {
      if (!(this.marks[cell] & bit)) this.colors[cell] &= ~SPREAD[bit];  // a mark pencilled anew has no colour
      this.marks[cell] ^= bit;
      this.taken[cell] &= ~bit;
    });
  }

  /**
   * A pencil mark into several cells as one move: into every empty one of them,
   * or out of them all when each already has it. kind: '3x3' (the pencil marks),
   * 'corner' or 'centre'.
   */
  toggleMarks(cells, digit, kind = '3x3') {
    if (kind !== '3x3') return this.toggleNotes(cells, digit, kind);
    const bit = 1 << (digit - 1);
    const empty = cells.filter((c) => !this.values[c]);
    const on = !empty.every((c) => this.marks[c] & bit);
    return this.apply(empty, () => {
      for (const c of empty) {
        if (on && !(this.marks[c] & bit)) this.colors[c] &= ~SPREAD[bit];
        this.marks[c] = on ? this.marks[c] | bit : this.marks[c] & ~bit;
        this.taken[c] &= ~bit;
      }
    });
  }

  /**
   * A corner or centre mark (kind 'corner' or 'centre') on or off in the empty
   * ones of `cells`, as one move: into each, or out of them all when each has it.
   */
  toggleNotes(cells, digit, kind) {
    const store = kind === 'corner' ? this.corner : this.centre;
    const bit = 1 << (digit - 1);
    const empty = cells.filter((c) => !this.values[c]);
    const on = !empty.every((c) => store[c] & bit);
    return this.apply(empty, () => {
      for (const c of empty) store[c] = on ? store[c] | bit : store[c] & ~bit;
    });
  }

  /** Erases several cells as one move: the player's digits (their marks come back), and the empty cells' marks of every kind. */
  erase(cells) {
    const open = cells.filter((c) => !this.isGiven(c));
    const touched = [...new Set(open.flatMap((c) => [c, ...PEERS[c]]))];
    return this.apply(touched, () => {
      for (const c of open.filter((o) => !this.values[o])) {
        this.marks[c] = 0;
        this.taken[c] = 0;
        this.corner[c] = 0;
        this.centre[c] = 0;
      }
      for (const c of open.filter((o) => this.values[o])) this.#place(c, 0, true);
    });
  }

  /** Erases an empty cell's marks, of every kind (the player's choice: none come back later). */
  clearMarks(cell) {
    if (this.values[cell]) return false;
    return this.apply([cell], () => {
      this.marks[cell] = 0;
      this.taken[cell] = 0;
      this.corner[cell] = 0;
      this.centre[cell] = 0;
    });
  }

  /** The solution on the board, as one move; marks go under the digits, as when the player places them. */
  reveal(solution) {
    return this.apply([...Array(81).keys()], () => {
      [...solution].forEach((ch, c) => { if (!this.isGiven(c)) this.#place(c, Number(ch), true); });
    });
  }

  /** A candidate's colour: 0 none, 1-4 colours A to D. */
  colorOf(cell, digit) { return (this.colors[cell] >> (3 * (digit - 1))) & 7; }

  /** The cell's own colour: 0 none, 1-6. */
  cellColorOf(cell) { return (this.colors[cell] >> 27) & 7; }

  /**
   * Turns a pencilled-in candidate's colour on: none, A, B, C, D, none.
   * False (nothing changes) when the candidate is not pencilled in.
   */
  cycleColor(cell, digit) {
    if (this.values[cell] || !((this.marks[cell] >> (digit - 1)) & 1)) return false;
    const next = (this.colorOf(cell, digit) + 1) % (CANDIDATE_COLOURS + 1);
    return this.apply([cell], () => {
      this.colors[cell] = (this.colors[cell] & ~SPREAD[1 << (digit - 1)]) | (next << (3 * (digit - 1)));
    });
  }

  /** Sets the listed cells' own colour (0 takes it off), as one move. */
  setCellColor(cells, colour) {
    return this.apply(cells, () => {
      for (const c of cells) this.colors[c] = (this.colors[c] & ~CELL_COLOUR) | (colour << 27);
    });
  }

  /** Whether a colour shows on the listed cells or their marks (all by default). */
  hasColors(cells = [...Array(81).keys()]) {
    return cells.some((c) => this.colors[c] & (SPREAD[this.values[c] ? 0 : this.marks[c]] | CELL_COLOUR));
  }

  /** Takes the colours off the listed cells (all by default), as one undoable move. */
  clearColors(cells = [...Array(81).keys()]) {
    return this.apply(cells, () => { for (const c of cells) this.colors[c] = 0; });
  }

  /**
   * Pencils in every candidate the digits allow, keeping the player's own work:
   * a cell they marked keeps only its marks the digits still allow (what they
   * ruled out stays out); an unmarked cell gets every candidate, and so does a
   * cell none of whose marks the digits allow (a cell is never left without any).
   * What it leaves out for the digits around comes back when they go. A cell
   * whose candidates are its centre marks (no 3x3 marks) is left as it is.
   */
  fillMarks() {
    const computed = this.computedMarks();
    const cells = [...Array(81).keys()];
    return this.apply(cells, () => {
      for (let c = 0; c < 81; c++) if (!(this.marks[c] & computed[c])) this.marks[c] = 0;  // none allowed: filled afresh
      this.marks = this.marks.map((m, c) => m & computed[c]);
      this.#fillEmpty();
    });
  }

  /**
   * Applies any engine step, in the order its effect is written: clear wrong
   * digits, restore removed candidates, place, then remove. A cell whose
   * candidates are its centre marks (candidates()) has them restored and removed there.
   */
  applyStep(step) {
    const cells = [...Array(81).keys()];
    const hadMarks = this.hasMarks();
    const store = (cell) => (!this.marks[cell] && this.centre[cell] ? this.centre : this.marks);
    return this.apply(cells, () => {
      for (const { cell } of step.cleared) this.#place(cell, 0, true);
      for (const { cell, digit } of step.restored) store(cell)[cell] |= 1 << (digit - 1);
      // Eliminations only mean something on pencil marks: start from the computed ones.
      if (!hadMarks && step.eliminations.length) this.#fillEmpty();
      for (const { cell, digit } of step.placements) this.#place(cell, digit, true);
      for (const { cell, digit } of step.eliminations) {
        store(cell)[cell] &= ~(1 << (digit - 1));
        this.taken[cell] &= ~(1 << (digit - 1));  // a deduction's, not a placement's: it stays out
      }
    });
  }

  undo() {
    const move = this.undoStack.pop();
    if (!move) return false;
    this.#restore(move.before);
    this.redoStack.push(move);
    return true;
  }

  redo() {
    const move = this.redoStack.pop();
    if (!move) return false;
    this.#restore(move.after);
    this.undoStack.push(move);
    return true;
  }

  /**
   * The game to keep, its undo and redo history included (each move as flat
   * numbers, FIELDS a cell). A game that has never had a corner or centre mark
   * (none on its board or in its history) is kept as before them: without those
   * fields, seven numbers a cell of a move, as an older page still reads it.
   */
  toJSON() {
    const moved = [...this.undoStack, ...this.redoStack].flatMap(({ before, after }) => [...before, ...after]);
    const noted = this.corner.some(Boolean) || this.centre.some(Boolean) || moved.some((cell) => cell.corner || cell.centre);
    const fields = noted ? FIELDS : FIELDS.slice(0, 7);
    const flat = (snapshot) => snapshot.flatMap((cell) => fields.map((f) => cell[f]));
    // A move's clock reading is its third number (none in records of older versions).
    const moves = (stack) => stack.map(({ before, after, at }) => (Number.isSafeInteger(at) ? [flat(before), flat(after), at] : [flat(before), flat(after)]));
    return {
      givens: this.givens, source: this.source, values: this.values, marks: this.marks, colors: this.colors,
      kept: this.kept, keptColors: this.keptColors, taken: this.taken, ...(noted ? { corner: this.corner, centre: this.centre } : {}),
      elapsed: this.elapsed, level: this.level, techniques: this.techniques, timed: this.timed,
      undo: moves(this.undoStack), redo: moves(this.redoStack), hints: this.hints,
    };
  }

  /**
   * The game kept as toJSON() wrote it, or null when a field is not what toJSON()
   * writes (a damaged record is never half read: its fields could render as
   * nonsense or break play). Fields older versions did not write (colours, source,
   * level, techniques, timed, history, the marks kept under digits and taken by
   * them, corner and centre marks) may be missing. Older layouts are read into today's: LAYOUTS below.
   */
  static fromJSON(stored) {
    if (!stored || typeof stored !== 'object' || !givensOk(stored.givens)) return null;
    const { givens } = stored;
    const layout = LAYOUTS.find((l) => l.written(stored));
    const none = new Array(81).fill(0);
    const data = {
      source: givens, colors: none, kept: none, keptColors: none, taken: none, corner: none, centre: none, elapsed: 0, level: null, techniques: null,
      timed: true, undo: [], redo: [], hints: [], ...stored,
    };
    const cells = (list, ok) => Array.isArray(list) && list.length === 81 && list.every((v, c) => Number.isInteger(v) && ok(v, c));
    const valuesOk = cells(data.values, (v, c) => (givens[c] === '.' ? v >= 0 && v <= 9 : v === Number(givens[c])));
    const numbers = (list) => cells(list, () => true);
    if (!valuesOk || !cells(data.marks, (m) => m >= 0 && m <= ALL_MARKS) || !cells(data.taken, (t) => t >= 0 && t <= ALL_MARKS)
      || !numbers(data.colors) || !numbers(data.kept) || !numbers(data.keptColors)
      || !cells(data.corner, (m) => m >= 0 && m <= ALL_MARKS) || !cells(data.centre, (m) => m >= 0 && m <= ALL_MARKS)) return null;
    const kept = data.kept.map((k, c) => layout.cell({ colors: data.colors[c], kept: k, keptColors: data.keptColors[c] }));
    if (kept.includes(null)) return null;
    const { elapsed, level } = data;
    // A pencil-mark puzzle as older versions kept it: as pasted, blanks '0' or '-' too.
    const source = typeof data.source === 'string' && data.source !== givens ? data.source.replace(/\s/g, '').replace(/[0-]/g, '.') : data.source;
    if (typeof source !== 'string' || (source === givens ? givens === BLANK : !candidatesOk(source, givens))) return null;
    if (!Number.isSafeInteger(elapsed) || elapsed < 0 || elapsed > MAX_ELAPSED) return null;
    if (level !== null && !(level && Number.isInteger(level.level) && level.level >= 0 && level.level <= 4
      && typeof level.name === 'string' && level.name.length > 0 && level.name.length <= 40)) return null;
    if (data.techniques !== null && !techniqueSetOk(data.techniques)) return null;
    if (typeof data.timed !== 'boolean') return null;
    const undo = readMoves(data.undo, layout), redo = readMoves(data.redo, layout);
    if (!undo || !redo) return null;
    const { hints } = data;
    const hintOk = (h) => Array.isArray(h) && h.length === 2 && clockOk(h[0]) && Number.isSafeInteger(h[1]) && h[1] >= 0 && h[1] <= MAX_UNDO;
    if (!Array.isArray(hints) || hints.length > MAX_UNDO || !hints.every(hintOk)) return null;
    const game = new Game(givens, {
      values: data.values, marks: data.marks, colors: kept.map((k) => k.colors), kept: kept.map((k) => k.kept),
      keptColors: kept.map((k) => k.keptColors), taken: data.taken, corner: data.corner, centre: data.centre, elapsed, source,
      level: level && { level: level.level, name: level.name }, techniques: data.techniques, timed: data.timed,
    });
    game.undoStack = undo;
    game.redoStack = redo;
    game.hints = hints.map(([at, move]) => [at, move]);
    return game;
  }
}

const MAX_UNDO = 2000;
// The longest time a game can have been played, in seconds: ten years.
export const MAX_ELAPSED = 10 * 366 * 24 * 3600;
const clockOk = (seconds) => Number.isSafeInteger(seconds) && seconds >= 0 && seconds <= MAX_ELAPSED;

const BLANK = '.'.repeat(81);

// Givens a game can be played from: 81 digits and dots, no digit twice in a
// house. (A pencil-mark puzzle's are all blank: its source holds the puzzle; a
// game of givens alone needs some.) Whether they have one solution takes the
// engine: the page asks it when the game opens.
export function givensOk(givens) {
  if (typeof givens !== 'string' || !/^[1-9.]{81}$/.test(givens)) return false;
  return [...givens].every((ch, c) => ch === '.' || PEERS[c].every((p) => givens[p] !== ch));
}

// A pencil-mark puzzle's 729 characters: cell c's candidate d at 9c + d - 1, as
// that digit or '.'; every cell keeps some candidate, a given only its digit, and
// some candidate is ruled out (every candidate everywhere is the blank board).
export function candidatesOk(source, givens) {
  if (!/^[1-9.]{729}$/.test(source) || source === '123456789'.repeat(81)) return false;
  for (let c = 0; c < 81; c++) {
    const cell = source.slice(9 * c, 9 * c + 9);
    if (![...cell].every((ch, d) => ch === '.' || ch === String(d + 1)) || cell === '.........') return false;
    if (givens[c] !== '.' && cell !== [...'123456789'].map((d) => (d === givens[c] ? d : '.')).join('')) return false;
  }
  return true;
}

// A technique set as the solver reads it: all, zambon, or technique keys (a
// practice game's: each with '-', left out), each once. Whether the engine knows
// each key the page checks when the game opens (it has the engine's table then).
function techniqueSetOk(set) {
  if (typeof set !== 'string' || set.length > 4000) return false;
  if (set === 'all' || set === 'zambon') return true;
  const keys = set.split(',');
  const out = keys[0].startsWith('-');
  return new Set(keys).size === keys.length
    && keys.every((k) => k.startsWith('-') === out && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(out ? k.slice(1) : k));
}
// A cell in a move of the history, as kept: these numbers in this order (the
// first seven in a game without corner and centre marks).
const FIELDS = ['cell', 'value', 'marks', 'colors', 'kept', 'keptColors', 'taken', 'corner', 'centre'];

// Today's colours: each candidate's 0-4, the cell's 0-6, nothing else.
function colorsOk(bits) {
  if (!Number.isInteger(bits) || bits < 0 || bits >= 2 ** 30) return false;
  for (let d = 0; d < 9; d++) if (((bits >> (3 * d)) & 7) > CANDIDATE_COLOURS) return false;
  return ((bits >> 27) & 7) <= CELL_COLOURS;
}

// Colours as versions before two pairs wrote them (candidate d colour A at bit d-1, B at bit d+8), in today's layout.
function olderColors(bits) {
  let out = 0;
  for (let d = 0; d < 9; d++) out |= ((bits >> d) & 1 ? 1 : (bits >> (d + 9)) & 1 ? 2 : 0) << (3 * d);
  return out;
}
const olderColorsOk = (bits) => Number.isInteger(bits) && bits >= 0 && bits < 2 ** 18;

// The layouts of a kept game, newest first: how to tell one (written), how many
// numbers a cell of its history has (stride), and a cell's colours and kept marks
// read into today's layout (cell: null when they do not read).
const todayCell = ({ colors, kept, keptColors }) => (colorsOk(colors) && colorsOk(keptColors) && (keptColors & ~SPREAD[ALL_MARKS]) === 0
  && kept >= 0 && kept <= ALL_MARKS ? { colors, kept, keptColors } : null);
const LAYOUTS = [
  { written: (stored) => stored.corner !== undefined || stored.centre !== undefined, stride: 9, cell: todayCell },
  {
    // No corner or centre marks.
    written: (stored) => stored.keptColors !== undefined,
    stride: 7,
    cell: todayCell,
  },
  {
    // Kept marks and colours under a digit in one number (marks | colours << 9).
    written: (stored) => stored.kept !== undefined || stored.taken !== undefined,
    stride: 6,
    cell: ({ colors, kept }) => (olderColorsOk(colors) && Number.isInteger(kept) && kept >= 0 && kept < 2 ** 27
      ? { colors: olderColors(colors), kept: kept & ALL_MARKS, keptColors: olderColors(kept >>> 9) } : null),
  },
  {
    // Nothing kept under digits.
    written: () => true,
    stride: 4,
    cell: ({ colors }) => (olderColorsOk(colors) ? { colors: olderColors(colors), kept: 0, keptColors: 0 } : null),
  },
];

// The moves of a kept history in a layout, or null if any move does not read as one.
function readMoves(list, layout) {
  const { stride } = layout;
  const snapshot = (flat) => {
    if (!Array.isArray(flat) || !flat.length || flat.length % stride || !flat.every(Number.isInteger)) return null;
    const cells = [];
    for (let i = 0; i < flat.length; i += stride) {
      const numbers = flat.slice(i, i + stride);
      const [cell, value, marks, colors] = numbers;
      const [kept, keptColors, taken] = stride >= 7 ? numbers.slice(4, 7) : stride === 6 ? [numbers[4], 0, numbers[5]] : [0, 0, 0];
      const [corner, centre] = stride === 9 ? numbers.slice(7) : [0, 0];
      const read = layout.cell({ colors, kept, keptColors });
      const set = (m) => m >= 0 && m <= ALL_MARKS;
      if (cell < 0 || cell > 80 || value < 0 || value > 9 || !set(marks) || !read || !set(taken) || !set(corner) || !set(centre)) return null;
      cells.push({ cell, value, marks, taken, corner, centre, ...read });
    }
    return cells;
  };
  if (!Array.isArray(list) || list.length > MAX_UNDO) return null;
  const moves = [];
  for (const move of list) {
    const before = Array.isArray(move) && (move.length === 2 || move.length === 3) && snapshot(move[0]);
    const after = before && snapshot(move[1]), at = move[2] ?? null;
    if (!after || before.length !== after.length || before.some((b, i) => b.cell !== after[i].cell)) return null;
    if (at !== null && !clockOk(at)) return null;
    moves.push({ before, after, at });
  }
  return moves;
}

/**
 * The game a pasted puzzle opens as (the page's Load, pencilmark-render): its
 * givens, with the engine's own spelling of the puzzle as its source; what the
 * form carries beyond them, the player's: placed digits (a library line's '+'
 * cells, SudokuWiki's solved cells, a candidate grid's '+' digits) and
 * candidates (a pencil-mark line's, a candidate grid's, SudokuWiki's notes, a
 * library line's deletions) as marks, and an f-puzzles or SudokuPad link's
 * corner marks as corner marks. A puzzle of givens alone opens without marks. format: the engine's format(text, form), answering its text or a
 * promise of it.
 */
export async function gameFromText(text, format) {
  // One line of 729 slots, between the margins the engine ignores (white space, zero-width ones too).
  const slots = text.replace(/^[\s\u200B-\u200D\u2060]+|[\s\u200B-\u200D\u2060]+$/g, '');
  const isMarks = /^[0-9.-]{729}$/.test(slots);
  const givens = await format(text, isMarks ? 'line' : 'givens');
  // A pencil-mark puzzle's source is its marks as given (blanks '.'), not as the
  // engine writes them back: there a cell its givens leave one mark would read
  // as one more given, and a link would open another puzzle.
  const source = isMarks ? slots.replace(/[0-]/g, '.') : givens;
  const g = new Game(givens, { source });
  const [line, candidates] = await Promise.all([format(text, 'line'), format(text, 'pencilmarks')]);
  [...line].forEach((ch, c) => { if (!g.isGiven(c) && ch !== '.') g.values[c] = Number(ch); });
  const marks = marksOfLine(candidates).map((m, c) => (g.values[c] ? 0 : m));
  // A candidate grid writes its candidates down (groups of digits between spaces
  // or bars): they are shown even where the digits alone leave the same.
  const isCandidateGrid = /(^|[ \t|])[1-9]{2,9}(?=[ \t|]|$)/m.test(text) && text.trim().includes('\n');
  const computed = g.computedMarks();
  if (isMarks || isCandidateGrid || marks.some((m, c) => m !== computed[c])) g.marks = marks;
  // An f-puzzles or SudokuPad link's corner marks (the engine reads its centre marks, as candidates, above).
  if (/f-puzzles|sudokupad|cracking/i.test(text)) {
    const corner = (await import('./packed.js')).cornerMarks(text);
    if (corner) g.corner = corner.map((m, c) => (g.isGiven(c) ? 0 : m));
  }
  return g;
}

/** A 729-character line's marks, a mask a cell (bit d - 1 for digit d; its slots hold digits or '.'). */
export function marksOfLine(line) {
  return Array.from({ length: 81 }, (_, c) => [...line.slice(9 * c, 9 * c + 9)].reduce((m, ch, d) => (ch === '.' ? m : m | (1 << d)), 0));
}

/** The board after the first `count` steps of a solution path, from the givens. */
export function gameAfter(givens, steps, count, source) {
  const g = new Game(givens, { source });
  for (const step of steps.slice(0, count)) g.applyStep(step);
  return g;
}

// Share links: ?p=<puzzle>&v=<values>&m=<marks>, the puzzle its givens (81
// characters) or a pencil-mark puzzle's 729, marks two base-32 characters a cell.
export const B32 = '0123456789abcdefghijklmnopqrstuv';

/**
 * A link's puzzle as a new game, or null when p is neither form: 81 characters
 * of givens, or 729 pencil marks whose one-mark cells are the givens (as the
 * engine reads them) and whose other marks are the player's to start with, as
 * when pasted; blanks '.', '0' or '-'. The engine still has to find its one
 * solution before the game is kept.
 */
export function gameOfLink(p) {
  if (typeof p !== 'string' || !/^[0-9.-]+$/.test(p) || (p.length !== 81 && p.length !== 729)) return null;
  const puzzle = p.replace(/[0-]/g, '.');
  if (puzzle.length === 81) return new Game(puzzle);
  const givens = marksOfLine(puzzle).map((m) => (m && !(m & (m - 1)) ? String(Math.log2(m) + 1) : '.')).join('');
  const g = new Game(givens, { source: puzzle });
  g.marks = g.puzzleMarks();
  return g;
}

export function encodeMarks(marks) {
  return marks.map((m) => B32[m >> 5] + B32[m & 31]).join('');
}

export function decodeMarks(text) {
  if (typeof text !== 'string' || text.length !== 162 || /[^0-9a-v]/.test(text)) return null;
  return Array.from({ length: 81 }, (_, c) => ((B32.indexOf(text[2 * c]) << 5) | B32.indexOf(text[2 * c + 1])) & ALL_MARKS);
}
