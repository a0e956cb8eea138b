import { reviewCard, userSentence, userVocab } from '../db/schema/learner.ts';

/** The two kinds of saved item; most of the learner's operations are the same for both. */
export type ItemKind = 'word' | 'sentence';

export const VOCAB_NOT_FOUND = 'This word does not exist or is not yours.';
export const SENTENCE_NOT_FOUND = 'This saved sentence does not exist or is not yours.';
export const SOME_VOCAB_NOT_FOUND = 'Some of these words do not exist or are not yours; nothing was deleted.';
export const SOME_SENTENCES_NOT_FOUND =
  'Some of these saved sentences do not exist or are not yours; nothing was changed.';

/** What differs between the kinds: the table, the review card column, and how a missing item is named. */
export const ITEMS = {
  word: {
    table: userVocab,
    cardColumn: reviewCard.vocabId,
    notFound: VOCAB_NOT_FOUND,
    someNotFound: SOME_VOCAB_NOT_FOUND,
  },
  sentence: {
    table: userSentence,
    cardColumn: reviewCard.sentenceId,
    notFound: SENTENCE_NOT_FOUND,
    someNotFound: SOME_SENTENCES_NOT_FOUND,
  },
} as const;

/** Ids in chunks, so a change to a huge list never exceeds PostgreSQL's bind-parameter limit. */
export function chunks<T>(items: readonly T[], size = 5000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
