import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { SavedItemDeps } from '../saved-words/service.ts';
import {
  AudioResult,
  CountResult,
  DeletedResult,
  DeleteSentenceListBody,
  ExtractSentenceMeaningsBody,
  ResetSavedBody,
  SaveSentenceBody,
  Sentence,
  SentenceList,
  SentenceListQuery,
  SentenceParams,
  Sentences,
} from './schema.ts';
import * as sentences from './service.ts';

/** Saved sentences (issue 5); see docs/decisions/0007-learners-loop.md. */
export function registerSavedSentenceRoutes(app: FastifyInstance, deps: SavedItemDeps): void {
  const tag = 'User sentences';
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-sentence',
      tag,
      summary: 'Save a sentence (the same text again is the same sentence); a missing meaning is translated',
      auth: 'required',
      body: SaveSentenceBody,
      response: Sentence,
    },
    ({ user, body }) => sentences.createSentence(deps, user, body),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/user-sentence/list',
      tag,
      summary: "The learner's sentences, newest first, filtered by isSaved, language, note and text; paged by lastId",
      auth: 'required',
      cachedUntilDataChanges: true,
      query: SentenceListQuery,
      response: SentenceList,
    },
    ({ user, query }) => sentences.listSentences(deps.db, user, query),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/user-sentence/:sentenceId/toggle-save',
      tag,
      summary: 'Save or unsave a sentence (its review card is paused or woken)',
      auth: 'required',
      params: SentenceParams,
      response: Sentence,
    },
    ({ user, params }) => sentences.toggleSaveSentence(deps.db, user, params.sentenceId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-sentence/reset-saved',
      tag,
      summary: 'Unsave every saved sentence (of one language when given)',
      auth: 'required',
      body: ResetSavedBody,
      response: CountResult,
    },
    ({ user, body }) => sentences.resetSavedSentences(deps.db, user, body.language),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-sentence/:sentenceId/audio',
      tag,
      summary: 'The sentence spoken',
      auth: 'required',
      params: SentenceParams,
      response: AudioResult,
    },
    ({ user, params }) => sentences.sentenceAudio(deps, user, params.sentenceId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-sentence/extract-sentence-meanings',
      tag,
      summary: 'Fill missing meanings of the given sentences (or of saved ones without one)',
      auth: 'required',
      body: ExtractSentenceMeaningsBody,
      response: Sentences,
    },
    ({ user, body }) => sentences.extractSentenceMeanings(deps, user, body.sentenceIds),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/user-sentence/delete-sentence-list',
      tag,
      summary: 'Delete saved sentences with their review history',
      auth: 'required',
      body: DeleteSentenceListBody,
      response: DeletedResult,
    },
    ({ user, body }) => sentences.deleteSentenceList(deps.db, user, body.sentenceIds),
  );
}
