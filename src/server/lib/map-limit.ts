import { breathe } from './breathe.ts';

/**
 * `fn` over `items` with at most `limit` calls in flight, results in input order. Translators may be
 * remote services with rate limits, so a note's hundred words must not be asked all at once. Between
 * calls the event loop gets its turn (a note's thousands of lines answered from the database would
 * otherwise hold it).
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await breathe();
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
