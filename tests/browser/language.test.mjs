// The page's hints in the reader's language: the browser's first language there
// are words in, else English; the Options dialog's switch changes it, and the
// choice is kept for the next visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSession } from '../support/browser.mjs';
import { linkBefore } from '../support/examples.mjs';

const session = pageSession();

// Presses Hint until the whole step shows; its three texts (nudge, technique, step) and the title at the end.
async function wholeHint(page) {
  const text = page.locator('#hint-text');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByText('Where to look', { exact: true }).waitFor();
  const nudge = await text.textContent();
  await page.getByRole('button', { name: 'Which technique?' }).click();
  await page.waitForFunction((before) => document.getElementById('hint-text').textContent !== before, nudge);
  const technique = await text.textContent();
  await page.getByRole('button', { name: 'Show me' }).click();
  await page.getByRole('button', { name: 'Apply' }).waitFor();
  return { nudge, technique, step: await text.textContent(), title: await page.locator('#hint-title').textContent(), lang: await text.getAttribute('lang') };
}

test('a German browser gets its hints in German; the switch in Options says them in Japanese, and keeps it', async () => {
  const page = await session.open(await linkBefore('y-wing'), { locale: 'de-DE', reducedMotion: 'reduce' });
  const german = await wholeHint(page);
  assert.match(german.nudge, /^Schau dir .* an\.$/);
  assert.match(german.step, /r\dc\d/);
  assert.doesNotMatch(german.step, /\b(remove|the|is|either)\b/i, german.step);
  assert.equal(german.lang, 'de');
  assert.equal(german.title, 'XY-Wing');  // HoDoKu's German name
  await page.getByRole('button', { name: 'Apply' }).click();

  await page.locator('#options').click();
  const choice = page.locator('#language');
  assert.equal(await choice.inputValue(), 'de');
  assert.deepEqual(await choice.locator('option').allTextContents(), ['English', 'Deutsch', 'Français', 'Español', '日本語', '简体中文']);
  await choice.selectOption('ja');
  await page.locator('#settings-close').click();
  const japanese = await wholeHint(page);
  assert.match(japanese.step, /[\u3040-\u30ff]/, japanese.step);
  assert.equal(japanese.lang, 'ja');

  // The next visit keeps the choice, over the browser's German.
  await page.reload();
  await page.getByText('Ready.', { exact: true }).waitFor();
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
  await board('de').getByText(/X-Wing\. In (Zeile|Spalte) \d/).waitFor();
  await board('pt').getByText(/X-Wing\. In (row|column) \d/).waitFor();
  assert.deepEqual(session.problems, []);
});
