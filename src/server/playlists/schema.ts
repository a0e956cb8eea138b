import { z } from 'zod';
import { LEARNING_LANGUAGES } from '../../common/languages.ts';
import { PLAYLIST_LEVELS } from '../db/schema/playlists.ts';
import { boundedText, noteIdField } from '../http/fields.ts';

/**
 * Playlists (issue 14, spec §1, §5, §6, §7; ADR 32). Library playlists (no owner) are read by anyone,
 * signed in or not; a learner's own playlists only by them — anyone else's is a 404, as if missing.
 *
 *   GET    /v3/playlist/{playlistId}                          → PlaylistDetail   (library: no sign-in)
 *   GET    /v3/playlist/library/{language}?lastId             → LibraryPage      (no sign-in)
 *   GET    /v3/playlist/user                                  → MyPlaylists
 *   POST   /v3/playlist                      CreatePlaylistBody → PlaylistDetail
 *   PATCH  /v3/playlist/{playlistId}         UpdatePlaylistBody → PlaylistDetail
 *   DELETE /v3/playlist/{playlistId}                          → { deleted: true }
 *   PUT    /v3/playlist/{playlistId}/order   OrderBody        → PlaylistDetail
 *   POST   /v3/playlist/{playlistId}/notes   AddNoteBody      → PlaylistDetail   (own notes, same language)
 *   DELETE /v3/playlist/{playlistId}/notes/{noteId}           → PlaylistDetail
 *   POST   /v3/playlist/{playlistId}/entries/{itemId}/open    → OpenedEntry      (generates once, imports a copy)
 *   GET    /v3/note/{id}/playlist?playlistId                  → PlaylistNote     (library: no sign-in)
 * Admin curation of library playlists (admins only, ADR 24):
 *   POST   /v3/admin/playlist                LibraryPlaylistBody → PlaylistDetail
 *   PATCH  /v3/admin/playlist/{playlistId}   UpdateLibraryBody   → PlaylistDetail
 *   DELETE /v3/admin/playlist/{playlistId}                       → { deleted: true }
 *   POST   /v3/admin/playlist/{playlistId}/entries  LibraryEntryBody → PlaylistDetail
 *   PUT    /v3/admin/playlist/{playlistId}/order    OrderBody        → PlaylistDetail
 *   DELETE /v3/admin/playlist/{playlistId}/entries/{itemId}          → PlaylistDetail
 */

export const MAX_PLAYLISTS = 100;
export const MAX_ENTRIES = 200;
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 1000;
export const LIBRARY_PAGE = 20;

export const PLAYLIST_NOT_FOUND = 'This playlist does not exist or is not yours.';
export const ENTRY_NOT_FOUND = 'This entry is not in the playlist.';
export const NOTE_NOT_IN_PLAYLIST = 'This note is not in the playlist.';
export const NOTE_ALREADY_IN_PLAYLIST = 'This note is already in the playlist.';
export const TOO_MANY_PLAYLISTS = `You can have at most ${MAX_PLAYLISTS} playlists. Delete one to make a new one.`;
export const PLAYLIST_FULL = `A playlist can hold at most ${MAX_ENTRIES} notes.`;
export const ORDER_MISMATCH = 'itemIds must list every entry of the playlist exactly once';
export const CHOOSE_SOMETHING = 'Choose a title, a description, a level or a position to change';
export const LIBRARY_NOTE_NOT_SHARED = 'Only a shared note can be added to a library playlist.';
export const NOTE_OR_VIDEO = 'Give either noteId, or videoId with startAt';

const playlistId = z.uuid('must be a playlist id');
const itemId = z.uuid('must be an entry id');
export const learningLanguage = z.enum(LEARNING_LANGUAGES, {
  error: `must be one of ${LEARNING_LANGUAGES.join(', ')}`,
});
const level = z.enum(PLAYLIST_LEVELS, { error: 'must be beginner, intermediate or advanced' });
const title = boundedText(MAX_TITLE).min(1, 'must not be empty');
const description = boundedText(MAX_DESCRIPTION);
const itemIds = z.array(itemId).max(MAX_ENTRIES, `must be at most ${MAX_ENTRIES} ids`);

