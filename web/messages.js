// The page's messages (what its code says: the message line, the sheets, the lists)
// in the reader's language. locales/LANG/messages/*.ftl hold them in Fluent, which
// the build joins into messages-LANG.ftl; @fluent/bundle (Mozilla's, the format's
// own) says them, so grammar stays in the catalog (plurals, cases, counters) and the
// code gives an id and its variables. English is a catalog like the others: no
// sentence is written in the code. No catalog is part of the first load: the page
// loads its language's after Ready, and a message said before shows once it has come.

import { LANGUAGES } from './languages.js';

const KEY = 'pencilmark.language';
let chosenNow = null;  // chosen in this visit: it holds even where storage would not keep it

/** The language the player chose ('de'), or null: none chosen, or storage cannot be read. */
export function chosenLanguage(storage = undefined) {
  try {
    // Even reading localStorage may throw (storage blocked): inside the try.
    const language = (storage ?? globalThis.localStorage)?.getItem(KEY);
    return Object.hasOwn(LANGUAGES, language ?? '') ? language : null;
  } catch {
    return null;
  }
}

/** Chooses `language` for this visit and keeps it; false when the browser would not keep it. */
export function chooseLanguage(language, storage = undefined) {
  chosenNow = language;
  try {
    (storage ?? globalThis.localStorage).setItem(KEY, language);
    return true;
  } catch {
    return false;
  }
}

/** The first of `tags` (BCP 47, as navigator.languages lists them) there are words in, by its primary subtag; else 'en'. */
export function languageOf(tags) {
  for (const tag of tags) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (Object.hasOwn(LANGUAGES, primary)) return primary;
  }
  return 'en';
}

/** The language of a page's words: chosen, else the browser's. */
export function pageLanguage() {
  return chosenNow ?? chosenLanguage() ?? languageOf(globalThis.navigator?.languages ?? []);
}

const loads = new Map();  // language → promise of its FluentBundle
const bundles = new Map();
let spoken = 'en';  // the page's language

/** A message as data: said in whatever language is the page's when it is shown. */
export const message = (id, args = {}) => ({ id, args });

// A catalog's text: fetched in a browser, read from its file in node (the CLI's pictures).
async function catalogText(language) {
  const url = new URL(`messages-${language}.ftl`, import.meta.url);
  if (url.protocol === 'file:') return (await import('node:fs/promises')).readFile(url, 'utf8');
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`messages-${language}.ftl answered HTTP ${answer.status}`);
  return answer.text();
}

async function bundleOf(language) {
  const [{ FluentBundle, FluentResource }, text] = await Promise.all([import('./fluent-bundle.js'), catalogText(language)]);
  // Isolation marks around variables are for right-to-left scripts, which the page does not have.
  const bundle = new FluentBundle(language, { useIsolating: false });
  bundle.addResource(new FluentResource(text));
  return bundle;
}

/** Loads `language`'s messages (once); they are the page's from then on if `page`. */
export function loadMessages(language, page = true) {
  if (!loads.has(language)) {
    loads.set(language, bundleOf(language).then((bundle) => bundles.set(language, bundle).get(language), (err) => {
      loads.delete(language);  // tried again at the next call
      throw err;
    }));
  }
  return loads.get(language).then(() => {
    if (page) spoken = language;
  });
}

let ensured = null;
/** Loads the page's language's messages, else English's, once: what waits for them calls this. */
export function ensureMessages() {
  return (ensured ??= loadMessages(pageLanguage()).catch(() => loadMessages('en')).catch(() => {
    ensured = null;  // offline before the service worker had them: tried again at the next call
  }));
}

/** Whether `language`'s messages have loaded. */
export const hasMessages = (language = spoken) => bundles.has(language);

/** The page's language (its messages': English until another has loaded). */
export const messagesLanguage = () => spoken;

/**
 * The words of message `id` (or a message object, or an array of them: sentences) with `args`
 * (an array: a list, joined; a message object: its words, in the same language), in `language`.
 * An engine's error is its words as data (err.said: engine.ftl's), else its English message.
 */
export function words(id, args = {}, language = spoken) {
  if (Array.isArray(id)) return id.map((said) => words(said, {}, language)).join(words('sentence-gap', {}, language));
  if (id instanceof Error) return id.said ? words(id.said, {}, language) : id.message;
  if (typeof id === 'object') ({ id, args } = id);
  const bundle = bundles.get(language) ?? bundles.get('en');
  const found = bundle?.getMessage(id);
  if (!found?.value) throw new Error(`no message ${id} in ${language}`);
  // A message within (why a link did not open) is said in the same language.
  const within = (value) => (value instanceof Error || typeof value?.id === 'string' ? words(value, {}, language) : value);
  // A list (cells, techniques) is joined as the language joins one: "r1c1, r2c2 and r3c3".
  const joined = Object.fromEntries(Object.entries(args).map(([name, value]) => [name,
    Array.isArray(value) ? new Intl.ListFormat(language, { type: 'conjunction' }).format(value.map((v) => String(within(v)))) : within(value)]));
  const errors = [];
  const said = bundle.formatPattern(found.value, joined, errors);
  if (errors.length) throw new Error(`message ${id} in ${language}: ${errors.join('; ')}`);
  return said;
}
