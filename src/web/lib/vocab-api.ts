import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api, apiResponse } from './api.ts';
import { profileQuery } from './session.ts';
import type {
  AnkiExportRequest,
  CountResult,
  CsvImportRequest,
  CsvImportResult,
  CsvKind,
  CsvPreview,
  CsvExportQuery,
  DeletedResult,
  DeleteSentenceListRequest,
  DeleteVocabListRequest,
  FillMeaningsRequest,
  FilledSentences,
  NoteImportQuery,
  NoteImportResult,
  ResetSavedRequest,
  SaveSentenceRequest,
  SaveVocabRequest,
  Sentence,
  SentenceFilters,
  SentencePage,
  Vocab,
  VocabFilters,
  VocabPage,
} from './api-types.ts';

export const PAGE_SIZE = 30;

/** Drops unset and empty fields so equal filters share one cache entry. */
export function cleanFilters<F extends Record<string, unknown>>(filters: F): Partial<F> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return clean as Partial<F>;
}

/** The query string a list request sends: booleans as 'true'/'false', the rest as they are. */
export function listQueryParams(
  filters: VocabFilters | SentenceFilters,
  lastId?: string,
): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(cleanFilters(filters))) params[key] = String(value);
  if (lastId) params.lastId = lastId;
  params.limit = PAGE_SIZE;
  return params;
}

export const vocabKeys = {
  all: ['user-vocab'] as const,
  lists: () => ['user-vocab', 'list'] as const,
  list: (filters: VocabFilters) => ['user-vocab', 'list', cleanFilters(filters)] as const,
};

export const sentenceKeys = {
  all: ['user-sentence'] as const,
  lists: () => ['user-sentence', 'list'] as const,
  list: (filters: SentenceFilters) => ['user-sentence', 'list', cleanFilters(filters)] as const,
};

// ---- requests ----

export const saveVocab = (body: SaveVocabRequest) => api<Vocab>('/user-vocab', { method: 'POST', body });
export const fetchVocabPage = (filters: VocabFilters, lastId?: string) =>
  api<VocabPage>('/user-vocab/list', { query: listQueryParams(filters, lastId) });
export const toggleSaveVocab = (vocabId: string) => api<Vocab>(`/user-vocab/${vocabId}/toggle-save`, { method: 'PUT' });
export const resetSavedVocab = (language?: string) =>
  api<CountResult>('/user-vocab/reset-saved', {
    method: 'POST',
    body: (language ? { language } : {}) satisfies ResetSavedRequest,
  });
export const deleteVocabList = (vocabIds: string[]) =>
  api<DeletedResult>('/user-vocab/delete-vocab-list', {
    method: 'POST',
    body: { vocabIds } satisfies DeleteVocabListRequest,
  });

export const saveSentence = (body: SaveSentenceRequest) => api<Sentence>('/user-sentence', { method: 'POST', body });
export const fetchSentencePage = (filters: SentenceFilters, lastId?: string) =>
  api<SentencePage>('/user-sentence/list', { query: listQueryParams(filters, lastId) });
export const toggleSaveSentence = (sentenceId: string) =>
  api<Sentence>(`/user-sentence/${sentenceId}/toggle-save`, { method: 'PUT' });
export const resetSavedSentences = (language?: string) =>
  api<CountResult>('/user-sentence/reset-saved', {
    method: 'POST',
    body: (language ? { language } : {}) satisfies ResetSavedRequest,
  });
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

export const importNoteVocab = (noteId: string) =>
  api<NoteImportResult>('/flashcard/import-vocab', {
    method: 'POST',
    query: { noteId } satisfies NoteImportQuery,
  });
export const importNoteSentences = (noteId: string) =>
  api<NoteImportResult>('/flashcard/import-sentences', {
    method: 'POST',
    query: { noteId } satisfies NoteImportQuery,
  });

