/**
 * A puzzle as text: an 81-character line ('.', '0' or '-' for blanks), a
 * 729-character pencil-mark line (nine candidate slots per cell), or a 9-line
 * grid as printed by common tools ('|', '-', '+' and spaces are ignored), or a line of
 * HoDoKu's regression library.
 */
export type Puzzle = string;

export type SolveResult =
  | { status: 'unique'; solution: string }
  | { status: 'multiple' }
  | { status: 'none' };

/**
 * 'givens': the line of the givens alone, without a library line's placed ('+') cells;
 * 'candidates': a candidate grid as HoDoKu prints it (a placed digit with '+');
 * 's9b': SudokuWiki's board string; 'sudokuwiki': a link to its solver with it;
 * 'hodoku': a line of HoDoKu's library (placed digits with '+', then deleted candidates);
 * 'sdk': a .sdk file (the givens, nine lines of nine);
 * 'fpuzzles': an f-puzzles link (?load=, its JSON lz-string compressed);
 * 'sudokupad': a SudokuPad link of that JSON (SudokuPad keeps givens only: the player's
 * digits go as givens); 'coach': a sudoku.coach string (SCv7_32_...).
 * Every form written reads back; so do SudokuPad's scl and classic links.
 */
export type PuzzleForm = 'line' | 'givens' | 'grid' | 'pencilmarks' | 'candidates' | 's9b' | 'sudokuwiki' | 'hodoku' | 'sdk'
  | 'fpuzzles' | 'sudokupad' | 'coach';

/** What kind of error an API call threw: `err.code`. */
export type ErrorCode =
  | 'bad-length' | 'bad-character' | 'duplicate' | 'no-candidates' | 'no-solution' | 'multiple-solutions'
  /** A search stopped by its budget; from countSolutions, err.atLeast holds the count so far. */
  | 'too-hard'
  | 'bad-option' | 'bad-date'
  /** nextStep's values or candidates cannot be read. */
  | 'bad-state'
  /** generate ran out of attempts. */
  | 'could-not-meet'
  /**
   * The technique set finds no step in a position that is not complete (nextStep, steps, grade
   * with `techniques`): the set is too small here. No budget ran out; the full set is never stuck.
   */
  | 'stuck'
  /** Another app's puzzle with rules beyond Sudoku's (a SudokuWiki Sudoku X string, an f-puzzles killer): named in words. */
  | 'variant'
  /** readImage found no Sudoku grid in the picture. */
  | 'no-grid'
  /** A text argument longer than MAX_TEXT (a RangeError, thrown before anything is allocated). */
  | 'too-long'
  /**
   * The call stopped the wasm module (out of memory, a trap): the module was started anew from
   * its compiled code, so the next call works (err.cause holds the runtime's error).
   */
  | 'restarted'
  /** From a lite solver (createSolver({ lite: true })): a call with other apps' forms, which the engine answers. */
  | 'needs-engine'
  /**
   * From createWorkerEngine(): the worker could not load a wasm module (the network, or a damaged
   * file), or the worker itself failed; the next call tries again.
   */
  | 'load-failed';

/** Every error the engine throws carries its kind. */
/**
 * An error's words as data, where the page's catalogs have them (a puzzle that
 * cannot be read, no or several solutions): `id` names a message of
 * locales/LANG/messages/engine.ftl, whose English is err.message word for word,
 * and `args` the values it names (a position, a character, a cell, a count).
 */
export interface ErrorSaid { id: string; args: Record<string, string> }
export interface EngineError extends Error { code: ErrorCode; said?: ErrorSaid; atLeast?: number }

/** A cell 0..80 (row-major) and a digit 1..9. Data uses 0-based cells; text uses r1c1. */
export interface Candidate { cell: number; digit: number }

/**
 * The keys of the engine's technique table, in solver order (`techniques()` has the
 * whole table), written from it by scripts/technique-lists.mjs.
 */
