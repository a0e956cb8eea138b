import { baseLanguage } from '../../../common/languages.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  GenerationStarted,
  GenerationStatus,
  GenerationStatusQuery,
  NoteDetail,
  NoteList,
  NoteListQuery,
  NoteSort,
  SubtitleImported,
  SubtitleImportRequest,
  TranslationQuery,
  WordTranslation,
  YouTubeNoteBody,
} from '../../lib/api-types.ts';

/** The create page's two YouTube note kinds; each has its own endpoint. */
export type YouTubeNoteKind = 'one-minute' | 'full-script';
export type YouTubeNoteRequest = { kind: YouTubeNoteKind; url: string; startAt: number; studyGuide: boolean };

export function requestYouTubeNote({ kind, url, startAt, studyGuide }: YouTubeNoteRequest) {
  const path = kind === 'one-minute' ? '/note/yt' : '/note/yt-full-script';
  const body: YouTubeNoteBody = kind === 'one-minute' ? { url, startAt, studyGuide } : { url, studyGuide };
  return api<GenerationStarted>(path, { method: 'POST', body });
}

export const importSubtitleFile = (body: SubtitleImportRequest) =>
  api<SubtitleImported>('/note/subtitle-import', { method: 'POST', body });

export const fetchGenerationStatus = (stfId: string) =>
  api<GenerationStatus>('/note/status', { query: { stfId } satisfies GenerationStatusQuery });

export const noteQuery = (id: string) =>
  queryOptions({ queryKey: ['note', id], queryFn: () => api<NoteDetail>(`/note/${id}`), enabled: id !== '' });

/**
 * Spec §4: the list is cumulative, each page cached under its lastId, and never expires. The first
 * page comes from /note/list/initial, the following ones from /note/list?lastId.
 */
export const noteListQuery = infiniteQueryOptions({
  queryKey: ['notes', 'list'],
  queryFn: ({ pageParam }) =>
    pageParam
      ? api<NoteList>('/note/list', { query: { lastId: pageParam } satisfies NoteListQuery })
      : api<NoteList>('/note/list/initial'),
  initialPageParam: '',
  getNextPageParam: (last) => (last.hasMore ? last.notes.at(-1)?.id : undefined),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The same list most known first (ADR 7 `?sort=known`), cached beside the newest-first one (invalidating either key prefix clears both). */
export const knownNoteListQuery = infiniteQueryOptions({
  queryKey: ['notes', 'list', 'known'],
  queryFn: ({ pageParam }) =>
    api<NoteList>('/note/list', {
      query: { sort: 'known', lastId: pageParam || undefined } satisfies NoteListQuery,
    }),
  initialPageParam: '',
  getNextPageParam: (last) => (last.hasMore ? last.notes.at(-1)?.id : undefined),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const noteListQueryFor = (sort: NoteSort) => (sort === 'known' ? knownNoteListQuery : noteListQuery);

/**
 * A dictionary lookup is optional garnish: it never toasts, never retries, and a missing answer is
 * normal. `context` is the sentence the word was clicked in, so the meaning fits it.
 */
export const wordTranslationQuery = (text: string, fromLang: string, toLang: string, context?: string) =>
  queryOptions({
    queryKey: ['vocab', 'translation', fromLang, toLang, text, context ?? ''],
    queryFn: () =>
      api<WordTranslation>('/vocab/translation', {
        query: { text, fromLang, toLang, context: context?.slice(0, 1000) } satisfies TranslationQuery,
      }),
    enabled: text !== '' && baseLanguage(fromLang) !== baseLanguage(toLang),
    retry: false,
    meta: { silent: true },
  });
