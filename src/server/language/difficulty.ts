import { hiraganaReading } from './japanese.ts';
import type { LexiconEntry } from './lexicon.ts';
import { lexiconFor } from './lexicons.ts';
import type { Difficulty, LearningLanguage } from './types.ts';

/**
 * Bands by frequency rank: the first thousand lemmas carry most of everyday speech (basic), the
 * rest of the shipped list is intermediate, and anything the list lacks is advanced. Stop-words
 * are basic whether ranked or not.
 */
const BASIC_MAX_RANK = 1000;

export function difficulty(lemma: string, lang: LearningLanguage): Difficulty {
  const entry = entryFor(lemma, lang);
  const rank = entry?.rank ?? null;
  if (rank !== null) return { rank, band: rank <= BASIC_MAX_RANK ? 'basic' : 'intermediate' };
  return { rank: null, band: entry?.stop ? 'basic' : 'advanced' };
}

export function isStopWord(lemma: string, lang: LearningLanguage): boolean {
  return entryFor(lemma, lang)?.stop ?? false;
}

function entryFor(lemma: string, lang: LearningLanguage): LexiconEntry | undefined {
  const entry = lexiconFor(lang).get(lemma);
  if (entry || lang !== 'ja' || !/^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(lemma)) return entry;
  return japaneseByReading()?.get(hiraganaReading(lemma)!);
}

let byReading: Map<string, LexiconEntry> | null = null;

/** Japanese writes one word in kanji or kana (分かる, わかる); the list is keyed by kanji. */
function japaneseByReading(): Map<string, LexiconEntry> | null {
  if (byReading) return byReading;
  if (hiraganaReading('') === null) return null;
  byReading = new Map();
  for (const entry of lexiconFor('ja').values()) {
    const reading = hiraganaReading(entry.lemma);
    if (reading && !byReading.has(reading)) byReading.set(reading, entry);
  }
  return byReading;
}
