import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { studyLanguage } from './language.ts';

/**
 * The learner's saved words of a language to quiz: not ignored, the ones still being learnt first, newest
 * saved first, each with the first context it was met in.
 */
export async function quizWords(db: Db, userId: string, language: string, limit: number) {
  const words = await db
    .select()
    .from(userVocab)
    .where(
      and(
        eq(userVocab.userId, userId),
        eq(userVocab.language, language),
        eq(userVocab.isSaved, true),
        ne(userVocab.status, 'ignored'),
      ),
    )
    .orderBy(sql`${userVocab.status} = 'known'`, desc(userVocab.savedAt), desc(userVocab.id))
    .limit(limit);
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
  return words.map((word) => ({ ...word, context: firstContext.get(word.id) ?? null }));
}

/** The learner's saved sentences of a language, newest saved first. */
export async function quizSentences(db: Db, userId: string, language: string, limit: number) {
  return db
    .select()
    .from(userSentence)
    .where(and(eq(userSentence.userId, userId), eq(userSentence.language, language), eq(userSentence.isSaved, true)))
    .orderBy(desc(userSentence.savedAt), desc(userSentence.id))
    .limit(limit);
}

/** Meanings of the learner's words (saved or not) in these languages, for believable wrong answers. */
export async function extraMeanings(
  db: Db,
  userId: string,
  language: string,
  translationLanguage: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
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
    .limit(limit);
  return rows.map((r) => r.text!);
}
