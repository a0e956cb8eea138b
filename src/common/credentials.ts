import { COMMON_PASSWORDS } from './common-passwords.ts';

/** The account rules the server enforces and the sign-up form checks before a round trip (ADR 10). */
export const PASSWORD_MIN_LENGTH = 10;
/** Better Auth's own maximum, kept here so the form can say it too. */
export const PASSWORD_MAX_LENGTH = 128;
/** Longer names break layouts (a 1,400-character name made the dashboard 21,000 px wide). */
export const NAME_MAX_LENGTH = 100;

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

let common: Set<string> | undefined;

/** What is wrong with a new password, or null; the common list is compared without regard to case. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase()) ? 'password_too_common' : null;
}

/** Names count in code points, as a learner counts characters. */
export const nameTooLong = (name: string): boolean => [...name].length > NAME_MAX_LENGTH;
