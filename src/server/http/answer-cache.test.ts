import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';

const bytes = (n: number, fill = 'a') => Buffer.alloc(n, fill);

describe('answerCache', () => {
  it('serves an answer only at the version it was built at', () => {
    const cache = answerCache(1000);
    cache.set('u1 /list', 3, bytes(10));
    expect(cache.get('u1 /list', 3)?.length).toBe(10);
    expect(cache.get('u1 /list', 4)).toBeUndefined();
    // Versions only grow: once a newer one was seen, the old entry is gone.
    expect(cache.get('u1 /list', 3)).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2, bytes: 0, entries: 0 });
  });

  it('never replaces an answer with one built at an older version', () => {
    const cache = answerCache(1000);
    cache.set('k', 5, bytes(10, 'n'));
    cache.set('k', 4, bytes(10, 'o'));
    expect(cache.get('k', 5)?.toString()).toBe('n'.repeat(10));
  });

  it('evicts the least recently used answers past its room', () => {
    const cache = answerCache(800);
    cache.set('a', 1, bytes(100));
    cache.set('b', 1, bytes(100));
    cache.get('a', 1);
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, 1, bytes(100));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(800);
  });

  it('keeps no answer larger than an eighth of its room, and nothing with no room', () => {
    const cache = answerCache(800);
    cache.set('big', 1, bytes(101));
    expect(cache.get('big', 1)).toBeUndefined();
    const off = answerCache(0);
    off.set('k', 1, bytes(1));
    expect(off.get('k', 1)).toBeUndefined();
  });
});
