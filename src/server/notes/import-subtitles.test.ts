import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note } from '../db/schema/notes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { LINK_EXPECTED } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SRT = `1
00:00:01,000 --> 00:00:03,500
Bonjour à tous !

2
00:00:04,000 --> 00:00:06,000
<i>Aujourd'hui</i>, on apprend le français.
`;

const VTT = `WEBVTT

00:00:00.500 --> 00:00:02.000
今日はいい天気ですね。

00:00:02.500 --> 00:00:04.000
散歩に行きましょう。
`;

const importFile = (user: Awaited<ReturnType<TestApp['createUser']>>, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v3/note/subtitle-import', user, payload });

describe('POST /v3/note/subtitle-import', () => {
  it('makes a note from an SRT file for a YouTube video, with word timings', async () => {
    const user = await t.createUser();
    const res = await importFile(user, {
      fileName: 'lecon-1.srt',
      content: SRT,
      language: 'fr',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(res.statusCode).toBe(201);
    const { entity } = (await t.request({ method: 'GET', url: `/v3/note/${res.json().entity.noteId}`, user })).json();
    expect(entity).toMatchObject({
      type: 'subtitle_import',
      from: 'import',
      videoId: 'dQw4w9WgXcQ',
      title: 'lecon-1',
      language: 'fr',
      endAt: 6,
    });
    expect(entity.transcription.subtitles.map((s: { text: string }) => s.text)).toEqual([
      'Bonjour à tous !',
      "Aujourd'hui, on apprend le français.",
    ]);
    expect(entity.transcription.words[0]).toMatchObject({ word: 'Bonjour', start: '1.000' });
  });

  it('reads WebVTT by its content and splits Japanese into words without spaces', async () => {
    const user = await t.createUser();
    const res = await importFile(user, { fileName: 'nihongo.srt', content: VTT, language: 'ja', title: '天気' });
    const { entity } = (await t.request({ method: 'GET', url: `/v3/note/${res.json().entity.noteId}`, user })).json();
    expect(entity.videoId).toBeNull();
    expect(entity.title).toBe('天気');
    expect(entity.transcription.words.map((w: { word: string }) => w.word)).toContain('天気');
  });

  it.each([
    [
      { fileName: 'broken.srt', content: '1\n00:00:01,000 --> nonsense\nHello\n', language: 'en' },
      /^broken\.srt: line 2: /,
    ],
    [{ fileName: 'notes.txt', content: SRT, language: 'fr' }, /^fileName: Choose an \.srt or \.vtt subtitle file\.$/],
    [
      { fileName: 'x.srt', content: SRT, language: 'fr', url: 'https://vimeo.com/1' },
      new RegExp(`^${LINK_EXPECTED.replace(/[.?()]/g, '\\$&')}$`),
    ],
    [{ fileName: 'x.srt', content: SRT }, /^language is required$/],
    [
      { fileName: 'x.srt', content: SRT, language: 'fr', title: 't'.repeat(201) },
      /^title: must be at most 200 characters$/,
    ],
    [
      { fileName: `${'f'.repeat(200)}.srt`, content: SRT, language: 'fr' },
      /^fileName: must be at most 200 characters$/,
    ],
    [
      { fileName: 'x.srt', content: SRT, language: 'fr', url: `https://youtu.be/dQw4w9WgXcQ?${'x'.repeat(2000)}` },
      new RegExp(`^url: ${LINK_EXPECTED.replace(/[.?()]/g, '\\$&')}$`),
    ],
    [
      { fileName: 'empty.vtt', content: 'WEBVTT\n\n', language: 'en' },
      /^empty\.vtt: the file has no subtitles in it\.$/,
    ],
  ])('rejects %j clearly and stores nothing', async (payload, message) => {
    const user = await t.createUser();
    const res = await importFile(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toEqual([]);
  });
});
