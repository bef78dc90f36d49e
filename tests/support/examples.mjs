// Positions from the technique examples (data/technique_examples.txt), for the page.
import { createEngine } from '../../dist/engine.js';
import { encodeMarks, gameAfter } from '../../dist/game.js';
import { projectData, readLines } from './rules.mjs';

const examples = readLines(projectData('technique_examples.txt')).map((line) => line.split('\t'));
let engine = null;

/**
 * A page link (?p=&v=&m=) to the position just before a technique's example step,
 * with the digits and marks its path reached: the page's next hint is that step.
 */
export async function linkBefore(technique) {
  engine ??= await createEngine();
  const [, puzzle, set] = examples.find(([key]) => key === technique);
  const path = engine.steps(puzzle, { techniques: set });
  const game = gameAfter(puzzle, path, path.findIndex((step) => step.technique === technique), puzzle);
  return `?p=${puzzle}&v=${game.valuesText()}&m=${encodeMarks(game.marks)}`;
}
