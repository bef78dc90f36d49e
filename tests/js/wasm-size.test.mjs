// The modules' size budgets, gzipped: what the page downloads before it says
// Ready (the solver and its loader) and then in a worker (the engine and its
// loader). The size choices of the build (the -Os source lists in CMakeLists.txt,
// the PENCILMARK_SMALL paths in logic/finders.hpp, the solver's apart) answer to
// these: a change that grows a module past its budget fails here, and one that
// means to must raise the budget in the same commit, saying why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../support/rules.mjs';

// Bytes, node's gzip at level 9. Measured at the budgets' last change (2026-12-06, seventh):
// the engine 270,356 (SIMD) and 269,878, raised from 270,300 for colour clusters found by the
// alternating search (issue 55), where a flood of their own found them: the search's cluster
// walk and its graph's weak links along the strong ones (0.5 KB; remote pairs and trials with
// singles, moved onto the shared search and propagation the same day, had left 0.4 KB of
// room). At the change before (2026-12-06, sixth): the
// engine 270,268 (SIMD) and 269,952, raised from 269,500 for one propagation (issue 55):
// static and dynamic branches follow their inferences in one routine (Branch::propagate,
// built for each kind), where static ones had a loop of their own through the member
// add(), on() and off() (0.8 KB: the static kind's copy of the routine). At the change
// before (2026-12-06, fifth): the engine 269,433 (SIMD) and 269,075, raised from 268,400 for one alternating search (issue 55):
// X-chains, XY-chains, AICs and nice loops walk their graphs with one search
// (alternating_chains.hpp), where X- and XY-chains had a search of their own, smaller
// because it knew its links were one digit's cells (1.1 KB: the search built for the graph of
// single candidates, with the lengths and sets that graph does not use). At the change before
// (2026-12-06, fourth): the engine 268,372 (SIMD) and 268,038, raised from 268,200 for one numbering of candidate
// states (issue 55): the AIC search's states are the Node indexes the other chain searches
// use, groups' and ALS nodes' laid out after them alike, where it had its own (2 * node +
// on); its decoding, inlined in the search's loops, costs 0.5 KB (0.9 KB before the
// links were followed by node instead of by state). At the change before (2026-12-06,
// third): the engine 268,143 (SIMD) and 268,139, raised from 267,100 for one Nishio (issue 55): the
// Nishio technique's contradictions found by the rating's Nishio branches, with the
// placements each stands on (its own Grid-based walk, which reused the grid's code, gone;
// 1.0 KB: the list and the branch's nodes in the order reached). At the change before
// (2026-12-06, second): the engine 266,902 (SIMD) and 266,777, raised from 266,100 for level 2's search skipped too where
// no new strong link of a stalled grid may conclude anything, by the closure of the branch's
// own grid (0.9 KB, Branch::new_links_may_conclude: two thirds of those searches are not made;
// forum_hardest_1106's first 100 rated in 50.9 CPU-s, from 53.9, and a sample of 100 of
// hardest_eleven_2000 in 23.7, from 31.4). At the change before (2026-12-06): the engine
// 265,954 (SIMD) and 265,801, raised from 265,900 for level 2's search skipped in a stalled
// nested branch's grid that gained no strong link when the branch's own grid has no static
// hint (0.2 KB, Branch::static_chain_free: a fifth of those searches; forum_hardest_1106's
// first 100 rated in 53.9 CPU-s, from 56.9). At the change before (2026-12-05, sixth): the
// engine 265,845 (SIMD) and 265,780, raised from 264,600 for what stalled nested branches find
// kept by grid: the forcing levels' hints as level 2's were, and level 1's patterns (issue 55's
// speed target: 1.3 KB; a seventh of level 3's and over a quarter of level 4's searches, and
// three fifths of all stalls, are in a grid met before), and a nested search's branches kept to
// count the nodes behind a conclusion instead of followed again: forum_hardest_1106's first 100
// rated in 69 CPU-s, from 99. At the change before (2026-12-05, fifth): the
// engine 264,471 (SIMD) and 264,358, raised from 264,300 for the intersections' digits found from
// their bands before any house is visited (issue 55's speed target: 0.3 KB; a stalled nested
// branch looks for intersections at each stall, and most find none: rating 12 of
// forum_hardest_1106 7% faster). At the change before (2026-12-05, fourth): the
// engine 264,212 (SIMD) and 264,085, raised from 263,000 for a nested chain counted once in a
// hint however many of its branches stand on it, two alike as one, as SE compares them (issue
// 55, item 1: 1.3 KB, an identity for each chain a stalled branch takes and the sets of those
// counted; hardest_eleven_2000 SE-exact on 1,969 of 2,000, from 1,964). At the change before
// (2026-12-05, third): the
// engine 262,944 (SIMD) and 262,722, raised from 262,900 for the unary search's walk lists kept
// from one start to the next instead of allocated at each (0.1 KB; magictour_top1465's ratings
// 8.8 s, 8.5 s so). At the change before (2026-12-05, second): the
// engine 262,860 (SIMD) and 262,635, raised from 261,800 for the nested levels' memo of SE's
// static hints by grid (issue 55's speed targets: 1.1 KB; a fourth of a hard puzzle's stalled
// branches stall in a grid met before; with the cycle walks kept to their start's component,
// rating 12 of forum_hardest_1106 took 9.6 s, 6.9 s so). At the change before (2026-12-05): the engine
// 261,705 (SIMD) and 261,505, raised from 261,500 for a nested branch's forcing chains counted
// with each premise followed once for all of its conclusions, not once for each (0.3 KB; 12%
// faster on the hardest puzzles). At the change before (2026-12-04, fifth): the
// engine 261,385 (SIMD) and 261,138, raised from 260,200 for the hints of a stalled nested branch
// taken as SE lists them (issue 55, item 1: 1.3 KB net; SE's first chain family, every forcing
// chain and cycle of a grid sorted and deduplicated as SE does, which nested level 2 takes whole
// and the rating pass takes the first of, the old forcing-chain family and the rating pass's cycle
// search gone; levels 3 to 5's hints sorted and deduplicated too). At the change before
// (2026-12-04, fourth): the engine 260,109 (SIMD) and 259,775, raised from 259,700 for SE's order of the pairs and X-wings
// a stalled nested branch takes (issue 55, item 1: 0.5 KB). At the change before (2026-12-04,
// third): the engine 259,626 (SIMD) and 259,304, raised from 259,300 for a nested branch that
// takes what its patterns and inner chains remove as SE does (issue 55, item 1: 0.5 KB; the intersections one
// rule, a hint's removals in the order of SE's hash map, an inner chain's on as its cell's other
// candidates off, each inner chain counted once). At the change before (2026-12-04, second): the
// engine 259,126 (SIMD) and 258,846, raised from 258,100 for SE's cycles as SE finds them in the
// rating pass (issue 55, item 1: 1.2 KB; its breadth-first walk, cycles of both kinds of link, and
// what a cycle removes from cells that see two of its cells, not only a link's two ends). At the
// change before (2026-12-04): the engine
// 257,888 (SIMD) and 257,535, raised from 255,300 for Sudoku Explainer's BUG types 2, 3 and 4
// in the rating pass (issue 55, item 1: 2.7 KB; SE takes them at 5.7 to 6.2, where a rating
// without them went on to a forcing chain: 26 of 147 puzzles with such a BUG on their path
// rated otherwise, and generated puzzles fell outside their band). At the change before
// (2026-12-03, third): the engine 255,146 (SIMD) and 254,902, raised from 253,800 for SE's Aligned Triplet Exclusion in
// the rating pass (issue 55, item 1: 1.5 KB; 3 of 586 puzzles of magictour_top1465 need it to
// rate as SE does). At the change before (2026-12-03, second): the
// engine 253,631 (SIMD) and 253,365, raised from 251,700 for Sudoku Explainer's order where its
// rating depends on it (issue 55, item 1: 2.0 KB): a branch's offs in SE's peer order, Pointing
// and Claiming in its Locking order, its BUG type 1 with several extra digits and its Aligned
// Pair Exclusion in the rating pass. At the change before (2026-12-03): the engine
// 251,650 (SIMD) and 251,310, raised from 251,500 for the step solver handed down to the
// finders that build on other techniques (issue 55, item 3: StepOptions::solver and
// ChainRules::solver instead of calls up into it; 0.4 KB, most of it in the chain searches,
// where a rule set now carries the solver). At the change before (2026-12-02, fourth):
// the engine 251,156 (SIMD) and 250,892, raised from 245,000 for the rest of the step words'
// catalogs (issue 54): the messages of the chains, ALS, Sue de Coq, uniqueness, forcing chains,
// trials and reports in the English catalog (its text 3.2 KB gzipped more alone, less the C++
// strings it replaces), a language's catalog given at run time (addLanguage, the table's
// names in it): 4.1 KB; and each link of a chain in words (a step's linkWords, which the
// page's "Show every link" shows in the reader's language instead of making English of its
// own): 1.3 KB for finding each link's nodes, 1.0 KB more for keeping and writing the words. At the one before (2026-12-02, third):
// the engine 244,759 (SIMD) and 244,557, raised from 231,500 for the step words' catalogs
// (issue 54): the Fluent subset's reader and formatter (core/catalog.cpp, compiled -Os) and
// the English catalog (locales/en, 1.4 KB of it); the other languages' catalogs are not in
// the wasm (they load when a reader chooses one). 13.4 KB in all (1.8 KB of it the wings', fish's,
// single-digit patterns', colouring's, remote pairs' and Zambon rectangle's messages, the families
// said from the catalogs after the singles, intersections and subsets), most of it the reader's
// code: to be won back by a catalog compiled at build time. At the one before (2026-12-02, later):
// the engine 231,327 (SIMD) and 231,059, raised from 229,500 for SE's one-kind cycles in the
// rating pass (X- and Y-cycles, searched only as long as they could beat the forcing chain
// found: 2.1 KB; 998 of 1,000 17-clue puzzles rated as se-ts rates them, from 991). At the one
// before (2026-12-02): the engine 229,247 (SIMD) and 228,944, raised from 228,200 for the rating pass as SE takes it
// (issue 55): a direct hint places its hidden single instead of making its eliminations, the
// unique rectangles SE finds (every corner holding both digits) beside the path's, and the
// pass's steps kept for `rate --path`: 1.3 KB. At the one before (2026-12-01, later):
// the engine 227,897 (SIMD) and 227,561, the solver 35,724 and 35,518, raised from 220,200
// and 25,700/25,500 for other apps' JSON (f-puzzles', SudokuPad's, sudoku.coach's: what their
// links and strings pack), read and written wherever a puzzle is, with the one JSON reader
// (10.3 KB of the solver's, after compiling it and the reader -Os; a cost the page's first
// load pays, to be won back: see the session note). At the one before, the
// engine 219,938 (SIMD) and 219,656, raised from 219,800 for the options the engine now reads in its own
// words instead of engine.js (a level as text, a score range's presence, the player's state
// read and checked by the facade; the facade's readers compiled for size): 0.4 KB; the
// solver unchanged (25,660 and 25,491). At the one before (2026-12-01): the
// engine 219,564 (SIMD) and 219,269, the solver 25,443 and 25,281, raised from 215,500 and
// 22,200/22,000 for the other apps' forms, read and written wherever a puzzle is (the
// solver's format is the page's paste, before Ready): SudokuWiki's strings and links,
// candidate grids, .sdx and .sdk files and library lines written, 3.3 KB of the solver's 3.9
// (0.7 of it the candidate grid's writer), the rest pencil-mark givens, invisible margins
// and checked library lines. At the one before (2026-11-29):
// the engine 215,348 (SIMD) and 215,112, raised from 215,000 for the dynamic branch's
// and the static closure's faster paths (0.6 KB for 2% of a grade's time on
// magictour_top1465, natively); at the one before (2026-11-28), 214,728 and 214,498,
// raised from 214,000 for engine.rate, SE's
// rating alone (its call and its answer: 0.9 KB); at the one before, 213,872 and
// 213,640, raised from 211,000 for the unique loop (a
// technique of SE's that its rating needs, with its words and its memo: 2.2 KB) and the
// unique rectangles found once a grid (0.8 KB for 1.1% of a hard puzzle's grade); at the
// one before (earlier the same day), 210,923 and 210,555, raised from 210,000 for the
// Y-wing found directly and the chain searches' faster paths; at the solver's
// (2026-11-27): the solver 21,538 and 21,359; the loaders 9,415 and 3,330.
const BUDGETS = {
  'pencilmark-wasm-simd.wasm': 270_450,
  'pencilmark-wasm.wasm': 270_450,
  // The solvers: raised from 36,000 and 35,800, 26,600 and 26,400 (lite) for an error's
  // words as data (2026-12-03: 36,663 and 36,493, 27,163 and 26,971; +0.9 KB each), so
  // that a page says a puzzle it cannot read in its reader's language (issue 54): the
  // message and its values packed in Error::said, a character's kind named where the
  // English named it, and the error record's line that carries it. The engine carries
  // the same 0.6 KB within its budget (251,208 and 250,814).
  'pencilmark-solver-simd.wasm': 36_850,
  'pencilmark-solver.wasm': 36_700,
  // The lite solver, the pages' first load (the solver without other apps' JSON forms,
  // wasm/solver_lite_forms.cpp): 26,197 and 26,014 at its first build (2026-12-02).
  'pencilmark-solver-lite-simd.wasm': 27_350,
  'pencilmark-solver-lite.wasm': 27_150,
  'pencilmark-wasm.mjs': 9_800,
  // The photo reader, loaded only when a picture is opened (issue 51 allows it and
  // its weights 250 KB together): 74,002 with a grid found by its cells' paper when a
  // rule joins it to the page's other ink (2026-12-02, the fourth session: +2.5 KB;
  // -Os on grid_finder.cpp made it 1.1 KB larger gzipped); 71,036 and 3,299 with the classifier's second net
  // and the rules' check (2026-12-02, later: a cell is sure only when two nets trained
  // from different seeds are both sure of it, +19.6 KB, the int8 weights, which hardly
  // compress; a reading with no solution or many settled by the unsure cells' second
  // readings, +1.0 KB); 50,371
  // with pencil marks and dark themes read (2026-12-02; 47,522 at its first build).
  'pencilmark-reader.wasm': 74_500,
  'pencilmark-reader.mjs': 3_500,
  // Minified by scripts/bundle.mjs: 2,520 (3,330 as Emscripten writes it).
  'pencilmark-solver.mjs': 3_500,
};

for (const [file, budget] of Object.entries(BUDGETS)) {
  test(`${file} is at most ${budget} bytes gzipped`, (t) => {
    const size = gzipSync(readFileSync(resolve(root, 'dist', file)), { level: 9 }).length;
    t.diagnostic(`${file}: ${size} bytes gzipped, ${budget - size} under its budget`);
    assert.ok(size <= budget, `${file}: ${size} bytes gzipped, over its budget of ${budget}`);
  });
}
