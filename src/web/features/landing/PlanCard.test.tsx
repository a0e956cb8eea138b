// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { findPlan } from '../../../common/plans.ts';
import { createI18n, loadLocale } from '../../i18n/index.ts';
import { InRouter } from '../notes/test-router.tsx';
import { PlanCard } from './PlanCard.tsx';

afterEach(cleanup);

async function renderCard(signedIn: boolean) {
  const i18n = createI18n('en');
  await loadLocale('en', i18n, { publicPages: true });
  render(
    <I18nextProvider i18n={i18n}>
      <InRouter>
        <ul>
          <PlanCard plan={findPlan('pro')!} signedIn={signedIn} />
        </ul>
      </InRouter>
    </I18nextProvider>,
  );
  return screen.findAllByRole('link', { hidden: true });
}

const visible = (links: HTMLElement[]) => links.filter((a) => !a.closest('[hidden]'));

describe('PlanCard', () => {
  it('sends a visitor to sign up', async () => {
    expect(visible(await renderCard(false)).map((a) => a.getAttribute('href'))).toEqual(['/sign-up']);
  });

  it('sends a signed-in learner to their plan page instead (both links are in the HTML for the prerendered page)', async () => {
    const links = await renderCard(true);
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(['/sign-up', '/subscriptions']);
    expect(visible(links).map((a) => a.getAttribute('href'))).toEqual(['/subscriptions']);
    expect(screen.getByText('Notes per month')).toBeTruthy();
    expect(screen.getByText('AI call minutes per month')).toBeTruthy();
  });
});
