import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '../../lib/session.ts';
import { authErrorMessage, type AuthFailure } from './auth-errors.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors } from './validation.ts';

type AuthFormOptions<F extends string> = {
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  submit: (values: Record<F, string>) => Promise<{ error: AuthFailure | null }>;
  /** What success means when it is not "now signed in" (a reset link was sent, a password changed). */
  onSuccess?: () => void;
};

/**
 * Form state for the account forms (sign-in, sign-up, password reset): checks the fields first, then calls Better Auth and shows its
 * failure inline. On success it only refreshes the session; AuthLayout sees it and leaves the page.
 */
export function useAuthForm<F extends string>({ initial, validate, submit, onSuccess }: AuthFormOptions<F>) {
  const { t } = useTranslation('auth');
  // The account rules' limits are the only values auth messages mention.
  const limits = { min: PASSWORD_MIN_LENGTH, passwordMax: PASSWORD_MAX_LENGTH, nameMax: NAME_MAX_LENGTH };
  const translate = (key: string) => t(key, limits);
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (message: string) => {
    setServerError(message);
    setSubmitting(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setServerError(undefined);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await submit(values);
      if (error) return fail(authErrorMessage(error, translate, t));
      if (onSuccess) {
        setSubmitting(false);
        return onSuccess();
      }
      if (!(await refreshSession(queryClient))) fail(translate('errors.generic'));
    } catch {
      fail(translate('errors.generic'));
    }
  };

  const fieldError = (field: F): string | undefined => {
    const key = errors[field];
    return key && translate(key);
  };

  return { values, setValue, fieldError, serverError, submitting, onSubmit };
}
