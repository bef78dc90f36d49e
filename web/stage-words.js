// What one stage of a hint adds to the board, in words, for a screen reader: the
// page's live region says them as that stage is drawn (when the player steps, or
// where the animation stops: never each stage of a playing animation, which would
// flood it). Built from the step's own houses, cells, candidates and links, as
// the board draws them.
import { cellName } from './game.js';

const HOUSE_ROLES = { base: 'base', cover: 'cover', region: 'look at', fin: 'fin' };
const CELL_ROLES = {
  pattern: 'pattern', cover: 'covering', pivot: 'pivot', fin: 'fin', deadly: 'deadly pattern', wrong: 'wrong', lit: 'look at',
  'color-a': 'colour A', 'color-b': 'colour B',
};
// A candidate's part, as words around "d in rXcY".
const CANDIDATE_ROLES = {
  pattern: (c) => `pattern ${c}`, 'chain-on': (c) => `${c} true`, 'chain-off': (c) => `${c} false`,
  eliminated: (c) => `remove ${c}`, placed: (c) => `place ${c}`, fin: (c) => `fin ${c}`, pivot: (c) => `pivot ${c}`,
  group: (c) => `group ${c}`, deadly: (c) => `deadly pattern ${c}`, extra: (c) => `extra ${c}`,
  'color-a': (c) => `colour A ${c}`, 'color-b': (c) => `colour B ${c}`, wrong: (c) => `wrong ${c}`,
};
const LINK_WORDS = { strong: 'strong link', weak: 'weak link', forces: 'forces' };

const houseName = ({ kind, index }) => `${kind} ${index + 1}`;
const list = (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);

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
export function stageWords(step, stage) {
  const linkWords = (step.linkWords ?? []).filter((_, i) => step.links[i].stage === stage);
  const now = linkWords.length
    ? (item) => item.stage === stage && !('from' in item) && !('digit' in item && NODE_ROLES.has(item.role))
    : (item) => item.stage === stage;
  const parts = [...linkWords];
  for (const [role, houses] of grouped(step.houses.filter(now), (h) => h.role)) {
    parts.push(`${HOUSE_ROLES[role] ?? role}: ${list(houses.map(houseName))}`);
  }
  for (const [role, cells] of grouped(step.cells.filter(now), (c) => c.role)) {
    parts.push(`${CELL_ROLES[role] ?? role} ${cells.length > 1 ? 'cells' : 'cell'} ${list(cells.map((c) => cellName(c.cell)))}`);
  }
  // Candidates of one part and one digit together: "remove 5 from r1c1 and r4c1".
  for (const [role, candidates] of grouped(step.candidates.filter(now), (c) => c.role)) {
    const words = CANDIDATE_ROLES[role] ?? ((c) => `${role} ${c}`);
    for (const [digit, same] of grouped(candidates, (c) => c.digit)) {
      const where = list(same.map((c) => cellName(c.cell)));
      parts.push(words(role === 'eliminated' ? `${digit} from ${where}` : `${digit} in ${where}`));
    }
  }
  for (const link of step.links.filter(now)) {
    parts.push(`${LINK_WORDS[link.type] ?? link.type} from ${link.from.digit} in ${cellName(link.from.cell)} to ${link.to.digit} in ${cellName(link.to.cell)}`);
  }
  return parts.join('; ');
}

/** The words a screen reader hears at `stage` of a hint showing stages first..last: the stage's number, then what it adds. */
export function stageAnnouncement(step, stage, first, last) {
  const words = stageWords(step, stage);
  return `Stage ${stage - first + 1} of ${last - first + 1}${words ? `: ${words}` : ''}.`;
}
