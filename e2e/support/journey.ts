import type { Page } from 'playwright-core';

export const PASSWORD = 'study-every-day-7';

/**
 * Fills the sign-up form (the page must be on /sign-up) and waits for onboarding (which may carry the page
 * to go on to, `?redirect=`). Other journeys sign in with signInNewLearner.
 */
export async function signUp(page: Page, email: string, name = 'Mina Learner'): Promise<void> {
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-age').check();
  await page.getByTestId('signup-submit').click();
  await page.waitForURL((url) => /\/onboarding$/.test(url.pathname));
}

/**
 * Answers the onboarding form as a native English speaker learning Korean, at intermediate level, for travel.
 * `landsOn`: where the app goes next when onboarding stood before another page (a team invitation's link).
 */
export async function completeOnboarding(
  page: Page,
  onEachStep?: (step: string) => Promise<void>,
  landsOn?: RegExp,
): Promise<void> {
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
  if (landsOn) return page.waitForURL((url) => landsOn.test(url.pathname));
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

/** The YouTube replay server's recorded video (it has English and Korean caption tracks). */
export const RECORDED_VIDEO = 'GJLlxj_dtq8';

/** Makes a one-minute note of the recorded video from its start and waits for its page; returns its id. */
export async function createOneMinuteNote(page: Page): Promise<string> {
  await page.goto('/create-note');
  await page.getByTestId('note-url-input').fill(`https://youtu.be/${RECORDED_VIDEO}`);
  await page.getByTestId('note-url-preview').waitFor();
  await page.getByTestId('note-type-one-minute').click();
  await page.getByTestId('note-start-input').fill('0:00');
  await page.getByTestId('note-generate').click();
  await page.waitForURL(/\/notes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return pathOf(page).split('/').at(-1)!;
}
