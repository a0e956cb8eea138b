import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { Db } from '../db/client.ts';
import { NoteIdParams, NoteWordStatus, SetStatusBody, Statuses, StatusesQuery, StatusSet } from './schema.ts';
import { noteWordStatus, setWordStatus, statusesIn } from './service.ts';

/** Word status (new, learning 1–4, known, ignored) per lemma and "% known" of notes; see ADR 7. */
export function registerWordStatusRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tag = 'Word status';
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user-vocab/status',
      tag,
      summary: "Set a word's status (the word dialog's key or click); the lemma is read from the word when not given",
      auth: 'required',
      body: SetStatusBody,
      response: StatusSet,
    },
    ({ user, body }) => setWordStatus(db, user, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/user-vocab/statuses',
      tag,
      summary: 'Every lemma of a language the learner gave a status',
      auth: 'required',
      query: StatusesQuery,
      response: Statuses,
    },
    ({ user, query }) => statusesIn(db, user, query.language),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id/word-status',
      tag,
      summary: "The lemma of every word of a note, the learner's statuses of them and how much of the note is known",
      auth: 'required',
      params: NoteIdParams,
      response: NoteWordStatus,
    },
    ({ user, params }) => noteWordStatus(db, user, params.id),
  );
}
