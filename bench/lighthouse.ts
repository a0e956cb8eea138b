import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type LighthouseResult = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
};

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');
// The flags of e2e/support/chromium.ts, so Chromium reaches for no network this machine does not have.
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

/**
 * Lighthouse's performance category for one URL in its default mode: a phone (Moto G Power), simulated
 * slow 4G (150 ms RTT, 1.6 Mbps) and a 4× slower CPU. It runs offline against localhost with Debian's
 * Chromium. `headers`: e.g. the session cookie, for a page behind sign-in.
 */
export async function lighthouse(url: string, headers?: Record<string, string>): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lingoclip-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    const args = [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ];
    if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
    // BENCH_LIGHTHOUSE_DIR keeps each full report (long tasks, bootup time, request chains) and its trace.
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) args.push('--save-assets');
    const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
    // Lighthouse now and then loses the trace's start on a busy machine (NO_NAVSTART) and asks to run again.
    for (let attempt = 1; ; attempt++) {
      try {
        await run(BIN, args, { env, timeout: 180_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    if (keep) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}`;
      copyFileSync(report, join(keep, `${name}.json`));
      copyFileSync(join(dir, 'report-0.trace.json'), join(keep, `${name}.trace.json`));
    }
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
    const value = (id: string) => Math.round(audits[id]!.numericValue);
    return {
      score: Math.round(categories.performance.score * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: Math.round(audits['cumulative-layout-shift']!.numericValue * 1000) / 1000,
      speedIndexMs: value('speed-index'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
