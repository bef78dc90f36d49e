// Drawings a person can read at 300 px (issue 53, item 2): on every technique's
// example, at its last stage, the chain's marks never lie on a digit, and every
// digit stands out from what it is drawn on. Measured by geometry on the picture's
// SVG (picture.js draws the page's overlay: the same linkDrawing, in the same place
// at the same size, and the page's marks in board.css's colours;
// tests/browser/picture.test.mjs holds the two alike): each digit drawn is a box
// (its glyph's ink, from its font size and baseline), each ring, arrowhead and link
// line a shape in pixels, and the box's area under the shapes is counted on a fine
// grid; each digit's colour is read against the shape or cell fill under it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../dist/engine.js';
import { gameAfter } from '../../dist/game.js';
import { boardPicture } from '../../dist/picture.js';
import { loadMessages } from '../../dist/messages.js';
import { readLines, projectData } from '../support/rules.mjs';

await loadMessages('en', false);  // a picture's title and description (web/messages.js)

const engine = await createEngine();
const examples = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t'));

// A digit's ink in ems: a little over half as wide as the font, 0.73 tall above its baseline.
const INK_HALF_WIDTH = 0.28, INK_HEIGHT = 0.73;
// "A few pixels" of a digit under a mark, at 300 px (scaled by area at other sizes).
const FEW = 2;

// The font size the picture's style gives a glyph class (".m,#p .mb{font-size:8px}").
const fontSize = (css, cls) => Number(css.match(new RegExp(`\\.${cls}(?:,[^{]*)?\\{font-size:([\\d.]+)px`))?.[1]
  ?? css.match(new RegExp(`,[^,{]*\\.${cls}\\{font-size:([\\d.]+)px`))?.[1]);
const numbers = (text) => (text.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

// A path's d (M, L, Q, C, absolute, as linkDrawing writes them) as a polyline.
function polyline(d) {
  const points = [];
  let at = null;
  for (const [, command, args] of d.matchAll(/([MLQCZz])([^MLQCZz]*)/g)) {
    const n = numbers(args);
    if (command === 'M' || command === 'L') { at = [n[0], n[1]]; points.push(at); continue; }
    const controls = [];
    for (let i = 0; i < n.length; i += 2) controls.push([n[i], n[i + 1]]);
    const ps = [at, ...controls];
    for (let k = 1; k <= 32; k++) {
      const t = k / 32;
      let level = ps;
      while (level.length > 1) level = level.slice(1).map((p, i) => [level[i][0] + (p[0] - level[i][0]) * t, level[i][1] + (p[1] - level[i][1]) * t]);
      points.push(level[0]);
    }
    at = ps.at(-1);
  }
  return points;
}

function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax, dy = by - ay, l = dx * dx + dy * dy;
  const t = l ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l)) : 0;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function inTriangle([px, py], [a, b, c]) {
  const side = (p, q) => (q[0] - p[0]) * (py - p[1]) - (q[1] - p[1]) * (px - p[0]);
  const s = [side(a, b), side(b, c), side(c, a)];
  return s.every((v) => v >= 0) || s.every((v) => v <= 0);
}

/**
 * What a picture draws, in its pixels: its digits (boxes, with whether a chain's
 * node is on them) and the overlay's shapes: rings, arrowheads and link lines,
 * each with a bounding box and a test `covers(point)` (a line's, for points near
 * a box: `near(box)`).
 */
