// The page: paste a puzzle, solve it or count its solutions through the wasm engine.
import { createEngine } from './engine.js';

const EXAMPLE = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';

const board = document.getElementById('board');
const input = document.getElementById('puzzle');
const message = document.getElementById('message');
const buttons = ['solve', 'count'].map((id) => document.getElementById(id));

// An ARIA grid: nine rows of nine cells. Rows use display: contents, so the
// cells still lay out on the board's 9-column CSS grid.
const cells = [];
for (let r = 0; r < 9; r++) {
  const row = document.createElement('div');
  row.className = 'row';
  row.setAttribute('role', 'row');
  for (let c = 0; c < 9; c++) {
    const cell = document.createElement('div');
    cell.className = 'cell';
    cell.setAttribute('role', 'gridcell');
    cell.dataset.cell = String(r * 9 + c);
    row.append(cell);
    cells.push(cell);
  }
  board.append(row);
}

function show(givens, solution = '') {
  cells.forEach((cell, i) => {
    const given = givens[i] >= '1' && givens[i] <= '9' ? givens[i] : '';
    const digit = given || (solution[i] ?? '');
    cell.textContent = digit;
    cell.className = `cell${given ? ' given' : digit ? ' solved' : ''}`;
    const where = `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
    cell.setAttribute('aria-label', digit ? `${where}: ${digit}${given ? ' (given)' : ''}` : `${where}: empty`);
  });
}

function say(text, isError = false) {
  message.textContent = text;
  message.classList.toggle('error', isError);
}

let engine;

// Reads the text box; shows its givens, or the parser's message when it is not a puzzle.
function readPuzzle() {
  const text = input.value;
  try {
    const givens = engine.format(text, 'line');
    show(givens);
    return { text, givens };
  } catch (err) {
    show('');  // the board must not keep showing a puzzle the message is not about
    say(err.message, true);
    return null;
  }
}

// While typing, the board follows the text when it reads as a puzzle; errors wait for a button.
function follow() {
  if (!engine) return;
  try {
    show(engine.format(input.value, 'line'));
    say('');
  } catch {
    show('');
  }
}

function solve() {
  const puzzle = readPuzzle();
  if (!puzzle) return;
  const result = engine.solve(puzzle.text);
  if (result.status === 'unique') {
    show(puzzle.givens, result.solution);
    say('Solved: this puzzle has exactly one solution.');
  } else if (result.status === 'multiple') {
    say('This puzzle has more than one solution.', true);
  } else {
    say('This puzzle has no solution.', true);
  }
}

function count() {
  const puzzle = readPuzzle();
  if (!puzzle) return;
  const n = engine.countSolutions(puzzle.text, 1000);
  say(n >= 1000 ? 'At least 1,000 solutions.' : `${n} solution${n === 1 ? '' : 's'}.`, n !== 1);
}

show('');
document.getElementById('puzzle-form').addEventListener('submit', (event) => {
  event.preventDefault();
  solve();
});
document.getElementById('count').addEventListener('click', count);
input.addEventListener('input', follow);
document.getElementById('example').addEventListener('click', () => {
  input.value = EXAMPLE;
  if (engine) readPuzzle();
});
document.getElementById('clear').addEventListener('click', () => {
  input.value = '';
  show('');
  say('');
});

const fromLink = new URLSearchParams(location.search).get('p');
if (fromLink) input.value = fromLink;

createEngine().then((loaded) => {
  engine = loaded;
  buttons.forEach((b) => { b.disabled = false; });
  say('Ready.');
  if (input.value.trim()) readPuzzle();
}, (err) => say(`The engine could not load: ${err.message}`, true));
