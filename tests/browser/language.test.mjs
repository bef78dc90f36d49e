// The page's hints in the reader's language: the browser's first language there
// are words in, else English; the Options dialog's switch changes it, and the
// choice is kept for the next visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession } from '../support/browser.mjs';
import { linkBefore } from '../support/examples.mjs';
import { readCatalog } from '../../scripts/page-words.mjs';
import { LANGUAGES } from '../../web/languages.js';
import { resolve } from 'node:path';
import { root } from '../support/rules.mjs';
import { loadMessages, words } from '../../dist/messages.js';
import { techniquePageWords } from '../../scripts/technique-words.mjs';
import { readFileSync } from 'node:fs';

const session = pageSession();
// The page's messages as each language's catalog says them (web/messages.js, in node).
await Promise.all(Object.keys(LANGUAGES).map((language) => loadMessages(language, false)));

// Presses Hint until the whole step shows; its three texts (nudge, technique, step) and the title at the end.
// The buttons by id: their words are the page's language.
async function wholeHint(page) {
  const text = page.locator('#hint-text');
  await page.locator('#hint').click();
  await page.waitForFunction(() => document.getElementById('hint-text').textContent);
  const nudge = await text.textContent();
  await page.locator('#hint-more').click();
  await page.waitForFunction((before) => document.getElementById('hint-text').textContent !== before, nudge);
  const technique = await text.textContent();
  await page.locator('#hint-more').click();
  await page.locator('#apply').waitFor();
  return { nudge, technique, step: await text.textContent(), title: await page.locator('#hint-title').textContent(), lang: await text.getAttribute('lang') };
}

// The page's pieces of words (web/page-words.js) as the page shows them now, each as
// { words, place }, and the words of those it is written with (index.html's and its modules').
const livePieces = (page) => page.evaluate(async () => {
  const { pieces } = await import('./page-words.js');
  return pieces(document).map((p) => ({ words: p.words, place: (p.node.id || p.node.parentElement?.id || p.node.nodeName) }));
});
const writtenPieces = (page) => page.evaluate(async () => {
  const { writtenPieces: written } = await import('./page-words.js');
  return (await written()).map((p) => p.words);
});