export type TechniqueKey =
  // techniques: made by scripts/technique-lists.mjs
  | 'full-house' | 'hidden-single' | 'naked-single'
  | 'pointing-line' | 'box-line' | 'locked-pair' | 'naked-pair' | 'hidden-pair'
  | 'x-wing' | 'finned-x-wing' | 'sashimi-x-wing' | 'locked-triple' | 'naked-triple' | 'hidden-triple'
  | 'y-wing' | 'xyz-wing' | 'unique-rectangle-1' | 'unique-rectangle-2' | 'unique-rectangle-4' | 'naked-quad'
  | 'hidden-quad' | 'bug-plus-1'
  | 'swordfish' | 'w-wing' | 'remote-pair' | 'skyscraper' | 'dual-two-string-kite' | 'two-string-kite'
  | 'turbot-fish' | 'dual-empty-rectangle' | 'empty-rectangle' | 'simple-colours-wrap' | 'simple-colours-trap'
  | 'finned-swordfish' | 'sashimi-swordfish' | 'jellyfish' | 'unique-rectangle-3' | 'unique-rectangle-5'
  | 'unique-rectangle-6' | 'hidden-rectangle' | 'avoidable-rectangle-1' | 'avoidable-rectangle-2'
  | 'unique-loop' | 'wxyz-wing' | 'finned-jellyfish' | 'sashimi-jellyfish' | 'franken-swordfish'
  | 'franken-jellyfish' | 'finned-franken-x-wing' | 'finned-franken-swordfish' | 'finned-franken-jellyfish'
  | 'multi-colours-2' | 'multi-colours-1' | 'x-chain' | 'sue-de-coq' | 'rectangle' | 'xy-chain'
  | 'continuous-nice-loop' | 'discontinuous-nice-loop' | 'aic' | 'als-xz' | 'als-xy-wing' | 'als-xy-chain'
  | 'death-blossom'
  | 'nishio' | 'forcing-chains' | 'dynamic-forcing-chains' | 'nested-forcing-chains' | 'nested-trial'
  | 'trial-and-error' | 'guess'
  // /techniques
  /** Not deductions: a hint's report that the player's own board is wrong. */
  | 'wrong-digit' | 'missing-candidate';

export type Family =
  | 'singles' | 'intersections' | 'subsets' | 'fish' | 'wings' | 'single-digit' | 'chains' | 'uniqueness'
  | 'other' | 'trial' | 'report';

/**
 * What an evidence item is in the pattern. region/base/cover are houses; pattern,
 * pivot, chain-on, chain-off are the reasoning; fin a fish's fin; group a grouped
 * node (a digit in several cells taken as one: a box-line intersection, an empty
 * rectangle's box); color-a/color-b the two colour classes of colouring (and, with
 * group, the cells and candidates of almost locked sets, taken in turn); deadly
 * the cells of a deadly pattern (a unique rectangle's corners); extra what keeps
 * a deadly pattern from forming;
 * eliminated/placed the effect; wrong a player's mistake.
 */
export type Role =
  | 'region' | 'base' | 'cover' | 'pattern' | 'pivot' | 'chain-on' | 'chain-off'
  | 'eliminated' | 'placed' | 'wrong' | 'fin' | 'group' | 'color-a' | 'color-b' | 'deadly' | 'extra';

/**
 * Animation stages, played in order: 1 houses, 2 the pattern, 3.. one chain link
 * each, and `stages` (the last) the effect.
 */
export interface HouseMark { house: number; kind: 'row' | 'column' | 'box'; index: number; role: Role; stage: number }
export interface CellMark { cell: number; role: Role; stage: number }
export interface CandidateMark extends Candidate { role: Role; stage: number }
/**
 * strong: if `from` is false, `to` is true; weak: if `from` is true, `to` is false;
 * forces: if `from` is true, `to` is true.
 */
