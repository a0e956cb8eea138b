import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { Db } from '../db/client.ts';
import type { Providers } from '../providers/index.ts';
import { Quiz, QuizQuery, QuizResultBody, QuizResultSaved, QuizResults, QuizResultsQuery } from './schema.ts';
import * as quizzes from './service.ts';

/** Quizzes (ADR 7): built on the server with their answers, graded on the page, results stored here. */
export function registerQuizRoutes(app: FastifyInstance, deps: { db: Db; providers: Providers }): void {
  const tag = 'Quizzes';
  // Rate-limited like a write: listening questions may render speech.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/quiz',
      tag,
      summary:
        "A quiz from a note's flashcards (noteId) or from the saved words and sentences of a language: meaning, cloze, listening and ordering questions with their answers",
      auth: 'required',
      rateLimit: 'write',
      query: QuizQuery,
      response: Quiz,
    },
    ({ user, query }) => quizzes.buildQuiz(deps, user, query),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/quiz/result',
      tag,
      summary: "Store a finished quiz's score and answers, and move each answered word's status",
      auth: 'required',
      body: QuizResultBody,
      response: QuizResultSaved,
    },
    ({ user, body }) => quizzes.saveQuizResult(deps, user, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/quiz/results',
      tag,
      summary: 'Recent quiz scores, newest first (of one note with noteId)',
      auth: 'required',
      query: QuizResultsQuery,
      response: QuizResults,
    },
    ({ user, query }) => quizzes.listQuizResults(deps, user, query),
  );
}
