#!/usr/bin/env node
// Pictures of a puzzle's board from node: the module `pencilmark/render`, and the
// command `pencilmark-render` (node dist/render.js). The engine finds the step;
// picture.js draws it; PNG comes from Debian's rsvg-convert (librsvg2-bin), which
// draws the SVG at the size asked (twice its pixels), never a smaller image scaled.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEngine } from './engine.js';
import { gameFromText } from './game.js';
import { boardPicture } from './picture.js';
import { loadMessages, words } from './messages.js';

export { boardPicture } from './picture.js';

/**
 * A puzzle's board as SVG text, before one step of its solution path and showing
 * it: step (1-based) or technique (the first step that uses it, by key), or
 * neither for the board alone. engine: a loaded engine (createEngine), made when
 * not given; techniques: the solver's technique set (as steps() takes it);
 * language: the step's words' ('en', 'de', ...: as steps() takes it). The
 * rest are boardPicture's options: stage, animate, loop, theme, size, title,
 * description. Resolves to { svg, step, index, stages, game, title }: the picture,
 * the step shown (or null), its index in the path, its stages, and the position and
 * title it was drawn with (to draw it again, at another stage).
 */
export async function renderPuzzle(puzzle, options = {}) {
  const { step = null, technique = null, techniques, language = 'en', engine = await createEngine(), ...look } = options;
  if (step !== null && technique !== null) throw new Error('give step or technique, not both');
  if (step !== null && (!Number.isInteger(step) || step < 1)) throw new Error(`step must be a step number from 1, not "${step}"`);
  // The position as the page loads it: a pencil-mark grid's or a library line's
  // candidates are the board's marks, its placed digits the player's.
  const game = await gameFromText(puzzle, (text, form) => engine.format(text, form));
  await engine.loadLanguage(language);  // which says which languages there are, for one that is not
  await loadMessages(language, false);  // the picture's title and description
  if (step === null && technique === null) {
    return { svg: boardPicture(game, { ...look, language }), step: null, index: -1, stages: 0, game, title: look.title };
  }
  const steps = engine.steps(puzzle, { language, ...(techniques ? { techniques } : {}) });
  const index = step !== null ? step - 1 : steps.findIndex((s) => s.technique === technique);
  if (step !== null && index >= steps.length) throw new Error(`this puzzle's solution has ${steps.length} steps, not ${step}`);
  if (index < 0) {
    const known = engine.techniques({ language }).find((t) => t.key === technique);
    throw new Error(known ? `this puzzle's solution does not use ${known.name}` : `unknown technique "${technique}"`);
  }
  const shown = steps[index];
  for (const done of steps.slice(0, index)) game.applyStep(done);
  const title = look.title ?? words('replay-title', { step: index + 1, steps: steps.length, name: shown.name }, language);
  return { svg: boardPicture(game, { ...look, language, title, step: shown }), step: shown, index, stages: shown.stages, game, title };
}

/** SVG text as PNG bytes at `scale` times its size, by rsvg-convert; throws when it is not installed. */
export function svgToPng(svg, scale = 2) {
  const run = spawnSync('rsvg-convert', ['--format', 'png', '--zoom', String(scale)], { input: svg, maxBuffer: 1 << 28 });
  if (run.error?.code === 'ENOENT') throw new Error('PNG needs rsvg-convert: install Debian\'s librsvg2-bin (apt-get install librsvg2-bin)');
  if (run.status !== 0) throw new Error(`rsvg-convert failed: ${String(run.stderr).trim()}`);
  return run.stdout;
}

const USAGE = `usage: pencilmark-render PUZZLE [options]

Draws the puzzle's board as SVG (on standard output, or --out FILE), before a step
of its solution path and showing it. PUZZLE: any form the engine reads (81
characters, a pencil-mark line, a 9-line grid as one argument).

  --step N          show the path's step N (from 1)
  --technique KEY   show the first step that uses this technique (a key: x-wing)
  --stage K         the hint's stage shown (default: the last, the whole step)
  --animate         the hint's stages in turn, as CSS animation in the SVG
  --once            animated, play once and stop on the last stage (default: loop)
  --theme NAME      light (default), dark, auto (the viewer's colour scheme),
                    or print (white paper, black lines)
  --size PX         the board's width in pixels (default 450)
  --techniques SET  the solver's techniques: all (default), zambon, or keys
  --lang LANG       the picture's words (its title and description: the step's
                    words and technique) in LANG: en (default), de, fr, es, ja, zh
  --png             PNG at twice the size (rsvg-convert, from librsvg2-bin);
                    animated, one PNG a stage: FILE-1.png, FILE-2.png, ...
  --out FILE        write to FILE (needed for --png --animate)
`;

