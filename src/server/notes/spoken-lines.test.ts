import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note } from '../db/schema/notes.ts';
import { createSpeechToText } from '../providers/stt/speech-to-text.ts';
import { startFakeSttServer } from '../providers/stt/test/fake-stt-server.ts';
import { createYouTubeClient } from '../providers/youtube/client.ts';
import { VIDEOS, startReplayServer, type ReplayServer } from '../providers/youtube/test/replay-server.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { linesFromTranscription } from './transcription-lines.ts';

const VERBOSE = {
  text: 'Hello and welcome. Today we review the Surface Go.',
  language: 'english',
  segments: [
    { id: 0, start: 0.4, end: 2.1, text: ' Hello and welcome.' },
    { id: 1, start: 2.6, end: 5.0, text: ' Today we review the Surface Go.' },
    { id: 2, start: 5.5, end: 6.0, text: '   ' },
  ],
  words: [
    { word: 'Hello', start: 0.4, end: 0.8 },
    { word: 'and', start: 0.8, end: 1.0 },
    { word: 'welcome.', start: 1.0, end: 2.1 },
    { word: 'Today', start: 2.6, end: 3.0 },
    { word: 'we', start: 3.0, end: 3.2 },
    { word: 'review', start: 3.2, end: 3.7 },
    { word: 'the', start: 3.7, end: 3.9 },
    { word: 'Surface', start: 3.9, end: 4.5 },
    { word: 'Go.', start: 4.5, end: 5.0 },
  ],
};

describe('linesFromTranscription', () => {
  it('shifts segment and word times by the clip start and drops empty segments', () => {
    const lines = linesFromTranscription(
      {
        text: VERBOSE.text,
        language: 'en',
        segments: VERBOSE.segments.map((s) => ({ text: s.text.trim(), start: s.start, end: s.end })),
        words: VERBOSE.words.map((w) => ({ text: w.word, start: w.start, end: w.end })),
      },
      120,
      'en',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ text: 'Hello and welcome.', start: 120.4, end: 122.1 });
    expect(lines[1]!.words.map((w) => w.text)).toEqual(['Today', 'we', 'review', 'the', 'Surface', 'Go.']);
    expect(lines[1]!.words[0]).toEqual({ text: 'Today', start: 122.6, end: 123 });
  });

  it('spreads words over a segment the server gave no word times for', () => {
    const [line] = linesFromTranscription(
      { text: 'a b', language: null, segments: [{ text: 'un deux', start: 1, end: 3 }], words: [] },
      60,
      'fr',
    );
    expect(line!.words).toEqual([
      { text: 'un', start: 61, end: 62 },
      { text: 'deux', start: 62, end: 63 },
    ]);
  });
});

describe('one-minute note by speech-to-text', () => {
  let replay: ReplayServer;
  let stt: Awaited<ReturnType<typeof startFakeSttServer>>;
  let t: TestApp;
  let failNext = false;
  beforeAll(async () => {
    replay = await startReplayServer();
    stt = await startFakeSttServer(() =>
      failNext ? { status: 500, json: { error: 'model not loaded' } } : { json: VERBOSE },
    );
    t = await createTestApp({
      jobs: true,
      fastRetries: true,
      providers: {
        youtube: createYouTubeClient({ origin: replay.origin, backoffMs: 5 }),
        stt: createSpeechToText({ baseUrl: stt.baseUrl, apiKey: 'test-key', model: 'whisper-1' }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stt?.close();
    await replay?.close();
  });

  async function makeNote(startAt: number) {
    const user = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/v3/note/yt',
      user,
      payload: { url: VIDEOS.recorded, startAt },
    });
    const deadline = Date.now() + 30_000;
    let status: { status: string; noteId?: string };
    do {
      await new Promise((r) => setTimeout(r, 150));
      status = (
        await t.request({ method: 'GET', url: `/v3/note/status?stfId=${res.json().entity.stfId}`, user })
      ).json().entity;
    } while (status.status !== 'ready' && status.status !== 'failed' && Date.now() < deadline);
    expect(status.status).toBe('ready');
    return { user, entity: (await t.request({ method: 'GET', url: `/v3/note/${status.noteId}`, user })).json().entity };
  }

  it('downloads the audio up to the minute, cuts it, and keeps the transcription with word times (from: whisper)', async () => {
    const { entity } = await makeNote(30);
    expect(entity.from).toBe('whisper');
    expect(entity.transcription.subtitles.map((s: { text: string }) => s.text)).toEqual([
      'Hello and welcome.',
      'Today we review the Surface Go.',
    ]);
    expect(entity.transcription.words[0]).toMatchObject({ word: 'Hello', start: '30.400', end: '30.800' });
    const sent = stt.requests.at(-1)!;
    expect(sent.fields).toMatchObject({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment', 'word'],
      language: ['en'],
    });
    expect(sent.fileBytes).toBeGreaterThan(10_000);
    const audioRequest = replay.requests.filter((r) => r.path === '/videoplayback').at(-1)!;
    expect(audioRequest.headers.range).toMatch(/^bytes=0-\d+$/);
  });

  it('falls back to the captions when speech-to-text fails, and says so', async () => {
    failNext = true;
    try {
      const { user, entity } = await makeNote(0);
      expect(entity.from).toBe('youtube');
      expect(entity.transcription.subtitles.length).toBeGreaterThan(0);
      expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toHaveLength(1);
    } finally {
      failNext = false;
    }
  });
});
