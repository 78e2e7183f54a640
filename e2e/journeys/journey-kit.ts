// Shared by the journey tests and the accessibility sweep: a "screen is ready" wait, per-screen problem
// checks, and screenshots at desktop and mobile width (sign-in and the suite's setup are in ../suite).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, closeToasts, DESKTOP, MOBILE, settle, unexpectedProblems, type OpenPage } from '../browser';

export const JOURNEY_ARTIFACTS = path.join(ARTIFACTS_DIR, 'journeys');

/**
 * Waits until the screen has its data: no request in flight for a moment, and no skeleton,
 * spinner or busy region left. Bounded: a screen that polls (indexing) still counts as ready.
 */
export async function ready(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await drawn(page, timeout);
}

/**
 * The second half of `ready`, for a caller that has waited for the page's requests its own way (the sweep counts them):
 * no skeleton, spinner or busy region left, the pointer parked and transitions over.
 */
export async function drawn(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () => !document.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]:not(.ant-btn)'),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await settle(page);
}

/**
 * Asserts that nothing went wrong on the page since the last check (console errors, page errors,
 * failed or 5xx requests), labelled with the screen; then starts afresh for the next screen.
 */
export function expectCleanScreen(session: OpenPage, screen: string, allow: RegExp[] = []): void {
  const left = unexpectedProblems(session.problems, allow).map((line) => `${screen}: ${line}`);
  session.problems.consoleErrors.length = 0;
  session.problems.pageErrors.length = 0;
  session.problems.failedRequests.length = 0;
  expect(left).toEqual([]);
}

/**
 * Full-page screenshots of the current screen at 1280 px and at 390 px (the shell switches to its
 * mobile layout), saved as test-artifacts/journeys/{name}-desktop.png and {name}-mobile.png.
 * The viewport is restored afterwards.
 */
export async function shootBothWidths(page: Page, name: string): Promise<string[]> {
  mkdirSync(JOURNEY_ARTIFACTS, { recursive: true });
  const before = page.viewportSize() ?? DESKTOP;
  await closeToasts(page);
  const files: string[] = [];
  for (const [suffix, size] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await settle(page);
    const file = path.join(JOURNEY_ARTIFACTS, `${name}-${suffix}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  await page.setViewportSize(before);
  await settle(page);
  return files;
}

/** A small text PDF (Helvetica, one line per entry), so its words can be extracted and indexed. */
export async function textPdf(title: string, lines: string[]): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 72, y: 720, size: 18, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 690 - i * 16, size: 11, font }));
  return Buffer.from(await pdf.save());
}
