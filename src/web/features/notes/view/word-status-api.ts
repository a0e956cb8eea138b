import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { NoteWordStatus, WordStatusRequest, WordStatusResult } from '../../../lib/api-types.ts';

/** Under the note's own key, so anything that clears a note (or saved-words' invalidateVocab) refreshes it too. */
export const wordStatusKeys = {
  all: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'note' && query.queryKey[2] === 'word-status',
  note: (noteId: string) => ['note', noteId, 'word-status'] as const,
};

export const fetchNoteWordStatus = (noteId: string) => api<NoteWordStatus>(`/note/${noteId}/word-status`);

/** PUT /v3/user-vocab/status: the word dialog's one click or key; creates an unsaved row when needed. */
export const putWordStatus = (body: WordStatusRequest) =>
  api<WordStatusResult>('/user-vocab/status', { method: 'PUT', body });

/** Tints and the "before you watch" summary are garnish: a failure never toasts and leaves the transcript plain. */
export const noteWordStatusQuery = (noteId: string) =>
  queryOptions({
    queryKey: wordStatusKeys.note(noteId),
    queryFn: () => fetchNoteWordStatus(noteId),
    enabled: noteId !== '',
    retry: false,
    meta: { silent: true },
  });
