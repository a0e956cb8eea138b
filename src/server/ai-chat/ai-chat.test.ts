import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInChatRequest, StandInReply } from '../providers/ai/test/ai-stand-in.ts';
import { createTestApp, type TestUser } from '../test/app.ts';
import { uuidv7 } from '../db/ids.ts';
import { FOLD_AT, KEEP_VERBATIM, storeTurn, threadFor } from './history.ts';
import { CHAT_PAGE_SIZE } from './schema.ts';
import { chatApp, eventsOf, koreanLearner, koreanNote, unitsUsed } from './test/chat-app.ts';

/** What the scripted tutor answers next; by default it corrects a message with 학교를 and echoes others. */
let next: ((request: StandInChatRequest) => StandInReply) | null = null;
const tutor = (request: StandInChatRequest): StandInReply => {
  if (next) return next(request);
  const system = request.body.messages[0]?.content ?? '';
  if (system.startsWith('Summarize')) return 'The learner goes to school and meets a friend.';
  if (system.startsWith('Translate')) return 'I go to school. What do you do there?';
  const last = request.body.messages.at(-1)?.content ?? '';
  if (last.includes('학교를 가요'))
    return 'CORRECTION: 저는 학교에 가요. || Use 에 for the place you go to.\n좋아요! 학교에서 뭐 해요?';
  return `네, 그래요. (${request.body.messages.length})`;
};

const { t, ai, close } = await chatApp({ chat: (request) => tutor(request) });
afterAll(close);

let learner: TestUser;
let noteId: string;
beforeAll(async () => {
  learner = await koreanLearner(t);
  noteId = await koreanNote(t, learner);
});

const send = (user: TestUser, body: object) =>
  t.request({ method: 'POST', url: '/v3/ai-chat/send-chat', user, payload: body });
