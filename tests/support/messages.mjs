// The page's messages in node, for the tests of modules that say them: dist/messages.js
// reads its catalogs from the build (dist/messages-LANG.ftl), as the page fetches them.
import { loadMessages, words } from '../../dist/messages.js';

await loadMessages('en');

/** Loads `language`'s messages, the page's from then on (as the page loads them). */
export const loadCatalog = (language = 'en') => loadMessages(language);

/** A message (web/messages.js's message(), or an id with its args) in English. */
export const english = (said, args = {}) => words(said, args, 'en');
