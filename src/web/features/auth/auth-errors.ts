import type { TFunction } from 'i18next';
import { ERROR_MESSAGES, type ErrorReason } from '../../../common/errors.ts';
import { serverText } from '../../lib/server-messages.ts';

/** What Better Auth's client reports when a sign-in or sign-up fails; our own checks add a catalogued reason. */
export type AuthFailure = {
  code?: string;
  message?: string;
  status?: number;
  reason?: string;
  params?: Record<string, string>;
};

/** Better Auth's codes we can explain better than its English message; keys of the `auth` namespace. */
const KEY_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.invalidCredentials',
  USER_ALREADY_EXISTS: 'errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.userExists',
  PASSWORD_TOO_SHORT: 'errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors.passwordTooLong',
  INVALID_EMAIL: 'errors.invalidEmail',
  INVALID_TOKEN: 'errors.invalidResetLink',
  INVALID_PASSWORD: 'errors.invalidPassword',
  rate_limited: 'errors.tooManyAttempts',
};

/** Better Auth's codes whose message the server sets from the catalogue (auth.ts): shown as that reason. */
const REASON_BY_CODE: Record<string, ErrorReason> = { BANNED_USER: 'account_banned' };

const isSpecificReason = (reason: unknown): reason is ErrorReason =>
  typeof reason === 'string' && reason in ERROR_MESSAGES && reason !== 'rate_limited' && reason !== 'internal';

/**
 * A translated sentence for the failure: the server's catalogued reason when it gave one (a common
 * password, a locked account; ADR 9), else Better Auth's code, else the server's own message.
 * `t` gives the auth namespace's sentences; `tServer` (i18next's own) translates catalogued reasons.
 */
export function authErrorMessage(error: AuthFailure, t: (key: string) => string, tServer?: TFunction): string {
  const reason = error.reason ?? (error.code ? REASON_BY_CODE[error.code] : undefined);
  if (tServer && isSpecificReason(reason)) {
    return serverText(tServer, error.message ?? '', { reason, params: error.params ?? {} });
  }
  const key = (error.code && KEY_BY_CODE[error.code]) || (error.status === 429 ? 'errors.tooManyAttempts' : undefined);
  if (key) return t(key);
  return error.message || t('errors.generic');
}
