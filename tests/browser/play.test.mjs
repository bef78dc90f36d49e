// Play as a player slips and corrects: a digit typed, erased or typed over never
// damages the pencil marks; Fill marks never leaves a cell blank; the keyboard
// reaches every hint control. At desktop size by keyboard and at phone size by
// touch. Screenshots go to test-results/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { heldRequests, pageSession, runAxe } from '../support/browser.mjs';
import { linkBefore } from '../support/examples.mjs';
import { root } from '../support/rules.mjs';
import { techniquePageWords } from '../../scripts/technique-words.mjs';

const shots = resolve(root, 'test-results');
const session = pageSession({ shots });
const SLIP = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
const EMPTIED = '....7..32417.......2.9...4.1.8.9.....3.2.5.7.....6.3.4.9...4.1.......48575..8....';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const at = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

// Every cell's shown marks, as the player sees them ('' for a cell without).
const allMarks = (page) => page.locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => [...c.querySelectorAll('.mark.on')].map((m) => m.textContent).join('')));

for (const [size, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const press = (page, target) => (size === 'phone' ? page.locator(target).tap() : page.locator(target).click());
  const cell = (page, name) => `[role=gridcell] >> nth=${at(name)}`;
  const digit = async (page, d) => {
    if (size === 'phone') await page.locator(`.pad [data-digit="${d}"]`).tap();
    else await page.keyboard.press(d === 0 ? 'Backspace' : String(d));
  };

  test(`${size}: a digit typed and erased, or typed over, leaves every pencil mark as it was`, async () => {
    const page = await session.open(`?p=${SLIP}`, options);
    await press(page, '#auto-marks');
    const filled = await allMarks(page);
    assert.equal(filled[at('r1c2')], '23');
    await press(page, cell(page, 'r1c2'));
    await digit(page, 2);
    const placed = await allMarks(page);
    assert.equal(placed[at('r1c8')], filled[at('r1c8')].replace('2', ''), 'the 2 leaves its peers while it stands');
    await page.screenshot({ path: resolve(shots, `play-${size}-slip-placed.png`) });
    // Erased (a phone's second tap on the same digit, or Backspace): all is as before.
    await digit(page, size === 'phone' ? 2 : 0);
    assert.deepEqual(await allMarks(page), filled);
    // Typed over with the right digit: the wrong one's marks come back, the right one's go.
    await digit(page, 2);
    await digit(page, 3);
    const over = await allMarks(page);
    for (const peer of ['r1c8', 'r2c2', 'r1c4']) {
      assert.equal(over[at(peer)], filled[at(peer)].replace('3', ''), `${peer} after 3 over 2`);
    }
    await digit(page, size === 'phone' ? 3 : 0);
    assert.deepEqual(await allMarks(page), filled);
    assert.equal(await page.locator('#message').getAttribute('class'), 'message', 'no error said');
    await page.screenshot({ path: resolve(shots, `play-${size}-slip-erased.png`) });
  });

  test(`${size}: Fill marks gives a cell whose every mark was ruled out its candidates`, async () => {
    const page = await session.open(`?p=${EMPTIED}`, options);
    await press(page, cell(page, 'r1c7'));
    if (size === 'phone') {
      await press(page, '#marks');
      await digit(page, 3);
      await press(page, '#marks');
    } else {
      await page.keyboard.press('Shift+Digit3');
    }
    assert.equal((await allMarks(page))[at('r1c7')], '3');
    await press(page, '#auto-marks');
    const marks = await allMarks(page);
    assert.equal(marks[at('r1c7')], '15689', 'r1c7: the candidates its row, column and box allow');
    const values = await page.locator('[role=gridcell] .value').allTextContents();
    values.forEach((v, c) => assert.ok(v || marks[c], `cell ${c} shows a digit or candidates`));
  });
}

test('keyboard: H through the hint, A applies it and the keys go on from the board; Escape closes a hint', async () => {
  const page = await session.open(`?p=${SLIP}`, DESKTOP);
  await page.locator(`[role=gridcell] >> nth=${at('r5c5')}`).click();
  await page.keyboard.press('h');
  await page.getByText('Where to look', { exact: true }).waitFor();
  // The nudge lights the house it names, and nothing else of the pattern.
  const nudge = await page.locator('#hint-text').textContent();
  const house = /(row|column|box) ([1-9])/.exec(nudge);
  assert.ok(house, `the nudge names a house: ${nudge}`);
  assert.equal(await page.locator('.cell.house-region').count(), 9);
  assert.equal(await page.locator('.mark.role-pattern, .cell.cell-pattern').count(), 0);
  await page.screenshot({ path: resolve(shots, 'play-desktop-nudge.png') });
  await page.keyboard.press('h');
  await page.keyboard.press('h');
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  const before = await page.locator('[role=gridcell] .value').allTextContents();
  await page.keyboard.press('a');
  await page.getByText(/^Applied: /).waitFor();
  const after = await page.locator('[role=gridcell] .value').allTextContents();
  assert.equal(after.filter(Boolean).length, before.filter(Boolean).length + 1, 'the step placed its digit');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  // The next hint, by key again, and Escape closes it.
  await page.keyboard.press('h');
  await page.getByText('Where to look', { exact: true }).waitFor();
  assert.equal(await page.locator('#message').textContent(), '', 'the last step\'s words are gone with the new hint');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#hint-panel').isHidden(), true);
  // A button pressed with the mouse hands the keys back to the board too.
  await page.getByRole('button', { name: 'Fill marks' }).click();
  await page.keyboard.press('h');
  await page.getByText('Where to look', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Got it' }).click();
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
});

test('Hint pressed again while the engine thinks is not lost; a move made meanwhile drops the hint of the old position', async () => {
  const page = await session.open(`?p=${SLIP}`, DESKTOP);
  // Three presses in one task: the engine (in its worker) cannot have answered the first.
  await page.evaluate(() => { for (let i = 0; i < 3; i++) document.getElementById('hint').click(); });
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  assert.match(await page.locator('#hint-title').textContent(), /^(?!Where to look)/, 'the whole step, its technique named');
  await page.getByRole('button', { name: 'Got it' }).click();
  // Hint, then at once a digit placed: the hint asked for the board before it is not shown.
  const free = SLIP.indexOf('.');
  await page.locator(`[role=gridcell] >> nth=${free}`).click();
  await page.evaluate(() => {
    document.getElementById('hint').click();
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: '2', code: 'Digit2', bubbles: true, cancelable: true }));
  });
  assert.equal(await page.locator('[role=gridcell] .value').nth(free).textContent(), '2');
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#hint-panel').isHidden(), true, 'no hint for the board as it was');
});

