import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium.ts';
import { measureBudgets } from '../scripts/check-budgets.ts';
import { measure, observePerformance, type PageMetrics, throttleLikeAPhone } from './browser-metrics.ts';
import { type LighthouseResult, lighthouse } from './lighthouse.ts';

/*
 * Page weight and speed (issue 10, ADR 12): the built app (dist/web — run `npm run build` first; this
 * builds nothing) served by the production server, loaded in Debian's Chromium. Prints the JavaScript
 * each page downloads (Brotli as Chromium asks, and gzip as the budgets count it), landing LCP on
 * localhost, and DOMContentLoaded / LCP / TBT / CLS under Lighthouse's mobile throttling.
 */

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3413);
const BASE = `http://localhost:${PORT}`;
const LANDING_LCP_BUDGET_MS = 1000;
const LIGHTHOUSE_BUDGET = 95;
/** Lighthouse runs per page; the score moves by several points between runs on a shared machine. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_PAGES_ONLY=lighthouse-note skips everything but Lighthouse on the note page (to iterate on it). */
const NOTE_LIGHTHOUSE_ONLY = process.env.BENCH_PAGES_ONLY === 'lighthouse-note';
/** The note page is drawn once its first transcript line is. */
const NOTE_READY = '[data-testid="transcript-line-0"]';
const PASSWORD = 'bench-password-1';

const VTT = `WEBVTT\n\n${Array.from({ length: 40 }, (_, i) => {
  const t = (s: number) => `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
  return `${t(i * 3)} --> ${t(i * 3 + 3)}\nBonjour, je m'appelle Claire et j'apprends le coréen depuis ${i + 1} jours.`;
}).join('\n\n')}\n`;

export async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-pages-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      BASE_URL: BASE,
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      LOG_LEVEL: 'warn',
      DICTIONARY_AUTO_IMPORT: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(`${BASE}/v3/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { server, dataDir };
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A signed-in, onboarded learner with one note made from subtitles; returns the note's path. */
async function learnerWithNote(context: BrowserContext): Promise<string> {
  const call = async <T>(method: string, path: string, data: unknown, headers: Record<string, string> = {}) => {
    const res = await context.request.fetch(`${BASE}${path}`, { method, data, headers: { origin: BASE, ...headers } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const email = `bench-${Date.now()}@example.com`;
  await call('POST', '/api/auth/sign-up/email', { email, name: 'Bench Learner', password: PASSWORD });
  const main = { language: 'fr', level: 'beginner' };
  await call('PUT', '/v3/user/language-setting', {
    nativeLanguage: 'en',
    mainLearningLanguage: main,
    learningLanguageList: [main],
  });
  await call('POST', '/v3/user/onboarding-survey', {
    items: [{ question: 'What is your main goal?', answer: 'travel' }],
  });
  const { entity } = await call<{ entity: { noteId: string } }>('POST', '/v3/note/subtitle-import', {
    fileName: 'bench.vtt',
    content: VTT,
    language: 'fr',
    title: 'Bench note',
  });
  return `/notes/${entity.noteId}`;
}

/** A learner's session (cookies) and the path of their note, made in a context of its own. */
export async function signedInNote(browser: Browser) {
  const setup = await browser.newContext();
  const notePath = await learnerWithNote(setup);
  const storage = await setup.storageState();
  await setup.close();
  return { notePath, storage };
}

/** Per metric, the middle of three loads. */
function median(loads: (PageMetrics & { label: string })[]): PageMetrics & { label: string } {
  const mid = <K extends keyof PageMetrics>(key: K) => loads.map((l) => l[key]).sort((a, b) => a - b)[1]!;
  return {
    label: loads[0]!.label,
    jsKb: mid('jsKb'),
    jsFiles: mid('jsFiles'),
    domContentLoadedMs: mid('domContentLoadedMs'),
    lcpMs: mid('lcpMs'),
    tbtMs: mid('tbtMs'),
    cls: mid('cls'),
  };
}

/** Lighthouse LIGHTHOUSE_RUNS times; per metric the middle run, and every run's score. */
async function lighthouseMedian(url: string, headers?: Record<string, string>) {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouse(url, headers));
  const mid = <K extends keyof LighthouseResult>(key: K) =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    score: mid('score'),
    scores: runs.map((r) => r.score).join(' '),
    fcpMs: mid('fcpMs'),
    lcpMs: mid('lcpMs'),
    tbtMs: mid('tbtMs'),
    cls: mid('cls'),
    speedIndexMs: mid('speedIndexMs'),
  };
}

function printLighthouse(scores: ({ page: string } & Awaited<ReturnType<typeof lighthouseMedian>>)[]) {
  console.log(`Lighthouse, mobile (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_RUNS} runs:`);
  console.table(
    scores.map((r) => ({
      page: r.page,
      score: r.score,
      runs: r.scores,
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'SI ms': r.speedIndexMs,
    })),
  );
}

type Run = { label: string; url: string; signedIn?: boolean; throttled?: boolean; gzipOnly?: boolean; ready: string };

async function run(
  browser: Browser,
  notePath: string,
  storage: Awaited<ReturnType<BrowserContext['storageState']>>,
  r: Run,
) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
    storageState: r.signedIn ? storage : undefined,
    // Chromium asks for br; forcing gzip measures what the budgets count.
    extraHTTPHeaders: r.gzipOnly ? { 'accept-encoding': 'gzip' } : undefined,
  });
  await observePerformance(context);
  const page = await context.newPage();
  if (r.throttled) await throttleLikeAPhone(page);
  const metrics = await measure(page, r.url.replace('$note', notePath), (p) =>
    p.locator(r.ready).first().waitFor({ timeout: 120_000 }),
  );
  await context.close();
  return { label: r.label, ...metrics };
}

