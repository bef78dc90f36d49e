#!/usr/bin/env node
// The command `pencilmark-print` (node dist/print.js): a booklet of new puzzles
// to print, as a PDF or one SVG a page. The pages are booklet.js's, the same the
// page's "Print a booklet" dialog prints, so a booklet made here with a seed is the
// one made there with it. The PDF comes from Debian's rsvg-convert (librsvg2-bin),
// which draws the pages' SVGs as vectors, one PDF page each.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookletOptions, bookletPages, makePuzzles, MAX_COUNT } from './booklet.js';
import { createEngine } from './engine.js';

const USAGE = `usage: pencilmark-print --out FILE.pdf|FILE.svg [options]

Makes a booklet of new puzzles to print: the puzzles a few a page, then their
solutions, nine a page. FILE.pdf: one PDF (rsvg-convert, from librsvg2-bin);
FILE.svg: one SVG a page, FILE-1.svg, FILE-2.svg, ...

  --level N          the puzzles' level: 0 to 4, or Easy, Medium, Hard, Expert,
                     Extreme (default 1, Medium)
  --technique KEY    instead: puzzles whose solution uses this technique (x-wing)
  --count K          how many puzzles, 1 to ${MAX_COUNT} (default 6)
  --per-page P       puzzles a page: 1, 2, 4 (default) or 6
  --paper NAME       a4 (default) or letter
  --title T          the pages' title (default Sudoku)
  --seed S           a whole number: the same seed makes the same booklet
                     (default: random, printed on each page)
  --out FILE         FILE.pdf or FILE.svg
`;

const VALUES = { '--level': 'level', '--technique': 'technique', '--count': 'count', '--per-page': 'perPage', '--paper': 'paper',
  '--title': 'title', '--seed': 'seed', '--out': 'out' };

function parse(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const [arg, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (!(arg in VALUES)) throw new Error(arg.startsWith('-') ? `unknown option ${arg}` : `unexpected argument "${arg.slice(0, 40)}"`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    options[VALUES[arg]] = value;
  }
  const { out, ...rest } = options;
  if (!out) throw new Error('give --out FILE.pdf or --out FILE.svg');
  if (!/\.(pdf|svg)$/i.test(out)) throw new Error(`--out must end in .pdf or .svg, not "${out.slice(0, 60)}"`);
  return { out, options: rest };
}

// The options' names as the command spells them, in bookletOptions' words.
const FLAG_WORDS = [[/^the count/, '--count'], [/^puzzles a page/, '--per-page'], [/^the paper/, '--paper'], [/^the title/, '--title'],
  [/^the seed/, '--seed'], [/^the level/, '--level'], [/^unknown technique/, '--technique']];
const named = (message) => {
  if (message.startsWith('give a level or a technique')) return 'give --level or --technique, not both';
  const flag = FLAG_WORDS.find(([words]) => words.test(message))?.[1];
  return flag ? `${flag}: ${message}` : message;
};

// A write that failed (a full disk, a folder not there): exit 1, not 2 as for what was asked.
class WriteError extends Error {}
function writeFile(file, data) {
  try {
    writeFileSync(file, data);
  } catch (err) {
    throw new WriteError(`cannot write ${file}: ${err.code === 'ENOENT' ? 'no such folder' : err.message}`);
  }
}

/** The pages' SVGs as one PDF at `file`, by rsvg-convert; throws in words when it is not installed. */
export function pagesToPdf(pages, file) {
  const work = mkdtempSync(join(tmpdir(), 'pencilmark-print-'));
  try {
    const names = pages.map((svg, i) => {
      const name = join(work, `page-${String(i + 1).padStart(3, '0')}.svg`);
      writeFileSync(name, svg);
      return name;
    });
    const run = spawnSync('rsvg-convert', ['--format', 'pdf', '--output', file, ...names], { encoding: 'utf8' });
    if (run.error?.code === 'ENOENT') {
      throw new WriteError('a PDF needs rsvg-convert, which is not installed: install Debian\'s librsvg2-bin (apt-get install librsvg2-bin), or write SVG pages with --out FILE.svg');
    }
    if (run.status !== 0) throw new WriteError(`rsvg-convert could not write ${file}: ${String(run.stderr).trim().split('\n')[0]}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(argv) {
  const parsed = parse(argv);
  if (parsed.help) return process.stdout.write(USAGE);
  const engine = await createEngine();
  let options;
  try {
    options = bookletOptions(parsed.options, parsed.options.technique === undefined ? null : engine.techniques());
  } catch (err) {
    throw new Error(named(err.message));
  }
  const puzzles = await makePuzzles(engine, options, {
    onProgress: (done, count) => { if (process.stderr.isTTY) process.stderr.write(`\rpencilmark-print: ${done} of ${count} puzzles made`); },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const pages = bookletPages(options, puzzles);
  if (/\.pdf$/i.test(parsed.out)) {
    pagesToPdf(pages, parsed.out);
  } else {
    const base = parsed.out.replace(/\.svg$/i, '');
    pages.forEach((svg, i) => writeFile(`${base}-${i + 1}.svg`, svg));
  }
  const written = /\.pdf$/i.test(parsed.out) ? parsed.out : `${parsed.out.replace(/\.svg$/i, '')}-1.svg … -${pages.length}.svg`;
  process.stdout.write(`${written}: ${pages.length} pages, ${puzzles.length} puzzles (seed ${options.seed})\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === (await import('node:fs')).realpathSync(process.argv[1])) {
  main(process.argv.slice(2)).catch((err) => {
    process.stderr.on('error', () => {});
    process.stderr.write(`pencilmark-print: ${err.message}\n`);
    process.exitCode = err instanceof WriteError ? 1 : 2;
  });
}
