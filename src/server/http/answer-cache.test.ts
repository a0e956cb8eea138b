import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';
import { acceptedEncoding, compressAnswer } from './compression.ts';

const answer = (n: number, fill = 'a') => ({ bytes: Buffer.alloc(n, fill), encoding: null });
const ID = 'identity';

describe('answerCache', () => {
  it('serves an answer only at the version it was built at', () => {
    const cache = answerCache(1000);
    cache.set('u1 /list', 3, ID, answer(10));
    expect(cache.get('u1 /list', 3, ID)?.bytes.length).toBe(10);
    expect(cache.get('u1 /list', 4, ID)).toBeUndefined();
    // Versions only grow: once a newer one was seen, the old entry is gone.
    expect(cache.get('u1 /list', 3, ID)).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2, bytes: 0, entries: 0 });
  });

  it('never replaces an answer with one built at an older version', () => {
    const cache = answerCache(1000);
    cache.set('k', 5, ID, answer(10, 'n'));
    cache.set('k', 4, ID, answer(10, 'o'));
    expect(cache.get('k', 5, ID)?.bytes.toString()).toBe('n'.repeat(10));
  });

  it('keeps each form an answer was sent in, and drops them all with their version', () => {
    const cache = answerCache(1000);
    cache.set('k', 1, ID, answer(100));
    cache.set('k', 1, 'br', { bytes: Buffer.alloc(20), encoding: 'br' });
    expect(cache.get('k', 1, 'br')).toMatchObject({ encoding: 'br' });
    expect(cache.get('k', 1, 'gzip')).toBeUndefined();
    expect(cache.stats).toMatchObject({ bytes: 120, entries: 1 });
    cache.set('k', 1, 'br', { bytes: Buffer.alloc(30), encoding: 'br' }); // the same form again replaces it
    expect(cache.stats.bytes).toBe(130);
    cache.set('k', 2, ID, answer(50));
    expect(cache.get('k', 2, 'br')).toBeUndefined();
    expect(cache.stats).toMatchObject({ bytes: 50, entries: 1 });
  });

  it('evicts the least recently used answers past its room', () => {
    const cache = answerCache(800);
    cache.set('a', 1, ID, answer(100));
    cache.set('b', 1, ID, answer(100));
    cache.get('a', 1, ID);
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, 1, ID, answer(100));
    expect(cache.get('b', 1, ID)).toBeUndefined();
    expect(cache.get('a', 1, ID)).toBeDefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(800);
    // A new form of a kept answer makes room from the others, never from its own entry.
    cache.set('a', 1, 'br', { bytes: Buffer.alloc(100), encoding: 'br' });
    expect(cache.get('a', 1, ID)).toBeDefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(800);
  });

  it('keeps no answer larger than an eighth of its room, and nothing with no room', () => {
    const cache = answerCache(800);
    cache.set('big', 1, ID, answer(101));
    expect(cache.get('big', 1, ID)).toBeUndefined();
    const off = answerCache(0);
    off.set('k', 1, ID, answer(1));
    expect(off.get('k', 1, ID)).toBeUndefined();
  });
});

describe('acceptedEncoding', () => {
  it("chooses with the plugin's negotiator: the highest q, brotli first on a tie", () => {
    expect(acceptedEncoding({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe('br');
    expect(acceptedEncoding({ 'accept-encoding': 'gzip' })).toBe('gzip');
    expect(acceptedEncoding({ 'accept-encoding': 'br;q=0.5, gzip;q=0.8' })).toBe('gzip');
    expect(acceptedEncoding({ 'accept-encoding': 'br;q=0, gzip' })).toBe('gzip');
    expect(acceptedEncoding({ 'accept-encoding': '*' })).toBe('br');
    expect(acceptedEncoding({ 'accept-encoding': 'identity' })).toBeNull();
    expect(acceptedEncoding({})).toBeNull();
    expect(acceptedEncoding({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBeNull();
  });

  it('compresses a whole answer that decompresses to itself', () => {
    const body = Buffer.from(JSON.stringify({ entity: { words: Array(200).fill('Haus') } }));
    expect(brotliDecompressSync(compressAnswer('br', body)).equals(body)).toBe(true);
    expect(gunzipSync(compressAnswer('gzip', body)).equals(body)).toBe(true);
  });
});
