import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { ADMIN_ERROR_CODES, ORGANIZATION_ERROR_CODES } from 'better-auth/client/plugins';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '../../../common/languages.ts';
import { createI18n, loadLocale } from '../../i18n/index.ts';
import { AUTH_ERROR_KEYS, codeOfMessage } from './auth-error-codes.ts';
import { authErrorMessage } from './auth-errors.ts';

/** Better Auth's own lists (core, admin, organization; bearer has none), as installed: a new version's codes fail here. */
const CODES = Object.values({ ...BASE_ERROR_CODES, ...ADMIN_ERROR_CODES, ...ORGANIZATION_ERROR_CODES }).map(
  ({ code, message }) => ({ code, message }),
);
/** Errors our flows can meet that Better Auth sends with an English message only (change-email's, the session's). */
const CODELESS = [
  'Email is the same',
  'Unauthorized',
  'User deleted',
  'No fields to update',
  'Reset password isn’t enabled',
];

for (const locale of UI_LOCALES) await loadLocale(locale);
const translators = Object.fromEntries(
  UI_LOCALES.map((locale) => {
    const i18n = createI18n(locale);
    const auth = i18n.getFixedT(locale, 'auth');
    return [locale, { t: (key: string) => auth(key, { min: 10 }), tServer: i18n.t as TFunction }];
  }),
);
const say = (locale: string, error: Parameters<typeof authErrorMessage>[0]) =>
  authErrorMessage(error, translators[locale]!.t, translators[locale]!.tServer);

describe('Better Auth’s error codes in the learner’s language (ADR 22)', () => {
  it('names every code of the installed Better Auth', () => {
    expect(CODES.length).toBeGreaterThan(100);
    expect(CODES.filter(({ code }) => !AUTH_ERROR_KEYS[code]).map(({ code }) => code)).toEqual([]);
  });

  it.each(UI_LOCALES)(
    '%s: each code and code-less message reads as a sentence of ours, never Better Auth’s',
    (locale) => {
      const errors = [
        ...CODES.map(({ code, message }) => ({ code, message, status: 400 })),
        ...CODELESS.map((message) => ({ message: message.replace('’', "'"), status: 400 })),
      ];
      for (const error of errors) {
        const text = say(locale, error);
        expect(text, error.message).toBeTruthy();
        expect(text, error.message).not.toBe(error.message);
        expect(text, error.message).not.toMatch(/^errors[.:]/);
        // A key missing in this language would fall back to English.
        if (locale !== 'en') expect(text, `${locale} ${error.message}`).not.toBe(say('en', error));
      }
    },
  );

  it('says what “Email is the same” means (Better Auth sends it without a code)', () => {
    expect(codeOfMessage('Email is the same')).toBe('EMAIL_IS_THE_SAME');
    expect(say('en', { status: 400, message: 'Email is the same' })).toBe('This is already your e-mail address.');
    expect(say('fr', { status: 400, message: 'Email is the same' })).toBe('C’est déjà votre adresse e-mail.');
  });

  it('falls back to the generic sentence in the learner’s language for anything unknown', () => {
    const unknown = { code: 'SOMETHING_NEW_IN_A_LATER_VERSION', message: 'Something new went wrong', status: 400 };
    for (const locale of UI_LOCALES) {
      expect(say(locale, unknown)).toBe(translators[locale]!.t('errors.generic'));
      expect(say(locale, {})).toBe(translators[locale]!.t('errors.generic'));
    }
    expect(say('ko', unknown)).not.toContain('Something');
  });
});
