// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS, QUOTA_COUNTERS } from '../../../common/plans.ts';
import { createI18n } from '../../i18n/index.ts';
import type { Profile, Subscription } from '../../lib/api-types.ts';
import { profileQuery } from '../../lib/session.ts';
import { CreateNotePage } from '../notes/create/CreateNotePage.tsx';
import { InRouter } from '../notes/test-router.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';

const unused = { used: 0, total: 10, remaining: 10 };
const subscription = (change: Partial<Subscription['quotas']> = {}): Subscription => ({
  subscriptionId: 's1',
  planId: 'starter',
  billingCycle: 'monthly',
  status: 'active',
  provider: 'free',
  periodStart: '2026-11-03T08:00:00.000Z',
  periodEnd: '2026-12-03T08:00:00.000Z',
  nextRenewal: '2026-12-03T08:00:00.000Z',
  cancelAtPeriodEnd: false,
  quotasResetAt: '2026-12-03T08:00:00.000Z',
  quotas: { ...(Object.fromEntries(QUOTA_COUNTERS.map((c) => [c, unused])) as Subscription['quotas']), ...change },
  teamMemberCap: 1,
  pendingSubscriptions: [],
});
let served: Subscription;
let catalogue = PLANS;

beforeEach(() => {
  served = subscription();
  catalogue = PLANS;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      const { pathname } = new URL(input);
      const entity = pathname === '/v3/subscription/plans' ? { plans: catalogue } : served;
      return new Response(JSON.stringify({ entity }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQuery.queryKey, {
    id: 'me',
    mainLearningLanguage: { language: 'en', level: 'beginner' },
    learningLanguageList: [],
  } as unknown as Profile);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <InRouter>{ui}</InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('SubscriptionPage', () => {
  it('shows the plan, cycle, period and used/total per quota; a used-up quota says so', async () => {
    served = subscription({
      note: { used: 5, total: 5, remaining: 0 },
      aiCall: { used: 3, total: 'unlimited', remaining: 'unlimited' },
    });
    setup(<SubscriptionPage />);
    expect((await screen.findByTestId('subscription-plan')).textContent).toBe('Starter');
    expect(screen.getByTestId('subscription-cycle').textContent).toBe('Monthly');
    expect(screen.getByTestId('subscription-period').textContent).toBe('Nov 3, 2026 – Dec 3, 2026');
    expect(screen.getByTestId('subscription-renewal').textContent).toBe('Renews on Dec 3, 2026');
    const notes = screen.getByTestId('quota-note');
    expect(notes.textContent).toContain('Used up');
    expect(notes.textContent).toContain('5 / 5');
    expect(within(notes).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('quota-aiCall').textContent).toContain('3 / Unlimited');
    expect(screen.getByTestId('quota-ytFullScript').dataset.usedUp).toBeUndefined();
    expect(screen.getByTestId('quota-clipRecommendation').textContent).toContain('AI note recommendations');
  });

  it('prices the upgrades per the chosen cycle from the server catalogue, and the upgrade action leads to pricing', async () => {
    catalogue = PLANS.map((plan) => (plan.id === 'pro' ? { ...plan, priceUsd: { monthly: 19, annual: 190 } } : plan));
    setup(<SubscriptionPage />);
    const pro = await screen.findByTestId('upgrade-pro');
    await within(pro).findByText('$19.00 / month');
    fireEvent.click(screen.getByTestId('cycle-annual'));
    expect(within(pro).getByTestId('upgrade-price').textContent).toBe('$190.00 / year');
    expect(screen.queryByTestId('upgrade-starter')).toBeNull();
    expect(within(pro).getByRole('button').textContent).toBe('Checkout coming soon');
    expect(screen.getByTestId('subscription-upgrade').getAttribute('href')).toBe('/pricing');
  });
});

describe('the create-note form with a used-up quota', () => {
  it('says so before the learner fills it, with the reset date and the way to upgrade', async () => {
    served = subscription({ note: { used: 5, total: 5, remaining: 0 } });
    setup(<CreateNotePage />);
    const notice = await screen.findAllByTestId('quota-used-up-note');
    expect(notice).toHaveLength(2); // the link form and the subtitle import
    expect(notice[0]!.textContent).toContain('Dec 3, 2026');
    expect(within(notice[0]!).getByTestId('quota-used-up-upgrade').getAttribute('href')).toBe('/subscriptions');
    expect((screen.getByTestId('note-generate') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('subtitle-import')).toBeNull();
  });

  it('a full script has its own quota: notes left, full scripts used up', async () => {
    served = subscription({ ytFullScript: { used: 1, total: 1, remaining: 0 } });
    setup(<CreateNotePage />);
    await screen.findByTestId('subtitle-import');
    expect(screen.queryByTestId('quota-used-up-note')).toBeNull();
    expect((screen.getByTestId('note-generate') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(await screen.findByText(/full script/i, { selector: 'p, span, h3, strong' }));
    await screen.findByTestId('quota-used-up-ytFullScript');
    expect((screen.getByTestId('note-generate') as HTMLButtonElement).disabled).toBe(true);
  });
});
