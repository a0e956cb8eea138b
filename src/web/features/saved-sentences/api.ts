import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  DeletedResult,
  DeleteSentenceListRequest,
  FilledSentences,
  FillMeaningsRequest,
  SaveSentenceRequest,
  Sentence,
  SentenceFilters,
  SentencePage,
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

/** The learner's sentences: the server's saved-sentences domain (/user-sentence). */

export const sentenceKeys = listKeys<SentenceFilters>('user-sentence');

export const saveSentence = (body: SaveSentenceRequest) => api<Sentence>('/user-sentence', { method: 'POST', body });
export const fetchSentencePage = (filters: SentenceFilters, lastId?: string) =>
  api<SentencePage>('/user-sentence/list', { query: listQueryParams(filters, lastId) });
export const toggleSaveSentence = (sentenceId: string) =>
  api<Sentence>(`/user-sentence/${sentenceId}/toggle-save`, { method: 'PUT' });
export const deleteSentenceList = (sentenceIds: string[]) =>
  api<DeletedResult>('/user-sentence/delete-sentence-list', {
    method: 'POST',
    body: { sentenceIds } satisfies DeleteSentenceListRequest,
  });
/** Without ids the server fills the newest saved sentences that have no meaning (at most 50 at a time). */
export const fillSentenceMeanings = (sentenceIds?: string[]) =>
  api<FilledSentences>('/user-sentence/extract-sentence-meanings', {
    method: 'POST',
    body: (sentenceIds ? { sentenceIds } : {}) satisfies FillMeaningsRequest,
  });

export function invalidateSentences(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sentenceKeys.all });
  invalidateLearnerCounts(queryClient);
}

/** Saved sentences as the pages and lists both kinds share read and change them. */
export const savedSentences: SavedItemsKind<Sentence, SentenceFilters> = {
  name: 'sentence',
  keys: sentenceKeys,
  fetchPage: async (filters, lastId) => {
    const { sentences, hasMore } = await fetchSentencePage(filters, lastId);
    return { items: sentences, hasMore };
  },
  deleteList: deleteSentenceList,
  resetSaved: (language) => resetSaved('/user-sentence', language),
  invalidate: invalidateSentences,
};

export const sentenceListQuery = (filters: SentenceFilters) => savedListQuery(savedSentences, filters);

export const useToggleSaveSentence = () =>
  useRefreshingMutation(toggleSaveSentence, (qc, sentence) => afterToggle(qc, sentenceKeys, sentence));
export const useFillSentenceMeanings = () =>
  useRefreshingMutation((sentenceIds?: string[]) => fillSentenceMeanings(sentenceIds), invalidateSentences);