function parse(argv) {
  const options = {};
  const flags = { '--animate': 'animate', '--png': 'png', '--once': 'once' };
  const values = { '--step': 'step', '--technique': 'technique', '--stage': 'stage', '--theme': 'theme', '--size': 'size', '--out': 'out', '--techniques': 'techniques', '--lang': 'language' };
  const puzzles = [];
  for (let i = 0; i < argv.length; i++) {
    const [arg, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg in flags) options[flags[arg]] = true;
    else if (arg in values) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      options[values[arg]] = value;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else puzzles.push(arg);
  }
  if (puzzles.length !== 1) throw new Error(puzzles.length ? 'give one puzzle' : 'give a puzzle');
  for (const name of ['step', 'stage', 'size']) {
    if (options[name] === undefined) continue;
    if (!/^\d+$/.test(options[name])) throw new Error(`--${name} must be a whole number, not "${options[name]}"`);
    options[name] = Number(options[name]);
  }
  return { puzzle: puzzles[0], options };
}

// A write that failed (a full disk, a closed pipe, a folder not there): the
// command exits 1 with it named, not 2 as for what it was asked.
class WriteError extends Error {}
const WRITE_PROBLEMS = {
  ENOSPC: 'no space left on device', EPIPE: 'the pipe was closed by its reader', EACCES: 'permission denied',
  EPERM: 'permission denied', ENOENT: 'no such file or folder', EISDIR: 'it is a folder', EROFS: 'read-only file system',
  EDQUOT: 'disk quota exceeded', EIO: 'input/output error', EBADF: 'standard output is closed',
};
function writeFailed(err, file, what) {
  const why = WRITE_PROBLEMS[err.code] ? `${WRITE_PROBLEMS[err.code]} (${err.code})` : err.message;
  return new WriteError(`cannot write ${what} to ${file ?? 'standard output'}: ${why}`);
}

// Data to a file, or to standard output, written through: resolves once it is, or
// rejects with a WriteError. Standard output reports a failed write to its
// callback and then as an 'error' event, which without a listener ends node with
// a trace: the listener stays.
function write(file, data, what = 'the picture') {
  if (file) {
    try {
      return Promise.resolve(writeFileSync(file, data));
    } catch (err) {
      return Promise.reject(writeFailed(err, file, what));
    }
  }
  return new Promise((resolve, reject) => {
    const failed = (err) => reject(writeFailed(err, null, what));
    process.stdout.once('error', failed);
    process.stdout.write(data, (err) => (err ? failed(err) : resolve()));
  });
}

async function main(argv) {
  const { help, puzzle, options } = parse(argv);
  if (help) return write(null, USAGE, 'the usage');
  const { out, png, once, ...rest } = options;
  if (png && rest.animate && !out) throw new Error('--png --animate writes one file a stage: give --out FILE');
  const { svg, stages, step, game, title } = await renderPuzzle(puzzle, { ...rest, loop: !once });
  if (!png) return write(out, svg);
  if (!rest.animate || stages < 2) return write(out, svgToPng(svg));
  // A PNG of each stage, for the places that take no SVG.
  const base = out.replace(/\.png$/i, '');
  for (let stage = 1; stage <= stages; stage++) {
    await write(`${base}-${stage}.png`, svgToPng(boardPicture(game, { theme: rest.theme, size: rest.size, language: rest.language, step, stage, title })));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === (await import('node:fs')).realpathSync(process.argv[1])) {
  main(process.argv.slice(2)).catch((err) => {
    process.stderr.on('error', () => {});  // standard error failing too: the exit status still tells
    process.stderr.write(`pencilmark-render: ${err.message}\n`);
    process.exitCode = err instanceof WriteError ? 1 : 2;
  });
}
