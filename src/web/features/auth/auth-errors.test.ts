import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/errors.ts';
import { authErrorMessage } from './auth-errors.ts';

const t = (key: string) => `t:${key}`;
const tServer = ((key: string, values?: Record<string, string>) =>
  values && Object.keys(values).length ? `${key}:${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('authErrorMessage', () => {
  it('translates the codes it knows', () => {
    expect(
      authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, t, tServer),
    ).toBe('t:errors.invalidCredentials');
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, t, tServer)).toBe('t:errors.userExists');
    expect(authErrorMessage({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, t, tServer)).toBe(
      't:errors.invalidPassword',
    );
    expect(authErrorMessage({ code: 'INVALID_TOKEN', message: 'Invalid token' }, t, tServer)).toBe(
      't:errors.invalidResetLink',
    );
  });

  it('explains rate limiting whatever the code', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' }, t, tServer)).toBe(
      't:errors.tooManyAttempts',
    );
  });

  it('never shows an unknown English message: the generic sentence instead; a catalogued one is translated', () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Account locked' }, t, tServer)).toBe('t:errors.generic');
    expect(authErrorMessage({}, t, tServer)).toBe('t:errors.generic');
    expect(authErrorMessage({ status: 403, message: renderMessage('cross_site_request') }, t, tServer)).toBe(
      'errors:cross_site_request',
    );
  });

  it("shows the server's catalogued reason in the learner's language (a locked account, a common password)", () => {
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

  it('shows a suspended account, or a forbidden admin action, the catalogued sentence in its language', () => {
    const banned = { status: 403, code: 'BANNED_USER', message: 'This account has been suspended. Contact …' };
    expect(authErrorMessage(banned, t, tServer)).toBe('errors:account_banned');
    expect(authErrorMessage({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS' }, t, tServer)).toBe(
      'errors:forbidden',
    );
  });
});
