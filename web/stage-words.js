// What one stage of a hint adds to the board, in words, for a screen reader: the
// page's live region says them as that stage is drawn (when the player steps, or
// where the animation stops: never each stage of a playing animation, which would
// flood it). Built from the step's own houses, cells, candidates and links, as
// the board draws them.
import { cellName } from './game.js';
import { words } from './messages.js';

// The words are locales/LANG/messages/hint.ftl's (stage-*), in `language` (a board's:
// the page's by default); each role of a house, cell, candidate or link is a variant there.
const houseName = ({ kind, index }, language) => words('stage-house', { kind, number: index + 1 }, language);

// Items grouped by a key, in the order each key first comes.
function grouped(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

// A chain's nodes, which the engine's words for its links name (linkWords: "r9c6 is
// not 5, so r9c6 is 3 (strong link)", in the step's language), and a forcing
// chain's supposition, which the first link of its branch names.
const NODE_ROLES = new Set(['chain-on', 'chain-off', 'pivot']);

/** The words for what `stage` of `step` draws that the stage before did not; '' when it draws nothing new. */
export function stageWords(step, stage, language = undefined) {
  const linkWords = (step.linkWords ?? []).filter((_, i) => step.links[i].stage === stage);
  const now = linkWords.length
    ? (item) => item.stage === stage && !('from' in item) && !('digit' in item && NODE_ROLES.has(item.role))
    : (item) => item.stage === stage;
  const say = (id, args) => words(id, args, language);
  const parts = [...linkWords];
  for (const [role, houses] of grouped(step.houses.filter(now), (h) => h.role)) {
    parts.push(say('stage-houses', { role, houses: houses.map((h) => houseName(h, language)) }));
  }
  for (const [role, cells] of grouped(step.cells.filter(now), (c) => c.role)) {
    parts.push(say('stage-cells', { role, count: cells.length, cells: cells.map((c) => cellName(c.cell)) }));
  }
  // Candidates of one part and one digit together: "remove 5 from r1c1 and r4c1".
  for (const [role, candidates] of grouped(step.candidates.filter(now), (c) => c.role)) {
    for (const [digit, same] of grouped(candidates, (c) => c.digit)) {
      parts.push(say('stage-candidates', { role, digit, cells: same.map((c) => cellName(c.cell)) }));
    }
  }
  for (const link of step.links.filter(now)) {
    parts.push(say('stage-link', {
      kind: link.type, fromDigit: link.from.digit, fromCell: cellName(link.from.cell), toDigit: link.to.digit, toCell: cellName(link.to.cell),
    }));
  }
  return parts.length ? parts.join(say('part-gap')) : '';
}

/**
 * Shows in `line` the words of the stage `hint` draws, in the session's language:
 * the clause for the pattern, each link, the effect, as the board draws them. Only
 * when the stage, its playing or the language changed since `shown` (what it
 * returned last): a render for anything else (a cell name hovered) leaves the line
 * and the sheet where they are. fit() fits the sheet again to its new words (a
 * phone's pad must not cover Apply): where the animation stops, and as the line
 * comes or goes.
 */
export function showStageLine(line, hint, session, shown, fit) {
  const now = [hint.step, hint.stage, hint.playing, session.language()];
  if (shown?.every((value, i) => value === now[i])) return shown;
  const said = stageWords(hint.step, hint.stage, now[3]);
  const shownBefore = !line.hidden;
  line.hidden = !said;
  line.replaceChildren(...session.linked(said));
  if (!hint.playing || shownBefore !== !line.hidden) fit();
  return now;
}

/** The words a screen reader hears at `stage` of a hint showing stages first..last: the stage's number, then what it adds. */
export function stageAnnouncement(step, stage, first, last, language = undefined) {
  const said = stageWords(step, stage, language);
  const args = { stage: stage - first + 1, stages: last - first + 1, words: said };
  return words(said ? 'hint-stage-said-words' : 'hint-stage-said', args, language);
}
