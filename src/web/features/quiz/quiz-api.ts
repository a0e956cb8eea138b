import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  PastQuizResult,
  Quiz,
  QuizQuery,
  QuizResultBody,
  QuizResults,
  QuizResultsQuery,
  SavedQuizResult,
} from '../../lib/api-types.ts';

/** The blank the server puts in a cloze prompt. */
export const RECENT_RESULTS = 5;

export const quizKeys = {
  quiz: (noteId: string | undefined) => ['quiz', noteId ?? 'saved'] as const,
  results: (noteId: string | undefined) => ['quiz', 'results', noteId ?? 'all'] as const,
};

/** A new quiz on every visit: questions are drawn at random, and an answered one is not asked again from cache. */
export const quizQuery = (noteId: string | undefined) =>
  queryOptions({
    queryKey: quizKeys.quiz(noteId),
    queryFn: () => api<Quiz>('/quiz', { query: { noteId } satisfies QuizQuery }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    meta: { silent: true },
  });

export const quizResultsQuery = (noteId: string | undefined) =>
  queryOptions({
    queryKey: quizKeys.results(noteId),
    queryFn: () =>
      api<QuizResults>('/quiz/results', { query: { noteId, limit: RECENT_RESULTS } satisfies QuizResultsQuery }),
    select: (data): PastQuizResult[] => data.results,
    meta: { silent: true },
  });

export const saveQuizResult = (body: QuizResultBody) => api<SavedQuizResult>('/quiz/result', { method: 'POST', body });
