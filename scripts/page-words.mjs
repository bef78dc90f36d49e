// The pages' own words in each language (web/page-words.js says how a page uses them).
//
//   node scripts/page-words.mjs dist       each language's locales/LANG/page/*.ftl as
//                                          dist/page-LANG.json: the English piece to its words
//   node scripts/page-words.mjs --english  locales/en/page/index.ftl written again from
//                                          the page's pieces as written (page-words.js,
//                                          writtenPieces), in Chromium (a built
//                                          dist/ first); a piece keeps its id while its
//                                          English stays, a new one gets an id from its place
//
// Fluent (@fluent/syntax, Mozilla's parser and serializer of .ftl, a devDependency: the
// page gets plain JSON) is the format of every catalog here. A page's piece is words and
// phrasing markup, never a placeable: a translation has the same tags as its English.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, serialize, Resource, Message, Identifier, Pattern, TextElement } from '@fluent/syntax';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const locales = resolve(root, 'locales');

/** A page catalog's messages, id to words; an error naming the file and line for anything else in it. */
export function readCatalog(file) {
  const text = readFileSync(file, 'utf8');
  const messages = new Map();
  for (const entry of parse(text, { withSpans: true }).body) {
    const line = () => text.slice(0, entry.span.start).split('\n').length;
    if (entry.type === 'Junk') throw new Error(`${file}:${line()}: not Fluent: ${entry.annotations.map((a) => a.message).join('; ')}`);
    if (entry.type !== 'Message') continue;
    if (!entry.value || entry.attributes.length) throw new Error(`${file}:${line()}: ${entry.id.name} must be words alone (no attributes)`);
    const words = entry.value.elements.map((element) => {
      if (element.type === 'TextElement') return element.value;
      if (element.expression.type === 'StringLiteral') return element.expression.parse().value;  // {"{"}
      throw new Error(`${file}:${line()}: ${entry.id.name} has a placeable: a page's piece is words and markup only`);
    }).join('').replace(/\s+/g, ' ').trim();
    messages.set(entry.id.name, words);
  }
  return messages;
}

const tags = (words) => (words.match(/<\/?[a-zA-Z][^>]*>/g) ?? []).map((tag) => tag.replace(/\s.*>$/, '>')).sort().join(' ');

/** Each language's pieces, English to its words; a message whose markup is not its English's is an error. */
export function pageTranslations() {
  const englishDir = resolve(locales, 'en/page');
  const english = new Map();
  for (const name of readdirSync(englishDir).filter((n) => n.endsWith('.ftl'))) {
    for (const [id, words] of readCatalog(resolve(englishDir, name))) english.set(id, words);
  }
  const languages = {};
  for (const language of readdirSync(locales)) {
    const dir = resolve(locales, language, 'page');
    if (language === 'en' || !existsSync(dir)) continue;
    const translation = {};
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.ftl'))) {
      for (const [id, words] of readCatalog(resolve(dir, name))) {
        if (!english.has(id)) throw new Error(`locales/${language}/page/${name}: ${id} is not an English message (locales/en/page)`);
        if (tags(words) !== tags(english.get(id))) {
          throw new Error(`locales/${language}/page/${name}: ${id} has the tags '${tags(words)}', its English '${tags(english.get(id))}'`);
        }
        translation[english.get(id)] = words;
      }
    }
    languages[language] = translation;
  }
  return { english, languages };
}

// An id from a piece's place: the id of its element or the nearest one around it, then its first words.
function newId(piece, taken) {
  const slug = piece.words.replace(/<[^>]*>/g, ' ').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim()
    .split(' ').slice(0, 4).join('-') || 'words';
  const base = [piece.place, piece.key === 'text' || piece.key === 'html' ? '' : piece.key, slug].filter(Boolean).join('--');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

async function writeEnglish() {
  const { chromium } = await import('playwright-core');
  const { serve } = await import('./serve.mjs');
  const site = await serve(resolve(root, 'dist'), 0);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.goto(`${site.url}blank-for-words`, { waitUntil: 'domcontentloaded' });  // a 404: a page with nothing of its own
    const found = await page.evaluate(async (url) => {
      const { writtenPieces } = await import(`${url}page-words.js`);
      return (await writtenPieces()).map((p) => {
        let at = p.node.nodeType === 1 ? p.node : p.node.parentElement;
        while (at && !at.id) at = at.parentElement;
        return { key: p.key, words: p.words, place: at?.id ?? (p.node.nodeType === 1 ? p.node : p.node.parentElement).tagName.toLowerCase() };
      });
    }, site.url);
    const file = resolve(locales, 'en/page/index.ftl');
    const known = existsSync(file) ? readCatalog(file) : new Map();
    const idOf = new Map([...known].map(([id, words]) => [words, id]));
    const taken = new Set();
    const body = [];
    for (const piece of found) {
      if (/[{}]/.test(piece.words)) throw new Error(`index.html: a piece has a brace, which Fluent would read as a placeable: ${piece.words}`);
      if (body.some((m) => m.words === piece.words)) continue;  // the same words twice: one message
      const id = idOf.get(piece.words) && !taken.has(idOf.get(piece.words)) ? idOf.get(piece.words) : null;
      if (id) taken.add(id);
      body.push({ id: id ?? newId(piece, taken), words: piece.words });
    }
    const resource = new Resource(body.map(({ id, words }) => new Message(new Identifier(id), new Pattern([new TextElement(words)]))));
    const head = '# The page\'s words, piece by piece (web/page-words.js): index.html\'s, then those its modules\n'
      + '# write whole. Written by `node scripts/page-words.mjs --english`: edit the page, not this file.\n\n';
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, head + serialize(resource).replace(/\n\n/g, '\n'));
    console.log(`page-words: ${body.length} pieces of the page in ${file}`);
  } finally {
    await browser.close();
    site.server.close();
  }
}

if (process.argv[2] === '--english') {
  await writeEnglish();
} else if (process.argv[2]) {
  const { languages } = pageTranslations();
  for (const [language, translation] of Object.entries(languages)) {
    writeFileSync(resolve(process.argv[2], `page-${language}.json`), JSON.stringify(translation));
  }
}
