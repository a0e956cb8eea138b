import type { BrowserContext, Page } from 'playwright-core';

/** What one page load cost and how fast it painted, read from the Performance API in the page. */
export type PageMetrics = {
  /** JavaScript bytes over the wire (encoded bodies, as the server sent them) and their count. */
  jsKb: number;
  jsFiles: number;
  domContentLoadedMs: number;
  lcpMs: number;
  /** Total blocking time: the part of each long task over 50 ms, after the first contentful paint. */
  tbtMs: number;
  cls: number;
};

/**
 * Observers registered before any page script, because long tasks are not buffered for late observers.
 * Runs in the browser.
 */
const OBSERVE = () => {
  const w = window as unknown as { __lcp: number; __cls: number; __longTasks: { start: number; duration: number }[] };
  w.__lcp = 0;
  w.__cls = 0;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = Math.max(w.__lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) w.__cls += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

export async function observePerformance(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVE);
}

/**
 * Mobile conditions as Lighthouse's "mobile" preset: 1.6 Mbps down, 750 Kbps up, 150 ms round trip,
 * and a CPU 4× slower.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens a URL, waits for `ready` and a quiet network, then reads the metrics. */
export async function measure(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<PageMetrics> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // LCP is final once the page has been idle a moment (no input here).
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __longTasks: { start: number; duration: number }[] };
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.initiatorType === 'script' || r.initiatorType === 'link' || /\.js(\?|$)/.test(r.name))
      .filter((r) => /\.js(\?|$)/.test(new URL(r.name).pathname));
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = w.__longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return {
      jsKb: Math.round((scripts.reduce((sum, r) => sum + r.encodedBodySize, 0) / 1024) * 10) / 10,
      jsFiles: scripts.length,
      domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
      lcpMs: Math.round(w.__lcp),
      tbtMs: Math.round(tbt),
      cls: Math.round(w.__cls * 1000) / 1000,
    };
  });
}
