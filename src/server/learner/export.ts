import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { reviewCard, reviewLog, userSentence, userVocab } from '../db/schema/learner.ts';
import { breathe } from '../lib/breathe.ts';
import { studyLanguage } from './language.ts';
import { selectSentences, selectWords, type SentenceView, type WordView, withTitles, words } from './read.ts';

type Only = { ids?: readonly string[]; language?: string };

/**
 * Rows read per query for an export: 5,000 words with their contexts in one statement held the embedded
 * database, and with it the web process, ~65 ms; pages of 1,000 with a turn between them do not (ADR 13).
 */
const EXPORT_PAGE = 1000;

async function inPages<R extends { id: string }>(page: (after: string | undefined) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let after: string | undefined; ; ) {
    const batch = await page(after);
    rows.push(...batch);
    if (batch.length < EXPORT_PAGE) return rows;
    after = batch.at(-1)!.id;
    await breathe();
  }
}

/** The learner's items to export: the ones named (saved or not), else the saved ones (in one language). */
function exported(table: typeof userVocab | typeof userSentence, userId: string, only: Only, after?: string): SQL {
  return and(
    eq(table.userId, userId),
    only.ids
      ? inArray(table.id, [...only.ids])
      : and(eq(table.isSaved, true), only.language ? eq(table.language, studyLanguage(only.language)) : undefined),
    after ? gt(table.id, after) : undefined,
  )!;
}

/**
 * The learner's saved words (or the ones named, saved or not) with their contexts, for exports: oldest
 * first. Named ids that are not the learner's are left out; the caller compares counts.
 */
export async function wordsToExport(db: DbOrTx, userId: string, only: Only): Promise<WordView[]> {
  if (only.ids?.length === 0) return [];
  return inPages(async (after) =>
    words(
      await selectWords(db)
        .where(exported(userVocab, userId, only, after))
        .orderBy(asc(userVocab.id))
        .limit(EXPORT_PAGE),
    ),
  );
}

export async function sentencesToExport(db: DbOrTx, userId: string, only: Only): Promise<SentenceView[]> {
  if (only.ids?.length === 0) return [];
  const rows = await inPages((after) =>
    selectSentences(db)
      .where(exported(userSentence, userId, only, after))
      .orderBy(asc(userSentence.id))
      .limit(EXPORT_PAGE),
  );
  return withTitles(db, rows);
}

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
