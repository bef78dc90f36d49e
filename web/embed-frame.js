// embed-frame.html?p=PUZZLE&mode=...&step=...&technique=...&techniques=...&theme=...: one board
// filling an <iframe>, for hosts that allow no scripts in their pages. The board
// fits the frame's height as well as its width (data-fill): it shrinks to leave
// room for the pad, the buttons and the words, and long words scroll.
import './embed.js';

const params = new URLSearchParams(location.search);
const board = document.createElement('pencilmark-board');
for (const [param, attribute] of [['p', 'puzzle'], ['mode', 'mode'], ['step', 'step'], ['technique', 'technique'], ['techniques', 'techniques'], ['theme', 'theme']]) {
  if (params.has(param)) board.setAttribute(attribute, params.get(param));
}
board.dataset.fill = '';
document.body.append(board);
// A frame has no attributes to set: its address must carry the puzzle.
if (!params.get('p')) {
  const problem = Object.assign(document.createElement('p'), { className: 'problem', textContent: 'Pencilmark: this frame\'s address has no puzzle: add ?p= and the puzzle (81 characters) to it.' });
  problem.setAttribute('role', 'alert');
  board.replaceWith(problem);
}
