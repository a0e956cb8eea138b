import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import type { Translator } from '../providers/translate/index.ts';
import { TranslationEntity, TranslationQuery } from './schema.ts';
import { translateText } from './service.ts';

export function registerTranslationRoutes(app: FastifyInstance, deps: { db: Db; translator: Translator }): void {
  const tag = 'Vocab';
  // Limited like writes: a translation may call a paid service.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/vocab/translation',
      tag,
      summary: 'Translate a word, phrase or sentence (optionally with the sentence it was clicked in as context)',
      auth: 'required',
      rateLimit: 'write',
      query: TranslationQuery,
      response: TranslationEntity,
    },
    ({ user, query }) => translateText(deps, user.id, query),
  );
}
