import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../test/app.ts';
import { chatApp, koreanLearner, koreanNote } from './test/chat-app.ts';

/**
 * The AI chat routes against the wrong caller: another learner's note and another learner's message are a
 * 404 on every route (their existence is not revealed), nothing is charged or kept; no session is a 401.
 */
const { t, ai, close } = await chatApp({ chat: () => '네.', transcribe: () => ({ text: '안녕하세요' }) });
afterAll(close);

let owner: TestUser;
let stranger: TestUser;
let noteId: string;
let messageId: string;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([koreanLearner(t), koreanLearner(t)]);
  noteId = await koreanNote(t, owner);
  await t.request({ method: 'POST', url: '/v3/ai-chat/send-chat', user: owner, payload: { noteId, message: '안녕' } });
  const thread = await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${noteId}`, user: owner });
  messageId = thread.json().entity.messages[1].id;
});

const recording = { audio: Buffer.from('RIFF0000WAVEfmt '.repeat(4)).toString('base64'), mimeType: 'audio/wav' };
const routes = () =>
  [
    ['GET', `/v3/ai-chat?noteId=${noteId}`, undefined],
    ['POST', '/v3/ai-chat/send-chat', { noteId, message: '안녕' }],
    ['POST', '/v3/ai-chat/send-call', { noteId, recording }],
    ['POST', '/v3/ai-chat/translate-chat', { messageId }],
  ] as const;

describe('AI chat IDOR suite', () => {
  it('covers every ai-chat route that names a note or a message', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/v3/ai-chat') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const covered = [
      ...routes().map(([method, url]) => `${method} ${url.split('?')[0]}`),
      'POST /v3/ai-chat/calc-cost',
    ];
    expect(new Set(covered)).toEqual(new Set(registered));
  });

  it('another learner gets 404 everywhere, and no model is called for them', async () => {
    const calls = ai.chatRequests.length + ai.transcriptionRequests.length;
    for (const [method, url, payload] of routes()) {
      const res = await t.request({ method, url, user: stranger, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(ai.chatRequests.length + ai.transcriptionRequests.length).toBe(calls);
    const thread = await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${noteId}`, user: owner });
    expect(thread.json().entity.messages[1].translation).toBeNull();
  });

  it('no session: 401', async () => {
    for (const [method, url, payload] of routes()) {
      const res = await t.request({ method, url, user: null, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
