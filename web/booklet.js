// Printable booklets: puzzles made by the engine, laid out as pages of SVG, the
// solutions on the last pages. One module for the page's "Print a booklet" dialog
// (booklet-dialog.js, which prints the pages) and the `pencilmark-print` command
// (print.js, which joins them into a PDF), so both print the same pages: no DOM,
// no node. The boards are picture.js's, drawn in its print theme (white paper,
// black lines and givens) and placed on the page as nested SVGs.
//
// A page's SVG is in millimetres (its viewBox is the paper's size in mm), so a
// board's width on paper is its width attribute, whatever prints it.
import { Game, LEVEL_NAMES } from './game.js';
import { boardPicture, escapeXml } from './picture.js';

/** The papers a booklet is laid out for, in millimetres. */
export const PAPERS = Object.freeze({
  a4: Object.freeze({ name: 'A4', width: 210, height: 297 }),
  letter: Object.freeze({ name: 'Letter', width: 215.9, height: 279.4 }),
});
/** Puzzles a page, and the grid (columns, rows) each is laid out in. */
export const PER_PAGE = Object.freeze({ 1: [1, 1], 2: [1, 2], 4: [2, 2], 6: [2, 3] });
// The solutions, smaller: nine a page, three by three.
const SOLUTIONS_GRID = [3, 3];
export const MAX_COUNT = 100;
export const MAX_TITLE = 80;

// The page's frame (mm): margins, the head (title, name line), the foot (page
// number, seed), each board's caption above it, the gaps between boards.
const MARGIN = 15, HEAD = 14, FOOT = 8, CAPTION = 6, GAP_X = 10, GAP_Y = 6;
// A board drawn this wide in its own units (picture.js's pixels), then scaled to
// its place: picture.js sizes its digits to the board up to 513 px, so any size
// under that gives the same proportions.
const DRAWN = 450;
// No board wider than this (one a page): bigger is no easier to play.
const MAX_BOARD = 160;

const mm = (x) => Math.round(x * 100) / 100;

// A problem with a booklet's options: the command's words (English) for it, and for
// the page's dialog the problem (games.ftl's booklet-bad-PROBLEM says it) and its
// values; null for one the dialog cannot have (its menus offer only good values).
const bad = (words, problem = null, args = {}) => Object.assign(new Error(words), { problem, args });

/**
 * The options of a booklet checked and filled in, or an Error naming the first
 * problem in one line (the command says it as it is; the dialog by its problem). level: 0..4
 * or its name (Easy ... Extreme); technique: a key of `techniques` (the engine's
 * table, when given, to check it against); not both; count 1..100; perPage 1, 2,
 * 4 or 6; paper a4 or letter; title up to 80 characters; seed: a whole number under
 * 2^64, as the engine's (default: one picked at random, kept in the answer to print again).
 */
