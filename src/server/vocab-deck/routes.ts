import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { DeckAudioParams, DeckAudios } from './schema.ts';
import { deckAudios, type VocabDeckDeps } from './service.ts';

export function registerVocabDeckRoutes(app: FastifyInstance, deps: VocabDeckDeps): void {
  // Rate-limited like a write although it is a GET: the first ask for a page renders its audio.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/vocab/deck/:deckId/mini-deck/:miniDeckId/audios',
      tag: 'Vocab',
      summary:
        "Audio of one page of a note's word cards (deck = note id, mini-deck = page number): each word and its line, rendered once and kept",
      auth: 'required',
      rateLimit: 'write',
      params: DeckAudioParams,
      response: DeckAudios,
    },
    ({ user, params, request }) =>
      deckAudios({ ...deps, logger: deps.logger ?? request.log }, user, params.deckId, params.miniDeckId),
  );
}
