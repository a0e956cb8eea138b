import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { fakeMicrophone, launchBrowser } from './chromium.ts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  // `baseURL`: another server's (a journey that runs its own).
  options: { javaScriptEnabled?: boolean; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: inject('baseUrl'), ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/**
 * Full-page screenshots kept as test artifacts under test-results/screenshots. The landing page's bands
 * skip rendering while off screen (`content-visibility: auto`, ADR 12); a full-page capture shows them all.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Sections skipped by content-visibility are drawn for the picture (a style applied only while it is
  // taken, so it works on pages without JavaScript too).
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}.png`),
    // `fullPage: false` shows what a phone's screen shows: the sticky bars over the content scrolled under them.
    fullPage,
    style: '* { content-visibility: visible !important; }',
  });
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;
