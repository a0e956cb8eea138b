import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The server's answer to a failed attempt, announced as soon as it appears. */
export function AuthError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="auth-error"
      className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

export function SubmitButton({
  submitting,
  testId,
  children,
}: {
  submitting: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={submitting}
      aria-busy={submitting}
      data-testid={testId}
    >
      {submitting && <Spinner className="h-4 w-4 text-white" />}
      {children}
    </Button>
  );
}

/** The email field both forms share; `testId` doubles as the element id. */
export function EmailField({
  testId,
  value,
  onChange,
  error,
}: {
  testId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={testId}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      data-testid={testId}
    />
  );
}

/** The minimum age is 13 (spec): sign-up asks, and the form cannot be sent without the tick. */
export function AgeConfirmation({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <label className="flex items-center gap-2.5 text-sm text-slate-800">
        <Checkbox
          name="age"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'signup-age-message' : undefined}
          data-testid="signup-age"
        />
        {t('signUp.age')}
      </label>
      {error && (
        <p id="signup-age-message" role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