const conversation = async (user: TestUser, id: string) =>
  (await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${id}`, user })).json().entity;

describe('POST /v3/ai-chat/send-chat', () => {
  it('streams the learner message, the correction apart, the reply in pieces, then done; stores the turn', async () => {
    const before = await unitsUsed(t, learner.id, 'aiChat');
    const res = await send(learner, { noteId, message: '저는 학교를 가요.' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const events = eventsOf(res.body);
    expect(events.map((e) => e.type)).toEqual([
      'user',
      'correction',
      ...events.slice(2, -1).map(() => 'delta'),
      'done',
    ]);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(2);
    const correction = events[1]!;
    if (correction.type !== 'correction') throw new Error('no correction event');
    expect(correction).toEqual({
      type: 'correction',
      correction: { corrected: '저는 학교에 가요.', explanation: 'Use 에 for the place you go to.' },
    });
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toBe('좋아요! 학교에서 뭐 해요?');
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error('no done event');
    expect(done.reply).toMatchObject({ role: 'assistant', content: text, correction: correction.correction });
    expect(await unitsUsed(t, learner.id, 'aiChat')).toBe(before + 1);
    expect(done.remaining).toBe(20 - (before + 1));

    const thread = await conversation(learner, noteId);
    expect(thread.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', '저는 학교를 가요.'],
      ['assistant', text],
    ]);
    expect(thread.messages[0].id).toBe(events[0]!.type === 'user' && events[0].message.id);
  });

  it('grounds the tutor in the note, the learner and the conversation so far', async () => {
    await send(learner, { noteId, message: '친구를 만나요.' });
    const request = ai.chatRequests.at(-1)!.body;
    const system = request.messages[0]!.content;
    expect(system).toContain('Korean tutor');
    expect(system).toContain('native language is English');
    expect(system).toContain('level is intermediate');
    expect(system).toContain('"school"');
    expect(system).toContain('저는 학교에 가요.\n친구를 만나요.');
    expect(system).toContain('CORRECTION:');
    expect(request.stream).toBe(true);
    // The earlier turn, then the new message.
    expect(request.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('tells the tutor the words the learner saved from the note and its grammar points', async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    const saved = await t.request({
      method: 'POST',
      url: '/v3/user-vocab',
      user,
      payload: { word: '학교', from: 'ko', to: 'en', noteId: id, sentenceId: 0, context: '저는 학교에 가요.' },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const { grammarNote } = await import('../db/schema/material.ts');
    await t.database.db.insert(grammarNote).values({
      noteId: id,
      userId: user.id,
      pointId: 'ko-destination-e',
      language: 'ko',
      explanationLanguage: 'en',
      title: '-에 (destination)',
      explanation: 'Marks where you go.',
      examples: [],
    });
    await send(user, { noteId: id, message: '안녕하세요' });
    const system = ai.chatRequests.at(-1)!.body.messages[0]!.content;
    expect(system).toMatch(/Words the learner saved from this video \(use some of them\): 학교/);
    expect(system).toContain('Grammar points in this video: -에 (destination)');
  });

  it('a provider failure before the first token is an HTTP error; nothing is kept, the unit comes back', async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    for (const [status, code, ours] of [
      [500, 'upstream_failed', 502],
      [429, 'rate_limited', 429],
    ] as const) {
      next = () => ({ status, json: { error: { message: 'no' } } });
      const res = await send(user, { noteId: id, message: '안녕하세요' });
      next = null;
      expect(res.statusCode).toBe(ours);
      expect(res.json()).toMatchObject({ code });
      if (status === 429) expect(res.json().reason).toBe('ai_busy');
    }
    expect(await unitsUsed(t, user.id, 'aiChat')).toBe(0);
    expect((await conversation(user, id)).messages).toEqual([]);
  });

  it('refuses past the plan with a 402 before any of the reply is sent, keeping nothing', async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    const { consumeQuota } = await import('../subscriptions/quota.ts');
    await consumeQuota(t.database.db, user.id, 'aiChat', 20);
    const res = await send(user, { noteId: id, message: '안녕하세요' });
    expect(res.statusCode).toBe(402);
    expect(res.json().reason).toBe('quota_ai_chat_exhausted');
    expect(await unitsUsed(t, user.id, 'aiChat')).toBe(20);
    expect((await conversation(user, id)).messages).toEqual([]);
  });

  it('refuses an empty or overlong message with a sentence', async () => {
    expect((await send(learner, { noteId, message: '  ' })).json().message).toBe('message is required');
    expect((await send(learner, { noteId, message: 'a'.repeat(1001) })).json().message).toBe(
      'message: must be at most 1000 characters',
    );
  });
});

describe('long conversations', () => {
  it(`folds all but the last ${KEEP_VERBATIM} messages into the summary once more than ${FOLD_AT} follow it`, async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    const turns = FOLD_AT / 2 + 1;
    for (let i = 0; i < turns; i++)
      expect((await send(user, { noteId: id, message: `메시지 ${i}` })).statusCode).toBe(200);
    const summaries = ai.chatRequests.filter((r) => r.body.messages[0]?.content.startsWith('Summarize'));
    expect(summaries.length).toBe(1);
    expect(summaries[0]!.body.messages.at(-1)!.content).toContain('Learner: 메시지 0');
    const thread = await conversation(user, id);
    expect(thread.summarized).toBe(true);
    expect(thread.messages.length).toBe(turns * 2);

    await send(user, { noteId: id, message: '다음 메시지' });
    const request = ai.chatRequests.at(-1)!.body;
    expect(request.messages[0]!.content).toContain('The learner goes to school and meets a friend.');
    expect(request.messages.length).toBe(1 + KEEP_VERBATIM + 1);
  });

  it('keeps the summary as it was when the summary call fails', async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    next = (request) => (request.body.messages[0]!.content.startsWith('Summarize') ? { status: 500, json: {} } : '네.');
    for (let i = 0; i < FOLD_AT / 2 + 1; i++) await send(user, { noteId: id, message: `메시지 ${i}` });
    next = null;
    expect((await conversation(user, id)).summarized).toBe(false);
  });
});

describe('GET /v3/ai-chat, calc-cost and translate-chat', () => {
  it('answers what is configured, and the cost of a message and of call minutes', async () => {
    const thread = await conversation(learner, noteId);
    expect(thread).toMatchObject({ configured: { chat: true, speechToText: true, speech: true }, language: 'ko' });
    const cost = async (body: object) =>
      (await t.request({ method: 'POST', url: '/v3/ai-chat/calc-cost', user: learner, payload: body })).json().entity;
    const used = await unitsUsed(t, learner.id, 'aiChat');
    expect(await cost({ kind: 'chat' })).toMatchObject({ counter: 'aiChat', units: 1, used, limit: 20, allowed: true });
    expect(await cost({ kind: 'call', minutes: 3 })).toMatchObject({ counter: 'aiCall', units: 3, limit: 10 });
    expect(await cost({ kind: 'call', minutes: 11 })).toMatchObject({ units: 11, allowed: false });
  });

  it('translates a message once (one unit), then from the message', async () => {
    const { messages } = await conversation(learner, noteId);
    const reply = messages.find((m: { role: string }) => m.role === 'assistant');
    const translate = () =>
      t.request({ method: 'POST', url: '/v3/ai-chat/translate-chat', user: learner, payload: { messageId: reply.id } });
    const before = await unitsUsed(t, learner.id, 'aiChat');
    const first = (await translate()).json().entity;
    expect(first).toEqual({
      messageId: reply.id,
      translation: 'I go to school. What do you do there?',
      language: 'en',
      charged: true,
    });
    const calls = ai.chatRequests.length;
    expect((await translate()).json().entity).toMatchObject({ translation: first.translation, charged: false });
    expect(ai.chatRequests.length).toBe(calls);
    expect(await unitsUsed(t, learner.id, 'aiChat')).toBe(before + 1);
    const kept = (await conversation(learner, noteId)).messages.find((m: { id: string }) => m.id === reply.id);
    expect(kept).toMatchObject({ translation: first.translation, translationLanguage: 'en' });
  });
});

describe('GET /v3/ai-chat pages', () => {
  it(`answers the newest ${CHAT_PAGE_SIZE} messages, and older ones page by page with before`, async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    const thread = await threadFor(t.database.db, user.id, id);
    const total = CHAT_PAGE_SIZE * 2 + 7;
    for (let i = 0; i < total; i += 2)
      await storeTurn(t.database.db, thread.id, [
        { id: uuidv7(), role: 'user', mode: 'chat', content: `질문 ${i}` },
        { id: uuidv7(), role: 'assistant', mode: 'chat', content: `대답 ${i + 1}` },
      ]);
    const page = async (before?: string) =>
      (
        await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${id}${before ? `&before=${before}` : ''}`, user })
      ).json().entity;
    const seen: string[] = [];
    let current = await page();
    expect(current.messages.length).toBe(CHAT_PAGE_SIZE);
    expect(current.messages.at(-1).content).toBe(`대답 ${total}`);
    for (;;) {
      seen.unshift(...current.messages.map((m: { content: string }) => m.content));
      if (!current.hasOlder) break;
      current = await page(current.messages[0].id);
    }
    expect(seen.length).toBe(total + 1);
    expect(seen[0]).toBe('질문 0');
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${id}&before=nope`, user });
    expect(bad.statusCode).toBe(400);
  });
});

describe('without a model', () => {
  it('says what is missing: 503 with ai_model_needed / speech_to_text_needed', async () => {
    const bare = await createTestApp({ env: { TTS_PROVIDER: 'browser' } });
    try {
      const user = await koreanLearner(bare);
      const id = await koreanNote(bare, user);
      const thread = (await bare.request({ method: 'GET', url: `/v3/ai-chat?noteId=${id}`, user })).json().entity;
      expect(thread.configured).toEqual({ chat: false, speechToText: false, speech: false });
      const chat = await bare.request({
        method: 'POST',
        url: '/v3/ai-chat/send-chat',
        user,
        payload: { noteId: id, message: '안녕' },
      });
      expect(chat.statusCode).toBe(503);
      expect(chat.json()).toMatchObject({ code: 'not_configured', reason: 'ai_model_needed' });
    } finally {
      await bare.close();
    }
    const noStt = await chatApp({}, { AI_STT_MODEL: '' });
    try {
      const user = await koreanLearner(noStt.t);
      const id = await koreanNote(noStt.t, user);
      const call = await noStt.t.request({
        method: 'POST',
        url: '/v3/ai-chat/send-call',
        user,
        payload: { noteId: id, recording: { audio: 'AAAAAAAAAAAAAAAAAAAAAA==', mimeType: 'audio/wav' } },
      });
      expect(call.statusCode).toBe(503);
      expect(call.json().reason).toBe('speech_to_text_needed');
    } finally {
      await noStt.close();
    }
  });
});