export interface Link {
  from: LinkEnd;
  to: LinkEnd;
  type: 'strong' | 'weak' | 'forces';
  stage: number;
  /** A forcing chain's branch starts here, from its supposition (`from`). */
  premise: boolean;
}
/**
 * Where a link is drawn. In a chain (`Step.chain`) it is also the node the link joins:
 * `cells` holds the digit's cells (more than one for a group: the digit in any of them,
 * drawn from the first, `cell`), and `on` whether the chain makes it true.
 */
export interface LinkEnd extends Candidate { cells?: number[]; on?: boolean }
/**
 * An almost locked set of an ALS step, in chain order (a death blossom's petals): its
 * cells, its digits, and its restricted commons with the next set (a petal's: the stem
 * digit it takes).
 */
export interface AlsSet { cells: number[]; digits: number[]; rcs: number[] }
/**
 * A supposition of a forcing chain's branch or of a trial: the candidate supposed true
 * (`on`) or false, and the index in `links` of its branch's first link (the branch runs
 * to the next supposition's first link, the last to the end; one that concludes at once
 * has no link).
 */
export interface Supposition extends Candidate { on: boolean; firstLink: number }

/** One deduction: the currency of hints, grading, the CLI and the tests. */
export interface Step {
  technique: TechniqueKey;
  /** The technique's name, in the words' language (as text and clues). */
  name: string;
  family: Family;
  /** 0..4: the grade of a puzzle that needs this technique. */
  level: number;
  /** On Sudoku Explainer's scale. */
  score: number;
  /**
   * The whole effect, applied in this order: clear the player's wrong digits
   * (`wrong-digit` only), restore the true candidates they removed
   * (`missing-candidate` only), place these, then remove these.
   */
  cleared: Candidate[];
  restored: Candidate[];
  placements: Candidate[];
  eliminations: Candidate[];
  houses: HouseMark[];
  cells: CellMark[];
  candidates: CandidateMark[];
  /** Whether `links` are a chain's implications (chains, forcing chains, trials), each a hop between nodes. */
  chain: boolean;
  links: Link[];
  /** The almost locked sets of an ALS step; empty for other steps. */
  sets: AlsSet[];
  /** The suppositions of a forcing chain's branches or a trial; empty for other steps. */
  suppositions: Supposition[];
  /** The number of animation stages; the effect is shown at this stage. */
  stages: number;
  /** One or two sentences in r1c1 notation, in the language asked for (WordsOptions). */
  text: string;
  /** Progressive hints: a nudge that says where to look, then technique and where. */
  clues: [string, string];
  /**
   * A chain's links in words, one a link in `links`' order ("r6c1 is not 4, so r8c1 is 4
   * (strong link)"; a forcing chain's branch or a trial from its supposition), in the
   * language of `text`; empty for a step whose links are not implications.
   */
  linkWords: string[];
}

