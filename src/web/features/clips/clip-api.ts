import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageLevel } from '../../../common/languages.ts';
import { api, ApiError } from '../../lib/api.ts';
import type { ClipSuggestions, SuggestClipsRequest } from '../../lib/api-types.ts';
import { subscriptionQuery } from '../subscriptions/api.ts';

export const clipKeys = {
  stored: (ytId: string, level: LanguageLevel) => ['clips', ytId, level] as const,
};

/**
 * The learner's suggestions already made for the video at the level (free): null before any were made,
 * so pasting a link shows the last ones without spending a clipRecommendation.
 */
export const storedClipsQuery = (ytId: string, level: LanguageLevel) =>
  queryOptions({
    queryKey: clipKeys.stored(ytId, level),
    queryFn: () =>
      api<ClipSuggestions>(`/clip-suggestion/yt/${encodeURIComponent(ytId)}`, { query: { level } }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    retry: false,
    meta: { silent: true },
  });

/** Ranks the video's minutes (one clipRecommendation); the answer becomes the stored suggestions. */
export function useSuggestClips() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SuggestClipsRequest) => api<ClipSuggestions>('/clip-suggestion/yt', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: (answer) => {
      client.setQueryData(clipKeys.stored(answer.ytId, answer.level), answer);
      // The quota's count moved: a used-up quota shows before the next try.
      void client.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
    },
  });
}
