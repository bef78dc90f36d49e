// A board as a picture: SVG text drawn from a position and a hint's step, for the
// places that take an image and no script (posts, READMEs, issues, slides). No
// DOM: the page, the embed and node (pencilmark/render) draw with it alike.
//
// The picture is the page's board, shape for shape: each cell's look comes from
// boardLooks (board.js), as the page's does, and each class the page's board.css
// gives a colour, a ring or a disc is drawn here as the same shape, in the same
// place at the same size: the board `size` pixels wide with its 3 px frame, each
// cell a ninth of the rest less its right and bottom lines, the marks in a 3x3
// inside 2 px, the chain links in the page's 900-unit overlay (linkDrawing).
// Colours come from board.css (palette.js), written out in the file's style rules.
//
// Animated, the hint's stages follow each other as the page plays them, in CSS
// inside the file: each element is drawn once for each run of stages it looks
// the same in, inside a group shown from the run's first stage (sN) and one
// hidden after its last (eN), each a keyframe animation on one shared clock.
// Without animation (or when the viewer asks for reduced motion) the picture is
// the last stage.
//
// A picture names only its own: its ids begin with a name made from its content
// (OWN, below, until the name is known), and its style rules begin with that id.
// An SVG's <style> is the whole page's once the SVG is written into a page, as a
// post may do with several pictures: unscoped, the last picture's colours and
// timings would be every picture's, and its rules would reach the page's own
// elements (a "text", an ".a" or an ".m" of the post).
import { ARROW, CORNER_SLOTS, boardLooks, boardMetrics, centreFit, digitsOf, drawnDigits, linkDrawing, LINK_WIDTH, RING_WIDTH } from './board.js';
import { ALL_MARKS } from './game.js';
import { highlightAt, shownHighlight, STAGE_MS } from './hint.js';
import { PALETTES } from './palette.js';
import { hasMessages, message as m, words } from './messages.js';

// The last stage stays this long before the animation starts again.
const HOLD_MS = 3000;
const FRAME = 3;  // the board's outer line (board.css: .board's border)
// A digit's baseline below the point it is centred on, in ems: half a digit's height.
const BASELINE = 0.36;

// Where the picture's own name goes in its ids and references, until it is known.
const OWN = '\u0001';

// A name for the picture from its text (FNV-1a, 32 bits, as five letters and
// digits): the same picture is the same file. Short: every style rule begins
// with it, and a picture's file size counts (two pictures of a page share one
// name once in tens of millions).
function nameOf(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `p${((h >>> 0) % 36 ** 5).toString(36).padStart(5, '0')}`;
}

// What a caller hands boardPicture is checked before any of it is drawn: every
// number a whole number in its range, every name one the picture knows (a link's
// type) or a plain word (a role: looked up, never written), every text escaped.
// A value that is not what the engine gives is refused in words, naming its field,
// so nothing of it can come out as markup or as NaN in a path.
const shown = (value) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};
function refuse(field, what, value) {
  throw new TypeError(`boardPicture: ${field} must be ${what}, not ${shown(value)}`);
}
function whole(field, value, low, high) {
  if (!Number.isInteger(value) || value < low || value > high) refuse(field, `a whole number from ${low} to ${high}`, value);
}
const list = (field, value) => (Array.isArray(value) ? value : refuse(field, 'a list', value));
const text = (field, value) => (typeof value === 'string' ? value : refuse(field, 'text', value));
const ROLE = /^[a-z][a-z0-9-]{0,30}$/;
const role = (field, value) => (typeof value === 'string' && ROLE.test(value) ? value : refuse(field, 'a role\'s name (a-z, 0-9 and -)', value));

