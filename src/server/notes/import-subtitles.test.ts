import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note } from '../db/schema/notes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { LINK_EXPECTED } from './schema.ts';
import { MAX_SUBTITLE_CUES } from './subtitle-lines.ts';
import { longWebVtt } from './test/long-subtitles.ts';

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

describe('the subtitle cap (ADR 13)', () => {
  it(`refuses a file of more than ${MAX_SUBTITLE_CUES} cues, saying how many it has`, async () => {
    const user = await t.createUser();
    const res = await importFile(user, {
      fileName: 'long.vtt',
      content: longWebVtt({ cues: MAX_SUBTITLE_CUES + 1 }).body,
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `long.vtt: the file has ${MAX_SUBTITLE_CUES + 1} subtitles; a note holds at most ${MAX_SUBTITLE_CUES}.`,
      reason: 'subtitle_too_many_cues',
    });
    expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toEqual([]);
  });
});

describe('the note detail is paged by minute (ADR 13)', () => {
  it('answers the first five minutes with the minutes index, and GET /lines the rest, line numbers kept', async () => {
    const user = await t.createUser();
    const file = longWebVtt({ cues: 400 });
    const created = await importFile(user, { fileName: 'lecture.vtt', content: file.body, language: 'en' });
    const noteId = created.json().entity.noteId;
    const { entity } = (await t.request({ method: 'GET', url: `/v3/note/${noteId}`, user })).json();
    const { transcription } = entity;
    expect(transcription.firstLine).toBe(0);
    expect(transcription.subtitles.every((s: { start: number }) => s.start < 300)).toBe(true);
    expect(transcription.nextMinute).toBe(5);
    expect(transcription.minutes.reduce((n: number, m: { lineCount: number }) => n + m.lineCount, 0)).toBe(
      entity.lineCount,
    );

    const subtitles = [...transcription.subtitles];
    let next: number | null = transcription.nextMinute;
    while (next !== null) {
      const res = await t.request({ method: 'GET', url: `/v3/note/${noteId}/lines?minute=${next}`, user });
      expect(res.statusCode).toBe(200);
      const page = res.json().entity;
      expect(page.firstLine).toBe(subtitles.length);
      expect(page.words[0].line).toBe(page.firstLine);
      expect(page.subtitles.every((s: { start: number }) => s.start >= page.minute * 60)).toBe(true);
      subtitles.push(...page.subtitles);
      next = page.nextMinute;
    }
    expect(subtitles).toHaveLength(entity.lineCount);
    expect(Math.ceil(subtitles.at(-1).end)).toBe(entity.endAt);

    const stranger = await t.createUser();
    expect(
      (await t.request({ method: 'GET', url: `/v3/note/${noteId}/lines?minute=0`, user: stranger })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v3/note/${noteId}/lines`, user })).json().message).toBe(
      'minute is required',
    );
  });
});
