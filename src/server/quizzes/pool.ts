import { renderMessage } from '../../common/errors.ts';
import { languageName } from '../../common/languages.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { extraMeanings as wordMeanings, quizSentences, quizWords, studyLanguage } from '../learner/index.ts';
import { noteCards, wordCardMeanings } from '../material/cards.ts';
import { ownedNote } from '../notes/access.ts';
import { learnerProfile } from '../users/profile.ts';
import type { QuizItem } from './build.ts';

/** A quiz needs a few cards: with fewer, four-choice questions cannot be made and there is nothing to mix. */
export const MIN_ITEMS = 4;
/** The newest cards are enough to build a quiz from; older ones come back through reviews. */
const POOL_LIMIT = 300;
const EXTRA_MEANINGS = 100;

export type QuizPool = {
  source: 'note' | 'saved';
  noteId: string | null;
  language: string;
  /** The language meanings are in, for distractors from other cards. */
  translationLanguage: string | null;
  items: QuizItem[];
  tooFew: string;
};

/** Why a note's cards make no quiz yet (ADR 9: a catalogued sentence). */
export const noteTooFew = (cards: number) =>
  cards === 0
    ? renderMessage('quiz_note_no_cards', { min: String(MIN_ITEMS) })
    : renderMessage(cards === 1 ? 'quiz_note_one_card' : 'quiz_note_few_cards', {
        have: String(cards),
        min: String(MIN_ITEMS),
      });

/** Why the learner's saved items in `language` make no quiz yet. */
export const savedTooFew = (language: string, items: number) =>
  renderMessage('quiz_saved_too_few', {
    min: String(MIN_ITEMS),
    language: languageName(language),
    have: String(items),
  });

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
};

/** A note's word and sentence flashcards (404 for anyone else's note). */
export async function notePool(db: Db, user: AuthUser, noteId: string): Promise<QuizPool> {
  const row = await ownedNote(db, user, noteId);
  const cards = await noteCards(db, noteId);
  const items = cards.map(
    (card): QuizItem =>
      card.kind === 'word'
        ? {
            kind: 'word',
            id: card.id,
            lemma: card.lemma ?? card.front.toLowerCase(),
            pos: card.pos,
            text: card.front,
            meaning: card.translation,
            context: card.context,
          }
        : {
            kind: 'sentence',
            id: card.id,
            lemma: null,
            pos: null,
            text: card.front,
            meaning: card.translation,
            context: null,
          },
  );
  return {
    source: 'note',
    noteId,
    language: row.language,
    items,
    translationLanguage: mostCommon(cards.map((c) => c.toLanguage)),
    tooFew: noteTooFew(items.length),
  };
}

/** The learner's saved words (not ignored; ones still being learnt first) and saved sentences in one language. */
export async function savedPool(db: Db, user: AuthUser, requested: string | undefined): Promise<QuizPool> {
  const { mainLanguage } = await learnerProfile(db, user.id);
  // Saved items are filed under the study language (en-GB and en are one list).
  const language = studyLanguage(requested ?? mainLanguage);
  const words = await quizWords(db, user.id, language, POOL_LIMIT);
  const sentences = await quizSentences(db, user.id, language, POOL_LIMIT);
  const items: QuizItem[] = [
    ...words.map(
      (w): QuizItem => ({
        kind: 'word',
        id: w.id,
        lemma: w.lemma,
        pos: w.pos,
        text: w.word,
        meaning: w.translation,
        context: w.context,
      }),
    ),
    ...sentences.map(
      (s): QuizItem => ({
        kind: 'sentence',
        id: s.id,
        lemma: null,
        pos: null,
        text: s.text,
        meaning: s.meaning,
        context: null,
      }),
    ),
  ];
  return {
    source: 'saved',
    noteId: null,
    language,
    items,
    translationLanguage: mostCommon([
      ...words.map((w) => w.translationLanguage),
      ...sentences.map((s) => s.translationLanguage),
    ]),
    tooFew: savedTooFew(language, items.length),
  };
}

/**
 * Meanings of the learner's other words in the same languages (saved or not, and from other notes'
 * cards), so a small quiz still has believable wrong answers.
 */
export async function extraMeanings(
  db: Db,
  userId: string,
  language: string,
  translationLanguage: string | null,
): Promise<string[]> {
  if (!translationLanguage) return [];
  const words = await wordMeanings(db, userId, language, translationLanguage, EXTRA_MEANINGS);
  const cards = await wordCardMeanings(db, userId, language, translationLanguage, EXTRA_MEANINGS);
  return [...words, ...cards].filter(Boolean);
}
