// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import type { AdminUser, Profile } from '../../lib/api-types.ts';
import { profileQuery } from '../../lib/session.ts';
import { InRouter } from '../notes/test-router.tsx';
import { AppNav } from '../shell/AppNav.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';

const account = (id: string, change: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `${id}@example.com`,
  name: `Person ${id}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLogin: null,
  role: 'user',
  isAdmin: false,
  banned: false,
  banReason: null,
  isWhitelisted: false,
  isActive: true,
  noteCount: 3,
  savedWordCount: 12,
  ...change,
});
let users: AdminUser[];
const calls: { method: string; url: URL }[] = [];

beforeEach(() => {
  calls.length = 0;
  users = [account('me', { role: 'admin', isAdmin: true }), account('other')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url.pathname === '/v3/admin/users/other/subscription' || url.pathname === '/v3/admin/users/other/plan') {
        const planId = method === 'POST' ? JSON.parse(String(init?.body)).planId : 'starter';
        const quota = { used: 2, total: 5, remaining: 3 };
        const quotas = {
          note: quota,
          ytFullScript: quota,
          translation: quota,
          aiChat: quota,
          aiCall: quota,
          clipRecommendation: quota,
        };
        const entity = { planId, billingCycle: 'monthly', periodEnd: '2026-12-01T00:00:00.000Z', quotas };
        return new Response(JSON.stringify({ entity }), { status: 200 });
      }
      const ban = url.pathname.match(/^\/v3\/admin\/users\/(\w+)\/ban$/);
      if (ban) {
        users = users.map((u) => (u.id === ban[1] ? { ...u, banned: true } : u));
        return new Response(JSON.stringify({ entity: users.find((u) => u.id === ban[1]) }), { status: 200 });
      }
      return new Response(JSON.stringify({ entity: { users, hasMore: false } }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(ui: React.ReactNode, isAdmin: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQuery.queryKey, { id: 'me', isAdmin } as Profile);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <InRouter>{ui}</InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('AdminUsersPage', () => {
  it('tells a non-admin this is for admins and asks the server nothing', async () => {
    setup(<AdminUsersPage />, false);
    await screen.findByTestId('admin-forbidden');
    expect(calls).toEqual([]);
  });

  it('lists accounts; banning asks first, then the list shows the suspension; no ban button on oneself', async () => {
    setup(<AdminUsersPage />, true);
    const cards = await screen.findAllByTestId('admin-user');
    expect(within(cards[0]!).queryByTestId('admin-ban')).toBeNull();
    expect(within(cards[0]!).getByText('This is you')).toBeTruthy();
    fireEvent.click(within(cards[1]!).getByTestId('admin-ban'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Suspend Person other?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('admin-user')[1]!).getByTestId('admin-unban')).toBeTruthy(),
    );
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/v3/admin/users/other/ban');
  });
});

describe('plan and usage of an account', () => {
  it('shows the plan and quotas, and granting one posts it and shows the new plan', async () => {
    setup(<AdminUsersPage />, true);
    const cards = await screen.findAllByTestId('admin-user');
    fireEvent.click(within(cards[1]!).getByTestId('admin-plan'));
    expect((await screen.findByTestId('admin-plan-current')).textContent).toBe('Starter, Monthly, until Dec 1, 2026');
    expect(screen.getByTestId('quota-note').textContent).toContain('2 / 5');
    fireEvent.change(screen.getByTestId('admin-plan-id'), { target: { value: 'pro' } });
    fireEvent.click(screen.getByTestId('admin-plan-grant'));
    await waitFor(() =>
      expect(screen.getByTestId('admin-plan-current').textContent).toBe('Pro, Monthly, until Dec 1, 2026'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/v3/admin/users/other/plan');
  });
});

describe('the Admin navigation entry', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('isAdmin %s shows it %i times', async (isAdmin, count) => {
    setup(<AppNav />, isAdmin);
    await screen.findByTestId('nav-dashboard');
    expect(screen.queryAllByTestId('nav-admin')).toHaveLength(count);
  });
});
