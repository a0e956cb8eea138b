import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../test/app.ts';
import { chatApp, koreanLearner, koreanNote, unitsUsed } from './test/chat-app.ts';

/** Over a real socket: the reply reaches the client while it is generated, and a learner who leaves pays nothing. */
const REPLY = '하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열';
const { t, close } = await chatApp({ chat: () => REPLY, firstTokenMs: 50, tokensPerSecond: 20 });
let base: string;
let learner: TestUser;
let noteId: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  learner = await koreanLearner(t);
  noteId = await koreanNote(t, learner);
});
afterAll(async () => {
  // The connection the client dropped mid-reply may still be open on the server's side of a reused keep-alive.
  t.app.server.closeAllConnections();
  await close();
});

const post = (signal?: AbortSignal) =>
  fetch(`${base}/v3/ai-chat/send-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: learner.cookie },
    body: JSON.stringify({ noteId, message: '숫자를 세어 주세요' }),
    signal,
  });

describe('send-chat over HTTP', () => {
  it('delivers each piece as the model makes it (the first long before the last)', async () => {
    const started = performance.now();
    const res = await post();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const arrivals: { at: number; type: string }[] = [];
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) arrivals.push({ at: performance.now() - started, type: JSON.parse(line).type });
    }
    const deltas = arrivals.filter((a) => a.type === 'delta');
    expect(deltas.length).toBe(10);
    // 10 pieces at 20 a second: about 450 ms between the first and the last.
    expect(deltas.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(300);
    expect(arrivals.at(-1)!.type).toBe('done');
  });

  it('keeps nothing and gives the unit back when the learner leaves mid-reply', async () => {
    const before = await unitsUsed(t, learner.id, 'aiChat');
    const messages = async () =>
      (await t.request({ method: 'GET', url: `/v3/ai-chat?noteId=${noteId}`, user: learner })).json().entity.messages
        .length;
    const count = await messages();
    const leave = new AbortController();
    const res = await post(leave.signal);
    const reader = res.body!.getReader();
    await reader.read();
    leave.abort();
    await expect(reader.read()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await unitsUsed(t, learner.id, 'aiChat')).toBe(before);
    expect(await messages()).toBe(count);
  });
});
