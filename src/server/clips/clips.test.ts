import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcript } from '../db/schema/notes.ts';
import { lexiconLines, setWordStatus } from '../learner/index.ts';
import { createChatModel } from '../providers/ai/chat-model.ts';
import { startAiStandIn, type StandInChatRequest, type StandInReply } from '../providers/ai/test/ai-stand-in.ts';
import { VIDEOS, type ReplayServer } from '../providers/youtube/test/replay-server.ts';
import { consumeQuota } from '../subscriptions/quota.ts';
import type { TestApp, TestUser } from '../test/app.ts';
import { createReplayTestApp } from '../test/replay-app.ts';
import type { ClipDto } from './schema.ts';

let replay: ReplayServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ replay, t, close } = await createReplayTestApp({ jobs: false }));
});
afterAll(() => close?.());

async function learner(level: string, native = 'fr'): Promise<TestUser> {
  const user = await t.createUser();
  await t.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user,
    payload: { nativeLanguage: native, mainLearningLanguage: { language: 'en', level } },
  });
  return user;
}

const suggest = (user: TestUser, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v3/clip-suggestion/yt', user, payload });
const stored = (user: TestUser, ytId: string, level?: string) =>
  t.request({ method: 'GET', url: `/v3/clip-suggestion/yt/${ytId}${level ? `?level=${level}` : ''}`, user });
// Taking 0 is not allowed; a refused oversize take reads the count.
const clipUnitsUsed = async (user: TestUser) =>
  (await consumeQuota(t.database.db, user.id, 'clipRecommendation', 1_000_000)).used;

describe('POST /v3/clip-suggestion/yt', () => {
  it("answers the spec's 'ytId is required' when neither a link nor an id is given", async () => {
    const user = await learner('beginner');
    for (const payload of [{}, { url: '' }, { ytId: '  ', level: 'beginner' }]) {
      const res = await suggest(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('ytId is required');
    }
    expect((await suggest(user, { ytId: 'not a video' })).json().message).toMatch(/Paste a YouTube link/);
    expect((await suggest(user, { ytId: VIDEOS.recorded, level: 'expert' })).statusCode).toBe(400);
    expect(await clipUnitsUsed(user)).toBe(0);
  });

  it("ranks the video's minutes for the learner's level from its captions, with reasons in their language", async () => {
    const user = await learner('beginner', 'fr');
    expect((await stored(user, VIDEOS.long)).statusCode).toBe(404);
    const res = await suggest(user, { url: `https://www.youtube.com/watch?v=${VIDEOS.long}` });
    expect(res.statusCode).toBe(200);
    const entity = res.json().entity;
    expect(entity).toMatchObject({ ytId: VIDEOS.long, level: 'beginner', language: 'en' });
    const clips: ClipDto[] = entity.clips;
    // 600 s of speech: ten minutes, all kept.
    expect(clips.map((c) => c.start).sort((a, b) => a - b)).toEqual([0, 60, 120, 180, 240, 300, 360, 420, 480, 540]);
    expect(clips.map((c) => c.rank)).toEqual(clips.map((_, i) => i + 1));
    for (let i = 1; i < clips.length; i++) expect(clips[i - 1]!.score).toBeGreaterThanOrEqual(clips[i]!.score);
    for (const clip of clips) {
      expect(clip.end - clip.start).toBe(60);
      expect(clip.preview.length).toBeGreaterThan(10);
      expect(clip.knownPercent).toBe(0);
      expect(clip.newWordsPerMinute).toBeGreaterThan(0);
      expect(clip.wordsPerSecond).toBeGreaterThan(0.5);
      expect(clip).toMatchObject({ reasonBy: 'template', reason: expect.stringMatching(/mots nouveaux par minute/) });
    }
    expect(await clipUnitsUsed(user)).toBe(1);
    // GET reads them back for free, at the level or without one.
    expect((await stored(user, VIDEOS.long, 'beginner')).json().entity).toEqual(entity);
    expect((await stored(user, VIDEOS.long)).json().entity.clips).toEqual(clips);
    expect((await stored(user, VIDEOS.long, 'advanced')).statusCode).toBe(404);
    expect(await clipUnitsUsed(user)).toBe(1);
  });

  it('reads real captions in the learning language with its own engine (English, Korean)', async () => {
    const english = (await suggest(await learner('intermediate', 'en'), { ytId: VIDEOS.recorded })).json().entity;
    expect(english).toMatchObject({ language: 'en', title: expect.stringMatching(/Surface Go/) });
    expect(english.clips).toHaveLength(1);
    expect(english.clips[0]).toMatchObject({
      start: 0,
      preview: expect.stringMatching(/^So I've been using this little tablet/),
    });
    expect(english.clips[0].reason).toMatch(/new words a minute/);
    const korean = await t.createUser();
    await t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user: korean,
      payload: { nativeLanguage: 'ja', mainLearningLanguage: { language: 'ko', level: 'beginner' } },
    });
    const res = await suggest(korean, { ytId: VIDEOS.recorded });
    expect(res.statusCode).toBe(200);
    const [clip] = res.json().entity.clips as ClipDto[];
    expect(res.json().entity.language).toBe('ko');
    expect(clip!.preview).toMatch(/[가-힣]/);
    expect(clip!.reason).toMatch(/新しい単語/);
  });

  it('puts the minute whose words the learner knows first for a beginner', async () => {
    const user = await learner('beginner');
    const first: ClipDto[] = (await suggest(user, { ytId: VIDEOS.long })).json().entity.clips;
    const last = first.at(-1)!;
    // Every word of the worst minute marked known, as the word dialog would.
    const [track] = await t.database.db
      .select()
      .from(transcript)
      .where(and(eq(transcript.videoId, VIDEOS.long), eq(transcript.language, 'en')));
    const inMinute = track!.lines.filter((l) => l.start >= last.start && l.start < last.start + 60);
    const lemmas = new Set((await lexiconLines(inMinute, 'en')).flat().filter((l): l is string => !!l));
    for (const lemma of lemmas)
      await setWordStatus(t.database.db, user.id, { language: 'en', word: lemma, lemma, status: 'known' });
    expect(first[0]!.start).not.toBe(last.start);
    const again: ClipDto[] = (await suggest(user, { ytId: VIDEOS.long })).json().entity.clips;
    expect(again[0]).toMatchObject({ start: last.start, knownPercent: 100 });
    expect(again[0]!.reason).toMatch(/Vous connaissez déjà 100 %/);
    // The POST replaced the stored suggestions.
    expect((await stored(user, VIDEOS.long)).json().entity.clips[0].start).toBe(last.start);
  });

  it("never shows one learner's suggestions to another", async () => {
    const owner = await learner('intermediate');
    expect((await suggest(owner, { ytId: VIDEOS.recorded })).statusCode).toBe(200);
    const other = await learner('intermediate');
    const res = await stored(other, VIDEOS.recorded, 'intermediate');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No clips have been suggested for this video yet. Ask for suggestions first.');
    expect((await t.request({ method: 'GET', url: `/v3/clip-suggestion/yt/${VIDEOS.recorded}` })).statusCode).toBe(401);
  });

  it('gives the unit back when the video cannot be read, and refuses with a 402 once the quota is used', async () => {
    const user = await learner('beginner');
    const res = await suggest(user, { ytId: VIDEOS.private });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/private/);
    const none = await suggest(user, { ytId: VIDEOS.noCaptions });
    expect(none.statusCode).toBe(400);
    expect(await clipUnitsUsed(user)).toBe(0);
    // The free plan's 10 a period, taken; the next is refused before YouTube is asked.
    await consumeQuota(t.database.db, user.id, 'clipRecommendation', 10);
    const asked = replay.requests.length;
    const refused = await suggest(user, { ytId: VIDEOS.multilingual });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().reason).toBe('quota_clip_recommendation_exhausted');
    expect(replay.requests.length).toBe(asked);
    expect(await clipUnitsUsed(user)).toBe(10);
  });
});

