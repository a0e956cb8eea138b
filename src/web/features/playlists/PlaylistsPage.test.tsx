// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { moved } from './playlists-api.ts';
import { PlaylistsPage } from './PlaylistsPage.tsx';
import { entry, playlist } from './test-playlists.ts';

afterEach(cleanup);

const summary = {
  id: 'm1',
  title: 'Evening',
  description: '',
  language: 'fr',
  level: null,
  entryCount: 2,
  thumbnail: null,
};
const library = {
  id: 'p1',
  title: 'First steps',
  description: '',
  language: 'fr',
  level: 'beginner',
  entryCount: 3,
  thumbnail: null,
};

describe('the playlists page', () => {
  it('lists my playlists and the library of my main language; the language switch reads another', async () => {
    const calls = fakeFetch((_method, path) => {
      if (path === '/playlist/user') return { body: { playlists: [summary] } };
      if (path === '/playlist/library/fr') return { body: { playlists: [library], hasMore: false } };
      if (path === '/playlist/library/ko') return { body: { playlists: [], hasMore: false } };
      return undefined;
    });
    renderPage(<PlaylistsPage />);
    expect((await screen.findByTestId('my-playlist')).textContent).toContain('Evening');
    const lib = await screen.findByTestId('library-playlist');
    expect(lib.textContent).toContain('First steps');
    expect(lib.textContent).toContain('3 notes');
    expect(lib.getAttribute('href')).toBe('/playlists/p1');
    fireEvent.change(screen.getByTestId('library-language'), { target: { value: 'ko' } });
    expect((await screen.findByTestId('library-empty')).textContent).toContain('No library playlists');
    expect(calls.map((c) => c.path)).toContain('/playlist/library/ko');
  });

  it('creates a playlist (a title is needed first), and manages one: move down, remove, rename', async () => {
    const calls = fakeFetch((method, path) => {
      if (path === '/playlist/user') return { body: { playlists: [summary] } };
      if (path.startsWith('/playlist/library/')) return { body: { playlists: [], hasMore: false } };
      if (method === 'POST' && path === '/playlist') return { status: 201, body: playlist({ id: 'm2' }) };
      const own = playlist({
        id: 'm1',
        isLibrary: false,
        entries: [
          entry({ noteId: 'a', title: 'A', status: 'ready' }),
          entry({ itemId: 'i2', noteId: 'b', title: 'B' }),
        ],
      });
      if (path === '/playlist/m1') return { body: own };
      if (method === 'PUT' || method === 'DELETE' || method === 'PATCH') return { body: own };
      return undefined;
    });
    renderPage(<PlaylistsPage />);
    fireEvent.click(await screen.findByTestId('playlist-create'));
    expect(await screen.findByText('Give the playlist a title.')).toBeTruthy();
    fireEvent.input(screen.getByTestId('playlist-title-input'), { target: { value: '  Mornings ' } });
    fireEvent.click(screen.getByTestId('playlist-create'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Mornings', language: 'fr' }),
    );

    fireEvent.click(await screen.findByTestId('playlist-manage'));
    const editor = await screen.findByTestId('playlist-editor');
    await within(editor).findAllByTestId('playlist-entry-row');
    expect(within(editor).getAllByTestId('entry-up')[0]!.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(editor).getAllByTestId('entry-down')[0]!);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/playlist/m1/order',
        body: { itemIds: ['i2', 'i1'] },
      }),
    );
    fireEvent.click(within(editor).getAllByTestId('entry-remove')[1]!);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/playlist/m1/notes/b')).toBe(true),
    );
    fireEvent.input(within(editor).getByTestId('playlist-rename-input'), { target: { value: 'Nights' } });
    fireEvent.click(within(editor).getByTestId('playlist-rename'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Nights' }));
  });

  it('moved(): swaps with the neighbour, nothing past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toBeNull();
    expect(moved(['a', 'b'], 1, 1)).toBeNull();
  });
});
