// The page's Share menu, loaded on its first use: a link to the game, the board
// as another app's text or opened in that app, printed, or as a picture
// (web/picture-menu.js, the embed's menu too). The Copy a link button of the
// puzzle box is the menu's link.
import { PICTURE_CHOICES, savePictureOf } from './picture-menu.js';
import { message as m, words } from './messages.js';

const $ = (id) => document.getElementById(id);

export function createShareMenu(page) {
  const { state, session, say } = page;

  // Text for the clipboard. Where the browser does not let the page write the
  // clipboard, the text shows selected in a box of its own under the button
  // pressed (never in the puzzle box: what the player typed there stays).
  // copied: the message once it is copied; what: what the box holds ('link' or
  // 'text', share-copy-refused's $what); label: the box's, for a screen reader.
  async function copyText(button, text, { copied, what, label }) {
    try {
      await navigator.clipboard.writeText(text);
      say(copied);
    } catch {
      const row = button.closest('.buttons');
      let box = row.nextElementSibling?.classList.contains('link-box') ? row.nextElementSibling : null;
      if (!box) {
        box = document.createElement(text.includes('\n') ? 'textarea' : 'input');
        Object.assign(box, { readOnly: true, className: 'link-box', spellcheck: false });
        row.after(box);
      }
      box.setAttribute('aria-label', label);
      box.value = text;
      box.focus();
      box.select();
      say(m('share-copy-refused', { what }));
    }
  }

  // A link to the game as it stands, colours and marks under digits included, and
  // the time played when the player asks (web/share-link.js). Written into the
  // address as it is: searchParams would escape lz-string's + as %2B.
  async function copyLink(button) {
    const { encodeShareLink } = await import('./share-link.js');
    const withTime = $('share-time').checked;
    const url = new URL(location.href);
    url.search = `?g=${encodeShareLink(session.game, { elapsed: withTime ? page.elapsed() : null })}`;
    return copyText(button, url.href, {
      copied: m('share-link-copied', { time: withTime ? 'yes' : 'no' }), what: 'link', label: words('share-link-box'),
    });
  }

  // The board in another app's form, written by the engine from the game as a
  // library line; a board it cannot write (two equal digits in a house, a cell
  // whose marks are all gone) is said in its words.
  function boardAs(form) {
    return state.engine.format(session.game.libraryLine(), form);
  }

  async function copyAsText(button) {
    if (!state.engine) return;
    const select = $('share-form');
    try {
      const text = await boardAs(select.value);
      const form = select.selectedOptions[0].textContent;  // index.html's, in the page's language
      await copyText(button, text, { copied: m('share-text-copied', { form }), what: 'text', label: words('share-text-box', { form }) });
    } catch (err) {
      say(m('share-text-failed', { error: err.message }), true);
    }
  }

  // The board in another app (sudokuwiki, sudokupad: its form, and share-open-failed's $app), in a new tab.
  async function openIn(app) {
    if (!state.engine) return;
    try {
      window.open(await boardAs(app), '_blank', 'noopener');
    } catch (err) {
      say(m('share-open-failed', { app, error: err.message }), true);
    }
  }

  // Pictures of the board as shown: SVG or PNG, and the hint's stages animated.
  const pictureTheme = () => ($('theme').getAttribute('aria-pressed') === 'true' ? 'dark' : 'light');
  async function sharePicture(choice) {
    try {
      const name = await savePictureOf(session, choice, pictureTheme());
      if (!name) return say(m('share-picture-no-step'), true);
      say(m('share-picture-saved', { file: name }));
    } catch (err) {
      say(m('share-picture-failed', { error: err.said ?? err.message }), true);
    }
  }

  // Printing the page prints the board alone (style.css's @media print); the
  // player's marks with it or not, as the box says (a class the print rules read).
  const printMarks = () => document.documentElement.classList.toggle('print-no-marks', !$('print-marks').checked);

  const pressed = {
    share: copyLink,
    'share-link': copyLink,
    'share-text': copyAsText,
    'open-sudokuwiki': () => openIn('sudokuwiki'),
    'open-sudokupad': () => openIn('sudokupad'),
    'print-board': () => { printMarks(); window.print(); },
    ...Object.fromEntries(PICTURE_CHOICES.map((choice) => [choice.id, () => sharePicture(choice)])),
  };
  return {
    /** A button of the menu pressed (the page hands on each press, the first one's included). */
    press(button) { return pressed[button.id]?.(button); },
    /** A box of the menu changed. */
    change(input) { if (input.id === 'print-marks') printMarks(); },
  };
}
