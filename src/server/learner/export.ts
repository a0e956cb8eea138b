import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviewCard, reviewLog, userVocab } from '../db/schema/learner.ts';

/**
 * For "download my data", beside the saved words and sentences: the review cards (their schedule),
 * every rating given, and the status of words marked without saving them (known, ignored, learning).
 */
export async function learnerHistoryToExport(db: Db, userId: string) {
  const [cards, ratings, wordStatuses] = await Promise.all([
    db.select().from(reviewCard).where(eq(reviewCard.userId, userId)).orderBy(asc(reviewCard.id)),
    db.select().from(reviewLog).where(eq(reviewLog.userId, userId)).orderBy(asc(reviewLog.id)),
    db
      .select({
        language: userVocab.language,
        lemma: userVocab.lemma,
        status: userVocab.status,
        learningLevel: userVocab.learningLevel,
      })
      .from(userVocab)
      .where(and(eq(userVocab.userId, userId), eq(userVocab.isSaved, false)))
      .orderBy(asc(userVocab.id)),
  ]);
  return { cards, ratings, wordStatuses };
}
