// A language's words for the engine (engine.js's loadLanguage), in a module of
// its own: a page loads it when a reader's language is not English, never in its
// first load. The words are the language's step catalogs, one .ftl after another
// (build.sh writes words-LANG.ftl beside engine.js): node reads the file, a
// browser fetches it (the service worker has it offline).
import { LANGUAGES } from './languages.js';

/** The words' text; a RangeError (code 'bad-option') naming the languages there are, for one there are none in. */
export async function languageText(language) {
  const known = typeof language === 'string' && /^[a-z]{2,3}(-[a-z0-9]+)*$/.test(language);
  const url = new URL(`words-${language}.ftl`, import.meta.url);
  let text = null;
  if (known && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    text = await readFile(url, 'utf8').catch(() => null);
  } else if (known) {
    const fetched = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    text = fetched?.ok ? await fetched.text() : null;
  }
  if (text === null) {
    throw Object.assign(new RangeError(`no words in the language ${typeof language === 'string' ? `'${language}'` : String(language)} (there are ${Object.keys(LANGUAGES).join(', ')})`), { code: 'bad-option' });
  }
  return text;
}