export function bookletOptions(options = {}, techniques = null) {
  const { technique = null, title = 'Sudoku', seed = randomSeed() } = options;
  let { level = null, count = 6, perPage = 4, paper = 'a4' } = options;
  if (level !== null && technique !== null) throw new Error('give a level or a technique, not both');
  if (level !== null) {
    const named = LEVEL_NAMES.findIndex((n) => n.toLowerCase() === String(level).toLowerCase());
    level = named >= 0 ? named : /^\d+$/.test(String(level)) ? Number(level) : NaN;
    if (!(level >= 0 && level < LEVEL_NAMES.length)) throw new Error(`the level must be 0 to 4 or ${LEVEL_NAMES.join(', ')}, not "${options.level}"`);
  } else if (technique === null) {
    level = 1;
  }
  let techniqueName = null;
  if (technique !== null) {
    const known = techniques?.find((t) => t.key === technique);
    if (techniques && !known) throw new Error(`unknown technique "${String(technique).slice(0, 40)}" (its key, like x-wing)`);
    techniqueName = known?.name ?? technique;
  }
  count = wholeNumber('the count', count, 'count-whole');
  if (count < 1 || count > MAX_COUNT) throw bad(`the count must be from 1 to ${MAX_COUNT}, not ${count}`, 'count-range', { count, most: MAX_COUNT });
  perPage = wholeNumber('puzzles a page', perPage);
  if (!Object.hasOwn(PER_PAGE, perPage)) throw new Error(`puzzles a page must be 1, 2, 4 or 6, not ${perPage}`);
  paper = String(paper).toLowerCase();
  if (!Object.hasOwn(PAPERS, paper)) throw new Error(`the paper must be a4 or letter, not "${String(options.paper).slice(0, 40)}"`);
  if (typeof title !== 'string' || title.length > MAX_TITLE) throw bad(`the title must be text of at most ${MAX_TITLE} characters`, 'title', { most: MAX_TITLE });
  if (!/^\d{1,20}$/.test(String(seed)) || BigInt(seed) >= 2n ** 64n) {
    throw bad(`the seed must be a whole number from 0 to 2^64-1, not "${String(seed).slice(0, 40)}"`, 'seed', { value: String(seed).slice(0, 40) });
  }
  return { level, technique, techniqueName, count, perPage, paper, title: title.trim() || 'Sudoku', seed: String(BigInt(seed)) };
}

function wholeNumber(what, value, problem = null) {
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(String(value)) ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw bad(`${what} must be a whole number, not "${String(value).slice(0, 40)}"`, problem, { value: String(value).slice(0, 40) });
  return n;
}

// A seed to print a booklet again from: six digits are enough to tell booklets apart.
function randomSeed() {
  return String(100000 + Math.floor(Math.random() * 900000));
}

/**
 * Puzzle `index`'s seed (the engine's: a whole number under 2^64) in a booklet of
 * seed `seed`: the booklet's seed and the puzzle's number in three digits (seed 42:
 * 42001, 42002, ...), so each puzzle can be made again alone (generate with it).
 */
export const puzzleSeed = (seed, index) => String((BigInt(seed) * 1000n + BigInt(index + 1)) % 2n ** 64n);

/**
 * The booklet's puzzles, made one after another by `engine` (createEngine's or a
 * worker's: each call is awaited), with their solutions: [{ puzzle, solution,
 * level, levelName }]. onProgress(done, count) before each and at the end;
 * signal stops it between puzzles (a worker's engine stops inside one too).
 * The same options and seed give the same puzzles anywhere.
 */
export async function makePuzzles(engine, options, { onProgress = () => {}, signal } = {}) {
  const made = [];
  for (let i = 0; i < options.count; i++) {
    signal?.throwIfAborted();
    onProgress(i, options.count);
    // Symmetric givens, as the page's new puzzles, but for Extreme: symmetric
    // Extreme puzzles take five times the search (700 puzzles made for one), and
    // the budget of 2000 runs out for one seed in twenty. A level's puzzle not
    // found symmetric is asked for without; a technique's is searched without
    // symmetry at all (as Practise searches).
    const seed = puzzleSeed(options.seed, i);
    const asks = options.technique !== null ? [{ technique: options.technique }]
      : options.level < 4 ? [{ level: options.level, symmetry: 'rot180' }, { level: options.level }] : [{ level: options.level }];
    let generated = null;
    for (const [k, ask] of asks.entries()) {
      try {
        generated = await engine.generate({ ...ask, seed }, { signal });
        break;
      } catch (err) {
        if (k === asks.length - 1 || !/^could not meet/.test(err.message)) throw err;
      }
    }
    const solved = await engine.solve(generated.puzzle, { signal });
    if (!solved.solution) throw new Error(`the engine made a puzzle without one solution: ${generated.puzzle}`);
    made.push({ puzzle: generated.puzzle, solution: solved.solution, level: generated.grade.level, levelName: generated.grade.levelName });
  }
  onProgress(options.count, options.count);
  return made;
}

