import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInTranscription } from '../providers/ai/test/ai-stand-in.ts';
import type { TestUser } from '../test/app.ts';
import { speakable } from './call.ts';
import { chatApp, koreanLearner, koreanNote, koreanWav, unitsUsed } from './test/chat-app.ts';

/** What speech-to-text hears next (a 500 to fail). */
let heard: StandInTranscription | { status: number; json: unknown } = { text: '안녕하세요' };
const { t, ai, close } = await chatApp({
  transcribe: () => heard,
  chat: (request) =>
    request.body.messages.at(-1)?.content === '안녕하세요'
      ? '안녕하세요! 오늘 학교에 갔어요?'
      : 'CORRECTION: 학교에 가요 || 에 marks where you go\n좋아요.',
});
afterAll(close);

let learner: TestUser;
let noteId: string;
beforeAll(async () => {
  learner = await koreanLearner(t);
  noteId = await koreanNote(t, learner);
});

const wav = koreanWav();
const call = (user: TestUser, audio = wav, id = noteId) =>
  t.request({
    method: 'POST',
    url: '/v3/ai-chat/send-call',
    user,
    payload: { noteId: id, recording: { audio: audio.toString('base64'), mimeType: 'audio/wav' } },
  });

describe('POST /v3/ai-chat/send-call', () => {
  it('hears the recording, answers as the tutor, speaks the reply and charges the seconds against aiCall', async () => {
    const res = await call(learner);
    expect(res.statusCode).toBe(200);
    const turn = res.json().entity;
    expect(turn.heard).toMatchObject({ role: 'user', mode: 'call', content: '안녕하세요' });
    expect(turn.heard.audioMs).toBeGreaterThan(300);
    expect(turn.reply).toMatchObject({ role: 'assistant', mode: 'call', content: '안녕하세요! 오늘 학교에 갔어요?' });
    expect(turn.speech).toMatchObject({ provider: 'openai', lang: 'ko', text: turn.reply.content });
    expect(turn.speech.url).toMatch(/^\/v3\/audio\/file\/[0-9a-f]{64}$/);
    expect(turn.chargedMs).toBe(turn.heard.audioMs);
    // The recording reached speech-to-text as MP3, in the note's language; the reply was made short for speech.
    const heardRequest = ai.transcriptionRequests.at(-1)!;
    expect(heardRequest.fields).toMatchObject({ language: 'ko', model: 'stand-in-stt' });
    expect(heardRequest.fileType).toBe('audio/mpeg');
    expect(ai.chatRequests.at(-1)!.body.messages[0]!.content).toContain('spoken call');
    expect(ai.chatRequests.at(-1)!.body.stream).toBeFalsy();
    const audio = await t.request({ method: 'GET', url: turn.speech.url, user: learner });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(await unitsUsed(t, learner.id, 'aiCall')).toBe(1);
    const thread = (await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${noteId}`, user: learner })).json()
      .entity;
    expect(thread.messages.map((m: { mode: string }) => m.mode)).toEqual(['call', 'call']);
  });

  it('gives the seconds back when speech-to-text fails or hears nothing, and keeps nothing', async () => {
    const user = await koreanLearner(t);
    const id = await koreanNote(t, user);
    for (const [answer, status] of [
      [{ status: 500, json: { error: { message: 'down' } } }, 502],
      [{ text: '' }, 400],
    ] as const) {
      heard = answer;
      const res = await call(user, wav, id);
      expect(res.statusCode).toBe(status);
    }
    heard = { text: '안녕하세요' };
    expect(await unitsUsed(t, user.id, 'aiCall')).toBe(0);
    const thread = await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${id}`, user });
    expect(thread.json().entity.messages).toEqual([]);
  });

  it('refuses what is not audio before charging anything', async () => {
    const user = await koreanLearner(t);
    const res = await call(user, Buffer.from('this is not a recording, only some text'), await koreanNote(t, user));
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('audio_unreadable');
  });
});

describe('speakable', () => {
  it('cuts a long reply at a sentence end within the limit', () => {
    const text = `${'가'.repeat(300)}. ${'나'.repeat(300)}.`;
    expect(speakable(text)).toBe(`${'가'.repeat(300)}.`);
    expect(speakable('짧아요.')).toBe('짧아요.');
  });
});
