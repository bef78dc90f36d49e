// The board's pictures in node: every technique's example as a still and an
// animated SVG within the size targets, the picture's parts as the step says, and
// the pencilmark-render command (its errors, its PNG at twice the size). How they
// look against the page's board is tests/browser/picture.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { Game, gameAfter } from '../../dist/game.js';
import { boardPicture } from '../../dist/picture.js';
import { loadMessages } from '../../dist/messages.js';
import { renderPuzzle } from '../../dist/render.js';
import { readLines, root, projectData } from '../support/rules.mjs';

await loadMessages('en', false);  // a picture's title and description (web/messages.js)

const engine = await createEngine();
const examples = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t'));
const command = resolve(root, 'dist/render.js');
const EASY = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';

function shown(key) {
  const [, puzzle, techniques = 'all'] = examples.find(([k]) => k === key);
  const steps = engine.steps(puzzle, { techniques });
  const index = steps.findIndex((s) => s.technique === key);
  return { puzzle, step: steps[index], game: gameAfter(puzzle, steps, index, puzzle) };
}

test('every technique\'s example: a still picture within 15 KB, an animated one within 40 KB', () => {
  let checked = 0;
  for (const [key, puzzle, techniques = 'all'] of examples) {
    if (key === 'guess' || key === 'trial-and-error') continue;  // slow to find, drawn as the nested trial is
    const steps = engine.steps(puzzle, { techniques });
    const index = steps.findIndex((s) => s.technique === key);
    const game = gameAfter(puzzle, steps, index, puzzle);
    for (const theme of ['light', 'auto']) {
      const still = boardPicture(game, { step: steps[index], theme });
      const animated = boardPicture(game, { step: steps[index], theme, animate: true });
      assert.ok(still.length <= 15000, `${key} (${theme}): the still picture is ${still.length} bytes`);
      assert.ok(animated.length <= 40000, `${key} (${theme}): the animated picture is ${animated.length} bytes`);
      assert.ok(!/@keyframes/.test(still), `${key}: the still picture animates`);
      if (steps[index].stages > 1) assert.match(animated, /@keyframes[\s\S]*prefers-reduced-motion:reduce/, `${key}: not animated`);
    }
    checked++;
  }
  assert.ok(checked >= 60, `only ${checked} examples`);
});

