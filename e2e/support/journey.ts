import type { Page } from 'playwright-core';

export const PASSWORD = 'study-every-day-7';

/** Fills the sign-up form (the page must be on /sign-up) and waits for onboarding. Other journeys sign in with signInNewLearner. */
export async function signUp(page: Page, email: string, name = 'Mina Learner'): Promise<void> {
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-age').check();
  await page.getByTestId('signup-submit').click();
  await page.waitForURL(/\/onboarding$/);
}

/** Answers the onboarding form as a native English speaker learning Korean, at intermediate level, for travel. */
export async function completeOnboarding(page: Page, onEachStep?: (step: string) => Promise<void>): Promise<void> {
  await page.locator('#onboarding-native').selectOption('en');
  await page.locator('#onboarding-learning').selectOption('ko');
  await onEachStep?.('languages');
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('onboarding-level-intermediate').click();
  await onEachStep?.('level');
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('onboarding-goal-travel').click();
  await onEachStep?.('goal');
  await page.getByTestId('onboarding-submit').click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('dashboard-heading').waitFor();
}

/** Sign-out lives in the user menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const HANGUL = /[\uac00-\ud7af]/;
