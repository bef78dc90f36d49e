// The whole chain in words ("Show every link", web/hint.js: the engine's words for
// each link): on every step with links of the fixture puzzles' paths (each
// technique's example, with its technique set), the engine's nodes (each link's
// ends: cells, digit, on) agree with what the board marks, every node of every
// link is named in its state, and a single chain reads back as Eureka notation of
// the same nodes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../dist/engine.js';
import { chainHops, eureka, highlightAt } from '../../dist/hint.js';
import { readLines, projectData } from '../support/rules.mjs';

const engine = await createEngine();
const examples = readLines(projectData('technique_examples.txt')).map((l) => l.split('\t'));
const name = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

const cellsOf = (marks) => [...new Set(marks.map((m) => m.cell))].sort((a, b) => a - b);
const ROLE_OF = { true: 'chain-on', false: 'chain-off' };
// The techniques whose links are one chain, node to node.
const ONE_CHAIN = new Set(['x-chain', 'xy-chain', 'remote-pair', 'skyscraper', 'two-string-kite', 'turbot-fish', 'empty-rectangle',
  'aic', 'continuous-nice-loop', 'discontinuous-nice-loop']);

test('every hop of every chain step names both its nodes, as on or off as the board marks them', () => {
  let chains = 0, hops = 0;
  const families = new Set();
  for (const [key, puzzle, techniques] of examples) {
    const steps = engine.steps(puzzle, techniques ? { techniques } : undefined);
    for (const step of steps) {
      const words = chainHops(step);
      if (!words.length) continue;
      chains++;
      families.add(step.technique);
      assert.equal(words.length, step.links.length, `${key}: one hop a link`);
      assert.equal(step.linkWords.length, step.links.length, `${key}: the engine's words for each link`);
      step.links.forEach((link, i) => {
        const hop = words[i], said = step.linkWords[i];
        // A branch's first link begins with its supposition: the node it starts from.
        assert.equal(said.startsWith('Suppose '), hop.premise, said);
        hops++;
        assert.ok(said.includes(name(link.from.cell)) && said.includes(name(link.to.cell)), `${step.technique} hop ${i}: ${said}`);
        assert.match(said, new RegExp(`(is|are) (not )?${link.to.digit} \\((strong link|weak link|follows|a trial inside the trial: .*)\\)$`), said);
        // A node holds the cell its link is drawn at, all of them named in the words.
        for (const node of [hop.from, hop.to]) {
          assert.ok(node.cells.length >= 1, `${step.technique} hop ${i}: a node has cells`);
          for (const cell of node.cells) assert.ok(said.includes(name(cell)), `${step.technique} hop ${i}: ${said} names ${name(cell)}`);
        }
        assert.ok(hop.from.cells.includes(link.from.cell) && hop.to.cells.includes(link.to.cell), `${step.technique} hop ${i}`);
        // Where the board marks the node reached at this link's stage, it marks every cell of it, in the node's state.
        const marked = step.candidates.filter((m) => m.stage === link.stage && m.digit === link.to.digit && m.role === ROLE_OF[hop.to.on]);
        if (marked.some((m) => m.cell === link.to.cell)) {
          for (const cell of hop.to.cells) assert.ok(marked.some((m) => m.cell === cell), `${step.technique} hop ${i}: ${name(cell)} marked`);
        }
        assert.ok(!step.candidates.some((m) => m.stage === link.stage && m.cell === link.to.cell && m.digit === link.to.digit
          && m.role === ROLE_OF[!hop.to.on]), `${step.technique} hop ${i}: the board marks ${said} the other way`);
        // In one chain, each link starts at the node the one before reached, in the same state.
        if (i > 0 && ONE_CHAIN.has(step.technique)) {
          const before = words[i - 1].to;
          assert.deepEqual([hop.from.cells, hop.from.digit, hop.from.on], [before.cells, before.digit, before.on], `${step.technique} hop ${i}`);
        }
        assert.equal(hop.kind, link.type === 'weak' && step.family === 'trial' ? 'inner-trial' : link.type);
      });
      const line = eureka(step);
      if (line) {
        // Each node of the chain appears in order: its digit, then its cells.
        let at = 0;
        for (const link of [{ to: step.links[0].from }, ...step.links]) {
          const found = line.indexOf(`(${link.to.digit})r`, at);
          assert.ok(found >= at, `${step.technique}: ${line} names (${link.to.digit}) after ${at}`);
          at = found + 1;
        }
        assert.equal((line.match(/[=-]/g) ?? []).length, step.links.length);
      }
    }
  }
  assert.ok(chains >= 15, `chain steps checked: ${chains}`);
  for (const family of ['x-chain', 'xy-chain', 'aic', 'continuous-nice-loop', 'forcing-chains', 'dynamic-forcing-chains', 'nested-trial']) {
    assert.ok(families.has(family), `${family} among them`);
  }
  assert.ok(hops > 100);
});

