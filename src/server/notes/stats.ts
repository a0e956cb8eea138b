import { count, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uuidv7Floor } from '../db/ids.ts';
import { note } from '../db/schema/notes.ts';

/** How many notes each of these learners has (the admin area's user list); learners with none are absent. */
export async function noteCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: note.userId, n: count() })
    .from(note)
    .where(inArray(note.userId, userIds))
    .groupBy(note.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/**
 * Notes made per UTC day since `since` (days with none are absent). Note ids are UUIDv7, so the range is
 * read from the primary key rather than by scanning every note's created_at.
 */
export async function notesPerDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
  const day = sql<string>`to_char(${note.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(note)
    .where(gte(note.id, uuidv7Floor(since.getTime())))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
}
