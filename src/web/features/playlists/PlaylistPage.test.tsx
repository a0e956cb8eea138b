// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/index.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { PlaylistPage } from './PlaylistPage.tsx';
import { playlist } from './test-playlists.ts';

afterEach(cleanup);

const session = (signedIn: boolean) =>
  signedIn ? { body: { user: { id: 'u1' }, session: { id: 's1' } } } : { status: 401, body: null };

describe('a playlist page', () => {
  it('signed out: the clips in order with thumbnails and levels, and "Sign in to study" on each', async () => {
    const calls = fakeFetch((method, path) => {
      if (path.startsWith('/api/auth/get-session')) return session(false);
      if (method === 'GET' && path === '/playlist/p1') return { body: playlist() };
      return undefined;
    });
    renderPage(<PlaylistPage playlistId="p1" />);
    expect((await screen.findByTestId('playlist-heading')).textContent).toBe('First steps');
    const rows = screen.getAllByTestId('playlist-entry');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Clip one'),
      expect.stringContaining('Clip two'),
    ]);
    expect(rows[0]!.textContent).toContain('Made when first opened');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toContain('GJLlxj_dtq8');
    expect(screen.getByTestId('playlist-level').textContent).toBe('Beginner');
    expect(screen.getAllByTestId('entry-sign-in')).toHaveLength(2);
    expect(screen.queryByTestId('entry-study')).toBeNull();
    expect(screen.getByTestId('playlist-set-goal').getAttribute('href')).toBe('/playlists/p1/goal');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('signed in: Study opens the entry and shows the progress while its note is made', async () => {
    let opens = 0;
    const calls = fakeFetch((method, path) => {
      if (path.startsWith('/api/auth/get-session')) return session(true);
      if (method === 'GET' && path === '/playlist/p1') return { body: playlist() };
      if (method === 'POST' && path === '/playlist/p1/entries/i1/open') {
        opens += 1;
        return { body: { status: 'processing', progress: 40, myNoteId: null } };
      }
      return undefined;
    });
    renderPage(<PlaylistPage playlistId="p1" />);
    const [study] = await screen.findAllByTestId('entry-study');
    fireEvent.click(study!);
    expect((await screen.findByTestId('entry-progress')).textContent).toBe('Preparing the note… 40%');
    await waitFor(() => expect(opens).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.path === '/playlist/p1/entries/i1/open')).toBe(true);
  });

  it('a failed clip says why, in the learner’s language', async () => {
    await loadLocale('ko');
    fakeFetch((method, path) => {
      if (path.startsWith('/api/auth/get-session')) return session(true);
      if (method === 'GET' && path === '/playlist/p1') return { body: playlist({ entries: [playlist().entries[0]!] }) };
      if (method === 'POST' && path === '/playlist/p1/entries/i1/open')
        return {
          body: {
            status: 'failed',
            progress: 100,
            myNoteId: null,
            message: 'No one speaks in this minute of the video. Choose another start time.',
          },
        };
      return undefined;
    });
    renderPage(<PlaylistPage playlistId="p1" />, { locale: 'ko' });
    fireEvent.click(await screen.findByTestId('entry-study'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[가-힣]/);
    expect(screen.getByTestId('entry-study').textContent).toBe('공부하기');
  });

  it("someone else's playlist: a 404 shown in place", async () => {
    fakeFetch((method, path) => {
      if (path.startsWith('/api/auth/get-session')) return session(true);
      if (method === 'GET' && path === '/playlist/p1')
        return {
          status: 404,
          body: { message: 'This playlist does not exist or is not yours.', reason: 'playlist_not_found' },
        };
      return undefined;
    });
    renderPage(<PlaylistPage playlistId="p1" />);
    expect((await screen.findByTestId('playlist-error')).textContent).toContain(
      'This playlist does not exist or is not yours.',
    );
  });
});