function checkGame(game, paint) {
  if (!game || typeof game !== 'object') refuse('game', 'a Game', game);
  if (typeof game.givens !== 'string' || !/^[1-9.]{81}$/.test(game.givens)) refuse('game.givens', '81 digits and dots', game.givens);
  const cells = (field, value, high) => {
    if (list(field, value).length !== 81) refuse(field, 'a list of 81 cells', value);
    value.forEach((v, c) => whole(`${field}[${c}]`, v, 0, high));
  };
  cells('game.values', game.values, 9);
  cells('game.marks', game.marks, ALL_MARKS);
  for (const kind of ['corner', 'centre']) if (game[kind] !== undefined) cells(`game.${kind}`, game[kind], ALL_MARKS);
  if (paint !== null) cells('paint', paint, 2 ** 30 - 1);
}

function checkStep(step) {
  if (typeof step !== 'object') refuse('step', 'a step of the engine', step);
  text('step.name', step.name);
  text('step.text', step.text);
  whole('step.stages', step.stages, 0, 10000);
  if (step.family !== undefined) text('step.family', step.family);
  const node = (field, n) => {
    if (!n || typeof n !== 'object') refuse(field, 'a candidate ({ cell, digit })', n);
    whole(`${field}.cell`, n.cell, 0, 80);
    if (n.digit !== undefined) whole(`${field}.digit`, n.digit, 1, 9);
  };
  const each = (name, check) => list(`step.${name}`, step[name]).forEach((item, i) => {
    const field = `step.${name}[${i}]`;
    if (!item || typeof item !== 'object') refuse(field, 'an object', item);
    if (name !== 'placements') whole(`${field}.stage`, item.stage, 0, 10000);
    check(field, item);
  });
  each('houses', (field, h) => {
    if (!['row', 'column', 'box'].includes(h.kind)) refuse(`${field}.kind`, 'row, column or box', h.kind);
    whole(`${field}.index`, h.index, 0, 8);
    role(`${field}.role`, h.role);
  });
  each('cells', (field, c) => { node(field, { cell: c.cell }); role(`${field}.role`, c.role); });
  each('candidates', (field, c) => { node(field, c); whole(`${field}.digit`, c.digit, 1, 9); role(`${field}.role`, c.role); });
  each('placements', (field, p) => { node(field, p); whole(`${field}.digit`, p.digit, 1, 9); });
  each('links', (field, l) => {
    if (!Object.hasOwn(LINK_COLOURS, l.type)) refuse(`${field}.type`, 'strong, weak or forces', l.type);
    for (const end of ['from', 'to']) { node(`${field}.${end}`, l[end]); whole(`${field}.${end}.digit`, l[end].digit, 1, 9); }
  });
}

