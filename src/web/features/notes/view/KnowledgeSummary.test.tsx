// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { formatPercent } from '../knowledge-format.ts';
import { InRouter } from '../test-router.tsx';
import { KnowledgeSummary } from './KnowledgeSummary.tsx';
import type { NoteWordStatus } from '../../../lib/api-types.ts';

const summaryOf = (summary: NoteWordStatus['summary']): NoteWordStatus => ({
  language: 'en',
  lines: [],
  statuses: {},
  summary,
});

function setup(answer: NoteWordStatus | null, locale = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer ? { entity: answer } : { message: 'No' }), { status: answer ? 200 : 500 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(locale)}>
        <InRouter path={locale === 'en' ? '/' : `/${locale}`}>
          <KnowledgeSummary noteId="n1" />
        </InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KnowledgeSummary', () => {
  it("shows the share of the video's words the learner knows, its new words and a quiz on it", async () => {
    setup(summaryOf({ totalWords: 120, knownWords: 75, percentKnown: 63, newWords: 18 }));
    expect((await screen.findByTestId('knowledge-percent')).textContent).toBe('63%');
    expect(screen.getByTestId('knowledge-known').textContent).toContain('Words you already know');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('63');
    expect(screen.getByTestId('knowledge-new-count').textContent).toBe('18');
    expect(screen.getByTestId('knowledge-new').textContent).toContain('New words');
    const quiz = screen.getByTestId('note-quiz');
    expect(quiz.textContent).toBe('Quiz this note');
    expect(quiz.getAttribute('href')).toBe('/quiz?noteId=n1');
  });

  it('keeps the quiz when the word status cannot be had', async () => {
    setup(null);
    expect((await screen.findByTestId('note-knowledge')).textContent).toContain('Quiz this note');
    await screen.findByText(/progress on this video will show here/);
    expect(screen.queryByTestId('knowledge-percent')).toBeNull();
  });

  it('writes the percentage the way the interface language does', () => {
    expect(formatPercent(63, 'en')).toBe('63%');
    expect(formatPercent(63, 'fr')).toMatch(/^63\s%$/);
    expect(formatPercent(140, 'en')).toBe('100%');
    expect(formatPercent(Number.NaN, 'en')).toBe('0%');
  });
});
