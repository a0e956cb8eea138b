import { and, desc, eq, inArray, lt, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { audioFile, audioRenders } from '../db/schema/audio.ts';

/** The UTC day a render counts for, as PostgreSQL's date text. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one render for the learner, unless they already had `perDay` today: one statement, so two
 * requests at once cannot both take the last render. False when the day's renders are used up.
 */
export async function reserveRender(db: Db, userId: string, perDay: number, now = new Date()): Promise<boolean> {
  if (perDay <= 0) return false;
  const day = today(now);
  const taken = await db
    .insert(audioRenders)
    .values({ userId, day, renders: 1 })
    .onConflictDoUpdate({
      target: audioRenders.userId,
      set: { day, renders: sql`case when ${audioRenders.day} = ${day} then ${audioRenders.renders} + 1 else 1 end` },
      setWhere: or(sql`${audioRenders.day} <> ${day}`, lt(audioRenders.renders, perDay)),
    })
    .returning({ renders: audioRenders.renders });
  return taken.length > 0;
}

/** Marks a recorded file as heard now; false when it has no record (evicted, or made before records were kept). */
export async function touchFile(db: Db, key: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(audioFile)
    .set({ lastUsedAt: now })
    .where(eq(audioFile.key, key))
    .returning({ key: audioFile.key });
  return rows.length > 0;
}

/** Records a file now in storage, charged to the learner who had it made (or who first heard an unrecorded one). */
export async function recordFile(db: Db, file: { key: string; userId: string; bytes: number }): Promise<void> {
  await db
    .insert(audioFile)
    .values(file)
    .onConflictDoUpdate({ target: audioFile.key, set: { lastUsedAt: sql`now()` } });
}

/**
 * The learner's files to delete so the rest fit in `maxBytes`: the least recently used first, never `keep`
 * (the file just made for them). Summed first, so a learner under the cap costs one small query.
 */
export async function filesOverQuota(db: Db, userId: string, maxBytes: number, keep: string): Promise<string[]> {
  const [total] = await db
    .select({ bytes: sum(audioFile.bytes).mapWith(Number) })
    .from(audioFile)
    .where(eq(audioFile.userId, userId));
  if ((total?.bytes ?? 0) <= maxBytes) return [];
  const files = await db
    .select({ key: audioFile.key, bytes: audioFile.bytes })
    .from(audioFile)
    .where(eq(audioFile.userId, userId))
    .orderBy(desc(audioFile.lastUsedAt), desc(audioFile.createdAt));
  let kept = files.find((f) => f.key === keep)?.bytes ?? 0;
  const evict: string[] = [];
  for (const file of files) {
    if (file.key === keep) continue;
    // Strictly by last use: once one file does not fit, every older one goes too.
    if (!evict.length && kept + file.bytes <= maxBytes) kept += file.bytes;
    else evict.push(file.key);
  }
  return evict;
}

export async function forgetFiles(db: Db, userId: string, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(audioFile).where(and(eq(audioFile.userId, userId), inArray(audioFile.key, keys)));
}

/** Every file charged to the learner (account deletion removes them all). */
export async function learnerFileKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ key: audioFile.key }).from(audioFile).where(eq(audioFile.userId, userId));
  return rows.map((row) => row.key);
}
