/** What Better Auth's client reports when a sign-in or sign-up fails. */
export type AuthFailure = { code?: string; message?: string; status?: number };

/** Better Auth's codes we can explain better than its English message; keys of the `auth` namespace. */
const KEY_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.invalidCredentials',
  USER_ALREADY_EXISTS: 'errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.userExists',
  PASSWORD_TOO_SHORT: 'errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors.passwordTooLong',
  INVALID_EMAIL: 'errors.invalidEmail',
  rate_limited: 'errors.tooManyAttempts',
};

/** A translated sentence for the failure; an unknown code falls back to the server's own message. */
export function authErrorMessage(error: AuthFailure, t: (key: string) => string): string {
  const key = (error.code && KEY_BY_CODE[error.code]) || (error.status === 429 ? 'errors.tooManyAttempts' : undefined);
  if (key) return t(key);
  return error.message || t('errors.generic');
}
