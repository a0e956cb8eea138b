// Preloaded (`node --import ./bench/memory-probe.mjs`) by `npm run bench -- memory`: on SIGUSR2 the
// server process writes its own view of its memory to MEMORY_PROBE_FILE, which /proc cannot split
// (V8 heap vs. ArrayBuffers vs. the rest). A signal handler and nothing else runs until then.
import { writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

process.on('SIGUSR2', () => {
  const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ usage: process.memoryUsage(), spaces }));
});
