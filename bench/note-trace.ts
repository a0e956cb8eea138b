import { existsSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/chromium.ts';
import { signedInNote, startServer } from './pages.ts';

/*
 * The note page's main-thread tasks under a 4× slower CPU (as Lighthouse simulates a phone), with what
 * each long one spent its time on: to find what makes the page's blocking time (ADR 12).
 */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time on the thread (µs), where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  // biome-ignore lint/suspicious/noExplicitAny: trace event arguments are free-form JSON, read field by field.
  args?: Record<string, any>;
  id?: string;
};
/**
 * TRACE_CPU_RATE=4 slows the page's CPU as DevTools does (wall time, so other work on the machine shows);
 * by default the page runs at full speed and each task counts its thread CPU time × 4, as Lighthouse's
 * simulation multiplies what it observed, which holds still while the machine is busy.
 */
const RATE = Number(process.env.TRACE_CPU_RATE ?? 1);
const cost = (e: TraceEvent): number => (RATE === 1 ? (e.tdur ?? e.dur ?? 0) * 4 : (e.dur ?? 0));
const BASE = `http://localhost:${process.env.BENCH_PAGES_PORT ?? 3413}`;

export async function benchNoteTrace(): Promise<void> {
  const { server, dataDir } = await startServer();
  const browser = await launchBrowser();
  try {
    const { notePath, storage } = await signedInNote(browser);
    for (let run = 0; run < Number(process.env.TRACE_RUNS ?? 2); run++) {
      const context = await browser.newContext({ storageState: storage, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (RATE !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
          ...(process.env.TRACE_SELECTORS ? ['disabled-by-default-blink.debug'] : []),
        ],
      });
      // No waiting on a selector: Playwright's own scripts would run in the page and show as tasks.
      await page.goto(`${BASE}${notePath}`);
      await page.waitForTimeout(7000);
      const buffer = await browser.stopTracing();
      summarise((JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const maps = new Map<string, SourceMap | null>();
/**
 * A profile frame as its source file (src/web/… or the package), when the build has source maps
 * (`npx vite build --sourcemap`); else the bundle's file and the minified name.
 */
function where(frame: { functionName: string; url?: string; lineNumber: number; columnNumber: number }) {
  const file = (frame.url ?? '').split('/').pop() ?? '';
  const name = frame.functionName || '(anon)';
  if (!file.endsWith('.js')) return { name, url: file };
  if (!maps.has(file)) {
    const path = join(import.meta.dirname, '..', 'dist', 'web', 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber) as
    | { originalSource?: string; name?: string }
    | undefined;
  if (!entry?.originalSource) return { name, url: file };
  const source = entry.originalSource
    .replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    .replace(/^.*\/src\/web\//, '');
  return { name: entry.name ?? name, url: source };
}

/** TRACE_SELECTORS=1: the selectors that cost the most style recalculation (Blink's selector stats). */
function selectorStats(events: TraceEvent[]): void {
  const bySelector = new Map<string, { us: number; attempts: number; matches: number }>();
  for (const e of events.filter((x) => x.name === 'SelectorStats')) {
    for (const row of e.args?.selector_stats?.selector_timings ?? []) {
      const entry = bySelector.get(row.selector) ?? { us: 0, attempts: 0, matches: 0 };
      entry.us += row['elapsed (us)'] ?? 0;
      entry.attempts += row.match_attempts ?? 0;
      entry.matches += row.match_count ?? 0;
      bySelector.set(row.selector, entry);
    }
  }
  const top = [...bySelector].sort((a, b) => b[1].us - a[1].us).slice(0, 25);
  const total = [...bySelector.values()].reduce((a, b) => a + b.us, 0);
  console.log(`selector matching: ${(total / 1000).toFixed(1)} ms in ${bySelector.size} selectors`);
  for (const [selector, t] of top)
    console.log(
      `  ${(t.us / 1000).toFixed(2)} ms  ${t.attempts} attempts ${t.matches} matches  ${selector.slice(0, 120)}`,
    );
}

function summarise(events: TraceEvent[]): void {
  if (process.env.TRACE_SELECTORS) selectorStats(events);
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'firstContentfulPaint'),
  );
  if (!main) throw new Error('no renderer main thread with a first contentful paint');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav =
    onMain.find((e) => e.name === 'navigationStart')?.ts ??
    onMain.find((e) => e.name === 'TracingStartedInBrowser')?.ts ??
    0;
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')!.ts;
  const at = (ts: number) => ((ts - nav) / 1000).toFixed(0).padStart(5);
  console.log(`FCP at ${at(fcp)} ms (no network throttling)`);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && cost(e) > 8000)
    .sort((a, b) => a.ts - b.ts);
  // CPU samples (profile chunks) on this thread, for self time by function inside each task.
  const nodes = new Map<number, { name: string; url: string }>();
  const samples: { ts: number; node: number }[] = [];
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid)) {
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, where(n.callFrame));
    let ts =
      samples.at(-1)?.ts ??
      Number(events.find((x) => x.name === 'Profile' && x.pid === main.pid)?.args?.data?.startTime ?? 0);
    const ids: number[] = data?.cpuProfile?.samples ?? [];
    const deltas: number[] = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  let blocking = 0;
  let busy = 0;
  let wholeLoad = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
    const byName = new Map<string, number>();
    for (const e of inside)
      if (
        [
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'ParseHTML',
          'EvaluateScript',
          'v8.compile',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'RunMicrotasks',
          'v8.evaluateModule',
          'PrePaint',
          'Commit',
          'HitTest',
          'ParseAuthorStyleSheet',
        ].includes(e.name)
      )
        byName.set(e.name, (byName.get(e.name) ?? 0) + cost(e));
    const self = new Map<string, number>();
    for (const s of samples.filter((x) => x.ts >= task.ts && x.ts < end)) {
      const n = nodes.get(s.node);
      const key = n ? `${n.name} ${n.url}` : '?';
      self.set(key, (self.get(key) ?? 0) + 1);
    }
    const after = task.ts >= fcp;
    if (after) blocking += Math.max(0, cost(task) / 1000 - 50);
    if (after) busy += cost(task) / 1000;
    wholeLoad += cost(task) / 1000;
    console.log(
      `${after ? '*' : ' '} task at ${at(task.ts)} ms: ${(cost(task) / 1000).toFixed(0)} ms — ${[...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
        .join(', ')}`,
    );
    const style = inside
      .filter((e) => e.name === 'UpdateLayoutTree')
      .map((e) => e.args?.elementCount)
      .filter(Boolean);
    const layout = inside
      .filter((e) => e.name === 'Layout')
      .map((e) => `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
    const scripts = inside
      .filter((e) => e.name === 'EvaluateScript')
      .map(
        (e) =>
          String(e.args?.data?.url ?? '')
            .split('/')
            .pop() || '(inline or tool)',
      );
    if (scripts.length) console.log(`      scripts ${scripts.join(', ')}`);
    if (style.length || layout.length)
      console.log(`      styled elements ${style.join(',')} · layout dirty/total ${layout.join(',')}`);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TRACE_TOP ?? 8));
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const byFile = new Map<string, number>();
    for (const [k, v] of self) byFile.set(k.split(' ').pop()!, (byFile.get(k.split(' ').pop()!) ?? 0) + v);
    const files = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (total && task.ts >= fcp)
      console.log(`      files: ${files.map(([k, v]) => `${k} ${((v / total) * 100).toFixed(0)}%`).join(' | ')}`);
    if (total) console.log(`      ${top.map(([k, v]) => `${k} ${((v / total) * 100).toFixed(0)}%`).join(' | ')}`);
  }
  const sum = (name: string) =>
    onMain.filter((e) => e.name === name && e.ph === 'X').reduce((a, e) => a + cost(e), 0) / 1000;
  console.log(
    `whole load by kind, 4× CPU: style ${sum('UpdateLayoutTree').toFixed(0)} ms, layout ${sum('Layout').toFixed(0)} ms, paint ${(sum('Paint') + sum('PrePaint')).toFixed(0)} ms, script ${(sum('FunctionCall') + sum('v8.evaluateModule') + sum('EvaluateScript')).toFixed(0)} ms`,
  );
  console.log(
    `after FCP, 4× CPU: blocking ${blocking.toFixed(0)} ms (the part of each task over 50 ms), busy ${busy.toFixed(0)} ms (tasks over 8 ms); whole load ${wholeLoad.toFixed(0)} ms`,
  );
}