describe('reasons written by a model', () => {
  const wrote = (request: StandInChatRequest) => {
    const ranks = [...lastUser(request).matchAll(/Clip rank (\d+)/g)].map((m) => Number(m[1]));
    // It leaves the last clip out: that one keeps its offline reason.
    return JSON.stringify({
      reasons: ranks.slice(0, -1).map((rank) => ({ rank, reason: `Modèle : extrait ${rank}.` })),
    });
  };
  const lastUser = (request: StandInChatRequest) => request.body.messages.findLast((m) => m.role === 'user')!.content;

  async function appWithModel(chat: (request: StandInChatRequest) => StandInReply) {
    const standIn = await startAiStandIn({ chat });
    const model = createChatModel({ baseUrl: standIn.baseUrl, model: 'clip-model', concurrency: 1 });
    const made = await createReplayTestApp({ jobs: false, providers: { chat: model } });
    const user = await made.t.createUser();
    await made.t.request({
      method: 'PUT',
      url: '/v3/user/language-setting',
      user,
      payload: { nativeLanguage: 'fr', mainLearningLanguage: { language: 'en', level: 'intermediate' } },
    });
    const post = () =>
      made.t.request({ method: 'POST', url: '/v3/clip-suggestion/yt', user, payload: { ytId: VIDEOS.long } });
    const close = async () => {
      await made.close();
      await standIn.close();
    };
    return { standIn, post, close };
  }

  it('asks once for the top five and keeps the offline reason for a clip the model left out', async () => {
    const m = await appWithModel(wrote);
    try {
      const res = await m.post();
      expect(res.statusCode).toBe(200);
      const clips: ClipDto[] = res.json().entity.clips;
      expect(m.standIn.chatRequests).toHaveLength(1);
      const prompt = lastUser(m.standIn.chatRequests[0]!);
      expect(prompt.match(/Clip rank/g)).toHaveLength(5);
      expect(m.standIn.chatRequests[0]!.body.messages[0]!.content).toMatch(
        /intermediate learner of English.*in French/s,
      );
      expect(clips.slice(0, 4).map((c) => [c.reasonBy, c.reason])).toEqual(
        [1, 2, 3, 4].map((rank) => ['model', `Modèle : extrait ${rank}.`]),
      );
      for (const clip of clips.slice(4)) expect(clip).toMatchObject({ reasonBy: 'template', reason: /mots nouveaux/ });
    } finally {
      await m.close();
    }
  });

  it('falls back to the offline reasons when the model fails: the clips are still answered', async () => {
    const m = await appWithModel(() => ({ status: 500, json: { error: { message: 'model crashed' } } }));
    try {
      const res = await m.post();
      expect(res.statusCode).toBe(200);
      expect((res.json().entity.clips as ClipDto[]).every((c) => c.reasonBy === 'template')).toBe(true);
      expect(m.standIn.chatRequests).toHaveLength(1);
    } finally {
      await m.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents both clip routes with their schemas', async () => {
    const { paths } = (await t.request({ method: 'GET', url: '/v3/openapi.json' })).json();
    expect(paths['/v3/clip-suggestion/yt'].post.requestBody).toBeDefined();
    expect(paths['/v3/clip-suggestion/yt/{ytId}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['ytId', 'level']),
    );
  });
});
