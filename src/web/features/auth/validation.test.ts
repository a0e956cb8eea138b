import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from './validation.ts';

describe('validateSignIn', () => {
  it('accepts an email and any non-empty password', () => {
    expect(validateSignIn({ email: ' ada@example.com ', password: 'x' })).toEqual({});
  });

  it('asks for both fields, in form order', () => {
    const errors = validateSignIn({ email: '', password: '' });
    expect(errors).toEqual({ email: 'validation.emailRequired', password: 'validation.passwordRequired' });
    expect(Object.keys(errors)).toEqual(['email', 'password']);
  });

  it.each(['ada', 'ada@', 'ada@example', 'ada @example.com'])('refuses the malformed email %s', (email) => {
    expect(validateSignIn({ email, password: 'secret' })).toEqual({ email: 'validation.emailInvalid' });
  });
});

describe('validateSignUp', () => {
  it('accepts a name, an email and a password of 10 characters that is not a common one', () => {
    expect(validateSignUp({ name: 'Ada', email: 'ada@example.com', password: 'tulip-7-sea', age: 'yes' })).toEqual({});
  });

  it('refuses a blank name and a password under 10 characters', () => {
    expect(validateSignUp({ name: '  ', email: 'ada@example.com', password: '123456789', age: 'yes' })).toEqual({
      name: 'validation.nameRequired',
      password: 'validation.passwordTooShort',
    });
  });

  it('refuses a common password and a name over 100 characters, as the server does', () => {
    expect(
      validateSignUp({ name: 'é'.repeat(101), email: 'ada@example.com', password: 'Password123', age: 'yes' }),
    ).toEqual({
      name: 'validation.nameTooLong',
      password: 'validation.passwordTooCommon',
    });
    expect(
      validateSignUp({ name: 'é'.repeat(100), email: 'ada@example.com', password: 'x'.repeat(129), age: 'yes' }),
    ).toEqual({
      password: 'validation.passwordTooLong',
    });
  });

  it('asks the visitor to confirm they are 13 or older', () => {
    expect(validateSignUp({ name: 'Ada', email: 'ada@example.com', password: 'tulip-7-sea', age: '' })).toEqual({
      age: 'validation.ageRequired',
    });
  });
});