test('a German browser gets its hints in German; the switch in Options says them in Japanese, and keeps it', async () => {
  const page = await session.open(await linkBefore('y-wing'), { locale: 'de-DE', reducedMotion: 'reduce', ready: words('ready', {}, 'de') });
  const german = await wholeHint(page);
  assert.match(german.nudge, /^Schau dir .* an\.$/);
  assert.match(german.step, /r\dc\d/);
  assert.doesNotMatch(german.step, /\b(remove|the|is|either)\b/i, german.step);
  assert.equal(german.lang, 'de');
  assert.equal(german.title, 'XY-Wing');  // HoDoKu's German name
  // The board's cells and heads say themselves in German to a screen reader, the hint's part too.
  const labels = await page.locator('#board [role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  assert.ok(labels.some((label) => /^r\dc\d, Vorgabe \d$/.test(label)), labels[0]);
  assert.ok(labels.some((label) => /^r\dc\d, leer, Notizen [\d ]+, Tipp: /.test(label)), labels.join(' | '));
  assert.ok(labels.every((label) => !/\b(given|empty|pencil|hint)\b/.test(label)), labels.join(' | '));
  assert.equal(await page.locator('#board [role=columnheader]').first().textContent(), 'Spalte 1');
  assert.equal(await page.locator('#board [role=row]').nth(9).getAttribute('aria-label'), 'Zeile 9');
  await page.locator('#apply').click();

  await page.locator('#options').click();
  const choice = page.locator('#language');
  assert.equal(await choice.inputValue(), 'de');
  assert.deepEqual(await choice.locator('option').allTextContents(), ['English', 'Deutsch', 'Français', 'Español', '日本語', '简体中文']);
  await choice.selectOption('ja');
  await page.locator('#settings-close').click();
  await page.waitForFunction(() => document.querySelector('#board [role=columnheader]').textContent === '1列目');
  assert.match(await page.locator('#board [role=gridcell]').first().getAttribute('aria-label'), /^r1c1、(問題の数字 \d|\d|空きマス)/);
  const japanese = await wholeHint(page);
  assert.match(japanese.step, /[\u3040-\u30ff]/, japanese.step);
  assert.equal(japanese.lang, 'ja');

  // The next visit keeps the choice, over the browser's German.
  await page.reload();
  await page.getByText(words('ready', {}, 'ja'), { exact: true }).waitFor();
  await page.locator('#options').click();
  await page.waitForFunction(() => document.getElementById('language')?.value === 'ja');
  await page.locator('#settings-close').click();
  assert.match((await wholeHint(page)).nudge, /[\u3040-\u30ff]/);
  assert.deepEqual(session.problems, []);
});

test('an English browser, or one whose languages have no words here, gets English', async () => {
  for (const locale of ['en-GB', 'pt-BR']) {
    const page = await session.open(await linkBefore('y-wing'), { locale, reducedMotion: 'reduce' });
    const hint = await wholeHint(page);
    assert.match(hint.nudge, /^Look at /);
    assert.match(hint.step, /remove/);
    assert.equal(hint.lang, 'en');
    assert.equal(hint.title, 'Y-Wing');
  }
  assert.deepEqual(session.problems, []);
});

test('a board in a blog post speaks its own lang, else its page\'s, else the browser\'s', async () => {
  // The sample post (<html lang="en">, a strict Content-Security-Policy) in a French browser.
  const page = await session.open('embed-example.html', { ready: null, locale: 'fr-FR' });
  const board = (id) => page.locator(`pencilmark-board#${id}`);
  await board('x-wing').getByText(/^Step \d+ of \d+: X-Wing\. In /).waitFor();
  const puzzle = await board('x-wing').getAttribute('puzzle');
  // Boards added to the post: one with its own lang, one inside a German section, one in a section whose lang has no words here.
  await page.evaluate((given) => {
    const add = (html) => document.body.insertAdjacentHTML('beforeend', html);
    add(`<pencilmark-board id="ja" lang="ja" mode="replay" technique="x-wing" puzzle="${given}"></pencilmark-board>`);
    add(`<section lang="de-AT"><pencilmark-board id="de" mode="replay" technique="x-wing" puzzle="${given}"></pencilmark-board></section>`);
    add(`<section lang="pt"><pencilmark-board id="pt" mode="replay" technique="x-wing" puzzle="${given}"></pencilmark-board></section>`);
  }, puzzle);
  await board('ja').getByText(/Xウィング.*[\u3040-\u30ff]/).waitFor();
  assert.equal(await board('ja').locator('.text').getAttribute('lang'), 'ja');
  // Its cells and heads in its language too, for a screen reader.
  assert.match(await board('ja').locator('[role=gridcell]').first().getAttribute('aria-label'), /^r1c1、(問題の数字 \d|\d|空きマス)/);
  assert.equal(await board('ja').locator('[role=columnheader]').first().textContent(), '1列目');
  await board('de').getByText(/X-Wing\. In (Zeile|Spalte) \d/).waitFor();
  await board('pt').getByText(/X-Wing\. In (row|column) \d/).waitFor();
  assert.deepEqual(session.problems, []);
});

test('the page\'s own words: index.html\'s every piece is in the English catalog, and shows in each language, none left in English; English comes back', async () => {
  const english = [...readCatalog(resolve(root, 'locales/en/page/index.ftl')).values()];
  const page = await session.open('', { locale: 'en-GB' });
  const written = await writtenPieces(page);
  assert.deepEqual([...new Set(written)].sort(), [...english].sort(),
    'locales/en/page/index.ftl is index.html\'s pieces: after changing the page, node scripts/page-words.mjs --english');
  const englishSet = new Set(english);
  const englishShown = (await livePieces(page)).map((p) => p.words).filter((words) => englishSet.has(words));
  for (const language of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
    const translation = [...readCatalog(resolve(root, `locales/${language}/page/index.ftl`)).values()];
    const same = new Set(english.filter((words, i) => words === translation[i]));  // a name kept as it is (Pencilmark)
    const shown = await session.open('', { locale: 'en-GB', ready: words('ready', {}, language), init: `localStorage.setItem('pencilmark.language', '${language}')` });
    await shown.waitForFunction((l) => document.documentElement.lang === l, language);
    const left = (await livePieces(shown)).filter((p) => englishSet.has(p.words) && !same.has(p.words));
    assert.deepEqual(left, [], `${language}: English left on the page`);
    assert.equal(await shown.locator('#options').textContent(), translation[english.indexOf('Options')]);
    await shown.locator('#message').getByText(words('ready', {}, language), { exact: true }).waitFor();
    assert.equal(await shown.locator('#message').getAttribute('lang'), null, 'the messages are in the page\'s language');
    await shown.locator('#options').click();
    assert.equal(await shown.locator('#settings-title').textContent(), translation[english.indexOf('Options')]);
    // Back to English: every piece as the English page shows it.
    await shown.locator('#language').selectOption('en');
    await shown.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await shown.locator('#settings-title').textContent(), 'Options');
    await shown.locator('#message').getByText('Ready.', { exact: true }).waitFor();  // said again in English
    const back = new Set((await livePieces(shown)).map((p) => p.words));
    assert.deepEqual(englishShown.filter((words) => !back.has(words)), [], `${language}, then English: pieces not back in English`);
  }
  assert.deepEqual(session.problems, []);
});

