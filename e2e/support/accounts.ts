import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { GOAL_QUESTION, type OnboardingAnswers } from '../../src/web/features/onboarding/useFinishOnboarding.ts';
import { uniqueEmail } from './browser.ts';
import { PASSWORD } from './journey.ts';
import { ADMIN_EMAIL } from './server.ts';

export type Account = { id: string; email: string; name: string };
/** `baseUrl`: another server's (a journey that runs its own); the shared e2e server by default. */
export type LearnerOptions = Partial<OnboardingAnswers> & {
  name?: string;
  email?: string;
  onboard?: boolean;
  baseUrl?: string;
};

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
    baseUrl = inject('baseUrl'),
  }: LearnerOptions = {},
): Promise<Account> {
  // A browser sends the app's Origin with every write; Better Auth and the /v3 cross-site guard require it.
  const call = async <T>(method: string, path: string, data: unknown) => {
    const response = await context.request.fetch(`${baseUrl}${path}`, { method, data, headers: { origin: baseUrl } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

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

/**
 * Signs the context in as the e2e server's admin (ADMIN_EMAILS lists this address): signs them up the first
 * time, signs in after — several journeys need the admin on the one shared server, in any order.
 */
export async function signInAdmin(context: BrowserContext, baseUrl = inject('baseUrl')): Promise<void> {
  const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
    headers: { origin: baseUrl },
  });
  if (signIn.ok()) return;
  await signInNewLearner(context, { email: ADMIN_EMAIL, name: 'Site Admin', baseUrl });
}
