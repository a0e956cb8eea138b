// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/index.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { AppNav } from '../shell/AppNav.tsx';
import { TasksPage } from './TasksPage.tsx';
import { task, taskServer } from './test-tasks.ts';

afterEach(cleanup);

describe('the Tasks page', () => {
  it('with no task: says how to start, and the add form checks the name before asking the server', async () => {
    const calls = taskServer([]);
    renderPage(<TasksPage />);
    expect((await screen.findByTestId('tasks-empty')).textContent).toContain('No tasks yet');

    fireEvent.click(screen.getByTestId('add-task-submit'));
    expect(await screen.findByText('Give the task a name.')).toBeTruthy();
    fireEvent.input(screen.getByTestId('add-task-title'), { target: { value: 'x'.repeat(121) } });
    fireEvent.input(screen.getByTestId('add-task-message'), { target: { value: 'y'.repeat(2001) } });
    fireEvent.click(screen.getByTestId('add-task-submit'));
    expect(await screen.findByText('The name can have at most 120 characters.')).toBeTruthy();
    expect(screen.getByText('The details can have at most 2000 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.input(screen.getByTestId('add-task-title'), { target: { value: '  Watch one clip  ' } });
    fireEvent.input(screen.getByTestId('add-task-message'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('add-task-submit'));
    const row = await screen.findByTestId('task-row');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Watch one clip', message: '' });
    expect(within(row).getByTestId('task-title').textContent).toBe('Watch one clip');
    // The form is empty again for the next task.
    expect((screen.getByTestId('add-task-title') as HTMLInputElement).value).toBe('');
  });

  it('lists tasks with their added date, ticks one done and edits one', async () => {
    const calls = taskServer([task(), task({ id: 't0', title: 'Old one', message: '', done: true })]);
    renderPage(<TasksPage />);
    const [first, second] = await screen.findAllByTestId('task-row');
    expect(within(first!).getByTestId('task-created').textContent).toBe('Added Nov 20, 2026');
    expect(within(first!).getByTestId('task-message').textContent).toBe('Before dinner');
    expect(second!.getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('tasks-count').textContent).toBe('1 open');

    fireEvent.click(within(first!).getByTestId('task-done'));
    await waitFor(() => expect(screen.getAllByTestId('task-row')[0]!.getAttribute('data-done')).toBe('true'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/task/t1', body: { done: true } });

    fireEvent.click(within(screen.getAllByTestId('task-row')[0]!).getByTestId('task-edit'));
    const form = screen.getByTestId('edit-task');
    const title = within(form).getByTestId('edit-t1-title') as HTMLInputElement;
    expect(title.value).toBe('Review 20 cards');
    fireEvent.input(title, { target: { value: ' ' } });
    fireEvent.click(within(form).getByTestId('edit-task-save'));
    expect(await within(form).findByText('Give the task a name.')).toBeTruthy();
    fireEvent.input(title, { target: { value: 'Review 30 cards' } });
    fireEvent.click(within(form).getByTestId('edit-task-save'));
    await waitFor(() => expect(screen.queryByTestId('edit-task')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Review 30 cards',
      message: 'Before dinner',
    });
    expect(screen.getAllByTestId('task-title')[0]!.textContent).toBe('Review 30 cards');
  });

  it('shows a tick at once, and takes it back when the server refuses it', async () => {
    const calls = fakeFetch((method, path) => {
      if (method === 'GET' && path === '/task/list') return { body: { tasks: [task()], hasMore: false } };
      if (method === 'PUT') return { status: 404, body: { message: 'This task does not exist or is not yours.' } };
      return undefined;
    });
    // The server's answer waits until the tick has shown.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetchNow = globalThis.fetch;
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (init?.method === 'PUT') await held;
      return fetchNow(input, init);
    }) as typeof fetch;
    renderPage(<TasksPage />);
    fireEvent.click(await screen.findByTestId('task-done'));
    await waitFor(() => expect(screen.getByTestId('task-row').getAttribute('data-done')).toBe('true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    answer();
    await waitFor(() => expect(calls.filter((c) => c.path === '/task/list')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('task-row').getAttribute('data-done')).toBe('false'));
    expect((screen.getByTestId('task-done') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the dates and the server’s refusal in the learner’s language', async () => {
    const tasks = [task()];
    fakeFetch((method, path) => {
      if (method === 'GET' && path === '/task/list') return { body: { tasks, hasMore: false } };
      if (method === 'POST' && path === '/task') {
        return {
          status: 409,
          body: {
            message: 'You have 500 open tasks, the most the list holds. Complete or delete a few before adding more.',
            reason: 'task_open_cap',
            params: { max: '500' },
          },
        };
      }
      return undefined;
    });
    await loadLocale('ko');
    renderPage(<TasksPage />, { locale: 'ko' });
    expect((await screen.findByTestId('task-created')).textContent).toBe('2026년 11월 20일에 추가함');
    fireEvent.input(screen.getByTestId('add-task-title'), { target: { value: '하나 더' } });
    fireEvent.click(screen.getByTestId('add-task-submit'));
    expect((await screen.findByTestId('add-task-error')).textContent).toBe(
      '진행 중인 할 일이 500개로 목록이 가득 찼어요. 더 추가하려면 몇 개를 완료하거나 삭제하세요.',
    );
  });
});

describe('the Tasks navigation entry', () => {
  it('opens /tasks and is no longer marked "Soon"', async () => {
    fakeFetch(() => undefined);
    renderPage(<AppNav />);
    const entry = await screen.findByTestId('nav-tasks');
    expect(entry.getAttribute('href')).toBe('/tasks');
    expect(entry.textContent).toBe('Tasks');
  });
});
