// The board's pictures (picture.js) against the page's board in Chromium: for
// single-digit patterns (a skyscraper, an X-Wing), an ALS step and a forcing chain, the SVG (shown as an
// <img>, as a post shows it) must look like the page's board showing the same step
// at the same stage, and unlike it at another stage; an animated picture must show
// each stage in turn and end on the last; each SVG must parse as XML and pass axe.
// The pictures and the boards are kept in test-results/pictures/ to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { gameAfter } from '../../dist/game.js';
import { boardPicture } from '../../dist/picture.js';
import { loadMessages } from '../../dist/messages.js';
import { pageSession, runAxe } from '../support/browser.mjs';
import { fixture, readLines, root, projectData } from '../support/rules.mjs';

await loadMessages('en', false);  // the pictures' titles and descriptions

const shots = resolve(root, 'test-results/pictures');
const session = pageSession({ shots });
const engine = await createEngine();
// The board's width with its 3 px frame: its frame (.board-frame) is 6 px narrower.
const SIZE = 456;
const examples = new Map(readLines(projectData('technique_examples.txt')).map((l) => { const [key, ...rest] = l.split('\t'); return [key, rest]; }));

// The board before the technique's first step in its example, and the step.
function example(key) {
  const [puzzle, techniques = 'all'] = examples.get(key);
  const steps = engine.steps(puzzle, { techniques });
  const index = steps.findIndex((s) => s.technique === key);
  assert.ok(index >= 0, `${key}'s example does not use it`);
  return { puzzle, steps, index, step: steps[index], game: gameAfter(puzzle, steps, index, puzzle) };
}

// A page with the board's stylesheet and nothing else moving (no transitions).
async function blankPage(theme = 'light') {
  const html = `<!doctype html><html lang="en" data-theme="${theme}"><head>` + '<title>Pictures</title><link rel="stylesheet" href="board.css">' +
    '<style>body{margin:0;font:16px/1.45 system-ui,sans-serif}#shown{position:absolute;left:500px;top:0}</style></head>' +
    `<body><div class="board-frame" style="width:${SIZE - 6}px"><div class="board" id="board"></div></div><main id="shown"></main></body></html>`;
  const routes = (context) => context.route('**/picture-test.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const page = await session.open('picture-test.html', { ready: null, routes, viewport: { width: 1000, height: 1000 }, reducedMotion: 'reduce' });
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith('board.css')));
  return page;
}

// The page's board (BoardView, as the page draws a hint) showing `stage` of the step.
async function drawBoard(page, { puzzle, steps, index }, stage) {
  await page.evaluate(async ({ puzzle, steps, index, stage }) => {
    const [{ BoardView }, { gameAfter }, { pictureHighlight }] = await Promise.all(['board.js', 'game.js', 'picture.js'].map((m) => import(`./${m}`)));
    const game = gameAfter(puzzle, steps, index, puzzle);
    const root = document.getElementById('board');
    root.replaceChildren();
    const view = new BoardView(root, { onSelect() {}, onKey() {} });
    view.render(game, { highlight: pictureHighlight(game, steps[index], stage), selection: false });
  }, { puzzle, steps, index, stage });
  return page.locator('#board').screenshot();
}