test('the picture draws what the step shows: its links, its struck candidates, its digits', () => {
  const { step, game } = shown('forcing-chains');
  const svg = boardPicture(game, { step });
  assert.equal((svg.match(/class="l-(strong|weak|forces)"/g) ?? []).length, step.links.length, 'one path a link');
  // Each elimination is a struck candidate: its digit on a filled square of the removed colour.
  const removed = [...svg.matchAll(/<g class="mb t-removed-ink">(.*?)<\/g>/g)].map((m) => [...m[1].matchAll(/>(\d)</g)].map((d) => Number(d[1]))).flat();
  assert.deepEqual(removed.sort(), step.eliminations.map((e) => e.digit).sort());
  // Every digit of the position, givens in their class.
  const givens = [...svg.matchAll(/<g class="vg t-given">(.*?)<\/g>/g)].map((m) => (m[1].match(/<text/g) ?? []).length).reduce((a, b) => a + b, 0);
  assert.equal(givens, game.givens.replace(/\./g, '').length);
  // At stage 1 (the houses) no link is drawn, and nothing is struck yet.
  const houses = boardPicture(game, { step, stage: 1 });
  assert.doesNotMatch(houses, /class="l-|t-removed|f-removed/);
  // A board without a step: no evidence at all, and the dark theme's paper.
  const plain = boardPicture(new Game(EASY), { theme: 'dark' });
  assert.doesNotMatch(plain, /class="(l-|n-|mb )/);
  assert.match(plain, /\.f-paper\{fill:#18181a\}/);
  // Auto: both themes, the dark under the viewer's preference.
  assert.match(boardPicture(new Game(EASY), { theme: 'auto' }), /\.f-paper\{fill:#fbfaf7\}.*@media \(prefers-color-scheme:dark\)\{.*\.f-paper\{fill:#18181a\}/s);
});

test('a picture names only its own: its ids, references, style rules and keyframes begin with its name', () => {
  const { step, game } = shown('forcing-chains');
  const animated = boardPicture(game, { step, animate: true, theme: 'auto' });
  const plain = boardPicture(new Game(EASY), { theme: 'dark' });
  const cover = shown('x-wing');  // its cover houses: a plain tint (no pattern under the marks), framed cell by cell
  const dotted = boardPicture(cover.game, { step: cover.step, stage: 1 });
  const nameOf = (svg) => svg.match(/^<svg [^>]*\bid="(p[0-9a-z]{5})"/)?.[1];
  const names = [animated, plain, dotted].map(nameOf);
  assert.ok(names.every(Boolean), 'each picture has a name on its root');
  assert.equal(new Set(names).size, 3, 'three pictures, three names');
  assert.equal(boardPicture(game, { step, animate: true, theme: 'auto' }), animated, 'the same picture twice is the same file');
  assert.match(dotted, /class="f-cover"/);
  assert.doesNotMatch(dotted, /<pattern|<use /);
  assert.match(animated, /url\(#p[0-9a-z]{5}-arrow-(strong|weak|forces)\)/);
  for (const svg of [animated, plain, dotted]) {
    const name = nameOf(svg);
    const own = (text) => text.startsWith(`${name}-`);
    for (const [, id] of svg.matchAll(/ id="([^"]*)"/g)) assert.ok(id === name || own(id), `${name}: the id "${id}" is not its own`);
    for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]*)/g)) assert.ok(own(ref), `${name}: the reference "${ref}" is not its own`);
    assert.match(svg, new RegExp(`aria-labelledby="${name}-title ${name}-desc"`));
    const css = svg.match(/<style>(.*)<\/style>/s)[1];
    let rules = 0;
    for (const [, selectors] of css.matchAll(/(?<=^|[{}])([^{}]+)(?=\{)/g)) {
      if (selectors.startsWith('@media')) continue;
      if (selectors.startsWith('@keyframes ')) {
        assert.ok(own(selectors.slice(11)), `${name}: the keyframes "${selectors}" are not its own`);
        continue;
      }
      if (/^(\d+(\.\d+)?%|to|from)(,|$)/.test(selectors)) continue;  // a keyframe's
      for (const selector of selectors.split(',')) assert.ok(selector.startsWith(`#${name} `), `${name}: the rule "${selector}" reaches outside it`);
      rules++;
    }
    assert.ok(rules > 10, `${name}: only ${rules} rules read`);
    for (const [, keyframes] of css.matchAll(/animation-name:([^;}]*)/g)) assert.ok(own(keyframes));
  }
  assert.match(animated, /@keyframes p[0-9a-z]{5}-s\d+\{/);
});

test('bad options are named, not drawn', () => {
  const game = new Game(EASY);
  assert.throws(() => boardPicture(game, { theme: 'sepia' }), /theme must be light, dark, auto or print, not "sepia"/);
  assert.throws(() => boardPicture(game, { size: 20 }), /size must be a width in pixels from 120 to 4000, not "20"/);
  const { step } = shown('x-wing');
  assert.throws(() => boardPicture(game, { step, stage: step.stages + 1 }), new RegExp(`stage must be from 0 to ${step.stages}`));
});

// The elements and attributes a picture is made of: anything else in one is injected.
const ELEMENTS = new Set(['svg', 'title', 'desc', 'style', 'defs', 'marker', 'pattern', 'path', 'rect', 'circle', 'ellipse', 'use', 'g', 'text']);
const ATTRIBUTES = new Set(['xmlns', 'id', 'width', 'height', 'viewBox', 'role', 'aria-labelledby', 'x', 'y', 'd', 'class', 'cx', 'cy', 'r',
  'rx', 'ry', 'href', 'refX', 'refY', 'markerWidth', 'markerHeight', 'orient', 'patternUnits', 'fill', 'fill-opacity', 'stroke-width', 'overflow']);
// Reads the SVG as XML does, element by element (no DOM here): its element and
// attribute names, and its text outside tags (which must hold no markup).
function xmlNames(svg) {
  const elements = new Set(), attributes = new Set();
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[^\s=>/]+="[^"<]*")*)\s*(\/?)>/g;
  let at = 0, m;
  while ((m = tag.exec(svg))) {
    assert.doesNotMatch(svg.slice(at, m.index), /[<>]/, `markup outside a tag near ${svg.slice(at, at + 60)}`);
    elements.add(m[2]);
    for (const [, name] of m[3].matchAll(/\s([^\s=]+)="/g)) attributes.add(name);
    at = tag.lastIndex;
  }
  assert.equal(at, svg.length, `does not read as tags to the end, from ${svg.slice(at, at + 60)}`);
  return { elements, attributes };
}

test('hostile step fields, game and options: words are escaped, anything else is refused in words, nothing injected', () => {
  const { step, game } = shown('forcing-chains');
  const EVIL = '"><script>alert(1)</script><x y="';
  const clean = xmlNames(boardPicture(game, { step, animate: true, theme: 'auto' }));
  assert.deepEqual([...clean.elements].filter((e) => !ELEMENTS.has(e)), []);
  assert.deepEqual([...clean.attributes].filter((a) => !ATTRIBUTES.has(a)), []);
  // Words go in as text, escaped.
  for (const options of [{ title: EVIL }, { description: EVIL }, { step: { ...step, name: EVIL, text: EVIL } }]) {
    const svg = boardPicture(game, { step, ...options });
    assert.doesNotMatch(svg, /<script|<x /);
    const { elements, attributes } = xmlNames(svg);
    assert.deepEqual([...elements].filter((e) => !ELEMENTS.has(e)), [], JSON.stringify(Object.keys(options)));
    assert.deepEqual([...attributes].filter((a) => !ATTRIBUTES.has(a)), []);
  }
  assert.match(boardPicture(game, { title: EVIL }), /<title id="p[0-9a-z]{5}-title">&#34;&#62;&#60;script&#62;alert\(1\)&#60;\/script&#62;&#60;x y=&#34;<\/title>/);
  // Every other field: a name, a number or a list the engine gives, or refused.
  const link = step.links[0], cell = step.cells[0] ?? { cell: 0, role: 'pattern', stage: 1 };
  const candidate = step.candidates[0], house = step.houses[0] ?? { kind: 'row', index: 0, role: 'region', stage: 1 };
  const at = (name, i, value) => ({ ...step, [name]: Object.assign([...step[name]], { [i]: value }) });
  assert.ok(link && candidate, 'a step with links and candidates');
  assert.ok(boardPicture(game, { step: at('cells', 0, cell) }) && boardPicture(game, { step: at('houses', 0, house) }), 'a good cell and house are drawn');
  const hostile = [
    ['step.links[0].type', at('links', 0, { ...link, type: EVIL })],
    ['step.links[0].type', at('links', 0, { ...link, type: 'constructor' })],
    ['step.links[0].from.cell', at('links', 0, { ...link, from: { ...link.from, cell: 81 } })],
    ['step.links[0].to.digit', at('links', 0, { ...link, to: { ...link.to, digit: NaN } })],
    ['step.links[0].to', at('links', 0, { ...link, to: EVIL })],
    ['step.links[0].stage', at('links', 0, { ...link, stage: '1' })],
    ['step.cells[0].role', at('cells', 0, { ...cell, role: EVIL })],
    ['step.cells[0].cell', at('cells', 0, { ...cell, cell: -1 })],
    ['step.candidates[0].role', at('candidates', 0, { ...candidate, role: 'on x' })],
    ['step.candidates[0].digit', at('candidates', 0, { ...candidate, digit: 1.5 })],
    ['step.houses[0].kind', at('houses', 0, { ...house, kind: EVIL })],
    ['step.houses[0].index', at('houses', 0, { ...house, index: Infinity })],
    ['step.houses[0].role', at('houses', 0, { ...house, role: 7 })],
    ['step.stages', { ...step, stages: 1e300 }],
    ['step.name', { ...step, name: { toString: () => EVIL } }],
    ['step.links', { ...step, links: EVIL }],
    ['step.placements', { ...step, placements: null }],
  ];
  for (const [field, bad] of hostile) {
    assert.throws(() => boardPicture(game, { step: bad }), (err) => err.message.startsWith(`boardPicture: ${field} must be `), field);
  }
  const values = [...game.values];
  values[0] = EVIL;
  assert.throws(() => boardPicture({ ...game, values, isGiven: game.isGiven }, {}), /^TypeError: boardPicture: game.values\[0\] must be a whole number from 0 to 9, not "\\"><script>/);
  assert.throws(() => boardPicture(game, { paint: new Array(81).fill(-1) }), /boardPicture: paint\[0\] must be a whole number/);
  assert.throws(() => boardPicture(game, { paint: EVIL }), /boardPicture: paint must be a list/);
  assert.throws(() => boardPicture(game, { title: 5 }), /boardPicture: title must be text, not 5/);
  assert.throws(() => boardPicture(game, { size: NaN }), /size must be a width in pixels/);
});

test('renderPuzzle finds the step by number or technique, and says when it cannot', async () => {
  const [, puzzle] = examples.find(([k]) => k === 'x-wing');
  const byTechnique = await renderPuzzle(puzzle, { technique: 'x-wing', engine });
  const steps = engine.steps(puzzle);
  assert.equal(byTechnique.index, steps.findIndex((s) => s.technique === 'x-wing'));
  assert.match(byTechnique.svg, new RegExp(`<title id="p[0-9a-z]{5}-title">Step ${byTechnique.index + 1} of ${steps.length}: X-Wing</title>`));
  const byNumber = await renderPuzzle(puzzle, { step: byTechnique.index + 1, engine });
  assert.equal(byNumber.svg, byTechnique.svg);
  await assert.rejects(renderPuzzle(EASY, { technique: 'x-wing', engine }), /this puzzle's solution does not use X-Wing/);
  await assert.rejects(renderPuzzle(EASY, { technique: 'x-wong', engine }), /unknown technique "x-wong"/);
  await assert.rejects(renderPuzzle(EASY, { step: 999, engine }), /this puzzle's solution has \d+ steps, not 999/);
  await assert.rejects(renderPuzzle(`${EASY.slice(0, 80)}x`, { engine }), /x/);
  // A pencil-mark grid is drawn with its marks, as the page loads it: every candidate of
  // the 729 characters a mark, one taken out (a candidate no longer there) not drawn.
  const marks = engine.format(EASY, 'pencilmarks');
  const empty = EASY.indexOf('.');
  const gone = 9 * empty + marks.slice(9 * empty, 9 * empty + 9).search(/[1-9]/);
  const taken = `${marks.slice(0, gone)}.${marks.slice(gone + 1)}`;
  const drawn = (await renderPuzzle(taken, { engine })).svg;
  const glyphs = [...drawn.matchAll(/<g class="m t-muted">(.*?)<\/g>/g)].map((m) => (m[1].match(/<text/g) ?? []).length).reduce((a, b) => a + b, 0);
  // (A cell of one mark is a given, drawn as a digit; its digit leaves its peers' marks.)
  const read = engine.format(taken, 'pencilmarks'), givens = engine.format(taken, 'givens');
  const expected = [...givens].reduce((n, ch, c) => n + (ch === '.' ? read.slice(9 * c, 9 * c + 9).replace(/\./g, '').length : 0), 0);
  assert.equal(glyphs, expected);
  assert.ok(expected > 100);
});

test('a picture\'s step is said in the language asked for: its description and its technique\'s name', async () => {
  const [, puzzle] = examples.find(([k]) => k === 'x-wing');
  const english = await renderPuzzle(puzzle, { technique: 'x-wing', engine });
  const japanese = await renderPuzzle(puzzle, { technique: 'x-wing', engine, language: 'ja' });
  assert.equal(japanese.index, english.index);
  assert.equal(japanese.step.name, 'Xウィング');
  assert.match(japanese.svg, /<desc id="p[0-9a-z]{5}-desc">問題：[.1-9]{81}。Xウィング：[^<]*[\u3040-\u30ff]/);
  const run = spawnSync('node', [command, puzzle, '--technique', 'x-wing', '--lang', 'de'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /<desc id="p[0-9a-z]{5}-desc">[^<]*X-Wing: In (den|Zeile|Spalte)[^<]*(steht|stehen)/);
});

test('pencilmark-render writes SVG, names its errors, and writes PNG at twice the size', async (t) => {
  const run = (args) => spawnSync('node', [command, ...args], { encoding: 'utf8' });
  const ok = run([EASY, '--step', '2', '--theme', 'dark', '--size', '300', '--animate']);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" id="p[0-9a-z]{5}" width="300" height="300"/);
  for (const [args, message] of [
    [[], /give a puzzle/],
    [[EASY, '--size', 'big'], /--size must be a whole number, not "big"/],
    [[EASY, '--theme', 'sepia'], /theme must be light, dark, auto or print, not "sepia"/],
    [[EASY, '--colour'], /unknown option --colour/],
    [[EASY, '--step', '1', '--technique', 'x-wing'], /give step or technique, not both/],
    [[`${EASY.slice(0, 40)}Q${EASY.slice(41)}`], /Q/],
    [[EASY, '--step', '1', '--lang', 'tlh'], /no words in the language 'tlh' \(there are en, de, fr, es, ja, zh\)/],
  ]) {
    const bad = run(args);
    assert.equal(bad.status, 2, `${args.join(' ')}: exit ${bad.status}`);
    assert.match(bad.stderr, message);
    assert.equal(bad.stdout, '');
  }
  const hasRsvg = spawnSync('rsvg-convert', ['--version']).status === 0;
  if (!hasRsvg) return t.skip('rsvg-convert (librsvg2-bin) is not installed: scripts/setup.sh installs it');
  const work = mkdtempSync(join(tmpdir(), 'pencilmark-render-'));
  try {
    const file = join(work, 'board.png');
    execFileSync('node', [command, EASY, '--step', '1', '--size', '300', '--png', '--out', file]);
    const png = readFileSync(file);
    assert.equal(png.subarray(1, 4).toString(), 'PNG');
    // IHDR: width and height, drawn at twice the size (not a 300 px image scaled).
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [600, 600]);
    const { stages } = await renderPuzzle(EASY, { step: 1, engine });
    execFileSync('node', [command, EASY, '--step', '1', '--animate', '--png', '--out', join(work, 'hint.png')]);
    for (let stage = 1; stage <= stages; stage++) assert.equal(readFileSync(join(work, `hint-${stage}.png`)).readUInt32BE(16), 900);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('pencilmark-render names a write that fails (a full disk, a missing folder) in one line and exits 1', (t) => {
  const full = openSync('/dev/full', 'w');
  t.after(() => closeSync(full));
  for (const [args, stdout, message] of [
    [[EASY], full, 'cannot write the picture to standard output: no space left on device (ENOSPC)'],
    [[EASY, '--step', '1', '--animate'], full, 'cannot write the picture to standard output: no space left on device (ENOSPC)'],
    [['--help'], full, 'cannot write the usage to standard output: no space left on device (ENOSPC)'],
    [[EASY, '--out', '/dev/full'], 'pipe', 'cannot write the picture to /dev/full: no space left on device (ENOSPC)'],
    [[EASY, '--out', '/no/such/folder/board.svg'], 'pipe', 'cannot write the picture to /no/such/folder/board.svg: no such file or folder (ENOENT)'],
  ]) {
    const run = spawnSync('node', [command, ...args], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] });
    assert.equal(run.stderr, `pencilmark-render: ${message}\n`, args.join(' '));
    assert.equal(run.status, 1, args.join(' '));
  }
});

test('the README\'s example pictures are what the tool draws today', async () => {
  const { README_PICTURES } = await import('../../scripts/make-pictures.mjs');
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  for (const { file, puzzle, options } of README_PICTURES) {
    const { svg } = await renderPuzzle(puzzle, { ...options, engine });
    assert.equal(readFileSync(resolve(root, 'docs/pictures', file), 'utf8'), svg, `docs/pictures/${file} is stale: run node scripts/make-pictures.mjs`);
    assert.ok(readme.includes(`(docs/pictures/${file})`), `the README does not show ${file}`);
  }
});