// ---- export / import ----

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first), or undefined. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** Fetches a file from /v3 and hands it to the browser as a download; failures throw ApiError like api(). */
export async function downloadFile(
  path: string,
  init: { method?: string; body?: unknown; query?: Record<string, string | undefined> },
  fallbackName: string,
) {
  const response = await apiResponse(path, init);
  const name = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/** Downloads an Anki deck (.apkg) of the given words and/or sentences. */
export const exportAnki = (body: AnkiExportRequest) =>
  downloadFile('/export/anki', { method: 'POST', body }, 'deck.apkg');
/** Downloads every saved word or sentence (of one language, if given) as CSV. */
export const exportCsv = (kind: CsvKind, language?: string) =>
  downloadFile(
    '/export/csv',
    { query: { kind, language } satisfies CsvExportQuery },
    `${kind === 'vocab' ? 'words' : 'sentences'}.csv`,
  );
export const previewCsvImport = (body: CsvImportRequest) =>
  api<CsvPreview>('/import/csv/preview', { method: 'POST', body });
export const importCsv = (body: CsvImportRequest) => api<CsvImportResult>('/import/csv', { method: 'POST', body });

// ---- queries ----

/** Spec §4: lists are cumulative (lastId/hasMore) and their caches never expire; mutations invalidate them. */
export const vocabListQuery = (filters: VocabFilters) =>
  infiniteQueryOptions({
    queryKey: vocabKeys.list(filters),
    queryFn: ({ pageParam }) => fetchVocabPage(filters, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: VocabPage) => (last.hasMore ? last.vocabs.at(-1)?.id : undefined),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const sentenceListQuery = (filters: SentenceFilters) =>
  infiniteQueryOptions({
    queryKey: sentenceKeys.list(filters),
    queryFn: ({ pageParam }) => fetchSentencePage(filters, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: SentencePage) => (last.hasMore ? last.sentences.at(-1)?.id : undefined),
    staleTime: Infinity,
    gcTime: Infinity,
  });

// ---- cache upkeep ----

/** Everything a change of saved words can move: lists, statuses, the profile's counts, reviews, quizzes, note word status. */
export function invalidateVocab(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: vocabKeys.all });
  void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['review'] });
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'note' && q.queryKey[2] === 'word-status' });
  // "% known" on note lists: refreshed when a list is next shown, not refetched in the background now.
  void queryClient.invalidateQueries({ queryKey: ['notes', 'list'], refetchType: 'none' });
}

export function invalidateSentences(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sentenceKeys.all });
  void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['review'] });
}

/** Puts a changed item in place in every cached list page, without refetching (so a toggled item stays in view). */
function replaceInLists<T extends { id: string }, P extends Record<K, T[]>, K extends string>(
  queryClient: QueryClient,
  prefix: readonly unknown[],
  field: K,
  item: T,
) {
  queryClient.setQueriesData<InfiniteData<P>>({ queryKey: prefix }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            [field]: page[field].map((it) => (it.id === item.id ? item : it)),
          })),
        }
      : data,
  );
}

// ---- mutation hooks ----

/** A mutation that refreshes the caches `refresh` names once it succeeds. */
function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  refresh: (queryClient: QueryClient, result: R, variables: V) => void,
  silent = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => refresh(queryClient, result, variables),
    meta: silent ? { silent } : undefined,
  });
}

/** Toggling keeps the item where it is on screen (so it can be toggled back); lists refetch on their next visit. */
function afterToggle<T extends { id: string }, P extends Record<K, T[]>, K extends string>(
  queryClient: QueryClient,
  prefix: readonly unknown[],
  field: K,
  item: T,
) {
  replaceInLists<T, P, K>(queryClient, prefix, field, item);
  void queryClient.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['review'] });
}

export const useToggleSaveVocab = () =>
  useRefreshingMutation(toggleSaveVocab, (qc, vocab) =>
    afterToggle<Vocab, VocabPage, 'vocabs'>(qc, vocabKeys.lists(), 'vocabs', vocab),
  );
export const useDeleteVocabList = () => useRefreshingMutation(deleteVocabList, invalidateVocab);
export const useResetSavedVocab = () =>
  useRefreshingMutation((language?: string) => resetSavedVocab(language), invalidateVocab);

export const useToggleSaveSentence = () =>
  useRefreshingMutation(toggleSaveSentence, (qc, sentence) =>
    afterToggle<Sentence, SentencePage, 'sentences'>(qc, sentenceKeys.lists(), 'sentences', sentence),
  );
export const useDeleteSentenceList = () => useRefreshingMutation(deleteSentenceList, invalidateSentences);
export const useResetSavedSentences = () =>
  useRefreshingMutation((language?: string) => resetSavedSentences(language), invalidateSentences);
export const useFillSentenceMeanings = () =>
  useRefreshingMutation((sentenceIds?: string[]) => fillSentenceMeanings(sentenceIds), invalidateSentences);

/** CSV preview and import never toast: the import dialog shows their failures in place. */
export const useCsvPreview = () => useMutation({ mutationFn: previewCsvImport, meta: { silent: true } });
export const useImportCsv = () =>
  useRefreshingMutation(
    importCsv,
    (qc, _result, { kind }) => (kind === 'vocab' ? invalidateVocab(qc) : invalidateSentences(qc)),
    true,
  );
