// The page's messages in each language (locales/LANG/messages/*.ftl, web/messages.js):
// every language says every English message, with no variable the code does not
// give, and every variant of every message formats without an error; every message
// the code names is in the English catalog, and every English message is named.
// How the page shows them is tests/browser/language.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@fluent/syntax';
import { FluentBundle, FluentResource } from '../../dist/fluent-bundle.js';
import { LANGUAGES } from '../../dist/languages.js';
import { root } from '../support/rules.mjs';

const folder = (language) => resolve(root, `locales/${language}/messages`);
const files = readdirSync(folder('en')).filter((name) => name.endsWith('.ftl')).sort();

// A language's messages, file by file: id → { variables, selects: { variable: [keys] } }.
function catalog(language) {
  const found = new Map();
  for (const name of files) {
    const text = readFileSync(resolve(folder(language), name), 'utf8');
    const junk = parse(text, {}).body.filter((entry) => entry.type === 'Junk');
    assert.deepEqual(junk.map((entry) => entry.content), [], `locales/${language}/messages/${name}: not Fluent`);
    for (const entry of parse(text, {}).body.filter((e) => e.type === 'Message')) {
      const variables = new Set(), selects = {}, references = new Set();
      const walk = (node) => {
        if (!node || typeof node !== 'object') return;
        if (node.type === 'VariableReference') variables.add(node.id.name);
        if (node.type === 'MessageReference') references.add(node.id.name);
        if (node.type === 'SelectExpression' && node.selector.type === 'VariableReference') {
          selects[node.selector.id.name] = node.variants.map((v) => v.key.name ?? v.key.value);
        }
        for (const value of Object.values(node)) (Array.isArray(value) ? value : [value]).forEach(walk);
      };
      walk(entry.value);
      found.set(entry.id.name, { file: name, variables, selects, references });
    }
  }
  // A message that says another ({ review-about }) gives it its own variables:
  // they are the message's too.
  const widen = (id, seen = new Set([id])) => {
    const entry = found.get(id);
    for (const other of entry?.references ?? []) {
      if (seen.has(other) || !found.has(other)) continue;
      seen.add(other);
      widen(other, seen);
      found.get(other).variables.forEach((v) => entry.variables.add(v));
      for (const [name, keys] of Object.entries(found.get(other).selects)) entry.selects[name] ??= keys;
    }
  };
  for (const id of found.keys()) widen(id);
  return found;
}

const english = catalog('en');
const others = Object.keys(LANGUAGES).filter((language) => language !== 'en');

test('each language has every English message, in the same file, using only its variables', () => {
  assert.ok(english.size > 60, `${english.size} messages`);
  for (const language of others) {
    const messages = catalog(language);
    assert.deepEqual([...messages.keys()].filter((id) => !english.has(id)), [], `${language}: ids that are not English ones`);
    assert.deepEqual([...english.keys()].filter((id) => !messages.has(id)), [], `${language}: English messages it does not say`);
    for (const [id, { file, variables }] of messages) {
      assert.equal(file, english.get(id).file, `${language}: ${id} is in ${file}`);
      const unknown = [...variables].filter((name) => !english.get(id).variables.has(name));
      assert.deepEqual(unknown, [], `${language}: ${id} uses variables its English is not given`);
    }
  }
});

// Arguments for every variable of a message, one set a variant of each select on a
// text (a number select is tried with 0, 1, 2 and 5, which reach each plural form).
function argumentSets(id) {
  const { variables, selects } = english.get(id);
  const base = Object.fromEntries([...variables].map((name) => [name, 2]));
  const sets = [];
  for (const count of [0, 1, 2, 5]) {
    const set = { ...base };
    for (const name of variables) if (!Number.isNaN(Number(selects[name]?.find((k) => k !== 'one' && k !== 'other') ?? 0))) set[name] = count;
    sets.push(set);
  }
  for (const [name, keys] of Object.entries(selects)) {
    for (const key of keys) {
      if (!Number.isNaN(Number(key))) sets.push({ ...base, [name]: Number(key) });
      else if (!['zero', 'one', 'two', 'few', 'many', 'other'].includes(key)) sets.push({ ...base, [name]: key });
    }
  }
  return sets;
}

test('every message says every variant in each language without an error, each variable said', () => {
  for (const language of Object.keys(LANGUAGES)) {
    const bundle = new FluentBundle(language, { useIsolating: false });
    const resource = new FluentResource(files.map((name) => readFileSync(resolve(folder(language), name), 'utf8')).join('\n'));
    assert.deepEqual(bundle.addResource(resource), [], `${language}: ids given twice`);
    for (const id of english.keys()) {
      for (const args of argumentSets(id)) {
        const errors = [];
        const said = bundle.formatPattern(bundle.getMessage(id).value, args, errors);
        assert.deepEqual(errors.map(String), [], `${language}: ${id} with ${JSON.stringify(args)}`);
        assert.ok(said.trim() || id === 'sentence-gap', `${language}: ${id} says nothing`);
        assert.doesNotMatch(said, /\{|\}|\$[a-z]/, `${language}: ${id} leaves a placeable: ${said}`);
      }
    }
  }
});

// The ids the page's code names: message('id') / m('id') / words('id') (session.words
// too), data-words="id" in its HTML; and what names one otherwise: an id quoted anywhere (m(a ? 'x' : 'y')), or
// the stem of ids the code makes (m(`mode-${mode}`)).
function namedInCode() {
  const web = resolve(root, 'web');
  const called = new Set(), quoted = new Set(), stems = new Set();
  for (const name of readdirSync(web).filter((n) => n.endsWith('.js'))) {
    const code = readFileSync(resolve(web, name), 'utf8');
    for (const [, id] of code.matchAll(/\b(?:m|message|words)\(\s*'([a-z0-9-]+)'/g)) called.add(id);
    for (const [, id] of code.matchAll(/\bdata-words="([a-z0-9-]+)"/g)) called.add(id);  // said by what fills the element
    for (const [, id] of code.matchAll(/'([a-z0-9]+(?:-[a-z0-9]+)*)'/g)) quoted.add(id);
    for (const [, stem] of code.matchAll(/`([a-z][a-z0-9]*(?:-[a-z0-9]+)*-)\$\{/g)) stems.add(stem);
  }
  return { called, quoted, stems };
}

test('every message the code names is in the English catalog, and every English message is named', () => {
  const { called, quoted, stems } = namedInCode();
  assert.deepEqual([...called].filter((id) => !english.has(id)), [], 'named in web/ but not in locales/en/messages');
  const unnamed = [...english.keys()].filter((id) => !called.has(id) && !quoted.has(id) && ![...stems].some((stem) => id.startsWith(stem)));
  assert.deepEqual(unnamed, [], 'in locales/en/messages but named nowhere in web/');
});
