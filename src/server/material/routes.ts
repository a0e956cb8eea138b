import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { requiredAs } from '../http/required.ts';
import { NoteIdParams } from '../notes/schema.ts';
import { regenerateMaterial } from './regenerate.ts';
import { GrammarNoteDto, GrammarNotes, NoteMaterial, RegenerateMaterialBody } from './schema.ts';
import * as material from './service.ts';

const GrammarNoteQuery = z.object({ noteId: requiredAs('noteId', z.uuid('must be a note id')) });
const StoryParams = z.object({ grammarNoteId: requiredAs('grammarNoteId', z.uuid('must be a grammar note id')) });
const StoryQuery = z.object({ storyId: requiredAs('storyId', z.uuid('must be a story id')) });

export function registerMaterialRoutes(app: FastifyInstance, deps: material.MaterialDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id/material',
      tag: 'Notes',
      summary: "A note's study material: status, one-minute slices for shadowing and the study guide",
      auth: 'required',
      params: NoteIdParams,
      response: NoteMaterial,
    },
    ({ user, params }) => material.getNoteMaterial(deps, user, params.id),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/:id/regenerate-material',
      tag: 'Notes',
      summary:
        "Make a note's study material again (free: no note unit is taken); while it is being made, the same status answers. studyGuide: true also makes the study guide (ADR 29)",
      auth: 'required',
      params: NoteIdParams,
      body: RegenerateMaterialBody,
      response: NoteMaterial,
      status: 202,
    },
    ({ user, params, body }) => regenerateMaterial(deps, user, params.id, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/grammar-note',
      tag: 'Grammar',
      summary:
        'The grammar points of a note, each explained, with written examples, the lines of the video that use it and, when a model wrote one, a story',
      auth: 'required',
      query: GrammarNoteQuery,
      response: GrammarNotes,
    },
    ({ user, query }) => material.getGrammarNotes(deps, user, query.noteId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/grammar-note/shared',
      tag: 'Grammar',
      summary: "A shared note's grammar notes, without sign-in (404 unless the note is shared)",
      auth: 'none',
      query: GrammarNoteQuery,
      response: GrammarNotes,
    },
    ({ query }) => material.getSharedGrammarNotes(deps, query.noteId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/grammar-note/:grammarNoteId/story',
      tag: 'Grammar',
      summary:
        "Have the AI model write a new story for a grammar note in place of its current one (storyId; the grammar note's own id when it has none). 409 without a model",
      auth: 'required',
      params: StoryParams,
      query: StoryQuery,
      response: GrammarNoteDto,
    },
    ({ user, params, query }) => material.regenerateStory(deps, user, params.grammarNoteId, query.storyId),
  );
}
