import type { TFunction } from 'i18next';
import { codeOfProblems, ERROR_MESSAGES, type ErrorReason } from '../../../common/errors.ts';
import { serverText } from '../../lib/server-messages.ts';
import { AUTH_ERROR_KEYS, codeOfMessage } from './auth-error-codes.ts';

/** What Better Auth's client reports when a sign-in or sign-up fails; our own checks add a catalogued reason. */
export type AuthFailure = {
  code?: string;
  message?: string;
  status?: number;
  reason?: string;
  params?: Record<string, string>;
};

const isSpecificReason = (reason: unknown): reason is ErrorReason =>
  typeof reason === 'string' && reason in ERROR_MESSAGES && reason !== 'rate_limited' && reason !== 'internal';

/**
 * A translated sentence for the failure, never Better Auth's English: the server's catalogued reason
 * when it gave one (a common password, a locked account; ADR 9), else Better Auth's code (or, for the
 * few errors that have none, its message made a code: auth-error-codes.ts), else a sentence of our
 * catalogue the server wrote, else the generic "Something went wrong".
 * `t` gives the auth namespace's sentences (with the account rules' limits); `tServer` (i18next's own)
 * translates catalogued reasons.
 */
export function authErrorMessage(error: AuthFailure, t: (key: string) => string, tServer: TFunction): string {
  if (isSpecificReason(error.reason)) {
    return serverText(tServer, error.message ?? '', { reason: error.reason, params: error.params ?? {} });
  }
  const code = error.code || (error.message ? codeOfMessage(error.message) : '');
  const key = AUTH_ERROR_KEYS[code] ?? (error.status === 429 ? 'errors.tooManyAttempts' : undefined);
  if (key) return key.startsWith('errors:') ? tServer(key) : t(key);
  // Our own routes around Better Auth's answer with catalogued sentences; anything else is unknown.
  return error.message && codeOfProblems(error.message) ? serverText(tServer, error.message) : t('errors.generic');
}
