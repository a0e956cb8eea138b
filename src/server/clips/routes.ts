import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import type { Providers } from '../providers/index.ts';
import { ClipSuggestionParams, ClipSuggestionQuery, ClipSuggestions, SuggestClipsBody } from './schema.ts';
import { storedClips, suggestClips } from './service.ts';

/** Clip recommendations (spec §7 "Clips", ADR 38): sign-in required; each learner reads only their own. */
export function registerClipRoutes(
  app: FastifyInstance,
  deps: { db: Db; providers: Pick<Providers, 'youtube' | 'chat'> },
): void {
  const tag = 'Clips';
  const auth = 'required' as const;
  const clipDeps = { ...deps, logger: app.log };

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/clip-suggestion/yt',
      tag,
      auth,
      summary:
        "The video's best one-minute clips for the learner's level (or `level`), ranked, each with a reason; uses one clipRecommendation",
      body: SuggestClipsBody,
      response: ClipSuggestions,
    },
    ({ user, body }) => suggestClips(clipDeps, user, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/clip-suggestion/yt/:ytId',
      tag,
      auth,
      summary: 'My last clip suggestions for a video, at `level` or else the latest (free)',
      params: ClipSuggestionParams,
      query: ClipSuggestionQuery,
      response: ClipSuggestions,
    },
    ({ user, params, query }) => storedClips(clipDeps, user, params.ytId, query.level),
  );
}
