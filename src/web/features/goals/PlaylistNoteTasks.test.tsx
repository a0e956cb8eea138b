// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { PlaylistNoteTasks } from './PlaylistNoteTasks.tsx';
import { PLAYLIST_ID, plannedNote, testHistory } from './test-goals.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('PlaylistNoteTasks', () => {
  it('shows that note’s tasks and records the view once; a failed view is only logged', async () => {
    localStorage.setItem('lingoclip.timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = plannedNote(1, ['watch', 'grammar']);
    const history = testHistory({ notes: [plannedNote(0), second] });
    const calls = fakeFetch((method, path) => {
      if (path === `/playlist-history?playlistId=${PLAYLIST_ID}`) return { body: history };
      if (method === 'PUT' && path.startsWith('/playlist-history/view'))
        return { status: 500, body: { message: 'boom' } };
      return undefined;
    });
    renderPage(<PlaylistNoteTasks playlistId={PLAYLIST_ID} noteId={second.noteId!} />);
    await screen.findByTestId('playlist-note-tasks');
    expect(screen.getByText('From the playlist “Everyday Korean”')).toBeTruthy();
    expect((screen.getByTestId('task-watch') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('task-quiz') as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    const views = calls.filter((c) => c.path.startsWith('/playlist-history/view'));
    expect(views).toEqual([
      { method: 'PUT', path: `/playlist-history/view?playlistId=${PLAYLIST_ID}&noteId=${second.noteId}`, body: {} },
    ]);
    // The page is still there: the failure stayed in the console.
    expect(screen.getByTestId('playlist-note-tasks')).toBeTruthy();
  });
});
