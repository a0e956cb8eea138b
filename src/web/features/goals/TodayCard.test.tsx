// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { TASK_TYPES } from './goals-api.ts';
import { PLAYLIST_ID, plannedNote, testHistory } from './test-goals.ts';
import { TodayCard } from './TodayCard.tsx';

const realFetch = globalThis.fetch;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe('TodayCard', () => {
  it('shows today’s tasks, the streak and the progress; a tick toggles on the server and “all done” shows', async () => {
    const history = testHistory();
    const allDone = testHistory({
      notes: [plannedNote(0, [...TASK_TYPES]), plannedNote(1)],
      todayComplete: true,
      streak: { current: 2, longest: 3, todayComplete: true, graceUsedThisWeek: false },
    });
    const calls = fakeFetch((method, path) => {
      if (path === '/playlist-history/latest') return { body: { history } };
      if (method === 'PUT' && path === '/playlist-history/today-tasks') return { body: allDone };
      if (method === 'PUT' && path === '/user/time-zone') return { body: { timeZone: 'UTC' } };
      return undefined;
    });
    renderPage(<TodayCard />);
    expect((await screen.findByTestId('goal-streak')).textContent).toBe('1-day streak');
    expect(screen.getByTestId('today-progress').textContent).toBe('0 of 2 notes');
    expect(screen.getAllByTestId('today-note')).toHaveLength(1);
    // The learner's own playlist: the note page opens the note with its tasks.
    expect(screen.getByTestId('today-note-link').getAttribute('href')).toBe(
      `/notes/${history.notes[0]!.noteId}?playlistId=${PLAYLIST_ID}&playlistNoteId=${history.notes[0]!.noteId}`,
    );
    expect(screen.queryByTestId('today-all-done')).toBeNull();

    fireEvent.click(screen.getByTestId('task-quiz'));
    await screen.findByTestId('today-all-done');
    expect(screen.getByTestId('goal-streak').textContent).toBe('2-day streak');
    expect(screen.getByTestId('today-progress').textContent).toBe('1 of 2 notes');
    const put = calls.find((c) => c.path === '/playlist-history/today-tasks');
    expect(put).toMatchObject({
      method: 'PUT',
      body: { playlistId: PLAYLIST_ID, noteId: history.notes[0]!.noteId, taskType: 'quiz' },
    });
    // The browser's zone went to the server once, before the first count.
    expect(calls.filter((c) => c.path === '/user/time-zone')).toHaveLength(1);
    expect(calls.findIndex((c) => c.path === '/user/time-zone')).toBeLessThan(
      calls.findIndex((c) => c.path === '/playlist-history/latest'),
    );
  });

  it('without a goal, points to the playlists', async () => {
    localStorage.setItem('lingoclip.timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const calls = fakeFetch((_method, path) =>
      path === '/playlist-history/latest' ? { body: { history: null } } : undefined,
    );
    renderPage(<TodayCard />);
    const empty = await screen.findByTestId('today-empty');
    expect(empty.textContent).toContain('No goal yet');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/playlists');
    await waitFor(() => expect(calls.some((c) => c.path === '/user/time-zone')).toBe(false));
  });
});
