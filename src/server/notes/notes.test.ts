import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { note, noteGeneration, transcript } from '../db/schema/notes.ts';
import { createYouTubeClient } from '../providers/youtube/client.ts';
import { YouTubeError } from '../providers/youtube/errors.ts';
import { VIDEOS, type ReplayServer } from '../providers/youtube/test/replay-server.ts';
import { createReplayTestApp } from '../test/replay-app.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import pino from 'pino';
import { EMPTY_CLIP, generateNote } from './generate-note.job.ts';
import { LINK_EXPECTED } from './schema.ts';

let replay: ReplayServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ replay, t, close } = await createReplayTestApp());
});
afterAll(() => close?.());

async function learner(learning: string, native: string): Promise<TestUser> {
  const user = await t.createUser();
  await t.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user,
    payload: { nativeLanguage: native, mainLearningLanguage: { language: learning, level: 'intermediate' } },
  });
  return user;
}

const request = (user: TestUser, url: string, startAt?: number, path = '/v3/note/yt') =>
  t.request({ method: 'POST', url: path, user, payload: { url, ...(startAt === undefined ? {} : { startAt }) } });

async function finished(user: TestUser, stfId: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const { entity } = (await t.request({ method: 'GET', url: `/v3/note/status?stfId=${stfId}`, user })).json();
    if (entity.status === 'ready' || entity.status === 'failed') return entity;
    if (Date.now() > deadline) throw new Error(`still ${entity.status} at ${entity.progress}%`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function makeNote(user: TestUser, url: string, startAt?: number, path?: string) {
  const res = await request(user, url, startAt, path);
  expect(res.statusCode).toBe(202);
  const status = await finished(user, res.json().entity.stfId);
  expect(status).toMatchObject({ status: 'ready', progress: 100 });
  return (await t.request({ method: 'GET', url: `/v3/note/${status.noteId}`, user })).json().entity;
}

describe('one-minute note from a YouTube link', () => {
  it('builds word-timed English lines with French translations from the auto-generated track', async () => {
    const user = await learner('en', 'fr');
    const entity = await makeNote(user, `https://youtu.be/${VIDEOS.recorded}?t=5`, 0);
    expect(entity).toMatchObject({
      videoId: VIDEOS.recorded,
      type: 'one_minute_clip',
      language: 'en',
      from: 'youtube',
      startAt: 0,
      endAt: 60,
      translationLanguage: 'fr',
    });
    expect(entity.thumbnail).toBe(`https://i.ytimg.com/vi/${VIDEOS.recorded}/sddefault.jpg`);
    const { subtitles, words } = entity.transcription;
    expect(subtitles.length).toBeGreaterThan(1);
    for (const line of subtitles) {
      expect(line.start).toBeGreaterThanOrEqual(0);
      expect(line.start).toBeLessThan(60);
      expect(line.text.trim()).not.toBe('');
    }
    expect(subtitles.some((line: { translation?: string }) => line.translation)).toBe(true);
    expect(words.length).toBeGreaterThan(subtitles.length);
    expect(words[0]).toMatchObject({ _id: '0.0', line: 0 });
    expect(Number(words[0].end)).toBeGreaterThan(Number(words[0].start));
  });

  it('takes the learning language track when the video has it (Korean, manual)', async () => {
    const user = await learner('ko', 'en');
    const entity = await makeNote(user, VIDEOS.recorded);
    expect(entity.language).toBe('ko');
    expect(entity.transcription.subtitles[0].text).toMatch(/[\uac00-\ud7af]/);
  });

  it.each([
    ['fr', 'multilang01'],
    ['ru', 'multilang01'],
    ['de', VIDEOS.recorded],
    ['es', VIDEOS.recorded],
    ['ja', VIDEOS.recorded],
  ])('reads %s captions', async (language, videoId) => {
    const user = await learner(language, 'en');
    const entity = await makeNote(
      user,
      `https://www.youtube.com/watch?v=${videoId}&list=PL123`,
      0,
      '/v3/note/yt-full-script',
    );
    expect(entity.language).toBe(language);
    expect(entity.transcription.words.length).toBeGreaterThan(0);
  });

  it('rejects what is not a YouTube link with a message saying what is expected', async () => {
    const user = await learner('en', 'ko');
    for (const url of ['https://vimeo.com/123', 'not a link', 'https://www.youtube.com/watch?v=short', '']) {
      const res = await request(user, url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LINK_EXPECTED);
    }
    expect((await t.request({ method: 'POST', url: '/v3/note/yt', user, payload: {} })).json().message).toBe(
      'url is required',
    );
  });

  it('says so when the chosen minute has no speech, and keeps nothing', async () => {
    const user = await learner('en', 'en');
    const res = await request(user, VIDEOS.recorded, 3000);
    const status = await finished(user, res.json().entity.stfId);
    expect(status).toMatchObject({ status: 'failed', message: EMPTY_CLIP });
    expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toEqual([]);
  });
});

describe('generation is idempotent and shared', () => {
  it('answers the same stfId while a note is being made, and after it is made', async () => {
    const user = await learner('en', 'ko');
    const [a, b] = await Promise.all([
      request(user, VIDEOS.multilingual, 0),
      request(user, `https://m.youtube.com/watch?v=${VIDEOS.multilingual}`, 0),
    ]);
    expect(a.json().entity.stfId).toBe(b.json().entity.stfId);
    await finished(user, a.json().entity.stfId);
    expect((await request(user, VIDEOS.multilingual, 0)).json().entity.stfId).toBe(a.json().entity.stfId);
    const notes = await t.database.db.select().from(note).where(eq(note.userId, user.id));
    expect(notes).toHaveLength(1);
  });

  it('fetches a transcript once per video and language, for every learner', async () => {
    const count = () => replay.count('/api/timedtext', { v: VIDEOS.recorded, lang: 'es' });
    await makeNote(await learner('es', 'en'), VIDEOS.recorded, 0);
    const afterFirst = count();
    await makeNote(await learner('es', 'en'), VIDEOS.recorded, 0);
    expect(count()).toBe(afterFirst);
    expect(await t.database.db.select().from(transcript).where(eq(transcript.language, 'es'))).toHaveLength(1);
  });
});

describe('crash and redelivery', () => {
  it('finishes a generation a dead worker left in processing, and a second delivery adds nothing', async () => {
    const user = await learner('de', 'en');
    const [row] = await t.database.db
      .insert(noteGeneration)
      .values({
        userId: user.id,
        videoId: VIDEOS.recorded,
        type: 'full_script',
        learningLanguage: 'de',
        nativeLanguage: 'en',
        status: 'processing',
        progress: 30,
      })
      .returning();
    const deps = {
      db: t.database.db,
      providers: t.providers,
      logger: pino({ level: 'silent' }),
      enqueue: t.queue.send,
    };
    await generateNote.handle({ generationId: row!.id }, deps, {
      id: 'redelivered',
      attempt: 2,
      isFinalAttempt: false,
    });
    await generateNote.handle({ generationId: row!.id }, deps, {
      id: 'redelivered-again',
      attempt: 3,
      isFinalAttempt: false,
    });
    const status = (await t.request({ method: 'GET', url: `/v3/note/status?stfId=${row!.id}`, user })).json().entity;
    expect(status).toMatchObject({ status: 'ready', progress: 100 });
    expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toHaveLength(1);
  });
});

describe('failures end in `failed` with the reason, and leave nothing half-made', () => {
  it.each([
    [VIDEOS.private, 'private'],
    [VIDEOS.ageRestricted, 'age_restricted'],
    [VIDEOS.botCheck, 'bot_check'],
    [VIDEOS.noCaptions, 'captions_disabled'],
    [VIDEOS.unavailable, 'video_unavailable'],
    [VIDEOS.poTokenEverywhere, 'po_token_required'],
    [VIDEOS.recaptcha, 'ip_blocked'],
    [VIDEOS.rateLimitedAlways, 'rate_limited'],
  ] as const)('%s → %s', async (videoId, kind) => {
    const user = await learner('en', 'ko');
    const res = await request(user, videoId, 0);
    const status = await finished(user, res.json().entity.stfId);
    expect(status).toMatchObject({ status: 'failed', progress: 100, message: new YouTubeError(kind).message });
    expect(status.noteId).toBeUndefined();
    expect(await t.database.db.select().from(note).where(eq(note.userId, user.id))).toEqual([]);
    // The note's unit was taken when it was asked for, and given back when nothing came of it (ADR 26).
    const plan = (await t.request({ method: 'GET', url: '/v3/subscription', user })).json().entity;
    expect(plan.quotas.note.used).toBe(0);
    expect(await t.database.db.select().from(transcript).where(eq(transcript.videoId, videoId))).toEqual([]);
  });

  it('gets past a consent page and a passing 429', async () => {
    for (const videoId of [VIDEOS.consent, VIDEOS.rateLimitedTwice]) {
      const entity = await makeNote(await learner('en', 'ko'), videoId, 0);
      expect(entity.transcription.subtitles.length).toBeGreaterThan(0);
    }
  });

  it('reports an unreachable YouTube as a network failure after retrying', async () => {
    const offline = await createTestApp({
      jobs: true,
      fastRetries: true,
      providers: { youtube: createYouTubeClient({ origin: 'http://127.0.0.1:9', backoffMs: 5 }) },
    });
    try {
      const user = await offline.createUser();
      const res = await offline.request({
        method: 'POST',
        url: '/v3/note/yt',
        user,
        payload: { url: VIDEOS.recorded },
      });
      const deadline = Date.now() + 45_000;
      let entity: { status: string; failure?: unknown };
      do {
        await new Promise((r) => setTimeout(r, 200));
        entity = (
          await offline.request({ method: 'GET', url: `/v3/note/status?stfId=${res.json().entity.stfId}`, user })
        ).json().entity;
      } while (entity.status !== 'failed' && Date.now() < deadline);
      expect(entity).toMatchObject({ status: 'failed', message: new YouTubeError('network').message });
      const [generation] = await offline.database.db.select().from(noteGeneration);
      expect(generation!.status).toBe('failed');
    } finally {
      await offline.close();
    }
  });
});

describe('reading notes', () => {
  it("answers 404 for another learner's note and status", async () => {
    const owner = await learner('en', 'fr');
    const res = await request(owner, VIDEOS.recorded, 0);
    const status = await finished(owner, res.json().entity.stfId);
    const stranger = await t.createUser();
    expect((await t.request({ method: 'GET', url: `/v3/note/${status.noteId}`, user: stranger })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/v3/note/status?stfId=${res.json().entity.stfId}`, user: stranger }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v3/note/not-an-id', user: stranger })).json().message).toBe(
      'id: id must be a note id',
    );
    expect((await t.request({ method: 'GET', url: `/v3/note/${status.noteId}` })).statusCode).toBe(401);
  });

  it('lists notes newest first, 20 a page, by lastId', async () => {
    const user = await t.createUser();
    const lines = [{ start: 0, end: 1, text: 'hi', words: [{ text: 'hi', start: 0, end: 1 }] }];
    for (let i = 0; i < 23; i++) {
      await t.database.db.insert(note).values({
        userId: user.id,
        videoId: VIDEOS.recorded,
        type: 'full_script',
        title: `Note ${i}`,
        language: 'en',
        source: 'youtube',
        lines,
      });
    }
    const first = (await t.request({ method: 'GET', url: '/v3/note/list/initial', user })).json().entity;
    expect(first.notes).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.notes[0].title).toBe('Note 22');
    const next = (await t.request({ method: 'GET', url: `/v3/note/list?lastId=${first.notes[19].id}`, user })).json()
      .entity;
    expect(next.notes.map((n: { title: string }) => n.title)).toEqual(['Note 2', 'Note 1', 'Note 0']);
    expect(next.hasMore).toBe(false);
    expect(next.notes[0].lineCount).toBe(1);
  });

  it('shows how much of each note the learner knows once its word status was opened, and sorts by it', async () => {
    const user = await learner('en', 'fr');
    const words = (text: string) => [
      { start: 0, end: 1, text, words: text.split(' ').map((w) => ({ text: w, start: 0, end: 1 })) },
    ];
    const add = async (text: string) =>
      (
        await t.database.db
          .insert(note)
          .values({
            userId: user.id,
            videoId: VIDEOS.recorded,
            type: 'full_script',
            title: text,
            language: 'en',
            source: 'youtube',
            lines: words(text),
          })
          .returning()
      )[0]!.id;
    const most = await add('cats cats dogs');
    const half = await add('cats dogs');
    const none = await add('dogs birds');
    const unopened: string[] = [];
    for (let i = 0; i < 20; i++) unopened.push(await add('cats'));
    for (const id of [most, half, none])
      expect((await t.request({ method: 'GET', url: `/v3/note/${id}/word-status`, user })).statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: '/v3/user-vocab/status',
      user,
      payload: { language: 'en', word: 'cats', status: 'known' },
    });
    await t.request({
      method: 'PUT',
      url: '/v3/user-vocab/status',
      user,
      payload: { language: 'en', word: 'birds', status: 'ignored' },
    });

    const newest = (await t.request({ method: 'GET', url: '/v3/note/list', user })).json().entity;
    expect(newest.notes[0]).toMatchObject({ id: unopened.at(-1), knowledge: null });
    const byId = (id: string) => (page: { notes: { id: string; knowledge: unknown }[] }) =>
      page.notes.find((n) => n.id === id)?.knowledge;
    const page2 = (await t.request({ method: 'GET', url: `/v3/note/list?lastId=${newest.notes[19].id}`, user })).json()
      .entity;
    expect(byId(most)(page2)).toEqual({ percentKnown: 67, newWords: 1 });
    expect(byId(half)(page2)).toEqual({ percentKnown: 50, newWords: 1 });
    expect(byId(none)(page2)).toEqual({ percentKnown: 0, newWords: 1 });

    const known = (await t.request({ method: 'GET', url: '/v3/note/list?sort=known', user })).json().entity;
    expect(known.notes.slice(0, 3).map((n: { id: string }) => n.id)).toEqual([most, half, none]);
    expect(known.notes.slice(3).map((n: { id: string }) => n.id)).toEqual([...unopened].reverse().slice(0, 17));
    expect(known.hasMore).toBe(true);
    const rest = (
      await t.request({ method: 'GET', url: `/v3/note/list?sort=known&lastId=${known.notes[19].id}`, user })
    ).json().entity;
    expect(rest.notes.map((n: { id: string }) => n.id)).toEqual(unopened.slice(0, 3).reverse());
    expect(rest.hasMore).toBe(false);

    expect((await t.request({ method: 'GET', url: '/v3/note/list?sort=best', user })).json().message).toBe(
      'sort: must be newest or known',
    );
    const stranger = await t.createUser();
    const foreign = await t.request({ method: 'GET', url: `/v3/note/list?sort=known&lastId=${most}`, user: stranger });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('lastId: not one of your notes');
    expect((await t.request({ method: 'GET', url: '/v3/note/list?sort=known', user: stranger })).json().entity).toEqual(
      { notes: [], hasMore: false },
    );
  });
});