const round = (x) => Math.round(x * 10) / 10;
// Text as XML character data or an attribute value: the five markup characters as references.
export const escapeXml = (text) => String(text).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// board.css's color-mix(in srgb, a p%, b) of two #rrggbb colours.
function mix(a, p, b) {
  const part = (hex, i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2].map((i) => Math.round(part(a, i) * p + part(b, i) * (1 - p)).toString(16).padStart(2, '0')).join('')}`;
}

// Print: the light theme on white paper, its lines and givens black (a grey
// line or an off-white paper comes out dithered, or not at all, on a printer).
const PRINT = { paper: '#ffffff', line: '#000000', thick: '#000000', given: '#000000', ink: '#000000' };

// A theme's colours, board.css's and the mixes it makes of them.
function colours(theme) {
  const p = theme === 'print' ? { ...PALETTES.light, ...PRINT } : PALETTES[theme];
  return {
    ...p,
    'ink-dark': '#1c1c1e',  // board.css: the text on a filled mark of the player's colours A and C, and a chain's true node
    'removed-ink': p.paper,  // a removal's digit, on its filled square
    placing: mix(p.placed, 0.14, p.paper),  // a placement's cell
    bivalue: mix(p['color-a'], 0.2, p.paper),
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`paint-cell-${n}`, mix(p[`paint-${n}`], 0.32, p.paper)])),
  };
}

// What board.css draws for a cell's class: its background, and its inner frame
// (box-shadow rings from the edge in, and a dashed outline).
const CELL_FRAMES = {
  pattern: { rings: [[3, 'pattern']] },
  pivot: { rings: [[5, 'pattern']] },
  cover: { rings: [[2, 'muted']] },
  wrong: { rings: [[4, 'error']] },
  lit: { rings: [[4, 'off']] },
  'color-a': { rings: [[3, 'color-a']] },
  'color-b': { rings: [[3, 'color-b']] },
  extra: { rings: [[3, 'color-a']] },
  group: { rings: [[2, 'pattern']], outline: [5, 'pattern'] },
  deadly: { rings: [[2, 'paper'], [4, 'deadly']], outline: [8, 'deadly'] },
};

// And for a mark's: its shape (disc: an ellipse filling the mark's square; box: a
// square with corners of 2 px; rings: box-shadows, outermost first), its text's
// colour, and lines through or under the text.
const MARK_LOOKS = {
  pattern: { fill: 'pattern', text: 'paper' },
  pivot: { fill: 'pattern', text: 'paper' },
  'chain-on': { fill: 'on', text: 'ink-dark' },
  'chain-off': { rings: [[2, 'off']], text: 'ink' },
  eliminated: { fill: 'removed', box: true, text: 'removed-ink', through: true },
  wrong: { rings: [[2, 'error']], text: 'error' },
  fin: { fill: 'fin', box: true, text: 'paper' },
  group: { rings: [[2, 'pattern']], box: true, dashed: 'pattern', text: 'pattern' },
  'color-a': { fill: 'color-a', text: 'ink-dark' },
  'color-b': { rings: [[3, 'color-b']], text: 'color-b' },
  deadly: { rings: [[2, 'deadly']], text: 'deadly' },
  extra: { fill: 'color-a', opacity: 0.45, box: true, text: 'ink', under: true },
  lit: { fill: 'accent', box: true, radius: 3, text: 'accent-ink' },
  'paint-a': { fill: 'color-a', text: 'ink-dark' },
  'paint-b': { rings: [[2, 'color-b']], text: 'color-b' },
  'paint-c': { fill: 'color-c', box: true, text: 'ink-dark' },
  'paint-d': { rings: [[2, 'color-d']], box: true, text: 'color-d' },
};

/** The cells' geometry of a board `size` pixels wide, as board.css lays it out (board.js: boardMetrics). */
function layout(size) {
  const metrics = boardMetrics(size - 2 * FRAME);
  const start = (k) => FRAME + k * metrics.track;
  return {
    ...metrics, size, start,
    // The cell's inside: its box less its right and bottom lines.
    inside(cell) {
      const box = metrics.inside(cell);
      return { ...box, x: box.x + FRAME, y: box.y + FRAME };
    },
  };
}

// The pieces of one frame, by what they draw (a cell's fill, frame or digit, a
// mark, a link, a node): each piece a list of parts, each part a layer (fill,
// frame, value, shape, glyph, over, link, node: drawn in that order) and its SVG, a
// square (drawn in one path with those alike) or a glyph (grouped by its class).

// A rectangle without rounded corners: drawn in one path with those alike.
const square = (layer, x, y, w, h, attrs) => ({ layer, square: [x, y, w, h], attrs });

function frameOf(game, highlight, grid, paint) {
  const looks = boardLooks(game, { highlight, selection: false, paint });
  const pieces = new Map();
  const rect = (x, y, w, h, extra) => `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"${extra}/>`;
  looks.forEach((look, cell) => {
    const classes = new Set(look.className.split(' '));
    const box = grid.inside(cell);
    const r = Math.floor(cell / 9), c = cell % 9;
    const fill = classes.has('placing') ? 'placing' : classes.has('bivalue') ? 'bivalue'
      : classes.has('house-cover') ? 'cover'
        : classes.has('house-region') || classes.has('house-base') ? 'region'
          : [...classes].find((k) => k.startsWith('paint-cell-')) ?? null;
    if (fill) {
      // The cell's whole track (its lines are drawn over it).
      const parts = [square('fill', grid.start(c), grid.start(r), grid.track, grid.track, ` class="f-${fill}"`)];
      if (fill.startsWith('paint-cell-')) {
        const x = box.x + box.w, n = fill.slice(-1);
        parts.push({ layer: 'fill', svg: `<path d="M${round(x - 12)} ${round(box.y)}H${round(x)}V${round(box.y + 12)}z" class="f-paint-${n}"/>` });
      }
      pieces.set(`fill ${cell}`, parts);
    }
    const role = [...classes].find((k) => k.startsWith('cell-'))?.slice(5);
    const frame = classes.has('placing') ? { rings: [[3, 'placed']] }
      : (Object.hasOwn(CELL_FRAMES, role) ? CELL_FRAMES[role] : null) ?? (classes.has('house-cover') ? { rings: [[2, 'on']] } : null);
    if (frame) {
      const parts = [];
      let from = 0;
      for (const [to, colour] of frame.rings) {
        const w = to - from, inset = from + w / 2;
        parts.push(square('frame', box.x + inset, box.y + inset, box.w - 2 * inset, box.h - 2 * inset, ` class="s-${colour} w${w}"`));
        from = to;
      }
      if (frame.outline) {
        // CSS: an outline 2 px wide whose outer edge is `offset` - 2 inside the cell's box (lines included).
        const [offset, colour] = frame.outline, inset = offset - 1;
        const x = grid.start(c), y = grid.start(r);
        parts.push(square('frame', x + inset, y + inset, grid.track - 2 * inset, grid.track - 2 * inset, ` class="s-${colour} w2 dash"`));
      }
      pieces.set(`frame ${cell}`, parts);
    }
    if (look.value) {
      const cls = classes.has('given') ? 'vg t-given' : classes.has('conflict') ? 'vn t-error' : 'vn t-entered';
      pieces.set(`value ${cell}`, [{ layer: 'value', glyph: { cls, ch: look.value, x: box.x + box.w / 2, y: box.y + box.h / 2, font: grid.valueFont } }]);
      return;
    }
    if (look.notes) pieces.set(`notes ${cell}`, notesParts(look.notes, box, grid));
    if (!look.marks) return;
    const side = (box.w - 4) / 3, tall = (box.h - 4) / 3;
    look.marks.forEach((markClass, i) => {
      const names = markClass.split(' ');
      if (!names.includes('on')) return;
      if (classes.has('placing')) {
        // A placement: its digit to write, at a digit's size in the cell; the cell's other marks hidden.
        if (names.includes('role-placed')) {
          pieces.set(`mark ${cell} ${i}`, [{ layer: 'glyph', glyph: { cls: 'vg t-placed', ch: String(i + 1), x: box.x + box.w / 2, y: box.y + box.h / 2, font: grid.valueFont } }]);
        }
        return;
      }
      const key = names.find((n) => n.startsWith('role-'))?.slice(5) ?? names.find((n) => n === 'lit' || n.startsWith('paint-'));
      const mark = Object.hasOwn(MARK_LOOKS, key) ? MARK_LOOKS[key] : null;
      const x = box.x + 2 + (i % 3) * side, y = box.y + 2 + Math.floor(i / 3) * tall;
      const cx = x + side / 2, cy = y + tall / 2;
      const parts = [];
      if (mark) {
        const radius = mark.box ? mark.radius ?? 2 : null;
        const shape = (inset, extra) => (radius === null
          ? round(side) === round(tall) ? `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side / 2 - inset)}"${extra}/>`
            : `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(side / 2 - inset)}" ry="${round(tall / 2 - inset)}"${extra}/>`
          : rect(x + inset, y + inset, side - 2 * inset, tall - 2 * inset, ` rx="${Math.max(0, radius - inset)}"${extra}`));
        if (mark.fill) parts.push({ layer: 'shape', svg: shape(0, ` class="f-${mark.fill}"${mark.opacity ? ` fill-opacity="${mark.opacity}"` : ''}`) });
        // Rings drawn innermost first, so the outer ones lie over them as box-shadows do.
        let from = 0;
        const rings = (mark.rings ?? []).map(([to, colour]) => { const ring = [from, to, colour]; from = to; return ring; });
        for (const [a, b, colour] of rings.reverse()) {
          parts.push({ layer: 'shape', svg: shape((a + b) / 2, ` class="s-${colour} w${b - a}"`) });
        }
        if (mark.dashed) parts.push(square('shape', x, y, side, tall, ` class="s-${mark.dashed} w2 dash"`));
        const line = (dy, width) => ({ layer: 'shape', svg: `<path d="M${round(cx - grid.markFont * 0.32)} ${round(cy + dy)}h${round(grid.markFont * 0.64)}" class="s-${mark.text}" stroke-width="${width}"/>` });
        if (mark.through) parts.push({ ...line(grid.markFont * 0.05, 1.5), layer: 'over' });  // over the digit, as CSS strikes it
        if (mark.under) parts.push(line(grid.markFont * 0.5, 2));
      }
      parts.push({ layer: 'glyph', glyph: { cls: mark ? `mb t-${mark.text}` : 'm t-muted', ch: String(i + 1), x: cx, y: cy, font: grid.markFont } });
      pieces.set(`mark ${cell} ${i}`, parts);
    });
  });
  const { paths, nodes } = linkDrawing(highlight.links ?? [], { drawn: drawnDigits(looks), size: grid.inner });
  const tidy = (d) => d.replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
  paths.forEach(({ d, type }, i) => {
    pieces.set(`link ${i} ${d}`, [{ layer: 'link', svg: `<path d="${tidy(d)}" class="l-${type}"/>` }]);
  });
  for (const { cx, cy, r, on } of nodes) {
    pieces.set(`node ${cx} ${cy}`, [{ layer: 'node', svg: `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" class="n-${on ? 'on' : 'off'}"/>` }]);
  }
  return pieces;
}