// An SVG shown as an image beside the board.
async function showSvg(page, svg) {
  await page.evaluate(async (svg) => {
    const img = new Image(svg.width, svg.height);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.text)}`;
    await img.decode();
    document.getElementById('shown').replaceChildren(img);
  }, { text: svg, width: SIZE, height: SIZE });
  return page.locator('#shown img').screenshot();
}

/**
 * How far two screenshots of the same size differ: the share of their 5x5-pixel
 * blocks whose mean colour differs by more than 40 (of 255) in some channel. Text
 * drawn by SVG and by HTML differs by a pixel here and there; a mark, a ring or a
 * link drawn or missing changes whole blocks.
 */
async function difference(page, a, b) {
  return page.evaluate(async ([a, b]) => {
    const pixels = async (base64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = new OffscreenCanvas(img.width, img.height);
      const context = canvas.getContext('2d');
      context.drawImage(img, 0, 0);
      return context.getImageData(0, 0, img.width, img.height);
    };
    const [p, q] = await Promise.all([pixels(a), pixels(b)]);
    if (p.width !== q.width || p.height !== q.height) return 1;
    const B = 5;
    let blocks = 0, differ = 0;
    for (let by = 0; by + B <= p.height; by += B) {
      for (let bx = 0; bx + B <= p.width; bx += B) {
        const sum = [0, 0, 0, 0, 0, 0];
        for (let y = by; y < by + B; y++) {
          for (let x = bx; x < bx + B; x++) {
            const i = 4 * (y * p.width + x);
            for (let k = 0; k < 3; k++) { sum[k] += p.data[i + k]; sum[3 + k] += q.data[i + k]; }
          }
        }
        blocks++;
        if ([0, 1, 2].some((k) => Math.abs(sum[k] - sum[3 + k]) / (B * B) > 40)) differ++;
      }
    }
    return differ / blocks;
  }, [a.toString('base64'), b.toString('base64')]);
}

// Close: within what SVG and HTML text differ by. Apart: what one stage's evidence changes.
const CLOSE = 0.01;

for (const [key, theme] of [['skyscraper', 'light'], ['x-wing', 'light'], ['als-xz', 'light'], ['als-xz', 'dark'], ['forcing-chains', 'light']]) {
  test(`${key} (${theme}): the picture looks like the page's board at each stage, and unlike it at another`, async () => {
    const shown = example(key);
    const page = await blankPage(theme);
    const last = shown.step.stages;
    for (const stage of [...new Set([1, 2, last])]) {
      const board = await drawBoard(page, shown, stage);
      const svg = boardPicture(shown.game, { step: shown.step, stage, size: SIZE, theme });
      const picture = await showSvg(page, svg);
      writeFileSync(resolve(shots, `${key}-${theme}-${stage}-board.png`), board);
      writeFileSync(resolve(shots, `${key}-${theme}-${stage}-picture.png`), picture);
      writeFileSync(resolve(shots, `${key}-${theme}-${stage}.svg`), svg);
      const d = await difference(page, board, picture);
      assert.ok(d <= CLOSE, `${key} at stage ${stage}: ${(100 * d).toFixed(1)}% of the picture differs from the board`);
    }
    // The check tells stages apart: the houses alone are not the whole step.
    const whole = await drawBoard(page, shown, last);
    const same = await difference(page, whole, await showSvg(page, boardPicture(shown.game, { step: shown.step, size: SIZE, theme })));
    const houses = await difference(page, whole, await showSvg(page, boardPicture(shown.game, { step: shown.step, stage: 1, size: SIZE, theme })));
    assert.ok(houses > CLOSE && houses > 2 * same, `${key}: the picture of stage 1 passes for the whole step (${(100 * houses).toFixed(1)}% differs)`);
    assert.deepEqual(session.problems, []);
  });
}

test('an animated picture shows each stage in turn and stops on the last; reduced motion shows the last', async () => {
  const shown = example('forcing-chains');
  const last = shown.step.stages;
  assert.ok(last >= 4, 'the forcing chain has links to play');
  const page = await blankPage();
  const animated = boardPicture(shown.game, { step: shown.step, animate: true, loop: false, size: SIZE });
  writeFileSync(resolve(shots, 'forcing-chains-animated.svg'), animated);
  // Under reduced motion (this page's), it shows the last stage. (Inline: an image
  // does not take the emulated preference, a viewer's own does.)
  const board = await drawBoard(page, shown, last);
  await page.evaluate((svg) => { document.getElementById('shown').innerHTML = svg; }, animated);
  assert.equal(await page.evaluate(() => document.getAnimations().length), 0, 'animations run under reduced motion');
  const reduced = await page.locator('#shown > svg').screenshot();
  assert.ok(await difference(page, board, reduced) <= CLOSE, 'the reduced-motion picture is not the last stage');
  // Its animations held at each stage's time, it shows that stage (as the still picture of it).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.evaluate((svg) => { document.getElementById('shown').innerHTML = svg; }, animated);
  const durations = await page.evaluate(() => document.getAnimations().map((a) => a.effect.getTiming().duration));
  assert.ok(durations.length > 0 && durations.every((d) => d === durations[0]), 'the stages share one clock');
  for (let stage = 1; stage <= last; stage++) {
    await page.evaluate((t) => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = t; }), (stage - 1) * 700 + 350);
    const frame = await page.locator('#shown > svg').screenshot();
    const still = await showSvg(page, boardPicture(shown.game, { step: shown.step, stage, size: SIZE }));
    await page.evaluate((svg) => { document.getElementById('shown').innerHTML = svg; }, animated);
    const d = await difference(page, frame, still);
    assert.ok(d <= 0.002, `the animation at stage ${stage}'s time is not that stage (${(100 * d).toFixed(1)}% differs)`);
  }
  // Played once, it ends on the last stage and stays there.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  const end = await page.locator('#shown > svg').screenshot();
  assert.ok(await difference(page, board, end) <= CLOSE, 'the animation does not end on the last stage');
  assert.deepEqual(session.problems, []);
});

