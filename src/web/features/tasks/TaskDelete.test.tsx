// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../review/test-render.tsx';
import { TasksPage } from './TasksPage.tsx';
import { task, taskServer } from './test-tasks.ts';

afterEach(cleanup);

// On React (vitest.config.ts ON_REACT): the confirmation is a Radix dialog.
describe('deleting a task', () => {
  it('asks first: keeping it changes nothing, confirming removes that task only', async () => {
    const calls = taskServer([task(), task({ id: 't0', title: 'Old one', message: '', done: true })]);
    renderPage(<TasksPage />);
    await screen.findAllByTestId('task-row');

    fireEvent.click(within(screen.getAllByTestId('task-row')[1]!).getByTestId('task-delete'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(screen.getAllByTestId('task-row')[1]!).getByTestId('task-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('“Old one” will be gone for good.');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getAllByTestId('task-row')).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/task/t0' });
    expect(screen.getByTestId('task-title').textContent).toBe('Review 20 cards');
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });
});
