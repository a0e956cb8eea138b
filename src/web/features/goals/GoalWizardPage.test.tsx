// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { GoalWizardPage } from './GoalWizardPage.tsx';
import { PLAYLIST_ID, testHistory } from './test-goals.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const plan = {
  goal: {
    pace: { kind: 'minutes_per_day', value: 20 },
    startDay: '2026-11-26',
    targetDate: '2026-11-26',
    expectedFinish: '2026-11-27',
    onTrack: false,
    notesPerWeekForTarget: 14,
  },
  plan: [
    { itemId: 'item-0', noteId: 'n0', title: 'Note 1', day: '2026-11-26' },
    { itemId: 'item-1', noteId: 'n1', title: 'Note 2', day: '2026-11-27' },
  ],
};

describe('GoalWizardPage', () => {
  it('pace → target date → the previewed plan → Start', async () => {
    localStorage.setItem('lingoclip.timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const calls = fakeFetch((method, path) => {
      if (path === `/playlist-history?playlistId=${PLAYLIST_ID}`) return { body: testHistory({ goal: null }) };
      if (method === 'POST' && path === '/playlist-history')
        return { body: { started: false, ...plan, history: null } };
      return undefined;
    });
    renderPage(<GoalWizardPage playlistId={PLAYLIST_ID} />);
    expect((await screen.findByTestId('goal-wizard-heading')).textContent).toBe('Set a goal');

    fireEvent.click(screen.getByTestId('goal-pace-minutes_per_day').querySelector('input')!);
    expect((screen.getByTestId('goal-pace-value') as HTMLInputElement).value).toBe('20');
    fireEvent.input(screen.getByTestId('goal-pace-value'), { target: { value: '500' } });
    expect((screen.getByTestId('goal-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(screen.getByTestId('goal-pace-value'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('goal-next'));

    expect(screen.getByTestId('goal-wizard-step').textContent).toBe('Step 2 of 3');
    expect((screen.getByTestId('goal-target-date') as HTMLInputElement).value).toBe('2026-12-26');
    fireEvent.input(screen.getByTestId('goal-target-date'), { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByTestId('goal-next'));

    expect((await screen.findByTestId('goal-finish')).textContent).toBe('Expected finish: Nov 27, 2026');
    expect(screen.getByTestId('goal-on-track').textContent).toContain('14 notes a week would make it');
    expect(screen.getByTestId('goal-preview').textContent).toContain('Week of Nov 23, 2026: 2 notes');
    const preview = calls.find((c) => c.method === 'POST');
    expect(preview?.body).toEqual({
      playlistId: PLAYLIST_ID,
      pace: { kind: 'minutes_per_day', value: 20 },
      targetDate: '2026-11-26',
      preview: true,
    });

    fireEvent.click(screen.getByTestId('goal-start'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toMatchObject({
      preview: false,
      targetDate: '2026-11-26',
    });
  });
});