// A cell's corner and centre marks (board.js), where board.css puts them: corner
// marks pressed into their slots' corners and edges (a digit about 0.55 em wide,
// 1 px from the 2 px inset), centre marks one row across the middle, its size fitted.
function notesParts({ corner, centre }, box, grid) {
  const font = grid.markFont, half = 0.55 * font / 2;
  const parts = digitsOf(corner).map((d, i) => {
    const slot = CORNER_SLOTS[i], col = slot % 3, row = Math.floor(slot / 3);
    const x = col === 0 ? box.x + 3 + half : col === 2 ? box.x + box.w - 3 - half : box.x + box.w / 2;
    const y = row === 0 ? box.y + 2 + font / 2 : row === 2 ? box.y + box.h - 2 - font / 2 : box.y + box.h / 2;
    return { layer: 'glyph', glyph: { cls: 'm t-entered', ch: String(d), x, y, font } };
  });
  const middle = digitsOf(centre);
  if (middle.length) {
    const size = Math.min(14.4, Math.max(8, 0.029 * grid.inner)) * centreFit(middle.length);  // board.css: clamp(.5rem, 2.9cqi, .9rem)
    parts.push({ layer: 'glyph', glyph: { cls: 'mc t-entered', ch: middle.join(''), x: box.x + box.w / 2, y: box.y + box.h / 2, font: size, size } });
  }
  return parts;
}

