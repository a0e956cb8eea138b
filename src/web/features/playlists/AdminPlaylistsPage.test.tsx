// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage, testProfile } from '../review/test-render.tsx';
import { AdminPlaylistsPage } from './AdminPlaylistsPage.tsx';
import { entry, playlist } from './test-playlists.ts';

afterEach(cleanup);

const admin = testProfile({ isAdmin: true });
const library = {
  id: 'p1',
  title: 'First steps',
  description: '',
  language: 'fr',
  level: 'beginner',
  entryCount: 1,
  thumbnail: null,
};

describe('the library curation page', () => {
  it('is for admins only', async () => {
    const calls = fakeFetch(() => undefined);
    renderPage(<AdminPlaylistsPage />);
    expect(await screen.findByTestId('admin-forbidden')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('makes a library playlist in the chosen language and adds a clip from a pasted link, or a shared note', async () => {
    const calls = fakeFetch((method, path) => {
      if (path.startsWith('/playlist/library/fr')) return { body: { playlists: [library], hasMore: false } };
      if (method === 'POST' && path === '/admin/playlist') return { status: 201, body: playlist() };
      if (path === '/playlist/p1') return { body: playlist({ entries: [entry()] }) };
      if (method === 'POST' && path === '/admin/playlist/p1/entries') return { body: playlist() };
      return undefined;
    });
    renderPage(<AdminPlaylistsPage />, { profile: admin });
    fireEvent.input(await screen.findByTestId('admin-playlist-title'), { target: { value: 'Chansons' } });
    fireEvent.click(screen.getByTestId('admin-playlist-create'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/playlist')?.body).toEqual({
        title: 'Chansons',
        level: 'beginner',
        language: 'fr',
      }),
    );

    fireEvent.click((await screen.findByTestId('admin-library-playlist')).querySelector('button')!);
    await screen.findByTestId('playlist-entry-row');
    fireEvent.input(screen.getByTestId('admin-entry-source'), { target: { value: 'nonsense' } });
    fireEvent.click(screen.getByTestId('admin-entry-add'));
    expect(await screen.findByText(/Paste a YouTube link/)).toBeTruthy();
    fireEvent.input(screen.getByTestId('admin-entry-source'), {
      target: { value: 'https://www.youtube.com/watch?v=VHoT4N43jK8' },
    });
    fireEvent.input(screen.getByTestId('admin-entry-start'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('admin-entry-add'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/playlist/p1/entries')?.body).toEqual({
        videoId: 'VHoT4N43jK8',
        startAt: 30,
      }),
    );
    const noteId = '01a2177e-baee-7000-a6f5-8134a0dfa019';
    fireEvent.input(screen.getByTestId('admin-entry-source'), { target: { value: noteId } });
    fireEvent.click(screen.getByTestId('admin-entry-add'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admin/playlist/p1/entries').at(-1)?.body).toEqual({ noteId }),
    );
  });
});
