/**
 * Answers of the routes that depend only on the URL and the asker's versioned data (ADR 40), kept as the
 * bytes sent, each with the data version it was built at. An entry is served only while the learner's
 * version is the one it holds: the database bumps the version in the same transaction as any change the
 * answer shows, and the version is read before the answer is built, so an entry can be older than its
 * label (then it is never served) but never newer. Least recently used entries go first past `maxBytes`.
 */
export type AnswerCache = {
  get(key: string, version: number): Buffer | undefined;
  set(key: string, version: number, body: Buffer): void;
  readonly stats: { hits: number; misses: number; bytes: number; entries: number };
};

type Entry = { version: number; body: Buffer };

export function answerCache(maxBytes: number): AnswerCache {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, bytes: 0, entries: 0 };
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    stats.bytes -= entry.body.length;
    stats.entries = entries.size;
  };
  return {
    stats,
    get(key, version) {
      const entry = entries.get(key);
      if (entry?.version !== version) {
        // An entry of another version is stale for good: versions only grow.
        if (entry && entry.version < version) drop(key, entry);
        stats.misses++;
        return undefined;
      }
      // Most recently used last, so the map's first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry.body;
    },
    set(key, version, body) {
      // One answer may take at most an eighth of the room, so one huge page cannot empty the cache.
      if (body.length > maxBytes / 8) return;
      const old = entries.get(key);
      if (old) {
        if (old.version > version) return;
        drop(key, old);
      }
      while (stats.bytes + body.length > maxBytes) {
        const [oldestKey, oldest] = entries.entries().next().value!;
        drop(oldestKey, oldest);
      }
      entries.set(key, { version, body });
      stats.bytes += body.length;
      stats.entries = entries.size;
    },
  };
}
