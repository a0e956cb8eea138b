import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { note, noteGeneration, profile, type NoteType } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { GENERATE_NOTE } from './generate-note.job.ts';
import { noteKnowledge, notesByKnown } from '../word-status/knowledge.ts';
import { NOTE_NOT_FOUND } from './access.ts';
import { presentNote, presentNoteListItem, presentStatus } from './presenter.ts';
import type { CreateYouTubeNoteInput, NoteSort } from './schema.ts';

export const PAGE_SIZE = 20;

type Deps = { db: Db; queue: Queue };

/**
 * Starts (or finds) the generation of a note. Asking again while one runs — or after it produced a
 * note — answers the same stfId, so a double click or a retried request never makes two notes.
 */
export async function requestNote(
  { db, queue }: Deps,
  user: AuthUser,
  type: NoteType,
  input: CreateYouTubeNoteInput,
): Promise<{ stfId: string }> {
  const startAt = type === 'one_minute_clip' ? input.startAt : 0;
  const same = and(
    eq(noteGeneration.userId, user.id),
    eq(noteGeneration.videoId, input.videoId),
    eq(noteGeneration.type, type),
    eq(noteGeneration.startAt, startAt),
  );
  const [existing] = await db
    .select({ id: noteGeneration.id })
    .from(noteGeneration)
    .where(and(same, inArray(noteGeneration.status, ['pending', 'processing', 'ready'])))
    .orderBy(desc(noteGeneration.id))
    .limit(1);
  if (existing) return { stfId: existing.id };

  const [learner] = await db
    .select({ language: profile.mainLanguage, native: profile.nativeLanguage })
    .from(profile)
    .where(eq(profile.userId, user.id));
  const [created] = await db
    .insert(noteGeneration)
    .values({
      userId: user.id,
      videoId: input.videoId,
      type,
      startAt,
      studyGuide: input.studyGuide,
      learningLanguage: learner?.language ?? 'en',
      nativeLanguage: learner?.native ?? 'en',
    })
    .onConflictDoNothing()
    .returning({ id: noteGeneration.id });
  if (!created) return requestNote({ db, queue }, user, type, input);
  await queue.send(GENERATE_NOTE, { generationId: created.id }, created.id);
  return { stfId: created.id };
}

export async function getStatus(db: Db, user: AuthUser, stfId: string) {
  const [row] = await db
    .select()
    .from(noteGeneration)
    .where(and(eq(noteGeneration.id, stfId), eq(noteGeneration.userId, user.id)));
  if (!row) throw notFound('No note is being made under this id.');
  return presentStatus(row);
}

export async function getNote(db: Db, user: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, id), eq(note.userId, user.id)));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return presentNote(row);
}

const summaryColumns = {
  id: note.id,
  videoId: note.videoId,
  title: note.title,
  type: note.type,
  language: note.language,
  translationLanguage: note.translationLanguage,
  source: note.source,
  startAt: note.startAt,
  endAt: note.endAt,
  createdAt: note.createdAt,
  lineCount: sql<number>`jsonb_array_length(${note.lines})`.mapWith(Number),
};

/**
 * The learner's notes, 20 a page after lastId. Newest first is keyset-paged by id (ids are time-ordered
 * UUIDv7); knowledge is one extra lookup for the page's notes whose lexicon exists.
 */
export async function listNotes(db: Db, user: AuthUser, lastId?: string, sort: NoteSort = 'newest') {
  if (sort === 'known') return listByKnown(db, user, lastId);
  const rows = await db
    .select(summaryColumns)
    .from(note)
    .where(and(eq(note.userId, user.id), lastId ? lt(note.id, lastId) : undefined))
    .orderBy(desc(note.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const knowledge = await noteKnowledge(
    db,
    user.id,
    page.map((r) => r.id),
  );
  return {
    notes: page.map((r) => presentNoteListItem(r, knowledge.get(r.id) ?? null)),
    hasMore: rows.length > PAGE_SIZE,
  };
}

/**
 * Most known first. The order depends on the learner's statuses, so there is no index to keyset on: the
 * whole order is computed (one grouped query over the notes' word counts) and the page starts after lastId
 * in it. A learner who marks words while paging may see a note move; paging never fails because of it.
 */
async function listByKnown(db: Db, user: AuthUser, lastId?: string) {
  const order = await notesByKnown(db, user.id);
  const start = lastId ? order.findIndex((n) => n.id === lastId) + 1 : 0;
  if (lastId && start === 0) throw badRequest('lastId: not one of your notes');
  const page = order.slice(start, start + PAGE_SIZE);
  const rows = page.length
    ? await db
        .select(summaryColumns)
        .from(note)
        .where(
          and(
            eq(note.userId, user.id),
            inArray(
              note.id,
              page.map((n) => n.id),
            ),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    notes: page.flatMap((n) => (byId.has(n.id) ? [presentNoteListItem(byId.get(n.id)!, n.knowledge)] : [])),
    hasMore: start + PAGE_SIZE < order.length,
  };
}
