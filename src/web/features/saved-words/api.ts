import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  DeletedResult,
  DeleteVocabListRequest,
  SaveVocabRequest,
  Vocab,
  VocabFilters,
  VocabPage,
} from '../../lib/api-types.ts';
import {
  afterToggle,
  invalidateLearnerCounts,
  listKeys,
  listQueryParams,
  resetSaved,
  savedListQuery,
  useRefreshingMutation,
  type SavedItemsKind,
} from '../saved-items/api.ts';

/** The learner's words: the server's saved-words domain (/user-vocab). */

export const vocabKeys = listKeys<VocabFilters>('user-vocab');

export const saveVocab = (body: SaveVocabRequest) => api<Vocab>('/user-vocab', { method: 'POST', body });
export const fetchVocabPage = (filters: VocabFilters, lastId?: string) =>
  api<VocabPage>('/user-vocab/list', { query: listQueryParams(filters, lastId) });
export const toggleSaveVocab = (vocabId: string) => api<Vocab>(`/user-vocab/${vocabId}/toggle-save`, { method: 'PUT' });
export const deleteVocabList = (vocabIds: string[]) =>
  api<DeletedResult>('/user-vocab/delete-vocab-list', {
    method: 'POST',
    body: { vocabIds } satisfies DeleteVocabListRequest,
  });

/** Everything a change of saved words can move: lists, statuses, the profile's counts, reviews, quizzes, note word status. */
export function invalidateVocab(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: vocabKeys.all });
  invalidateLearnerCounts(queryClient);
  // The note view's word status lives under its note's key (notes/view/word-status-api.ts).
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'note' && q.queryKey[2] === 'word-status' });
  // "% known" on note lists: refreshed when a list is next shown, not refetched in the background now.
  void queryClient.invalidateQueries({ queryKey: ['notes', 'list'], refetchType: 'none' });
}

/** Saved words as the pages and lists both kinds share read and change them. */
export const savedWords: SavedItemsKind<Vocab, VocabFilters> = {
  name: 'vocab',
  keys: vocabKeys,
  fetchPage: async (filters, lastId) => {
    const { vocabs, hasMore } = await fetchVocabPage(filters, lastId);
    return { items: vocabs, hasMore };
  },
  deleteList: deleteVocabList,
  resetSaved: (language) => resetSaved('/user-vocab', language),
  invalidate: invalidateVocab,
};

export const vocabListQuery = (filters: VocabFilters) => savedListQuery(savedWords, filters);

export const useToggleSaveVocab = () =>
  useRefreshingMutation(toggleSaveVocab, (qc, vocab) => afterToggle(qc, vocabKeys, vocab));
