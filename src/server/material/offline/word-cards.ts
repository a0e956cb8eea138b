import { pageOf } from '../../notes/build-lines.ts';
import type { WordWorthLearning } from '../../language/index.ts';
import { mapWithLimit } from '../../lib/map-limit.ts';
import { TRANSLATION_CONCURRENCY, translateForLearner } from '../../translation/service.ts';
import type { MaterialInput, MaterialTools, WordCardDraft } from '../types.ts';
import type { AnalyzedNote } from './analyze.ts';

export const WORDS_PER_PAGE = 12;
export const MAX_WORD_CARDS = 60;

type Chosen = WordWorthLearning & { lineIndex: number; page: number };

/**
 * The words worth a card, most useful for the learner's level first. Lemmas first heard early in a
 * video would otherwise take every card, so each page first gets its fair share of the budget and
 * what is left goes to the best remaining words (never more than WORDS_PER_PAGE on one page).
 */
export function chooseWords(input: MaterialInput, tools: MaterialTools, note: AnalyzedNote): Chosen[] {
  const ranked = tools.engine.wordsWorthLearning(note.words.flat(), input.language, input.level).map((word) => {
    const lineIndex = note.lineOf.get(word.firstOccurrence)!;
    return { ...word, lineIndex, page: pageOf(input.lines[lineIndex]!.start) };
  });
  const budget = Math.min(MAX_WORD_CARDS, WORDS_PER_PAGE * note.pages.length);
  const fairShare = Math.max(1, Math.min(WORDS_PER_PAGE, Math.floor(budget / Math.max(1, note.pages.length))));
  const perPage = new Map<number, number>();
  const chosen = new Set<Chosen>();
  const take = (cap: number) => {
    for (const word of ranked) {
      if (chosen.size >= budget) return;
      const onPage = perPage.get(word.page) ?? 0;
      if (chosen.has(word) || onPage >= cap) continue;
      chosen.add(word);
      perPage.set(word.page, onPage + 1);
    }
  };
  take(fairShare);
  take(WORDS_PER_PAGE);
  return ranked.filter((word) => chosen.has(word));
}

/** Word cards in order of usefulness, each with the line it was heard in and another line using it. */
export async function wordCards(
  input: MaterialInput,
  tools: MaterialTools,
  note: AnalyzedNote,
): Promise<WordCardDraft[]> {
  const words = chooseWords(input, tools, note);
  return mapWithLimit(words, TRANSLATION_CONCURRENCY, async (word) => {
    const line = input.lines[word.lineIndex]!;
    const other = note.linesWithLemma.get(word.lemma)?.find((index) => index !== word.lineIndex);
    return {
      front: word.firstOccurrence.surface,
      lemma: word.lemma,
      pos: word.pos,
      translation: await translateForLearner(tools, input, word.lemma, line.text),
      context: line.text,
      lineIndex: word.lineIndex,
      start: line.start,
      end: line.end,
      secondExample: other === undefined ? null : input.lines[other]!.text,
    };
  });
}
