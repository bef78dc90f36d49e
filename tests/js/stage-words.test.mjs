// A hint's stages in words (stage-words.js), on every technique example's step:
// the words of stage k name each house, cell, candidate and link that stage draws,
// and no cell that only other stages draw; a chain's link and its nodes in the
// engine's words for that link (linkWords, in the step's language).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../dist/engine.js';
import { cellName } from '../../dist/game.js';
import { stageAnnouncement, stageWords } from '../../dist/stage-words.js';
import { projectData, readLines } from '../support/rules.mjs';
import { loadCatalog } from '../support/messages.mjs';
import { LANGUAGES } from '../../dist/languages.js';
import { loadMessages } from '../../dist/messages.js';

await loadCatalog();  // their words are the page's English messages

const engine = await createEngine();
const examples = readLines(projectData('technique_examples.txt')).map((line) => line.split('\t'));

test('each stage\'s words name exactly what that stage draws, for every technique example', () => {
  let stagesRead = 0;
  for (const [technique, puzzle, set] of examples) {
    const step = engine.steps(puzzle, { techniques: set }).find((s) => s.technique === technique);
    assert.ok(step, `${technique}: its example's path uses it`);
    for (let stage = 1; stage <= step.stages; stage++) {
      const words = stageWords(step, stage);
      const at = (item) => item.stage === stage;
      const drawn = new Set([
        ...step.cells.filter(at).map((c) => cellName(c.cell)),
        ...step.candidates.filter(at).map((c) => cellName(c.cell)),
        ...step.links.filter(at).flatMap((l) => [cellName(l.from.cell), cellName(l.to.cell)]),
      ]);
      for (const name of drawn) assert.match(words, new RegExp(`\\b${name}\\b`), `${technique} stage ${stage}: ${words}`);
      // A link's words: the engine's, which name its nodes (a group's every cell, drawn at an earlier stage too).
      const linkWords = step.linkWords.filter((_, i) => step.links[i].stage === stage);
      for (const said of linkWords) assert.ok(words.includes(said), `${technique} stage ${stage}: ${words}`);
      for (const said of linkWords) for (const name of said.match(/\br\dc\d\b/g)) drawn.add(name);
      const nodes = new Set(['chain-on', 'chain-off', 'pivot']);
      for (const c of step.candidates.filter(at)) {
        if (linkWords.length && nodes.has(c.role)) continue;
        assert.match(words, new RegExp(`\\b${c.digit} (in|from) [^;]*\\b${cellName(c.cell)}\\b`), `${technique} stage ${stage}`);
      }
      for (const h of step.houses.filter(at)) assert.ok(words.includes(`${h.kind} ${h.index + 1}`), `${technique} stage ${stage}: ${words}`);
      for (const named of words.match(/\br\dc\d\b/g) ?? []) assert.ok(drawn.has(named), `${technique} stage ${stage} names ${named}, not drawn then: ${words}`);
      assert.ok(!/undefined|\[object/.test(words), words);
      stagesRead++;
    }
  }
  assert.ok(stagesRead > 300, `${stagesRead} stages`);
});

test('a stage is announced with its number among the stages shown', () => {
  const [, puzzle, set] = examples.find(([key]) => key === 'xy-chain');
  const step = engine.steps(puzzle, { techniques: set }).find((s) => s.technique === 'xy-chain');
  assert.equal(stageAnnouncement(step, 3, 2, step.stages), `Stage 2 of ${step.stages - 1}: ${stageWords(step, 3)}.`);
  assert.match(stageWords(step, step.stages), /^remove \d from r\dc\d$/);
});

// Words of the English stage words that no other language's stage words use as its own.
const ENGLISH_ONLY = /\b(remove|place|from|true|false|cells?|covering|look at|colour|row|column|box|wrong|and|the|of|Stage)\b/;

test('every stage of every technique example\'s hint is said in each language: its words and the engine\'s, nothing left in English', async () => {
  const languages = Object.keys(LANGUAGES).filter((l) => l !== 'en');
  let stagesRead = 0;
  for (const language of languages) {
    await engine.loadLanguage(language);
    await loadMessages(language, false);
    for (const [technique, puzzle, set] of examples) {
      const step = engine.steps(puzzle, { techniques: set, language }).find((s) => s.technique === technique);
      for (let stage = 1; stage <= step.stages; stage++) {
        const said = stageAnnouncement(step, stage, 1, step.stages, language);
        assert.doesNotMatch(said, ENGLISH_ONLY, `${language} ${technique} stage ${stage}: ${said}`);
        assert.doesNotMatch(said, /undefined|\[object|\{|\}|\$[a-z]/, `${language} ${technique} stage ${stage}: ${said}`);
        // Every cell the stage draws is named, r1c1 in every language.
        for (const c of step.candidates.filter((item) => item.stage === stage)) assert.ok(said.includes(cellName(c.cell)), `${language} ${technique} stage ${stage}: ${said}`);
        stagesRead++;
      }
    }
  }
  assert.ok(stagesRead > 5 * 300, `${stagesRead} stages`);
});
