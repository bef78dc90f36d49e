// The page's first load, as bench/page.mjs counts it: every response to a request
// made before the page marks Ready (its board playable, its solution known), each
// body gzipped at level 9, summed. Issue 53's budget is 75 KB (KiB, as the bench
// prints them); a change that grows the first load past it fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { pageSession } from '../support/browser.mjs';
import { fixture, readLines } from '../support/rules.mjs';

const BUDGET = 75 * 1024;
const [puzzle] = readLines(fixture('kaggle_solved.csv'))[1].split(',');
const session = pageSession();

test(`a first visit to a ?p= link loads at most ${BUDGET / 1024} KB gzipped before it says Ready`, async (t) => {
  const responses = [];
  const page = await session.open(`?p=${puzzle}`, {
    viewport: { width: 1100, height: 860 },
    routes: (context) => context.on('response', (response) => responses.push(response)),
  });
  const readyAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('pencilmark:ready')[0].startTime);
  let bytes = 0;
  const files = [];
  for (const response of responses) {
    if (response.request().timing().startTime > readyAt) continue;
    const packed = gzipSync(await response.body(), { level: 9 }).length;
    bytes += packed;
    files.push(`${new URL(response.url()).pathname} ${packed}`);
  }
  t.diagnostic(`first load: ${bytes} bytes gzipped in ${files.length} requests (${files.join(', ')})`);
  assert.ok(bytes <= BUDGET, `the first load is ${(bytes / 1024).toFixed(1)} KB gzipped, over its budget of ${BUDGET / 1024}: ${files.join(', ')}`);
  assert.ok(files.some((file) => file.startsWith('/pencilmark-solver')), 'the solver is part of the first load');
  assert.deepEqual(session.problems, []);
});
