// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../../common/errors.ts';
import { fakeFetch, renderPage } from '../../review/test-render.tsx';
import { useNoteGeneration } from './useNoteGeneration.ts';

afterEach(cleanup);

function Generation() {
  const generation = useNoteGeneration();
  const { view } = generation;
  return (
    <>
      <button
        type="button"
        data-testid="start"
        onClick={() => generation.start({ kind: 'one-minute', url: 'GJLlxj_dtq8', startAt: 0, studyGuide: false })}
      />
      <button type="button" data-testid="retry" onClick={generation.retry} />
      <p data-testid="phase">{view.phase === 'running' ? `running ${view.status}` : view.phase}</p>
      <p data-testid="message">{view.phase === 'failed' ? view.message : ''}</p>
    </>
  );
}

describe('useNoteGeneration: Try again (ADR 29)', () => {
  it('runs a failed generation again under its stfId instead of asking for a new note', async () => {
    let retried = false;
    const calls = fakeFetch((method, path) => {
      if (method === 'POST' && path === '/note/yt') return { body: { stfId: 's1' } };
      if (method === 'POST' && path === '/note/status/s1/retry') {
        retried = true;
        return { status: 202, body: { stfId: 's1' } };
      }
      if (path === '/note/status?stfId=s1')
        return { body: retried ? { status: 'processing', progress: 30 } : { status: 'failed', progress: 100 } };
      return undefined;
    });
    renderPage(<Generation />);
    fireEvent.click(await screen.findByTestId('start'));
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('failed'));
    fireEvent.click(screen.getByTestId('retry'));
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('running processing'));
    const writes = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(writes).toEqual(['/note/yt', '/note/status/s1/retry']);
  });

  it('shows why a retry was refused (a used-up quota) in place of the old failure', async () => {
    fakeFetch((method, path) => {
      if (method === 'POST' && path === '/note/yt') return { body: { stfId: 's2' } };
      if (method === 'POST' && path === '/note/status/s2/retry')
        return {
          status: 402,
          body: {
            message: renderMessage('quota_note_exhausted', { date: '2026-12-01' }),
            code: 'payment_required',
            reason: 'quota_note_exhausted',
            params: { date: '2026-12-01' },
          },
        };
      if (path === '/note/status?stfId=s2') return { body: { status: 'failed', progress: 100 } };
      return undefined;
    });
    renderPage(<Generation />);
    fireEvent.click(await screen.findByTestId('start'));
    await waitFor(() => expect(screen.getByTestId('phase').textContent).toBe('failed'));
    const before = screen.getByTestId('message').textContent;
    fireEvent.click(screen.getByTestId('retry'));
    await waitFor(() => expect(screen.getByTestId('message').textContent).toContain('all the notes your plan'));
    expect(before).not.toContain('all the notes your plan');
    expect(screen.getByTestId('phase').textContent).toBe('failed');
  });
});
