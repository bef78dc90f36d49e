// The board: an ARIA grid of 81 cells, each a digit or a 3x3 grid of pencil
// marks, with one tab stop (the selected cell) and arrow keys inside. Hint
// evidence is drawn as classes on cells and marks, and chain links as lines in
// an SVG layer over the board.
import { cellName } from './game.js';

const SVG = 'http://www.w3.org/2000/svg';

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
    root.setAttribute('aria-rowcount', '10');  // a row of column headers, then the nine rows of cells
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
    // The rows' and columns' names in the board's language, once its words have come.
    if (view.say && this.#headsIn !== view.language) {
      this.#headsIn = view.language;
      this.root.querySelectorAll(':scope > .row').forEach((row, r) => {
        if (r) row.setAttribute('aria-label', view.say('board-row', { number: r }));
        else [...row.children].forEach((head, k) => { head.textContent = view.say('board-column', { number: k + 1 }); });
      });
    }
    this.#links = view.highlight?.links ?? [];
    this.#drawn = this.#links.length ? drawnDigits(looks) : null;
    this.#drawLinks();
  }

  #headsIn = null;  // the language the rows' and columns' names are in (null: numbers only, or the build's)
  #links = [];
  #drawn = null;
  #drawing = null;  // the last linkDrawing, and what it was drawn for
  #resized = null;  // watches the board's size while links are drawn: they are drawn for it

  #drawLinks() {
    this.overlay.replaceChildren();
    if (!this.#links.length) return;
    // The board's inside in pixels (read only while a chain is shown: a plain render reads no layout).
    const size = this.root.clientWidth;
    if (!this.#resized && typeof ResizeObserver === 'function') {
      let last = size;
      this.#resized = new ResizeObserver(() => {
        const now = this.root.clientWidth;
        if (now !== last && this.#links.length) { last = now; this.#drawLinks(); }
      });
      this.#resized.observe(this.root);
    }
    const defs = svg('defs');
    for (const kind of ['strong', 'weak', 'forces']) {
      const marker = svg('marker', { id: `${this.id}-arrow-${kind}`, ...ARROW.marker });
      marker.append(svg('path', { d: ARROW.d, class: `arrow arrow-${kind}` }));
      defs.append(marker);
    }
    this.overlay.append(defs);
    // The same links on the same board at the same size are drawn as before (a render
    // for a selection redraws them; routing a long chain takes some milliseconds).
    const key = JSON.stringify([this.#links, this.#drawn, size]);
    if (this.#drawing?.key !== key) this.#drawing = { key, ...linkDrawing(this.#links, { drawn: this.#drawn, size: size || 444 }) };
    const { paths, nodes } = this.#drawing;
    for (const { d, type } of paths) {
      this.overlay.append(svg('path', { d, class: `link link-${type}`, 'marker-end': `url(#${this.id}-arrow-${type})` }));
    }
    for (const { cx, cy, r, on } of nodes) {
      this.overlay.append(svg('circle', { cx: round(cx), cy: round(cy), r: round(r), class: `node node-${on ? 'on' : 'off'}` }));
    }
  }
}

const round = (x) => Math.round(x * 10) / 10;

// The board's geometry as board.css lays it out, for a board whose inside (less
// its 3 px frame) is `inner` pixels wide: each cell a ninth of it less its right
// and bottom lines (1 px, 2 px between boxes), its marks in a 3x3 inside 2 px, the
// digits' sizes (board.css's clamp()s of the board's width). Pixels from the
// inside's corner. The pictures (picture.js) and the chain overlay draw with it.
export function boardMetrics(inner) {
  const track = inner / 9;
  const line = (k) => (k === 8 ? 0 : k % 3 === 2 ? 2 : 1);
  const clamp = (low, value, high) => Math.min(high, Math.max(low, value));
  const inside = (cell) => {
    const r = Math.floor(cell / 9), c = cell % 9;
    return { x: c * track, y: r * track, w: track - line(c), h: track - line(r) };
  };
  return {
    inner, track, line, inside,
    valueFont: clamp(12.8, 0.06 * inner, 30.4),
    markFont: clamp(8, 0.026 * inner, 12.8),
    /** Where a candidate's digit is centred. */
    markCentre(cell, digit) {
      const box = inside(cell), side = (box.w - 4) / 3, tall = (box.h - 4) / 3;
      return [box.x + 2 + (((digit - 1) % 3) + 0.5) * side, box.y + 2 + (Math.floor((digit - 1) / 3) + 0.5) * tall];
    },
    /** Where a cell's digit is centred. */
    cellCentre(cell) {
      const box = inside(cell);
      return [box.x + box.w / 2, box.y + box.h / 2];
    },
  };
}

// A digit's ink in ems: its half width, and its height (centred on its point).
const INK_HALF_WIDTH = 0.28, INK_HALF_HEIGHT = 0.37;
// In the overlay's 900 units: a link's width, a ring's, the arrowhead's length and
// width (in links' widths: the markers' markerWidth and markerHeight), the gap
// between a ring and its digit's ink (in pixels) and between a ring and a link's end.
export const LINK_WIDTH = 6, RING_WIDTH = 4, ARROW_LENGTH = 3, ARROW_WIDTH = 3;
const RING_GAP_PX = 0.7, END_GAP = 2;

/**
 * A link's arrowhead marker (its attributes, and its shape's path): its base at the
 * line's end (a link ends short of its node by the arrowhead's length), its tip at
 * the node's ring; ARROW_LENGTH link widths long, ARROW_WIDTH wide.
 */
export const ARROW = {
  marker: { viewBox: '0 0 10 10', refX: 0, refY: 5, markerWidth: ARROW_LENGTH, markerHeight: ARROW_WIDTH, orient: 'auto' },
  d: 'M0 0L10 5L0 10z',
};

/**
 * What the board draws in each cell, for the chain overlay to keep off: per cell
 * the marks shown (bits, 1 for digit 1), and the digit a placement writes there
 * big (0 for none). From boardLooks.
 */
export function drawnDigits(looks) {
  return looks.map((look) => {
    let shown = 0, placing = 0;
    look.marks?.forEach((name, i) => {
      if (!/\bon\b/.test(name)) return;
      shown |= 1 << i;
      if (/\brole-placed\b/.test(name) && look.className.includes('placing')) placing = i + 1;
    });
    // Corner and centre marks: the squares of the 3x3 they take (the centre row its three middle ones).
    if (look.notes) {
      digitsOf(look.notes.corner).forEach((_, i) => { shown |= 1 << CORNER_SLOTS[i]; });
      if (look.notes.centre) shown |= 0b111000;
    }
    return { value: look.value ? Number(look.value) : 0, shown, placing };
  });
}

/**
 * A step's links as drawn over the board, in a 900x900 square laid over its
 * inside (`size` pixels wide): each link a path from node to node, its type giving
 * colour and dash (strong solid, weak dashed, forces dotted) and an arrowhead at
 * the node it reaches; every node a ring of radius r (on: a link makes it true)
 * around its digit's ink, where board.css draws the digit at that size (a
 * placement's digit big in its cell). A link starts and ends outside its nodes'
 * rings, its arrowhead's tip at the ring: never on a digit. It is straight where
 * that crosses nothing; else it leaves and reaches its nodes at an angle (a bow, or
 * a gentle S), turned as little as will keep it off other nodes' rings and digits,
 * the board's edge, the other links and the digits and marks shown (`drawn`:
 * drawnDigits, each cell's digit, marks and placement), its arrowhead off every
 * digit. Two nodes side by side in one cell are linked by a bow out of the cell's
 * way. No DOM: the board and its pictures (picture.js) draw it.
 */
export function linkDrawing(links, { drawn = [], size = 444 } = {}) {
  const metrics = boardMetrics(size);
  const u = 900 / size;  // overlay units a pixel
  const at = (cell) => drawn[cell] ?? { value: 0, shown: 0, placing: 0 };
  // A candidate's digit: its centre and its ink's half width and height, in units.
  const digitOf = (cell, digit) => {
    const big = at(cell).placing === digit;
    const [x, y] = big ? metrics.cellCentre(cell) : metrics.markCentre(cell, digit);
    const font = (big ? metrics.valueFont : metrics.markFont) * u;
    return { x: x * u, y: y * u, w: INK_HALF_WIDTH * font, h: INK_HALF_HEIGHT * font };
  };
  // Every digit drawn in a cell, as digitOf gives them.
  const cellDigits = new Map();
  const digitsIn = (cell) => {
    if (!cellDigits.has(cell)) cellDigits.set(cell, digitsOfCell(cell));
    return cellDigits.get(cell);
  };
  const digitsOfCell = (cell) => {
    const { value, shown, placing } = at(cell);
    if (value || placing) {
      const [x, y] = metrics.cellCentre(cell), font = metrics.valueFont * u;
      return [{ key: placing ? `${cell}:${placing}` : `${cell}:v`, big: true, x: x * u, y: y * u, w: INK_HALF_WIDTH * font, h: INK_HALF_HEIGHT * font }];
    }
    const out = [];
    for (let d = 1; d <= 9; d++) if ((shown >> (d - 1)) & 1) out.push({ key: `${cell}:${d}`, ...digitOf(cell, d) });
    return out;
  };
  const ringOf = (digit) => Math.hypot(digit.w, digit.h) + RING_GAP_PX * u + RING_WIDTH / 2;
  const nodes = new Map();  // "cell:digit" -> { x, y, r, on }
  const nodeAt = ({ cell, digit }) => {
    const key = `${cell}:${digit}`;
    if (!nodes.has(key)) {
      const d = digitOf(cell, digit);
      nodes.set(key, { key, x: d.x, y: d.y, r: ringOf(d), on: null });
    }
    return nodes.get(key);
  };
  for (const l of links) { nodeAt(l.from); nodeAt(l.to); }
  const arrow = ARROW_LENGTH * LINK_WIDTH, halfArrow = (ARROW_WIDTH * LINK_WIDTH) / 2;
  // The nodes by cell, to find those near a point.
  const byCell = new Map();
  for (const n of nodes.values()) {
    const cell = Math.floor(n.y / 100) * 9 + Math.floor(n.x / 100);
    if (!byCell.has(cell)) byCell.set(cell, []);
    byCell.get(cell).push(n);
  }
  const reachOf = Math.max(...[...nodes.values()].map((n) => n.r)) + RING_WIDTH / 2 + LINK_WIDTH / 2;
  // Calls visit(node) for each node whose cell is near (x, y).
  const nearNodes = (x, y, visit) => {
    const x0 = Math.max(0, Math.floor((x - reachOf) / 100)), x1 = Math.min(8, Math.floor((x + reachOf) / 100));
    const y0 = Math.max(0, Math.floor((y - reachOf) / 100)), y1 = Math.min(8, Math.floor((y + reachOf) / 100));
    for (let cy = y0; cy <= y1; cy++) for (let cx = x0; cx <= x1; cx++) for (const n of byCell.get(cy * 9 + cx) ?? []) visit(n);
  };
  // Where the links drawn so far run, by 12-unit squares (each the link's number): a link keeps off another's line.
  const taken = new Map();
  const square = (x, y) => Math.floor(x / 12) * 1000 + Math.floor(y / 12);
  const paths = [];
  links.forEach((link, i) => {
    const from = nodeAt(link.from), to = nodeAt(link.to);
    const chord = Math.atan2(to.y - from.y, to.x - from.x), length = Math.hypot(to.x - from.x, to.y - from.y);
    const lead = from.r + RING_WIDTH / 2 + END_GAP, tail = to.r + RING_WIDTH / 2 + END_GAP;
    const own = new Set([from.key, to.key]);
    // A link leaving its first node `turn` radians off the line between them (and
    // reaching the second `back` off it, the other way round): from the first ring's
    // edge to the arrowhead's base, as far from the second ring as the arrowhead is
    // long, a cubic curve whose handles go out along those directions.
    const shape = (turn, back, reach = 0.4) => {
      const out = [Math.cos(chord + turn), Math.sin(chord + turn)], into = [Math.cos(chord + Math.PI - back), Math.sin(chord + Math.PI - back)];
      const start = [from.x + out[0] * lead, from.y + out[1] * lead];
      const tip = [to.x + into[0] * tail, to.y + into[1] * tail], end = [to.x + into[0] * (tail + arrow), to.y + into[1] * (tail + arrow)];
      const handle = Math.max(30, reach * Math.hypot(end[0] - start[0], end[1] - start[1]));
      const c1 = [start[0] + out[0] * handle, start[1] + out[1] * handle], c2 = [end[0] + into[0] * handle, end[1] + into[1] * handle];
      return { start, c1, c2, end, tip, straight: turn === 0 && back === 0 };
    };
    // Calls visit(x, y) at points 5 units or less apart along the path, until it returns true.
    const along = ({ start, c1, c2, end }, visit) => {
      const n = Math.max(8, Math.ceil((Math.hypot(c1[0] - start[0], c1[1] - start[1]) + Math.hypot(c2[0] - c1[0], c2[1] - c1[1])
        + Math.hypot(end[0] - c2[0], end[1] - c2[1])) / 5));
      for (let k = 0; k <= n; k++) {
        const t = k / n, s = 1 - t, a = s * s * s, b = 3 * t * s * s, c = 3 * t * t * s, e = t * t * t;
        if (visit(a * start[0] + b * c1[0] + c * c2[0] + e * end[0], a * start[1] + b * c1[1] + c * c2[1] + e * end[1])) return;
      }
    };
    // What a link crosses, weighed: a digit under its arrowhead or another node's
    // digit (thirty), the board's edge (twenty-five), another node's ring (ten; its
    // own nodes' insides), a digit placed (four), another link crossed away from this
    // link's nodes (three), a mark shown (two), a little for each step along another
    // link's line, and one for each 60 degrees it turns off the straight line.
    const over = (x, y, pad, hit) => {
      if (x < 0 || y < 0 || x >= 900 || y >= 900) return;
      const cell = Math.floor(y / 100) * 9 + Math.floor(x / 100);
      for (const d of digitsIn(cell)) if (Math.abs(x - d.x) < d.w + pad && Math.abs(y - d.y) < d.h + pad) hit(d);
    };
    const bending = (turn, back) => (Math.abs(turn) + Math.abs(back)) * (180 / Math.PI) / 60;  // one a 60 degrees
    // (Counted until it passes `enough`: a curve no better than the best found.)
    const cost = (path, turn, back, enough) => {
      const crossed = new Map();  // digit or node key -> weight
      let count = bending(turn, back), weights = 0;
      let outside = false;
      const add = (key, weight) => {
        const was = crossed.get(key) ?? 0;
        if (weight > was) { crossed.set(key, weight); weights += weight - was; }
      };
      const ringHit = (n, x, y) => {
        const reach = own.has(n.key) ? n.r : n.r + RING_WIDTH / 2 + LINK_WIDTH / 2;
        if ((n.x - x) ** 2 + (n.y - y) ** 2 < reach * reach) add(n.key, 10);
      };
      let x = 0, y = 0;
      const ring = (n) => ringHit(n, x, y);
      const digit = (d) => { if (!own.has(d.key)) add(d.key, nodes.has(d.key) ? 30 : d.big ? 4 : 2); };
      along(path, (px, py) => {
        x = px; y = py;
        nearNodes(x, y, ring);
        if (!outside && Math.min(x, y, 900 - x, 900 - y) < 4) { outside = true; count += 25; }
        const other = taken.get(square(x, y));
        if (other !== undefined) {
          count += 0.3;
          if ((x - from.x) ** 2 + (y - from.y) ** 2 > (lead + 12) ** 2 && (x - to.x) ** 2 + (y - to.y) ** 2 > (tail + arrow + 12) ** 2) add(`link ${other}`, 3);
        }
        over(x, y, LINK_WIDTH / 2, digit);
        return count + weights >= enough;
      });
      if (count + weights >= enough) return Infinity;
      // The arrowhead's points: its tip, its base's corners and between.
      const { end, tip } = path;
      const [ax, ay] = [(tip[0] - end[0]) / arrow, (tip[1] - end[1]) / arrow];
      for (let s = 0; s <= 4; s++) {
        for (let w = -2; w <= 2; w++) {
          const along = (s / 4) * arrow, across = (w / 2) * halfArrow * (1 - s / 4);
          const [x, y] = [end[0] + ax * along - ay * across, end[1] + ay * along + ax * across];
          if (!outside && Math.min(x, y, 900 - x, 900 - y) < 0) { outside = true; count += 25; }
          over(x, y, 0.5, (d) => add(d.key, 30));
        }
      }
      return count + weights;
    };
    // Straight, where it has room for its ends; else turned at both ends, both to one
    // side (a bow) or each to its side (an S, gentle ones only), its handles 0.4 of
    // the way between its ends, or 0.8 (a wider bow, at a little more cost). The
    // gentlest are weighed first: once what a curve turns costs more than the best
    // found, none after it can be better. Of those alike the first is drawn (bending
    // to the side this link's number gives, so that links alternate).
    const side = i % 2 ? -1 : 1;
    const turns = [0, 0.35, 0.7, 1.05, 1.4, 1.8, 2.3].flatMap((a) => (a ? [a * side, -a * side] : [0]));
    const tries = turns.flatMap((turn) => turns.flatMap((back) => [[turn, back, 0.4], [turn, back, 0.8]]))
      .filter(([turn, back, reach]) => (turn || back ? true : reach === 0.4 && length - lead - tail - arrow >= 4)
        && !(Math.sign(turn) !== Math.sign(back) && turn && back && Math.abs(turn) + Math.abs(back) > 1.4))
      .map(([turn, back, reach]) => [turn, back, reach, bending(turn, back) + (reach > 0.4 ? 0.5 : 0)])
      .sort((a, b) => a[3] - b[3]);
    let best = null;
    for (const [turn, back, reach, bend] of tries) {
      if (best && bend >= best.cost) break;
      const path = shape(turn, -back, reach);
      const c = cost(path, turn, back, best ? best.cost : Infinity) + (reach > 0.4 ? 0.5 : 0);
      if (!best || c < best.cost - 1e-9) best = { cost: c, path };
    }
    const { path } = best;
    along(path, (x, y) => { taken.set(square(x, y), i); });
    const p = (point) => point.map((v) => Math.round(v * 10) / 10).join(',');
    paths.push({ d: path.straight ? `M${p(path.start)}L${p(path.end)}` : `M${p(path.start)}C${p(path.c1)} ${p(path.c2)} ${p(path.end)}`, type: link.type });
    if (from.on === null) from.on = link.type !== 'strong';
    to.on = link.type !== 'weak';
  });
  return { paths, nodes: [...nodes.values()].map(({ x, y, r, on }) => ({ cx: x, cy: y, r, on: Boolean(on) })) };
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
        // A placement's digit is written big in its cell, the digit to write (board.css: .placing).
        if (role === 'placed') classes.push('placing');
      }
    }
    const cellColour = paint ? (paint[c] >> 27) & 7 : 0;
    if (cellColour) classes.push(`paint-cell-${cellColour}`);
    // Candidates shown beyond the player's marks (a hint's, or where the shown digit can go) are read too.
    const extra = visible.length > shown.length && !(visible.length === 1 && canGo && !pencilled);
    // What the cell's words (cell-words.js) say: its digit, marks, colours, part in a hint…
    const said = {
      cell: c, digit: v, given, marks: shown, corner, centre, shown: extra && visible, painted, conflict: conflicts.has(c),
      wrong: wrong.has(c), hint: cellRoles.get(c), cellColour, canGo: !pencilled && canGo && digit, bivalue,
    };
    return {
      value: v ? String(v) : '', className: classes.join(' '), marks: markClasses, notes: noted,
      // Before the board's words have come (its first second), a cell says its name and digit.
      label: view.label?.(said) ?? `${cellName(c)}${v ? `, ${v}` : ''}`, selected: c === selected || chosen.has(c),
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
export function boardMarkup(looks = null, say = (id, { number }) => String(number)) {
  // Rows and columns are named by their number, so a screen reader says "Row 3" and
  // "Column 4" as the selection moves into them, not every cell of the row.
  // Until the board's words have come, they are numbers (the page's first paint): a
  // render in the board's language names them.
  const heads = `<div class="row heads" role="row" aria-rowindex="1">${
    Array.from({ length: 9 }, (_, k) => `<span role="columnheader" aria-colindex="${k + 1}">${say('board-column', { number: k + 1 })}</span>`).join('')}</div>`;
  return heads + Array.from({ length: 9 }, (_, r) => `<div class="row" role="row" aria-rowindex="${r + 2}" aria-label="${say('board-row', { number: r + 1 })}">${
    Array.from({ length: 9 }, (_, k) => {
      const c = r * 9 + k, look = looks?.[c];
      const said = look ? ` aria-label="${look.label}" aria-selected="${look.selected}"` : '';
      return `<div class="${look?.className ?? 'cell'}" role="gridcell" aria-colindex="${k + 1}" tabindex="${c ? -1 : 0}" ` +
        `data-cell="${c}"${said}><span class="value" aria-hidden="true">${look?.value ?? ''}</span>${look?.marks ? marksMarkup(look.marks) : ''}${
          look?.notes ? notesMarkup(look.notes.corner, look.notes.centre, look.notes.lit) : ''}</div>`;
    }).join('')}</div>`).join('');
}

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
