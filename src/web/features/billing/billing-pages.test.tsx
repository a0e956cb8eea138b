// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { InRouter } from '../notes/test-router.tsx';
import { CheckoutConfirmationPage } from './CheckoutConfirmationPage.tsx';
import { PaymentHistoryPage } from './PaymentHistoryPage.tsx';

const calls: { method: string; url: URL }[] = [];
let answer: (url: URL) => { status: number; body: unknown };

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init?: RequestInit) => {
      const url = new URL(input);
      calls.push({ method: init?.method ?? 'GET', url });
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(ui: React.ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n('en')}>
        <InRouter path={path}>{ui}</InRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const row = (over: object) => ({
  id: 'p1',
  tier: 'pro',
  amountCents: 123450,
  currency: 'USD',
  status: 'paid',
  billingCycle: 'monthly',
  createdAt: '2026-11-20T10:00:00.000Z',
  nextBillingDate: '2026-12-20T10:00:00.000Z',
  ...over,
});

describe('PaymentHistoryPage', () => {
  it('shows each payment with its plan, money as spec §9 writes it, status and next billing date', async () => {
    answer = () => ({
      status: 200,
      body: {
        entity: {
          payments: [
            row({}),
            row({
              id: 'p2',
              tier: 'essential',
              amountCents: 8000,
              billingCycle: 'annual',
              status: 'refund_pending',
              nextBillingDate: null,
            }),
          ],
          hasMore: false,
        },
      },
    });
    setup(<PaymentHistoryPage />);
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Nov 20, 2026Pro · Monthly$1,234.50PaidDec 20, 2026',
      'Nov 20, 2026Essential · Annual$80.00Refund pending—',
    ]);
  });
});

describe('CheckoutConfirmationPage', () => {
  it('hands the redirect’s parameters to capture in the order they came, then says the payment succeeded', async () => {
    window.history.replaceState(null, '', '/checkout/confirmation?request_id=r1&checkout_id=ch_1&signature=abc');
    answer = () => ({
      status: 200,
      body: {
        entity: {
          id: 'pp1',
          planId: 'pro',
          billingCycle: 'monthly',
          status: 'active',
          periodStart: '2026-11-26T00:00:00.000Z',
          periodEnd: '2026-12-26T00:00:00.000Z',
          nextRenewal: '2026-12-26T00:00:00.000Z',
          refundableUntil: '2026-12-03T00:00:00.000Z',
        },
      },
    });
    setup(<CheckoutConfirmationPage />);
    const done = await screen.findByTestId('checkout-success');
    expect(done.textContent).toContain('Payment successful');
    expect(done.textContent).toContain('Your Pro plan is active until Dec 26, 2026.');
    const capture = calls.filter((c) => c.url.pathname === '/v3/subscription/capture/creem');
    expect(capture).toHaveLength(1);
    expect(capture[0]!.method).toBe('POST');
    expect([...capture[0]!.url.searchParams.keys()]).toEqual(['request_id', 'checkout_id', 'signature']);
  });

  it('says what the server said when the payment cannot be confirmed', async () => {
    window.history.replaceState(null, '', '/checkout/confirmation?checkout_id=ch_1&signature=bad');
    answer = () => ({
      status: 400,
      body: {
        message: 'This payment confirmation could not be verified.',
        code: 'validation_failed',
        reason: 'payment_signature_invalid',
        params: {},
      },
    });
    setup(<CheckoutConfirmationPage />);
    const failed = await screen.findByTestId('checkout-not-confirmed');
    expect(failed.textContent).toContain('This payment confirmation could not be verified.');
  });
});
