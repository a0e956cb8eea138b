import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server the stall benchmark starts (`--import`): the server's own event-loop delay,
 * reset and read over the IPC channel, so the server needs no code for being measured.
 */
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

process.on('message', (message) => {
  if (message === 'loop:reset') {
    histogram.reset();
    process.send?.({ type: 'loop:reset' });
  }
  if (message === 'loop:read')
    process.send?.({
      type: 'loop:stats',
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      meanMs: histogram.mean / 1e6,
    });
});

// BENCH_GAPS=<file>: every stall over 80 ms as [start, end] in µs of the monotonic clock (the clock of a
// --cpu-prof profile), written at exit, to find in the profile what ran during each one.
if (process.env.BENCH_GAPS) {
  const file = process.env.BENCH_GAPS;
  const gaps: [number, number][] = [];
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    if (now - last > 80_000_000n) gaps.push([Number(last / 1000n), Number(now / 1000n)]);
    last = now;
  }, 5).unref();
  const { writeFileSync } = await import('node:fs');
  process.on('exit', () => writeFileSync(file, JSON.stringify(gaps)));
}
