// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent, ChatThread } from '../../lib/api-types.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { lineReader } from './chat-api.ts';
import { PracticePage } from './PracticePage.tsx';

afterEach(cleanup);

const message = (change: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  role: 'user',
  mode: 'chat',
  content: '',
  correction: null,
  translation: null,
  translationLanguage: null,
  audioMs: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...change,
});
const thread = (change: Partial<ChatThread> = {}): ChatThread => ({
  noteId: 'n1',
  noteTitle: 'At school',
  language: 'ko',
  nativeLanguage: 'en',
  level: 'intermediate',
  messages: [],
  hasOlder: false,
  summarized: false,
  configured: { chat: true, speechToText: true, speech: false },
  ...change,
});
const cost = {
  kind: 'chat',
  counter: 'aiChat',
  units: 1,
  used: 2,
  limit: 20,
  remaining: 18,
  allowed: true,
  periodEnd: '2026-12-01T00:00:00.000Z',
};

/** The server: the thread, the cost, and send-chat answering `events` as NDJSON cut mid-line. */
function server(current: ChatThread, events: ChatStreamEvent[], older?: ChatThread) {
  const calls = fakeFetch((method, path) => {
    if (method === 'GET' && older && path.includes('before=')) return { body: older };
    if (method === 'GET' && path.startsWith('/ai-chat?')) return { body: current };
    if (method === 'POST' && path === '/ai-chat/calc-cost') return { body: cost };
    return undefined;
  });
  const answer = globalThis.fetch;
  globalThis.fetch = (async (input: URL | string, init?: RequestInit) => {
    if (!String(input).includes('/ai-chat/send-chat')) return answer(input, init);
    calls.push({ method: 'POST', path: '/ai-chat/send-chat', body: JSON.parse(String(init?.body)) });
    const text = events.map((e) => `${JSON.stringify(e)}\n`).join('');
    const pieces = text.match(/[\s\S]{1,17}/g)!;
    const body = new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
  }) as typeof fetch;
  return calls;
}

describe('the practice page', () => {
  it('sends a message and shows the reply with its correction apart, then keeps the turn', async () => {
    const learner = message({ id: 'u1', content: '저는 학교를 가요.' });
    const reply = message({
      id: 'a1',
      role: 'assistant',
      content: '좋아요! 뭐 해요?',
      correction: { corrected: '저는 학교에 가요.', explanation: 'Use 에 for places.' },
    });
    const calls = server(thread(), [
      { type: 'user', message: learner },
      { type: 'correction', correction: reply.correction! },
      { type: 'delta', text: '좋아요!' },
      { type: 'delta', text: ' 뭐 해요?' },
      { type: 'done', reply, remaining: 17 },
    ]);
    renderPage(<PracticePage noteId="n1" />);
    expect((await screen.findByTestId('chat-cost')).textContent).toBe(
      'Each message uses 1 AI chat: 18 of 20 left this period.',
    );
    fireEvent.input(screen.getByTestId('chat-input'), { target: { value: '저는 학교를 가요.' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const tutor = await screen.findByTestId('chat-assistant');
    expect(within(tutor).getByTestId('chat-text').textContent).toBe('좋아요! 뭐 해요?');
    expect(within(tutor).getByTestId('chat-correction').textContent).toContain('저는 학교에 가요.');
    expect(screen.getByTestId('chat-user').textContent).toContain('저는 학교를 가요.');
    expect(calls.find((c) => c.path === '/ai-chat/send-chat')?.body).toEqual({
      noteId: 'n1',
      message: '저는 학교를 가요.',
    });
    await waitFor(() => expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows earlier messages above the first one on asking, until there are none', async () => {
    const newest = message({ id: 'm9', content: '새 메시지' });
    const older = message({ id: 'm1', content: '옛 메시지' });
    const calls = server(thread({ messages: [newest], hasOlder: true }), [], thread({ messages: [older] }));
    renderPage(<PracticePage noteId="n1" />);
    fireEvent.click(await screen.findByTestId('chat-earlier'));
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-text').map((node) => node.textContent)).toEqual(['옛 메시지', '새 메시지']),
    );
    expect(calls.some((c) => c.path === '/ai-chat?noteId=n1&before=m9')).toBe(true);
    expect(screen.queryByTestId('chat-earlier')).toBeNull();
  });

  it('says plainly that a model is needed, and offers no chat box', async () => {
    server(thread({ configured: { chat: false, speechToText: false, speech: false } }), []);
    renderPage(<PracticePage noteId="n1" />);
    expect((await screen.findByTestId('practice-setup')).textContent).toContain('AI_BASE_URL and AI_MODEL');
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });
});

describe('lineReader', () => {
  it('gives whole lines only, however the chunks cut them', () => {
    const read = lineReader();
    expect(read('{"type":"delta","te')).toEqual([]);
    expect(read('xt":"a"}\n{"type":"delta","text":"b"}\n{"ty')).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'delta', text: 'b' },
    ]);
    expect(read('pe":"delta","text":"c"}\n')).toEqual([{ type: 'delta', text: 'c' }]);
  });
});
