import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import { NoteDeleted, NoteIdParams } from '../notes/schema.ts';
import { deleteNote } from './delete.ts';
import { ListQuery, NoteList } from './schema.ts';
import { listNotes } from './service.ts';

/** The library: the learner's notes with how much of each they know (ADR 7). */
export function registerLibraryRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tag = 'Notes';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/list',
      tag,
      summary: "The learner's notes, 20 a page after lastId: newest first, or most known first with sort=known",
      auth: 'required',
      cachedUntilDataChanges: true,
      query: ListQuery,
      response: NoteList,
    },
    ({ user, query }) => listNotes(db, user, query.lastId, query.sort),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/list/initial',
      tag,
      summary: 'The first page of the note list',
      auth: 'required',
      response: NoteList,
    },
    ({ user }) => listNotes(db, user),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/note/:id',
      tag,
      summary:
        "Delete one of the learner's notes with its study material and team shares; saved words and sentences stay, no longer tied to it (ADR 29)",
      auth: 'required',
      params: NoteIdParams,
      response: NoteDeleted,
    },
    ({ user, params }) => deleteNote(db, user, params.id),
  );
}
