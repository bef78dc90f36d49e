// A board cell's words for a screen reader, as the selection moves to it: its
// name (r1c1), what it holds, then what else shows ("r3c1, empty, corner marks 7,
// centre marks 9"). Not on the page's first load: a board says only its cells'
// names and digits until its language's messages have come with this module.
import { digitsOf } from './board.js';
import { cellName } from './game.js';

/**
 * The words for a cell as boardLooks (board.js) found it (`said`: its digit, the
 * marks shown, corner and centre marks as bits, the marks of each colour A–D,
 * its part in a hint…); say(id, args): board.ftl's messages in the board's language.
 */
export function cellLabel(said, say) {
  const digits = (ds) => ds.join(' ');
  const parts = [cellName(said.cell)];
  if (said.digit) parts.push(say(said.given ? 'cell-given' : 'cell-digit', { digit: said.digit }));
  else parts.push(say('cell-empty'));
  if (said.marks.length) {
    const colours = said.painted.flatMap((ds, i) => (ds.length ? [say('cell-mark-colour', { colour: 'ABCD'[i], digits: digits(ds) })] : []));
    parts.push(colours.length
      ? say('cell-pencil-marks-coloured', { digits: digits(said.marks), colours: colours.join(say('cell-gap')) })
      : say('cell-pencil-marks', { digits: digits(said.marks) }));
  }
  if (said.corner) parts.push(say('cell-corner-marks', { digits: digits(digitsOf(said.corner)) }));
  if (said.centre) parts.push(say('cell-centre-marks', { digits: digits(digitsOf(said.centre)) }));
  if (said.shown) parts.push(say('cell-shown', { digits: digits(said.shown) }));
  if (said.conflict) parts.push(say('cell-conflict'));
  if (said.wrong) parts.push(say('cell-wrong'));
  if (said.hint) parts.push(say('cell-hint', { role: said.hint }));
  if (said.cellColour) parts.push(say('cell-colour', { colour: said.cellColour }));
  if (said.canGo) parts.push(say('cell-can-go', { digit: said.canGo }));
  if (said.bivalue) parts.push(say('cell-two-candidates'));
  return parts.join(say('cell-gap'));
}
