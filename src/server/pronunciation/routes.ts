import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { RECORDING_BODY_LIMIT } from '../practice/recording.ts';
import { Dictation, PronunciationCheck, PronunciationCheckBody, SpeechCapabilities, TranscribeBody } from './schema.ts';
import { checkPronunciation, dictate, type SpeechDeps } from './service.ts';

/** Pronunciation feedback and dictation (ADR 37): signed-in learners only; nothing is stored but the voice used. */
export function registerPronunciationRoutes(app: FastifyInstance, deps: SpeechDeps): void {
  const auth = 'required' as const;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/speech/capabilities',
      tag: 'Speech',
      auth,
      summary: 'Whether this server recognises speech (else the browser uses its own recognition, if it has one)',
      response: SpeechCapabilities,
    },
    () => ({ speechToText: Boolean(deps.stt) }),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/pronunciation/check',
      tag: 'Speech',
      auth,
      bodyLimit: RECORDING_BODY_LIMIT,
      summary:
        'Read a line aloud: each word recognised, missing or different, what was extra, and a score from 0 to 100 (voice counts against aiCall minutes)',
      body: PronunciationCheckBody,
      response: PronunciationCheck,
    },
    ({ user, body }) => checkPronunciation(deps, user, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/speech/transcribe',
      tag: 'Speech',
      auth,
      bodyLimit: RECORDING_BODY_LIMIT,
      summary: 'Dictation: a recording as text, with word timings (voice counts against aiCall minutes)',
      body: TranscribeBody,
      response: Dictation,
    },
    ({ user, body }) => dictate(deps, user, body),
  );
}
