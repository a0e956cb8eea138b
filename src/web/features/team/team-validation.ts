/**
 * The form checks the server's schema makes too (src/server/teams/schema.ts), so a mistake is shown
 * before a round trip; each returns the i18n key of the problem, or undefined. The server stays the judge.
 */
export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 100;

export function teamNameProblem(name: string): string | undefined {
  const length = name.trim().length;
  if (length < TEAM_NAME_MIN) return 'form.nameTooShort';
  if (length > TEAM_NAME_MAX) return 'form.nameTooLong';
  return undefined;
}

/** Empty is fine (no logo); otherwise an https address. */
export function logoProblem(logo: string): string | undefined {
  const value = logo.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && value.length <= 2000 ? undefined : 'form.logoHttps';
  } catch {
    return 'form.logoHttps';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'invite.emailRequired';
  return EMAIL.test(value) && value.length <= 254 ? undefined : 'invite.emailInvalid';
}
