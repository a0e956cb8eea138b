import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { catalogueExamples } from './grammar/index.ts';
import { goodPageAnswer, startFakeMaterialModel } from './llm/test/fake-material-model.ts';
import { materialJob } from './material.job.ts';
import { STORY_NOT_CURRENT, STORY_UNCHECKABLE } from './service.ts';

/** ADR 17: with a model, each grammar note of a catalogue point gets a story its detector has checked. */
const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
I have lived in this town for ten years.

00:00:05.000 --> 00:00:08.000
We have seen every film at the little cinema.
`;

let fake: Awaited<ReturnType<typeof startFakeMaterialModel>>;
let t: TestApp;
let user: TestUser;
let noteId: string;

beforeAll(async () => {
  // The model names one point of the catalogue and one of its own.
  fake = await startFakeMaterialModel((call) => {
    if (call.kind !== 'page_material') return undefined;
    const first = call.lines[0]!;
    const example = { lineIndex: first.index, match: 'have lived' };
    return JSON.stringify({
      ...goodPageAnswer(call.lines),
      grammar: [
        {
          pointId: 'en.present-perfect',
          title: 'Present perfect',
          explanation: 'have + participle.',
          examples: [example],
        },
        { pointId: 'en.for-durations', title: 'for + a length of time', explanation: 'How long.', examples: [example] },
      ],
    });
  });
  t = await createTestApp({
    env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', TRANSLATION_PROVIDERS: 'dictionary' },
  });
  user = await t.createUser();
  const res = await t.request({
    method: 'POST',
    url: '/v3/note/subtitle-import',
    user,
    payload: { fileName: 'town.vtt', content: VTT, language: 'en' },
  });
  noteId = res.json().entity.noteId;
  await materialJob(t.services.materialGenerator).handle(
    { noteId },
    { db: t.database.db, providers: t.providers, logger: pino({ level: 'silent' }), enqueue: async () => null },
    { id: 'test', attempt: 1, isFinalAttempt: true },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Note = { id: string; pointId: string; story: { id: string; text: string; engine: string } | null };
const notes = async (): Promise<Note[]> =>
  (await t.request({ method: 'GET', url: `/v3/grammar-note?noteId=${noteId}`, user })).json().entity.grammarNotes;
const writeStory = (grammarNoteId: string, storyId: string) =>
  t.request({ method: 'POST', url: `/v3/grammar-note/${grammarNoteId}/story?storyId=${storyId}`, user });

describe('stories written by a model', () => {
  it('keeps a story that uses its catalogue point, and writes none for a point nothing can check', async () => {
    const [perfect, invented] = await notes();
    const written = catalogueExamples('en.present-perfect');
    expect(perfect).toMatchObject({ pointId: 'en.present-perfect', writtenExamples: written });
    expect(perfect!.story).toMatchObject({ engine: 'llm', text: written.map((e) => e.text).join(' ') });
    expect(invented).toMatchObject({ pointId: 'en.for-durations', writtenExamples: [], story: null });

    const refused = await writeStory(invented!.id, invented!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STORY_UNCHECKABLE);
  });

  it('writes a story again in place of the current one, and refuses a stale one', async () => {
    const [perfect] = await notes();
    const res = await writeStory(perfect!.id, perfect!.story!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.story.id).not.toBe(perfect!.story!.id);
    const stale = await writeStory(perfect!.id, perfect!.story!.id);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe(STORY_NOT_CURRENT);
  });
});
