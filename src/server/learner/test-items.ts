import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviewCard, userSentence, userVocab, vocabContext, type WordStatus } from '../db/schema/learner.ts';
import { activateCards } from './cards.ts';

/**
 * Test helpers: a saved word or sentence with its review card, written as the saving code writes them
 * (the row, a context, activateCards), so review tests do not depend on the save endpoints.
 */
export async function savedWord(
  db: Db,
  userId: string,
  lemma: string,
  options: {
    language?: string;
    status?: WordStatus;
    learningLevel?: number | null;
    noteId?: string;
    createdAt?: Date;
  } = {},
) {
  const status = options.status ?? 'learning';
  const [row] = await db
    .insert(userVocab)
    .values({
      userId,
      language: options.language ?? 'en',
      lemma,
      word: lemma,
      translation: `${lemma} (fr)`,
      translationLanguage: 'fr',
      status,
      learningLevel: status === 'learning' ? (options.learningLevel ?? 1) : null,
      isSaved: true,
      savedAt: new Date(),
    })
    .returning();
  await db.insert(vocabContext).values({
    vocabId: row!.id,
    text: `A line with ${lemma}.`,
    noteId: options.noteId ?? null,
    lineIndex: options.noteId ? 0 : null,
  });
  await activateCards(db, userId, 'word', [row!.id]);
  if (options.createdAt)
    await db
      .update(reviewCard)
      .set({ createdAt: options.createdAt, due: options.createdAt })
      .where(eq(reviewCard.vocabId, row!.id));
  return { vocab: row!, card: await cardOf(db, userId, { vocabId: row!.id }) };
}

export async function savedSentence(db: Db, userId: string, text: string) {
  const [row] = await db
    .insert(userSentence)
    .values({ userId, language: 'en', text, meaning: `${text} (fr)`, translationLanguage: 'fr', savedAt: new Date() })
    .returning();
  await activateCards(db, userId, 'sentence', [row!.id]);
  return { sentence: row!, card: await cardOf(db, userId, { sentenceId: row!.id }) };
}

export async function cardOf(db: Db, userId: string, item: { vocabId: string } | { sentenceId: string }) {
  const byItem = 'vocabId' in item ? eq(reviewCard.vocabId, item.vocabId) : eq(reviewCard.sentenceId, item.sentenceId);
  const [card] = await db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), byItem));
  return card!;
}