const LINK_COLOURS = { strong: 'on', weak: 'off', forces: 'pattern' };

// Rectangles [x, y, w, h] that touch side by side joined into runs, then runs
// that touch one above the other with the same span: what they cover, no more.
function merged(rects) {
  const near = (a, b) => Math.abs(a - b) < 0.05;
  const join = (list, along) => {
    const [p, q, length, width] = along === 'x' ? [0, 1, 2, 3] : [1, 0, 3, 2];
    const sorted = [...list].sort((a, b) => a[q] - b[q] || a[p] - b[p]);
    const out = [];
    for (const r of sorted) {
      const last = out[out.length - 1];
      if (last && near(last[q], r[q]) && near(last[width], r[width]) && near(last[p] + last[length], r[p])) {
        last[length] = r[p] + r[length] - last[p];
      } else {
        out.push([...r]);
      }
    }
    return out;
  };
  return join(join(rects, 'x'), 'y');
}

/** The highlight the page shows for `step` at `stage` on `game` (session.js render). */
export function pictureHighlight(game, step, stage) {
  return step ? shownHighlight(game, highlightAt(step, stage), step) : {};
}

/**
 * The board as SVG text. game: the position (a Game); step: a hint's step on it
 * (or none); stage: the stage shown (default the last); animate: the step's stages
 * played in turn, from the first, as CSS animation in the file; loop: played again
 * and again (default), or once, stopping on the last; theme: light, dark, auto
 * (the viewer's colour scheme) or print (light, on white, black lines); size: the board's width in pixels; paint: the
 * player's colours to show (Game.colors); title and description: what a screen
 * reader says (default: the step's name and words, with the puzzle, said in
 * `language`, whose messages must be loaded: web/messages.js's loadMessages).
 */