test('pictures written into one page keep their own colours and clocks, and leave the page\'s elements alone', async () => {
  // A post with two animated pictures of different lengths in different themes,
  // and elements of its own with the class names and the element a picture styles.
  const page = await blankPage();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const chain = example('forcing-chains'), wing = example('x-wing');
  assert.notEqual(chain.step.stages, wing.step.stages, 'two animations of different lengths');
  const dark = boardPicture(chain.game, { step: chain.step, animate: true, theme: 'dark', size: 300 });
  const light = boardPicture(wing.game, { step: wing.step, animate: true, theme: 'light', size: 300 });
  const seen = await page.evaluate(([dark, light]) => {
    document.getElementById('shown').innerHTML = `<p class="m a vg" id="host">The post's words.</p>` +
      `<svg id="host-svg" width="80" height="20"><text class="m" x="0" y="15">A post's label</text></svg>${dark}${light}`;
    const pictures = [...document.querySelectorAll('#shown > svg[role="img"]')];
    const host = getComputedStyle(document.getElementById('host'));
    return {
      host: { fontSize: host.fontSize, fontWeight: host.fontWeight, animation: host.animationName },
      hostAnchor: getComputedStyle(document.querySelector('#host-svg text')).textAnchor,
      papers: pictures.map((svg) => getComputedStyle(svg.querySelector('.f-paper')).fill),
      clocks: pictures.map((svg) => [...new Set(document.getAnimations().filter((a) => svg.contains(a.effect.target)).map((a) => a.effect.getTiming().duration))]),
    };
  }, [dark, light]);
  assert.deepEqual(seen.host, { fontSize: '16px', fontWeight: '400', animation: 'none' }, 'a picture restyled the post\'s paragraph');
  assert.equal(seen.hostAnchor, 'start', 'a picture restyled the post\'s own SVG text');
  assert.deepEqual(seen.papers, ['rgb(24, 24, 26)', 'rgb(251, 250, 247)'], 'each picture keeps its own theme\'s paper');
  assert.equal(seen.clocks.length, 2);
  assert.ok(seen.clocks.every((c) => c.length === 1), `each picture has one clock: ${JSON.stringify(seen.clocks)}`);
  assert.notEqual(seen.clocks[0][0], seen.clocks[1][0], 'the two pictures play on one clock');
  assert.deepEqual(session.problems, []);
});

test('pictures are well-formed XML with a title and a description axe accepts', async () => {
  const page = await blankPage();
  for (const key of ['x-wing', 'als-xz', 'forcing-chains']) {
    const shown = example(key);
    for (const options of [{ theme: 'light' }, { theme: 'dark', animate: true }, { theme: 'auto', size: 300 }]) {
      const svg = boardPicture(shown.game, { step: shown.step, ...options });
      const parsed = await page.evaluate((svg) => {
        const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
        return { error: doc.querySelector('parsererror')?.textContent ?? null, title: doc.querySelector('svg > title')?.textContent, desc: doc.querySelector('svg > desc')?.textContent };
      }, svg);
      assert.equal(parsed.error, null, `${key} ${JSON.stringify(options)}: not XML`);
      assert.match(parsed.title, new RegExp(shown.step.name.replace(/[+()]/g, '\\$&')));
      assert.ok(parsed.desc.includes(shown.puzzle.replace(/0/g, '.')) && parsed.desc.includes(shown.step.text), `${key}: the description names neither the puzzle nor the step`);
      await page.evaluate((svg) => { document.getElementById('shown').innerHTML = svg; }, svg);
      const { violations } = await runAxe(page, { include: '#shown' });
      assert.deepEqual(violations.map((v) => v.id), [], `${key} ${JSON.stringify(options)}`);
    }
  }
});

// A download's bytes, from the click that starts it.
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}
const pngSize = (bytes) => (bytes.subarray(1, 4).toString() === 'PNG' ? [bytes.readUInt32BE(16), bytes.readUInt32BE(20)] : null);

