import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { SpokenAudio } from '../notes/material/material-api.ts';

/** Shapes of src/server/quizzes/schema.ts as the browser receives them (ADR 7: questions carry their answers). */
export type QuizKind = 'meaning' | 'cloze' | 'listening' | 'ordering';
export type QuizItemRef = { kind: 'word' | 'sentence'; id: string; lemma: string | null };
type Base = { id: string; item: QuizItemRef };

/** The word or sentence (`prompt`) and its meaning among `choices`; `sentence` is where the word was met. */
export type MeaningQuestion = Base & {
  kind: 'meaning';
  prompt: string;
  sentence: string | null;
  choices: string[];
  answer: string;
};
/** `prompt` is the sentence with the word replaced by BLANK; `sentence` the full one. */
export type ClozeQuestion = Base & {
  kind: 'cloze';
  prompt: string;
  sentence: string;
  choices: string[];
  answer: string;
};
/** Hear `audio`, then pick its meaning (`choose`) or type what was said (`type`). */
export type ListeningQuestion = Base & {
  kind: 'listening';
  mode: 'choose' | 'type';
  prompt: null;
  sentence: string | null;
  audio: SpokenAudio;
  choices: string[] | null;
  answer: string;
};
/** `words` shuffled; `answer[i]` is the index in `words` of the sentence's i-th word; joined with `separator`. */
export type OrderingQuestion = Base & {
  kind: 'ordering';
  prompt: string | null;
  sentence: string;
  words: string[];
  answer: number[];
  separator: ' ' | '';
};
export type QuizQuestion = MeaningQuestion | ClozeQuestion | ListeningQuestion | OrderingQuestion;

export type Quiz = {
  source: 'note' | 'saved';
  noteId: string | null;
  language: string;
  seed: string;
  questions: QuizQuestion[];
};
export type QuizAnswer = {
  kind: QuizKind;
  itemKind: 'word' | 'sentence';
  itemId: string | null;
  lemma: string | null;
  correct: boolean;
};
export type QuizResultBody = { noteId?: string; language: string; source: 'note' | 'saved'; answers: QuizAnswer[] };
export type SavedQuizResult = { id: string; score: number; total: number };
export type PastQuizResult = {
  id: string;
  noteId: string | null;
  noteTitle: string | null;
  language: string;
  source: 'note' | 'saved';
  score: number;
  total: number;
  createdAt: string;
};

/** The blank the server puts in a cloze prompt. */
export const BLANK = '_____';
export const RECENT_RESULTS = 5;

export const quizKeys = {
  quiz: (noteId: string | undefined) => ['quiz', noteId ?? 'saved'] as const,
  results: (noteId: string | undefined) => ['quiz', 'results', noteId ?? 'all'] as const,
};

/** A new quiz on every visit: questions are drawn at random, and an answered one is not asked again from cache. */
export const quizQuery = (noteId: string | undefined) =>
  queryOptions({
    queryKey: quizKeys.quiz(noteId),
    queryFn: () => api<Quiz>('/quiz', { query: { noteId } }),
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
    queryFn: () => api<{ results: PastQuizResult[] }>('/quiz/results', { query: { noteId, limit: RECENT_RESULTS } }),
    select: (data) => data.results,
    meta: { silent: true },
  });

export const saveQuizResult = (body: QuizResultBody) => api<SavedQuizResult>('/quiz/result', { method: 'POST', body });
