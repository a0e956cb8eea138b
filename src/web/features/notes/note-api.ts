import { baseLanguage } from '../../../common/languages.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Shapes of src/server/notes/schema.ts as the browser receives them. */
export type NoteType = 'one_minute_clip' | 'full_script' | 'subtitle_import';
export type TranscriptSource = 'youtube' | 'whisper' | 'import';

export type NoteSummary = {
  id: string;
  videoId: string | null;
  title: string;
  thumbnail: string | null;
  type: NoteType;
  language: string;
  translationLanguage: string | null;
  from: TranscriptSource;
  startAt: number;
  endAt: number;
  lineCount: number;
  createdAt: string;
  /** What the learner knows of the note's words (ADR 7); null until the note's words were counted once. Only list rows carry it. */
  knowledge?: NoteKnowledge | null;
};

export type NoteKnowledge = { percentKnown: number; newWords: number };
/** Library order: newest first (the default) or most known first (`?sort=known`). */
export type NoteSort = 'newest' | 'known';

export type Subtitle = { text: string; start: number; end: number; translation?: string };
/** Times are strings on the wire (spec §3 "Word entry"). */
export type WireWord = { _id: string; word: string; start: string; end: string; line: number };

export type NoteDetail = NoteSummary & {
  transcription: {
    language: string;
    from: TranscriptSource;
    startAt: number;
    endAt: number;
    title: string;
    subtitles: Subtitle[];
    words: WireWord[];
  };
};

export type NoteList = { notes: NoteSummary[]; hasMore: boolean };
export type GenerationStatus = {
  status: 'pending' | 'processing' | 'ready' | 'failed';
  progress: number;
  noteId?: string;
  message?: string;
};
/** GET /v3/vocab/translation; `note` says why there is no translation, or what to know about this one. */
export type WordTranslation = {
  text: string;
  translation: string | null;
  alternatives?: string[];
  partOfSpeech?: string;
  provider?: string;
  note?: string;
};

export type YouTubeNoteKind = 'one-minute' | 'full-script';
export type YouTubeNoteRequest = { kind: YouTubeNoteKind; url: string; startAt: number; studyGuide: boolean };
export type SubtitleImportRequest = {
  fileName: string;
  content: string;
  language: string;
  title?: string;
  url?: string;
};

export function requestYouTubeNote({ kind, url, startAt, studyGuide }: YouTubeNoteRequest) {
  const path = kind === 'one-minute' ? '/note/yt' : '/note/yt-full-script';
  const body = kind === 'one-minute' ? { url, startAt, studyGuide } : { url, studyGuide };
  return api<{ stfId: string }>(path, { method: 'POST', body });
}

export const importSubtitleFile = (body: SubtitleImportRequest) =>
  api<{ noteId: string }>('/note/subtitle-import', { method: 'POST', body });

export const fetchGenerationStatus = (stfId: string) => api<GenerationStatus>('/note/status', { query: { stfId } });

export const noteQuery = (id: string) =>
  queryOptions({ queryKey: ['note', id], queryFn: () => api<NoteDetail>(`/note/${id}`), enabled: id !== '' });

/**
 * Spec §4: the list is cumulative, each page cached under its lastId, and never expires. The first
 * page comes from /note/list/initial, the following ones from /note/list?lastId.
 */
export const noteListQuery = infiniteQueryOptions({
  queryKey: ['notes', 'list'],
  queryFn: ({ pageParam }) =>
    pageParam ? api<NoteList>('/note/list', { query: { lastId: pageParam } }) : api<NoteList>('/note/list/initial'),
  initialPageParam: '',
  getNextPageParam: (last) => (last.hasMore ? last.notes.at(-1)?.id : undefined),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The same list most known first (ADR 7 `?sort=known`), cached beside the newest-first one (invalidating either key prefix clears both). */
export const knownNoteListQuery = infiniteQueryOptions({
  queryKey: ['notes', 'list', 'known'],
  queryFn: ({ pageParam }) => api<NoteList>('/note/list', { query: { sort: 'known', lastId: pageParam || undefined } }),
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
        query: { text, fromLang, toLang, context: context?.slice(0, 1000) },
      }),
    enabled: text !== '' && baseLanguage(fromLang) !== baseLanguage(toLang),
    retry: false,
    meta: { silent: true },
  });
