import { LEARNING_LANGUAGES, type UiLocale } from '../../common/languages.ts';
import type { DbOrTx } from '../db/client.ts';
import { sharedNoteHead } from '../notes/sharing.ts';
import { libraryPlaylistHead } from '../playlists/public-index.ts';
import { missingPage, playlistPage, type PublicPage, sharedListPage, sharedNotePage } from './presenter.ts';

/** Note and playlist ids are UUIDs; anything else is not found without asking the database (which would refuse it). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isLearningLanguage = (code: string): boolean => (LEARNING_LANGUAGES as readonly string[]).includes(code);

/** A shared note's page; a private, unshared or missing note is the same 404 for everyone (the owner included). */
export async function noteHeadPage(db: DbOrTx, locale: UiLocale, noteId: string): Promise<PublicPage> {
  const head = UUID.test(noteId) ? await sharedNoteHead(db, noteId.toLowerCase()) : undefined;
  return head ? sharedNotePage(head, locale) : missingPage(`/shared/note/${noteId}`, locale);
}

/** The list of shared notes in a learning language; any other code is not a page. */
export function listHeadPage(locale: UiLocale, langCode: string): PublicPage {
  return isLearningLanguage(langCode) ? sharedListPage(langCode, locale) : missingPage(`/shared/${langCode}`, locale);
}

/** A library playlist's page; a learner's own playlist is private, so as missing as an unknown id. */
export async function playlistHeadPage(db: DbOrTx, locale: UiLocale, playlistId: string): Promise<PublicPage> {
  const head = UUID.test(playlistId) ? await libraryPlaylistHead(db, playlistId.toLowerCase()) : undefined;
  return head ? playlistPage(head, locale) : missingPage(`/playlists/${playlistId}`, locale);
}
