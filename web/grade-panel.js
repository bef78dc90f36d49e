// The grade panel: a puzzle's grade in words, drawn into its element. A module of
// its own, loaded on the first Grade press; it knows nothing of the page but the
// element it fills, and tells of a step asked for by a "step" event (detail: the
// index of the step in the solution path).

/**
 * Fills `panel` with the grade: level and score, Sudoku Explainer's ER/EP/ED each
 * with what set it and a link to that step, the hardest step of our path, the
 * count of each technique, and a word on the two measures. names: key -> name.
 */
export function showGrade(panel, grade, names) {
  const step = (index) => panel.dispatchEvent(new CustomEvent('step', { detail: index }));
  const heading = document.createElement('p');
  heading.className = 'hint-title';
  heading.textContent = `${grade.levelName} (level ${grade.level}), score ${grade.score.toFixed(1)}`;
  // On Sudoku Explainer's scale, rated from SE's own path: each of ER, EP and ED with
  // what set it there, and a button to the matching step of Pencilmark's path.
  const scale = document.createElement('p');
  scale.className = 'grade-scale';
  scale.append('Sudoku Explainer\'s scale, rated on the path SE itself would take (in its names for the steps): ');
  const rated = [['ER', grade.score, grade.scoreStep, grade.scoreBy, 'the hardest step'],
    ['EP', grade.ep, grade.epStep, grade.epBy, 'the hardest step up to the first placement'],
    ['ED', grade.ed, 0, '', 'the first step']];
  rated.forEach(([name, value, index, by, what], i) => {
    const link = document.createElement('button');
    link.type = 'button';
    link.className = 'step-ref';
    link.textContent = `${name} ${value.toFixed(1)}`;
    link.title = `${what} of this solution: step ${index + 1}`;
    link.addEventListener('click', () => step(index));
    scale.append(link, by ? ` (${by})` : '', i < rated.length - 1 ? ', ' : '.');
  });
  const nesting = document.createElement('p');
  nesting.className = 'grade-scale';
  nesting.textContent = nestingWords(grade);
  const hardest = document.createElement('p');
  if (grade.hardest === null) {
    hardest.append('Nothing to solve: every cell is filled.');  // a solved grid's path has no steps
  } else {
    hardest.append(`Hardest step of Pencilmark's solution: ${names[grade.hardest]}, step ${grade.hardestStep + 1} of ${grade.steps}. `);
    const show = document.createElement('button');
    show.type = 'button';
    show.textContent = 'Show that step';
    show.addEventListener('click', () => step(grade.hardestStep));
    hardest.append(show);
  }
  const list = document.createElement('ul');
  list.className = 'counts';
  for (const [key, n] of Object.entries(grade.counts)) {
    const item = document.createElement('li');
    item.textContent = `${names[key]}: ${n}`;
    list.append(item);
  }
  const measures = document.createElement('p');
  measures.className = 'grade-scale';
  measures.textContent = 'Two measures: the level is the hardest family of techniques the solution needs; the score is '
    + 'the difficulty of its single hardest step on Sudoku Explainer\'s scale (1.0 to about 12). Puzzles of one level '
    + 'can score far apart: a Hard puzzle whose hardest step is an X-Wing scores 3.2, one with a Finned X-Wing 6.6.';
  panel.replaceChildren(heading, scale, ...(nesting.textContent ? [nesting] : []), hardest, list, measures);
  panel.hidden = false;
}

/**
 * What SE's nested level of the ER step means, in words ('' when the step is not
 * nested): the engine's scoreNesting and scoreEstimated.
 */
export function nestingWords({ scoreNesting, scoreEstimated }) {
  if (scoreEstimated) {
    return 'ER\'s step needs more than Sudoku Explainer\'s deepest nesting (level 5, forcing chains inside '
      + 'forcing chains inside forcing chains): ER is an estimate, from a nested trial.';
  }
  if (scoreNesting === 1) {
    return 'ER\'s step needs patterns inside forcing chains: while a supposition is followed, pairs, '
      + 'intersections and X-wings remove more (Sudoku Explainer\'s nested level 1).';
  }
  const inside = {
    3: ': cell and region forcing chains inside them',
    4: ': dynamic forcing chains inside them',
    5: ': dynamic forcing chains inside them, with forcing chains inside those',
  };
  if (scoreNesting >= 2 && scoreNesting <= 5) {
    return `ER's step needs forcing chains inside forcing chains, ${scoreNesting} deep (Sudoku Explainer's nested `
      + `level ${scoreNesting}${inside[scoreNesting] ?? ''}).`;
  }
  return '';
}
