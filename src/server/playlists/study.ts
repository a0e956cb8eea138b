import type { z } from 'zod';
import { thumbnailUrl } from '../../common/youtube-link.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { copyNote } from '../notes/copy.ts';
import { readableNoteSummaries, requestLibraryNote, sourceOfCopy } from '../notes/library-notes.ts';
import { entryStates } from './entries.ts';
import { ensureLibraryAccount, LIBRARY_ACCOUNT } from './library-account.ts';
import { ENTRY_NOT_FOUND, NOTE_NOT_IN_PLAYLIST, type OpenedEntry, type PlaylistNote } from './schema.ts';
import { readablePlaylist } from './service.ts';

export type StudyDeps = { db: Db; queue: Pick<Queue, 'send'> };

/**
 * Opens an entry to study it (ADR 32). In one's own playlist the entry is one's own note. In a library
 * playlist: a clip whose note does not exist yet is generated once, for the library account, whoever asks
 * first (no quota: it is made for everyone); once the note exists the caller gets their own copy (copyNote,
 * idempotent) and studies it on the normal note page. Call again until `myNoteId` is set.
 */
export async function openEntry(
  { db, queue }: StudyDeps,
  user: Pick<AuthUser, 'id'>,
  playlistId: string,
  itemId: string,
): Promise<z.input<typeof OpenedEntry>> {
  const found = await readablePlaylist(db, user.id, playlistId);
  const entry = found.entries.find((e) => e.itemId === itemId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const state = (await entryStates(db, user.id, found)).get(itemId)!;
  if (state.status === 'ready' && entry.noteId) {
    if (state.myNoteId)
      return { status: 'ready', progress: 100, myNoteId: state.myNoteId, playlistNoteId: entry.noteId };
    const copy = await copyNote({ db, queue }, user.id, entry.noteId);
    if (copy) return { status: 'ready', progress: 100, myNoteId: copy.noteId, playlistNoteId: entry.noteId };
  }
  if (found.ownerId !== null || !entry.videoId || entry.noteId) throw notFound(ENTRY_NOT_FOUND);
  await ensureLibraryAccount(db);
  const generation = await requestLibraryNote({ db, queue }, LIBRARY_ACCOUNT.id, {
    videoId: entry.videoId,
    startAt: entry.startAt,
    learningLanguage: found.language,
    // The same language on both sides: the library's note carries no built-in translation, since its
    // learners have many native languages; each one's look-ups translate into their own.
    nativeLanguage: found.language,
  });
  // Finished between the two reads (or long ago): attach it and copy it now.
  if (generation.status === 'ready') return openEntry({ db, queue }, user, playlistId, itemId);
  return {
    status: generation.status,
    progress: generation.progress,
    ...(generation.message ? { message: generation.message } : {}),
    myNoteId: null,
    playlistNoteId: null,
  };
}

/**
 * Spec §7 GET /note/{id}/playlist?playlistId: the note in the context of the playlist. `noteId` is the
 * entry's note, or the signed-in caller's copy of it (the note page knows only the copy's id).
 */
export async function playlistNote(
  db: Db,
  userId: string | null,
  noteId: string,
  playlistId: string,
): Promise<z.input<typeof PlaylistNote>> {
  const found = await readablePlaylist(db, userId, playlistId);
  const isLibrary = found.ownerId === null;
  let index = found.entries.findIndex((e) => e.noteId === noteId);
  let myNoteId: string | null = index >= 0 && !isLibrary ? noteId : null;
  if (index < 0 && userId && isLibrary) {
    const source = await sourceOfCopy(db, userId, noteId);
    index = source ? found.entries.findIndex((e) => e.noteId === source) : -1;
    if (index >= 0) myNoteId = noteId;
  }
  const entry = found.entries[index];
  if (!entry?.noteId) throw notFound(NOTE_NOT_IN_PLAYLIST);
  const [summary] = await readableNoteSummaries(db, [entry.noteId], userId);
  if (!summary) throw notFound(NOTE_NOT_IN_PLAYLIST);
  if (isLibrary && userId && !myNoteId)
    myNoteId = (await entryStates(db, userId, found)).get(entry.itemId)?.myNoteId ?? null;
  const neighbour = (i: number) => {
    const e = found.entries[i];
    return e ? { itemId: e.itemId, noteId: e.noteId, title: e.title } : null;
  };
  return {
    playlistId: found.id,
    playlistTitle: found.title,
    isLibrary,
    itemId: entry.itemId,
    position: index + 1,
    total: found.entries.length,
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    note: {
      id: summary.id,
      title: summary.title,
      language: summary.language,
      videoId: summary.videoId,
      thumbnail: summary.videoId ? thumbnailUrl(summary.videoId) : null,
      startAt: summary.startAt,
      endAt: summary.endAt,
      lineCount: summary.lineCount,
    },
    myNoteId,
  };
}