/** How many pages a booklet of `count` puzzles takes, `perPage` a page: the puzzles', then the solutions'. */
export function pageCount(count, perPage) {
  const solutionsPerPage = SOLUTIONS_GRID[0] * SOLUTIONS_GRID[1];
  return Math.ceil(count / perPage) + Math.ceil(count / solutionsPerPage);
}

// Where the boards of one page go: { x, y, size } of each (mm), the grid's slots
// in reading order, each board as wide as its slot allows with its caption above.
function slots(paper, [cols, rows]) {
  const width = paper.width - 2 * MARGIN;
  const top = MARGIN + HEAD, height = paper.height - 2 * MARGIN - HEAD - FOOT;
  const slotW = (width - (cols - 1) * GAP_X) / cols, slotH = (height - (rows - 1) * GAP_Y) / rows;
  const size = Math.min(slotW, slotH - CAPTION - 4 / rows, MAX_BOARD);
  // The boards' block centred across; down, the rows spread evenly over the
  // page from under the head (the room a board's width leaves goes under each
  // row, and a last page half full has its boards at the top).
  const blockW = cols * size + (cols - 1) * GAP_X;
  const left = (paper.width - blockW) / 2, down = top + 4, pitch = (height - 4 + GAP_Y) / rows;
  return Array.from({ length: cols * rows }, (_, k) => ({
    x: left + (k % cols) * (size + GAP_X),
    y: down + Math.floor(k / cols) * pitch + CAPTION,
    size,
  }));
}

// A board placed on the page: picture.js's SVG, its own size swapped for its
// place (a nested SVG keeps its viewBox, so it scales, and its scoped style).
function placedBoard(game, { x, y, size }, title, description) {
  const svg = boardPicture(game, { size: DRAWN, theme: 'print', title, description });
  const open = `width="${DRAWN}" height="${DRAWN}"`;
  if (!svg.startsWith('<svg ') || !svg.slice(0, svg.indexOf('>')).includes(open)) throw new Error('booklet: picture.js\'s SVG has no width and height to place');
  return svg.replace(open, `x="${mm(x)}" y="${mm(y)}" width="${mm(size)}" height="${mm(size)}"`);
}

// The words a booklet's pages print, in English: games.ftl's booklet-* messages of
// the same ids say them in every language (tests/js/print.test.mjs checks the two
// agree). The command prints these; the page's dialog, its language's.
const PRINTED = Object.freeze({
  // $level: 0 to 4.
  'booklet-level': ({ level }) => LEVEL_NAMES[level] ?? `level ${level}`,
  'booklet-name-line': () => 'Name ____________________',
  'booklet-foot': ({ what, seed }) => `${what} · seed ${seed}`,
  'booklet-page-number': ({ page, pages }) => `Page ${page} of ${pages}`,
  'booklet-page-title': ({ heading, page, pages }) => `${heading}: page ${page} of ${pages}`,
  'booklet-puzzle': ({ number }) => `Puzzle ${number}`,
  'booklet-puzzle-description': ({ number, puzzle }) => `Puzzle ${number}: ${puzzle}`,
  'booklet-solution': ({ number }) => `Solution ${number}`,
  'booklet-solution-description': ({ number, solution }) => `Solution of puzzle ${number}: ${solution}`,
  'booklet-solutions-heading': ({ title }) => `${title}: solutions`,
});

/** The ids of the messages a booklet prints. */
export const PRINTED_MESSAGES = Object.freeze(Object.keys(PRINTED));
/** The words of printed message `id` (booklet-*) with `args`, in English. */
export const printedEnglish = (id, args = {}) => PRINTED[id](args);

/**
 * A booklet's pages as SVG texts, one a page in the paper's millimetres: the
 * puzzles `perPage` a page (each numbered, with its level), then their solutions
 * nine a page (the givens bold, the rest in the player's blue). options: as
 * bookletOptions gives them; puzzles: as makePuzzles gives them; say(id, args):
 * the words of its booklet-* messages, in the booklet's language (English's).
 */