export function boardPicture(game, options = {}) {
  const { step = null, animate = false, loop = true, theme = 'light', size = 450, language = 'en' } = options;
  checkGame(game, options.paint ?? null);
  if (step !== null) checkStep(step);
  for (const name of ['title', 'description']) if (options[name] !== undefined) text(name, options[name]);
  if (!['light', 'dark', 'auto', 'print'].includes(theme)) throw new Error(`theme must be light, dark, auto or print, not "${theme}"`);
  if (!Number.isFinite(size) || size < 120 || size > 4000) throw new Error(`size must be a width in pixels from 120 to 4000, not "${size}"`);
  const last = step ? Math.max(1, step.stages) : 1;
  const stage = options.stage ?? last;
  if (step && (!Number.isInteger(stage) || stage < 0 || stage > last)) throw new Error(`stage must be from 0 to ${last}, not "${stage}"`);
  const grid = layout(size);
  const stages = animate && step ? Array.from({ length: last }, (_, i) => i + 1) : [stage];
  const frames = stages.map((s) => frameOf(game, pictureHighlight(game, step, s), grid, options.paint ?? null));

  // Each piece's runs of frames with one look: a piece the same in every frame is still.
  const runs = new Map();  // "from-to" (frames) -> pieces shown then
  const keys = new Set(frames.flatMap((f) => [...f.keys()]));
  for (const key of keys) {
    let from = 0;
    for (let i = 1; i <= frames.length; i++) {
      const look = (k) => JSON.stringify(frames[k].get(key) ?? null);
      if (i < frames.length && look(i) === look(from)) continue;
      const parts = frames[from].get(key);
      if (parts) {
        const run = from === 0 && i === frames.length ? 'still' : `${from}-${i - 1}`;
        if (!runs.has(run)) runs.set(run, []);
        runs.get(run).push(...parts);
      }
      from = i;
    }
  }

  const durations = stages.map((_, i) => (i === stages.length - 1 ? HOLD_MS : STAGE_MS));
  const total = durations.reduce((a, b) => a + b, 0);
  const at = (i) => durations.slice(0, i).reduce((a, b) => a + b, 0) / total;
  const percent = (x) => `${Math.round(x * 10000) / 100}%`;
  const starts = new Set(), ends = new Set();  // the frames animated groups start at, end at
  const layerOf = (parts, layer) => {
    const svgs = parts.filter((p) => p.layer === layer && p.svg).map((p) => p.svg);
    // Squares alike in one path; filled ones that touch (cells' tracks side by
    // side in a row, then such runs one above the other) as one rectangle: the
    // same pixels in fewer bytes.
    const squares = new Map();
    for (const p of parts) {
      if (p.layer !== layer || !p.square) continue;
      if (!squares.has(p.attrs)) squares.set(p.attrs, []);
      squares.get(p.attrs).push(p.square);
    }
    const paths = [...squares].map(([attrs, list]) => {
      const rects = layer === 'fill' && / class="f-[a-z0-9-]+"$/.test(attrs) ? merged(list) : list;
      const d = rects.map(([x, y, w, h]) => `M${round(x)} ${round(y)}h${round(w)}v${round(h)}h${round(-w)}z`).join('');
      return `<path d="${d}"${attrs}/>`;
    });
    svgs.unshift(...paths);
    // Glyphs of one class in one group, each its own text element (a text of
    // several glyphs each placed by x and y lists is shorter, but not every viewer
    // places them), its baseline set below the centre by the digits' half height.
    const glyphs = new Map();
    for (const p of parts) {
      if (p.layer !== layer || !p.glyph) continue;
      if (!glyphs.has(p.glyph.cls)) glyphs.set(p.glyph.cls, []);
      glyphs.get(p.glyph.cls).push(p.glyph);
    }
    for (const [cls, list] of glyphs) {
      // (At whole pixels: half a pixel off is not seen, and the digits are most of the file.)
      svgs.push(`<g class="${cls}">${list.map((g) => `<text x="${Math.round(g.x)}" y="${Math.round(g.y + BASELINE * g.font)}"${g.size ? ` font-size="${round(g.size)}"` : ''}>${g.ch}</text>`).join('')}</g>`);
    }
    return svgs.join('');
  };
  const layered = (layers) => [...runs].map(([run, parts]) => {
    const body = layers.map((layer) => layerOf(parts, layer)).join('');
    if (!body) return '';
    if (run === 'still') return body;
    // Shown from frame `from` (a group sN, hidden before it) to frame `to` (eN, hidden after it).
    const [from, to] = run.split('-').map(Number);
    let g = body;
    if (to < stages.length - 1) { ends.add(to); g = `<g class="a e${to}">${g}</g>`; }
    if (from > 0) { starts.add(from); g = `<g class="a s${from}">${g}</g>`; }
    return g;
  }).join('');
  const cells = layered(['fill']);
  const lines = gridLines(grid);
  const marks = layered(['frame', 'value', 'shape', 'glyph', 'over']);
  const links = layered(['link', 'node']);

  const markerAttributes = Object.entries(ARROW.marker).map(([k, v]) => ` ${k}="${v}"`).join('');
  const arrows = ['strong', 'weak', 'forces'].map((type) => `<marker id="${OWN}-arrow-${type}"${markerAttributes}><path d="${ARROW.d}" class="f-${LINK_COLOURS[type]}"/></marker>`).join('');
  const inner = size - 2 * FRAME;
  const body = `${links ? `<defs>${arrows}</defs>` : ''}` +
    `<rect width="${size}" height="${size}" class="f-paper"/>${cells}${lines}${marks}` +
    (links ? `<svg x="${FRAME}" y="${FRAME}" width="${inner}" height="${inner}" viewBox="0 0 900 900" overflow="visible">${links}</svg>` : '');

  // Each colour class drawn, its colour written out (no CSS variables: not every
  // SVG viewer has them), and under auto the dark theme's for a dark viewer.
  // Classes: f- fill, t- text, s- stroke, n- a node's ring (its colour, filled
  // faintly when on), l- a link (by type: its colour and arrowhead).
  const classes = [...new Set([...body.matchAll(/\b[fstnl]-[a-z0-9-]+/g)].map((m) => m[0]))];
  // A rule for these selectors inside this picture alone.
  const own = (selectors, declarations) => `${selectors.split(',').map((s) => `#${OWN} ${s}`).join(',')}{${declarations}}`;
  const rules = (theme) => {
    const palette = colours(theme);
    const rule = { f: (c) => `fill:${palette[c]}`, t: (c) => `fill:${palette[c]}`, s: (c) => `stroke:${palette[c]}`,
      n: (c) => `stroke:${palette[c]}`, l: (c) => `stroke:${palette[LINK_COLOURS[c]]}` };
    return classes.map((k) => own(`.${k}`, rule[k[0]](k.slice(2)))).join('');
  };
  const style = [theme === 'auto' ? `${rules('light')}@media (prefers-color-scheme:dark){${rules('dark')}}` : rules(theme)];
  style.push(own('text', 'font-family:system-ui,sans-serif;text-anchor:middle'),
    own('.vg,.vn', `font-size:${round(grid.valueFont)}px`), own('.vg', 'font-weight:700'),
    own('.m,.mb', `font-size:${round(grid.markFont)}px`), own('.mb', 'font-weight:700'), own('.dash', 'stroke-dasharray:6 4'));
  if (links) {
    style.push(own('[class^=l-]', `stroke-width:${LINK_WIDTH};stroke-linecap:round;fill:none`),
      own('.l-strong', `marker-end:url(#${OWN}-arrow-strong)`), own('.l-weak', `stroke-dasharray:14 10;marker-end:url(#${OWN}-arrow-weak)`),
      own('.l-forces', `stroke-dasharray:3 10;marker-end:url(#${OWN}-arrow-forces)`), own('[class^=n-]', `stroke-width:${RING_WIDTH};fill:none`));
  }
  // Rings and frames: no fill, a line wN pixels wide.
  for (const w of new Set([...body.matchAll(/class="[^"]* w(\d)\b/g)].map((m) => m[1]))) style.push(own(`.w${w}`, `fill:none;stroke-width:${w}`));
  if (starts.size || ends.size) {
    // Keyframes are named for the whole page too: the picture's own.
    style.push(own('.a', `animation:${total}ms step-end ${loop ? 'infinite' : '1 forwards'}`), own('[class*=" e"]', 'opacity:0'));
    for (const k of starts) style.push(`@keyframes ${OWN}-s${k}{0%{opacity:0}${percent(at(k))},to{opacity:1}}${own(`.s${k}`, `animation-name:${OWN}-s${k}`)}`);
    for (const k of ends) style.push(`@keyframes ${OWN}-e${k}{0%{opacity:1}${percent(at(k + 1))},to{opacity:0}}${own(`.e${k}`, `animation-name:${OWN}-e${k}`)}`);
    // Last: the final frame for a viewer who asks for less motion.
    style.push(`@media (prefers-reduced-motion:reduce){${own('.a', 'animation:none')}}`);
  }
  if ((options.title === undefined || options.description === undefined) && !hasMessages(language)) {
    throw new Error(`boardPicture: the words in ${language} are not loaded (await loadMessages('${language}', false) first, or give title and description)`);
  }
  const title = options.title ?? (step ? words('picture-hint', { technique: step.name }, language) : words('picture-board', {}, language));
  const puzzle = m('picture-puzzle', { puzzle: game.givens ?? '' });
  const description = options.description ?? words(step ? [puzzle, m('picture-step', { technique: step.name, words: step.text })] : [puzzle], {}, language);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" id="${OWN}" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-labelledby="${OWN}-title ${OWN}-desc">` +
    `<title id="${OWN}-title">${escapeXml(title)}</title><desc id="${OWN}-desc">${escapeXml(description)}</desc>` +
    `<style>${style.join('')}</style>${body}</svg>`;
  return svg.replaceAll(OWN, nameOf(svg));
}

// The lines between cells (1 px, 2 px between boxes) and the 3 px frame: each cell's
// right and bottom lines, as board.css draws them.
function gridLines(grid) {
  const { size, start, track, line } = grid;
  const thin = [], thick = [];
  for (let k = 0; k < 8; k++) {
    const w = line(k), at = round(start(k) + track - w);
    (w === 2 ? thick : thin).push(`M${at} ${FRAME}h${w}V${size - FRAME}h${-w}z`, `M${FRAME} ${at}v${w}H${size - FRAME}v${-w}z`);
  }
  return `<path d="${thin.join('')}" class="f-line"/><path d="${thick.join('')}" class="f-thick"/>` +
    `<rect x="1.5" y="1.5" width="${size - 3}" height="${size - 3}" class="s-thick w3"/>`;
}
