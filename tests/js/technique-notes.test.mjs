// The Techniques page's words on each technique (locales/LANG/techniques-page/notes.ftl,
// data/technique_builds_on.json): every technique of the table, each with what it is
// and why it works, its variants, and what it builds on named by keys of the same
// table; in every language, the same messages as English. The page as built: one a
// language, an article for each technique in the engine's order, in that language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@fluent/syntax';
import { createEngine } from '../../dist/engine.js';
import { LANGUAGES } from '../../dist/languages.js';
import { techniquePageWords } from '../../scripts/technique-words.mjs';
import { readLines, root, projectData } from '../support/rules.mjs';

const engine = await createEngine();
const table = engine.techniques();
const english = await techniquePageWords('en');
const buildsOn = JSON.parse(readFileSync(resolve(root, 'data/technique_builds_on.json'), 'utf8'));

test('every technique has its words: what it is, why it works, variants, and what it builds on', () => {
  const keys = table.map((t) => t.key);
  assert.deepEqual(Object.keys(buildsOn).sort(), [...keys].sort());
  for (const { key, uniqueness } of table) {
    const what = english.say(`${key}-what`), why = english.say(`${key}-why`);
    assert.ok(what.split(' ').length >= 8, `${key}: what`);
    assert.ok(why.split(' ').length >= 12, `${key}: why`);
    assert.ok(english.variants(key).every((v) => v.length > 0), `${key}: variants`);
    assert.ok(buildsOn[key].every((k) => keys.includes(k) && k !== key), `${key}: builds on ${buildsOn[key]}`);
    // A technique that assumes one solution says so in its reasons.
    if (uniqueness) assert.match(why, /one solution|unique/i, `${key}: why names the uniqueness it rests on`);
  }
});

// A catalog's message ids, in order, with the variables each uses.
function messages(language, name) {
  const text = readFileSync(resolve(root, `locales/${language}/techniques-page/${name}`), 'utf8');
  const body = parse(text, {}).body;
  assert.deepEqual(body.filter((e) => e.type === 'Junk').map((e) => e.content), [], `locales/${language}/techniques-page/${name}: not Fluent`);
  const variables = (node, found = new Set()) => {
    if (node?.type === 'VariableReference') found.add(node.id.name);
    if (node && typeof node === 'object') Object.values(node).flat().forEach((value) => variables(value, found));
    return found;
  };
  return body.filter((e) => e.type === 'Message').map((e) => [e.id.name, [...variables(e.value)].sort()]);
}

test('each language has every English message of the page and its articles, with the same variables, and each says its words', async () => {
  for (const language of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
    for (const name of ['notes.ftl', 'page.ftl']) {
      assert.deepEqual(messages(language, name), messages('en', name), `${language}: ${name}'s ids and variables as English's`);
    }
    const words = await techniquePageWords(language);
    for (const { key } of table) {
      for (const id of [`${key}-what`, `${key}-why`]) {
        const said = words.say(id);
        assert.ok(said.trim() && said !== english.say(id), `${language}: ${id} in its own words`);
      }
      assert.equal(words.variants(key).length, english.variants(key).length, `${language}: ${key}'s variants`);
    }
    for (const uniqueness of ['yes', 'no']) {
      assert.doesNotMatch(words.say('technique-facts', { level: 'L', rating: 3.2, uniqueness }), /[{}$]/);
    }
  }
});

test('the Techniques page, as built, has an article for each technique of the engine\'s table, in its order, with its examples, in each language', async () => {
  const unescaped = (text) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const own = new Map(readLines(projectData('technique_examples.txt')).map((line) => line.split('\t')));
  for (const language of Object.keys(LANGUAGES)) {
    const html = readFileSync(resolve(root, `dist/${language === 'en' ? 'techniques.html' : `techniques-${language}.html`}`), 'utf8');
    assert.match(html, new RegExp(`^<!doctype html>\\s*<html lang="${language}">`));
    await engine.loadLanguage(language);
    const names = engine.techniques({ language }).map((t) => t.name);
    const words = await techniquePageWords(language);
    const articles = [...html.matchAll(/<li class="technique" id="([^"]+)" data-key="[^"]+" data-examples="([^"]*)">.*?<h2>([^<]*)<\/h2>.*?<div class="technique-notes"><h3>[^<]*<\/h3><p>([^<]*)<\/p>/g)];
    assert.deepEqual(articles.map(([, key]) => key), table.map((t) => t.key), language);
    articles.forEach(([, key, examples, name, what], i) => {
      assert.equal(unescaped(name), names[i], `${language}: ${key}'s name`);
      assert.equal(unescaped(what), words.say(`${key}-what`), `${language}: ${key}'s words`);
      const list = JSON.parse(unescaped(examples));
      // The engine's own example first, when it has one; every example a puzzle of 81 cells.
      if (own.has(key)) assert.equal(list[0]?.puzzle, own.get(key), `${key}: its own example first`);
      assert.ok(list.every((e) => e.puzzle.length === 81 && typeof e.techniques === 'string'), `${key}: examples`);
    });
    // The first example comes worked out, its step in the page's language.
    const lead = articles.map(([, , examples]) => JSON.parse(unescaped(examples))[0]).find((example) => example?.shown);
    assert.equal(lead.shown.step.name, names[table.findIndex((t) => t.key === lead.shown.step.technique)], language);
  }
});
