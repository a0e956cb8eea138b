// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { findPlan } from '../../../common/plans.ts';
import { createI18n, loadLocale } from '../../i18n/index.ts';
import { InRouter } from '../notes/test-router.tsx';
import { PlanCard } from './PlanCard.tsx';

afterEach(cleanup);

async function renderCard(signedIn: boolean, planId = 'pro') {
  const i18n = createI18n('en');
  await loadLocale('en', i18n, { publicPages: true });
  render(
    <I18nextProvider i18n={i18n}>
      <InRouter>
        <ul>
          <PlanCard plan={findPlan(planId)!} signedIn={signedIn} />
        </ul>
      </InRouter>
    </I18nextProvider>,
  );
  return screen.findAllByRole('link', { hidden: true });
}

const visible = (links: HTMLElement[]) => links.filter((a) => !a.closest('[hidden]'));

describe('PlanCard', () => {
  it('sends a visitor to sign up (or to the waitlist, which the server flag shows instead: SignUpLink)', async () => {
    expect(visible(await renderCard(false)).map((a) => a.getAttribute('href'))).toEqual(['/sign-up', '/waitlist']);
  });

  it('sends a signed-in learner to checkout for the plan in each cycle (all links in the HTML for the prerender)', async () => {
    const links = await renderCard(true);
    const checkout = ['/checkout?planId=pro&billingCycle=annual', '/checkout?planId=pro&billingCycle=monthly'];
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual([...checkout, '/sign-up', '/waitlist']);
    const shown = visible(links);
    expect(shown.map((a) => a.getAttribute('href')).sort()).toEqual(checkout);
    // The toggle's CSS shows one of them: each sits in its cycle's block.
    for (const cycle of ['monthly', 'annual']) {
      const inBlock = shown.filter((a) => a.closest(`[data-cycle="${cycle}"]`));
      expect(inBlock.map((a) => a.getAttribute('href'))).toEqual([`/checkout?planId=pro&billingCycle=${cycle}`]);
    }
    expect(screen.getByText('Notes per month')).toBeTruthy();
    expect(screen.getByText('AI call minutes per month')).toBeTruthy();
  });

  it('sends a signed-in learner on the free plan card to their plan page', async () => {
    const links = await renderCard(true, 'starter');
    expect(visible(links).map((a) => a.getAttribute('href'))).toEqual(['/subscriptions']);
  });
});
