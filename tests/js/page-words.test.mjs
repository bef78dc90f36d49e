// The pages' own words in each language (locales/LANG/page/*.ftl, scripts/page-words.mjs):
// every language says every English piece, with the same markup, and the build's
// page-LANG.json is what the catalogs say. Whether index.html and the English catalog
// agree, and how the page shows them, is tests/browser/language.test.mjs's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readCatalog, pageTranslations } from '../../scripts/page-words.mjs';
import { LANGUAGES } from '../../dist/languages.js';
import { root } from '../support/rules.mjs';

const others = Object.keys(LANGUAGES).filter((language) => language !== 'en');
const catalog = (language) => readCatalog(resolve(root, `locales/${language}/page/index.ftl`));

test('each language has every English piece of the page, and no other', () => {
  const english = catalog('en');
  assert.ok(english.size > 100, `${english.size} pieces`);
  for (const language of others) {
    const ids = [...catalog(language).keys()];
    assert.deepEqual(ids.filter((id) => !english.has(id)), [], `${language}: ids that are not English ones`);
    assert.deepEqual([...english.keys()].filter((id) => !ids.includes(id)), [], `${language}: English pieces it does not say`);
    // Words left as the English are names (Pencilmark, SudokuPad...), a handful at most.
    const same = [...english].filter(([id, words]) => catalog(language).get(id) === words && /\p{Ll}{3}/u.test(words.replace(/Pencilmark|Sudoku\w*|HoDoKu|f-puzzles|sudoku\.coach|SVG|PNG/g, '')));
    assert.ok(same.length <= 8, `${language} leaves these in English: ${same.map(([, w]) => w).join(' | ')}`);
  }
});

test('the build\'s page-LANG.json is each language\'s catalog, keyed by the English piece', () => {
  const { english, languages } = pageTranslations();
  assert.deepEqual(Object.keys(languages).sort(), others.sort());
  for (const language of others) {
    const built = JSON.parse(readFileSync(resolve(root, `dist/page-${language}.json`), 'utf8'));
    assert.deepEqual(built, languages[language]);
    const [id, words] = [...catalog(language)][5];
    assert.equal(built[english.get(id)], words);
  }
});

test('a catalog that is not words and markup is refused, naming its file and line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-words-'));
  const write = (name, text) => { writeFileSync(join(dir, name), text); return join(dir, name); };
  assert.throws(() => readCatalog(write('placeable.ftl', 'one = One\ntwo = Two { $count }\n')), /placeable\.ftl:2: two has a placeable/);
  assert.throws(() => readCatalog(write('junk.ftl', 'one = One\n\nthis is not fluent\n')), /junk\.ftl:3: not Fluent/);
  assert.throws(() => readCatalog(write('attribute.ftl', 'one = One\n    .title = Two\n')), /attribute\.ftl:1: one must be words alone/);
  assert.deepEqual([...readCatalog(write('good.ftl', 'one = Type <code>.</code>\n  for blanks {"{"}\n'))], [['one', 'Type <code>.</code> for blanks {']]);
});
