import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { reviewCard, reviewLog, userVocab } from '../db/schema/index.ts';
import { startOfUtcDay, streaks, utcDayNumber } from './days.ts';
import type { ReviewStats } from './schema.ts';
import { newCardsStartedToday, reviewSettingsOf } from './service.ts';

/** The review dashboard: what is waiting, what was done today, the streak, and known words per language. */
export async function reviewStats(db: Db, user: AuthUser, now: Date): Promise<z.input<typeof ReviewStats>> {
  const settings = await reviewSettingsOf(db, user.id);
  const [[cards], startedToday, [today], days, languages] = await Promise.all([
    db
      .select({
        due: sql<number>`count(*) filter (where ${reviewCard.state} <> 0 and ${reviewCard.due} <= ${now})`.mapWith(
          Number,
        ),
        fresh: sql<number>`count(*) filter (where ${reviewCard.state} = 0)`.mapWith(Number),
      })
      .from(reviewCard)
      .where(and(eq(reviewCard.userId, user.id), eq(reviewCard.active, true))),
    newCardsStartedToday(db, user.id, now),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, user.id), gte(reviewLog.review, startOfUtcDay(now)))),
    // One row per day reviewed: a few thousand at most, however many reviews.
    db
      .selectDistinct({ day: sql<string>`to_char(${reviewLog.review} at time zone 'UTC', 'YYYY-MM-DD')` })
      .from(reviewLog)
      .where(eq(reviewLog.userId, user.id)),
    db
      .select({
        language: userVocab.language,
        known: sql<number>`count(*) filter (where ${userVocab.status} = 'known')`.mapWith(Number),
        learning: sql<number>`count(*) filter (where ${userVocab.status} = 'learning')`.mapWith(Number),
      })
      .from(userVocab)
      .where(eq(userVocab.userId, user.id))
      .groupBy(userVocab.language)
      .orderBy(asc(userVocab.language)),
  ]);
  const dayNumbers = days.map((d) => utcDayNumber(new Date(`${d.day}T00:00:00Z`)));
  return {
    due: cards?.due ?? 0,
    newAvailable: Math.min(Math.max(0, settings.newCardsPerDay - startedToday), cards?.fresh ?? 0),
    reviewedToday: today?.n ?? 0,
    streak: streaks(dayNumbers, utcDayNumber(now)),
    knownByLanguage: languages.filter((l) => l.known + l.learning > 0),
  };
}
