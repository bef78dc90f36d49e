// The grade panel: a puzzle's grade in words, drawn into its element. A module of
// its own, loaded on the first Grade press; it knows nothing of the page but the
// element it fills, and tells of a step asked for by a "step" event (detail: the
// index of the step in the solution path). Its words are the page's messages
// (locales/LANG/messages/hint.ftl, grade-*), loaded before it is shown.
import { words } from './messages.js';
import { place, withNodes } from './message-nodes.js';

/**
 * Fills `panel` with the grade: level and score, Sudoku Explainer's ER/EP/ED each
 * with what set it and a link to that step, the hardest step of our path, the
 * count of each technique, and a word on the two measures. names: key -> name.
 */
export function showGrade(panel, grade, names) {
  const step = (index) => panel.dispatchEvent(new CustomEvent('step', { detail: index }));
  const heading = document.createElement('p');
  heading.className = 'hint-title';
  heading.textContent = words('grade-heading', { level: words('level-name', { level: grade.level }), number: grade.level, score: grade.score });
  // On Sudoku Explainer's scale, rated from SE's own path: each of ER, EP and ED with
  // what set it there, and a button to the matching step of Pencilmark's path.
  const scale = document.createElement('p');
  scale.className = 'grade-scale';
  const rated = [['ER', grade.score, grade.scoreStep, grade.scoreBy],
    ['EP', grade.ep, grade.epStep, grade.epBy],
    ['ED', grade.ed, 0, '']];
  const links = rated.map(([measure, value, index]) => {
    const link = document.createElement('button');
    link.type = 'button';
    link.className = 'step-ref';
    link.textContent = words('grade-rating', { measure, value });
    link.title = words('grade-rating-title', { measure, step: index + 1 });
    link.addEventListener('click', () => step(index));
    return link;
  });
  const [er, ep, ed] = rated.map(([, , , by], i) => (by ? words('grade-rating-by', { rating: place(i), by }) : place(i)));
  scale.append(...withNodes(words('grade-scale', { er, ep, ed }), links));
  const nesting = document.createElement('p');
  nesting.className = 'grade-scale';
  nesting.textContent = nestingWords(grade);
  const hardest = document.createElement('p');
  if (grade.hardest === null) {
    hardest.append(words('grade-nothing'));  // a solved grid's path has no steps
  } else {
    const show = document.createElement('button');
    show.type = 'button';
    show.textContent = words('grade-show-step');
    show.addEventListener('click', () => step(grade.hardestStep));
    const args = { technique: names[grade.hardest] ?? grade.hardest, step: grade.hardestStep + 1, steps: grade.steps, show: place(0) };
    hardest.append(...withNodes(words('grade-hardest', args), [show]));
  }
  const list = document.createElement('ul');
  list.className = 'counts';
  for (const [key, count] of Object.entries(grade.counts)) {
    const item = document.createElement('li');
    item.textContent = words('grade-count', { technique: names[key] ?? key, count });
    list.append(item);
  }
  const measures = document.createElement('p');
  measures.className = 'grade-scale';
  measures.textContent = words('grade-measures');
  panel.replaceChildren(heading, scale, ...(nesting.textContent ? [nesting] : []), hardest, list, measures);
  panel.hidden = false;
}

/**
 * What SE's nested level of the ER step means, in words ('' when the step is not
 * nested): the engine's scoreNesting and scoreEstimated.
 */
export function nestingWords({ scoreNesting, scoreEstimated }) {
  if (scoreEstimated) return words('grade-nesting-estimated');
  if (scoreNesting === 1) return words('grade-nesting-patterns');
  if (scoreNesting >= 2 && scoreNesting <= 5) return words('grade-nesting-chains', { depth: scoreNesting });
  return '';
}
