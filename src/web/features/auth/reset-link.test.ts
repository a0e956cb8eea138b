import { describe, expect, it } from 'vitest';
import { resetLinkState, resetPagePath } from './reset-link.ts';
import { validateEmailOnly, validateNewPassword } from './validation.ts';

describe('reset links', () => {
  it('lands on the reset page in the language it was asked for in', () => {
    expect(resetPagePath('en')).toBe('/reset-password');
    expect(resetPagePath('ko')).toBe('/ko/reset-password');
  });

  it('reads Better Auth’s redirect: a token is good, an error or nothing is a spent link', () => {
    expect(resetLinkState({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(resetLinkState({ error: 'INVALID_TOKEN' })).toEqual({ invalid: true });
    expect(resetLinkState({ token: 'abc', error: 'INVALID_TOKEN' })).toEqual({ invalid: true });
    expect(resetLinkState({})).toEqual({ invalid: true });
    expect(resetLinkState({ token: '' })).toEqual({ invalid: true });
  });

  it('checks the forms before a round trip', () => {
    expect(validateEmailOnly({ email: '' })).toEqual({ email: 'validation.emailRequired' });
    expect(validateEmailOnly({ email: 'mina@example' })).toEqual({ email: 'validation.emailInvalid' });
    expect(validateEmailOnly({ email: 'mina@example.com' })).toEqual({});
    expect(validateNewPassword({ password: 'password123' })).toEqual({ password: 'validation.passwordTooCommon' });
    expect(validateNewPassword({ password: 'short' })).toEqual({ password: 'validation.passwordTooShort' });
    expect(validateNewPassword({ password: 'harbour-lights-31' })).toEqual({});
  });
});
