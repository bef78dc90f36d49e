// Puzzles from outside, loaded on first use: pasted text, a file (one puzzle, or
// a list to choose from), a photo (read in the worker, checked by the player:
// web/photo.js), or givens typed into the board.
import { Game, gameFromText } from './game.js';
import { freshPlay } from './page-play.js';
import { message as m, words } from './messages.js';

const $ = (id) => document.getElementById(id);

// The most puzzles a file's list shows (a collection of thousands is cut there).
const MOST_LISTED = 500;
const MAX_FILE_BYTES = 16 * 1024 * 1024;  // 16 MB: a collection of 200,000 puzzles a line

// Text far longer than any puzzle (a whole page pasted, say), in the player's words
// rather than the engine's limit on an argument; it stays in the box, to be cut down.
const tooLong = (text) => m('puzzle-too-long', { count: text.length });

// What another app's link held that the game does not keep, said when it opens: a message, or null.
async function notKeptWords(text) {
  if (!/f-puzzles|sudokupad|cracking|SCv7_|^\s*32_/.test(text)) return null;
  const { corner, coloured } = (await import('./packed.js')).notKeptCounts(text);
  const lost = [...(corner ? [m('puzzle-lost-corner-marks', { count: corner })] : []), ...(coloured ? [m('puzzle-lost-colours')] : [])];
  return lost.length ? m('puzzle-not-kept', { lost }) : null;
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
      const notKept = await notKeptWords(text);
      page.start(g, notKept ? [m('puzzle-loaded'), notKept] : m('puzzle-loaded'));
      return true;
    } catch (err) {
      say(err.code === 'too-long' ? tooLong(text) : err, true);
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
      if (puzzles.length < 2) return say(m('file-no-puzzle', { file: name, error: whole }), true);
      showPuzzleList(puzzles, lines.length, name);
    }
  }

  // A file's list: its words and each choice's (messages), written again in another language.
  let listWords = null, choiceWords = [];
  const sayList = () => {
    $('puzzle-list-words').textContent = words(listWords);
    $('puzzle-list-items').querySelectorAll('.puzzle-choice').forEach((button, i) => { button.textContent = words(choiceWords[i]); });
  };
  document.addEventListener('pencilmark:language', () => { if (listWords) sayList(); });

  function showPuzzleList(puzzles, lines, name) {
    const items = $('puzzle-list-items');
    choiceWords = puzzles.map(({ givens }, i) => m('file-puzzle', { number: i + 1, givens: [...givens].filter((ch) => ch !== '.').length }));
    items.replaceChildren(...puzzles.map(({ line }) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'puzzle-choice';
      button.title = line;
      button.addEventListener('click', () => loadText(line));
      item.append(button);
      return item;
    }));
    const skipped = lines - puzzles.length;
    // The list's words: all its puzzles, the first MOST_LISTED of a longer file, or its puzzles and the lines skipped.
    const listed = lines > MOST_LISTED ? 'first' : skipped > 0 ? 'skipped' : 'all';
    listWords = m('file-list', { file: name, lines, count: puzzles.length, listed, most: MOST_LISTED, skipped });
    sayList();
    $('add-all').onclick = () => addAll(puzzles.map((p) => p.line));
    $('puzzle-list').hidden = false;
    say(m('file-listed', { file: name, count: puzzles.length }));
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
    // (The puzzles not added are named by their numbers, joined as the language joins a list.)
    const said = m('file-added', { count: added });
    say(refused.length ? [said, m('file-not-added', { count: refused.length, puzzles: refused })] : said);
  }

  async function openFile(file) {
    if (!file) return;
    if (!engine()) return say(m('file-engine-loading', { file: file.name }), true);
    if (file.size > MAX_FILE_BYTES) return say(m('file-too-large', { file: file.name, bytes: file.size }), true);
    try {
      await openFileText(await file.text(), file.name);
    } catch (err) {
      say(m('file-unread', { file: file.name, error: err.message }), true);
    }
  }

  // ---- from a photo: read in the worker, checked by the player, then played ----------

  let photoReview = null;
  async function openPhoto(file) {
    if (!file) return;
    if (!engine()) return say(m('photo-engine-loading'), true);
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
      say(m('givens-type'));
      session.render();
      session.board.select(0, true);
      return;
    }
    const typed = session.game.valuesText();
    const result = engine() ? await engine().solve(typed).catch((error) => ({ error })) : { error: m('givens-engine-loading') };
    if (result.error || result.status !== 'unique') {
      say(result.error ?? m('givens-not-one-solution', { status: result.status }), true);
      return;
    }
    state.set({ editing: false });
    page.start(new Game(typed), m('givens-ready'));
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