test('a trial is drawn a hop at a time: each stage its own link, the effect its nodes and the broken house, no web of lines', () => {
  const trials = [];
  for (const [key, puzzle, techniques] of examples) {
    if (key !== 'nested-trial' && key !== 'trial-and-error') continue;
    trials.push(...engine.steps(puzzle, techniques ? { techniques } : undefined).filter((s) => s.family === 'trial' && s.links.length));
  }
  assert.ok(trials.some((s) => s.technique === 'nested-trial' && s.links.length >= 20), 'a long nested trial among them');
  for (const step of trials) {
    for (let stage = 1; stage < step.stages; stage++) {
      const shown = highlightAt(step, stage);
      assert.deepEqual(shown.links, step.links.filter((l) => l.stage === stage), `${step.technique} stage ${stage}`);
      // Every node reached so far stays marked after its line has gone.
      for (const l of step.links.filter((l) => l.stage <= stage)) assert.ok(shown.candidates.has(`${l.to.cell}:${l.to.digit}`));
    }
    const end = highlightAt(step, step.stages);
    assert.equal(end.links.length, 0, `${step.technique}: the effect draws no line`);
    assert.equal(end.candidates.get(`${step.eliminations[0].cell}:${step.eliminations[0].digit}`), 'eliminated');
    assert.ok(end.houses.size || end.cells.size > 1, 'the house or cell that broke is lit');
  }
});

test("a forcing chain's and a trial's suppositions are its branches: each starts its first link, drawn as the pivot", () => {
  let branches = 0, empty = 0, off = 0;
  const families = new Set();
  for (const [key, puzzle, techniques] of examples) {
    for (const step of engine.steps(puzzle, techniques ? { techniques } : undefined)) {
      const pivots = step.candidates.filter((m) => m.role === 'pivot').map((m) => [m.cell, m.digit]);
      if (!step.suppositions.length) {
        assert.ok(!step.links.some((l) => l.premise), `${key}: ${step.technique} has premises and no suppositions`);
        continue;
      }
      families.add(step.technique);
      // The board draws each supposition as a pivot candidate, and no other.
      assert.deepEqual(pivots, step.suppositions.map((s) => [s.cell, s.digit]), `${key}: ${step.technique}'s pivots`);
      step.suppositions.forEach((s, i) => {
        const end = step.suppositions[i + 1]?.firstLink ?? step.links.length;
        assert.ok(s.firstLink <= end && end <= step.links.length, `${key}: ${step.technique} branch ${i}`);
        branches++;
        if (s.firstLink === end) { empty++; return; }
        if (!s.on) off++;
        const first = step.links[s.firstLink];
        // The branch starts from the candidate supposed, in its state.
        assert.deepEqual([first.from.cell, first.from.digit], [s.cell, s.digit], `${key}: ${step.technique} branch ${i}`);
        assert.equal(first.from.on, s.on, `${key}: ${step.technique} branch ${i} starts ${s.on ? 'on' : 'off'}`);
        if (step.family !== 'trial') {
          assert.equal(first.premise, true, `${key}: ${step.technique} branch ${i}'s first link`);
          assert.match(step.linkWords[s.firstLink], new RegExp(`^Suppose ${name(s.cell)} is ${s.on ? '' : 'not '}${s.digit}\\b`));
        }
      });
      assert.equal(step.links.filter((l) => l.premise).length, step.family === 'trial' ? 0
        : step.suppositions.filter((s, i) => s.firstLink < (step.suppositions[i + 1]?.firstLink ?? step.links.length)).length,
      `${key}: ${step.technique}: a premise link a branch`);
    }
  }
  for (const key of ['forcing-chains', 'dynamic-forcing-chains', 'nested-trial']) assert.ok(families.has(key), `${key} among them`);
  assert.ok(branches >= 10, `branches: ${branches}`);
  assert.ok(off >= 1, `a branch from a candidate supposed false: ${off}`);
});
