import type { Pos } from './types.ts';

/**
 * One language's word knowledge: a frequency-ranked list of lemmas and its stop-words. The lemma
 * rules lean on it — a suffix is only stripped when what remains is a word the list knows — so
 * the list doubles as the lemmatizer's dictionary.
 *
 * Frequency data: lemmas in frequency order, separated by whitespace, each optionally tagged
 * `lemma/t` (v verb, a adj, r adv, i intj, m num; untagged content words are nouns).
 * Stop-word data: whitespace-separated lemmas per part of speech.
 */
export type StopWordData = Partial<Record<Pos, string>>;

const TAGS: Record<string, Pos> = { v: 'verb', a: 'adj', r: 'adv', i: 'intj', m: 'num', n: 'noun' };

export interface LexiconEntry {
  lemma: string;
  rank: number | null;
  pos: Pos;
  stop: boolean;
}

export class Lexicon {
  private readonly entries = new Map<string, LexiconEntry>();

  /** `key` folds spellings that should meet (Russian ё/е). */
  constructor(
    frequency: string,
    stopWords: StopWordData,
    private readonly key: (word: string) => string = (word) => word,
  ) {
    let rank = 0;
    for (const item of frequency.split(/\s+/)) {
      if (!item) continue;
      const [lemma, tag] = item.split('/');
      const k = key(lemma);
      if (this.entries.has(k)) continue;
      this.entries.set(k, { lemma, rank: ++rank, pos: TAGS[tag ?? 'n'] ?? 'noun', stop: false });
    }
    for (const [pos, words] of Object.entries(stopWords) as [Pos, string][]) {
      for (const lemma of words.split(/\s+/)) {
        if (!lemma) continue;
        const k = key(lemma);
        const known = this.entries.get(k);
        if (known?.stop) continue;
        this.entries.set(k, { lemma: known?.lemma ?? lemma, rank: known?.rank ?? null, pos, stop: true });
      }
    }
  }

  get(lemma: string): LexiconEntry | undefined {
    return this.entries.get(this.key(lemma));
  }

  has(lemma: string): boolean {
    return this.entries.has(this.key(lemma));
  }

  values(): IterableIterator<LexiconEntry> {
    return this.entries.values();
  }
}
