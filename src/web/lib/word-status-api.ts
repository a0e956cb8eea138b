import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import type { VocabStatus } from './vocab-api.ts';

export type WordStatusRequest = {
  language: string;
  word: string;
  lemma?: string;
  status: VocabStatus;
  learningLevel?: number;
};
export type WordStatusResult = { vocabId: string; lemma: string; status: VocabStatus; learningLevel: number | null };

/** ADR 7 "Word status in notes": a lemma's status; `learningLevel` is 1–4 while learning, else null. */
export type StatusEntry = { status: VocabStatus; learningLevel: number | null };

/**
 * What the learner knows of a note's words. `summary.percentKnown` counts occurrences (tokens), leaving
 * ignored lemmas out; `newWords` counts distinct lemmas with no status.
 */
export type WordStatusSummary = { totalWords: number; knownWords: number; percentKnown: number; newWords: number };

/** `lines[line][word]` is the lemma of the line's word (in the order of its timed words), or null for a token that is no word. */
export type NoteWordStatus = {
  language: string;
  lines: (string | null)[][];
  statuses: Record<string, StatusEntry>;
  summary: WordStatusSummary;
};

/** Under the note's own key, so anything that clears a note (or vocab-api's invalidateVocab) refreshes it too. */
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
