import { difficulty, isStopWord } from './difficulty.ts';
import type { Band, LanguageLevel, LearningLanguage, Pos, Token, WordWorthLearning } from './types.ts';

/** Only these become flashcards; names, numbers and grammar words don't. */
const CONTENT = new Set<Pos>(['noun', 'verb', 'adj', 'adv']);
const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const HAS_LETTER = /\p{L}/u;

/** Which band a learner at each level should meet first. */
const BAND_ORDER: Record<LanguageLevel, Band[]> = {
  beginner: ['basic', 'intermediate', 'advanced'],
  intermediate: ['intermediate', 'advanced', 'basic'],
  advanced: ['advanced', 'intermediate', 'basic'],
};

/**
 * The text's content words, one per lemma with its first occurrence and count, most useful first
 * for the level: beginners get the commonest words, intermediate learners the middle band, and
 * advanced learners the rarest (unlisted words, most repeated first, then descending rank).
 */
export function wordsWorthLearning(tokens: Token[], lang: LearningLanguage, level: LanguageLevel): WordWorthLearning[] {
  const words = new Map<string, WordWorthLearning & { order: number }>();
  for (const token of tokens) {
    if (!CONTENT.has(token.pos) || !HAS_LETTER.test(token.lemma) || isStopWord(token.lemma, lang)) continue;
    if (LATIN_OR_CYRILLIC.test(token.lemma) && token.lemma.length < 2) continue;
    const known = words.get(token.lemma);
    if (known) {
      known.count++;
      continue;
    }
    words.set(token.lemma, {
      lemma: token.lemma,
      pos: token.pos,
      ...difficulty(token.lemma, lang),
      count: 1,
      firstOccurrence: token,
      order: words.size,
    });
  }

  const bandOrder = BAND_ORDER[level];
  const rarestFirst = level === 'advanced';
  return [...words.values()]
    .sort((a, b) => {
      const byBand = bandOrder.indexOf(a.band) - bandOrder.indexOf(b.band);
      if (byBand) return byBand;
      if (a.rank !== null && b.rank !== null && a.rank !== b.rank)
        return rarestFirst ? b.rank - a.rank : a.rank - b.rank;
      return b.count - a.count || a.order - b.order;
    })
    .map(({ order: _order, ...word }) => word);
}
