import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { NoteIdParams, NoteLinePage, NoteLinesQuery, SharedNoteDetail } from '../notes/schema.ts';
import {
  ImportedNote,
  ImportedStatus,
  NoteParams,
  ShareBody,
  SharedListQuery,
  SharedNoteList,
  ShareState,
} from './schema.ts';
import * as sharing from './service.ts';

/** Notes shared by link (issue 14, ADR 31): the owner's switch, the public reads, import into one's library. */
export function registerSharingRoutes(app: FastifyInstance, deps: sharing.SharingDeps): void {
  const { db } = deps;
  const tag = 'Notes';
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/note/:id/share',
      tag,
      summary: 'Share the note by link (anyone with it may read the note, its cards and grammar) or stop sharing it',
      auth: 'required',
      params: NoteIdParams,
      body: ShareBody,
      response: ShareState,
    },
    ({ user, params, body }) => sharing.shareNote(db, user, params.id, body.shared),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id/shared',
      tag,
      summary: 'A shared note, without sign-in: the first five minutes of its transcript and the index of its minutes',
      auth: 'none',
      params: NoteIdParams,
      response: SharedNoteDetail,
    },
    ({ params }) => sharing.getSharedNote(db, params.id),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id/shared/lines',
      tag,
      summary: "The next page of a shared note's transcript, from `minute`, without sign-in",
      auth: 'none',
      params: NoteIdParams,
      query: NoteLinesQuery,
      response: NoteLinePage,
    },
    ({ params, query }) => sharing.getSharedNoteLines(db, params.id, query.minute),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/list/shared',
      tag,
      summary: 'Shared notes in a learning language, newest first, 20 a page after lastId, without sign-in',
      auth: 'none',
      query: SharedListQuery,
      response: SharedNoteList,
    },
    ({ query }) => sharing.listSharedNotes(db, query.langCode, query.lastId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/:noteId/import',
      tag,
      summary: "Copy a shared note into the caller's library (once: a second call answers the same copy)",
      auth: 'required',
      params: NoteParams,
      response: ImportedNote,
    },
    ({ user, params }) => sharing.importSharedNote(deps, user, params.noteId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:noteId/imported-status',
      tag,
      summary: "Whether the note is in the caller's library (their own, or a copy they imported)",
      auth: 'required',
      params: NoteParams,
      response: ImportedStatus,
    },
    ({ user, params }) => sharing.importedStatus(db, user, params.noteId),
  );
}
