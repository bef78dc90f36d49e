// Puzzles from outside, loaded on first use: pasted text, a file (one puzzle, or
// a list to choose from), a photo (read in the worker, checked by the player:
// web/photo.js), or givens typed into the board.
import { Game, gameFromText } from './game.js';
import { freshPlay } from './page-play.js';
import { message as m } from './messages.js';

const $ = (id) => document.getElementById(id);

// The most puzzles a file's list shows (a collection of thousands is cut there).
const MOST_LISTED = 500;
const MAX_FILE_BYTES = 16 * 1024 * 1024;  // 16 MB: a collection of 200,000 puzzles a line

// Text far longer than any puzzle (a whole page pasted, say), in the player's words
// rather than the engine's limit on an argument; it stays in the box, to be cut down.
const tooLong = (text) => `That text is ${text.length.toLocaleString('en')} characters long: too long to be one puzzle `
  + '(a puzzle in any form, even a pencil-mark grid with its borders, takes a few thousand at most). It is still in the box, to shorten.';

// What another app's link held that the game does not keep, said when it opens.
async function notKeptWords(text) {
  if (!/f-puzzles|sudokupad|cracking|SCv7_|^\s*32_/.test(text)) return '';
  const lost = (await import('./packed.js')).notKept(text);
  return lost.length ? ` Not kept from it: ${lost.join(' and ')}.` : '';
}

