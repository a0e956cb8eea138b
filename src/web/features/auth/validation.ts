/** Mirrors the server's minimum (src/server/auth/auth.ts), so the form can say it before a round trip. */
export const PASSWORD_MIN_LENGTH = 8;

/** Per-field problems as translation keys of the `auth` namespace; an absent field is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'validation.emailRequired';
  if (!EMAIL_SHAPE.test(email.trim())) return 'validation.emailInvalid';
  return undefined;
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

export function validateSignUp({
  name,
  email,
  password,
}: {
  name: string;
  email: string;
  password: string;
}): FieldErrors<'name' | 'email' | 'password'> {
  return problems({
    name: name.trim() ? undefined : 'validation.nameRequired',
    email: emailError(email),
    password: !password
      ? 'validation.passwordRequired'
      : password.length < PASSWORD_MIN_LENGTH
        ? 'validation.passwordTooShort'
        : undefined,
  });
}