test('a digit\'s light goes when the player moves on to an empty cell', async () => {
  const page = await session.open(`?p=${SLIP}`, PHONE);
  const cell = (name) => page.locator(`[role=gridcell] >> nth=${at(name)}`);
  await cell('r1c1').tap();  // a given 4
  assert.ok(await page.locator('.cell.same-digit').count() >= 2);
  await cell('r1c2').tap();
  assert.equal(await page.locator('.cell.same-digit').count(), 0);
  assert.equal(await page.locator('.mark.lit').count(), 0);
  await page.locator('.pad [data-digit="2"]').tap();
  assert.ok(await page.locator('.cell.same-digit').count() >= 1, 'a digit entered lights its places');
  await cell('r2c2').tap();
  assert.equal(await page.locator('.cell.same-digit').count(), 0, 'and the light goes on the next empty cell');
});

test('options: kept across a reload; no automatic removal, live marks, mistakes as you play, labels, two-candidate cells', async () => {
  const page = await session.open(`?p=${SLIP}`, DESKTOP);
  const cell = (name) => page.locator(`[role=gridcell] >> nth=${at(name)}`);
  const option = (name) => page.getByRole('checkbox', { name });
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('dialog', { name: 'Options' }).waitFor();
  assert.equal(await option(/^A digit placed leaves/).isChecked(), true, 'automatic removal is on by default');
  assert.equal(await option(/^Show a digit that is not/).isChecked(), false, 'the mistake check is off by default');
  await page.screenshot({ path: resolve(shots, 'play-desktop-options.png') });
  await option(/^A digit placed leaves/).uncheck();
  await option(/^Show a digit that is not/).check();
  await option(/^Row and column numbers/).check();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  assert.equal(await page.locator('.labels.rows span').count(), 9, 'labels shown after the reload');
  await page.getByRole('button', { name: 'Fill marks' }).click();
  const filled = await allMarks(page);
  await cell('r1c2').click();
  await page.keyboard.press('2');  // r1c2 is 3 in the solution
  const marks = await allMarks(page);
  assert.equal(marks[at('r1c8')], filled[at('r1c8')], 'no automatic removal: the peers keep their marks');
  assert.equal(await cell('r1c2').getAttribute('class').then((c) => c.includes('wrong')), true, 'the mistake shows at once');
  assert.match(await cell('r1c2').getAttribute('aria-label'), /wrong/);
  await page.screenshot({ path: resolve(shots, 'play-desktop-labels-mistake.png') });
  await page.keyboard.press('3');
  assert.equal(await cell('r1c2').getAttribute('class').then((c) => c.includes('wrong')), false);
  // B tints the cells with two candidates, and the dialog's box follows.
  await page.keyboard.press('b');
  const pairs = marks.flatMap((m, c) => (m.length === 2 && c !== at('r1c2') ? [c] : []));
  assert.ok(pairs.length > 0);
  const tinted = await page.locator('.cell.bivalue').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell)));
  const now = await allMarks(page);
  assert.deepEqual(tinted, now.flatMap((m, c) => (m.length === 2 ? [c] : [])));
  await page.getByRole('button', { name: 'Options' }).click();
  assert.equal(await option(/^Tint the cells/).isChecked(), true);
  // Live marks: on a fresh board every empty cell shows its candidates, after each placement too.
  await option(/^Live pencil marks/).check();
  await page.getByRole('button', { name: 'Close' }).click();
  const live = await allMarks(page);
  const values = await page.locator('[role=gridcell] .value').allTextContents();
  values.forEach((v, c) => assert.ok(v || live[c], `cell ${c} has candidates`));
});

