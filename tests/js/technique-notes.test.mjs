// The Techniques page's words on each technique (public/technique-notes.json):
// every technique of the table, each with what it is and why it works, its
// variants, and what it builds on named by keys of the same table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { readLines, root, projectData } from '../support/rules.mjs';

const table = (await createEngine()).techniques();
const notes = JSON.parse(readFileSync(resolve(root, 'public/technique-notes.json'), 'utf8'));

test('every technique has its words: what it is, why it works, variants, and what it builds on', () => {
  const keys = table.map((t) => t.key);
  assert.deepEqual(Object.keys(notes).sort(), [...keys].sort());
  for (const { key, uniqueness } of table) {
    const { what, why, variants, buildsOn } = notes[key];
    assert.ok(typeof what === 'string' && what.split(' ').length >= 8, `${key}: what`);
    assert.ok(typeof why === 'string' && why.split(' ').length >= 12, `${key}: why`);
    assert.ok(Array.isArray(variants) && variants.every((v) => typeof v === 'string' && v.length > 0), `${key}: variants`);
    assert.ok(Array.isArray(buildsOn) && buildsOn.every((k) => keys.includes(k) && k !== key), `${key}: builds on ${buildsOn}`);
    // A technique that assumes one solution says so in its reasons.
    if (uniqueness) assert.match(why, /one solution|unique/i, `${key}: why names the uniqueness it rests on`);
  }
});

test('the Techniques page, as built, has an article for each technique of the engine\'s table, in its order, with its examples', () => {
  const html = readFileSync(resolve(root, 'dist/techniques.html'), 'utf8');
  const articles = [...html.matchAll(/<li class="technique" id="([^"]+)" data-key="[^"]+" data-examples="([^"]*)">.*?<h2>([^<]*)<\/h2>/g)];
  assert.deepEqual(articles.map(([, key]) => key), table.map((t) => t.key));
  const unescaped = (text) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const own = new Map(readLines(projectData('technique_examples.txt')).map((line) => line.split('\t')));
  articles.forEach(([, key, examples, name], i) => {
    assert.equal(unescaped(name), table[i].name);
    const list = JSON.parse(unescaped(examples));
    // The engine's own example first, when it has one; every example a puzzle of 81 cells.
    if (own.has(key)) assert.equal(list[0]?.puzzle, own.get(key), `${key}: its own example first`);
    assert.ok(list.every((e) => e.puzzle.length === 81 && typeof e.techniques === 'string'), `${key}: examples`);
  });
});
