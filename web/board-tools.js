// The board's tools on the page: the pad (web/pad.js, the embed's too), the
// buttons under it (undo, redo, marks, colours, check, solve), the keys the
// session leaves to the page, the options and the theme.
import { cellName } from './game.js';
import { bindPad } from './pad.js';
import { message as m } from './messages.js';
import { keepTheme, shownTheme } from './settings.js';

const $ = (id) => document.getElementById(id);


export function createBoardTools(page) {
  const { state, session, settings, say } = page;
  const render = () => session.render();

  bindPad($('pad'), session);

  // The page's buttons as the game stands.
  function showControls() {
    const { replay, game } = session;
    $('undo').disabled = !game.undoStack.length || Boolean(replay);
    $('redo').disabled = !game.redoStack.length || Boolean(replay);
    $('review').disabled = !game.undoStack.length || Boolean(replay);
    $('clear-colours').hidden = !game.hasColors();
    $('picture-hint').disabled = !replay && !(session.hint?.level > 0);
    $('pause').disabled = state.editing || Boolean(replay) || (!state.paused && game.isComplete());
  }
  session.addEventListener('render', showControls);

  session.addEventListener('mode', () => {
    say(m(session.mode === 'marks' ? `mode-marks-${session.markKind}` : `mode-${session.mode}`));  // marks: by kind
    render();
  });
  session.addEventListener('say', ({ detail: { said } }) => say(said));
  session.addEventListener('otherkey', ({ detail: { event } }) => {
    if (event.key === 'p' || event.key === 'P') page.setPaused(true);
    else if (event.key === 'b' || event.key === 'B') {
      settings.set('bivalue', !settings.get('bivalue'));
      say(m(settings.get('bivalue') ? 'bivalue-on' : 'bivalue-off'));
    }
  });

  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.target.matches('textarea, input[type=text]') || state.paused) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) { event.preventDefault(); undo(); }
    else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); session.redo(); }
  });

  $('clear-colours').addEventListener('click', () => {
    if (session.game.clearColors()) session.changed();
    say(m('colours-cleared'));
  });
  // Undo in a solved game asks first: it would un-solve it, and its clock would run again.
  const solved = () => session.game.isComplete() && state.solution && session.game.valuesText() === state.solution;
  function undo() {
    if (!solved() || !session.game.undoStack.length || session.replay) session.undo();
    else $('undo-solved').showModal();
  }
  $('undo').addEventListener('click', undo);
  $('undo-solved-yes').addEventListener('click', () => {
    $('undo-solved').close();
    session.undo();
    say(m('undone-unsolved'));
  });
  $('undo-solved-no').addEventListener('click', () => $('undo-solved').close());
  $('undo-solved').addEventListener('close', () => session.board.cells[session.board.selected].focus({ preventScroll: true }));
  $('redo').addEventListener('click', () => session.redo());
  $('auto-marks').addEventListener('click', () => {
    if (session.game.fillMarks()) session.changed();
    say(m('marks-filled'));
  });

  // After a button of the pad, the tools or the hint, the keys go on from the board:
  // digits, H, A and P work at once, whatever the button did (Apply hides itself).
  const toBoard = () => { if (!state.paused) session.board.cells[session.board.selected].focus({ preventScroll: true }); };
  for (const group of ['pad', 'tools', 'hint-panel']) {
    $(group).addEventListener('click', (event) => { if (event.target.closest('button:not(.cell-ref)')) toBoard(); });
  }

  $('solve').addEventListener('click', () => {
    if (!state.solution) return;
    state.set({ revealed: true });
    session.game.reveal(state.solution);
    session.changed();
    say(m('solved-shown'));
  });

  $('check').addEventListener('click', () => {
    if (!state.solution) return;
    const wrong = page.wrongDigits();
    state.set({ wrong });
    render();
    say(wrong.size ? m('digits-wrong', { count: wrong.size, cells: [...wrong].map(cellName) }) : m('digits-right'), wrong.size > 0);
  });

  // ---- options ------------------------------------------------------------------------

  // What each option changes, at start and whenever it is set.
  function useSettings(values, changedName = null) {
    session.placing = { take: values.autoRemove, fill: values.liveMarks, light: values.lightOnEntry };
    showLabels(values.labels);
    if (changedName === 'liveMarks' && values.liveMarks && session.game.fillMarks()) {
      session.changed();
      say(m('live-marks'));
    }
    if (changedName === 'mistakes') state.set({ wrong: page.mistakes() });
    render();
  }
  settings.onChange = useSettings;
  settings.bind($('settings-dialog'), say);
  $('options').addEventListener('click', () => $('settings-dialog').showModal());
  $('settings-close').addEventListener('click', () => $('settings-dialog').close());
  $('settings-dialog').addEventListener('click', (event) => { if (event.target === $('settings-dialog')) $('settings-dialog').close(); });

  // Row and column numbers beside the board (made on first use).
  function showLabels(on) {
    const frame = document.querySelector('.board-frame');
    frame.classList.toggle('labelled', on);
    if (!on || frame.querySelector('.labels')) return;
    for (const [kind, name] of [['cols', 'c'], ['rows', 'r']]) {
      const strip = document.createElement('div');
      strip.className = `labels ${kind}`;
      strip.setAttribute('aria-hidden', 'true');  // each cell's name says its row and column
      for (let i = 1; i <= 9; i++) strip.append(Object.assign(document.createElement('span'), { textContent: `${name}${i}` }));
      frame.append(strip);
    }
  }

  // ---- theme --------------------------------------------------------------------------

  function applyTheme(theme) {
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    $('theme').setAttribute('aria-pressed', String(shownTheme(theme) === 'dark'));
  }
  $('theme').addEventListener('click', () => {
    const dark = $('theme').getAttribute('aria-pressed') !== 'true';
    const theme = dark ? 'dark' : 'light';
    keepTheme(theme);  // not kept: it holds for this page
    applyTheme(theme);
  });

  return { useSettings, applyTheme };
}
