import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatModel } from './providers/ai/chat-model.ts';
import { startAiStandIn } from './providers/ai/test/ai-stand-in.ts';
import { createSpeechToText } from './providers/stt/speech-to-text.ts';
import { createTestApp } from './test/app.ts';
import { arbitraryOf, hostile } from './test/zod-arbitrary.ts';

/**
 * Every /v3 route that changes something (and every GET that takes text), with its own zod schemas as the
 * generator, called by a signed-in learner with bodies, queries and paths that are mostly plausible and often
 * hostile: never a 5xx. Routes come from the app itself, so a new one is fuzzed without touching this file.
 * FUZZ_RUNS raises the runs per route (default 16; the whole file stays well under a minute on 2 cores).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const GET_RUNS = Math.ceil(RUNS / 3);

// The practice routes (ADR 35) answer 503 without a model: they are fuzzed against the stand-in instead.
const ai = await startAiStandIn();
const t = await createTestApp({
  providers: {
    chat: createChatModel({ baseUrl: ai.baseUrl, model: 'stand-in', concurrency: 1 }),
    stt: createSpeechToText({ baseUrl: ai.baseUrl, model: 'stand-in-stt' }),
  },
  // Every request is fuzz, not abuse; speech is the browser's so a run does not wait for renders.
  env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000000', RATE_LIMIT_WRITE_PER_MINUTE: '1000000', TTS_PROVIDER: 'browser' },
});
afterAll(async () => {
  await t.close();
  await ai.close();
});
const user = await t.createUser();

/** Real ids of this learner's things, so generated uuids sometimes reach a row instead of a 404. */
async function seed(): Promise<string[]> {
  const srt =
    '1\n00:00:01,000 --> 00:00:03,000\nThe cat sleeps on the mat.\n\n2\n00:00:04,000 --> 00:00:06,000\nDogs run.\n';
  const note = await t.request({
    method: 'POST',
    url: '/v3/note/subtitle-import',
    user,
    payload: { fileName: 'cats.srt', content: srt, language: 'en' },
  });
  const noteId = note.json().entity.noteId as string;
  const word = await t.request({
    method: 'POST',
    url: '/v3/user-vocab',
    user,
    payload: { word: 'cat', from: 'en', to: 'fr', noteId, sentenceId: 0, context: 'The cat sleeps on the mat.' },
  });
  const sentence = await t.request({
    method: 'POST',
    url: '/v3/user-sentence',
    user,
    payload: { sentence: 'Dogs run.', from: 'en', to: 'fr', noteId, sentenceId: 1 },
  });
  const queue = await t.request({ method: 'GET', url: '/v3/review/queue', user });
  const cards = (queue.json().entity.cards as { id: string }[]).map((card) => card.id);
  const task = await t.request({ method: 'POST', url: '/v3/task', user, payload: { title: 'Review the cards' } });
  return [noteId, word.json().entity.id, sentence.json().entity.id, task.json().entity.id, ...cards].filter(Boolean);
}
const ids = await seed();

/** Percent-encodes as a browser would, but keeps lone surrogates (as the CESU bytes some clients send). */
const encode = (value: unknown) =>
  [...(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))]
    .map((ch) => (ch.isWellFormed() ? encodeURIComponent(ch) : '%ED%A0%80'))
    .join('');

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return `q=${encode(query)}`;
  return Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(v)}`))
    .join('&');
}

const pathWith = (url: string, params: unknown) =>
  url.replace(/:(\w+)/g, (_, name: string) => encode((params as Record<string, unknown> | null)?.[name] ?? name));

const routes = t.app.registeredRoutes.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => route.url.startsWith('/v3/') && method !== 'HEAD' && route.documented !== 'web')
    .filter((method) => method !== 'GET' || route.schemas?.query)
    .map((method) => ({ method, url: route.url, schemas: route.schemas ?? {} })),
);

/** Better Auth's write endpoints that take text (sign-out is left out: it would end the fuzzing session). */
const AUTH_ROUTES = ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/update-user'];
const authBody = fc.record(
  { email: fc.oneof(fc.emailAddress(), hostile), password: fc.oneof(fc.string(), hostile), name: hostile },
  { requiredKeys: [] },
);

let failures: string[] = [];
beforeEach(() => {
  failures = [];
});
const check = async (label: string, run: () => Promise<{ statusCode: number; body: string }>) => {
  const res = await run();
  if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.statusCode < 500;
};

describe('fuzzing every write route answers 2xx or 4xx, never 5xx', () => {
  it('covers the routes the app registers', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /v3/export/anki', 'PUT /v3/user-vocab/status', 'POST /v3/import/csv']),
    );
  });

  for (const { method, url, schemas } of routes) {
    it(`${method} ${url}`, async () => {
      const request = fc.record({
        params: schemas.params ? arbitraryOf(schemas.params, ids) : fc.constant({}),
        query: schemas.query ? arbitraryOf(schemas.query, ids) : fc.option(hostile, { nil: undefined }),
        body: schemas.body ? arbitraryOf(schemas.body, ids) : fc.option(hostile, { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body }) => {
          const path = pathWith(url, params);
          const search = query === undefined ? '' : `?${queryString(query)}`;
          const payload = method === 'GET' || body === undefined ? {} : { payload: JSON.stringify(body) };
          const headers = payload.payload ? { 'content-type': 'application/json' } : {};
          return check(`${method} ${path}${search.slice(0, 200)} ${String(payload.payload).slice(0, 300)}`, () =>
            t.request({ method: method as 'POST', url: `${path}${search}`, user, headers, ...payload }),
          );
        }),
        { numRuns: method === 'GET' ? GET_RUNS : RUNS },
      );
      expect(failures).toEqual([]);
    });
  }

  for (const url of AUTH_ROUTES)
    it(`POST ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(authBody, async (body) =>
          check(`POST ${url} ${JSON.stringify(body).slice(0, 300)}`, () =>
            t.request({ method: 'POST', url, user, payload: body as object }),
          ),
        ),
        { numRuns: RUNS },
      );
      expect(failures).toEqual([]);
    });
});
