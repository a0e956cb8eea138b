import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateVocab } from '../../saved-words/api.ts';
import { putWordStatus, wordStatusKeys } from './word-status-api.ts';
import { withStatus } from './word-status.ts';
import type { NoteWordStatus, StatusEntry } from '../../../lib/api-types.ts';

export type StatusChange = { word: string; lemma: string | null | undefined; entry: StatusEntry };

/** Puts a status the server answered into the note's word status (tints and summary follow at once). */
export function recordStatus(queryClient: QueryClient, noteId: string, lemma: string, entry: StatusEntry) {
  queryClient.setQueryData<NoteWordStatus>(wordStatusKeys.note(noteId), (data) =>
    data ? withStatus(data, lemma, entry) : data,
  );
}

/** A status follows the lemma into every note: other notes' word status, saved lists and the library's "% known" are out of date. */
export function refreshAfterStatusChange(queryClient: QueryClient) {
  invalidateVocab(queryClient); // saved lists, the profile's counts, reviews, word status and "% known" on note lists
}

/**
 * The word dialog's one click or key: the tint and the summary change before the server answers, and go
 * back if it refuses. The note's word status is fetched again only once the last of quick changes is done.
 */
export function useSetWordStatus(noteId: string, language: string) {
  const queryClient = useQueryClient();
  const key = wordStatusKeys.note(noteId);
  const mutationKey = ['word-status', 'set', noteId];
  return useMutation({
    mutationKey,
    mutationFn: ({ word, lemma, entry }: StatusChange) =>
      putWordStatus({
        language,
        word,
        lemma: lemma ?? undefined,
        status: entry.status,
        learningLevel: entry.learningLevel ?? undefined,
      }),
    onMutate: async ({ lemma, entry }: StatusChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NoteWordStatus>(key);
      if (before && lemma) queryClient.setQueryData(key, withStatus(before, lemma, entry));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) => recordStatus(queryClient, noteId, result.lemma, result),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) refreshAfterStatusChange(queryClient);
    },
  });
}
