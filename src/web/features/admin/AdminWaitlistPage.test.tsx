// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../common/error-messages.ts';
import { AlertBar } from '../../components/ui/alert-bar.tsx';
import { hideAlert } from '../../lib/alert.ts';
import { Toasts } from '../../components/ui/toasts.tsx';
import { createI18n } from '../../i18n/index.ts';
import type { Profile, WaitlistEntry } from '../../lib/api-types.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { profileQuery } from '../../lib/session.ts';
import { InRouter } from '../notes/test-router.tsx';
import { AdminWaitlistPage } from './AdminWaitlistPage.tsx';

/** A fake /v3/waitlist that pages by 2 and searches like the server, so the page's requests matter. */
const PAGE = 2;
let entries: WaitlistEntry[];
let refuseBatch: boolean;
const calls: { method: string; url: URL; body?: unknown }[] = [];
const entry = (n: number, change: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: `id-${n}`,
  email: `person${n}@example.com`,
  status: 'waiting',
  position: n,
  referralCount: n - 1,
  fromReferralId: null,
  confirmed: n % 2 === 1,
  locale: 'en',
  joinedAt: '2026-11-20T10:00:00.000Z',
  whitelistedAt: null,
  ...change,
});
const json = (entity: unknown, status = 200) => new Response(JSON.stringify(entity), { status });

beforeEach(() => {
  calls.length = 0;
  refuseBatch = false;
  entries = [1, 2, 3].map((n) => entry(n));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.pathname === '/v3/waitlist/total-count') {
        const waiting = entries.filter((e) => e.status === 'waiting').length;
        return json({ entity: { total: entries.length, waiting, whitelisted: entries.length - waiting } });
      }
      if (url.pathname === '/v3/waitlist/status/batch') {
        if (refuseBatch) return json({ statusCode: 403, message: ERROR_MESSAGES.forbidden }, 403);
        entries = entries.map((e) =>
          body.emails.includes(e.email) ? { ...e, status: 'whitelisted', position: null } : e,
        );
        return json({ entity: { entries: entries.filter((e) => body.emails.includes(e.email)) } });
      }
      const q = url.searchParams.get('q') ?? '';
      const lastId = url.searchParams.get('lastId');
      const found = entries.filter((e) => e.email.includes(q));
      const start = lastId ? found.findIndex((e) => e.id === lastId) + 1 : 0;
      const page = found.slice(start, start + PAGE);
      return json({ entity: { entries: page, hasMore: start + PAGE < found.length } });
    }),
  );
});
afterEach(() => {
  cleanup();
  hideAlert();
  vi.unstubAllGlobals();
});

function setup(isAdmin = true) {
  const i18n = createI18n('en');
  const client = createQueryClient(i18n);
  client.setQueryData(profileQuery.queryKey, { id: 'me', isAdmin } as Profile);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <InRouter>
          <AdminWaitlistPage />
          <AlertBar />
          <Toasts />
        </InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const rows = () => screen.getAllByTestId('waitlist-entry');
const emails = () => screen.getAllByTestId('waitlist-email').map((e) => e.textContent);

describe('AdminWaitlistPage', () => {
  it('tells a non-admin this is for admins and asks the server nothing', async () => {
    setup(false);
    await screen.findByTestId('admin-forbidden');
    expect(calls).toEqual([]);
  });

  it('shows the counts and each entry, and loads the next page after the last id', async () => {
    setup();
    await screen.findAllByTestId('waitlist-entry');
    await waitFor(() => expect(screen.getByTestId('waitlist-count-total').textContent).toBe('3'));
    expect(screen.getByTestId('waitlist-count-waiting').textContent).toBe('3');
    expect(emails()).toEqual(['person1@example.com', 'person2@example.com']);
    const second = within(rows()[1]!);
    expect(second.getByTestId('waitlist-position').textContent).toBe('#2');
    expect(rows()[1]!.textContent).toContain('Confirmed' + 'No');
    expect(rows()[1]!.textContent).toContain('Nov 20, 2026');
    fireEvent.click(screen.getByTestId('waitlist-more'));
    await waitFor(() => expect(emails()).toHaveLength(3));
    expect(calls.at(-1)!.url.searchParams.get('lastId')).toBe('id-2');
    expect(screen.queryByTestId('waitlist-more')).toBeNull();
  });

  it('searches after typing stops', async () => {
    setup();
    await screen.findAllByTestId('waitlist-entry');
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'person3' } });
    await waitFor(() => expect(emails()).toEqual(['person3@example.com']));
    expect(calls.filter((c) => c.url.searchParams.get('q') === 'person3')).toHaveLength(1);
  });

  it('whitelists the ticked rows in one request, says so, and shows them whitelisted', async () => {
    setup();
    await screen.findAllByTestId('waitlist-entry');
    const button = screen.getByTestId('waitlist-whitelist-selected') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    for (const row of rows()) fireEvent.click(within(row).getByTestId('waitlist-select'));
    expect(button.textContent).toBe('Whitelist selected (2)');
    fireEvent.click(button);
    expect(await screen.findByText('2 addresses whitelisted: each gets a welcome e-mail.')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ emails: ['person1@example.com', 'person2@example.com'] }]);
    await waitFor(() => expect(rows().map((r) => r.dataset.status)).toEqual(['whitelisted', 'whitelisted']));
    expect(screen.queryAllByTestId('waitlist-select')).toHaveLength(0);
    expect(button.textContent).toBe('Whitelist selected (0)');
  });

  it('shows a refused whitelisting as a failure and keeps the selection', async () => {
    refuseBatch = true;
    setup();
    await screen.findAllByTestId('waitlist-entry');
    fireEvent.click(within(rows()[0]!).getByTestId('waitlist-select'));
    fireEvent.click(screen.getByTestId('waitlist-whitelist-selected'));
    expect(await screen.findByText(ERROR_MESSAGES.forbidden, {}, { timeout: 3000 })).toBeTruthy();
    expect(rows()[0]!.dataset.status).toBe('waiting');
    expect(screen.getByTestId('waitlist-whitelist-selected').textContent).toBe('Whitelist selected (1)');
    expect(screen.getByTestId('alert-bar').dataset.state).toBe('closed');
  });
});
