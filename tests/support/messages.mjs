// The page's messages in node, for the tests of modules that say them: web/messages.js
// fetches its catalog beside it (dist/messages-LANG.ftl), which node's fetch cannot
// do from a file: URL, so such a fetch is answered here from the file.
import { readFile } from 'node:fs/promises';
import { loadMessages } from '../../dist/messages.js';

/** Loads `language`'s messages from dist/, the page's from then on (as the page loads them). */
export async function loadCatalog(language = 'en') {
  const fetched = globalThis.fetch;
  globalThis.fetch = async (url, init) => (String(url).startsWith('file:') ? new Response(await readFile(new URL(String(url)))) : fetched(url, init));
  try {
    await loadMessages(language);
  } finally {
    globalThis.fetch = fetched;
  }
}