test('the page\'s Share menu saves the board as SVG and PNG, and the hint\'s step animated', async () => {
  const [puzzle] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
  const page = await session.open(`?p=${puzzle}`, { viewport: { width: 1100, height: 860 } });
  await page.locator('#share-menu > summary').click();
  const animatedButton = page.getByRole('button', { name: 'Animated image of this step (SVG)' });
  assert.ok(await animatedButton.isDisabled(), 'no hint shown: nothing to animate');
  const still = await downloaded(page, () => page.getByRole('button', { name: 'Image of this board (SVG)' }).click());
  assert.equal(still.name, 'pencilmark-board.svg');
  const svg = still.bytes.toString();
  assert.match(svg, /<title id="p[0-9a-z]{5}-title">A Sudoku board<\/title>/);
  assert.equal((svg.match(/<g class="vg t-given">.*?<\/g>/g) ?? []).join('').match(/<text/g).length, [...puzzle].filter((c) => c !== '.').length);
  const png = await downloaded(page, () => page.getByRole('button', { name: 'Image of this board (PNG)' }).click());
  assert.equal(png.name, 'pencilmark-board.png');
  assert.deepEqual(pngSize(png.bytes), [912, 912], 'drawn at twice the board\'s 456 pixels');
  // The hint's step, shown whole, as the page shows it.
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await page.getByText('Where to look').waitFor();
  await hint.click();
  await hint.click();
  await page.locator('.mark.role-placed, .mark.role-eliminated').first().waitFor();
  const name = await page.locator('#hint-title').textContent();
  assert.ok(!(await animatedButton.isDisabled()), 'a step shown: it can be animated');
  const animated = await downloaded(page, () => animatedButton.click());
  assert.match(animated.name, /^pencilmark-[a-z0-9-]+-animated\.svg$/);
  assert.ok(animated.bytes.toString().includes(`-title">${name}: a hint on a Sudoku board</title>`));
  assert.match(animated.bytes.toString(), /@keyframes/);
  await page.getByText(/^The picture is saved as pencilmark-[a-z0-9-]+-animated\.svg in your downloads\.$/).waitFor();
  await page.locator('#share-menu').screenshot({ path: resolve(shots, 'share-menu.png') });
  assert.deepEqual(session.problems, []);
});

test('an embedded replay and the Techniques page save their step as a picture', async () => {
  const page = await session.open('embed-example.html', { ready: null });
  const board = page.locator('pencilmark-board[technique="x-wing"]');
  await board.getByText(/^Step \d+ of \d+: X-Wing\. /).waitFor();
  await board.locator('.pictures > summary').click();
  const animated = await downloaded(page, () => board.getByRole('button', { name: 'Animated image (SVG)' }).click());
  assert.equal(animated.name, 'pencilmark-x-wing-animated.svg');
  assert.match(animated.bytes.toString(), /<title id="p[0-9a-z]{5}-title">X-Wing: a hint on a Sudoku board<\/title>[\s\S]*@keyframes/);
  const png = await downloaded(page, () => board.getByRole('button', { name: 'Image (PNG)', exact: true }).click());
  assert.ok(pngSize(png.bytes)?.[0] > 0, 'a PNG');

  const techniques = await session.open('techniques.html', { ready: null });
  const article = techniques.locator('#technique-list > .technique').first();
  await article.locator('.example-frame[data-ready="true"]').waitFor();
  const key = await article.getAttribute('data-key');
  const name = await article.locator('h2').textContent();
  const picture = await downloaded(techniques, () => article.getByRole('button', { name: 'Image (SVG)', exact: true }).click());
  assert.equal(picture.name, `pencilmark-${key}.svg`);
  assert.ok(picture.bytes.toString().includes(`-title">${name}: a hint on a Sudoku board</title>`));
  assert.deepEqual(session.problems, []);
});

test('a Techniques picture that cannot be made says so once, however often it is asked for', async () => {
  const page = await session.open('techniques.html', { ready: null });
  // The module that saves is out of reach (as offline before it was ever fetched).
  await page.route('**/save-picture.js', (route) => route.abort());
  const article = page.locator('#technique-list > .technique').first();
  await article.locator('.example-frame[data-ready="true"]').waitFor();
  const button = article.getByRole('button', { name: 'Image (SVG)', exact: true });
  const problems = article.locator('p.error');
  await button.click();
  await problems.first().waitFor();
  await button.click();
  await button.click();
  await page.waitForTimeout(300);
  assert.equal(await problems.count(), 1);
  assert.match(await problems.textContent(), /^The picture could not be made: .+\.$/);
  // The console reports the aborted fetches, this test's doing, and nothing else.
  assert.deepEqual(session.problems.filter((p) => p !== 'Failed to load resource: net::ERR_FAILED'), []);
  session.problems.length = 0;
});