export function createPuzzleInput(page) {
  const { state, session, games, say } = page;
  const engine = () => state.engine;

  // A pasted puzzle opens as a new game once it proves to have one solution. Its
  // placed cells (a line of HoDoKu's library marks them '+') stay the player's
  // digits, and its candidates (a pencil-mark grid, or a library line's deletions)
  // the player's marks; marks (a mask a cell, from a picture read) are the
  // player's marks as they are, unmarked cells unmarked.
  async function loadText(text, marks = null) {
    try {
      const g = await gameFromText(text, (puzzle, form) => engine().format(puzzle, form));
      if (marks?.some(Boolean)) g.marks = marks.map((m, c) => (g.values[c] || g.isGiven(c) ? 0 : m));
      const result = await engine().solve(g.source);
      if (result.status !== 'unique') {
        say(m('puzzle-not-one-solution', { status: result.status }), true);
        return false;
      }
      page.start(g, `Puzzle loaded.${await notKeptWords(text)}`);
      return true;
    } catch (err) {
      say(err.code === 'too-long' ? tooLong(text) : err.message, true);
      return false;
    }
  }

  // ---- files: one puzzle, or a list of them -----------------------------------------

  // A file's text: one puzzle in any form (a .sdk, .sdx or .ss file reads as its
  // text pasted), or a collection, one puzzle a line (.sdm, a text file), which
  // opens as a list to choose from and to add to My games at once.
  async function openFileText(text, name) {
    $('puzzle-input').open = true;
    try {
      await engine().format(text, 'line');
      $('puzzle-list').hidden = true;
      return loadText(text);  // what the player typed in the puzzle box stays there
    } catch (whole) {
      const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
      const puzzles = [];
      for (const line of lines) {
        if (puzzles.length === MOST_LISTED) break;
        try {
          puzzles.push({ line, givens: await engine().format(line, 'givens') });
        } catch { /* not a puzzle: passed over, and counted below */ }
      }
      if (puzzles.length < 2) return say(`${name} holds no puzzle Pencilmark reads: ${whole.message}.`, true);
      showPuzzleList(puzzles, lines.length, name);
    }
  }

  function showPuzzleList(puzzles, lines, name) {
    const items = $('puzzle-list-items');
    items.replaceChildren(...puzzles.map(({ line, givens }, i) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'puzzle-choice';
      button.textContent = `Puzzle ${i + 1}: ${[...givens].filter((ch) => ch !== '.').length} givens`;
      button.title = line;
      button.addEventListener('click', () => loadText(line));
      item.append(button);
      return item;
    }));
    const skipped = lines - puzzles.length;
    $('puzzle-list-words').textContent = `${name} holds ${lines} ${lines === 1 ? 'line' : 'lines'}: ${puzzles.length} puzzles`
      + `${lines > MOST_LISTED ? ` are listed (the first ${MOST_LISTED})` : ''}${skipped > 0 && lines <= MOST_LISTED ? `, and ${skipped} ${skipped === 1 ? 'line that is' : 'lines that are'} not a puzzle` : ''}. Choose one to play.`;
    $('add-all').onclick = () => addAll(puzzles.map((p) => p.line));
    $('puzzle-list').hidden = false;
    say(`${name}: ${puzzles.length} puzzles to choose from.`);
  }

  // Every puzzle of the list with one solution joins My games, unplayed; the game
  // being played stays.
  async function addAll(lines) {
    let added = 0;
    const refused = [];
    for (const [i, line] of lines.entries()) {
      try {
        const g = await gameFromText(line, (puzzle, form) => engine().format(puzzle, form));
        if ((await engine().solve(g.source)).status !== 'unique') throw new Error('not one solution');
        g.timed = g.atPuzzle();
        games.add(g, 0, { playing: false });
        added++;
      } catch {
        refused.push(i + 1);
      }
    }
    say(`${added} ${added === 1 ? 'puzzle was' : 'puzzles were'} added to My games.`
      + `${refused.length ? ` Not added, having no solution or several: ${refused.length === 1 ? 'puzzle' : 'puzzles'} ${refused.join(', ')}.` : ''}`);
  }

  async function openFile(file) {
    if (!file) return;
    if (!engine()) return say(`${file.name} was not opened: the engine is still loading. Open it again in a moment.`, true);
    if (file.size > MAX_FILE_BYTES) return say(`${file.name} is ${file.size.toLocaleString('en')} bytes: too large for a file of puzzles.`, true);
    try {
      await openFileText(await file.text(), file.name);
    } catch (err) {
      say(`${file.name} could not be read: ${err.message}.`, true);
    }
  }

  // ---- from a photo: read in the worker, checked by the player, then played ----------

  let photoReview = null;
  async function openPhoto(file) {
    if (!file) return;
    if (!engine()) return say('The photo was not read: the engine is still loading. Try again in a moment.', true);
    $('puzzle-input').open = true;
    if (!photoReview) {
      const { PhotoReview } = await import('./photo.js');
      photoReview = new PhotoReview({
        section: $('photo-review'), words: $('photo-words'), canvas: $('photo-canvas'), cellWords: $('photo-cell-words'),
        fix: $('photo-fix'), playButton: $('photo-play'), cancel: $('photo-cancel'),
      }, { play: loadText, say });
    }
    await photoReview.open(file, engine());
  }

  // ---- typing the givens ---------------------------------------------------------------

  async function typeGivens() {
    if (!state.editing) {
      page.save();  // the game in progress stays in the list
      page.setPaused(false);
      session.open(new Game('.'.repeat(81)));
      state.set({ ...freshPlay(null), editing: true });
      games.leave();
      say('Type the puzzle\'s digits into the board, then press Start playing.');
      session.render();
      session.board.select(0, true);
      return;
    }
    const typed = session.game.valuesText();
    const result = engine() ? await engine().solve(typed).catch((err) => ({ error: err.message })) : { error: 'The engine is still loading.' };
    if (result.error || result.status !== 'unique') {
      say(result.error ?? (result.status === 'multiple' ? 'This puzzle has more than one solution: add more givens.'
        : 'This puzzle has no solution: check the digits you typed.'), true);
      return;
    }
    state.set({ editing: false });
    page.start(new Game(typed), 'Puzzle ready: good luck.');
  }

  const pressed = {
    load: () => loadText($('puzzle').value),
    'type-givens': typeGivens,
  };
  return {
    loadText, openFile, openPhoto,
    /** A button of the puzzle box pressed (the page hands on each press, the first one's included). */
    press(button) { return pressed[button.id]?.(); },
  };
}