function drawing(svg) {
  const css = svg.match(/<style>(.*)<\/style>/s)[1];
  const digits = [];
  for (const [, cls, body] of svg.matchAll(/<g class="(vg|vn|m|mb) [^"]*">(.*?)<\/g>/g)) {
    const font = fontSize(css, cls);
    assert.ok(font > 0, `no font size for .${cls}`);
    for (const [, x, y, ch] of body.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)">(\d)<\/text>/g)) {
      digits.push({ ch, x: Number(x), y: Number(y), font, box: [Number(x) - INK_HALF_WIDTH * font, Number(y) - INK_HEIGHT * font, Number(x) + INK_HALF_WIDTH * font, Number(y)] });
    }
  }
  const overlay = svg.match(/<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="[\d.]+" viewBox="0 0 900 900"[^>]*>(.*?)<\/svg>/s);
  if (!overlay) return { digits, shapes: [] };
  const [ox, oy, width] = overlay.slice(1, 4).map(Number);
  const k = width / 900;  // pixels per overlay unit
  const px = ([x, y]) => [ox + x * k, oy + y * k];
  const widthOf = (selector) => Number(css.match(new RegExp(`${selector.replace(/[[\]^]/g, '\\$&')}\\{[^}]*stroke-width:([\\d.]+)`))?.[1]);
  const linkWidth = widthOf('[class^=l-]'), ringWidth = widthOf('[class^=n-]');
  assert.ok(linkWidth > 0 && ringWidth > 0, 'the link and ring widths are read from the style');
  const markers = new Map();
  for (const [, tag, body] of svg.matchAll(/<marker([^>]*)>(.*?)<\/marker>/g)) {
    const [vx, vy, vw, vh] = numbers(attr(tag, 'viewBox'));
    const units = attr(tag, 'markerUnits') ?? 'strokeWidth';
    markers.set(attr(tag, 'id').replace(/^.*-arrow-/, ''), {
      ref: [Number(attr(tag, 'refX') ?? 0), Number(attr(tag, 'refY') ?? 0)],
      scale: [Number(attr(tag, 'markerWidth') ?? 3) / vw, Number(attr(tag, 'markerHeight') ?? 3) / vh].map((s) => s * (units === 'strokeWidth' ? linkWidth : 1)),
      origin: [vx, vy],
      points: polyline(body.match(/d="([^"]*)"/)[1]),
    });
  }
  const shapes = [];
  for (const [, d, type] of overlay[4].matchAll(/<path d="([^"]*)" class="l-([a-z]+)"\/>/g)) {
    const line = polyline(d).map(px), half = (linkWidth * k) / 2;
    const xs = line.map((p) => p[0]), ys = line.map((p) => p[1]);
    const segments = line.slice(1).map((b, i) => [line[i], b]);
    shapes.push({
      kind: 'line',
      bounds: [Math.min(...xs) - half, Math.min(...ys) - half, Math.max(...xs) + half, Math.max(...ys) + half],
      // Only the segments that come near the box: the rest cannot cover it.
      near: ([x0, y0, x1, y1]) => {
        const close = segments.filter(([a, b]) => Math.min(a[0], b[0]) - half < x1 && Math.max(a[0], b[0]) + half > x0
          && Math.min(a[1], b[1]) - half < y1 && Math.max(a[1], b[1]) + half > y0);
        return (p) => close.some(([a, b]) => segmentDistance(p, a, b) <= half);
      },
    });
    // The arrowhead: the marker's shape at the line's end, turned along its last segment.
    const marker = markers.get(type);
    assert.ok(marker, `no arrowhead for a ${type} link`);
    const raw = polyline(d), end = raw.at(-1);
    let before = raw.length - 2;
    while (before > 0 && Math.hypot(raw[before][0] - end[0], raw[before][1] - end[1]) < 1e-6) before--;
    const angle = Math.atan2(end[1] - raw[before][1], end[0] - raw[before][0]);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const head = marker.points.slice(0, 3).map(([x, y]) => {
      const [u, v] = [(x - marker.ref[0]) * marker.scale[0], (y - marker.ref[1]) * marker.scale[1]];
      return px([end[0] + u * cos - v * sin, end[1] + u * sin + v * cos]);
    });
    shapes.push({
      kind: 'arrowhead',
      bounds: [Math.min(...head.map((p) => p[0])), Math.min(...head.map((p) => p[1])), Math.max(...head.map((p) => p[0])), Math.max(...head.map((p) => p[1]))],
      covers: (p) => inTriangle(p, head),
    });
  }
  const nodes = [];
  for (const [, tag] of overlay[4].matchAll(/<circle([^>]*)\/>/g)) {
    const [cx, cy] = px([Number(attr(tag, 'cx')), Number(attr(tag, 'cy'))]), r = Number(attr(tag, 'r')) * k, half = (ringWidth * k) / 2;
    nodes.push([cx, cy]);
    shapes.push({
      kind: 'ring', bounds: [cx - r - half, cy - r - half, cx + r + half, cy + r + half],
      covers: (p) => Math.abs(Math.hypot(p[0] - cx, p[1] - cy) - r) <= half,
    });
  }
  // A node's digit: the one drawn nearest its ring's centre.
  for (const [cx, cy] of nodes) {
    const near = digits.reduce((best, d) => {
      const dist = Math.hypot(d.x - cx, d.y - d.font * INK_HEIGHT / 2 - cy);
      return dist < best[0] ? [dist, d] : best;
    }, [Infinity, null]);
    if (near[1]) near[1].node = true;
  }
  return { digits, shapes };
}

