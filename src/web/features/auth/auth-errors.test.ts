import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors.ts';

const t = (key: string) => `t:${key}`;

describe('authErrorMessage', () => {
  it('translates the codes it knows', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, t)).toBe(
      't:errors.invalidCredentials',
    );
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, t)).toBe('t:errors.userExists');
    expect(authErrorMessage({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, t)).toBe(
      't:errors.invalidPassword',
    );
    expect(authErrorMessage({ code: 'INVALID_TOKEN', message: 'Invalid token' }, t)).toBe('t:errors.invalidResetLink');
  });

  it('explains rate limiting whatever the code', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' }, t)).toBe('t:errors.tooManyAttempts');
  });

  it("falls back to the server's message, then to a generic one", () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Account locked' }, t)).toBe('Account locked');
    expect(authErrorMessage({}, t)).toBe('t:errors.generic');
  });

  it("shows the server's catalogued reason in the learner's language (a locked account, a common password)", () => {
    const tServer = ((key: string, values?: Record<string, string>) =>
      `${key}:${JSON.stringify(values)}`) as unknown as TFunction;
    const locked = {
      status: 429,
      code: 'rate_limited',
      reason: 'sign_in_locked',
      params: { minutes: '15' },
      message: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
    };
    expect(authErrorMessage(locked, t, tServer)).toBe('errors:sign_in_locked:{"minutes":"15"}');
    const generic = { status: 429, code: 'rate_limited', reason: 'rate_limited', params: {} };
    expect(authErrorMessage(generic, t, tServer)).toBe('t:errors.tooManyAttempts');
  });

  it('shows a suspended account the catalogued sentence in its language (Better Auth BANNED_USER)', () => {
    const tServer = ((key: string) => key) as unknown as TFunction;
    const banned = { status: 403, code: 'BANNED_USER', message: 'This account has been suspended. Contact …' };
    expect(authErrorMessage(banned, t, tServer)).toBe('errors:account_banned');
  });
});
