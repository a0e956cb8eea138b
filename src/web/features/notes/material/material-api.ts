import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

import type {
  Card,
  Flashcards,
  FlashcardsQuery,
  GrammarNote,
  GrammarNotes,
  MaterialState,
  MaterialStatus,
  NoteImportQuery,
  NoteImportResult,
  NoteMaterial,
  WordCardRequest,
} from '../../../lib/api-types.ts';

/** Material is made by a background job; while it runs the endpoints answer its status, polled this often… */
export const MATERIAL_POLL_MS = 1000;
/** …for this many answers (about two minutes), then more slowly, in case the job waits long for a worker. */
export const FAST_POLLS = 120;
export const SLOW_POLL_MS = 5000;

export const isSettled = (status: MaterialStatus | undefined): boolean => status === 'ready' || status === 'failed';

type PolledQuery = { state: { data?: MaterialState; status: string; dataUpdateCount: number } };

/** Keeps asking while the job runs; stops once it is done, failed, or the request itself fails. */
export function materialPollInterval(query: PolledQuery): number | false {
  const { data, status, dataUpdateCount } = query.state;
  if (status === 'error' || isSettled(data?.status)) return false;
  return dataUpdateCount < FAST_POLLS ? MATERIAL_POLL_MS : SLOW_POLL_MS;
}

export const materialKeys = {
  material: (noteId: string) => ['material', noteId] as const,
  flashcards: (noteId: string) => ['flashcards', noteId] as const,
  grammar: (noteId: string) => ['grammar', noteId] as const,
};

/** The panels show their own failure, so these never toast; a 404 (material not made for this note) is not retried. */
export const materialQuery = (noteId: string) =>
  queryOptions({
    queryKey: materialKeys.material(noteId),
    queryFn: () => api<NoteMaterial>(`/note/${noteId}/material`),
    refetchInterval: materialPollInterval,
    meta: { silent: true },
  });

export const flashcardsQuery = (noteId: string) =>
  queryOptions({
    queryKey: materialKeys.flashcards(noteId),
    queryFn: () => api<Flashcards>('/flashcard', { query: { noteId } satisfies FlashcardsQuery }),
    refetchInterval: materialPollInterval,
    meta: { silent: true },
  });

export const grammarQuery = (noteId: string) =>
  queryOptions({
    queryKey: materialKeys.grammar(noteId),
    queryFn: () => api<GrammarNotes>('/grammar-note', { query: { noteId } }),
    refetchInterval: materialPollInterval,
    meta: { silent: true },
  });

/** Asks for a new story for a grammar point; `storyId` is the story it replaces. */
export const regenerateStory = (grammarNoteId: string, storyId: string) =>
  api<GrammarNote>(`/grammar-note/${grammarNoteId}/story`, { method: 'POST', query: { storyId } });

/** A learner's own word card; adding a lemma the note already has answers the existing card. */
export const addWordCard = (noteId: string, body: WordCardRequest) =>
  api<Card>(`/note/${noteId}/flashcard/word`, { method: 'POST', body });

/** Saves all of the note's word (or sentence) cards to the learner's words (or sentences); what is saved already is skipped. */
export const importNoteCards = (noteId: string, kind: 'words' | 'sentences') =>
  api<NoteImportResult>(`/flashcard/import-${kind === 'words' ? 'vocab' : 'sentences'}`, {
    method: 'POST',
    query: { noteId } satisfies NoteImportQuery,
  });

/** Puts a grammar note answered by the server in place of the cached one. */
export function replaceGrammarNote(queryClient: QueryClient, noteId: string, note: GrammarNote) {
  queryClient.setQueryData<GrammarNotes>(materialKeys.grammar(noteId), (current) =>
    current ? { ...current, grammarNotes: current.grammarNotes.map((n) => (n.id === note.id ? note : n)) } : current,
  );
}
