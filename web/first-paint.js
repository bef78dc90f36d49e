// The page's first paint: a classic script the build writes into index.html just
// after the board's empty cells (scripts/first-paint.mjs), so that the browser's
// first frame shows the player's theme and the puzzle's digits, before the page's
// modules arrive and make the board playable (app.js, which takes these cells as
// they are and renders everything else onto them: marks, colours, the selection).
// On a slow phone that is a few hundred milliseconds of a bare grid, or of a light
// page turning dark, gone.
//
// Which digits: a ?p= link's givens (and ?v= digits), as app.js opens it; with no
// link, the game this browser played last, as GameList keeps it for this script
// (web/games.js, FIRST_BOARD_KEY), unless this tab plays another (a reload of a
// tab keeps its own game) or it was left paused. Links app.js reads with more
// work (?g=, 729-mark lines, ?practise) wait for it. Whatever this shows, app.js
// draws its own game over it.
(() => {
  try {
    const theme = localStorage.getItem('pencilmark.theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch { /* storage blocked: the system's theme */ }
  const link = new URLSearchParams(location.search);
  const line = (text) => (typeof text === 'string' && /^[0-9.-]{81}$/.test(text) ? text : null);
  let givens = null, values = null;
  if (link.has('p')) {
    givens = line(link.get('p'));
    values = line(link.get('v'));
  } else if (!link.has('g') && !link.has('practise')) {
    try {
      const kept = JSON.parse(localStorage.getItem('pencilmark.first-board'));
      const tab = JSON.parse(sessionStorage.getItem('pencilmark.current'));
      // A game left paused stays hidden (web/page-play.js, PAUSED_KEY).
      const paused = localStorage.getItem('pencilmark.paused');
      if (kept && (tab === null || tab === kept.id) && paused !== kept.id) ({ givens, values } = { givens: line(kept.givens), values: line(kept.values) });
    } catch { /* nothing kept, or unreadable: app.js paints the board */ }
  }
  if (!givens) return;
  for (const cell of document.querySelectorAll('#board .cell')) {
    const c = Number(cell.dataset.cell), given = givens[c] >= '1' && givens[c] <= '9';
    const digit = given ? givens[c] : values?.[c] >= '1' && values[c] <= '9' ? values[c] : '';
    if (!digit) continue;
    cell.firstChild.textContent = digit;
    cell.classList.add(given ? 'given' : 'entered');
  }
  // For bench/page.mjs: the digits are on screen once this frame is painted (the
  // task after its animation frame runs after the paint).
  requestAnimationFrame(() => setTimeout(() => performance.mark('pencilmark:board')));
})();
