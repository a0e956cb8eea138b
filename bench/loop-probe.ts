import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server the stall benchmark starts (`--import`): the server's own event-loop delay,
 * reset and read over the IPC channel, so the server needs no code for being measured.
 *
 * On a busy machine a delay is partly the process waiting for a core; `cpuMs` tells the two apart: the
 * main thread's CPU time spent inside the longest stretch between two turns of a 5 ms timer, i.e. how
 * long the server itself kept the loop busy, whatever else ran on the machine.
 */
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

const cpuNow = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
let lastCpu = cpuNow();
let worstCpuMs = 0;
setInterval(() => {
  const cpu = cpuNow();
  worstCpuMs = Math.max(worstCpuMs, cpu - lastCpu);
  lastCpu = cpu;
}, 5).unref();

process.on('message', (message) => {
  if (message === 'loop:reset') {
    histogram.reset();
    worstCpuMs = 0;
    lastCpu = cpuNow();
    process.send?.({ type: 'loop:reset' });
  }
  if (message === 'loop:read')
    process.send?.({
      type: 'loop:stats',
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      meanMs: histogram.mean / 1e6,
      worstCpuMs,
    });
});

// BENCH_GAPS=<file>: every stall over 80 ms as [start, end, CPU ms] (start and end in µs of the monotonic clock (the clock of a
// --cpu-prof profile)), written at exit, to find in the profile what ran during each one.
if (process.env.BENCH_GAPS) {
  const file = process.env.BENCH_GAPS;
  const gaps: [number, number, number][] = [];
  let last = process.hrtime.bigint();
  let lastGapCpu = cpuNow();
  setInterval(() => {
    const now = process.hrtime.bigint();
    const cpu = cpuNow();
    if (now - last > 80_000_000n) gaps.push([Number(last / 1000n), Number(now / 1000n), Math.round(cpu - lastGapCpu)]);
    last = now;
    lastGapCpu = cpu;
  }, 5).unref();
  const { writeFileSync } = await import('node:fs');
  process.on('exit', () => writeFileSync(file, JSON.stringify(gaps)));
}