export async function benchPages(): Promise<void> {
  const dist = join(ROOT, 'dist', 'web');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    console.log('no build in dist/web: run `npm run build` first (this benchmark builds nothing)');
    return;
  }
  const { server, dataDir } = await startServer();
  const browser = await launchBrowser();
  try {
    const { notePath, storage } = await signedInNote(browser);
    const cookie = storage.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    if (NOTE_LIGHTHOUSE_ONLY) {
      printLighthouse([{ page: 'note page', ...(await lighthouseMedian(`${BASE}${notePath}`, { cookie })) }]);
      return;
    }
    const rows: (PageMetrics & { label: string })[] = [];
    const runs: Run[] = [
      { label: 'landing / (br)', url: '/', ready: 'h1' },
      { label: 'landing / (gzip)', url: '/', ready: 'h1', gzipOnly: true },
      { label: 'note page (br)', url: '$note', signedIn: true, ready: NOTE_READY },
      {
        label: 'note page (gzip)',
        url: '$note',
        signedIn: true,
        gzipOnly: true,
        ready: NOTE_READY,
      },
      { label: 'landing /, mobile', url: '/', throttled: true, ready: 'h1' },
      {
        label: 'note page, mobile',
        url: '$note',
        signedIn: true,
        throttled: true,
        ready: NOTE_READY,
      },
    ];
    // A first navigation in a new browser pays for its start-up (processes, caches, fonts): not measured.
    await run(browser, notePath, storage, { label: 'warm-up', url: '/', ready: 'h1' });
    await run(browser, notePath, storage, { label: 'warm-up', url: '$note', signedIn: true, ready: NOTE_READY });
    // Each row is the median of three loads: this machine's two cores are shared, single loads vary.
    for (const r of runs) {
      const loads = [];
      for (let i = 0; i < 3; i++) loads.push(await run(browser, notePath, storage, r));
      rows.push(median(loads));
    }
    console.table(
      rows.map((r) => ({
        page: r.label,
        'JS KB': r.jsKb,
        'JS files': r.jsFiles,
        'DCL ms': r.domContentLoadedMs,
        'LCP ms': r.lcpMs,
        'TBT ms': r.tbtMs,
        CLS: r.cls,
      })),
    );
    const scores = [
      { page: 'landing /', ...(await lighthouseMedian(`${BASE}/`)) },
      { page: 'pricing', ...(await lighthouseMedian(`${BASE}/pricing`)) },
      { page: 'note page', ...(await lighthouseMedian(`${BASE}${notePath}`, { cookie })) },
    ];
    printLighthouse(scores);
    const at = (label: string) => rows.find((r) => r.label === label)!;
    const verdict = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
    const [landingBudget, noteBudget] = measureBudgets(dist);
    console.log(
      `${verdict(at('landing / (gzip)').jsKb <= landingBudget!.maxGzipKb)} landing JS ${at('landing / (gzip)').jsKb} KB gzipped (budget ${landingBudget!.maxGzipKb} KB)`,
    );
    console.log(
      `${verdict(at('note page (gzip)').jsKb <= noteBudget!.targetGzipKb)} note page JS ${at('note page (gzip)').jsKb} KB gzipped (budget ${noteBudget!.targetGzipKb} KB; from the manifest: ${noteBudget!.gzipKb} KB)`,
    );
    console.log(
      `${verdict(at('landing / (br)').lcpMs <= LANDING_LCP_BUDGET_MS)} landing LCP on localhost ${at('landing / (br)').lcpMs} ms (budget ${LANDING_LCP_BUDGET_MS} ms)`,
    );
    for (const r of scores) {
      console.log(
        `${verdict(r.score >= LIGHTHOUSE_BUDGET)} Lighthouse performance ${r.page} ${r.score} (budget ${LIGHTHOUSE_BUDGET})`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
