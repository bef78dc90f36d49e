#!/usr/bin/env node
// pencilmark-links: the CLI's door to other apps' packed links and strings,
// which need lz-string and zlib that the C++ CLI does not carry.
//
//   pencilmark-links < links.txt | pencilmark grade        unpack: each f-puzzles or
//       SudokuPad link and sudoku.coach string becomes the JSON the CLI reads;
//       other lines pass as they are
//   pencilmark format --as fpuzzles ... | pencilmark-links --pack fpuzzles
//       pack: each JSON line becomes the app's link (fpuzzles, sudokupad) or string (coach)
//
// A line that cannot be unpacked is said on stderr with its number, and the
// exit status is 1; the other lines are still written.
import { createInterface } from 'node:readline';
import { pack, unpack } from './packed.js';

const args = process.argv.slice(2);
const packing = args[0] === '--pack' ? args[1] : null;
if (args.length && (!['fpuzzles', 'sudokupad', 'coach'].includes(packing) || args.length !== 2)) {
  console.error('usage: pencilmark-links [--pack fpuzzles|sudokupad|coach] < lines');
  process.exit(2);
}
let number = 0, failed = false;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  number++;
  try {
    console.log(packing ? (line.trim() ? pack(packing, line.trim()) : line) : (unpack(line) ?? line));
  } catch (err) {
    console.error(`pencilmark-links: line ${number}: ${err.message}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
