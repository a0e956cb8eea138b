import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quizResult } from '../db/schema/quizzes.ts';

/** Every quiz the learner finished, with its answers. */
export const quizResultsToExport = (db: Db, userId: string) =>
  db.select().from(quizResult).where(eq(quizResult.userId, userId)).orderBy(asc(quizResult.id));
