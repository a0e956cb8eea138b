import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { languageName } from '../../common/languages.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { flashcard, profile, userSentence, userVocab, vocabContext } from '../db/schema/index.ts';
import { studyLanguage } from '../saved-words/learner-writes.ts';
import type { QuizItem } from './build.ts';
import { ownedNote } from '../notes/access.ts';

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

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
};

/** A note's word and sentence flashcards (404 for anyone else's note). */
export async function notePool(db: Db, user: AuthUser, noteId: string): Promise<QuizPool> {
  const row = await ownedNote(db, user, noteId);
  const cards = await db
    .select()
    .from(flashcard)
    .where(eq(flashcard.noteId, noteId))
    .orderBy(asc(flashcard.lineIndex), asc(flashcard.id));
  const items = cards.map(
    (card): QuizItem =>
      card.kind === 'word'
        ? {
            kind: 'word',
            id: card.id,
            lemma: card.lemma ?? card.front.toLowerCase(),
            text: card.front,
            meaning: card.translation,
            context: card.context,
          }
        : { kind: 'sentence', id: card.id, lemma: null, text: card.front, meaning: card.translation, context: null },
  );
  return {
    source: 'note',
    noteId,
    language: row.language,
    items,
    translationLanguage: mostCommon(cards.map((c) => c.toLanguage)),
    tooFew: `This note has ${items.length === 0 ? 'no flashcards yet' : `only ${items.length} flashcard${items.length === 1 ? '' : 's'}`}: a quiz needs at least ${MIN_ITEMS}. Wait for its study material, or add a few cards.`,
  };
}

/** The learner's saved words (not ignored; ones still being learnt first) and saved sentences in one language. */
export async function savedPool(db: Db, user: AuthUser, requested: string | undefined): Promise<QuizPool> {
  const [learner] = await db.select({ main: profile.mainLanguage }).from(profile).where(eq(profile.userId, user.id));
  // Saved items are filed under the study language (en-GB and en are one list).
  const language = studyLanguage(requested ?? learner?.main ?? 'en');
  const words = await db
    .select()
    .from(userVocab)
    .where(
      and(
        eq(userVocab.userId, user.id),
        eq(userVocab.language, language),
        eq(userVocab.isSaved, true),
        ne(userVocab.status, 'ignored'),
      ),
    )
    .orderBy(sql`${userVocab.status} = 'known'`, desc(userVocab.savedAt), desc(userVocab.id))
    .limit(POOL_LIMIT);
  const contexts = words.length
    ? await db
        .select({ vocabId: vocabContext.vocabId, text: vocabContext.text })
        .from(vocabContext)
        .where(
          inArray(
            vocabContext.vocabId,
            words.map((w) => w.id),
          ),
        )
        .orderBy(asc(vocabContext.createdAt), asc(vocabContext.id))
    : [];
  const firstContext = new Map<string, string>();
  for (const c of contexts) if (!firstContext.has(c.vocabId)) firstContext.set(c.vocabId, c.text);
  const sentences = await db
    .select()
    .from(userSentence)
    .where(and(eq(userSentence.userId, user.id), eq(userSentence.language, language), eq(userSentence.isSaved, true)))
    .orderBy(desc(userSentence.savedAt), desc(userSentence.id))
    .limit(POOL_LIMIT);
  const items: QuizItem[] = [
    ...words.map(
      (w): QuizItem => ({
        kind: 'word',
        id: w.id,
        lemma: w.lemma,
        text: w.word,
        meaning: w.translation,
        context: firstContext.get(w.id) ?? null,
      }),
    ),
    ...sentences.map(
      (s): QuizItem => ({ kind: 'sentence', id: s.id, lemma: null, text: s.text, meaning: s.meaning, context: null }),
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
    tooFew: `Save a few words first: a quiz needs at least ${MIN_ITEMS} saved words or sentences in ${languageName(language)} (you have ${items.length}).`,
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
  const vocab = await db
    .selectDistinct({ text: userVocab.translation })
    .from(userVocab)
    .where(
      and(
        eq(userVocab.userId, userId),
        eq(userVocab.language, studyLanguage(language)),
        eq(userVocab.translationLanguage, translationLanguage),
        isNotNull(userVocab.translation),
      ),
    )
    .orderBy(userVocab.translation)
    .limit(EXTRA_MEANINGS);
  const cards = await db
    .selectDistinct({ text: flashcard.translation })
    .from(flashcard)
    .where(
      and(
        eq(flashcard.userId, userId),
        eq(flashcard.kind, 'word'),
        eq(flashcard.fromLanguage, language),
        eq(flashcard.toLanguage, translationLanguage),
        isNotNull(flashcard.translation),
      ),
    )
    .orderBy(flashcard.translation)
    .limit(EXTRA_MEANINGS);
  return [...vocab, ...cards].map((r) => r.text!).filter(Boolean);
}
