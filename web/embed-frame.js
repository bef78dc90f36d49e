// embed-frame.html?p=PUZZLE&mode=...&step=...&technique=...&techniques=...&theme=...&lang=...&id=...:
// one board filling an <iframe>, for hosts that allow no scripts in their pages.
//
// A frame cannot size itself: its page can only say how tall its content is. It
// posts { type: 'pencilmark:height', id, height } to its parent on load and on
// every change (embed-frame-host.js, on the host's page, sets the frame's height
// from it). Until a frame is that tall, the board fits the height the frame has
// (data-fill): it shrinks to leave room for the pad, the buttons and the words, and
// long words scroll, so a frame given only a width still shows a whole board.
import './embed.js';

const params = new URLSearchParams(location.search);
const board = document.createElement('pencilmark-board');
for (const [param, attribute] of [['p', 'puzzle'], ['mode', 'mode'], ['step', 'step'], ['technique', 'technique'], ['techniques', 'techniques'], ['theme', 'theme'], ['lang', 'lang']]) {
  if (params.has(param)) board.setAttribute(attribute, params.get(param));
}
// The frame's words are in the language asked for: screen readers and hyphenation follow the document's.
if (params.get('lang')) document.documentElement.lang = params.get('lang');
board.dataset.fill = '';
document.body.append(board);
// A frame has no attributes to set: its address must carry the puzzle.
if (!params.get('p')) {
  const problem = Object.assign(document.createElement('p'), { className: 'problem', textContent: 'Pencilmark: this frame\'s address has no puzzle: add ?p= and the puzzle (81 characters) to it.' });
  problem.setAttribute('role', 'alert');
  board.replaceWith(problem);
}

// The frame's name on the host's page, so a host with several frames knows which
// one a message is about (the host helper matches the message's window instead).
const id = params.get('id') ?? window.name ?? '';

const px = (value) => parseFloat(value) || 0;

// The height the content wants: the board as wide as the frame, and everything
// under it whole (the words at their full length, not scrolled). The same in
// either layout, so switching between them cannot flip back and forth.
function wanted(shown) {
  if (!shown) {
    const problem = document.querySelector('.problem');
    if (!problem) return document.body.scrollHeight;
    const style = getComputedStyle(problem);
    return problem.getBoundingClientRect().height + px(style.marginTop) + px(style.marginBottom);
  }
  const frame = shown.shadowRoot.querySelector('.frame');
  const parts = frame ? [...frame.children] : [...shown.shadowRoot.children];
  let height = 0;
  let inner = shown.clientWidth;
  if (frame) {
    const style = getComputedStyle(frame);
    height += px(style.paddingTop) + px(style.paddingBottom);
    inner -= px(style.paddingLeft) + px(style.paddingRight);
  }
  for (const part of parts) {
    const style = getComputedStyle(part);
    if (style.display === 'none') continue;
    height += px(style.marginTop) + px(style.marginBottom);
    if (part.classList.contains('board-frame')) height += inner;
    else if (part.classList.contains('text')) {
      const words = document.createRange();
      words.selectNodeContents(part);
      height += Math.max(words.getBoundingClientRect().height, px(style.lineHeight));
    } else height += part.getBoundingClientRect().height;
  }
  return height;
}

let posted = 0;
let pending = false;
let slack = 0;  // what the page's layout gives beyond the sum above (line boxes' rounding), measured when laid out so
function measure() {
  pending = false;
  // The board shown now (a page may put another in its place).
  const shown = document.querySelector('pencilmark-board');
  let height = wanted(shown);
  if (shown && !shown.hasAttribute('data-fill')) {
    // Laid out as in a page: its height is the content's, measured.
    const laid = shown.getBoundingClientRect().height;
    slack = Math.max(0, laid - height);
    height = laid;
  } else {
    height += slack;
  }
  height = Math.ceil(height);
  // The whole content fits: it is laid out as in a page; else it fits the frame.
  shown?.toggleAttribute('data-fill', height > innerHeight + 0.5);
  if (height !== posted && parent !== window) {
    posted = height;
    parent.postMessage({ type: 'pencilmark:height', id, height }, '*');
  }
}
const later = () => {
  if (!pending) requestAnimationFrame(measure);
  pending = true;
};
// Any change of size (the frame's, the board's, a part's) or of content (a step's
// words, a button shown, a board put in the other's place) is measured again, once a frame.
const sizes = new ResizeObserver(later);
sizes.observe(document.documentElement);
const changes = new MutationObserver(() => {
  const shown = document.querySelector('pencilmark-board');
  if (shown) {
    sizes.observe(shown);
    changes.observe(shown.shadowRoot, { childList: true, subtree: true, characterData: true, attributes: true });
    for (const part of shown.shadowRoot.querySelectorAll('.frame > *')) sizes.observe(part);
  }
  later();
});
changes.observe(document.body, { childList: true });
if (board.isConnected) changes.observe(board.shadowRoot, { childList: true, subtree: true, characterData: true, attributes: true });
addEventListener('load', later);
// A host helper that came after the first message asks for the height again.
addEventListener('message', ({ source, data }) => {
  if (source !== parent || data?.type !== 'pencilmark:measure') return;
  posted = 0;
  later();
});
later();