// Each digit's area (px²) under each kind of shape, on a grid of 1/5 px.
function coverage({ digits, shapes }) {
  const STEP = 0.2;
  return digits.map((digit) => {
    const [x0, y0, x1, y1] = digit.box;
    const near = shapes.filter(({ bounds: [a, b, c, d] }) => a < x1 && c > x0 && b < y1 && d > y0);
    const area = { ring: 0, arrowhead: 0, line: 0 };
    for (const shape of near) {
      const covers = shape.near ? shape.near(digit.box) : shape.covers;
      let n = 0;
      for (let y = y0 + STEP / 2; y < y1; y += STEP) for (let x = x0 + STEP / 2; x < x1; x += STEP) if (covers([x, y])) n++;
      area[shape.kind] += n * STEP * STEP;
    }
    return { digit, area };
  });
}

// The example's step and the board before it (found once for the tests below).
const found = new Map();
function lastStage(key, puzzle, techniques = 'all') {
  if (!found.has(key)) {
    const steps = engine.steps(puzzle, { techniques });
    const index = steps.findIndex((s) => s.technique === key);
    found.set(key, { step: steps[index], game: gameAfter(puzzle, steps, index, puzzle) });
  }
  return found.get(key);
}

const where = ({ digit }) => `the ${digit.node ? 'node ' : ''}${digit.ch} at (${Math.round(digit.x)}, ${Math.round(digit.y)})`;

test('the geometry reads what it should: a ring drawn on a digit covers it, one drawn away does not', () => {
  const svg = (cx, r) => '<svg><style>#p .m,#p .mb{font-size:8px}#p [class^=l-]{stroke-width:6}#p [class^=n-]{stroke-width:4}</style>' +
    '<g class="m t-muted"><text x="48" y="50">5</text></g>' +
    `<svg x="3" y="3" width="294" height="294" viewBox="0 0 900 900" overflow="visible"><circle cx="${cx}" cy="${(47 - 8 * INK_HEIGHT / 2) * 900 / 294}" r="${r}" class="n-on"/></svg></svg>`;
  const on = coverage(drawing(svg((45 * 900) / 294, 3)))[0];
  assert.ok(on.area.ring > 5, `a ring on the digit covers ${on.area.ring} px²`);
  assert.ok(on.digit.node, 'the ring is the digit\'s node');
  assert.equal(coverage(drawing(svg((45 * 900) / 294, 20)))[0].area.ring, 0, 'a ring around the digit covers none of it');
});

