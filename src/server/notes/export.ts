import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { note } from '../db/schema/notes.ts';

const PAGE = 20;

/** The learner's notes with their transcripts, oldest first, a page at a time (long notes are megabytes). */
export async function* notesToExport(db: Db, userId: string) {
  let lastId: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: note.id,
        videoId: note.videoId,
        type: note.type,
        title: note.title,
        language: note.language,
        translationLanguage: note.translationLanguage,
        source: note.source,
        startAt: note.startAt,
        endAt: note.endAt,
        createdAt: note.createdAt,
        lines: note.lines,
      })
      .from(note)
      .where(lastId ? and(eq(note.userId, userId), gt(note.id, lastId)) : eq(note.userId, userId))
      .orderBy(asc(note.id))
      .limit(PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
    lastId = rows.at(-1)!.id;
  }
}