async function noViolations(page) {
  const result = await runAxe(page);
  assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);
}

for (const theme of ['light', 'dark']) {
  test(`axe finds no violations with the options and the help open (${theme})`, async () => {
    const page = await session.open(`?p=${SLIP}`, { ...PHONE, colorScheme: theme });
    await page.locator('#help summary').tap();
    await page.screenshot({ path: resolve(shots, `play-phone-help-${theme}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Options' }).tap();
    await page.getByRole('dialog', { name: 'Options' }).waitFor();
    await page.screenshot({ path: resolve(shots, `play-phone-options-${theme}.png`) });
    await noViolations(page);
  });
}

// Positions whose next step is a long chain: the continuous nice loop (12 links)
// of its technique's example, opened as a share link with the digits and pencil
// marks its path reached, and Easter Monster's nested trial (46 links).
const LOOP = await linkBefore('continuous-nice-loop');
const MONSTER = '?p=1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

for (const [size, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`${size}: a long chain can be followed hop by hop, and read whole, every link and in Eureka`, async () => {
    const page = await session.open(LOOP, options);
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.getByText('Where to look', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Which technique?' }).click();
    await page.getByRole('button', { name: 'Show me' }).click();
    await page.getByRole('button', { name: 'Apply' }).waitFor();
    assert.equal(await page.locator('#hint-title').textContent(), 'Continuous Nice Loop');
    await page.getByRole('button', { name: 'Whole step' }).click();
    const stages = await page.locator('#hop-at').textContent();
    const [, total] = /^Stage (\d+) of \1$/.exec(stages) ?? [];
    assert.ok(Number(total) >= 10, stages);
    await page.getByRole('button', { name: 'Previous stage' }).click();
    assert.equal(await page.locator('#hop-at').textContent(), `Stage ${Number(total) - 1} of ${total}`);
    const shown = await page.locator('.board .links .link').count();
    await page.getByRole('button', { name: 'Previous stage' }).click();
    assert.equal(await page.locator('.board .links .link').count(), shown - 1, 'a link less on the board');
    // The link the stage draws, in the engine's words under the hint, and lit in the list of every link.
    const current = page.locator('.every-link li[aria-current]');
    assert.equal(await current.count(), 1);
    assert.ok(await page.locator('#stage-words').isVisible());
    assert.equal(await page.locator('#stage-words').textContent(), await current.textContent());
    assert.match(await current.textContent(), /^r\dc\d.* (is|are) (not )?\d, so /);
    await page.getByRole('button', { name: 'Play step' }).click();
    await page.getByRole('button', { name: 'Pause step' }).click();
    assert.equal(await page.getByRole('button', { name: 'Play step' }).count(), 1, 'paused, it offers to play on');
    // Every link in words, each naming its two nodes, and the loop in Eureka notation.
    await page.getByText(/^Show every link \(\d+\)$/).click();
    const hops = await page.locator('.every-link li').allTextContents();
    assert.ok(hops.length >= 12, `${hops.length} hops`);
    for (const hop of hops) assert.match(hop, /^r\dc\d.* (is|are) (not )?\d, so .*r\dc\d.* (is|are) (not )?\d \((strong|weak) link\)$/);
    assert.match(await page.locator('.eureka code').textContent(), /^\(\d\)r\d+c\d+([=-]\(\d\)r\d+c\d+){12,}$/);
    await page.screenshot({ path: resolve(shots, `play-${size}-loop-every-link.png`), fullPage: true });
    await noViolations(page);
  });
}

// The words of the stage the board draws, under the hint, for a step that is not a chain.
const WING = await linkBefore('x-wing');
test('a fish\'s hint says each stage\'s part under its words: the effect names every candidate the board strikes', async () => {
  const page = await session.open(WING, { ...DESKTOP, reducedMotion: 'reduce' });  // the whole step at once
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Which technique?' }).click();
  assert.ok(await page.locator('#stage-words').isHidden(), 'no stage words before the step is shown');
  await page.getByRole('button', { name: 'Show me' }).click();
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  const line = page.locator('#stage-words');
  await line.waitFor();
  const struck = await page.locator('[role=gridcell]').evaluateAll((cells) => cells.flatMap((cell, c) => [...cell.querySelectorAll('.mark')]
    .flatMap((mark, d) => (mark.classList.contains('role-eliminated') ? [{ name: `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`, digit: d + 1 }] : []))));
  assert.ok(struck.length > 0, 'the step strikes candidates');
  const words = await line.textContent();
  for (const { name, digit } of struck) {
    assert.match(words, new RegExp(`remove ${digit} from [^;]*\\b${name}\\b`), words);
  }
  // Its cell names light their cells, as the hint's own words do, and leave the line as it is
  // (the render a lit cell makes neither rebuilds it nor fits the sheet again under the pointer).
  assert.ok(await line.locator('.cell-ref').count() >= struck.length);
  const ref = line.locator('.cell-ref').first();
  await ref.evaluate((el) => { el.dataset.before = 'hover'; });
  const lit = page.locator('[role=gridcell].cell-lit');
  assert.equal(await lit.count(), 0);
  await ref.hover();
  await lit.waitFor();
  assert.equal(await line.locator('.cell-ref').first().getAttribute('data-before'), 'hover', 'the line was made again');
  await page.locator('#hint-panel').screenshot({ path: resolve(shots, 'play-fish-stage-words.png') });
});

test('a nested trial: every link in words for a screen reader too, and the keys step it (dark)', async () => {
  const page = await session.open(MONSTER, { ...DESKTOP, colorScheme: 'dark' });
  await page.locator('[role=gridcell] >> nth=1').click();
  await page.keyboard.press('h');
  await page.getByText('Where to look', { exact: true }).waitFor({ timeout: 15000 });
  await page.keyboard.press('h');
  await page.keyboard.press('h');
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  await page.keyboard.press(' ');  // pause
  await page.getByRole('button', { name: 'Play step' }).waitFor();
  const at = async () => Number(/^Stage (\d+)/.exec(await page.locator('#hop-at').textContent())[1]);
  const paused = await at();
  await page.keyboard.press('.');
  assert.equal(await at(), paused + 1);
  await page.keyboard.press(',');
  await page.keyboard.press(',');
  assert.equal(await at(), Math.max(1, paused - 1));
  const summary = page.getByText(/^Show every link \(\d+\)$/);
  const count = Number(/\((\d+)\)/.exec(await summary.textContent())[1]);
  assert.ok(count >= 40);
  // In the accessibility tree the whole list is there once opened, each hop an item.
  await summary.click();
  assert.equal(await page.getByRole('listitem').filter({ hasText: /, so / }).count(), count);
  await page.screenshot({ path: resolve(shots, 'play-desktop-nested-trial.png'), fullPage: true });
  await noViolations(page);
});

test('practise opens at once from the bank shipped with the page, a new position each time, and says what it leaves out', async () => {
  const page = await session.open(`?p=${SLIP}`, PHONE);
  const bank = await page.evaluate(() => fetch('practice-bank.json').then((r) => r.json()));
  const opened = [];
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Practise a technique' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Practise a technique' });
    await dialog.getByLabel('Technique').selectOption('x-chain');
    await dialog.getByRole('button', { name: 'Make a puzzle' }).tap();
    // The dialog closes as the practice opens (the words are the same the second time).
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/^Practise X-Chain: it is the next step here\. Press Hint to see where to look\./).waitFor();
    assert.equal(await page.evaluate(() => performance.getEntriesByName('pencilmark:practise-bank').length), i + 1, 'from the bank');
    opened.push(await page.locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => (c.classList.contains('given') ? c.textContent : '.')).join('')));
    const words = await page.locator('#message').textContent();
    const set = bank['x-chain'].sets[bank['x-chain'].puzzles[i][1]];
    if (set.startsWith('-')) assert.match(words, /So that it shows, this game's hints leave out .+\.$/);
    // A long list left out is counted, so the opening words stay a few lines on a phone.
    const counted = /leave out (\d+) techniques that would come first\.$/.exec(words);
    if (counted) assert.ok(Number(counted[1]) > 3, words);
    else assert.ok((words.match(/, /g) ?? []).length <= 1, `at most three named ("A, B and C"): ${words}`);
    const lines = await page.locator('#message').evaluate((m) => m.getBoundingClientRect().height / parseFloat(getComputedStyle(m).lineHeight));
    assert.ok(lines <= 4.1, `${lines.toFixed(1)} lines: ${words}`);
  }
  assert.notEqual(opened[0], opened[1], 'a new position the second time');
  // Each practice is a game of its own: two practices and the game left.
  await page.getByRole('button', { name: 'My games' }).tap();
  await page.getByRole('dialog', { name: 'My games' }).getByRole('listitem').nth(2).waitFor();  // the list's module comes on the first press
  assert.equal(await page.getByRole('dialog', { name: 'My games' }).getByRole('listitem').count(), 3);
  await page.screenshot({ path: resolve(shots, 'play-phone-practise-games.png') });
});

test('several cells chosen (Ctrl+click, Shift+arrow, a mouse drag) take a pencil mark at once', async () => {
  const page = await session.open(`?p=${SLIP}`, DESKTOP);
  const cell = (name) => page.locator(`[role=gridcell] >> nth=${at(name)}`);
  const marks = async (...names) => { const all = await allMarks(page); return names.map((n) => all[at(n)]); };
  await cell('r2c1').click();
  await cell('r2c2').click({ modifiers: ['Control'] });
  await cell('r2c3').click({ modifiers: ['Control'] });
  assert.equal(await page.locator('#board').getAttribute('aria-multiselectable'), 'true');
  assert.equal(await page.locator('[role=gridcell][aria-selected=true]').count(), 3);
  await page.keyboard.press('7');  // several cells: a digit pencils its mark into all
  assert.deepEqual(await marks('r2c1', 'r2c2', 'r2c3'), ['7', '7', '7']);
  await page.keyboard.press('7');
  assert.deepEqual(await marks('r2c1', 'r2c2', 'r2c3'), ['', '', '']);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await marks('r2c1', 'r2c2', 'r2c3'), ['7', '7', '7'], 'one move, one undo');
  // Shift+arrows extend from the cell chosen; a plain click chooses one cell again.
  await cell('r3c1').click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+Digit9');
  assert.deepEqual(await marks('r3c1', 'r3c2', 'r3c3'), ['9', '9', '']);  // r3c3 is a given
  // A drag with the mouse.
  const box = async (name) => cell(name).boundingBox();
  const [from, to] = [await box('r9c1'), await box('r9c3')];
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width * 1.5, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.press('4');
  assert.deepEqual(await marks('r9c1', 'r9c2', 'r9c3'), ['4', '4', '4']);
  await page.screenshot({ path: resolve(shots, 'play-desktop-several-cells.png') });
  await cell('r5c1').click();
  assert.equal(await page.locator('[role=gridcell][aria-selected=true]').count(), 1);
});

test('the Techniques page teaches each technique: what it is, why it works, what it builds on, and several examples', async () => {
  const page = await session.open('techniques.html#x-wing', { ...PHONE, ready: null });
  const notes = await techniquePageWords('en');
  const article = page.locator('#x-wing');
  await article.getByRole('heading', { name: 'Why it works' }).waitFor();
  const words = await article.locator('.technique-notes').textContent();
  assert.ok(words.includes(notes.say('x-wing-what')) && words.includes(notes.say('x-wing-why')));
  // Its examples: the board plays the one chosen.
  const choices = article.getByRole('group', { name: 'X-Wing: examples' }).getByRole('button');
  assert.ok(await choices.count() >= 2, 'two or more examples');
  await article.locator('.example-frame[data-ready=true]').waitFor();
  const board = () => article.locator('[role=gridcell] .value').allTextContents();
  const first = await board();
  await choices.nth(1).tap();
  assert.equal(await choices.nth(1).getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(async (before) => {
    const now = [...document.querySelectorAll('#x-wing [role=gridcell] .value')].map((v) => v.textContent);
    return now.join() !== before.join();
  }, first);
  assert.match(await article.locator('.example-words').textContent(), /^Step \d+ of \d+: X-Wing/);
  // What it builds on links to that technique's article.
  const base = article.locator('.technique-notes a').first();
  const target = (await base.getAttribute('href')).slice(1);
  await base.tap();
  await page.waitForFunction((id) => location.hash === `#${id}`, target);
  await page.screenshot({ path: resolve(shots, 'play-phone-technique-notes.png'), fullPage: false });
  await noViolations(page);
});

test('Hint or Grade pressed the moment the page says Ready answers once its sheet has loaded', async () => {
  // The sheet's module (web/sheets.js, bundled as app-sheets.js) loads after Ready;
  // held back here until the button is pressed, as on a slow phone, so the press
  // always comes first. Before, the press was lost.
  for (const id of ['hint', 'grade']) {
    const { routes, release } = heldRequests('**/app-sheets.js');
    const page = await session.open(`?p=${SLIP}`, { ...DESKTOP, routes });
    try {
      await page.locator(`#${id}`).click();
    } finally {
      release();
    }
    if (id === 'hint') await page.waitForFunction(() => document.getElementById('hint-text').textContent, null, { timeout: 15000 });
    else await page.locator('#grade-panel').waitFor({ state: 'visible', timeout: 15000 });
  }
  assert.deepEqual(session.problems, []);
});

test('colours: two pairs on candidates, three on cells, undone and kept over a reload', async () => {
  const page = await session.open(`?p=${SLIP}`, PHONE);
  const cell = (name) => page.locator(`[role=gridcell] >> nth=${at(name)}`);
  await page.locator('#auto-marks').tap();
  await cell('r1c2').tap();
  await page.locator('#colour').tap();
  assert.equal(await page.locator('#cell-colour').isVisible(), true, 'Cell colour shows in colour mode');
  const pad = (d) => page.locator(`.pad [data-digit="${d}"]`).tap();
  const label = () => cell('r1c2').getAttribute('aria-label');
  // The cell says its marks once the board's words have come, after Ready (web/hint.js):
  // until then its label is its name alone.
  const worded = () => page.waitForFunction((c) => document.querySelectorAll('[role=gridcell]')[c]
    .getAttribute('aria-label') !== 'r1c2', at('r1c2'));
  await worded();
  for (const name of ['A', 'B', 'C', 'D']) {
    await pad(3);
    assert.match(await label(), new RegExp(`, of them colour ${name} 3`));
  }
  await pad(3);
  assert.doesNotMatch(await label(), /colour [A-D]/, 'and back to none');
  await pad(2);
  await pad(2);
  await pad(2);  // 2 in colour C
  await page.locator('#cell-colour').tap();
  await page.locator('#cell-colour').tap();
  assert.match(await label(), /colour C 2.*cell colour 2$/);
  assert.equal(await cell('r1c2').evaluate((c) => c.classList.contains('paint-cell-2')), true);
  await page.screenshot({ path: resolve(shots, 'play-phone-colours.png') });
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
  await worded();
  assert.match(await label(), /colour C 2.*cell colour 2$/);
  await page.getByRole('button', { name: 'Undo' }).tap();
  assert.match(await label(), /colour C 2.*cell colour 1$/);
  await noViolations(page);
});
