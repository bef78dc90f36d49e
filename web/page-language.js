// The language of the words the engine says (a hint's, a step's, a technique's
// name): the one the player chose, kept in this browser, else the first of the
// browser's languages there are words in, else English. The engine a page or an
// element uses is wrapped so that those calls ask for it, each language loaded
// on its first use.
import { LANGUAGES } from './languages.js';
import { chooseLanguage, loadMessages, message as m, messagesLanguage, pageLanguage } from './messages.js';
import { sayPage } from './page-words.js';

// The elements that show the engine's words say which language they are in (a
// screen reader reads them in its voice; the rest of the page is English).
function markWords(language) {
  for (const id of ['hint-text', 'replay-text']) document.getElementById(id).lang = language;
}

// A language's name in the words it is said in ("allemand" in a French sentence;
// the switch lists each in its own), else in its own.
function languageName(language) {
  try {
    return new Intl.DisplayNames([messagesLanguage()], { type: 'language' }).of(language);
  } catch {
    return LANGUAGES[language];
  }
}

// The calls whose answers have words, and where their options argument is.
const OPTIONS_AT = { steps: 1, nextStep: 1, find: 2, techniques: 0 };

/**
 * The engine (createEngine's or createWorkerEngine's) with its words in the language
 * `current()` names at each call. A language that cannot load (offline before the
 * service worker had it) leaves English, and `failed(language, err)` is told.
 */
export function speaking(engine, current, failed = () => {}) {
  const loads = new Map();
  const told = new Set();  // the languages whose failure was said: once, until one loads
  async function usable(language) {
    if (language === 'en') return language;
    if (!loads.has(language)) {
      loads.set(language, Promise.resolve(engine.loadLanguage(language)).then(() => {
        told.delete(language);
        return true;
      }, (err) => {
        loads.delete(language);  // tried again on the next call
        if (!told.has(language)) failed(language, err);
        told.add(language);
        return false;
      }));
    }
    return (await loads.get(language)) ? language : 'en';
  }
  const wrapped = { ...engine };
  for (const [method, at] of Object.entries(OPTIONS_AT)) {
    wrapped[method] = async (...args) => {
      // A worker's call may end with { signal }: the engine's own arguments come before it.
      const last = args.at(-1);
      const signal = last !== null && typeof last === 'object' && Object.keys(last).length === 1 && 'signal' in last;
      const own = signal ? args.slice(0, -1) : args;
      while (own.length <= at) own.push(undefined);
      own[at] = { ...(own[at] ?? {}), language: await usable(current()) };
      return engine[method](...own, ...(signal ? [last] : []));
    };
  }
  return Object.freeze(wrapped);
}

// The switch in Options, in the page's words (scripts/page-words.mjs reads them here
// too). Its languages are each named in itself, whatever the page's language.
export const OPTIONS_HTML = '<legend>Language</legend><label>'
  + 'The page, its hints and its steps in <select id="language" translate="no"></select></label>'
  + '<p class="dialog-note">What the engine says of a puzzle it cannot read is in English so far.</p>';

/** The Techniques page in `language` (the build writes one a language: scripts/make-techniques.mjs). */
export const techniquesPage = (language) => (language === 'en' ? 'techniques.html' : `techniques-${language}.html`);

const pageWords = new Map();  // each language's words, fetched once
let asked = 0;  // the last language asked for wins over a fetch still on its way

/** Says the page's own words in `language` (English: as the page is written). */
export async function sayPageIn(language) {
  const ask = ++asked;
  const messages = loadMessages(language, false);
  if (language !== 'en' && !pageWords.has(language)) {
    const fetched = await fetch(new URL(`page-${language}.json`, import.meta.url), { credentials: 'same-origin' });
    if (!fetched.ok) throw new Error(`page-${language}.json answered HTTP ${fetched.status}`);
    pageWords.set(language, await fetched.json());
  }
  await messages;
  if (ask !== asked) return [];
  await loadMessages(language);  // loaded: the page's now
  document.dispatchEvent(new Event('pencilmark:language'));  // the parts say again what they show
  // The Techniques page in the same language (the build writes one a language).
  for (const link of document.querySelectorAll('a[href^="techniques"]')) {
    link.href = techniquesPage(language);
  }
  return sayPage(document, language, pageWords.get(language) ?? {});
}

/**
 * The page's engine (state.engine) made to say its words in the reader's
 * language, and the switch that chooses it, added to the Options dialog (after
 * the page is ready: its first load has neither). `say` tells the player of a
 * language that did not load, or a choice this browser would not keep.
 */
export function speakLanguage(state, say) {
  state.set({
    engine: speaking(state.engine, pageLanguage, (language, err) => {
      say(m('language-words-failed', { language: languageName(language), error: err.message }), true);
    }),
  });
  const fieldset = document.createElement('fieldset');
  fieldset.className = 'options';
  fieldset.innerHTML = OPTIONS_HTML;
  const select = fieldset.querySelector('select');
  Object.assign(select.parentElement.style, { alignItems: 'center', flexWrap: 'wrap' });
  select.append(...Object.entries(LANGUAGES).map(([code, name]) => Object.assign(new Option(name, code), { lang: code })));
  select.value = pageLanguage();
  document.querySelector('#settings-dialog .buttons').before(fieldset);
  markWords(select.value);
  const sayAll = (language) => sayPageIn(language).catch((err) => {
    say(m('language-page-failed', { language: languageName(language), error: err.message }), true);
  });
  if (select.value !== 'en') sayAll(select.value);
  select.addEventListener('change', () => {
    const kept = chooseLanguage(select.value);
    markWords(select.value);
    sayAll(select.value);
    if (!kept) say(m('language-not-kept'), true);
  });
}