export interface Grade {
  /** 0..4, the highest level the solution path needs. */
  level: number;
  levelName: 'Easy' | 'Medium' | 'Hard' | 'Expert' | 'Extreme';
  /**
   * Sudoku Explainer's ER, on SE's scale: the hardest step of a second path that
   * takes steps SE's way (always the easiest step of the first family that has
   * one: its basic techniques by rating, then chains 6.6-7.x, Nishio 7.5,
   * multiple forcing chains 8.0, dynamic ones 8.5, nested trials 9.0 and up;
   * chains add SE's increment for their length).
   */
  score: number;
  /** SE's EP: the hardest step of that path up to and including its first placement. */
  ep: number;
  /** SE's ED: that path's first step's rating. */
  ed: number;
  /** What set `score`: a technique's name or SE's name for a chain ("Dynamic Cell Forcing Chains"). */
  scoreBy: string;
  /** What set `ep`. */
  epBy: string;
  /**
   * Sudoku Explainer's nested level of the step that set `score`: 0 when it is not
   * nested, 1 (patterns inside a dynamic forcing chain), 2 (static forcing chains
   * inside one), 3 (static cell and region forcing chains inside one), 4 (dynamic
   * forcing chains inside one), 5 (dynamic forcing chains inside one, whose
   * branches take static forcing chains in turn); 6 when SE's path goes past level
   * 5, where SE has no rule: the score is then an estimate (`scoreEstimated`).
   */
  scoreNesting: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** True when `score` is estimated rather than computed (past SE's nested level 5). */
  scoreEstimated: boolean;
  /** Index in steps(puzzle) of this path's first step with its highest own rating. */
  scoreStep: number;
  /** Index in steps(puzzle) of its highest-rated step up to its first placement. */
  epStep: number;
  /**
   * The hardest technique used: of the highest level, the one furthest in the solver's order;
   * null for a path with no steps (a solved grid).
   */
  hardest: TechniqueKey | null;
  /** Index in steps(puzzle) of the first step of that technique. */
  hardestStep: number;
  /** Steps on the path. */
  steps: number;
  /** Steps per technique (techniques not used are absent). */
  counts: Partial<Record<TechniqueKey, number>>;
}

/** Sudoku Explainer's rating of a puzzle, as `rate` gives it: grade's fields of the same names. */
export type Rating = Pick<Grade, 'score' | 'ep' | 'ed' | 'scoreBy' | 'epBy' | 'scoreNesting' | 'scoreEstimated'>;

/** Where the player is, for a hint. */
export interface PlayerState {
  /** The givens. */
  puzzle: Puzzle;
  /** 81 characters: the board now, givens and the player's digits ('.' for empty). */
  values?: string;
  /** 729 characters: the player's pencil marks; omitted = computed from the digits. */
  candidates?: string;
}

export interface TechniqueInfo {
  key: TechniqueKey;
  name: string;
  family: Family;
  level: number;
  score: number;
  /** HoDoKu library codes it answers to (find() takes them too). */
  codes: string[];
  /** It assumes the puzzle has exactly one solution (unique rectangles, BUG, ...). */
  uniqueness: boolean;
  /** One of the seeds' strategies: the `zambon` preset. */
  zambon: boolean;
}

/**
 * Which techniques the solver may use: 'all' (default), 'zambon' (the seeds'
 * strategies, in their order: the grades Pencilmark gave before its catalogue),
 * or a list of keys (or HoDoKu codes).
 */
export interface SolverOptions {
  techniques?: 'all' | 'zambon' | TechniqueKey[] | string;
  /** false: no technique that assumes a unique solution. Default true. */
  uniqueness?: boolean;
}

/** The languages a step's words and a technique's name come in, each by its own name ('Deutsch'). */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'ja' | 'zh';

/**
 * The language of the words: 'en' (default), or one loaded first with
 * `loadLanguage` (else the call throws 'bad-option', saying so). Cells are r1c1
 * in every language; the JSON's keys and technique keys stay English.
 */
export interface WordsOptions {
  language?: Language;
}

export interface GenerateOptions extends SolverOptions {
  /** 0..4; or give score instead. */
  level?: number;
  /** [min, max] on the grader's scale, inclusive. A range that holds no score the generator
   *  reaches (scores are discrete, and it reaches up to 9.1) throws 'bad-option' at once. */
  score?: [number, number];
  /** The puzzle's path uses this technique, and nothing harder. */
  technique?: TechniqueKey;
  symmetry?: 'none' | 'rot180' | 'rot90' | 'mirror' | 'diagonal';
  /** No given can be removed without losing uniqueness. */
  minimal?: boolean;
  /** The same options and seed give the same puzzle, natively and in wasm. Default: random. */
  seed?: number | bigint | string;
  /** Puzzles tried before giving up with "could not meet these options" (default 2000). */
  maxAttempts?: number;
}

export interface Generated {
  puzzle: string;
  grade: Grade;
  /** The seed used, as a decimal string (64 bits). */
  seed: string;
  /** Puzzles made to find this one (1 = the first fit). */
  attempts: number;
  /**
   * The techniques the grade was taken with, as `techniques` options read it:
   * `"all"`, or the keys left out (`"-skyscraper,-w-wing"`). With a target
   * technique, every second attempt leaves out the techniques of its level that
   * come before it (some, like an X-chain, are otherwise always preceded by one
   * that does the same work); pass this set to hints to see the target.
   */
  techniques: string;
}

export interface Engine {
  /**
   * Solves a puzzle. `solution` (81 digits) is given only when it is unique.
   * @throws Error with the parser's message for bad input, e.g.
   *   "r1c1 and r1c5 are both 7 (row 1)".
   */
  solve(puzzle: Puzzle): SolveResult;
  /**
   * The first solution found (81 digits) without proving it is the only one,
   * or null when there is none. Any valid completion of an improper puzzle.
   * @throws Error for bad input.
   */
  findSolution(puzzle: Puzzle): string | null;
  /**
   * Counts solutions, stopping at `limit` (default 2: 1 means unique).
   * Counting stops after a few seconds' search: it then throws 'too-hard' with err.atLeast.
   * @throws Error for bad input; RangeError (code 'bad-option') for a limit that is not a whole number >= 1.
   */
  countSolutions(puzzle: Puzzle, limit?: number): number;
  /**
   * Grades a puzzle with exactly one solution.
   * @throws Error for bad input, "no solution" or "more than one solution".
   */
  grade(puzzle: Puzzle, options?: SolverOptions): Grade;
  /**
   * Sudoku Explainer's rating alone: grade's `score`, `ep` and `ed` with what set them,
   * without Pencilmark's own solution path (the rating pass's rules are SE's, so it takes
   * no technique options). The call for rating many puzzles. @throws like grade.
   */
  rate(puzzle: Puzzle): Rating;
  /** The whole solution path, lowest level first; every step is sound. @throws like grade. */
  steps(puzzle: Puzzle, options?: SolverOptions & WordsOptions): Step[];
  /**
   * The next step from the player's state (or from the givens, given a string).
   * A wrong digit ('wrong-digit') or a true candidate the player removed
   * ('missing-candidate') comes first, before any logic. null when the board is complete;
   * an Error with code 'stuck' when the technique set finds no step on a board that is not.
   * @throws Error for bad input or a bad state, naming the problem.
   */
  nextStep(state: PlayerState | Puzzle, options?: SolverOptions & WordsOptions): Step | null;
  /**
   * Every step one technique finds in a position (any format, including a line of
   * HoDoKu's regression library), by key or HoDoKu code ('0210'): the first 1,000 at
   * most (a forcing-chain family finds tens of thousands on an early position).
   */
  find(technique: TechniqueKey | string, puzzle: Puzzle, options?: WordsOptions): Step[];
  /**
   * A new puzzle with exactly one solution. Runs until it fits or the attempt
   * budget is spent; in a page, call it through createWorkerEngine() to keep the
   * page responsive and to be able to cancel it.
   * @throws Error "could not meet these options in N attempts ..."; RangeError (code 'bad-option') for an
   *   option's value the engine refuses, in its words ("the symmetry must be none, rot180, ..."); TypeError
   *   for a value of another type (a level that is not a number, a score that is not two numbers).
   */
  generate(options?: GenerateOptions): Generated;
  /** The puzzle of the day: the same for everyone on a date (YYYY-MM-DD, default today UTC) and level (default 1). */
  daily(date?: string, level?: number): Generated;
  /** The technique table, in the order the solver tries them; names in `language`. */
  techniques(options?: WordsOptions): TechniqueInfo[];
  /**
   * Loads a language's words (words-LANG.ftl, beside engine.js: fetched in a
   * browser, read in node) for the calls' `language` option. English is built in;
   * loading a language twice is loading it once. @throws RangeError (code
   * 'bad-option') naming the languages there are, for one there are no words in.
   */
  loadLanguage(language: Language): Promise<void>;
  /** Rewrites a puzzle as an 81-character line, a printed grid, 729 pencil marks, or another app's form. */
  format(puzzle: Puzzle, form?: PuzzleForm): string;
  /**
   * Reads the Sudoku in a photo or a screenshot (a canvas's ImageData, or any
   * { width, height, data } of RGBA bytes). The reader's own module
   * (pencilmark-reader.wasm, beside engine.js) loads on the first call. A picture
   * with no grid found is an error with code 'no-grid'.
   */
  readImage(picture: Picture): Promise<PictureReading>;
}

export interface Picture { width: number; height: number; data: Uint8ClampedArray | Uint8Array }

export interface PictureReading {
  /** The grid's corners in the picture's pixels, [x, y], clockwise from the top left. */
  corners: [number, number][];
  /** 81 characters, row by row: the digits read, '.' for a cell read empty. */
  puzzle: string;
  /** The cells to check, as r3c4: read with less than 95% sureness, or a digit that clashes with another read. */
  unsure: string[];
  /** How sure the reader is of each cell, in whole percents, row by row. */
  sureness: number[];
  /** Each cell's pencil marks read (small digits in a 3x3 layout in a cell read empty), row by row: bit d - 1 for digit d, 0 for none. */
  marks: number[];
}

export interface EngineOptions {
  /** The wasm bytes, when the module cannot read or fetch them itself. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where the wasm is (default: beside engine.js): fetched in a browser; in node read when a path or file: URL (relative to the working directory), fetched when http(s). */
  wasmUrl?: string | URL;
  /**
   * Which build: the SIMD128 one (pencilmark-wasm-simd.wasm) or the one for
   * runtimes without SIMD128 (pencilmark-wasm.wasm). Default: SIMD128 where the
   * runtime validates it. wasmBinary and wasmUrl must match the build chosen.
   */
  simd?: boolean;
}

/** The longest text argument, in UTF-16 units; longer is a RangeError with code 'too-long'. */
export const MAX_TEXT: number;

/** Loads the wasm engine (in node from beside this module, in browsers by fetch). */
export function createEngine(options?: EngineOptions): Promise<Engine>;

/** The exact solver's calls and format, as the engine has them. */
export type Solver = Pick<Engine, 'solve' | 'findSolution' | 'countSolutions' | 'format'>;
/**
 * Loads the exact solver alone (pencilmark-solver.wasm or pencilmark-solver-simd.wasm,
 * a tenth of the engine's size): for a page that must be ready to play before
 * the whole engine has loaded. The same options as createEngine, for the solver's files;
 * packedLater: true leaves other apps' packed links (packed.js, 21 KB gzipped) to
 * loadPacked(), which must come before any call mayNeedPacked names. lite: true
 * loads the solver without other apps' JSON forms (pencilmark-solver-lite.wasm or
 * pencilmark-solver-lite-simd.wasm, 9 KB gzipped less; a page's worker starts with it):
 * a call mayNeedOtherApps names throws code 'needs-engine'.
 */
export function createSolver(options?: EngineOptions & { packedLater?: boolean; lite?: boolean }): Promise<Solver>;
/** Loads packed.js (other apps' packed links and strings) for a solver made with packedLater. */
export function loadPacked(): Promise<void>;
/** Whether a call with these arguments may need packed.js: a string with a letter, '_' or '%'. */
export function mayNeedPacked(args: unknown[]): boolean;
/** Whether a solver's call may read or write other apps' forms: its puzzle mayNeedPacked, or format's form is fpuzzles, coach or sudokupad. */
export function mayNeedOtherApps(method: string, args: unknown[]): boolean;
/** Loads the photo reader alone (pencilmark-reader.wasm): readImage, as the engine has it, but at once. */
export function createReader(options?: Omit<EngineOptions, 'simd'>): Promise<{ readImage(picture: Picture): PictureReading }>;
export default createEngine;
