import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { renderMessage } from '../../common/errors.ts';
import { accountsByIds } from '../auth/accounts.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { teamNote } from '../db/schema/teams.ts';
import { notFound } from '../http/errors.ts';
import { assertNoteOwned, NOTE_NOT_FOUND, noteCards } from '../notes/access.ts';
import { copyNote } from '../notes/copy.ts';
import { membershipOf, type TeamDeps } from './membership.ts';
import { requirePermission } from './permissions.ts';
import type { TeamNote } from './schema.ts';

const PAGE_SIZE = 30;
export const TEAM_NOTE_NOT_SHARED = renderMessage('team_note_not_shared');

type TeamNoteRow = typeof teamNote.$inferSelect;

/** Library rows with their notes' titles and the sharers' names (a note deleted meanwhile is left out). */
async function present(db: Db, rows: TeamNoteRow[]): Promise<z.input<typeof TeamNote>[]> {
  const notes = await noteCards(
    db,
    rows.map((row) => row.noteId),
  );
  const people = await accountsByIds(
    db,
    rows.map((row) => row.sharedBy),
  );
  return rows.flatMap((row) => {
    const card = notes.get(row.noteId);
    if (!card) return [];
    return [
      {
        noteId: row.noteId,
        title: card.title,
        language: card.language,
        ytId: card.videoId,
        sharedBy: { userId: row.sharedBy, name: people.get(row.sharedBy)?.name ?? '' },
        sharedAt: row.sharedAt.toISOString(),
      },
    ];
  });
}

/** The team's library, newest shared first, PAGE_SIZE after the note `lastId` (keyset on shared time, note). */
export async function listTeamNotes(db: Db, user: AuthUser, teamId: string, lastId?: string) {
  await membershipOf(db, teamId, user.id);
  // Compared as text: a lastId that is not a uuid finds no row (an empty page), not a cast error.
  const after = lastId
    ? sql`(${teamNote.sharedAt}, ${teamNote.noteId}) < (select c.shared_at, c.note_id from ${teamNote} c
        where c.team_id = ${teamId} and c.note_id::text = ${lastId})`
    : undefined;
  const rows = await db
    .select()
    .from(teamNote)
    .where(and(eq(teamNote.teamId, teamId), after))
    .orderBy(desc(teamNote.sharedAt), desc(teamNote.noteId))
    .limit(PAGE_SIZE + 1);
  return { notes: await present(db, rows.slice(0, PAGE_SIZE)), hasMore: rows.length > PAGE_SIZE };
}

/** A member shares one of their own notes (anyone else's is a 404); sharing again answers the same entry. */
export async function shareNote(db: Db, user: AuthUser, teamId: string, noteId: string) {
  const { role } = await membershipOf(db, teamId, user.id);
  requirePermission(role, 'shareNote');
  await assertNoteOwned(db, user, noteId);
  await db.insert(teamNote).values({ teamId, noteId, sharedBy: user.id }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(teamNote)
    .where(and(eq(teamNote.teamId, teamId), eq(teamNote.noteId, noteId)));
  const [presented] = await present(db, [row!]);
  if (!presented) throw notFound(NOTE_NOT_FOUND);
  return presented;
}

async function sharedRow(db: Db, teamId: string, noteId: string): Promise<TeamNoteRow> {
  const [row] = await db
    .select()
    .from(teamNote)
    .where(and(eq(teamNote.teamId, teamId), eq(teamNote.noteId, noteId)));
  if (!row) throw notFound(TEAM_NOTE_NOT_SHARED);
  return row;
}

/** Takes a note out of the library (the note itself stays its owner's): its sharer, or an owner or admin. */
export async function removeTeamNote(db: Db, user: AuthUser, teamId: string, noteId: string) {
  const { role } = await membershipOf(db, teamId, user.id);
  const row = await sharedRow(db, teamId, noteId);
  if (row.sharedBy !== user.id) requirePermission(role, 'removeAnyTeamNote');
  await db.delete(teamNote).where(and(eq(teamNote.teamId, teamId), eq(teamNote.noteId, noteId)));
  return { removed: true as const };
}

/** Copies a library note into the caller's own library, once (notes/copy.ts). */
export async function importTeamNote(deps: TeamDeps, user: AuthUser, teamId: string, noteId: string) {
  await membershipOf(deps.db, teamId, user.id);
  await sharedRow(deps.db, teamId, noteId);
  const copied = await copyNote(deps, user.id, noteId);
  if (!copied) throw notFound(TEAM_NOTE_NOT_SHARED);
  return copied;
}
