// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QUOTA_COUNTERS } from '../../../common/plans.ts';
import { loadLocale } from '../../i18n/index.ts';
import type { ClipSuggestions, Subscription, SuggestedClip } from '../../lib/api-types.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { ClipsPage } from './ClipsPage.tsx';

afterEach(cleanup);

const VIDEO = 'GJLlxj_dtq8';
const clip = (rank: number, start: number, change: Partial<SuggestedClip> = {}): SuggestedClip => ({
  rank,
  start,
  end: start + 60,
  preview: `What is said from ${start} s`,
  knownPercent: 80,
  newWordsPerMinute: 3.5,
  wordsPerSecond: 1.8,
  grammarPoints: ['Past simple'],
  score: 90 - rank,
  reason: `Reason ${rank}`,
  reasonBy: 'template',
  ...change,
});
const answer: ClipSuggestions = {
  ytId: VIDEO,
  level: 'beginner',
  language: 'en',
  title: 'Surface Go Review',
  clips: [clip(1, 120), clip(2, 0, { reasonBy: 'model' })],
  createdAt: '2026-11-26T10:00:00.000Z',
};
const subscription = (remaining: number) =>
  ({
    quotasResetAt: '2026-12-03T08:00:00.000Z',
    quotas: Object.fromEntries(QUOTA_COUNTERS.map((c) => [c, { used: 10 - remaining, total: 10, remaining }])),
  }) as unknown as Subscription;

function server(remaining = 10) {
  let made = false;
  return fakeFetch((method, path) => {
    if (path === '/subscription') return { body: subscription(remaining) };
    if (method === 'GET' && path.startsWith('/clip-suggestion/yt/'))
      return made ? { body: answer } : { status: 404, body: { message: 'No clips have been suggested yet.' } };
    if (method === 'POST' && path === '/clip-suggestion/yt') {
      made = true;
      return { body: answer };
    }
    if (method === 'POST' && path === '/note/yt') return { status: 202, body: { stfId: 'g1' } };
    if (path.startsWith('/note/status')) return { body: { status: 'processing', progress: 40 } };
    return undefined;
  });
}

describe('Find good clips', () => {
  it('ranks a pasted video at the chosen level and makes a one-minute note from a clip', async () => {
    const calls = server();
    renderPage(<ClipsPage />);
    expect((await screen.findByTestId('clips-empty')).textContent).toContain('No clips yet');
    fireEvent.input(screen.getByTestId('note-url-input'), { target: { value: `https://youtu.be/${VIDEO}` } });
    // The learner's level (beginner) is chosen; they pick another and back.
    fireEvent.click(within(screen.getByTestId('clip-level-advanced')).getByRole('radio'));
    fireEvent.click(within(screen.getByTestId('clip-level-beginner')).getByRole('radio'));
    await waitFor(() => expect(calls.some((c) => c.path === `/clip-suggestion/yt/${VIDEO}?level=beginner`)).toBe(true));
    fireEvent.click(screen.getByTestId('clips-find'));

    const cards = await screen.findAllByTestId('clip-card');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/clip-suggestion/yt',
      body: { ytId: VIDEO, level: 'beginner' },
    });
    expect(screen.getByTestId('clips-results').textContent).toBe('The best minutes for your level (Beginner)');
    expect(within(cards[0]!).getByTestId('clip-time').textContent).toBe('2:00–3:00');
    expect(within(cards[0]!).getByTestId('clip-measure-known').textContent).toBe('80% known');
    expect(within(cards[0]!).getByTestId('clip-measure-new').textContent).toBe('3.5 new words/min');
    expect(within(cards[0]!).getByTestId('clip-measure-speed').textContent).toBe('1.8 words/s');
    expect(within(cards[0]!).getByTestId('clip-reason').textContent).toBe('Reason 1');
    expect(within(cards[1]!).getByLabelText('Reason written by the AI model')).toBeTruthy();

    fireEvent.click(within(cards[0]!).getByTestId('clip-make-note'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/note/yt')?.body).toEqual({ url: VIDEO, startAt: 120, studyGuide: false }),
    );
    expect(await within(cards[0]!).findByText('Making the note…')).toBeTruthy();
  });

  it('says the quota is used up and offers no search', async () => {
    server(0);
    renderPage(<ClipsPage />, {});
    expect((await screen.findByTestId('quota-used-up-clipRecommendation')).textContent).toContain(
      'You have used all the clip suggestions',
    );
    expect((screen.getByTestId('clips-find') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is in Japanese for a Japanese interface', async () => {
    server();
    await loadLocale('ja');
    renderPage(<ClipsPage />, { locale: 'ja' });
    expect((await screen.findByTestId('clips-heading')).textContent).toBe('よいクリップを探す');
  });
});
