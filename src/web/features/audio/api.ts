import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { AudioQuery, SpokenAudio } from '../../lib/api-types.ts';

/** What was said never changes, so one answer per text and language serves the whole visit. */
export const audioQuery = (text: string, lang: string) =>
  queryOptions({
    queryKey: ['audio', lang, text],
    queryFn: () => api<SpokenAudio>('/audio', { query: { text, lang } satisfies AudioQuery }),
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
    retry: false,
  });
