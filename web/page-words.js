// The page's own words (its buttons, labels, notes and dialogs) in the reader's
// language. The pages are written in English; locales/LANG/page/*.ftl says each
// piece of their words in LANG under an id (locales/en/page/ is written from the
// pages by scripts/page-words.mjs --english), and the build turns a language's
// files into page-LANG.json, the English piece to its words. A page that is not
// in English loads its file after it is ready (never in its first load) and
// changes each piece in place, so the elements, their ids and listeners stay.
//
// A piece is one of:
// - an element's words whole, markup and all, where it holds text and phrasing
//   tags only (<code>, <strong>...), so a translation can move them in its sentence;
// - else each run of text in it that has a letter (a label's words beside its <input>);
// - a labelling attribute (aria-label, title, alt, placeholder; a description's content).
// Words the page's code writes in later (messages, the board's cells) are not pieces
// of the page: those it writes as the page has them are changed as they come.

const ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'];
const PHRASING = new Set(['A', 'ABBR', 'B', 'BR', 'CODE', 'EM', 'I', 'KBD', 'SMALL', 'STRONG', 'SUB', 'SUP']);
const UNSAID = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'TEXTAREA', 'svg']);
const LETTER = /\p{L}/u;

/** Words as a piece is keyed: white space runs as one space, none at the ends. */
export const squeezed = (text) => text.replace(/\s+/g, ' ').trim();

const piece = (node, key, read, set) => ({ node, key, words: squeezed(read()), read, set });
const phrasingOnly = (element) => [...element.children].every((child) => PHRASING.has(child.tagName) && !child.id && phrasingOnly(child));

/**
 * The pieces of words under `root` (a document or an element), in document order:
 * { node, key, words, set(words), read() }: the text node or element it is in, which
 * of its pieces it is ('text', 'html' or the attribute's name), and its words squeezed.
 */
export function pieces(root) {
  const found = [];
  const visit = (element) => {
    if (UNSAID.has(element.tagName) || element.translate === false) return;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && LETTER.test(value)) found.push(piece(element, name, () => element.getAttribute(name), (words) => element.setAttribute(name, words)));
    }
    if (element.tagName === 'META' && element.name === 'description') {
      found.push(piece(element, 'content', () => element.content, (words) => { element.content = words; }));
    }
    const texts = [...element.childNodes].filter((node) => node.nodeType === 3 && LETTER.test(node.nodeValue));
    if (texts.length && element.children.length && phrasingOnly(element)) {
      found.push(piece(element, 'html', () => element.innerHTML, (words) => { element.innerHTML = words; }));
      return;
    }
    for (const node of texts) {
      // The text's own spaces at its ends stay: they part it from its neighbours.
      const [, before, , after] = node.nodeValue.match(/^(\s*)([^]*?)(\s*)$/);
      found.push(piece(node, 'text', () => node.nodeValue, (words) => { node.nodeValue = `${before}${words}${after}`; }));
    }
    for (const child of element.children) visit(child);
  };
  visit(root.documentElement ?? root);
  return found;
}

// Each piece said: its English, and the words it was set to. A piece the page's code
// has written since (its words are not those) is English as it stands.
const said = new WeakMap();

// Says each piece in `language`; returns the English of those it has no words for.
function sayPieces(found, language, translation) {
  const left = [];
  for (const piece of found) {
    const before = said.get(piece.node)?.get(piece.key);
    const source = before && before.words === piece.words ? before.english : piece.words;
    const known = Object.hasOwn(translation, source);
    if (!known && language !== 'en') left.push(source);
    const words = known ? translation[source] : source;
    if (words !== piece.words) piece.set(words);
    if (!said.has(piece.node)) said.set(piece.node, new Map());
    said.get(piece.node).set(piece.key, { english: source, words: squeezed(piece.read()) });
  }
  return left;
}

let watching = null;

/**
 * Says every piece of `document` in `language`, whose words `translation` holds
 * (English piece to the language's; {} for English itself), marks the page as in
 * that language, and goes on saying in it the pieces the page's code writes later
 * in English as the page has them (Pause step, Resume...). Returns the English of
 * the pieces it has no words for.
 */
export function sayPage(document, language, translation) {
  watching?.disconnect();
  const left = sayPieces(pieces(document), language, translation);
  document.documentElement.lang = language;
  if (language !== 'en') {
    watching = new MutationObserver((records) => {
      const changed = new Set(records.map((r) => (r.target.nodeType === 1 ? r.target : r.target.parentElement)).filter(Boolean));
      for (const element of changed) sayPieces(pieces(element), language, translation);
    });
    watching.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  }
  return left;
}

/**
 * The page's pieces as it is written (for scripts/page-words.mjs, which writes the
 * English catalog from them, and the tests): index.html's, then the words its modules
 * write whole as they stand (the language switch in Options, the key to a chain).
 */
export async function writtenPieces() {
  const [html, { OPTIONS_HTML }, { LEGEND_WORDS }] = await Promise.all([
    fetch(new URL('index.html', import.meta.url)).then((answer) => answer.text()), import('./page-language.js'), import('./hint.js'),
  ]);
  const page = new DOMParser().parseFromString(html, 'text/html');
  page.getElementById('settings-dialog').append(Object.assign(page.createElement('fieldset'), { innerHTML: OPTIONS_HTML }));
  const legend = Object.assign(page.createElement('p'), { id: 'hint-legend' });
  legend.append(...Object.values(LEGEND_WORDS).map((words) => Object.assign(page.createElement('span'), { textContent: words })));
  page.getElementById('hint-panel').append(legend);
  return pieces(page);
}
