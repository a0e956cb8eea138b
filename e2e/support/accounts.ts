import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { GOAL_QUESTION, type OnboardingAnswers } from '../../src/web/features/onboarding/useFinishOnboarding.ts';
import { uniqueEmail } from './browser.ts';
import { PASSWORD } from './journey.ts';

export type Account = { id: string; email: string; name: string };
export type LearnerOptions = Partial<OnboardingAnswers> & { name?: string; email?: string; onboard?: boolean };

/**
 * Creates an onboarded learner through the API and signs the context in as them, so a journey can
 * start on the page it tests; only the sign-up journey goes through the forms. `context.request`
 * shares the context's cookie jar, so the session cookies Better Auth sets land in the browser.
 */
export async function signInNewLearner(
  context: BrowserContext,
  {
    name = 'Mina Learner',
    nativeLanguage = 'en',
    learningLanguage = 'ko',
    level = 'intermediate',
    goal = 'travel',
    email = uniqueEmail('learner'),
    onboard = true,
  }: LearnerOptions = {},
): Promise<Account> {
  const baseUrl = inject('baseUrl');
  const call = async <T>(method: string, path: string, data: unknown, headers?: Record<string, string>) => {
    // Cookie-authenticated writes need our Origin (ADR 10's cross-site guard), as a browser sends it.
    const response = await context.request.fetch(`${baseUrl}${path}`, {
      method,
      data,
      headers: { origin: baseUrl, ...headers },
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // Better Auth (CSRF protection) refuses a sign-up without an Origin it trusts; `call` sends the app's.
  const { user } = await call<{ user: Account }>('POST', '/api/auth/sign-up/email', {
    email,
    name,
    password: PASSWORD,
  });
  if (!onboard) return { id: user.id, email: user.email, name: user.name };
  // The same two calls, with the same bodies, as the onboarding page's finish (useFinishOnboarding).
  const main = { language: learningLanguage, level };
  await call('PUT', '/v3/user/language-setting', {
    nativeLanguage,
    mainLearningLanguage: main,
    learningLanguageList: [main],
  });
  await call('POST', '/v3/user/onboarding-survey', { items: [{ question: GOAL_QUESTION, answer: goal }] });
  return { id: user.id, email: user.email, name: user.name };
}
