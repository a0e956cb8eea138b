import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import type { Queue } from '../jobs/queue.ts';
import { importSubtitles } from './import-subtitles.ts';
import {
  CreateYouTubeNoteBody,
  SubtitleImportBody,
  SubtitleImported,
  GenerationStarted,
  GenerationStatus,
  NoteDetail,
  NoteIdParams,
  NoteLinePage,
  NoteLinesQuery,
  StatusQuery,
  NoteRenamed,
  RenameNoteBody,
  StatusParams,
} from './schema.ts';
import { renameNote, retryGeneration } from './manage.ts';
import * as notes from './service.ts';

export function registerNoteRoutes(app: FastifyInstance, deps: { db: Db; queue: Queue }): void {
  const { db } = deps;
  const tag = 'Notes';
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/yt',
      tag,
      summary: 'Make a one-minute note from a YouTube link, starting at startAt seconds',
      auth: 'required',
      body: CreateYouTubeNoteBody,
      response: GenerationStarted,
      status: 202,
    },
    ({ user, body }) => notes.requestNote(deps, user, 'one_minute_clip', body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/yt-full-script',
      tag,
      summary: 'Make a note of the whole video from a YouTube link',
      auth: 'required',
      body: CreateYouTubeNoteBody,
      response: GenerationStarted,
      status: 202,
    },
    ({ user, body }) => notes.requestNote(deps, user, 'full_script', body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/subtitle-import',
      tag,
      summary: 'Make a note from an SRT or WebVTT file, optionally for a YouTube video',
      auth: 'required',
      body: SubtitleImportBody,
      response: SubtitleImported,
      status: 201,
    },
    ({ user, body }) => importSubtitles(deps, user, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/status',
      tag,
      summary: 'Progress of a note being made',
      auth: 'required',
      query: StatusQuery,
      response: GenerationStatus,
    },
    ({ user, query }) => notes.getStatus(db, user, query.stfId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id',
      tag,
      summary: 'A note with the first five minutes of its timed transcript and the index of its minutes',
      auth: 'required',
      params: NoteIdParams,
      response: NoteDetail,
    },
    ({ user, params }) => notes.getNote(db, user, params.id),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id/lines',
      tag,
      summary: "The next page (five minutes) of a note's transcript, from `minute` (see nextMinute in the note)",
      auth: 'required',
      params: NoteIdParams,
      query: NoteLinesQuery,
      response: NoteLinePage,
    },
    ({ user, params, query }) => notes.getNoteLines(db, user, params.id, query.minute),
  );

  defineRoute(
    app,
    {
      method: 'PATCH',
      url: '/note/:id',
      tag,
      summary: "Rename one of the learner's notes (title: 1 to 200 characters, trimmed)",
      auth: 'required',
      params: NoteIdParams,
      body: RenameNoteBody,
      response: NoteRenamed,
    },
    ({ user, params, body }) => renameNote(db, user, params.id, body.title),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/status/:stfId/retry',
      tag,
      summary:
        'Make a failed note again under the same stfId; takes a note unit again (the failure gave it back). A retry already running answers the same stfId; 409 for a made note',
      auth: 'required',
      params: StatusParams,
      response: GenerationStarted,
      status: 202,
    },
    ({ user, params }) => retryGeneration(deps, user, params.stfId),
  );
}