test('the key to a chain\'s drawing under its hint is in the page\'s language', async () => {
  const german = readCatalog(resolve(root, 'locales/de/page/index.ftl'));
  const english = readCatalog(resolve(root, 'locales/en/page/index.ftl'));
  const page = await session.open(await linkBefore('xy-chain'), { locale: 'de-DE', reducedMotion: 'reduce', ready: words('ready', {}, 'de') });
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await wholeHint(page);
  const key = await page.locator('#hint-panel .legend span').allTextContents();
  assert.ok(key.length >= 4, key.join(' | '));
  assert.equal(key[0], german.get('hint-legend--on-the-board'));
  const legendIds = [...english.keys()].filter((id) => id.startsWith('hint-legend--'));
  assert.deepEqual(key.filter((words) => !legendIds.some((id) => german.get(id) === words)), [], 'every piece of the key in German');
  assert.deepEqual(session.problems, []);
});

test('the page\'s messages are in its language, and a switch says the one shown again in the new language', async () => {
  const page = await session.open(await linkBefore('y-wing'), { locale: 'de-DE', ready: null });
  const message = page.locator('#message');
  await message.getByText(words('ready', {}, 'de'), { exact: true }).waitFor();
  await page.locator('#check').click();
  await message.getByText(words('digits-right', {}, 'de'), { exact: true }).waitFor();
  assert.notEqual(words('digits-right', {}, 'de'), words('digits-right', {}, 'en'));
  // A message with variables: a digit that clashes, its cells named r1c1 and joined in German.
  const values = await page.locator('[role=gridcell] .value').evaluateAll((spans) => spans.map((s) => s.textContent));
  const empty = values.findIndex((v) => !v);
  const digit = values.slice(empty - (empty % 9), empty - (empty % 9) + 9).find((v) => v);
  await page.locator('[role=gridcell]').nth(empty).click();
  await page.keyboard.press(digit);
  await message.getByText(/^Die \d in r\dc\d kollidiert mit der \d in r\dc\d/).waitFor();
  // The switch in Options says the message shown again, in French.
  await page.locator('#options').click();
  await page.locator('#language').selectOption('fr');
  await page.locator('#settings-close').click();
  await message.getByText(/^Le \d en r\dc\d/).waitFor();
  assert.equal(await message.getAttribute('lang'), null);
  assert.deepEqual(session.problems, []);
});