export function bookletPages(options, puzzles, say = printedEnglish) {
  const { perPage, title, seed, technique, techniqueName } = options;
  const paper = PAPERS[options.paper];
  const total = pageCount(puzzles.length, perPage);
  const what = technique !== null ? techniqueName : say('booklet-level', { level: options.level });
  const pages = [];
  const page = (heading, boards, { nameLine }) => {
    const n = pages.length + 1;
    const { width: W, height: H } = paper;
    const head = `<text x="${MARGIN}" y="${MARGIN + 6}" class="bk-title">${escapeXml(heading)}</text>` +
      (nameLine ? `<text x="${mm(W - MARGIN)}" y="${MARGIN + 6}" class="bk-name">${escapeXml(say('booklet-name-line'))}</text>` : '') +
      `<path d="M${MARGIN} ${MARGIN + 9}H${mm(W - MARGIN)}" class="bk-rule"/>`;
    const foot = `<text x="${MARGIN}" y="${mm(H - MARGIN)}" class="bk-foot">${escapeXml(say('booklet-foot', { what, seed }))}</text>` +
      `<text x="${mm(W / 2)}" y="${mm(H - MARGIN)}" class="bk-foot bk-mid">${escapeXml(say('booklet-page-number', { page: n, pages: total }))}</text>` +
      `<text x="${mm(W - MARGIN)}" y="${mm(H - MARGIN)}" class="bk-foot bk-end">Pencilmark</text>`;
    const style = '.bk-title{font:700 6.5px system-ui,sans-serif;fill:#000}.bk-name{font:4px system-ui,sans-serif;fill:#000;text-anchor:end}' +
      '.bk-rule{stroke:#000;stroke-width:.3}.bk-foot{font:3.2px system-ui,sans-serif;fill:#444}.bk-mid{text-anchor:middle}.bk-end{text-anchor:end}' +
      '.bk-cap{font:700 4.2px system-ui,sans-serif;fill:#000}.bk-cap-level{font-weight:400;fill:#444}';
    pages.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}mm" height="${H}mm" viewBox="0 0 ${W} ${H}">` +
      `<title>${escapeXml(say('booklet-page-title', { heading, page: n, pages: total }))}</title><style>${style}</style>` +
      `<rect width="${W}" height="${H}" fill="#fff"/>${head}${boards}${foot}</svg>`);
  };
  // (The space before the level in the caption's text: librsvg drops one that begins a tspan.)
  const caption = (place, words, level) => `<text x="${mm(place.x)}" y="${mm(place.y - 1.8)}" class="bk-cap">${escapeXml(words)}` +
    (level ? ` <tspan class="bk-cap-level">· ${escapeXml(level)}</tspan>` : '') + '</text>';

  const puzzleSlots = slots(paper, PER_PAGE[perPage]);
  for (let from = 0; from < puzzles.length; from += perPage) {
    const boards = puzzles.slice(from, from + perPage).map((p, k) => {
      const n = from + k + 1, place = puzzleSlots[k];
      const name = say('booklet-puzzle', { number: n });
      return caption(place, name, say('booklet-level', { level: p.level }))
        + placedBoard(new Game(p.puzzle), place, name, say('booklet-puzzle-description', { number: n, puzzle: p.puzzle }));
    });
    page(title, boards.join(''), { nameLine: true });
  }
  const solutionSlots = slots(paper, SOLUTIONS_GRID);
  for (let from = 0; from < puzzles.length; from += solutionSlots.length) {
    const boards = puzzles.slice(from, from + solutionSlots.length).map((p, k) => {
      const n = from + k + 1, place = solutionSlots[k];
      const solved = new Game(p.puzzle, { values: [...p.solution].map(Number) });
      const name = say('booklet-solution', { number: n });
      return caption(place, name, null) + placedBoard(solved, place, name, say('booklet-solution-description', { number: n, solution: p.solution }));
    });
    page(say('booklet-solutions-heading', { title }), boards.join(''), { nameLine: false });
  }
  return pages;
}
