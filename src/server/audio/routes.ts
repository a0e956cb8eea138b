import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseByteRange } from './byte-range.ts';
import { AUDIO_KEY, AudioQuery, SpokenAudio } from './schema.ts';
import { audioStorageKey, readAudio, speak, speechLanguage, type AudioDeps } from './service.ts';

export function registerAudioRoutes(app: FastifyInstance, deps: AudioDeps): void {
  // Rate-limited like a write although it is a GET: a new text starts a render, which may be paid.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/audio',
      tag: 'Audio',
      summary: 'Speech for a word or sentence: an MP3 url, or provider "browser" to speak it in the browser',
      auth: 'required',
      rateLimit: 'write',
      query: AudioQuery,
      response: SpokenAudio,
    },
    ({ query, request, user }) =>
      speak({ ...deps, logger: deps.logger ?? request.log }, query.text, speechLanguage(query.lang), {
        userId: user.id,
        whenLimited: 'refuse',
      }),
  );

  // Raw MP3, so not a defineRoute (always JSON). No sign-in: the key is the sha256 of the spoken
  // text, language and voice — unguessable without the text itself, and the audio is study text,
  // not personal data — so <audio>, a CDN and the browser cache can fetch it without credentials.
  // What a key holds never changes, hence the year-long immutable caching.
  app.get<{ Params: { key: string } }>(
    '/v3/audio/file/:key',
    { config: { documented: 'self' } },
    async (request, reply) => {
      const { key } = request.params;
      if (!AUDIO_KEY.test(key)) throw badRequest('key: must be the 64-character audio id from GET /v3/audio');
      const etag = `"${key}"`;
      if (request.headers['if-none-match'] === etag && (await deps.storage.exists(audioStorageKey(key))))
        return reply.status(304).header('etag', etag).send();
      const audio = await readAudio(deps.storage, key);
      if (!audio) throw notFound('There is no audio under this key.');
      reply
        .header('content-type', 'audio/mpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
        .header('etag', etag);
      const range = parseByteRange(request.headers.range, audio.length);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${audio.length}`).send();
      if (!range) return reply.send(audio);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${audio.length}`)
        .send(audio.subarray(range.start, range.end + 1));
    },
  );
}
