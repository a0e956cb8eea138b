import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LearningLanguageCode } from '../../../common/languages.ts';
import { api } from '../../lib/api.ts';
import type {
  Flashcards,
  GrammarNotes,
  ImportedSharedNote,
  ImportedStatus,
  NoteLinePage,
  NoteLinesQuery,
  SharedListQuery,
  SharedNoteDetail,
  SharedNoteList,
  ShareNoteRequest,
  ShareState,
} from '../../lib/api-types.ts';
import { materialPollInterval } from '../notes/material/material-api.ts';

const seg = encodeURIComponent;

export const sharingKeys = {
  note: (noteId: string) => ['shared', 'note', noteId] as const,
  flashcards: (noteId: string) => ['shared', 'flashcards', noteId] as const,
  grammar: (noteId: string) => ['shared', 'grammar', noteId] as const,
  list: (langCode: string) => ['shared', 'list', langCode] as const,
  imported: (noteId: string) => ['shared', 'imported', noteId] as const,
};

/** The public page's note; its page shows a 404 in place, so it never toasts. Waits for a non-empty id (spec §4). */
export const sharedNoteQuery = (noteId: string) =>
  queryOptions({
    queryKey: sharingKeys.note(noteId),
    queryFn: () => api<SharedNoteDetail>(`/note/${seg(noteId)}/shared`),
    enabled: noteId !== '',
    retry: false,
    meta: { silent: true },
  });

/** Further pages of a shared note's transcript (ADR 13), as useNoteLines asks for them. */
export const sharedLinesPage = (noteId: string, minute: number) =>
  api<NoteLinePage>(`/note/${seg(noteId)}/shared/lines`, { query: { minute } satisfies NoteLinesQuery });

/** Cards and grammar of a shared note, polled like the owner's while its material is being made. */
export const sharedFlashcardsQuery = (noteId: string) =>
  queryOptions({
    queryKey: sharingKeys.flashcards(noteId),
    queryFn: () => api<Flashcards>('/flashcard/shared', { query: { noteId } }),
    refetchInterval: materialPollInterval,
    meta: { silent: true },
  });

export const sharedGrammarQuery = (noteId: string) =>
  queryOptions({
    queryKey: sharingKeys.grammar(noteId),
    queryFn: () => api<GrammarNotes>('/grammar-note/shared', { query: { noteId } }),
    refetchInterval: materialPollInterval,
    meta: { silent: true },
  });

/** Spec §4: the shared list is cumulative, each page cached under its lastId, and never expires. */
export const sharedListQuery = (langCode: LearningLanguageCode) =>
  infiniteQueryOptions({
    queryKey: sharingKeys.list(langCode),
    queryFn: ({ pageParam }) =>
      api<SharedNoteList>('/note/list/shared', {
        query: { langCode, lastId: pageParam || undefined } satisfies SharedListQuery,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.notes.at(-1)?.id : undefined),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

/**
 * Spec §4: fetched once the session has loaded (and only signed in), and only when nothing is cached.
 * `signedIn` comes from the session query; a garnish, so it never toasts.
 */
export const importedStatusQuery = (noteId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: sharingKeys.imported(noteId),
    queryFn: () => api<ImportedStatus>(`/note/${seg(noteId)}/imported-status`),
    enabled: signedIn && noteId !== '',
    staleTime: Infinity,
    meta: { silent: true },
  });

export const sharingCalls = {
  setShared: (noteId: string, body: ShareNoteRequest) =>
    api<ShareState>(`/note/${seg(noteId)}/share`, { method: 'PUT', body }),
  importNote: (noteId: string) => api<ImportedSharedNote>(`/note/${seg(noteId)}/import`, { method: 'POST' }),
};

/** The public address of a shared note, in the UI language (`/ko/shared/note/…`; English has no prefix). */
export function sharedNotePath(noteId: string, locale: string): string {
  return `${locale === 'en' ? '' : `/${locale}`}/shared/note/${seg(noteId)}`;
}