export const PlaylistParams = z.object({ playlistId });
export const PlaylistNoteParams = z.object({ playlistId, noteId: noteIdField });
export const PlaylistEntryParams = z.object({ playlistId, itemId });
export const LibraryParams = z.object({ language: learningLanguage });
export const LibraryQuery = z.object({ lastId: playlistId.optional() });
export const NotePlaylistParams = z.object({ id: z.uuid('id must be a note id') });
export const NotePlaylistQuery = z.object({ playlistId });

export const CreatePlaylistBody = z.object({ title, language: learningLanguage, description: description.optional() });
export const UpdatePlaylistBody = z
  .object({ title: title.optional(), description: description.optional() })
  .refine((b) => b.title !== undefined || b.description !== undefined, { message: CHOOSE_SOMETHING });
export const OrderBody = z.object({ itemIds });
export const AddNoteBody = z.object({ noteId: noteIdField });

export const LibraryPlaylistBody = z.object({
  title,
  language: learningLanguage,
  level,
  description: description.optional(),
});
export const UpdateLibraryBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    level: level.optional(),
    position: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(10_000, 'must be at most 10000')
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: CHOOSE_SOMETHING });
/** A library entry is a shared note, or a YouTube clip (video id and start) whose note is made on first open. */
export const LibraryEntryBody = z
  .object({
    noteId: noteIdField.optional(),
    videoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id')
      .optional(),
    startAt: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(86_400, 'must be at most 86400')
      .optional(),
    title: boundedText(MAX_TITLE).optional(),
  })
  .refine((b) => (b.noteId === undefined) !== (b.videoId === undefined), { message: NOTE_OR_VIDEO });

export const ENTRY_STATUSES = ['ready', 'not_started', 'pending', 'processing', 'failed'] as const;

export const PlaylistEntry = z.object({
  itemId: z.string(),
  position: z.number().int(),
  /** The library's (or, in one's own playlist, one's own) note; null until a library clip is first opened. */
  noteId: z.string().nullable(),
  videoId: z.string().nullable(),
  startAt: z.number().int(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  /** ready: a note to study; not_started/pending/processing: its note is made on open; failed: it could not be made. */
  status: z.enum(ENTRY_STATUSES),
  /** The signed-in caller's copy of the entry's note (their own note in their own playlist); null otherwise. */
  myNoteId: z.string().nullable(),
});

export const PlaylistDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  level: z.enum(PLAYLIST_LEVELS).nullable(),
  /** A library playlist (anyone may read it); false for the caller's own. */
  isLibrary: z.boolean(),
  entries: z.array(PlaylistEntry),
});

export const PlaylistSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  level: z.enum(PLAYLIST_LEVELS).nullable(),
  entryCount: z.number().int(),
  thumbnail: z.string().nullable(),
});

export const LibraryPage = z.object({ playlists: z.array(PlaylistSummary), hasMore: z.boolean() });
export const MyPlaylists = z.object({ playlists: z.array(PlaylistSummary) });

export const OpenedEntry = z.object({
  status: z.enum(['ready', 'pending', 'processing', 'failed']),
  progress: z.number().int().min(0).max(100),
  message: z.string().optional(),
  /** The caller's note to study (their copy of the library's note); null until it is ready. */
  myNoteId: z.string().nullable(),
  /** The entry's own note (the library's; one's own in one's playlist): the playlist's tasks are kept by it (ADR 33). */
  playlistNoteId: z.string().nullable(),
});

const Neighbour = z.object({ itemId: z.string(), noteId: z.string().nullable(), title: z.string() }).nullable();

/** Spec §7 GET /note/{id}/playlist: a note in the context of one playlist. */
export const PlaylistNote = z.object({
  playlistId: z.string(),
  playlistTitle: z.string(),
  isLibrary: z.boolean(),
  itemId: z.string(),
  /** From 1, of `total`. */
  position: z.number().int(),
  total: z.number().int(),
  previous: Neighbour,
  next: Neighbour,
  note: z.object({
    id: z.string(),
    title: z.string(),
    language: z.string(),
    videoId: z.string().nullable(),
    thumbnail: z.string().nullable(),
    startAt: z.number(),
    endAt: z.number(),
    lineCount: z.number().int(),
  }),
  myNoteId: z.string().nullable(),
});

export type PlaylistDetailOut = z.input<typeof PlaylistDetail>;
export type PlaylistSummaryOut = z.input<typeof PlaylistSummary>;
