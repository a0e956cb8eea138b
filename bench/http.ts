import autocannon from 'autocannon';

export type LoadResult = { name: string; requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** One autocannon run against a URL already listening; `duration` in seconds. */
export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; duration?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    duration: options.duration ?? 8,
    connections: options.connections ?? 10,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.table(
    rows.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p99 ms': r.p99Ms,
      errors: r.errors,
      'non-2xx': r.non2xx,
    })),
  );
}
