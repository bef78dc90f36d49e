// The Techniques page's words in one language (locales/LANG/techniques-page/*.ftl:
// the page's own, and each technique's article), for scripts/make-techniques.mjs
// and the tests, said through the build's @fluent/bundle (DIR/fluent-bundle.js).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const locales = resolve(import.meta.dirname, '..', 'locales');

/**
 * `language`'s words of the Techniques page: say(id, args) gives a message's words
 * (HTML: a value may hold <b>), variants(key) a technique's variants (KEY-variant-1,
 * -2, ... while there are). A message missing, or one that does not format, is an
 * error that names it.
 */
export async function techniquePageWords(language, dir = resolve(import.meta.dirname, '..', 'dist')) {
  const { FluentBundle, FluentResource } = await import(pathToFileURL(join(dir, 'fluent-bundle.js')).href);
  const folder = join(locales, language, 'techniques-page');
  const bundle = new FluentBundle(language, { useIsolating: false });
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.ftl')).sort()) {
    const problems = bundle.addResource(new FluentResource(readFileSync(join(folder, name), 'utf8')));
    if (problems.length) throw new Error(`locales/${language}/techniques-page/${name}: ${problems.join('; ')}`);
  }
  const words = {
    variants(key) {
      const found = [];
      for (let n = 1; bundle.hasMessage(`${key}-variant-${n}`); n++) found.push(words.say(`${key}-variant-${n}`));
      return found;
    },
    say(id, args = {}) {
      const found = bundle.getMessage(id);
      if (!found?.value) throw new Error(`locales/${language}/techniques-page: no message ${id}`);
      const errors = [];
      const said = bundle.formatPattern(found.value, args, errors);
      if (errors.length) throw new Error(`locales/${language}/techniques-page: ${id}: ${errors.join('; ')}`);
      return said;
    },
  };
  return words;
}
