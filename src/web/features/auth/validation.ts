import {
  NAME_MAX_LENGTH,
  nameTooLong,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '../../../common/credentials.ts';

/** The server's own rules (src/common/credentials.ts), so the form can say them before a round trip. */
export { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const PASSWORD_KEY = {
  password_too_short: 'validation.passwordTooShort',
  password_too_long: 'validation.passwordTooLong',
  password_too_common: 'validation.passwordTooCommon',
} as const;

/** Per-field problems as translation keys of the `auth` namespace; an absent field is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'validation.emailRequired';
  if (!EMAIL_SHAPE.test(email.trim())) return 'validation.emailInvalid';
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (!password) return 'validation.passwordRequired';
  const problem = passwordProblem(password);
  return problem ? PASSWORD_KEY[problem] : undefined;
}

/** Drops the fields without a problem, keeping the form's order so the first one can take focus. */
const problems = <F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as FieldErrors<F>;

export function validateSignIn({
  email,
  password,
}: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return problems({ email: emailError(email), password: password ? undefined : 'validation.passwordRequired' });
}

/** `age` is "yes" once the visitor ticked that they are 13 or older (spec: the minimum age is 13). */
export function validateSignUp({
  name,
  email,
  password,
  age,
}: {
  name: string;
  email: string;
  password: string;
  age: string;
}): FieldErrors<'name' | 'email' | 'password' | 'age'> {
  return problems({
    name: !name.trim() ? 'validation.nameRequired' : nameTooLong(name) ? 'validation.nameTooLong' : undefined,
    email: emailError(email),
    password: newPasswordError(password),
    age: age === 'yes' ? undefined : 'validation.ageRequired',
  });
}

export function validateEmailOnly({ email }: { email: string }): FieldErrors<'email'> {
  return problems({ email: emailError(email) });
}

export function validateNewPassword({ password }: { password: string }): FieldErrors<'password'> {
  return problems({ password: newPasswordError(password) });
}
