// The page's messages in English for the tests in node: dist/messages.js says them
// from dist/messages-en.ftl, as the page does, once fetch reads the build's files
// (node's fetch does not read file: URLs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadMessages, words } from '../../dist/messages.js';

const fetchNet = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const where = new URL(url);
  if (where.protocol !== 'file:') return fetchNet(url, init);
  try {
    return new Response(readFileSync(fileURLToPath(where)));
  } catch {
    return new Response('', { status: 404 });
  }
};
await loadMessages('en');

/** A message (web/messages.js's message(), or an id with its args) in English. */
export const english = (said, args = {}) => words(said, args, 'en');
