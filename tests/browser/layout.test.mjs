// The page's layouts, measured: a phone upright (390x844) and on its side
// (844x390), a tablet (768x1024) and a desktop (1280x900), light and dark, with
// a chain's hint and a fish's open at their last stage. The pad's every key and
// the hint's Apply are in the window and not covered; a box that cuts its words
// shows a scroll bar; every button is a 44-px target. Scroll bars are drawn as on
// a desktop (headless Chromium hides them), so a box that scrolls without one is
// caught. Screenshots go to test-results/layout-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { pageSession } from '../support/browser.mjs';
import { linkBefore } from '../support/examples.mjs';
import { root } from '../support/rules.mjs';

const shots = resolve(root, 'test-results');
const session = pageSession({ shots, scrollbars: true });

const SIZES = {
  phone: { width: 390, height: 844 },
  'phone-side': { width: 844, height: 390 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
};

const HINTS = { chain: ['xy-chain', 'XY-Chain'], fish: ['swordfish', 'Swordfish'] };

// What a player could not reach or read, as words (none when all is well).
function faults() {
  const named = (el) => el.getAttribute('aria-label') || el.textContent.trim().slice(0, 24) || el.id;
  const shown = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const out = [];
  const keys = [...document.querySelectorAll('#pad button'), document.getElementById('apply')].filter(shown);
  for (const key of keys) {
    const box = key.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      out.push(`"${named(key)}" is out of the window (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`);
    } else if (!key.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))) {
      out.push(`"${named(key)}" is covered`);
    }
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || el.scrollHeight <= el.clientHeight + 1 || !el.textContent.trim()) continue;
    const style = getComputedStyle(el);
    if (style.overflowY === 'visible' || style.clipPath !== 'none') continue;  // a screen reader's words, hidden on purpose
    const bar = el.offsetWidth - el.clientWidth - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
    if (!['auto', 'scroll'].includes(style.overflowY) || bar <= 0) {
      out.push(`${el.id || el.className} cuts its words (${el.clientHeight} of ${el.scrollHeight} px) without a scroll bar`);
    }
  }
  // Buttons in running text (cell names) are words, not targets (WCAG 2.5.8's inline exception).
  for (const button of document.querySelectorAll('header button, main button, main select')) {
    if (!shown(button) || button.closest('p, li')) continue;
    const box = button.getBoundingClientRect();
    if (box.width < 43.5 || box.height < 43.5) out.push(`"${named(button)}" is ${Math.round(box.width)}x${Math.round(box.height)} px`);
  }
  return out;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const [kind, [technique, title]] of Object.entries(HINTS)) {
    test(`${size}: a ${kind}'s hint at its last stage leaves the pad and Apply in reach and every word readable, light and dark`, async () => {
      const page = await session.open(await linkBefore(technique), { viewport, reducedMotion: 'reduce', hasTouch: size !== 'desktop' });
      // A sheet shows only with its hint or replay (on a phone on its side the sheets'
      // column once showed both, empty, with their buttons, when none was open).
      const sheetsShown = () => page.evaluate(() => [...document.querySelectorAll('.sheet')].filter((s) => s.checkVisibility()).map((s) => s.id));
      assert.deepEqual(await sheetsShown(), [], 'no sheet before the hint');
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByText('Where to look', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Which technique?' }).click();
      await page.getByRole('button', { name: 'Show me' }).click();
      await page.getByRole('button', { name: 'Apply' }).waitFor();
      assert.equal(await page.locator('#hint-title').textContent(), title);
      const whole = page.getByRole('button', { name: 'Whole step' });
      if (await whole.isVisible() && await whole.isEnabled()) await whole.click();
      for (const theme of ['light', 'dark']) {
        // The theme button pressed where it is (a click by the harness would first scroll the page back to its top).
        if (theme === 'dark') await page.getByRole('button', { name: /Dark theme|◐/ }).first().dispatchEvent('click');
        await page.waitForTimeout(250);  // the page's own scroll to the sheet, and the board's fades
        await page.screenshot({ path: resolve(shots, `layout-${size}-${theme}-${kind}.png`) });
        assert.deepEqual(await page.evaluate(faults), [], `${size}, ${theme}`);
      }
      assert.deepEqual(await sheetsShown(), ['hint-panel']);
      await page.getByRole('button', { name: 'Got it' }).click();
      assert.deepEqual(await sheetsShown(), [], 'no sheet once the hint is closed');
      assert.deepEqual(session.problems, []);
    });
  }
}

