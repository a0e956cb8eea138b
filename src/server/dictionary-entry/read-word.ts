import { analyseWord } from '../learner/index.ts';

export type WordReading = { lemma: string; pos: string | null };

/**
 * How the typed word is read: its lemma and word class from the language engine, as the transcript reads
 * it. German nouns are written with a capital, but a learner types "hunde" as often as "Hunde", and the
 * engine reads an unknown lower-case word as an adjective; so a lower-case German word whose capitalised
 * form reads as a noun of another lemma also gets that reading as `noun`, for the caller to choose
 * (the dictionary or the learner's own words decide, see `chooseReading`).
 */
export async function readWord(word: string, language: string): Promise<{ typed: WordReading; noun?: WordReading }> {
  const typed = await analyseWord(word, language);
  if (language !== 'de' || /\s/u.test(word) || word !== word.toLowerCase()) return { typed };
  const noun = await analyseWord(word.charAt(0).toUpperCase() + word.slice(1), language);
  return noun.pos === 'noun' && noun.lemma !== typed.lemma ? { typed, noun } : { typed };
}

/**
 * The capitalised noun reading when a dictionary has a headword spelled so ("hunde": the dictionary lists
 * "Hund") or the learner has a word of that lemma; else the reading of the word as typed.
 */
export function chooseReading(
  { typed, noun }: { typed: WordReading; noun?: WordReading },
  evidence: { headwords: readonly string[]; learnerHas: (lemma: string) => boolean },
): WordReading {
  if (!noun) return typed;
  return evidence.headwords.includes(noun.lemma) || evidence.learnerHas(noun.lemma) ? noun : typed;
}
