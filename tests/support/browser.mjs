// Debian's Chromium driven by playwright-core: no browser download anywhere.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { root } from './rules.mjs';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe's check of a page (or of `include`, a selector in it): the results, whose
 * violations the tests assert are none. A page without frames is checked in one
 * run inside it (legacy mode) and only violations come back in full: the same
 * rules on the same nodes as the default, which runs each frame apart and merges
 * them in a page of its own, five times as long on the Techniques page (16 s).
 * A page with frames keeps the default.
 */
export function runAxe(page, { include = null } = {}) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (page.frames().length === 1) builder.setLegacyMode(true).options({ resultTypes: ['violations'] });
  return builder.analyze();
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// Headless Chromium 156 opens each page in a window of its own, and each window
// loads two omnibox popups (chrome://omnibox-popup.top-chrome, one for AI mode)
// in a renderer of their own, and a spare renderer besides: 0.88 CPU-s for a
// page that shows about:blank, 0.20 without them (ten fresh contexts timed on
// the 2-core machine, 2026-12-06). A test opens a fresh context, so a fresh
// window, for every page.
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];
// Chromium keeps only the last --disable-features, so ours must carry Playwright's
// list too, and its own switch must go: the list playwright-core 1.65.1 passes
// (its chromiumSwitches.ts; package.json pins that version).
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying',
  'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];
const PLAYWRIGHT_VERSION = '1.65.1';

// scrollbars: draw them as a desktop does (headless Chromium hides them by default),
// for tests that measure whether a box that scrolls shows it.
export function launchChromium({ scrollbars = false } = {}) {
  const { version } = createRequire(import.meta.url)('playwright-core/package.json');
  if (version !== PLAYWRIGHT_VERSION) {
    // Another version may pass another list, which ours would then drop unseen.
    throw new Error(`playwright-core is ${version}, not ${PLAYWRIGHT_VERSION}: copy its disabledFeatures `
      + '(src/server/chromium/chromiumSwitches.ts) into PLAYWRIGHT_FEATURES_OFF in tests/support/browser.mjs');
  }
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...FEATURES_OFF].join(',')}`],
    ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_FEATURES_OFF.join(',')}`, ...(scrollbars ? ['--hide-scrollbars'] : [])],
  });
}

// The built site on a free port and one Chromium for the tests of a file,
// started before them and closed after them. open() gives each test a fresh
// context (empty storage: the page resumes a saved game, which a player wants
// and a test does not), keeps the page's errors in `problems`, loads the path
// and waits for a text (none with ready: null). Its service worker is blocked
// unless asked for (serviceWorkers: 'allow'): in a fresh context it would cache
// the whole site again at every open, 0.8 CPU-seconds of a load's 2.3 (the
// browser files' run 16% shorter); offline.test.mjs tests it.
export function pageSession({ shots = null, scrollbars = false } = {}) {
  const session = { site: null, browser: null, context: null, problems: [] };
  before(async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    session.site = await serve(resolve(root, 'dist'), 0);
    session.browser = await launchChromium({ scrollbars });
  });
  after(async () => {
    await session.context?.close();
    await session.browser?.close();
    session.site?.server.close();
  });
  session.open = async (path = '', { ready = 'Ready.', init = null, routes = null, httpErrors = false, ...contextOptions } = {}) => {
    await session.context?.close();
    session.context = await session.browser.newContext({ serviceWorkers: 'block', ...contextOptions });
    if (init) await session.context.addInitScript(init);
    if (routes) await routes(session.context);
    const page = await session.context.newPage();
    page.on('pageerror', (err) => session.problems.push(err.message));
    page.on('console', (msg) => { if (msg.type() === 'error') session.problems.push(msg.text()); });
    if (httpErrors) page.on('response', (res) => { if (res.status() >= 400) session.problems.push(`${res.status()} ${res.url()}`); });
    await page.goto(`${session.site.url}${path}`);
    if (ready) await page.getByText(ready, { exact: true }).waitFor();
    return page;
  };
  return session;
}

/**
 * A slow network made to order: the requests that match `pattern` wait until
 * release() is called. `routes` goes to pageSession's open (its routes option).
 * A fixed delay instead lets a loaded machine reach its press only after the
 * request has come, and a test of the race then passes without testing it.
 */
export function heldRequests(pattern) {
  let release;
  const held = new Promise((done) => { release = done; });
  const routes = (context) => context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { routes, release };
}

/**
 * The built site on one origin (127.0.0.1, its files open to others: CORS) and a
 * blog on another (localhost) serving host pages from a fresh folder, `dir`, with
 * one Chromium: made before a file's tests and closed after them. The object's
 * site, blog, dir and browser are set once the tests start.
 */
export function twoOrigins(prefix) {
  const origins = { site: null, blog: null, dir: null, browser: null };
  before(async () => {
    origins.site = await serve(resolve(root, 'dist'), 0, '127.0.0.1', { cors: true });
    origins.dir = mkdtempSync(join(tmpdir(), prefix));
    writeFileSync(join(origins.dir, 'favicon.ico'), '');  // a blog has one: its absence is no error of the board's
    origins.blog = await serve(origins.dir, 0, 'localhost');  // another origin: localhost, not 127.0.0.1
    origins.browser = await launchChromium();
  });
  after(async () => {
    await origins.browser?.close();
    origins.site?.server.close();
    origins.blog?.server.close();
    if (origins.dir) rmSync(origins.dir, { recursive: true, force: true });
  });
  return origins;
}
