// The digit pad, one for the page and the embed: digits and erase, and the mode
// toggles (Marks; the page's Colour and Cell colour too), each pressed on a
// BoardSession's board. The buttons follow the session as it draws: the mode
// pressed, and with the page's aids the digit lit.
//
// A pad's buttons say what they do in data attributes: data-digit (0 erases),
// data-mode (the mode it toggles), data-cell-colour, data-mark-kind (the kind of
// marks, 3×3, corner or centre: shown in marks mode, a press goes on to the
// next). The page's pad is in its HTML; the embed's is made by makePad.
import { MARK_KINDS } from './session.js';

const MARK_KIND_LABELS = ['3×3', 'Corner', 'Centre'];

/** Wires the buttons of `pad` (an element) to `session`; returns the pad. */
export function bindPad(pad, session) {
  const digits = [...pad.querySelectorAll('[data-digit]')];
  const modes = [...pad.querySelectorAll('[data-mode]')];
  const cellColour = pad.querySelector('[data-cell-colour]');
  const markKind = pad.querySelector('[data-mark-kind]');
  for (const button of digits) button.addEventListener('click', () => session.pad(Number(button.dataset.digit)));
  for (const button of modes) button.addEventListener('click', () => session.setMode(button.dataset.mode));
  cellColour?.addEventListener('click', () => session.cellColour());
  markKind?.addEventListener('click', () => session.nextMarkKind());
  const show = () => {
    // Paused (the session locked), no digit is lit: the board it lights is hidden.
    const lit = session.options.aids && !session.locked ? session.litDigit : 0;
    for (const button of digits) button.classList.toggle('lit', lit > 0 && Number(button.dataset.digit) === lit);
    for (const button of modes) button.setAttribute('aria-pressed', String(session.mode === button.dataset.mode));
    if (cellColour) cellColour.hidden = session.mode !== 'colour';
    if (markKind) {
      markKind.hidden = session.mode !== 'marks';
      markKind.textContent = MARK_KIND_LABELS[MARK_KINDS.indexOf(session.markKind)];
      markKind.setAttribute('aria-label', `Kind of marks: ${markKind.textContent}`);
    }
  };
  session.addEventListener('render', show);
  session.addEventListener('mode', show);
  return pad;
}

/** A pad for touch (keys: 1-9, Backspace, M, X, N): digits, erase, a marks toggle and its kind, wired to `session`. */
export function makePad(session) {
  const pad = document.createElement('div');
  pad.className = 'pad';
  pad.setAttribute('role', 'group');
  pad.setAttribute('aria-label', 'Number pad');
  const button = (text, data) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    Object.assign(b.dataset, data);
    pad.append(b);
    return b;
  };
  for (const digit of [1, 2, 3, 4, 5, 6, 7, 8, 9]) button(String(digit), { digit });
  button('⌫', { digit: 0 }).setAttribute('aria-label', 'Erase');
  const marks = button('Marks', { mode: 'marks' });
  marks.className = 'toggle';
  marks.setAttribute('aria-pressed', 'false');
  button('3×3', { markKind: '' }).hidden = true;
  return bindPad(pad, session);
}
