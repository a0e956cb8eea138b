/**
 * Runs `task` for every item with at most `limit` running at once and returns the results in
 * item order. The first failure aborts the signal given to the others (so in-flight model calls
 * stop spending tokens), starts nothing new, and is what this throws.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const controller = new AbortController();
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;

  async function worker() {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, controller.signal);
      } catch (error) {
        // Later rejections are mostly the aborts this one caused; the first is the real cause.
        if (!failure) {
          failure = { error };
          controller.abort(error);
        }
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
