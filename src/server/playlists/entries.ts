import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playlistItem } from '../db/schema/playlists.ts';
import { copiesOf, libraryGenerations, readableNoteSummaries } from '../notes/library-notes.ts';
import { setNoteShared } from '../notes/sharing.ts';
import type { PlaylistEntry, VisiblePlaylist } from './access.ts';
import { LIBRARY_ACCOUNT } from './library-account.ts';
import type { EntryState } from './presenter.ts';

/**
 * Records a finished library note on its entry (once): the entry points at it from now on, and it is shared
 * so every learner may copy it. Runs when a playlist is read or an entry opened, so no job has to know
 * about playlists. Another entry of the same clip elsewhere gets the same note.
 */
async function attach(db: Db, entry: PlaylistEntry, noteId: string): Promise<void> {
  await setNoteShared(db, { id: LIBRARY_ACCOUNT.id }, noteId, true);
  await db
    .update(playlistItem)
    .set({ noteId })
    .where(and(eq(playlistItem.id, entry.itemId), isNull(playlistItem.noteId)));
  entry.noteId = noteId;
}

/**
 * Each entry's state for `userId` (null: signed out): ready when its note can be read, else how far the
 * library's generation of its clip is; and the caller's note to study (their copy, or their own note).
 * Library entries whose note finished since are attached on the way (`playlist.entries` is updated).
 */
export async function entryStates(
  db: Db,
  userId: string | null,
  playlist: VisiblePlaylist,
): Promise<Map<string, EntryState>> {
  const isLibrary = playlist.ownerId === null;
  const clips = playlist.entries.filter((e) => !e.noteId && e.videoId);
  const generations = isLibrary
    ? await libraryGenerations(
        db,
        LIBRARY_ACCOUNT.id,
        clips.map((e) => e.videoId!),
      )
    : [];
  const generationOf = (entry: PlaylistEntry) =>
    generations.find((g) => g.videoId === entry.videoId && g.startAt === entry.startAt);
  for (const entry of clips) {
    const generation = generationOf(entry);
    if (generation?.status === 'ready' && generation.noteId) await attach(db, entry, generation.noteId);
  }

  const noteIds = playlist.entries.flatMap((e) => (e.noteId ? [e.noteId] : []));
  const readable = new Set((await readableNoteSummaries(db, noteIds, userId)).map((row) => row.id));
  const copies = isLibrary && userId ? await copiesOf(db, userId, noteIds) : new Map<string, string>();
  const states = new Map<string, EntryState>();
  for (const entry of playlist.entries) {
    if (entry.noteId) {
      // A note that is no longer readable (its owner stopped sharing it) cannot be studied from here.
      if (!readable.has(entry.noteId)) states.set(entry.itemId, { status: 'failed', myNoteId: null });
      else
        states.set(entry.itemId, {
          status: 'ready',
          myNoteId: isLibrary ? (copies.get(entry.noteId) ?? null) : entry.noteId,
        });
      continue;
    }
    const generation = entry.videoId ? generationOf(entry) : undefined;
    const status = !entry.videoId ? 'failed' : generation ? generation.status : 'not_started';
    states.set(entry.itemId, { status: status === 'ready' ? 'processing' : status, myNoteId: null });
  }
  return states;
}
