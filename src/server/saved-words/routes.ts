import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { SavedItemDeps } from '../saved-words/service.ts';
import {
  AudioResult,
  CountResult,
  DeletedResult,
  DeleteVocabListBody,
  ExtractWordMeaningsBody,
  LineWordMeanings,
  ResetSavedBody,
  SaveVocabBody,
  Vocab,
  VocabList,
  VocabListQuery,
  VocabParams,
} from './schema.ts';
import * as vocab from './service.ts';

/** Saved words (issue 5); see docs/decisions/0007-learners-loop.md. */
export function registerSavedWordRoutes(app: FastifyInstance, deps: SavedItemDeps): void {
  const tag = 'User vocab';
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-vocab',
      tag,
      summary:
        'Save a word (saving it again adds the context, never a second word); translated when no translation is given',
      auth: 'required',
      body: SaveVocabBody,
      response: Vocab,
    },
    ({ user, body }) => vocab.createVocab(deps, user, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/user-vocab/list',
      tag,
      summary:
        "The learner's words, newest first, filtered by isSaved, language, status, note and text; paged by lastId",
      auth: 'required',
      cachedUntilDataChanges: true,
      query: VocabListQuery,
      response: VocabList,
    },
    ({ user, query }) => vocab.listVocabs(deps.db, user, query),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user-vocab/:vocabId/toggle-save',
      tag,
      summary: 'Save or unsave a word (its status stays; its review card is paused or woken)',
      auth: 'required',
      params: VocabParams,
      response: Vocab,
    },
    ({ user, params }) => vocab.toggleSave(deps.db, user, params.vocabId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-vocab/extract-word-meanings',
      tag,
      summary: "The words of a note line with lemma, meaning, the learner's status and saved word",
      auth: 'required',
      body: ExtractWordMeaningsBody,
      response: LineWordMeanings,
    },
    ({ user, body }) => vocab.extractWordMeanings(deps, user, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-vocab/:vocabId/audio',
      tag,
      summary: 'The word spoken',
      auth: 'required',
      params: VocabParams,
      response: AudioResult,
    },
    ({ user, params }) => vocab.vocabAudio(deps, user, params.vocabId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-vocab/reset-saved',
      tag,
      summary: 'Unsave every saved word (of one language when given); statuses stay',
      auth: 'required',
      body: ResetSavedBody,
      response: CountResult,
    },
    ({ user, body }) => vocab.resetSavedVocab(deps.db, user, body.language),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-vocab/delete-vocab-list',
      tag,
      summary: 'Delete words with their contexts, status and review history',
      auth: 'required',
      body: DeleteVocabListBody,
      response: DeletedResult,
    },
    ({ user, body }) => vocab.deleteVocabList(deps.db, user, body.vocabIds),
  );
}
