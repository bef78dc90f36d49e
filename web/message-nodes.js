// A message's words with elements (a button, a code) where it puts them: each is given
// to the message (web/messages.js's words) as a mark, place(i), a private-use
// character, so the sentence stays the catalog's whole; withNodes(words, nodes) puts
// nodes[i] where place(i) is. For the parts loaded later (hint.js, grade-panel.js).
export const place = (i) => String.fromCharCode(0xE000 + i);
export function withNodes(text, nodes) {
  return text.split(/([\uE000-\uE0FF])/).filter(Boolean).map((part) => nodes[part.charCodeAt(0) - 0xE000] ?? part);
}
