// The accessibility helper itself: it must report a violation that is really there, and not one that only
// exists while a colour is on its way (a theme switch read mid-transition on a loaded machine).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, seriousA11yViolations } from './browser';
import { describeBrowser } from './suite';

const PAGE = `<!doctype html><html lang="en"><head><title>a11y reading</title>
<style>@keyframes spin { to { transform: rotate(360deg) } } .spinner { width: 8px; height: 8px; animation: spin 1s linear infinite }</style>
</head><body><main><h1>Reading</h1><div class="spinner" aria-hidden="true"></div>
<p id="text" style="color: #000; background: #fff">Some text to read</p></main></body></html>`;

describeBrowser('seriousA11yViolations (browser)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 30_000);
  afterAll(async () => browser?.close());

  it('reports low contrast that stays, even with an endless animation on the page', async () => {
    await page.setContent(PAGE);
    await page.evaluate(() => { document.getElementById('text')!.style.color = '#ddd'; });
    const found = await seriousA11yViolations(page);
    expect(found).toEqual([expect.stringMatching(/^color-contrast: \["#text"\]/)]);
  }, 30_000);

  it('does not report a colour read mid-transition that ends readable', async () => {
    await page.setContent(PAGE);
    await page.evaluate(() => {
      const text = document.getElementById('text')!;
      text.style.color = '#fff';
      text.getBoundingClientRect(); // commit the start colour before the transition is set
      text.style.transition = 'color 1500ms linear';
      text.style.color = '#000';
    });
    // The first reading happens mid-transition, while the text is still too pale.
    const midway = await page.evaluate(() => ({
      running: document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).length,
      color: getComputedStyle(document.getElementById('text')!).color,
    }));
    expect(midway.running).toBe(1);
    expect(midway.color).not.toBe('rgb(0, 0, 0)');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The transition does end readable (the premise): axe may have answered before it ended, on a quick machine.
    await page.waitForFunction(() => getComputedStyle(document.getElementById('text')!).color === 'rgb(0, 0, 0)', undefined, { timeout: 5_000 });
  }, 30_000);
});
