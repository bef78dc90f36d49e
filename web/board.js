// The board: an ARIA grid of 81 cells, each a digit or a 3x3 grid of pencil
// marks, with one tab stop (the selected cell) and arrow keys inside. Hint
// evidence is drawn as classes on cells and marks, and chain links as lines in
// an SVG layer over the board.
import { cellName } from './game.js';

const SVG = 'http://www.w3.org/2000/svg';

// Where a candidate sits, in the overlay's 900x900 coordinates.
function candidatePoint(cell, digit) {
  const r = Math.floor(cell / 9), c = cell % 9;
  return [100 * c + 100 * (((digit - 1) % 3) + 0.5) / 3, 100 * r + 100 * (Math.floor((digit - 1) / 3) + 0.5) / 3];
}

// Sets a property only when it differs: a render redraws all 81 cells, and the
// same text or class set again still costs the browser its style and layout.
function changed(node, property, value) {
  if (node[property] !== value) node[property] = value;
}
// The same for an attribute (ARIA's properties are not reflected in every browser a player may have).
function changedAttribute(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

const bitCount = (bits) => { let n = 0; for (let b = bits; b; b &= b - 1) n++; return n; };

export class BoardView {
  constructor(root, { onSelect, onKey }) {
    this.root = root;
    this.selected = 0;
    // More cells chosen with it (Ctrl or Shift and a click, a mouse drag, Shift and
    // an arrow), to pencil a mark into all of them at once. The grid is then
    // aria-multiselectable, each chosen cell aria-selected.
    this.chosen = new Set();
    root.setAttribute('role', 'grid');
    root.setAttribute('aria-rowcount', '9');
    root.setAttribute('aria-colcount', '9');
    // The 81 cells in one parse (a cell's marks come on first use: most cells of a
    // fresh board have none), and their events handled on the board: a board is
    // drawn on the Techniques page's load, where 243 listeners and 250 elements
    // made one by one were most of its longest task. A board the page came with
    // (boardMarkup, written at build) is taken as it is: the browser laid it out
    // before its first paint, and a render of the same position changes nothing.
    if (root.querySelectorAll(':scope > .row > .cell').length !== 81) root.innerHTML = boardMarkup();
    this.cells = [...root.querySelectorAll(':scope > .row > .cell')];
    this.valueSpans = this.cells.map((cell) => cell.firstChild);
    this.markSpans = this.cells.map((cell) => { const marks = cell.querySelector(':scope > .marks'); return marks ? [...marks.children] : null; });
    // Each cell's corner and centre marks as last written (below), '' for none.
    this.notesHtml = this.cells.map((cell) => cell.querySelector(':scope > .notes')?.outerHTML ?? '');
    const cellAt = (event) => {
      const cell = event.target.closest?.('.cell');
      return cell && root.contains(cell) ? Number(cell.dataset.cell) : null;
    };
    root.addEventListener('click', (event) => {
      const index = cellAt(event);
      if (index === null || this.#dragged) return;  // a drag already chose it
      this.select(index, true, event.ctrlKey || event.metaKey ? 'toggle' : event.shiftKey ? 'add' : null);
    });
    // A mouse drag over cells chooses them all (touch keeps its scrolling).
    root.addEventListener('pointerdown', (event) => {
      const index = cellAt(event);
      if (index === null || event.pointerType !== 'mouse' || event.button !== 0) return;
      this.#dragFrom = this.#dragOver = index;
      this.#dragged = false;
    });
    root.addEventListener('pointerover', (event) => {
      const index = cellAt(event);
      if (index === null || index === this.#dragOver || this.#dragFrom === null || !(event.buttons & 1)) return;
      this.#dragOver = index;
      if (!this.#dragged) this.select(this.#dragFrom, true);
      this.#dragged = true;
      this.select(index, true, 'add');
    });
    root.addEventListener('pointerup', () => {
      this.#dragFrom = this.#dragOver = null;
      setTimeout(() => { this.#dragged = false; });  // after this release's click
    });
    this.id = `pencilmark-board-${++boards}`;
    this.overlay = document.createElementNS(SVG, 'svg');
    this.overlay.setAttribute('class', 'links');
    this.overlay.setAttribute('viewBox', '0 0 900 900');
    this.overlay.setAttribute('aria-hidden', 'true');
    root.append(this.overlay);
    this.onSelect = onSelect;
    root.addEventListener('keydown', (event) => {
      const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
      if (event.key in moves && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        const r = Math.floor(this.selected / 9), c = this.selected % 9;
        const next = {
          ArrowUp: ((r + 8) % 9) * 9 + c, ArrowDown: ((r + 1) % 9) * 9 + c,
          ArrowLeft: r * 9 + (c + 8) % 9, ArrowRight: r * 9 + (c + 1) % 9,
        }[event.key];
        this.select(next, true, event.shiftKey ? 'add' : null);
        return;
      }
      onKey(event);
    });
  }

  #marksOf(c) {
    if (!this.markSpans[c]) {
      this.cells[c].insertAdjacentHTML('beforeend', marksMarkup(Array(9).fill('mark')));
      this.markSpans[c] = [...this.cells[c].lastChild.children];
    }
    return this.markSpans[c];
  }

  #dragFrom = null;
  #dragOver = null;  // the cell the drag is over (pointerover comes again from its children)
  #dragged = false;

  /** The cells a mark goes into: every cell chosen, or the selected one. */
  get targets() { return this.chosen.size ? [...this.chosen].sort((a, b) => a - b) : [this.selected]; }

  /**
   * Moves the selection to `cell`. how: null chooses it alone; 'add' keeps the
   * cells chosen and adds it; 'toggle' adds it, or takes it out when it was chosen.
   */
  select(cell, focus = false, how = null) {
    if (how === null) this.chosen.clear();
    else {
      this.chosen.add(this.selected);
      if (how === 'toggle' && this.chosen.has(cell) && cell !== this.selected) {
        // Taken out: the selection stays where it was.
        this.chosen.delete(cell);
        if (this.chosen.size < 2) this.chosen.clear();
        this.onSelect?.(this.selected);
        return;
      }
      this.chosen.add(cell);
    }
    if (this.chosen.size < 2) this.chosen.clear();
    this.root.setAttribute('aria-multiselectable', String(this.chosen.size > 0));
    this.cells[this.selected].tabIndex = -1;
    this.selected = cell;
    this.cells[cell].tabIndex = 0;
    if (focus) this.cells[cell].focus();
    this.onSelect?.(cell);
  }

  /**
   * game: a Game; view: { conflicts: Set, wrong: Set, marks: marks to show (the
   * player's, or computed), highlight: { cells: Map cell->role, houses: Map
   * cell->role, candidates: Map "cell:digit"->role, links: [...] }, digit: the
   * digit shown everywhere (its cells tinted, its candidates lit), possible: per
   * cell the candidates the digits allow (lit for `digit` in a cell without
   * marks), paint: the player's candidate colours (Game.colors), bivalue: tint the
   * cells with exactly two candidates (the player's marks, or the digits' when the
   * board has none) }.
   */
  render(game, view = {}) {
    const looks = boardLooks(game, view, this);
    for (let c = 0; c < 81; c++) {
      const look = looks[c];
      changed(this.valueSpans[c], 'textContent', look.value);
      if (look.marks || this.markSpans[c]) {
        const spans = this.#marksOf(c);
        for (let d = 0; d < 9; d++) changed(spans[d], 'className', look.marks?.[d] ?? 'mark');
      }
      const notes = look.notes ? notesMarkup(look.notes.corner, look.notes.centre, look.notes.lit) : '';
      if (notes !== this.notesHtml[c]) {
        this.cells[c].querySelector(':scope > .notes')?.remove();
        if (notes) this.cells[c].insertAdjacentHTML('beforeend', notes);
        this.notesHtml[c] = notes;
      }
      changed(this.cells[c], 'className', look.className);
      changedAttribute(this.cells[c], 'aria-label', look.label);
      changedAttribute(this.cells[c], 'aria-selected', String(look.selected));
    }
    this.#drawLinks(view.highlight?.links ?? [], game.values);
  }

  #drawLinks(links, values) {
    this.overlay.replaceChildren();
    if (!links.length) return;
    const defs = svg('defs');
    for (const kind of ['strong', 'weak', 'forces']) {
      const marker = svg('marker', {
        id: `${this.id}-arrow-${kind}`, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto',
      });
      marker.append(svg('path', { d: 'M0 0L10 5L0 10z', class: `arrow arrow-${kind}` }));
      defs.append(marker);
    }
    this.overlay.append(defs);
    const { paths, nodes } = linkDrawing(links, values);
    for (const { d, type } of paths) {
      this.overlay.append(svg('path', { d, class: `link link-${type}`, 'marker-end': `url(#${this.id}-arrow-${type})` }));
    }
    for (const { cx, cy, on } of nodes) this.overlay.append(svg('circle', { cx, cy, r: NODE_R, class: `node node-${on ? 'on' : 'off'}` }));
  }
}

/**
 * A step's links as drawn over the board, in a 900x900 square (a cell is 100):
 * each link a path from node to node, its type giving colour and dash (strong
 * solid, weak dashed, forces dotted) and an arrowhead at the node it reaches;
 * every node a ring of radius NODE_R (on: a link makes it true). A link along a
 * row or a column past its neighbour bends, alternately to either side, so that
 * it neither runs over the digits between nor lies on another link of that line;
 * any link bends (further if it must) where its straight line would cross another
 * node's ring or a digit placed (values: the board's 81 digits), and two links of
 * the same nodes bend apart. No DOM: the board and its pictures (picture.js) draw it.
 */
export function linkDrawing(links, values) {
  const paths = [];
  const nodes = new Map();  // "cell:digit" -> true when a link makes it true
  const points = links.flatMap((l) => [candidatePoint(l.from.cell, l.from.digit), candidatePoint(l.to.cell, l.to.digit)]);
  const drawn = new Set();  // "from>to" of the links drawn, either way
  links.forEach((link, i) => {
    const from = candidatePoint(link.from.cell, link.from.digit), to = candidatePoint(link.to.cell, link.to.digit);
    const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
    const length = Math.hypot(dx, dy) || 1;
    const [ux, uy] = [dx / length, dy / length];
    const start = [from[0] + ux * NODE_R, from[1] + uy * NODE_R], end = [to[0] - ux * (NODE_R + 2), to[1] - uy * (NODE_R + 2)];
    const curve = (bend) => [(start[0] + end[0]) / 2 - uy * bend, (start[1] + end[1]) / 2 + ux * bend];
    // What a line crosses: another node's ring or the board's edge (a point lost
    // there counts ten) or a digit placed (one); the line drawn crosses least.
    const others = points.filter(([x, y]) => (x !== from[0] || y !== from[1]) && (x !== to[0] || y !== to[1]));
    const crossings = (bend) => {
      const c = curve(bend);
      let count = 0;
      for (let k = 1; k < 16; k++) {
        const t = k / 16, a = (1 - t) * (1 - t), b = 2 * t * (1 - t), e = t * t;
        const x = a * start[0] + b * c[0] + e * end[0], y = a * start[1] + b * c[1] + e * end[1];
        if (others.some(([px, py]) => Math.hypot(px - x, py - y) < NODE_R + 4) || Math.min(x, y, 900 - x, 900 - y) < 6) count += 10;
        const cell = Math.floor(y / 100) * 9 + Math.floor(x / 100);
        if (values[cell] && Math.abs((x % 100) - 50) < 22 && Math.abs((y % 100) - 50) < 30) count++;
      }
      return count;
    };
    const pair = [link.from, link.to].map((n) => `${n.cell}:${n.digit}`);
    const back = drawn.has(`${pair[1]}>${pair[0]}`);  // the same two nodes linked the other way: bend apart
    drawn.add(`${pair[0]}>${pair[1]}`);
    const along = (dx === 0 || dy === 0) && length > 100;
    const side = i % 2 ? -1 : 1, base = Math.min(70, length * 0.22);
    const tries = along || back ? [base * side, -base * side] : [0, base * side, -base * side];
    const scored = [...tries, base * 1.8 * side, -base * 1.8 * side].map((b) => [crossings(b), b]);
    const bend = scored.reduce((best, next) => (next[0] < best[0] ? next : best))[1];
    const control = curve(bend);
    paths.push({ d: bend ? `M${start}Q${control} ${end}` : `M${start}L${end}`, type: link.type });
    if (!nodes.has(pair[0])) nodes.set(pair[0], link.type !== 'strong');
    nodes.set(pair[1], link.type !== 'weak');
  });
  return {
    paths,
    nodes: [...nodes].map(([key, on]) => {
      const [cell, digit] = key.split(':').map(Number);
      const [cx, cy] = candidatePoint(cell, digit);
      return { cx, cy, on };
    }),
  };
}

/**
 * How each cell looks for render(game, view) (see there) on a board whose
 * selected cell and chosen cells are `selection`: its digit, its class, its nine
 * marks' classes (null when none is shown), its words for a screen reader and
 * whether it is selected. No DOM: the build writes a board with it (boardMarkup).
 */
export function boardLooks(game, view = {}, { selected = 0, chosen = new Set() } = {}) {
  // selection: false draws no selected cell (a board only shown, never played).
  const { conflicts = new Set(), wrong = new Set(), highlight = {}, sameDigit = 0, selection = true } = view;
  const { digit = sameDigit, possible = null, paint = null } = view;
  const marks = view.marks ?? game.marks;
  const pairs = view.bivalue ? (game.hasMarks() ? (view.marks ?? game.candidates()) : game.computedMarks()) : null;
  const cellRoles = highlight.cells ?? new Map();
  const houseRoles = highlight.houses ?? new Map();
  const candidateRoles = highlight.candidates ?? new Map();
  return Array.from({ length: 81 }, (_, c) => {
    const v = game.values[c];
    const given = game.isGiven(c);
    const classes = ['cell'];
    if (given) classes.push('given');
    else if (v) classes.push('entered');
    if (selection && (c === selected || chosen.has(c))) classes.push('selected');
    if (conflicts.has(c)) classes.push('conflict');
    if (wrong.has(c)) classes.push('wrong');
    if (digit && v === digit) classes.push('same-digit');
    const bivalue = Boolean(pairs && !v && bitCount(pairs[c]) === 2);
    if (bivalue) classes.push('bivalue');
    if (houseRoles.has(c)) classes.push(`house-${houseRoles.get(c)}`);
    if (cellRoles.has(c)) classes.push(`cell-${cellRoles.get(c)}`);
    const shown = [], visible = [], painted = [[], [], [], []];
    const anyRole = candidateRoles.size > 0 && [1, 2, 3, 4, 5, 6, 7, 8, 9].some((d) => candidateRoles.has(`${c}:${d}`));
    // Corner and centre marks (below) show in a cell without 3x3 marks. Where a
    // hint marks candidates in such a cell, its centre marks (its candidates, as
    // hints read them) are drawn as 3x3 marks instead, for the hint's roles to sit on.
    const corner = v ? 0 : game.corner?.[c] ?? 0, centre = v ? 0 : game.centre?.[c] ?? 0;
    const pencilled = v ? 0 : marks[c] || (anyRole ? centre : 0);
    const noted = !pencilled && (corner || centre)
      ? { corner, centre, lit: digit && ((corner | centre) >> (digit - 1)) & 1 ? digit : 0 } : null;
    // Where the shown digit can go: among the player's marks, or the digits' candidates in an unmarked cell.
    const canGo = Boolean(digit && !v && !noted && ((pencilled || possible?.[c] || 0) >> (digit - 1)) & 1);
    let markClasses = null;
    if (pencilled || anyRole || canGo) {
      markClasses = [];
      for (let d = 1; d <= 9; d++) {
        const role = candidateRoles.get(`${c}:${d}`);
        const present = (pencilled >> (d - 1)) & 1;
        const lit = canGo && d === digit;
        const colour = present && paint ? ' abcd'[(paint[c] >> (3 * (d - 1))) & 7]?.trim() ?? '' : '';
        const look = role ? ` role-${role}` : `${colour ? ` paint-${colour}` : ''}${lit ? ' lit' : ''}`;
        markClasses.push(`mark${present || role || lit ? ' on' : ''}${look}`);
        if (present && (marks[c] >> (d - 1)) & 1) shown.push(d);
        if (present || role || lit) visible.push(d);
        if (colour) painted['abcd'.indexOf(colour)].push(d);
      }
    }
    const colours = painted.flatMap((ds, i) => (ds.length ? [`colour ${'ABCD'[i]} ${ds.join(' ')}`] : []));
    const cellColour = paint ? (paint[c] >> 27) & 7 : 0;
    if (cellColour) classes.push(`paint-cell-${cellColour}`);
    const state = v ? `${given ? 'given ' : ''}${v}`
      : `${shown.length ? `empty, pencil marks ${shown.join(' ')}${colours.length ? ` (${colours.join(', ')})` : ''}` : 'empty'}${notesSaid(corner, centre)}`;
    // Candidates shown beyond the player's marks (a hint's, or where the shown digit can go) are read too.
    const extra = visible.length > shown.length && !(visible.length === 1 && canGo && !pencilled);
    const notes = [extra && `shown ${visible.join(' ')}`, conflicts.has(c) && 'conflict', wrong.has(c) && 'wrong',
      cellRoles.has(c) && `hint ${cellRoles.get(c)}`, cellColour && `cell colour ${cellColour}`, canGo && !pencilled && `${digit} can go here`, bivalue && 'two candidates'].filter(Boolean);
    return {
      value: v ? String(v) : '', className: classes.join(' '), marks: markClasses, notes: noted,
      label: `${cellName(c)}, ${state}${notes.length ? `, ${notes.join(', ')}` : ''}`, selected: c === selected || chosen.has(c),
    };
  });
}

// A cell's nine marks (spaces between the digits, no boxes in a grid, keep the
// shown text "1 2 5", as the cell's label reads it, not "125").
const marksMarkup = (classes) => `<span class="marks" aria-hidden="true">${
  classes.map((name, i) => `<span class="${name}">${i + 1}</span>`).join(' ')} </span>`;

/**
 * The board's 81 cells as HTML, looking as `looks` (boardLooks) says, or blank.
 * BoardView parses it, and the build writes a page's first board with it.
 */
export function boardMarkup(looks = null) {
  return Array.from({ length: 9 }, (_, r) => `<div class="row" role="row" aria-rowindex="${r + 1}">${
    Array.from({ length: 9 }, (_, k) => {
      const c = r * 9 + k, look = looks?.[c];
      const said = look ? ` aria-label="${look.label}" aria-selected="${look.selected}"` : '';
      return `<div class="${look?.className ?? 'cell'}" role="gridcell" aria-colindex="${k + 1}" tabindex="${c ? -1 : 0}" ` +
        `data-cell="${c}"${said}><span class="value" aria-hidden="true">${look?.value ?? ''}</span>${look?.marks ? marksMarkup(look.marks) : ''}${
          look?.notes ? notesMarkup(look.notes.corner, look.notes.centre, look.notes.lit) : ''}</div>`;
    }).join('')}</div>`).join('');
}

// A node's ring, in the overlay's units (a candidate's square is 33 wide).
export const NODE_R = 14;
let boards = 0;  // an id for each board's arrowheads, unique in the document

/** An SVG element with its attributes. */
export function svg(name, attributes = {}) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

// ---- corner and centre marks ----------------------------------------------------
// Corner and centre marks (Game.corner, Game.centre): where they sit in a cell,
// for the board (render writes them, board.css places them) and its pictures
// (picture.js draws them in the same places). Here and not in a module of their
// own: board.js is on the page's first load, and one more module would be a
// seventh request there.
//
// Corner marks go as SudokuPad puts them: the cell's four corners first, then
// the middles of its top, bottom, left and right edges, a ninth in the middle;
// each pressed against its corner or edge, so they read as corner marks and not
// as 3x3 marks of the same places. Centre marks are one row across the middle,
// its digits smaller as there are more of them, so that nine still fit.

/** The squares of a cell's 3x3 (0 top left, 8 bottom right) its corner marks take, in order. */
export const CORNER_SLOTS = [0, 2, 6, 8, 1, 7, 3, 5, 4];

/** The digits of a 9-bit set, in order. */
export const digitsOf = (bits) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (bits >> (d - 1)) & 1);

/**
 * The centre marks' size as a share of their most, for a row of n digits: whole
 * up to five, then smaller, so that a row of nine stays inside the cell (board.css
 * has these shares as its .centre.n6 to .n9).
 */
export const centreFit = (n) => Math.round(100 * Math.min(1, 5 / Math.max(1, n))) / 100;

/** What a cell's notes say to a screen reader: ', corner marks 1 5, centre marks 3 4', or ''. */
export function notesSaid(corner, centre) {
  return `${corner ? `, corner marks ${digitsOf(corner).join(' ')}` : ''}${centre ? `, centre marks ${digitsOf(centre).join(' ')}` : ''}`;
}

/**
 * A cell's corner and centre marks as HTML (board.css places them): the corner
 * marks in their slots, the centre marks as one row (class nN: N digits, for
 * its size); lit: the digit the player asked to see, lit where it is among them.
 * Each digit is drawn from its data-d (board.css: its ::before), not written as
 * text: the cell's words are its label ("corner marks 7, centre marks 9"), and a
 * cell's own text must be part of them (axe: label-content-name-mismatch), which
 * digits of two kinds side by side ("7 9") would not be.
 */
export function notesMarkup(corner, centre, lit = 0) {
  const digit = (d, cls = '') => {
    const names = [cls, d === lit && 'lit'].filter(Boolean).join(' ');
    return `<span${names ? ` class="${names}"` : ''} data-d="${d}"></span>`;
  };
  const corners = digitsOf(corner).map((d, i) => digit(d, `corner slot-${CORNER_SLOTS[i]}`));
  const middle = digitsOf(centre);
  const row = middle.length ? `<span class="centre n${middle.length}">${middle.map((d) => digit(d)).join('')}</span>` : '';
  return `<span class="notes" aria-hidden="true">${corners.join('')}${row}</span>`;
}
