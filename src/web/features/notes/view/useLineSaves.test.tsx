// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedLinesOf, useLineSaves } from './useLineSaves.ts';
import type { Sentence } from '../../../lib/api-types.ts';

const NOTE = 'n1';
const lines = [
  { text: 'I bought this laptop', start: 1, end: 4, translation: "J'ai acheté cet ordinateur" },
  { text: 'and honestly, it surprised me.', start: 4, end: 8 },
];
const sentence = (id: string, sentenceId: number | null, change: Partial<Sentence> = {}): Sentence => ({
  id,
  text: 'x',
  meaning: null,
  language: 'en',
  translationLanguage: 'fr',
  noteId: NOTE,
  noteTitle: 'Note',
  sentenceId,
  start: null,
  end: null,
  ytId: null,
  isSaved: true,
  savedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  review: null,
  ...change,
});

const calls: { method: string; url: URL; body: unknown }[] = [];
let listed: Sentence[];
beforeEach(() => {
  calls.length = 0;
  listed = [sentence('s0', 0)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const entity =
        url.pathname === '/v3/user-sentence/list'
          ? { sentences: listed, hasMore: false }
          : url.pathname === '/v3/user-sentence'
            ? sentence('s1', 1)
            : url.pathname === '/v3/user-sentence/s0/toggle-save'
              ? sentence('s0', 0, { isSaved: false })
              : null;
      return new Response(JSON.stringify({ entity }), { status: entity ? 200 : 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLineSaves({ noteId: NOTE, language: 'en', to: 'fr', ytId: 'yt12345678a', lines }), {
    wrapper,
  });
}

describe('saving transcript lines to my sentences', () => {
  it("reads the note's saved lines from saved sentences", () => {
    const saved = savedLinesOf(
      [
        sentence('a', 0),
        sentence('b', 1, { isSaved: false }),
        sentence('c', null),
        sentence('d', 2, { noteId: 'other' }),
      ],
      NOTE,
    );
    expect([...saved]).toEqual([[0, 'a']]);
  });

  it('saves a line at once, and unsaves a saved one', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.saved.get(0)).toBe('s0'));
    const list = calls[0]!.url;
    expect(list.searchParams.get('noteId')).toBe(NOTE);
    expect(list.searchParams.get('isSaved')).toBe('true');

    act(() => result.current.toggle(1));
    await waitFor(() => expect(result.current.saved.get(1)).toBe('s1'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      sentence: lines[1]!.text,
      from: 'en',
      to: 'fr',
      noteId: NOTE,
      sentenceId: 1,
      ytId: 'yt12345678a',
    });

    act(() => result.current.toggle(0));
    await waitFor(() => expect(result.current.saved.has(0)).toBe(false));
    expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/v3/user-sentence/s0/toggle-save')).toBe(true);
  });

  it("sends a line's translation as its meaning; a line that does not exist is no line", async () => {
    listed = [];
    const { result } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.toggle(5));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    act(() => result.current.toggle(0));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      sentence: lines[0]!.text,
      meaning: lines[0]!.translation,
      sentenceId: 0,
    });
  });
});