for (const size of [300, 372, 600]) {  // 372: the board on a 390 px phone
  test(`every example's last stage at ${size} px: no ring, arrowhead or link end covers more than a few pixels of a digit`, () => {
    const few = FEW * (size / 300) ** 2;
    const failed = [];
    let drawn = 0, crossings = 0;
    for (const [key, puzzle, techniques] of examples) {
      if (key === 'guess' || key === 'trial-and-error') continue;  // slow to find; drawn as the nested trial is
      const { step, game } = lastStage(key, puzzle, techniques);
      const svg = boardPicture(game, { step, size });
      const shown = coverage(drawing(svg));
      if (/class="l-/.test(svg)) drawn++;
      const bad = [];
      for (const c of shown) {
        // Rings and arrowheads never on a digit; a line never on a node's (its ends are there).
        const marks = c.area.ring + c.area.arrowhead + (c.digit.node ? c.area.line : 0);
        if (marks > few) bad.push(`${where(c)} ${Math.round(marks * 10) / 10} px² (ring ${Math.round(c.area.ring)}, arrowhead ${Math.round(c.area.arrowhead)}, line ${Math.round(c.area.line)})`);
        if (!c.digit.node && c.area.line > few) crossings++;
      }
      if (bad.length) failed.push(`${key}: ${bad.length} digits covered, ${bad.slice(0, 3).join('; ')}`);
    }
    console.log(`# ${size} px: ${drawn} examples with links; ${failed.length} with a digit under a mark; ${crossings} other digits under a line`);
    assert.ok(drawn >= 15, `only ${drawn} examples draw links`);
    assert.deepEqual(failed, []);
    // Lines keep off the marks they do not link where they can: the straight and
    // bowed lines of before crossed 94 digits at 300 px, 99 at 372 and 90 at 600.
    assert.ok(crossings <= { 300: 60, 372: 55, 600: 45 }[size], `${crossings} digits under a line they do not link`);
  });
}

// WCAG's contrast of two #rrggbb colours.
function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// Each digit of a picture and the colour under its centre: the last mark shape
// (disc, ellipse, square) drawn there, else the cell's fill, else the paper.
function digitColours(svg) {
  const colour = new Map([...svg.matchAll(/ \.([ft]-[a-z0-9-]+)\{fill:(#[0-9a-f]{6})\}/g)].map((m) => [m[1], m[2]]));
  const shapes = [];
  const mix = (a, p, b) => `#${[0, 1, 2].map((i) => Math.round(parseInt(a.slice(1 + 2 * i, 3 + 2 * i), 16) * p + parseInt(b.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - p)).toString(16).padStart(2, '0')).join('')}`;
  for (const [, tag, attrs] of svg.matchAll(/<(circle|ellipse|rect|path)([^>]*?)\/>/g)) {
    const cls = attr(attrs, 'class') ?? '';
    if (!/^f-/.test(cls) || cls === 'f-paper' || cls === 'f-line' || cls === 'f-thick') continue;
    // A see-through fill: its colour over the paper.
    const opacity = attr(attrs, 'fill-opacity');
    if (opacity) colour.set(`${cls}@${opacity}`, mix(colour.get(cls), Number(opacity), colour.get('f-paper')));
    const ground = opacity ? `${cls}@${opacity}` : cls;
    if (tag === 'path') {
      for (const [, x, y, w, h] of attr(attrs, 'd').matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v([\d.]+)h-[\d.]+z/g)) shapes.push({ cls: ground, inside: (px, py) => px >= +x && px <= +x + +w && py >= +y && py <= +y + +h });
    } else if (tag === 'rect') {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((n) => Number(attr(attrs, n) ?? 0));
      shapes.push({ cls: ground, inside: (px, py) => px >= x && px <= x + w && py >= y && py <= y + h });
    } else {
      const [cx, cy] = ['cx', 'cy'].map((n) => Number(attr(attrs, n)));
      const [rx, ry] = tag === 'circle' ? [Number(attr(attrs, 'r')), Number(attr(attrs, 'r'))] : [Number(attr(attrs, 'rx')), Number(attr(attrs, 'ry'))];
      shapes.push({ cls: ground, inside: (px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1 });
    }
  }
  const css = svg.match(/<style>(.*)<\/style>/s)[1];
  const fonts = Object.fromEntries(['vg', 'vn', 'm', 'mb'].map((cls) => [cls, fontSize(css, cls)]));
  const out = [];
  for (const [, cls, ink, body] of svg.matchAll(/<g class="(vg|vn|m|mb) (t-[a-z0-9-]+)">(.*?)<\/g>/g)) {
    for (const [, x, y, ch] of body.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)">(\d)<\/text>/g)) {
      // Its centre: half a digit's height above its baseline (picture.js: BASELINE).
      const [px, py] = [Number(x), Number(y) - 0.36 * fonts[cls]];
      const under = shapes.findLast((s) => s.inside(px, py));
      out.push({ ch, x: Number(x), y: Number(y), cls, ink: colour.get(ink), ground: colour.get(under?.cls ?? 'f-paper'), inkName: ink, groundName: under?.cls ?? 'f-paper' });
    }
  }
  return out;
}

test('every example\'s last stage, light and dark: each digit of a hint\'s marks stands out from what it is drawn on', () => {
  const failed = [];
  let read = 0;
  for (const [key, puzzle, techniques] of examples) {
    if (key === 'guess' || key === 'trial-and-error') continue;
    const { step, game } = lastStage(key, puzzle, techniques);
    for (const theme of ['light', 'dark']) {
      for (const d of digitColours(boardPicture(game, { step, size: 300, theme }))) {
        if (d.cls === 'm') continue;  // the plain marks and digits: the page's own, not the hint's
        if (d.cls !== 'mb' && d.inkName !== 't-placed') continue;
        read++;
        // Small digits (the marks) 4.5:1; a digit at a cell's size (a placement), 3:1.
        const least = d.cls === 'mb' ? 4.5 : 3;
        const ratio = contrast(d.ink, d.ground);
        if (ratio < least) failed.push(`${key} (${theme}): the ${d.ch} at (${d.x}, ${d.y}), ${d.inkName} on ${d.groundName}, ${ratio.toFixed(2)}:1`);
      }
    }
  }
  assert.ok(read > 300, `only ${read} digits read`);
  assert.deepEqual([...new Set(failed.map((f) => f.replace(/ the \d at \([^)]*\),/, '')))], []);
});
