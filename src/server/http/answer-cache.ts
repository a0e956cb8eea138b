/**
 * Answers of the routes that depend only on the URL and the asker's versioned data (ADR 40), kept as the
 * bytes sent, each with the data version it was built at. An entry is served only while the learner's
 * version is the one it holds: the database bumps the version in the same transaction as any change the
 * answer shows, and the version is read before the answer is built, so an entry can be older than its
 * label (then it is never served) but never newer. Least recently used entries go first past `maxBytes`.
 *
 * An answer is kept in the form it was sent (`form`: the compression the asker accepted), so a browser
 * asking again gets the compressed bytes without compressing them again.
 */
export type KeptAnswer = { bytes: Buffer; encoding: string | null };

export type AnswerCache = {
  get(key: string, version: number, form: string): KeptAnswer | undefined;
  set(key: string, version: number, form: string, answer: KeptAnswer): void;
  readonly stats: { hits: number; misses: number; bytes: number; entries: number };
};

type Entry = { version: number; forms: Map<string, KeptAnswer>; size: number };

export function answerCache(maxBytes: number): AnswerCache {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, bytes: 0, entries: 0 };
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    stats.bytes -= entry.size;
    stats.entries = entries.size;
  };
  return {
    stats,
    get(key, version, form) {
      const entry = entries.get(key);
      const answer = entry?.version === version ? entry.forms.get(form) : undefined;
      // An entry of an older version is stale for good: versions only grow.
      if (entry && entry.version < version) drop(key, entry);
      if (!entry || !answer) {
        stats.misses++;
        return undefined;
      }
      // Most recently used last, so the map's first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return answer;
    },
    set(key, version, form, answer) {
      const size = answer.bytes.length;
      // One answer may take at most an eighth of the room, so one huge page cannot empty the cache.
      if (size > maxBytes / 8) return;
      let entry = entries.get(key);
      if (entry && entry.version > version) return;
      if (entry && entry.version < version) {
        drop(key, entry);
        entry = undefined;
      }
      const replaced = entry?.forms.get(form)?.bytes.length ?? 0;
      for (const [oldKey, old] of entries) {
        if (stats.bytes - replaced + size <= maxBytes) break;
        if (oldKey !== key) drop(oldKey, old);
      }
      if (stats.bytes - replaced + size > maxBytes) return;
      entry ??= { version, forms: new Map(), size: 0 };
      entry.forms.set(form, answer);
      entry.size += size - replaced;
      stats.bytes += size - replaced;
      entries.delete(key);
      entries.set(key, entry);
      stats.entries = entries.size;
    },
  };
}
