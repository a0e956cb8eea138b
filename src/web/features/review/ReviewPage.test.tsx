// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReviewPage } from './ReviewPage.tsx';
import { queueOf, wordCard } from './test-cards.ts';
import { fakeFetch, renderPage, testProfile, type FakeServer } from './test-render.tsx';
import type { ReviewCard } from '../../lib/api-types.ts';

let queues: ReviewCard[][];
let calls: FakeServer['calls'];
const realFetch = globalThis.fetch;

beforeEach(() => {
  queues = [];
  calls = fakeFetch((method, path) => {
    if (method === 'GET' && path.startsWith('/review/queue')) return { body: queueOf(queues.shift() ?? []) };
    if (method === 'GET' && path === '/review/stats')
      return {
        body: { due: 0, newAvailable: 0, reviewedToday: 2, streak: { current: 4, longest: 9 }, knownByLanguage: [] },
      };
    if (method === 'POST' && /^\/review\/[^/]+\/rate$/.test(path)) return { body: { card: null, status: null } };
    if (method === 'POST' && path === '/review/undo') return { body: { card: null, status: null } };
    if (method === 'GET' && path.startsWith('/audio'))
      return { body: { provider: 'browser', url: null, voice: null, lang: 'fr', text: 'chat' } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const key = (k: string, init: KeyboardEventInit = {}) =>
  act(() => void fireEvent.keyDown(document.body, { key: k, ...init }));
const front = () => screen.getByTestId('review-front').textContent;
const posts = () => calls.filter((c) => c.method === 'POST').map((c) => `${c.path} ${JSON.stringify(c.body ?? null)}`);

describe('ReviewPage', () => {
  it('reveals, rates by key, moves on, undoes, and finishes', async () => {
    queues = [[wordCard('a', 'chat'), wordCard('b', 'chien')], []];
    renderPage(<ReviewPage />);
    await waitFor(() => expect(front()).toBe('chat'));
    expect(screen.getByTestId('review-progress-text').textContent).toBe('0 done · 2 left');
    expect(screen.queryByTestId('review-back')).toBeNull();
    expect(screen.queryByTestId('review-ratings')).toBeNull();

    // Rating keys do nothing until the answer shows.
    key('3');
    expect(posts()).toEqual([]);

    key(' ');
    expect(screen.getByTestId('review-meaning').textContent).toBe('chat (en)');
    expect(screen.getByTestId('review-context').textContent).toBe('Le chat est là.');
    expect(screen.getByTestId('review-moment').getAttribute('href')).toBe('/notes/note-1?t=75');
    expect(screen.getByTestId('review-interval-again').textContent).toBe('1m');
    expect(screen.getByTestId('review-interval-good').textContent).toBe('10m');
    expect(screen.getByTestId('review-interval-easy').textContent).toBe('3d');

    // Keys typed into a field are the field's.
    const field = document.createElement('input');
    document.body.append(field);
    act(() => void fireEvent.keyDown(field, { key: '3' }));
    field.remove();
    expect(front()).toBe('chat');

    key('3');
    expect(front()).toBe('chien');
    expect(screen.queryByTestId('review-back')).toBeNull();
    // Good sends it back in 10 minutes: it will be seen again in this visit.
    expect(screen.getByTestId('review-progress-text').textContent).toBe('1 done · 2 left');
    expect(screen.getByTestId('review-count-learning').textContent).toBe('1 learning');
    await waitFor(() => expect(posts()).toEqual(['/review/a/rate {"rating":3}']));

    key('u');
    expect(front()).toBe('chat');
    await waitFor(() => expect(posts()).toEqual(['/review/a/rate {"rating":3}', '/review/undo {}']));

    key('Enter');
    fireEvent.click(screen.getByTestId('review-rate-easy'));
    expect(front()).toBe('chien');
    key(' ');
    key('z', { ctrlKey: true });
    expect(front()).toBe('chat');
    expect(screen.queryByTestId('review-back')).toBeNull();
    key(' ');
    key('4');
    key(' ');
    key('1');
    await screen.findByTestId('review-finished');
    expect(screen.getByText('All done for today')).toBeTruthy();
    expect(screen.getByTestId('review-finished').textContent).toContain('You reviewed 2 cards.');
    expect(screen.getByTestId('review-finished').textContent).toContain('The next card is due in 1m.');
    expect((await screen.findByTestId('review-streak')).textContent).toBe('4-day streak');
    expect(screen.getByTestId('review-to-quiz').getAttribute('href')).toBe('/quiz');
    expect(posts()).toEqual([
      '/review/a/rate {"rating":3}',
      '/review/undo {}',
      '/review/a/rate {"rating":4}',
      '/review/undo {}',
      '/review/a/rate {"rating":4}',
      '/review/b/rate {"rating":1}',
    ]);
    // The queue was asked again only once every rating was in.
    const gets = calls
      .map((c) => `${c.method} ${c.path}`)
      .filter((c) => c.startsWith('GET /review/queue') || c.startsWith('POST'));
    expect(gets.at(-1)).toBe('GET /review/queue');
  });

  it('leads to the library when nothing is saved', async () => {
    queues = [[]];
    renderPage(<ReviewPage />, { profile: testProfile({ totalVocabCount: 0, totalSentenceCount: 0 }) });
    const empty = await screen.findByTestId('review-empty');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/library');
  });

  it('puts a card back when the server refuses its rating', async () => {
    queues = [[wordCard('a', 'chat'), wordCard('b', 'chien')]];
    calls = fakeFetch((method, path) => {
      if (method === 'GET' && path.startsWith('/review/queue')) return { body: queueOf(queues.shift() ?? []) };
      if (method === 'POST') return { status: 400, body: { message: 'This card is paused' } };
      return undefined;
    });
    renderPage(<ReviewPage />);
    await waitFor(() => expect(front()).toBe('chat'));
    key(' ');
    key('2');
    expect(front()).toBe('chien');
    await waitFor(() => expect(front()).toBe('chat'));
  });
});
