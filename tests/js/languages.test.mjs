// The words in other languages through the JS API: the engine has English built
// in and reads another language's catalog (dist/words-LANG.ftl) when it is
// loaded; every technique's example path is then said in it, with each step's
// technique named as that language's catalog names it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine } from '../../dist/engine.js';
import { LANGUAGES } from '../../dist/languages.js';
import { readLines, projectData, root } from '../support/rules.mjs';

const engine = await createEngine();
const examples = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t'));
const example = (key) => examples.find(([k]) => k === key);
const others = Object.keys(LANGUAGES).filter((language) => language !== 'en');

test('the list of languages is the folders of locales/, English first', () => {
  const folders = readdirSync(resolve(root, 'locales'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  assert.deepEqual(Object.keys(LANGUAGES).sort(), folders.sort());
  assert.equal(Object.keys(LANGUAGES)[0], 'en');
});

test('a language not loaded, or not there, is refused in words that say what to do', async () => {
  const [, puzzle] = example('y-wing');
  const fresh = await createEngine();
  assert.throws(() => fresh.steps(puzzle, { language: 'de' }), (err) => err.code === 'bad-option' && /language 'de' is not loaded \(loadLanguage first\)/.test(err.message));
  assert.throws(() => fresh.nextStep(puzzle, { language: 'ja' }), (err) => err.code === 'bad-option' && /not loaded/.test(err.message));
  assert.throws(() => fresh.techniques({ language: 42 }), (err) => err.code === 'bad-option' && err instanceof RangeError && /'42'/.test(err.message));
  for (const bad of ['xx', 'EN', '../de', 'de/../../etc']) {
    await assert.rejects(fresh.loadLanguage(bad), (err) => err.code === 'bad-option' && err.message.includes(`'${bad}'`) && /there are en, de, fr, es, ja, zh/.test(err.message));
  }
  await assert.rejects(fresh.loadLanguage(7), (err) => err.code === 'bad-option');
  // English needs no loading, and the calls say it as before.
  await fresh.loadLanguage('en');
  assert.deepEqual(fresh.steps(puzzle, { language: 'en' }), fresh.steps(puzzle));
});

test('every technique example\'s path is said in each language: no English sentence, no placeholder, names from its catalog', async () => {
  const english = new Map();
  for (const [key, puzzle, techniques] of examples) english.set(key, engine.steps(puzzle, techniques ? { techniques } : undefined));
  for (const language of others) {
    await engine.loadLanguage(language);
    const names = new Map(engine.techniques({ language }).map((t) => [t.key, t.name]));
    assert.deepEqual([...names.keys()], engine.techniques().map((t) => t.key), `${language}: the same table`);
    let said = 0;
    for (const [key, puzzle, techniques] of examples) {
      const steps = engine.steps(puzzle, { language, ...(techniques ? { techniques } : {}) });
      const before = english.get(key);
      assert.equal(steps.length, before.length, `${language} ${key}: the same path`);
      steps.forEach((step, i) => {
        const en = before[i];
        assert.equal(step.technique, en.technique);
        assert.deepEqual(step.eliminations, en.eliminations, `${language} ${key}: words change nothing else`);
        assert.equal(step.name, names.get(step.technique), `${language} ${key}: the name from the catalog`);
        for (const words of [step.text, ...step.clues]) assert.ok(words.length > 0 && !/[{}$]/.test(words), `${language} ${key} ${step.technique}: ${words}`);
        assert.notEqual(step.text, en.text, `${language} ${key} ${step.technique}: said in English`);
        // Every cell the English names is named in this language too (r1c1 everywhere).
        for (const cell of en.text.match(/r\dc\d/g) ?? []) assert.ok(step.text.includes(cell), `${language} ${key} ${step.technique}: ${cell} in ${step.text}`);
        said++;
      });
    }
    assert.ok(said > 500, `${language}: ${said} steps said`);
  }
});

test('a hint and a find are said in the language asked for, English by default', async () => {
  await engine.loadLanguage('ja');
  const [, puzzle] = example('y-wing');
  const hint = engine.nextStep(puzzle, { language: 'ja' });
  assert.match(hint.text, /[\u3040-\u30ff]/, hint.text);
  assert.doesNotMatch(engine.nextStep(puzzle).text, /[\u3040-\u30ff]/);
  const [found] = engine.find('hidden-single', puzzle, { language: 'ja' });
  assert.match(found.text, /[\u3040-\u30ff]/, found.text);
});

test('the page\'s engine says a language that cannot load once, speaks English meanwhile, and speaks it once it loads', async () => {
  const { speaking } = await import('../../dist/page-language.js');
  let tries = 0;
  const asked = [];
  const fake = {
    loadLanguage: async () => { tries += 1; if (tries < 3) throw new Error('offline'); },
    steps: async (puzzle, options) => { asked.push(options.language); return []; },
    nextStep: async () => null, find: async () => [], techniques: async () => [],
  };
  const told = [];
  const engine = speaking(fake, () => 'de', (language, err) => told.push(`${language}: ${err.message}`));
  for (let i = 0; i < 4; i++) await engine.steps('puzzle');
  assert.deepEqual(asked, ['en', 'en', 'de', 'de'], 'English until German loads, on the third try');
  assert.deepEqual(told, ['de: offline'], 'the failure said once, not at every call');
  assert.equal(tries, 3);
});
