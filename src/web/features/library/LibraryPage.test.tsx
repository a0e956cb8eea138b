// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { InRouter } from '../notes/test-router.tsx';
import { LibraryPage } from './LibraryPage.tsx';
import type { NoteListItem } from '../../lib/api-types.ts';

const note = (id: string, change: Partial<NoteListItem> = {}): NoteListItem => ({
  id,
  videoId: null,
  title: `Note ${id}`,
  thumbnail: null,
  type: 'subtitle_import',
  language: 'en',
  translationLanguage: 'fr',
  from: 'import',
  startAt: 0,
  endAt: 60,
  lineCount: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  knowledge: null,
  ...change,
});
const newest = [note('b', { knowledge: null }), note('a', { knowledge: { percentKnown: 82, newWords: 7 } })];
const known = [newest[1]!, newest[0]!];
const requests: URL[] = [];

beforeEach(() => {
  requests.length = 0;
  window.localStorage.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      const url = new URL(input);
      requests.push(url);
      const notes = url.searchParams.get('sort') === 'known' ? known : newest;
      return new Response(JSON.stringify({ entity: { notes, hasMore: false } }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <InRouter>
          <LibraryPage />
        </InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('LibraryPage', () => {
  it('shows what the learner knows of each note when the server knows it', async () => {
    setup();
    const card = await screen.findByTestId('library-note-a');
    const knowledge = within(card).getByTestId('note-card-knowledge');
    expect(within(knowledge).getByTestId('note-card-known').textContent).toBe('82% known');
    expect(within(knowledge).getByTestId('note-card-new').textContent).toBe('New words: 7');
    expect(within(knowledge).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('82');
    expect(within(screen.getByTestId('library-note-b')).queryByTestId('note-card-knowledge')).toBeNull();
  });

  it('sorts newest first, or most known first with sort=known, and remembers the choice', async () => {
    setup();
    await screen.findByTestId('library-note-a');
    expect(titles()).toEqual(['Note b', 'Note a']);
    expect(requests[0]!.pathname).toBe('/v3/note/list/initial');
    expect(screen.getByTestId('library-sort-newest').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Most known' }));
    await waitFor(() => expect(titles()).toEqual(['Note a', 'Note b']));
    const sorted = requests.at(-1)!;
    expect(sorted.pathname).toBe('/v3/note/list');
    expect(sorted.searchParams.get('sort')).toBe('known');
    expect(screen.getByTestId('library-sort-known').getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('lingoclipLibrarySort')).toBe('known');

    cleanup();
    setup();
    await screen.findByTestId('library-note-a');
    expect(screen.getByTestId('library-sort-known').getAttribute('aria-pressed')).toBe('true');
  });
});
