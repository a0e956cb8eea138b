// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { SharedListPage } from './SharedListPage.tsx';
import { sharedNote } from './test-sharing.ts';

afterEach(cleanup);

const summary = (id: string, title: string) => {
  const { transcription: _t, sharedAt: _s, ...note } = sharedNote({ id, title });
  return note;
};

describe('the shared notes of a language', () => {
  it('lists the first page, adds the next one on "Load more", and links each note to its public page', async () => {
    const calls = fakeFetch((_method, path) => {
      if (path === '/api/auth/get-session') return { status: 401, body: {} };
      if (path === '/note/list/shared?langCode=fr') return { body: { notes: [summary('a', 'Un')], hasMore: true } };
      if (path === '/note/list/shared?langCode=fr&lastId=a')
        return { body: { notes: [summary('b', 'Deux')], hasMore: false } };
      return undefined;
    });
    renderPage(<SharedListPage langCode="fr" />);
    expect((await screen.findByTestId('shared-list-title')).textContent).toBe('Shared notes in French');
    expect(document.title).toBe('Shared notes in French — Lingoclip');
    await screen.findByText('Un');
    fireEvent.click(screen.getByTestId('shared-load-more'));
    await screen.findByText('Deux');
    const cards = screen.getAllByTestId('shared-list-note');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/shared/note/a', '/shared/note/b']);
    await waitFor(() => expect(screen.queryByTestId('shared-load-more')).toBeNull());
    expect(calls.filter((c) => c.path.startsWith('/note/list/shared')).length).toBe(2);
    const languages = screen.getByTestId('shared-languages');
    expect(languages.querySelector('[aria-current="page"]')?.textContent).toBe('French');
    expect(languages.querySelectorAll('a')).toHaveLength(10);
  });

  it('says when nothing is shared in the language yet', async () => {
    fakeFetch((_method, path) =>
      path === '/api/auth/get-session'
        ? { status: 401, body: {} }
        : path.startsWith('/note/list/shared')
          ? { body: { notes: [], hasMore: false } }
          : undefined,
    );
    renderPage(<SharedListPage langCode="ko" />);
    expect((await screen.findByTestId('shared-list-empty')).textContent).toContain('No notes in Korean are shared yet');
  });
});
