/** Median and p95 of repeated measurements, in milliseconds. */
export async function measure(times: number, run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
