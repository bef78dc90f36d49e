// The engine in a module worker, in Debian's Chromium: calls answer, a long
// generate can be aborted, and the next call starts a fresh worker.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from '../support/browser.mjs';
import { CLI_PATH, root } from '../support/rules.mjs';

let site, browser, page;
const problems = [];

before(async () => {
  site = await serve(resolve(root, 'dist'), 0);
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(site.url);
});

after(async () => {
  await browser?.close();
  site?.server.close();
});

test('the worker engine answers like the engine, without blocking the page', async () => {
  const result = await page.evaluate(async () => {
    const { createWorkerEngine } = await import('./worker-client.js');
    const engine = createWorkerEngine();
    const made = await engine.generate({ level: 2, seed: 42 });
    const grade = await engine.grade(made.puzzle);
    let error;
    try {
      await engine.solve('7...7' + '.'.repeat(76));
    } catch (err) {
      error = `${err.name}: ${err.message}`;
    }
    engine.terminate();
    return { made, grade, error };
  });
  // The same seed makes the same puzzle as the CLI.
  const cli = execFileSync(CLI_PATH, ['generate', '--level', '2', '--seed', '42'], { encoding: 'utf8' });
  assert.equal(result.made.puzzle, cli.split('\t')[0]);
  assert.deepEqual(result.grade, result.made.grade);
  assert.equal(result.error, 'Error: r1c1 and r1c5 are both 7 (row 1)');
});

test('an argument the worker cannot be sent is bad-option, in words, and the next call works', async () => {
  const result = await page.evaluate(async () => {
    const { createWorkerEngine } = await import('./worker-client.js');
    const engine = createWorkerEngine();
    let refused;
    try {
      await engine.nextStep({ puzzle: '.'.repeat(81), values: () => 1 });
    } catch (err) {
      refused = { name: err.name, code: err.code, message: err.message };
    }
    const after = await engine.solve('4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8');
    engine.terminate();
    return { refused, after: after.status };
  });
  assert.equal(result.refused.code, 'bad-option');
  assert.equal(result.refused.name, 'TypeError');
  assert.match(result.refused.message, /^nextStep: an argument cannot be sent to the engine/);
  assert.equal(result.after, 'unique');
});

test('a technique set that finds nothing is stuck through the worker too, with its code', async () => {
  const result = await page.evaluate(async () => {
    const { createWorkerEngine } = await import('./worker-client.js');
    const engine = createWorkerEngine();
    const monster = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
    const seen = [];
    for (const call of [() => engine.nextStep(monster, { techniques: 'hidden-single' }), () => engine.grade(monster, { techniques: 'hidden-single' })]) {
      try {
        await call();
        seen.push('no error');
      } catch (err) {
        seen.push(`${err.code}: ${err.message}`);
      }
    }
    engine.terminate();
    return seen;
  });
  for (const seen of result) assert.equal(seen, "stuck: the technique set 'hidden-single' is stuck: no step found, with 60 cells still empty");
});

test('calls that share a worker are independent: an abort drops or ends that call alone, the others answer', async () => {
  const result = await page.evaluate(async () => {
    const { createWorkerEngine } = await import('./worker-client.js');
    // What reaches a worker, by method: a dropped call never does.
    const posted = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      posted.push(message.method);
      return post.call(this, message, ...rest);
    };
    const engine = createWorkerEngine();
    const puzzle = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';
    const outcome = (promise) => promise.then((value) => ({ value }), (err) => ({ error: err.name }));
    const running = new AbortController(), waiting = new AbortController();
    await engine.solve(puzzle);  // the worker up
    const long = outcome(engine.generate({ score: [7.7, 7.7], maxAttempts: 1000000, seed: 1 }, { signal: running.signal }));
    const grade = outcome(engine.grade(puzzle, { signal: waiting.signal }));
    const solve = outcome(engine.solve(puzzle));
    const steps = outcome(engine.steps(puzzle, { signal: new AbortController().signal }));
    await new Promise((r) => setTimeout(r, 200));
    waiting.abort();  // still waiting: dropped
    running.abort();  // running: the worker ends, the rest go on in a fresh one
    const seen = { long: await long, grade: await grade, solve: await solve, steps: await steps };
    engine.terminate();
    Worker.prototype.postMessage = post;
    return { seen, posted };
  });
  assert.deepEqual(result.seen.long, { error: 'AbortError' });
  assert.deepEqual(result.seen.grade, { error: 'AbortError' });
  assert.equal(result.seen.solve.value.status, 'unique');
  assert.equal(result.seen.steps.value.length > 20, true);
  assert.deepEqual(result.posted, ['solve', 'generate', 'solve', 'steps'], 'the dropped grade never reached the worker');
});

test('aborting a long generate rejects it with an AbortError, and the next call works', async () => {
  const result = await page.evaluate(async () => {
    const { createWorkerEngine } = await import('./worker-client.js');
    const engine = createWorkerEngine();
    const controller = new AbortController();
    // A score a dig seldom reaches (none in seed 1's first 2000 attempts; about 5 ms an
    // attempt): it would run for minutes; aborted after 300 ms. (A range that holds no
    // score the generator reaches is refused at once.)
    const long = engine.generate({ score: [7.7, 7.7], maxAttempts: 1000000, seed: 1 },
      { signal: controller.signal });
    const started = performance.now();
    setTimeout(() => controller.abort(), 300);
    let name;
    try {
      await long;
    } catch (err) {
      name = err.name;
    }
    const waited = performance.now() - started;
    const next = await engine.generate({ level: 1, seed: 3 });
    engine.terminate();
    return { name, waited, next: next.grade.level };
  });
  assert.equal(result.name, 'AbortError');
  assert.ok(result.waited < 2000, `aborted after ${result.waited} ms`);
  assert.equal(result.next, 1);
  assert.deepEqual(problems, []);
});

const STARTER = '4.8.765.........4...5...8.1..47....2...32....59..8.............613..4.5....6..1.8';

test('the solver answers before the engine loads; an engine that cannot load is said, and tried again', async () => {
  const context = await browser.newContext();
  const failing = await context.newPage();
  let refuse = true;
  await context.route('**/*.wasm', (route) => {
    if (refuse && new URL(route.request().url()).pathname.startsWith('/pencilmark-wasm')) {
      return route.fulfill({ status: 404, body: 'not here' });
    }
    return route.continue();
  });
  await failing.goto(site.url);
  const result = await failing.evaluate(async (puzzle) => {
    const { createWorkerEngine } = await import('./worker-client.js');
    const engine = createWorkerEngine();
    const solved = await engine.solve(puzzle);
    const error = await engine.grade(puzzle).then(() => null, (err) => ({ message: err.message, code: err.code, cause: err.cause?.message }));
    window.retryEngine = engine;
    return { solved: solved.status, error };
  }, STARTER);
  assert.equal(result.solved, 'unique', 'the solver module answered, the engine being out of reach');
  // The player's words, and the developer's in its cause.
  assert.equal(result.error.message, 'The hint engine could not load (try reloading).');
  assert.equal(result.error.code, 'load-failed');
  assert.match(result.error.cause, /could not load the engine: .*pencilmark-wasm(-simd)?\.wasm answered HTTP 404/);
  refuse = false;
  const grade = await failing.evaluate((puzzle) => window.retryEngine.grade(puzzle), STARTER);
  assert.equal(grade.levelName, 'Easy');
  await context.close();
});