test('a language whose page words cannot load is named in the message\'s own words (French, allemand), not in its own (Français, Deutsch)', async () => {
  const link = await linkBefore('y-wing');
  const failing = (language, locale) => session.open(link, {
    locale, ready: null, routes: (context) => context.route(`**/page-${language}.json`, (route) => route.abort()),
  });
  for (const [locale, language, said] of [
    ['en-GB', 'fr', /^The page's words in French could not load \(/],
    ['fr-FR', 'de', /^Les textes de la page en allemand n'ont pas pu être chargés \(/],
  ]) {
    const page = await failing(language, locale);
    await page.locator('#board [role=gridcell]').first().waitFor();
    await page.locator('#options').click();
    await page.locator('#language').selectOption(language);
    await page.locator('#settings-close').click();
    await page.locator('#message').getByText(said).waitFor();
  }
  // The refused loads are the pages' only problems (the file's later tests expect none).
  assert.deepEqual(session.problems.filter((problem) => !/ERR_FAILED/.test(problem)), []);
  session.problems.length = 0;
});

test('the Techniques page in each language: its own words and its articles from its catalog, none left in English, its first example\'s step in it; the main page links to it', async () => {
  const english = await techniquePageWords('en');
  const keys = Object.keys(JSON.parse(readFileSync(resolve(root, 'data/technique_builds_on.json'), 'utf8')));
  const englishWords = keys.flatMap((key) => [english.say(`${key}-what`), english.say(`${key}-why`)]);
  for (const language of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
    const own = await techniquePageWords(language);
    const page = await session.open(`techniques-${language}.html`, { ready: null, locale: 'en-GB' });
    assert.equal(await page.locator('html').getAttribute('lang'), language);
    assert.equal(await page.locator('h1').textContent(), own.say('heading'));
    const text = await page.locator('body').textContent();
    assert.deepEqual(englishWords.filter((words) => text.includes(words)), [], `${language}: English articles left`);
    assert.ok(text.includes(own.say('x-wing-why')), `${language}: the X-Wing's article`);
    // The first article's example plays its step in the page's language.
    const first = page.locator('.technique').first();
    await first.locator('.example-frame[data-ready=true]').waitFor();
    assert.equal(await first.locator('.hint-title').textContent(),
      words('replay-title', { ...(await first.evaluate((li) => {
        const { shown } = JSON.parse(li.dataset.examples)[0];
        return { step: shown.index + 1, steps: shown.count, name: shown.step.name };
      })) }, language));
    assert.equal(await page.locator(`.languages a[hreflang=${language}]`).getAttribute('aria-current'), 'page');
    // The first board's cells and heads in the page's language, as written and once drawn.
    assert.equal(await first.locator('[role=columnheader]').first().textContent(), words('board-column', { number: 1 }, language));
    assert.ok((await first.locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label'))))
      .some((label) => label.includes(words('cell-empty', {}, language))), `${language}: the first board's cells`);
    // An example the page works out in the engine: its step in the page's language too.
    const xWing = page.locator('#x-wing');
    await xWing.scrollIntoViewIfNeeded();
    await xWing.locator('.example-frame[data-ready=true]').waitFor();
    const step = await xWing.locator('.example-words').textContent();
    assert.doesNotMatch(step, /\b(remove|only|row|column|Step)\b/, `${language}: ${step}`);
  }
  // The main page in German links to the German Techniques page.
  const main = await session.open('', { locale: 'en-GB', ready: words('ready', {}, 'de'), init: 'localStorage.setItem(\'pencilmark.language\', \'de\')' });
  await main.waitForFunction(() => document.querySelector('a[href^="techniques"]').getAttribute('href') === 'techniques-de.html');
  assert.deepEqual(session.problems, []);
});

test('a level is named in the page\'s language: the grade, its message, and the game in My games', async () => {
  const page = await session.open(await linkBefore('y-wing'), { locale: 'de-DE', ready: words('ready', {}, 'de') });
  await page.locator('#grade').click();
  const heading = page.locator('#grade-panel .hint-title');
  await heading.waitFor();
  const said = await heading.textContent();
  const level = [0, 1, 2, 3, 4].map((n) => words('level-name', { level: n }, 'de')).find((name) => said.startsWith(`${name} (`));
  assert.ok(level, said);
  await page.locator('#message').getByText(words('grade-done', { level }, 'de'), { exact: true }).waitFor();
  await page.locator('#games').click();
  await page.locator('#games-list .entry-title').first().getByText(new RegExp(`^${level}, `)).waitFor();
  assert.deepEqual(session.problems, []);
});
